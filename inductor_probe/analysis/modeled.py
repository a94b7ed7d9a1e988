"""The lean window's kernels, placed on its launches (issue 57): where the lean window recorded its kernels in
its warm-up step only and the runtime's calls throughout (``_compat/cupti.py``: kernel records are most of its
cost on a launch-bound loop), each launch of its steps gets the kernels the same launch made in the warm-up
step (the source; ``model`` takes any window's, a rich window's as well), joined by launch order, never by
time. The warm-up step runs right before the steps, under the same profiler (a rich window's kernels, placed
the same way, gave busy within 1-4% of the lean window's recorded on three H200 loops, but ``--profile lean``
has no rich window).

A launch is known in both by its place (``analysis/lean.py``): its thread, its step (step ``s`` of the steps
is step ``s mod n`` of the source's ``n``) and its order among the thread's calls in the step of a name that
made GPU work in the source (one that made none there keeps its place, with nothing to place), checked by the
call's name. A kernel's time on the GPU does not depend on how fast the host
launched it; when it began does, and that is the lean window's: on its stream, a kernel begins at its launch
plus the launch latency, or when the kernel before it on the stream ends and the queue's gap has passed, the
later (one stream in order, as CUDA runs it); a launch that made several (a CUDA graph's) keeps their
offsets. Both are the source's own: the latency its lower quartile where the stream was idle at the launch,
the gap its median between queued kernels. What the lean window recorded itself (copies and memsets; the
warm-up step's kernels) stays as recorded and holds its stream; a launch whose copy or memset it recorded and
that made kernels too (a CUDA graph's replay) gets them at the source's offsets from the same copy or memset.

The GPU may still run work launched before the window (a GPU-bound loop's host runs ahead): that backlog is
found from the first synchronising call that waited (the tool's own drain at the latest), which returns when
the GPU's work before it is done: the placing is done again with the backlog grown by what the modeled work
ended short of that return, until it ends there. A sync that began after the modeled work ended and returned
within a sync's own cost (``IDLE_SYNC_US``) found the GPU idle: it says nothing of a backlog.

The check: each synchronising call returns once the GPU's work before it is done, so a modeled kernel should
end before the sync after it returns; ``KernelModel.late_us`` is how far the modeled work ran past them
(summed; a model that runs late makes idle look shorter). Waits between streams (events) are not modeled.

An anchored step's synchronising call (``analysis/anchored.py``: the source step's, moved onto the step's own
readings) did not wait as long as its source did: it returns ``SYNC_RETURN_US`` after the modeled work before
it ends (as long after it began, where that work had ended before: a sync on an idle GPU), and the anchored
calls after it up to the step's next reading move with its end (its wait longer, what follows later, as the
host ran it). That reading (``anchored.RETURNS_BY``: the next graph call's, the step's end) was taken after it
returned: the modeled work past it is late. Those calls are the anchoring's own copies: their times are set
in place once the placing is done.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from typing import Any

from inductor_probe.analysis.anchored import ANCHORED, EDGE_US, RETURNS_BY, source_step
from inductor_probe.analysis.spans import is_sync
from inductor_probe.analysis.trace import DEVICE_ACTIVITIES, LAUNCH_CATEGORIES, window_index
from inductor_probe.run.windows import KernelModel

LATENCY_US = KernelModel().latency_us  # where the source shows too few launches onto an idle stream
WAITED_US = 20.0  # a synchronising call this long waited for the GPU (one that finds it idle returns sooner)
# ... where the modeled work had ended before it began: longer than a sync's own cost on an idle GPU (the
# tool's drain's cudaDeviceSynchronize, 30-45 µs on an H200); shorter, it says nothing of a backlog (taken
# as one, a host-bound step's drain pushed the whole window's work 21-45 ms late, issue 57 call 61)
IDLE_SYNC_US = 100.0
# a synchronising call's return after the GPU's work it waited for ends: 4.7 µs on an H200 (issue 57 call 69,
# the .item() loop's recorded step: its cudaStreamSynchronize's end less its last kernel's)
SYNC_RETURN_US = 5.0
FIT_SLACK_US = 1.0  # a piece of work within the queue's gap and this of the one before it: one unbroken run
BACKLOG_PASSES = 8
BACKLOG_TOLERANCE_US = 2.0
MIN_IDLE_LAUNCHES = 5  # ... (a GPU-bound step launches onto a busy stream: its latency hardly matters)


def warmup(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> tuple[float, float] | None:
    """The source step's range (the warm-up step's, or the recording step's after the steps:
    ``anchored.source_step``), where the lean window recorded its kernels there and not in its steps (its
    calls alone): the source of the steps' kernels; None where the steps' kernels were recorded."""
    if not wins:
        return None
    kernels = {(e.get("args") or {}).get("correlation") for e in events if e.get("cat") == "kernel"}
    begin, inside = wins[0][0], False
    lo, hi = source_step(events, begin)
    after = lo > float("-inf")  # its recording step after the steps (``RECORD_RANGE``)
    first = None
    for e in events:
        if e.get("cat") not in LAUNCH_CATEGORIES or e.get("ph") != "X":
            continue
        ts = float(e["ts"])
        if after and lo <= ts < hi:
            first = lo
        elif ts < begin and not after:
            first = ts if first is None else min(first, ts)
        elif (e.get("args") or {}).get("correlation") in kernels:
            return None  # a step's launch whose kernel was recorded
        else:
            inside = True
    if not inside or first is None or not kernels - {None}:
        return None
    return (lo, hi) if after else (first, begin)


def _by_correlation(events: list[dict[str, Any]]) -> dict[Any, list[dict[str, Any]]]:
    made: dict[Any, list[dict[str, Any]]] = defaultdict(list)
    for e in events:
        if e.get("cat") in DEVICE_ACTIVITIES and e.get("ph") == "X":
            made[(e.get("args") or {}).get("correlation")].append(e)
    for v in made.values():
        v.sort(key=lambda e: float(e["ts"]))
    return made


def _calls(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> list[tuple[int, dict[str, Any]]]:
    """The runtime's and driver's calls inside the steps, by start, each with its step; those before the first
    step (the window's warm-up step, whose GPU work may still run when step 1 begins) as step -1."""
    starts = [w[0] for w in wins]
    out = []
    for e in events:
        if e.get("cat") in LAUNCH_CATEGORIES and e.get("ph") == "X":
            ts = float(e["ts"])
            step = -1 if ts < starts[0] else window_index(wins, starts, ts)
            if step is not None:
                out.append((step, e))
    return sorted(out, key=lambda x: float(x[1]["ts"]))


def _corr(e: dict[str, Any]) -> Any:
    return (e.get("args") or {}).get("correlation")


def _latency(
    calls: list[tuple[int, dict[str, Any]]], made: dict[Any, list[dict[str, Any]]]
) -> tuple[float, float]:
    """The rich window's launch latency (a kernel's start less its launch's, where its stream was idle at the
    launch: the lower quartile, as a kernel that began later waited on something the model does not see) and
    its gap between queued kernels (a kernel's start less the end of the one before it on its stream, where it
    was launched before that one ended: the median), µs."""
    free: dict[Any, float] = {}
    idle, queued = [], []
    firsts = sorted(
        ((float(work[0]["ts"]), float(c["ts"]), work) for _, c in calls if (work := made.get(_corr(c)))),
        key=lambda x: x[0],
    )
    for start, launched, work in firsts:
        stream = work[0].get("tid")
        before = free.get(stream, float("-inf"))
        if before < launched and start >= launched:
            idle.append(start - launched)
        elif before >= launched and start >= before:
            queued.append(start - before)
        free[stream] = max(before, *(float(w["ts"]) + float(w["dur"]) for w in work))
    latency = statistics.quantiles(idle, n=4)[0] if len(idle) >= MIN_IDLE_LAUNCHES else LATENCY_US
    return latency, statistics.median(queued) if queued else 0.0


def _rich_places(
    rich_events: list[dict[str, Any]], rich_wins: list[tuple[float, float]]
) -> dict[tuple[int, Any, int], tuple[str, list[dict[str, Any]]]]:
    """The source window's launches by (step, thread, place): the call's name, its work. A place is counted
    over every call of a name that made GPU work somewhere in it, as ``_place`` counts the steps' calls (which
    cannot tell whether one made any): a call of such a name that made none there (a memset CUPTI recorded no
    work of, 7 of ResNet-50 training's 51 a step on an H200, issue 59 call 87) keeps its place with no work,
    where leaving it out moved every later launch of its thread one place off (229 of 728 unmatched)."""
    made = _by_correlation(rich_events)
    calls = _calls(rich_events, rich_wins)
    working = {str(c.get("name")) for _, c in calls if made.get(_corr(c))}
    at: dict[tuple[int, Any, int], tuple[str, list[dict[str, Any]]]] = {}
    seen: dict[tuple[int, Any], int] = defaultdict(int)
    for rstep, c in calls:
        name = str(c.get("name"))
        if name not in working:
            continue
        key = (rstep, c.get("tid"))
        at[(rstep, c.get("tid"), seen[key])] = (name, made.get(_corr(c)) or [])
        seen[key] += 1
    return at


class _Placing:
    """One pass over the lean window's calls (``model``), the GPU's work before the window ``backlog_us``
    long; ``first_wait``: at the first synchronising call that waited, (its return, the modeled work's end
    then)."""

    def __init__(self, out: KernelModel, rich_at: dict[tuple[int, Any, int], Any], n: int, backlog_us: float):
        self.out, self.rich_at, self.n, self.backlog_us = out, rich_at, n, backlog_us
        self.working = {name for name, work in rich_at.values() if work}
        self.free: dict[Any, float] = {}
        self.origin: float | None = None
        self.first_wait: tuple[float, float] | None = None
        self.events: list[dict[str, Any]] = []  # the placed kernels, as trace events
        self.retimed: dict[int, tuple[float, float]] = {}  # an anchored call's new (start, duration), by id
        self.pushed: tuple[Any, float, float] | None = None  # after a re-ended sync: (thread, until, by µs)

    def _free(self, stream: Any) -> float:
        return self.free.get(stream, (self.origin or 0.0) + self.backlog_us)

    def sync(self, ts: float, dur: float) -> None:
        done = ts + dur
        end = max(self.free.values(), default=float("-inf"))
        waited = dur >= WAITED_US and (end > ts or dur >= IDLE_SYNC_US)
        if self.first_wait is None and waited:
            self.first_wait = (done, end)
        self.out.late_us += sum(max(0.0, f - done) for f in self.free.values())
        self.free = {s: min(f, done) for s, f in self.free.items()}

    def at(self, c: dict[str, Any]) -> float:
        """A call's start: an anchored call after a re-ended sync moved with its end (``resync``)."""
        ts = float(c["ts"])
        if self.pushed is None or not (c.get("args") or {}).get(ANCHORED):
            return ts
        tid, until, by = self.pushed
        if c.get("tid") != tid or ts >= until:
            return ts
        moved = min(max(ts + by, self.origin or ts), until - EDGE_US)
        self.retimed[id(c)] = (moved, min(float(c.get("dur", 0.0)), max(until - EDGE_US - moved, 0.0)))
        return moved

    def resync(self, c: dict[str, Any], ts: float) -> None:
        """An anchored synchronising call starting at ``ts``: it ends ``SYNC_RETURN_US`` after the modeled
        work (after its own cost where that had ended), by the step's next reading at the latest; the modeled
        work past that reading is late."""
        dur, until = float(c.get("dur", 0.0)), float(c["args"][RETURNS_BY])
        end = max(self.free.values(), default=float("-inf"))
        own = min(dur, SYNC_RETURN_US)  # its source's, where that found the GPU idle too
        done = min(max(ts + own, end + SYNC_RETURN_US), max(until - EDGE_US, ts))
        self.retimed[id(c)] = (ts, done - ts)
        self.pushed = (c.get("tid"), until, done - float(c["ts"]) - dur)
        self.out.late_us += sum(max(0.0, f - until) for f in self.free.values())
        if end > done - SYNC_RETURN_US > ts:
            self._fit(done - SYNC_RETURN_US)
        self.free = {s: min(f, done) for s, f in self.free.items()}

    def _fit(self, by: float) -> None:
        """The GPU's last unbroken run of modeled work (each piece starting within a queue gap of the work
        before it) shortened in proportion to end at ``by``: a reading proves it ended there, and its pieces'
        times are the source step's, recorded with CUPTI attached."""
        run = sorted(self.events, key=lambda e: float(e["ts"]))
        end = max(float(e["ts"]) + float(e["dur"]) for e in run)
        first = len(run) - 1
        while first > 0 and float(run[first - 1]["ts"]) + float(run[first - 1]["dur"]) >= float(
            run[first]["ts"]
        ) - (self.out.queue_gap_us + FIT_SLACK_US):
            first -= 1
        start = float(run[first]["ts"])
        if end <= start or by <= start:
            return
        k = (by - start) / (end - start)
        self.out.fitted_us += end - by
        self.out.fitted_of_us += end - start
        for e in run[first:]:
            a, b = float(e["ts"]), float(e["ts"]) + float(e["dur"])
            e["ts"], e["dur"] = start + (a - start) * k, (b - a) * k

    def hold(self, recorded: list[dict[str, Any]]) -> None:
        """Copies and memsets the lean window recorded: as recorded, holding their stream."""
        for w in recorded:
            s = w.get("tid")
            self.free[s] = max(self._free(s), float(w["ts"]) + float(w["dur"]))

    def put(self, ts: float, corr: Any, work: list[dict[str, Any]], counted: bool) -> None:
        """A launch's work from the rich window, placed at its launch or after its stream's queue."""
        out = self.out
        begin = max(ts + out.latency_us, self._free(work[0].get("tid")) + out.queue_gap_us)
        self.shifted(work, begin - float(work[0]["ts"]), corr)
        out.placed += counted

    def shifted(self, work: list[dict[str, Any]], shift: float, corr: Any) -> None:
        for w in work:
            e = dict(w, ts=float(w["ts"]) + shift, args={**(w.get("args") or {}), "correlation": corr})
            e["args"]["modeled"] = 1
            self.events.append(e)
            s = w.get("tid")
            self.free[s] = max(self._free(s), float(e["ts"]) + float(w["dur"]))


def _place(
    calls: list[tuple[int, dict[str, Any]]],
    lean_made: dict[Any, list[dict[str, Any]]],
    p: _Placing,
) -> None:
    place: dict[tuple[int, Any], int] = defaultdict(int)
    for step, c in calls:
        name, ts = str(c.get("name")), p.at(c)
        p.origin = ts if p.origin is None else p.origin
        if is_sync(c) and RETURNS_BY in (c.get("args") or {}):
            p.resync(c, ts)
        elif is_sync(c):
            p.sync(ts, float(c.get("dur", 0.0)))
        recorded = lean_made.get(_corr(c))
        if not recorded and name not in p.working:
            continue
        key = (step, c.get("tid"))
        k = place[key]
        place[key] += 1
        match = p.rich_at.get((step % p.n, c.get("tid"), k))
        if match is not None and match[0] != name:
            match = None
        if recorded:  # its copies and memsets as recorded; its kernels (a CUDA graph's) at their offsets
            p.hold(recorded)
            work = match[1] if match is not None else []
            kernels = [w for w in work if w.get("cat") == "kernel"]
            anchor = next((w for w in work if w.get("cat") == recorded[0].get("cat")), None)
            mine = any(w.get("cat") == "kernel" for w in recorded)  # its kernels recorded: nothing to place
            if kernels and anchor is not None and not mine:  # the same copy or memset: the offsets from it
                p.shifted(kernels, float(recorded[0]["ts"]) - float(anchor["ts"]), _corr(c))
                p.out.placed += step >= 0
            continue
        if match is None:
            p.out.unmatched += step >= 0
            continue
        if match[1]:  # the same launch made no GPU work in the source: nothing to place
            p.put(ts, _corr(c), match[1], step >= 0)


def model(
    lean_events: list[dict[str, Any]],
    lean_wins: list[tuple[float, float]],
    rich_events: list[dict[str, Any]],
    rich_wins: list[tuple[float, float]],
) -> tuple[KernelModel, list[dict[str, Any]]]:
    """The lean window's kernels from the source window's (module docstring), as trace events to add to its
    own, and what placing them took and found. The GPU may still run work
    launched before the window (a GPU-bound loop's host runs ahead): that backlog is found from the first
    synchronising call that waited (the tool's own drain at the latest), whose return is when the GPU's work
    before it ended; the modeled work is placed again with the backlog grown by what it ended short of that,
    until it ends there."""
    if not lean_wins or not rich_wins:
        return KernelModel(), []
    latency, gap = _latency(_calls(rich_events, rich_wins), _by_correlation(rich_events))
    rich_at, n = _rich_places(rich_events, rich_wins), len(rich_wins)
    calls, lean_made = _calls(lean_events, lean_wins), _by_correlation(lean_events)
    backlog = 0.0
    for _ in range(BACKLOG_PASSES):
        out = KernelModel(latency_us=latency, queue_gap_us=gap, backlog_us=backlog)
        p = _Placing(out, rich_at, n, backlog)
        _place(calls, lean_made, p)
        short = p.first_wait[0] - p.first_wait[1] if p.first_wait is not None else 0.0
        if short <= BACKLOG_TOLERANCE_US:
            break
        backlog += short
    out.streams = len({e.get("tid") for e in p.events})
    for _, c in calls:  # the anchoring's own copies (``resync``)
        if id(c) in p.retimed:
            c["ts"], c["dur"] = p.retimed[id(c)]
    return out, p.events
