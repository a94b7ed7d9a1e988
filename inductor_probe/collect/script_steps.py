"""A script's steps, cut as it runs at the boundaries ``collect/boundaries.StepCutter`` finds, inside the
model child: the prologue and the first steps left out, some timed unprofiled, then profiled
(``collect/steps.py``'s docstring has the plan)."""

from __future__ import annotations

import contextlib
import socket
import time
from collections.abc import Callable
from pathlib import Path

from inductor_probe import _compat
from inductor_probe._compat import distributed
from inductor_probe._util import idle_attribution_on
from inductor_probe.collect import hostload, profiler_cost
from inductor_probe.collect import memory as allocator
from inductor_probe.collect.boundaries import StepCutter, shortest_period
from inductor_probe.collect.lean_window import LeanSlot, RefSlot, lean_path, step_mark
from inductor_probe.collect.steps import (
    LEAN_REF_STEPS,
    SCRIPT_SKIPPED_STEPS,
    SCRIPT_TIMED_STEPS,
    GraphCalls,
    drain_gpu,
    gpu_sync,
    rich_profiler,
    spread_pct,
)
from inductor_probe.run.manifest import CollectiveRecord
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
        from torch.profiler import schedule

        skipped, timed, warmup, steps = self.skipped, self.timed, self.warmup, self.steps
        self.load_start: tuple[int, int, int] | None = None
        self.done: dict = {}
        # started at the last timed step's end: the profiler costs the prologue and the timed steps nothing
        self.prof = None  # a run that only times has none
        if self.profile:
            plan = schedule(wait=0, warmup=warmup, active=steps, repeat=1)
            self.prof = rich_profiler(self.cuda, plan, self.trace, self.done)
        self.profiling = False
        # on a GPU the lean window first (its warm-up step, then ``steps``: the step's figures, before the
        # allocator is read), then LEAN_REF_STEPS unprofiled steps timed again (its stretch is against them
        # and the timed steps before it: an H200's host drifted 7-40% within a process that ran no profiler,
        # benchmarks/cupti_residual_probe.py), then the rich one; on a CPU, where the lean window gives its
        # stretch alone, the rich one first (a short script keeps its steps), then LEAN_REF_STEPS unprofiled
        # steps timed again, then the lean window, whose stretch is against them (with the rich window and its
        # trace's export between the timed steps and the lean window, a 2-core host's speed changed under it:
        # the same steps at 2.3 or 4.1 ms for seconds at a time, the lean window 0.62-1.97x the timed steps
        # in six runs); one window alone takes the rich one's place
        both = self.profile and self.window == ProfileWindow.BOTH
        span = warmup + steps if both else 0
        first = skipped + timed - 1  # the boundary that ends the timed steps
        ref = LEAN_REF_STEPS if both else 0
        lean_from, shift = (first, span + ref) if self.cuda else (first + span + ref, 0)
        self.ref = RefSlot(self.cuda, first + span, ref) if ref else None
        self.lean = (
            LeanSlot(self.cuda, lean_from, warmup, steps, self.calls, lean_path(self.trace))
            if self.profile and self.window.lean
            else None
        )
        if not self.window.rich:
            self.prof = None
        self.profile_from = first + shift  # the boundary that begins the (rich) profiler's warm-up step
        self.boundaries = 0  # step boundaries so far
        self.arrivals_ns: list[int] = []  # the timed steps' first graph calls, host clock (graph_call)
        self._arrival_due = False
        self._timing = False  # inside a timed step: the tool's own time there is counted (_own)
        self.tool_ns, self.timed_calls, self.quick_calls, self._mark_ns = 0, 0, 0, 0
        self.marks: list = []  # boundary times of the timed steps (events on GPU, seconds on CPU)
        self.window_ns: list[int] = []  # the timed steps' first and last boundary, real-time clock
        self.collectives: list[CollectiveRecord] | None = None  # read once the profiled steps are done
        self.snapshots: dict[int, dict[str, int]] = {}  # boundary -> graph calls so far, timed steps on
        self.first_active = skipped + timed + warmup + shift
        self.last_boundary = skipped + timed + warmup + steps - 1 + shift  # ends the last profiled step
        # the allocator's counters from the last timed step's end: each read builds torch's whole stats dict
        # (about 0.1 ms; 0.4-2 ms a step on an H100's host), which a timed step must not carry
        self.mem = (
            allocator.ScriptMemory(
                self.calls, self.memory, first=self.profile_from, window_at=self.last_boundary
            )
            if self.cuda and self.memory is not None
            else None
        )

    def restart(self, kind: StepBoundary, period: int) -> None:
        """Cut by ``kind`` from here on: what the earlier boundaries timed or profiled is dropped."""
        self.boundary_kind, self.period = kind, period
        self.restarts += 1
        if not self.started:
            return
        if self.profiling and self.prof is not None:
            with contextlib.suppress(Exception):  # a profiler already stopped by its schedule
                self.prof.stop()
        if self.lean is not None:
            self.lean.abort()
        if self.mem is not None:
            self.calls.watcher = None
            with contextlib.suppress(Exception):
                _compat.record_memory_history(False)
        self.calls.timing, self.calls.took_s = False, {}
        self._reset()

    def compiled(self) -> None:
        """A graph was called for the first time (it compiled or loaded just now): a step being timed or
        profiled is warm-up, not a step; the measuring starts again (once a graph: the next call is no
        compile)."""
        if self.started and self.skipped - 1 <= self.boundaries - 1 <= self.last_boundary:
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
                self.quick_calls += 1  # their cost: quick_ns, measured on a stand-in (_tool_us)
            return
        t0, timing = time.perf_counter_ns(), self._timing
        self.cutter.graph_call(key)
        self._arrive()
        if timing or self._timing:
            self.timed_calls += 1
            self._own(t0, timing)

    def _arrive(self) -> None:
        if self._arrival_due:
            self._arrival_due = False
            self.arrivals_ns.append(time.perf_counter_ns())

    def _own(self, t0: int, timing: bool) -> None:
        """The tool's own time since ``t0``, where it fell inside the timed steps: a boundary that began them
        counts from its mark on, one that ended them up to its mark (``_mark_ns``)."""
        t1 = time.perf_counter_ns()
        if timing != self._timing and t0 <= self._mark_ns <= t1:
            t0, t1 = (self._mark_ns, t1) if self._timing else (t0, self._mark_ns)
        self.tool_ns += t1 - t0

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
        self._arrival_due = self._timing = self.skipped - 1 <= k < self.skipped - 1 + self.timed
        self.calls.timing = self._timing  # each graph's own call timed (analysis/ledger.py)
        if self.skipped - 1 <= k <= self.skipped - 1 + self.timed:
            if k == self.skipped - 1 and not self.cuda:
                self.load_start = hostload.sample()  # other load over the timed and profiled steps
            self.marks.append(step_mark(self.cuda))
            self._mark_ns = time.perf_counter_ns()
            if k in (self.skipped - 1, self.skipped - 1 + self.timed):
                self.window_ns.append(time.time_ns())
        if self.skipped - 1 <= k <= self.last_boundary:
            self.snapshots[k] = dict(self.calls.calls)
        if k == self.last_boundary and self.prof is not None:
            drain_gpu(self.cuda)  # the last profiled step's kernels finish before the profiler stops
        if self.lean is not None and self.lean.start <= self.profile_from:
            self.lean.boundary(k)
        if self.ref is not None and k > self.ref.start:  # before a window starts
            self.ref.boundary(k)
        if k == self.profile_from and self.prof is not None:
            self.prof.start()
            self.profiling = True
        elif self.profiling and self.prof is not None and k <= self.last_boundary:
            self.prof.step()
        if self.ref is not None and k == self.ref.start:  # after a window's stop and its trace's export
            self.ref.boundary(k)
        if self.lean is not None and self.lean.start > self.profile_from:  # after the rich window stopped
            self.lean.boundary(k)
        if k == self.last_boundary:  # the timed steps' collectives have retired (their GPU times are in)
            self.collectives = self._collectives()
        if self.mem is not None:
            self.mem.boundary(k)
        self.boundaries += 1

    def finish(self) -> StepTiming:
        """After the script: stop the profiler where it is (a partial trace keeps what it reached)."""
        complete = True
        if self.boundaries <= self.last_boundary:
            complete = False
            if self.profiling and self.prof is not None:
                with contextlib.suppress(Exception):
                    self.prof.stop()
        lean = self.lean.finish() if self.lean is not None else None
        gpu_sync(self.cuda)()
        if self.collectives is None:
            self.collectives = self._collectives()
        load_end = hostload.sample() if self.load_start else None
        other_load = hostload.other_load_cores(self.load_start, load_end)
        if self.cuda:
            walls = [a.elapsed_time(b) for a, b in zip(self.marks, self.marks[1:], strict=False)]
        else:
            walls = [(b - a) * 1e3 for a, b in zip(self.marks, self.marks[1:], strict=False)]
        # step s runs from boundary s - 1 to boundary s; the profiled ones start at first_active
        profiled = max(0, min(self.steps, self.boundaries - self.first_active))
        start, end = (
            self.snapshots.get(self.first_active - 1),
            self.snapshots.get(self.first_active - 1 + profiled),
        )
        graph_calls = {}
        if start is not None and end is not None:
            graph_calls = {k: n - start.get(k, 0) for k, n in end.items() if n - start.get(k, 0) > 0}
        if self.boundary_kind == StepBoundary.FIRST_GRAPH and shortest_period(self.cutter.segments) == 1:
            self.boundary_kind = StepBoundary.PERIOD  # every step alike: one call of the first graph each
        return StepTiming(
            boundary=self.boundary_kind,
            period=self.period,
            boundary_restarts=self.restarts,
            step_graph_calls=self._per_step_calls(),
            arrivals_ns=self.arrivals_ns,
            host=socket.gethostname(),
            tool_us=self._tool_us(len(walls)),
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
            trace=self.done.get("trace"),
            lean_trace=lean[0] if lean else None,
            lean_steps=lean[1] if lean else 0,
            lean_timed_ms=lean[2] if lean else [],
            lean_ref_ms=self._lean_ref(walls, before=True),
            lean_after_ms=self._lean_ref(walls, before=False),
            first_step_left_out=True,
            cudagraphs=None,
            other_load_cores=None if other_load is None else round(other_load, 2),
            memory=self.mem.finish() if self.mem is not None else None,
        )

    def _lean_ref(self, walls: list[float], before: bool) -> list[float]:
        """The unprofiled steps the lean window's stretch is against, ``before`` it or after it: on a GPU the
        timed steps, then those timed again after it; on a CPU those timed again just before it."""
        if self.ref is None or self.lean is None:
            return []
        if self.cuda:
            return list(walls) if before else self.ref.ms()
        return self.ref.ms() if before else []

    def _collectives(self) -> list[CollectiveRecord]:
        """The collectives the timed steps enqueued, from torch.distributed's flight recorder (none outside
        a job, or before the timed steps ended)."""
        if len(self.window_ns) < 2:
            return []
        start, end = self.window_ns[0], self.window_ns[-1]
        return [
            CollectiveRecord.from_dict(c)
            for c in distributed.recorded_collectives()
            if start <= c["created_ns"] < end
        ]

    def _tool_us(self, timed: int) -> float | None:
        """The tool's own host time per timed step: what its hooks took there (timed as they ran; a call the
        cutter has nothing to do for is too short to time, and costs ``quick_ns``), and the graph-call
        wrapper's own lines around every call (``wrapper_ns``), both measured now."""
        if not timed:
            return None
        calls = self.timed_calls + self.quick_calls
        own = self.tool_ns + self.quick_calls * quick_ns() + calls * wrapper_ns()
        return own / timed / 1e3

    def _per_step_calls(self) -> list[dict[str, int]]:
        """Each timed, warm-up and profiled step's graph calls, from the snapshots at its boundaries."""
        out = []
        ks = sorted(self.snapshots)
        for a, b in zip(ks, ks[1:], strict=False):
            start, end = self.snapshots[a], self.snapshots[b]
            out.append({k: n - start.get(k, 0) for k, n in end.items() if n - start.get(k, 0) > 0})
        return out


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
