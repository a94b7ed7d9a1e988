"""A multi-rank job as a run keeps it (``run.json``'s ``job``) and as ``report --traces``
writes it: typed rows, read and written here, made by ``analysis/ranks.py`` (``job_record``) and
``analysis/arrivals.py``, read by the findings and the renderers as they are.

Times are ms per step; a figure of each rank is a ``PerRank`` (keyed by the rank, an int; JSON's keys are its
decimal string).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_probe.run.record import PerRank, Record, Row


@dataclass
class Spread(Row):
    """A per-rank figure over ranks: its least and most with their ranks (the lowest rank on a tie), and
    its median."""

    min: float
    min_rank: int
    median: float
    max: float
    max_rank: int


@dataclass
class CategoryMs(Row):
    category: str
    ms: float


@dataclass
class RankStep(Row):
    """A rank's profiled steps, from its trace: the host range (the profiler's cost in it), the device
    activities' union, the kernels' time and its categories."""

    steps: int
    span_ms: float
    busy_ms: float
    busy_pct: float | None
    kernel_ms: float
    categories: list[CategoryMs] = field(default_factory=list)


@dataclass
class RankComm(Row):
    """A rank's communication (``analysis/comms.py``); overlap as HTA defines it."""

    comm_ms: float
    comp_ms: float
    overlap_ms: float
    overlap_pct: float | None
    exposed_ms: float
    wait_ms: float
    transfer_ms: float
    collectives: int
    by_collective_ms: dict[str, float] = field(default_factory=dict)


@dataclass(kw_only=True)
class RankSplit(Row):
    """A rank's GPU time per step four ways (issue 57; ``analysis/comms.rank_split``): computing (any
    compute kernel running), communication transferring and communication waiting (a collective, no compute
    kernel beside it, before the last rank arrived: spinning, and after), and idle; the four add up to
    ``wall_ms``: the rank's unprofiled wall where its run has it (``basis`` ``unprofiled``), else its profiled
    span. Busy counts computing and transferring: a rank that waits for a late peer reads waiting."""

    compute_ms: float
    transfer_ms: float
    waiting_ms: float
    idle_ms: float
    wall_ms: float
    basis: str

    @property
    def busy_pct(self) -> float | None:
        return 100.0 * (self.compute_ms + self.transfer_ms) / self.wall_ms if self.wall_ms > 0 else None


@dataclass
class TopKernel(Row):
    """One of a rank's kernels by time, with the roofline where the trace recorded the op's shapes."""

    name: str
    category: str
    ms: float
    launches: float
    flops: float | None = None
    bytes: float | None = None
    bound: str | None = None
    pct_roof: float | None = None


@dataclass(kw_only=True)
class JobRank(Row):
    rank: int
    trace: str
    kernels: list[TopKernel] = field(default_factory=list)  # older runs have none
    step: RankStep
    comm: RankComm
    exposed_steps_ms: list[float] = field(default_factory=list)  # each profiled step's exposed communication
    split: RankSplit | None = None  # its GPU time four ways (None: the ranks' waits do not line up)
    OMIT_NONE = frozenset({"split"})


@dataclass
class JobCollective(Row):
    """One collective matched across ranks: who arrived last, each rank's wait and transfer."""

    name: str
    index: int
    matched_by: str  # "sequence" or "order"
    straggler: int
    straggler_delay_ms: float
    wait_ms: PerRank[float]
    transfer_ms: PerRank[float]
    clock_note: str | None = None
    at_ms: float | None = None  # the last rank's start, from the earliest start of any matched collective


@dataclass
class Straggler(Row):
    """The rank the others waited for most over the profiled step."""

    rank: int
    waited_ms: float  # by the others, in all
    collectives: int  # it was the last to


@dataclass
class HostWork(Row):
    """What a late rank's host did before its step's first compiled graph (``arrivals.late_host_work``)."""

    what: str
    line: str
    ms: float


@dataclass
class CollectiveLasts(Row):
    """Who arrived last at each collective of the unprofiled steps (``arrivals.collective_lasts``)."""

    collectives: int
    last: PerRank[int]  # collectives each rank was last to
    even: int  # collectives where no rank waited EVEN_MS for another
    by: str  # "gpu" (NCCL's own timing) or "host" (when each host enqueued it)


@dataclass(kw_only=True)
class Arrivals(Row):
    """The straggler of the unprofiled steps (``arrivals.lateness``): each rank's lateness, in lockstep each
    rank's wait for the last, who was last and how steady that is."""

    late_ms: PerRank[float]
    waits_ms: PerRank[float] | None
    steps: int
    last_in: int | None = None  # steps in which the latest rank was the last to begin (older runs: none)
    straggler: int | None
    waited_ms: float | None
    spread_ms: float
    lockstep: bool = True
    synced: bool = True  # every rank's host waited for its GPU each step
    drift_ms: float | None = None
    collectives: CollectiveLasts | None = None
    doing: HostWork | None = None
    hosts: int | None = None  # the ranks ran on this many hosts, whose clocks differ (None: one host)
    step_waits_ms: PerRank[list[float]] | None = None  # in lockstep: each rank's wait in each step
    OMIT_NONE = frozenset({"doing", "hosts", "step_waits_ms"})


@dataclass
class FigureRanks(Row):
    """A figure of each rank (a graph's, or a graph's category's, ms per step)."""

    figure: str
    ms: PerRank[float]


@dataclass
class Job(Record):
    """The job: each rank, the collectives matched across ranks, the straggler, every per-rank figure over
    ranks (``merged``: ``span_ms``, ``busy_ms``, ``comm_ms``, ``exposed_ms``, ``wait_ms``, ``category:C``;
    a run's ``exposed_unprofiled_ms`` too), notes; a run's job adds each graph over ranks (``graphs``), the
    unprofiled steps' arrivals and the ranks' median wall."""

    device: str | None = None
    ranks: list[JobRank] = field(default_factory=list)
    collectives: list[JobCollective] = field(default_factory=list)
    straggler: Straggler | None = None
    merged: dict[str, Spread] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    sockets: bool = False  # NCCL over sockets (the suite's stand-in for a fabric)
    cannot: list[str] = field(default_factory=list)  # what these traces cannot tell
    graphs: dict[str, Spread] | None = None
    arrivals: Arrivals | None = None
    wall_ms: float | None = None
    by_rank: list[FigureRanks] | None = None  # each graph's and category's ms per step on each rank
    window: str | None = None  # the profiled window of the ranks' figures: "lean" or "rich" (a run's job)
    OMIT_NONE = frozenset({"graphs", "arrivals", "wall_ms", "by_rank", "window"})

    def unaligned(self) -> list[JobCollective]:
        """The collectives at which a rank's kernel ended before the last rank's began: the ranks' clocks (or
        their steps) do not line up, and no wait or transfer of the profiled window is to be trusted."""
        return [c for c in self.collectives if c.clock_note]
