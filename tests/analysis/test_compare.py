"""Pairing two runs' kernels, on run manifests recorded on the H100."""

import copy
import json

import pytest

from inductor_probe.analysis.pairing import origin_key
from inductor_probe.render.compare import RENDERERS
from inductor_probe.run.artifacts import KernelInfo

LABELS = ("g0_forward", "g0_backward")


def _graph(m, label):
    return next(g for g in m["graphs"] if g["label"] == label)


@pytest.fixture
def helpers(compare_helpers):
    return compare_helpers


def test_a_run_against_itself_matches_everything_by_name(default_run, helpers):
    compare_manifests, _check_invariants, _rename_triton = helpers
    comp = compare_manifests(default_run, default_run)
    assert comp.graphs == list(LABELS) and comp.unmatched.empty
    assert len(comp.kernels) == 12 + 25 and set(comp.kernels["match_by"]) == {"name"}
    assert (comp.kernels["base_kernel"] == comp.kernels["other_kernel"]).all()
    assert (comp.kernels["speedup"] == 1.0).all() and (comp.categories["speedup"] == 1.0).all()
    _check_invariants(comp, default_run, default_run)


def test_renamed_triton_kernels_match_by_origin(default_run, helpers):
    compare_manifests, _check_invariants, _rename_triton = helpers
    other = _rename_triton(default_run)
    comp = compare_manifests(default_run, other)
    assert comp.unmatched.empty
    k = comp.kernels.set_index("base_kernel")
    triton = k[k.index.str.startswith("triton_")]
    assert len(triton) == 9 + 14 and (triton["match_by"] == "origin").all()
    # each with its own copy, also the three of one origin (q, k, v projections): in module order
    assert (triton["other_kernel"] == triton.index + "_renamed").all()
    library = k[~k.index.str.startswith("triton_")]
    assert (library["match_by"] == "name").all() and (library["other_kernel"] == library.index).all()
    assert (comp.kernels["speedup"] == 1.0).all()
    _check_invariants(comp, default_run, other)


def test_same_name_fusing_different_things_is_matched_by_origin(default_run, helpers):
    compare_manifests, _check_invariants, _rename_triton = helpers
    """Names carry a counter; when two compiles number differently, the origin decides."""
    a, b = "triton_poi_fused_gelu_view_7", "triton_poi_fused_clone_permute_5"
    other = copy.deepcopy(default_run)
    g = _graph(other, "g0_forward")
    swap = {a: b, b: a}
    for k in g["kernels"] + g["breakdown"]["kernels"]:
        k["name"] = swap.get(k["name"], k["name"])
    comp = compare_manifests(default_run, other)
    k = comp.kernels.set_index("base_kernel")
    assert k.loc[a, "other_kernel"] == b and k.loc[a, "match_by"] == "origin" and k.loc[a, "speedup"] == 1.0
    assert k.loc[b, "other_kernel"] == a and k.loc[b, "match_by"] == "origin"
    assert comp.unmatched.empty
    _check_invariants(comp, default_run, other)
    # A namesake that fuses something else, with no partner by origin: paired by name after all.
    other = copy.deepcopy(default_run)
    next(k for k in _graph(other, "g0_forward")["kernels"] if k["name"] == a)["aten_ops"].append("aten.mul")
    comp = compare_manifests(default_run, other)
    assert comp.unmatched.empty and comp.kernels.set_index("base_kernel").loc[a, "match_by"] == "name"


def test_a_kernel_missing_on_one_side_is_listed_unmatched(default_run, autotune_run, helpers):
    compare_manifests, _check_invariants, _rename_triton = helpers
    other = copy.deepcopy(autotune_run)
    bd = _graph(other, "g0_backward")["breakdown"]
    gone = "triton_red_fused_sum_11"
    bd["kernels"] = [r for r in bd["kernels"] if r["name"] != gone]
    bd["kernel_time_ms"] = sum(r["time_us"] for r in bd["kernels"]) / 1e3
    comp = compare_manifests(default_run, other)
    assert comp.unmatched.to_dict("records") == [
        {
            "graph": "g0_backward",
            "side": "default",
            "kernel": gone,
            "category": "reduction",
            "time_us": pytest.approx(9.60, abs=0.05),
        }
    ]
    assert gone not in set(comp.kernels["base_kernel"])
    _check_invariants(comp, default_run, other)
    # ... and the other way round, on the other side.
    comp = compare_manifests(other, default_run)
    assert comp.unmatched[["side", "kernel"]].values.tolist() == [["max-autotune", gone]]
    text = RENDERERS["text"](comp)
    assert "unmatched kernels (1: only one compile has them)" in text and gone in text.split("unmatched")[-1]


def test_a_graph_only_one_side_has_lists_all_its_kernels_unmatched(default_run, helpers):
    compare_manifests, _check_invariants, _rename_triton = helpers
    other = copy.deepcopy(default_run)
    other["graphs"] = [g for g in other["graphs"] if g["label"] == "g0_forward"]
    comp = compare_manifests(default_run, other)
    um = comp.unmatched
    assert len(um) == 25 and set(um["graph"]) == {"g0_backward"} and set(um["side"]) == {"default"}
    assert comp.totals_dict()["g0_backward"]["max-autotune"] == {"breakdown_ms": None, "compare_ms": 0.0}
    _check_invariants(comp, default_run, other)
    comp = compare_manifests(other, default_run)  # the graph only the other side has
    assert len(comp.unmatched) == 25 and set(comp.unmatched["side"]) == {"max-autotune"}
    assert comp.graphs == ["g0_forward", "g0_backward"]
    _check_invariants(comp, other, default_run)


def test_real_default_vs_max_autotune_pair(default_run, autotune_run, helpers):
    compare_manifests, _check_invariants, _rename_triton = helpers
    assert autotune_run["model"]["compile_mode"] == "max-autotune"
    comp = compare_manifests(default_run, autotune_run)
    _check_invariants(comp, default_run, autotune_run)
    # fp32 max-autotune kept cuBLAS and the same fusions: every kernel pairs with its namesake.
    assert comp.unmatched.empty and (comp.kernels["base_kernel"] == comp.kernels["other_kernel"]).all()
    k = comp.kernels.set_index("base_kernel")
    assert k.loc["triton_per_fused_gelu_gelu_backward_sum_view_5", "speedup"] == pytest.approx(
        3.47 / 2.35, rel=0.01
    )
    cats = comp.categories.set_index(["graph", "category"])
    assert cats.loc[("g0_backward", "reduction"), "speedup"] == pytest.approx(1.19, abs=0.01)
    assert cats.loc[("g0_forward", "extern_mm"), "speedup"] == pytest.approx(1.0, abs=0.01)
    assert comp.side_meta()[1].compile_mode == "max-autotune"


def test_origin_key_ignores_order_and_needs_an_origin():
    k1 = KernelInfo("k1", "triton", source_nodes=("a", "b"), aten_ops=("aten.mm", "aten.add"))
    k2 = KernelInfo("k2", "triton", source_nodes=("b", "a"), aten_ops=("aten.add", "aten.mm"))
    assert origin_key(k1) == origin_key(k2) and origin_key(
        KernelInfo("k3", "cpp", source_nodes=("b", "a"), aten_ops=("aten.add", "aten.mm"))
    ) != origin_key(k1)
    assert origin_key(KernelInfo("k4", "triton")) is None and origin_key(None) is None


# --------------------------------------------------------------------------- the pair, counted another way


@pytest.fixture(scope="module")
def pair(data_dir):
    a = json.loads((data_dir / "h100_transformer" / "run.json").read_text())
    b = json.loads((data_dir / "h100_transformer_max_autotune" / "run.json").read_text())
    return a, b


def _all_kernels(m, label):
    g = next(g for g in m["graphs"] if g["label"] == label)
    return {k["name"] for k in g["breakdown"]["kernels"]}


def _accounted(comp, label, side):
    col = "base_kernel" if side == "default" else "other_kernel"
    k = comp.kernels[comp.kernels["graph"] == label][col].tolist()
    u = comp.unmatched[(comp.unmatched["graph"] == label) & (comp.unmatched["side"] == side)][
        "kernel"
    ].tolist()
    return k + u


def test_every_kernel_of_either_compile_is_matched_or_listed(pair, helpers):
    manifests_compared = helpers[0]
    a, b = pair
    comp = manifests_compared(a, b)
    for label in ("g0_forward", "g0_backward"):
        for side, m in (("default", a), ("max-autotune", b)):
            acc = _accounted(comp, label, side)
            assert sorted(acc) == sorted(_all_kernels(m, label))  # each exactly once


def test_category_totals_equal_each_sides_breakdown(pair, helpers):
    manifests_compared = helpers[0]
    comp = manifests_compared(*pair)
    for sides in comp.totals.values():
        for t in (sides.base, sides.other):
            assert t.compare_ms == pytest.approx(t.breakdown_ms, rel=0.02)


def test_renamed_kernels_match_by_what_they_fuse(pair, helpers):
    manifests_compared = helpers[0]
    a, _ = pair
    b = copy.deepcopy(a)
    for g in b["graphs"]:
        ren = {k["name"]: k["name"].replace("triton_", "triton_renamed_") for k in g["kernels"]}
        for k in g["kernels"]:
            k["name"] = ren[k["name"]]
        for r in g["breakdown"]["kernels"]:
            r["name"] = ren.get(r["name"], r["name"])
    comp = manifests_compared(a, b)
    by = comp.kernels.set_index("base_kernel")["match_by"]
    assert by["triton_poi_fused_gelu_view_7"] == "origin"
    assert (
        by[
            "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize256x64x8_stage3_warpsize2x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas"
        ]
        == "name"
    )
    # Kernels with the same origin in one graph pair up one to one, none is lost.
    assert comp.unmatched.empty
    assert (comp.kernels["speedup"].dropna() == 1.0).all()


def test_a_kernel_only_on_one_side_is_listed_unmatched(pair, helpers):
    manifests_compared = helpers[0]
    a, b = pair
    b = copy.deepcopy(b)
    g = next(g for g in b["graphs"] if g["label"] == "g0_forward")
    g["breakdown"]["kernels"] = [
        k for k in g["breakdown"]["kernels"] if k["name"] != "triton_poi_fused_gelu_view_7"
    ]
    comp = manifests_compared(a, b)
    um = comp.unmatched.set_index("kernel")
    assert um.loc["triton_poi_fused_gelu_view_7", "side"] == "default"


def test_origin_key_ignores_order():
    k1 = KernelInfo("k1", "triton", source_nodes=("a", "b"), aten_ops=("aten.mm",))
    k2 = KernelInfo("k2", "triton", source_nodes=("b", "a"), aten_ops=("aten.mm",))
    assert origin_key(k1) == origin_key(k2) and origin_key(KernelInfo("k3", "triton")) is None


def test_a_memset_renamed_by_a_cuda_graph_is_matched(default_run, helpers):
    # under reduce-overhead the profiler names a replayed memset 'Memset (Unknown)' (tests/data/
    # h100_step_reduce_overhead); the same memset of the default run is 'Memset (Device)'
    compare_manifests, _check_invariants, _ = helpers
    replayed = json.loads(json.dumps(default_run).replace('"Memset (Device)"', '"Memset (Unknown)"'))
    comp = compare_manifests(default_run, replayed)
    _check_invariants(comp, default_run, replayed)
    assert comp.unmatched.empty
    k = comp.kernels.set_index("base_kernel").loc["Memset (Device)"]
    assert k["other_kernel"] == "Memset (Unknown)" and k["match_by"] == "memory op"
    assert k["speedup"] == 1.0 and not k["same_kernel"]  # one operation, but its sizes cannot be told


def test_memory_op_names():
    from inductor_probe.analysis.pairing import memory_op

    assert memory_op("Memset (Device)") == memory_op("Memset (Unknown)") == "Memset"
    assert memory_op("Memcpy DtoD (Device -> Device)") == "Memcpy DtoD"
    assert memory_op("Memcpy HtoD (Pageable -> Device)") != memory_op("Memcpy DtoD (Unknown -> Unknown)")
    assert memory_op("triton_poi_fused_add_0") is None and memory_op("Memset") is None
