"""A script's steps, cut as it runs at the boundaries ``collect/boundaries.StepCutter`` finds, inside the
model child: the prologue and the first steps left out, some timed unprofiled, then profiled
(``collect/steps.py``'s docstring has the plan)."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable
from pathlib import Path

from inductor_probe._compat import distributed
from inductor_probe._util import idle_attribution_on
from inductor_probe.collect import hostload, profiler_cost
from inductor_probe.collect.boundaries import StepCutter, shortest_period
from inductor_probe.collect.lean_window import marks_ms, step_mark
from inductor_probe.collect.script_plan import ScriptPlan, ScriptWindows, ToolClock
from inductor_probe.collect.steps import (
    SCRIPT_SKIPPED_STEPS,
    SCRIPT_TIMED_STEPS,
    GraphCalls,
    gpu_sync,
    spread_pct,
)
from inductor_probe.run.step_sides import CollectiveRecord
from inductor_probe.run.timings import StepTiming
from inductor_probe.vocab import ProfileWindow, StepBoundary, StepKind


class ScriptSteps:
    """A script's steps, cut at the boundaries ``collect/boundaries.StepCutter`` finds (module docstring);
    ``skipped`` profiler steps (the prologue and the first steps), ``timed``, ``warmup`` and ``steps``
    profiled. ``restart`` begins again (a more trusted boundary appeared): a new profiler, new counts."""

    def __init__(
        self,
        *,
        cuda: bool,
        steps: int,
        trace: Path,
        calls: GraphCalls,
        timed: int = SCRIPT_TIMED_STEPS,
        skipped: int = SCRIPT_SKIPPED_STEPS,
        warmup: int = 1,
        memory: Path | None = None,
        profile: bool = True,
        recompiled: Callable[[str, str], bool] | None = None,
        window: ProfileWindow = ProfileWindow.BOTH,
    ):
        # profile False: a run that only times (a short script's extra runs, workflows/model_run.py)
        self.cuda, self.calls, self.profile = cuda, calls, profile
        self.window = window
        self.steps, self.warmup = (steps, warmup) if profile else (0, 0)
        self.timed, self.skipped, self.trace = timed, skipped, trace
        self.memory = memory if profile else None
        self.boundary_kind, self.period, self.restarts = StepBoundary.FIRST_GRAPH, 1, 0
        self.started = False
        self._reset()
        self.cutter = StepCutter(self, recompiled)  # calls.on_call, the optimizer hook and the marks feed it

    def _reset(self) -> None:

        plan = self.plan = ScriptPlan.of(
            cuda=self.cuda,
            window=self.window if self.profile else None,
            skipped=self.skipped,
            timed=self.timed,
            warmup=self.warmup,
            steps=self.steps,
        )
        self.load_start: tuple[int, int, int] | None = None
        self.win = ScriptWindows(
            plan,
            cuda=self.cuda,
            window=self.window if self.profile else None,
            trace=self.trace,
            calls=self.calls,
            memory=self.memory,
        )
        self.profile_from, self.first_active = plan.profile_from, plan.first_active
        self.last_boundary = plan.last_boundary  # ends the last profiled step
        self.boundaries = 0  # step boundaries so far
        self.arrivals_ns: list[int] = []  # the timed steps' first graph calls, host clock (graph_call)
        self._arrival_due = False
        self._timing = False  # inside a timed step: the tool's own time there is counted (``clock``)
        self.clock = ToolClock()
        self.marks: list = []  # boundary times of the timed steps (events on GPU, seconds on CPU)
        self.window_ns: list[int] = []  # the timed steps' first and last boundary, real-time clock
        self.collectives: list[CollectiveRecord] | None = None  # read once the profiled steps are done
        self.snapshots: dict[int, dict[str, int]] = {}  # boundary -> graph calls so far, timed steps on

    def restart(self, kind: StepBoundary, period: int) -> None:
        """Cut by ``kind`` from here on: what the earlier boundaries timed or profiled is dropped."""
        self.boundary_kind, self.period = kind, period
        self.restarts += 1
        if not self.started:
            return
        self.win.abort()
        self.calls.timing, self.calls.took_s = False, {}
        self._reset()

    def compiled(self) -> None:
        """A graph was called for the first time (it compiled or loaded just now): a step being timed or
        profiled is warm-up, not a step; the measuring starts again (once a graph: the next call is no
        compile)."""
        if self.started and self.plan.measured(self.boundaries - 1):
            self.restart(self.boundary_kind, self.period)

    def start(self) -> None:
        self.started = True

    def graph_call(self, key: str) -> None:
        """Every compiled-graph call (``GraphCalls.on_call``): the cutter first (it may end a step here), then
        the host's clock at a timed step's first graph call (``arrivals_ns``: when this rank began its step's
        graphs, on the host's monotonic clock, which every process of one host shares)."""
        if self.cutter.quick(key):  # a known graph inside a step: no boundary, nothing more to do
            self._arrive()
            if self._timing:
                self.clock.quick_calls += 1  # their cost: quick_ns, measured on a stand-in
            return
        t0, timing = time.perf_counter_ns(), self._timing
        self.cutter.graph_call(key)
        self._arrive()
        if timing or self._timing:
            self.clock.timed_calls += 1
            self._own(t0, timing)

    def _arrive(self) -> None:
        if self._arrival_due:
            self._arrival_due = False
            self.arrivals_ns.append(time.perf_counter_ns())

    def _own(self, t0: int, timing: bool) -> None:
        self.clock.own(t0, time.perf_counter_ns(), timing, self._timing)

    def optimizer_step(self, optimizer: object) -> None:
        """After any optimizer's ``step()`` (``boundaries.install_optimizer_hook``): the cutter's, timed."""
        t0, timing = time.perf_counter_ns(), self._timing
        self.cutter.optimizer_step(optimizer)
        if timing or self._timing:
            self._own(t0, timing)

    def mark(self) -> None:
        """The script's ``inductor_probe.mark_step()``: the cutter's, timed."""
        t0, timing = time.perf_counter_ns(), self._timing
        self.cutter.mark()
        if timing or self._timing:
            self._own(t0, timing)

    def boundary(self) -> None:
        k = self.boundaries
        self._arrival_due = self._timing = self.plan.timing(k)
        self.calls.timing = self._timing  # each graph's own call timed (analysis/ledger.py)
        if self.plan.timed_mark(k):
            if k == self.skipped - 1 and not self.cuda:
                self.load_start = hostload.sample()  # other load over the timed and profiled steps
            self.marks.append(step_mark(self.cuda))
            self.clock.mark_ns = time.perf_counter_ns()
            if k in (self.skipped - 1, self.skipped - 1 + self.timed):
                self.window_ns.append(time.time_ns())
        if self.plan.measured(k):
            self.snapshots[k] = dict(self.calls.calls)
        self.win.boundary(k)
        if k == self.last_boundary:  # the timed steps' collectives have retired (their GPU times are in)
            self.collectives = _timed_collectives(self.window_ns)
        self.win.memory(k)
        self.boundaries += 1

    def finish(self) -> StepTiming:
        """After the script: stop the profiler where it is (a partial trace keeps what it reached)."""
        complete = self.boundaries > self.last_boundary
        lean = self.win.stop(complete)
        gpu_sync(self.cuda)()
        if self.collectives is None:
            self.collectives = _timed_collectives(self.window_ns)
        load_end = hostload.sample() if self.load_start else None
        other_load = hostload.other_load_cores(self.load_start, load_end)
        walls = marks_ms(self.marks, self.cuda)
        # step s runs from boundary s - 1 to boundary s; the profiled ones start at first_active
        profiled = max(0, min(self.steps, self.boundaries - self.first_active))
        start = self.snapshots.get(self.first_active - 1)
        end = self.snapshots.get(self.first_active - 1 + profiled)
        graph_calls = _calls_between(start, end) if start is not None and end is not None else {}
        if self.boundary_kind == StepBoundary.FIRST_GRAPH and shortest_period(self.cutter.segments) == 1:
            self.boundary_kind = StepBoundary.PERIOD  # every step alike: one call of the first graph each
        return StepTiming(
            boundary=self.boundary_kind,
            period=self.period,
            boundary_restarts=self.restarts,
            step_graph_calls=_per_step_calls(self.snapshots),
            arrivals_ns=self.arrivals_ns,
            host=socket.gethostname(),
            tool_us=self.clock.per_step_us(len(walls), quick_ns(), wrapper_ns()) if walls else None,
            graph_host=self.calls.call_host(len(walls)) if self.calls.took_s and walls else None,
            profiler_cost=profiler_cost.measure(idle_attribution_on()) if self.profile else None,
            collectives=self.collectives or [],
            kind=StepKind.SCRIPT,
            steps=profiled,
            steps_requested=self.steps,
            first_graph_calls=self.boundaries,
            first_graph_calls_needed=self.last_boundary + 1,
            complete=complete,
            wall_blocks_ms=walls,
            block_steps=1,
            wall_spread_pct=spread_pct(walls),
            graph_calls=graph_calls,
            trace=self.win.done.get("trace"),
            lean_trace=lean[0] if lean else None,
            lean_steps=lean[1] if lean else 0,
            lean_timed_ms=lean[2] if lean else [],
            lean_ref_ms=self._lean_ref(walls, before=True),
            lean_after_ms=self._lean_ref(walls, before=False),
            first_step_left_out=True,
            cudagraphs=None,
            other_load_cores=None if other_load is None else round(other_load, 2),
            memory=self.win.mem.finish() if self.win.mem is not None else None,
        )

    def _lean_ref(self, walls: list[float], before: bool) -> list[float]:
        """The unprofiled steps the lean window's stretch is against, ``before`` it or after it: on a GPU the
        timed steps, then those timed again after it; on a CPU those timed again just before it."""
        ref = self.win.ref
        if ref is None or self.win.lean is None:
            return []
        if self.cuda:
            return list(walls) if before else ref.ms()
        return ref.ms() if before else []


def _timed_collectives(window_ns: list[int]) -> list[CollectiveRecord]:
    """The collectives the timed steps enqueued (``window_ns``: their first and last boundary), from
    torch.distributed's flight recorder (none outside a job, or before the timed steps ended)."""
    if len(window_ns) < 2:
        return []
    start, end = window_ns[0], window_ns[-1]
    return [
        CollectiveRecord.from_dict(c)
        for c in distributed.recorded_collectives()
        if start <= c["created_ns"] < end
    ]


def _calls_between(start: dict[str, int], end: dict[str, int]) -> dict[str, int]:
    """The graph calls between two snapshots of the counts."""
    return {k: n - start.get(k, 0) for k, n in end.items() if n - start.get(k, 0) > 0}


def _per_step_calls(snapshots: dict[int, dict[str, int]]) -> list[dict[str, int]]:
    """Each timed, warm-up and profiled step's graph calls, from the snapshots at its boundaries."""
    ks = sorted(snapshots)
    return [_calls_between(snapshots[a], snapshots[b]) for a, b in zip(ks, ks[1:], strict=False)]


def wrapper_ns(n: int = 20000) -> float:
    """The graph-call wrapper's own statements outside its callback (``_compat.graph_call.install``:
    the key, the watcher, the timing flag, the profiler's flag, one more call frame), in ns per call: the
    same lines timed around a stand-in graph here (the wrapper cannot be called without a compiled graph)."""
    import torch

    class Graph:
        cache_key = "stand-in"

    def original(self, inputs):
        return None

    def before_call(key):
        return None

    def call(self, inputs):
        key = str(getattr(self, "cache_key", None) or "unknown")
        before_call(key)
        if getattr(before_call, "watcher", None) is not None:  # pragma: no cover - never set here
            return None
        if getattr(before_call, "timing", False):  # pragma: no cover - never set here
            return None
        if torch.autograd.profiler._is_profiler_enabled:  # pragma: no cover
            return None
        return original(self, inputs)

    g = Graph()
    return _extra_ns(lambda: call(g, None), lambda: original(g, None), n)


def quick_ns(n: int = 20000) -> float:
    """A graph call the cutter records at once (``StepCutter.quick``: a known graph inside a step), in ns:
    ``GraphCalls`` and ``ScriptSteps.graph_call`` on a stand-in, against an empty call."""
    from tempfile import gettempdir

    calls = GraphCalls()
    steps = ScriptSteps(
        cuda=False, steps=1, trace=Path(gettempdir()) / "unused.json", calls=calls, profile=False
    )
    calls.on_call = steps.graph_call
    steps.cutter.kind, steps.cutter.keys, steps.cutter.first_key = StepBoundary.PERIOD, {"k", "f"}, "f"
    steps._timing = True

    def empty(key):
        return None

    return _extra_ns(lambda: calls("k"), lambda: empty("k"), n)


def _extra_ns(call, bare, n: int) -> float:
    """What ``call()`` takes beyond ``bare()``, in ns a call, each run ``n`` times in a row."""
    t0 = time.perf_counter_ns()
    for _ in range(n):
        call()
    t1 = time.perf_counter_ns()
    for _ in range(n):
        bare()
    t2 = time.perf_counter_ns()
    return max(0.0, ((t1 - t0) - (t2 - t1)) / n)
