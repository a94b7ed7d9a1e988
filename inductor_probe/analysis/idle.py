"""Why the GPU waits: every idle interval of the profiled steps gets a cause.

The device timeline of the profiled steps (every kernel, copy and memset, from the first step's start to the
last activity's end) has gaps where nothing runs. Each gap ends when the next activity starts; that activity
was launched by a host thread at time ``L``::

    gap [g0, g1)      L <= g0: launched before the GPU went idle -> the whole gap is launch latency
                      L >  g0: [g0, min(L, g1)) the host was still issuing the work -> split by what the
                               launching thread was in at each moment; [L, g1) launch latency

    what the launching thread was in (innermost first)
        a synchronising runtime call (cudaDeviceSynchronize, cudaStreamSynchronize, a blocking copy, ...)
                                                           -> sync, named by the ATen op around it (.item())
        a compiled graph's call range                      -> launch overhead of that graph
        torch.compile's own runtime (guards, cache lookup, AOT and CUDA-graph wrappers) -> compile runtime
        an ATen op                                         -> eager op, named by the outermost op
        nothing the profiler names                         -> Python (the user's code between ops)

With Python stacks in the trace (``with_stack``), sync, eager and Python time also carry the innermost frame
of the user's own code (``train.py:42``). The causes are summed over the profiled steps, then scaled so that
they add up to the step's unprofiled idle (``wall - busy``): the profiler stretches host time, so the shares
are the trace's and the total is the unprofiled run's.
"""

from __future__ import annotations

import bisect
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from inductor_probe.analysis.trace import DEVICE_ACTIVITIES, LAUNCH_CATEGORIES
from inductor_probe.ranges import GRAPH_RANGE_PREFIX
from inductor_probe.vocab import IdleCause, StepVerdict

SYNC_CALLS = (
    "cudaDeviceSynchronize",
    "cudaStreamSynchronize",
    "cudaEventSynchronize",
    "cudaMemcpy",  # the blocking copy (cudaMemcpyAsync is not, unless followed by a sync)
    "cuCtxSynchronize",
    "cuStreamSynchronize",
    "cuEventSynchronize",
)
COMPILE_RUNTIME = (
    "TorchDynamo Cache Lookup",
    "Torch-Compiled Region",
    "Pregraph bytecode",
    "AOTDispatcher Runtime Wrapper",
    "CompiledFunction",
    "## Call CompiledFxGraph",
    "CUDAGraphTree",
    "cudagraphify",
)
GPU_BOUND_IDLE_PCT = 5.0  # idle below this share of the wall: the step is GPU-bound
LIBRARY_PATHS = ("site-packages", "dist-packages", "/torch/", "/lib/python", "<frozen", "<built-in")


@dataclass(frozen=True)
class _Span:
    start: float
    end: float
    name: str
    kind: str  # "sync", "graph", "compile", "op", "frame"


def _device_intervals(events: list[dict], t0: float) -> list[tuple[float, float, float, int | None]]:
    """(start, end, launch time, launching thread) of every device activity launched after ``t0``."""
    launches = {}
    for e in events:
        if e.get("cat") in LAUNCH_CATEGORIES:
            corr = (e.get("args") or {}).get("correlation")
            if corr is not None:
                launches[corr] = e
    out = []
    for e in events:
        if e.get("cat") not in DEVICE_ACTIVITIES:
            continue
        launch = launches.get((e.get("args") or {}).get("correlation"))
        if launch is None or float(launch["ts"]) < t0:
            continue
        start = float(e["ts"])
        out.append((start, start + float(e.get("dur", 0.0)), float(launch["ts"]), launch.get("tid")))
    out.sort()
    return out


def _host_spans(events: list[dict]) -> dict[object, list[_Span]]:
    """Per host thread, the ranges that name what it was doing (see the module docstring)."""
    spans: dict[object, list[_Span]] = defaultdict(list)
    for e in events:
        cat, name = e.get("cat"), str(e.get("name", ""))
        if e.get("ph") != "X":
            continue
        if (
            cat in LAUNCH_CATEGORIES
            and name.startswith(SYNC_CALLS)
            and not name.startswith("cudaMemcpyAsync")
        ):
            kind = "sync"
        elif cat in ("user_annotation", "cpu_op") and name.startswith(GRAPH_RANGE_PREFIX):
            kind = "graph"
        elif cat == "cpu_op" and name.startswith(COMPILE_RUNTIME):
            kind = "compile"
        elif cat == "cpu_op":
            kind = "op"
        elif cat == "python_function":
            kind = "frame"
        else:
            continue
        start = float(e["ts"])
        spans[e.get("tid")].append(_Span(start, start + float(e.get("dur", 0.0)), name, kind))
    for thread in spans.values():
        thread.sort(key=lambda s: (s.start, -s.end))
    return spans


def _user_frame(covering: list[_Span]) -> str | None:
    """The innermost frame of the user's own code among the Python frames around a moment."""
    for s in sorted((s for s in covering if s.kind == "frame"), key=lambda s: -s.start):
        where = s.name.split(":")[0]
        if not any(p in where for p in LIBRARY_PATHS) and "(" in where:
            path, _, line = where.rpartition("(")
            return f"{path.rsplit('/', 1)[-1]}:{line.rstrip(')')}"
    return None


def _classify(covering: list[_Span]) -> tuple[IdleCause, str | None, str | None]:
    """(cause, graph key or op name, the user's line) of a host moment, from the spans around it."""
    by = {k: [s for s in covering if s.kind == k] for k in ("sync", "graph", "compile", "op")}
    line = _user_frame(covering)
    if by["sync"]:
        ops = [s for s in by["op"] if s.start <= by["sync"][0].start]
        named = max(ops, key=lambda s: s.start).name if ops else by["sync"][0].name
        return IdleCause.SYNC, named, line
    if by["graph"]:
        return IdleCause.LAUNCH_OVERHEAD, by["graph"][-1].name[len(GRAPH_RANGE_PREFIX) :], None
    if by["compile"]:
        return IdleCause.COMPILE_RUNTIME, by["compile"][0].name.split(":")[0], line
    if by["op"]:
        return IdleCause.EAGER, min(by["op"], key=lambda s: s.start).name, line
    return IdleCause.PYTHON, None, line


def _split(
    spans: list[_Span], starts: list[float], a: float, b: float
) -> Iterable[tuple[float, list[_Span]]]:
    """The host interval [a, b) of one thread cut where a span begins or ends: (length, spans around it)."""
    lo = bisect.bisect_right(starts, b)
    near = [s for s in spans[:lo] if s.end > a]
    cuts = sorted({a, b, *(t for s in near for t in (s.start, s.end) if a < t < b)})
    for x, y in zip(cuts, cuts[1:], strict=False):
        mid = (x + y) / 2
        yield y - x, [s for s in near if s.start <= mid < s.end]


def idle_intervals(events: list[dict], t0: float) -> dict[tuple[IdleCause, str | None, str | None], float]:
    """Profiled idle µs by (cause, graph key or op, the user's line), from the first step's start ``t0``."""
    device = _device_intervals(events, t0)
    hosts = _host_spans(events)
    starts = {tid: [s.start for s in spans] for tid, spans in hosts.items()}
    out: dict[tuple[IdleCause, str | None, str | None], float] = defaultdict(float)
    busy_until = t0
    for start, end, launch, tid in device:
        if start > busy_until:
            g0, g1 = busy_until, start
            host_end = min(max(launch, g0), g1)
            if host_end > g0:
                spans = hosts.get(tid, [])
                for length, covering in _split(spans, starts.get(tid, []), g0, host_end):
                    out[_classify(covering)] += length
            if g1 > host_end:
                out[(IdleCause.LAUNCH_LATENCY, None, None)] += g1 - host_end
        busy_until = max(busy_until, end)
    return dict(out)


def attribute(
    profiled: dict[tuple[IdleCause, str | None, str | None], float],
    steps: int,
    idle_ms: float,
    labels: dict[str, str],
) -> list[dict]:
    """The causes per step, scaled to the unprofiled ``idle_ms``: ``{cause, ms, pct, graph, source}``, the
    most first; ``graph`` a graph's label (launch overhead), ``source`` the op or the user's line."""
    total = sum(profiled.values())
    if total <= 0 or steps <= 0:
        return []
    scale = idle_ms / (total / steps / 1e3)
    rows: list[dict[str, Any]] = []
    for (cause, what, line), us in profiled.items():
        graph = labels.get(what, what) if cause == IdleCause.LAUNCH_OVERHEAD and what else None
        source = line or (what if cause != IdleCause.LAUNCH_OVERHEAD else None)
        ms = us / steps / 1e3 * scale
        rows.append(
            {
                "cause": cause,
                "ms": ms,
                "pct": 100.0 * ms / idle_ms if idle_ms else None,
                "graph": graph,
                "source": source,
            }
        )
    rows.sort(key=lambda r: -r["ms"])
    return rows


def verdict(idle_ms: float | None, wall_ms: float | None, causes: list[dict]) -> StepVerdict | None:
    """GPU-bound where idle is under ``GPU_BOUND_IDLE_PCT`` of the wall, else the class of the largest
    cause."""
    if idle_ms is None or not wall_ms:
        return None
    if 100.0 * idle_ms / wall_ms < GPU_BOUND_IDLE_PCT or not causes:
        return StepVerdict.GPU_BOUND
    by_class: dict[StepVerdict, float] = defaultdict(float)
    for c in causes:
        by_class[CLASS_OF[c["cause"]]] += c["ms"]
    return max(by_class.items(), key=lambda kv: kv[1])[0]


CLASS_OF = {
    IdleCause.SYNC: StepVerdict.SYNC_BOUND,
    IdleCause.LAUNCH_OVERHEAD: StepVerdict.LAUNCH_BOUND,
    IdleCause.LAUNCH_LATENCY: StepVerdict.LAUNCH_BOUND,
    IdleCause.COMPILE_RUNTIME: StepVerdict.HOST_BOUND,
    IdleCause.EAGER: StepVerdict.HOST_BOUND,
    IdleCause.PYTHON: StepVerdict.HOST_BOUND,
}
