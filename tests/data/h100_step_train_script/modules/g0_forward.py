# AOT ID: ['0_forward']
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


# kernel path: /tmp/inductor-probe-step/cache/e6/ce6abmdapgrtxknfhmvq3fmnueo25xbwm43su7r7qt3relsmee6y.py
# Topologically Sorted Source Nodes: [x, pow_1, mean, add, rsqrt, mul, mul_1], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add => add
#   mean => mean
#   mul => mul
#   mul_1 => mul_1
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   x => embedding
# Graph fragment:
#   %primals_2 : Tensor "i64[8, 128][129, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_1 : Tensor "f32[8192, 256][256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %buf1 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=buf1]
#   %rsqrt : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_3 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_3]
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_1, %primals_2), kwargs = {})
#   %pow_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_3), kwargs = {})
#   return %embedding,%buf1,%rsqrt,%mul_1
triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 4195328}, 'kernel_num_gb': 0.003163136, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = (xindex % 128)
    x1 = xindex // 128
    r0_2 = r0_index
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 129*x1), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr2 + (r0_2), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 8192, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 8192)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 8192")
    tmp6 = tl.load(in_ptr1 + (r0_2 + 256*tmp4), xmask, other=0.0)
    tmp7 = tmp6 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 256.0, tl.float32)
    tmp13 = (tmp11 / tmp12)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp17 = tmp6 * tmp16
    tmp19 = tmp17 * tmp18
    tl.store(out_ptr0 + (r0_2 + 256*x3), tmp6, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp16, xmask)
    tl.store(out_ptr1 + (r0_2 + 256*x3), tmp19, xmask)


def get_args():
    arg_0 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 128), (129, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1024, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003163136
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/5s/c5su5e6pli4p6k33x3j6dxgobob6lo4mtsucy5ts67nt7vw7zlgd.py
# Topologically Sorted Source Nodes: [linear_1, x_1, pow_2, mean_1, add_2, rsqrt_1, mul_2, h], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_2 => add_2
#   h => mul_3
#   linear_1 => view_5
#   mean_1 => mean_1
#   mul_2 => mul_2
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   x_1 => add_1
# Graph fragment:
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_1 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %buf11 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=buf11]
#   %rsqrt_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_6 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_6]
#   %view_5 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [8, 128, 256]), kwargs = {})
#   %add_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_5), kwargs = {})
#   %pow_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1, 2), kwargs = {})
#   %mean_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_2 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %mul_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %primals_6), kwargs = {})
#   return %buf11,%rsqrt_1,%mul_3
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_1 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_1', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 4195328}, 'kernel_num_gb': 0.003154944, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp14 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 256.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tl.full([1, 1], 1e-06, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp13 = tmp2 * tmp12
    tmp15 = tmp13 * tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp12, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 1024, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003154944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/f2/cf2653xgyv4us3dnweipsjobikzxblbsmnpqotrybxa4rpza25nl.py
# Topologically Sorted Source Nodes: [linear_2, silu, linear_3, mul_4], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_2 => view_7
#   linear_3 => view_9
#   mul_4 => mul_4
#   silu => add_3, div, exp, neg
# Graph fragment:
#   %mm_2 : Tensor "f32[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %mm_3 : Tensor "f32[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %view_7 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 128, 1024]), kwargs = {})
#   %neg : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_7,), kwargs = {})
#   %exp : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_3 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_7, %add_3), kwargs = {})
#   %view_9 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [8, 128, 1024]), kwargs = {})
#   %mul_4 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %view_9), kwargs = {})
#   return %mul_4
triton_poi_fused__unsafe_view_mul_silu_2 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16777216}, 'kernel_num_gb': 0.012582912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_2(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp6 = tl.load(in_ptr1 + (x0), None)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tmp7 = tmp5 * tmp6
    tl.store(out_ptr0 + (x0), tmp7, None)


def get_args():
    arg_0 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 128, 1024), (131072, 1024, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 1048576,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_mul_silu_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012582912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/nj/cnjigkseo4lp7ibr2myl2qupfja2smy6ipmj3njy4jqfzpv6nd26.py
# Topologically Sorted Source Nodes: [linear_1, x_1, linear_4, x_2, pow_3, mean_2, add_4, rsqrt_2, mul_5, mul_6], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_4 => add_5
#   linear_1 => view_5
#   linear_4 => view_11
#   mean_2 => mean_2
#   mul_5 => mul_5
#   mul_6 => mul_6
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   x_1 => add_1
#   x_2 => add_4
# Graph fragment:
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_1 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_4 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %add_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_4]
#   %buf19 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=buf19]
#   %rsqrt_2 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_10 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_10]
#   %view_5 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [8, 128, 256]), kwargs = {})
#   %add_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_5), kwargs = {})
#   %view_11 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [8, 128, 256]), kwargs = {})
#   %add_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1, %view_11), kwargs = {})
#   %pow_3 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_4, 2), kwargs = {})
#   %mean_2 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_5 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_5,), kwargs = {})
#   %mul_5 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_4, %rsqrt_2), kwargs = {})
#   %mul_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %primals_10), kwargs = {})
#   return %add_4,%buf19,%rsqrt_2,%mul_6
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_3 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_3', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 7341056}, 'kernel_num_gb': 0.005252096, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_3(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 256.0, tl.float32)
    tmp11 = (tmp9 / tmp10)
    tmp12 = tl.full([1, 1], 1e-06, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp15 = tmp4 * tmp14
    tmp17 = tmp15 * tmp16
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp4, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp14, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp17, xmask)


def get_args():
    arg_0 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1024, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.005252096
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/2w/c2wayiybi6hpxwr7ccctuwubjuxdugmoxfzv24jl24w2bsuk52xt.py
# Topologically Sorted Source Nodes: [linear_6, x_3, pow_4, mean_3, add_6, rsqrt_3, mul_7, h_1], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_6 => add_7
#   h_1 => mul_8
#   linear_6 => view_17
#   mean_3 => mean_3
#   mul_7 => mul_7
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   x_3 => add_6
# Graph fragment:
#   %add_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_4]
#   %mm_6 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %add_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_6]
#   %buf30 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=buf30]
#   %rsqrt_3 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_13 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %view_17 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [8, 128, 256]), kwargs = {})
#   %add_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %view_17), kwargs = {})
#   %pow_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 2), kwargs = {})
#   %mean_3 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_7 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_7 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_3), kwargs = {})
#   %mul_8 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %primals_13), kwargs = {})
#   return %add_6,%buf30,%rsqrt_3,%mul_8
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 6292480}, 'kernel_num_gb': 0.00420352, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 256.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tl.full([1, 1], 1e-06, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp13 = tmp2 * tmp12
    tmp15 = tmp13 * tmp14
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp2, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp12, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 1024, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00420352
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18 = args
        args.clear()
        assert_size_stride(primals_1, (8192, 256), (256, 1))
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
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf1 = empty_strided_cuda((8, 128, 1), (128, 1, 1024), torch.float32)
            buf2 = reinterpret_tensor(buf1, (8, 128, 1), (128, 1, 1), 0); del buf1  # reuse
            buf3 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x, pow_1, mean, add, rsqrt, mul, mul_1], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0.run(buf2, primals_2, primals_1, primals_3, buf0, buf3, 1024, 256, stream=stream0)
            del primals_1
            buf4 = empty_strided_cuda((1024, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul, mul_1, linear], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf3, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_4, (256, 768), (1, 256), 0), out=buf4)
            # Topologically Sorted Source Nodes: [linear, view, unbind, transpose, transpose_1, transpose_2, a], Original ATen: [aten._unsafe_view, aten.view, aten.unbind, aten.transpose, aten._scaled_dot_product_efficient_attention]
            buf5 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf4, (8, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf4, (8, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf4, (8, 4, 128, 64), (98304, 64, 768, 1), 512), None, True, 0.0, True)
            buf6 = buf5[0]
            assert_size_stride(buf6, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf6, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf7 = buf5[1]
            assert_size_stride(buf7, (8, 4, 128), (512, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf7, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf8 = buf5[2]
            assert_size_stride(buf8, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf9 = buf5[3]
            assert_size_stride(buf9, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf9, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf5
            buf10 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, linear_1], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf6, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_5, (256, 256), (1, 256), 0), out=buf10)
            buf11 = empty_strided_cuda((8, 128, 1), (128, 1, 1024), torch.float32)
            buf12 = reinterpret_tensor(buf11, (8, 128, 1), (128, 1, 1), 0); del buf11  # reuse
            buf13 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, x_1, pow_2, mean_1, add_2, rsqrt_1, mul_2, h], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_1.run(buf12, buf0, buf10, primals_6, buf13, 1024, 256, stream=stream0)
            buf14 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, x_1, mul_2, h, linear_2], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf13, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_7, (256, 1024), (1, 256), 0), out=buf14)
            buf15 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, x_1, mul_2, h, linear_2, linear_3], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf13, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_8, (256, 1024), (1, 256), 0), out=buf15)
            buf16 = empty_strided_cuda((8, 128, 1024), (131072, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, silu, linear_3, mul_4], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_2.run(buf14, buf15, buf16, 1048576, stream=stream0)
            buf17 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, silu, linear_3, mul_4, linear_4], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf16, (1024, 1024), (1024, 1), 0), reinterpret_tensor(primals_9, (1024, 256), (1, 1024), 0), out=buf17)
            buf18 = reinterpret_tensor(buf17, (8, 128, 256), (32768, 256, 1), 0); del buf17  # reuse
            buf19 = empty_strided_cuda((8, 128, 1), (128, 1, 1024), torch.float32)
            buf20 = reinterpret_tensor(buf19, (8, 128, 1), (128, 1, 1), 0); del buf19  # reuse
            buf21 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, x_1, linear_4, x_2, pow_3, mean_2, add_4, rsqrt_2, mul_5, mul_6], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_3.run(buf18, buf20, buf0, buf10, primals_10, buf21, 1024, 256, stream=stream0)
            buf22 = empty_strided_cuda((1024, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_5, mul_6, linear_5], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf21, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_11, (256, 768), (1, 256), 0), out=buf22)
            # Topologically Sorted Source Nodes: [linear_5, view_1, unbind_1, transpose_4, transpose_5, transpose_6, a_1], Original ATen: [aten._unsafe_view, aten.view, aten.unbind, aten.transpose, aten._scaled_dot_product_efficient_attention]
            buf23 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf22, (8, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf22, (8, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf22, (8, 4, 128, 64), (98304, 64, 768, 1), 512), None, True, 0.0, True)
            buf24 = buf23[0]
            assert_size_stride(buf24, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf24, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf25 = buf23[1]
            assert_size_stride(buf25, (8, 4, 128), (512, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf25, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf26 = buf23[2]
            assert_size_stride(buf26, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf26, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf27 = buf23[3]
            assert_size_stride(buf27, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf27, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf23
            buf28 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, linear_6], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf24, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_12, (256, 256), (1, 256), 0), out=buf28)
            buf29 = reinterpret_tensor(buf28, (8, 128, 256), (32768, 256, 1), 0); del buf28  # reuse
            buf30 = empty_strided_cuda((8, 128, 1), (128, 1, 1024), torch.float32)
            buf31 = reinterpret_tensor(buf30, (8, 128, 1), (128, 1, 1), 0); del buf30  # reuse
            buf32 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, x_3, pow_4, mean_3, add_6, rsqrt_3, mul_7, h_1], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4.run(buf29, buf31, buf18, primals_13, buf32, 1024, 256, stream=stream0)
            buf33 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_7, h_1, linear_7], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf32, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_14, (256, 1024), (1, 256), 0), out=buf33)
            buf34 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_7, h_1, linear_7, linear_8], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf32, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 1024), (1, 256), 0), out=buf34)
            buf35 = empty_strided_cuda((8, 128, 1024), (131072, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7, silu_1, linear_8, mul_9], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_2.run(buf33, buf34, buf35, 1048576, stream=stream0)
            buf36 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_7, silu_1, linear_8, mul_9, linear_9], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf35, (1024, 1024), (1024, 1), 0), reinterpret_tensor(primals_16, (1024, 256), (1, 1024), 0), out=buf36)
            buf37 = reinterpret_tensor(buf36, (8, 128, 256), (32768, 256, 1), 0); del buf36  # reuse
            buf38 = empty_strided_cuda((8, 128, 1), (128, 1, 1024), torch.float32)
            buf39 = reinterpret_tensor(buf38, (8, 128, 1), (128, 1, 1), 0); del buf38  # reuse
            buf40 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_9, x_4, pow_5, mean_4, add_8, rsqrt_4, mul_10, mul_11], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4.run(buf37, buf39, buf29, primals_17, buf40, 1024, 256, stream=stream0)
            buf41 = empty_strided_cuda((1024, 8192), (8192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_10, mul_11, linear_10], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf40, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_18, (256, 8192), (1, 256), 0), out=buf41)
        return (reinterpret_tensor(buf41, (8, 128, 8192), (1048576, 8192, 1), 0), primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, buf0, buf2, reinterpret_tensor(buf3, (1024, 256), (256, 1), 0), reinterpret_tensor(buf4, (8, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf4, (8, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf4, (8, 4, 128, 64), (98304, 64, 768, 1), 512), buf6, buf7, buf8, buf9, buf10, buf12, reinterpret_tensor(buf13, (1024, 256), (256, 1), 0), buf14, buf15, reinterpret_tensor(buf16, (1024, 1024), (1024, 1), 0), buf18, buf20, reinterpret_tensor(buf21, (1024, 256), (256, 1), 0), reinterpret_tensor(buf22, (8, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf22, (8, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf22, (8, 4, 128, 64), (98304, 64, 768, 1), 512), buf24, buf25, buf26, buf27, buf29, buf31, reinterpret_tensor(buf32, (1024, 256), (256, 1), 0), buf33, buf34, reinterpret_tensor(buf35, (1024, 1024), (1024, 1), 0), buf37, buf39, reinterpret_tensor(buf40, (1024, 256), (256, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
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
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
