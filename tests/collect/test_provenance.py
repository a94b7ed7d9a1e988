"""Kernel -> user's source lines, on artifacts recorded from real compiles (tests/data/provenance/README.md):
a forward + backward model with a helper function and a graph break (CPU, torch 2.13 and 2.11, cache miss
and hit) and the transformer example (H100, torch 2.11, Triton kernels)."""

from __future__ import annotations

import gzip
import importlib.util
import json
import re
from pathlib import Path

import pytest

from inductor_probe.collect.provenance import (
    KERNEL_STACK_TRACES_ARTIFACT,
    PROVENANCE_ENV,
    debug_handles,
    extern_source_lines,
    is_kernel_stack_traces_record,
    is_user_file,
    kernel_source_lines,
    module_for_artifact,
    parse_stack_trace,
    reanchor,
    user_frames,
)

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data" / "provenance"
MODEL = "tests/data/provenance/model.py"
EXAMPLE = "examples/transformer_block.py"
RECORDED = {  # folder -> the model file its stack traces point at
    "cpu_torch2.13/miss": MODEL,
    "cpu_torch2.13/hit": MODEL,
    "cpu_torch2.11/hit": MODEL,
    "cuda_torch2.11_transformer_block/hit": EXAMPLE,
}
_KERNEL_DEF = re.compile(r"^(\w+) = async_compile\.(?:triton|cpp_pybinding|cpp)\(", re.M)


def read_module(path: Path) -> str:
    gz = path.with_name(path.name + ".gz")
    return gzip.decompress(gz.read_bytes()).decode() if gz.exists() else path.read_text()


def modules(folder: str) -> dict[str, tuple[str, str | None]]:
    """AOT id -> (kernel stack traces payload, module code), from a recorded folder."""
    d = DATA / folder
    meta = json.loads((d / "meta.json").read_text())
    out: dict[str, tuple[str, str | None]] = {}
    for rec in meta["records"]:
        if rec["record"] == "inductor_output_code":
            stem = rec["file"][: -len(".py")]
            payload = d / f"{stem}.kernel_stack_traces.json"
            aot = stem.split("_", 1)[1]
            out[aot] = (payload.read_text() if payload.exists() else None, read_module(d / rec["file"]))
    return out


def defined_kernels(code: str) -> list[str]:
    return _KERNEL_DEF.findall(code)


def source_lines(rel: str) -> list[str]:
    return (REPO / rel).read_text().splitlines()


def line_of(rel: str, text: str) -> int:
    (n,) = [i for i, s in enumerate(source_lines(rel), 1) if s.strip() == text]
    return n


def lines_of(frames) -> list[int]:
    return [f["line"] for f in frames]


@pytest.mark.parametrize("folder", sorted(RECORDED))
def test_every_kernel_points_at_lines_of_the_model_file(folder):
    rel = RECORDED[folder]
    src = source_lines(rel)
    for aot, (payload, code) in modules(folder).items():
        lines = kernel_source_lines(payload, code)
        assert lines is not None, aot
        assert list(lines) == defined_kernels(code), aot  # every generated kernel, in call order
        for kernel, frames in lines.items():
            assert frames, (aot, kernel)
            for f in frames:
                assert f["file"].replace("\\", "/").endswith("/" + rel), (kernel, f)
                assert f["code"] == src[f["line"] - 1].strip(), (kernel, f)  # the line as it is in the file
            assert len({(f["file"], f["line"]) for f in frames}) == len(frames)  # deduplicated


@pytest.mark.parametrize("folder", ["cpu_torch2.13/miss", "cpu_torch2.13/hit", "cpu_torch2.11/hit"])
def test_forward_and_backward_kernels_name_the_lines_that_made_them(folder):
    ln, fc, gate_call = (
        line_of(MODEL, s) for s in ("h = self.ln(x)", "h = self.fc(h).relu()", "h = gate(h)")
    )
    gate_body = line_of(MODEL, "return torch.sigmoid(h) * h")
    tanh, softmax = line_of(MODEL, "h = torch.tanh(h) + 1"), line_of(MODEL, "return torch.softmax(h, -1)")
    mods = {aot: kernel_source_lines(*m) for aot, m in modules(folder).items()}

    def by_part(aot: str, part: str) -> list[dict]:
        (frames,) = [v for k, v in mods[aot].items() if part in k]
        return frames

    fwd_ln = by_part("0_forward", "native_layer_norm")
    assert lines_of(fwd_ln) == [ln] and fwd_ln[0]["function"] == "forward"
    gate = by_part("0_forward", "mul_relu_sigmoid")
    # the most specific frame (inside the helper) first, its caller in forward later
    assert gate[0]["line"] == gate_body and gate[0]["function"] == "gate"
    assert set(lines_of(gate)) == {gate_body, fc, gate_call}
    assert lines_of(gate).index(gate_body) < lines_of(gate).index(gate_call)
    # after the graph break: Dynamo's resume function is named after the user's function
    resumed = by_part("1_forward", "softmax")
    assert set(lines_of(resumed)) == {tanh, softmax}
    assert {f["function"] for f in resumed} == {"forward"}
    # backward kernels point at the forward lines whose ops they differentiate
    assert lines_of(by_part("0_backward", "native_layer_norm_backward")) == [ln]
    assert set(lines_of(by_part("0_backward", "sigmoid_backward"))) == {gate_body, fc, gate_call}
    assert set(lines_of(by_part("1_backward", "softmax_backward"))) == {tanh, softmax}
    calls = extern_source_lines(*modules(folder)["0_backward"])
    assert [(name, lines_of(frames)) for name, frames in calls] == [("extern_kernels.mm", [fc])] * 2


def test_a_cache_hit_gives_what_the_compile_gave():
    miss, hit = modules("cpu_torch2.13/miss"), modules("cpu_torch2.13/hit")
    assert sorted(miss) == sorted(hit) == ["0_backward", "0_forward", "1_backward", "1_forward"]
    for aot in miss:
        assert hit[aot] == miss[aot], aot  # same module, same payload
        assert kernel_source_lines(*hit[aot]) == kernel_source_lines(*miss[aot])


def test_stale_entries_of_another_graph_are_left_out():
    """A backward compiled lazily logs the kernels of backward graphs compiled before it too."""
    payload, code = modules("cpu_torch2.13/miss")["0_backward"]
    stale = [k for k in json.loads(payload) if k not in {key for _, key in debug_handles(code)}]
    assert stale == ["cpp_fused__softmax_backward_data_tanh_tanh_backward_0:1"]
    assert list(kernel_source_lines(payload, code)) == defined_kernels(code)


def test_transformer_example_on_the_h100():
    ln1, attn, mlp, softmax = (
        line_of(EXAMPLE, s)
        for s in (
            "y = self.ln1(x)",
            "x = x + self.attn(y, y, y, need_weights=False)[0]",
            "x = x + self.mlp(self.ln2(x))",
            "return torch.softmax(x, dim=-1)",
        )
    )
    mods = modules("cuda_torch2.11_transformer_block/hit")
    fwd = kernel_source_lines(*mods["0_forward"])
    bwd = kernel_source_lines(*mods["0_backward"])
    assert all(k.startswith("triton_") for k in [*fwd, *bwd])
    assert lines_of(fwd["triton_poi_fused_gelu_view_7"]) == [mlp]
    assert lines_of(fwd["triton_per_fused_clone_native_layer_norm_transpose_0"])[0] == ln1
    assert lines_of(bwd["triton_per_fused__softmax_backward_data_0"]) == [softmax]
    # one kernel called at four places: the lines of all its calls, once each
    reused = "triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10"
    assert sum(name == reused for name, _ in debug_handles(mods["0_backward"][1])) == 4
    assert sorted(lines_of(bwd[reused])) == sorted([ln1, attn, mlp])
    calls = dict(extern_source_lines(*mods["0_forward"]))
    assert lines_of(calls["torch.ops.aten._scaled_dot_product_efficient_attention.default"]) == [attn]


@pytest.mark.parametrize(
    ("with_provenance", "without"),
    [
        ("cpu_torch2.13/miss", "cpu_torch2.13/level0"),
        ("cpu_torch2.11/hit", "cpu_torch2.11/level0"),
        ("cuda_torch2.11_transformer_block/hit", "cuda_torch2.11_transformer_block/level0"),
    ],
)
def test_provenance_adds_comments_only(with_provenance, without):
    """Same kernels, same names, same kernel file hashes: only the handle comments are new."""
    on, off = modules(with_provenance), modules(without)
    assert sorted(on) == sorted(off)
    cache_dir = re.compile(r"(# kernel path: ).*/(\w\w/\w+\.py)$")
    for aot, (payload, code) in on.items():
        plain = off[aot][1]
        assert defined_kernels(code) == defined_kernels(plain), aot
        kept = [cache_dir.sub(r"\1\2", s) for s in code.splitlines() if "[Provenance debug handles]" not in s]
        assert kept == [cache_dir.sub(r"\1\2", s) for s in plain.splitlines()], aot
        assert debug_handles(plain) == [] and kernel_source_lines(payload, plain) is None


# --------------------------------------------------------------------------- the parts, on small strings

TRACE_311 = """  File "/home/u/proj/model.py", line 20, in forward
    h = gate(h)
        ^^^^^^^
  File "/home/u/proj/model.py", line 8, in gate
    return torch.sigmoid(h) * h
           ~~~~~~~~~~~~~~~~~^~~
Gradient addition node due to multiple use of tensor around:"""
TRACE_TORCH = """  File "/home/u/proj/model.py", line 19, in forward
    h = self.fc(h).relu()
  File "/venv/lib/python3.12/site-packages/torch/nn/modules/linear.py", line 134, in forward
    return F.linear(input, self.weight, self.bias)
"""


def test_parse_stack_trace_reads_frames_outermost_first():
    assert parse_stack_trace(TRACE_311) == [
        {"file": "/home/u/proj/model.py", "line": 20, "code": "h = gate(h)", "function": "forward"},
        {
            "file": "/home/u/proj/model.py",
            "line": 8,
            "code": "return torch.sigmoid(h) * h",
            "function": "gate",
        },
    ]
    # Python 3.13 shows every line of a multi-line expression: the frame's own line is the first
    multi = '  File "m.py", line 5, in torch_dynamo_resume_in_forward_at_3\n    y = f(\n        x,\n    )\n'
    assert parse_stack_trace(multi) == [{"file": "m.py", "line": 5, "code": "y = f(", "function": "forward"}]
    assert parse_stack_trace('  File "<string>", line 1, in <module>\n') == [
        {"file": "<string>", "line": 1, "code": "", "function": "<module>"}
    ]
    assert parse_stack_trace("") == []


def test_user_frames_drop_torch_and_put_the_innermost_first():
    frames = user_frames([TRACE_TORCH, TRACE_311, TRACE_TORCH])
    assert [(f["line"], f["function"]) for f in frames] == [(19, "forward"), (8, "gate"), (20, "forward")]
    src_build = TRACE_TORCH.replace("/venv/lib/python3.12/site-packages/torch", "/src/pytorch/torch")
    assert len(user_frames([src_build])) == 2
    assert len(user_frames([src_build], exclude_dirs=["/src/pytorch/torch/"])) == 1


def test_is_user_file():
    assert is_user_file("/home/u/proj/model.py")
    assert is_user_file("/venv/lib/python3.12/site-packages/transformers/models/gpt2/modeling_gpt2.py")
    assert not is_user_file("/venv/lib/python3.12/site-packages/torch/nn/functional.py")
    assert not is_user_file(r"C:\py\Lib\site-packages\torch\nn\functional.py")
    assert not is_user_file("<eval_with_key>.3")
    assert not is_user_file("/opt/torch/x.py", exclude_dirs=["/opt/torch"])
    assert is_user_file("/opt/torchvision_models/x.py", exclude_dirs=["/opt/torch"])


def test_nothing_to_read_is_none_not_an_empty_result():
    payload, code = modules("cpu_torch2.13/miss")["0_forward"]
    assert kernel_source_lines(None, code) is None
    assert kernel_source_lines("null", code) is None
    assert kernel_source_lines("not json", code) is None
    assert kernel_source_lines(payload, "def call(args):\n    pass\n") is None
    assert extern_source_lines(None, code) is None
    assert kernel_source_lines(json.loads(payload), code) == kernel_source_lines(payload, code)
    # a kernel the payload does not cover is left out; one without a user frame maps to []
    (name, key), *_ = debug_handles(code)
    only_torch = '  File "/venv/lib/python3.12/site-packages/torch/nn/functional.py", line 9, in relu\n'
    assert kernel_source_lines({key: [only_torch]}, code) == {name: []}


def test_the_record_and_the_variable_are_torchs():
    assert is_kernel_stack_traces_record(
        {"artifact": {"name": KERNEL_STACK_TRACES_ARTIFACT, "encoding": "json"}}
    )
    assert not is_kernel_stack_traces_record(
        {"artifact": {"name": "inductor_provenance_tracking_node_mappings"}}
    )
    assert not is_kernel_stack_traces_record({"inductor_output_code": {"filename": "x.py"}})
    assert not is_kernel_stack_traces_record(None)
    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.submodule_search_locations:
        pytest.skip("torch is not installed")
    torch_dir = Path(next(iter(spec.submodule_search_locations)))
    config = (torch_dir / "_inductor" / "config.py").read_text()
    (name,) = PROVENANCE_ENV
    assert f'"{name}"' in config and "provenance_tracking_level" in config
    for f in ("compile_fx.py", "codecache.py"):
        assert KERNEL_STACK_TRACES_ARTIFACT in (torch_dir / "_inductor" / f).read_text(), f


def test_the_artifact_goes_to_the_latest_module_of_its_compile():
    from inductor_probe.collect.doors import ModuleRecord

    mods = [ModuleRecord("a.py", 0, 0), ModuleRecord("b.py", 1, 0)]
    assert module_for_artifact(mods, {"frame_id": 1, "frame_compile_id": 0}).file_path == "b.py"
    mods.append(ModuleRecord("c.py", 1, 0))  # its lazy backward
    assert module_for_artifact(mods, {"frame_id": 1, "frame_compile_id": 0}).file_path == "c.py"
    assert module_for_artifact(mods, {"frame_id": 0, "frame_compile_id": 0}).file_path == "a.py"
    assert module_for_artifact(mods, {}).file_path == "c.py"
    assert module_for_artifact([], {"frame_id": 0}) is None


def test_reanchor_moves_a_frame_to_where_its_code_is_now(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("# added\n# added\nx = 1\ny = f(x)\nz = 2\ny = f(x)\n")
    moved = {"file": str(src), "line": 2, "code": "y = f(x)", "function": "forward"}  # was line 2: now 4 or 6
    right = {"file": str(src), "line": 5, "code": "z = 2", "function": "forward"}
    gone = {"file": str(src), "line": 1, "code": "w = 3", "function": "forward"}
    missing = {"file": str(tmp_path / "gone.py"), "line": 9, "code": "q = 1", "function": "f"}
    assert reanchor([[moved, right], [gone, missing]]) == 1
    assert moved["line"] == 4 and right["line"] == 5  # the nearest line that holds it; a right one stays
    assert gone["line"] == 1 and missing["line"] == 9  # code nowhere, file gone: as recorded


def test_a_cache_hit_after_lines_were_added_names_the_lines_as_they_are_now(tmp_path):
    """A compile served by the FX graph cache carries the stack traces of the compile that filled it: after
    three comment lines were added above the model, its kernels named the old lines (found this session)."""
    from inductor_probe.cli import main

    body = (REPO / "tests" / "conftest.py").read_text().split('TINY_MODEL = """', 1)[1].split('"""', 1)[0]
    model = tmp_path / "tiny.py"
    runs, texts = [], []
    for i, head in enumerate(("", "# one\n# two\n# three\n")):
        model.write_text(head + body)
        texts.append(model.read_text().splitlines())
        out = tmp_path / f"r{i}"
        argv = ["breakdown", str(model), "--device", "cpu", "--steps", "0", "--calls", "2", "-q"]
        assert main([*argv, "--out", str(out), "--cache-dir", str(tmp_path / "c"), "--format", "json"]) == 0
        runs.append(json.loads((out / "run.json").read_text()))
    assert runs[1]["cache"]["counters"].get("inductor.fxgraph_cache_hit")  # the second compile: the cache
    for m, lines in zip(runs, texts, strict=True):
        frames = [f for g in m["graphs"] for k in g["kernels"] for f in k.get("source_lines") or ()]
        assert frames, "no source lines"
        for f in frames:
            assert lines[f["line"] - 1].strip() == f["code"].strip(), f
