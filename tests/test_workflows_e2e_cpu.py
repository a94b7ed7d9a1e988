"""End to end on CPU: a real tiny model compiled by Inductor, `breakdown --isolated` through main([...]):
the real run's steps (the step view) and each compiled module on its own (the isolated view)."""

import json
from pathlib import Path

import pytest

from inductor_probe.cli import main

pytestmark = pytest.mark.slow


def _graphs(manifest):
    return {g["label"]: g for g in manifest["graphs"]}


def test_forward_and_backward_graphs_with_categories(cpu_runs):
    run, m = cpu_runs[0]
    assert m["status"] == "complete" and m["device_type"] == "cpu"
    graphs = _graphs(m)
    assert set(graphs) == {"g0_forward", "g0_backward"}
    for label, g in graphs.items():
        bd = g["breakdown"]
        cats = {c["category"]: c for c in bd["categories"]}
        # C++ kernels are visible and categorised from their source; the matmul is its own category.
        assert any(k["name"].startswith("cpp_fused_") for k in bd["kernels"]), label
        assert "extern_mm" in cats
        assert {"reduction", "pointwise"} & set(cats)
        kernel_total = sum(k["time_us"] for k in bd["kernels"])
        cat_total = sum(c["time_ms"] for c in bd["categories"]) * 1e3
        assert cat_total == pytest.approx(kernel_total, rel=0.01)
        assert 0 < bd["busy_pct"] <= 100
        assert (run / g["trace"]).exists() and (run / g["module"]).exists()
        assert bd["view"] == "step" and g["calls_per_step"] == 1.0
        # the isolated view, beside: the other load on the machine while timing is measured (Linux /proc)
        assert g["isolated_status"] == "measured" and g["isolated"]["view"] == "isolated"
        assert g["profile"]["cpu_count"] >= 1
        assert g["profile"]["other_load_cores"] is None or g["profile"]["other_load_cores"] >= 0


def test_each_module_keeps_its_own_trace(cpu_runs):
    run, m = cpu_runs[0]
    traces = {f"traces/{g['label']}.json" for g in m["graphs"]}  # the isolated view's
    assert len(traces) == 2 and all((run / t).stat().st_size > 0 for t in traces)
    # the real run's
    assert {g["trace"] for g in m["graphs"]} == {m["step"]["profiled"]["trace"]} == {"traces/step.json"}


def test_second_run_hits_the_cache_and_gives_the_same_kernels(cpu_runs):
    (_, m1), (_, m2) = cpu_runs
    assert m1["cache"]["counters"].get("inductor.fxgraph_cache_miss", 0) >= 2
    assert m2["cache"]["counters"].get("inductor.fxgraph_cache_hit", 0) >= 2
    assert m2["cache"]["counters"].get("inductor.fxgraph_cache_miss", 0) == 0
    for label in ("g0_forward", "g0_backward"):
        k1 = {k["name"] for k in _graphs(m1)[label]["breakdown"]["kernels"]}
        k2 = {k["name"] for k in _graphs(m2)[label]["breakdown"]["kernels"]}
        assert k1 == k2


def test_manifest_records_the_environment(cpu_runs):
    _, m = cpu_runs[0]
    env = m["environment"]
    assert env["versions"]["torch"].startswith("2.")
    assert env["device"]["type"] == "cpu"
    assert env["inductor_env"]["TORCHINDUCTOR_UNIQUE_KERNEL_NAMES"] == "1"
    assert m["schema"] == 1 and m["tool"] == "inductor-probe"
    assert m["run_kind"] == "one process"  # the plan's kind (workflows/plan.py), recorded


@pytest.mark.parametrize("fmt", ["text", "json", "csv"])
def test_report_renders_the_cpu_run(cpu_runs, capsys, fmt):
    run, _ = cpu_runs[0]
    assert main(["report", "--run", str(run), "--format", fmt, "--top", "2"]) == 0
    out = capsys.readouterr().out
    if fmt == "text":
        assert "CPU run" in out and "g0_backward" in out and "extern_mm" in out
    elif fmt == "json":
        import json

        data = json.loads(out)
        assert all(len(g["breakdown"]["kernels"]) <= 2 for g in data["graphs"])
    else:
        assert out.splitlines()[0].startswith("graph,level,name,category")


# --------------------------------------------------------------------------- the step view


def test_step_view_json_contract_and_accounting(cpu_runs):
    run, m = cpu_runs[0]
    s = m["step"]
    for key in (
        "profiled",
        "wall_ms",
        "wall_spread_pct",
        "busy_pct",
        "graphs",
        "outside_ms",
        "where",
        "idle_ms",
    ):
        assert key in s, key
    assert s["profiled"]["steps"] == 3 and s["kind"] == "convention" and s["timed"]["device_type"] == "cpu"
    assert len(s["timed"]["wall_blocks_ms"]) == 5 and s["wall_ms"] > 0 and s["wall_spread_pct"] >= 0
    assert {g["label"] for g in s["graphs"]} == {"g0_forward", "g0_backward"}
    assert all(g["ms"] > 0 and g["calls_per_step"] == 1.0 for g in s["graphs"])
    # graphs + outside + idle = wall (within 3%), busy is taken against the unprofiled wall
    total = sum(g["ms"] for g in s["graphs"]) + s["outside_ms"] + s["idle_ms"]
    assert total == pytest.approx(s["wall_ms"], rel=0.03)
    assert s["busy_pct"] == pytest.approx(100 * s["profiled"]["busy_ms"] / s["wall_ms"])
    # what ran outside the graphs (the loss's sum and its backward, the gradient accumulation) by op
    named = sum(o["ms"] for o in s["where"]["outside_ops"] if o["op"].startswith("aten::"))
    assert s["outside_ms"] > 0 and named >= 0.95 * sum(o["ms"] for o in s["where"]["outside_ops"])
    cats = {c["category"] for c in s["where"]["categories"]}
    assert "extern_mm" in cats and {"reduction", "pointwise"} & cats and "other" not in cats
    assert (
        s["memory"]["note"].startswith("measured on CUDA only") and "peak_allocated_bytes" not in s["memory"]
    )


def test_step_view_text(cpu_runs, capsys):
    run, _ = cpu_runs[0]
    assert main(["report", "--run", str(run)]) == 0
    out = capsys.readouterr().out
    assert "== step: 3 profiled steps of the real run (forward + backward)" in out
    assert "outside compiled graphs" in out and "idle (CPU not running a kernel)" in out
    assert "real run: 1 call(s) per step" in out and "isolated view (the module alone" in out
    # memory (issue 32): what a CPU run can say of it, one line, no figures
    said = "memory: measured on CUDA only (the caching allocator's counters and history); this run ran on cpu"
    assert f"\n{said}\n" in out


def test_steps_zero_gives_the_isolated_view_only(tiny_model, tmp_path):
    out = tmp_path / "r"
    argv = [
        "breakdown",
        str(tiny_model),
        "--out",
        str(out),
        "--device",
        "cpu",
        "--steps",
        "0",
        "-q",
        "--calls",
        "3",
    ]
    assert main(argv) == 0
    m = json.loads((out / "run.json").read_text())
    assert "step" not in m
    assert all(
        g["breakdown"]["view"] == "isolated" and g["isolated_status"] == "measured" for g in m["graphs"]
    )


EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
DIV_MODEL = """
import torch, torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(16, 16)

    def forward(self, x, buckets):
        # its real inputs are 1..4; a compiled module's synthetic integer inputs are zeros
        return self.fc(x) + (torch.arange(64) // buckets).float().unsqueeze(-1)

def get_model():
    return M()

def get_inputs():
    return (torch.randn(64, 16), torch.randint(1, 5, (64,)))
"""


def render_json(run_dir):
    from inductor_probe.render.breakdown import render_json as to_json
    from inductor_probe.run.manifest import open_run

    return to_json(open_run(run_dir))


def render_html(run_dir):
    from inductor_probe.render.breakdown import RENDERERS
    from inductor_probe.run.manifest import open_run

    return RENDERERS["html"](open_run(run_dir))


def _breakdown(argv, tmp_path):
    out = tmp_path / "r"
    rc = main(
        ["breakdown", *argv[:1], "--out", str(out), "--cache-dir", str(tmp_path / "c"), "-q", *argv[1:]]
    )
    return rc, json.loads((out / "run.json").read_text()), out


def test_script_with_eager_ops_between_graphs(tmp_path, capsys):
    argv = [str(EXAMPLES / "script_with_graph_break.py"), "--", "--size", "64", "--iters", "16"]
    rc, m, out = _breakdown(argv, tmp_path)
    assert rc == 0, capsys.readouterr().err
    s = m["step"]
    assert s["kind"] == "script" and s["profiled"]["steps"] == 5 and s["timed"]["first_step_left_out"]
    assert [g["label"] for g in sorted(s["graphs"], key=lambda g: g["label"])] == [
        "g0_inference",
        "g1_inference",
    ]
    ops = {o["op"]: o["ms"] for o in s["where"]["outside_ops"]}
    assert "aten::topk" in ops and "aten::mean" in ops  # the eager function between the two graphs
    named = sum(ms for op, ms in ops.items() if op.startswith("aten::"))
    assert named >= 0.95 * sum(ops.values())
    text = capsys.readouterr().out
    assert "cut at each call of its first compiled graph" in text
    # the graph break, from Dynamo's own log in the child: the line, the reason, the fix, in every format
    (b,) = m["graph_breaks"]
    assert b["file"].endswith("script_with_graph_break.py") and b["line"] == 21 and b["function"] == "f"
    assert "torch.compiler.disable" in b["reason"] and b["code"].startswith("y = eager_part(y)")
    assert (
        "graph breaks (1: where Dynamo split the code" in text
        and "script_with_graph_break.py:21 in f" in text
    )
    said = next(f for f in json.loads(render_json(out))["findings"] if f["kind"] == "compile")
    assert said["text"] in text and "script_with_graph_break.py:21" in said["text"]
    page = render_html(out)
    assert "Graph breaks (1)" in page and said["what"].split(";")[0] in page


def test_script_too_short_for_steps_falls_back_on_the_isolated_view(tmp_path, capsys):
    argv = [str(EXAMPLES / "script_with_graph_break.py"), "--", "--size", "64", "--iters", "2"]
    rc, m, _ = _breakdown(argv, tmp_path)
    assert rc == 0 and "step" not in m
    assert m["step_note"].startswith("the script called its first compiled graph 2 time(s)")
    assert all(g["breakdown"]["view"] == "isolated" for g in m["graphs"])
    assert "no step view: the script called its first compiled graph 2 time(s)" in capsys.readouterr().out


def test_training_script_with_a_compiled_optimizer_step(tmp_path, capsys):
    argv = [
        str(EXAMPLES / "train_llama_adamw.py"),
        "--",
        "--iters",
        "14",
        "--dim",
        "32",
        "--layers",
        "1",
        "--batch",
        "2",
        "--seq",
        "8",
        "--vocab",
        "128",
    ]
    rc, m, _ = _breakdown(argv, tmp_path)
    assert rc == 0, capsys.readouterr().err
    s = m["step"]
    labels = {g["label"]: g for g in s["graphs"]}
    # the model's forward and backward, and the optimizer step's own graph, each once per step
    assert {"g0_forward", "g0_backward", "g1_inference"} <= set(labels)
    assert all(g["calls_per_step"] == 1.0 for g in labels.values())
    # eager, between the graphs
    assert any(o["op"] == "aten::cross_entropy_loss" for o in s["where"]["outside_ops"])
    opt = next(g for g in m["graphs"] if g["label"] == "g1_inference")
    assert opt["breakdown"]["view"] == "step" and opt["breakdown"]["kernels"]


def test_a_module_that_fails_on_its_synthetic_inputs_leaves_the_run_at_exit_0(tmp_path, capsys):
    model = tmp_path / "div.py"
    model.write_text(DIV_MODEL)
    rc, m, _ = _breakdown([str(model), "--device", "cpu", "--steps", "2", "--isolated"], tmp_path)
    out = capsys.readouterr().out
    assert rc == 0
    (g,) = m["graphs"]
    assert g["breakdown"]["view"] == "step"  # the real run, on the model's real inputs, went through
    assert g["isolated_status"].startswith("raised on its synthetic inputs: RuntimeError")
    assert "isolated view (the module alone, on its own random inputs): raised on its synthetic inputs" in out


SEQUENTIAL_OF_OWN_BLOCKS = """
import torch


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(16, 16)

    def forward(self, x):
        return x + torch.nn.functional.gelu(self.fc(x))


def get_model():
    return torch.nn.Sequential(Block(), Block())


def get_inputs():
    return (torch.randn(4, 16),)
"""


def test_a_model_of_the_files_own_blocks_compiles(tmp_path, capsys):
    """Dynamo imports the module of a class it inlines (a Sequential of the file's own blocks): the model
    file is a module registered in sys.modules (it failed with "No module named '__inductor_probe_model__'",
    found on the H100 with examples/idle_small_batch.py)."""
    model = tmp_path / "blocks.py"
    model.write_text(SEQUENTIAL_OF_OWN_BLOCKS)
    rc, m, _ = _breakdown([str(model), "--device", "cpu", "--steps", "1"], tmp_path)
    assert rc == 0, capsys.readouterr().err
    assert m["status"] == "complete" and m["step"]["profiled"]["steps"] == 1


RECOMPILING = """
import torch


def f(x):
    return torch.relu(x @ x.T).sum(dim=-1)


cf = torch.compile(f)
for step in range(30):
    n = 16 if step < 10 else 24  # the batch changes at step 10: a guard fails, f compiles again
    cf(torch.randn(n, 8))
"""


def test_a_recompile_in_the_steps_is_named_and_the_steps_go_on(tmp_path, capsys):
    """Issue 41: a script whose input shape changes at step 10: the recompile named with its function, line,
    failed guard and compile time; the steps are cut at the recompiled graph's calls from then on."""
    script = tmp_path / "recompiling.py"
    script.write_text(RECOMPILING)
    rc, m, out = _breakdown([str(script)], tmp_path)
    assert rc == 0, capsys.readouterr().err
    (r,) = m["recompiles"]
    assert r["function"] == "f" and r["file"] == str(script) and r["line"] == 5 and r["compile_id"] == "0/1"
    assert "size mismatch at index 0. expected 16, actual 24" in r["reason"] and r["compile_s"] > 0
    assert 0 < r["at_s"] < 600
    # the new graph
    assert m["step"]["profiled"]["steps"] == 5 and m["step"]["graphs"][0]["label"] == "g1_inference"
    text = capsys.readouterr().out
    assert "recompiles (1:" in text and "f (recompiling.py:5), compile 0/1" in text
    assert "Dynamo recompiled f (recompiling.py:5) 1 time(s)" in text
    assert "Recompiles (1)" in render_html(out)
