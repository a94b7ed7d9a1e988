"""A graph's tables in ``run.json``: the kernel and category rows (their columns and what each row must hold)
and ``GraphBreakdown``, read and written here (``manifest.py`` holds the rest of the manifest)."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any, TypeVar

import pandas as pd

from inductor_probe.run.artifacts import SourceLine
from inductor_probe.run.record import Corrupt, Row, check_row, field_types
from inductor_probe.vocab import Bound, View

R = TypeVar("R", bound=Row)
KERNEL_COLUMNS = [
    "name",
    "category",
    "rule",
    "time_us",
    "exec_us",
    "launches",
    "pct",
    "gbps",
    "pct_peak_bw",
    "gain_if_2x_pct",
    "op",
    "source_nodes",
]
CATEGORY_COLUMNS = ["category", "time_ms", "pct", "kernels", "launches"]


@dataclass(kw_only=True)
class KernelRow(Row):
    """One kernel of a graph's table, per call (KERNEL_COLUMNS); the tool writes NaN as None, so the
    numbers of a row read from a file must be finite."""

    name: str
    category: str
    rule: str | None = None
    time_us: float
    exec_us: float | None = None
    launches: float
    pct: float | None = None
    gbps: float | None = None
    pct_peak_bw: float | None = None
    gain_if_2x_pct: float | None = None
    op: str | None = None
    source_nodes: str | None = None


@dataclass(kw_only=True)
class CategoryRow(Row):
    """One category of a graph's table, per call (CATEGORY_COLUMNS)."""

    category: str
    time_ms: float
    pct: float | None = None
    kernels: int
    launches: float


def frame_rows(df: pd.DataFrame, cls: type[R]) -> list[R]:
    """Each row of the table ``df`` as a ``cls`` (its columns the row declares; NaN as None)."""
    names = [f.name for f in dataclasses.fields(cls) if f.name in df.columns]
    return [cls(**{k: _cell(v) for k, v in zip(names, r, strict=True)}) for r in df[names].itertuples(False)]


def _cell(v: Any) -> Any:
    """A DataFrame cell as JSON would have it: NaN and pandas' missing values as None, numpy's scalars as
    Python's."""
    if v is None or v is pd.NA or (isinstance(v, float) and math.isnan(v)):
        return None
    return v.item() if hasattr(v, "item") else v


BREAKDOWN_FIELDS = {
    "kernels": list,
    "categories": list,
    "kernel_time_ms": float,
    "window_ms": float,
    "busy_pct": float,
    "calls": int,
    "device_type": str,
    "launch_gaps_ms": float | None,
    "base_gap_us": float | None,
    "view": View | None,
}


def records(df: pd.DataFrame) -> list[dict[str, Any]]:
    """A table's rows as dicts, NaN written as None."""
    return [{k: (None if _isnan(v) else v) for k, v in row.items()} for row in df.to_dict("records")]


def top_kernels(manifest: dict[str, Any], top: int) -> dict[str, Any]:
    """A manifest's JSON with each graph's kernel table cut to its ``top`` rows (the most time first)."""
    graphs = []
    for g in manifest.get("graphs") or []:
        bd = g.get("breakdown")
        graphs.append(g if not bd else {**g, "breakdown": {**bd, "kernels": bd["kernels"][:top]}})
    return {**manifest, "graphs": graphs}


def _finite(d: dict[str, Any]) -> dict[str, Any]:
    return {k: (None if isinstance(v, float) and not math.isfinite(v) else v) for k, v in d.items()}


@dataclass
class KernelInsight(Row):
    """One kernel of a graph (``analysis/insight.py``), per call: FLOPs and bytes, the roofline (achieved
    TFLOP/s and GB/s, bound, % of roof, the time above the roof), occupancy, the user's lines; None where
    not known (a CPU run, an op without shapes)."""

    name: str
    flops: float | None = None
    bytes: float | None = None
    compute_class: str | None = None
    tflops: float | None = None
    gbps: float | None = None
    intensity: float | None = None
    bound: Bound | None = None
    pct_roof: float | None = None
    headroom_us: float | None = None
    recoverable_us: float | None = None
    recoverable_pct: float | None = None
    verdict: str | None = None
    reason: str | None = None
    registers: int | None = None
    threads_per_block: int | None = None
    shared_bytes: int | None = None
    grid_blocks: int | None = None
    occupancy_pct: float | None = None
    occupancy_limiter: str | None = None
    source_lines: list[SourceLine] | None = None


def _insight(rows: Any) -> list[KernelInsight] | None:
    """The insight rows as written (absent in runs recorded before them)."""
    if rows is None:
        return None
    if not isinstance(rows, list):
        raise Corrupt("is not a list of kernel rows").inside("insight")
    out = []
    for i, r in enumerate(rows):
        try:
            out.append(KernelInsight.from_dict(r))
        except Corrupt as e:
            raise e.inside("insight", i) from None
    return out


@dataclass(kw_only=True)
class PerCall(Row):
    """A graph's times per call, one value per profiled window (the noise of a comparison): the kernels' order
    of first launch (the module's order), its kernel time and each kernel's."""

    order: list[str] | None = None
    kernel_ms: list[float]
    kernels_us: dict[str, list[float]]


def _per_call(d: Any) -> PerCall | None:
    """A graph's per-call times as written (absent in runs recorded before they were kept)."""
    if d is None:
        return None
    try:
        got = PerCall.from_dict(d)
    except Corrupt as e:
        raise e.inside("per_call") from None
    for key, values in [("kernel_ms", got.kernel_ms), *got.kernels_us.items()]:
        if not all(v == v for v in values):
            raise Corrupt(f"has a value that is not a number in {key!r}").inside("per_call")
    return got


def _isnan(v: object) -> bool:
    return isinstance(v, float) and v != v


@dataclass(frozen=True)
class GraphBreakdown:
    """Per-graph tables: one row per kernel and per category, times per call."""

    kernels: pd.DataFrame  # KERNEL_COLUMNS, the most time first
    categories: pd.DataFrame  # CATEGORY_COLUMNS
    kernel_time_ms: float  # per call: sum of kernel times
    window_ms: float  # per call: profiled window (first launch range start to last kernel end)
    busy_pct: float
    calls: int
    device_type: str
    launch_gaps_ms: float | None = None  # per call: queued gaps beyond the base launch cost
    base_gap_us: float | None = None  # the base launch cost charged to each launch
    view: View | None = None  # the real run, or the module on its own; None: isolated (older runs)
    insight: list[KernelInsight] | None = None  # per kernel: roofline, occupancy, source lines
    # per call (one value per profiled window): {"kernel_ms": [..], "kernels_us": {name: [..]}}
    per_call: PerCall | None = None

    def kernel_rows(self) -> list[dict[str, Any]]:
        return records(self.kernels)

    def kernel_list(self) -> list[KernelRow]:
        """The kernel table's rows, the most time first."""
        return frame_rows(self.kernels, KernelRow)

    def category_list(self) -> list[CategoryRow]:
        return frame_rows(self.categories, CategoryRow)

    def insights(self) -> dict[str, KernelInsight]:
        """Each kernel's insight by name (none in runs recorded before it)."""
        return {d.name: d for d in self.insight or ()}

    def to_dict(self) -> dict[str, Any]:
        view = {} if self.view is None else {"view": self.view}
        return (
            view
            | {
                "launch_gaps_ms": self.launch_gaps_ms,
                "base_gap_us": self.base_gap_us,
                "kernel_time_ms": self.kernel_time_ms,
                "window_ms": self.window_ms,
                "busy_pct": self.busy_pct,
                "calls": self.calls,
                "device_type": self.device_type,
                "kernels": records(self.kernels),
                "categories": records(self.categories),
            }
            | ({} if self.insight is None else {"insight": [_finite(d.to_dict()) for d in self.insight]})
            | ({} if self.per_call is None else {"per_call": self.per_call.to_dict()})
        )

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GraphBreakdown:
        """The tables of a graph as ``to_dict`` wrote them; ``Corrupt`` where a value or row does not fit."""
        check_row(d, BREAKDOWN_FIELDS)
        for key, row_type in (("kernels", KernelRow), ("categories", CategoryRow)):
            spec = field_types(row_type)
            for i, row in enumerate(d[key]):
                try:
                    check_row(row, spec, finite=True)
                except Corrupt as e:
                    raise e.inside(key, i) from None
        return cls(
            kernels=pd.DataFrame(d["kernels"], columns=KERNEL_COLUMNS),
            categories=pd.DataFrame(d["categories"], columns=CATEGORY_COLUMNS),
            kernel_time_ms=d["kernel_time_ms"],
            window_ms=d["window_ms"],
            busy_pct=d["busy_pct"],
            calls=d["calls"],
            device_type=d["device_type"],
            launch_gaps_ms=d.get("launch_gaps_ms"),  # absent in runs recorded before it existed
            base_gap_us=d.get("base_gap_us"),
            view=View(d["view"]) if d.get("view") else None,
            insight=_insight(d.get("insight")),
            per_call=_per_call(d.get("per_call")),
        )
