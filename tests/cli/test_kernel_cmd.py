"""The `kernels` and `kernel NAME` commands: output and bad inputs, on runs recorded on the H100."""

import json
import shutil

import pytest

from inductor_probe.cli import main


def test_kernels_command(data_dir, capsys):
    assert main(["kernels", "--run", str(data_dir / "h100_reduction")]) == 0
    out = capsys.readouterr().out
    assert "triton_red_fused_native_layer_norm_sum_1" in out and "g0_inference" in out
    assert main(["kernels", "--run", str(data_dir / "h100_reduction"), "--graph", "g9_forward"]) == 2
    assert "no graph 'g9_forward'" in capsys.readouterr().err


def _err(capsys):
    lines = [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("inductor-probe: error:")]
    assert len(lines) == 1
    return lines[0]


def test_kernel_unknown_and_ambiguous_names(data_dir, capsys):
    run = str(data_dir / "h100_transformer")
    assert main(["kernel", "triton_nope_0", "--run", run]) == 2
    assert "no kernel named 'triton_nope_0'" in _err(capsys)
    assert main(["kernel", "triton_per", "--run", run]) == 2
    assert "matches 9 kernels" in _err(capsys)


def test_kernel_library_kernel(data_dir, capsys):
    assert main(["kernel", "fmha_cutlassF", "--run", str(data_dir / "h100_transformer")]) == 2
    assert "is a library kernel (attention)" in _err(capsys)


def test_kernel_without_gpu_shows_what_the_file_tells(data_dir, capsys):
    import torch

    if torch.cuda.is_available():
        pytest.skip("a CUDA device is present")
    rc = main(["kernel", "triton_red_fused_sum_11", "--run", str(data_dir / "h100_transformer")])
    assert rc == 5
    cap = capsys.readouterr()
    assert "source nodes: sum_9" in cap.out and "kernel_num_gb" in cap.out
    assert "Triton kernel files need a CUDA device" in cap.err


def test_kernel_run_dir_missing_or_foreign(tmp_path, data_dir, capsys):
    assert main(["kernel", "x", "--run", str(tmp_path / "nope")]) == 2
    assert "does not exist" in _err(capsys)
    other = tmp_path / "other"
    shutil.copytree(data_dir / "h100_reduction", other)
    m = json.loads((other / "run.json").read_text())
    m["schema"], m["tool_version"] = 0, "0.0.1"
    (other / "run.json").write_text(json.dumps(m))
    assert main(["kernel", "x", "--run", str(other)]) == 2
    assert "run schema 0 (tool 0.0.1)" in _err(capsys)
