"""A comparison of two runs (``compare``, ``diff``): ``Comparison`` (per graph its categories, paired kernels
and unmatched ones, totals and meta), built by ``compare_manifests`` from two manifests with the pairing
rules of ``analysis/pairing.py``; bands and verdicts from each run's per-call times (``analysis/noise.py``),
the noise floor (how far the same kernels moved) and the overall band.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

import pandas as pd

from inductor_probe.analysis import noise
from inductor_probe.analysis.compare_env import environment_diff
from inductor_probe.analysis.compare_memory import memory_comparison
from inductor_probe.analysis.compare_rows import (
    Band,
    CategoryPair,
    CompareMeta,
    GraphTotal,
    KernelPair,
    NoiseFloor,
    Overall,
    SideMeta,
    SideTotal,
    StepBand,
    Unmatched,
)
from inductor_probe.analysis.pairing import RunSide, graph_rows, match_graph, ratio
from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.run.manifest import GraphEntry, Manifest
from inductor_probe.run.record import Corrupt, Sides
from inductor_probe.run.tables import frame_rows, records

B = TypeVar("B", bound=Band)
COMPARE_SCHEMA = 2
READABLE_SCHEMAS = (1, 2)  # 1: before bands and same-kernel marks (those columns read as empty)
BAND = ["speedup_lo", "speedup_hi", "verdict"]
CATEGORY_COLUMNS = ["graph", "category", "base_time_ms", "other_time_ms", "speedup", *BAND]
KERNEL_COLUMNS = [
    "graph",
    "base_kernel",
    "other_kernel",
    "match_by",
    "category",
    "base_time_us",
    "other_time_us",
    "speedup",
    "same_kernel",
    *BAND,
    "base_launches",
    "other_launches",
]
UNMATCHED_COLUMNS = ["graph", "side", "kernel", "category", "time_us"]


@dataclass(frozen=True)
class Comparison:
    base_name: str
    other_name: str
    categories: pd.DataFrame  # per graph and category: time per call on each side
    kernels: pd.DataFrame  # matched pairs, per graph by base time
    unmatched: pd.DataFrame  # kernels only one side has (side = base_name or other_name)
    totals: dict[str, GraphTotal]  # graph -> its kernel time on each side, speedup and band
    meta: CompareMeta = field(default_factory=CompareMeta)  # the sides' runs, how it was measured

    @property
    def graphs(self) -> list[str]:
        return list(self.totals)

    def category_rows(self, graph: str | None = None) -> list[CategoryPair]:
        return frame_rows(_of(self.categories, graph), CategoryPair)

    def kernel_rows(self, graph: str | None = None) -> list[KernelPair]:
        return frame_rows(_of(self.kernels, graph), KernelPair)

    def unmatched_rows(self, graph: str | None = None) -> list[Unmatched]:
        return frame_rows(_of(self.unmatched, graph), Unmatched)

    def side_meta(self) -> tuple[SideMeta, SideMeta]:
        s = self.meta.sides
        return (s.base or SideMeta(), s.other or SideMeta()) if s is not None else (SideMeta(), SideMeta())

    def totals_dict(self) -> dict[str, Any]:
        """The totals as compare.json has them: ``{graph: {base_name: .., other_name: .., "speedup": ..}}``"""
        return {label: t.write(self.base_name, self.other_name) for label, t in self.totals.items()}

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": COMPARE_SCHEMA,
            "base": self.base_name,
            "other": self.other_name,
            "meta": self.meta.write(),
            "totals": self.totals_dict(),
            "categories": records(self.categories),
            "kernels": records(self.kernels),
            "unmatched": records(self.unmatched),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Comparison:
        if d.get("schema") not in READABLE_SCHEMAS:
            raise ProbeError(
                f"compare data has schema {d.get('schema')!r}, this tool reads "
                f"{' and '.join(map(str, READABLE_SCHEMAS))}; run `inductor-probe compare` again",
                USAGE,
            )
        b, o = d["base"], d["other"]
        totals = {}
        for label, t in d["totals"].items():
            try:
                totals[label] = GraphTotal.read(t, b, o)
            except Corrupt as e:
                raise e.inside("totals", label) from None
        try:
            meta = CompareMeta.read(d.get("meta") or {}, b, o)
        except Corrupt as e:
            raise e.inside("meta") from None
        return cls(
            b,
            o,
            pd.DataFrame(d["categories"], columns=CATEGORY_COLUMNS),
            pd.DataFrame(d["kernels"], columns=KERNEL_COLUMNS),
            pd.DataFrame(d["unmatched"], columns=UNMATCHED_COLUMNS),
            totals,
            meta,
        )


def _of(df: pd.DataFrame, graph: str | None) -> pd.DataFrame:
    return df if graph is None else df[df["graph"] == graph]


def _category_sums(graph: GraphEntry | None) -> dict[str, float]:
    out: dict[str, float] = {}
    for r in graph_rows(graph):
        out[r.category] = out.get(r.category, 0.0) + (r.time_us or 0.0)
    return out


def _meta(m: Manifest) -> SideMeta:
    versions = m.environment.versions
    return SideMeta(
        model=m.model.path,
        device=m.device.name,
        device_type=m.device_type,
        compile_mode=m.model.compile_mode,
        torch=versions.torch if versions else None,
    )


def _band_of(b: list[Any] | None, o: list[Any] | None, same: bool = False) -> dict[str, Any]:
    lo, hi = noise.unpaired_band(b, o)
    return {"speedup_lo": lo, "speedup_hi": hi, "verdict": noise.verdict(lo, hi, same)}


SHIFT_SHARE = 0.5  # this share of the same kernels' time moved beyond its own band, one way: a shift


def noise_floor(kernels: pd.DataFrame) -> NoiseFloor | None:
    """How far the kernels that are the same code on both sides moved: the time-weighted geometric mean
    move (``exp(mean |ln speedup|) - 1``, the same when the sides swap) and the largest; ``shift``: the
    direction (``faster`` / ``slower``, the other side) when most of their time moved one way beyond their
    own bands (the environment moved every time, which is no noise). None when no pair is the same kernel."""
    if kernels.empty:
        return None
    same = kernels[kernels["same_kernel"].fillna(False).astype(bool) & kernels["speedup"].notna()]
    same = same[same["speedup"] > 0]
    if same.empty:
        return None
    w = (same["base_time_us"].fillna(0.0) + same["other_time_us"].fillna(0.0)) / 2.0
    dev = same["speedup"].astype(float).map(lambda x: abs(math.log(x)))
    total = float(w.sum())
    lo, hi = same["speedup_lo"].astype(float), same["speedup_hi"].astype(float)
    up, down = float(w[lo > 1.0].sum()), float(w[hi < 1.0].sum())
    shift = None
    if total > 0 and max(up, down) / total >= SHIFT_SHARE:
        shift = "faster" if up > down else "slower"
    return NoiseFloor(
        kernels=len(same),
        time_share_pct=100.0
        * float(same["base_time_us"].fillna(0.0).sum())
        / float(kernels["base_time_us"].fillna(0.0).sum() or 1.0),
        mean_move_pct=100.0 * (math.exp(float((dev * w).sum() / total)) - 1.0) if total > 0 else None,
        max_move_pct=100.0 * (math.exp(float(dev.max())) - 1.0),
        shift=shift,
    )


def overall(comp: Comparison) -> Overall:
    """All graphs together: each side's kernel time, the speedup and, where every graph has one,
    a band (an unpaired one adds per-call times graph by graph)."""
    bt = sum(t.base.compare_ms or 0.0 for t in comp.totals.values())
    ot = sum(t.other.compare_ms or 0.0 for t in comp.totals.values())
    got = comp.meta.overall or Band()
    return Overall(
        base_ms=bt,
        other_ms=ot,
        speedup=got.speedup or ratio(bt, ot),
        speedup_lo=got.speedup_lo,
        speedup_hi=got.speedup_hi,
        verdict=got.verdict,
    )


def _bd_total(graph: GraphEntry | None) -> float | None:
    return graph.breakdown.kernel_time_ms if graph is not None and graph.breakdown is not None else None


def compare_manifests(
    base: Manifest,
    other: Manifest,
    base_name: str = "default",
    other_name: str = "max-autotune",
    runs: tuple[Path | None, Path | None] = (None, None),
) -> Comparison:
    """Compare two run manifests graph by graph (see the module docstring); ``runs``: their
    directories, whose kernel files tell which Triton kernels are the same code."""
    if base_name == other_name:
        raise ProbeError(f"the two sides need different names, not both {base_name!r}", USAGE)
    bg = {g.label: g for g in base.graphs}
    og = {g.label: g for g in other.graphs}
    side = {"base": base_name, "other": other_name}
    kernels, unmatched, cats, totals = [], [], [], {}
    for label in list(bg) + [lb for lb in og if lb not in bg]:
        pairs, left = match_graph(label, bg.get(label), og.get(label), runs)
        bside, oside = RunSide.of(bg.get(label)), RunSide.of(og.get(label))
        kernels += sorted(pairs, key=lambda p: -(p["base_time_us"] or 0.0))
        unmatched += [
            {
                "graph": label,
                "side": side[s],
                "kernel": r.name,
                "category": r.category,
                "time_us": r.time_us,
            }
            for s, r in left
        ]
        bsum, osum = _category_sums(bg.get(label)), _category_sums(og.get(label))
        for c in sorted(set(bsum) | set(osum), key=lambda c: (-bsum.get(c, 0.0), -osum.get(c, 0.0), c)):
            b, o = bsum.get(c, 0.0), osum.get(c, 0.0)
            cats.append(
                {
                    "graph": label,
                    "category": c,
                    "base_time_ms": b / 1e3,
                    "other_time_ms": o / 1e3,
                    "speedup": ratio(b, o),
                    **_band_of(bside.category_calls(c), oside.category_calls(c)),
                }
            )
        bcalls = bside.calls.kernel_ms if bside.calls is not None else None
        ocalls = oside.calls.kernel_ms if oside.calls is not None else None
        totals[label] = GraphTotal(
            base=SideTotal(breakdown_ms=_bd_total(bg.get(label)), compare_ms=sum(bsum.values()) / 1e3),
            other=SideTotal(breakdown_ms=_bd_total(og.get(label)), compare_ms=sum(osum.values()) / 1e3),
            **{**_band_of(bcalls, ocalls), "speedup": ratio(sum(bsum.values()), sum(osum.values()))},
        )
    kdf = pd.DataFrame(kernels, columns=KERNEL_COLUMNS)
    comp = Comparison(
        base_name,
        other_name,
        pd.DataFrame(cats, columns=CATEGORY_COLUMNS),
        kdf,
        pd.DataFrame(unmatched, columns=UNMATCHED_COLUMNS),
        totals,
        CompareMeta(
            sides=Sides(base_name, other_name, _meta(base), _meta(other)),
            environment_diff=environment_diff(base, other),
            noise_floor=noise_floor(kdf),
            bands="unpaired",  # each run's per-call times: drift between the runs is not in them
            memory=memory_comparison(base, other, (base_name, other_name)),
        ),
    )
    comp = replace(
        comp, meta=replace(comp.meta, overall=_overall_band(comp, bg, og), step=_step_band(base, other))
    )
    return with_checks(widen_by_drift(comp))


def widen_by_drift(comp: Comparison) -> Comparison:
    """Two runs made apart drift as a whole (clocks, power, temperature): the kernels that are the same
    code on both sides show by how much. Each unpaired band is widened by their time-weighted mean
    move on both sides, and the verdicts follow the wider bands (``meta.drift_pct``)."""
    floor = comp.meta.noise_floor
    drift = ((floor.mean_move_pct if floor else None) or 0.0) / 100.0
    if drift <= 0 or (floor is not None and floor.shift):  # a shift of everything is the environment's
        return comp

    def wider(lo: Any, hi: Any, same: bool) -> dict[str, Any] | None:
        if lo is None or hi is None or lo != lo or hi != hi:
            return None
        lo, hi = lo / (1 + drift), hi * (1 + drift)
        return {"speedup_lo": lo, "speedup_hi": hi, "verdict": noise.verdict(lo, hi, same)}

    def widen(d: dict[str, Any], same: bool = False) -> dict[str, Any]:
        got = wider(d.get("speedup_lo"), d.get("speedup_hi"), same)
        return d if got is None else {**d, **got}

    def widen_band(t: B) -> B:
        got = wider(t.speedup_lo, t.speedup_hi, False)
        return t if got is None else replace(t, **got)

    kernels = pd.DataFrame(
        [widen(r, bool(r["same_kernel"])) for r in comp.kernels.to_dict("records")], columns=KERNEL_COLUMNS
    )
    cats = pd.DataFrame([widen(r) for r in comp.categories.to_dict("records")], columns=CATEGORY_COLUMNS)
    totals = {label: widen_band(t) for label, t in comp.totals.items()}
    meta = replace(comp.meta, overall=widen_band(comp.meta.overall or Band()), drift_pct=100.0 * drift)
    return replace(comp, kernels=kernels, categories=cats, totals=totals, meta=meta)


def _step_band(base: Manifest, other: Manifest) -> StepBand | None:
    """The step's answer from two runs made apart: each run's unprofiled wall per step, the speedup and
    the unpaired band of their blocks' walls (None where a run has no step)."""
    if base.step is None or other.step is None or not base.step.wall_ms or not other.step.wall_ms:
        return None
    lo, hi = noise.unpaired_band(base.step.timed.wall_blocks_ms, other.step.timed.wall_blocks_ms)
    return StepBand(
        base_ms=base.step.wall_ms,
        other_ms=other.step.wall_ms,
        speedup=ratio(base.step.wall_ms, other.step.wall_ms),
        speedup_lo=lo,
        speedup_hi=hi,
        verdict=noise.verdict(lo, hi),
        measured="apart",
    )


def _overall_band(comp: Comparison, bg: dict[str, Any], og: dict[str, Any]) -> Band:
    """The whole comparison's speedup and band: per call, the graphs' kernel times added up."""
    got = overall(comp)
    labels = [lb for lb in comp.totals if lb in bg and lb in og]
    per = []
    for graphs in (bg, og):
        series = [
            pc.kernel_ms if (bd := graphs[lb].breakdown) is not None and (pc := bd.per_call) else None
            for lb in labels
        ]
        per.append([sum(v) for v in zip(*series, strict=False)] if series and all(series) else None)
    extra = [lb for lb in comp.totals if lb not in labels]
    band = _band_of(per[0], per[1]) if not extra else _band_of(None, None)
    return Band(**{**band, "speedup": got.speedup})


TOTALS_TOL = 0.005  # a graph's total and its kernels' sum agree within 0.5% (rounding of medians)


def check_totals(comp: Comparison) -> list[str]:
    """The comparison's own invariant: on each side, each graph's total is the sum of its matched and
    unmatched kernels (a side whose total reads 0 while its kernels ran is the failure this catches).
    One sentence per graph and side that breaks it; empty when all hold."""
    problems = []
    k, um = comp.kernels, comp.unmatched
    for label, t in comp.totals.items():
        for side, col, name in (
            (comp.base_name, "base_time_us", "base_kernel"),
            (comp.other_name, "other_time_us", "other_kernel"),
        ):
            rows = k[(k["graph"] == label) & k[name].notna()]
            us = float(rows[col].fillna(0.0).sum())
            mine = um[(um["graph"] == label) & (um["side"] == side)]
            us += float(mine["time_us"].fillna(0.0).sum())
            total = (t.base if side == comp.base_name else t.other).compare_ms or 0.0
            if abs(total * 1e3 - us) > TOTALS_TOL * max(total * 1e3, us) + 1e-6:
                sums = f"{total:.3f} ms, its kernels {us / 1e3:.3f} ms"
                problems.append(f"{label}: {side}'s total is not the sum of its kernels ({sums})")
    return problems


def with_checks(comp: Comparison) -> Comparison:
    """``comp`` with ``meta.checks``: what ``check_totals`` found (an empty list: every total holds)."""
    return replace(comp, meta=replace(comp.meta, checks=check_totals(comp)))


def slower_graphs(comp: Comparison, pct: float) -> list[str]:
    """Where the other side got slower beyond the noise band and by more than ``pct`` percent: all
    graphs together, then each graph ("all graphs 1.234x slower ..."); empty when none did."""
    out = []
    whole = overall(comp)
    checks: list[tuple[str, Band]] = [("all graphs", whole), *comp.totals.items()]
    for label, t in checks:
        speedup, lo, hi = t.speedup, t.speedup_lo, t.speedup_hi
        if speedup is not None and noise.slower_beyond(speedup, lo, hi, pct):
            band = f", band {lo:.3f}-{hi:.3f}" if lo is not None and hi is not None else ", no band"
            out.append(f"{label} {100.0 * (1.0 / speedup - 1.0):.1f}% slower (speedup {speedup:.3f}{band})")
    return out
