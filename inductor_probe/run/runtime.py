"""What torch.compile itself does on the host at run time, inside the measured steps (``analysis/ledger.py``):
``GraphHost``, a compiled graph's own host time per call as the child timed it unprofiled; ``RuntimeRow``,
the host time around one compiled graph's calls (Dynamo's guards, the compiled frame's and AOTAutograd's
wrappers, the graph's own call); ``RuntimeView``, the step's rows and how they were brought back to
unprofiled time. The step view keeps it (``StepView.runtime``). And ``AutotuneRow``: which of max-autotune's
choices each template kernel ran (``StepView.autotune``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_probe.run.record import Record, Row


@dataclass(kw_only=True)
class GraphHost(Row):
    """A compiled graph's own call as the tool's wrapper timed it with the profiler off (its launches, a CUDA
    graph's replay): ``us`` the median host time per call, ``calls`` per step."""

    key: str
    calls: float
    us: float


@dataclass(kw_only=True)
class GuardTimed(Row):
    """Dynamo's guards of one compiled frame checked on the step's own inputs without the profiler
    (``_compat.guards.guard_probe``: a model file's forward), median µs per check."""

    frame: str
    us: float


@dataclass(kw_only=True)
class LaunchesSeen(Row):
    """The profiled steps' launches, and those whose GPU work the trace lacks (``analysis/unseen.py``):
    CUDA-graph replays and kernel launches. Any unseen: the trace's busy and idle are not the step's. And the
    CUDA graphs recorded there."""

    graph_launches: int
    graph_unseen: int
    kernel_launches: int
    kernel_unseen: int
    captures: int = 0  # CUDA graphs recorded inside the profiled steps (capture to instantiation)
    capture_ms: float = 0.0  # their host time, all of them

    def unseen(self) -> int:
        return self.graph_unseen + self.kernel_unseen

    def lost(self) -> str:
        """What the trace lost, in words: ``8 of 10 CUDA-graph replays and 2 of 41 kernel launches``."""
        parts = (
            [f"{self.graph_unseen} of {self.graph_launches} CUDA-graph replays"] if self.graph_unseen else []
        )
        parts += (
            [f"{self.kernel_unseen} of {self.kernel_launches} kernel launches"] if self.kernel_unseen else []
        )
        return " and ".join(parts)


@dataclass(kw_only=True)
class ProfilerCost(Row):
    """The step profiler's own cost per event it records, µs (``collect/profiler_cost.py``): a Python call
    (``python_function``; 0 without Python stacks) and any other event (an operator, a range, a launch)."""

    python_us: float
    op_us: float
    stacks: bool = True


@dataclass(kw_only=True)
class RuntimeRow(Row):
    """Host time per call around one compiled graph in the profiled steps, µs: ``guard_us`` Dynamo's cache
    lookup before the frame's compiled code (its guards), ``wrapper_us`` the compiled frame's region and
    AOTAutograd's runtime wrappers outside the graph's own call (for a backward graph, its
    ``CompiledFunctionBackward`` outside it), ``call_us`` the graph's own call. ``*_profiled_us``: as the
    profiler saw them; the others brought back to unprofiled time (``RuntimeView.basis``). ``frame``:
    Dynamo's compile id of the frame (``0/0``); ``graph`` None: a frame with no graph of its own (or a
    lookup that no compiled code followed: the frame ran eagerly). ``ms``: guards and wrappers per step,
    ``pct`` of the step's wall."""

    graph: str | None
    key: str | None
    frame: str | None
    backward: bool
    calls: float  # per step
    guard_us: float | None
    wrapper_us: float | None
    call_us: float | None
    guard_profiled_us: float | None
    wrapper_profiled_us: float | None
    call_profiled_us: float | None
    ms: float
    pct: float | None
    guard_timed: bool = (
        False  # guard_us timed without the profiler (the frame's guards checked on its inputs)
    )


@dataclass
class RuntimeView(Record):
    """torch.compile's host time in the step, by compiled graph. ``basis``: ``unprofiled`` where the graphs'
    own calls were also timed without the profiler, which gives the profiler's cost per event it records
    (``cost``; or, where that brings the graphs' own calls back more than 25% off, each figure divided by
    how much longer those calls ran profiled: ``inflation``); ``profiled`` otherwise (figures as
    profiled: upper bounds). ``outside_us``: the host's unprofiled step (``StepView.host_ms``) less every
    graph's own call, timed: the guards, wrappers and ``rest_us`` add up to it (entering the compiled module
    through nn.Module's and Dynamo's Python, the step's own code, autograd's engine are the rest); where the
    profile's split holds more, its guards and wrappers are scaled by ``scaled`` to fit. ``ms``/``pct``: all
    guards and wrappers per step."""

    rows: list[RuntimeRow] = field(default_factory=list)
    basis: str = "profiled"
    inflation: float | None = (
        None  # the graphs' own calls, profiled over unprofiled: the figures divided by it
    )
    rest_us: float | None = None
    ms: float = 0.0
    pct: float | None = None
    measured: list[GraphHost] | None = None  # the graphs' own calls timed unprofiled (for a reanalysis)
    guards: list[GuardTimed] | None = None  # frames' guards timed unprofiled (for a reanalysis)
    cost: ProfilerCost | None = None  # the profiler's cost per event as measured in the child
    check_pct: float | None = None  # the graphs' own calls brought back this way, against their timed calls
    outside_us: float | None = None  # the host's unprofiled step less the graphs' own calls, µs per step
    scaled: float | None = None  # the guards and wrappers scaled by this to fit ``outside_us``
    OMIT_NONE = frozenset(
        {"inflation", "rest_us", "measured", "guards", "cost", "check_pct", "outside_us", "scaled"}
    )


@dataclass(kw_only=True)
class AutotuneRow(Row):
    """Which of max-autotune's choices a template kernel (or a library call) of a compiled graph is, beside
    the fastest choice of the other kind, as the autotuner timed them (µs per call; ``analysis/autotune.py``),
    and the kernel's own time per call in the step (None for a library call: its kernels are the
    library's)."""

    graph: str
    kernel: str
    op: str
    choices: int  # how many the autotuner had
    ran: str  # its config (a template) or the library call's name
    ran_us: float | None
    rank: int | None  # its place among the timed choices, 1 the fastest; None where not kept
    other: str | None  # the fastest choice of the other kind (library or template)
    other_us: float | None
    step_us: float | None = None  # the kernel's time per call in the profiled steps
    calls: float | None = None  # its calls per step
