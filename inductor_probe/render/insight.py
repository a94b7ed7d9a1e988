"""A graph's kernel table, with the roofline, occupancy and source columns where the run has them
(``GraphBreakdown.insight``), and the kernels worth tuning."""

from __future__ import annotations

from collections.abc import Callable

from inductor_probe.render._fmt import num, short, table
from inductor_probe.run.artifacts import SourceLine
from inductor_probe.run.tables import KernelInsight, KernelRow

WORTH_TOP = 5
CPU_DEAD = ("exec_us", "GB/s", "%peak_bw")  # columns a CPU run never fills (exec_us is time_us there)


def source_cell(lines: list[SourceLine] | None, width: int = 40) -> str:
    """``file.py:LINE code``, the innermost user line, cut to ``width``; ``-`` where none."""
    if not lines:
        return "-"
    text = lines[0].text()
    return text if len(text) <= width else text[: width - 1] + "…"


def _bw(r: KernelRow) -> str:
    """%peak_bw of runs recorded before the insight: never above 100% (above the DRAM roof: L2)."""
    pct = r.pct_peak_bw
    return "L2" if pct is not None and pct == pct and pct > 100.0 else num(pct, ".1f")


INSIGHT_FOOT = (
    "TFLOP/s, GB/s: achieved (FLOPs and bytes from Inductor, or from the launching op's shapes for a "
    "library kernel, or from the compiled module's call for one a CUDA graph replayed); bound: memory, "
    "compute, latency (too small to fill the GPU) or L2-resident (above the DRAM roof); %roof: the time at "
    "the roof over the time taken; occ%: theoretical occupancy from registers, block size and shared memory; "
    "source: the model's line the kernel comes from."
)


def has_roofline(bd) -> bool:
    return any(d.bound for d in bd.insight or ())


def kernel_table(bd, top: int, device_word: str) -> list[str]:
    kernels = bd.kernel_list()[:top]
    insight = bd.insights()

    def of(r: KernelRow) -> KernelInsight:
        return insight.get(r.name) or KernelInsight(r.name)

    base: list[Callable[[KernelRow], object]] = [
        lambda r: short(r.name),
        lambda r: r.category,
        lambda r: num(r.time_us, ".2f"),
        lambda r: num(r.exec_us, ".2f"),
        lambda r: num(r.launches, "g"),
        lambda r: num(r.pct, ".1f"),
    ]
    headers = ["kernel", "category", "time_us", "exec_us", "calls", f"%{device_word}"]
    cols: list[Callable[[KernelRow], object]]
    if not has_roofline(bd):
        cols = [lambda r: num(r.gbps, ".0f"), _bw, lambda r: num(r.gain_if_2x_pct, ".1f")]
        headers += ["GB/s", "%peak_bw", "gain_if_2x_%"]
        if insight:  # a CPU run: its C++ kernels' source lines
            cols.append(lambda r: source_cell(of(r).source_lines))
            headers.append("source")
    else:

        def get(key, fmt):
            return lambda r: num(getattr(of(r), key), fmt)

        cols = [
            get("tflops", ".2f"),
            get("gbps", ".0f"),
            lambda r: of(r).bound or "-",
            get("pct_roof", ".0f"),
            get("occupancy_pct", ".0f"),
            lambda r: source_cell(of(r).source_lines),
        ]
        headers += ["TFLOP/s", "GB/s", "bound", "%roof", "occ%", "source"]
    rows = [[f(r) for f in base + cols] for r in kernels]
    if device_word == "CPU":  # dead on a CPU: exec_us repeats time_us, no bandwidth is measured
        keep = [i for i, h in enumerate(headers) if h not in CPU_DEAD]
        rows, headers = [[row[i] for i in keep] for row in rows], [headers[i] for i in keep]
    return [f"top {len(rows)} of {len(bd.kernels)} kernels:", table(rows, headers)]


def worth_tuning(bd, top: int = WORTH_TOP) -> list[str]:
    """The kernels with the most time above their roof (headroom x launches per call), with a verdict."""
    ranked = [d for d in bd.insight or () if d.recoverable_us]
    if not ranked:
        return []
    rows = [
        [
            short(d.name),
            num(d.recoverable_us, ".1f"),
            num(d.recoverable_pct, ".1f"),
            d.verdict,
        ]
        for d in ranked[:top]
    ]
    return [
        "worth tuning (recoverable: time above the kernel's roof, per call):",
        table(rows, ["kernel", "recoverable_us", "%kernel_time", "verdict"]),
    ]
