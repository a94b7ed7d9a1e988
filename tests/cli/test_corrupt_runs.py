"""Runs read back by `report`, `kernels` and `kernel`: a damaged or hand-edited run directory, a
missing trace, a bad --top and a C++ kernel are each one line on stderr with a non-zero exit, and
nothing in the run directory changes."""

from __future__ import annotations

import copy
import gzip
import json
import math
import shutil

import pytest
from conftest import tree_digest

from inductor_probe.cli import main


def _one_line_error(capsys, rc: int, want_rc: int = 2) -> str:
    cap = capsys.readouterr()
    lines = cap.err.splitlines()
    assert rc == want_rc, cap.err[:2000]
    assert len(lines) == 1, cap.err[:2000]
    assert lines[0].startswith("inductor-probe: error: ") and len(lines[0]) < 500, lines[0][:600]
    assert "Traceback" not in cap.err
    return lines[0]


def _run_copy(data_dir, tmp_path, name: str):
    run = tmp_path / name
    shutil.copytree(data_dir / name, run)
    return run, json.loads((run / "run.json").read_text())


def _failing(capsys, argv: list[str], run, want_rc: int = 2) -> str:
    """``main(argv)`` fails with one line and leaves every file of ``run`` as it was."""
    before = tree_digest(run)
    line = _one_line_error(capsys, main(argv), want_rc)
    assert tree_digest(run) == before
    return line


# --------------------------------------------------------------------------- run.json as a whole

WHOLE = {
    "null": (b"null", "run.json holds null, expected an object"),
    "list": (b"[1, 2]", "run.json holds a list, expected an object"),
    "number": (b"42", "run.json holds an integer, expected an object"),
    "string": (b'"run"', "run.json holds a string, expected an object"),
    "empty": (b"", "run.json is empty"),
    "blank": (b"  \n", "run.json is empty"),
    "binary": (b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "run.json is not text (binary data)"),
    "truncated": (b'{"tool": "inductor-probe", "schema": 1, "graphs": [', "run.json is not JSON ("),
    "deep": (b"[" * 100_000 + b"]" * 100_000, "run.json"),
}


@pytest.mark.parametrize("case", WHOLE, ids=list(WHOLE))
@pytest.mark.parametrize("command", ["report", "kernels"])
def test_a_damaged_run_json_is_one_line(data_dir, tmp_path, capsys, case, command):
    run, _ = _run_copy(data_dir, tmp_path, "h100_reduction")
    text, says = WHOLE[case]
    (run / "run.json").write_bytes(text)
    line = _failing(capsys, [command, "--run", str(run)], run)
    assert line.startswith("inductor-probe: error: corrupt run: ")
    assert says in line and str(run / "run.json") in line and "re-run `inductor-probe breakdown`" in line


# --------------------------------------------------------------------------- hand edits, by key


def _set(path: str, value):
    """An edit of the manifest dict: set the value at a dotted path (list indices as numbers)."""

    def edit(m):
        *parents, last = [int(k) if k.isdigit() else k for k in path.split(".")]
        node = m
        for k in parents:
            node = node[k]
        node[last] = value

    return edit


def _drop(path: str):
    def edit(m):
        *parents, last = [int(k) if k.isdigit() else k for k in path.split(".")]
        node = m
        for k in parents:
            node = node[k]
        del node[last]

    return edit


ROW = "graphs.0.breakdown.kernels.0"
EDITS = {
    # the manifest's own fields, typed by their annotations
    "graphs a string": (_set("graphs", "g0_forward"), '"graphs" is a string, expected a list'),
    "graphs of numbers": (_set("graphs", [1, 2]), '"graphs[0]" is an integer, expected an object'),
    "a graph null": (_set("graphs.1", None), '"graphs[1]" is null, expected an object'),
    "error a string": (_set("error", "oops"), '"error" is a string, expected an object'),
    "error message a number": (_set("error", {"message": 3}), '"error.message" is an integer'),
    "status a number": (_set("status", 3), "\"status\" is an integer, expected one of 'running', "),
    "status an unknown word": (_set("status", "done"), "\"status\" is a string, expected one of 'running', "),
    "schema true": (_set("schema", True), '"schema" is a boolean, expected an integer'),
    "step a string": (_set("step", "x"), '"step" is a string, expected an object'),
    "step a list": (_set("step", [1]), '"step" is a list, expected an object'),
    "environment null": (_set("environment", None), '"environment" is null, expected an object'),
    "cache null": (_set("cache", None), '"cache" is null, expected an object'),
    "counters a list": (_set("cache.counters", [1]), '"cache.counters" is a list, expected an object'),
    "model path a number": (_set("model.path", 7), '"model.path" is an integer, expected a string'),
    "trace a number": (_set("graphs.0.trace", 3), '"graphs[0].trace" is an integer'),
    "wall a string": (_set("graphs.0.profile", {"wall_ms_per_call": "x"}), "wall_ms_per_call"),
    "peak bandwidth a string": (_set("environment.device.peak_mem_gbps", "x"), "peak_mem_gbps"),
    # generated kernels' records
    "kernel info a string": (_set("graphs.0.kernels.0", "x"), '"graphs[0].kernels[0]" is a string'),
    "kernel info unknown key": (_set("graphs.0.kernels.0.colour", 1), "does not know: 'colour'"),
    "kernel info no name": (_drop("graphs.0.kernels.0.name"), '"graphs[0].kernels[0]" has no "name"'),
    "source nodes a string": (_set("graphs.0.kernels.0.source_nodes", "a, b"), "source_nodes"),
    # a graph's tables
    "breakdown a string": (_set("graphs.0.breakdown", "x"), '"graphs[0].breakdown" is a string'),
    "breakdown empty": (_set("graphs.0.breakdown", {}), '"graphs[0].breakdown" has no "kernels"'),
    "kernel rows a string": (_set("graphs.0.breakdown.kernels", "ab"), 'kernels" is a string'),
    "kernel rows null": (_set("graphs.0.breakdown.kernels", None), 'kernels" is null, expected a list'),
    "kernel row a string": (_set("graphs.0.breakdown.kernels", ["row"]), f'"{ROW.replace(".0", "[0]")}"'),
    "time_us a string": (_set(f"{ROW}.time_us", "fast"), 'time_us" is a string, expected a number'),
    "time_us NaN": (_set(f"{ROW}.time_us", math.nan), 'time_us" is nan, expected a finite number'),
    "time_us infinite": (_set(f"{ROW}.time_us", math.inf), "is inf, expected a finite number"),
    "launches NaN": (_set(f"{ROW}.launches", math.nan), 'launches" is nan'),
    "no time_us": (_drop(f"{ROW}.time_us"), 'has no "time_us"'),
    "no name": (_drop(f"{ROW}.name"), 'has no "name"'),
    "no category": (_drop(f"{ROW}.category"), 'has no "category"'),
    "name a number": (_set(f"{ROW}.name", 5), 'name" is an integer, expected a string'),
    "category row a string": (_set("graphs.0.breakdown.categories", ["x"]), 'categories[0]" is a string'),
    "category time a string": (_set("graphs.0.breakdown.categories.0.time_ms", "x"), 'time_ms" is a'),
    "kernel time null": (_set("graphs.0.breakdown.kernel_time_ms", None), 'kernel_time_ms" is null'),
    "calls a string": (_set("graphs.0.breakdown.calls", "x"), 'calls" is a string, expected an integer'),
}


@pytest.mark.parametrize("case", EDITS, ids=list(EDITS))
def test_a_hand_edited_run_json_is_one_line(data_dir, tmp_path, capsys, case):
    run, m = _run_copy(data_dir, tmp_path, "h100_transformer")
    edit, says = EDITS[case]
    m = copy.deepcopy(m)
    edit(m)
    (run / "run.json").write_text(json.dumps(m))
    for fmt in ("text", "json", "csv"):
        line = _failing(capsys, ["report", "--run", str(run), "--format", fmt], run)
        assert line.startswith("inductor-probe: error: corrupt run: "), line
        assert says in line and f"in {run / 'run.json'}; " in line, line
    assert "corrupt run: " in _failing(capsys, ["kernels", "--run", str(run)], run)


STEP_EDITS = {
    "step graphs of numbers": (_set("step.graphs", [1]), '"step.graphs[0]" is an integer, expected an'),
    "step graph without ms": (_drop("step.graphs.0.ms"), '"step.graphs[0]" has no "ms"'),
    "step wall a string": (_set("step.wall_ms", "x"), '"step.wall_ms" is a string, expected a number'),
    "step category without name": (_drop("step.categories.0.category"), 'has no "category"'),
    "outside op without op": (
        _drop("step.outside_ops.0.op"),
        '"step.where.outside_ops[0]" has no "op"',
    ),
    "outside null": (_set("step.outside_ms", None), '"step.outside_ms" is null, expected a number'),
}


@pytest.mark.parametrize("case", STEP_EDITS, ids=list(STEP_EDITS))
def test_a_hand_edited_step_view_is_one_line(data_dir, tmp_path, capsys, case):
    run, m = _run_copy(data_dir, tmp_path, "h100_step_reduce_overhead")
    edit, says = STEP_EDITS[case]
    edit(m)
    (run / "run.json").write_text(json.dumps(m))
    line = _failing(capsys, ["report", "--run", str(run)], run)
    assert line.startswith("inductor-probe: error: corrupt run: ") and says in line, line


def test_keys_the_tables_do_not_use_and_unknown_top_level_keys_still_render(data_dir, tmp_path, capsys):
    """Validation refuses what the renderers cannot show, not what a later version may add."""
    run, m = _run_copy(data_dir, tmp_path, "h100_transformer")
    m["added_later"] = {"x": 1}
    m["graphs"][0]["breakdown"]["kernels"][0]["added_later"] = "x"
    del m["graphs"][0]["breakdown"]["kernels"][0]["exec_us"]  # runs older than exec_us
    (run / "run.json").write_text(json.dumps(m))
    assert main(["report", "--run", str(run)]) == 0
    assert "g0_forward" in capsys.readouterr().out


# --------------------------------------------------------------------------- report --reanalyse


def _gz(text: bytes) -> bytes:
    return gzip.compress(text)


TRACE_DAMAGE = {
    "deleted": (lambda t: t.unlink(), "the trace traces/{name} is missing"),
    "a directory": (lambda t: (t.unlink(), t.mkdir()), "the trace traces/{name} is missing"),
    "truncated": (lambda t: t.write_bytes(t.read_bytes()[:200]), "cannot be used: it is truncated"),
    "not gzip": (lambda t: t.write_bytes(b"\x89\xff\xfe"), "cannot be used: it cannot be read"),
    "not JSON": (lambda t: t.write_bytes(_gz(b"hello")), "cannot be used: it is not JSON"),
    "not a trace": (lambda t: t.write_bytes(_gz(b"3")), "it holds no list of events"),
    "no steps": (lambda t: t.write_bytes(_gz(b'{"traceEvents": []}')), "ranges; was it written by"),
    "bad times": (
        lambda t: t.write_bytes(_gz(b'{"traceEvents": [{"ph": "X", "name": "k", "ts": "soon"}]}')),
        "complete event 0 ('k') has ts 'soon', dur 0: not a trace the profiler wrote",
    ),
}


@pytest.mark.parametrize("case", TRACE_DAMAGE, ids=list(TRACE_DAMAGE))
@pytest.mark.parametrize("name", ["h100_transformer", "h100_step_reduce_overhead"])
def test_reanalyse_with_a_damaged_trace_is_one_line_and_keeps_the_run(data_dir, tmp_path, capsys, name, case):
    run, _ = _run_copy(data_dir, tmp_path, name)
    trace = sorted((run / "traces").iterdir())[0]  # g0_backward.json.gz, or step.json.gz
    damage, says = TRACE_DAMAGE[case]
    damage(trace)
    line = _failing(capsys, ["report", "--run", str(run), "--reanalyse"], run)
    assert line.startswith("inductor-probe: error: corrupt run: the trace traces/"), line
    assert says.format(name=trace.name.removesuffix(".gz")) in line, line
    assert f"in {run}; nothing was changed" in line and "without --reanalyse" in line
    assert "re-running `inductor-probe breakdown`" in line
    # what the run recorded still renders
    assert main(["report", "--run", str(run)]) == 0
    assert "top 10 of" in capsys.readouterr().out


def test_reanalyse_with_a_compiled_module_missing_is_one_line(data_dir, tmp_path, capsys):
    run, m = _run_copy(data_dir, tmp_path, "h100_transformer")
    (run / m["graphs"][0]["module"]).unlink()
    line = _failing(capsys, ["report", "--run", str(run), "--reanalyse"], run)
    assert f"corrupt run: the compiled module {m['graphs'][0]['module']} is missing, in {run}" in line


def test_reanalyse_with_a_step_of_no_steps_is_one_line(data_dir, tmp_path, capsys):
    run, m = _run_copy(data_dir, tmp_path, "h100_step_reduce_overhead")
    m["step"]["steps"] = 0  # a run recorded before the step's sides
    (run / "run.json").write_text(json.dumps(m, indent=1))
    line = _failing(capsys, ["report", "--run", str(run), "--reanalyse"], run)
    assert '"step.profiled.steps" in run.json is 0' in line


def test_reanalyse_of_an_intact_run_still_works(data_dir, tmp_path, capsys):
    run, m = _run_copy(data_dir, tmp_path, "h100_transformer")
    assert main(["report", "--run", str(run), "--reanalyse"]) == 0
    assert "top 10 of" in capsys.readouterr().out
    after = json.loads((run / "run.json").read_text())
    assert [g["label"] for g in after["graphs"]] == [g["label"] for g in m["graphs"]]


# --------------------------------------------------------------------------- --top


@pytest.mark.parametrize("top, says", [("0", "not 0"), ("-1", "not -1"), ("2.5", "'2.5' is not an integer")])
@pytest.mark.parametrize("fmt", ["text", "json", "csv"])
def test_report_top_below_one_is_refused(data_dir, tmp_path, capsys, top, says, fmt):
    run, _ = _run_copy(data_dir, tmp_path, "h100_transformer")
    line = _failing(capsys, ["report", "--run", str(run), "--top", top, "--format", fmt], run)
    assert "argument --top:" in line and says in line and "report --help" in line


def test_report_top_one_shows_one_kernel(data_dir, capsys):
    assert main(["report", "--run", str(data_dir / "h100_transformer"), "--top", "1"]) == 0
    assert capsys.readouterr().out.count("top 1 of") == 2


def test_kernels_has_no_top(data_dir, tmp_path, capsys):
    """`kernels` lists every kernel (no --top): the option is refused as unknown, in one line."""
    run, _ = _run_copy(data_dir, tmp_path, "h100_transformer")
    line = _failing(capsys, ["kernels", "--run", str(run), "--top", "0"], run)
    assert "unrecognized arguments: --top 0" in line


# --------------------------------------------------------------------------- a CPU run's C++ kernels


def _as_cpu_run(m: dict) -> dict:
    """A recorded run as a CPU run would record it: the device, and a generated C++ kernel (inline in
    its compiled module, no kernel file) in the first graph's kernels and table."""
    m = copy.deepcopy(m)
    m["device_type"] = "cpu"
    m["environment"]["device"] = {"type": "cpu", "name": "x86_64", "peak_mem_gbps": None}
    for g in m["graphs"]:
        g["device_type"] = "cpu"
        g["breakdown"]["device_type"] = "cpu"
        g["breakdown"]["launch_gaps_ms"] = g["breakdown"]["base_gap_us"] = None
    g = m["graphs"][0]
    name = "cpp_fused_native_layer_norm_0"
    g["kernels"] = [{"name": name, "kind": "cpp", "source_nodes": ["layer_norm"], "aten_ops": []}]
    row = dict(g["breakdown"]["kernels"][0], name=name, category="reduction", gbps=None, pct_peak_bw=None)
    g["breakdown"]["kernels"][0] = row
    return m


def test_kernel_on_a_cpp_kernel_says_what_it_is(data_dir, tmp_path, capsys):
    run, m = _run_copy(data_dir, tmp_path, "h100_transformer")
    (run / "run.json").write_text(json.dumps(_as_cpu_run(m)))
    line = _failing(capsys, ["kernel", "cpp_fused_native_layer_norm", "--run", str(run)], run)
    assert "cpp_fused_native_layer_norm_0 is a generated C++ kernel of a CPU run" in line
    assert "library" not in line and f"`inductor-probe report --run {run}`" in line and "GPU" in line


def test_kernel_on_a_triton_kernel_whose_file_is_gone(data_dir, tmp_path, capsys):
    run, m = _run_copy(data_dir, tmp_path, "h100_reduction")
    name = m["graphs"][0]["kernels"][0]["name"]
    (run / "kernels" / f"{name}.py").unlink()
    line = _failing(capsys, ["kernel", name, "--run", str(run)], run)
    assert f"{name} is a generated Triton kernel but its file kernels/{name}.py is missing" in line


def test_kernels_list_of_a_cpu_run_does_not_offer_to_rerun(data_dir, tmp_path, capsys):
    run, m = _run_copy(data_dir, tmp_path, "h100_reduction")
    m = _as_cpu_run(m)
    m["graphs"][0]["kernels"] = [k for k in m["graphs"][0]["kernels"] if k["kind"] == "cpp"]
    m["graphs"][0]["breakdown"]["kernels"] = m["graphs"][0]["breakdown"]["kernels"][:1]
    (run / "run.json").write_text(json.dumps(m))
    assert main(["kernels", "--run", str(run)]) == 0
    out = capsys.readouterr().out
    assert "cpp_fused_native_layer_norm_0" in out and "re-runs only the Triton kernels of a GPU run" in out


@pytest.mark.slow
def test_kernel_on_a_real_cpu_runs_cpp_kernel(cpu_runs, tmp_path, capsys):
    run = tmp_path / "run"
    shutil.copytree(cpu_runs[0][0], run)
    name = next(k["name"] for g in cpu_runs[0][1]["graphs"] for k in g["kernels"] if k["kind"] == "cpp")
    line = _failing(capsys, ["kernel", name, "--run", str(run)], run)
    assert f"{name} is a generated C++ kernel of a CPU run" in line and "library" not in line
