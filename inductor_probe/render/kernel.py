"""The result of ``kernel NAME``: where the kernel came from, then per variant its configs."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from inductor_probe.render import kernel_words
from inductor_probe.render._fmt import num, table
from inductor_probe.render.html import kernel as html_kernel
from inductor_probe.run.kernel_rows import ConfigInsight, Timed, ToolFigures
from inductor_probe.run.tables import KernelInsight
from inductor_probe.run.timings import NcuReport, RebenchResult
from inductor_probe.vocab import Bound, ChildStatus

if TYPE_CHECKING:
    from inductor_probe.analysis.kernels import KernelRef, KernelReport

TEMPLATE_NOTE = (
    "template kernel (matmul/conv): its config was chosen at compile time by Inductor's "
    "select_algorithm, against the other template configs and the library kernels (cuBLAS, cuDNN); "
    "the file holds only the winner, so re-running it can re-time that config but not the choice. "
    "Compare the whole model with and without max-autotune: `inductor-probe compare MODEL.py`."
)


def _us(m: Timed | None) -> str:
    if not m:
        return "-"
    return f"{m.median_us:.2f} ±{(m.iqr_us or 0.0) / 2:.2f}"


def _rate(num: float | None, m: Timed | None, unit: float) -> float | None:
    if not num or not m or not m.median_us:
        return None
    return num / (m.median_us * 1e-6) / unit


def _bw_pct(num_gb: float | None, m: Timed | None, peak_gbps: float | None) -> float | None:
    """% of peak DRAM bandwidth where no roofline was computed (a device the table does not know);
    never above 100 (above it the data came from L2)."""
    gbps = _rate(num_gb, m, 1.0)
    if gbps is None or not peak_gbps or gbps > peak_gbps:
        return None
    return 100.0 * gbps / peak_gbps


def origin_lines(ref: KernelRef) -> list[str]:
    info = ref.info
    row = ref.breakdown_row()
    what = ref.category or (info.heuristic if info else None) or "?"
    lines = [f"kernel {ref.name}  (graph {ref.graph}, {what})"]
    if info and info.source_nodes:
        lines.append(f"  source nodes: {', '.join(info.source_nodes)}")
    if info and info.aten_ops:
        lines.append(f"  ATen ops:     {', '.join(info.aten_ops)}")
    if info and info.num_gb is not None:
        lines.append(
            f"  moves {info.num_gb * 1e3:.2f} MB per launch (kernel_num_gb)"
            + (f", {info.flop / 1e9:.3f} GFLOP (kernel_flop)" if info.flop else "")
        )
    if row is not None and row.time_us is not None:
        launches, pct = num(row.launches or 1, "g"), num(row.pct or 0, ".1f")
        lines.append(
            f"  in the model: {row.time_us:.2f} µs per call ({launches} launch(es)), "
            f"{pct}% of the graph's GPU time"
        )
    if ref.kernel_file:
        lines.append(f"  file: {ref.kernel_file}")
    return lines


def insight_lines(d: KernelInsight | None) -> list[str]:
    """The user's source lines, and the kernel's roofline and occupancy in the run."""
    if not d:
        return []
    out = []
    for f in d.source_lines or ():
        out.append(f"  from: {f.file}:{f.line}  {str(f.code or '').strip()}")
    if d.bound:
        fig = [f"{d.gbps:.0f} GB/s" if d.gbps is not None else None]
        fig.append(f"{d.tflops:.2f} TFLOP/s" if d.tflops else None)
        fig.append(f"{d.pct_roof:.0f}% of its roof" if d.pct_roof is not None else None)
        out.append(f"  roofline in the model: {d.bound}; " + ", ".join(x for x in fig if x))
        if d.verdict:
            out.append(f"    {d.verdict}")
    if d.occupancy_pct is not None:
        out.append(
            f"  occupancy: {d.occupancy_pct:.0f}% theoretical (limited by {d.occupancy_limiter}; "
            f"{d.registers} registers, {d.threads_per_block} threads a block, "
            f"{d.shared_bytes or 0} B shared), grid {d.grid_blocks} blocks"
        )
    return out


def _ncu_lines(n: NcuReport | None, num_gb: float | None) -> list[str]:
    """Nsight Compute's figures for the chosen config beside the tool's own."""
    if not n:
        return []
    if n.status != ChildStatus.OK or not n.ncu:
        return ["", f"ncu: {n.error or 'no figures'}"]
    m, t = n.ncu, n.tool or ToolFigures()
    cold = t.cold.median_us if t.cold is not None else None
    tool_bytes = None if num_gb is None else num_gb * 1e9

    def mb(x):
        return num(None if x is None else x / 1e6, ".2f")

    rows = [
        ["time µs (L2 flushed)", num(cold, ".2f"), num(m.time_us, ".2f")],
        ["MB moved", mb(tool_bytes) + " (kernel_num_gb)", f"{mb(m.traffic_bytes)} (DRAM reads + L2 writes)"],
        ["DRAM MB read / written", "-", f"{mb(m.dram_read_bytes)} / {mb(m.dram_write_bytes)}"],
        [
            "GB/s",
            num(t.gbps, ".0f"),
            f"{num(m.traffic_gbps, '.0f')} (DRAM only {num(m.dram_gbps, '.0f')})",
        ],
        [
            "% of DRAM peak",
            num(t.pct_roof, ".0f") + (" (%roof)" if t.bound == Bound.MEMORY else f" ({t.bound})"),
            num(m.dram_pct_of_peak, ".0f"),
        ],
        ["memory throughput % of peak", "-", num(m.memory_pct_of_peak, ".0f")],
        ["compute (SM) throughput % of peak", "-", num(m.compute_pct_of_peak, ".0f")],
        ["occupancy % theoretical", num(t.occupancy_pct, ".0f"), num(m.theoretical_occupancy_pct, ".0f")],
        ["occupancy % achieved", "-", num(m.achieved_occupancy_pct, ".0f")],
        ["L2 hit rate %", "-", num(m.l2_hit_pct, ".0f")],
    ]
    return [
        "",
        f"== ncu: config {n.config} ({n.how}), {m.launches} launches, medians ==",
        table(rows, ["", "inductor-probe", "ncu"]),
        "  ncu's DRAM writes leave out what is still dirty in L2 when the kernel ends (up to the L2's size; "
        "written back later): DRAM reads + the SMs' writes to L2 is the kernel's traffic",
        *kernel_words.measured_roof_lines(n),
        f"  ncu command: {n.command}",
    ]


CONFIG_HEADERS = [
    "config",
    "regs",
    "spills",
    "smem",
    "occ%",
    "cold µs",
    "warm µs",
    "GB/s",
    "bound",
    "%roof",
    "status",
]


def _config_rows(res: RebenchResult, num_gb: float | None, peak_gbps: float | None) -> list[list]:
    chosen = res.chosen
    rows = []
    for c in res.configs:
        ci = c.insight or ConfigInsight()
        gbps = ci.gbps if ci.gbps is not None else _rate(num_gb, c.cold, 1.0)
        pct = ci.pct_roof if ci.pct_roof is not None else _bw_pct(num_gb, c.cold, peak_gbps)
        rows.append(
            [
                c.config + ("  <- chosen" if chosen and c.config == chosen.config else ""),
                _or_dash(c.registers),
                _or_dash(c.spills),
                _or_dash(c.shared_bytes),
                num(ci.occupancy_pct, ".0f"),
                _us(c.cold),
                _us(c.warm),
                num(gbps, ".0f"),
                ci.bound or "-",
                num(pct, ".0f"),
                c.status if c.status != ChildStatus.OK else "",
            ]
        )
    return rows


def _or_dash(v: object) -> object:
    return "-" if v is None else v


def _chosen_lines(res: RebenchResult, flop: float | None) -> list[str]:
    """The config Inductor's autotuner chose: its times, launch, roofline, the timer, against generated."""
    chosen = res.chosen_ok()
    if chosen is None:
        return []
    line = f"chosen by Inductor: {chosen.config}"
    if chosen.in_compiled is False:
        line += " (found by coordinate descent)"
    line += f"; cold {_us(chosen.cold)} µs, warm {_us(chosen.warm)} µs"
    if chosen.grid:
        line += f"; grid {chosen.grid}, block {chosen.block}"
    fl = _rate(flop, chosen.cold, 1e12)
    if fl:
        line += f"; {fl:.2f} TFLOP/s"
    out = [line]
    if chosen.insight is not None and chosen.insight.verdict:
        out.append(f"  roofline (cold): {chosen.insight.verdict}")
    m = chosen.cold
    if m is not None:
        out.append(
            f"  timer: {m.mode} mode, n={m.n}, CV {100 * (m.cv or 0.0):.1f}%"
            + (f"; warnings: {'; '.join(m.warnings)}" if m.warnings else "")
        )
    said = kernel_words.vs_generated(res)
    return out + ([f"  {said}"] if said else [])


def _variant_lines(variant: str, res: RebenchResult, info, peak_gbps: float | None) -> list[str]:
    num_gb, flop = (info.num_gb, info.flop) if info else (None, None)
    out = ["", f"== {kernel_words.variant_title(variant, res, why_more=True)} =="]
    rows = _config_rows(res, num_gb, peak_gbps)
    if rows:
        out.append(table(rows, CONFIG_HEADERS))
    if res.status != ChildStatus.OK:
        out.append(f"error: {res.error}")
    return out + _chosen_lines(res, flop)


def render_text(report: KernelReport, top: int | None = None) -> str:
    ref, result = report.ref, report.result
    info = ref.info
    out = origin_lines(ref) + insight_lines(report.insight)
    if result is None:  # not re-run (no GPU): what the run and the file tell
        return "\n".join(out)
    if (info and info.heuristic == "template") or ref.name.startswith("triton_tem_"):
        out += ["", TEMPLATE_NOTE]
    for variant, res in result.variants.items():
        out += _variant_lines(variant, res, info, report.peak_gbps)
    out += _ncu_lines(result.ncu, info.num_gb if info else None)
    out += [
        "",
        f"verdict: {result.verdict.line if result.verdict is not None else None}",
        "(cold: L2 flushed before each launch; warm: back to back; ± half the IQR; GB/s, bound, %roof: "
        "kernel_num_gb over the cold median against the device's roofs; occ%: theoretical occupancy)",
    ]
    return "\n".join(out)


def render_json(report: KernelReport, top: int | None = None) -> str:
    data = {
        "kernel": report.ref.to_dict(),
        "peak_mem_gbps": report.peak_gbps,
        "insight": report.insight.to_dict() if report.insight is not None else None,
        **(report.result.to_dict() if report.result is not None else {}),
    }
    return json.dumps(data, indent=1, default=str)


RENDERERS = {"text": render_text, "json": render_json, "html": html_kernel.render_html}
