"""The lean window's anchored steps (issue 57; ``_compat/lean.py``): steps run with nothing of the profiler's
attached hold no runtime or driver call, only what the tool read itself: the step's boundaries, each compiled
graph's call (``GRAPH_RANGE_PREFIX`` ranges: the graph-call wrapper's readings) and the tool's own drain
(``DRAIN_RANGE``). Each such step gets the source step's calls: the step recorded after them
(``RECORD_RANGE``), or in traces written before call 64 the warm-up step before them (ended where CUPTI was
let go, ``LET_GO_RANGE``, where a settle step followed it). The segments between the step's start, each graph
call's start and end, and its end (its drain's start, where it holds the drain) are matched by order, the
graph calls by name (a step whose graph calls are not the source step's gets none: ``unanchored``); a call
inside a graph call or between two is put at the same fraction of the same segment, one before the first graph
call or after the last at the same distance from it (closer where it would not fit: the source step's first
and last segments may also hold the profiler's start and stop). The tool's drain becomes the
``cudaDeviceSynchronize`` it was. Each anchored call is marked (``args["anchored"]``). ``analysis/modeled.py``
then places the source step's kernels on those calls, as on any step whose kernels were not recorded. A
synchronising call's wait is not the source step's (recorded with CUPTI attached, its host 1.1-1.5x slower, so
less ahead of the GPU and waiting less: a ``.item()`` after the step's graphs waited 150 µs there where
the modeled work ran 152 µs a step past it, issue 57 call 69): it also carries the step's next reading on
its thread after it (``RETURNS_BY``: the next graph call's start or end, the step's end), before which it
returned, and ``modeled`` ends it where the modeled work before it ends.

Offline, on the four one-GPU loops' lean traces with every step recorded (benchmarks/results/issue57_h200,
call 54; ``benchmarks/anchored_check.py``), the steps read anchored against the same steps as recorded: busy
within 0.1% and idle within 0.06 ms a step (T5, GPT-2 with gradient accumulation, generate, Lightning); with
the source step recorded after them (``anchored_check.recorded_after``, 0.2 s on), within 0.15% of the step.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from inductor_probe.analysis.spans import is_sync
from inductor_probe.analysis.trace import LAUNCH_CATEGORIES, window_index
from inductor_probe.ranges import DRAIN_RANGE, GRAPH_RANGE_PREFIX, LET_GO_RANGE, RECORD_RANGE

ANCHORED = "anchored"  # an anchored call's args: 1
RETURNS_BY = "returns_by"  # an anchored synchronising call's args: the step's next reading after it, µs
CORRELATION_FROM = 1 << 40  # the anchored calls' correlation ids begin past any CUPTI gives
EDGE_US = 0.01  # a call anchored at a step's end is kept inside the step
DRAIN_CALL = "cudaDeviceSynchronize"  # what the tool's drain calls (``torch.cuda.synchronize``)
CALIBRATION_CALL = "cudaStreamQuery"  # the window's clock calibration, before its warm-up step's work


def _is_call(e: dict[str, Any]) -> bool:
    return e.get("cat") in LAUNCH_CATEGORIES and e.get("ph") == "X"


def _graphs(events: list[dict[str, Any]], a: float, b: float) -> list[dict[str, Any]]:
    found = (e for e in events if str(e.get("name", "")).startswith(GRAPH_RANGE_PREFIX) and a <= e["ts"] < b)
    return sorted(found, key=lambda e: float(e["ts"]))


def _cuts(graphs: list[dict[str, Any]], a: float, b: float) -> list[float]:
    """The segments' edges: the step's start, each graph call's start and end, the step's end."""
    b -= EDGE_US
    inner = sorted(t for g in graphs for t in (float(g["ts"]), float(g["ts"]) + float(g["dur"])))
    return [a, *(min(max(t, a), b) for t in inner), b]


def _moved(t: float, src: list[float], dst: list[float], ends: tuple[float, float]) -> float:
    """``t``, at its fraction of its segment in ``src``, put at that fraction of the same one in ``dst``;
    before the first graph call and after the last, at the same distance from that call, closer where the
    warm-up step's calls there (``ends``: how far the farthest lies before the first and after the last)
    would not fit: the warm-up step's first and last segments also hold the profiler's start and its stop."""
    j = min(max(bisect_right(src, t) - 1, 0), len(src) - 2)
    if len(src) > 2 and j == 0:
        fit = min(1.0, (dst[1] - dst[0]) / ends[0]) if ends[0] > 0 else 1.0
        return max(dst[1] - (src[1] - t) * fit, dst[0])
    if len(src) > 2 and j == len(src) - 2:
        fit = min(1.0, (dst[-1] - dst[j]) / ends[1]) if ends[1] > 0 else 1.0
        return min(dst[j] + (t - src[j]) * fit, dst[-1])
    width = src[j + 1] - src[j]
    u = min(max((t - src[j]) / width, 0.0), 1.0) if width > 0 else 0.0
    return dst[j] + u * (dst[j + 1] - dst[j])


class Anchoring:
    """``anchor``'s result: the events (the trace's, with the anchored calls and the drain's call added), the
    steps anchored and those that could not be (their graph calls not the warm-up step's)."""

    def __init__(self, events: list[dict[str, Any]], anchored: int = 0, unanchored: int = 0):
        self.events, self.anchored, self.unanchored = events, anchored, unanchored


def anchor(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> Anchoring:
    """The steps of ``wins`` that hold no runtime or driver call (the drain's aside) anchored from the source
    step (``source_step``); the events unchanged where none does or the source step holds none."""
    if not wins:
        return Anchoring(events)
    starts = [a for a, _ in wins]
    drains = [e for e in events if e.get("name") == DRAIN_RANGE]
    busy = {window_index(wins, starts, float(e["ts"])) for e in events if _is_call(e) and not _in(e, drains)}
    bare = [i for i in range(len(wins)) if i not in busy]
    begin, end, source = _source(events, starts[0])
    if not bare or not source:
        return Anchoring(events)
    warm = _graphs(events, begin, end)
    names, cuts = [g["name"] for g in warm], _cuts(warm, begin, end)
    ends = (
        max((cuts[1] - float(e["ts"]) for e in source), default=0.0),
        max((float(e["ts"]) + float(e.get("dur", 0.0)) - cuts[-2] for e in source), default=0.0),
    )
    out = list(events)
    corr, done, missed = CORRELATION_FROM, 0, 0
    for i in bare:
        a, b = wins[i]
        graphs = _graphs(events, a, b)
        if [g["name"] for g in graphs] != names:
            missed += 1
            continue
        stop = [float(d["ts"]) for d in drains if a <= float(d["ts"]) < b]  # its work ends at its drain
        dst = _cuts(graphs, a, min([b, *stop, *starts[i + 1 : i + 2]]))  # windows may overlap the next
        for e in source:
            t0 = _moved(float(e["ts"]), cuts, dst, ends)
            t1 = _moved(float(e["ts"]) + float(e.get("dur", 0.0)), cuts, dst, ends)
            corr += 1
            args = {**(e.get("args") or {}), "correlation": corr, ANCHORED: 1}
            if is_sync(e):
                args[RETURNS_BY] = dst[min(bisect_right(dst, t0), len(dst) - 1)]
            out.append(dict(e, ts=t0, dur=max(t1 - t0, 0.0), args=args))
        done += 1
    for d in drains:
        if not any(_is_call(e) and _in(e, [d]) for e in events):  # CUPTI gone: the drain's call unrecorded
            corr += 1
            call = {"ph": "X", "cat": "cuda_runtime", "name": DRAIN_CALL, "args": {"correlation": corr}}
            out.append({**d, **call})
    return Anchoring(out, done, missed)


def _in(e: dict[str, Any], ranges: list[dict[str, Any]]) -> bool:
    ts = float(e["ts"])
    return any(float(r["ts"]) <= ts <= float(r["ts"]) + float(r["dur"]) for r in ranges)


def source_step(events: list[dict[str, Any]], first: float) -> tuple[float, float]:
    """Where the source step may lie: the recording step (``RECORD_RANGE``, after the steps), else before step
    1's start ``first`` (the warm-up step; before ``LET_GO_RANGE`` where a settle step followed it)."""
    rec = next((e for e in events if e.get("name") == RECORD_RANGE), None)
    if rec is not None:
        return float(rec["ts"]), float(rec["ts"]) + float(rec.get("dur", 0.0))
    end = min((float(e["ts"]) for e in events if e.get("name") == LET_GO_RANGE), default=first)
    return float("-inf"), end


def _source(events: list[dict[str, Any]], first: float) -> tuple[float, float, list[dict[str, Any]]]:
    """The source step's start (the end of the window's clock calibration, the stream queries before any
    other call, which the profiler's start ends with; else the recording step's start or the warm-up step's
    first call), its end and its calls, by start (``source_step``)."""
    lo, end = source_step(events, first)
    calls = sorted(
        (e for e in events if _is_call(e) and lo <= float(e["ts"]) < end), key=lambda e: float(e["ts"])
    )
    k = 0
    while k < len(calls) and calls[k].get("name") == CALIBRATION_CALL:
        k += 1
    if not calls[k:]:
        return end, end, []
    first_call = float(calls[0]["ts"]) if lo == float("-inf") else lo  # a recording step: from its start
    begin = float(calls[k - 1]["ts"]) + float(calls[k - 1].get("dur", 0.0)) if k else first_call
    return begin, end, calls[k:]
