"""A comparison's records (``analysis/compare.py``): its table rows (categories, matched and unmatched
kernels), each graph's totals, and what it says of how it was measured (``CompareMeta``).

The tables stay DataFrames in ``Comparison`` (the API's and CSV's form); ``run.tables.frame_rows``
reads them as these rows for the renderers. A figure of each side is a ``Sides`` (written
``{base_name: .., other_name: ..}``, as compare.json always had it); a graph's totals keep their sides
beside the band (``GraphTotal.read``/``write``), and so does the meta (``CompareMeta.read``/``write``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, TypeVar

from inductor_probe.run.record import Corrupt, Row, Sides

R = TypeVar("R", bound=Row)


@dataclass(kw_only=True)
class Band(Row):
    """A speedup (base / other time) with its noise band and verdict (``analysis/noise.py``)."""

    speedup: float | None = None
    speedup_lo: float | None = None
    speedup_hi: float | None = None
    verdict: str | None = None

    def band(self) -> tuple[float, float] | None:
        lo, hi = self.speedup_lo, self.speedup_hi
        return (lo, hi) if lo is not None and hi is not None else None

    def band_fields(self) -> dict[str, Any]:
        """The band's own fields (a row's band, to copy onto another)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(Band)}


@dataclass(kw_only=True)
class CategoryPair(Band):
    graph: str
    category: str
    base_time_ms: float
    other_time_ms: float


@dataclass(kw_only=True)
class KernelPair(Band):
    graph: str
    base_kernel: str
    other_kernel: str
    match_by: str | None = None
    category: str | None = None
    base_time_us: float | None = None
    other_time_us: float | None = None
    same_kernel: bool | None = None
    base_launches: float | None = None
    other_launches: float | None = None


@dataclass(kw_only=True)
class Unmatched(Row):
    graph: str
    side: str
    kernel: str
    category: str | None = None
    time_us: float | None = None


@dataclass
class SideTotal(Row):
    compare_ms: float | None = None  # the sum of the graph's kernels in the comparison
    breakdown_ms: float | None = None  # the side's own breakdown's kernel time


@dataclass(kw_only=True)
class GraphTotal(Band):
    """One graph's kernel time per call on each side, with the speedup and its band."""

    base: SideTotal
    other: SideTotal

    @classmethod
    def read(cls, d: dict[str, Any], b: str, o: str) -> GraphTotal:
        """From compare.json's ``{b: {..}, o: {..}, "speedup": ..}``."""
        sides = []
        for name in (b, o):
            try:
                sides.append(SideTotal.from_dict(d.get(name) or {}))
            except Corrupt as e:
                raise e.inside(name) from None
        band = Band.from_dict({k: v for k, v in d.items() if k not in (b, o)})
        return cls(base=sides[0], other=sides[1], **band.band_fields())

    def write(self, b: str, o: str) -> dict[str, Any]:
        return {b: self.base.to_dict(), o: self.other.to_dict(), **Band(**self.band_fields()).to_dict()}


@dataclass
class SideMeta(Row):
    """What a side ran: its model, device and compile mode."""

    model: str | None = None
    device: str | None = None
    device_type: str | None = None
    compile_mode: str | None = None
    torch: str | None = None


@dataclass
class EnvDiff(Row):
    """One setting the two runs' environments differ in (None: the side has none)."""

    what: str
    base: Any = None
    other: Any = None


@dataclass
class NoiseFloor(Row):
    """How far the kernels that are the same code on both sides moved (``analysis.compare.noise_floor``)."""

    kernels: int
    time_share_pct: float
    mean_move_pct: float | None = None
    max_move_pct: float | None = None
    shift: str | None = None  # faster / slower: everything moved one way (the environment's doing)


@dataclass(kw_only=True)
class Overall(Band):
    """All graphs together: each side's kernel time and the speedup's band."""

    base_ms: float | None = None
    other_ms: float | None = None


@dataclass(kw_only=True)
class StepBand(Overall):
    """The step's answer: each side's wall per step, measured ``interleaved`` or ``apart``."""

    OMIT_NONE = frozenset({"pairs"})

    measured: str | None = None
    pairs: int | None = None


@dataclass
class ClockRange(Row):
    min: float
    median: float
    max: float


@dataclass
class Interleaved(Row):
    """How compare's interleaved measurement ran (``analysis/interleave.py``)."""

    OMIT_NONE = frozenset({"sm_clock_mhz", "clock_moved", "slowdown_reasons"})

    pairs: int
    block_steps: int
    order: str  # A and B, the blocks' order
    wall_ms: Sides[float | None] | None = None  # per step, each side's median over its blocks
    wall_speedup: float | None = None
    walls_unprofiled: bool | None = None
    standalone_wall_ms: Sides[float | None] | None = None  # each side's own breakdown's wall
    cache: dict[str, dict[str, int]] | None = None  # per side, Inductor's cache counters in the child
    cache_miss: dict[str, str] | None = None  # per side that compiled afresh: what differed
    same_graphs: bool | None = None
    sm_clock_mhz: ClockRange | None = None
    clock_moved: bool | None = None
    slowdown_reasons: list[str] | None = None


@dataclass
class SideMemory(Row):
    """One side's step memory (bytes; ``analysis/compare_memory.py``)."""

    peak_in_use: int
    peak_allocated: int
    peak_reserved: int | None = None
    cuda_graph_pool: int = 0
    start: int | None = None
    growth_per_step: float | None = None


@dataclass
class MemoryDelta(Row):
    """The other side's change from the base's, per figure of ``SideMemory`` (%; None where the base's is 0
    or either side lacks it)."""

    peak_in_use: float | None = None
    peak_allocated: float | None = None
    peak_reserved: float | None = None
    cuda_graph_pool: float | None = None
    start: float | None = None


@dataclass
class MemoryComparison(Row):
    sides: Sides[SideMemory | None]
    delta_pct: MemoryDelta = field(default_factory=MemoryDelta)
    pool_explains_pct: float | None = None


@dataclass
class CompareMeta(Row):
    """What a comparison says beside its tables: each side's run, the environments' differences, how its
    bands were made and measured, the noise floor, memory, its own checks (a key unset is not written)."""

    sides: Sides[SideMeta | None] | None = None
    environment_diff: list[EnvDiff] | None = None
    noise_floor: NoiseFloor | None = None
    bands: str | None = None  # unpaired (runs made apart) or paired (interleaved)
    memory: MemoryComparison | None = None
    overall: Band | None = None
    step: StepBand | None = None
    drift_pct: float | None = None
    checks: list[str] | None = None  # the comparison's invariant broken, one sentence each
    interleaved: Interleaved | None = None
    not_interleaved: str | None = None
    command: str | None = None  # diff, else compare
    runs: Sides[str] | None = None
    out_dir: str | None = None

    @classmethod
    def read(cls, d: dict[str, Any], b: str, o: str) -> CompareMeta:
        """From compare.json's meta, whose two sides' runs are under their names."""
        rest = {k: v for k, v in d.items() if k not in (b, o)}
        if b in d or o in d:
            rest["sides"] = {b: d.get(b), o: d.get(o)}
        return cls.from_dict(rest)

    def write(self) -> dict[str, Any]:
        out = self.to_dict()
        sides = out.pop("sides", None)
        return {**(sides or {}), **out}


CompareMeta.OMIT_NONE = frozenset(CompareMeta.known())
