"""``breakdown --ncu-top K`` (``Manifest.ncu_top``): the step's largest kernels under Nsight Compute. The
report's section, the CSV's rows (level ``ncu``) and the page's table say the same figures: per kernel its
time per step, ncu's time against the tool's, the bytes ncu measured against Inductor's estimate, and the
verdict on the measured roof (where the two byte counts disagree past 1.3x, which to trust and why)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from inductor_probe.render._fmt import num, table

if TYPE_CHECKING:
    from inductor_probe.run.kernel_rows import NcuTopRow
    from inductor_probe.run.manifest import Manifest

HEADERS = ["graph", "kernel", "ms/step", "tool_us", "ncu_us", "MB_ncu", "MB_est", "ncu/est", "%DRAM", "bound"]


def _mb(x: float | None) -> str:
    return num(None if x is None else x / 1e6, ".2f")


def cells(r: NcuTopRow) -> list[Any]:
    roof = r.roofline
    return [
        r.graph,
        r.name,
        num(r.ms_per_step, ".3f"),
        num(r.tool_us, ".2f"),
        num(r.ncu_us, ".2f"),
        _mb(roof.bytes if roof else None),
        _mb(roof.estimate_bytes if roof else None),
        num(roof.ratio if roof else None, ".2f"),
        num(roof.pct_of_peak if roof else None, ".0f"),
        (roof.bound if roof else None) or "-",
    ]


def verdicts(r: NcuTopRow) -> list[str]:
    """What the measured roof says of the kernel; where the counts disagree, which to trust and why."""
    if r.status != "ok":
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
    ok = [r for r in rows if r.status == "ok"]
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
