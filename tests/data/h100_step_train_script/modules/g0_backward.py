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


# kernel path: /tmp/inductor-probe-step/cache/dz/cdzkwqdauxmxuqzdlaktdwbacwxaefv7yejneygemacqolzz2auy.py
# Topologically Sorted Source Nodes: [view_27, mul_10, mul_12, sum_1], Original ATen: [aten.view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   mul_10 => mul_10
#   mul_12 => mul_12
#   sum_1 => sum_1
#   view_27 => view_27
# Graph fragment:
#   %mm_12 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %add_9 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %rsqrt_4 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %view_27 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [8, 128, 256]), kwargs = {})
#   %mul_10 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_4), kwargs = {})
#   %mul_12 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_27, %mul_10), kwargs = {})
#   %sum_1 : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_12, [0, 1], True), kwargs = {})
#   return %buf2
triton_red_fused_mul_sum_view_0 = async_compile.triton('triton_red_fused_mul_sum_view_0', '''
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
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mul_sum_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2113536, 'r0_': 4096}, 'kernel_num_gb': 0.00210944, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_mul_sum_view_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)


def get_args():
    arg_0 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 1, 256, 8), (2048, 2048, 1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 2048, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_mul_sum_view_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_mul_sum_view_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00210944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/w3/cw3selgn5ljbkcphg3zey3v4aa7eg3mt5lsdamqijsovjk363jka.py
# Topologically Sorted Source Nodes: [view_27, mul_10, mul_12, sum_1], Original ATen: [aten.view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   mul_10 => mul_10
#   mul_12 => mul_12
#   sum_1 => sum_1
#   view_27 => view_27
# Graph fragment:
#   %buf2 : Tensor "f32[1, 1, 256, 8][2048, 2048, 1, 256]cuda:0" = PlaceHolder[target=buf2]
#   %view_27 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [8, 128, 256]), kwargs = {})
#   %mul_10 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_4), kwargs = {})
#   %mul_12 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_27, %mul_10), kwargs = {})
#   %sum_1 : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_12, [0, 1], True), kwargs = {})
#   return %sum_1
triton_per_fused_mul_sum_view_1 = async_compile.triton('triton_per_fused_mul_sum_view_1', '''
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
    size_hints={'x': 256, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_mul_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240, 'r0_': 0}, 'kernel_num_gb': 9.216e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_mul_sum_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 256, 8), (2048, 2048, 1, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1, 256), (256, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 256, 8,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_mul_sum_view_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 9.216e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/53/c53g3ivr6q45p4bqonevwyhbtrzgqvtkec5kae443smjfbufyyzb.py
# Topologically Sorted Source Nodes: [view_27, mul_13, mul_14, mul_15, sum_2, pow_6, mul_16, mul_17, expand, div_2, pow_7, mul_18, mul_19, add_11], Original ATen: [aten.view, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.add]
# Source node to ATen node mapping:
#   add_11 => add_11
#   div_2 => div_2
#   expand => expand
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   pow_6 => pow_6
#   pow_7 => pow_7
#   sum_2 => sum_2
#   view_27 => view_27
# Graph fragment:
#   %mm_12 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_12]
#   %primals_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_17]
#   %add_9 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %rsqrt_4 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %sum_2 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_2]
#   %view_27 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [8, 128, 256]), kwargs = {})
#   %mul_13 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_27, %primals_17), kwargs = {})
#   %mul_14 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %add_9), kwargs = {})
#   %mul_15 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %rsqrt_4), kwargs = {})
#   %sum_2 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_14, [2], True), kwargs = {})
#   %pow_6 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_4, 3), kwargs = {})
#   %mul_16 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_2, -0.5), kwargs = {})
#   %mul_17 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %pow_6), kwargs = {})
#   %expand : Tensor "f32[8, 128, 256][128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_17, [8, 128, 256]), kwargs = {})
#   %div_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 256), kwargs = {})
#   %pow_7 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_9, 1.0), kwargs = {})
#   %mul_18 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_7, 2.0), kwargs = {})
#   %mul_19 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %mul_18), kwargs = {})
#   %add_11 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %mul_19), kwargs = {})
#   return %sum_2,%add_11
triton_per_fused_add_div_expand_mul_pow_sum_view_2 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_2', '''
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
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 4195328}, 'kernel_num_gb': 0.003150848, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp2 * tmp9
    tmp11 = tl.full([1, 1], -0.5, tl.float32)
    tmp12 = tmp8 * tmp11
    tmp13 = tmp9 * tmp9
    tmp14 = tmp13 * tmp9
    tmp15 = tmp12 * tmp14
    tmp16 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp17 = tmp15 * tmp16
    tmp18 = tl.full([1, 1], 2.0, tl.float32)
    tmp19 = tmp3 * tmp18
    tmp20 = tmp17 * tmp19
    tmp21 = tmp10 + tmp20
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp21, xmask)


def get_args():
    arg_0 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 1024, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_div_expand_mul_pow_sum_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003150848
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/hl/chlpo36aepoduyhxyylkydt2jruh6mdxt64bndusgelsihsegnbi.py
# Topologically Sorted Source Nodes: [view_30, linear_7, silu_1, mul_20, linear_8, mul_21, reciprocal, mul_22, mul_23, sub, mul_24, add_13, mul_25], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
# Source node to ATen node mapping:
#   add_13 => add_13
#   linear_7 => view_19
#   linear_8 => view_21
#   mul_20 => mul_20
#   mul_21 => mul_21
#   mul_22 => mul_22
#   mul_23 => mul_23
#   mul_24 => mul_24
#   mul_25 => mul_25
#   reciprocal => reciprocal
#   silu_1 => add_8, div_1, exp_1, neg_1
#   sub => sub
#   view_30 => view_30
# Graph fragment:
#   %mm_14 : Tensor "f32[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %mm_7 : Tensor "f32[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_7]
#   %mm_8 : Tensor "f32[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %view_30 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [8, 128, 1024]), kwargs = {})
#   %view_19 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_7, [8, 128, 1024]), kwargs = {})
#   %neg_1 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_19,), kwargs = {})
#   %exp_1 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_8 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_19, %add_8), kwargs = {})
#   %mul_20 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_30, %div_1), kwargs = {})
#   %view_21 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [8, 128, 1024]), kwargs = {})
#   %mul_21 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_30, %view_21), kwargs = {})
#   %reciprocal : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_8,), kwargs = {})
#   %mul_22 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_23 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_21, %mul_22), kwargs = {})
#   %sub : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_22), kwargs = {})
#   %mul_24 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, %sub), kwargs = {})
#   %add_13 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_24, 1), kwargs = {})
#   %mul_25 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_23, %add_13), kwargs = {})
#   return %mul_20,%mul_25
triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3', '''
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 29360128}, 'kernel_num_gb': 0.02097152, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr1 + (x0), None)
    tmp8 = tl.load(in_out_ptr0 + (x0), None)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = (tmp1 / tmp5)
    tmp7 = tmp0 * tmp6
    tmp9 = tmp0 * tmp8
    tmp10 = tl.full([1], 1, tl.int32)
    tmp11 = (tmp10 / tmp5)
    tmp12 = tmp11 * tmp4
    tmp13 = tmp9 * tmp12
    tmp14 = tmp4 - tmp12
    tmp15 = tmp1 * tmp14
    tmp16 = tmp15 + tmp4
    tmp17 = tmp13 * tmp16
    tl.store(out_ptr0 + (x0), tmp7, None)
    tl.store(in_out_ptr0 + (x0), tmp17, None)


def get_args():
    arg_0 = rand_strided((8, 128, 1024), (131072, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 128, 1024), (131072, 1024, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 1048576,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.02097152
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/wv/cwvtmeqnllraqvlaycna5pqnjbmbugdnlbrxrn3jfamcemjrotqy.py
# Topologically Sorted Source Nodes: [view_32, view_34, add_14, mul_27, mul_28, mul_29, sum_4, add_15, pow_8, mul_30, mul_31, expand_1, div_3, pow_9, mul_32, mul_33, add_16], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_14 => add_14
#   add_15 => add_15
#   add_16 => add_16
#   div_3 => div_3
#   expand_1 => expand_1
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   mul_30 => mul_30
#   mul_31 => mul_31
#   mul_32 => mul_32
#   mul_33 => mul_33
#   pow_8 => pow_8
#   pow_9 => pow_9
#   sum_4 => sum_4
#   view_32 => view_32
#   view_34 => view_34
# Graph fragment:
#   %mm_16 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_16]
#   %mm_18 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_18]
#   %primals_13 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %add_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_6]
#   %add_11 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_11]
#   %rsqrt_3 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %sum_4 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_4]
#   %view_32 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_16, [8, 128, 256]), kwargs = {})
#   %view_34 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_18, [8, 128, 256]), kwargs = {})
#   %add_14 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_32, %view_34), kwargs = {})
#   %mul_27 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_14, %primals_13), kwargs = {})
#   %mul_28 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_27, %add_6), kwargs = {})
#   %mul_29 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_27, %rsqrt_3), kwargs = {})
#   %sum_4 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_28, [2], True), kwargs = {})
#   %add_15 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_11, %mul_29), kwargs = {})
#   %pow_8 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_3, 3), kwargs = {})
#   %mul_30 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_4, -0.5), kwargs = {})
#   %mul_31 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_30, %pow_8), kwargs = {})
#   %expand_1 : Tensor "f32[8, 128, 256][128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_31, [8, 128, 256]), kwargs = {})
#   %div_3 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_1, 256), kwargs = {})
#   %pow_9 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 1.0), kwargs = {})
#   %mul_32 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_9, 2.0), kwargs = {})
#   %mul_33 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %mul_32), kwargs = {})
#   %add_16 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_15, %mul_33), kwargs = {})
#   return %sum_4,%add_16
triton_per_fused_add_div_expand_mul_pow_sum_view_4 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_4', '''
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
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 6292480}, 'kernel_num_gb': 0.005248, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp11 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp13 = tmp4 * tmp12
    tmp14 = tmp11 + tmp13
    tmp15 = tl.full([1, 1], -0.5, tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tmp12 * tmp12
    tmp18 = tmp17 * tmp12
    tmp19 = tmp16 * tmp18
    tmp20 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tl.full([1, 1], 2.0, tl.float32)
    tmp23 = tmp5 * tmp22
    tmp24 = tmp21 * tmp23
    tmp25 = tmp14 + tmp24
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp25, xmask)


def get_args():
    arg_0 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1024, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_div_expand_mul_pow_sum_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.005248
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/3r/c3rwxvxwlzzvd7sqw4tfpmljp6izquyp2oqucq3xyquvelxusbzm.py
# Topologically Sorted Source Nodes: [view_32, view_34, add_14, mul_7, mul_26, sum_3], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_14 => add_14
#   mul_26 => mul_26
#   mul_7 => mul_7
#   sum_3 => sum_3
#   view_32 => view_32
#   view_34 => view_34
# Graph fragment:
#   %mm_16 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_16]
#   %mm_18 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_18]
#   %add_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_6]
#   %rsqrt_3 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_32 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_16, [8, 128, 256]), kwargs = {})
#   %view_34 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_18, [8, 128, 256]), kwargs = {})
#   %add_14 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_32, %view_34), kwargs = {})
#   %mul_7 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_3), kwargs = {})
#   %mul_26 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_14, %mul_7), kwargs = {})
#   %sum_3 : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_26, [0, 1], True), kwargs = {})
#   return %buf14
triton_red_fused_add_mul_sum_view_5 = async_compile.triton('triton_red_fused_add_mul_sum_view_5', '''
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
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_sum_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3162112, 'r0_': 4096}, 'kernel_num_gb': 0.003158016, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_mul_sum_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 * tmp4
        tmp6 = tmp2 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)


def get_args():
    arg_0 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 1, 256, 8), (2048, 2048, 1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 2048, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_sum_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_mul_sum_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003158016
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/sb/csbrbrfn3tlkqddijufwkbpc3st6alif5gizujlqhifcy7c4fqi6.py
# Topologically Sorted Source Nodes: [permute_40, permute_41, permute_42, cat], Original ATen: [aten.transpose, aten.stack]
# Source node to ATen node mapping:
#   cat => cat
#   permute_40 => permute_40
#   permute_41 => permute_41
#   permute_42 => permute_42
# Graph fragment:
#   %getitem_14 : Tensor "f32[8, 4, 128, 64][32768, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_14]
#   %getitem_15 : Tensor "f32[8, 4, 128, 64][32768, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_15]
#   %getitem_16 : Tensor "f32[8, 4, 128, 64][32768, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_16]
#   %permute_40 : Tensor "f32[8, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_16, [0, 2, 1, 3]), kwargs = {})
#   %permute_41 : Tensor "f32[8, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_15, [0, 2, 1, 3]), kwargs = {})
#   %permute_42 : Tensor "f32[8, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_14, [0, 2, 1, 3]), kwargs = {})
#   %cat : Tensor "f32[8, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%permute_42, %permute_41, %permute_40], 2), kwargs = {})
#   return %cat
triton_poi_fused_stack_transpose_6 = async_compile.triton('triton_poi_fused_stack_transpose_6', '''
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
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_stack_transpose_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9437184}, 'kernel_num_gb': 0.006291456, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_stack_transpose_6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 786432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 64) % 12)
    x0 = (xindex % 64)
    x2 = xindex // 768
    x3 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 4, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 64*(x1) + 256*x2), tmp4, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 8, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (x0 + 64*((-4) + x1) + 256*x2), tmp9, other=0.0)
    tmp11 = tmp0 >= tmp7
    tmp12 = tl.full([1], 12, tl.int64)
    tmp13 = tmp0 < tmp12
    tmp14 = tl.load(in_ptr2 + (x0 + 64*((-8) + x1) + 256*x2), tmp11, other=0.0)
    tmp15 = tl.where(tmp9, tmp10, tmp14)
    tmp16 = tl.where(tmp4, tmp5, tmp15)
    tl.store(out_ptr0 + (x3), tmp16, None)


def get_args():
    arg_0 = rand_strided((8, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 128, 12, 64), (98304, 768, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 786432,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_stack_transpose_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_stack_transpose_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.006291456
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/56/c56aq3jwpcwvag3n26azagw47ehi5ppfnijal2x77uh5ceepicr6.py
# Topologically Sorted Source Nodes: [view_42, mul_35, mul_36, mul_37, sum_6, add_17, pow_10, mul_38, mul_39, expand_2, div_4, pow_11, mul_40, mul_41, add_18], Original ATen: [aten.view, aten.mul, aten.sum, aten.add, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_17 => add_17
#   add_18 => add_18
#   div_4 => div_4
#   expand_2 => expand_2
#   mul_35 => mul_35
#   mul_36 => mul_36
#   mul_37 => mul_37
#   mul_38 => mul_38
#   mul_39 => mul_39
#   mul_40 => mul_40
#   mul_41 => mul_41
#   pow_10 => pow_10
#   pow_11 => pow_11
#   sum_6 => sum_6
#   view_42 => view_42
# Graph fragment:
#   %mm_22 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_22]
#   %primals_10 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_10]
#   %add_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_4]
#   %add_16 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_16]
#   %rsqrt_2 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %sum_6 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_6]
#   %view_42 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_22, [8, 128, 256]), kwargs = {})
#   %mul_35 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_42, %primals_10), kwargs = {})
#   %mul_36 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, %add_4), kwargs = {})
#   %mul_37 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, %rsqrt_2), kwargs = {})
#   %sum_6 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_36, [2], True), kwargs = {})
#   %add_17 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_16, %mul_37), kwargs = {})
#   %pow_10 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_2, 3), kwargs = {})
#   %mul_38 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_6, -0.5), kwargs = {})
#   %mul_39 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, %pow_10), kwargs = {})
#   %expand_2 : Tensor "f32[8, 128, 256][128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_39, [8, 128, 256]), kwargs = {})
#   %div_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_2, 256), kwargs = {})
#   %pow_11 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_4, 1.0), kwargs = {})
#   %mul_40 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_11, 2.0), kwargs = {})
#   %mul_41 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %mul_40), kwargs = {})
#   %add_18 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_17, %mul_41), kwargs = {})
#   return %sum_6,%add_18
triton_per_fused_add_div_expand_mul_pow_sum_view_7 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_7', '''
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
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 5243904}, 'kernel_num_gb': 0.004199424, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp9 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp10 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp11 = tmp2 * tmp10
    tmp12 = tmp9 + tmp11
    tmp13 = tl.full([1, 1], -0.5, tl.float32)
    tmp14 = tmp8 * tmp13
    tmp15 = tmp10 * tmp10
    tmp16 = tmp15 * tmp10
    tmp17 = tmp14 * tmp16
    tmp18 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp19 = tmp17 * tmp18
    tmp20 = tl.full([1, 1], 2.0, tl.float32)
    tmp21 = tmp3 * tmp20
    tmp22 = tmp19 * tmp21
    tmp23 = tmp12 + tmp22
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp23, xmask)


def get_args():
    arg_0 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 1024, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_div_expand_mul_pow_sum_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004199424
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/f3/cf3mfttlhofftpo4pcjdmcsuwwawwr6wd6shr3frpmc2vwnj47kl.py
# Topologically Sorted Source Nodes: [view_47, view_49, add_21, linear_1, x_1, mul_49, mul_50, mul_51, sum_8, add_22, pow_12, mul_52, mul_53, expand_3, div_5, pow_13, mul_54, mul_55, add_23], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_21 => add_21
#   add_22 => add_22
#   add_23 => add_23
#   div_5 => div_5
#   expand_3 => expand_3
#   linear_1 => view_5
#   mul_49 => mul_49
#   mul_50 => mul_50
#   mul_51 => mul_51
#   mul_52 => mul_52
#   mul_53 => mul_53
#   mul_54 => mul_54
#   mul_55 => mul_55
#   pow_12 => pow_12
#   pow_13 => pow_13
#   sum_8 => sum_8
#   view_47 => view_47
#   view_49 => view_49
#   x_1 => add_1
# Graph fragment:
#   %mm_26 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_26]
#   %mm_28 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %primals_6 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_6]
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_1 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %add_18 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_18]
#   %rsqrt_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sum_8 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_8]
#   %view_47 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_26, [8, 128, 256]), kwargs = {})
#   %view_49 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_28, [8, 128, 256]), kwargs = {})
#   %add_21 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_47, %view_49), kwargs = {})
#   %view_5 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [8, 128, 256]), kwargs = {})
#   %add_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_5), kwargs = {})
#   %mul_49 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_21, %primals_6), kwargs = {})
#   %mul_50 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_49, %add_1), kwargs = {})
#   %mul_51 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_49, %rsqrt_1), kwargs = {})
#   %sum_8 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_50, [2], True), kwargs = {})
#   %add_22 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_18, %mul_51), kwargs = {})
#   %pow_12 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_1, 3), kwargs = {})
#   %mul_52 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_8, -0.5), kwargs = {})
#   %mul_53 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_52, %pow_12), kwargs = {})
#   %expand_3 : Tensor "f32[8, 128, 256][128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_53, [8, 128, 256]), kwargs = {})
#   %div_5 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_3, 256), kwargs = {})
#   %pow_13 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1, 1.0), kwargs = {})
#   %mul_54 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_13, 2.0), kwargs = {})
#   %mul_55 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_5, %mul_54), kwargs = {})
#   %add_23 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, %mul_55), kwargs = {})
#   return %sum_8,%add_23
triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_8 = async_compile.triton('triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_8', '''
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
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 7341056}, 'kernel_num_gb': 0.006296576, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp6 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp7 = tmp5 + tmp6
    tmp8 = tmp4 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tmp4 * tmp14
    tmp16 = tmp13 + tmp15
    tmp17 = tl.full([1, 1], -0.5, tl.float32)
    tmp18 = tmp12 * tmp17
    tmp19 = tmp14 * tmp14
    tmp20 = tmp19 * tmp14
    tmp21 = tmp18 * tmp20
    tmp22 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.full([1, 1], 2.0, tl.float32)
    tmp25 = tmp7 * tmp24
    tmp26 = tmp23 * tmp25
    tmp27 = tmp16 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp27, xmask)


def get_args():
    arg_0 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 1024, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.006296576
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/sv/csvfs4kaks2fqp5v6xnjqzdoob45mitmnhw2sjkqfla33ixan6b6.py
# Topologically Sorted Source Nodes: [view_47, view_49, add_21, linear_1, x_1, mul_2, mul_48, sum_7, view_57, mul, mul_56, sum_9], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_21 => add_21
#   linear_1 => view_5
#   mul => mul
#   mul_2 => mul_2
#   mul_48 => mul_48
#   mul_56 => mul_56
#   sum_7 => sum_7
#   sum_9 => sum_9
#   view_47 => view_47
#   view_49 => view_49
#   view_57 => view_57
#   x_1 => add_1
# Graph fragment:
#   %mm_26 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_26]
#   %mm_28 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_1 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %rsqrt_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_32 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_32]
#   %rsqrt : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_47 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_26, [8, 128, 256]), kwargs = {})
#   %view_49 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_28, [8, 128, 256]), kwargs = {})
#   %add_21 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_47, %view_49), kwargs = {})
#   %view_5 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [8, 128, 256]), kwargs = {})
#   %add_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_5), kwargs = {})
#   %mul_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1, %rsqrt_1), kwargs = {})
#   %mul_48 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_21, %mul_2), kwargs = {})
#   %sum_7 : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_48, [0, 1], True), kwargs = {})
#   %view_57 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [8, 128, 256]), kwargs = {})
#   %mul : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_56 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_57, %mul), kwargs = {})
#   %sum_9 : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_56, [0, 1], True), kwargs = {})
#   return %buf39,%buf52
triton_red_fused__unsafe_view_add_mul_sum_view_9 = async_compile.triton('triton_red_fused__unsafe_view_add_mul_sum_view_9', '''
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
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_mul_sum_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5275648, 'r0_': 8192}, 'kernel_num_gb': 0.005267456, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__unsafe_view_add_mul_sum_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr5 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp13 = tl.load(in_ptr6 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 + tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp2 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp14 = tmp3 * tmp13
        tmp15 = tmp12 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, xmask)
    tl.store(out_ptr1 + (x3), tmp17, xmask)


def get_args():
    arg_0 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 1, 256, 8), (2048, 2048, 1, 256), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 1, 256, 8), (2048, 2048, 1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 2048, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_mul_sum_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__unsafe_view_add_mul_sum_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.005267456
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/c2/cc27nkeniryq4kds6ovcacehbw4za5x23ia7vc32725fxtbk3mjd.py
# Topologically Sorted Source Nodes: [full_default_1], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_1 => full_default_1
# Graph fragment:
#   %full_default_1 : Tensor "f32[8192, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8192, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_10 = async_compile.triton('triton_poi_fused_embedding_dense_backward_10', '''
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
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16777216}, 'kernel_num_gb': 0.008388608, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_10(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)


def get_args():
    arg_0 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 2097152,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.008388608
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/sz/csztjikybhkjwlz3o52tsbqftxcr4zwex5uaueiwjtwc5wkih6ac.py
# Topologically Sorted Source Nodes: [view_57, mul_57, mul_58, mul_59, sum_10, add_24, pow_14, mul_60, mul_61, expand_4, div_6, pow_15, mul_62, mul_63, add_25, eq, unsqueeze, full_default, where, full_default_1, index_put], Original ATen: [aten.view, aten.mul, aten.sum, aten.add, aten.pow, aten.expand, aten.div, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_24 => add_24
#   add_25 => add_25
#   div_6 => div_6
#   eq => eq
#   expand_4 => expand_4
#   full_default => full_default
#   full_default_1 => full_default_1
#   index_put => index_put
#   mul_57 => mul_57
#   mul_58 => mul_58
#   mul_59 => mul_59
#   mul_60 => mul_60
#   mul_61 => mul_61
#   mul_62 => mul_62
#   mul_63 => mul_63
#   pow_14 => pow_14
#   pow_15 => pow_15
#   sum_10 => sum_10
#   unsqueeze => unsqueeze
#   view_57 => view_57
#   where => where
# Graph fragment:
#   %mm_32 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_32]
#   %primals_3 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_3]
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %primals_2 : Tensor "i64[8, 128][129, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %add_23 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_23]
#   %rsqrt : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_10 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=sum_10]
#   %index_put : Tensor "f32[8192, 256][256, 1]cuda:0" = PlaceHolder[target=index_put]
#   %view_57 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [8, 128, 256]), kwargs = {})
#   %mul_57 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_57, %primals_3), kwargs = {})
#   %mul_58 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_57, %embedding), kwargs = {})
#   %mul_59 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_57, %rsqrt), kwargs = {})
#   %sum_10 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_58, [2], True), kwargs = {})
#   %add_24 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_23, %mul_59), kwargs = {})
#   %pow_14 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt, 3), kwargs = {})
#   %mul_60 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_10, -0.5), kwargs = {})
#   %mul_61 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_60, %pow_14), kwargs = {})
#   %expand_4 : Tensor "f32[8, 128, 256][128, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_61, [8, 128, 256]), kwargs = {})
#   %div_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_4, 256), kwargs = {})
#   %pow_15 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 1.0), kwargs = {})
#   %mul_62 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_15, 2.0), kwargs = {})
#   %mul_63 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_6, %mul_62), kwargs = {})
#   %add_25 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_24, %mul_63), kwargs = {})
#   %eq : Tensor "b8[8, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_2, -1), kwargs = {})
#   %unsqueeze : Tensor "b8[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq, -1), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze, %full_default, %add_25), kwargs = {})
#   %full_default_1 : Tensor "f32[8192, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([8192, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[8192, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_1, [%primals_2], %where, True), kwargs = {})
#   return %sum_10,%buf56
triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_sum_view_11 = async_compile.triton('triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_sum_view_11', '''
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
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_sum_view_11', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288, 'r0_': 3146752}, 'kernel_num_gb': 0.004207616, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_sum_view_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    x2 = (xindex % 128)
    x3 = xindex // 128
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr3 + (x2 + 129*x3), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp18 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 8192, tl.int32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp9 < 0
    tmp13 = tl.where(tmp12, tmp11, tmp9)
    tl.device_assert(((0 <= tmp13) & (tmp13 < 8192)) | ~(xmask), "index out of bounds: 0 <= tmp13 < 8192")
    tmp15 = tl.full([1, 1], -1, tl.int64)
    tmp16 = tmp9 == tmp15
    tmp19 = tmp2 * tmp18
    tmp20 = tmp17 + tmp19
    tmp21 = tl.full([1, 1], -0.5, tl.float32)
    tmp22 = tmp8 * tmp21
    tmp23 = tmp18 * tmp18
    tmp24 = tmp23 * tmp18
    tmp25 = tmp22 * tmp24
    tmp26 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp27 = tmp25 * tmp26
    tmp28 = tl.full([1, 1], 2.0, tl.float32)
    tmp29 = tmp3 * tmp28
    tmp30 = tmp27 * tmp29
    tmp31 = tmp20 + tmp30
    tmp32 = tl.full([1, 1], 0.0, tl.float32)
    tmp33 = tl.where(tmp16, tmp32, tmp31)
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(r0_1 + 256*tmp13, [XBLOCK, R0_BLOCK])), tmp33, xmask, sem='relaxed')


def get_args():
    arg_0 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 128), (129, 1), device='cuda:0', dtype=torch.int64)
    arg_4 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 1024, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_sum_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_sum_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004207616
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
        primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, embedding, rsqrt, view, permute_1, permute_2, permute_3, getitem_3, getitem_4, getitem_5, getitem_6, mm_1, rsqrt_1, view_6, mm_2, mm_3, view_10, add_4, rsqrt_2, view_12, permute_10, permute_11, permute_12, getitem_10, getitem_11, getitem_12, getitem_13, add_6, rsqrt_3, view_18, mm_7, mm_8, view_22, add_9, rsqrt_4, view_24, tangents_1 = args
        args.clear()
        assert_size_stride(primals_2, (8, 128), (129, 1))
        assert_size_stride(primals_3, (256, ), (1, ))
        assert_size_stride(primals_4, (768, 256), (256, 1))
        assert_size_stride(primals_5, (256, 256), (256, 1))
        assert_size_stride(primals_6, (256, ), (1, ))
        assert_size_stride(primals_7, (1024, 256), (256, 1))
        assert_size_stride(primals_8, (1024, 256), (256, 1))
        assert_size_stride(primals_9, (256, 1024), (1024, 1))
        assert_size_stride(primals_10, (256, ), (1, ))
        assert_size_stride(primals_11, (768, 256), (256, 1))
        assert_size_stride(primals_12, (256, 256), (256, 1))
        assert_size_stride(primals_13, (256, ), (1, ))
        assert_size_stride(primals_14, (1024, 256), (256, 1))
        assert_size_stride(primals_15, (1024, 256), (256, 1))
        assert_size_stride(primals_16, (256, 1024), (1024, 1))
        assert_size_stride(primals_17, (256, ), (1, ))
        assert_size_stride(primals_18, (8192, 256), (256, 1))
        assert_size_stride(embedding, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(rsqrt, (8, 128, 1), (128, 1, 1))
        assert_size_stride(view, (1024, 256), (256, 1))
        assert_size_stride(permute_1, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_2, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_3, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_3, (8, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_4, (8, 4, 128), (512, 128, 1))
        assert_size_stride(getitem_5, (), ())
        assert_size_stride(getitem_6, (), ())
        assert_size_stride(mm_1, (1024, 256), (256, 1))
        assert_size_stride(rsqrt_1, (8, 128, 1), (128, 1, 1))
        assert_size_stride(view_6, (1024, 256), (256, 1))
        assert_size_stride(mm_2, (1024, 1024), (1024, 1))
        assert_size_stride(mm_3, (1024, 1024), (1024, 1))
        assert_size_stride(view_10, (1024, 1024), (1024, 1))
        assert_size_stride(add_4, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(rsqrt_2, (8, 128, 1), (128, 1, 1))
        assert_size_stride(view_12, (1024, 256), (256, 1))
        assert_size_stride(permute_10, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_11, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_12, (8, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_10, (8, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_11, (8, 4, 128), (512, 128, 1))
        assert_size_stride(getitem_12, (), ())
        assert_size_stride(getitem_13, (), ())
        assert_size_stride(add_6, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(rsqrt_3, (8, 128, 1), (128, 1, 1))
        assert_size_stride(view_18, (1024, 256), (256, 1))
        assert_size_stride(mm_7, (1024, 1024), (1024, 1))
        assert_size_stride(mm_8, (1024, 1024), (1024, 1))
        assert_size_stride(view_22, (1024, 1024), (1024, 1))
        assert_size_stride(add_9, (8, 128, 256), (32768, 256, 1))
        assert_size_stride(rsqrt_4, (8, 128, 1), (128, 1, 1))
        assert_size_stride(view_24, (1024, 256), (256, 1))
        assert_size_stride(tangents_1, (8, 128, 8192), (1048576, 8192, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_26, linear_10, permute_21, mm_12], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (1024, 8192), (8192, 1), 0), primals_18, out=buf1)
            del primals_18
            buf2 = empty_strided_cuda((1, 1, 256, 8), (2048, 2048, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, mul_10, mul_12, sum_1], Original ATen: [aten.view, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_mul_sum_view_0.run(buf1, add_9, rsqrt_4, buf2, 2048, 128, stream=stream0)
            buf3 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, mul_10, mul_12, sum_1], Original ATen: [aten.view, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_1.run(buf2, buf3, 256, 8, stream=stream0)
            del buf2
            buf5 = reinterpret_tensor(buf1, (8, 128, 256), (32768, 256, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [view_27, mul_13, mul_14, mul_15, sum_2, pow_6, mul_16, mul_17, expand, div_2, pow_7, mul_18, mul_19, add_11], Original ATen: [aten.view, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.add]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_2.run(buf5, primals_17, add_9, rsqrt_4, 1024, 256, stream=stream0)
            del add_9
            del primals_17
            del rsqrt_4
            buf6 = empty_strided_cuda((256, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, permute_23, mm_13], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf5, (256, 1024), (1, 256), 0), view_22, out=buf6)
            del view_22
            buf7 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, linear_9, permute_25, mm_14], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf5, (1024, 256), (256, 1), 0), primals_16, out=buf7)
            del primals_16
            buf8 = empty_strided_cuda((8, 128, 1024), (131072, 1024, 1), torch.float32)
            buf11 = reinterpret_tensor(mm_8, (8, 128, 1024), (131072, 1024, 1), 0); del mm_8  # reuse
            # Topologically Sorted Source Nodes: [view_30, linear_7, silu_1, mul_20, linear_8, mul_21, reciprocal, mul_22, mul_23, sub, mul_24, add_13, mul_25], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3.run(buf11, buf7, mm_7, buf8, 1048576, stream=stream0)
            del buf7
            del mm_7
            buf9 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_30, linear_7, silu_1, mul_20, view_31, permute_27, mm_15], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf8, (1024, 1024), (1, 1024), 0), view_18, out=buf9)
            buf10 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_30, linear_7, silu_1, mul_20, view_31, linear_8, permute_29, mm_16], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf8, (1024, 1024), (1024, 1), 0), primals_15, out=buf10)
            del primals_15
            buf12 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_30, linear_7, silu_1, linear_8, mul_21, reciprocal, mul_22, mul_23, sub, mul_24, add_13, mul_25, view_33, permute_31, mm_17], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf11, (1024, 1024), (1, 1024), 0), view_18, out=buf12)
            del view_18
            buf13 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_30, linear_7, silu_1, linear_8, mul_21, reciprocal, mul_22, mul_23, sub, mul_24, add_13, mul_25, view_33, permute_33, mm_18], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf11, (1024, 1024), (1024, 1), 0), primals_14, out=buf13)
            del primals_14
            buf17 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [view_32, view_34, add_14, mul_27, mul_28, mul_29, sum_4, add_15, pow_8, mul_30, mul_31, expand_1, div_3, pow_9, mul_32, mul_33, add_16], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_4.run(buf17, buf10, buf13, primals_13, add_6, rsqrt_3, 1024, 256, stream=stream0)
            del primals_13
            buf14 = empty_strided_cuda((1, 1, 256, 8), (2048, 2048, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_32, view_34, add_14, mul_7, mul_26, sum_3], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_sum_view_5.run(buf10, buf13, add_6, rsqrt_3, buf14, 2048, 128, stream=stream0)
            del add_6
            del rsqrt_3
            buf15 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_32, view_34, add_14, mul_7, mul_26, sum_3], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_1.run(buf14, buf15, 256, 8, stream=stream0)
            buf18 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_36, permute_35, transpose_7, reshape_1, linear_6, mm_19], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf17, (256, 1024), (1, 256), 0), reinterpret_tensor(getitem_10, (1024, 256), (256, 1), 0), out=buf18)
            buf19 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [view_36, linear_6, permute_37, mm_20], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf17, (1024, 256), (256, 1), 0), primals_12, out=buf19)
            del primals_12
            # Topologically Sorted Source Nodes: [view_37, view_38, permute_39, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            buf20 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf19, (8, 4, 128, 64), (32768, 64, 256, 1), 0), permute_10, permute_11, permute_12, None, getitem_10, getitem_11, getitem_12, getitem_13, 0.0, [True, True, True, False], True)
            del getitem_10
            del getitem_11
            del getitem_12
            del getitem_13
            del permute_10
            del permute_11
            del permute_12
            buf21 = buf20[0]
            assert_size_stride(buf21, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf21, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf22 = buf20[1]
            assert_size_stride(buf22, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf22, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf23 = buf20[2]
            assert_size_stride(buf23, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf23, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf20
            buf24 = empty_strided_cuda((8, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_40, permute_41, permute_42, cat], Original ATen: [aten.transpose, aten.stack]
            stream0 = get_raw_stream(0)
            triton_poi_fused_stack_transpose_6.run(buf21, buf22, buf23, buf24, 786432, stream=stream0)
            buf25 = empty_strided_cuda((768, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_40, permute_41, permute_42, cat, view_39, view_40, view_41, permute_43, mm_21], Original ATen: [aten.transpose, aten.stack, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf24, (768, 1024), (1, 768), 0), view_12, out=buf25)
            del view_12
            buf26 = reinterpret_tensor(buf23, (1024, 256), (256, 1), 0); del buf23  # reuse
            # Topologically Sorted Source Nodes: [permute_40, permute_41, permute_42, cat, view_39, view_40, view_41, linear_5, permute_45, mm_22], Original ATen: [aten.transpose, aten.stack, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf24, (1024, 768), (768, 1), 0), primals_11, out=buf26)
            del primals_11
            buf30 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_42, mul_35, mul_36, mul_37, sum_6, add_17, pow_10, mul_38, mul_39, expand_2, div_4, pow_11, mul_40, mul_41, add_18], Original ATen: [aten.view, aten.mul, aten.sum, aten.add, aten.pow, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_pow_sum_view_7.run(buf30, buf26, primals_10, add_4, rsqrt_2, 1024, 256, stream=stream0)
            del primals_10
            buf31 = reinterpret_tensor(buf22, (256, 1024), (1024, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [view_44, permute_47, mm_23], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf30, (256, 1024), (1, 256), 0), view_10, out=buf31)
            del view_10
            buf27 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [view_42, mul_5, mul_34, sum_5], Original ATen: [aten.view, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_mul_sum_view_0.run(buf26, add_4, rsqrt_2, buf27, 2048, 128, stream=stream0)
            del add_4
            del rsqrt_2
            buf28 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_42, mul_5, mul_34, sum_5], Original ATen: [aten.view, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_1.run(buf27, buf28, 256, 8, stream=stream0)
            buf32 = reinterpret_tensor(buf11, (1024, 1024), (1024, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_44, linear_4, permute_49, mm_24], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf30, (1024, 256), (256, 1), 0), primals_9, out=buf32)
            del primals_9
            buf33 = buf8; del buf8  # reuse
            buf36 = reinterpret_tensor(mm_3, (8, 128, 1024), (131072, 1024, 1), 0); del mm_3  # reuse
            # Topologically Sorted Source Nodes: [view_45, linear_2, silu, mul_42, linear_3, mul_43, reciprocal_1, mul_44, mul_45, sub_1, mul_46, add_20, mul_47], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_3.run(buf36, buf32, mm_2, buf33, 1048576, stream=stream0)
            del buf32
            del mm_2
            buf34 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [view_45, linear_2, silu, mul_42, view_46, permute_51, mm_25], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf33, (1024, 1024), (1, 1024), 0), view_6, out=buf34)
            buf35 = reinterpret_tensor(buf21, (1024, 256), (256, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [view_45, linear_2, silu, mul_42, view_46, linear_3, permute_53, mm_26], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf33, (1024, 1024), (1024, 1), 0), primals_8, out=buf35)
            del buf33
            del primals_8
            buf37 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [view_45, linear_2, silu, linear_3, mul_43, reciprocal_1, mul_44, mul_45, sub_1, mul_46, add_20, mul_47, view_48, permute_55, mm_27], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf36, (1024, 1024), (1, 1024), 0), view_6, out=buf37)
            del view_6
            buf38 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [view_45, linear_2, silu, linear_3, mul_43, reciprocal_1, mul_44, mul_45, sub_1, mul_46, add_20, mul_47, view_48, permute_57, mm_28], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf36, (1024, 1024), (1024, 1), 0), primals_7, out=buf38)
            del buf36
            del primals_7
            buf42 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [view_47, view_49, add_21, linear_1, x_1, mul_49, mul_50, mul_51, sum_8, add_22, pow_12, mul_52, mul_53, expand_3, div_5, pow_13, mul_54, mul_55, add_23], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_8.run(buf42, buf35, buf38, primals_6, embedding, mm_1, rsqrt_1, 1024, 256, stream=stream0)
            del primals_6
            buf43 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_51, permute_59, transpose_3, reshape, linear_1, mm_29], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf42, (256, 1024), (1, 256), 0), reinterpret_tensor(getitem_3, (1024, 256), (256, 1), 0), out=buf43)
            buf44 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_51, linear_1, permute_61, mm_30], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf42, (1024, 256), (256, 1), 0), primals_5, out=buf44)
            del primals_5
            # Topologically Sorted Source Nodes: [view_52, view_53, permute_63, _scaled_dot_product_efficient_attention_backward_1], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
            buf45 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf44, (8, 4, 128, 64), (32768, 64, 256, 1), 0), permute_1, permute_2, permute_3, None, getitem_3, getitem_4, getitem_5, getitem_6, 0.0, [True, True, True, False], True)
            del buf44
            del getitem_3
            del getitem_4
            del getitem_5
            del getitem_6
            del permute_1
            del permute_2
            del permute_3
            buf46 = buf45[0]
            assert_size_stride(buf46, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf46, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf47 = buf45[1]
            assert_size_stride(buf47, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf47, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            buf48 = buf45[2]
            assert_size_stride(buf48, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            assert_alignment(buf48, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
            del buf45
            buf49 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [permute_64, permute_65, permute_66, cat_1], Original ATen: [aten.transpose, aten.stack]
            stream0 = get_raw_stream(0)
            triton_poi_fused_stack_transpose_6.run(buf46, buf47, buf48, buf49, 786432, stream=stream0)
            del buf46
            del buf47
            buf50 = empty_strided_cuda((768, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_64, permute_65, permute_66, cat_1, view_54, view_55, view_56, permute_67, mm_31], Original ATen: [aten.transpose, aten.stack, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf49, (768, 1024), (1, 768), 0), view, out=buf50)
            del view
            buf51 = reinterpret_tensor(buf48, (1024, 256), (256, 1), 0); del buf48  # reuse
            # Topologically Sorted Source Nodes: [permute_64, permute_65, permute_66, cat_1, view_54, view_55, view_56, linear, permute_69, mm_32], Original ATen: [aten.transpose, aten.stack, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf49, (1024, 768), (768, 1), 0), primals_4, out=buf51)
            del buf49
            del primals_4
            buf39 = buf27; del buf27  # reuse
            buf52 = empty_strided_cuda((1, 1, 256, 8), (2048, 2048, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_47, view_49, add_21, linear_1, x_1, mul_2, mul_48, sum_7, view_57, mul, mul_56, sum_9], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_mul_sum_view_9.run(buf35, buf38, embedding, mm_1, rsqrt_1, buf51, rsqrt, buf39, buf52, 2048, 128, stream=stream0)
            del buf35
            del buf38
            del mm_1
            del rsqrt_1
            buf40 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_47, view_49, add_21, linear_1, x_1, mul_2, mul_48, sum_7], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_1.run(buf39, buf40, 256, 8, stream=stream0)
            del buf39
            buf53 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_57, mul, mul_56, sum_9], Original ATen: [aten.view, aten.mul, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_view_1.run(buf52, buf53, 256, 8, stream=stream0)
            del buf52
            buf0 = empty_strided_cuda((8192, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_26, permute_19, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(tangents_1, (8192, 1024), (1, 8192), 0), view_24, out=buf0)
            del tangents_1
            del view_24
            buf55 = empty_strided_cuda((8192, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_default_1], Original ATen: [aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_10.run(buf55, 2097152, stream=stream0)
            # Topologically Sorted Source Nodes: [view_57, mul_57, mul_58, mul_59, sum_10, add_24, pow_14, mul_60, mul_61, expand_4, div_6, pow_15, mul_62, mul_63, add_25, eq, unsqueeze, full_default, where, full_default_1, index_put], Original ATen: [aten.view, aten.mul, aten.sum, aten.add, aten.pow, aten.expand, aten.div, aten.embedding_dense_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_sum_view_11.run(buf51, primals_3, embedding, primals_2, buf42, rsqrt, buf55, 1024, 256, stream=stream0)
            del buf42
            del buf51
            del embedding
            del primals_2
            del primals_3
            del rsqrt
        return (buf55, None, reinterpret_tensor(buf53, (256, ), (1, ), 0), buf50, buf43, reinterpret_tensor(buf40, (256, ), (1, ), 0), buf37, buf34, buf31, reinterpret_tensor(buf28, (256, ), (1, ), 0), buf25, buf18, reinterpret_tensor(buf15, (256, ), (1, ), 0), buf12, buf9, buf6, reinterpret_tensor(buf3, (256, ), (1, ), 0), buf0, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = rand_strided((8, 128), (129, 1), device='cuda:0', dtype=torch.int64)
    primals_3 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    embedding = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    permute_1 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_2 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_3 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((8, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_4 = rand_strided((8, 4, 128), (512, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_6 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    mm_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view_6 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    mm_2 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    mm_3 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    view_10 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    add_4 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view_12 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    permute_10 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_11 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_12 = rand_strided((8, 4, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_10 = rand_strided((8, 4, 128, 64), (32768, 64, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_11 = rand_strided((8, 4, 128), (512, 128, 1), device='cuda:0', dtype=torch.float32)
    getitem_12 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_13 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    add_6 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view_18 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    mm_7 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    mm_8 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    view_22 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    add_9 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view_24 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((8, 128, 8192), (1048576, 8192, 1), device='cuda:0', dtype=torch.float32)
    return [primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, embedding, rsqrt, view, permute_1, permute_2, permute_3, getitem_3, getitem_4, getitem_5, getitem_6, mm_1, rsqrt_1, view_6, mm_2, mm_3, view_10, add_4, rsqrt_2, view_12, permute_10, permute_11, permute_12, getitem_10, getitem_11, getitem_12, getitem_13, add_6, rsqrt_3, view_18, mm_7, mm_8, view_22, add_9, rsqrt_4, view_24, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
