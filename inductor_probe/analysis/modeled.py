"""The lean window's kernels, placed on its launches (issue 57): where the lean window recorded the runtime's
calls but not the kernels (``_compat/cupti.py``: their records are most of its cost on a launch-bound loop),
each launch gets the kernels the same launch made in the rich window, joined by launch order, never by time.

A launch is known in both windows by its place (``analysis/lean.py``): its thread, its step (lean step ``s``
is rich step ``s mod n``) and its order among the thread's launches in the step that made GPU work, checked
by the call's name. A kernel's time on the GPU does not depend on how fast the host launched it; when it
began does, and that is the lean window's: on its stream, a kernel begins at its launch plus the launch
latency, or when the kernel before it on the stream ends and the queue's gap has passed, the later (one stream
in order, as CUDA runs it); a launch that made several (a CUDA graph's) keeps their offsets. Both are the rich
window's own: the latency its lower quartile where the stream was idle at the launch, the gap its median
between queued kernels. What the lean window recorded itself (copies and
memsets) stays as recorded and holds its stream.

The check: each synchronising call returns once the GPU's work before it is done, so a modeled kernel should
end before the sync after it returns; ``Model.late_us`` is how far the modeled work ran past them (summed;
a model that runs late makes idle look shorter). Waits between streams (events) are not modeled.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from inductor_probe.analysis.spans import SYNC_CALLS
from inductor_probe.analysis.trace import DEVICE_ACTIVITIES, LAUNCH_CATEGORIES, window_index

LATENCY_US = 5.0  # the launch latency where the rich window shows too few launches onto an idle stream
MIN_IDLE_LAUNCHES = 5  # ... (a GPU-bound step launches onto a busy stream: its latency hardly matters)


@dataclass
class Model:
    """The modeled kernels (``events``, trace events to add to the lean window's), how many launches got
    theirs (``placed``) and how many found none in the rich window (``unmatched``), the launch latency and
    the gap between queued kernels used (µs), the streams, and how far the modeled work ran past the syncs
    (``late_us``, summed over them)."""

    events: list[dict[str, Any]] = field(default_factory=list)
    placed: int = 0
    unmatched: int = 0
    latency_us: float = LATENCY_US
    queue_gap_us: float = 0.0
    streams: int = 0
    late_us: float = 0.0


def needed(lean_events: list[dict[str, Any]]) -> bool:
    """Does the lean window lack its kernels (recorded calls, no kernel records)?"""
    calls = kernels = False
    for e in lean_events:
        cat = e.get("cat")
        kernels = kernels or cat == "kernel"
        calls = calls or (cat in LAUNCH_CATEGORIES and e.get("ph") == "X")
    return calls and not kernels


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


def model(
    lean_events: list[dict[str, Any]],
    lean_wins: list[tuple[float, float]],
    rich_events: list[dict[str, Any]],
    rich_wins: list[tuple[float, float]],
) -> Model:
    """The lean window's kernels from the rich window's (module docstring)."""
    out = Model()
    if not lean_wins or not rich_wins:
        return out
    rich_made = _by_correlation(rich_events)
    rich_calls = _calls(rich_events, rich_wins)
    out.latency_us, out.queue_gap_us = _latency(rich_calls, rich_made)
    n = len(rich_wins)
    rich_at: dict[tuple[int, Any, int], tuple[str, list[dict[str, Any]]]] = {}
    seen: dict[tuple[int, Any], int] = defaultdict(int)
    for rstep, c in rich_calls:
        work = rich_made.get(_corr(c))
        if not work:
            continue
        key = (rstep, c.get("tid"))
        rich_at[(rstep, c.get("tid"), seen[key])] = (str(c.get("name")), work)
        seen[key] += 1
    working = {name for name, _ in rich_at.values()}
    lean_made = _by_correlation(lean_events)
    free: dict[Any, float] = {}
    streams: set[Any] = set()
    place: dict[tuple[int, Any], int] = defaultdict(int)
    for step, c in _calls(lean_events, lean_wins):
        name, ts = str(c.get("name")), float(c["ts"])
        if name.startswith(SYNC_CALLS) and not name.startswith("cudaMemcpyAsync"):
            done = ts + float(c.get("dur", 0.0))
            out.late_us += sum(max(0.0, f - done) for f in free.values())
            free = {s: min(f, done) for s, f in free.items()}
        recorded = lean_made.get(_corr(c))
        if not recorded and name not in working:
            continue
        key = (step, c.get("tid"))
        k = place[key]
        place[key] += 1
        if recorded:  # a copy or memset the lean window recorded: as recorded, holding its stream
            for w in recorded:
                free[w.get("tid")] = max(
                    free.get(w.get("tid"), float("-inf")), float(w["ts"]) + float(w["dur"])
                )
            continue
        match = rich_at.get((step % n, c.get("tid"), k))
        if match is None or match[0] != name:
            out.unmatched += 1
            continue
        work = match[1]
        stream = work[0].get("tid")
        begin = max(ts + out.latency_us, free.get(stream, float("-inf")) + out.queue_gap_us)
        shift = begin - float(work[0]["ts"])
        for w in work:
            e = dict(w, ts=float(w["ts"]) + shift, args={**(w.get("args") or {}), "correlation": _corr(c)})
            e["args"]["modeled"] = 1
            out.events.append(e)
            s = w.get("tid")
            free[s] = max(free.get(s, float("-inf")), float(e["ts"]) + float(w["dur"]))
            streams.add(s)
        out.placed += step >= 0
    out.streams = len(streams)
    return out
