"""Issue 60, M12: a run.json's figures were type-checked, not range-checked: `report` printed "wall inf ms",
"wall -3.000 ms", "busy 250.0%", a graph at -1.000 ms with rc 0, and `diff --fail-above 5` passed against a
run whose wall was inf, NaN or negative. Every number read from a run is finite, and the step's own figures
are within their bounds: refused in one line naming the field, rc 2, before any work."""

from __future__ import annotations

import json
import shutil

import pytest

from inductor_probe.cli import main

CASES = [
    (lambda m: m["step"].__setitem__("wall_ms", -3.0), '"step.wall_ms" is -3.0, expected at least 0'),
    (lambda m: m["step"].__setitem__("wall_ms", float("inf")), '"step.wall_ms" is inf, expected a finite'),
    (lambda m: m["step"].__setitem__("wall_ms", float("nan")), '"step.wall_ms" is nan, expected a finite'),
    (lambda m: m["step"].__setitem__("busy_pct", 250.0), '"step.busy_pct" is 250.0, expected at most 100'),
    (
        lambda m: m["step"]["graphs"][0].__setitem__("ms", -1.0),
        '"step.graphs[0].ms" is -1.0, expected at least 0',
    ),
]


@pytest.mark.parametrize("edit, says", CASES, ids=["negative", "inf", "nan", "busy", "graph"])
def test_a_figure_out_of_its_bounds_is_refused_in_one_line(edit, says, data_dir, tmp_path, capsys):
    run = tmp_path / "bad"
    shutil.copytree(data_dir / "h100_step_train_script", run)
    m = json.loads((run / "run.json").read_text())
    edit(m)
    (run / "run.json").write_text(json.dumps(m))  # json writes NaN and Infinity as Python reads them
    for argv in (["report", "--run", str(run)], ["diff", str(data_dir / "h100_step_train_script"), str(run)]):
        assert main([*argv, "--fail-above", "5"] if argv[0] == "diff" else argv) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and says in err[0], err


def test_the_recorded_run_itself_reads(data_dir, capsys):
    assert main(["report", "--run", str(data_dir / "h100_step_train_script")]) == 0
