"""Noise bands, same-kernel marks, matching a template to the library kernel it replaced, the interleaved
measurement and environment differences, on runs recorded on the H100 (tests/data)."""

import copy
import json
import shutil
from pathlib import Path

import pytest

from inductor_probe.analysis import noise
from inductor_probe.analysis.compare import compare_manifests, overall, slower_graphs
from inductor_probe.analysis.compare_env import environment_diff
from inductor_probe.analysis.pairing import kernel_body
from inductor_probe.run.manifest import Manifest, open_run

DATA = Path(__file__).resolve().parents[1] / "data"
TEMPLATE = DATA / "h100_compare_bf16_template"
ONE_OP = DATA / "h100_diff_one_op"


# ----------------------------------------------------------------------------- the arithmetic


def test_percentile_interpolates_between_sorted_values():
    assert noise.percentile([4.0, 1.0, 3.0, 2.0], 0) == 1.0
    assert noise.percentile([4.0, 1.0, 3.0, 2.0], 100) == 4.0
    assert noise.percentile([1.0, 2.0, 3.0, 4.0, 5.0], 10) == pytest.approx(1.4)


def test_paired_band_is_the_spread_of_pair_ratios():
    base = [10.0, 10.2, 9.8, 10.1, 10.0]
    other = [5.0, 5.1, 4.9, 5.0, 5.0]
    speedup, lo, hi = noise.paired_band(base, other)
    ratios = sorted(b / o for b, o in zip(base, other, strict=True))
    assert speedup == pytest.approx(ratios[2])
    assert lo == pytest.approx(noise.percentile(ratios, 10)) and hi == pytest.approx(
        noise.percentile(ratios, 90)
    )
    assert noise.verdict(lo, hi) == noise.FASTER
    # a drift common to both halves of each pair cancels
    drifted = noise.paired_band(
        [b * (1 + i / 10) for i, b in enumerate(base)], [o * (1 + i / 10) for i, o in enumerate(other)]
    )
    assert drifted == pytest.approx((speedup, lo, hi))
    # too few pairs: a speedup, no band, no verdict
    assert noise.paired_band([1.0, 1.0], [1.0, 2.0])[1:] == (None, None)


def test_unpaired_band_spans_fastest_over_slowest():
    lo, hi = noise.unpaired_band([10.0, 11.0, 12.0], [9.0, 10.0, 10.5])
    assert lo == pytest.approx(10 / 10.5) and hi == pytest.approx(12 / 9)
    assert noise.verdict(lo, hi) == noise.NOISE
    assert noise.unpaired_band([1.0, 2.0], [1.0, 2.0, 3.0]) == (None, None)
    assert noise.verdict(None, None) is None and noise.verdict(0.9, 1.1, same_kernel=True) == noise.SAME
    assert noise.verdict(0.8, 0.9) == noise.SLOWER


def test_slower_beyond_needs_the_whole_band_below_one_and_more_than_pct():
    assert noise.slower_beyond(0.8, 0.78, 0.82, 10)  # 25% slower
    assert not noise.slower_beyond(0.8, 0.7, 1.01, 10)  # the band holds 1: noise
    assert not noise.slower_beyond(0.95, 0.94, 0.96, 10)  # 5% slower, under the threshold
    assert noise.slower_beyond(0.8, None, None, 10)  # no band: the speedup decides


# ----------------------------------------------------------------------------- recorded runs


@pytest.fixture(scope="module")
def reanalysed(tmp_path_factory):
    """The two recorded transformer runs with this version's tables (per-call times, insight)."""
    from inductor_probe import workflows

    root = tmp_path_factory.mktemp("reanalysed")
    out = {}
    for name in ("h100_transformer", "h100_transformer_max_autotune"):
        shutil.copytree(DATA / name, root / name)
        out[name] = workflows.reanalyse(open_run(root / name))
    return out


def test_per_call_times_are_kept_and_add_up(reanalysed):
    run = reanalysed["h100_transformer"]
    for g in run.manifest.graphs:
        per = g.breakdown.per_call
        assert len(per.kernel_ms) == g.breakdown.calls >= 3
        assert sum(per.kernel_ms) / len(per.kernel_ms) == pytest.approx(g.breakdown.kernel_time_ms, rel=1e-4)
        assert set(per.kernels_us) == set(g.breakdown.kernels["name"]) == set(per.order)


def test_same_kernel_marks_on_the_fp32_transformer(reanalysed):
    a, b = reanalysed["h100_transformer"], reanalysed["h100_transformer_max_autotune"]
    comp = compare_manifests(a.manifest, b.manifest, runs=(a.path, b.path))
    k = comp.kernels
    library = k[~k["base_kernel"].str.startswith("triton_")]
    # fp32: max-autotune kept cuBLAS; every library kernel is the same on both sides
    assert len(library) >= 10 and library["same_kernel"].all() and (library["verdict"] == noise.SAME).all()
    triton = k[k["base_kernel"].str.startswith("triton_")]
    for r in triton.to_dict("records"):  # Triton kernels: same only with the same body and launch
        bsrc = (a.path / "kernels" / f"{r['base_kernel']}.py").read_text()
        osrc = (b.path / "kernels" / f"{r['other_kernel']}.py").read_text()
        same_body = kernel_body(bsrc, r["base_kernel"]) == kernel_body(osrc, r["other_kernel"])
        assert not r["same_kernel"] or same_body
    assert 0 < triton["same_kernel"].sum() < len(triton)  # some kept their config, some did not
    floor = comp.meta.noise_floor
    assert floor.kernels == int(k["same_kernel"].sum()) and floor.mean_move_pct < 1.0
    assert comp.to_dict()["meta"]["environment_diff"] == [
        {"what": "compile mode", "base": "default", "other": "max-autotune"}
    ]


def test_a_run_against_itself_has_no_change(reanalysed):
    a = reanalysed["h100_transformer"]
    comp = compare_manifests(a.manifest, a.manifest, "A", "B", runs=(a.path, a.path))
    assert comp.unmatched.empty and comp.kernels["same_kernel"].all()
    assert comp.meta.environment_diff == []
    whole = overall(comp)
    assert whole.speedup == 1.0 and whole.speedup_lo <= 1.0 <= whole.speedup_hi
    assert slower_graphs(comp, 1.0) == []


def test_template_matched_to_the_library_kernel_it_replaced():
    a, b = open_run(TEMPLATE / "default"), open_run(TEMPLATE / "max-autotune")
    comp = compare_manifests(a.manifest, b.manifest, runs=(a.path, b.path))
    work = comp.kernels[comp.kernels["match_by"] == "work"].set_index("other_kernel")["base_kernel"].to_dict()
    # the three addmm of the model, each by its FLOPs (two alike: by launch order); sources say which
    assert work == {
        "triton_tem_fused_addmm_t_0": "nvjet_sm90_tst_256x128_64x4_1x2_h_bz_coopA_bias_TNT",
        "triton_tem_fused_add_addmm_gelu_t_2": "nvjet_sm90_tst_192x128_64x5_1x2_h_bz_coopB_bias_TNT",
        "triton_tem_fused_add_addmm_mul_sigmoid_t_3": "nvjet_sm90_tst_128x128_64x6_2x1_v_bz_bias_TNT",
    }
    assert not comp.kernels["same_kernel"][comp.kernels["match_by"] == "work"].any()
    # the epilogues the templates absorbed are removed, nothing else
    assert sorted(comp.unmatched[comp.unmatched["side"] == "default"]["kernel"]) == [
        "Memset (Device)",
        "triton_poi_fused_add_1",
        "triton_poi_fused_mul_sigmoid_2",
    ]


def test_interleaved_measurement_recorded_on_the_h100():
    from inductor_probe.analysis.interleave import apply_interleaved, block_times
    from inductor_probe.analysis.step_trace import parse_step_trace

    a, b = open_run(TEMPLATE / "default"), open_run(TEMPLATE / "max-autotune")
    from inductor_probe.run.timings import InterleaveResult

    # the child's result as recorded on the H100 reads as its typed record
    result = InterleaveResult.from_dict(json.loads((TEMPLATE / "interleaved" / "result.json").read_text()))
    summary = parse_step_trace(TEMPLATE / "interleaved" / "trace.json.gz", "cuda", len(result.order))
    comp = apply_interleaved(
        compare_manifests(a.manifest, b.manifest, runs=(a.path, b.path)),
        a.manifest,
        b.manifest,
        summary,
        result,
    )
    il = comp.to_dict()["meta"]["interleaved"]
    assert il["pairs"] == 10 and il["order"].startswith("ABBA") and il["sm_clock_mhz"]["median"] > 1000
    k = comp.kernels.set_index("other_kernel")
    for _name, r in k.iterrows():
        assert r["speedup_lo"] <= r["speedup"] <= r["speedup_hi"]
        assert r["verdict"] in (noise.FASTER, noise.SLOWER, noise.NOISE)
    # the blocks' own arithmetic: one kernel's median by hand
    labels = {
        "default": {"cwekbot7hwcrcsf22ijxudjttszfn47bwp5jgbnxv2gwue43gi7o": "g0_inference"},
        "max-autotune": {},
    }
    times = block_times(summary, result.order, result.block_steps, labels)
    series = times["default"]["g0_inference"]["triton_poi_fused_gelu_0"]
    assert len(series) == 10
    import statistics

    assert k.loc["triton_poi_fused_gelu_1", "base_time_us"] == pytest.approx(statistics.median(series))
    whole = comp.meta.overall
    assert whole.speedup_lo <= whole.speedup <= whole.speedup_hi
    # each side's own breakdown's wall beside its interleaved one; this older child timed its walls under
    # the profiler, and the text says so where a side differs by more than 3%
    from inductor_probe.render.compare_words import measurement_lines

    assert il["standalone_wall_ms"] == {
        "default": a.manifest.step.wall_ms,
        "max-autotune": b.manifest.step.wall_ms,
    }
    assert il["walls_unprofiled"] is False
    lines = measurement_lines(comp)
    alone = next(x for x in lines if x.startswith("each side's own breakdown"))
    d = 100.0 * (il["wall_ms"]["default"] - a.manifest.step.wall_ms) / a.manifest.step.wall_ms
    assert f"default {a.manifest.step.wall_ms:.3f} ms ({d:+.1f}%)" in alone
    far = [x for x in lines if x.startswith("note:") and "differs by more than 3%" in x]
    assert bool(far) == (
        abs(d) > 3.0
        or abs(100.0 * (il["wall_ms"]["max-autotune"] - b.manifest.step.wall_ms) / b.manifest.step.wall_ms)
        > 3.0
    )
    graph = comp.totals["g0_inference"]  # the total row: the categories' medians added up
    assert graph.base.compare_ms == pytest.approx(
        sum(comp.categories["base_time_ms"][comp.categories["graph"] == "g0_inference"]), rel=1e-9
    )


def test_one_op_change_lists_exactly_its_kernels():
    a, b = open_run(ONE_OP / "base"), open_run(ONE_OP / "changed")
    comp = compare_manifests(a.manifest, b.manifest, "A", "B", runs=(a.path, b.path))
    assert comp.unmatched[["side", "kernel"]].values.tolist() == [["B", "triton_poi_fused_addmm_gelu_1"]]
    changed = comp.kernels[comp.kernels["verdict"].isin([noise.FASTER, noise.SLOWER])]
    # fc3's ReLU became a GELU: the ReLU kernel runs twice a call instead of three times
    assert changed[["base_kernel", "base_launches", "other_launches"]].values.tolist() == [
        ["triton_poi_fused_addmm_relu_0", 3.0, 2.0]
    ]
    assert comp.kernels["same_kernel"].sum() == 1  # cuBLAS's gemm


def test_environment_differences_are_listed():
    d = json.loads((ONE_OP / "base" / "run.json").read_text())
    e = copy.deepcopy(d)
    e["environment"]["versions"]["torch"] = "2.12.0+cu130"
    e["environment"]["device"]["name"] = "NVIDIA H200"
    e["environment"]["inductor_settings"]["coordinate_descent_tuning"] = True
    e["environment"]["inductor_env"]["TORCHINDUCTOR_CACHE_DIR"] = "/elsewhere"  # private: not listed
    rows = environment_diff(Manifest.from_dict(d), Manifest.from_dict(e))
    assert {r.what: (r.base, r.other) for r in rows} == {
        "GPU": ("NVIDIA H100 80GB HBM3", "NVIDIA H200"),
        "torch": ("2.11.0+cu130", "2.12.0+cu130"),
        "inductor coordinate_descent_tuning": (False, True),
    }


def _recorded_interleave(other_key: str | None, aot_ids: dict | None):
    """The H100 interleaved measurement of the bf16 template, with the max-autotune breakdown's graph under
    ``other_key`` (the interleaved child compiled afresh and got another key) and the child's AOT ids."""
    from dataclasses import replace as dc_replace

    from inductor_probe.analysis.interleave import apply_interleaved
    from inductor_probe.analysis.step_trace import parse_step_trace
    from inductor_probe.run.timings import InterleaveResult

    a, b = open_run(TEMPLATE / "default"), open_run(TEMPLATE / "max-autotune")
    mb = b.manifest
    if other_key is not None:
        graphs = [dc_replace(g, source_path=f"/elsewhere/{other_key}.py") for g in mb.graphs]
        mb = dc_replace(mb, graphs=graphs)
    result = InterleaveResult.from_dict(json.loads((TEMPLATE / "interleaved" / "result.json").read_text()))
    result.aot_ids = aot_ids or {}
    summary = parse_step_trace(TEMPLATE / "interleaved" / "trace.json.gz", "cuda", len(result.order))
    comp = compare_manifests(a.manifest, mb, runs=(a.path, b.path))
    return apply_interleaved(comp, a.manifest, mb, summary, result)


def _kernel_sum_ms(comp, label: str, side: str) -> float:
    base = side == comp.base_name
    k = comp.kernels[comp.kernels["graph"] == label]
    us = k["base_time_us" if base else "other_time_us"].fillna(0.0).sum()
    um = comp.unmatched[(comp.unmatched["graph"] == label) & (comp.unmatched["side"] == side)]
    return float(us + um["time_us"].fillna(0.0).sum()) / 1e3


def test_a_side_that_compiled_afresh_keeps_its_times_and_totals():
    """Issue 37: a side whose interleaved graph key differs from its breakdown's read 0.000 ms in every
    total; named by its AOT id, its totals are measured and equal the sum of its kernels on each side."""
    key = "cud4vmmp35vpdn24btot5xtycoulrxl3xsktb4rbd6cpzc72ombo"  # the max-autotune side's key in the trace
    aot = {"default": {"cwekbot7hwcrcsf22ijxudjttszfn47bwp5jgbnxv2gwue43gi7o": "0_inference"}}
    comp = _recorded_interleave("a0breakdownkey", {**aot, "max-autotune": {key: "1_inference"}})
    assert comp.meta.checks == []
    totals = comp.totals_dict()
    for side in ("default", "max-autotune"):
        total = totals["g0_inference"][side]["compare_ms"]
        assert total > 0.05
        assert total == pytest.approx(_kernel_sum_ms(comp, "g0_inference", side), rel=1e-9)
    cats = comp.categories[comp.categories["graph"] == "g0_inference"]
    assert cats["other_time_ms"].sum() == pytest.approx(comp.totals["g0_inference"].other.compare_ms)
    # the same measurement with its key recognised directly gives the same figures
    direct = _recorded_interleave(None, None)
    assert direct.totals["g0_inference"].other.compare_ms == pytest.approx(
        comp.totals["g0_inference"].other.compare_ms
    )
    # without the AOT ids the key is not recognised: said, never shown as measured
    lost = _recorded_interleave("a0breakdownkey", None)
    assert any(
        "max-autotune's kernels were not found in the interleaved run" in c for c in lost.meta.checks or []
    )


def test_check_totals_names_a_side_whose_total_is_zero_while_its_kernels_ran():
    from dataclasses import replace as dc_replace

    from inductor_probe.analysis.compare import check_totals

    a, b = open_run(TEMPLATE / "default"), open_run(TEMPLATE / "max-autotune")
    comp = compare_manifests(a.manifest, b.manifest, runs=(a.path, b.path))
    assert check_totals(comp) == []
    t = comp.totals["g0_inference"]
    broken = dc_replace(
        comp, totals={"g0_inference": dc_replace(t, other=dc_replace(t.other, compare_ms=0.0))}
    )
    (problem,) = check_totals(broken)
    assert problem.startswith("g0_inference: max-autotune's total is not the sum of its kernels (0.000 ms")
