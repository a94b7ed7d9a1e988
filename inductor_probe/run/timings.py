"""What the children measured that the analysis reads: typed results that cross a process boundary
(the rest of each child's spec and result is in ``collect/doors.py``).

``StepTiming``: the model child's measurement of the real run's steps, beside its trace. Written by the
child (``collect/steps.py``), read by ``analysis.step.step_view``; a reanalysis builds it again from the
manifest's ``StepView`` (``from_view``). One name per figure from the child to the manifest: ``steps``,
``wall_blocks_ms``, ``wall_rounds`` (a count), ``block_steps``.

``InterleaveResult``: ``compare``'s interleaved child, read by ``analysis.interleave``.
``RebenchResult`` (one variant of a kernel re-run), ``NcuReport`` and ``KernelRerun``: ``kernel``'s children
and what ``analysis.verdicts`` and the renderers read of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_probe.run.kernel_rows import ConfigRow, MeasuredRoof, NcuFigures, ToolFigures
from inductor_probe.run.manifest import StepView
from inductor_probe.run.memory import MemoryRecord
from inductor_probe.run.record import Record, Row
from inductor_probe.run.runtime import GraphHost, GuardTimed, ProfilerCost
from inductor_probe.run.step_sides import CollectiveRecord, StepScript
from inductor_probe.vocab import ChildStatus, ProfileWindow, StepBoundary, StepKind


@dataclass
class StepTiming(Record):
    kind: StepKind = StepKind.CONVENTION
    steps: int = 0  # profiled steps
    steps_requested: int | None = None  # --steps (a script may end before it ran them all)
    wall_blocks_ms: list[float] = field(default_factory=list)  # unprofiled wall per step, per block
    wall_rounds: int = 1  # rounds of blocks timed (more than one: an earlier round was not steady)
    block_steps: int | None = None
    wall_spread_pct: float | None = None
    graph_calls: dict[str, int] = field(default_factory=dict)  # graph key -> calls in the profiled steps
    trace: str | None = None  # the profiler's trace, None when it wrote none
    lean_trace: str | None = None  # the lean window's trace (collect/steps.py), None where there was none
    lean_steps: int = 0  # the lean window's steps (each a step range of its trace)
    # the unprofiled steps the lean window's stretch is against (``analysis/windows.profiled_windows``):
    # those timed right before it (a GPU script's timed steps; a CPU script's timed again after the rich
    # window), and those timed again right after it (on a GPU)
    lean_ref_ms: list[float] = field(default_factory=list)
    lean_after_ms: list[float] = field(default_factory=list)
    lean_timed_ms: list[float] = field(default_factory=list)  # its steps timed as the unprofiled ones are
    first_step_left_out: bool = False
    other_load_cores: float | None = None  # CPU: other processes' load while the wall was timed
    cudagraphs: bool | None = None
    sm_clock_mhz: float | None = None
    first_graph_calls: int | None = None  # a script: calls of its first compiled graph
    first_graph_calls_needed: int | None = None  # a script: calls the step view needs
    complete: bool | None = None  # a script: it reached every profiled step
    host_ms: float | None = None  # a model file: the host's time to issue one step, unprofiled
    fitted: str | None = None  # a short script run again with fewer steps: how (workflows/model_run.py)
    memory: MemoryRecord | None = None  # the step's memory (collect/memory.py)
    boundary: StepBoundary | None = None  # a script: where its steps begin (collect/boundaries.py)
    period: int | None = None  # boundary "period": first-graph calls a step
    boundary_restarts: int | None = None  # times a more trusted boundary made the steps start again
    step_graph_calls: list[dict[str, int]] = field(default_factory=list)  # a script: per timed/profiled step
    arrivals_ns: list[int] = field(
        default_factory=list
    )  # a script: each timed step's first graph call, host clock
    host: str | None = None  # where arrivals_ns was read (one host's processes share that clock)
    tool_us: float | None = None  # a script: the tool's own host time per timed step (its hooks and marks)
    collectives: list[CollectiveRecord] = field(default_factory=list)  # a rank: its timed steps' collectives
    graph_host: list[GraphHost] | None = None  # each graph's own host time per call, unprofiled
    profiler_cost: ProfilerCost | None = None  # the step profiler's cost per event (collect/profiler_cost.py)
    guards: list[GuardTimed] | None = None  # a model file's forward: its guards timed unprofiled
    marks_elsewhere: int | None = None  # a script: mark_step() calls from other threads than its own, ignored
    OMIT_NONE = frozenset(
        {
            "memory",
            "boundary",
            "period",
            "boundary_restarts",
            "host",
            "tool_us",
            "graph_host",
            "profiler_cost",
            "lean_trace",
            "marks_elsewhere",
        }
    )

    @classmethod
    def from_view(cls, view: StepView, graph_calls: dict[str, int]) -> StepTiming:
        """What the child measured, as the manifest keeps it (for a reanalysis)."""
        lean = next((w for w in view.profiled.windows or [] if w.kind == ProfileWindow.LEAN), None)
        ref = lean.reference_split() if lean is not None else ([], [])
        script, timed = view.script or StepScript(), view.timed
        return cls(
            kind=StepKind(view.kind),
            steps=view.rich_steps(),
            steps_requested=timed.steps_requested,
            wall_blocks_ms=list(timed.wall_blocks_ms),
            wall_rounds=timed.wall_rounds,
            block_steps=timed.block_steps,
            wall_spread_pct=view.wall_spread_pct,
            graph_calls=graph_calls,
            first_step_left_out=timed.first_step_left_out,
            other_load_cores=timed.other_load_cores,
            host_ms=timed.host_ms,
            fitted=script.fitted,
            boundary=script.boundary,
            period=script.period,
            arrivals_ns=list(script.arrivals_ns or []),
            host=script.host,
            tool_us=script.tool_us,
            collectives=list(view.comm.collectives) if view.comm is not None else [],
            graph_host=view.where.runtime.measured if view.where.runtime is not None else None,
            profiler_cost=view.where.runtime.cost if view.where.runtime is not None else None,
            guards=view.where.runtime.guards if view.where.runtime is not None else None,
            marks_elsewhere=script.marks_elsewhere,
            lean_steps=lean.steps if lean is not None else 0,
            lean_ref_ms=ref[0],
            lean_after_ms=ref[1],
            lean_timed_ms=list(lean.timed_ms or []) if lean is not None else [],
        )


@dataclass
class ChildError(Record):
    """Why a child failed: ``kind`` (the model child's class of error), a one-line message, the traceback."""

    message: str = ""
    kind: str | None = None  # "bad_model_file", "no_device", "compile_error", "model_raised"
    traceback: str | None = None
    OMIT_NONE = frozenset({"kind", "traceback"})


@dataclass
class BlockClock(Row):
    """NVML's reading at the end of one measured block, still under load (``timer.clocks.ClockReading`` as
    the child took it)."""

    sm_mhz: int | None = None
    mem_mhz: int | None = None
    throttle_reasons: list[str] = field(default_factory=list)
    temperature_c: int | None = None
    power_w: float | None = None


@dataclass
class InterleaveResult(Record):
    status: ChildStatus = ChildStatus.RUNNING
    error: ChildError | None = None
    order: list[str] = field(default_factory=list)  # the side of each block, in order
    block_steps: int | None = None
    profiled_steps: int | None = None  # steps of each block profiled (older children: block_steps)
    clocks: list[BlockClock | None] = field(default_factory=list)  # per block: NVML's reading
    wall_ms: list[float] = field(default_factory=list)  # per block: the wall per step
    walls_unprofiled: bool = False  # the walls timed without the profiler (older children: under it)
    counters: dict[str, dict[str, int]] = field(default_factory=dict)  # per side: cache counters
    graph_keys: dict[str, list[str]] = field(default_factory=dict)  # per side: its graphs' keys
    aot_ids: dict[str, dict[str, str]] = field(default_factory=dict)  # per side: graph key -> AOT id
    trace: str | None = None


@dataclass
class Speedup(Row):
    """A variant against the generated kernel: the ratio of the cold medians, with its noise band from the
    quartiles of each (``analysis/verdicts.py``)."""

    speedup: float
    low: float
    high: float


@dataclass
class KernelVerdict(Row):
    """The one-line answer of ``kernel NAME``, and the variant that beat the generated one (None: none)."""

    line: str
    best: str | None = None


@dataclass
class RebenchResult(Record):
    """One variant: every config timed, and the config Inductor's autotuner chose."""

    status: ChildStatus = ChildStatus.RUNNING
    configs: list[ConfigRow] = field(default_factory=list[ConfigRow])
    chosen: ConfigRow | None = None
    error: str | None = None
    kernel: str | None = None
    declared_configs: list[str] | None = None
    compiled_configs: list[str] | None = None
    compile_s: float | None = None
    autotune_s: float | None = None
    traceback: str | None = None
    speedup: Speedup | None = None  # against the generated variant
    OMIT_NONE = frozenset(
        {"kernel", "declared_configs", "compiled_configs", "compile_s", "autotune_s", "traceback", "speedup"}
    )

    def timed(self) -> int:
        return sum(c.ok() for c in self.configs)

    def chosen_ok(self) -> ConfigRow | None:
        """The chosen config where it was timed."""
        return self.chosen if self.chosen is not None and self.chosen.ok() else None


@dataclass
class NcuReport(Record):
    """``kernel --ncu``: what the launcher child did under Nsight Compute (status to launches), then what
    the parent added: the command, the log, ncu's figures (medians) and the tool's own beside them."""

    status: ChildStatus = ChildStatus.RUNNING
    config: str | None = None
    error: str | None = None
    kernel: str | None = None
    how: str | None = None
    launches: int | None = None
    traceback: str | None = None
    command: str | None = None
    log: str | None = None
    ncu: NcuFigures | None = None
    tool: ToolFigures | None = None
    roofline: MeasuredRoof | None = None  # the roofline on ncu's bytes, beside the estimate
    OMIT_NONE = frozenset(
        {"config", "kernel", "how", "launches", "traceback", "command", "log", "tool", "roofline"}
    )


@dataclass
class KernelRerun(Record):
    """``kernel``: each variant's re-run of the kernel file, the verdict, and Nsight Compute's figures."""

    kernel_file: str = ""
    variants: dict[str, RebenchResult] = field(default_factory=dict)
    verdict: KernelVerdict | None = None
    ncu: NcuReport | None = None
    OMIT_NONE = frozenset({"verdict", "ncu"})

    def measured(self) -> bool:
        """Did any variant time its chosen config?"""
        return any(v.chosen_ok() is not None for v in self.variants.values())
