"""`kernels` and `kernel NAME` name resolution and bad inputs, on runs recorded on the H100."""

import json
import shutil

import pytest

from inductor_probe.cli import main
from inductor_probe.errors import ProbeError
from inductor_probe.resolve import list_kernels, resolve_kernel


@pytest.fixture(scope="module")
def tf(data_dir):
    run = data_dir / "h100_transformer"
    return run, json.loads((run / "run.json").read_text())


def test_exact_prefix_substring(tf):
    run, m = tf
    assert resolve_kernel(run, m, "triton_red_fused_sum_11").name == "triton_red_fused_sum_11"
    ref = resolve_kernel(run, m, "triton_poi_fused_gelu_gelu")  # unique prefix
    assert ref.name == "triton_poi_fused_gelu_gelu_backward_view_3" and ref.graph == "g0_backward"
    assert ref.kernel_file == run / "kernels" / f"{ref.name}.py" and ref.info["heuristic"] == "pointwise"
    assert resolve_kernel(run, m, "clone_permute").name == "triton_poi_fused_clone_permute_5"  # substring
    assert resolve_kernel(run, m, "CLONE_PERMUTE").name == "triton_poi_fused_clone_permute_5"  # any case


def test_ambiguous_lists_candidates(tf):
    run, m = tf
    with pytest.raises(ProbeError, match=r"'triton_poi' matches 9 kernels: triton_poi_.*; give more of the name") as e:
        resolve_kernel(run, m, "triton_poi")
    assert e.value.exit_code == 2 and "\n" not in e.value.message


def test_unknown_suggests_close_names(tf):
    run, m = tf
    with pytest.raises(ProbeError, match="no kernel named 'triton_red_fused_summ'.*did you mean triton_red_fused_sum_11"):
        resolve_kernel(run, m, "triton_red_fused_summ")


def test_library_kernel_has_no_file(tf):
    run, m = tf
    ref = resolve_kernel(run, m, "fmha_cutlassB")
    assert ref.category == "attention" and ref.kernel_file is None and ref.info is None


def test_list_kernels(tf):
    run, m = tf
    df = list_kernels(m, run)
    assert len(df) == 12 + 25  # every kernel of both graphs' tables
    assert df["time_us"].is_monotonic_decreasing
    assert set(df["kind"]) == {"triton", "library"}
    assert df[df["kind"] == "triton"]["kernel_file"].notna().all()


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
