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
    after it, before its trace is written; None where the profiler could not start (one already running: the
    rich window stands alone)."""
    prof = LeanProfiler(cuda)
    try:
        prof.start()
    except RuntimeError:
        return None
    calls.spans = prof.spans
    before: dict[str, int] = {}
    marks: list = []
    try:
        one()  # warm-up: the profiler's first records
        if prof.let_go():
            one()  # the settle step: CUPTI's teardown paid outside the steps
        before = dict(calls.calls)
        for _ in range(steps):
            prof.step()
            marks.append(step_mark(cuda))
            one()
        marks.append(step_mark(cuda))
        if cuda:
            prof.drain()  # the last step's kernels finish inside it
    finally:
        calls.spans = None
        prof.halt()
    got = calls.since(before)
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
    """The lean window in a script's plan (``_compat/lean.py``): started at boundary ``start`` (its warm-up
    step follows), a step range opened at each of the next ``steps`` boundaries, drained and stopped at the
    one after; ``finish`` gives its trace and the steps it holds (a script that ended early: those
    reached). ``settle`` steps (0 or 1) follow the warm-up step, untimed: where the window lets CUPTI go
    (``LeanProfiler.let_go``) its teardown is paid there; where it would not, the window starts ``settle``
    boundaries later instead (its warm-up step right before step 1, as without them)."""

    def __init__(
        self,
        cuda: bool,
        start: int,
        warmup: int,
        steps: int,
        calls: Any,
        path: Path,
        write_at: int | None = None,
        settle: int = 0,
    ):
        self.cuda, self.start, self.warmup, self.steps, self.calls, self.path = (
            cuda,
            start,
            warmup,
            steps,
            calls,
            path,
        )
        self.settle = settle
        self.opens_at = start  # where the profiler starts (``settle`` later where it would not let go)
        self.prof: LeanProfiler | None = None
        self.done = 0  # steps ended inside the window
        self.written: str | None = None
        self.marks: list = []  # its steps' boundaries, marked as the unprofiled steps' are (``step_mark``)
        self.halted: LeanProfiler | None = None  # stopped, its trace not yet written
        self.write_at = write_at  # the boundary whose ``write`` writes it (None: as it stops)

    def boundary(self, k: int) -> None:
        first = self.start + self.warmup + self.settle  # begins step 1
        if k == self.start and self.settle and not would_anchor(self.cuda):
            self.opens_at = self.start + self.settle
        if k == self.opens_at:
            prof = LeanProfiler(self.cuda)
            try:
                prof.start()
            except RuntimeError:  # a profiler already running (the user's): no lean window
                return
            self.prof, self.calls.spans = prof, prof.spans
        if self.prof is None:
            return
        if self.settle and k == self.opens_at + self.warmup and k < first:  # the warm-up step ends
            self.prof.let_go()  # not letting go: its settle step recorded as warm-up (kernels recorded)
        if first < k <= first + self.steps:
            self.done = k - first
        if first <= k < first + self.steps:  # before the mark: the profiler's own work outside the steps
            self.prof.step()
        if first <= k <= first + self.steps:
            self.marks.append(step_mark(self.cuda))
        if k == first + self.steps:
            if self.cuda:
                self.prof.drain()  # the last step's kernels finish inside it
            self._halt()
            if self.write_at is None:
                self.write()

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
