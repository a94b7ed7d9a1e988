"""How a comparison was measured, in sentences: the interleaved measurement (pairs, blocks, clock, cache,
wall time), the noise band's origin and the noise floor. The text and the HTML renderers of a
comparison both print these lines."""

from __future__ import annotations

from typing import TYPE_CHECKING

from inductor_probe.render._fmt import num

if TYPE_CHECKING:
    from inductor_probe.analysis.compare import Comparison


def measurement_lines(comp: Comparison) -> list[str]:
    """The sentences on how ``comp`` was measured and how far its same kernels moved."""
    b, o = comp.base_name, comp.other_name
    lines: list[str] = []
    il = comp.meta.get("interleaved")
    if il:
        clock = il.get("sm_clock_mhz")
        clock_text = (
            "; SM clock "
            + (
                f"{clock['min']:.0f}-{clock['max']:.0f} MHz"
                if round(clock["min"]) != round(clock["max"])
                else f"{clock['min']:.0f} MHz throughout"
            )
            + (" (moved during the measurement)" if il.get("clock_moved") else "")
            if clock
            else ""
        )
        slow = il.get("slowdown_reasons")
        lines.append(
            f"measured interleaved in one process: {il['pairs']} pairs of blocks of "
            f"{il['block_steps']} steps "
            f"({il['order'][:8]}...); noise band = 10th-90th percentile of the pairs' ratios"
            + (
                f", widened by the noise floor ({comp.meta['drift_pct']:.2f}%)"
                if comp.meta.get("drift_pct")
                else ""
            )
            + clock_text
            + (f"; NVML slowdown: {', '.join(slow)}" if slow else "")
        )
        fresh = [
            side
            for side, c in (il.get("cache") or {}).items()
            if any(k.endswith(("fxgraph_cache_miss", "autograd_cache_miss")) and v for k, v in c.items())
        ]
        if fresh:
            lines.append(
                f"note: {', '.join(fresh)} missed its cache in the interleaved child and compiled afresh; "
                "its kernels there may differ from its breakdown"
            )
        if il.get("wall_ms"):
            wb, wo = il["wall_ms"].get(b), il["wall_ms"].get(o)
            lines.append(
                f"step wall time (host and GPU, CUDA graphs and launches included): {wb:.3f} ms vs "
                f"{wo:.3f} ms per step ({num(il.get('wall_speedup'), '.3f')}x); "
                "the tables below are kernel time"
            )
            lines += _standalone_lines(il, b, o)
    elif comp.meta.get("bands") == "unpaired":
        drift = comp.meta.get("drift_pct")
        lines.append(
            "noise band: from each run's per-call times"
            + (
                f", widened by {drift:.2f}% on each side (how far the same kernels moved between the runs)"
                if drift
                else " (runs made apart: drift between them is not in it)"
            )
        )
    if comp.meta.get("not_interleaved"):
        lines.append(f"not interleaved: {comp.meta['not_interleaved']}")
    floor = comp.meta.get("noise_floor")
    if floor and floor.get("mean_move_pct") is not None:
        lines.append(
            f"noise floor: {floor['kernels']} kernel(s) are the same code on both sides "
            f"({floor['time_share_pct']:.0f}% of {b}'s time); they moved {floor['mean_move_pct']:.2f}% on "
            f"average (time-weighted), {floor['max_move_pct']:.2f}% at most"
        )
    return lines


STANDALONE_PCT = 3.0  # an interleaved wall this far from its side's own breakdown's is said to differ


def _standalone_lines(il: dict, b: str, o: str) -> list[str]:
    """Each side's interleaved wall against its own breakdown's, and why they may differ."""
    alone = il.get("standalone_wall_ms") or {}
    pairs = [(side, il["wall_ms"].get(side), alone.get(side)) for side in (b, o)]
    pairs = [(side, w, a) for side, w, a in pairs if w and a]
    if not pairs:
        return []
    diffs = {side: 100.0 * (w - a) / a for side, w, a in pairs}
    said = "; ".join(f"{side} {a:.3f} ms ({diffs[side]:+.1f}%)" for side, w, a in pairs)
    lines = [f"each side's own breakdown (unprofiled, measured apart): {said}"]
    far = [side for side, d in diffs.items() if abs(d) > STANDALONE_PCT]
    if far:
        why = (
            "these walls were timed under the profiler (a run from an older inductor-probe), whose CPU cost "
            "stretches a host-bound side"
            if not il.get("walls_unprofiled")
            else "the sides ran apart at another time (host load, clocks) or share the process here "
            "(caches, allocator); the interleaved walls are the like-for-like pair"
        )
        lines.append(f"note: {', '.join(far)} differs by more than {STANDALONE_PCT:g}%: {why}")
    return lines


def memory_lines(comp: Comparison) -> list[str]:
    """Each side's step memory and the change (``analysis/compare_memory.py``), text and HTML alike."""
    from inductor_probe.render.memory import size

    mem = comp.meta.get("memory")
    if not mem:
        return []
    b, o = comp.base_name, comp.other_name
    sides, delta = mem.get("sides") or {}, mem.get("delta_pct") or {}
    if sides.get(b) is None or sides.get(o) is None:
        missing = b if sides.get(b) is None else o
        return [f"memory: {missing} measured none (a CPU run, or a run before memory was measured)"]
    out = []
    for fig, what in (
        ("peak_in_use", "peak in use (allocated + CUDA-graph pools)"),
        ("peak_allocated", "peak allocated"),
        ("peak_reserved", "peak reserved"),
        ("cuda_graph_pool", "CUDA-graph pools"),
    ):
        x, y, d = sides[b][fig], sides[o][fig], delta.get(fig)
        if fig == "cuda_graph_pool" and not x and not y:
            continue
        change = f" ({d:+.1f}%)" if d is not None else ""
        out.append(f"memory, {what}: {b} {size(x)}, {o} {size(y)}{change}")
    if mem.get("pool_explains_pct") is not None:
        out.append(
            f"memory: the CUDA-graph pools' difference is {mem['pool_explains_pct']:.0f}% of the allocated "
            "peaks' difference (a CUDA-graph step keeps its activations in its pool, outside the allocated "
            "count)"
        )
    for side in (b, o):
        g = sides[side].get("growth_per_step")
        if g is not None and g >= 1 << 20:
            out.append(f"memory: {side} grows {size(g)} per step (a leak)")
    return out
