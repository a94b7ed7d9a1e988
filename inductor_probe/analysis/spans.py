"""The host side of a step trace as nested spans per thread, and the spans around any moment in
O(log n + depth) (analysis/idle.py asks this for every gap of the GPU's timeline; a with_stack trace of a
real training step has hundreds of thousands of events)."""

from __future__ import annotations

import bisect
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from inductor_probe.analysis.trace import LAUNCH_CATEGORIES
from inductor_probe.ranges import CALLER_ARG, GRAPH_RANGE_PREFIX

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


@dataclass(frozen=True)
class Span:
    start: float
    end: float
    name: str
    kind: str  # "sync", "graph", "compile", "op", "frame", "launch", "tool"
    caller: str | None = None  # a Python call's calling line, "path:line" (collect/callers.py)


def _kind(cat: object, name: str) -> str | None:
    if cat in LAUNCH_CATEGORIES and name.startswith(SYNC_CALLS) and not name.startswith("cudaMemcpyAsync"):
        return "sync"
    if cat in ("user_annotation", "cpu_op") and name.startswith(GRAPH_RANGE_PREFIX):
        return "graph"
    if cat == "cpu_op":
        return "compile" if name.startswith(COMPILE_RUNTIME) else "op"
    if cat == "python_function":
        return "frame"
    if cat in LAUNCH_CATEGORIES:
        return "launch"  # no cause of its own: counted for the profiler's cost per event
    return None


def is_sync(e: dict[str, Any]) -> bool:
    """A synchronising runtime or driver call (``SYNC_CALLS``: the host waits in it for the GPU)."""
    return _kind(e.get("cat"), str(e.get("name", ""))) == "sync"


def host_spans(events: list[dict[str, Any]]) -> dict[object, list[Span]]:
    """Per host thread, the ranges that name what it was doing (analysis/idle.py), by start."""
    spans: dict[object, list[Span]] = defaultdict(list)
    for e in events:
        if e.get("ph") != "X":
            continue
        name = str(e.get("name", ""))
        kind = _kind(e.get("cat"), name)
        if kind is None:
            continue
        start = float(e["ts"])
        caller = (e.get("args") or {}).get(CALLER_ARG) if kind == "frame" else None
        end = start + float(e.get("dur", 0.0))
        spans[e.get("tid")].append(Span(start, end, name, kind, caller if isinstance(caller, str) else None))
    for thread in spans.values():
        thread.sort(key=lambda s: (s.start, -s.end))
    return spans


EAGER_REGION = "Torch-Compiled Region"


def without_eager_regions(hosts: dict[object, list[Span]]) -> dict[object, list[Span]]:
    """The threads' spans less each ``Torch-Compiled Region`` that holds no compiled graph's call: a frame
    Dynamo compiled nothing of (it broke at an operator, or gave up) runs the user's code eager inside it,
    which is the user's ops and Python, not torch.compile's runtime (issue 56)."""
    out: dict[object, list[Span]] = {}
    for tid, spans in hosts.items():
        starts = [x.start for x in spans if x.kind == "graph"]
        out[tid] = [x for x in spans if not (x.name.startswith(EAGER_REGION) and not _holds(starts, x))]
    return out


def _holds(starts: list[float], x: Span) -> bool:
    """Does span ``x`` hold one of these (sorted) starts?"""
    k = bisect.bisect_left(starts, x.start)
    return k < len(starts) and starts[k] < x.end


class Thread:
    """One thread's spans, each with its parent (the span it lies in): the spans around a moment are the
    latest-started span before it and its ancestors that have not ended."""

    def __init__(self, spans: list[Span]):
        self.spans = spans
        self.starts = [s.start for s in spans]
        self.parent: list[int] = []
        stack: list[int] = []
        for i, s in enumerate(spans):
            while stack and spans[stack[-1]].end <= s.start:
                stack.pop()
            self.parent.append(stack[-1] if stack else -1)
            stack.append(i)

    def around(self, t: float) -> list[Span]:
        """The spans with ``start <= t < end``, outermost first."""
        out = []
        j = bisect.bisect_right(self.starts, t) - 1
        while j >= 0:
            s = self.spans[j]
            if s.end > t:
                out.append(s)
            j = self.parent[j]
        out.reverse()
        return out

    def cut(self, a: float, b: float) -> Iterator[tuple[float, list[Span], int]]:
        """The interval [a, b) cut where a span begins or ends: (length, spans around it, events that begin
        in it)."""
        lo, hi = bisect.bisect_right(self.starts, a), bisect.bisect_left(self.starts, b)
        inner = self.spans[lo:hi]
        cuts = {a, b, *(s.end for s in self.around(a) if a < s.end < b)}
        cuts.update(t for s in inner for t in (s.start, s.end) if a < t < b)
        edges = sorted(cuts)
        for x, y in zip(edges, edges[1:], strict=False):
            n = bisect.bisect_left(self.starts, y) - bisect.bisect_left(self.starts, x)
            yield y - x, self.around((x + y) / 2), n
