"""Memory side by side (``compare`` and ``diff``): each side's step memory, the change, and where a
CUDA-graph mode's lower allocated peak went (its graph pools).

The gate (``diff --fail-above-mem PCT``) reads the peak in use: the allocated peak plus the CUDA-graph
pools, which hold a CUDA-graph step's activations outside the allocator's allocated count (so a mode change
is not taken for a saving or a regression).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from inductor_probe.analysis.compare_rows import MemoryComparison, MemoryDelta, SideMemory
from inductor_probe.run.record import Sides

if TYPE_CHECKING:
    from inductor_probe.run.manifest import Manifest

FIGURES = ("peak_in_use", "peak_allocated", "peak_reserved", "cuda_graph_pool", "start", "growth_per_step")
GATED = "peak_in_use"


def side_memory(m: Manifest) -> SideMemory | None:
    """One side's figures (bytes), None where its run measured no memory."""
    v = m.step.memory if m.step is not None else None
    if v is None or v.peak_allocated_bytes is None:
        return None
    pools = v.cuda_graph_pool_bytes or 0
    return SideMemory(
        peak_in_use=v.peak_allocated_bytes + pools,
        peak_allocated=v.peak_allocated_bytes,
        peak_reserved=v.peak_reserved_bytes,
        cuda_graph_pool=pools,
        start=v.start_bytes,
        growth_per_step=v.growth_bytes_per_step,
    )


def _pct(a: float | None, b: float | None) -> float | None:
    return 100.0 * (b - a) / a if a and b is not None else None


def memory_comparison(base: Manifest, other: Manifest, names: tuple[str, str]) -> MemoryComparison | None:
    """Each side's figures, each figure's change (percent) and ``pool_explains_pct``; None where neither side
    measured memory. ``pool_explains_pct``: where the sides' CUDA-graph pools differ, the pool difference as
    a share of the allocated peaks' difference (100: the pools account for all of it)."""
    a, b = side_memory(base), side_memory(other)
    if a is None and b is None:
        return None
    out = MemoryComparison(Sides(names[0], names[1], a, b))
    if a is not None and b is not None:
        out.delta_pct = MemoryDelta(**{f: _pct(getattr(a, f), getattr(b, f)) for f in MemoryDelta.known()})
        d_alloc = a.peak_allocated - b.peak_allocated
        d_pool = b.cuda_graph_pool - a.cuda_graph_pool
        if d_pool and d_alloc:
            out.pool_explains_pct = 100.0 * d_pool / d_alloc
    return out


def memory_above(mem: MemoryComparison | None, pct: float) -> list[str]:
    """Where the other side's peak in use grew more than ``pct`` percent (empty where not, or unmeasured)."""
    if mem is None or mem.sides.base is None or mem.sides.other is None:
        return []
    a, b = mem.sides.base.peak_in_use, mem.sides.other.peak_in_use
    if not a:  # a base that used none: any use is growth past every percentage (0 is not missing)
        return [f"peak memory in use (allocated + CUDA-graph pools): 0 B -> {b} B"] if b else []
    change = _pct(a, b)
    if change is not None and change > pct:
        return [f"peak memory in use (allocated + CUDA-graph pools) {change:+.1f}%: {a} B -> {b} B"]
    return []
