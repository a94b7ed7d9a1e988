"""compare: kernel matching on the two transformer compiles recorded on the H100, and the command."""

import copy
import json

import pytest

from inductor_probe.cli import main
from inductor_probe.compare import compare_manifests, origin_key


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
    u = comp.unmatched[(comp.unmatched["graph"] == label) & (comp.unmatched["side"] == side)]["kernel"].tolist()
    return k + u


def test_every_kernel_of_either_compile_is_matched_or_listed(pair):
    a, b = pair
    comp = compare_manifests(a, b)
    for label in ("g0_forward", "g0_backward"):
        for side, m in (("default", a), ("max-autotune", b)):
            acc = _accounted(comp, label, side)
            assert sorted(acc) == sorted(_all_kernels(m, label))  # each exactly once


def test_category_totals_equal_each_sides_breakdown(pair):
    comp = compare_manifests(*pair)
    for label, sides in comp.totals.items():
        for side, t in sides.items():
            assert t["compare_ms"] == pytest.approx(t["breakdown_ms"], rel=0.02)


def test_renamed_kernels_match_by_what_they_fuse(pair):
    a, _ = pair
    b = copy.deepcopy(a)
    for g in b["graphs"]:
        ren = {k["name"]: k["name"].replace("triton_", "triton_renamed_") for k in g["kernels"]}
        for k in g["kernels"]:
            k["name"] = ren[k["name"]]
        for r in g["breakdown"]["kernels"]:
            r["name"] = ren.get(r["name"], r["name"])
    comp = compare_manifests(a, b)
    by = comp.kernels.set_index("base_kernel")["match_by"]
    assert by["triton_poi_fused_gelu_view_7"] == "origin"
    assert by["sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize256x64x8_stage3_warpsize2x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas"] == "name"
    # Kernels with the same origin in one graph pair up one to one, none is lost.
    assert comp.unmatched.empty
    assert (comp.kernels["speedup"].dropna() == 1.0).all()


def test_a_kernel_only_on_one_side_is_listed_unmatched(pair):
    a, b = pair
    b = copy.deepcopy(b)
    g = next(g for g in b["graphs"] if g["label"] == "g0_forward")
    g["breakdown"]["kernels"] = [k for k in g["breakdown"]["kernels"] if k["name"] != "triton_poi_fused_gelu_view_7"]
    comp = compare_manifests(a, b)
    um = comp.unmatched.set_index("kernel")
    assert um.loc["triton_poi_fused_gelu_view_7", "side"] == "default"


def test_origin_key_ignores_order():
    k1 = {"kind": "triton", "source_nodes": ["a", "b"], "aten_ops": ["aten.mm"]}
    k2 = {"kind": "triton", "source_nodes": ["b", "a"], "aten_ops": ["aten.mm"]}
    assert origin_key(k1) == origin_key(k2) and origin_key({"kind": "triton"}) is None


def test_compare_bad_input(capsys, tmp_path):
    assert main(["compare", str(tmp_path / "missing.py")]) == 2
    err = capsys.readouterr().err
    assert err.count("inductor-probe: error:") == 1 and "no such file" in err
