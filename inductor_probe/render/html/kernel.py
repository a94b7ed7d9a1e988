"""The result of ``kernel NAME`` as one HTML page: where the kernel comes from, and per variant its
configs' times (a chart and a table) with the one Inductor chose."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from inductor_probe.render import kernel_words
from inductor_probe.render._fmt import num
from inductor_probe.render.html import blocks as B
from inductor_probe.render.html.page import page
from inductor_probe.run.kernel_rows import ConfigInsight, Timed, ToolFigures
from inductor_probe.run.tables import KernelInsight
from inductor_probe.run.timings import NcuReport, RebenchResult
from inductor_probe.vocab import ChildStatus

if TYPE_CHECKING:
    from inductor_probe.analysis.kernels import KernelReport


def _gbps(num_gb, m: Timed | None):
    return num_gb / (m.median_us * 1e-6) if num_gb and m and m.median_us else None


def _time(m: Timed | None):
    """(median, [low, high] a half IQR either side, text) of a measurement."""
    if not m or m.median_us is None:
        return None, None, "-"
    med, half = m.median_us, (m.iqr_us or 0.0) / 2
    return med, [med - half, med + half], f"{med:.2f} ±{half:.2f} µs"


def _origin(report: KernelReport) -> list[dict | None]:
    ref, info, row = report.ref, report.ref.info, report.ref.breakdown_row()
    d = report.insight or KernelInsight(ref.name)
    rows = [
        ("kernel", ref.name),
        ("graph", ref.graph),
        ("category", ref.category or (info.heuristic if info else None)),
        ("source nodes", ", ".join(info.source_nodes) if info and info.source_nodes else None),
        ("ATen ops", ", ".join(info.aten_ops) if info and info.aten_ops else None),
    ]
    if info and info.num_gb is not None:
        rows.append(
            (
                "per launch",
                f"{info.num_gb * 1e3:.2f} MB (kernel_num_gb)"
                + (f", {info.flop / 1e9:.3f} GFLOP (kernel_flop)" if info.flop else ""),
            )
        )
    if row is not None and row.time_us is not None:
        rows.append(
            (
                "in the model",
                f"{row.time_us:.2f} µs per call ({num(row.launches or 1, 'g')} launch(es)), "
                f"{num(row.pct, '.1f')}% of the graph's time",
            )
        )
    for f in d.source_lines or ():
        rows.append(("from", f"{f.file}:{f.line}  {str(f.code or '').strip()}"))
    if d.bound:
        fig = [f"{d.gbps:.0f} GB/s" if d.gbps is not None else None]
        fig += [f"{d.tflops:.2f} TFLOP/s" if d.tflops else None]
        fig += [f"{d.pct_roof:.0f}% of its roof" if d.pct_roof is not None else None]
        rows.append(("roofline in the model", f"{d.bound}; " + ", ".join(x for x in fig if x)))
    if d.occupancy_pct is not None:
        rows.append(
            (
                "occupancy",
                f"{d.occupancy_pct:.0f}% theoretical (limited by {d.occupancy_limiter}; "
                f"{d.registers} registers, {d.threads_per_block} threads a block), "
                f"grid {d.grid_blocks} blocks",
            )
        )
    rows.append(("file", str(ref.kernel_file)))
    out = [B.kv(rows), B.notes([d.verdict])]
    if (info and info.heuristic == "template") or ref.name.startswith("triton_tem_"):
        out.append(
            B.notes(
                [
                    "template kernel: its config was chosen at compile time by select_algorithm against the "
                    "other templates and the library kernels; the file holds only the winner, so re-running "
                    "it re-times that config but not the choice (`inductor-probe compare MODEL.py` compares "
                    "the whole model with and without max-autotune)."
                ]
            )
        )
    return out


CONFIG_COLUMNS = [
    B.col("config", "config", short=72),
    B.col("chosen", "chosen"),
    B.col("registers", "regs", 0),
    B.col("spills", "spills", 0),
    B.col("shared_bytes", "smem B", 0),
    B.col("occupancy_pct", "occ%", 0),
    B.col("cold", "cold µs", 2, tip="L2 flushed before each launch: the median"),
    B.col("warm", "warm µs", 2, tip="launches back to back: the median"),
    B.col("gbps", "GB/s", 0),
    B.col("bound", "bound"),
    B.col("pct_roof", "%roof", 0),
    B.col("status", "status", tip_from="error"),
    B.col("error", "error", hidden=True),
]


def _config_rows(res: RebenchResult, num_gb) -> tuple[list[list], list[dict]]:
    """The configs' table rows and chart bars (a config coordinate descent found is added as its own row)."""
    chosen = res.chosen
    rows, bars = [], []
    configs = list(res.configs)
    if chosen is not None and chosen.in_compiled is False:
        configs.append(replace(chosen, found_by="coordinate descent"))
    for c in configs:
        ci = c.insight or ConfigInsight()
        is_chosen = chosen is not None and c.config == chosen.config
        cold, cold_band, cold_text = _time(c.cold)
        warm, warm_band, warm_text = _time(c.warm)
        label = c.config + (" (coordinate descent)" if c.found_by else "")
        if (c.status or "ok") != "ok":
            cold_text = f"{c.status}: {c.error or '?'}"
        bars.append(
            {
                "label": label,
                "values": [cold, warm],
                "texts": [cold_text, warm_text],
                "errs": [cold_band, warm_band],
                **({"mark": "chosen"} if is_chosen else {}),
            }
        )
        rows.append(
            [
                label,
                "chosen" if is_chosen else "",
                c.registers,
                c.spills,
                c.shared_bytes,
                ci.occupancy_pct,
                cold,
                warm,
                ci.gbps if ci.gbps is not None else _gbps(num_gb, c.cold),
                ci.bound,
                ci.pct_roof,
                c.status if c.status != ChildStatus.OK else None,
                c.error,
            ]
        )
    return rows, bars


def _chosen_notes(res: RebenchResult) -> list[str]:
    chosen = res.chosen_ok()
    if chosen is None:
        return []
    line = f"chosen by Inductor: {chosen.config}"
    line += " (found by coordinate descent)" if chosen.in_compiled is False else ""
    line += f"; cold {_time(chosen.cold)[2]}, warm {_time(chosen.warm)[2]}"
    if chosen.grid:
        line += f"; grid {chosen.grid}, block {chosen.block}"
    lines = [line]
    if chosen.insight is not None and chosen.insight.verdict:
        lines.append(f"roofline (cold): {chosen.insight.verdict}")
    m = chosen.cold
    if m is not None and m.mode:
        lines.append(f"timer: {m.mode} mode, n={m.n}, CV {100 * (m.cv or 0):.1f}%")
    said = kernel_words.vs_generated(res)
    return lines + ([said] if said else [])


def _variant(name: str, res: RebenchResult, num_gb) -> dict:
    title = kernel_words.variant_title(name, res)
    rows, bars = _config_rows(res, num_gb)
    warn = [f"error: {res.error}"] if res.status != ChildStatus.OK else []
    chart = None
    if any(r[6] is not None for r in rows):  # a cold time to chart
        chart = {
            "type": "bars",
            "title": f"{name}: time per config (µs, median; whiskers: the middle half of the samples)",
            "unit": "µs",
            "series": ["cold", "warm"],
            "rows": bars,
            "label_chars": 72,
        }
    table = B.table(
        f"{name}: configs (the fastest first)",
        CONFIG_COLUMNS,
        rows,
        sort="cold",
        sort_dir=1,
        id=f"configs-{name}",
    )
    notes = [B.notes(_chosen_notes(res)), B.notes(warn, "warn")]
    return B.section(title, [chart, table, *notes], f"variant-{name}")


def _ncu(n: NcuReport | None) -> dict | None:
    if not n:
        return None
    if n.status != ChildStatus.OK or not n.ncu:
        return B.section("Nsight Compute", [B.notes([f"ncu: {n.error or 'no figures'}"], "warn")], "ncu")
    m, t = n.ncu, n.tool or ToolFigures()
    rows = [
        ["time µs (L2 flushed)", t.cold.median_us if t.cold is not None else None, m.time_us],
        ["MB moved (DRAM reads + L2 writes for ncu)", None, (m.traffic_bytes or 0) / 1e6 or None],
        ["GB/s", t.gbps, m.traffic_gbps],
        ["occupancy % theoretical", t.occupancy_pct, m.theoretical_occupancy_pct],
        ["occupancy % achieved", None, m.achieved_occupancy_pct],
        ["L2 hit rate %", None, m.l2_hit_pct],
    ]
    cols = [B.col("what", ""), B.col("tool", "inductor-probe", 2), B.col("ncu", "ncu", 2)]
    table = B.table(f"ncu: config {n.config} ({n.how})", cols, rows, filter=False)
    roof = kernel_words.measured_roof_lines(n)
    tone = "warn" if n.roofline is not None and not n.roofline.agree else "info"
    notes = [B.notes([x.strip() for x in roof], tone), B.notes([f"ncu command: {n.command}"])]
    return B.section("Nsight Compute", [table, *notes], "ncu")


def kernel_view(report: KernelReport) -> dict:
    result = report.result
    info = report.ref.info
    blocks = _origin(report)
    if result is None:
        blocks.append(B.notes(["not re-run (no GPU): what the run and the kernel file tell"], "warn"))
    else:
        num_gb = info.num_gb if info else None
        blocks += [_variant(name, res, num_gb) for name, res in result.variants.items()]
        blocks.append(_ncu(result.ncu))
        blocks.append(B.notes([f"verdict: {result.verdict.line}"] if result.verdict else []))
    return {
        "kind": "kernel",
        "title": f"inductor-probe kernel: {report.ref.name}",
        "subtitle": f"graph {report.ref.graph}"
        + (f"; DRAM {report.peak_gbps:.0f} GB/s" if report.peak_gbps else ""),
        "blocks": [b for b in blocks if b],
    }


def render_html(report: KernelReport, top: int | None = None, links_from: Path | None = None) -> str:
    return page(kernel_view(report))
