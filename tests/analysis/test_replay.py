"""Library kernels of a CUDA graph's replay paired with the compiled module's calls (analysis/replay.py)."""

from __future__ import annotations

import shutil

import pandas as pd
import pytest

from inductor_probe.analysis.replay import replay_costs
from inductor_probe.cli import main
from inductor_probe.run.manifest import read_manifest
from inductor_probe.run.module_calls import Launch, Operand


def t(name):
    return Launch("triton", name)


def mm(m, n, k, dtype="float32"):
    a = Operand("a", True, (m, k), dtype)
    b = Operand("b", True, (k, n), dtype)
    return Launch("extern", "extern_kernels.mm", (a, b), (), Operand("out", True, (m, n), dtype))


GEMM = "sm90_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize128x128x8"
SIMT = "void cutlass::Kernel2<cutlass_80_simt_sgemm_256x128_8x4_nt_align1>(Params)"
TF32_GEMM = (
    "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x128x32_warpgroupsize1x1x1_execute_segment_k_off"
)
REDUCE = "void cublasLt::splitKreduce_kernel<32, 16, int, float, float>(Params)"


def rows(*kernels, launch="cudaGraphLaunch"):
    """Kernel rows in launch order: (name, dur_us) or (name, dur_us, op)."""
    out = []
    for i, k in enumerate(kernels):
        name, dur, op = (*k, None) if len(k) == 2 else k
        out.append(
            {"name": name, "activity": "kernel", "op": op, "ts_us": 10.0 * i, "dur_us": dur, "launch": launch}
        )
    return pd.DataFrame(out, index=[f"r{i}" for i in range(len(out))])


def flops_of(costs):
    return {i: c.flops for i, c in costs.items()}


def test_one_call_between_two_generated_kernels_its_longest_kernel_carries_it():
    launches = [t("triton_a"), mm(64, 32, 16), t("triton_b")]
    got = replay_costs(rows(("triton_a", 1), (GEMM, 2), (SIMT, 9), (REDUCE, 1), ("triton_b", 1)), launches)
    assert got["r2"].flops == 2 * 64 * 32 * 16 and got["r2"].bytes == (64 * 16 + 16 * 32 + 64 * 32) * 4
    assert got["r2"].compute_class == "fp32" and "compiled module" in got["r2"].assumptions[-1]
    for beside in ("r1", "r3"):
        assert (
            got[beside].flops is None and "beside its main kernel void cutlass::Kernel2" in got[beside].reason
        )
    assert "r0" not in got and "r4" not in got  # generated kernels: Inductor's own figures


def test_as_many_calls_as_kernels_pair_in_order_and_a_split_k_reduce_follows_its_gemm():
    launches = [t("triton_a"), mm(64, 32, 16), mm(8, 8, 8), t("triton_b")]
    got = replay_costs(rows(("triton_a", 1), (SIMT, 1), (REDUCE, 5), (GEMM, 1), ("triton_b", 1)), launches)
    assert flops_of(got) == {"r1": 2 * 64 * 32 * 16, "r2": None, "r3": 2 * 8 * 8 * 8}
    assert "beside its main kernel void cutlass" in got["r2"].reason


def test_cublas_split_k_pass_of_an_xmma_gemm_is_beside_its_gemm_not_a_call_of_its_own():
    """On an H200 (HF Llama, reduce-overhead) cuBLAS ran q, k and v as ``..._execute_kernel__5x_cublas`` then
    its ``..._execute_split_k_kernel__5x_cublas`` pass: six kernels for three calls, none paired before."""
    xmma = "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize64x64x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4"
    run, split = f"{xmma}_execute_kernel__5x_cublas", f"{xmma}_execute_split_k_kernel__5x_cublas"
    launches = [t("triton_a"), mm(64, 32, 16), mm(8, 8, 8), mm(16, 16, 16), t("triton_b")]
    kernels = [
        ("triton_a", 1),
        (run, 19),
        (split, 3),
        (run, 18),
        (split, 3),
        (run, 18),
        (split, 3),
        ("triton_b", 1),
    ]
    got = flops_of(replay_costs(rows(*kernels), launches))
    assert got == {"r1": 2 * 64 * 32 * 16, "r3": 2 * 8 * 8 * 8, "r5": 2 * 16 * 16 * 16} | dict.fromkeys(
        ("r2", "r4", "r6")
    )


def conv(n, c, hw, k, dtype="float32"):
    x = Operand("x", True, (n, c, hw, hw), dtype)
    w = Operand("w", True, (k, c, 1, 1), dtype)
    kw = {"stride": (1, 1), "padding": (0, 0), "dilation": (1, 1), "transposed": False}
    kw |= {"output_padding": (0, 0), "groups": 1, "bias": None}
    return Launch(
        "extern",
        "extern_kernels.convolution",
        (x, w),
        tuple((k, Operand(repr(v), False, value=v)) for k, v in kw.items()),
    )


def test_a_conv_run_as_a_gemm_kernel_with_cudnn_helpers_around_it():
    # H100, ResNet-50 replayed: cuDNN runs 1x1 convs as sm90_xmma_gemm_* kernels, with a layout conversion
    # before and a workspace set-up beside them
    convert = "void cudnn::engines_precompiled::convertTensor_kernel<float, float, float, 1>(float)"
    setup = "void cask_plugin__5x_cudnn::xmma__5x_cudnn::init_device_work(Params)"
    launches = [t("triton_a"), conv(8, 64, 56, 256), conv(8, 64, 56, 64), t("triton_b")]
    got = replay_costs(
        rows(("triton_a", 1), (convert, 1), (TF32_GEMM, 5), (setup, 1), (TF32_GEMM, 4), ("triton_b", 1)),
        launches,
    )
    assert flops_of(got) == {
        "r1": None,
        "r2": 2 * 8 * 256 * 56 * 56 * 64,
        "r3": None,
        "r4": 2 * 8 * 64 * 56 * 56 * 64,
    }
    assert got["r2"].compute_class == "tf32"  # the kernel's name says so
    assert (
        f"beside its main kernel {TF32_GEMM}" in got["r1"].reason and "aten::convolution" in got["r3"].reason
    )


def test_a_cudnn_helper_goes_with_a_conv_not_with_the_gemm_before_it():
    # ResNet-50 replayed: the fc addmm ends one call of the graph, the next starts with conv1, whose input
    # cuDNN converts first
    convert = "void cudnn::engines_precompiled::convertTensor_kernel<float, float, float, 1>(float)"
    fc = Launch(
        "extern",
        "extern_kernels.addmm",
        (
            Operand("bias", True, (10,), "float32"),
            Operand("x", True, (8, 64), "float32"),
            Operand("w", True, (64, 10), "float32"),
        ),
        (),
        Operand("out", True, (8, 10), "float32"),
    )
    launches = [conv(8, 3, 32, 64), t("triton_a"), fc]
    one_call = [(convert, 1), (TF32_GEMM, 5), ("triton_a", 1), (GEMM, 1)]
    got = replay_costs(rows(*one_call, *one_call), launches)
    assert got["r0"].op == got["r4"].op == "aten::convolution" and "beside" in got["r4"].reason
    assert got["r3"].flops == 2 * 8 * 10 * 64 and got["r5"].flops == 2 * 8 * 64 * 32 * 32 * 3


def test_counts_that_do_not_agree_are_not_guessed():
    launches = [t("triton_a"), mm(64, 32, 16), mm(8, 8, 8), t("triton_b")]
    got = replay_costs(rows(("triton_a", 1), (GEMM, 1), (GEMM, 1), (SIMT, 1), ("triton_b", 1)), launches)
    assert all(c.flops is None for c in got.values()) and len(got) == 3
    assert "3 matmul or conv kernels where the module makes 2 matmul or conv calls" in got["r1"].reason


def test_the_stretch_across_two_calls_of_the_graph_is_the_tail_then_the_head():
    launches = [mm(1, 1, 1), t("triton_a"), mm(2, 2, 2), t("triton_b"), mm(3, 3, 3)]
    one_call = [(GEMM, 1), ("triton_a", 1), (GEMM, 1), ("triton_b", 1), (GEMM, 1)]
    got = replay_costs(rows(*one_call, *one_call), launches)
    assert [got[f"r{i}"].flops for i in (0, 2, 4, 5, 7, 9)] == [2, 16, 54, 2, 16, 54]


def test_a_graph_of_library_calls_only():
    got = replay_costs(rows((GEMM, 1), (GEMM, 1), (GEMM, 1), (GEMM, 1)), [mm(1, 1, 1), mm(2, 2, 2)])
    assert [c.flops for c in got.values()] == [2, 16, 2, 16]


def test_only_rows_a_graph_replayed_with_no_op_take_a_cost():
    launches = [t("triton_a"), mm(64, 32, 16), t("triton_b")]
    kernels = rows(("triton_a", 1), (GEMM, 9), ("triton_b", 1), launch="cudaLaunchKernel")
    assert replay_costs(kernels, launches) == {}
    traced = rows(("triton_a", 1), (GEMM, 9, "aten::mm"), ("triton_b", 1))
    assert replay_costs(traced, launches) == {}  # the op's own shapes stand


def test_what_the_module_does_not_size_or_read_is_said():
    unsized = Launch(
        "extern", "extern_kernels.mm", (Operand("buf3", True), Operand("b", True, (4, 4), "float32"))
    )
    launches = [t("triton_a"), unsized, Launch("extern", "torch.ops.aten.index_put_.default"), t("triton_b")]
    got = replay_costs(
        rows(
            ("triton_a", 1),
            (GEMM, 1),
            ("void at::native::index_elementwise_kernel<128, 4>", 1),
            ("memset32", 1),
            ("triton_b", 1),
        ),
        launches,
    )
    assert got["r1"].reason == "the compiled module does not say the sizes of buf3"
    assert "only matmuls, convolutions and attention are read" in got["r2"].reason
    assert "the CUDA graph's own copy or memset" in got["r3"].reason


def test_attention_and_conv_from_their_module_calls():
    q = Operand("q", True, (2, 4, 128, 64), "bfloat16")
    attn = Launch(
        "extern",
        "torch.ops.aten._scaled_dot_product_efficient_attention.default",
        (q, q, q, Operand("None", False), Operand("True", False, value=True)),
        (),
        Operand("buf1", True),
    )
    x = Operand("x", True, (8, 3, 32, 32), "float32")
    w = Operand("w", True, (16, 3, 3, 3), "float32")
    kw = {
        "stride": (1, 1),
        "padding": (1, 1),
        "dilation": (1, 1),
        "transposed": False,
        "output_padding": (0, 0),
        "groups": 1,
        "bias": None,
    }
    conv = Launch(
        "extern",
        "extern_kernels.convolution",
        (x, w),
        tuple((k, Operand(repr(v), False, value=v)) for k, v in kw.items()),
    )
    got = replay_costs(
        rows(
            ("triton_a", 1),
            ("fmha_cutlassF_bf16_aligned_64x64_rf_sm80", 1),
            ("triton_b", 1),
            ("sm90_xmma_fprop_implicit_gemm_f32f32_tf32f32_f32_nhwckrsc_nchw", 1),
            ("triton_c", 1),
        ),
        [t("triton_a"), attn, t("triton_b"), conv, t("triton_c")],
    )
    assert got["r1"].flops == 2 * 2 * 4 * 128 * 128 * (64 + 64)  # is_causal left out: False
    assert got["r1"].compute_class == "bf16"
    assert got["r3"].flops == 2 * 8 * 16 * 32 * 32 * 3 * 9 and got["r3"].compute_class == "tf32"


PAIRS = {
    # the transformer example, its replayed step and its default step recorded on two days
    "transformer": ("h100_insight_transformer", "h100_step_reduce_overhead", 8),
    # ResNet-50 inference, both modes in one session (benchmarks/replay_gpu_check.sh): cuDNN convs, some run
    # as sm90_xmma_gemm kernels, with their layout conversions beside them
    "resnet50": ("h100_replay_resnet50/default", "h100_replay_resnet50/reduce-overhead", 10),
}


def _reanalysed(tmp_path, data_dir, name):
    run = tmp_path / name.replace("/", "_")
    shutil.copytree(data_dir / name, run)
    assert main(["report", "--run", str(run), "--reanalyse"]) == 0
    graphs = read_manifest(run).graphs
    category = {(g.label, r["name"]): r["category"] for g in graphs for r in g.breakdown.kernel_rows()}
    return {
        (g.label, d.name): {**d.to_dict(), "category": category[(g.label, d.name)]}
        for g in graphs
        for d in g.breakdown.insight
    }


@pytest.mark.parametrize("pair", PAIRS)
def test_a_replayed_graph_reads_what_the_launched_one_traces(pair, tmp_path, data_dir, capsys):
    default, replayed_run, with_figures = PAIRS[pair]
    launched = _reanalysed(tmp_path, data_dir, default)
    replayed = _reanalysed(tmp_path, data_dir, replayed_run)
    capsys.readouterr()
    library = [k for k, d in replayed.items() if d["flops"] is not None and not k[1].startswith("triton_")]
    library = [k for k in library if replayed[k]["flops"] > 0]  # not the memsets
    assert len(library) == with_figures
    assert all(k in launched for k in library)  # cuBLAS and cuDNN picked the same kernels in both modes
    for k in library:  # the module's operands give the figures the op's traced shapes give
        assert launched[k]["flops"] == replayed[k]["flops"] and launched[k]["bytes"] == replayed[k]["bytes"]
    for k, d in replayed.items():  # and each kernel the category of its op (a conv run as a gemm is a conv)
        if k in launched and d["category"] != "copy_memset":
            assert d["category"] == launched[k]["category"], k
    for k in library:
        assert replayed[k]["bound"] in ("compute", "memory", "latency") and replayed[k]["verdict"]
    for k, d in replayed.items():  # every library kernel has figures or says why
        assert d["flops"] is not None or d["reason"], k


def test_no_pandas_warning_that_a_later_pandas_makes_an_error():
    """``&`` between a boolean column and an object one warns in pandas 3 and fails in pandas 4 (issue 29)."""
    import warnings

    launches = [t("triton_a"), mm(64, 64, 64), t("triton_b")]
    frame = rows(("triton_a", 1), (GEMM, 2), ("triton_b", 1), ("triton_c", 1))
    # the trace's columns as pandas may type them: strings with a missing launch and op
    frame["launch"] = pd.array(["cudaGraphLaunch"] * 3 + [None], dtype="string")
    frame["op"] = pd.array([None] * 4, dtype="string")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert replay_costs(frame, launches)
