"""One test per categorisation rule, with kernel names seen in real H100 traces."""

import pytest

from inductor_probe.analysis.categories import CATEGORIES, RULES, categorize

CASES = [
    # NCCL 2.28's all-reduce as the H100 DDP run traced it (benchmarks/results/ranks_h100), launched by no op
    (
        {
            "name": "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)",
            "activity": "kernel",
        },
        "collective",
        "collective_name",
    ),
    # (row, expected category, expected rule)
    ({"activity": "gpu_memset", "name": "Memset (Device)"}, "copy_memset", "memcpy_activity"),
    ({"activity": "kernel", "name": "Memcpy DtoD (Device -> Device)"}, "copy_memset", "memcpy_name"),
    ({"activity": "kernel", "name": "memcpy32_post"}, "copy_memset", "graph_copy_kernel"),
    ({"activity": "kernel", "name": "memset32"}, "copy_memset", "graph_copy_kernel"),
    ({"activity": "kernel", "name": "memset32 [g0_backward]"}, "copy_memset", "graph_copy_kernel"),
    ({"name": "triton_poi_fused_gelu_view_7", "heuristic": "pointwise"}, "pointwise", "heuristic_pointwise"),
    ({"name": "triton_red_fused_sum_11", "heuristic": "reduction"}, "reduction", "heuristic_reduction"),
    (
        {"name": "triton_per_fused__softmax_backward_data_0", "heuristic": "persistent_reduction"},
        "persistent_reduction",
        "heuristic_persistent_reduction",
    ),
    ({"name": "x", "heuristic": "cooperative_reduction"}, "reduction", "heuristic_cooperative_reduction"),
    ({"name": "x", "heuristic": "split_scan"}, "scan", "heuristic_split_scan"),
    ({"name": "triton_tem_fused_mm_0", "heuristic": "template"}, "template", "heuristic_template"),
    ({"name": "triton_for_fused_0", "heuristic": "foreach"}, "foreach", "heuristic_foreach"),
    ({"name": "triton_poi_fused_add_0"}, "pointwise", "triton_poi"),
    ({"name": "triton_red_fused_sum_0"}, "reduction", "triton_red"),
    ({"name": "triton_per_fused_sum_0"}, "persistent_reduction", "triton_per"),
    ({"name": "triton_tem_fused_addmm_1"}, "template", "triton_tem"),
    ({"name": "triton_for_fused_2"}, "foreach", "triton_for"),
    ({"name": "triton_spl_fused_cumsum_0"}, "scan", "triton_scan"),
    (
        {
            "name": "fmha_cutlassF_f32_aligned_64x64_rf_sm80(PyTorchMemEffAttention::AttentionKernel<float>)",
            "op": "aten::_efficient_attention_forward",
        },
        "attention",
        "attention_op",
    ),
    (
        {"name": "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize128x128x8", "op": "aten::mm"},
        "extern_mm",
        "mm_op",
    ),
    ({"name": "sm90_xmma_fprop_implicit_gemm_f16f16", "op": "aten::cudnn_convolution"}, "conv", "conv_op"),
    # Without the launching op (e.g. a trace from elsewhere), names decide.
    (
        {"name": "fmha_cutlassB_f32_aligned_64x64_k64_sm80(PyTorchMemEffAttention::AttentionBackwardKernel)"},
        "attention",
        "attention_name",
    ),
    ({"name": "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128>>"}, "attention", "attention_name"),
    ({"name": "void cudnn::cnn::conv2d_grouped_direct_kernel<float>"}, "conv", "conv_name"),
    (
        {"name": "void cutlass::Kernel2<cutlass_80_simt_sgemm_128x256_8x4_nt_align1>(Params)"},
        "extern_mm",
        "gemm_name",
    ),
    ({"name": "nvjet_tst_128x256_64x4_2x1_v_bz_coopA_TNT"}, "extern_mm", "gemm_name"),
    ({"name": "void cublasLt::splitKreduce_kernel<32, 16, int, float>"}, "extern_mm", "gemm_name"),
    (
        {"name": "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<unsigned char>>"},
        "other_aten",
        "aten_name",
    ),
    ({"name": "some_custom_kernel", "op": "aten::index_put_"}, "other_aten", "aten_op"),
    ({"name": "my_own_cuda_kernel"}, "other", "none"),
]


@pytest.mark.parametrize("row,category,rule", CASES, ids=[c[2] + ":" + c[0]["name"][:30] for c in CASES])
def test_rule(row, category, rule):
    assert categorize(row) == (category, rule)


def test_every_rule_has_a_case():
    covered = {rule for _, _, rule in CASES}
    assert {r.name for r in RULES} <= covered


def test_rules_name_known_categories_and_order_matters():
    assert all(r.category in CATEGORIES for r in RULES)
    # A cutlass attention kernel is attention, not a gemm, even without its op.
    names = [r.name for r in RULES]
    assert names.index("attention_name") < names.index("gemm_name")
    # The op beats the name: a gemm launched by attention is attention.
    assert (
        categorize({"name": "sm80_xmma_gemm_x", "op": "aten::_scaled_dot_product_flash_attention"})[0]
        == "attention"
    )
