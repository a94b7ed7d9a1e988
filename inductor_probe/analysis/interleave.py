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
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pandas as pd

from inductor_probe.analysis import noise
from inductor_probe.analysis.categories import categorize
from inductor_probe.analysis.compare import Comparison, noise_floor, widen_by_drift, with_checks
from inductor_probe.analysis.compare_rows import (
    Band,
    ClockRange,
    GraphTotal,
    Interleaved,
    SideTotal,
    StepBand,
)
from inductor_probe.analysis.pairing import ratio
from inductor_probe.analysis.trace import TraceSummary
from inductor_probe.run.artifacts import parse_aot_id
from inductor_probe.run.manifest import Manifest
from inductor_probe.run.record import Sides
from inductor_probe.run.timings import BlockClock, InterleaveResult
from inductor_probe.timer.clocks import CLOCK_MOVE_TOL, SLOWDOWN

Blocks = dict[
    str, dict[str, dict[str, list[float]]]
]  # side -> graph label -> kernel -> µs per step, per pair


def side_labels(m: Manifest, aot_ids: dict[str, str] | None = None) -> dict[str, str]:
    """Graph key -> label of one side. A key the breakdown never saw (the interleaved child compiled
    afresh and its code came out otherwise) is named by its AOT id: the side's graph ids in the child,
    in order, are the breakdown's graph ids in order (their numbers differ: the other side's graphs were
    numbered first in the same process), and the kind (forward, backward, inference) must agree."""
    labels = {g.key: g.label for g in m.graphs}
    aot_ids = aot_ids or {}
    unknown = {k: a for k, a in aot_ids.items() if k not in labels}
    if not unknown:
        return labels
    child_ids = sorted({gid for gid, _ in map(parse_aot_id, aot_ids.values()) if gid is not None})
    run_ids = sorted({g.graph_id for g in m.graphs if g.graph_id is not None})
    if len(child_ids) != len(run_ids):
        return labels
    rank = dict(zip(child_ids, run_ids, strict=True))
    for key, aot in unknown.items():
        gid, kind = parse_aot_id(aot)
        for g in m.graphs:
            if gid is not None and g.graph_id == rank[gid] and g.graph_kind == kind:
                labels[key] = g.label
    return labels


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


def _band(b: list[float], o: list[float], same: bool = False) -> dict[str, Any]:
    speedup, lo, hi = noise.paired_band(b, o)
    return {"speedup": speedup, "speedup_lo": lo, "speedup_hi": hi, "verdict": noise.verdict(lo, hi, same)}


def clock_summary(clocks: list[BlockClock | None]) -> dict[str, Any]:
    """``Interleaved``'s clock fields: the SM clock over the blocks (min, median, max MHz), whether it moved
    beyond CLOCK_MOVE_TOL, and the slowdown reasons NVML gave (power, thermal); empty without NVML."""
    sm = [c.sm_mhz for c in clocks if c is not None and c.sm_mhz]
    reasons = sorted({r for c in clocks if c is not None for r in c.throttle_reasons if r in SLOWDOWN})
    if not sm:
        return {}
    med = statistics.median(sm)
    return {
        "sm_clock_mhz": ClockRange(min(sm), med, max(sm)),
        "clock_moved": (max(sm) - min(sm)) / med > CLOCK_MOVE_TOL if med else False,
        "slowdown_reasons": reasons,
    }


def _rows(
    kernels: list[dict[str, Any]], unmatched: list[dict[str, Any]], b: str, o: str
) -> Iterator[tuple[str, str, str, str, float]]:
    """(side, graph, kernel, category, time µs) of every kernel row of the comparison, both sides."""
    for r in kernels:
        yield b, r["graph"], r["base_kernel"], r["category"], r["base_time_us"]
        yield o, r["graph"], r["other_kernel"], r["category"], r["other_time_us"]
    for r in unmatched:
        yield r["side"], r["graph"], r["kernel"], r["category"], r["time_us"]


def _only_here(
    times: Blocks,
    kernels: list[dict[str, Any]],
    unmatched: list[dict[str, Any]],
    cats: dict[str, Any],
    sides: tuple[str, str],
    n: int,
) -> list[dict[str, Any]]:
    """Kernels the interleaved child ran that neither breakdown named (it compiled afresh): unmatched
    rows of their own, so that every kernel timed is in a row and the totals are their rows' sums."""
    seen = {(side, graph, name) for side, graph, name, _, _ in _rows(kernels, unmatched, *sides)}
    out = []
    for side, graphs in times.items():
        for label, names in graphs.items():
            for name, series in names.items():
                if (side, label, name) not in seen:
                    category = cats[side].get((label, name)) or _category(name)
                    out.append(
                        {
                            "graph": label,
                            "side": side,
                            "kernel": name,
                            "category": category,
                            "time_us": noise.median(series[:n]),
                        }
                    )
    return out


def _category(name: str) -> str:
    return categorize({"name": name, "activity": "kernel", "heuristic": None, "op": None})[0]


def _category_tables(
    comp: Comparison, kernels: list[dict[str, Any]], unmatched: list[dict[str, Any]], times: Blocks, n: int
) -> tuple[list[dict[str, Any]], dict[str, GraphTotal], dict[str, list[Any]]]:
    """Per graph and category: each side's time, the sum of its kernels' medians (so a graph's total is
    the sum of its matched and unmatched kernels on each side), and the band from the pairs' sums; per
    graph the totals; per side the graphs' per-pair sums (for the whole step's band)."""
    b, o = comp.base_name, comp.other_name
    ms: dict[tuple[str, str], dict[str, float]] = {}  # (graph, category) -> side -> µs
    series: dict[tuple[str, str], dict[str, list[list[float]]]] = {}
    for side, graph, name, category, us in _rows(kernels, unmatched, b, o):
        if side not in (b, o) or not isinstance(name, str):
            continue
        key = (graph, category)
        ms.setdefault(key, {b: 0.0, o: 0.0})[side] += us if us == us and us is not None else 0.0
        got = times.get(side, {}).get(graph, {}).get(name)
        if got:
            series.setdefault(key, {b: [], o: []})[side].append(got[:n])
    categories: list[dict[str, Any]] = []
    totals: dict[str, GraphTotal] = {}
    whole: dict[str, list[Any]] = {b: [], o: []}
    labels = list(comp.totals) + [g for g, _ in ms if g not in comp.totals]
    for label in dict.fromkeys(labels):
        keys = sorted((k for k in ms if k[0] == label), key=lambda k: (-ms[k][b], -ms[k][o], k[1]))
        graph_series = {side: [x for k in keys for x in series.get(k, {}).get(side, [])] for side in (b, o)}
        for k in keys:
            sb, so = (_sum(series.get(k, {}).get(side, []), n) for side in (b, o))
            categories.append(
                {
                    "graph": label,
                    "category": k[1],
                    "base_time_ms": ms[k][b] / 1e3,
                    "other_time_ms": ms[k][o] / 1e3,
                    **_band(sb, so),
                    "speedup": ratio(ms[k][b], ms[k][o]),
                }
            )
        tb, to = sum(ms[k][b] for k in keys) / 1e3, sum(ms[k][o] for k in keys) / 1e3
        gb, go = _sum(graph_series[b], n), _sum(graph_series[o], n)
        t = comp.totals.get(label) or GraphTotal(base=SideTotal(), other=SideTotal())
        totals[label] = GraphTotal(
            base=replace(t.base, compare_ms=tb),
            other=replace(t.other, compare_ms=to),
            **{**_band(gb, go), "speedup": ratio(tb, to)},
        )
        whole[b].append(gb)
        whole[o].append(go)
    return categories, totals, whole


def step_band(result: InterleaveResult, b: str, o: str) -> StepBand:
    """The step's answer: the wall per step of each side (median over its blocks), the speedup of the
    medians and the band of the pairs' wall ratios (each block beside its pair's other)."""
    walls = {
        side: [w for w, s in zip(result.wall_ms, result.order, strict=False) if s == side] for side in (b, o)
    }
    n = min(len(walls[b]), len(walls[o]))
    band = _band(walls[b][:n], walls[o][:n])
    wb, wo = noise.median(walls[b]), noise.median(walls[o])
    return StepBand(
        base_ms=wb, other_ms=wo, **{**band, "speedup": ratio(wb, wo)}, pairs=n, measured="interleaved"
    )


def _interleaved_meta(
    result: InterleaveResult,
    b: str,
    o: str,
    n: int,
    standalone: Sides[float | None],
    cache_miss: dict[str, str] | None = None,
) -> Interleaved:
    """How the interleaved measurement ran: pairs, block order, the wall per side (and each side's own
    breakdown's wall beside it), caches and clocks."""
    order, walls = result.order, result.wall_ms
    # per step, median over the blocks (unprofiled; an older child timed them under the profiler)
    wall = {
        side: noise.median([w for w, s in zip(walls, order, strict=False) if s == side]) for side in (b, o)
    }
    return Interleaved(
        pairs=n,
        block_steps=result.block_steps or 1,
        order="".join("A" if s == b else "B" for s in order),
        wall_ms=Sides(b, o, wall[b], wall[o]),
        wall_speedup=ratio(wall[b], wall[o]),
        walls_unprofiled=result.walls_unprofiled,
        standalone_wall_ms=standalone,
        cache=result.counters,
        cache_miss=cache_miss or {},  # per side that compiled afresh: which key components differed
        # the other side compiled nothing and ran the base side's graphs: same mode and settings
        same_graphs=not result.counters.get(o)
        and set(result.graph_keys.get(o) or ()) == set(result.graph_keys.get(b) or ()),
        **clock_summary(result.clocks),
    )


def _standalone(base: Manifest, other: Manifest, b: str, o: str) -> Sides[float | None]:
    """Each side's own breakdown's unprofiled wall per step."""
    walls = [m.step.wall_ms if m.step is not None else None for m in (base, other)]
    return Sides(b, o, walls[0], walls[1])


def apply_interleaved(
    comp: Comparison,
    base: Manifest,
    other: Manifest,
    summary: TraceSummary,
    result: InterleaveResult,
    cache_miss: dict[str, str] | None = None,
) -> Comparison:
    """``comp`` (from the two breakdowns) with its times, speedups, bands and verdicts from the
    interleaved measurement ``result`` (its trace parsed as ``summary``)."""
    b, o = comp.base_name, comp.other_name
    order, k = result.order, result.profiled_steps or result.block_steps or 1
    labels = {b: side_labels(base, result.aot_ids.get(b)), o: side_labels(other, result.aot_ids.get(o))}
    times = block_times(summary, order, k, labels)
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
    unmatched += _only_here(times, kernels, unmatched, cats, (b, o), n)
    categories, totals, whole = _category_tables(comp, kernels, unmatched, times, n)
    graphs = {label: i for i, label in enumerate(comp.totals)}
    kernels.sort(key=lambda r: (graphs.get(r["graph"], len(graphs)), -(r["base_time_us"] or 0.0)))
    kdf = pd.DataFrame(kernels, columns=comp.kernels.columns)
    whole_b = sum(t.base.compare_ms or 0.0 for t in totals.values())
    whole_o = sum(t.other.compare_ms or 0.0 for t in totals.values())
    overall = Band(**{**_band(_sum(whole[b], n), _sum(whole[o], n)), "speedup": ratio(whole_b, whole_o)})
    meta = replace(
        comp.meta,
        bands="paired",
        overall=overall,
        noise_floor=noise_floor(kdf),
        interleaved=_interleaved_meta(result, b, o, n, _standalone(base, other, b, o), cache_miss),
        step=step_band(result, b, o),
    )
    measured = replace(
        comp,
        categories=pd.DataFrame(categories, columns=comp.categories.columns),
        kernels=kdf,
        unmatched=pd.DataFrame(unmatched, columns=comp.unmatched.columns),
        totals=totals,
        meta=meta,
    )
    # what the same code on both sides still moved (buffer addresses, order) is noise, not a gain
    checked = with_checks(widen_by_drift(measured))
    untimed = _untimed(comp, times)
    return (
        replace(checked, meta=replace(checked.meta, checks=(checked.meta.checks or []) + untimed))
        if untimed
        else checked
    )


def _untimed(comp: Comparison, times: Blocks) -> list[str]:
    """Graphs with kernels on a side that the interleaved run never timed there (its key was not recognised):
    their rows keep the breakdown's times, which is said, never passed off as measured interleaved."""
    out = []
    for label in comp.totals:
        for side, col in ((comp.base_name, "base_kernel"), (comp.other_name, "other_kernel")):
            rows = comp.kernels[(comp.kernels["graph"] == label) & comp.kernels[col].notna()]
            mine = comp.unmatched[(comp.unmatched["graph"] == label) & (comp.unmatched["side"] == side)]
            if (len(rows) or len(mine)) and not times.get(side, {}).get(label):
                out.append(
                    f"{label}: {side}'s kernels were not found in the interleaved run (its graph key was not "
                    "recognised); their times are its breakdown's"
                )
    return out
