"""The step view's sides (``run/step_sides.py``, issue 59 item 1): a script's and a job's rank's figures
under their own keys (``script``, ``comm``), the window's (``profiled``), the clock (``timed``), where the
time went (``where``); a run recorded before the split, its keys at the step's top
level, reads into the same records (``nested``)."""

from __future__ import annotations

import json
from pathlib import Path

from inductor_probe.run.manifest import StepView, read_manifest
from inductor_probe.run.step_sides import RankComm, StepScript, nested
from inductor_probe.vocab import StepBoundary

DATA = Path(__file__).resolve().parents[1] / "data"


def test_a_run_recorded_before_the_split_reads_into_its_sides():
    flat = json.loads((DATA / "h200_llama_modules" / "run.json").read_text())["step"]
    assert flat["boundary"] == "optimizer" and "script" not in flat  # recorded before the split
    view = StepView.from_dict(flat)
    assert view.script is not None and view.script.boundary == StepBoundary.OPTIMIZER
    assert view.script.arrivals_ns == flat["arrivals_ns"] and view.script.tool_us == flat["tool_us"]
    assert view.comm is None  # no rank of a job
    # the step's figures of the window, its clock and where its time went, each into its side
    assert view.profiled.steps == flat["steps"] and view.profiled.busy_ms == flat["busy_ms"]
    assert view.profiled.accounted_pct == flat["accounted_pct"] and view.timed.device_type == "cuda"
    assert view.where.modules is not None and view.where.modules.to_dict() == flat["modules"]
    assert [c.to_dict() for c in view.where.categories] == flat["categories"]
    assert [o.op for o in view.where.outside_ops] == [o["op"] for o in flat["outside_ops"]]
    assert view.where.runtime is not None and view.where.runtime.to_dict() == flat["runtime"]
    again = view.to_dict()
    assert "boundary" not in again and again["script"]["host"] == flat["host"]
    assert StepView.from_dict(again) == view  # its sides written under their keys, read back the same
    assert read_manifest(DATA / "h200_llama_modules").step == view


def test_a_ranks_keys_move_into_its_comm_side_and_nulls_stay_out():
    flat = {"kind": "script", "collectives": [], "comm_alone_ms": 1.5, "comm_kept_ms": None, "fitted": None}
    assert nested(flat) == {"kind": "script", "comm": {"collectives": [], "alone_ms": 1.5}}
    view = StepView.from_dict(flat)
    assert view.comm == RankComm([], 1.5, None) and view.script is None
    side = StepView(kind="script", script=StepScript(tool_us=80.0)).to_dict()["script"]
    assert side == {"tool_us": 80.0}  # what a script recorded, no more


def test_the_step_view_keeps_its_figures_and_its_sides_only():
    """Issue 59: at most 15 fields; what it grows goes into a side (a record of its own, under its key)."""
    import dataclasses

    assert len(dataclasses.fields(StepView)) <= 15, [f.name for f in dataclasses.fields(StepView)]
