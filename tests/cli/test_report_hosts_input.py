"""Issue 60, M3 and M7: ``report --hosts`` trusted the numbers of a host's ``logs/host_part.json``
(``"nnodes": 10**12`` hung, ``"nnodes": 100000`` printed 100,017 lines of notes, ``"node": -1`` made "3
hosts") and a part nested 200,000 deep raised a RecursionError traceback; each is now one line, rc 2."""

from __future__ import annotations

import json

import pytest

from inductor_probe.cli import main
from inductor_probe.run.job_parts import HostPart


def _host(tmp_path, name: str, text: str):
    d = tmp_path / name
    (d / "logs").mkdir(parents=True)
    (d / "logs" / "host_part.json").write_text(text)
    return d


@pytest.mark.parametrize(
    "part, said",
    [
        ({"node": -1, "nnodes": 2}, "says node rank -1 of 2 hosts"),
        ({"node": 0, "nnodes": 10**12}, "a job has at most 4096 hosts"),
        ({"node": 0, "nnodes": 100000}, "a job has at most 4096 hosts"),
        ({"node": 3, "nnodes": 2}, "says node rank 3 of 2 hosts"),
    ],
)
def test_a_host_part_s_node_ranks_are_checked_in_one_line(tmp_path, capsys, part, said):
    d = _host(tmp_path, "h", json.dumps(HostPart(host="h", dir="d", **part).to_dict()))
    assert main(["report", "--hosts", str(d)]) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1


def test_a_host_part_nested_too_deep_is_one_line(tmp_path, capsys):
    d = _host(tmp_path, "deep", '{"node": ' + "[" * 200000 + "]" * 200000 + "}")
    assert main(["report", "--hosts", str(d)]) == 2
    err = capsys.readouterr().err
    assert "nests too deep" in err and "Traceback" not in err


@pytest.mark.parametrize("how", ["long", "file"])
def test_a_hosts_path_that_cannot_be_a_run_is_one_line(tmp_path, capsys, how):
    """Issue 60, M8 (its --hosts half): a 300-byte path part ended in the catch-all 'was a folder of the run
    removed ...?', rc 1; a file given as the run reads as no run."""
    if how == "long":
        given = str(tmp_path / ("a" * 300))
    else:
        given = str(tmp_path / "f")
        (tmp_path / "f").write_text("x")
    assert main(["report", "--hosts", given]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"inductor-probe: error: --hosts {given}") and err.count("\n") == 1
    assert "was a folder of the run removed" not in err


@pytest.mark.parametrize(
    "field, value, said",
    [
        ("busy_pct", 250.0, '"ranks[0].run.step.busy_pct" is 250.0, expected at most 100'),
        ("wall_ms", float("nan"), '"ranks[0].run.step.wall_ms" is nan, expected a finite number'),
        ("wall_ms", float("inf"), '"ranks[0].run.step.wall_ms" is inf, expected a finite number'),
        ("idle_ms", -5.0, '"ranks[0].run.step.idle_ms" is -5.0, expected at least 0'),
    ],
)
def test_a_ranks_figures_out_of_their_bounds_are_one_line_not_printed(tmp_path, capsys, field, value, said):
    """M3's second half: a rank's NaN, infinite, negative or over-100% busy figures in a host part were
    printed with rc 0 (and ``--format json`` printed ``NaN``): the one rule for numbers read back
    (``bounds.Bound`` through ``run/record.check_fields``) refuses them in one line naming the field, before
    anything is shown."""
    from pathlib import Path

    run = json.loads((Path(__file__).parents[1] / "data" / "h200_llama_modules" / "run.json").read_text())
    run["step"][field] = value
    part = HostPart(node=0, host="h", dir="d", nnodes=1).to_dict()
    part["ranks"] = [{"rank": 0, "run": run}]
    d = _host(tmp_path, "h", json.dumps(part))
    assert main(["report", "--hosts", str(d), "--format", "json"]) == 2
    out = capsys.readouterr()
    assert said in out.err and out.err.count("\n") == 1 and out.out == ""
