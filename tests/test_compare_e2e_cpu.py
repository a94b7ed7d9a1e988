"""Issue 44, N7: `compare RUN_A RUN_B` of two tiny CPU runs took 828 s, nearly all of it in the parent's idle
attribution over a 213 MB interleaved trace (every step of every block profiled with Python stacks), and
--timeout did not bound it. The interleaved child profiles a few steps of each block without stacks; the
parent's analysis of the trace is bounded by --timeout, and past it the runs are compared as recorded."""

from __future__ import annotations

import gzip
import json
import time
from dataclasses import replace

import pytest

from inductor_probe import errors
from inductor_probe.analysis import step_trace
from inductor_probe.cli import main
from inductor_probe.collect.interleave_child import PROFILED_BLOCK_STEPS
from inductor_probe.run.timings import InterleaveResult
from inductor_probe.workflows import compare_modes


def test_the_interleaved_trace_stays_small_and_the_analysis_is_bounded(
    cpu_runs, tmp_path, monkeypatch, capsys
):
    (a, ma), (b, _) = cpu_runs
    out = tmp_path / "cmp"
    assert main(["compare", str(a), str(b), "--out", str(out), "--pairs", "2", "-q"]) == 0
    result = json.loads((out / "interleaved" / "result.json").read_text())
    k, kp = result["block_steps"], result["profiled_steps"]
    assert kp == min(k, PROFILED_BLOCK_STEPS)  # a tiny step on a quiet host: blocks of 10-200, 10 profiled
    with gzip.open(out / "interleaved" / "trace.json.gz", "rt") as f:
        events = json.load(f)["traceEvents"]
    assert not [e for e in events if e.get("cat") == "python_function"]  # no Python stacks
    calls = [e for e in events if str(e.get("name", "")).startswith("inductor_probe::graph")]
    per_step = len(ma["graphs"])  # forward and backward
    assert 0 < len(calls) <= (4 + 2) * kp * per_step, len(calls)  # 4 blocks of kp steps (+ warm-up)
    comp = json.loads((out / "compare.json").read_text())
    assert "not_interleaved" not in comp["meta"] and comp["meta"]["interleaved"]["block_steps"] == k
    capsys.readouterr()

    # the parent's analysis past --timeout: the comparison as recorded, its reason said, the trace kept
    # (the interleaved child's measurement above stands in for a second one: the parent's work is tested)
    def measured_again(*args, out, **kwargs):
        (out / "interleaved").mkdir(parents=True)
        trace = out / "interleaved" / "trace.json"
        with gzip.open(cmp / "interleaved" / "trace.json.gz", "rb") as f:
            trace.write_bytes(f.read())
        return replace(InterleaveResult.from_dict(result), trace=str(trace))

    def slow(*args, **kwargs):
        time.sleep(30)

    cmp = out
    monkeypatch.setattr(compare_modes, "run_interleaved", measured_again)
    monkeypatch.setattr(step_trace, "parse_step_trace", slow)
    monkeypatch.setattr(compare_modes, "bounded", lambda s, what: errors.bounded(0.5, what))
    t0 = time.monotonic()
    assert main(["compare", str(a), str(b), "--out", str(tmp_path / "late"), "--pairs", "1"]) == 0
    assert time.monotonic() - t0 < 28
    note = json.loads((tmp_path / "late" / "compare.json").read_text())["meta"]["not_interleaved"]
    assert note.startswith("analysing the interleaved measurement's trace took longer than --timeout 0.5 s")
    assert (tmp_path / "late" / "interleaved" / "trace.json.gz").is_file()
    assert "not interleaved: analysing the interleaved" in capsys.readouterr().out


def test_bounded_stops_the_work_and_puts_an_outer_timer_back():
    with pytest.raises(errors.TimedOut, match="took longer than --timeout 0.2 s") as e:
        with errors.bounded(0.2, "spinning"):
            while True:
                pass
    assert e.value.exit_code == errors.TIMEOUT
    with pytest.raises(errors.TimedOut, match="outer"):
        with errors.bounded(1.0, "outer"):
            with errors.bounded(5.0, "inner"):
                time.sleep(0.1)  # ends well inside both
            while True:  # the outer bound still holds
                pass
    with errors.bounded(None, "unbounded"):
        time.sleep(0.01)


def test_a_step_view_past_timeout_leaves_the_run_complete_with_each_module_on_its_own(
    tiny_model, tmp_path, monkeypatch
):
    """Issue 44, N7 (--timeout bounds the tool's own work): a breakdown whose step view outlives it
    completes with the isolated view, the reason in its note and the trace kept for ``--reanalyse``."""
    from inductor_probe.workflows import model_run

    def slow(*args, **kwargs):
        time.sleep(30)

    monkeypatch.setattr(model_run, "step_view_of", slow)
    monkeypatch.setattr(model_run, "bounded", lambda s, what: errors.bounded(0.5, what))
    out = tmp_path / "run"
    argv = ["breakdown", str(tiny_model), "--device", "cpu", "--steps", "2", "--calls", "3", "-q"]
    t0 = time.monotonic()
    assert main([*argv, "--out", str(out), "--format", "json"]) == 0
    assert time.monotonic() - t0 < 120
    m = json.loads((out / "run.json").read_text())
    assert m["status"] == "complete" and m.get("step") is None
    assert m["step_note"].startswith("analysing the profiled steps' trace took longer than --timeout 0.5 s; ")
    assert all(g["breakdown"]["kernels"] for g in m["graphs"])  # each module on its own
    assert list((out / "traces").glob("step.json*"))
