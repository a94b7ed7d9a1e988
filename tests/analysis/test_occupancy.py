"""Theoretical occupancy: worked examples of the occupancy calculator's rules, and every kernel of the
recorded H100 traces against the profiler's own estimate."""

from __future__ import annotations

import gzip
import json
import math

import pytest

from inductor_probe.analysis.devices import SM_LIMITS
from inductor_probe.analysis.occupancy import achieved_estimate, limits_from_trace, theoretical_occupancy

H100, A100, ADA = SM_LIMITS["sm_90"], SM_LIMITS["sm_80"], SM_LIMITS["sm_89"]


def occ(limits, regs, warps, smem=0):
    return theoretical_occupancy(limits, registers_per_thread=regs, num_warps=warps, shared_bytes=smem)


def test_128_registers_4_warps_on_h100_is_25_percent():
    # 128 x 32 = 4096 registers a warp; 65536 / 4 quadrants = 16384 -> 4 warps a quadrant -> 16 warps
    o = occ(H100, 128, 4)
    assert (o.blocks_per_sm, o.active_warps, o.occupancy_pct, o.limiter) == (4, 16, 25.0, "registers")
    assert o.registers_per_warp == 4096 and o.shared_bytes_per_block == 1024  # the driver's reserve


@pytest.mark.parametrize(
    "limits, regs, warps, smem, blocks, pct, limiter",
    [
        (H100, 255, 4, 33792, 2, 12.5, "registers"),  # 255*32 = 8160 -> 8192 a warp: 2 a quadrant
        (H100, 168, 4, 36352, 3, 18.75, "registers"),  # 5376 a warp: 3 a quadrant -> 12 warps
        (H100, 71, 1, 0, 28, 43.75, "registers"),  # 2272 -> 2304: 7 a quadrant, 28 one-warp blocks
        (H100, 16, 1, 0, 32, 50.0, "blocks"),  # 32 blocks an SM at most
        (H100, 32, 8, 0, 8, 100.0, "registers"),  # registers and warps tie at 64 warps
        (H100, 32, 4, 100 * 1024, 2, 12.5, "shared memory"),  # (102400 + 1024) -> 2 in 228 KB
        (H100, 64, 32, 0, 1, 50.0, "registers"),  # 1024 threads x 64 registers = the whole file / 2
        (A100, 32, 4, 64 * 1024, 2, 12.5, "shared memory"),  # 66560 B a block in 164 KB
        (A100, 128, 4, 0, 4, 25.0, "registers"),
        (ADA, 128, 4, 0, 4, 100 * 16 / 48, "registers"),  # 48 warps an SM on sm_89
        (ADA, 16, 1, 0, 24, 50.0, "blocks"),  # 24 blocks an SM on sm_89
        (ADA, 32, 16, 0, 3, 100.0, "warps"),  # 1536 threads: 3 blocks of 512
    ],
)
def test_worked_examples(limits, regs, warps, smem, blocks, pct, limiter):
    o = occ(limits, regs, warps, smem)
    assert (o.blocks_per_sm, o.limiter) == (blocks, limiter)
    assert o.occupancy_pct == pytest.approx(pct)
    assert o.reason is None


def test_ties_are_all_named():
    o = occ(H100, 32, 8)
    assert o.limiters == ("registers", "warps") and o.block_limits["blocks"] == 32


def test_what_does_not_fit():
    o = occ(H100, 65, 32)  # 65 x 32 -> 2304 a warp x 32 warps > 65536 registers a block
    assert (o.blocks_per_sm, o.limiter, o.occupancy_pct) == (0, "registers", 0.0)
    assert "65536 registers a block" in o.reason
    assert "> 255" in occ(H100, 256, 1).reason
    o = occ(H100, 32, 4, 240 * 1024)
    assert o.limiter == "shared memory" and "232448 B a block" in o.reason
    o = theoretical_occupancy(H100, registers_per_thread=32, threads_per_block=2048)
    assert o.limiter == "warps" and o.blocks_per_sm == 0
    with pytest.raises(ValueError):
        theoretical_occupancy(H100, registers_per_thread=32)


def test_opted_in_shared_memory_above_48_kb_fits():
    o = occ(H100, 232, 4, 53504)  # the memory-efficient attention backward kernel of the trace
    assert o.block_limits["shared memory"] == 233472 // (53504 + 1024) == 4
    assert o.blocks_per_sm == 2 and o.limiter == "registers"


def test_zero_registers_do_not_limit():
    o = occ(H100, 0, 1)
    assert o.block_limits["registers"] is None and o.blocks_per_sm == 32


def test_achieved_estimate_takes_the_grid_into_account():
    o = occ(H100, 32, 4)  # 16 blocks an SM
    assert achieved_estimate(o, 66, 132) == pytest.approx(100 * 0.5 * 4 / 64)
    assert achieved_estimate(o, 10**6, 132) == o.occupancy_pct


def _kernels(data_dir):
    for path in sorted(data_dir.glob("*/traces/*.json.gz")):
        with gzip.open(path, "rt") as f:
            trace = json.load(f)
        props = trace["deviceProperties"][0]
        for e in trace["traceEvents"]:
            if e.get("cat") == "kernel" and "est. achieved occupancy %" in e.get("args", {}):
                yield props, e["name"], e["args"]


def test_every_recorded_kernel_matches_the_profilers_estimate(data_dir):
    """The profiler (Kineto, through cuda_occupancy.h) writes "est. achieved occupancy %" per kernel:
    min(blocks per SM, grid / SMs) x threads a block / max threads, rounded. Kineto leaves the
    opt-in shared-memory limit out, so a block above 48 KB reads 0 there: those launched, and
    are checked against the registers and shared memory they had."""
    checked = opted_in = 0
    for props, name, a in _kernels(data_dir):
        limits = limits_from_trace(props)
        o = theoretical_occupancy(
            limits,
            registers_per_thread=a["registers per thread"],
            threads_per_block=math.prod(a["block"]),
            shared_bytes=a["shared memory"],
        )
        est = achieved_estimate(o, math.prod(a["grid"]), props["numSms"])
        if a["shared memory"] > props["sharedMemPerBlock"]:
            assert a["est. achieved occupancy %"] == 0 and o.blocks_per_sm > 0, name
            opted_in += 1
        else:
            assert est == pytest.approx(a["est. achieved occupancy %"], abs=0.5 + 1e-9), name
            checked += 1
    assert checked > 1000 and opted_in > 0
