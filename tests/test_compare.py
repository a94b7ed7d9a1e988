"""compare: kernel matching on run manifests recorded on the H100, renderers, orchestration, the command."""

import argparse
import copy
import json
import sys
from pathlib import Path

import pytest

from inductor_probe import pipeline
from inductor_probe.cmd_compare import add_compare_arguments, run_compare_cmd
from inductor_probe.compare import (
    Comparison,
    compare_manifests,
    origin_key,
    render_compare_csv,
    render_compare_json,
    render_compare_text,
    run_compare,
)
from inductor_probe.errors import ProbeError

LABELS = ("g0_forward", "g0_backward")


@pytest.fixture(scope="module")
def default_run(data_dir):
    return json.loads((data_dir / "h100_transformer" / "run.json").read_text())


@pytest.fixture(scope="module")
def autotune_run(data_dir):
    return json.loads((data_dir / "h100_transformer_max_autotune" / "run.json").read_text())


def _graph(m, label):
    return next(g for g in m["graphs"] if g["label"] == label)


def _check_invariants(comp, base, other):
    """Every kernel of either side exactly once; per side, category totals = breakdown total."""
    for label in {g["label"] for g in base["graphs"]} | {g["label"] for g in other["graphs"]}:
        for side, m, col in ((comp.base_name, base, "base_kernel"), (comp.other_name, other, "other_kernel")):
            want = sorted(r["name"] for g in m["graphs"] if g["label"] == label for r in g["breakdown"]["kernels"])
            got = comp.kernels[comp.kernels["graph"] == label][col].tolist()
            um = comp.unmatched
            got += um[(um["graph"] == label) & (um["side"] == side)]["kernel"].tolist()
            assert sorted(got) == want, (label, side)
            cats = comp.categories[comp.categories["graph"] == label]
            total = cats["base_time_ms" if side == comp.base_name else "other_time_ms"].sum()
            bd = next((g["breakdown"]["kernel_time_ms"] for g in m["graphs"] if g["label"] == label), 0.0)
            assert total == pytest.approx(bd, rel=0.02)
            assert comp.totals[label][side]["compare_ms"] == pytest.approx(bd, rel=1e-9)
        assert comp.kernels[comp.kernels["graph"] == label]["base_time_us"].is_monotonic_decreasing


def _rename_triton(m, fmt="{}_renamed"):
    m = copy.deepcopy(m)
    for g in m["graphs"]:
        ren = {k["name"]: fmt.format(k["name"]) for k in g["kernels"]}
        for k in g["kernels"]:
            k["name"] = ren[k["name"]]
        for r in g["breakdown"]["kernels"]:
            r["name"] = ren.get(r["name"], r["name"])
    return m


def test_a_run_against_itself_matches_everything_by_name(default_run):
    comp = compare_manifests(default_run, default_run)
    assert comp.graphs == list(LABELS) and comp.unmatched.empty
    assert len(comp.kernels) == 12 + 25 and set(comp.kernels["match_by"]) == {"name"}
    assert (comp.kernels["base_kernel"] == comp.kernels["other_kernel"]).all()
    assert (comp.kernels["speedup"] == 1.0).all() and (comp.categories["speedup"] == 1.0).all()
    _check_invariants(comp, default_run, default_run)


def test_renamed_triton_kernels_match_by_origin(default_run):
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


def test_same_name_fusing_different_things_is_matched_by_origin(default_run):
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


def test_a_kernel_missing_on_one_side_is_listed_unmatched(default_run, autotune_run):
    other = copy.deepcopy(autotune_run)
    bd = _graph(other, "g0_backward")["breakdown"]
    gone = "triton_red_fused_sum_11"
    bd["kernels"] = [r for r in bd["kernels"] if r["name"] != gone]
    bd["kernel_time_ms"] = sum(r["time_us"] for r in bd["kernels"]) / 1e3
    comp = compare_manifests(default_run, other)
    assert comp.unmatched.to_dict("records") == [
        {"graph": "g0_backward", "side": "default", "kernel": gone, "category": "reduction",
         "time_us": pytest.approx(9.60, abs=0.05)}]  # fmt: skip
    assert gone not in set(comp.kernels["base_kernel"])
    _check_invariants(comp, default_run, other)
    # ... and the other way round, on the other side.
    comp = compare_manifests(other, default_run)
    assert comp.unmatched[["side", "kernel"]].values.tolist() == [["max-autotune", gone]]
    text = render_compare_text(comp)
    assert "unmatched kernels (1: only one compile has them)" in text and gone in text.split("unmatched")[-1]


def test_a_graph_only_one_side_has_lists_all_its_kernels_unmatched(default_run):
    other = copy.deepcopy(default_run)
    other["graphs"] = [g for g in other["graphs"] if g["label"] == "g0_forward"]
    comp = compare_manifests(default_run, other)
    um = comp.unmatched
    assert len(um) == 25 and set(um["graph"]) == {"g0_backward"} and set(um["side"]) == {"default"}
    assert comp.totals["g0_backward"]["max-autotune"] == {"breakdown_ms": None, "compare_ms": 0.0}
    _check_invariants(comp, default_run, other)
    comp = compare_manifests(other, default_run)  # the graph only the other side has
    assert len(comp.unmatched) == 25 and set(comp.unmatched["side"]) == {"max-autotune"}
    assert comp.graphs == ["g0_forward", "g0_backward"]
    _check_invariants(comp, other, default_run)


def test_real_default_vs_max_autotune_pair(default_run, autotune_run):
    assert autotune_run["model"]["compile_mode"] == "max-autotune"
    comp = compare_manifests(default_run, autotune_run)
    _check_invariants(comp, default_run, autotune_run)
    # fp32 max-autotune kept cuBLAS and the same fusions: every kernel pairs with its namesake.
    assert comp.unmatched.empty and (comp.kernels["base_kernel"] == comp.kernels["other_kernel"]).all()
    k = comp.kernels.set_index("base_kernel")
    assert k.loc["triton_per_fused_gelu_gelu_backward_sum_view_5", "speedup"] == pytest.approx(3.47 / 2.35, rel=0.01)
    cats = comp.categories.set_index(["graph", "category"])
    assert cats.loc[("g0_backward", "reduction"), "speedup"] == pytest.approx(1.19, abs=0.01)
    assert cats.loc[("g0_forward", "extern_mm"), "speedup"] == pytest.approx(1.0, abs=0.01)
    assert comp.meta["max-autotune"]["compile_mode"] == "max-autotune"


def test_origin_key_ignores_order_and_needs_an_origin():
    k1 = {"kind": "triton", "source_nodes": ["a", "b"], "aten_ops": ["aten.mm", "aten.add"]}
    k2 = {"kind": "triton", "source_nodes": ["b", "a"], "aten_ops": ["aten.add", "aten.mm"]}
    assert origin_key(k1) == origin_key(k2) and origin_key({**k2, "kind": "cpp"}) != origin_key(k1)
    assert origin_key({"kind": "triton"}) is None and origin_key(None) is None


def test_renderers(default_run, autotune_run):
    comp = compare_manifests(default_run, _rename_triton(autotune_run, "{}_x"))
    back = Comparison.from_dict(json.loads(render_compare_json(comp)))
    assert back.kernels.equals(comp.kernels) and back.totals == comp.totals and back.graphs == list(LABELS)
    text = render_compare_text(comp, top=5)
    assert text.count("matched kernels (5 of ") == 2 and text.count("unmatched kernels: none") == 2
    assert "all graphs: 7.625 ms vs 7.583 ms" in text and "origin" in text
    lines = render_compare_csv(comp).splitlines()
    assert lines[0] == "level,graph,category,base_kernel,other_kernel,match_by,base_time_us,other_time_us,speedup"
    assert sum(ln.startswith("matched,") for ln in lines) == 37 and sum(ln.startswith("category,") for ln in lines) == 11
    with pytest.raises(ProbeError, match="schema"):
        Comparison.from_dict({**comp.to_dict(), "schema": 99})


# --------------------------------------------------------------------------- orchestration


def _fake_breakdown(data_dir, fail_mode=None):
    """Stands in for the compile/profile pipeline: the recorded runs, or a failure."""

    def fake(opts, progress):
        progress("compiling")
        if opts.mode == fail_mode:
            raise ProbeError("the compile child failed (log: x.log; --debug for the traceback)", 3)
        src = {"default": "h100_transformer", "max-autotune": "h100_transformer_max_autotune"}[opts.mode]
        assert opts.fresh_cache and opts.cache_dir is None
        m = json.loads((data_dir / src / "run.json").read_text())
        Path(opts.out).mkdir(parents=True)
        (Path(opts.out) / "run.json").write_text(json.dumps(m))
        return Path(opts.out), m

    return fake


def test_run_compare_writes_compare_json(data_dir, tmp_path, monkeypatch):
    monkeypatch.setattr(pipeline, "run_breakdown", _fake_breakdown(data_dir))
    said = []
    out, base, other, comp = run_compare(pipeline.BreakdownOptions(model="m.py", out=str(tmp_path / "c")), said.append)
    assert said[0].startswith("[1/2] default: ") and "[1/2] default: compiling" in said
    assert said[2].startswith("[2/2] max-autotune (autotuning can take minutes): ")
    saved = Comparison.from_dict(json.loads((out / "compare.json").read_text()))
    assert saved.kernels.equals(comp.kernels) and saved.meta["runs"]["max-autotune"] == str(out / "max-autotune")
    # the text says where each side's run is and how to list its kernels (compare leaves probe-runs/latest alone)
    assert f"`inductor-probe kernels --run {out / 'max-autotune'}`" in render_compare_text(comp)
    # A second compare into the same directory would reuse the caches: refused.
    with pytest.raises(ProbeError, match="already exists; give compare a new --out"):
        run_compare(pipeline.BreakdownOptions(model="m.py", out=str(tmp_path / "c")), said.append)


def test_second_compile_failing_keeps_the_first(data_dir, tmp_path, monkeypatch):
    monkeypatch.setattr(pipeline, "run_breakdown", _fake_breakdown(data_dir, fail_mode="max-autotune"))
    with pytest.raises(ProbeError) as e:
        run_compare(pipeline.BreakdownOptions(model="m.py", out=str(tmp_path / "c")), lambda s: None)
    assert e.value.exit_code == 3 and e.value.message.startswith("max-autotune compile failed: the compile child")
    assert f"the default breakdown is kept in {tmp_path / 'c' / 'default'}" in e.value.message
    assert (tmp_path / "c" / "default" / "run.json").exists() and not (tmp_path / "c" / "compare.json").exists()


# --------------------------------------------------------------------------- the command


def _compare(argv, capsys):
    """The command as the CLI runs it (script arguments after --): (exit code, stdout, stderr)."""
    script_args = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[: argv.index("--")] if "--" in argv else argv
    p = argparse.ArgumentParser(prog="inductor-probe compare")
    add_compare_arguments(p)
    a = p.parse_args(argv)
    a.script_args = script_args
    try:
        rc = run_compare_cmd(a)
    except ProbeError as e:
        print(f"inductor-probe: error: {e.message}", file=sys.stderr)
        rc = e.exit_code
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


def test_compare_bad_inputs(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    rc, out, err = _compare([str(tmp_path / "missing.py"), "-q"], capsys)
    assert rc == 2 and err.count("\n") == 1 and "no such file" in err and out == ""
    assert not (tmp_path / "probe-runs").exists()
    for bad, word in ((["--calls", "0"], "--calls"), (["--timeout", "-1"], "--timeout"), (["--top", "0"], "--top")):
        rc, _, err = _compare([str(tmp_path / "m.py"), *bad], capsys)
        assert rc == 2 and f"error: {word} must be" in err


@pytest.mark.slow
def test_compare_end_to_end_on_cpu(tiny_model, tmp_path, capsys):
    out = tmp_path / "cmp"
    rc, text, err = _compare([str(tiny_model), "--device", "cpu", "--out", str(out), "--calls", "3"], capsys)
    assert rc == 0, err
    assert "[1/2] default: " in err and "[2/2] max-autotune (autotuning can take minutes): " in err
    assert "== g0_inference:" in text and "unmatched kernels" in text
    comp = Comparison.from_dict(json.loads((out / "compare.json").read_text()))
    sides = {}
    for side in ("default", "max-autotune"):
        m = json.loads((out / side / "run.json").read_text())
        assert m["status"] == "complete" and m["model"]["compile_mode"] == side
        assert m["cache"]["dir"] == str(out / side / "cache")  # each from its own fresh cache
        sides[side] = m
    assert comp.graphs == ["g0_inference"]
    _check_invariants(comp, sides["default"], sides["max-autotune"])
