"""Memory records: what the model child measured of the allocator (``MemoryRecord``, read by
``analysis/memory.py``) and what the manifest keeps of it (``MemoryView`` as ``step.memory``,
``GraphMemory`` as ``graphs[*].memory``). Sizes are bytes; times on the allocator's clock are µs.

How each figure is taken is in ``collect/memory.py``; how it is read, in ``analysis/memory.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_probe.run.record import Record, Row


@dataclass
class StepMemory(Row):
    """One measured step: allocated at its start and end, the allocator's peaks during it."""

    start: int
    peak_allocated: int
    peak_reserved: int
    end: int


@dataclass
class GraphCall(Row):
    """One compiled graph's call in the measured steps: allocated at entry and exit, the peak between, and
    when it ran (µs, the child's clock)."""

    key: str
    step: int
    entry: int
    peak: int
    exit: int
    t0_us: float | None = None
    t1_us: float | None = None


@dataclass
class Handoff(Row):
    """Bytes of a graph's new outputs that a later graph of the same step took as inputs."""

    step: int
    producer: str
    consumer: str
    bytes: int


@dataclass
class Holder(Row):
    """What Python holds of the blocks a step left allocated (``collect/holders.py``): a name, the line that
    adds to it, the bytes and blocks it holds."""

    holder: str
    bytes: int
    file: str | None = None
    line: int | None = None
    code: str | None = None
    tensors: int | None = None
    addrs: list[int] = field(default_factory=list)


@dataclass
class EagerSteps(Row):
    """``--eager-baseline``: the model's steps uncompiled, and their wall (median)."""

    steps: list[StepMemory] = field(default_factory=list)
    wall_ms: float | None = None


@dataclass
class MemoryRecord(Record):
    """The child's measurement (``collect/memory.py``). ``steps``: one row per measured step; ``marks``:
    ``[steps run so far, bytes allocated]`` at the wall's block boundaries (growth over many steps);
    ``calls``: each compiled graph's call in the measured steps; ``handoffs``: bytes of a graph's new
    outputs that a later graph of the same step took as inputs; ``snapshot``: the allocator's history over
    ``window`` (two steps: ``[start, middle, end]`` µs); ``kept_by``: what holds the first window step's
    allocations still alive at its end; ``eager``: ``--eager-baseline``'s steps."""

    device: str = "cuda"
    note: str | None = None  # why nothing, or less than everything, was measured
    steps: list[StepMemory] = field(default_factory=list)
    marks: list[list[int]] = field(default_factory=list)
    calls: list[GraphCall] = field(default_factory=list)
    handoffs: list[Handoff] = field(default_factory=list)
    pool_bytes: int | None = None  # held by CUDA-graph pools after the measured steps
    snapshot: str | None = None
    window: list[float] = field(default_factory=list)
    kept_by: list[Holder] = field(default_factory=list)
    eager: EagerSteps | None = None
    measure_s: float | None = None  # the child's time measuring memory (steps, history; not eager)
    output_kept: bool | None = None  # a model file's --backward step kept its output alive through backward
    OMIT_NONE = frozenset({"note", "pool_bytes", "snapshot", "eager", "measure_s", "output_kept"})


@dataclass
class Allocated(Row):
    """What was allocated at the step's peak from one of the user's lines (and the graph that ran it)."""

    bytes: int
    source: str
    graph: str | None
    blocks: int


@dataclass
class GrowthSource(Row):
    """What the step left alive that a later step did not free, by the user's line, and what holds it."""

    bytes: int
    source: str
    graph: str | None
    kept_by: str | None


@dataclass
class CallSpan(Row):
    """A compiled graph's call on the step's memory timeline (ms from the step's start)."""

    label: str
    start_ms: float
    end_ms: float


@dataclass
class EagerMemory(Row):
    """The same model's steps uncompiled (``--eager-baseline``): medians over its steps."""

    peak_allocated_bytes: int | None
    peak_reserved_bytes: int | None
    start_bytes: int | None
    wall_ms: float | None


@dataclass
class MemoryView(Record):
    """The step's memory (``analysis/memory.py``): bytes, the median over the measured steps unless named
    ``max``; ``top``: what was allocated at the step's peak, by the user's line, the largest first;
    ``growth_sources``: what the step left alive that a later step did not free; ``timeline``: ``[ms, bytes
    allocated]`` over one step, with ``timeline_graphs`` on it; ``eager``: the same model's steps
    uncompiled; ``checks``: invariants that failed."""

    device: str = "cuda"
    note: str | None = None
    steps: int = 0
    start_bytes: int | None = None  # allocated at the step's start
    peak_allocated_bytes: int | None = None
    peak_allocated_max_bytes: int | None = None
    peak_allocated_min_bytes: int | None = None
    peak_reserved_bytes: int | None = None
    end_bytes: int | None = None
    growth_bytes_per_step: float | None = None
    growth_steps: int | None = None  # steps the growth was measured over
    cuda_graph_pool_bytes: int | None = None
    snapshot_peak_bytes: int | None = None  # the peak the allocator's history replays to
    before_step_bytes: int | None = (
        None  # of that peak: allocated before the step (parameters, inputs, state)
    )
    top: list[Allocated] = field(default_factory=list)
    growth_sources: list[GrowthSource] = field(default_factory=list)
    growth_kept_by: str | None = None  # what Python holds of what the step leaves: a name and its adding line
    timeline: list[list[float]] = field(default_factory=list)
    timeline_graphs: list[CallSpan] = field(default_factory=list)
    eager: EagerMemory | None = None
    checks: list[str] = field(default_factory=list)
    snapshot: str | None = None  # relative to the run directory
    measure_s: float | None = None  # what measuring memory took in the child (seconds)
    output_kept: bool | None = None  # the step kept the model's output alive through backward (as loops do)
    OMIT_NONE = frozenset(
        {
            "output_kept",
            "note",
            "measure_s",
            "start_bytes",
            "peak_allocated_bytes",
            "peak_allocated_max_bytes",
            "peak_allocated_min_bytes",
            "peak_reserved_bytes",
            "end_bytes",
            "growth_bytes_per_step",
            "growth_steps",
            "growth_kept_by",
            "cuda_graph_pool_bytes",
            "snapshot_peak_bytes",
            "before_step_bytes",
            "eager",
            "snapshot",
        }
    )


@dataclass
class GraphMemory(Record):
    """One compiled graph's memory per call (medians over its calls in the measured steps): allocated at
    ``entry``; ``peak_bytes`` the most allocated during the call; ``peak_delta`` its rise above entry;
    ``left_alive`` what the call left allocated (outputs, and a forward's tensors saved for backward);
    ``saved_for_backward``: of a forward graph's new outputs, the bytes its backward graph took in."""

    calls: int = 0
    entry_bytes: int = 0
    peak_bytes: int = 0
    peak_delta_bytes: int = 0
    left_alive_bytes: int = 0
    saved_for_backward_bytes: int | None = None
    OMIT_NONE = frozenset({"saved_for_backward_bytes"})
