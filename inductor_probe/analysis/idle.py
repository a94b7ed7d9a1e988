"""Why the GPU waits: every idle interval of the profiled steps gets a cause.

The device timeline of the profiled steps (every kernel, copy and memset, from the first step's start to the
last activity's end) has gaps where nothing runs. Each gap ends when the next activity starts; that activity
was launched by a host thread at time ``L``::

    gap [g0, g1)      L <= g0: launched before the GPU went idle -> the whole gap is launch latency
                      L >  g0: [g0, min(L, g1)) the host was still issuing the work -> split by what the
                               launching thread was in at each moment; [L, g1) launch latency
                      (a launch inside a compiled graph's call range: its latency is that graph's overhead)

    what the launching thread was in (innermost first)
        a synchronising runtime call (cudaDeviceSynchronize, cudaStreamSynchronize, a blocking copy, ...)
                                                           -> sync, named by the ATen op around it (.item())
        a compiled graph's call range                      -> launch overhead of that graph
        torch.compile's own runtime (guards, cache lookup, AOT and CUDA-graph wrappers) -> compile runtime
        an ATen op                                         -> eager op, named by the outermost op
        nothing the profiler names                         -> Python (the user's code between ops)

With Python stacks in the trace (``with_stack``), sync, eager and Python time also carry the innermost frame
of the user's own code (``train.py:42``). ``analysis/idle_causes.py`` brings the causes to the step's
unprofiled idle.
"""

from __future__ import annotations

import bisect
import sys
from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from inductor_probe.analysis.spans import Span, Thread, host_spans, without_eager_regions
from inductor_probe.analysis.trace import DEVICE_ACTIVITIES, LAUNCH_CATEGORIES, union_length
from inductor_probe.ranges import DRAIN_RANGE, GRAPH_RANGE_PREFIX, STEP_RANGE_PREFIX
from inductor_probe.vocab import IdleCause

SYNC_SLACK_US = 5.0  # a sync returning this close before the GPU's last activity ends still drained it
LIBRARY_PATHS = ("site-packages", "dist-packages", "/lib/python", "<")
# Top-level packages whose frames are never the user's (the profiler names a frame relative to sys.path).
LIBRARY_ROOTS = frozenset(
    {
        "torch",
        "triton",
        "transformers",
        "torchvision",
        "timm",
        "numpy",
        "accelerate",
        "functorch",
        "inductor_probe",
    }
)


def _device_intervals(
    events: list[dict[str, Any]], t0: float, t1: float = float("inf")
) -> list[tuple[float, float, float, int | None]]:
    """(start, end, launch time, launching thread) of every device activity launched from ``t0`` to ``t1``
    (a lean window's recording step after its steps launched its own)."""
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
        if launch is None or not t0 <= float(launch["ts"]) <= t1:
            continue
        start = float(e["ts"])
        out.append((start, start + float(e.get("dur", 0.0)), float(launch["ts"]), launch.get("tid")))
    out.sort()
    return out


def is_library(path: str) -> bool:
    """A frame's file is a library's (torch, the standard library, an installed package), not the user's."""
    if any(p in path for p in LIBRARY_PATHS):
        return True
    parts = path.lstrip("./").split("/")
    root = parts[0].removesuffix(".py")
    if root in getattr(sys, "stdlib_module_names", ()) or root.endswith(".pyc"):
        return True
    return any(p.removesuffix(".py") in LIBRARY_ROOTS for p in parts[:-1]) or root in LIBRARY_ROOTS


def _user_frame(covering: list[Span]) -> str | None:
    """The user's line behind a moment (``file:line``): the innermost Python call made from the user's own
    code (its calling line, where the trace has callers); else the innermost frame of the user's code (the
    line the trace names it by: its first line, or where it was when profiling began)."""
    frames = sorted((s for s in covering if s.kind == "frame"), key=lambda s: -s.start)
    for s in frames:
        path, _, line = (s.caller or "").rpartition(":")
        if path and line.isdigit() and not is_library(path):
            return f"{path.rsplit('/', 1)[-1]}:{line}"
    for s in frames:
        path, _, rest = s.name.partition("(")
        line = rest.split(")", 1)[0]
        if rest and line.isdigit() and not is_library(path):
            return f"{path.rsplit('/', 1)[-1]}:{line}"
    return None


def _callee(covering: list[Span]) -> str | None:
    """What the innermost Python frame was running (``<built-in function sleep>`` -> ``sleep``)."""
    frames = [s for s in covering if s.kind == "frame"]
    if not frames:
        return None
    inner = max(frames, key=lambda s: s.start).name
    name = inner.partition(": ")[2] if ": " in inner else inner
    words = name.strip("<>").replace("'", "").split()
    if name.startswith("<") and len(words) >= 3 and words[0] in ("built-in", "method"):
        # <built-in function sleep>, <built-in method item of Tensor object at 0x..>,
        # <method 'append' of 'list' objects>
        return words[2] if words[0] == "built-in" else words[1]
    return name or None


def classify_host(covering: list[Span]) -> tuple[IdleCause, str | None, str | None]:
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
    return IdleCause.PYTHON, _callee(covering), line


Key = tuple[IdleCause, str | None, str | None]  # (cause, graph key or op, the user's line)


class _Syncs:
    """The synchronising calls of all threads, by start, for ``at``: the one waiting at a moment."""

    def __init__(self, threads: dict[object, Thread]):
        self.items = sorted(
            ((tid, s) for tid, t in threads.items() for s in t.spans if s.kind == "sync"),
            key=lambda x: x[1].start,
        )
        self.starts = [s.start for _, s in self.items]
        self.reach: list[float] = []  # the latest end (plus slack) among the syncs up to each one
        for _, s in self.items:
            self.reach.append(max(self.reach[-1] if self.reach else float("-inf"), s.end + SYNC_SLACK_US))

    def at(self, g0: float) -> tuple[object, Span] | None:
        """A synchronising call that was waiting when the GPU went idle at ``g0`` (its thread and span)."""
        j = bisect.bisect_left(self.starts, g0) - 1
        while j >= 0 and self.reach[j] >= g0:
            if self.items[j][1].end + SYNC_SLACK_US >= g0:
                return self.items[j]
            j -= 1
        return None


def _latency_key(thread: Thread | None, launch: float) -> Key:
    graphs = [s for s in (thread.around(launch) if thread else []) if s.kind == "graph"]
    if graphs:
        return (IdleCause.LAUNCH_OVERHEAD, graphs[-1].name[len(GRAPH_RANGE_PREFIX) :], None)
    return (IdleCause.LAUNCH_LATENCY, None, None)


def sync_key(threads: dict[object, Thread], sync: tuple[object, Span]) -> Key:
    """The cause of a sync: named by the ATen op around it, at the user's line."""
    sync_tid, span = sync
    around = [x for x in threads[sync_tid].around(span.start) if x is not span]
    cause, what, _ = classify_host([*around, span])
    return (cause, what, _user_frame(around))


def idle_intervals(
    events: list[dict[str, Any]],
    wins: list[tuple[float, float]],
    hosts: dict[object, list[Span]] | None = None,
    join: Any = None,
) -> dict[Key, list[float]]:
    """Profiled idle by cause over the profiled steps ``wins`` (to the last step's end: the idle after the
    last activity is the host's time to the next step, on the thread that launched it, up to the tool's own
    synchronisation there): ``{key: [µs, host events in it]}``.

    A gap whose GPU went idle while the host waited in a synchronising call is the sync's as a whole: the
    host could not queue work ahead, and its time to issue the next work is what the sync cost. So are the
    gaps after it while the host stays behind the GPU (each next activity launched only after the GPU ran
    dry), until the host is ahead again (an activity launched while the GPU was still busy).

    ``join`` (``analysis/lean.Join``): the trace is the lean window's, which names no op, runtime range or
    line; what it sees as plain Python, and its syncs, are named by the rich window's, joined by launch
    order."""
    t0, t1 = wins[0][0], wins[-1][1]
    device = _device_intervals(events, t0, t1)
    hosts = without_eager_regions(host_spans(events) if hosts is None else hosts)
    tool = tool_sync(events, hosts, wins)
    hosts = _without_tool_sync(hosts, tool)
    if tool is not None:
        t1 = min(t1, tool.start)
    threads = {tid: Thread(spans) for tid, spans in hosts.items()}
    syncs = _Syncs(threads)
    empty = Thread([])
    out: dict[Key, list[float]] = defaultdict(lambda: [0.0, 0.0])
    busy_until = t0
    drained: Key | None = None  # the sync whose drained queue the host is still refilling
    for start, end, launch, tid in device:
        if launch < busy_until:
            drained = None  # queued while the GPU was busy: the host is ahead again
        if start > busy_until:
            g0, g1 = busy_until, start
            host_end = min(max(launch, g0), g1)
            sync = syncs.at(g0) if host_end > g0 else None
            drained = _named_sync(threads, sync, join) if sync is not None else drained
            name = (lambda a, b, t=tid, x=launch: join.host(t, a, b, x)) if join is not None else None
            _host_part(out, threads.get(tid, empty), g0, host_end, drained, name, _sync_namer(join, tid))
            if g1 > host_end:  # the launch call to its start: the sync's whose queue it refills, else a
                # compiled graph's own overhead, if in one
                latency = out[drained if drained is not None else _latency_key(threads.get(tid), launch)]
                latency[0] += g1 - host_end
                latency[1] += 1
        busy_until = max(busy_until, end)
    if device and t1 > busy_until:
        tid = device[-1][3]
        sync = syncs.at(busy_until)
        drained = _named_sync(threads, sync, join) if sync is not None else drained
        name = (lambda a, b, t=tid, x=t1: join.host_at_end(t, a, b, x)) if join is not None else None
        _host_part(out, threads.get(tid, empty), busy_until, t1, drained, name, _sync_namer(join, tid))
    return {k: v for k, v in out.items() if v[0] > 0}


PLAIN: Key = (IdleCause.PYTHON, None, None)  # host time the trace names nothing in


def _host_part(
    out: dict[Key, list[float]],
    thread: Thread,
    a: float,
    b: float,
    drained: Key | None,
    name: Callable[[float, float], list[tuple[Key, float]] | None] | None,
    sync_name: Callable[[Span], Key | None] | None = None,
) -> None:
    """The host's time [a, b) while the GPU waited, by what the thread was in (or the sync it refills after);
    with ``name`` (a lean window), the time it names nothing in is named by the rich window, shared as it
    says, and ``sync_name`` names a sync it was in."""
    plain = [0.0, 0.0]
    for length, covering, n in thread.cut(a, b):
        key = drained if drained is not None else classify_host(covering)
        if sync_name is not None and drained is None and key[0] == IdleCause.SYNC:
            span = next((s for s in covering if s.kind == "sync"), None)
            key = (sync_name(span) if span is not None else None) or key
        if name is not None and key == PLAIN:
            plain[0] += length
            plain[1] += n
            continue
        out[key][0] += length
        out[key][1] += n
    if plain[0] <= 0 or name is None:
        return
    for key, share in name(a, b) or [(PLAIN, 1.0)]:
        out[key][0] += plain[0] * share
        out[key][1] += plain[1] * share


def _sync_namer(join: Any, tid: object) -> Callable[[Span], Key | None] | None:
    return (lambda span: join.sync(tid, span)) if join is not None else None


def _named_sync(threads: dict[object, Thread], sync: tuple[object, Span], join: Any) -> Key:
    """A sync's cause: the rich window's where ``join`` names it, else this trace's."""
    named = join.sync(sync[0], sync[1]) if join is not None else None
    return named if named is not None else sync_key(threads, sync)


def cpu_idle_intervals(
    events: list[dict[str, Any]], wins: list[tuple[float, float]], busy: list[tuple[float, float]]
) -> dict[Key, list[float]]:
    """A CPU run: the time of the profiled steps in no kernel or ATen op (``busy``, the step view's rows),
    by what the thread running the steps was in then (as on a GPU: Python with the user's line, the
    compiled graphs' own code between their kernels, torch.compile's runtime); ``{key: [µs, events]}``."""
    hosts = without_eager_regions(host_spans(events))
    steps_tid = next(
        (e.get("tid") for e in events if str(e.get("name", "")).startswith(STEP_RANGE_PREFIX)), None
    )
    thread = Thread(hosts.get(steps_tid, []))
    out: dict[Key, list[float]] = defaultdict(lambda: [0.0, 0.0])
    for a, b in wins:
        reach = a
        for s, e in sorted((max(x, a), min(y, b)) for x, y in busy if x < b and y > a):
            gaps = [(reach, s)] if s > reach else []
            for g0, g1 in gaps:
                for length, covering, n in thread.cut(g0, g1):
                    key = classify_host(covering)
                    out[key][0] += length
                    out[key][1] += n
            reach = max(reach, e)
        for length, covering, n in thread.cut(reach, b) if b > reach else ():
            key = classify_host(covering)
            out[key][0] += length
            out[key][1] += n
    return {k: v for k, v in out.items() if v[0] > 0}


def tool_sync(
    events: list[dict[str, Any]], hosts: dict[object, list[Span]], wins: list[tuple[float, float]]
) -> Span | None:
    """The tool's own synchronisation at the end of the last profiled step (inside its ``DRAIN_RANGE``; in a
    trace recorded before that range, the one ``cudaDeviceSynchronize`` of the steps where it is the last
    sync of the last step), or None."""
    syncs = sorted(
        (s for thread in hosts.values() for s in thread if s.kind == "sync"), key=lambda s: s.start
    )
    syncs = [s for s in syncs if wins and wins[0][0] <= s.start < wins[-1][1] + SYNC_SLACK_US]
    drains = [
        (float(e["ts"]), float(e["ts"]) + float(e.get("dur", 0.0)))
        for e in events
        if e.get("name") == DRAIN_RANGE and e.get("ph") == "X"
    ]
    if drains:
        return next((s for s in syncs if any(a <= s.start < b for a, b in drains)), None)
    device_syncs = [s for s in syncs if s.name.startswith("cudaDeviceSynchronize")]
    if syncs and len(device_syncs) == 1 and syncs[-1] is device_syncs[0] and syncs[-1].start >= wins[-1][0]:
        return syncs[-1]
    return None


def _without_tool_sync(hosts: dict[object, list[Span]], tool: Span | None) -> dict[object, list[Span]]:
    if tool is None:
        return hosts
    return {tid: [replace(s, kind="tool") if s is tool else s for s in spans] for tid, spans in hosts.items()}


def sync_wait_us(
    events: list[dict[str, Any]],
    wins: list[tuple[float, float]],
    hosts: dict[object, list[Span]] | None = None,
) -> float:
    """The host's time in the user's synchronising calls within the profiled steps (the union over
    threads; not the tool's own, ``tool_sync``), µs."""
    hosts = without_eager_regions(host_spans(events) if hosts is None else hosts)
    tool = tool_sync(events, hosts, wins)
    return union_length(
        [
            (max(s.start, a), min(s.end, b))
            for thread in hosts.values()
            for s in thread
            if s.kind == "sync" and s is not tool
            for a, b in wins
            if s.start < b and s.end > a
        ]
    )
