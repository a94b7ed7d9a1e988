"""How a comparison was measured, in sentences: the interleaved measurement (pairs, blocks, clock, cache,
wall time), the noise band's origin and the noise floor. The text and the HTML renderers of a
comparison both print these lines."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from inductor_probe.render._fmt import num
from inductor_probe.vocab import Verdict

if TYPE_CHECKING:
    from inductor_probe.analysis.compare import Comparison
    from inductor_probe.analysis.compare_rows import Interleaved, StepBand


def _step_words(step: StepBand, b: str, o: str) -> str:
    sp, lo, hi, v = step.speedup, step.speedup_lo, step.speedup_hi, step.verdict
    band = f"band {lo:.3f}-{hi:.3f}" if lo is not None and hi is not None else "no band (too few samples)"
    if v == Verdict.FASTER and sp:
        said = f"{o} is {sp:.3f}x faster than {b} per step ({band}, beyond noise)"
    elif v == Verdict.SLOWER and sp:
        more = 100.0 * (1.0 / sp - 1.0)
        said = f"{o} is slower than {b} per step: {sp:.3f}x, {more:.1f}% more time ({band}, beyond noise)"
    else:
        said = f"no difference beyond noise per step between {b} and {o}: {num(sp, '.3f')}x ({band})"
    how = (
        "measured interleaved in one process"
        if step.measured == "interleaved"
        else "each run's own unprofiled steps, made apart"
    )
    return f"answer: {said}; {step.base_ms:.3f} ms vs {step.other_ms:.3f} ms per step ({how})"


@dataclass
class _Moved:
    """A category or kernel in the answer: what it is, each side's time, its verdict."""

    what: str
    b: float | None
    o: float | None
    v: str | None

    def gain(self) -> float:
        return (self.b or 0.0) - (self.o or 0.0)

    def verdict(self, b: str, o: str) -> str:
        """The row's verdict, or where only one side has the row's time, which."""
        if self.v:
            return self.v
        if not self.b:
            return f"only in {o}"
        if not self.o:
            return f"only in {b}"
        return "no band"


def answer_lines(comp: Comparison) -> list[str]:
    """What the comparison answers, first: the step's speedup with its band and verdict, then where it comes
    from (kernel time, the graphs and categories that moved most, the kernels that moved most), then the
    comparison's own checks."""
    from inductor_probe.analysis.compare import overall

    b, o = comp.base_name, comp.other_name
    lines = []
    step = comp.meta.step
    if step and step.base_ms and step.other_ms:
        lines.append(_step_words(step, b, o))
    w = overall(comp)
    band = w.band()
    band_text = f"band {band[0]:.3f}-{band[1]:.3f}" if band is not None else "no band"
    lines.append(
        f"where it comes from: kernel time {w.base_ms:.3f} ms vs {w.other_ms:.3f} ms "
        f"({num(w.speedup, '.3f')}x, {band_text}: {w.verdict or '-'})"
    )
    cats = [
        _Moved(f"{r.category} in {r.graph}", r.base_time_ms, r.other_time_ms, r.verdict)
        for r in comp.category_rows()
    ]
    moved = sorted((c for c in cats if abs(c.gain()) > 0), key=lambda c: -abs(c.gain()))[:3]
    if moved:
        lines.append(
            "  by category: "
            + "; ".join(f"{c.what} {c.b:.3f} -> {c.o:.3f} ms ({c.verdict(b, o)})" for c in moved)
        )
    ks = [
        _Moved(r.base_kernel, r.base_time_us, r.other_time_us, r.verdict)
        for r in comp.kernel_rows()
        if r.verdict in (Verdict.FASTER, Verdict.SLOWER)
    ]
    top = sorted(ks, key=lambda c: -abs(c.gain()))[:3]
    if top:
        lines.append(
            "  by kernel (beyond noise): "
            + "; ".join(f"{k.what[:60]} {k.b:.1f} -> {k.o:.1f} µs ({k.v})" for k in top)
        )
    checks = comp.meta.checks
    if checks:
        lines += [f"warning: check failed: {c}" for c in checks]
    elif checks is not None:
        lines.append(
            "check: on each side every graph's total is the sum of its matched and unmatched kernels"
        )
    return lines


def measurement_lines(comp: Comparison) -> list[str]:
    """The sentences on how ``comp`` was measured and how far its same kernels moved."""
    b, o = comp.base_name, comp.other_name
    lines: list[str] = []
    meta = comp.meta
    il = meta.interleaved
    if il:
        clock = il.sm_clock_mhz
        clock_text = (
            "; SM clock "
            + (
                f"{clock.min:.0f}-{clock.max:.0f} MHz"
                if round(clock.min) != round(clock.max)
                else f"{clock.min:.0f} MHz throughout"
            )
            + (" (moved during the measurement)" if il.clock_moved else "")
            if clock
            else ""
        )
        slow = il.slowdown_reasons
        lines.append(
            f"measured interleaved in one process: {il.pairs} pairs of blocks of "
            f"{il.block_steps} steps "
            f"({il.order[:8]}...); noise band = 10th-90th percentile of the pairs' ratios"
            + (f", widened by the noise floor ({meta.drift_pct:.2f}%)" if meta.drift_pct else "")
            + clock_text
            + (f"; NVML slowdown: {', '.join(slow)}" if slow else "")
        )
        lines += _cache_lines(il)
        if il.wall_ms:
            wb, wo = il.wall_ms.base, il.wall_ms.other
            lines.append(
                f"step wall time (host and GPU, CUDA graphs and launches included): {wb:.3f} ms vs "
                f"{wo:.3f} ms per step ({num(il.wall_speedup, '.3f')}x); "
                "the tables below are kernel time"
            )
            lines += _standalone_lines(il)
    elif meta.bands == "unpaired":
        drift = meta.drift_pct
        lines.append(
            "noise band: from each run's per-call times"
            + (
                f", widened by {drift:.2f}% on each side (how far the same kernels moved between the runs)"
                if drift
                else " (runs made apart: drift between them is not in it)"
            )
        )
    if meta.not_interleaved:
        lines.append(f"not interleaved: {meta.not_interleaved}")
    floor = meta.noise_floor
    if floor and floor.shift:
        lines.append(
            f"the same code moved {floor.mean_move_pct:.1f}% ({floor.shift} on the {o} side, beyond "
            "the runs' own spread): the environment changed the times (see the differences above), "
            "not the code; the bands are not widened by it"
        )
    if floor and floor.mean_move_pct is not None:
        lines.append(
            f"noise floor: {floor.kernels} kernel(s) are the same code on both sides "
            f"({floor.time_share_pct:.0f}% of {b}'s time); they moved {floor.mean_move_pct:.2f}% on "
            f"average (time-weighted), {floor.max_move_pct:.2f}% at most"
        )
    return lines


def _cache_lines(il: Interleaved) -> list[str]:
    """Whether each side hit, in the interleaved child, its breakdown's cache; why not, if it missed."""
    lines: list[str] = []
    fresh = [
        side
        for side, c in (il.cache or {}).items()
        if any(k.endswith(("fxgraph_cache_miss", "autograd_cache_miss")) and v for k, v in c.items())
    ]
    why = il.cache_miss or {}
    for side in fresh:
        lines.append(
            f"note: {side} missed its cache in the interleaved child and compiled afresh"
            + (f" ({why[side]})" if why.get(side) else "")
            + "; its kernels there may differ from its breakdown"
        )
    if not fresh and il.cache:
        lines.append(
            "both sides hit their caches in the interleaved child: the kernels timed are their breakdowns'"
        )
    return lines


STANDALONE_PCT = 3.0  # an interleaved wall this far from its side's own breakdown's is said to differ


def _standalone_lines(il: Interleaved) -> list[str]:
    """Each side's interleaved wall against its own breakdown's, and why they may differ."""
    walls, alone = il.wall_ms, il.standalone_wall_ms
    if walls is None or alone is None:
        return []
    pairs = [
        (side, w, a)
        for side, w, a in (
            (walls.base_name, walls.base, alone.base),
            (walls.other_name, walls.other, alone.other),
        )
        if w and a
    ]
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
            if not il.walls_unprofiled
            else "the sides ran apart at another time (host load, clocks) or share the process here "
            "(caches, allocator); the interleaved walls are the like-for-like pair"
        )
        lines.append(f"note: {', '.join(far)} differs by more than {STANDALONE_PCT:g}%: {why}")
    return lines


def memory_lines(comp: Comparison) -> list[str]:
    """Each side's step memory and the change (``analysis/compare_memory.py``), text and HTML alike."""
    from inductor_probe.render.memory import size

    mem = comp.meta.memory
    if not mem:
        return []
    b, o = comp.base_name, comp.other_name
    base, other, delta = mem.sides.base, mem.sides.other, mem.delta_pct
    if base is None or other is None:
        missing = b if base is None else o
        return [f"memory: {missing} measured none (a CPU run, or a run before memory was measured)"]
    out = []
    for fig, what in (
        ("peak_in_use", "peak in use (allocated + CUDA-graph pools)"),
        ("peak_allocated", "peak allocated"),
        ("peak_reserved", "peak reserved"),
        ("cuda_graph_pool", "CUDA-graph pools"),
    ):
        x, y, d = getattr(base, fig), getattr(other, fig), getattr(delta, fig)
        if fig == "cuda_graph_pool" and not x and not y:
            continue
        change = f" ({d:+.1f}%)" if d is not None else ""
        out.append(f"memory, {what}: {b} {size(x)}, {o} {size(y)}{change}")
    if mem.pool_explains_pct is not None:
        out.append(
            f"memory: the CUDA-graph pools' difference is {mem.pool_explains_pct:.0f}% of the allocated "
            "peaks' difference (a CUDA-graph step keeps its activations in its pool, outside the allocated "
            "count)"
        )
    for side, figures in ((b, base), (o, other)):
        g = figures.growth_per_step
        if g is not None and g >= 1 << 20:
            out.append(f"memory: {side} grows {size(g)} per step (a leak)")
    return out
