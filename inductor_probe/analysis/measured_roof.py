"""A kernel's roofline on the bytes Nsight Compute measured (``kernel --ncu``), beside Inductor's estimate.

Inductor's ``kernel_num_gb`` counts each buffer the kernel reads or writes once. A multi-pass (looped)
reduction reads its input again on each pass, and what misses in L2 comes from DRAM each time; a kernel
whose inputs another kernel just wrote finds part of them in L2. ncu measures what moved: DRAM reads plus
the SMs' writes to L2 (what ends in DRAM; its DRAM-write counter leaves out what is still dirty in L2 when the
kernel ends). Where the two differ by more than ``DISAGREE`` either way, the measured bytes are the ones to
trust, the report says why they differ, and the kernel's standing and advice come from them: no advice rests
on the estimate alone.
"""

from __future__ import annotations

import dataclasses

from inductor_probe.analysis import roofline
from inductor_probe.analysis.devices import Peaks
from inductor_probe.analysis.insight import generated_cost
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.kernel_rows import MeasuredRoof, NcuFigures

DISAGREE = 1.3


def _why(ratio: float, l2_hit_pct: float | None) -> str | None:
    hits = f" (ncu's L2 hit rate {l2_hit_pct:.0f}%)" if l2_hit_pct is not None else ""
    if ratio > DISAGREE:
        return (
            f"the kernel moved {ratio:.2f}x the bytes Inductor counts: it reads its input more than once (a "
            f"multi-pass reduction's loops) and what misses in L2 comes from DRAM each time{hits}"
        )
    if ratio < 1 / DISAGREE:
        return (
            f"the kernel moved {1 / ratio:.2f}x fewer bytes than Inductor counts: part of its data came from "
            f"L2, left there by the kernel before it{hits}"
        )
    return None


def measured_roof(ncu: NcuFigures, info: KernelInfo | None, peaks: Peaks | None) -> MeasuredRoof | None:
    """The roofline at ncu's time on ncu's bytes (None where ncu measured neither); the estimate beside."""
    moved = ncu.traffic_bytes if ncu.traffic_bytes is not None else ncu.dram_bytes
    if not moved or not ncu.time_us:
        return None
    estimate = info.num_gb * 1e9 if info is not None and info.num_gb else None
    ratio = moved / estimate if estimate else None
    out = MeasuredRoof(bytes=moved, estimate_bytes=estimate, ratio=ratio)
    out.agree = ratio is None or 1 / DISAGREE <= ratio <= DISAGREE
    out.why = _why(ratio, ncu.l2_hit_pct) if ratio is not None else None
    out.gbps = moved / (ncu.time_us * 1e-6) / 1e9
    if peaks is None:
        return out
    est = generated_cost(info) if info is not None else roofline.triton_cost("kernel", None, None)
    cost = dataclasses.replace(est, bytes=moved)  # the kernel's FLOPs and compute class, ncu's bytes
    r = roofline.kernel_roofline(ncu.time_us, cost, peaks)
    out.pct_of_peak = 100.0 * out.gbps / peaks.dram_gbps if peaks.dram_gbps else None
    out.bound, out.verdict = str(r.bound), roofline.verdict(r, peaks)
    return out
