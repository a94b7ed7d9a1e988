"""``benchmarks/profile_analysis_compare.py`` (issue 31, acceptance 4): the tool's per-kernel FLOPs and bytes
against torch's profile_analysis on a recorded H100 trace; every difference above 1% has its reason."""

from __future__ import annotations

import pytest

pytest.importorskip("torch._inductor.analysis.profile_analysis")  # torch >= 2.13

from benchmarks import profile_analysis_compare as pac


@pytest.mark.parametrize("name", ["h100_insight_gated_mlp_bf16", "h100_insight_resnet50"])
def test_every_kernel_agrees_or_has_its_reason(name):
    label = next(k for k, v in pac.RUNS.items() if v.name == name)
    _, table = pac.compare(label, pac.RUNS[label])
    assert len(table) >= 4
    assert [r["name"] for r in table if r["why"] == "unexplained"] == []
    triton = [r for r in table if r["name"].startswith("triton_")]
    assert triton and all(r["why"] == "agree" for r in triton)  # both read Inductor's kernel_flop/num_gb
    if name == "h100_insight_gated_mlp_bf16":  # nvjet bf16 gemm (aten::mm): FLOPs and bytes agree
        gemm = next(r for r in table if r["name"].startswith("nvjet"))
        assert gemm["why"] == "agree" and abs(gemm["flops_pct"]) < 1e-9
    else:  # padded 3x3 convs: the tool counts the padded output, profile_analysis does not
        convs = [r for r in table if r["why"].startswith(pac.REASONS["pa_conv_flops"])]
        assert {round(r["flops_pct"], 1) for r in convs} >= {7.5, 36.1, 96.0}
