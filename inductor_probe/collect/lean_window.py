"""The lean window's collection (issue 57; ``_compat/lean.py`` records it): a model file's (``lean_steps``,
with the unprofiled steps timed around it by ``ref_steps``) and a script's slots in its plan
(``collect/script_steps.ScriptSteps``): the lean window (``LeanSlot``) and the unprofiled steps its stretch is
against (``RefSlot``), each fed the script's step boundaries by number."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from inductor_probe._compat.distributed import ranks_meet
from inductor_probe._compat.lean import LeanProfiler, would_anchor


def step_mark(cuda: bool):
    """A step boundary's mark: a CUDA event recorded now, or the host's clock."""
    if not cuda:
        return time.perf_counter()
    import torch

    e = torch.cuda.Event(enable_timing=True)
    e.record()
    return e


def marks_ms(marks: list, cuda: bool) -> list[float]:
    """The steps between ``step_mark`` marks, ms (on a GPU after the last event completes)."""
    if cuda and marks:
        marks[-1].synchronize()
        return [a.elapsed_time(b) for a, b in zip(marks, marks[1:], strict=False)]
    return [(b - a) * 1e3 for a, b in zip(marks, marks[1:], strict=False)]


def ref_steps(one: Callable[[], None], cuda: bool, n: int) -> list[float]:
    """``n`` unprofiled steps, each timed back to back (the lean window's stretch's reference), ms."""
    marks = [step_mark(cuda)]
    for _ in range(n):
        one()
        marks.append(step_mark(cuda))
    return marks_ms(marks, cuda)


def lean_path(trace: Path) -> Path:
    """Where the lean window's trace goes, beside the rich one's (``step.json`` -> ``step_lean.json``)."""
    return trace.with_name(f"{trace.stem}_lean{trace.suffix}")


def lean_steps(
    one: Callable[[], None], cuda: bool, steps: int, path: Path, calls: Any, after: int = 0
) -> tuple[str, dict[str, int], list[float], list[float]] | None:
    """The lean window (module docstring): its trace's path, the graph calls of its steps, each step timed as
    the unprofiled ones are (``step_mark`` at its boundaries), and ``after`` unprofiled steps timed right
    after it, before its trace is written (anchored: before its recording step); None where the profiler
    could not start (one already running: the rich window stands alone)."""
    prof = LeanProfiler(cuda)
    anchored = would_anchor(cuda)
    try:
        prof.begin() if anchored else prof.start()
    except RuntimeError:
        return None
    calls.spans = prof.spans
    marks: list = []
    later: list[float] = []
    try:
        if not anchored:
            one()  # warm-up: the profiler's first records
        before = dict(calls.calls)
        for _ in range(steps):
            prof.step()
            marks.append(step_mark(cuda))
            one()
        marks.append(step_mark(cuda))
        if cuda:
            prof.drain()  # the last step's kernels finish inside it
        got = calls.since(before)
        if anchored:
            prof.end_steps()
            calls.spans = None
            later = ref_steps(one, cuda, after) if after else []
            if not prof.record():
                return None
            calls.spans = prof.spans
            one()  # the recording step: the source of its steps' calls and kernels
    finally:
        calls.spans = None
        prof.halt()
    if not anchored:
        later = ref_steps(one, cuda, after) if after else []
    prof.save(path)
    return str(path), got, marks_ms(marks, cuda), later


class RefSlot:
    """``n`` unprofiled steps timed from boundary ``start`` on (CUDA events on a GPU, the host's clock on a
    CPU), the lean window's stretch's reference (``ScriptSteps._reset``)."""

    def __init__(self, cuda: bool, start: int, n: int):
        self.cuda, self.start, self.n = cuda, start, n
        self.marks: list = []

    def boundary(self, k: int) -> None:
        if self.start <= k <= self.start + self.n:
            self.marks.append(step_mark(self.cuda))

    def ms(self) -> list[float]:
        """Each step timed, ms (those completed)."""
        return marks_ms(self.marks, self.cuda)


class LeanSlot:
    """The lean window in a script's plan (``_compat/lean.py``), fed the boundaries from ``start`` on: its
    warm-up step, a step range opened at each of the next ``steps`` boundaries, drained and stopped at the one
    after; ``finish`` gives its trace and the steps it holds (a script that ended early: those reached).
    Anchored (``would_anchor``, decided at ``start``): its steps from ``start`` on with nothing of the
    profiler's started, ``ref`` unprofiled steps timed after them (``RefSlot``, whose start ``ref_start``
    says), then its recording step, started by ``late`` (after those steps' last mark) and stopped at the
    boundary after: the same boundaries, the warm-up step's last."""

    def __init__(
        self,
        cuda: bool,
        start: int,
        warmup: int,
        steps: int,
        calls: Any,
        path: Path,
        write_at: int | None = None,
        ref: int = 0,
    ):
        self.cuda, self.start, self.warmup, self.steps, self.calls, self.path = (
            cuda,
            start,
            warmup,
            steps,
            calls,
            path,
        )
        self.ref = ref
        self.first = start + warmup  # begins step 1 (``start`` where anchored)
        self.anchored = False
        self.prof: LeanProfiler | None = None
        self.done = 0  # steps ended inside the window
        self.written: str | None = None
        self.marks: list = []  # its steps' boundaries, marked as the unprofiled steps' are (``step_mark``)
        self.halted: LeanProfiler | None = None  # stopped, its trace not yet written
        self.write_at = write_at  # the boundary whose ``write`` writes it (None: as it stops)

    @property
    def ref_start(self) -> int:
        """The boundary that begins the unprofiled steps timed after its steps."""
        return self.first + self.steps

    def boundary(self, k: int) -> None:
        if k == self.start:  # anchored, the recording step takes the warm-up step's boundary (none: recorded)
            self.anchored = self.warmup > 0 and would_anchor(self.cuda)
            prof: LeanProfiler | None = None
            try:
                started = LeanProfiler(self.cuda)
                started.begin() if self.anchored else started.start()
                prof = started
            except RuntimeError:  # a profiler already running (the user's): no lean window
                pass
            # a job's ranks begin their warm-up step together (each rank comes, its window started or not):
            # a rank whose profiler started sooner would otherwise wait for the later one's collectives in its
            # step 1 (42.8 ms in a 10.8 ms step on 2 H200s, issue 57 call 71)
            ranks_meet(f"lean{self.start}")
            if prof is None:
                return
            self.prof, self.calls.spans = prof, prof.spans
            if self.anchored:
                self.first, self.write_at = self.start, self.start + self.steps + self.ref + 1
        if self.prof is None:
            return
        first = self.first
        if first < k <= first + self.steps:
            self.done = k - first
        if first <= k < first + self.steps:  # before the mark: the profiler's own work outside the steps
            self.prof.step()
        if first <= k <= first + self.steps:
            self.marks.append(step_mark(self.cuda))
        if k == first + self.steps:
            if self.cuda:
                self.prof.drain()  # the last step's kernels finish inside it
            if not self.anchored:
                self._halt()
                if self.write_at is None:
                    self.write()
                return
            self.prof.end_steps()
            self.calls.spans = None
        if self.anchored and k == self.write_at:  # the recording step ends
            self._halt()

    def late(self, k: int) -> None:
        """After the boundary's other marks: anchored, the recording step begins at the boundary after the
        steps timed after its steps."""
        if self.prof is None or not self.anchored or k != self.first + self.steps + self.ref:
            return
        if self.prof.record():
            self.calls.spans = self.prof.spans
        else:
            self.abort()

    def _halt(self) -> None:
        prof, self.prof = self.prof, None
        self.calls.spans = None
        if prof is not None:
            with contextlib.suppress(Exception):
                prof.halt()
                self.halted = prof

    def write(self, k: int | None = None) -> None:
        """Its trace written, at boundary ``write_at`` (after the steps timed after it: its writing is seconds
        of the host's work) or as it stops; ``k`` None: now, whatever the boundary."""
        if k is not None and k != self.write_at:
            return
        halted, self.halted = self.halted, None
        if halted is not None:
            with contextlib.suppress(Exception):
                halted.save(self.path)
                self.written = str(self.path)

    def abort(self) -> None:
        self._halt()
        self.halted = None

    def finish(self) -> tuple[str, int, list[float]] | None:
        """After the script: a window still open is stopped where it is (its open step range cut short) and
        its trace written; its trace, its steps and each step timed as the unprofiled ones are."""
        self._halt()
        self.write()
        timed = marks_ms(self.marks, self.cuda)
        return (self.written, self.done, timed) if self.written and self.done else None
