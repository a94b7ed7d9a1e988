"""The step's memory from what the model child measured (``collect/memory.py``): pure functions.

``memory_view``: medians of the per-step counters, growth per step, the CUDA-graph pools, each graph's
figures per call (``GraphMemory``), and from the allocator's history (the reduced snapshot):

    replay       allocated over the window = allocated at its end - the history's net; an alloc adds its
                 size, a free_requested takes it away (the allocator's counter moves then), a
                 free_completed only where no request came first
    peak         the most allocated within the window's first step; the blocks live then, by the user's line
    line         a block's innermost kept frame: in a compiled module, the kernel or library call its
                 buffer is made for (the buffer's ``empty_strided`` line, then the first launch that takes
                 it) and that kernel's user lines (provenance); elsewhere the user's own line
    growth       blocks the first step allocated that were still allocated at the window's end
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any

from inductor_probe.run.artifacts import KernelInfo, SourceLine
from inductor_probe.run.memory import (
    Allocated,
    CallSpan,
    EagerMemory,
    EagerSteps,
    GraphMemory,
    GrowthSource,
    Holder,
    MemoryRecord,
    MemoryView,
)

NO_FRAME = "no Python frame (autograd engine or C++: gradients and the like)"
TOP = 10
TIMELINE_POINTS = 600
CLOCK_SLACK_US = 2e6
SNAPSHOT_TOLERANCE_PCT = 2.0


@dataclass(frozen=True)
class GraphCode:
    """What a compiled graph's allocations are read against: its module's text and its kernels (their user
    lines; the library calls in the module's order, with the FX nodes each computes)."""

    label: str
    kind: str  # forward / backward / inference
    text: str = ""
    kernels: tuple[KernelInfo, ...] = ()
    extern_calls: tuple[KernelInfo, ...] = ()

    def kernel_lines(self, name: str) -> list[SourceLine] | None:
        found = next((k for k in self.kernels if k.name == name), None)
        return list(found.source_lines) if found is not None and found.source_lines else None


def where(lines: list[SourceLine] | None) -> str | None:
    """``file.py:LINE code`` of the innermost user line."""
    return lines[0].text().strip() if lines else None


_BUF = re.compile(r"^\s*(\w+) = empty_strided\w*\(")
_LAUNCH = re.compile(
    r"^\s*(?:(?P<kernel>\w+)\.run\("
    r"|(?:\w+ = )?(?P<extern>extern_kernels\.\w+|torch\.ops\.\w+\.\w+(?:\.\w+)?)\()"
)


def line_owners(code: GraphCode) -> dict[int, str]:
    """``{line of the module: what an allocation there is for}``: a buffer's ``empty_strided`` line -> the
    first launch that takes the buffer; a library call's own line -> that call (it allocates its result)."""
    pending: dict[str, int] = {}
    owners: dict[int, str] = {}
    ext = 0
    for n, line in enumerate(code.text.splitlines(), 1):
        m = _BUF.match(line)
        if m:
            pending[m.group(1)] = n
            continue
        m = _LAUNCH.match(line)
        if m is None:
            continue
        if m.group("kernel"):
            name = m.group("kernel")
            what = where(code.kernel_lines(name)) or name
        else:
            call = code.extern_calls[ext] if ext < len(code.extern_calls) else None
            lines = list(call.source_lines) if call is not None else None
            nodes = list(call.source_nodes) if call is not None else None
            ext += 1
            what = where(lines) or m.group("extern") + (f" (FX nodes: {', '.join(nodes)})" if nodes else "")
            owners[n] = what
        for buf in set(re.findall(r"\b(\w+)\b", line)) & pending.keys():
            owners[pending.pop(buf)] = what
    return owners


class Attributor:
    """A block's frames -> (the user's line, the graph), the modules' owners read once each."""

    def __init__(self, codes: dict[str, GraphCode]):
        self.codes = codes
        self.owners: dict[str, dict[int, str]] = {}

    def __call__(self, frames: list[list[Any]]) -> tuple[str, str | None]:
        for f in frames:
            file, line = str(f[0]), int(f[1])
            code = f[3] if len(f) > 3 else ""
            stem = PurePath(file).stem
            g = self.codes.get(stem) if file.endswith(".py") else None
            if g is not None:
                owners = self.owners.setdefault(stem, line_owners(g))
                return owners.get(line) or f"{g.label} line {line}: {code}".strip(), g.label
            return f"{PurePath(file).name}:{line} {code}".strip(), None
        return NO_FRAME, None


def clock_offset(reduced: dict[str, Any], window: list[float]) -> float | None:
    """What to take from the history's times to put them on the window's clock (the allocator's clock is
    the monotonic one on Linux, the epoch elsewhere); None where neither fits."""
    events = reduced.get("events") or []
    if not events or not window:
        return None
    lo, hi, t = window[0] - CLOCK_SLACK_US, window[-1] + CLOCK_SLACK_US, float(events[0][3])
    if lo <= t <= hi:
        return 0.0
    off = reduced.get("epoch_offset_us")
    if off is not None and lo <= t - off <= hi:
        return float(off)
    return None


Live = dict[int, tuple[int, int, float]]  # address -> (bytes, frames index, time)


def replay(events: list[list[Any]]) -> Iterator[tuple[int, int, Live]]:
    """Yield ``(index, net bytes allocated since the history began, live blocks)`` after each event; the
    live blocks ``{address: (bytes, frames index, time)}`` are one dict, updated in place."""
    live: Live = {}
    requested: set[int] = set()
    level = 0
    for i, (action, addr, size, t, fx) in enumerate(events):
        if action == "alloc":
            level += size
            live[addr] = (size, fx, t)
        elif action == "free_requested":
            level -= size
            requested.add(addr)
            live.pop(addr, None)
        elif addr in requested:
            requested.discard(addr)
        else:  # free_completed with no request recorded
            level -= size
            live.pop(addr, None)
        yield i, level, live


def survivors(reduced: dict[str, Any], window: list[float]) -> dict[int, int]:
    """``{address: bytes}`` of the blocks the window's first step allocated, still allocated at its end."""
    off = clock_offset(reduced, window)
    if off is None or len(window) < 3:
        return {}
    live = _last_live(reduced)
    return {a: s for a, (s, _, t) in live.items() if window[0] <= t - off <= window[1]}


def _peak_of_step(
    reduced: dict[str, Any], window: list[float], off: float | None
) -> tuple[int | None, Live, list[list[float]], float | None]:
    """(peak level, live blocks at the peak, timeline points, the step's first event time)."""
    events = reduced.get("events") or []
    lo, hi = (window[0], window[1]) if off is not None and len(window) >= 2 else (float("-inf"), float("inf"))
    off = off or 0.0
    peak: int | None = None
    start: float | None = None
    peak_at, points = -1, []
    for i, level, _ in replay(events):
        t = events[i][3] - off
        if t < lo:
            continue
        if t > hi:
            break
        start = t if start is None else start
        points.append([(t - start) / 1e3, level])
        if peak is None or level > peak:
            peak, peak_at = level, i
    at_peak: Live = {}
    for i, _, live in replay(events):
        if i == peak_at:
            at_peak = dict(live)
            break
    return peak, at_peak, points, start


def _downsample(points: list[list[Any]], n: int = TIMELINE_POINTS) -> list[list[float]]:
    """At most ``n`` points, keeping each bucket's highest (a peak is never smoothed away)."""
    if len(points) <= n:
        return points
    span = points[-1][0] - points[0][0] or 1.0
    buckets: dict[int, list[Any]] = {}
    for p in points:
        b = min(n - 1, int((p[0] - points[0][0]) / span * n))
        if b not in buckets or p[1] > buckets[b][1]:
            buckets[b] = p
    return [buckets[b] for b in sorted(buckets)]


def _grouped(blocks: dict[int, tuple[Any, ...]], frames: list[Any], attribute: Attributor) -> list[Allocated]:
    rows: dict[tuple[str, str | None], Allocated] = {}
    for size, fx, _t in blocks.values():
        source, graph = attribute(frames[fx] if 0 <= fx < len(frames) else [])
        r = rows.setdefault((source, graph), Allocated(0, source, graph, 0))
        r.bytes += size
        r.blocks += 1
    return sorted(rows.values(), key=lambda r: -r.bytes)


def history_figures(
    v: MemoryView, rec: MemoryRecord, reduced: dict[str, Any], codes: dict[str, GraphCode]
) -> None:
    """The peak's allocations by line, the timeline with the graphs' calls on it, and what the step leaves."""
    off = clock_offset(reduced, rec.window)
    if off is None:
        v.checks.append(
            "the allocator's history could not be put on the steps' clock: one window, no growth lines"
        )
    peak, at_peak, points, start = _peak_of_step(reduced, rec.window, off)
    if peak is None:
        return
    attribute = Attributor(codes)
    frames = reduced.get("frames") or []
    base = int(reduced.get("allocated_at_end", 0)) - _net(reduced)
    v.snapshot_peak_bytes = base + peak
    in_step = {a: b for a, b in at_peak.items() if off is None or b[2] - off >= rec.window[0]}
    v.before_step_bytes = v.snapshot_peak_bytes - sum(b[0] for b in in_step.values())
    v.top = _grouped(in_step, frames, attribute)[:TOP]
    v.timeline = [[round(t, 4), base + lv] for t, lv in _downsample(points)]
    if off is not None and start is not None and len(rec.window) >= 2:
        labels = {k: c.label for k, c in codes.items()}
        v.timeline_graphs = [
            CallSpan(
                labels.get(c.key, c.key), round((c.t0_us - start) / 1e3, 4), round((c.t1_us - start) / 1e3, 4)
            )
            for c in rec.calls
            if c.t0_us is not None and c.t1_us is not None and rec.window[0] <= c.t0_us <= rec.window[1]
        ]
    alive = survivors(reduced, rec.window)
    if alive:
        live = {a: (s, fx, t) for a, (s, fx, t) in _last_live(reduced).items() if a in alive}
        v.growth_sources = _growth_rows(_grouped_by_addr(live, frames, attribute), rec.kept_by)
    if rec.kept_by:
        v.growth_kept_by = holder_text(max(rec.kept_by, key=lambda h: h.bytes))


def _net(reduced: dict[str, Any]) -> int:
    net = 0
    for _, level, _ in replay(reduced.get("events") or []):
        net = level
    return net


def _last_live(reduced: dict[str, Any]) -> Live:
    """The blocks still allocated after the history's last event."""
    last: Live = {}
    for _, _, live in replay(reduced.get("events") or []):
        last = live
    return dict(last)


def _grouped_by_addr(live: Live, frames: list[Any], attribute: Attributor) -> list[dict[str, Any]]:
    rows: dict[tuple[str, str | None], dict[str, Any]] = {}
    for addr, (size, fx, _t) in live.items():
        source, graph = attribute(frames[fx] if 0 <= fx < len(frames) else [])
        r = rows.setdefault((source, graph), {"bytes": 0, "source": source, "graph": graph, "addrs": set()})
        r["bytes"] += size
        r["addrs"].add(addr)
    return sorted(rows.values(), key=lambda r: -r["bytes"])


def holder_text(h: Holder) -> str:
    line = f" ({PurePath(str(h.file)).name}:{h.line} {h.code or ''})" if h.line else ""
    return f"{h.holder}{line}".strip()


def _growth_rows(rows: list[dict[str, Any]], kept_by: list[Holder]) -> list[GrowthSource]:
    out = []
    for r in rows[:TOP]:
        held = [h for h in kept_by if set(h.addrs) & r["addrs"]]
        out.append(GrowthSource(r["bytes"], r["source"], r["graph"], holder_text(held[0]) if held else None))
    return out


def _median(xs: list[Any]) -> int | None:
    return int(statistics.median(xs)) if xs else None


def graph_memory(rec: MemoryRecord, codes: dict[str, GraphCode]) -> dict[str, GraphMemory]:
    """Each graph's figures per call, by label (medians over its calls); a forward graph's bytes saved for
    backward: its new outputs a backward graph of the same step took in (per step, the median)."""
    out: dict[str, GraphMemory] = {}
    kinds = {k: c.kind for k, c in codes.items()}
    for key in dict.fromkeys(c.key for c in rec.calls):
        calls = [c for c in rec.calls if c.key == key]
        label = codes[key].label if key in codes else key
        gm = GraphMemory(
            calls=len(calls),
            entry_bytes=_median([c.entry for c in calls]) or 0,
            peak_bytes=_median([c.peak for c in calls]) or 0,
            peak_delta_bytes=_median([c.peak - c.entry for c in calls]) or 0,
            left_alive_bytes=_median([c.exit - c.entry for c in calls]) or 0,
        )
        if kinds.get(key) == "forward":
            per_step: dict[int, int] = {}
            for h in rec.handoffs:
                if h.producer == key and kinds.get(h.consumer) == "backward":
                    per_step[h.step] = per_step.get(h.step, 0) + h.bytes
            steps = {c.step for c in calls}
            gm.saved_for_backward_bytes = _median([per_step.get(s, 0) for s in steps])
        out[label] = gm
    return out


def growth(rec: MemoryRecord) -> tuple[float | None, int | None]:
    """Bytes per step that stay allocated: over the wall's blocks where marked, else the measured steps."""
    if len(rec.marks) >= 2 and rec.marks[-1][0] > rec.marks[0][0]:
        (s0, a0), (s1, a1) = rec.marks[0], rec.marks[-1]
        return (a1 - a0) / (s1 - s0), s1 - s0
    if len(rec.steps) >= 2:
        return (rec.steps[-1].end - rec.steps[0].end) / (len(rec.steps) - 1), len(rec.steps) - 1
    return None, None


def eager_figures(eager: EagerSteps | None) -> EagerMemory | None:
    if eager is None or not eager.steps:
        return None
    rows = eager.steps
    return EagerMemory(
        peak_allocated_bytes=_median([r.peak_allocated for r in rows]),
        peak_reserved_bytes=_median([r.peak_reserved for r in rows]),
        start_bytes=_median([r.start for r in rows]),
        wall_ms=eager.wall_ms,
    )


def memory_view(
    rec: MemoryRecord, reduced: dict[str, Any] | None, codes: dict[str, GraphCode]
) -> tuple[MemoryView, dict[str, GraphMemory]]:
    """The step's ``MemoryView`` and each graph's ``GraphMemory`` (by label); see the module doc."""
    v = MemoryView(device=rec.device, note=rec.note, steps=len(rec.steps))
    rows = rec.steps
    if rows:
        v.start_bytes = _median([r.start for r in rows])
        v.peak_allocated_bytes = _median([r.peak_allocated for r in rows])
        v.peak_allocated_max_bytes = max(r.peak_allocated for r in rows)
        v.peak_allocated_min_bytes = min(r.peak_allocated for r in rows)
        v.peak_reserved_bytes = _median([r.peak_reserved for r in rows])
        v.end_bytes = _median([r.end for r in rows])
    v.growth_bytes_per_step, v.growth_steps = growth(rec)
    v.cuda_graph_pool_bytes = rec.pool_bytes
    v.measure_s = rec.measure_s
    v.output_kept = rec.output_kept
    v.eager = eager_figures(rec.eager)
    if reduced is not None:
        history_figures(v, rec, reduced, codes)
    v.checks += memory_checks(v)
    return v, graph_memory(rec, codes)


def memory_checks(v: MemoryView) -> list[str]:
    """The figures' own invariants; each failure is a line the report prints."""
    out = []
    if v.peak_allocated_bytes is not None and v.peak_reserved_bytes is not None:
        if v.peak_allocated_bytes > v.peak_reserved_bytes:
            out.append("peak allocated above peak reserved")
    if v.start_bytes is not None and v.peak_allocated_max_bytes is not None:
        if v.start_bytes > v.peak_allocated_max_bytes:
            out.append("allocated at the step's start above the step's peak")
    lo, hi = v.peak_allocated_min_bytes, v.peak_allocated_max_bytes
    if v.snapshot_peak_bytes is not None and lo and hi:
        tol = SNAPSHOT_TOLERANCE_PCT / 100.0
        if not lo * (1 - tol) <= v.snapshot_peak_bytes <= hi * (1 + tol):
            out.append(
                f"the history's peak ({v.snapshot_peak_bytes} B) is outside the measured steps' peaks "
                f"({lo}-{hi} B): a step unlike the measured ones, or a history cut short"
            )
    return out
