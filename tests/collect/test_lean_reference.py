"""The lean window's stretch against unprofiled steps timed on both sides of it (issue 57): an H200's host
drifted 7-40% within one process that ran no profiler at all (``benchmarks/cupti_residual_probe.py
--control``), so a window measured against the steps timed before it alone read the drift as its own cost.
A script's plan on a GPU: the timed steps, the lean window, LEAN_REF_STEPS steps timed again, the rich
window; each reference mark after a window's stop and before the next one's start. The analysis takes their
median, says how far the host moved across the window, and a reanalysis keeps both sides."""

from __future__ import annotations

import time

import pandas as pd
import pytest

from inductor_probe.analysis.trace import TraceSummary
from inductor_probe.analysis.windows import profiled_windows
from inductor_probe.collect import lean_window, script_plan, script_steps
from inductor_probe.collect.lean_window import RefSlot, ref_steps
from inductor_probe.collect.script_steps import ScriptSteps
from inductor_probe.collect.steps import LEAN_REF_STEPS, GraphCalls
from inductor_probe.render.words import profiled_windows as windows_sentence
from inductor_probe.run.step_sides import StepProfiled
from inductor_probe.run.windows import WindowRow
from inductor_probe.vocab import ProfileWindow


def _plan(tmp_path, cuda: bool) -> ScriptSteps:
    return ScriptSteps(
        cuda=cuda, steps=4, trace=tmp_path / "t.json", calls=GraphCalls(), skipped=2, timed=3, warmup=1
    )


def test_a_gpu_scripts_plan_times_steps_after_the_lean_window_before_the_rich_one(tmp_path):
    s = _plan(tmp_path, cuda=True)
    first = 2 + 3 - 1  # the boundary that ends the timed steps
    lean, ref = s.win.lean, s.win.ref
    assert lean is not None and lean.start == first
    span = 1 + 4  # its warm-up step (anchored: its recording step, after the reference steps), its steps
    assert ref is not None and (ref.start, ref.n) == (first + span, LEAN_REF_STEPS)
    assert s.profile_from == first + span + LEAN_REF_STEPS  # the rich window after them
    assert s.first_active == s.profile_from + 2  # (a step number) its own warm-up step alone before its steps
    alone = ScriptSteps(
        cuda=True, steps=4, trace=tmp_path / "t.json", calls=GraphCalls(), skipped=2, timed=3,
        window=ProfileWindow.LEAN,
    )  # fmt: skip
    assert (alone.profile_from, alone.first_active, alone.last_boundary) == (first, first + 2, first + 5)
    cpu = _plan(tmp_path, cuda=False)  # a CPU's: the rich window first, the reference, then the lean one
    lean, ref = cpu.win.lean, cpu.win.ref
    assert cpu.profile_from == first and ref is not None and ref.start == first + 1 + 4
    assert lean is not None and lean.start == ref.start + LEAN_REF_STEPS


def _logged_windows(s: ScriptSteps, log: list[str], monkeypatch) -> None:
    """The plan's rich window a stand-in and the lean window's and reference steps' marks, each logged."""

    class Rich:
        def start(self):
            log.append("rich start")

        def step(self):
            log.append("rich step")

    def mark(cuda):
        log.append("mark")
        return time.perf_counter()

    s.win.prof = Rich()
    monkeypatch.setattr(script_plan, "ranks_meet", lambda key: log.append(f"meet {key}"))
    monkeypatch.setattr(lean_window, "ranks_meet", lambda key: log.append(f"meet {key}"))
    monkeypatch.setattr(lean_window, "step_mark", mark)
    monkeypatch.setattr(script_steps, "step_mark", lambda cuda: time.perf_counter())
    monkeypatch.setattr(script_plan, "drain_gpu", lambda cuda: None)


def test_each_reference_mark_falls_between_one_windows_stop_and_the_next_ones_start(tmp_path, monkeypatch):
    s = _plan(tmp_path, cuda=True)
    log: list[str] = []

    class Lean:
        start, write_at, anchored = s.win.lean.start, s.win.lean.write_at, False

        def boundary(self, k):
            log.append(f"lean {k}")

        def late(self, k):
            pass

        def write(self, k):
            if k == self.write_at:
                log.append("write the lean trace")

    s.win.lean = Lean()
    _logged_windows(s, log, monkeypatch)
    ref = s.win.ref
    for _ in range(ref.start + LEAN_REF_STEPS + 1):
        s.boundary()
    i = log.index(f"lean {ref.start}")  # the lean window stops at the first reference boundary
    assert log[i + 1] == "mark"
    # the last reference mark, then the lean window's trace written, then the rich window's start, where a
    # job's ranks meet before its warm-up step (the lean window's meeting is its own: Lean stands in for it)
    assert log[-4:] == [
        "mark",
        "write the lean trace",
        "rich start",
        f"meet rich{ref.start + LEAN_REF_STEPS}",
    ]
    assert log.count("mark") == LEAN_REF_STEPS + 1


def test_a_reference_slot_times_its_steps_alone():
    slot = RefSlot(False, 5, 3)
    for k in range(12):
        slot.boundary(k)
    assert len(slot.marks) == 4 and len(slot.ms()) == 3
    assert len(ref_steps(lambda: None, False, 3)) == 3


def _summary(step_ms: float, steps: int = 4) -> TraceSummary:
    wins = tuple((i * step_ms * 1e3, (i + 1) * step_ms * 1e3) for i in range(steps))
    rows = pd.DataFrame(columns=["call", "ts_us", "dur_us"])
    return TraceSummary(rows, steps, 0.0, 0.0, "cuda", windows=wins)


def test_the_stretch_is_against_both_sides_and_the_drift_is_said(tmp_path):
    before, after = [10.0, 10.2, 9.8, 10.0, 10.1], [12.0, 12.4, 11.8]  # the host slowed across the window
    lean, rich = _summary(11.0), _summary(30.0)
    rows = profiled_windows(rich, lean, 10.0, before, after)
    w = next(r for r in rows if r.kind == ProfileWindow.LEAN)
    # against the median of the 8 steps (10.15 ms), not the 5 before (10.0): a drift is not the window's cost
    assert w.reference_ms == pytest.approx(10.15) and w.stretch == pytest.approx(11.0 / 10.15)
    assert (w.reference_steps, w.reference_after) == (8, 3)
    assert w.drift_pct == pytest.approx(20.0)
    back = WindowRow.from_dict(w.to_dict())  # a reanalysis: both sides again
    assert back.reference_split() == (before, after)
    r = next(r for r in rows if r.kind == ProfileWindow.RICH)
    assert r.reference_ms is None and r.stretch == pytest.approx(3.0)  # the rich window against the wall

    class View:  # what the sentence reads of the step
        profiled, wall_ms = StepProfiled(windows=rows), 10.0

    said = windows_sentence(View()) or ""
    assert "1.08x the 8 unprofiled steps around it (5 before, 3 after), 10.150 ms" in said
    assert "10.150 ms, slower after it by 20%" in said


def test_a_run_recorded_before_the_steps_after_reads_as_it_did():
    old = WindowRow.from_dict(
        {"kind": "lean", "steps": 8, "ms": 3.0, "stretch": 1.1, "trace": None, "gives": "x"}
        | {"reference_ms": 2.7, "reference_steps": 3}
    )
    assert old.reference_split() == ([2.7, 2.7, 2.7], [])


def test_the_stretch_is_taken_from_the_windows_steps_timed_as_the_unprofiled_ones_are():
    # the trace's steps (11 ms) and the same steps timed by the marks at their boundaries (10.5 ms): the
    # stretch compares like with like, the marks' median against the reference steps'
    before, after = [10.0, 10.2, 9.8, 10.0, 10.1], [12.0, 12.4, 11.8]
    rows = profiled_windows(_summary(30.0), _summary(11.0), 10.0, before, after, [10.4, 10.5, 10.6, 10.5])
    w = next(r for r in rows if r.kind == ProfileWindow.LEAN)
    assert w.stretch == pytest.approx(10.5 / 10.15) and w.ms == pytest.approx(11.0)
    assert WindowRow.from_dict(w.to_dict()).timed_ms == [10.4, 10.5, 10.6, 10.5]

    class View:
        profiled, wall_ms = StepProfiled(windows=rows), 10.0

    said = windows_sentence(View()) or ""
    assert "lean, 4 steps of 11.000 ms (10.500 ms a step timed as the unprofiled steps are, 1.03x" in said


def test_a_lean_slot_marks_each_of_its_steps_boundaries(tmp_path, monkeypatch):
    from inductor_probe.collect.lean_window import LeanSlot

    class Prof:
        def __init__(self, cuda):
            self.spans = []

        def start(self):
            pass

        def step(self):
            pass

        def halt(self):
            pass

        def save(self, path):
            path.write_text("{}")

    monkeypatch.setattr(lean_window, "LeanProfiler", Prof)
    slot = LeanSlot(False, 2, 1, 4, GraphCalls(), tmp_path / "lean.json")
    for k in range(10):
        slot.boundary(k)
    got = slot.finish()
    assert got is not None and got[1] == 4 and len(got[2]) == 4  # the 4 steps, each timed


class _LoggedProf:
    """A stand-in for ``LeanProfiler`` that logs what is asked of it."""

    log: list[str] = []

    def __init__(self, cuda):
        self.spans = []

    def start(self):
        self.log.append("start")

    def begin(self):
        self.log.append("begin")

    def end_steps(self):
        self.log.append("end steps")

    def record(self):
        self.log.append("record")
        return True

    def step(self):
        pass

    def drain(self):
        pass

    def halt(self):
        self.log.append("halt")

    def save(self, path):
        self.log.append("save")
        path.write_text("{}")


@pytest.mark.parametrize("anchors", [True, False])
def test_an_anchored_lean_slot_records_its_step_after_its_steps_and_those_timed_after_them(
    tmp_path, monkeypatch, anchors
):
    """Issue 57: after CUPTI is let go the next steps ran 4-8 ms (T5, GPT-2: one step) to 5-30% (generate:
    5-8 steps) slower on an H200 (calls 58-62). Anchored, the window's steps come first with nothing of the
    profiler's started, then the steps timed after them (3 here), then its recording step (started by
    ``late``, after their marks), stopped at the next boundary: the boundaries of its warm-up step and its
    steps, the warm-up step's last. Not anchored: its warm-up step (the profiler started), then its steps."""
    from inductor_probe.collect.lean_window import LeanSlot

    log: list[tuple[str, int]] = []
    at = [0]

    class Prof(_LoggedProf):
        def start(self):
            log.append(("start", at[0]))

        def begin(self):
            log.append(("begin", at[0]))

        def step(self):
            log.append(("step", at[0]))

        def end_steps(self):
            log.append(("end steps", at[0]))

        def record(self):
            log.append(("record", at[0]))
            return True

        def halt(self):
            log.append(("halt", at[0]))

    monkeypatch.setattr(lean_window, "LeanProfiler", Prof)
    monkeypatch.setattr(lean_window, "would_anchor", lambda cuda: anchors)
    monkeypatch.setattr(lean_window, "step_mark", lambda cuda: time.perf_counter())
    slot = LeanSlot(False, 2, 1, 4, GraphCalls(), tmp_path / "lean.json", write_at=10, ref=3)
    for k in range(12):
        at[0] = k
        slot.boundary(k)
        slot.late(k)
    if anchors:
        assert slot.ref_start == 6 and slot.write_at == 10
        want = [
            ("begin", 2),
            *[("step", k) for k in range(2, 6)],
            ("end steps", 6),
            ("record", 9),
            ("halt", 10),
        ]
    else:
        assert slot.ref_start == 7
        want = [("start", 2), *[("step", k) for k in range(3, 7)], ("halt", 7)]
    assert log == want
    got = slot.finish()
    assert got is not None and got[1] == 4 and len(got[2]) == 4


def test_a_lean_slot_with_no_warm_up_step_does_not_anchor(tmp_path, monkeypatch):
    """A short script's fitted plan may give the window no warm-up step: then no boundary is left for a
    recording step after its steps (the rich window starts there): not anchored, its steps recorded."""
    from inductor_probe.collect.lean_window import LeanSlot

    _LoggedProf.log = log = []
    monkeypatch.setattr(lean_window, "LeanProfiler", _LoggedProf)
    monkeypatch.setattr(lean_window, "would_anchor", lambda cuda: True)
    slot = LeanSlot(False, 2, 0, 3, GraphCalls(), tmp_path / "lean.json")
    for k in range(8):
        slot.boundary(k)
        slot.late(k)
    assert not slot.anchored and log == ["start", "halt", "save"]
    assert slot.finish() is not None


def test_a_gpu_scripts_anchored_window_has_the_reference_steps_before_its_recording_step(
    tmp_path, monkeypatch
):
    """The plan's order anchored: the lean window's 4 steps (5 marks), the 3 reference steps (4 marks, their
    first after the lean window's last), the recording step begun after the last reference mark, stopped and
    its trace written at the next boundary, then the rich window's start."""
    s = _plan(tmp_path, cuda=True)
    log: list[str] = []

    class Prof(_LoggedProf):
        def begin(self):
            log.append("begin")

        def record(self):
            log.append("record")
            return True

        def halt(self):
            log.append("halt")

        def save(self, path):
            log.append("write the lean trace")

    monkeypatch.setattr(lean_window, "LeanProfiler", Prof)
    monkeypatch.setattr(lean_window, "would_anchor", lambda cuda: True)
    _logged_windows(s, log, monkeypatch)
    lean, ref = s.win.lean, s.win.ref
    for _ in range(s.profile_from + 1):
        s.boundary()
    assert lean.anchored and ref.start == lean.start + 4 and s.profile_from == lean.start + 4 + 3 + 1
    i = log.index("begin")  # each window's meeting of a job's ranks right after its profiler's start
    assert log[i:] == [
        "begin", f"meet lean{lean.start}", *["mark"] * 5, *["mark"] * 4, "record", "halt",
        "write the lean trace", "rich start", f"meet rich{s.profile_from}",
    ]  # fmt: skip
    assert len(ref.marks) == LEAN_REF_STEPS + 1


def test_the_lean_windows_trace_is_written_after_the_steps_timed_after_it(tmp_path, monkeypatch):
    # writing the trace is seconds of the host's work: the steps timed after the window (its stretch's
    # reference) ran behind it and read it as the host's drift; a script's is written once they are done
    from inductor_probe.collect.lean_window import LeanSlot, lean_steps

    _LoggedProf.log = log = []
    monkeypatch.setattr(lean_window, "LeanProfiler", _LoggedProf)
    slot = LeanSlot(False, 2, 1, 4, GraphCalls(), tmp_path / "lean.json", write_at=10)
    for k in range(12):
        slot.boundary(k)  # it stops at boundary 7
        slot.write(k)
        assert log == ["start", "halt", "save"][: (k >= 2) + (k >= 7) + (k >= 10)]
    assert slot.finish() is not None and log == ["start", "halt", "save"]
    log.clear()
    slot = LeanSlot(False, 2, 1, 4, GraphCalls(), tmp_path / "lean2.json")  # nothing timed after it
    for k in range(8):
        slot.boundary(k)
    assert log == ["start", "halt", "save"]
    log.clear()
    got = lean_steps(lambda: log.append("step"), False, 2, tmp_path / "m.json", GraphCalls(), after=3)
    assert got is not None and len(got[3]) == 3
    assert log == ["start", "step", "step", "step", "halt", "step", "step", "step", "save"]
    log.clear()
    monkeypatch.setattr(lean_window, "would_anchor", lambda cuda: True)  # a model file's, anchored
    got = lean_steps(lambda: log.append("step"), False, 2, tmp_path / "m.json", GraphCalls(), after=1)
    assert got is not None and len(got[2]) == 2 and len(got[3]) == 1
    want = ["begin", "step", "step", "end steps", "step", "record", "step", "halt", "save"]
    assert log == want  # its steps, the one timed after them, its recording step
