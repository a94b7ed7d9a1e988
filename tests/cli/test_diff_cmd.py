"""`diff RUN_A RUN_B` on runs recorded on the H100: the one-op change, a run against itself, --fail-above,
and bad inputs (one line, non-zero exit)."""

import json
import shutil
from pathlib import Path

from inductor_probe.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"
ONE_OP = DATA / "h100_diff_one_op"


def _diff(argv, capsys):
    rc = main(["diff", *argv])
    out, err = capsys.readouterr()
    return rc, out, err


def test_one_op_change(capsys):
    rc, out, err = _diff([str(ONE_OP / "base"), str(ONE_OP / "changed")], capsys)
    assert rc == 0, err
    assert out.startswith("inductor-probe diff: mlp_fp32.py: A = ")
    assert "environment differences" in out.split("speedup =")[0]  # listed first
    assert "added (only in B)  triton_poi_fused_addmm_gelu_1" in out
    assert "faster (launches 3 -> 2)" in out


def test_a_run_against_itself_passes_fail_above(capsys):
    rc, out, err = _diff([str(ONE_OP / "base"), str(ONE_OP / "base"), "--fail-above", "1"], capsys)
    assert rc == 0 and err == ""
    assert "environment: the same on both sides" in out and "kernels added or removed: none" in out


def test_fail_above_exits_6_on_a_slowdown_beyond_noise(tmp_path, capsys):
    slow = tmp_path / "slow"
    shutil.copytree(ONE_OP / "base", slow)
    m = json.loads((slow / "run.json").read_text())
    for g in m["graphs"]:  # every kernel 20% slower, per call and in the tables
        bd = g["breakdown"]
        bd["kernel_time_ms"] *= 1.2
        for r in bd["kernels"]:
            r["time_us"] *= 1.2
        bd["per_call"]["kernel_ms"] = [v * 1.2 for v in bd["per_call"]["kernel_ms"]]
        bd["per_call"]["kernels_us"] = {
            k: [v * 1.2 for v in vs] for k, vs in bd["per_call"]["kernels_us"].items()
        }
    (slow / "run.json").write_text(json.dumps(m))
    rc, out, err = _diff([str(ONE_OP / "base"), str(slow), "--fail-above", "5", "--format", "json"], capsys)
    assert rc == 6 and json.loads(out)["schema"] == 2
    assert err.count("\n") == 1 and err.startswith(
        "inductor-probe: slower beyond noise and 5%: all graphs 20.0% slower"
    )
    rc, _, err = _diff([str(ONE_OP / "base"), str(slow), "--fail-above", "25"], capsys)
    assert rc == 0 and err == ""


def test_bad_inputs_are_one_line(tmp_path, capsys):
    other_schema = tmp_path / "other_schema"
    shutil.copytree(ONE_OP / "base", other_schema)
    m = json.loads((other_schema / "run.json").read_text())
    m["schema"] = 999
    (other_schema / "run.json").write_text(json.dumps(m))
    relabelled = tmp_path / "relabelled"
    shutil.copytree(ONE_OP / "base", relabelled)
    m = json.loads((relabelled / "run.json").read_text())
    m["graphs"][0]["label"] = "g7_forward"
    (relabelled / "run.json").write_text(json.dumps(m))
    cases = {
        "missing": [str(tmp_path / "nope"), str(ONE_OP / "base")],
        "schema": [str(ONE_OP / "base"), str(other_schema)],
        "no graph in common": [str(ONE_OP / "base"), str(relabelled)],
        "bad threshold": [str(ONE_OP / "base"), str(ONE_OP / "base"), "--fail-above", "nan"],
    }
    for what, argv in cases.items():
        rc, out, err = _diff(argv, capsys)
        assert rc == 2, (what, err)
        assert err.count("\n") == 1 and "Traceback" not in err and len(err) < 500, (what, err)
    assert "no graph in common" in _diff(cases["no graph in common"], capsys)[2]
