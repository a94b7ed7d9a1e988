"""A script's plan by step boundary (``collect/script_steps.ScriptSteps`` follows it): which boundaries begin
and end the timed steps, the lean window, the unprofiled steps its stretch is against, and the rich window.

Boundary ``k`` ends step ``k`` (the prologue ends at boundary 0). ``skipped`` steps are left out (the prologue
and the first steps, compiling and warming up), the next ``timed`` are timed unprofiled, then:

    on a GPU   the lean window (its ``warmup`` step, then ``steps``: the step's figures, before the
               allocator is read), LEAN_REF_STEPS unprofiled steps timed again (its stretch is against them
               and the timed steps before it: an H200's host drifted 7-41% within a process that ran no
               profiler, ``benchmarks/cupti_residual_probe.py``), then the rich window; anchored
               (``LeanSlot``), the lean window's steps first and its recording step in its warm-up step's
               place after the unprofiled steps (``ScriptWindows`` moves their start)
    on a CPU   the rich window first (there the lean one gives its stretch alone, and a short script keeps
               the rich one's steps), LEAN_REF_STEPS unprofiled steps timed again, then the lean window,
               whose stretch is against them (with the rich window and its trace's export between the timed
               steps and the lean window, a 2-core host's speed changed under it: the same steps at 2.3 or
               4.1 ms for seconds at a time, the lean window 0.62-1.97x the timed steps in six runs)

One window alone takes the rich one's place, with no reference steps; a run that only times has no window.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from inductor_probe import _compat
from inductor_probe._compat.distributed import ranks_meet
from inductor_probe.collect import memory as allocator
from inductor_probe.collect.lean_window import LeanSlot, RefSlot, lean_path
from inductor_probe.collect.steps import LEAN_REF_STEPS, GraphCalls, drain_gpu, rich_profiler
from inductor_probe.vocab import ProfileWindow


@dataclass(frozen=True)
class ScriptPlan:
    """The boundaries of a script's plan (module docstring). ``lean_from``: the boundary that begins the lean
    window's warm-up step (None: no lean window); ``ref_from``: the one that begins the reference steps,
    ``ref_steps`` of them (0: none); ``profile_from``: the one that begins the rich profiler's warm-up step
    (or the lean window's where it runs alone); ``first_active`` and ``last_boundary``: the boundaries that
    begin and end that window's profiled steps."""

    skipped: int
    timed: int
    warmup: int
    steps: int
    lean_from: int | None
    ref_from: int
    ref_steps: int
    profile_from: int
    first_active: int
    last_boundary: int

    @classmethod
    def of(
        cls,
        *,
        cuda: bool,
        window: ProfileWindow | None,
        skipped: int,
        timed: int,
        warmup: int,
        steps: int,
    ) -> ScriptPlan:
        """``window`` None: a run that only times."""
        both = window == ProfileWindow.BOTH
        span = warmup + steps if both else 0
        first = skipped + timed - 1  # the boundary that ends the timed steps
        ref = LEAN_REF_STEPS if both else 0
        lean_from, shift = (first, span + ref) if cuda else (first + span + ref, 0)
        return cls(
            skipped=skipped,
            timed=timed,
            warmup=warmup,
            steps=steps,
            lean_from=lean_from if window is not None and window.lean else None,
            ref_from=first + span,
            ref_steps=ref,
            profile_from=first + shift,
            first_active=skipped + timed + warmup + shift,
            last_boundary=skipped + timed + warmup + steps - 1 + shift,
        )

    def timing(self, k: int) -> bool:
        """Boundary ``k`` begins a timed step."""
        return self.skipped - 1 <= k < self.skipped - 1 + self.timed

    def timed_mark(self, k: int) -> bool:
        """Boundary ``k`` begins or ends a timed step (the wall's marks)."""
        return self.skipped - 1 <= k <= self.skipped - 1 + self.timed

    def measured(self, k: int) -> bool:
        """Boundary ``k`` falls in the measured part of the run (the timed steps' start to the last window's
        end): the graph calls are read there, and a compile there starts the measuring again."""
        return self.skipped - 1 <= k <= self.last_boundary


class ToolClock:
    """The tool's own host time inside the timed steps (``ScriptSteps``' hooks): each hook's time counted
    where it fell inside them (a boundary that began them counts from its mark on, one that ended them up to
    its mark), and the calls too short to time, counted."""

    def __init__(self) -> None:
        self.tool_ns, self.timed_calls, self.quick_calls, self.mark_ns = 0, 0, 0, 0

    def own(self, t0: int, t1: int, was_timing: bool, timing: bool) -> None:
        """A hook's time from ``t0`` to ``t1``, inside a timed step before it (``was_timing``) or after it."""
        if was_timing != timing and t0 <= self.mark_ns <= t1:
            t0, t1 = (self.mark_ns, t1) if timing else (t0, self.mark_ns)
        self.tool_ns += t1 - t0

    def per_step_us(self, timed: int, quick_ns: float, wrapper_ns: float) -> float | None:
        """Per timed step, µs: the hooks' time, the quick calls at ``quick_ns`` each, and the graph-call
        wrapper's own lines at ``wrapper_ns`` around every call."""
        if not timed:
            return None
        calls = self.timed_calls + self.quick_calls
        return (self.tool_ns + self.quick_calls * quick_ns + calls * wrapper_ns) / timed / 1e3


class ScriptWindows:
    """The profiled windows of a script's ``plan`` and what they keep: the rich profiler (``prof``; its trace
    in ``done``), the lean window (``lean``), the steps timed around it (``ref``) and, on a GPU given a
    ``memory`` path, the allocator's counters (``mem``, read from the rich window on). ``window`` None: a run
    that only times."""

    def __init__(
        self,
        plan: ScriptPlan,
        *,
        cuda: bool,
        window: ProfileWindow | None,
        trace: Path,
        calls: GraphCalls,
        memory: Path | None,
    ):
        from torch.profiler import schedule

        self.plan, self.cuda, self.calls = plan, cuda, calls
        self.done: dict = {}
        # started at the last timed step's end: the profiler costs the prologue and the timed steps nothing
        self.prof = None  # a run that only times, or the lean window alone, has none
        if window is not None and window.rich:
            sched = schedule(wait=0, warmup=plan.warmup, active=plan.steps, repeat=1)
            self.prof = rich_profiler(cuda, sched, trace, self.done)
        self.profiling = False
        self.ref = RefSlot(cuda, plan.ref_from, plan.ref_steps) if plan.ref_steps else None
        self.lean = None
        if plan.lean_from is not None:  # its trace written after the steps timed after it, where they are
            after = (
                plan.ref_from + plan.ref_steps if plan.ref_steps and plan.ref_from > plan.lean_from else None
            )
            ref = plan.ref_steps if after is not None else 0  # its recording step after them, anchored
            path = lean_path(trace)
            self.lean = LeanSlot(cuda, plan.lean_from, plan.warmup, plan.steps, calls, path, after, ref)
        # the allocator's counters from the last timed step's end: each read builds torch's whole stats dict
        # (about 0.1 ms; 0.4-2 ms a step on an H100's host), which a timed step must not carry
        self.mem = None
        if cuda and memory is not None and window is not None:
            self.mem = allocator.ScriptMemory(
                calls, memory, first=plan.profile_from, window_at=plan.last_boundary
            )

    def boundary(self, k: int) -> None:
        """Step boundary ``k``: each window started, stepped or stopped there, in order (a reference step's
        mark after a window's stop and its trace's export, before the next window's start)."""
        plan, lean, ref = self.plan, self.lean, self.ref
        if k == plan.last_boundary and self.prof is not None:
            drain_gpu(self.cuda)  # the last profiled step's kernels finish before the profiler stops
        if lean is not None and lean.start <= plan.profile_from:
            lean.boundary(k)
            if k == lean.start and lean.anchored and ref is not None and ref.start > lean.start:
                ref.start = lean.ref_start  # right after its steps, before its recording step
        if ref is not None and k > ref.start:  # before a window starts
            ref.boundary(k)
        if lean is not None:  # the lean window's trace, once the steps timed after it are done
            lean.write(k)
        if k == plan.profile_from and self.prof is not None:
            self.prof.start()
            self.profiling = True
            ranks_meet(f"rich{k}")  # a job's ranks begin its warm-up step together (as the lean window's)
        elif self.profiling and self.prof is not None and k <= plan.last_boundary:
            self.prof.step()
        if ref is not None and k == ref.start:  # after a window's stop and its trace's export
            ref.boundary(k)
        if lean is not None and lean.start <= plan.profile_from:
            lean.late(k)  # anchored: its recording step, after the steps timed after its steps
        if lean is not None and lean.start > plan.profile_from:  # after the rich window stopped
            lean.boundary(k)

    def memory(self, k: int) -> None:
        if self.mem is not None:
            self.mem.boundary(k)

    def abort(self) -> None:
        """The plan starts again: what the windows recorded is dropped."""
        if self.profiling and self.prof is not None:
            with contextlib.suppress(Exception):  # a profiler already stopped by its schedule
                self.prof.stop()
        if self.lean is not None:
            self.lean.abort()
        if self.mem is not None:
            self.calls.watcher = None
            with contextlib.suppress(Exception):
                _compat.record_memory_history(False)

    def stop(self, complete: bool) -> tuple[str, int, list[float]] | None:
        """After the script: the rich profiler stopped where it is unless ``complete`` (a partial trace keeps
        what it reached); the lean window's trace, steps and timed steps."""
        if not complete and self.profiling and self.prof is not None:
            with contextlib.suppress(Exception):
                self.prof.stop()
        return self.lean.finish() if self.lean is not None else None
