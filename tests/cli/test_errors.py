"""Each bad input: exit code and the one-line message (and nothing computed is lost)."""

import pytest

from inductor_probe.cli import main


def _err(capsys):
    err = capsys.readouterr().err.strip().splitlines()
    lines = [ln for ln in err if ln.startswith("inductor-probe: error:")]
    assert len(lines) == 1, err
    assert "Traceback" not in "\n".join(err)
    return lines[0]


def test_missing_file(capsys, tmp_path):
    assert main(["breakdown", str(tmp_path / "nope.py"), "--out", str(tmp_path / "r")]) == 2
    assert "no such file" in _err(capsys)


def test_syntax_error(capsys, tmp_path):
    p = tmp_path / "bad.py"
    p.write_text("def get_model(:\n    pass\n")
    assert main(["breakdown", str(p), "--out", str(tmp_path / "r")]) == 2
    msg = _err(capsys)
    assert "bad.py:1: syntax error" in msg


def test_neither_convention_nor_compile(capsys, tmp_path):
    p = tmp_path / "plain.py"
    p.write_text("import torch\nx = torch.ones(3)\n")
    assert main(["breakdown", str(p), "--out", str(tmp_path / "r")]) == 2
    assert "defines neither get_model()/get_inputs() nor calls torch.compile" in _err(capsys)


def test_half_a_convention(capsys, tmp_path):
    p = tmp_path / "half.py"
    p.write_text("def get_model():\n    return None\n")
    assert main(["breakdown", str(p), "--out", str(tmp_path / "r")]) == 2
    assert "defines no get_inputs()" in _err(capsys)


def test_unknown_mode(capsys, tiny_model, tmp_path):
    assert main(["breakdown", str(tiny_model), "--mode", "fast", "--out", str(tmp_path / "r")]) == 2
    assert "unknown --mode 'fast'" in _err(capsys)


def test_more_ranks_than_the_host_has_are_refused_before_any_rank_starts(capsys, tiny_model, tmp_path):
    """Issue 44, N5: a 20-digit --nproc-per-node ignored --timeout and grew torchrun to 12 GB; the ranks are
    at most the host's GPUs (or CPUs with gloo), said as the caller spelled the option."""
    import os

    import inductor_probe as ip

    n = str(10**19)
    out = tmp_path / "r"
    assert (
        main(["breakdown", str(tiny_model), "--nproc-per-node", n, "--device", "cpu", "--out", str(out)]) == 2
    )
    limit = os.cpu_count()
    assert f"--nproc-per-node {n}: more ranks than this host's {limit} CPU(s); give at most {limit}" in _err(
        capsys
    )
    assert not out.exists()
    with pytest.raises(ip.OptionError, match=r"nproc_per_node=1000: more ranks than this host's"):
        ip.breakdown(tiny_model, nproc_per_node=1000, device="cpu", out=tmp_path / "r2")
    with pytest.raises(ip.OptionError, match=r"device='tpu' is not one of auto, cpu, cuda or cuda:N"):
        ip.breakdown(tiny_model, device="tpu", out=tmp_path / "r3")


def test_unwritable_out(capsys, tiny_model, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert main(["breakdown", str(tiny_model), "--out", str(blocker / "run")]) == 2
    msg = _err(capsys)
    assert "cannot write the run directory" in msg and "--out" in msg


def test_model_that_raises(capsys, tmp_path):
    p = tmp_path / "raises.py"
    p.write_text(
        "import torch\n"
        "def get_model():\n    raise ValueError('weights file missing')\n"
        "def get_inputs():\n    return (torch.ones(2),)\n"
    )
    out = tmp_path / "r"
    assert main(["breakdown", str(p), "--device", "cpu", "--out", str(out)]) == 3
    msg = _err(capsys)
    assert "model error: get_model() raised ValueError: weights file missing" in msg
    assert (
        "partial results kept" in msg
        and (out / "run.json").exists()
        and (out / "logs" / "driver.log").exists()
    )


def test_debug_shows_the_traceback(capsys, tmp_path):
    p = tmp_path / "raises.py"
    p.write_text(
        "import torch\n"
        "def get_model():\n    raise ValueError('weights file missing')\n"
        "def get_inputs():\n    return (torch.ones(2),)\n"
    )
    assert main(["--debug", "breakdown", str(p), "--device", "cpu", "--out", str(tmp_path / "r")]) == 3
    assert "Traceback" in capsys.readouterr().err


@pytest.mark.slow
def test_compile_error(capsys, tiny_model, tmp_path, monkeypatch):
    # A real Inductor failure: no working C++ compiler for the CPU kernels.
    monkeypatch.setenv("CXX", str(tmp_path / "no-such-c++"))
    out = tmp_path / "r"
    rc = main(["breakdown", str(tiny_model), "--device", "cpu", "--fresh-cache", "--out", str(out)])
    assert rc == 3
    msg = _err(capsys)
    assert msg.startswith("inductor-probe: error: compile error:") and "C++ compiler" in msg
    assert (out / "run.json").exists()


def test_child_that_hangs(capsys, tmp_path):
    p = tmp_path / "hang.py"
    p.write_text("import time, torch\nf = torch.compile(lambda x: x + 1)\ntime.sleep(600)\n")
    out = tmp_path / "r"
    assert main(["breakdown", str(p), "--timeout", "3", "--out", str(out)]) == 4
    msg = _err(capsys)
    assert "did not finish within 3 s" in msg and "--timeout" in msg
    assert (out / "run.json").exists()


def test_no_cuda_device(capsys, tiny_model, tmp_path):
    import torch

    if torch.cuda.is_available():
        pytest.skip("a CUDA device is present")
    assert main(["breakdown", str(tiny_model), "--device", "cuda", "--out", str(tmp_path / "r")]) == 2
    assert "no CUDA device is available here; run with --device cpu" in _err(capsys)


def test_script_that_compiles_nothing(capsys, tmp_path):
    p = tmp_path / "noop.py"
    p.write_text("import torch\nf = torch.compile(lambda x: x + 1)\n")  # compiled lazily, never called
    assert main(["breakdown", str(p), "--out", str(tmp_path / "r")]) == 2
    assert "compiled nothing with Inductor" in _err(capsys)


def test_script_exit_code(capsys, tmp_path):
    p = tmp_path / "exits.py"
    p.write_text("import sys, torch\ntorch.compile\nsys.exit(7)\n")
    assert main(["breakdown", str(p), "--out", str(tmp_path / "r")]) == 3
    assert "exited with code 7" in _err(capsys)


@pytest.mark.parametrize(
    "flag, value, says",
    [
        ("--calls", "0", "must be at least 1, not 0"),
        ("--steps", "-1", "must be at least 0, not -1"),
        ("--timeout", "nan", "'nan' is not a finite number"),
        ("--timeout", "inf", "'inf' is not a finite number"),
        ("--timeout", "0", "must be more than 0, not 0"),
        ("--top", "0", "must be at least 1, not 0"),
        ("--top", "1.5", "'1.5' is not an integer"),
    ],
)
def test_bad_numbers(capsys, tiny_model, tmp_path, flag, value, says):
    assert main(["breakdown", str(tiny_model), flag, value, "--out", str(tmp_path / "r")]) == 2
    assert f"argument {flag}: {says}" in _err(capsys)
    assert not (tmp_path / "r").exists()


def test_help_does_not_import_torch():
    import subprocess
    import sys

    code = (
        "import sys; from inductor_probe.cli import main; main(['--help']) if False else None; "
        "from inductor_probe.cli import build_parser; build_parser().format_help(); "
        "print('torch' in sys.modules, 'triton' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False False"
