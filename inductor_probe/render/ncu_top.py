"""``breakdown --ncu-top K`` (``Manifest.ncu_top``): the step's largest kernels under Nsight Compute. The
report's section, the CSV's rows (level ``ncu``) and the page's table say the same figures: per kernel its
time per step, ncu's time against the tool's, the bytes ncu measured against Inductor's estimate, and the
verdict on the measured roof (where the two byte counts disagree past 1.3x, which to trust and why)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from inductor_probe.render._fmt import num, table
from inductor_probe.vocab import ChildStatus

if TYPE_CHECKING:
    from inductor_probe.run.kernel_rows import NcuTopRow
    from inductor_probe.run.manifest import Manifest

HEADERS = ["graph", "kernel", "ms/step", "tool_us", "ncu_us", "MB_ncu", "MB_est", "ncu/est", "%DRAM", "bound"]


def _mb(x: float | None) -> float | None:
    return None if x is None else x / 1e6


def values(r: NcuTopRow) -> list[Any]:
    """The row's figures in HEADERS' order, as numbers (MB for bytes; None where not measured)."""
    roof = r.roofline
    measured = (
        [_mb(roof.bytes), _mb(roof.estimate_bytes), roof.ratio, roof.pct_of_peak, roof.bound]
        if roof is not None
        else [None] * 5
    )
    return [r.graph, r.name, r.ms_per_step, r.tool_us, r.ncu_us, *measured]


def cells(r: NcuTopRow) -> list[Any]:
    """The text's cells of ``values``."""
    v = values(r)
    formats = [".3f", ".2f", ".2f", ".2f", ".2f", ".2f", ".0f"]
    return [*v[:2], *(num(x, f) for x, f in zip(v[2:9], formats, strict=True)), v[9] or "-"]


def verdicts(r: NcuTopRow) -> list[str]:
    """What the measured roof says of the kernel; where the counts disagree, which to trust and why."""
    if r.status != ChildStatus.OK:
        return [f"{r.name}: not measured: {r.error}"]
    roof = r.roofline
    if roof is None:
        return [f"{r.name}: ncu's figures, no roofline (the device's peaks are not known)"]
    out = [f"{r.name}: {roof.verdict}"] if roof.verdict else []
    if not roof.agree and roof.why:
        out.append(f"  trust ncu's bytes ({roof.ratio:.2f}x Inductor's estimate): {roof.why}")
    return out


def ncu_top_lines(m: Manifest) -> list[str]:
    rows = m.ncu_top
    if not rows:
        return []
    ok = [r for r in rows if r.status == ChildStatus.OK]
    out = [
        "",
        f"Nsight Compute on the step's {len(rows)} largest generated kernels ({len(ok)} measured; each as "
        "`kernel NAME --ncu`: its chosen config, L2 flushed, clocks left alone):",
        table([cells(r) for r in rows], HEADERS, numparse=True),
    ]
    for r in rows:
        out += verdicts(r)
    return out


def csv_rows(m: Manifest) -> list[dict[str, Any]]:
    """One row per kernel (level ``ncu``): ``time_us`` its time per step, ``exec_us`` ncu's per launch,
    ``bytes`` ncu's, ``gbps`` on them, ``bound`` and ``verdict`` on the measured roof."""
    out = []
    for r in m.ncu_top or ():
        roof = r.roofline
        out.append(
            {
                "graph": r.graph,
                "level": "ncu",
                "name": r.name,
                "category": r.status,
                "time_us": r.ms_per_step * 1e3,
                "exec_us": r.ncu_us,
                "bytes": roof.bytes if roof else None,
                "gbps": roof.gbps if roof else None,
                "bound": roof.bound if roof else None,
                "verdict": (roof.verdict if roof else None) or r.error,
            }
        )
    return out
