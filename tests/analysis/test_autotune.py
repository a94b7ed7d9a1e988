"""Which of max-autotune's choices each template kernel ran (issue 41, item 1): the autotuner's timings as
Inductor's feedback saver hands them over (``_compat/autotune_choices``), filed with the kernel's call site
and read back (``collect/provenance.autotune_sites``), the choice a kernel is read from its source
(``run/artifacts.which_ran``), the step's rows (``analysis/autotune``) and their text; and a real CPU
max-autotune run whose cache path holds a space (freezing, which the CPU template needs, bypasses the FX graph
cache: that the provenance entries come back from the cache the module map's CPU test shows)."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from inductor_probe._compat import autotune_choices
from inductor_probe.analysis import autotune
from inductor_probe.collect import provenance
from inductor_probe.render import autotune as render
from inductor_probe.run.artifacts import CompiledModule, KernelInfo
from inductor_probe.run.autotune import Autotuned


class ExternKernelCaller:  # named as Inductor's: the saver tells library calls by their class
    def __init__(self, name):
        self.name = name


class TritonTemplateCaller:
    def __init__(self, name, description):
        self.name, self.description = name, description


CFG = "ACC_TYPE='tl.float32', ALLOW_TF32=False, BLOCK_K=32, BLOCK_M={m}, BLOCK_N=64, GROUP_M=8, "
CFG += "num_stages=3, num_warps=4"
SOURCE = """
@triton_heuristics.template(
    num_stages=3,
    num_warps=4,
    triton_meta={'signature': {}},
)
@triton.jit
def triton_tem_fused_mm_0(arg_A, arg_B, out_ptr0):
    ACC_TYPE : tl.constexpr = tl.float32
    ALLOW_TF32 : tl.constexpr = False
    BLOCK_M : tl.constexpr = 128
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 32
"""


def _decision():
    a, b = (
        TritonTemplateCaller("triton_mm_1", CFG.format(m=64)),
        TritonTemplateCaller("triton_mm_2", CFG.format(m=128)),
    )
    lib = ExternKernelCaller("mm")
    timings = {lib: 0.020, a: 0.010, b: 0.012, TritonTemplateCaller("bad", "x"): float("inf")}
    return autotune_choices.decision("mm", timings, [lib, a, b, None])


def test_the_saver_keeps_the_choices_fastest_first_in_us_the_failed_left_out_and_the_best_library_kept():
    d = _decision()
    assert d["op"] == "mm" and d["n"] == 4
    assert [(c["kind"], c["us"]) for c in d["choices"]] == [
        ("triton", 10.0),
        ("triton", 12.0),
        ("library", 20.0),
    ]
    many = {TritonTemplateCaller(f"t{i}", CFG.format(m=i)): 0.001 * i for i in range(1, 30)}
    many[ExternKernelCaller("mm")] = 1.0
    kept = autotune_choices.decision("mm", many, list(many))["choices"]
    assert len(kept) == autotune_choices.KEEP + 1 and kept[-1]["kind"] == "library"


def test_a_template_is_the_choice_whose_config_its_source_holds_not_the_fastest():
    tuned = Autotuned.from_dict(_decision())
    k = KernelInfo(name="triton_tem_fused_mm_0", kind="triton", heuristic="template", source=SOURCE)
    ran = k.with_autotune(tuned).autotune
    assert ran.ran == 1 and "BLOCK_M=128" in ran.chosen().what  # the second fastest: its BLOCK_M is 128
    assert k.with_autotune(None).autotune is None
    lib = KernelInfo(name="extern_kernels.mm", kind="extern").with_autotune(tuned).autotune
    assert lib.chosen().kind == "library" and lib.chosen().what == "mm"
    # a source that says nothing of its config: the fastest of its kind
    bare = KernelInfo(name="cpp_fused_0", kind="cpp", source="void kernel() {}").with_autotune(tuned)
    assert bare.autotune.ran == 0


def test_the_decisions_are_read_from_the_sites_of_the_modules_handles():
    code = (
        "    # [Provenance debug handles] triton_tem_fused_mm_0:1\n"
        "    # [Provenance debug handles] extern_kernels.mm:2\n"
        "    # [Provenance debug handles] triton_tem_fused_mm_0:3\n"
        "    # [Provenance debug handles] extern_kernels.mm:4\n"
    )
    mark = autotune_choices.MARK + json.dumps(_decision())
    payload = {
        "triton_tem_fused_mm_0:1": ["trace", mark],
        "extern_kernels.mm:4": [mark],
        "extern_kernels.mm:2": [],
    }
    found = provenance.autotune_sites(payload, code)
    assert [(n, c) for n, c, _ in found] == [("triton_tem_fused_mm_0", None), ("extern_kernels.mm", 1)]
    assert found[0][2]["choices"][0]["us"] == 10.0
    assert provenance.autotune_sites({"x:1": ["y"]}, code) == []


def _run_rows():
    tuned = Autotuned.from_dict(_decision())
    tem = KernelInfo(name="triton_tem_fused_mm_0", kind="triton", source=SOURCE).with_autotune(tuned)
    lib = KernelInfo(name="extern_kernels.mm", kind="extern").with_autotune(tuned)
    module = CompiledModule(
        path="m.py", aot_id=None, graph_id=0, graph_kind="forward", kernels=(tem,), extern_calls=(lib,)
    )
    rows = pd.DataFrame(
        [
            {"name": "triton_tem_fused_mm_0", "dur_us": 30.0, "graph": "k0"},
            {"name": "triton_tem_fused_mm_0", "dur_us": 20.0, "graph": "k0"},
            {"name": "sm90_gemm", "dur_us": 5.0, "graph": "k0"},
            {"name": "triton_tem_fused_mm_0", "dur_us": 99.0, "graph": None},
        ]
    )
    return autotune.autotune_rows(rows, {"k0": module}, {"k0": "g0_forward"}, steps=2)


def test_the_steps_rows_put_each_autotuned_kernel_beside_the_best_of_the_other_kind_and_its_step_time():
    tem, lib = _run_rows()
    assert (tem.graph, tem.kernel, tem.choices, tem.rank, tem.ran_us) == (
        "g0_forward",
        "triton_tem_fused_mm_0",
        4,
        2,
        12.0,
    )
    assert (tem.other, tem.other_us) == ("mm", 20.0)  # the best library call beside a template
    assert tem.step_us == 25.0 and tem.calls == 1.0  # its own rows inside the graph, per call and per step
    assert (lib.ran, lib.rank, lib.other_us, lib.step_us) == ("mm", 3, 10.0, None)
    assert autotune.autotune_rows(pd.DataFrame(columns=["name", "dur_us", "graph"]), {}, {}, 2) is None


def test_the_text_says_the_config_short_and_where_the_step_did_not_bear_the_autotuner_out():
    tem, _ = _run_rows()
    assert render.short(tem.ran) == "128x64x32 w4 s3"
    assert render.short("mm") == "mm" and render.short(None) == "-"
    said = render.notes([tem])
    assert any("2.1x the 12.0 µs" in s for s in said)  # 25 µs in the step against 12 at autotune
    assert any("choice 2 of the timed ones ran" in s for s in said)


MODEL = """
import torch
import torch.nn as nn

torch._inductor.config.freezing = True  # the CPU GEMM template packs the weights


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(64, 64)
        self.b = nn.Linear(64, 32)

    def forward(self, x):
        return self.b(torch.relu(self.a(x)))


def get_model():
    torch.manual_seed(0)
    return M()


def get_inputs(device="cpu"):
    return (torch.randn(8, 64, device=device),)
"""


@pytest.fixture(scope="module")
def autotuned_run(tmp_path_factory):
    """`breakdown --mode max-autotune` on CPU of two small Linears (the CPU GEMM template beats MKL there by
    about 4x), its cache in a folder whose name holds a space (Inductor's C++ builder splits at spaces)."""
    from inductor_probe.cli import main

    root = tmp_path_factory.mktemp("autotune")
    model = root / "two_linears.py"
    model.write_text(MODEL)
    cache = root / "a cache"
    out = root / "run 1"
    argv = ["breakdown", str(model), "--out", str(out), "--cache-dir", str(cache), "--mode", "max-autotune"]
    argv += "--device cpu --calls 3 --steps 3 -q --format json".split()
    assert main(argv) == 0
    return out


def test_a_real_cpu_max_autotune_run_says_which_choice_each_template_ran(autotuned_run):
    m = json.loads((autotuned_run / "run.json").read_text())
    rows = m["step"]["where"]["autotune"]
    assert [r["kernel"] for r in rows] == ["cpp_fused_addmm_relu_0", "cpp_fused_addmm_relu_1"]
    for r in rows:
        assert r["op"] == "packed_linear" and r["choices"] == 2 and r["rank"] == 1
        assert r["ran"].startswith("cpp_") and r["other"] == "_mkl_linear"
        assert 0 < r["ran_us"] < r["other_us"]
    from inductor_probe.cli import main

    page = autotuned_run / "page.html"
    assert main(["report", "--run", str(autotuned_run), "--html", str(page)]) == 0
    html = page.read_text()
    assert '"id":"autotune"' in html and "cpp_fused_addmm_relu_1" in html


def test_a_decision_is_found_by_its_graph_and_buffers_and_never_keeps_the_graph_alive():
    import gc
    import weakref

    from torch._inductor.virtualized import V

    class Graph:  # what the saver reads of Inductor's GraphLowering
        current_node = None

    class Buf:
        def __init__(self, name):
            self.name = name

        def get_name(self):
            return self.name

    class Template:  # a template's IR node at its call site: its inputs
        def __init__(self, inputs):
            self.inputs, self.origins = inputs, ()

    class Site:
        def __init__(self, node):
            self.node = node

    g = Graph()
    lib = ExternKernelCaller("mm")
    with V.set_graph_handler(g):
        autotune_choices._saver({lib: 0.02}, "mm", [Buf("arg0"), Buf("arg1")], [lib])
        found = autotune_choices.site_entry([Site(Template([Buf("arg0"), Buf("arg1")]))], False)
        other = autotune_choices.site_entry([Site(Template([Buf("arg0"), Buf("buf9")]))], False)
    assert (
        found.startswith(autotune_choices.MARK)
        and json.loads(found[len(autotune_choices.MARK) :])["op"] == "mm"
    )
    assert other is None
    ref = weakref.ref(g)
    del g
    gc.collect()
    assert ref() is None  # the saver holds the graph weakly: a compiled graph's lowering is let go
