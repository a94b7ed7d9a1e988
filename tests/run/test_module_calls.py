"""What a compiled module launches, in order, with its library calls' operands (run/module_calls.py)."""

from inductor_probe.run.artifacts import parse_compiled_module
from inductor_probe.run.module_calls import launches

# The shape of a torch 2.11 module with a graph partition (reduce-overhead), cut down by hand.
MODULE = '''
import torch
from torch._inductor.runtime.triton_heuristics import start_graph
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor

triton_poi_fused_relu_0 = async_compile.triton('triton_poi_fused_relu_0', """
def call(args):
    buf0 = empty_strided_cuda((9, 9), (9, 1), torch.float16)
    extern_kernels.mm(buf0, buf0, out=buf0)
""", device_str='cuda')

triton_red_fused_sum_1 = async_compile.triton('triton_red_fused_sum_1', """...""", device_str='cuda')


def partition_0(args):
    primals_1, primals_2, primals_3, buf9 = args
    args.clear()
    assert_size_stride(primals_1, (64, 32), (32, 1))
    buf0 = empty_strided_cuda((8, 64), (64, 1), torch.bfloat16)
    extern_kernels.addmm(primals_2, primals_3, reinterpret_tensor(primals_1, (32, 64), (1, 32), 0), alpha=1,
                         beta=1, out=buf0)
    buf1 = buf0; del buf0  # reuse
    stream0 = get_raw_stream(0)
    triton_poi_fused_relu_0.run(buf1, 512, stream=stream0)
    buf2 = reinterpret_tensor(buf9, (8, 16), (16, 1), 0); del buf9  # reuse
    extern_kernels.mm(buf1, reinterpret_tensor(primals_1, (64, 16), (1, 64), 0), out=buf2)
    buf3 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf4, buf4, buf4, None, True)
    buf5 = buf3[0]
    assert_size_stride(buf5, (1, 2, 4, 8), (64, 32, 8, 1))
    buf6 = empty_strided_cuda((s0, 16), (16, 1), torch.bfloat16)
    extern_kernels.mm(buf5, buf6, out=buf7)
    return (buf2, )


class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def call(self, args):
        primals_1, primals_2, primals_3 = args
        args.clear()
        buf9 = empty_strided_cuda((128, ), (1, ), torch.bfloat16)
        partition0_args = [primals_1, primals_2, primals_3, buf9]
        (buf2, ) = self.partitions[0](partition0_args)
        with torch.cuda._DeviceGuard(0):
            triton_red_fused_sum_1.run(buf2, 8, 16)
        return (buf2, )


runner = Runner(partitions=[partition_0,])
call = runner.call


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 32), (32, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_2 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((8, 32), (32, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3]
'''


def test_launches_in_running_order_through_the_partition():
    out = launches(MODULE)
    assert [(la.kind, la.name) for la in out] == [
        ("extern", "extern_kernels.addmm"),
        ("triton", "triton_poi_fused_relu_0"),
        ("extern", "extern_kernels.mm"),
        ("extern", "torch.ops.aten._scaled_dot_product_efficient_attention.default"),
        ("extern", "extern_kernels.mm"),
        ("triton", "triton_red_fused_sum_1"),
    ]  # the mm inside the inlined kernel source is a string, not a launch


def test_operands_resolved_from_the_lines_that_made_them():
    addmm, _, mm, attn, mm_sym, _ = launches(MODULE)
    bias, x, w = addmm.args
    assert (bias.dims, bias.dtype) == ((64,), "bfloat16")  # get_args()
    assert (x.dims, w.dims, w.dtype) == ((8, 32), (32, 64), "bfloat16")  # reinterpret_tensor of an input
    assert dict(addmm.kwargs)["alpha"].value == 1 and not dict(addmm.kwargs)["alpha"].is_tensor
    assert (addmm.out.text, addmm.out.dims, addmm.out.dtype) == ("buf0", (8, 64), "bfloat16")
    assert (mm.args[0].dims, mm.args[0].dtype) == ((8, 64), "bfloat16")  # buf1 = buf0 (a reuse)
    assert (mm.out.dims, mm.out.dtype) == ((8, 16), "bfloat16")  # a reuse reinterpreted
    assert [a.value for a in attn.args[3:]] == [None, True] and attn.out.text == "buf3"
    assert (mm_sym.args[0].dims, mm_sym.args[0].dtype) == ((1, 2, 4, 8), None)  # sized by its assert only
    assert mm_sym.args[1].dims is None  # a symbolic size stays unknown
    assert mm_sym.out.dims is None and mm_sym.out.is_tensor  # a name the module never sized


def test_what_is_not_a_module_gives_nothing():
    assert launches("def get_model(:\n") == ()
    assert launches("x = 1\n") == ()


def test_the_recorded_modules_launch_what_they_define(data_dir):
    # reduce-overhead: the launches are in partition_0; the regex counts of artifacts.py read it too
    for graph, kernels, externs in (("g0_forward", 9, 5), ("g0_backward", 14, 9)):
        mod = parse_compiled_module(data_dir / "h100_step_reduce_overhead" / "modules" / f"{graph}.py")
        triton = [la.name for la in mod.launches if la.kind == "triton"]
        assert set(triton) == {k.name for k in mod.kernels} and len(set(triton)) == kernels
        assert len(triton) == sum(k.launches_in_source for k in mod.kernels)
        assert sum(la.kind == "extern" for la in mod.launches) == len(mod.extern_calls) == externs
        sized = [a for la in mod.launches if la.name.startswith("extern_kernels.") for a in la.args]
        assert sized and all(a.dims for a in sized)
