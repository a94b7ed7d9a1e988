# AOT ID: ['0_backward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/memory-check/cache/.inductor-cache/o7/co7thanqz4ubprud43swyydwxkte6z3xezzqeettrweyrdlc3izk.py
# Topologically Sorted Source Nodes: [mul_7, sum_2, neg, fma], Original ATen: [aten._softmax_backward_data]
# Source node to ATen node mapping:
#   fma => fma
#   mul_7 => mul_7
#   neg => neg
#   sum_2 => sum_2
# Graph fragment:
#   %tangents_1 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %div : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=div]
#   %sum_2 : Tensor "f32[8, 512, 1][512, 1, 4096]cuda:0" = PlaceHolder[target=sum_2]
#   %mul_7 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %div), kwargs = {})
#   %sum_2 : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_7, [-1], True), kwargs = {})
#   %neg : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div,), kwargs = {})
#   %fma : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_2, %mul_7), kwargs = {})
#   return %sum_2,%fma
triton_per_fused__softmax_backward_data_0 = async_compile.triton('triton_per_fused__softmax_backward_data_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 67108864}, 'kernel_num_gb': 0.050331648, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__softmax_backward_data_0(in_ptr0, in_ptr1, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), None)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 1024*x0), None)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = -tmp1
    tmp7 = tl.fma(tmp6, tmp5, tmp2)
    tl.store(out_ptr1 + (r0_1 + 1024*x0), tmp7, None)


def get_args():
    arg_0 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 4096, 1024,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__softmax_backward_data_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__softmax_backward_data_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050331648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/ez/cezauplf3ubnhyin2clogti6iw2vrtlv4drkwlhsyr36vsfrvxbg.py
# Topologically Sorted Source Nodes: [mul_7, neg, fma, view_15, sum_3], Original ATen: [aten._softmax_backward_data, aten.view, aten.sum]
# Source node to ATen node mapping:
#   fma => fma
#   mul_7 => mul_7
#   neg => neg
#   sum_3 => sum_3
#   view_15 => view_15
# Graph fragment:
#   %fma : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=fma]
#   %mul_7 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %div), kwargs = {})
#   %neg : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div,), kwargs = {})
#   %fma : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_2, %mul_7), kwargs = {})
#   %view_15 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%fma, [4096, 1024]), kwargs = {})
#   %sum_3 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_15, [0], True), kwargs = {})
#   return %buf4
triton_red_fused__softmax_backward_data_sum_view_1 = async_compile.triton('triton_red_fused__softmax_backward_data_sum_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__softmax_backward_data_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17039360, 'r0_': 0}, 'kernel_num_gb': 0.016908288, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__softmax_backward_data_sum_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32768
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1024, 32), (32768, 1, 1024), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 32768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__softmax_backward_data_sum_view_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__softmax_backward_data_sum_view_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.016908288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/t7/ct7s22sju6z6vtudos2ggeegeq6ug4lmgsmnaz7lufwkjef7tqsx.py
# Topologically Sorted Source Nodes: [mul_7, neg, fma, view_15, sum_3], Original ATen: [aten._softmax_backward_data, aten.view, aten.sum]
# Source node to ATen node mapping:
#   fma => fma
#   mul_7 => mul_7
#   neg => neg
#   sum_3 => sum_3
#   view_15 => view_15
# Graph fragment:
#   %buf4 : Tensor "f32[1, 1024, 32][32768, 1, 1024]cuda:0" = PlaceHolder[target=buf4]
#   %mul_7 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %div), kwargs = {})
#   %neg : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div,), kwargs = {})
#   %fma : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_2, %mul_7), kwargs = {})
#   %view_15 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%fma, [4096, 1024]), kwargs = {})
#   %sum_3 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_15, [0], True), kwargs = {})
#   return %sum_3
triton_per_fused__softmax_backward_data_sum_view_2 = async_compile.triton('triton_per_fused__softmax_backward_data_sum_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_sum_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 139264, 'r0_': 0}, 'kernel_num_gb': 0.000135168, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__softmax_backward_data_sum_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 1024, 32), (32768, 1, 1024), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 1024, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__softmax_backward_data_sum_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__softmax_backward_data_sum_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000135168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/e3/ce32lhz3dk45zbt6bhafjmramiogwwdxnui2xz6xh454qbfopxoh.py
# Topologically Sorted Source Nodes: [view_17, input_1, input_2, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_9, mul_14], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_9 => add_9
#   exp_1 => exp_1
#   input_1 => view_12
#   input_2 => add_6, erf, mul_5
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_9 => mul_9
#   view_17 => view_17
# Graph fragment:
#   %mm_1 : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %addmm_1 : Tensor "f32[4096, 4096][4096, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %view_17 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [8, 512, 4096]), kwargs = {})
#   %view_12 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [8, 512, 4096]), kwargs = {})
#   %mul_5 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_9 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, 0.5), kwargs = {})
#   %mul_10 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, %view_12), kwargs = {})
#   %mul_11 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_11,), kwargs = {})
#   %mul_12 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_13 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, %mul_12), kwargs = {})
#   %add_9 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_17, %add_9), kwargs = {})
#   return %mul_14
triton_poi_fused_gelu_gelu_backward_view_3 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 16777216}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 268435456}, 'kernel_num_gb': 0.201326592, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_view_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16777216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr0 + (x0), None)
    tmp2 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = libdevice.erf(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = tl.full([1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp1 * tmp1
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp15 = tmp1 * tmp14
    tmp16 = tmp8 + tmp15
    tmp17 = tmp0 * tmp16
    tl.store(in_out_ptr0 + (x0), tmp17, None)


def get_args():
    arg_0 = rand_strided((8, 512, 4096), (2097152, 4096, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 4096), (4096, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 16777216,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_gelu_backward_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_gelu_gelu_backward_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.201326592
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/qy/cqycbhvzahtrgst5oybgdsotssw7ujeqaubxnij22bfagvxxpnzi.py
# Topologically Sorted Source Nodes: [view_17, input_1, input_2, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_9, mul_14, view_18, sum_4], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_9 => add_9
#   exp_1 => exp_1
#   input_1 => view_12
#   input_2 => add_6, erf, mul_5
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_9 => mul_9
#   sum_4 => sum_4
#   view_17 => view_17
#   view_18 => view_18
# Graph fragment:
#   %mul_14 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %view_17 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [8, 512, 4096]), kwargs = {})
#   %view_12 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [8, 512, 4096]), kwargs = {})
#   %mul_5 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_9 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, 0.5), kwargs = {})
#   %mul_10 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, %view_12), kwargs = {})
#   %mul_11 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_11,), kwargs = {})
#   %mul_12 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_13 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, %mul_12), kwargs = {})
#   %add_9 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_17, %add_9), kwargs = {})
#   %view_18 : Tensor "f32[4096, 4096][4096, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_14, [4096, 4096]), kwargs = {})
#   %sum_4 : Tensor "f32[1, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_18, [0], True), kwargs = {})
#   return %buf9
triton_red_fused_gelu_gelu_backward_sum_view_4 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 131072, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 68157440, 'r0_': 0}, 'kernel_num_gb': 0.067633152, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 131072
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 4096)
    x1 = xindex // 4096
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 4096*r0_2 + 524288*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((8, 512, 4096), (2097152, 4096, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 4096, 32), (131072, 1, 4096), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 131072, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_gelu_gelu_backward_sum_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_gelu_gelu_backward_sum_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.067633152
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/o7/co7ijna3zy4xhlluwpa6gv4ozs2p4opshkj7qrbpqyr75xr7bklk.py
# Topologically Sorted Source Nodes: [view_17, input_1, input_2, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_9, mul_14, view_18, sum_4], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_9 => add_9
#   exp_1 => exp_1
#   input_1 => view_12
#   input_2 => add_6, erf, mul_5
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_9 => mul_9
#   sum_4 => sum_4
#   view_17 => view_17
#   view_18 => view_18
# Graph fragment:
#   %buf9 : Tensor "f32[1, 4096, 32][131072, 1, 4096]cuda:0" = PlaceHolder[target=buf9]
#   %view_17 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [8, 512, 4096]), kwargs = {})
#   %view_12 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [8, 512, 4096]), kwargs = {})
#   %mul_5 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_6 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_9 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, 0.5), kwargs = {})
#   %mul_10 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, %view_12), kwargs = {})
#   %mul_11 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_11,), kwargs = {})
#   %mul_12 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_13 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_12, %mul_12), kwargs = {})
#   %add_9 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[8, 512, 4096][2097152, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_17, %add_9), kwargs = {})
#   %view_18 : Tensor "f32[4096, 4096][4096, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_14, [4096, 4096]), kwargs = {})
#   %sum_4 : Tensor "f32[1, 4096][4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_18, [0], True), kwargs = {})
#   return %sum_4
triton_per_fused_gelu_gelu_backward_sum_view_5 = async_compile.triton('triton_per_fused_gelu_gelu_backward_sum_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_sum_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 557056, 'r0_': 0}, 'kernel_num_gb': 0.000540672, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_sum_view_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 4096*r0_1), None)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.sum(tmp1, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp3, None)


def get_args():
    arg_0 = rand_strided((1, 4096, 32), (131072, 1, 4096), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 4096), (4096, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 4096, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_gelu_gelu_backward_sum_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_gelu_gelu_backward_sum_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000540672
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/my/cmyqfxvohb6vzwouhhgrqxi5gxswvn554b5cczqu4m56wedzh5sm.py
# Topologically Sorted Source Nodes: [view_20, mul_16, mul_17, sum_5, multi_head_attention_forward, transpose_1, x, layer_norm_1, mul_18, sum_6, mul_19, sub_4, sub_5, div_1, mul_20, add_10], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.transpose, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_10 => add_10
#   div_1 => div_1
#   layer_norm_1 => mul_2, sub_1
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   multi_head_attention_forward => view_10
#   sub_4 => sub_4
#   sub_5 => sub_5
#   sum_5 => sum_5
#   sum_6 => sum_6
#   transpose_1 => permute_8
#   view_20 => view_20
#   x => add_3
# Graph fragment:
#   %mm_3 : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %primals_8 : Tensor "f32[1024][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_3 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %addmm : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm]
#   %getitem_7 : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_1 : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %fma : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=fma]
#   %sum_5 : Tensor "f32[8, 512, 1][512, 1, 4096]cuda:0" = PlaceHolder[target=sum_5]
#   %sum_6 : Tensor "f32[8, 512, 1][512, 1, 4096]cuda:0" = PlaceHolder[target=sum_6]
#   %view_20 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [8, 512, 1024]), kwargs = {})
#   %mul_16 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_20, %primals_8), kwargs = {})
#   %mul_17 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, 1024), kwargs = {})
#   %sum_5 : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_16, [2], True), kwargs = {})
#   %view_10 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [512, 8, 1024]), kwargs = {})
#   %permute_8 : Tensor "f32[8, 512, 1024][1024, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [1, 0, 2]), kwargs = {})
#   %add_3 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %permute_8), kwargs = {})
#   %sub_1 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_2 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_18 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %mul_2), kwargs = {})
#   %sum_6 : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_18, [2], True), kwargs = {})
#   %mul_19 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_6), kwargs = {})
#   %sub_4 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_17, %sum_5), kwargs = {})
#   %sub_5 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %mul_19), kwargs = {})
#   %div_1 : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 1024), kwargs = {})
#   %mul_20 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_5), kwargs = {})
#   %add_10 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%fma, %mul_20), kwargs = {})
#   return %sum_5,%sum_6,%add_10
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_6 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 100667392}, 'kernel_num_gb': 0.083922944, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 512)
    x3 = xindex // 512
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), None)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (r0_1 + 1024*x0), None)
    tmp7 = tl.load(in_ptr3 + (r0_1 + 1024*x3 + 8192*x2), None)
    tmp9 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp17 = tl.load(in_out_ptr0 + (r0_1 + 1024*x0), None)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 - tmp9
    tmp12 = tmp10 * tmp11
    tmp13 = tmp2 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 0.0009765625, tl.float32)
    tmp19 = tmp11 * tmp18
    tmp20 = tl.full([1, 1], 1024.0, tl.float32)
    tmp21 = tmp2 * tmp20
    tmp22 = tmp21 - tmp5
    tmp23 = tmp12 * tmp16
    tmp24 = tmp22 - tmp23
    tmp25 = tmp19 * tmp24
    tmp26 = tmp17 + tmp25
    tl.store(in_out_ptr0 + (r0_1 + 1024*x0), tmp26, None)


def get_args():
    arg_0 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 4096, 1024,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.083922944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/ut/cutgurw4y2prhzjkmwiv5ra453rfmmiwza7etrepgzej4atpuegs.py
# Topologically Sorted Source Nodes: [permute_19, clone_3, view_21], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view]
# Source node to ATen node mapping:
#   clone_3 => clone_3
#   permute_19 => permute_19
#   view_21 => view_21
# Graph fragment:
#   %add_10 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=add_10]
#   %permute_19 : Tensor "f32[512, 8, 1024][1024, 524288, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_10, [1, 0, 2]), kwargs = {})
#   %clone_3 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   %view_21 : Tensor "f32[4096, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [4096, 1024]), kwargs = {})
#   return %view_21
triton_poi_fused__unsafe_view_clone_transpose_7 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 50331648}, 'kernel_num_gb': 0.033554432, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4194304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*(x1 // 8) + 524288*((x1 % 8))), None)
    tl.store(out_ptr0 + (x2), tmp0, None)


def get_args():
    arg_0 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 4194304,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_clone_transpose_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_clone_transpose_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.033554432
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/w7/cw7b6fg6no7ft4yaqsbilslutaoi7rzzhfrnmuovtckqowjffrwp.py
# Topologically Sorted Source Nodes: [clone_4, view_24, clone_5, view_25, clone_6, view_26, permute_25, clone_7, view_27, permute_26, clone_8, view_28, permute_27, clone_9, view_29, full_default, add_11, add_12, unsqueeze_1, permute_28, squeeze_1, clone_10], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze]
# Source node to ATen node mapping:
#   add_11 => add_11
#   add_12 => add_12
#   clone_10 => clone_10
#   clone_4 => clone_4
#   clone_5 => clone_5
#   clone_6 => clone_6
#   clone_7 => clone_7
#   clone_8 => clone_8
#   clone_9 => clone_9
#   full_default => full_default
#   permute_25 => permute_25
#   permute_26 => permute_26
#   permute_27 => permute_27
#   permute_28 => permute_28
#   squeeze_1 => squeeze_1
#   unsqueeze_1 => unsqueeze_1
#   view_24 => view_24
#   view_25 => view_25
#   view_26 => view_26
#   view_27 => view_27
#   view_28 => view_28
#   view_29 => view_29
# Graph fragment:
#   %getitem_10 : Tensor "f32[8, 16, 512, 64][524288, 64, 1024, 1]cuda:0" = PlaceHolder[target=getitem_10]
#   %getitem_9 : Tensor "f32[8, 16, 512, 64][524288, 64, 1024, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %getitem_8 : Tensor "f32[8, 16, 512, 64][524288, 64, 1024, 1]cuda:0" = PlaceHolder[target=getitem_8]
#   %clone_4 : Tensor "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_10,), kwargs = {memory_format: torch.contiguous_format})
#   %view_24 : Tensor "f32[128, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [128, 512, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_9,), kwargs = {memory_format: torch.contiguous_format})
#   %view_25 : Tensor "f32[128, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [128, 512, 64]), kwargs = {})
#   %clone_6 : Tensor "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_8,), kwargs = {memory_format: torch.contiguous_format})
#   %view_26 : Tensor "f32[128, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_6, [128, 512, 64]), kwargs = {})
#   %permute_25 : Tensor "f32[512, 128, 64][64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_24, [1, 0, 2]), kwargs = {})
#   %clone_7 : Tensor "f32[512, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_27 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_7, [512, 8, 1024]), kwargs = {})
#   %permute_26 : Tensor "f32[512, 128, 64][64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_25, [1, 0, 2]), kwargs = {})
#   %clone_8 : Tensor "f32[512, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_26,), kwargs = {memory_format: torch.contiguous_format})
#   %view_28 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_8, [512, 8, 1024]), kwargs = {})
#   %permute_27 : Tensor "f32[512, 128, 64][64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_26, [1, 0, 2]), kwargs = {})
#   %clone_9 : Tensor "f32[512, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_27,), kwargs = {memory_format: torch.contiguous_format})
#   %view_29 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_9, [512, 8, 1024]), kwargs = {})
#   %full_default : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 512, 8, 1024], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_27, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_28, 0, 1), kwargs = {})
#   %add_11 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_29, 0, 0), kwargs = {})
#   %add_12 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_11, %select_scatter_default_2), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[3, 512, 8, 1, 1024][4194304, 8192, 1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_12, 3), kwargs = {})
#   %permute_28 : Tensor "f32[1, 512, 8, 3, 1024][1024, 8192, 1024, 4194304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_1, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_1 : Tensor "f32[512, 8, 3, 1024][8192, 1024, 4194304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_28, 0), kwargs = {})
#   %clone_10 : Tensor "f32[512, 8, 3, 1024][24576, 3072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_10
triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_8 = async_compile.triton('triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 16777216}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 150994944}, 'kernel_num_gb': 0.100663296, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_8(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 12582912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 1024) % 3)
    x0 = (xindex % 1024)
    x2 = ((xindex // 3072) % 512)
    x3 = xindex // 1572864
    x4 = (xindex % 3072)
    tmp3 = tl.load(in_ptr0 + (x0 + 1024*x2 + 1024*((x0 + 1024*x3) // 8192) + 524288*x3), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x0 + 1024*x2 + 1024*((x0 + 1024*x3) // 8192) + 524288*x3), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr2 + (x0 + 1024*x2 + 1024*((x0 + 1024*x3) // 8192) + 524288*x3), None, eviction_policy='evict_last')
    tmp0 = x1
    tmp1 = tl.full([1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp5 + tmp9
    tmp11 = tl.full([1], 0, tl.int32)
    tmp12 = tmp0 == tmp11
    tmp14 = tl.where(tmp12, tmp13, tmp4)
    tmp15 = tmp10 + tmp14
    tl.store(out_ptr0 + (x4 + 3072*x3 + 24576*x2), tmp15, None)


def get_args():
    arg_0 = rand_strided((8, 16, 512, 64), (524288, 64, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 16, 512, 64), (524288, 64, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 16, 512, 64), (524288, 64, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512, 8, 3, 1024), (24576, 3072, 1024, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 12582912,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.100663296
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/dt/cdtnkew4ovsvaqozfumlcwify4hbvhjbp6otdh66jlev5ngnu3ho.py
# Topologically Sorted Source Nodes: [view_20, multi_head_attention_forward, transpose_1, x, layer_norm_1, mul_21, sum_7, sum_8, view_33, permute_33, y, mul_27, sum_13, sum_14], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   layer_norm_1 => mul_2, sub_1
#   mul_21 => mul_21
#   mul_27 => mul_27
#   multi_head_attention_forward => view_10
#   permute_33 => permute_33
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_7 => sum_7
#   sum_8 => sum_8
#   transpose_1 => permute_8
#   view_20 => view_20
#   view_33 => view_33
#   x => add_3
#   y => mul, sub
# Graph fragment:
#   %mm_3 : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %primals_3 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %addmm : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm]
#   %getitem_7 : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_1 : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_8 : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %getitem_1 : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[8, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_20 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [8, 512, 1024]), kwargs = {})
#   %view_10 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [512, 8, 1024]), kwargs = {})
#   %permute_8 : Tensor "f32[8, 512, 1024][1024, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [1, 0, 2]), kwargs = {})
#   %add_3 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %permute_8), kwargs = {})
#   %sub_1 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_2 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_21 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_20, %mul_2), kwargs = {})
#   %sum_7 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_21, [0, 1]), kwargs = {})
#   %sum_8 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_20, [0, 1]), kwargs = {})
#   %view_33 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [512, 8, 1024]), kwargs = {})
#   %permute_33 : Tensor "f32[8, 512, 1024][1024, 8192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_33, [1, 0, 2]), kwargs = {})
#   %sub : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_3, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_27 : Tensor "f32[8, 512, 1024][1024, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_33, %mul), kwargs = {})
#   %sum_13 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_27, [0, 1]), kwargs = {})
#   %sum_14 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%permute_33, [0, 1]), kwargs = {})
#   return %buf13,%buf15,%buf32,%buf34
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 68157440, 'r0_': 65536}, 'kernel_num_gb': 0.067698688, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32768
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp25 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 1024*((r0_2 + 128*x1) // 512) + 8192*(((r0_2 + 128*x1) % 512))), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr5 + (x0 + 1024*((r0_2 + 128*x1) // 512) + 8192*(((r0_2 + 128*x1) % 512))), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp16 = tl.load(in_ptr6 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp18 = tl.load(in_ptr7 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 + tmp2
        tmp5 = tmp3 - tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp0 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
        tmp12 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask, tmp14, _tmp13)
        tmp17 = tmp1 - tmp16
        tmp19 = tmp17 * tmp18
        tmp20 = tmp15 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask, tmp23, _tmp22)
        tmp24 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp26 = _tmp25 + tmp24
        _tmp25 = tl.where(r0_mask, tmp26, _tmp25)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tmp25 = tl.sum(_tmp25, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, None)
    tl.store(out_ptr1 + (x3), tmp13, None)
    tl.store(out_ptr2 + (x3), tmp22, None)
    tl.store(out_ptr3 + (x3), tmp25, None)


def get_args():
    arg_0 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1024, 32), (1, 1024), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((1024, 32), (1, 1024), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((1024, 32), (1, 1024), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((1024, 32), (1, 1024), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, 32768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.067698688
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/s3/cs3lgog7u4jozmcbad6wzg4exkswa6daqlamt2xypqsmry5sjfho.py
# Topologically Sorted Source Nodes: [view_20, multi_head_attention_forward, transpose_1, x, layer_norm_1, mul_21, sum_7], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   layer_norm_1 => mul_2, sub_1
#   mul_21 => mul_21
#   multi_head_attention_forward => view_10
#   sum_7 => sum_7
#   transpose_1 => permute_8
#   view_20 => view_20
#   x => add_3
# Graph fragment:
#   %buf13 : Tensor "f32[1024, 32][1, 1024]cuda:0" = PlaceHolder[target=buf13]
#   %view_20 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [8, 512, 1024]), kwargs = {})
#   %view_10 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [512, 8, 1024]), kwargs = {})
#   %permute_8 : Tensor "f32[8, 512, 1024][1024, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_10, [1, 0, 2]), kwargs = {})
#   %add_3 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %permute_8), kwargs = {})
#   %sub_1 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_2 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_21 : Tensor "f32[8, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_20, %mul_2), kwargs = {})
#   %sum_7 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_21, [0, 1]), kwargs = {})
#   return %sum_7
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 139264, 'r0_': 0}, 'kernel_num_gb': 0.000135168, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1024, 32), (1, 1024), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 1024, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000135168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/2m/c2mgbz67bjoe5pjrhbhxevmg2clxwlfdbla6ifdchsgb7bxjjcaz.py
# Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_9 => sum_9
# Graph fragment:
#   %view_21 : Tensor "f32[4096, 1024][1024, 1]cuda:0" = PlaceHolder[target=view_21]
#   %sum_9 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_21, [0], True), kwargs = {})
#   return %buf21
triton_red_fused_sum_11 = async_compile.triton('triton_red_fused_sum_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 32768, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17039360, 'r0_': 0}, 'kernel_num_gb': 0.016908288, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32768
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1024, 32), (32768, 1, 1024), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 32768, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_sum_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_sum_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.016908288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/j7/cj7uqjb2z2qndguqa4tyhnmqzigncnsa6dgwm7ohscq2mzuod3zk.py
# Topologically Sorted Source Nodes: [clone_4, view_24, clone_5, view_25, clone_6, view_26, permute_25, clone_7, view_27, permute_26, clone_8, view_28, permute_27, clone_9, view_29, full_default, add_11, add_12, unsqueeze_1, permute_28, squeeze_1, clone_10, view_30, sum_10], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
# Source node to ATen node mapping:
#   add_11 => add_11
#   add_12 => add_12
#   clone_10 => clone_10
#   clone_4 => clone_4
#   clone_5 => clone_5
#   clone_6 => clone_6
#   clone_7 => clone_7
#   clone_8 => clone_8
#   clone_9 => clone_9
#   full_default => full_default
#   permute_25 => permute_25
#   permute_26 => permute_26
#   permute_27 => permute_27
#   permute_28 => permute_28
#   squeeze_1 => squeeze_1
#   sum_10 => sum_10
#   unsqueeze_1 => unsqueeze_1
#   view_24 => view_24
#   view_25 => view_25
#   view_26 => view_26
#   view_27 => view_27
#   view_28 => view_28
#   view_29 => view_29
#   view_30 => view_30
# Graph fragment:
#   %getitem_10 : Tensor "f32[8, 16, 512, 64][524288, 64, 1024, 1]cuda:0" = PlaceHolder[target=getitem_10]
#   %getitem_9 : Tensor "f32[8, 16, 512, 64][524288, 64, 1024, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %getitem_8 : Tensor "f32[8, 16, 512, 64][524288, 64, 1024, 1]cuda:0" = PlaceHolder[target=getitem_8]
#   %clone_4 : Tensor "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_10,), kwargs = {memory_format: torch.contiguous_format})
#   %view_24 : Tensor "f32[128, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [128, 512, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_9,), kwargs = {memory_format: torch.contiguous_format})
#   %view_25 : Tensor "f32[128, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [128, 512, 64]), kwargs = {})
#   %clone_6 : Tensor "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_8,), kwargs = {memory_format: torch.contiguous_format})
#   %view_26 : Tensor "f32[128, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_6, [128, 512, 64]), kwargs = {})
#   %permute_25 : Tensor "f32[512, 128, 64][64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_24, [1, 0, 2]), kwargs = {})
#   %clone_7 : Tensor "f32[512, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_27 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_7, [512, 8, 1024]), kwargs = {})
#   %permute_26 : Tensor "f32[512, 128, 64][64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_25, [1, 0, 2]), kwargs = {})
#   %clone_8 : Tensor "f32[512, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_26,), kwargs = {memory_format: torch.contiguous_format})
#   %view_28 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_8, [512, 8, 1024]), kwargs = {})
#   %permute_27 : Tensor "f32[512, 128, 64][64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_26, [1, 0, 2]), kwargs = {})
#   %clone_9 : Tensor "f32[512, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_27,), kwargs = {memory_format: torch.contiguous_format})
#   %view_29 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_9, [512, 8, 1024]), kwargs = {})
#   %full_default : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 512, 8, 1024], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_27, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_28, 0, 1), kwargs = {})
#   %add_11 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_29, 0, 0), kwargs = {})
#   %add_12 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_11, %select_scatter_default_2), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[3, 512, 8, 1, 1024][4194304, 8192, 1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_12, 3), kwargs = {})
#   %permute_28 : Tensor "f32[1, 512, 8, 3, 1024][1024, 8192, 1024, 4194304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_1, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_1 : Tensor "f32[512, 8, 3, 1024][8192, 1024, 4194304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_28, 0), kwargs = {})
#   %clone_10 : Tensor "f32[512, 8, 3, 1024][24576, 3072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_1,), kwargs = {memory_format: torch.contiguous_format})
#   %view_30 : Tensor "f32[512, 8, 3072][24576, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [512, 8, 3072]), kwargs = {})
#   %sum_10 : Tensor "f32[1, 1, 3072][3072, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_30, [0, 1], True), kwargs = {})
#   return %buf27
triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12 = async_compile.triton('triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 131072, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 51118080, 'r0_': 0}, 'kernel_num_gb': 0.050724864, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 98304
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 3072)
    x1 = xindex // 3072
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp3 = tl.load(in_ptr0 + (1024*(r0_2 // 8) + 1024*((1024*((r0_2 % 8)) + ((x0 % 1024))) // 8192) + 16384*x1 + 524288*(((x0 % 1024)) // 1024) + 524288*((r0_2 % 8)) + ((x0 % 1024))), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.load(in_ptr1 + (1024*(r0_2 // 8) + 1024*((1024*((r0_2 % 8)) + ((x0 % 1024))) // 8192) + 16384*x1 + 524288*(((x0 % 1024)) // 1024) + 524288*((r0_2 % 8)) + ((x0 % 1024))), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp13 = tl.load(in_ptr2 + (1024*(r0_2 // 8) + 1024*((1024*((r0_2 % 8)) + ((x0 % 1024))) // 8192) + 16384*x1 + 524288*(((x0 % 1024)) // 1024) + 524288*((r0_2 % 8)) + ((x0 % 1024))), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp0 = x0 // 1024
        tmp1 = tl.full([1, 1], 2, tl.int32)
        tmp2 = tmp0 == tmp1
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tl.where(tmp2, tmp3, tmp4)
        tmp6 = tl.full([1, 1], 1, tl.int32)
        tmp7 = tmp0 == tmp6
        tmp9 = tl.where(tmp7, tmp8, tmp4)
        tmp10 = tmp5 + tmp9
        tmp11 = tl.full([1, 1], 0, tl.int32)
        tmp12 = tmp0 == tmp11
        tmp14 = tl.where(tmp12, tmp13, tmp4)
        tmp15 = tmp10 + tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask, tmp18, _tmp17)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp17, None)


def get_args():
    arg_0 = rand_strided((8, 16, 512, 64), (524288, 64, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 16, 512, 64), (524288, 64, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 16, 512, 64), (524288, 64, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 1, 3072, 32), (98304, 98304, 1, 3072), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 98304, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050724864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/sn/csnyw23jlcgusienlhtfmyag5biaolsjzwdcfy6v4gvrin65im3a.py
# Topologically Sorted Source Nodes: [clone_4, view_24, clone_5, view_25, clone_6, view_26, permute_25, clone_7, view_27, permute_26, clone_8, view_28, permute_27, clone_9, view_29, full_default, add_11, add_12, unsqueeze_1, permute_28, squeeze_1, clone_10, view_30, sum_10], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
# Source node to ATen node mapping:
#   add_11 => add_11
#   add_12 => add_12
#   clone_10 => clone_10
#   clone_4 => clone_4
#   clone_5 => clone_5
#   clone_6 => clone_6
#   clone_7 => clone_7
#   clone_8 => clone_8
#   clone_9 => clone_9
#   full_default => full_default
#   permute_25 => permute_25
#   permute_26 => permute_26
#   permute_27 => permute_27
#   permute_28 => permute_28
#   squeeze_1 => squeeze_1
#   sum_10 => sum_10
#   unsqueeze_1 => unsqueeze_1
#   view_24 => view_24
#   view_25 => view_25
#   view_26 => view_26
#   view_27 => view_27
#   view_28 => view_28
#   view_29 => view_29
#   view_30 => view_30
# Graph fragment:
#   %buf27 : Tensor "f32[1, 1, 3072, 32][98304, 98304, 1, 3072]cuda:0" = PlaceHolder[target=buf27]
#   %clone_4 : Tensor "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_10,), kwargs = {memory_format: torch.contiguous_format})
#   %view_24 : Tensor "f32[128, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [128, 512, 64]), kwargs = {})
#   %clone_5 : Tensor "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_9,), kwargs = {memory_format: torch.contiguous_format})
#   %view_25 : Tensor "f32[128, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [128, 512, 64]), kwargs = {})
#   %clone_6 : Tensor "f32[8, 16, 512, 64][524288, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%getitem_8,), kwargs = {memory_format: torch.contiguous_format})
#   %view_26 : Tensor "f32[128, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_6, [128, 512, 64]), kwargs = {})
#   %permute_25 : Tensor "f32[512, 128, 64][64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_24, [1, 0, 2]), kwargs = {})
#   %clone_7 : Tensor "f32[512, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_27 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_7, [512, 8, 1024]), kwargs = {})
#   %permute_26 : Tensor "f32[512, 128, 64][64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_25, [1, 0, 2]), kwargs = {})
#   %clone_8 : Tensor "f32[512, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_26,), kwargs = {memory_format: torch.contiguous_format})
#   %view_28 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_8, [512, 8, 1024]), kwargs = {})
#   %permute_27 : Tensor "f32[512, 128, 64][64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_26, [1, 0, 2]), kwargs = {})
#   %clone_9 : Tensor "f32[512, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_27,), kwargs = {memory_format: torch.contiguous_format})
#   %view_29 : Tensor "f32[512, 8, 1024][8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_9, [512, 8, 1024]), kwargs = {})
#   %full_default : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 512, 8, 1024], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_27, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_28, 0, 1), kwargs = {})
#   %add_11 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_29, 0, 0), kwargs = {})
#   %add_12 : Tensor "f32[3, 512, 8, 1024][4194304, 8192, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_11, %select_scatter_default_2), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[3, 512, 8, 1, 1024][4194304, 8192, 1024, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_12, 3), kwargs = {})
#   %permute_28 : Tensor "f32[1, 512, 8, 3, 1024][1024, 8192, 1024, 4194304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_1, [3, 1, 2, 0, 4]), kwargs = {})
#   %squeeze_1 : Tensor "f32[512, 8, 3, 1024][8192, 1024, 4194304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%permute_28, 0), kwargs = {})
#   %clone_10 : Tensor "f32[512, 8, 3, 1024][24576, 3072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%squeeze_1,), kwargs = {memory_format: torch.contiguous_format})
#   %view_30 : Tensor "f32[512, 8, 3072][24576, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [512, 8, 3072]), kwargs = {})
#   %sum_10 : Tensor "f32[1, 1, 3072][3072, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_30, [0, 1], True), kwargs = {})
#   return %sum_10
triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_13 = async_compile.triton('triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 417792, 'r0_': 0}, 'kernel_num_gb': 0.000405504, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_13(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 3072
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 3072*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 3072, 32), (98304, 98304, 1, 3072), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1, 3072), (3072, 3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 3072, 32,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000405504
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_3, primals_5, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, view_6, view_7, view_8, getitem_2, getitem_3, getitem_4, getitem_5, view_9, addmm, getitem_7, rsqrt_1, view_11, addmm_1, view_13, div, tangents_1 = args
        args.clear()
        assert_size_stride(primals_3, (8, 512, 1024), (524288, 1024, 1))
        assert_size_stride(primals_5, (3072, 1024), (1024, 1))
        assert_size_stride(primals_6, (1024, 1024), (1024, 1))
        assert_size_stride(primals_8, (1024, ), (1, ))
        assert_size_stride(primals_10, (4096, 1024), (1024, 1))
        assert_size_stride(primals_12, (1024, 4096), (4096, 1))
        assert_size_stride(getitem_1, (8, 512, 1), (512, 1, 1))
        assert_size_stride(rsqrt, (8, 512, 1), (512, 1, 1))
        assert_size_stride(view, (4096, 1024), (1024, 1))
        assert_size_stride(view_6, (8, 16, 512, 64), (1024, 64, 8192, 1))
        assert_size_stride(view_7, (8, 16, 512, 64), (1024, 64, 8192, 1))
        assert_size_stride(view_8, (8, 16, 512, 64), (1024, 64, 8192, 1))
        assert_size_stride(getitem_2, (8, 16, 512, 64), (524288, 64, 1024, 1))
        assert_size_stride(getitem_3, (8, 16, 512), (8192, 512, 1))
        assert_size_stride(getitem_4, (), ())
        assert_size_stride(getitem_5, (), ())
        assert_size_stride(view_9, (4096, 1024), (1024, 1))
        assert_size_stride(addmm, (4096, 1024), (1024, 1))
        assert_size_stride(getitem_7, (8, 512, 1), (512, 1, 1))
        assert_size_stride(rsqrt_1, (8, 512, 1), (512, 1, 1))
        assert_size_stride(view_11, (4096, 1024), (1024, 1))
        assert_size_stride(addmm_1, (4096, 4096), (4096, 1))
        assert_size_stride(view_13, (4096, 4096), (4096, 1))
        assert_size_stride(div, (8, 512, 1024), (524288, 1024, 1))
        assert_size_stride(tangents_1, (8, 512, 1024), (524288, 1024, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((8, 512, 1024), (524288, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_7, sum_2, neg, fma], Original ATen: [aten._softmax_backward_data]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_0.run(tangents_1, div, buf1, 4096, 1024, stream=stream0)
            del div
            del tangents_1
            buf2 = empty_strided_cuda((4096, 4096), (4096, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_7, neg, fma, view_15, input_3, permute_11, mm_1], Original ATen: [aten._softmax_backward_data, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(buf1, (4096, 1024), (1024, 1), 0), primals_12, out=buf2)
            del primals_12
            buf3 = empty_strided_cuda((1024, 4096), (4096, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_7, neg, fma, view_15, permute_12, mm_2], Original ATen: [aten._softmax_backward_data, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(buf1, (1024, 4096), (1, 1024), 0), view_13, out=buf3)
            del view_13
            buf4 = empty_strided_cuda((1, 1024, 32), (32768, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [mul_7, neg, fma, view_15, sum_3], Original ATen: [aten._softmax_backward_data, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused__softmax_backward_data_sum_view_1:4
            stream0 = get_raw_stream(0)
            triton_red_fused__softmax_backward_data_sum_view_1.run(buf1, buf4, 32768, 128, stream=stream0)
            buf5 = empty_strided_cuda((1, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_7, neg, fma, view_15, sum_3], Original ATen: [aten._softmax_backward_data, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_sum_view_2:5
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_sum_view_2.run(buf4, buf5, 1024, 32, stream=stream0)
            del buf4
            buf6 = reinterpret_tensor(buf2, (8, 512, 4096), (2097152, 4096, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [view_17, input_1, input_2, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_9, mul_14], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_view_3:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_3.run(buf6, addmm_1, 16777216, stream=stream0)
            del addmm_1
            buf7 = empty_strided_cuda((4096, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, input_1, input_2, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_9, mul_14, view_18, permute_15, mm_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf6, (4096, 4096), (4096, 1), 0), primals_10, out=buf7)
            del primals_10
            buf8 = empty_strided_cuda((4096, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, input_1, input_2, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_9, mul_14, view_18, permute_16, mm_4], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(reinterpret_tensor(buf6, (4096, 4096), (1, 4096), 0), view_11, out=buf8)
            del view_11
            buf9 = empty_strided_cuda((1, 4096, 32), (131072, 1, 4096), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, input_1, input_2, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_9, mul_14, view_18, sum_4], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_4:9
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_4.run(buf6, buf9, 131072, 128, stream=stream0)
            del buf6
            buf10 = empty_strided_cuda((1, 4096), (4096, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, input_1, input_2, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_9, mul_14, view_18, sum_4], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_5:10
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_5.run(buf9, buf10, 4096, 32, stream=stream0)
            del buf9
            buf17 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [view_20, mul_16, mul_17, sum_5, multi_head_attention_forward, transpose_1, x, layer_norm_1, mul_18, sum_6, mul_19, sub_4, sub_5, div_1, mul_20, add_10], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.transpose, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_6:11
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_6.run(buf17, buf7, primals_8, primals_3, addmm, getitem_7, rsqrt_1, 4096, 1024, stream=stream0)
            del primals_8
            buf18 = empty_strided_cuda((4096, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_19, clone_3, view_21], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_7:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_7.run(buf17, buf18, 4194304, stream=stream0)
            buf19 = reinterpret_tensor(buf17, (4096, 1024), (1024, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [multi_head_attention_forward, permute_20, mm_5], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:13
            extern_kernels.mm(buf18, primals_6, out=buf19)
            del primals_6
            # Topologically Sorted Source Nodes: [view_23, permute_24, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_efficient_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:14
            buf23 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf19, (8, 16, 512, 64), (1024, 64, 8192, 1), 0), view_6, view_7, view_8, None, getitem_2, getitem_3, getitem_4, getitem_5, 0.0, [True, True, True, False])
            del getitem_2
            del getitem_3
            del getitem_4
            del getitem_5
            del view_6
            del view_7
            del view_8
            buf24 = buf23[0]
            assert_size_stride(buf24, (8, 16, 512, 64), (524288, 64, 1024, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf24, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf25 = buf23[1]
            assert_size_stride(buf25, (8, 16, 512, 64), (524288, 64, 1024, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf25, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf26 = buf23[2]
            assert_size_stride(buf26, (8, 16, 512, 64), (524288, 64, 1024, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf26, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf23
            buf29 = empty_strided_cuda((512, 8, 3, 1024), (24576, 3072, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [clone_4, view_24, clone_5, view_25, clone_6, view_26, permute_25, clone_7, view_27, permute_26, clone_8, view_28, permute_27, clone_9, view_29, full_default, add_11, add_12, unsqueeze_1, permute_28, squeeze_1, clone_10], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_8:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_clone_select_backward_squeeze_transpose_unsqueeze_8.run(buf26, buf25, buf24, buf29, 12582912, stream=stream0)
            buf31 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [clone_4, view_24, clone_5, view_25, clone_6, view_26, permute_25, clone_7, view_27, permute_26, clone_8, view_28, permute_27, clone_9, view_29, full_default, add_11, add_12, unsqueeze_1, permute_28, squeeze_1, clone_10, view_30, view_32, multi_head_attention_forward, permute_31, mm_8], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf29, (4096, 3072), (3072, 1), 0), primals_5, out=buf31)
            del primals_5
            buf13 = empty_strided_cuda((1024, 32), (1, 1024), torch.float32)
            buf15 = empty_strided_cuda((1024, 32), (1, 1024), torch.float32)
            buf32 = empty_strided_cuda((1024, 32), (1, 1024), torch.float32)
            buf34 = empty_strided_cuda((1024, 32), (1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_20, multi_head_attention_forward, transpose_1, x, layer_norm_1, mul_21, sum_7, sum_8, view_33, permute_33, y, mul_27, sum_13, sum_14], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9:17
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9.run(buf7, primals_3, addmm, getitem_7, rsqrt_1, buf31, getitem_1, rsqrt, buf13, buf15, buf32, buf34, 32768, 128, stream=stream0)
            del addmm
            del buf31
            del buf7
            del getitem_1
            del getitem_7
            del primals_3
            del rsqrt
            del rsqrt_1
            buf14 = empty_strided_cuda((1024, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_20, multi_head_attention_forward, transpose_1, x, layer_norm_1, mul_21, sum_7], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10:18
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10.run(buf13, buf14, 1024, 32, stream=stream0)
            del buf13
            buf16 = empty_strided_cuda((1024, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_20, sum_8], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10:19
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10.run(buf15, buf16, 1024, 32, stream=stream0)
            buf20 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_21, mm_6], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(reinterpret_tensor(buf18, (1024, 4096), (1, 1024), 0), view_9, out=buf20)
            del view_9
            buf21 = reinterpret_tensor(buf15, (1, 1024, 32), (32768, 1, 1024), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_11:21
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_11.run(buf18, buf21, 32768, 128, stream=stream0)
            del buf18
            buf22 = empty_strided_cuda((1, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_sum_view_2:22
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_sum_view_2.run(buf21, buf22, 1024, 32, stream=stream0)
            del buf21
            buf27 = empty_strided_cuda((1, 1, 3072, 32), (98304, 98304, 1, 3072), torch.float32)
            # Topologically Sorted Source Nodes: [clone_4, view_24, clone_5, view_25, clone_6, view_26, permute_25, clone_7, view_27, permute_26, clone_8, view_28, permute_27, clone_9, view_29, full_default, add_11, add_12, unsqueeze_1, permute_28, squeeze_1, clone_10, view_30, sum_10], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12:23
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_12.run(buf26, buf25, buf24, buf27, 98304, 128, stream=stream0)
            del buf24
            del buf25
            del buf26
            buf28 = empty_strided_cuda((1, 1, 3072), (3072, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [clone_4, view_24, clone_5, view_25, clone_6, view_26, permute_25, clone_7, view_27, permute_26, clone_8, view_28, permute_27, clone_9, view_29, full_default, add_11, add_12, unsqueeze_1, permute_28, squeeze_1, clone_10, view_30, sum_10], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_13:24
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_13.run(buf27, buf28, 3072, 32, stream=stream0)
            del buf27
            buf30 = empty_strided_cuda((3072, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [clone_4, view_24, clone_5, view_25, clone_6, view_26, permute_25, clone_7, view_27, permute_26, clone_8, view_28, permute_27, clone_9, view_29, full_default, add_11, add_12, unsqueeze_1, permute_28, squeeze_1, clone_10, view_30, view_32, permute_29, mm_7], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:25
            extern_kernels.mm(reinterpret_tensor(buf29, (3072, 4096), (1, 3072), 0), view, out=buf30)
            del buf29
            del view
            buf33 = empty_strided_cuda((1024, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_33, permute_33, y, mul_27, sum_13], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10:26
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10.run(buf32, buf33, 1024, 32, stream=stream0)
            del buf32
            buf35 = empty_strided_cuda((1024, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_33, permute_33, sum_14], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10:27
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_10.run(buf34, buf35, 1024, 32, stream=stream0)
            del buf34
        return (buf33, buf35, None, reinterpret_tensor(buf28, (3072, ), (1, ), 0), buf30, buf20, reinterpret_tensor(buf22, (1024, ), (1, ), 0), buf14, buf16, buf8, reinterpret_tensor(buf10, (4096, ), (1, ), 0), buf3, reinterpret_tensor(buf5, (1024, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((3072, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((1024, 4096), (4096, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    view_6 = rand_strided((8, 16, 512, 64), (1024, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_7 = rand_strided((8, 16, 512, 64), (1024, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    view_8 = rand_strided((8, 16, 512, 64), (1024, 64, 8192, 1), device='cuda:0', dtype=torch.float32)
    getitem_2 = rand_strided((8, 16, 512, 64), (524288, 64, 1024, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((8, 16, 512), (8192, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_4 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_5 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    view_9 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    addmm = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((8, 512, 1), (512, 1, 1), device='cuda:0', dtype=torch.float32)
    view_11 = rand_strided((4096, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    addmm_1 = rand_strided((4096, 4096), (4096, 1), device='cuda:0', dtype=torch.float32)
    view_13 = rand_strided((4096, 4096), (4096, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((8, 512, 1024), (524288, 1024, 1), device='cuda:0', dtype=torch.float32)
    return [primals_3, primals_5, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, view_6, view_7, view_8, getitem_2, getitem_3, getitem_4, getitem_5, view_9, addmm, getitem_7, rsqrt_1, view_11, addmm_1, view_13, div, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
