"""``compare``'s times from its interleaved measurement (``collect/interleave_child.py``).

The trace has one ProfilerStep range per block; each block ran ``k`` steps of one side. Per block,
each kernel's time per step is its stream time in the block over ``k``, attributed to the graph
whose call launched it (the side's graph keys name its graphs). Pairs of neighbouring blocks
(A B or B A) give one ratio each; ``analysis/noise.paired_band`` makes the speedup and its band.
Every time in the comparison becomes the median over blocks of its side; kernels, categories and
graph totals get paired bands, and so does the whole. The kernels that are the same code on both
sides still move a little between the sides (buffer addresses, which side runs first): their
time-weighted mean move is the noise floor, and every band is widened by it on both sides
(``analysis.compare.widen_by_drift``), so that the same code is never called a gain or a loss.
"""

from __future__ import annotations

import statistics
from dataclasses import replace

import pandas as pd

from inductor_probe.analysis import noise
from inductor_probe.analysis.categories import categorize
from inductor_probe.analysis.compare import Comparison, noise_floor, widen_by_drift
from inductor_probe.analysis.pairing import ratio
from inductor_probe.analysis.trace import TraceSummary
from inductor_probe.run.manifest import Manifest
from inductor_probe.run.timings import InterleaveResult
from inductor_probe.timer.clocks import CLOCK_MOVE_TOL, SLOWDOWN

Blocks = dict  # side -> graph label -> kernel name -> [time per step, µs, per pair]


def _labels(m: Manifest) -> dict[str, str]:
    return {g.key: g.label for g in m.graphs}


def _categories(m: Manifest) -> dict[tuple[str, str], str]:
    out = {}
    for g in m.graphs:
        for r in g.breakdown.kernel_rows() if g.breakdown is not None else []:
            out[(g.label, r["name"])] = r["category"]
    return out


def block_times(summary: TraceSummary, order: list[str], k: int, labels: dict[str, dict[str, str]]) -> Blocks:
    """Per side, graph label and kernel: the time per step of each of that side's blocks (in pair order;
    a kernel missing from a block counts 0 there). Kernels outside every graph are left out."""
    rows = summary.rows[summary.rows["graph"].notna()]
    sums = rows.groupby(["call", "graph", "name"], sort=False)["stream_us"].sum()
    out: Blocks = {side: {} for side in dict.fromkeys(order)}
    index = {side: [j for j, s in enumerate(order) if s == side] for side in out}
    for (block, key, name), us in sums.items():
        if block >= len(order):
            continue
        side = order[block]
        label = labels[side].get(key)
        if label is None:
            continue
        series = out[side].setdefault(label, {}).setdefault(name, [0.0] * len(index[side]))
        series[index[side].index(block)] += float(us) / k
    return out


def _sum(series: list[list[float]], n: int) -> list[float]:
    return [sum(s[i] for s in series) for i in range(n)] if series else [0.0] * n


def _band(b: list[float], o: list[float], same: bool = False) -> dict:
    speedup, lo, hi = noise.paired_band(b, o)
    return {"speedup": speedup, "speedup_lo": lo, "speedup_hi": hi, "verdict": noise.verdict(lo, hi, same)}


def clock_summary(clocks: list[dict | None]) -> dict:
    """The SM clock over the blocks (min, median, max MHz), whether it moved beyond CLOCK_MOVE_TOL,
    and the slowdown reasons NVML gave (power, thermal); empty without NVML."""
    sm = [c["sm_mhz"] for c in clocks if c and c.get("sm_mhz")]
    reasons = sorted({r for c in clocks if c for r in c.get("throttle_reasons") or () if r in SLOWDOWN})
    if not sm:
        return {}
    med = statistics.median(sm)
    return {
        "sm_clock_mhz": {"min": min(sm), "median": med, "max": max(sm)},
        "clock_moved": (max(sm) - min(sm)) / med > CLOCK_MOVE_TOL if med else False,
        "slowdown_reasons": reasons,
    }


def _median(xs: list[float] | None) -> float:
    """The median of a side's per-pair sums (every category measured has some)."""
    got = noise.median(xs or [])
    assert got is not None, "a category with no measured pair"
    return got


def _category_tables(
    comp: Comparison, times: dict, cats: dict, n: int
) -> tuple[list[dict], dict[str, dict], dict[str, list]]:
    """Per graph and category: each side's medians over the pairs and the band; per graph the totals; per
    side the graphs' per-pair sums (for the whole step's band)."""
    b, o = comp.base_name, comp.other_name

    def category_of(side: str, label: str, name: str) -> str:
        return (
            cats[side].get((label, name))
            or categorize({"name": name, "activity": "kernel", "heuristic": None, "op": None})[0]
        )

    categories: list[dict] = []
    totals: dict[str, dict] = {}
    whole: dict[str, list] = {b: [], o: []}
    for label, t in comp.totals.items():
        per_cat: dict[str, dict[str, list]] = {}
        for side in (b, o):
            for name, s in times.get(side, {}).get(label, {}).items():
                per_cat.setdefault(category_of(side, label, name), {b: [], o: []})[side].append(s[:n])
        graph = {side: _sum([s for c in per_cat.values() for s in c[side]], n) for side in (b, o)}
        for side in (b, o):
            whole[side].append(graph[side])
        for c, sides in sorted(per_cat.items(), key=lambda kv: -_median(_sum(kv[1][b], n) or [0.0])):
            bs, os_ = _sum(sides[b], n), _sum(sides[o], n)
            categories.append(
                {
                    "graph": label,
                    "category": c,
                    "base_time_ms": _median(bs) / 1e3,
                    "other_time_ms": _median(os_) / 1e3,
                    **_band(bs, os_),
                }
            )
        mine = [c for c in categories if c["graph"] == label]
        totals[label] = {  # the categories' medians added up (the tables' total row); the band: per pair
            b: {**t[b], "compare_ms": sum(c["base_time_ms"] for c in mine)},
            o: {**t[o], "compare_ms": sum(c["other_time_ms"] for c in mine)},
            **_band(graph[b], graph[o]),
        }
    return categories, totals, whole


def _interleaved_meta(
    result: InterleaveResult, b: str, o: str, n: int, standalone: dict[str, float | None]
) -> dict:
    """How the interleaved measurement ran: pairs, block order, the wall per side (and each side's own
    breakdown's wall beside it), caches and clocks."""
    order, walls = result.order, result.wall_ms
    # per step, median over the blocks (unprofiled; an older child timed them under the profiler)
    wall = {
        side: noise.median([w for w, s in zip(walls, order, strict=False) if s == side]) for side in (b, o)
    }
    return {
        "pairs": n,
        "block_steps": result.block_steps or 1,
        "order": "".join("A" if s == b else "B" for s in order),
        "wall_ms": wall,
        "wall_speedup": ratio(wall[b], wall[o]),
        "walls_unprofiled": result.walls_unprofiled,
        "standalone_wall_ms": standalone,
        "cache": result.counters,
        # the other side compiled nothing and ran the base side's graphs: same mode and settings
        "same_graphs": not result.counters.get(o)
        and set(result.graph_keys.get(o) or ()) == set(result.graph_keys.get(b) or ()),
        **clock_summary(result.clocks),
    }


def _standalone(base: Manifest, other: Manifest, b: str, o: str) -> dict[str, float | None]:
    """Each side's own breakdown's unprofiled wall per step."""
    return {side: m.step.wall_ms if m.step is not None else None for side, m in ((b, base), (o, other))}


def apply_interleaved(
    comp: Comparison, base: Manifest, other: Manifest, summary: TraceSummary, result: InterleaveResult
) -> Comparison:
    """``comp`` (from the two breakdowns) with its times, speedups, bands and verdicts from the
    interleaved measurement ``result`` (its trace parsed as ``summary``)."""
    b, o = comp.base_name, comp.other_name
    order, k = result.order, result.block_steps or 1
    times = block_times(summary, order, k, {b: _labels(base), o: _labels(other)})
    n = min(order.count(b), order.count(o))

    def series(side: str, label: str, name: str | None) -> list[float] | None:
        got = times.get(side, {}).get(label, {}).get(name) if name else None
        return got[:n] if got else None

    kernels = []
    for r in comp.kernels.to_dict("records"):
        bs, os_ = series(b, r["graph"], r["base_kernel"]), series(o, r["graph"], r["other_kernel"])
        if bs and os_:
            same = bool(r["same_kernel"]) if r["same_kernel"] == r["same_kernel"] else False
            band = _band(bs, os_, same)
            r.update(base_time_us=noise.median(bs), other_time_us=noise.median(os_), **band)
        kernels.append(r)
    unmatched = []
    for r in comp.unmatched.to_dict("records"):
        side = b if r["side"] == b else o
        got = series(side, r["graph"], r["kernel"])
        unmatched.append({**r, "time_us": noise.median(got) if got else r["time_us"]})
    cats = {b: _categories(base), o: _categories(other)}
    categories, totals, whole = _category_tables(comp, times, cats, n)
    graphs = {label: i for i, label in enumerate(comp.totals)}
    kernels.sort(key=lambda r: (graphs.get(r["graph"], len(graphs)), -(r["base_time_us"] or 0.0)))
    kdf = pd.DataFrame(kernels, columns=comp.kernels.columns)
    overall = _band(_sum(whole[b], n), _sum(whole[o], n))
    meta = {
        **comp.meta,
        "bands": "paired",
        "overall": overall,
        "noise_floor": noise_floor(kdf),
        "interleaved": _interleaved_meta(result, b, o, n, _standalone(base, other, b, o)),
    }
    measured = replace(
        comp,
        categories=pd.DataFrame(categories, columns=comp.categories.columns),
        kernels=kdf,
        unmatched=pd.DataFrame(unmatched, columns=comp.unmatched.columns),
        totals=totals,
        meta=meta,
    )
    # what the same code on both sides still moved (buffer addresses, order) is noise, not a gain
    return widen_by_drift(measured)
