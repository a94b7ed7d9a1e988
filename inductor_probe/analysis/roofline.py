"""A roofline per kernel, and the kernels ranked by the time a better kernel could recover.

For one launch of ``time_us`` doing ``flops`` and moving ``bytes``, on roofs ``peak_tflops`` (the
kernel's compute class, at the run's SM clock) and ``dram_gbps``::

    compute_us  = flops / peak           memory_us = bytes / dram
    roofline_us = max(compute_us, memory_us)      bound: the larger one (compute or memory)
    pct_of_roof = roofline_us / time_us x 100      (TFLOP/s / peak, or GB/s / DRAM)
    headroom_us = time_us - roofline_us

Rules, in order:

- **unknown**: a roof or a figure is missing (the reason says which); no %, no headroom.
- **L2-resident**: achieved GB/s above the DRAM roof (time_us < memory_us). The data came from L2,
  so the DRAM roof does not apply: no % (never above 100), no headroom (no L2 roof in the table).
- **above the compute roof**: achieved TFLOP/s above the peak: the FLOP count, the compute class or
  the clock is off; no %, no headroom.
- **latency**: too small to fill the GPU: a grid of blocks that leaves more than half of the SMs
  without a block (fewer than ``sm_count x thresholds.SMALL_GRID_FRACTION`` blocks, when the grid is
  known), or less than ``thresholds.LATENCY_FLOOR_US`` of work at the roofs (ramp-up, tail and DRAM
  latency dominate a kernel that small). headroom = time_us - max(roofline_us,
  thresholds.LATENCY_FLOOR_US): no tuning takes a kernel below the floor; fusing it away recovers all of it.
- otherwise **memory** or **compute**, as above. A grid of fewer blocks than SMs that still fills half
  of them (a persistent Hopper gemm of 120 blocks on 132 SMs) stays memory- or compute-bound: the
  verdict says how many SMs it leaves idle.

Ranking: recoverable time = headroom x launches, as a share of the step (or graph) time given.
Triton kernels get their FLOPs and bytes from Inductor (``triton_cost``), library kernels from their
ATen op's shapes (``flops.op_cost``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from inductor_probe import thresholds
from inductor_probe.analysis.devices import Peaks
from inductor_probe.analysis.flops import OpCost
from inductor_probe.vocab import Bound


@dataclass(frozen=True)
class Roofline:
    time_us: float
    flops: float | None
    bytes: float | None
    compute_class: str | None
    peak_tflops: float | None
    dram_gbps: float | None
    tflops: float | None  # achieved
    gbps: float | None  # achieved
    intensity: float | None  # FLOP / byte
    ridge: float | None  # the device's FLOP / byte where the roofs meet
    compute_us: float | None
    memory_us: float | None
    roofline_us: float | None
    bound: Bound
    pct_of_roof: float | None  # 0-100; None when L2-resident, above a roof or unknown
    headroom_us: float | None
    l2_resident: bool = False
    above_compute_roof: bool = False
    reason: str | None = None  # what is missing, or why latency-bound
    grid_blocks: int | None = None
    sm_count: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _figures(
    time_us: float,
    flops: float | None,
    bytes_: float | None,
    compute_class: str | None,
    peak_tflops: float | None,
    dram_gbps: float | None,
) -> dict[str, Any]:
    """What a launch achieved (TFLOP/s, GB/s, intensity) and how long its work takes at each roof."""
    sec = time_us * 1e-6
    if flops == 0:
        compute_us: float | None = 0.0
    elif flops is not None and peak_tflops:
        compute_us = flops / (peak_tflops * 1e12) * 1e6
    else:
        compute_us = None
    return dict(
        time_us=time_us,
        flops=flops,
        bytes=bytes_,
        compute_class=compute_class,
        peak_tflops=peak_tflops,
        dram_gbps=dram_gbps,
        tflops=flops / sec / 1e12 if flops is not None else None,
        gbps=bytes_ / sec / 1e9 if bytes_ is not None else None,
        intensity=flops / bytes_ if flops is not None and bytes_ else None,
        ridge=peak_tflops * 1e3 / dram_gbps if peak_tflops and dram_gbps else None,
        compute_us=compute_us,
        memory_us=bytes_ / (dram_gbps * 1e9) * 1e6 if bytes_ is not None and dram_gbps else None,
    )


def roofline(
    time_us: float,
    flops: float | None,
    bytes_: float | None,
    *,
    compute_class: str | None = None,
    peak_tflops: float | None = None,
    dram_gbps: float | None = None,
    grid_blocks: int | None = None,
    sm_count: int | None = None,
    latency_floor_us: float = thresholds.LATENCY_FLOOR_US,
) -> Roofline:
    """The roofline of one launch (see the module doc for the rules)."""
    if not time_us or time_us <= 0:
        raise ValueError(f"time_us must be positive, got {time_us!r}")
    base = _figures(time_us, flops, bytes_, compute_class, peak_tflops, dram_gbps)
    base.update(grid_blocks=grid_blocks, sm_count=sm_count)
    compute_us, memory_us = base["compute_us"], base["memory_us"]
    l2 = memory_us is not None and memory_us > time_us
    above = compute_us is not None and compute_us > time_us
    if compute_us is None or memory_us is None:
        return Roofline(
            **base,
            roofline_us=None,
            bound=Bound.UNKNOWN,
            pct_of_roof=None,
            headroom_us=None,
            l2_resident=l2,
            reason=_missing(flops, bytes_, compute_class, peak_tflops, dram_gbps),
        )
    roof = max(compute_us, memory_us)
    bound = Bound.COMPUTE if compute_us > memory_us else Bound.MEMORY
    if l2 and bound == Bound.MEMORY:
        return Roofline(
            **base, roofline_us=roof, bound=Bound.MEMORY, pct_of_roof=None, headroom_us=None, l2_resident=True
        )
    if above:
        return Roofline(
            **base,
            roofline_us=roof,
            bound=Bound.COMPUTE,
            pct_of_roof=None,
            headroom_us=None,
            above_compute_roof=True,
        )
    pct = 100.0 * roof / time_us
    small_grid = (
        grid_blocks is not None
        and sm_count is not None
        and grid_blocks < sm_count * thresholds.SMALL_GRID_FRACTION
    )
    if small_grid or roof < latency_floor_us:
        why = (
            f"grid of {grid_blocks} blocks < {sm_count} SMs"
            if small_grid
            else f"{roof:.2g} us of work at the roofs < {latency_floor_us:g} us"
        )
        return Roofline(
            **base,
            roofline_us=roof,
            bound=Bound.LATENCY,
            pct_of_roof=pct,
            headroom_us=max(0.0, time_us - max(roof, latency_floor_us)),
            reason=why,
        )
    return Roofline(
        **base, roofline_us=roof, bound=bound, pct_of_roof=pct, headroom_us=max(0.0, time_us - roof)
    )


def _missing(
    flops: float | None, bytes_: float | None, cls: str | None, peak: float | None, dram: float | None
) -> str:
    out = []
    if flops is None:
        out.append("no FLOP count")
    elif flops and not peak:
        out.append(f"no {cls} compute peak" if cls else "no compute class")
    if bytes_ is None:
        out.append("no byte count")
    elif not dram:
        out.append("no DRAM bandwidth")
    return "; ".join(out) or "incomplete"


_SIGNATURE_PTR = re.compile(r"'(?:in_ptr|in_out_ptr|arg_)\w*': '\*(\w+)'")
_TRITON_CLASS = {
    "fp32": "fp32",
    "bf16": "bf16",
    "fp16": "fp16",
    "fp8e4nv": "fp8",
    "fp8e5": "fp8",
    "i8": "int8",
}


def triton_compute_class(source: str) -> str | None:
    """A Triton kernel's compute class: the most common dtype of its input pointers (``triton_meta``
    signature); a float32 kernel with ``ALLOW_TF32`` true (an mm template) counts as tf32."""
    kinds = [c for c in (_TRITON_CLASS.get(t) for t in _SIGNATURE_PTR.findall(source)) if c]
    if not kinds:
        return None
    cls = max(dict.fromkeys(kinds), key=kinds.count)
    return (
        "tf32" if cls == "fp32" and re.search(r"ALLOW_TF32\s*:\s*tl\.constexpr\s*=\s*True", source) else cls
    )


def triton_cost(name: str, num_gb: float | None, flop: float | None, source: str = "") -> OpCost:
    """A Triton kernel's cost from Inductor's ``kernel_num_gb`` (1e9 bytes) and ``kernel_flop``."""
    return OpCost(
        name,
        None if flop is None else float(flop),
        None if num_gb is None else num_gb * 1e9,
        triton_compute_class(source) if source else None,
        "Inductor's kernel_flop and kernel_num_gb",
        None if num_gb is not None else "Inductor recorded no kernel_num_gb",
    )


def kernel_roofline(
    time_us: float, cost: OpCost, peaks: Peaks, *, grid_blocks: int | None = None
) -> Roofline:
    """``roofline`` of one launch with the cost from ``flops`` and the roofs of ``peaks``.

    An op whose call launches several kernels (cuBLAS split-K + reduce, cuDNN dgrad + wgrad) does its
    FLOPs across all of them: give the op's summed kernel time, or split ``cost`` (``cost.parts``).
    """
    r = roofline(
        time_us,
        cost.flops,
        cost.bytes,
        compute_class=cost.compute_class,
        peak_tflops=peaks.compute(cost.compute_class),
        dram_gbps=peaks.dram_gbps,
        grid_blocks=grid_blocks,
        sm_count=peaks.sm_count,
    )
    if r.bound == Bound.UNKNOWN and cost.reason:
        both = cost.flops is None and cost.bytes is None  # the cost's reason says it all
        return Roofline(**{**asdict(r), "reason": cost.reason if both else f"{cost.reason}; {r.reason}"})
    if r.bound == Bound.UNKNOWN and cost.flops and peaks.compute(cost.compute_class) is None:
        return Roofline(**{**asdict(r), "reason": f"{r.reason} on {peaks.device}"})
    return r


# a template kernel is max-autotune's pick among its choices already: what is left to try
TUNED_TIP = "max-autotune's pick already: try coordinate-descent tuning or fuse its traffic away"
UNTUNED_TIP = "try max-autotune / coordinate-descent tuning"


def verdict(r: Roofline, peaks: Peaks | None = None, tuned: bool = False) -> str:
    """One line: where the kernel stands and what to try."""
    if r.l2_resident:
        return (
            f"L2-resident: {r.gbps:.0f} GB/s is above the {r.dram_gbps:.0f} GB/s DRAM roof, "
            "so the DRAM roof does not apply"
        )
    if r.bound == Bound.UNKNOWN:
        return f"no roofline: {r.reason}"
    if r.above_compute_roof:
        return (
            f"above the {r.compute_class} roof ({r.tflops:.0f} > {r.peak_tflops:.0f} TFLOP/s): "
            "the FLOP count, compute class or clock is off"
        )
    pct = r.pct_of_roof or 0.0
    if r.bound == Bound.LATENCY:
        if r.grid_blocks is not None and r.sm_count is not None and r.grid_blocks < r.sm_count:
            return (
                f"latency-bound: a grid of {r.grid_blocks} blocks < {r.sm_count} SMs leaves SMs idle; "
                "fuse or batch"
            )
        if r.time_us > 4 * thresholds.LATENCY_FLOOR_US:
            return (
                f"latency-bound: {r.roofline_us:.2g} us of work at the roofs takes {r.time_us:.1f} us: "
                "too little parallel work; fuse, batch or spread it over more blocks"
            )
        return "latency-bound: too small to fill the GPU; fuse or batch"
    idle = _idle_sms(r)
    if r.bound == Bound.MEMORY:
        head = f"memory-bound at {pct:.0f}% of DRAM bandwidth{idle}"
        if pct >= thresholds.GOOD_PCT:
            return f"{head}: little to gain"
        if pct >= thresholds.FAIR_PCT:
            return f"{head}: some headroom; fusing its traffic away gains more than tuning"
        return f"{head}: far from the roof; " + (TUNED_TIP if tuned else UNTUNED_TIP)
    head = f"compute-bound at {pct:.0f}% of {r.compute_class} peak{idle}"
    tip = (
        "little to gain"
        if pct >= thresholds.GOOD_PCT
        else (TUNED_TIP if tuned else "try max-autotune / a template")
    )
    tf32 = peaks.compute("tf32") if peaks is not None and r.compute_class == "fp32" else None
    if tf32 and r.peak_tflops:
        tip += (
            f"; the TF32 roof is {tf32 / r.peak_tflops:.1f}x higher "
            "(torch.set_float32_matmul_precision('high'))"
        )
    return f"{head}: {tip}"


def _idle_sms(r: Roofline) -> str:
    """`` (its grid of 120 blocks leaves 12 of 132 SMs idle)`` for a grid smaller than the SM count."""
    if r.grid_blocks is None or r.sm_count is None or r.grid_blocks >= r.sm_count:
        return ""
    return (
        f" (its grid of {r.grid_blocks} blocks leaves {r.sm_count - r.grid_blocks} of {r.sm_count} SMs idle)"
    )


@dataclass(frozen=True)
class Ranked:
    name: str
    launches: float
    total_us: float  # time_us x launches
    recoverable_us: float | None  # headroom_us x launches
    share_pct: float | None  # recoverable over the step (or graph) time
    time_share_pct: float | None  # total_us over the step (or graph) time
    roofline: Roofline
    verdict: str

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["roofline"] = self.roofline.to_dict()
        return d


def rank(
    kernels: Iterable[tuple[str, Roofline, float]], total_us: float | None, peaks: Peaks | None = None
) -> list[Ranked]:
    """Kernels ``(name, roofline of one launch, launches)`` by recoverable time, largest first;
    those without a headroom after, by their total time. ``total_us``: the step's (or graph's)
    time over the same span as ``launches``."""
    out = []
    for name, r, launches in kernels:
        total = r.time_us * launches
        rec = None if r.headroom_us is None else r.headroom_us * launches
        share = 100.0 * rec / total_us if rec is not None and total_us else None
        tshare = 100.0 * total / total_us if total_us else None
        out.append(Ranked(name, launches, total, rec, share, tshare, r, verdict(r, peaks)))
    return sorted(out, key=lambda k: (k.recoverable_us is None, -(k.recoverable_us or 0.0), -k.total_us))
