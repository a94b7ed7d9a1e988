"""The scratch copy, the inductor_meta rewrite, autotune-cache isolation and the verdict,
on kernel files recorded on the H100."""

import ast
import random

import pytest

from inductor_probe.artifacts import parse_kernel_file
from inductor_probe.rebench import VARIANTS, make_scratch, set_inductor_meta, speedup, verdict

KERNEL = "h100_reduction/kernels/triton_red_fused__softmax_add_amax_exp_mul_native_layer_norm_prepare_softmax_online_relu_sub_0.py"


@pytest.fixture()
def kernel_file(data_dir):
    return data_dir / KERNEL


def _meta(text: str) -> dict:
    """The inductor_meta literal of the decorator, evaluated."""
    tree = ast.parse(text)
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "inductor_meta":
            return ast.literal_eval(node.value)
    raise AssertionError("no inductor_meta")


def test_recorded_file_is_as_generated(kernel_file):
    meta = _meta(kernel_file.read_text())
    assert meta["max_autotune"] is False and "coordinate_descent_tuning" not in meta
    assert meta["autotune_local_cache"] is True


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_each_variant_rewrites_the_meta(kernel_file, tmp_path, variant):
    scratch = make_scratch(kernel_file, variant, tmp_path)
    text = scratch.read_text()
    meta = _meta(text)  # still valid Python, one literal
    for key, value in VARIANTS[variant].items():
        assert meta[key] == value
    # isolation: no local autotune cache read or written, in every variant
    assert meta["autotune_local_cache"] is False and meta["autotune_remote_cache"] is None
    kf = parse_kernel_file(scratch, text)
    assert kf.name == parse_kernel_file(kernel_file).name
    assert kf.max_autotune is VARIANTS[variant].get("max_autotune", False)
    assert kf.coordinate_descent_tuning is VARIANTS[variant].get("coordinate_descent_tuning", False)
    # the rest of the file is untouched
    assert text.replace(" ", "").count("\n") == kernel_file.read_text().replace(" ", "").count("\n")


def test_a_key_is_never_added_twice():
    src = "x(inductor_meta={'a': 1, 'max_autotune': False})"
    out = set_inductor_meta(src, {"max_autotune": True, "coordinate_descent_tuning": True})
    assert out.count("max_autotune") == 1 and out.count("coordinate_descent_tuning") == 1
    assert ast.literal_eval(out[out.index("{"): out.rindex("}") + 1]) == {
        "coordinate_descent_tuning": True, "a": 1, "max_autotune": True}
    with pytest.raises(ValueError, match="no inductor_meta"):
        set_inductor_meta("def f(): pass", {"max_autotune": True})


def test_scratch_dirs_are_fresh_and_separate(kernel_file, tmp_path):
    a = make_scratch(kernel_file, "generated", tmp_path)
    (a.parent / f"{a.stem}.best_config").write_text('{"XBLOCK": 1}')  # left over from a run
    a2 = make_scratch(kernel_file, "generated", tmp_path)
    b = make_scratch(kernel_file, "max-autotune", tmp_path)
    assert a2 == a and not list(a.parent.glob("*.best_config"))
    assert a.parent != b.parent


def test_variant_children_get_their_own_cache(kernel_file, tmp_path):
    from inductor_probe import env

    dirs = [make_scratch(kernel_file, v, tmp_path).parent for v in VARIANTS]
    caches = {env.child_env(d / "cache", tmpdir=d)["TORCHINDUCTOR_CACHE_DIR"] for d in dirs}
    tritons = {env.child_env(d / "cache", tmpdir=d)["TRITON_CACHE_DIR"] for d in dirs}
    assert len(caches) == len(tritons) == len(VARIANTS)


def _m(center: float, spread: float, n: int = 200, seed: int = 0) -> dict:
    rng = random.Random(seed)
    return {"samples_us": [center + rng.uniform(-spread, spread) for _ in range(n)]}


def test_speedup_and_noise_band():
    s = speedup(_m(120.0, 1.0), _m(100.0, 1.0, seed=1))
    assert s["speedup"] == pytest.approx(1.2, rel=0.01)
    assert s["low"] < s["speedup"] < s["high"] and s["low"] > 1.1


def _res(center, spread, config="XBLOCK 1, num_warps 8", seed=0):
    return {"status": "ok", "chosen": {"status": "ok", "config": config, "cold": _m(center, spread, seed=seed)}}


def test_verdict_names_the_best_variant_beyond_noise():
    v = verdict({"generated": _res(121.9, 1.0), "max-autotune": _res(118.0, 6.0, seed=1),
                 "max-autotune+coordesc": _res(106.4, 1.0, "R0_BLOCK 1024, num_warps 16", seed=2)})
    assert v["best"] == "max-autotune+coordesc"
    assert v["line"].startswith("max-autotune+coordesc: 1.15x faster") and "R0_BLOCK 1024" in v["line"]


def test_verdict_within_noise():
    v = verdict({"generated": _res(100.0, 3.0), "max-autotune": _res(99.0, 3.0, seed=1)})
    assert v == {"line": "no config beats the generated one beyond noise", "best": None}


def test_verdict_when_the_generated_kernel_failed():
    v = verdict({"generated": {"status": "error", "chosen": None}})
    assert v["line"] == "the generated kernel could not be measured"


def test_a_variant_that_hangs_is_stopped_and_reported(tmp_path):
    from inductor_probe.rebench import run_variant

    d = tmp_path / "generated"
    d.mkdir()
    k = d / "triton_poi_fused_hang_0.py"
    k.write_text("import time\ntime.sleep(600)\n")
    res = run_variant(k, timeout_s=3, budget_s=0.1)
    assert res["status"] == "error" and "did not finish within 3 s" in res["error"]


def test_failed_configs_are_rendered_and_the_rest_goes_on():
    from inductor_probe.kernel_report import render_kernel_text

    ok = {"config": "XBLOCK 1, R0_BLOCK 512, num_warps 8, num_stages 1", "status": "ok", "registers": 37,
          "spills": 0, "shared_bytes": 96, "cold": {**_m(115.0, 0.5), "median_us": 115.0, "iqr_us": 1.0},
          "warm": {**_m(119.0, 0.5), "median_us": 119.0, "iqr_us": 1.0}}
    failed = {"config": "XBLOCK 64, R0_BLOCK 64, num_warps 2, num_stages 1", "status": "failed",
              "error": "out of memory: CUDA out of memory"}
    chosen = dict(ok, in_compiled=True, cold=dict(ok["cold"], mode="kernel", n=200, cv=0.01, warnings=[]))
    result = {"variants": {"generated": {"status": "ok", "declared_configs": [ok["config"], failed["config"]],
                                         "compiled_configs": [ok["config"]], "configs": [failed, ok],
                                         "chosen": chosen}},
              "verdict": {"line": "no config beats the generated one beyond noise"}}
    ref = {"name": "triton_red_fused_x_0", "graph": "g0_forward", "category": "reduction",
           "info": {"num_gb": 0.268, "source_nodes": ["y"], "aten_ops": ["aten.sum"]}}
    text = render_kernel_text(ref, result, peak_gbps=3352.3)
    assert "failed" in text and "XBLOCK 64, R0_BLOCK 64" in text
    assert "115.00 ±0.50" in text and "<- chosen" in text
    assert "2 config(s) declared by the heuristics, 1 compiled" in text
    assert "2330" in text  # 0.268 GB / 115 µs
