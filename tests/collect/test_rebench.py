"""The scratch copy, the inductor_meta rewrite, autotune-cache isolation and the verdict,
on kernel files recorded on the H100."""

import ast

import pytest

from inductor_probe.collect.rebench import VARIANTS, make_scratch, set_inductor_meta
from inductor_probe.run.artifacts import parse_kernel_file

KERNEL = (
    "h100_reduction/kernels/"
    "triton_red_fused__softmax_add_amax_exp_mul_native_layer_norm_prepare_softmax_online_relu_sub_0.py"
)


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
    assert ast.literal_eval(out[out.index("{") : out.rindex("}") + 1]) == {
        "coordinate_descent_tuning": True,
        "a": 1,
        "max_autotune": True,
    }
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
    from inductor_probe.collect import env

    dirs = [make_scratch(kernel_file, v, tmp_path).parent for v in VARIANTS]
    caches = {env.child_env(d / "cache", tmpdir=d)["TORCHINDUCTOR_CACHE_DIR"] for d in dirs}
    tritons = {env.child_env(d / "cache", tmpdir=d)["TRITON_CACHE_DIR"] for d in dirs}
    assert len(caches) == len(tritons) == len(VARIANTS)


def test_a_variant_that_hangs_is_stopped_and_reported(tmp_path):
    from inductor_probe.collect.rebench import run_variant

    d = tmp_path / "generated"
    d.mkdir()
    k = d / "triton_poi_fused_hang_0.py"
    k.write_text("import time\ntime.sleep(600)\n")
    res = run_variant(k, timeout_s=3, budget_s=0.1)
    assert res.status == "error" and "did not finish within 3 s" in res.error
