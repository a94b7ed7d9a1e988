"""torch.compile's own host time around each compiled graph's calls in the profiled steps (issue 41's runtime
ledger), from the ranges torch writes while the profiler is on:

- ``TorchDynamo Cache Lookup``: Dynamo's guards, evaluated before a frame's compiled code runs (the lookup
  just before a ``Torch-Compiled Region``, on its thread);
- ``Torch-Compiled Region: F/N``: one run of frame F's compiled code (compile N); its time outside the graph's
  own call (the tool's ``inductor_probe::graph`` range), outside the regions of frames it calls (their own
  rows) and outside the eager operators it runs itself (the user's code at a graph break) is the wrapper's:
  the frame's bytecode around the graph, AOTAutograd's runtime wrappers (prologue, epilogue,
  ``CompiledFunction``), not the tool's own wrapper of the call (its Python, while profiling);
- ``CompiledFunctionBackward`` (the autograd thread): a backward graph's wrapper, outside its call.

The profiler stretches every range by its own cost per event recorded (an op, a launch, a range). Where the
child timed each graph's own call without the profiler (``GraphHost``), that cost per event is the graphs'
calls' profiled time less their unprofiled time, over the events their calls hold, and each figure is brought
back by the events it holds (``basis`` ``unprofiled``); otherwise the figures stay as profiled (upper bounds).
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from inductor_probe.analysis.spans import Span, Thread
from inductor_probe.analysis.trace import window_index
from inductor_probe.ranges import INDUCTOR_GRAPH_PREFIX
from inductor_probe.run.runtime import RuntimeRow, RuntimeView
from inductor_probe.run.timings import StepTiming

LOOKUP = "TorchDynamo Cache Lookup"
REGION = "Torch-Compiled Region"
BACKWARD = "CompiledFunctionBackward"
EAGER_KINDS = ("op", "launch", "sync")  # a region's own children of these kinds are the user's eager code
# the tool's own Python (its wrapper of the graph's call, which opens the graph's range while profiling)
TOOL_FRAME = re.compile(r"(^|[/\\])inductor_probe[/\\]")
LOOKUP_GAP_US = 1000.0  # a lookup this far before a region at most is its guards
CHECK_PCT = 25.0  # measured costs that bring the graphs' own calls back further off than this are not used
Pick = Callable[[int], bool]
Group = tuple[str | None, str | None, bool]  # (frame, graph key, backward)
Events = tuple[int, int]  # events recorded: (all, of them Python calls)
NONE: Events = (0, 0)


@dataclass(frozen=True)
class CallCost:
    """One profiled run of a compiled frame (or a backward graph's call), µs, with the events each part
    holds (the profiler's cost is per event)."""

    frame: str | None  # Dynamo's compile id ("0/0"); None for a backward graph or a lookup alone
    key: str | None  # the graph called inside (its cache key), if any
    backward: bool
    guard_us: float | None
    guard_n: Events
    wrapper_us: float | None
    wrapper_n: Events
    call_us: float | None
    call_n: Events


def _frame_id(name: str) -> str | None:
    return name.split(":", 1)[1].strip() if name.startswith(REGION) and ":" in name else None


class _Tree:
    """One thread's spans with their children and the count of events that begin in any span's time."""

    def __init__(self, spans: list[Span]):
        self.th = Thread(spans)
        self.py = [0]  # Python calls among the spans before each index
        for s in spans:
            self.py.append(self.py[-1] + (s.kind == "frame"))
        self.children: dict[int, list[int]] = defaultdict(list)
        for i, p in enumerate(self.th.parent):
            self.children[p].append(i)

    def events(self, i: int) -> Events:
        s = self.th.spans[i]
        a, b = bisect.bisect_left(self.th.starts, s.start), bisect.bisect_left(self.th.starts, s.end)
        return b - a, self.py[b] - self.py[a]

    def less(self, us: float, n: Events, c: int, sign: int = 1) -> tuple[float, Events]:
        """``us`` and ``n`` less span ``c``'s time and events (plus them, with ``sign`` -1)."""
        cs, (cn, cpy) = self.th.spans[c], self.events(c)
        return us - sign * (cs.end - cs.start), (n[0] - sign * cn, n[1] - sign * cpy)

    def inside(self, i: int, pick: Callable[[int], bool]) -> list[int]:
        """The descendants of ``i`` that ``pick`` takes, not looking inside them."""
        found, todo = [], list(self.children.get(i, []))
        while todo:
            c = todo.pop()
            if pick(c):
                found.append(c)
            else:
                todo.extend(self.children.get(c, []))
        return sorted(found)


def _sum(events: list[Events]) -> Events:
    return sum(e[0] for e in events), sum(e[1] for e in events)


def _in(wins: list[tuple[float, float]], t: float) -> bool:
    return window_index(wins, [a for a, _ in wins], t) is not None


def _thread_costs(spans: list[Span], wins: list[tuple[float, float]]) -> list[CallCost]:
    tree = _Tree(spans)
    sp = tree.th.spans
    graph_of = lambda i: sp[i].kind == "graph"
    outer = lambda i: sp[i].name.startswith(REGION) or sp[i].name.startswith(BACKWARD)
    lookups = [i for i, s in enumerate(sp) if s.name.startswith(LOOKUP)]
    paired: set[int] = set()
    out: list[CallCost] = []
    last = max(b for _, b in wins)
    for i, s in enumerate(sp):
        if not outer(i):
            continue
        graphs = _graphs_inside(tree, i, graph_of, outer)
        region = s.name.startswith(REGION)
        guard = _lookup_before(sp, lookups, s, paired) if region else None  # paired even if not counted
        # a run is counted in the step its graph is called in (a script's step may begin inside the region
        # that calls its first graph), a run with no graph where it begins if the profiler saw it end
        if not (_in(wins, sp[graphs[0]].start) if graphs else (_in(wins, s.start) and s.end <= last)):
            continue

        # a frame's run with no compiled graph anywhere inside (none of its own, none of the frames it calls)
        # ran the user's code eager: Dynamo compiled nothing of it; its time is no wrapper's (issue 56)
        ran = bool(graphs) or bool(tree.inside(i, graph_of))
        wrapper_us, wrapper_n = _own(tree, i, region, graphs, outer) if ran else (None, NONE)
        calls = [c for g in graphs for c in _call_of(tree, g)]
        call_us = sum(sp[c].end - sp[c].start for c in calls) if calls else None
        out.append(
            CallCost(
                frame=_frame_id(s.name),
                key=sp[graphs[0]].name.split(" ", 1)[1] if graphs else None,
                backward=not region,
                guard_us=None if guard is None else sp[guard].end - sp[guard].start,
                guard_n=NONE if guard is None else tree.events(guard),
                wrapper_us=wrapper_us,
                wrapper_n=wrapper_n,
                call_us=call_us,
                call_n=_sum([tree.events(c) for c in calls]),
            )
        )
    for j in lookups:  # guards that no compiled code followed: the frame ran eagerly (or compiled again)
        if j not in paired and _in(wins, sp[j].start):
            out.append(
                CallCost(None, None, False, sp[j].end - sp[j].start, tree.events(j), None, NONE, None, NONE)
            )
    return out


def _graphs_inside(tree: _Tree, i: int, graph_of: Pick, outer: Pick) -> list[int]:
    """The graph calls in span ``i`` that no nested region or backward holds."""
    sp = tree.th.spans
    return [c for c in tree.inside(i, lambda c: graph_of(c) or outer(c)) if sp[c].kind == "graph"]


def _call_of(tree: _Tree, g: int) -> list[int]:
    """The graph's own call in the tool's range ``g``: Inductor's range around its compiled module's ``call``
    (``CompiledFxGraph.__call__``'s Python around it is the wrapper's), else the tool's range."""
    sp = tree.th.spans
    return tree.inside(g, lambda c: sp[c].kind == "call") or [g]


def _own(tree: _Tree, i: int, region: bool, graphs: list[int], outer: Pick) -> tuple[float, Events]:
    """Span ``i``'s own time and events: less the graphs' own calls, the frames it calls (their regions and
    lookups) and, in a region, the eager operators it runs itself (the user's code at a graph break); less
    the tool's own Python around a graph's call (its wrapper, only there while profiling)."""
    sp = tree.th.spans
    s = sp[i]
    us, n = s.end - s.start, tree.events(i)
    for g in graphs:
        for c in _call_of(tree, g):
            us, n = tree.less(us, n, c)

    def other(c: int) -> bool:
        cs = sp[c]
        return (
            outer(c)
            or cs.name.startswith(LOOKUP)
            or (region and tree.th.parent[c] == i and cs.kind in EAGER_KINDS)
            or (cs.kind == "frame" and TOOL_FRAME.search(cs.name) is not None)
            or cs.kind == "graph"
        )

    for c in tree.inside(i, other):
        if sp[c].kind == "graph":
            continue  # its own call taken out above; the rest of it (Inductor's Python) is the wrapper's
        us, n = tree.less(us, n, c)
        if sp[c].kind == "frame":  # the tool's: what it holds of the graph (less the call) stays
            for g in tree.inside(c, lambda x: sp[x].kind == "graph"):
                us, n = tree.less(us, n, g, sign=-1)  # (its call was taken out above)
    return max(0.0, us), (max(0, n[0]), max(0, n[1]))


def _lookup_before(sp: list[Span], lookups: list[int], region: Span, paired: set[int]) -> int | None:
    """The cache lookup just before ``region`` on its thread (ended by its start, within LOOKUP_GAP_US)."""
    k = bisect.bisect_right(lookups, region.start, key=lambda j: sp[j].start) - 1
    while k >= 0:
        j = lookups[k]
        if sp[j].end <= region.start + 1e-3 and j not in paired:
            if region.start - sp[j].end > LOOKUP_GAP_US:
                return None
            paired.add(j)
            return j
        k -= 1
    return None


def profiled_calls(
    hosts: dict[object, list[Span]],
    wins: list[tuple[float, float]],
    events: list[dict[str, Any]] | None = None,
) -> list[CallCost]:
    """Every compiled frame's run and backward graph's call that began inside the profiled steps; with the
    trace's ``events``, Inductor's range around each graph's module call (``## Call CompiledFxGraph``, a
    ``call`` span) marks the graph's own call."""
    calls: dict[object, list[Span]] = defaultdict(list)
    for e in events or []:
        if e.get("ph") == "X" and str(e.get("name", "")).startswith(INDUCTOR_GRAPH_PREFIX):
            t = float(e["ts"])
            calls[e.get("tid")].append(Span(t, t + float(e.get("dur", 0.0)), str(e["name"]), "call"))
    out: list[CallCost] = []
    for tid, spans in hosts.items():
        if calls.get(tid):
            spans = [x for x in spans if not x.name.startswith(INDUCTOR_GRAPH_PREFIX)] + calls[tid]
            spans.sort(key=lambda x: (x.start, -x.end))
        out += _thread_costs(spans, wins)
    return out


Costs = tuple[float, float]  # the profiler's µs per event: (a Python call, any other event)


def _cost(costs: Costs, n: Events) -> float:
    return costs[0] * n[1] + costs[1] * (n[0] - n[1])


Back = Callable[[float, Events], float]  # a profiled figure and its events -> unprofiled µs


def _inflation(calls: list[CallCost], measured: dict[str, float]) -> float | None:
    """How many times longer the graphs' own calls ran profiled than timed without the profiler (graphs
    timed both ways only); None where none was."""
    prof = timed = 0.0
    for c in calls:
        if c.key in measured and c.call_us is not None:
            prof += c.call_us
            timed += measured[c.key]
    # the profiler never makes a call faster: under 1, the timed calls were disturbed, and the figures stay
    return max(1.0, prof / timed) if timed > 0 and prof > 0 else None


def _check_pct(calls: list[CallCost], measured: dict[str, float], costs: Costs) -> float | None:
    """The graphs' own calls brought back by the measured costs, against the same calls timed unprofiled:
    how far the correction lands (%), the ledger's own check."""
    back = timed = 0.0
    for c in calls:
        if c.key in measured and c.call_us is not None:
            back += c.call_us - _cost(costs, c.call_n)
            timed += measured[c.key]
    return 100.0 * (back - timed) / timed if timed > 0 else None


def _mean(xs: list[float | None]) -> float | None:
    got = [x for x in xs if x is not None]
    return sum(got) / len(got) if got else None


def runtime_view(
    calls: list[CallCost],
    steps: int,
    timing: StepTiming,
    labels: dict[str, str],
    wall_ms: float | None,
) -> RuntimeView | None:
    """The step's runtime rows, per call and per step (module docstring); None where the trace holds no
    compiled graph's call (a frame Dynamo compiled nothing of runs eager: its time is the user's). ``timing``:
    the profiler's cost per event measured in the child (``profiler_cost``), unless the graphs' own calls
    brought back by it land more than CHECK_PCT off their calls timed unprofiled (``graph_host``): then one
    cost per event from those calls; the host's unprofiled step (``host_ms``); the wrapper's count of each
    graph's calls in the profiled steps (a run that began before the profiler did is not in the trace)."""
    if not calls or steps <= 0 or not any(c.key for c in calls):  # no compiled graph ran: nothing of its
        return None
    own = {m.key: m.us for m in timing.graph_host or []}
    pc = timing.profiler_cost
    costs: Costs | None = (pc.python_us, pc.op_us) if pc is not None else None
    check = _check_pct(calls, own, costs) if costs is not None and own else None
    inflation, back = None, None
    if costs is not None and (check is None or abs(check) <= CHECK_PCT):
        back = _by_costs(costs)
    elif (inflation := _inflation(calls, own)) is not None:  # the measured costs do not hold here
        back = _by_ratio(1.0 / inflation)
    guards = {g.frame: g.us for g in timing.guards or []}
    groups: dict[Group, list[CallCost]] = defaultdict(list)
    for c in calls:
        groups[(c.frame, c.key, c.backward)].append(c)
    counted = timing.graph_calls or {}
    rows = []
    for k, g in groups.items():
        per_call = (counted.get(k[1] or "") or len(g)) / steps
        label = labels.get(k[1] or "") or k[1]
        rows.append(_row(k, g, per_call, back, own, guards.get(k[0] or ""), label, wall_ms))
    rows, rest, outside, scaled = _to_measured(rows, timing.host_ms, own, wall_ms)
    rows.sort(key=lambda r: -r.ms)
    total = sum(r.ms for r in rows)
    return RuntimeView(
        rows=rows,
        basis="unprofiled" if back is not None else "profiled",
        inflation=inflation,
        rest_us=rest,
        ms=total,
        pct=100.0 * total / wall_ms if wall_ms else None,
        measured=list(timing.graph_host) if timing.graph_host else None,
        guards=list(timing.guards) if timing.guards else None,
        cost=pc,
        outside_us=outside,
        scaled=scaled,
        check_pct=check,
    )


def _to_measured(
    rows: list[RuntimeRow], host_ms: float | None, own: dict[str, float], wall_ms: float | None
) -> tuple[list[RuntimeRow], float | None, float | None, float | None]:
    """Where the host's unprofiled step and every graph's own call were timed, the host's time outside the
    graphs' own calls (µs per step) is measured; the rows' guards and wrappers from the profile are scaled
    down to what it leaves (timed guards kept) where they hold more (the rest 0), else the rest is what they
    leave. Returns the rows, the rest, the measured time outside and the scale (None: not scaled). Where the
    graphs' own calls as timed hold the whole host step or more (two passes that disagree: a loaded CPU read a
    480 ms step against more than that in own calls), nothing is measured outside and the rows stay."""
    if host_ms is None or not rows or any(r.key is not None and r.key not in own for r in rows):
        return rows, None, None, None
    outside = host_ms * 1e3 - sum(r.calls * own[r.key] for r in rows if r.key is not None)
    if outside <= 0:
        return rows, None, None, None
    fixed = sum(r.calls * (r.guard_us or 0.0) for r in rows if r.guard_timed)
    free = sum(
        r.calls * ((0.0 if r.guard_timed else r.guard_us or 0.0) + (r.wrapper_us or 0.0)) for r in rows
    )
    if fixed + free <= outside:
        return rows, outside - fixed - free, outside, None
    k = max(0.0, outside - fixed) / free if free > 0 else 1.0

    def scaled(r: RuntimeRow) -> RuntimeRow:
        guard = r.guard_us if r.guard_us is None or r.guard_timed else r.guard_us * k
        wrapper = None if r.wrapper_us is None else r.wrapper_us * k
        ms = r.calls * ((guard or 0.0) + (wrapper or 0.0)) / 1e3
        pct = 100.0 * ms / wall_ms if wall_ms else None
        return replace(r, guard_us=guard, wrapper_us=wrapper, ms=ms, pct=pct)

    return [scaled(r) for r in rows], 0.0, outside, k


def _by_costs(costs: Costs) -> Back:
    return lambda us, n: max(0.0, us - _cost(costs, n))


def _by_ratio(k: float) -> Back:
    return lambda us, n: us * k


def _row(
    key: Group,
    group: list[CallCost],
    per_call: float,
    back: Back | None,
    own: dict[str, float],
    guard_timed: float | None,
    label: str | None,
    wall_ms: float | None,
) -> RuntimeRow:
    """One row: the group's mean per call as profiled, and brought back by ``back`` where given; the
    frame's guards as timed without the profiler where they were (``guard_timed``)."""
    frame, graph, backward = key
    guard_p = _mean([c.guard_us for c in group])
    wrap_p = _mean([c.wrapper_us for c in group])
    call_p = _mean([c.call_us for c in group])

    def unprofiled(us: float | None, n: list[Events]) -> float | None:
        if us is None or back is None or not n:
            return us
        return back(us, (sum(e[0] for e in n) // len(n), sum(e[1] for e in n) // len(n)))

    guard = unprofiled(guard_p, [c.guard_n for c in group if c.guard_us is not None])
    guard = guard_timed if guard_timed is not None and guard_p is not None else guard
    wrapper = unprofiled(wrap_p, [c.wrapper_n for c in group if c.wrapper_us is not None])
    call = unprofiled(call_p, [c.call_n for c in group if c.call_us is not None])
    call = own[graph] if graph is not None and graph in own else call
    ms = per_call * ((guard or 0.0) + (wrapper or 0.0)) / 1e3
    return RuntimeRow(
        graph=label,
        key=graph,
        frame=frame,
        backward=backward,
        calls=per_call,
        guard_us=guard,
        wrapper_us=wrapper,
        call_us=call,
        guard_profiled_us=guard_p,
        wrapper_profiled_us=wrap_p,
        call_profiled_us=call_p,
        ms=ms,
        pct=100.0 * ms / wall_ms if wall_ms else None,
        guard_timed=guard_timed is not None and guard_p is not None,
    )
