"""End to end on CPU: a real tiny model compiled by Inductor, `breakdown` through main([...])."""

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
        # the other load on the machine while timing is measured (Linux /proc), for the report's warning
        assert g["profile"]["cpu_count"] >= 1
        assert g["profile"]["other_load_cores"] is None or g["profile"]["other_load_cores"] >= 0


def test_each_module_keeps_its_own_trace(cpu_runs):
    run, m = cpu_runs[0]
    traces = {g["trace"] for g in m["graphs"]}
    assert len(traces) == 2 and all((run / t).stat().st_size > 0 for t in traces)


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
