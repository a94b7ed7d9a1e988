"""Theoretical occupancy of a kernel from its registers, warps and shared memory, and the SM's limits.

The arithmetic of NVIDIA's occupancy calculator (``cudaOccMaxActiveBlocksPerMultiprocessor`` in
cuda_occupancy.h, default carveout, no partitioned global caching)::

    warps/block   = ceil(threads / 32)
    by warps      = (max threads per SM / 32) // warps/block
    by blocks     = max blocks per SM
    regs/warp     = roundup(regs/thread x 32, 256)            # allocation unit: 256 registers a warp
    by registers  = ((regs per SM / 4) // regs/warp) x 4 // warps/block   # 4 register-file quadrants
    smem/block    = roundup(shared bytes + 1 KB driver reserve, 128)      # sm_80 and later
    by shared     = shared per SM // smem/block
    blocks/SM     = min of the four; occupancy = blocks/SM x warps/block / max warps per SM

Example, H100, 128 registers a thread, 4 warps: 4096 registers a warp, 4 warps a quadrant, 16 warps,
4 blocks, 25%. ``achieved_estimate`` adds the grid (what the profiler's "est. achieved occupancy %"
shows): a grid of fewer blocks than SMs x blocks/SM leaves warp slots empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from inductor_probe.analysis.devices import SMLimits

LIMITERS = ("registers", "shared memory", "warps", "blocks")

# Max resident blocks per SM by compute capability (CUDA C++ Programming Guide); the Chrome trace's
# deviceProperties do not carry it.
MAX_BLOCKS_PER_SM = {
    (7, 0): 32,
    (7, 5): 16,
    (8, 0): 32,
    (8, 6): 16,
    (8, 7): 16,
    (8, 9): 24,
    (9, 0): 32,
    (10, 0): 32,
    (12, 0): 32,
}


def _round_up(x: int, unit: int) -> int:
    return -(-x // unit) * unit


@dataclass(frozen=True)
class Occupancy:
    blocks_per_sm: int
    warps_per_block: int
    active_warps: int
    max_warps: int
    occupancy_pct: float  # active warps / max warps per SM
    limiter: str | None  # the first of LIMITERS that sets blocks_per_sm
    limiters: tuple[str, ...]  # all that tie
    block_limits: Mapping[str, int | None]  # blocks per SM each resource allows (None: no limit)
    registers_per_warp: int  # allocated
    shared_bytes_per_block: int  # allocated, the driver's reserve included
    reason: str | None = None  # why no block fits

    def to_dict(self) -> dict[str, Any]:
        return {
            "blocks_per_sm": self.blocks_per_sm,
            "warps_per_block": self.warps_per_block,
            "active_warps": self.active_warps,
            "max_warps": self.max_warps,
            "occupancy_pct": self.occupancy_pct,
            "limiter": self.limiter,
            "limiters": list(self.limiters),
            "block_limits": dict(self.block_limits),
            "registers_per_warp": self.registers_per_warp,
            "shared_bytes_per_block": self.shared_bytes_per_block,
            "reason": self.reason,
        }


def _register_limit(
    limits: SMLimits,
    registers_per_thread: int,
    threads_per_block: int,
    warps: int,
    regs_per_warp: int,
    block_limits: dict[str, int | None],
) -> tuple[str, str] | None:
    """Blocks per SM that the register file allows (into ``block_limits``), or why no block fits."""
    if registers_per_thread > limits.max_registers_per_thread:
        return ("registers", f"{registers_per_thread} registers a thread > {limits.max_registers_per_thread}")
    if regs_per_warp == 0:
        block_limits["registers"] = None
        return None
    assumed = regs_per_warp * _round_up(warps, limits.sub_partitions)
    if max(assumed, regs_per_warp * warps) > limits.max_registers_per_block:
        return (
            "registers",
            f"{registers_per_thread} registers x {threads_per_block} threads exceed "
            f"{limits.max_registers_per_block} registers a block",
        )
    per_quadrant = (limits.registers // limits.sub_partitions) // regs_per_warp
    block_limits["registers"] = per_quadrant * limits.sub_partitions // warps
    return None


def theoretical_occupancy(
    limits: SMLimits,
    *,
    registers_per_thread: int,
    num_warps: int | None = None,
    threads_per_block: int | None = None,
    shared_bytes: int = 0,
) -> Occupancy:
    """Blocks per SM and occupancy of a kernel; give ``num_warps`` (Triton) or ``threads_per_block``.

    ``shared_bytes``: static + dynamic shared memory of one block (Triton's ``shared``, the trace's
    "shared memory"). Blocks above 48 KB are taken to have opted in, as they must to launch.
    """
    if threads_per_block is None:
        if num_warps is None:
            raise ValueError("give num_warps or threads_per_block")
        threads_per_block = num_warps * limits.warp_size
    if threads_per_block <= 0 or registers_per_thread < 0 or shared_bytes < 0:
        raise ValueError(
            f"bad launch: {threads_per_block} threads, {registers_per_thread} registers, {shared_bytes} B"
        )
    warps = -(-threads_per_block // limits.warp_size)
    max_warps = limits.max_threads // limits.warp_size
    regs_per_warp = _round_up(registers_per_thread * limits.warp_size, limits.register_alloc_unit)
    smem = _round_up(shared_bytes + limits.reserved_shared_bytes_per_block, limits.shared_alloc_unit)
    block_limits: dict[str, int | None] = {}
    failed = _register_limit(
        limits, registers_per_thread, threads_per_block, warps, regs_per_warp, block_limits
    )
    # shared memory
    if smem > limits.shared_bytes_per_block + limits.reserved_shared_bytes_per_block:
        failed = failed or (
            "shared memory",
            f"{shared_bytes} B of shared memory > {limits.shared_bytes_per_block} B a block",
        )
    else:
        block_limits["shared memory"] = limits.shared_bytes // smem
    # warps, blocks
    if threads_per_block > limits.max_threads_per_block:
        failed = failed or ("warps", f"{threads_per_block} threads > {limits.max_threads_per_block} a block")
    else:
        block_limits["warps"] = max_warps // warps
    block_limits["blocks"] = limits.max_blocks

    if failed is not None:
        name, why = failed
        block_limits[name] = 0
        return Occupancy(0, warps, 0, max_warps, 0.0, name, (name,), block_limits, regs_per_warp, smem, why)
    blocks = min(v for v in block_limits.values() if v is not None)
    tied = tuple(n for n in LIMITERS if block_limits.get(n) == blocks)
    reason = None if blocks else f"no block fits: limited by {tied[0]}"
    return Occupancy(
        blocks,
        warps,
        blocks * warps,
        max_warps,
        100.0 * blocks * warps / max_warps,
        tied[0],
        tied,
        block_limits,
        regs_per_warp,
        smem,
        reason,
    )


def achieved_estimate(occ: Occupancy, grid_blocks: int, sm_count: int) -> float:
    """Occupancy (%) with the grid taken into account, as Kineto's "est. achieved occupancy %":
    min(blocks/SM, grid blocks / SMs) x warps/block / max warps."""
    if sm_count <= 0 or occ.max_warps <= 0:
        return 0.0
    blocks = min(float(occ.blocks_per_sm), grid_blocks / sm_count)
    return 100.0 * blocks * occ.warps_per_block / occ.max_warps


def limits_from_trace(props: Mapping[str, Any]) -> SMLimits | None:
    """SM limits from a Chrome trace's ``deviceProperties`` entry; None for an unknown capability."""
    cc = (int(props.get("computeMajor", 0)), int(props.get("computeMinor", 0)))
    max_blocks = MAX_BLOCKS_PER_SM.get(cc)
    if max_blocks is None:
        return None
    warp = int(props.get("warpSize", 32))
    threads = int(props["maxThreadsPerMultiprocessor"])
    return SMLimits(
        max_threads=threads,
        max_warps=threads // warp,
        max_blocks=max_blocks,
        registers=int(props["regsPerMultiprocessor"]),
        max_registers_per_thread=255,
        max_registers_per_block=int(props.get("regsPerBlock", props["regsPerMultiprocessor"])),
        shared_bytes=int(props["sharedMemPerMultiprocessor"]),
        shared_bytes_per_block=int(props.get("sharedMemPerBlockOptin", props.get("sharedMemPerBlock", 0))),
        reserved_shared_bytes_per_block=1024 if cc[0] >= 8 else 0,
        shared_alloc_unit=128 if cc[0] >= 8 else 256,
        warp_size=warp,
        max_threads_per_block=int(props.get("maxThreadsPerBlock", 1024)),
    )
