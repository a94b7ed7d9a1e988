"""The compare command: bad input, its arguments, end to end on CPU."""

import json

import pytest

from inductor_probe.analysis.compare import Comparison
from inductor_probe.cli import main


def test_compare_bad_input(capsys, tmp_path):
    assert main(["compare", str(tmp_path / "missing.py")]) == 2
    err = capsys.readouterr().err
    assert err.count("inductor-probe: error:") == 1 and "no such file" in err


def _compare(argv, capsys):
    """The command as a user runs it: (exit code, stdout, stderr)."""
    rc = main(["compare", *argv])
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


def test_compare_bad_inputs(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    rc, out, err = _compare([str(tmp_path / "missing.py"), "-q"], capsys)
    assert rc == 2 and err.count("\n") == 1 and "no such file" in err and out == ""
    assert not (tmp_path / "probe-runs").exists()
    for bad, word in (
        (["--calls", "0"], "--calls"),
        (["--timeout", "-1"], "--timeout"),
        (["--top", "0"], "--top"),
    ):
        rc, _, err = _compare([str(tmp_path / "m.py"), *bad], capsys)
        assert rc == 2 and f"error: argument {word}: must be" in err and err.count("\n") == 1


@pytest.mark.slow
def test_compare_end_to_end_on_cpu(tiny_model, tmp_path, capsys, compare_helpers):
    _, _check_invariants, _ = compare_helpers
    out = tmp_path / "cmp"
    rc, text, err = _compare([str(tiny_model), "--device", "cpu", "--out", str(out), "--calls", "3"], capsys)
    assert rc == 0, err
    assert "[1/2] default: " in err and "[2/2] max-autotune (autotuning can take minutes): " in err
    assert "== g0_inference:" in text and "unmatched kernels" in text
    comp = Comparison.from_dict(json.loads((out / "compare.json").read_text()))
    sides = {}
    for side in ("default", "max-autotune"):
        m = json.loads((out / side / "run.json").read_text())
        assert m["status"] == "complete" and m["model"]["compile_mode"] == side
        assert m["cache"]["dir"] == str(out / side / "cache")  # each from its own fresh cache
        sides[side] = m
    assert comp.graphs == ["g0_inference"]
    _check_invariants(comp, sides["default"], sides["max-autotune"])
