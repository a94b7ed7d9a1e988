"""`diff RUN_A RUN_B` on runs recorded on the H100: the one-op change, a run against itself, --fail-above,
and bad inputs (one line, non-zero exit)."""

import json
import shutil
from pathlib import Path

import pytest

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


def _slowed(src: Path, dst: Path, factor: float, threads: int) -> Path:
    """``src`` as if made with ``OMP_NUM_THREADS=threads``: its times (calls, tables, step) by ``factor``."""
    shutil.copytree(src, dst)
    m = json.loads((dst / "run.json").read_text())
    for g in m["graphs"]:
        bd = g["breakdown"]
        bd["kernel_time_ms"] *= factor
        for r in bd["kernels"]:
            r["time_us"] *= factor
        bd["per_call"]["kernel_ms"] = [v * factor for v in bd["per_call"]["kernel_ms"]]
        bd["per_call"]["kernels_us"] = {
            k: [v * factor for v in vs] for k, vs in bd["per_call"]["kernels_us"].items()
        }
    m["step"]["wall_ms"] *= factor
    m["step"]["wall_blocks_ms"] = [v * factor for v in m["step"]["wall_blocks_ms"]]
    m["environment"]["device"]["threads"] = threads
    m["environment"]["inductor_env"]["OMP_NUM_THREADS"] = str(threads)
    (dst / "run.json").write_text(json.dumps(m))
    return dst


def test_a_thread_change_is_named_and_reads_the_same_both_ways(tmp_path, capsys):
    """Issue 37: runs that differ only in OMP_NUM_THREADS (8.67x, as measured on CPU): the thread count is
    a difference of environment, the speedups and bands are reciprocal when the arguments swap, the
    verdict is the same, and such a change is never "no difference beyond noise"."""
    a = _slowed(ONE_OP / "base", tmp_path / "two", 1.0, 2)
    b = _slowed(ONE_OP / "base", tmp_path / "one", 8.67, 1)
    got = {}
    for x, y in ((a, b), (b, a)):
        rc, out, err = _diff([str(x), str(y), "--format", "json"], capsys)
        assert rc == 0, err
        got[x.name] = json.loads(out)
        rc, text, _ = _diff([str(x), str(y)], capsys)
        head = text.split("speedup =")[0]
        assert "CPU threads (torch)" in head and "env OMP_NUM_THREADS" in head
        assert "no difference beyond noise" not in head
    ab, ba = got["two"]["meta"], got["one"]["meta"]
    assert ab["step"]["speedup"] == pytest.approx(1.0 / ba["step"]["speedup"])
    assert ab["step"]["speedup_lo"] == pytest.approx(1.0 / ba["step"]["speedup_hi"])
    assert ab["overall"]["speedup"] == pytest.approx(1.0 / ba["overall"]["speedup"])
    assert ab["overall"]["speedup_lo"] == pytest.approx(1.0 / ba["overall"]["speedup_hi"])
    assert ab["overall"]["speedup_hi"] == pytest.approx(1.0 / ba["overall"]["speedup_lo"])
    assert (ab["overall"]["verdict"], ba["overall"]["verdict"]) == ("slower", "faster")
    assert ab["noise_floor"]["shift"] == "slower" and ba["noise_floor"]["shift"] == "faster"
    assert ab["noise_floor"]["mean_move_pct"] == pytest.approx(ba["noise_floor"]["mean_move_pct"])
    rc, _, err = _diff([str(a), str(b), "--fail-above", "5"], capsys)
    assert rc == 6 and "slower beyond noise" in err
    rc, _, err = _diff([str(b), str(a), "--fail-above", "5"], capsys)
    assert rc == 0 and err == ""
