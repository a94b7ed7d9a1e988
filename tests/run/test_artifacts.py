"""Parsing compiled modules and kernel files recorded on the H100 (tests/data)."""

import pytest

from inductor_probe.run.artifacts import cpp_heuristic, parse_aot_id, parse_compiled_module, parse_kernel_file


@pytest.fixture(scope="module")
def fwd(data_dir):
    return parse_compiled_module(data_dir / "h100_transformer/modules/g0_forward.py")


@pytest.fixture(scope="module")
def bwd(data_dir):
    return parse_compiled_module(data_dir / "h100_transformer/modules/g0_backward.py")


def test_aot_ids_label_graphs(fwd, bwd, data_dir):
    assert (fwd.aot_id, fwd.graph_id, fwd.graph_kind, fwd.label) == ("0_forward", 0, "forward", "g0_forward")
    assert bwd.label == "g0_backward"
    inf = parse_compiled_module(data_dir / "h100_reduction/modules/g0_inference.py")
    assert inf.label == "g0_inference"
    assert parse_aot_id(None) == (None, "unknown")
    assert parse_aot_id("3_backward") == (3, "backward")


def test_triton_kernels_and_their_metadata(fwd):
    names = [k.name for k in fwd.kernels]
    assert len(names) == 9 and all(n.startswith("triton_") for n in names)
    k = fwd.kernel("triton_per_fused_clone_native_layer_norm_transpose_0")
    assert k.heuristic == "persistent_reduction"
    assert k.num_gb == pytest.approx(0.033611776)
    assert k.flop == 0
    assert k.source_nodes == ("y", "query", "multi_head_attention_forward")
    assert "aten.native_layer_norm" in k.aten_ops
    assert k.kernel_path.endswith(".py")
    assert k.launches_in_source == 1
    assert {x.heuristic for x in fwd.kernels} == {"pointwise", "persistent_reduction"}


def test_launch_counts_ignore_kernel_sources_inlined_in_the_module(bwd):
    # Each inlined kernel source has its own `def call(args)`: only Runner.call counts.
    counts = {k.name: k.launches_in_source for k in bwd.kernels}
    assert counts["triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10"] == 4
    assert counts["triton_per_fused__softmax_backward_data_sum_view_2"] == 2
    assert counts["triton_poi_fused_gelu_gelu_backward_view_3"] == 1


def test_extern_calls_with_their_aten_ops(fwd, bwd):
    calls = [c.name for c in fwd.extern_calls]
    assert calls.count("extern_kernels.mm") == 2 and calls.count("extern_kernels.addmm") == 2
    assert "torch.ops.aten._scaled_dot_product_efficient_attention.default" in calls
    # mm calls come from aten.mm or from an addmm whose bias add was fused elsewhere
    assert all(
        {"aten.mm", "aten.addmm"} & set(c.aten_ops) for c in fwd.extern_calls if c.name == "extern_kernels.mm"
    )
    assert any("attention_backward" in c.name for c in bwd.extern_calls)


def test_benchmark_defaults_read_from_the_module(fwd):
    assert (fwd.times_default, fwd.repeat_default) == (10, 10)


def test_kernel_file(data_dir):
    kf = parse_kernel_file(data_dir / "h100_reduction/kernels/triton_red_fused_native_layer_norm_sum_1.py")
    assert kf.name == "triton_red_fused_native_layer_norm_sum_1"
    assert kf.heuristic == "reduction"
    assert kf.has_benchmark_entry
    # generated without max-autotune; coordinate_descent_tuning is absent from inductor_meta (off)
    assert kf.max_autotune is False and kf.coordinate_descent_tuning is False
    assert kf.num_gb and kf.num_gb > 0


def test_every_recorded_kernel_file_matches_its_module(data_dir):
    for run in ("h100_transformer", "h100_reduction"):
        for mod in (data_dir / run / "modules").glob("*.py"):
            for k in parse_compiled_module(mod).kernels:
                kf = parse_kernel_file(data_dir / run / "kernels" / f"{k.name}.py")
                assert kf.name == k.name and kf.heuristic == k.heuristic


def test_cpp_heuristic():
    assert cpp_heuristic("float tmp_acc0 = 0; tmp_acc0 = tmp_acc0 + x;") == "reduction"
    assert cpp_heuristic("auto tmp1 = at::vec::clamp_min(tmp0, 0);") == "pointwise"
