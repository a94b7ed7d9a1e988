"""The lean window's idle, named by the rich window (issue 57): the two windows are joined by launch order,
never by time.

The lean window (``_compat/lean.py``) sees the GPU's work, the runtime's launches and syncs and the tool's
ranges: when the GPU idled and for how long, a sync's wait, a graph's launch overhead. What the host was doing
between two launches (the ATen op, torch.compile's runtime, the user's Python and its line) only the rich
window says. A launch is known in both by its place: the thread that made it, its step (lean step ``s`` is
rich step ``s mod n``, the steps being alike) and its order among that thread's launches in the step, checked
by the name of the GPU work it made. So::

    lean host time before launch L (the part the GPU waited: [lo, hi) up to L)
        -> the rich host time before the same launch R, aligned at the launch: [R - (L - lo), R - (L - hi)),
           no earlier than R's previous launch on the thread; where L is inside a compiled graph's call that
           began in [lo, hi), its time before the call aligned at the call's start in both instead (the
           rich window's profiler stretches the call: aligned at the launch, a planted 3 ms sleep before it
           lost 0.5 ms to it, issue 57 call 61)
        -> what the rich window says of it there (analysis/idle.classify_host), shared in proportion
    a lean sync (the k-th of its thread in the step) -> the rich one's cause, op and line

The time is the lean window's throughout; the rich window only names it. A piece whose launch is not found
in the rich window (another count of launches there, another kernel) keeps the lean window's own name
(Python, without a line): ``Join.unjoined_us`` says how much.
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from typing import Any

from inductor_probe.analysis.idle import classify_host, is_library, sync_key, tool_sync
from inductor_probe.analysis.spans import Span, Thread, host_spans, without_eager_regions
from inductor_probe.analysis.trace import DEVICE_ACTIVITIES, LAUNCH_CATEGORIES, window_index

Key = tuple[Any, str | None, str | None]  # analysis/idle.Key


class _Launches:
    """One trace's launches that made GPU work inside its steps: per thread in time order, each with its
    step, its place among the thread's launches in that step, and the work's name; and per (step, thread)
    the synchronising calls in order."""

    def __init__(self, events: list[dict[str, Any]], wins: list[tuple[float, float]]):
        made = {
            (e.get("args") or {}).get("correlation"): str(e.get("name", ""))
            for e in events
            if e.get("cat") in DEVICE_ACTIVITIES
        }
        starts = [w[0] for w in wins]
        by_tid: dict[object, list[tuple[float, float, str, int]]] = defaultdict(list)
        for e in events:
            if e.get("cat") not in LAUNCH_CATEGORIES or e.get("ph") != "X":
                continue
            name = made.get((e.get("args") or {}).get("correlation"))
            ts = float(e["ts"])
            step = window_index(wins, starts, ts)
            if name is None or step is None:
                continue
            by_tid[e.get("tid")].append((ts, ts + float(e.get("dur", 0.0)), name, step))
        self.by_tid = {tid: sorted(v) for tid, v in by_tid.items()}
        self.ts = {tid: [x[0] for x in v] for tid, v in self.by_tid.items()}
        self.place: dict[tuple[int, object, int], int] = {}  # (step, tid, i-th in step) -> index in by_tid
        self.count: dict[tuple[int, object], int] = defaultdict(int)
        for tid, v in self.by_tid.items():
            for j, (_, _, _, step) in enumerate(v):
                self.place[(step, tid, self.count[(step, tid)])] = j
                self.count[(step, tid)] += 1
        self.starts, self.wins = starts, wins

    def find(self, tid: object, t: float) -> tuple[int, int, int] | None:
        """The launch at ``t`` on ``tid``: (index on its thread, step, place in the step)."""
        ts = self.ts.get(tid)
        if not ts:
            return None
        j = bisect.bisect_left(ts, t - 1e-3)
        if j >= len(ts) or abs(ts[j] - t) > 1e-3:
            return None
        step = self.by_tid[tid][j][3]
        first = self.place[(step, tid, 0)]
        return j, step, j - first

    def before(self, tid: object, j: int, step: int) -> float:
        """Where the host time before launch ``j`` begins: the previous launch's end on the thread, else the
        first step's start."""
        return self.by_tid[tid][j - 1][1] if j > 0 else self.wins[0][0]


class Join:
    """The lean window's launches and syncs, named by the rich window's (module docstring)."""

    def __init__(
        self,
        lean_events: list[dict[str, Any]],
        lean_wins: list[tuple[float, float]],
        rich_events: list[dict[str, Any]],
        rich_wins: list[tuple[float, float]],
        rich_hosts: dict[object, list[Span]] | None = None,
    ):
        self.lean, self.rich = _Launches(lean_events, lean_wins), _Launches(rich_events, rich_wins)
        hosts = without_eager_regions(host_spans(rich_events) if rich_hosts is None else rich_hosts)
        self.threads = {tid: Thread(spans) for tid, spans in hosts.items()}
        self.n = len(rich_wins)
        self.rich_wins = rich_wins
        lean_hosts = host_spans(lean_events)
        self.syncs_lean = _syncs(lean_hosts, lean_wins)
        self.lean_threads = {tid: Thread(spans) for tid, spans in lean_hosts.items()}
        self.rich_sync_at = {
            tid: {place: start for start, place in mine.items()}
            for tid, mine in _syncs(hosts, rich_wins).items()
        }
        tool = tool_sync(rich_events, hosts, rich_wins)
        self.rich_drain = tool.start if tool is not None else None
        self.joined_us = 0.0
        self.unjoined_us = 0.0

    def _rich_launch(self, tid: object, t: float) -> tuple[float, float, float] | None:
        """For the lean launch at ``t`` on ``tid``: (the lean host time's start before it, the rich launch's
        time, the rich host time's start before it); None where the rich window has no such launch."""
        got = self.lean.find(tid, t)
        if got is None or not self.n:
            return None
        j, step, k = got
        rstep = step % self.n
        r = self.rich.place.get((rstep, tid, k))
        if r is None or self.rich.by_tid[tid][r][2] != self.lean.by_tid[tid][j][2]:
            return None
        return self.lean.before(tid, j, step), self.rich.by_tid[tid][r][0], self.rich.before(tid, r, rstep)

    def host(self, tid: object, lo: float, hi: float, launch: float) -> list[tuple[Key, float]] | None:
        """What the rich window says of the lean host time [lo, hi) before the launch at ``launch`` on
        ``tid``: (key, share of hi - lo) pieces; None where it cannot say (the caller keeps the lean
        window's name)."""
        got = self._rich_launch(tid, launch)
        if got is None:
            self.unjoined_us += max(0.0, hi - lo)
            return None
        lean_call = _call_start(self.lean_threads.get(tid), launch)
        rich_call = _call_start(self.threads.get(tid), got[1])
        if lean_call is not None and rich_call is not None and lo < lean_call < hi:
            # the launch inside a compiled graph's call that began in [lo, hi): the time before the call
            # aligned at the call's start, in both (the rich window's call runs longer: its profiler)
            return self._named(tid, lo, lean_call, lean_call, rich_call, got[2])
        return self._named(tid, lo, hi, launch, got[1], got[2])

    def host_at_end(self, tid: object, lo: float, hi: float, end: float) -> list[tuple[Key, float]] | None:
        """As ``host``, for the lean host time [lo, hi) before the end of the last step (``end``: where the
        tool's own synchronisation began): the rich window's same step's end, and the host time before it
        since the thread's last launch."""
        if not self.n or not self.lean.wins:
            self.unjoined_us += max(0.0, hi - lo)
            return None
        rstep = (len(self.lean.wins) - 1) % self.n
        r = self.rich_wins[rstep][1]
        if rstep == self.n - 1 and self.rich_drain is not None:
            r = min(r, self.rich_drain)
        ts = self.rich.ts.get(tid, [])
        j = bisect.bisect_left(ts, r) - 1
        rich_from = self.rich.by_tid[tid][j][1] if j >= 0 else self.rich_wins[0][0]
        return self._named(tid, lo, hi, end, r, rich_from)

    def _named(
        self, tid: object, lo: float, hi: float, launch: float, r: float, rich_from: float
    ) -> list[tuple[Key, float]] | None:
        """The rich host time before ``r`` (since ``rich_from``) that matches the lean [lo, hi) before
        ``launch``, counted back from the launch in the user's time only: the tool's own work in the rich
        window (its step boundaries, the profiler's step, the allocator's counters: ``is_tools``), which the
        lean window did not carry, is stepped over."""
        thread = self.threads.get(tid)
        if thread is None or hi <= lo or r <= rich_from:
            self.unjoined_us += max(0.0, hi - lo)
            return None
        pieces = [(length, cov) for length, cov, _ in thread.cut(rich_from, r) if length > 0]
        near, far = launch - hi, launch - lo  # the lean time's offsets back from its launch
        got: dict[Key, float] = defaultdict(float)
        back = 0.0  # the user's rich time from r back to the piece's end
        for length, cov in reversed(pieces):
            if is_tools(cov):
                continue
            overlap = min(far, back + length) - max(near, back)
            if overlap > 0:
                got[classify_host(cov)] += overlap
            back += length
            if back >= far:
                break
        if not got and back > 0:  # the rich host time is shorter than the lean: its earliest piece
            first = next(((length, cov) for length, cov in pieces if not is_tools(cov)), None)
            if first is not None:
                got[classify_host(first[1])] += first[0]
        total = sum(got.values())
        if total <= 0:
            self.unjoined_us += hi - lo
            return None
        self.joined_us += hi - lo
        return [(k, x / total) for k, x in got.items()]

    def sync(self, tid: object, span: Span) -> Key | None:
        """The rich window's cause of the lean sync ``span`` on ``tid`` (the same place among its thread's
        syncs in the step); None where there is none."""

        place = self.syncs_lean.get(tid, {}).get(span.start)
        if place is None or not self.n:
            return None
        step, k = place
        match = self.rich_sync_at.get(tid, {}).get((step % self.n, k))
        if match is None:
            return None
        rspan = next((x for x in self.threads[tid].spans if x.kind == "sync" and x.start == match), None)
        return sync_key(self.threads, (tid, rspan)) if rspan is not None else None


def _call_start(thread: Thread | None, t: float) -> float | None:
    """The start of the compiled graph's call on ``thread`` that holds ``t`` (the innermost); None where none
    does."""
    starts = [s.start for s in thread.around(t) if s.kind == "graph"] if thread is not None else []
    return starts[-1] if starts else None


TOOL_CODE = re.compile(r"inductor_probe[/\\](?!_compat[/\\]graph_call)")  # its files, but the graph wrapper


def is_tools(covering: list[Span]) -> bool:
    """Is this host moment the tool's own work (a frame of the tool's inside the user's innermost frame: its
    step boundaries, marks, memory readings; the graph-call wrapper excepted, whose time is the call's)?"""
    frames = sorted((s for s in covering if s.kind == "frame"), key=lambda s: s.start)
    user = [i for i, s in enumerate(frames) if not is_library(s.name.partition("(")[0])]
    if not user:
        return False
    return any(TOOL_CODE.search(s.name) for s in frames[user[-1] + 1 :])


def _syncs(
    hosts: dict[object, list[Span]], wins: list[tuple[float, float]]
) -> dict[object, dict[float, Any]]:
    """Per thread: each sync's start -> (its step, its place among the thread's syncs in that step)."""
    starts = [w[0] for w in wins]
    out: dict[object, dict[float, Any]] = {}
    for tid, spans in hosts.items():
        seen: dict[int, int] = defaultdict(int)
        mine: dict[float, Any] = {}
        for s in spans:
            if s.kind != "sync":
                continue
            step = window_index(wins, starts, s.start)
            if step is None:
                continue
            mine[s.start] = (step, seen[step])
            seen[step] += 1
        out[tid] = mine
    return out
