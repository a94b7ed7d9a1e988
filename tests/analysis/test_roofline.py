"""The roofline rules (memory, compute, latency, L2-resident, unknown), the verdicts and the ranking,
on synthetic numbers and on kernels recorded on the H100."""

from __future__ import annotations

import gzip
import json
import statistics

import pytest

from inductor_probe import thresholds
from inductor_probe.analysis.devices import lookup, peaks
from inductor_probe.analysis.flops import op_cost
from inductor_probe.analysis.roofline import (
    kernel_roofline,
    rank,
    roofline,
    triton_compute_class,
    triton_cost,
    verdict,
)
from inductor_probe.run.artifacts import parse_kernel_file

H100 = lookup("NVIDIA H100 80GB HBM3")
P = peaks(H100, measured_dram_gbps=3352.3)  # the recorded runs' peak_mem_gbps; no SM clock recorded


def mem(time_us, gb, **kw):
    return roofline(time_us, 0.0, gb * 1e9, compute_class="fp32", peak_tflops=66.9, dram_gbps=3352.3, **kw)


def test_memory_bound_arithmetic():
    r = mem(100.0, 0.3)  # 0.3 GB at 3352.3 GB/s = 89.49 us
    assert r.bound == "memory" and r.gbps == pytest.approx(3000.0)
    assert r.memory_us == pytest.approx(89.49, abs=0.01) and r.compute_us == 0.0
    assert r.pct_of_roof == pytest.approx(89.49, abs=0.01)
    assert r.headroom_us == pytest.approx(100 - 89.49, abs=0.01)
    assert r.intensity == 0.0 and r.ridge == pytest.approx(66.9e12 / 3352.3e9)
    assert verdict(r) == "memory-bound at 89% of DRAM bandwidth: little to gain"
    assert "some headroom" in verdict(mem(100.0, 0.2))
    assert "far from the roof; try max-autotune" in verdict(mem(100.0, 0.1))
    # a template is max-autotune's pick already: the tip is what is left to try, not max-autotune again
    tuned = verdict(mem(100.0, 0.1), tuned=True)
    assert "max-autotune's pick already: try coordinate-descent" in tuned and "try max-autotune" not in tuned


def test_compute_bound_arithmetic_and_the_tf32_hint():
    r = roofline(
        100.0, 42.0e12 * 100e-6, 1e6, compute_class="bf16", peak_tflops=100.0, dram_gbps=3352.3
    )  # 42 TFLOP/s achieved on a 100 TFLOP/s roof
    assert (r.bound, r.tflops, r.pct_of_roof, r.headroom_us) == (
        "compute",
        pytest.approx(42.0),
        pytest.approx(42.0),
        pytest.approx(58.0),
    )
    assert verdict(r) == "compute-bound at 42% of bf16 peak: try max-autotune / a template"
    r = roofline(100.0, 9e-3 * 1e12, 1e6, compute_class="bf16", peak_tflops=100.0, dram_gbps=3352.3)
    assert verdict(r) == "compute-bound at 90% of bf16 peak: little to gain"
    fp32 = roofline(100.0, 5e9, 1e6, compute_class="fp32", peak_tflops=66.9, dram_gbps=3352.3)
    assert verdict(fp32, P).endswith(
        "the TF32 roof is 7.4x higher (torch.set_float32_matmul_precision('high'))"
    )


def test_bandwidth_above_the_dram_roof_is_l2_resident_never_above_100_percent():
    r = mem(10.0, 0.04)  # 4000 GB/s > 3352.3
    assert r.l2_resident and r.bound == "memory"
    assert r.pct_of_roof is None and r.headroom_us is None
    assert (
        verdict(r)
        == "L2-resident: 4000 GB/s is above the 3352 GB/s DRAM roof, so the DRAM roof does not apply"
    )
    just_under = mem(10.0, 0.0335)
    assert not just_under.l2_resident and just_under.pct_of_roof <= 100


def test_above_the_compute_roof_is_flagged_not_a_percentage():
    r = roofline(10.0, 2e9, 1e6, compute_class="fp32", peak_tflops=66.9, dram_gbps=3352.3)  # 200 TFLOP/s
    assert r.above_compute_roof and r.pct_of_roof is None and r.headroom_us is None
    assert "above the fp32 roof (200 > 67 TFLOP/s)" in verdict(r)


def test_latency_rules():
    tiny = mem(2.5, 0.001)  # 0.3 us of work at the roofs
    assert tiny.bound == "latency" and "< 3 us" in tiny.reason
    assert tiny.headroom_us == 0.0  # no kernel gets below the floor
    assert verdict(tiny) == "latency-bound: too small to fill the GPU; fuse or batch"
    slow = mem(40.0, 0.001)
    assert slow.headroom_us == pytest.approx(40.0 - thresholds.LATENCY_FLOOR_US)
    assert "takes 40.0 us: too little parallel work" in verdict(slow)
    grid = mem(200.0, 0.3, grid_blocks=64, sm_count=132)
    assert grid.bound == "latency" and grid.reason == "grid of 64 blocks < 132 SMs"
    assert "a grid of 64 blocks < 132 SMs" in verdict(grid)
    assert mem(200.0, 0.3, grid_blocks=1320, sm_count=132).bound == "memory"
    # A grid that fills more than half of the SMs (a persistent Hopper gemm: 120 blocks on 132 SMs,
    # one block per SM) is not latency-bound; the verdict says how many SMs it leaves idle.
    persistent = mem(200.0, 0.3, grid_blocks=120, sm_count=132)
    assert persistent.bound == "memory" and persistent.pct_of_roof == pytest.approx(
        100 * 0.3e9 / 3352.3e9 / 200e-6
    )
    assert "(its grid of 120 blocks leaves 12 of 132 SMs idle)" in verdict(persistent)
    assert mem(200.0, 0.3, grid_blocks=65, sm_count=132).bound == "latency"  # 65 < 66: half idle
    assert "idle" not in verdict(mem(200.0, 0.3, grid_blocks=132, sm_count=132))


def test_unknown_figures_give_a_reason():
    r = roofline(10.0, None, 1e6, dram_gbps=3352.3)
    assert (r.bound, r.pct_of_roof, r.headroom_us) == ("unknown", None, None)
    assert r.reason == "no FLOP count" and verdict(r) == "no roofline: no FLOP count"
    r = roofline(10.0, 1e9, 1e6, compute_class="fp64", dram_gbps=3352.3)
    assert r.reason == "no fp64 compute peak"
    assert roofline(10.0, 1e9, None, compute_class="bf16", peak_tflops=989.4).reason == "no byte count"
    # Triton's pointwise kernels: kernel_flop 0 needs no compute roof
    assert roofline(10.0, 0.0, 3e7, dram_gbps=3352.3).bound == "memory"
    with pytest.raises(ValueError):
        roofline(0.0, 1.0, 1.0)


def test_kernel_roofline_carries_the_cost_reason_and_the_device():
    no_shapes = op_cost("aten::mm", {"External id": 1})
    r = kernel_roofline(500.0, no_shapes, P)
    assert r.bound == "unknown" and r.reason.startswith("the trace has no input shapes")
    unknown_gpu = peaks(None, name="NVIDIA GeForce RTX 4090", measured_dram_gbps=1008.0)
    mm = op_cost(
        "aten::mm",
        {
            "Input Dims": [[4096, 1024], [1024, 4096]],
            "Input type": ["c10::BFloat16"] * 2,
            "Concrete Inputs": ["", ""],
        },
    )
    r = kernel_roofline(100.0, mm, unknown_gpu)
    assert r.bound == "unknown" and r.reason == "no bf16 compute peak on NVIDIA GeForce RTX 4090"


# ---------------------------------------------------------------- recorded on the H100


def _durations(run, trace, prefix, grid):
    with gzip.open(f"{run}/traces/{trace}", "rt") as f:
        events = json.load(f)["traceEvents"]
    return [
        e["dur"]
        for e in events
        if e.get("cat") == "kernel" and e["name"].startswith(prefix) and tuple(e["args"]["grid"]) == grid
    ]


def test_recorded_matmuls_tflops_by_hand(data_dir):
    """The transformer example (fp32, B=8, S=512, d=1024): its fc1 addmm is [4096, 1024] @ [1024, 4096]
    (cuBLAS grid 16 x 64 of 256x64 tiles), its QKV mm [4096, 1024] @ [1024, 3072] (32 x 24 of 128x128).
    TFLOP/s = 2*M*N*K / the kernel's median time, on the FP32 roof (the kernels are FFMA xmma)."""
    run = data_dir / "h100_transformer"
    for (m, n, k), prefix, grid in [
        ((4096, 4096, 1024), "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize256x64x8", (16, 64, 1)),
        ((4096, 3072, 1024), "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize128x128x8", (32, 24, 1)),
    ]:
        durs = _durations(run, "g0_forward.json.gz", prefix, grid)
        assert len(durs) == 11
        t = statistics.median(durs)
        args = {"Input Dims": [[m, k], [k, n]], "Input type": ["float", "float"], "Concrete Inputs": ["", ""]}
        cost = op_cost("aten::mm", args, kernel_name=prefix)
        assert cost.compute_class == "fp32" and not cost.assumptions
        r = kernel_roofline(t, cost, P, grid_blocks=grid[0] * grid[1])
        by_hand = 2 * m * n * k / (t * 1e-6) / 1e12
        assert r.tflops == pytest.approx(by_hand, rel=1e-12)
        assert 45 < r.tflops < 55 and r.bound == "compute"
        assert r.pct_of_roof == pytest.approx(100 * by_hand / 66.9)
        assert verdict(r, P).startswith(
            f"compute-bound at {r.pct_of_roof:.0f}% of fp32 peak: try max-autotune"
        )


def test_recorded_attention_kernel(data_dir):
    """The same block's memory-efficient attention: _efficient_attention_forward gets [B, S, H, D]
    = [8, 512, 16, 64] (grid 8 x 16 x 8: query tiles of 64 x heads x batch)."""
    t = statistics.median(
        _durations(data_dir / "h100_transformer", "g0_forward.json.gz", "fmha_cutlassF", (8, 16, 8))
    )
    dims = [[8, 512, 16, 64]] * 3 + [[]] * 8
    concrete = ["", "", "", "", "", "", "", "", "0.", "0", "True"]
    cost = op_cost(
        "aten::_efficient_attention_forward",
        {"Input Dims": dims, "Input type": ["float"] * 3 + [""] * 8, "Concrete Inputs": concrete},
    )
    assert cost.flops == 4 * 8 * 16 * 512 * 512 * 64
    r = kernel_roofline(t, cost, P)
    assert r.bound == "compute" and 40 < r.pct_of_roof < 50


def _recorded_kernel_rows(data_dir):
    for path in sorted(data_dir.glob("*/run.json")):
        for g in json.loads(path.read_text())["graphs"]:
            gb = {k["name"]: k.get("num_gb") for k in g.get("kernels", [])}
            for row in (g.get("breakdown") or {}).get("kernels", []):
                if gb.get(row["name"]) is not None and row["launches"]:
                    yield path.parent.name, g["label"], row, gb[row["name"]]


def test_recorded_triton_kernels_never_read_above_100_percent(data_dir):
    """The issue's complaint: %peak_bw of 104% and 113% in the reduce-overhead run. Here every
    recorded Triton kernel is at most 100% of its roof or L2-resident."""
    seen_l2 = []
    for run, _, row, num_gb in _recorded_kernel_rows(data_dir):
        r = kernel_roofline(row["time_us"] / row["launches"], triton_cost(row["name"], num_gb, 0.0), P)
        assert r.pct_of_roof is None or r.pct_of_roof <= 100.0, (run, row["name"])
        assert (r.pct_of_roof is None) == r.l2_resident
        if row["pct_peak_bw"] and row["pct_peak_bw"] > 100:
            assert r.l2_resident
            seen_l2.append(row["name"])
    assert "triton_poi_fused__unsafe_view_clone_transpose_7" in seen_l2


def test_recorded_kernels_bounds(data_dir):
    rows = {(run, row["name"]): (row, gb) for run, _, row, gb in _recorded_kernel_rows(data_dir)}
    row, gb = rows[("h100_step_reduce_overhead", "triton_per_fused__softmax_backward_data_0")]
    r = kernel_roofline(row["time_us"], triton_cost(row["name"], gb, 0.0), P)
    assert r.l2_resident and r.gbps == pytest.approx(3487.5, abs=0.1)
    row, gb = rows[("h100_step_reduce_overhead", "triton_poi_fused_gelu_view_7")]
    r = kernel_roofline(row["time_us"], triton_cost(row["name"], gb, 0.0), P)
    assert r.bound == "memory" and verdict(r) == "memory-bound at 99% of DRAM bandwidth: little to gain"
    name = "triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10"
    row, gb = rows[("h100_step_reduce_overhead", name)]  # 135 kB, 4 launches a call
    r = kernel_roofline(row["time_us"] / row["launches"], triton_cost(name, gb, 0.0), P)
    assert r.bound == "latency" and r.roofline_us < 0.1


def test_triton_cost_from_a_recorded_kernel_file(data_dir):
    path = next((data_dir / "h100_transformer" / "kernels").glob("triton_poi_fused_gelu_view_7.py"))
    kf = parse_kernel_file(path)
    c = triton_cost(kf.name, kf.num_gb, kf.flop, path.read_text())
    assert (c.flops, c.bytes, c.compute_class) == (0.0, kf.num_gb * 1e9, "fp32")
    assert triton_cost("k", None, None).reason == "Inductor recorded no kernel_num_gb"


def test_triton_compute_class_of_templates():
    sig = (
        "triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32'}"
    )
    assert triton_compute_class(sig) == "bf16"
    fp32 = "{'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}}\n"
    fp32 += "    EVEN_K : tl.constexpr = True\n    ALLOW_TF32 : tl.constexpr = True\n"  # a mm template's form
    assert triton_compute_class(fp32) == "tf32"
    assert triton_compute_class(fp32.replace("True", "False")) == "fp32"
    assert triton_compute_class("no signature") is None


# ---------------------------------------------------------------- ranking


def test_rank_by_recoverable_time():
    step_us = 1000.0
    big_mem = mem(100.0, 0.2)  # 59.7 us at the roof: 40.3 us headroom, 2 launches
    near = mem(100.0, 0.33)  # 98% of the roof: 1.6 us headroom, 5 launches
    l2 = mem(10.0, 0.04)  # no headroom figure
    compute = roofline(200.0, 2e9, 1e6, compute_class="fp32", peak_tflops=66.9, dram_gbps=3352.3)
    ranked = rank([("near", near, 5), ("l2", l2, 30), ("big", big_mem, 2), ("mm", compute, 1)], step_us, P)
    assert [k.name for k in ranked] == ["mm", "big", "near", "l2"]
    mm, big = ranked[0], ranked[1]
    assert mm.recoverable_us == pytest.approx(200.0 - 2e9 / 66.9e12 * 1e6)
    assert big.recoverable_us == pytest.approx(2 * (100 - 0.2e9 / 3352.3e9 * 1e6))
    assert big.share_pct == pytest.approx(100 * big.recoverable_us / step_us)
    assert big.time_share_pct == 20.0
    assert ranked[-1].recoverable_us is None and ranked[-1].share_pct is None
    assert ranked[-1].verdict.startswith("L2-resident")
    assert mm.verdict.startswith("compute-bound at 15% of fp32 peak")
    d = mm.to_dict()
    assert d["roofline"]["bound"] == "compute" and d["name"] == "mm"


def test_rank_without_a_total():
    (only,) = rank([("k", mem(100.0, 0.2), 1)], None)
    assert only.share_pct is None and only.time_share_pct is None and only.recoverable_us > 0
