"""Sentences that both the text and the HTML say of ``kernel NAME``'s result: a variant's heading, the
kernel's roofline on Nsight Compute's bytes, a tuned variant against the kernel as generated."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from inductor_probe.run.timings import NcuReport, RebenchResult


def variant_title(name: str, res: RebenchResult, why_more: bool = False) -> str:
    """A kernel variant's heading: its configs as declared and compiled, and the compile time."""
    n_decl, n_comp = len(res.declared_configs or []), len(res.compiled_configs or [])
    title = f"{name}: {n_decl} config(s) declared by the heuristics"
    if n_comp and n_comp != n_decl:
        title += f", {n_comp} compiled" + (
            " (Inductor adds smaller R-blocks when occupancy asks)" if why_more else ""
        )
    if res.compile_s is not None:
        title += f", compiled in {res.compile_s:.1f} s"
    return title


def measured_roof_lines(n: NcuReport | None) -> list[str]:
    """The kernel's roofline on ncu's bytes, its estimate beside, which to trust (text and page alike)."""
    r = n.roofline if n is not None else None
    if r is None:
        return []
    est = f"{r.estimate_bytes / 1e6:.2f} MB" if r.estimate_bytes else "none"
    ratio = f" ({r.ratio:.2f}x)" if r.ratio is not None else ""
    standing = f", {r.gbps:.0f} GB/s" if r.gbps is not None else ""
    standing += f", {r.pct_of_peak:.0f}% of DRAM peak" if r.pct_of_peak is not None else ""
    out = [
        f"roofline on ncu's bytes: {r.bytes / 1e6:.2f} MB moved, Inductor's estimate {est}{ratio}{standing}"
    ]
    if r.verdict:
        out.append(f"  {r.verdict}")
    if not r.agree:
        out.append(
            f"  trust ncu's bytes: {r.why}; the roofline and advice above, on Inductor's count, do not hold"
        )
    elif r.ratio is not None:
        out.append("  ncu's bytes and Inductor's estimate agree (within 1.3x): the roofline above stands")
    return out


def vs_generated(res: RebenchResult) -> str | None:
    """A tuned variant's chosen config against the kernel as generated, with its noise band."""
    s = res.speedup
    return f"vs generated: {s.speedup:.3f}x (noise band {s.low:.3f}-{s.high:.3f}x)" if s else None
