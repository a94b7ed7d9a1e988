"""``analysis/module_map``: the compiled kernels' time per nn.Module path (issue 42, item 1): a real CPU run
(its call sites' module stacks recorded at compile, and again from the cache), and hand-made rows whose owners
are known: a kernel Inductor reuses, a fused kernel across modules, library calls told apart by their sizes or
by the CUDA-graph replay's pairing."""

from __future__ import annotations

import pandas as pd
import pytest

from inductor_probe._compat import module_stacks
from inductor_probe.analysis import module_map
from inductor_probe.collect import provenance
from inductor_probe.run.artifacts import CompiledModule, KernelInfo, sites_of
from inductor_probe.run.module_calls import Launch, Operand


def _site(*stacks):
    return [[[[p, t] for p, t in stack], b] for stack, b in stacks]


A = (("blocks.0", "Block"), ("blocks.0.attn", "Attention"))
M = (("blocks.0", "Block"), ("blocks.0.mlp", "MLP"))
B1 = (("blocks.1", "Block"), ("blocks.1.attn", "Attention"))


def _module(kernels=(), externs=(), launches=(), kind="forward"):
    return CompiledModule(
        path="m.py",
        aot_id=None,
        graph_id=0,
        graph_kind=kind,
        kernels=tuple(kernels),
        extern_calls=tuple(externs),
        launches=tuple(launches),
    )


def _rows(*rows):
    cols = ["name", "ts_us", "dur_us", "graph", "op", "op_args", "activity"]
    full = [dict(zip(cols, [*r, *([None] * (len(cols) - len(r)))], strict=True)) for r in rows]
    for r in full:
        r["activity"] = r["activity"] or "kernel"
    return pd.DataFrame(full, columns=cols)


def _by_path(view):
    return {r.path: r for r in view.rows}


def test_a_reused_kernel_goes_to_the_call_site_that_launched_it_in_the_modules_order():
    k = KernelInfo(name="triton_k", kind="triton", module_sites=sites_of([_site((A, 1)), _site((B1, 1))]))
    rows = _rows(*[("triton_k", t, d, "g") for t, d in enumerate([1.0, 9.0, 1.0, 9.0])])
    v = module_map.module_view(rows, {"g": _module([k])}, {"g": "g0"}, steps=2)
    paths = _by_path(v)
    assert paths["blocks.0.attn"].forward_ms == pytest.approx(1e-3)  # launches 0 and 2: 1 µs a step
    assert paths["blocks.1.attn"].forward_ms == pytest.approx(9e-3)
    assert v.mapped_pct == pytest.approx(100.0)
    assert {t.type: t.count for t in v.types} == {"Block": 2, "Attention": 2}


def test_a_fused_kernel_is_shared_by_the_bytes_its_nodes_write_and_a_backward_graph_counts_backward():
    k = KernelInfo(name="triton_f", kind="triton", module_sites=sites_of([_site((A, 3), (M, 1))]))
    v = module_map.module_view(_rows(("triton_f", 0, 8.0, "g")), {"g": _module([k], kind="backward")}, {}, 1)
    paths = _by_path(v)
    assert paths["blocks.0.attn"].backward_ms == pytest.approx(6e-3)
    assert paths["blocks.0.mlp"].backward_ms == pytest.approx(2e-3)
    assert paths["blocks.0"].backward_ms == pytest.approx(8e-3)  # a parent holds what is under it
    assert paths["blocks.0"].forward_ms == 0.0
    assert [r.path for r in v.rows] == [
        "blocks.0",
        "blocks.0.attn",
        "blocks.0.mlp",
    ]  # tree order, largest first


def _mm(a, b):
    return Launch(
        kind="extern",
        name="extern_kernels.mm",
        args=(Operand("x", True, a, "float32"), Operand("w", True, b, "float32")),
    )


def test_library_kernels_go_to_the_call_whose_sizes_their_op_recorded_else_by_flops():
    calls = [
        KernelInfo(name="extern_kernels.mm", kind="extern", module_sites=sites_of([_site((A, 1))])),
        KernelInfo(name="extern_kernels.mm", kind="extern", module_sites=sites_of([_site((M, 1))])),
    ]
    launches = [_mm((64, 32), (32, 32)), _mm((64, 32), (32, 96))]  # the second: 3x the FLOPs
    dims = lambda *d: {"Input Dims": [list(x) for x in d]}
    recorded = _rows(
        ("gemm_a", 0, 5.0, "g", "aten::mm", dims((64, 32), (32, 32), (64, 32))),  # out= recorded last
        ("gemm_b", 1, 5.0, "g", "aten::mm", dims((64, 32), (32, 96), (64, 96))),
    )
    v = module_map.module_view(recorded, {"g": _module(externs=calls, launches=launches)}, {}, 1)
    assert _by_path(v)["blocks.0.attn"].forward_ms == pytest.approx(5e-3)  # by sizes: 5 and 5
    assert _by_path(v)["blocks.0.mlp"].forward_ms == pytest.approx(5e-3)
    unrecorded = _rows(("gemm", 0, 8.0, "g", "aten::mm"))
    v = module_map.module_view(unrecorded, {"g": _module(externs=calls, launches=launches)}, {}, 1)
    assert _by_path(v)["blocks.0.attn"].forward_ms == pytest.approx(2e-3)  # by FLOPs: 1 to 3
    assert _by_path(v)["blocks.0.mlp"].forward_ms == pytest.approx(6e-3)
    replayed = _rows(("gemm", 0, 8.0, "g", "aten::mm")).assign(replay_call=[0])
    v = module_map.module_view(replayed, {"g": _module(externs=calls, launches=launches)}, {}, 1)
    assert _by_path(v)["blocks.0.attn"].forward_ms == pytest.approx(8e-3)  # the replay's pairing decides
    assert "blocks.0.mlp" not in _by_path(v)


def test_what_no_module_is_known_for_is_said_with_why():
    k = KernelInfo(name="triton_k", kind="triton", module_sites=sites_of([_site((A, 1))]))
    rows = _rows(("triton_k", 0, 6.0, "g"), ("Memset (Device)", 1, 2.0, "g", None, None, "memset"))
    rows = pd.concat([rows, _rows(("triton_x", 2, 2.0, "h"))], ignore_index=True)
    v = module_map.module_view(rows, {"g": _module([k])}, {"g": "g0_forward", "h": "g1"}, 1)
    assert v.mapped_pct == pytest.approx(60.0)
    assert {(u.graph, u.why) for u in v.unmapped} == {
        ("g0_forward", "a copy or memset"),
        ("g1", "its compiled module is not known"),
    }
    bare = module_map.module_view(rows, {"g": _module()}, {}, 1)  # nothing recorded: only why
    assert (
        bare is not None
        and not bare.rows
        and "--fresh-cache" in bare.note
        and bare.kernel_ms == pytest.approx(1e-2)
    )


def test_module_paths_read_as_the_model_names_them_and_a_sites_nodes_group_by_stack():
    assert module_stacks.module_path("L['self'].layers[0].attn") == "layers.0.attn"
    assert module_stacks.module_path("L['self']._modules['layers']._modules['0'].attn") == "layers.0.attn"
    assert module_stacks.module_path("L['self']") == ""

    class Node:
        def __init__(self, name, stack=None, fwd=None):
            self.name, self.meta = name, {}
            if stack:
                self.meta["nn_module_stack"] = stack
            if fwd:
                self.meta["fwd_nn_module_stack"] = fwd

    attn = {"a": ("L['self'].layers[0]", "Block"), "b": ("L['self'].layers[0].attn", "x.Attention")}
    nodes = [Node("add", attn), Node("add", attn), Node("mul", None, attn), Node("sum")]
    assert module_stacks.site_stacks(nodes) == [
        [[["layers.0", "Block"], ["layers.0.attn", "Attention"]], 0],
        [[], 0],
    ]


def test_a_summed_gradient_takes_the_module_of_the_nearest_node_it_reads_and_a_library_call_its_own_node():
    class Node:
        def __init__(self, name, meta, inputs=(), target=""):
            self.name, self.meta, self.all_input_nodes, self.target = name, meta, list(inputs), target
            self.users = {}
            for n in inputs:
                n.users[self] = None

    ln = {"a": ("L['self'].blocks[1]", "Block"), "b": ("L['self'].blocks[1].ln", "LayerNorm")}
    grad_ln = Node("ln_bwd", {"fwd_nn_module_stack": ln, "partitioner_tag": "is_backward"})
    tangent = Node("tangents_1", {})  # a placeholder: nothing known, nothing read
    summed = Node("add_9", {"partitioner_tag": "is_backward", "stack_trace": "Gradient addition node due to"})
    summed.all_input_nodes = [tangent, grad_ln]
    loss = Node("nll_bwd", {"fwd_nn_module_stack": None, "partitioner_tag": "is_backward"})  # the root's code
    made = Node("iota", {})  # a node Inductor made, of nothing read and no reader: the root's
    assert module_stacks._traced(summed) == (("blocks.1", "Block"), ("blocks.1.ln", "LayerNorm"))
    assert module_stacks._traced(loss) == () and module_stacks._traced(made) == ()
    # a fallback's origins hold its inputs' nodes too: its site is its own op's node
    conv = {"a": ("L['self'].conv", "Conv2d")}
    bn = {"a": ("L['self'].bn", "BatchNorm2d")}

    class Fallback:
        origins = [
            Node("mul_3", {"fwd_nn_module_stack": bn}, target="aten.mul.Tensor"),
            Node(
                "convolution_backward",
                {"fwd_nn_module_stack": conv},
                target="aten.convolution_backward.default",
            ),
        ]

    picked = module_stacks._nodes(Fallback(), True, "torch.ops.aten.convolution_backward.default")
    assert [n.name for n in picked] == ["convolution_backward"]
    # a node a pass made (no module, no tag: BERT's tied weights' gradient on an H200, the decoder's ``mm``
    # plus the word embedding's gradient as one ``addmm``) is the module's whose matrices it multiplies
    emb = {"a": ("L['self'].bert", "BertModel"), "b": ("L['self'].bert.embeddings", "BertEmbeddings")}
    dec = {"a": ("L['self'].cls", "Head"), "b": ("L['self'].cls.decoder", "Linear")}
    emb_grad = Node("index_put_2", {"fwd_nn_module_stack": emb, "partitioner_tag": "is_backward"})
    grad_t = Node("permute_69", {"fwd_nn_module_stack": dec, "partitioner_tag": "is_backward"})
    saved = Node("view_134", {"fwd_nn_module_stack": dec})
    fused = Node(
        "addmm_default", {"original_aten": None, "val": None}, [emb_grad, grad_t, saved], "aten.addmm.default"
    )
    fused.args = (emb_grad, grad_t, saved)
    assert module_stacks._traced(fused) == (("cls", "Head"), ("cls.decoder", "Linear"))
    # ... and any other such node the module's whose nodes it reads: an attention's softmax
    attn = Node("bmm", {"nn_module_stack": {"a": ("L['self'].attn", "Attention")}})
    softmax = Node("prepare_softmax_online", {"original_aten": None}, [attn], "prims.prepare_softmax_online")
    assert module_stacks._traced(softmax) == (("attn", "Attention"),)
    assert module_stacks.op_base("extern_kernels.mm") == module_stacks.op_base("aten.mm.default") == "mm"


def test_a_library_kernel_no_call_lists_goes_with_the_kernel_launched_just_before_it():
    k = KernelInfo(name="cpp_pool_bwd", kind="cpp", module_sites=sites_of([_site((A, 1))]))
    scatter = Launch("extern", "aten.scatter_reduce_.two", (Operand("buf12", True, (3,)),))
    module = _module(kernels=[k], launches=[scatter], kind="backward")
    rows = _rows(
        ("cpp_pool_bwd", 0.0, 10.0, "g", None, None, "cpu_op"),
        ("aten::scatter_reduce_", 11.0, 5.0, "g", "aten::scatter_reduce_", None, "cpu_op"),
        ("multi_tensor_apply_kernel", 17.0, 2.0, "g", "aten::_foreach_copy_", None, "kernel"),
    )
    v = module_map.module_view(rows, {"g": module}, {"g": "g0_backward"}, 1)
    assert v is not None
    assert _by_path(v)["blocks.0.attn"].backward_ms == pytest.approx(0.015)
    # an op the module does not call (a CUDA graph's input copies): no module's
    assert [u.name for u in v.unmapped] == ["multi_tensor_apply_kernel"]
    # a fallback that opens the graph (dropout's seeds) goes with the kernel launched just after it
    seeds = Launch("extern", "aten.randint.low_out", ())
    rows = _rows(
        ("aten::randint", 0.0, 4.0, "g", "aten::randint", None, "cpu_op"),
        ("cpp_pool_bwd", 5.0, 10.0, "g", None, None, "cpu_op"),
    )
    v = module_map.module_view(rows, {"g": _module(kernels=[k], launches=[seeds])}, {"g": "g0_forward"}, 1)
    assert v is not None and not v.unmapped
    assert _by_path(v)["blocks.0.attn"].forward_ms == pytest.approx(0.014)


def test_a_library_call_finds_its_launch_by_name_past_a_fallback_no_call_lists():
    mm = Launch("extern", "extern_kernels.mm", (Operand("a", True, (8, 4)), Operand("b", True, (4, 2))))
    scatter = Launch("extern", "aten.scatter_reduce_.two", (Operand("buf", True, (3,)),))
    conv = Launch("extern", "torch.ops.aten.convolution_backward.default", (Operand("g", True, (1, 2)),))
    externs = [
        KernelInfo(name="extern_kernels.mm", kind="extern"),
        KernelInfo(name="torch.ops.aten.convolution_backward.default", kind="extern"),
    ]
    module = _module(externs=externs, launches=[mm, scatter, conv])
    assert module_map._launches(module) == [mm, conv]


def test_provenance_reads_each_call_sites_stacks_in_the_modules_order():
    mark = provenance.MODULES_MARK
    code = (
        "# [Provenance debug handles] triton_k:1\n"
        "# [Provenance debug handles] extern_kernels.mm:2\n"
        "# [Provenance debug handles] triton_k:3\n"
    )
    payload = {
        "triton_k:1": ['File "m.py", line 3, in f\n    x = y', mark + '[[[["a", "A"]], 4]]'],
        "extern_kernels.mm:2": [mark + '[[[["b", "B"]], 8]]'],
        "triton_k:3": [mark + "[[[], 2]]"],
    }
    kernels, externs = provenance.module_sites(payload, code)
    assert kernels == {"triton_k": [[[[["a", "A"]], 4]], [[[], 2]]]}
    assert externs == [("extern_kernels.mm", [[[["b", "B"]], 8]])]
    assert provenance.kernel_source_lines(payload, code)["triton_k"][0]["line"] == 3  # the mark is no frame
    assert provenance.module_sites({"triton_k:1": ["x"]}, code) is None  # compiled without the tool's hook


def test_a_real_cpu_run_maps_its_kernels_to_its_modules_again_from_the_cache(cpu_runs):
    for _, m in cpu_runs:  # the second run's modules came from the FX graph cache
        v = m["step"]["where"]["modules"]
        assert v["kernel_ms"] > 0 and v["mapped_ms"] / v["kernel_ms"] >= 0.95
        rows = {r["path"]: r for r in v["rows"]}
        assert {"ln", "fc"} <= set(rows)
        assert rows["fc"]["type"] == "Linear" and rows["ln"]["type"] == "LayerNorm"
        assert rows["fc"]["forward_ms"] > 0 and rows["fc"]["backward_ms"] > 0
        top = sum(r["forward_ms"] + r["backward_ms"] for r in v["rows"] if r["depth"] == 1)
        assert top == pytest.approx(v["mapped_ms"], rel=1e-6)  # the tree's top adds up to what was mapped


def test_llama_module_types_agree_with_the_same_kernels_summed_by_hand_from_the_trace(reanalysed):
    """Issue 42, acceptance 1, on the recorded H200 run: LlamaAttention's and LlamaMLP's totals per step
    within 5% of benchmarks/module_map_truth.py (no code of the tool) on the same trace."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    run = reanalysed("h200_llama_modules")
    truth_py = Path(__file__).resolve().parents[2] / "benchmarks" / "module_map_truth.py"
    out = subprocess.run(
        [sys.executable, str(truth_py), str(run)], capture_output=True, text=True, check=True
    )
    truth = json.loads(out.stdout)["ms_per_step"]
    v = json.loads((run / "run.json").read_text())["step"]["where"]["modules"]
    assert v["mapped_ms"] / v["kernel_ms"] >= 0.95
    types = {t["type"]: t["forward_ms"] + t["backward_ms"] for t in v["types"]}
    for kind in ("LlamaAttention", "LlamaMLP"):
        assert types[kind] == pytest.approx(truth[kind], rel=0.05), kind


def test_replayed_as_cuda_graphs_the_module_types_read_as_the_same_step_without(reanalysed):
    """The Llama loop with reduce-overhead (no launching op, no sizes: the replay's pairing places each
    library kernel): LlamaAttention and LlamaMLP within 2% of the default run's, and each layer alike. Before
    cuBLAS's split-K pass was known as a helper, the unpaired gemms went by FLOPs (attention -16%)."""
    import json

    read = lambda name: json.loads((reanalysed(name) / "run.json").read_text())["step"]["where"]["modules"]
    ro, default = read("h200_llama_modules_ro"), read("h200_llama_modules")
    assert ro["mapped_ms"] / ro["kernel_ms"] >= 0.95
    types = lambda v: {t["type"]: t["forward_ms"] + t["backward_ms"] for t in v["types"]}
    for kind in ("LlamaAttention", "LlamaMLP"):
        assert types(ro)[kind] == pytest.approx(types(default)[kind], rel=0.02), kind
    attn = [r["forward_ms"] + r["backward_ms"] for r in ro["rows"] if r["path"].endswith("self_attn")]
    assert len(attn) == 4 and max(attn[1:]) / min(attn[1:]) < 1.05  # layers 1-3 alike (0 holds the mask too)
