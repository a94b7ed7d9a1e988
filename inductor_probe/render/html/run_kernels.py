"""A run's kernels on its page: per graph the kernel table and the kernels worth tuning; for the run, the
roofline (kernels with FLOPs) and the bandwidth chart (kernels that only move data)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from inductor_probe.render._fmt import num, short
from inductor_probe.render.html import blocks as B
from inductor_probe.render.insight import has_roofline
from inductor_probe.run.tables import KernelInsight, KernelRow

if TYPE_CHECKING:
    from inductor_probe.run.manifest import GraphEntry, Manifest
    from inductor_probe.run.tables import GraphBreakdown

BANDWIDTH_TOP = 25  # kernels in the bandwidth chart, the most time first
TIP_RECOVERABLE = "time above the kernel's roof x launches, per call of the graph"
TIP = {
    "time_us": "per call of the compiled graph: execution plus the GPU's base cost of a launch "
    "(what ncu's gpu__time_duration measures)",
    "time_us_cpu": "CPU time per call of the compiled graph (the C++ kernel's or ATen op's own time in the "
    "trace)",
    "exec_us": "execution alone (CUPTI's kernel duration, what torch.profiler shows)",
    "launches": "launches per call of the graph",
    "pct": "share of the graph's kernel time",
    "tflops": "achieved TFLOP/s per launch",
    "gbps": "achieved GB/s per launch (bytes over time)",
    "bound": "memory, compute, latency (too small to fill the GPU) or L2-resident (above the DRAM roof)",
    "pct_roof": "the time at the roof over the time taken (never above 100)",
    "occupancy_pct": "theoretical occupancy from registers, block size and shared memory",
    "recoverable_us": TIP_RECOVERABLE,
    "source": "the model's line the kernel comes from",
    "pct_peak_bw": "GB/s as a share of the DRAM bandwidth; L2: above it (the data came from L2)",
    "gain_if_2x_pct": "share of the window saved if the kernel ran twice as fast (upper bound)",
    "isolated_us": "the same kernel in the isolated view (the module alone, on its own random inputs)",
}


def _col(key: str, title: str, digits: int | str | None = None, tip: str | None = None, **kw) -> dict:
    """A kernel table's column, its tip the one TIP has for ``tip`` (else for ``key``)."""
    return B.col(key, title, digits, tip=TIP.get(tip or key), **kw)


def _tip(r: KernelRow, d: KernelInsight, cpu: bool) -> str:
    lines = [r.name]
    lines += [f"from {s}" for s in (B.source_text(d.source_lines, every=True) or "").splitlines()]
    lines += [f"op: {r.op}"] if r.op else []
    lines += [f"fuses: {r.source_nodes}"] if r.source_nodes else []
    lines += [d.verdict] if d.verdict else []
    lines += [f"no figures: {d.reason}"] if d.reason and not d.verdict and not cpu else []
    return "\n".join(lines)


def kernel_table(g: GraphEntry, word: str, top: int | None) -> dict:
    """The graph's kernels with every column the run has (older runs: no insight columns)."""
    bd = g.breakdown
    assert bd is not None
    rows = bd.kernel_list()
    rows = rows[:top] if top else rows
    insight = bd.insights()
    roof = has_roofline(bd)
    with_source = any(d.source_lines for d in insight.values())
    cols = [
        B.col("name", "kernel", short=56, tip_from="tip", under="source" if with_source else None, wrap=True),
        B.col("category", "category"),
        _col("time_us", "time µs", 2, "time_us_cpu" if word == "CPU" else "time_us"),
        _col("exec_us", "exec µs", 2),
        _col("launches", "calls", "g"),
        _col("pct", f"%{word}", 1),
    ]
    keys: tuple[str, ...] = ()
    if roof:
        keys = ("tflops", "gbps", "bound", "pct_roof", "occupancy_pct", "recoverable_us")
        cols += [
            _col("tflops", "TFLOP/s", 2),
            _col("gbps", "GB/s", 0),
            _col("bound", "bound"),
            _col("pct_roof", "%roof", 0),
            _col("occupancy_pct", "occ%", 0),
            B.col("recoverable_us", "recov. µs", 1, tip=f"recoverable: {TIP_RECOVERABLE}"),
        ]
    else:
        cols += [
            _col("gbps", "GB/s", 0),
            _col("pct_peak_bw", "%peak_bw", 1),
            _col("gain_if_2x_pct", "gain_if_2x %", 1),
        ]
    if with_source:  # shown under the kernel's name (the table stays as wide as the page)
        cols.append(B.col("source", "source", hidden=True))
    iso = g.isolated if g.isolated is not None and g.isolated is not bd else None
    alone = {r.name: r.time_us for r in iso.kernel_list()} if iso is not None else {}
    if iso is not None:
        cols += [_col("isolated_us", "isolated µs", 2), B.col("diff_pct", "diff %", 1)]
    cols.append(B.col("tip", "details", hidden=True))
    out = []
    for r in rows:
        d = insight.get(r.name) or KernelInsight(r.name)
        cells = [r.name, r.category, r.time_us, r.exec_us, r.launches, r.pct]
        if roof:
            cells += [getattr(d, k) if k != "bound" else (d.bound or "-") for k in keys]
        else:
            bw = r.pct_peak_bw
            cells += [r.gbps, [bw, "L2"] if bw is not None and bw > 100.0 else bw, r.gain_if_2x_pct]
        if with_source:
            cells.append(B.source_text(d.source_lines))
        if iso is not None:
            a = alone.get(r.name)
            diff = 100.0 * (a - r.time_us) / r.time_us if a is not None and r.time_us else None
            cells += [a, diff]
        cells.append(_tip(r, d, word == "CPU"))
        out.append(cells)
    cols, out = B.drop_empty(cols, out, ("exec_us", "gbps", "pct_peak_bw", "tflops", "occupancy_pct"))
    if word == "CPU":  # exec_us repeats time_us on a CPU
        keep = [i for i, key in enumerate(B.keys(cols)) if key != "exec_us"]
        cols, out = [cols[i] for i in keep], [[row[i] for i in keep] for row in out]
    shown = f"{len(out)} of {len(bd.kernels)}" if len(out) < len(bd.kernels) else f"{len(out)}"
    return B.table(f"{g.label}: kernels ({shown})", cols, out, sort="time_us", id=f"kernels-{g.label}")


def worth_tuning_table(bd: GraphBreakdown, top: int = 5) -> dict | None:
    ranked = [d for d in bd.insight or () if d.recoverable_us][:top]
    if not ranked:
        return None
    cols = [
        B.col("name", "kernel", short=64),
        _col("recoverable_us", "recoverable µs", 1),
        B.col("recoverable_pct", "% of kernel time", 1),
        B.col("verdict", "verdict", wrap=True),
    ]
    rows = [[d.name, d.recoverable_us, d.recoverable_pct, d.verdict] for d in ranked]
    return B.table(
        "worth tuning (recoverable: time above the kernel's roof, per call)", cols, rows, filter=False
    )


def _peaks(m: Manifest):
    from inductor_probe.analysis.insight import device_peaks

    return device_peaks(m.device)


def _roofs(peaks, classes) -> list[dict | None]:
    """One roof per compute class the kernels use; classes with the same peak share one (bf16/fp16)."""
    by_value: dict[float, list[str]] = {}
    for cls in sorted(classes):
        v = peaks.compute(cls) if peaks is not None else None
        if v:
            by_value.setdefault(round(v, 6), []).append(cls)
    return [
        {
            "label": f"{'/'.join(cs)} {v:.0f} TFLOP/s" if v >= 10 else f"{'/'.join(cs)} {v:.1f} TFLOP/s",
            "tflops": v,
            "classes": cs,
        }
        for v, cs in sorted(by_value.items(), reverse=True)
    ]


def _kernel_marks(graphs: list) -> tuple[list[dict], list[dict], Counter[str], set[str]]:
    """Each kernel with figures as a roofline point (it has FLOPs) or a bandwidth bar (it only moves data),
    and why the others have none."""
    points: list[dict] = []
    bandwidth: list[dict] = []
    reasons: Counter[str] = Counter()
    classes: set[str] = set()  # the compute classes of the points: their roofs
    for g in graphs:
        bd = g.breakdown
        assert bd is not None
        times = {r.name: r.time_us for r in bd.kernel_list()}
        for d in bd.insight or ():
            t = times.get(d.name)
            tip = (
                f"{d.name}\n{g.label} · {num(t, '.2f')} µs per call · {d.bound or '?'} · "
                f"{num(d.pct_roof, '.0f')}% of roof\n{num(d.tflops, '.2f')} TFLOP/s, "
                f"{num(d.gbps, '.0f')} GB/s, {num(d.intensity, '.1f')} FLOP/byte"
                + (f"\n{d.verdict}" if d.verdict else "")
            )
            if d.flops and d.tflops and d.intensity:
                point = {"name": d.name, "group": g.label, "x": d.intensity, "y": d.tflops, "t": t}
                points.append({**point, "tip": tip, "cls": d.compute_class})
                classes |= {d.compute_class} if d.compute_class else set()
            elif d.gbps:
                pct = d.pct_roof
                roof = (d.bound or "?") + (f" {pct:.0f}%" if pct is not None else "")
                text = f"{d.gbps:.0f} GB/s · {roof} · {num(t, '.1f')} µs"
                bandwidth.append(
                    {
                        "label": d.name,
                        "values": [d.gbps],
                        "texts": [text],
                        "key": g.label,
                        "tip": tip,
                        "t": t or 0.0,
                    }
                )
            else:
                reasons[d.reason or "no FLOP or byte count"] += 1
    return points, bandwidth, reasons, classes


def roofline_blocks(m: Manifest, kind: str | None) -> list[dict | None]:
    """The roofline and bandwidth charts of the run, or why there are none."""
    if kind == "cpu":
        return [
            B.notes(
                [
                    "no roofline: a CPU run. The roofs (peak FLOP/s per compute class, DRAM bandwidth) come "
                    "from the tool's table of NVIDIA GPUs; the CPU's are not known to it."
                ]
            )
        ]
    graphs = [g for g in m.graphs if g.breakdown is not None and g.breakdown.insight]
    if not graphs:
        return [
            B.notes(
                [
                    "no roofline: this run has no per-kernel FLOPs and bytes (recorded before kernel insight "
                    "existed). `inductor-probe report --run DIR --reanalyse` computes them from its kept "
                    "traces."
                ]
            )
        ]
    peaks = _peaks(m)
    points, bandwidth, reasons, classes = _kernel_marks(graphs)
    labels = [g.label for g in graphs]
    out: list[dict | None] = []
    if points:
        out.append(
            {
                "type": "roofline",
                "title": "roofline: achieved TFLOP/s against arithmetic intensity, one point per kernel "
                "(its area: time per call; its colour: its compute class and roof)",
                "roofs": _roofs(peaks, classes),
                "dram_gbps": peaks.dram_gbps if peaks is not None else None,
                "points": points,
            }
        )
    if bandwidth:
        bandwidth.sort(key=lambda r: -r.pop("t"))
        more = len(bandwidth) - BANDWIDTH_TOP
        dram = peaks.dram_gbps if peaks is not None else None
        out.append(
            {
                "type": "bars",
                "title": "kernels with no FLOP count (they only move data): achieved GB/s against the DRAM "
                "roof" + (f", the {BANDWIDTH_TOP} with the most time" if more > 0 else ""),
                "unit": "GB/s",
                "series": ["GB/s"],
                "color_by": "group",
                "groups": labels,
                "rows": bandwidth[:BANDWIDTH_TOP],
                "roof": {"value": dram, "label": f"DRAM {dram:.0f} GB/s"} if dram else None,
            }
        )
    lines = list(peaks.notes) if peaks is not None else []
    if reasons:
        lines.append(
            f"{sum(reasons.values())} kernel(s) without figures: "
            + "; ".join(f"{n} {short(why, 120)}" for why, n in reasons.most_common(3))
        )
    out.append(B.notes(lines))
    return out
