"""Issue 60, M10 and M11: ``inductor_probe.mark_step()`` from threads other than the script's. Before, a
mark from another thread began the profiler there (kineto aborts: SIGSEGV), and four threads marking at once
cut "115181753" steps; now only the script's own thread marks its steps, the others' are counted and said."""

from __future__ import annotations

import threading

from inductor_probe import marks
from inductor_probe.render import words
from inductor_probe.run.manifest import StepView
from inductor_probe.run.step_sides import StepScript


def test_only_the_scripts_own_thread_marks_its_steps():
    got: list[str] = []
    marks.set_hook(lambda: got.append(threading.current_thread().name))
    try:
        before = marks.marks_elsewhere()
        marks.mark_step()
        workers = [threading.Thread(target=lambda: [marks.mark_step() for _ in range(50)]) for _ in range(4)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        marks.mark_step()
    finally:
        marks.set_hook(None)
    assert got == [threading.current_thread().name] * 2
    assert marks.marks_elsewhere() - before == 200
    marks.mark_step()  # outside the tool: nothing, and nothing counted
    assert marks.marks_elsewhere() - before == 200


def test_the_report_says_the_ignored_marks():
    said = words.step_checks(StepView(kind="script", script=StepScript(marks_elsewhere=200)))
    assert any("called 200 time(s) from threads other than the one" in line for line in said)
    assert words.step_checks(StepView(kind="script")) == []


def test_a_mark_inside_compiled_code_leaves_the_graph_as_without_the_tool():
    """``mark_step()`` reached while Dynamo traces the user's function: nothing of the tool's enters the graph
    (the hook's call would break it there), as outside ``breakdown``."""
    import time

    import torch
    from torch._dynamo.utils import counters

    def breaks(hooked: bool) -> dict:
        torch._dynamo.reset()
        counters.clear()
        marks.set_hook((lambda: time.perf_counter_ns()) if hooked else None)
        try:
            f = torch.compile(lambda x: (marks.mark_step(), x + 1)[1])
            f(torch.ones(2))
        finally:
            marks.set_hook(None)
        return {k: dict(counters[k]) for k in ("graph_break", "unimplemented")}

    assert breaks(True) == breaks(False) == {"graph_break": {}, "unimplemented": {}}
