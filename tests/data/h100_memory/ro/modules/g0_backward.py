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
from torch._C import _cuda_getCurrentRawStream as get_raw_stream



# kernel path: /tmp/memory-check/cache/.inductor-cache/jj/cjjqebn3iczkr4r3xauieulmg3tmsro4lujo4tfw7nrixaxmal6q.py
# Topologically Sorted Source Nodes: [full_default_9], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_9 => full_default_9
# Graph fragment:
#   %full_default_9 : Tensor "f32[1024, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1024, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_0 = async_compile.triton('triton_poi_fused_embedding_dense_backward_0', '''
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
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}, 'kernel_num_gb': 0.003145728, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 786432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)


def get_args():
    arg_0 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 786432,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003145728
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/4u/c4uow7r2ukzbez4pn4qfkpdvpzxxtjjcbjp2zk3dytki3zfqkqaa.py
# Topologically Sorted Source Nodes: [view_53, add_38, mul_58, sum_3, sum_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_38 => add_38
#   mul_58 => mul_58
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_53 => view_53
# Graph fragment:
#   %tangents_10 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=tangents_10]
#   %mm_2 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %mul_50 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_50]
#   %view_53 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 256, 768]), kwargs = {})
#   %add_38 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_10, %view_53), kwargs = {})
#   %mul_58 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_38, %mul_50), kwargs = {})
#   %sum_3 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_58, [0, 1]), kwargs = {})
#   %sum_4 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_38, [0, 1]), kwargs = {})
#   return %buf4,%buf6
triton_red_fused_add_native_layer_norm_backward_view_1 = async_compile.triton('triton_red_fused_add_native_layer_norm_backward_view_1', '''
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
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_backward_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19070976, 'r0_': 0}, 'kernel_num_gb': 0.018972672, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_backward_view_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12288
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    x1 = xindex // 768
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask, tmp7, _tmp6)
        tmp8 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask, tmp10, _tmp9)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, None)
    tl.store(out_ptr1 + (x3), tmp9, None)


def get_args():
    arg_0 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768, 16), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768, 16), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 12288, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_layer_norm_backward_view_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_layer_norm_backward_view_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.018972672
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/w5/cw534mokpioj4pf77suht4e2ohcuekvsmkenignuwurjlk7bqgvo.py
# Topologically Sorted Source Nodes: [view_53, add_38, mul_58, sum_3], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_38 => add_38
#   mul_58 => mul_58
#   sum_3 => sum_3
#   view_53 => view_53
# Graph fragment:
#   %buf4 : Tensor "f32[768, 16][1, 768]cuda:0" = PlaceHolder[target=buf4]
#   %view_53 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 256, 768]), kwargs = {})
#   %add_38 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_10, %view_53), kwargs = {})
#   %mul_58 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_38, %mul_50), kwargs = {})
#   %sum_3 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_58, [0, 1]), kwargs = {})
#   return %sum_3
triton_per_fused_add_native_layer_norm_backward_view_2 = async_compile.triton('triton_per_fused_add_native_layer_norm_backward_view_2', '''
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
    size_hints={'x': 1024, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 55296, 'r0_': 0}, 'kernel_num_gb': 5.2224e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_backward_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((768, 16), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 768, 16,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_backward_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 5.2224e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/qq/cqq5czz5pdwq57pxwojshbqdfz4vi4hau6imicyiza3vrqz7w6bb.py
# Topologically Sorted Source Nodes: [view_53, add_38, mul_53, mul_54, sum_1, mul_55, sum_2, mul_56, sub_10, sub_11, mul_57, convert_element_type, mul_59, mul_60], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   add_38 => add_38
#   convert_element_type => convert_element_type
#   mul_53 => mul_53
#   mul_54 => mul_54
#   mul_55 => mul_55
#   mul_56 => mul_56
#   mul_57 => mul_57
#   mul_59 => mul_59
#   mul_60 => mul_60
#   sub_10 => sub_10
#   sub_11 => sub_11
#   sum_1 => sum_1
#   sum_2 => sum_2
#   view_53 => view_53
# Graph fragment:
#   %tangents_10 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=tangents_10]
#   %mm_2 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_52 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_52]
#   %mul_50 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_50]
#   %div : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=div]
#   %sum_1 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=sum_2]
#   %mul_57 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_57]
#   %gt_8 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt_8]
#   %view_53 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 256, 768]), kwargs = {})
#   %add_38 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_10, %view_53), kwargs = {})
#   %mul_53 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_38, %primals_52), kwargs = {})
#   %mul_54 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, 768), kwargs = {})
#   %sum_1 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_53, [2], True), kwargs = {})
#   %mul_55 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, %mul_50), kwargs = {})
#   %sum_2 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_55, [2], True), kwargs = {})
#   %mul_56 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_50, %sum_2), kwargs = {})
#   %sub_10 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_54, %sum_1), kwargs = {})
#   %sub_11 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_10, %mul_56), kwargs = {})
#   %mul_57 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_11), kwargs = {})
#   %convert_element_type : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_8, torch.float32), kwargs = {})
#   %mul_59 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 1.1111111111111112), kwargs = {})
#   %mul_60 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_57, %mul_59), kwargs = {})
#   return %sum_1,%sum_2,%mul_57,%mul_60
triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_3 = async_compile.triton('triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_3', '''
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
    size_hints={'x': 2048, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 45616128}, 'kernel_num_gb': 0.033041408, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp9 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp15 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp4 * tmp9
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(r0_mask & xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 768.0, tl.float32)
    tmp17 = tmp4 * tmp16
    tmp18 = tmp17 - tmp8
    tmp19 = tmp9 * tmp14
    tmp20 = tmp18 - tmp19
    tmp21 = tmp15 * tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp21 * tmp25
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp21, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp26, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_6 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 2048, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.033041408
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/w5/cw5ztxisalznbyejs3caym5svtiapqvtvkzka4pwsyolmqv5a5zk.py
# Topologically Sorted Source Nodes: [convert_element_type, mul_59, mul_60, view_55, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
# Source node to ATen node mapping:
#   convert_element_type => convert_element_type
#   mul_59 => mul_59
#   mul_60 => mul_60
#   sum_5 => sum_5
#   view_55 => view_55
# Graph fragment:
#   %mul_60 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_60]
#   %convert_element_type : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_8, torch.float32), kwargs = {})
#   %mul_59 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 1.1111111111111112), kwargs = {})
#   %mul_60 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_57, %mul_59), kwargs = {})
#   %view_55 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_60, [2048, 768]), kwargs = {})
#   %sum_5 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_55, [0], True), kwargs = {})
#   return %buf11
triton_red_fused_native_dropout_backward_sum_view_4 = async_compile.triton('triton_red_fused_native_dropout_backward_sum_view_4', '''
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
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_dropout_backward_sum_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6389760, 'r0_': 0}, 'kernel_num_gb': 0.006340608, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_dropout_backward_sum_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12288
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    x1 = xindex // 768
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 768, 16), (12288, 1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 12288, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_dropout_backward_sum_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_dropout_backward_sum_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.006340608
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/xo/cxotii2truswytqi6vxspxkaipeb73c53ctrjdlppaypgbgz6otg.py
# Topologically Sorted Source Nodes: [convert_element_type, mul_59, mul_60, view_55, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
# Source node to ATen node mapping:
#   convert_element_type => convert_element_type
#   mul_59 => mul_59
#   mul_60 => mul_60
#   sum_5 => sum_5
#   view_55 => view_55
# Graph fragment:
#   %buf11 : Tensor "f32[1, 768, 16][12288, 1, 768]cuda:0" = PlaceHolder[target=buf11]
#   %convert_element_type : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_8, torch.float32), kwargs = {})
#   %mul_59 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type, 1.1111111111111112), kwargs = {})
#   %mul_60 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_57, %mul_59), kwargs = {})
#   %view_55 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_60, [2048, 768]), kwargs = {})
#   %sum_5 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_55, [0], True), kwargs = {})
#   return %sum_5
triton_per_fused_native_dropout_backward_sum_view_5 = async_compile.triton('triton_per_fused_native_dropout_backward_sum_view_5', '''
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
    size_hints={'x': 1024, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_dropout_backward_sum_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 55296, 'r0_': 0}, 'kernel_num_gb': 5.2224e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_native_dropout_backward_sum_view_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 768, 16), (12288, 1, 768), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 768, 16,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_native_dropout_backward_sum_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_native_dropout_backward_sum_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 5.2224e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/mw/cmwilxmbrwz54hmf5xtmzsmpxlxfdglgwnb76dcbgu7wca2nvcup.py
# Topologically Sorted Source Nodes: [view_57, x_29, mul_12, mul_61, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_62, mul_63, sub_12, mul_64, mul_65, mul_66, pow_5, mul_67, mul_68, add_39, mul_69, add_40], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward]
# Source node to ATen node mapping:
#   add_17 => add_33
#   add_18 => add_34
#   add_39 => add_39
#   add_40 => add_40
#   mul_12 => mul_44
#   mul_13 => mul_45
#   mul_14 => mul_46
#   mul_61 => mul_61
#   mul_62 => mul_62
#   mul_63 => mul_63
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_67 => mul_67
#   mul_68 => mul_68
#   mul_69 => mul_69
#   pow_4 => pow_4
#   pow_5 => pow_5
#   sub_12 => sub_12
#   tanh_3 => tanh_3
#   view_57 => view_57
#   x_29 => view_46
# Graph fragment:
#   %mm_3 : Tensor "f32[2048, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %addmm_14 : Tensor "f32[2048, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_14]
#   %view_57 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [8, 256, 3072]), kwargs = {})
#   %view_46 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_14, [8, 256, 3072]), kwargs = {})
#   %mul_44 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_46, 0.5), kwargs = {})
#   %mul_61 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_57, %mul_44), kwargs = {})
#   %pow_4 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_46, 3.0), kwargs = {})
#   %mul_45 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_4, 0.044715), kwargs = {})
#   %add_33 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_46, %mul_45), kwargs = {})
#   %mul_46 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_33, 0.7978845608028654), kwargs = {})
#   %tanh_3 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_46,), kwargs = {})
#   %add_34 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_3, 1.0), kwargs = {})
#   %mul_62 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_57, %add_34), kwargs = {})
#   %mul_63 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_3, %tanh_3), kwargs = {})
#   %sub_12 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_63), kwargs = {})
#   %mul_64 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_61, %sub_12), kwargs = {})
#   %mul_65 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_64, 0.7978845608028654), kwargs = {})
#   %mul_66 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_65, 0.044715), kwargs = {})
#   %pow_5 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_46, 2.0), kwargs = {})
#   %mul_67 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_5, 3.0), kwargs = {})
#   %mul_68 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_66, %mul_67), kwargs = {})
#   %add_39 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_65, %mul_68), kwargs = {})
#   %mul_69 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_62, 0.5), kwargs = {})
#   %add_40 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_39, %mul_69), kwargs = {})
#   return %add_40
triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6 = async_compile.triton('triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6', '''
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
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 100663296}, 'kernel_num_gb': 0.075497472, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6291456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr0 + (x0), None)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 * tmp3
    tmp5 = tmp1 * tmp1
    tmp6 = tmp5 * tmp1
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp1 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tmp12 * tmp12
    tmp14 = tl.full([1], 1.0, tl.float32)
    tmp15 = tmp14 - tmp13
    tmp16 = tmp4 * tmp15
    tmp17 = tmp16 * tmp10
    tmp18 = tmp17 * tmp7
    tmp19 = tl.full([1], 3.0, tl.float32)
    tmp20 = tmp5 * tmp19
    tmp21 = tmp18 * tmp20
    tmp22 = tmp17 + tmp21
    tmp23 = tmp12 + tmp14
    tmp24 = tmp0 * tmp23
    tmp25 = tmp24 * tmp2
    tmp26 = tmp22 + tmp25
    tl.store(in_out_ptr0 + (x0), tmp26, None)


def get_args():
    arg_0 = rand_strided((8, 256, 3072), (786432, 3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2048, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 6291456,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.075497472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/xs/cxsrzsngnjjsxyd2k5oo2xvibkjeohlnowhenxrieiudqli22ef6.py
# Topologically Sorted Source Nodes: [view_57, x_29, mul_12, mul_61, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_62, mul_63, sub_12, mul_64, mul_65, mul_66, pow_5, mul_67, mul_68, add_39, mul_69, add_40, view_58, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
# Source node to ATen node mapping:
#   add_17 => add_33
#   add_18 => add_34
#   add_39 => add_39
#   add_40 => add_40
#   mul_12 => mul_44
#   mul_13 => mul_45
#   mul_14 => mul_46
#   mul_61 => mul_61
#   mul_62 => mul_62
#   mul_63 => mul_63
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_67 => mul_67
#   mul_68 => mul_68
#   mul_69 => mul_69
#   pow_4 => pow_4
#   pow_5 => pow_5
#   sub_12 => sub_12
#   sum_6 => sum_6
#   tanh_3 => tanh_3
#   view_57 => view_57
#   view_58 => view_58
#   x_29 => view_46
# Graph fragment:
#   %add_40 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0" = PlaceHolder[target=add_40]
#   %view_57 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [8, 256, 3072]), kwargs = {})
#   %view_46 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_14, [8, 256, 3072]), kwargs = {})
#   %mul_44 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_46, 0.5), kwargs = {})
#   %mul_61 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_57, %mul_44), kwargs = {})
#   %pow_4 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_46, 3.0), kwargs = {})
#   %mul_45 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_4, 0.044715), kwargs = {})
#   %add_33 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_46, %mul_45), kwargs = {})
#   %mul_46 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_33, 0.7978845608028654), kwargs = {})
#   %tanh_3 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_46,), kwargs = {})
#   %add_34 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_3, 1.0), kwargs = {})
#   %mul_62 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_57, %add_34), kwargs = {})
#   %mul_63 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_3, %tanh_3), kwargs = {})
#   %sub_12 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_63), kwargs = {})
#   %mul_64 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_61, %sub_12), kwargs = {})
#   %mul_65 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_64, 0.7978845608028654), kwargs = {})
#   %mul_66 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_65, 0.044715), kwargs = {})
#   %pow_5 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_46, 2.0), kwargs = {})
#   %mul_67 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_5, 3.0), kwargs = {})
#   %mul_68 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_66, %mul_67), kwargs = {})
#   %add_39 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_65, %mul_68), kwargs = {})
#   %mul_69 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_62, 0.5), kwargs = {})
#   %add_40 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_39, %mul_69), kwargs = {})
#   %view_58 : Tensor "f32[2048, 3072][3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_40, [2048, 3072]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_58, [0], True), kwargs = {})
#   return %buf16
triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7 = async_compile.triton('triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7', '''
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
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25559040, 'r0_': 0}, 'kernel_num_gb': 0.025362432, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 49152
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
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 3072*r0_2 + 393216*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((8, 256, 3072), (786432, 3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 3072, 16), (49152, 1, 3072), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 49152, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025362432
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/sv/csv6xqbh7j6bmdzwf6wyvmrhwlzf3a2zgldqimsycxraeatp2rvh.py
# Topologically Sorted Source Nodes: [view_57, x_29, mul_12, mul_61, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_62, mul_63, sub_12, mul_64, mul_65, mul_66, pow_5, mul_67, mul_68, add_39, mul_69, add_40, view_58, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
# Source node to ATen node mapping:
#   add_17 => add_33
#   add_18 => add_34
#   add_39 => add_39
#   add_40 => add_40
#   mul_12 => mul_44
#   mul_13 => mul_45
#   mul_14 => mul_46
#   mul_61 => mul_61
#   mul_62 => mul_62
#   mul_63 => mul_63
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_67 => mul_67
#   mul_68 => mul_68
#   mul_69 => mul_69
#   pow_4 => pow_4
#   pow_5 => pow_5
#   sub_12 => sub_12
#   sum_6 => sum_6
#   tanh_3 => tanh_3
#   view_57 => view_57
#   view_58 => view_58
#   x_29 => view_46
# Graph fragment:
#   %buf16 : Tensor "f32[1, 3072, 16][49152, 1, 3072]cuda:0" = PlaceHolder[target=buf16]
#   %view_57 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [8, 256, 3072]), kwargs = {})
#   %view_46 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_14, [8, 256, 3072]), kwargs = {})
#   %mul_44 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_46, 0.5), kwargs = {})
#   %mul_61 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_57, %mul_44), kwargs = {})
#   %pow_4 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_46, 3.0), kwargs = {})
#   %mul_45 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_4, 0.044715), kwargs = {})
#   %add_33 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_46, %mul_45), kwargs = {})
#   %mul_46 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_33, 0.7978845608028654), kwargs = {})
#   %tanh_3 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_46,), kwargs = {})
#   %add_34 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_3, 1.0), kwargs = {})
#   %mul_62 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_57, %add_34), kwargs = {})
#   %mul_63 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh_3, %tanh_3), kwargs = {})
#   %sub_12 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_63), kwargs = {})
#   %mul_64 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_61, %sub_12), kwargs = {})
#   %mul_65 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_64, 0.7978845608028654), kwargs = {})
#   %mul_66 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_65, 0.044715), kwargs = {})
#   %pow_5 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_46, 2.0), kwargs = {})
#   %mul_67 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_5, 3.0), kwargs = {})
#   %mul_68 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_66, %mul_67), kwargs = {})
#   %add_39 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_65, %mul_68), kwargs = {})
#   %mul_69 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_62, 0.5), kwargs = {})
#   %add_40 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_39, %mul_69), kwargs = {})
#   %view_58 : Tensor "f32[2048, 3072][3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_40, [2048, 3072]), kwargs = {})
#   %sum_6 : Tensor "f32[1, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_58, [0], True), kwargs = {})
#   return %sum_6
triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8 = async_compile.triton('triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8', '''
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
    size_hints={'x': 4096, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 221184, 'r0_': 0}, 'kernel_num_gb': 0.000208896, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 3072
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    arg_0 = rand_strided((1, 3072, 16), (49152, 1, 3072), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 3072, 16,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000208896
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/3z/c3zuwhi2uikta6mrvqr6ynfw32lilsxt5u2gc3prczoxfdqbwgw4.py
# Topologically Sorted Source Nodes: [view_60, mul_76, sum_9, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   mul_76 => mul_76
#   sum_10 => sum_10
#   sum_9 => sum_9
#   view_60 => view_60
# Graph fragment:
#   %mm_5 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %mul_42 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_42]
#   %view_60 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [8, 256, 768]), kwargs = {})
#   %mul_76 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_60, %mul_42), kwargs = {})
#   %sum_9 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_76, [0, 1]), kwargs = {})
#   %sum_10 : Tensor "f32[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_60, [0, 1]), kwargs = {})
#   return %buf20,%buf22
triton_red_fused_native_layer_norm_backward_view_9 = async_compile.triton('triton_red_fused_native_layer_norm_backward_view_9', '''
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
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12779520, 'r0_': 0}, 'kernel_num_gb': 0.012681216, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_view_9(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12288
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    x1 = xindex // 768
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask, tmp5, _tmp4)
        tmp6 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask, tmp8, _tmp7)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, None)
    tl.store(out_ptr1 + (x3), tmp7, None)


def get_args():
    arg_0 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768, 16), (1, 768), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768, 16), (1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 12288, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_layer_norm_backward_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012681216
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/mp/cmpxuy6lal7hkchtoyww4gcmtw3vinvnkqjkpczq3gbrpgrfdmpe.py
# Topologically Sorted Source Nodes: [view_60, mul_71, mul_72, sum_7, mul_73, sum_8, mul_74, sub_14, sub_15, mul_75, add_41, convert_element_type_1, mul_77, mul_78], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   add_41 => add_41
#   convert_element_type_1 => convert_element_type_1
#   mul_71 => mul_71
#   mul_72 => mul_72
#   mul_73 => mul_73
#   mul_74 => mul_74
#   mul_75 => mul_75
#   mul_77 => mul_77
#   mul_78 => mul_78
#   sub_14 => sub_14
#   sub_15 => sub_15
#   sum_7 => sum_7
#   sum_8 => sum_8
#   view_60 => view_60
# Graph fragment:
#   %mm_5 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %primals_46 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_46]
#   %mul_42 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_42]
#   %mul_57 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_57]
#   %div_1 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=div_1]
#   %sum_7 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=sum_7]
#   %sum_8 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=sum_8]
#   %add_41 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=add_41]
#   %gt_7 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt_7]
#   %view_60 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [8, 256, 768]), kwargs = {})
#   %mul_71 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_60, %primals_46), kwargs = {})
#   %mul_72 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_71, 768), kwargs = {})
#   %sum_7 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_71, [2], True), kwargs = {})
#   %mul_73 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_71, %mul_42), kwargs = {})
#   %sum_8 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_73, [2], True), kwargs = {})
#   %mul_74 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %sum_8), kwargs = {})
#   %sub_14 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_72, %sum_7), kwargs = {})
#   %sub_15 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_14, %mul_74), kwargs = {})
#   %mul_75 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_15), kwargs = {})
#   %add_41 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_57, %mul_75), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_7, torch.float32), kwargs = {})
#   %mul_77 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_1, 1.1111111111111112), kwargs = {})
#   %mul_78 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_41, %mul_77), kwargs = {})
#   return %sum_7,%sum_8,%add_41,%mul_78
triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10 = async_compile.triton('triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10', '''
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
    size_hints={'x': 2048, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*i1', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 45616128}, 'kernel_num_gb': 0.033041408, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr4 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 768.0, tl.float32)
    tmp16 = tmp2 * tmp15
    tmp17 = tmp16 - tmp6
    tmp18 = tmp7 * tmp12
    tmp19 = tmp17 - tmp18
    tmp20 = tmp14 * tmp19
    tmp21 = tmp13 + tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp21 * tmp25
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp21, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp26, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_6 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 2048, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.033041408
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/jp/cjplzwuyhti4cjw6xjmywpaegem2gg5evhbraqo654ipdzc3lidi.py
# Topologically Sorted Source Nodes: [add_42, add_43, permute_28, view_65, permute_29, clone_10, view_66, permute_30, clone_11, view_67, cat], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat]
# Source node to ATen node mapping:
#   add_42 => add_42
#   add_43 => add_43
#   cat => cat
#   clone_10 => clone_10
#   clone_11 => clone_11
#   permute_28 => permute_28
#   permute_29 => permute_29
#   permute_30 => permute_30
#   view_65 => view_65
#   view_66 => view_66
#   view_67 => view_67
# Graph fragment:
#   %getitem_46 : Tensor "f32[8, 12, 256, 64][196608, 64, 768, 1]cuda:0" = PlaceHolder[target=getitem_46]
#   %tangents_9 : Tensor "f32[8, 12, 256, 64][196608, 16384, 64, 1]cuda:0" = PlaceHolder[target=tangents_9]
#   %getitem_47 : Tensor "f32[8, 12, 256, 64][196608, 64, 768, 1]cuda:0" = PlaceHolder[target=getitem_47]
#   %tangents_8 : Tensor "f32[8, 12, 256, 64][196608, 16384, 64, 1]cuda:0" = PlaceHolder[target=tangents_8]
#   %getitem_48 : Tensor "f32[8, 12, 256, 64][196608, 64, 768, 1]cuda:0" = PlaceHolder[target=getitem_48]
#   %add_42 : Tensor "f32[8, 12, 256, 64][196608, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_9, %getitem_47), kwargs = {})
#   %add_43 : Tensor "f32[8, 12, 256, 64][196608, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_8, %getitem_48), kwargs = {})
#   %permute_28 : Tensor "f32[8, 256, 12, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_46, [0, 2, 1, 3]), kwargs = {})
#   %view_65 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_28, [8, 256, 768]), kwargs = {})
#   %permute_29 : Tensor "f32[8, 256, 12, 64][196608, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_43, [0, 2, 1, 3]), kwargs = {})
#   %clone_10 : Tensor "f32[8, 256, 12, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_29,), kwargs = {memory_format: torch.contiguous_format})
#   %view_66 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [8, 256, 768]), kwargs = {})
#   %permute_30 : Tensor "f32[8, 256, 12, 64][196608, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_42, [0, 2, 1, 3]), kwargs = {})
#   %clone_11 : Tensor "f32[8, 256, 12, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_30,), kwargs = {memory_format: torch.contiguous_format})
#   %view_67 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_11, [8, 256, 768]), kwargs = {})
#   %cat : Tensor "f32[8, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_65, %view_67, %view_66], 2), kwargs = {})
#   return %cat
triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11 = async_compile.triton('triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11', '''
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
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 56623104}, 'kernel_num_gb': 0.050331648, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4718592
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 2304)
    x3 = xindex // 2304
    x1 = ((xindex // 2304) % 256)
    x2 = xindex // 589824
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 768, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (768*x3 + (x0)), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 1536, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (64*x1 + 16384*(((((-768) + x0) // 64) % 12)) + 196608*x2 + ((((-768) + x0) % 64))), tmp9, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (768*x3 + ((((-768) + x0) % 768))), tmp9, eviction_policy='evict_last', other=0.0)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp9, tmp12, tmp13)
    tmp15 = tmp0 >= tmp7
    tmp16 = tl.full([1], 2304, tl.int64)
    tmp17 = tmp0 < tmp16
    tmp18 = tl.load(in_ptr3 + (64*x1 + 16384*(((((-1536) + x0) // 64) % 12)) + 196608*x2 + ((((-1536) + x0) % 64))), tmp15, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.load(in_ptr4 + (768*x3 + ((((-1536) + x0) % 768))), tmp15, eviction_policy='evict_last', other=0.0)
    tmp20 = tmp18 + tmp19
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp15, tmp20, tmp21)
    tmp23 = tl.where(tmp9, tmp14, tmp22)
    tmp24 = tl.where(tmp4, tmp5, tmp23)
    tl.store(out_ptr0 + (x4), tmp24, None)


def get_args():
    arg_0 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((8, 256, 2304), (589824, 2304, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4718592,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050331648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/pl/cpleqp2xt7fsyp5dcymyq3mvnj6nokptike2etkxgrrac65345zk.py
# Topologically Sorted Source Nodes: [add_42, add_43, permute_28, view_65, permute_29, clone_10, view_66, permute_30, clone_11, view_67, cat, view_68, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   add_42 => add_42
#   add_43 => add_43
#   cat => cat
#   clone_10 => clone_10
#   clone_11 => clone_11
#   permute_28 => permute_28
#   permute_29 => permute_29
#   permute_30 => permute_30
#   sum_12 => sum_12
#   view_65 => view_65
#   view_66 => view_66
#   view_67 => view_67
#   view_68 => view_68
# Graph fragment:
#   %cat : Tensor "f32[8, 256, 2304][589824, 2304, 1]cuda:0" = PlaceHolder[target=cat]
#   %add_42 : Tensor "f32[8, 12, 256, 64][196608, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_9, %getitem_47), kwargs = {})
#   %add_43 : Tensor "f32[8, 12, 256, 64][196608, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_8, %getitem_48), kwargs = {})
#   %permute_28 : Tensor "f32[8, 256, 12, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_46, [0, 2, 1, 3]), kwargs = {})
#   %view_65 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_28, [8, 256, 768]), kwargs = {})
#   %permute_29 : Tensor "f32[8, 256, 12, 64][196608, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_43, [0, 2, 1, 3]), kwargs = {})
#   %clone_10 : Tensor "f32[8, 256, 12, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_29,), kwargs = {memory_format: torch.contiguous_format})
#   %view_66 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [8, 256, 768]), kwargs = {})
#   %permute_30 : Tensor "f32[8, 256, 12, 64][196608, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_42, [0, 2, 1, 3]), kwargs = {})
#   %clone_11 : Tensor "f32[8, 256, 12, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_30,), kwargs = {memory_format: torch.contiguous_format})
#   %view_67 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_11, [8, 256, 768]), kwargs = {})
#   %cat : Tensor "f32[8, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_65, %view_67, %view_66], 2), kwargs = {})
#   %view_68 : Tensor "f32[2048, 2304][2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [2048, 2304]), kwargs = {})
#   %sum_12 : Tensor "f32[1, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_68, [0], True), kwargs = {})
#   return %buf37
triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12 = async_compile.triton('triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12', '''
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
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 19169280, 'r0_': 0}, 'kernel_num_gb': 0.019021824, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 36864
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 2304)
    x1 = xindex // 2304
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 2304*r0_2 + 294912*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((8, 256, 2304), (589824, 2304, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 2304, 16), (36864, 1, 2304), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 36864, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.019021824
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/45/c45gohwk4s4ckypytpnqtx6t4avpad3cfbcjjxqdwaepvupymb5v.py
# Topologically Sorted Source Nodes: [add_42, add_43, permute_28, view_65, permute_29, clone_10, view_66, permute_30, clone_11, view_67, cat, view_68, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   add_42 => add_42
#   add_43 => add_43
#   cat => cat
#   clone_10 => clone_10
#   clone_11 => clone_11
#   permute_28 => permute_28
#   permute_29 => permute_29
#   permute_30 => permute_30
#   sum_12 => sum_12
#   view_65 => view_65
#   view_66 => view_66
#   view_67 => view_67
#   view_68 => view_68
# Graph fragment:
#   %buf37 : Tensor "f32[1, 2304, 16][36864, 1, 2304]cuda:0" = PlaceHolder[target=buf37]
#   %add_42 : Tensor "f32[8, 12, 256, 64][196608, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_9, %getitem_47), kwargs = {})
#   %add_43 : Tensor "f32[8, 12, 256, 64][196608, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_8, %getitem_48), kwargs = {})
#   %permute_28 : Tensor "f32[8, 256, 12, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_46, [0, 2, 1, 3]), kwargs = {})
#   %view_65 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_28, [8, 256, 768]), kwargs = {})
#   %permute_29 : Tensor "f32[8, 256, 12, 64][196608, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_43, [0, 2, 1, 3]), kwargs = {})
#   %clone_10 : Tensor "f32[8, 256, 12, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_29,), kwargs = {memory_format: torch.contiguous_format})
#   %view_66 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [8, 256, 768]), kwargs = {})
#   %permute_30 : Tensor "f32[8, 256, 12, 64][196608, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_42, [0, 2, 1, 3]), kwargs = {})
#   %clone_11 : Tensor "f32[8, 256, 12, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_30,), kwargs = {memory_format: torch.contiguous_format})
#   %view_67 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_11, [8, 256, 768]), kwargs = {})
#   %cat : Tensor "f32[8, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_65, %view_67, %view_66], 2), kwargs = {})
#   %view_68 : Tensor "f32[2048, 2304][2304, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [2048, 2304]), kwargs = {})
#   %sum_12 : Tensor "f32[1, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_68, [0], True), kwargs = {})
#   return %sum_12
triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13 = async_compile.triton('triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13', '''
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
    size_hints={'x': 4096, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 165888, 'r0_': 0}, 'kernel_num_gb': 0.000156672, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2304
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 2304*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 2304, 16), (36864, 1, 2304), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 2304, 16,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000156672
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/hd/chdipceix7ak4ihcv3n5cmmm25dmntna6q6yp367fb23zcf2l7hk.py
# Topologically Sorted Source Nodes: [full_default_11], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_11 => full_default_11
# Graph fragment:
#   %full_default_11 : Tensor "f32[50257, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([50257, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_embedding_dense_backward_14 = async_compile.triton('triton_poi_fused_embedding_dense_backward_14', '''
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
    size_hints={'x': 67108864}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 308779008}, 'kernel_num_gb': 0.154389504, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_14(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 38597376
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)


def get_args():
    arg_0 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 38597376,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.154389504
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/kk/ckkx46tuyj7vbrsxgdtl2kjma7syqne4jyy5wrcepziug77iu7xk.py
# Topologically Sorted Source Nodes: [view_118, mul_161, mul_162, sum_49, hidden_states, hidden_states_1, hidden_states_2, mul_163, sum_50, mul_164, sub_38, sub_39, div_8, mul_165, add_62, convert_element_type_8, mul_167, mul_168, attn_output, eq_1, unsqueeze_8, where_5, full_default_11, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout, aten.native_layer_norm, aten.native_dropout_backward, aten.scalar_tensor, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_62 => add_62
#   attn_output => full_default_1
#   convert_element_type_8 => convert_element_type_8
#   div_8 => div_8
#   eq_1 => eq_1
#   full_default_11 => full_default_11
#   hidden_states => add_1
#   hidden_states_1 => mul, mul_1
#   hidden_states_2 => mul_2, sub
#   index_put_1 => index_put_1
#   mul_161 => mul_161
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_164 => mul_164
#   mul_165 => mul_165
#   mul_167 => mul_167
#   mul_168 => mul_168
#   sub_38 => sub_38
#   sub_39 => sub_39
#   sum_49 => sum_49
#   sum_50 => sum_50
#   unsqueeze_8 => unsqueeze_8
#   view_118 => view_118
#   where_5 => where_5
# Graph fragment:
#   %gt : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding_1 : Tensor "f32[1, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %getitem_1 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %mm_33 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_33]
#   %primals_4 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mul_2 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %add_59 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=add_59]
#   %sum_49 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=sum_49]
#   %sum_50 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=sum_50]
#   %primals_1 : Tensor "i64[8, 256][256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %mul_168 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_168]
#   %index_put_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %view_118 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_33, [8, 256, 768]), kwargs = {})
#   %mul_161 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_118, %primals_4), kwargs = {})
#   %mul_162 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_161, 768), kwargs = {})
#   %sum_49 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_161, [2], True), kwargs = {})
#   %add_1 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %mul : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %sub : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_1, %getitem_1), kwargs = {})
#   %mul_2 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_163 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_161, %mul_2), kwargs = {})
#   %sum_50 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_163, [2], True), kwargs = {})
#   %mul_164 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_50), kwargs = {})
#   %sub_38 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_162, %sum_49), kwargs = {})
#   %sub_39 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_38, %mul_164), kwargs = {})
#   %div_8 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 768), kwargs = {})
#   %mul_165 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_8, %sub_39), kwargs = {})
#   %add_62 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_59, %mul_165), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt, torch.float32), kwargs = {})
#   %mul_167 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_8, 1.1111111111111112), kwargs = {})
#   %mul_168 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_62, %mul_167), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %eq_1 : Tensor "b8[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_8 : Tensor "b8[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_1, -1), kwargs = {})
#   %where_5 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_8, %full_default_1, %mul_168), kwargs = {})
#   %full_default_11 : Tensor "f32[50257, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([50257, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[50257, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_11, [%primals_1], %where_5, True), kwargs = {})
#   return %mul_2,%sum_49,%sum_50,%mul_168,%buf165
triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_15 = async_compile.triton('triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_15', '''
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
    size_hints={'x': 2048, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*i64', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_15', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1', 'out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 9, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 46402560}, 'kernel_num_gb': 0.040143872, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_15(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 768*x3), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp2 = tl.load(in_out_ptr0 + (r0_2 + 768*x3), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_2 + 768*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr2 + (x3), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x3), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (r0_2 + 768*x3), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp24 = tl.load(in_out_ptr1 + (r0_2 + 768*x3), r0_mask & xmask, other=0.0)
    tmp36 = tl.load(in_ptr6 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp1 * tmp4
    tmp6 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp9 = tmp7 - tmp8
    tmp11 = tmp9 * tmp10
    tmp14 = tmp12 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tmp14 * tmp11
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(r0_mask & xmask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp25 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp26 = tmp10 * tmp25
    tmp27 = tl.full([1, 1], 768.0, tl.float32)
    tmp28 = tmp14 * tmp27
    tmp29 = tmp28 - tmp18
    tmp30 = tmp11 * tmp23
    tmp31 = tmp29 - tmp30
    tmp32 = tmp26 * tmp31
    tmp33 = tmp24 + tmp32
    tmp34 = tmp1 * tmp6
    tmp35 = tmp33 * tmp34
    tmp37 = tl.full([1, 1], 50257, tl.int32)
    tmp38 = tmp36 + tmp37
    tmp39 = tmp36 < 0
    tmp40 = tl.where(tmp39, tmp38, tmp36)
    tl.device_assert(((0 <= tmp40) & (tmp40 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp40 < 50257")
    tmp42 = tl.full([1, 1], -1, tl.int64)
    tmp43 = tmp36 == tmp42
    tmp44 = tl.full([1, 1], 0.0, tl.float32)
    tmp45 = tl.where(tmp43, tmp44, tmp35)
    tl.store(in_out_ptr0 + (r0_2 + 768*x3), tmp11, r0_mask & xmask)
    tl.store(in_out_ptr1 + (r0_2 + 768*x3), tmp35, r0_mask & xmask)
    tl.atomic_add(out_ptr2 + (tl.broadcast_to(r0_2 + 768*tmp40, [XBLOCK, R0_BLOCK])), tmp45, r0_mask & xmask, sem='relaxed')


def get_args():
    arg_0 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_3 = rand_strided((1, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((8, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    arg_9 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 2048, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.040143872
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/ar/cargpyybm6yz4xzcluudguc3467moihtvu7lsktxxzxn6ksfvfam.py
# Topologically Sorted Source Nodes: [sum_53, eq, unsqueeze_7, attn_output, where_4, full_default_9, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward, aten.scalar_tensor]
# Source node to ATen node mapping:
#   attn_output => full_default_1
#   eq => eq
#   full_default_9 => full_default_9
#   index_put => index_put
#   sum_53 => sum_53
#   unsqueeze_7 => unsqueeze_7
#   where_4 => where_4
# Graph fragment:
#   %mul_168 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_168]
#   %unsqueeze : Tensor "i64[1, 256][256, 1]cuda:0" = PlaceHolder[target=unsqueeze]
#   %sum_53 : Tensor "f32[1, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=sum_53]
#   %index_put : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=index_put]
#   %sum_53 : Tensor "f32[1, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_168, [0], True), kwargs = {})
#   %eq : Tensor "b8[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%unsqueeze, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq, -1), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "f32[1, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_7, %full_default_1, %sum_53), kwargs = {})
#   %full_default_9 : Tensor "f32[1024, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1024, 768], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[1024, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_9, [%unsqueeze], %where_4, True), kwargs = {})
#   return %sum_53,%buf163
triton_per_fused_embedding_dense_backward_scalar_tensor_sum_16 = async_compile.triton('triton_per_fused_embedding_dense_backward_scalar_tensor_sum_16', '''
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
    size_hints={'x': 262144, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_embedding_dense_backward_scalar_tensor_sum_16', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456, 'r0_': 0}, 'kernel_num_gb': 0.009439232, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_embedding_dense_backward_scalar_tensor_sum_16(in_ptr0, in_ptr1, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 196608
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    x3 = xindex // 768
    x2 = (xindex % 768)
    tmp0 = tl.load(in_ptr0 + (x0 + 196608*r0_1), None)
    tmp4 = tl.load(in_ptr1 + (x3), None, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.sum(tmp1, 1)[:, None].to(tl.float32)
    tmp5 = tl.full([1, 1], 1024, tl.int32)
    tmp6 = tmp4 + tmp5
    tmp7 = tmp4 < 0
    tmp8 = tl.where(tmp7, tmp6, tmp4)
    tl.device_assert((0 <= tmp8) & (tmp8 < 1024), "index out of bounds: 0 <= tmp8 < 1024")
    tmp10 = tl.full([1, 1], -1, tl.int64)
    tmp11 = tmp4 == tmp10
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = tl.where(tmp11, tmp12, tmp3)
    tl.atomic_add(out_ptr1 + (x2 + 768*tmp8), tmp13, None, sem='relaxed')


def get_args():
    arg_0 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 196608, 8,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_embedding_dense_backward_scalar_tensor_sum_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_embedding_dense_backward_scalar_tensor_sum_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.009439232
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')

def partition_0(args):
    tangents_1, primals_2, tangents_10, mul_50, primals_52, div, gt_8, permute_22, primals_51, addmm_14, permute_24, primals_49, mul_42, primals_46, div_1, gt_7, getitem_38, primals_45, permute_14, clone_6, clone_7, where, getitem_39, getitem_40, getitem_41, tangents_9, tangents_8, permute_32, primals_43, mul_38, primals_40, div_2, gt_6, permute_34, primals_39, addmm_10, permute_36, primals_37, mul_30, primals_34, div_3, gt_5, getitem_27, primals_33, permute_10, clone_4, clone_5, getitem_28, getitem_29, getitem_30, tangents_7, tangents_6, permute_44, primals_31, mul_26, primals_28, div_4, gt_4, permute_46, primals_27, addmm_6, permute_48, primals_25, mul_18, primals_22, div_5, gt_3, getitem_16, primals_21, permute_6, clone_2, clone_3, getitem_17, getitem_18, getitem_19, tangents_5, tangents_4, permute_56, primals_19, mul_14, primals_16, div_6, gt_2, permute_58, primals_15, addmm_2, permute_60, primals_13, mul_6, primals_10, div_7, gt_1, getitem_5, primals_9, permute_2, clone, clone_1, getitem_6, getitem_7, getitem_8, tangents_3, tangents_2, permute_68, primals_7, gt, embedding, embedding_1, getitem_1, rsqrt, primals_4, primals_1, unsqueeze, view_50 = args
    args.clear()
    assert_size_stride(tangents_1, (8, 256, 50257), (12865792, 50257, 1))
    assert_size_stride(primals_2, (50257, 768), (768, 1))
    assert_size_stride(tangents_10, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(mul_50, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(primals_52, (768, ), (1, ))
    assert_size_stride(div, (8, 256, 1), (256, 1, 1))
    assert_size_stride(gt_8, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(permute_22, (3072, 2048), (1, 3072))
    assert_size_stride(primals_51, (3072, 768), (768, 1))
    assert_size_stride(addmm_14, (2048, 3072), (3072, 1))
    assert_size_stride(permute_24, (768, 2048), (1, 768))
    assert_size_stride(primals_49, (768, 3072), (3072, 1))
    assert_size_stride(mul_42, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(primals_46, (768, ), (1, ))
    assert_size_stride(div_1, (8, 256, 1), (256, 1, 1))
    assert_size_stride(gt_7, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(getitem_38, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(primals_45, (768, 768), (768, 1))
    assert_size_stride(permute_14, (8, 12, 256, 64), (589824, 64, 2304, 1))
    assert_size_stride(clone_6, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(clone_7, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(where, (8, 1, 256, 256), (65536, 65536, 256, 1))
    assert_size_stride(getitem_39, (8, 12, 256), (3072, 256, 1))
    assert_size_stride(getitem_40, (), ())
    assert_size_stride(getitem_41, (), ())
    assert_size_stride(tangents_9, (8, 12, 256, 64), (196608, 16384, 64, 1))
    assert_size_stride(tangents_8, (8, 12, 256, 64), (196608, 16384, 64, 1))
    assert_size_stride(permute_32, (768, 2048), (1, 768))
    assert_size_stride(primals_43, (768, 2304), (2304, 1))
    assert_size_stride(mul_38, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(primals_40, (768, ), (1, ))
    assert_size_stride(div_2, (8, 256, 1), (256, 1, 1))
    assert_size_stride(gt_6, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(permute_34, (3072, 2048), (1, 3072))
    assert_size_stride(primals_39, (3072, 768), (768, 1))
    assert_size_stride(addmm_10, (2048, 3072), (3072, 1))
    assert_size_stride(permute_36, (768, 2048), (1, 768))
    assert_size_stride(primals_37, (768, 3072), (3072, 1))
    assert_size_stride(mul_30, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(primals_34, (768, ), (1, ))
    assert_size_stride(div_3, (8, 256, 1), (256, 1, 1))
    assert_size_stride(gt_5, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(getitem_27, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(primals_33, (768, 768), (768, 1))
    assert_size_stride(permute_10, (8, 12, 256, 64), (589824, 64, 2304, 1))
    assert_size_stride(clone_4, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(clone_5, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(getitem_28, (8, 12, 256), (3072, 256, 1))
    assert_size_stride(getitem_29, (), ())
    assert_size_stride(getitem_30, (), ())
    assert_size_stride(tangents_7, (8, 12, 256, 64), (196608, 16384, 64, 1))
    assert_size_stride(tangents_6, (8, 12, 256, 64), (196608, 16384, 64, 1))
    assert_size_stride(permute_44, (768, 2048), (1, 768))
    assert_size_stride(primals_31, (768, 2304), (2304, 1))
    assert_size_stride(mul_26, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(primals_28, (768, ), (1, ))
    assert_size_stride(div_4, (8, 256, 1), (256, 1, 1))
    assert_size_stride(gt_4, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(permute_46, (3072, 2048), (1, 3072))
    assert_size_stride(primals_27, (3072, 768), (768, 1))
    assert_size_stride(addmm_6, (2048, 3072), (3072, 1))
    assert_size_stride(permute_48, (768, 2048), (1, 768))
    assert_size_stride(primals_25, (768, 3072), (3072, 1))
    assert_size_stride(mul_18, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(primals_22, (768, ), (1, ))
    assert_size_stride(div_5, (8, 256, 1), (256, 1, 1))
    assert_size_stride(gt_3, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(getitem_16, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(primals_21, (768, 768), (768, 1))
    assert_size_stride(permute_6, (8, 12, 256, 64), (589824, 64, 2304, 1))
    assert_size_stride(clone_2, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(clone_3, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(getitem_17, (8, 12, 256), (3072, 256, 1))
    assert_size_stride(getitem_18, (), ())
    assert_size_stride(getitem_19, (), ())
    assert_size_stride(tangents_5, (8, 12, 256, 64), (196608, 16384, 64, 1))
    assert_size_stride(tangents_4, (8, 12, 256, 64), (196608, 16384, 64, 1))
    assert_size_stride(permute_56, (768, 2048), (1, 768))
    assert_size_stride(primals_19, (768, 2304), (2304, 1))
    assert_size_stride(mul_14, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(primals_16, (768, ), (1, ))
    assert_size_stride(div_6, (8, 256, 1), (256, 1, 1))
    assert_size_stride(gt_2, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(permute_58, (3072, 2048), (1, 3072))
    assert_size_stride(primals_15, (3072, 768), (768, 1))
    assert_size_stride(addmm_2, (2048, 3072), (3072, 1))
    assert_size_stride(permute_60, (768, 2048), (1, 768))
    assert_size_stride(primals_13, (768, 3072), (3072, 1))
    assert_size_stride(mul_6, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(primals_10, (768, ), (1, ))
    assert_size_stride(div_7, (8, 256, 1), (256, 1, 1))
    assert_size_stride(gt_1, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(getitem_5, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(primals_9, (768, 768), (768, 1))
    assert_size_stride(permute_2, (8, 12, 256, 64), (589824, 64, 2304, 1))
    assert_size_stride(clone, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(clone_1, (8, 12, 256, 64), (196608, 64, 768, 1))
    assert_size_stride(getitem_6, (8, 12, 256), (3072, 256, 1))
    assert_size_stride(getitem_7, (), ())
    assert_size_stride(getitem_8, (), ())
    assert_size_stride(tangents_3, (8, 12, 256, 64), (196608, 16384, 64, 1))
    assert_size_stride(tangents_2, (8, 12, 256, 64), (196608, 16384, 64, 1))
    assert_size_stride(permute_68, (768, 2048), (1, 768))
    assert_size_stride(primals_7, (768, 2304), (2304, 1))
    assert_size_stride(gt, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(embedding, (8, 256, 768), (196608, 768, 1))
    assert_size_stride(embedding_1, (1, 256, 768), (196608, 768, 1))
    assert_size_stride(getitem_1, (8, 256, 1), (256, 1, 1))
    assert_size_stride(rsqrt, (8, 256, 1), (256, 1, 1))
    assert_size_stride(primals_4, (768, ), (1, ))
    assert_size_stride(primals_1, (8, 256), (256, 1))
    assert_size_stride(unsqueeze, (1, 256), (256, 1))
    assert_size_stride(view_50, (2048, 768), (768, 1))
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        buf162 = empty_strided_cuda((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_9], Original ATen: [aten.embedding_dense_backward]
        # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_0:2
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_0.run(buf162, 786432, stream=stream0)
        buf0 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_52, logits, permute_19, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:3
        extern_kernels.mm(reinterpret_tensor(tangents_1, (2048, 50257), (50257, 1), 0), primals_2, out=buf0)
        del primals_2
        buf4 = empty_strided_cuda((768, 16), (1, 768), torch.float32)
        buf6 = empty_strided_cuda((768, 16), (1, 768), torch.float32)
        # Topologically Sorted Source Nodes: [view_53, add_38, mul_58, sum_3, sum_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_red_fused_add_native_layer_norm_backward_view_1:4
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_layer_norm_backward_view_1.run(tangents_10, buf0, mul_50, buf4, buf6, 12288, 128, stream=stream0)
        buf5 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_53, add_38, mul_58, sum_3], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:5
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf4, buf5, 768, 16, stream=stream0)
        del buf4
        buf7 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_53, add_38, sum_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:6
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf6, buf7, 768, 16, stream=stream0)
        buf3 = reinterpret_tensor(buf0, (8, 256, 768), (196608, 768, 1), 0); del buf0  # reuse
        buf8 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_53, add_38, mul_53, mul_54, sum_1, mul_55, sum_2, mul_56, sub_10, sub_11, mul_57, convert_element_type, mul_59, mul_60], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_dropout_backward]
        # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_3:7
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_3.run(buf3, tangents_10, primals_52, mul_50, div, gt_8, buf8, 2048, 768, stream=stream0)
        del div
        del gt_8
        del mul_50
        del primals_52
        del tangents_10
        buf10 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_59, mul_60, view_55, mm_4], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(permute_22, reinterpret_tensor(buf8, (2048, 768), (768, 1), 0), out=buf10)
        del permute_22
        buf11 = reinterpret_tensor(buf6, (1, 768, 16), (12288, 1, 768), 0); del buf6  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type, mul_59, mul_60, view_55, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_4:9
        stream0 = get_raw_stream(0)
        triton_red_fused_native_dropout_backward_sum_view_4.run(buf8, buf11, 12288, 128, stream=stream0)
        buf12 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_59, mul_60, view_55, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_5:10
        stream0 = get_raw_stream(0)
        triton_per_fused_native_dropout_backward_sum_view_5.run(buf11, buf12, 768, 16, stream=stream0)
        del buf11
        buf9 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_59, mul_60, view_55, permute_21, mm_3], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf8, (2048, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), out=buf9)
        del buf8
        del primals_51
        buf13 = reinterpret_tensor(buf9, (8, 256, 3072), (786432, 3072, 1), 0); del buf9  # reuse
        # Topologically Sorted Source Nodes: [view_57, x_29, mul_12, mul_61, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_62, mul_63, sub_12, mul_64, mul_65, mul_66, pow_5, mul_67, mul_68, add_39, mul_69, add_40], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward]
        # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6:12
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6.run(buf13, addmm_14, 6291456, stream=stream0)
        del addmm_14
        buf16 = empty_strided_cuda((1, 3072, 16), (49152, 1, 3072), torch.float32)
        # Topologically Sorted Source Nodes: [view_57, x_29, mul_12, mul_61, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_62, mul_63, sub_12, mul_64, mul_65, mul_66, pow_5, mul_67, mul_68, add_39, mul_69, add_40, view_58, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7:13
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7.run(buf13, buf16, 49152, 128, stream=stream0)
        buf17 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_57, x_29, mul_12, mul_61, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_62, mul_63, sub_12, mul_64, mul_65, mul_66, pow_5, mul_67, mul_68, add_39, mul_69, add_40, view_58, sum_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
        # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8:14
        stream0 = get_raw_stream(0)
        triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8.run(buf16, buf17, 3072, 16, stream=stream0)
        buf15 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_57, x_29, mul_12, mul_61, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_62, mul_63, sub_12, mul_64, mul_65, mul_66, pow_5, mul_67, mul_68, add_39, mul_69, add_40, view_58, mm_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(permute_24, reinterpret_tensor(buf13, (2048, 3072), (3072, 1), 0), out=buf15)
        del permute_24
        buf14 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_57, x_29, mul_12, mul_61, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, mul_62, mul_63, sub_12, mul_64, mul_65, mul_66, pow_5, mul_67, mul_68, add_39, mul_69, add_40, view_58, permute_23, mm_5], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf13, (2048, 3072), (3072, 1), 0), reinterpret_tensor(primals_49, (3072, 768), (1, 3072), 0), out=buf14)
        del primals_49
        buf20 = empty_strided_cuda((768, 16), (1, 768), torch.float32)
        buf22 = empty_strided_cuda((768, 16), (1, 768), torch.float32)
        # Topologically Sorted Source Nodes: [view_60, mul_76, sum_9, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:17
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_9.run(buf14, mul_42, buf20, buf22, 12288, 128, stream=stream0)
        buf24 = buf3; del buf3  # reuse
        buf25 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_60, mul_71, mul_72, sum_7, mul_73, sum_8, mul_74, sub_14, sub_15, mul_75, add_41, convert_element_type_1, mul_77, mul_78], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
        # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10:18
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10.run(buf24, buf14, primals_46, mul_42, div_1, gt_7, buf25, 2048, 768, stream=stream0)
        del div_1
        del gt_7
        del mul_42
        del primals_46
        buf21 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_60, mul_76, sum_9], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:19
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf20, buf21, 768, 16, stream=stream0)
        buf23 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_60, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:20
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf22, buf23, 768, 16, stream=stream0)
        buf28 = reinterpret_tensor(buf22, (1, 768, 16), (12288, 1, 768), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_77, mul_78, view_61, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_4:21
        stream0 = get_raw_stream(0)
        triton_red_fused_native_dropout_backward_sum_view_4.run(buf25, buf28, 12288, 128, stream=stream0)
        buf29 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_77, mul_78, view_61, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_5:22
        stream0 = get_raw_stream(0)
        triton_per_fused_native_dropout_backward_sum_view_5.run(buf28, buf29, 768, 16, stream=stream0)
        buf27 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_77, mul_78, view_61, transpose_15, reshape_3, view_39, permute_26, mm_8], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:23
        extern_kernels.mm(reinterpret_tensor(getitem_38, (768, 2048), (1, 768), 0), reinterpret_tensor(buf25, (2048, 768), (768, 1), 0), out=buf27)
        buf26 = buf14; del buf14  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_77, mul_78, view_61, permute_25, mm_7], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf25, (2048, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), out=buf26)
        del buf25
        del primals_45
        # Topologically Sorted Source Nodes: [view_63, view_64, permute_27, attn_output, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten.expand, aten._scaled_dot_product_efficient_attention_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:25
        buf30 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf26, (8, 12, 256, 64), (196608, 64, 768, 1), 0), permute_14, clone_6, clone_7, reinterpret_tensor(where, (8, 12, 256, 256), (65536, 0, 256, 1), 0), getitem_38, getitem_39, getitem_40, getitem_41, 0.1, [True, True, True, False], scale=0.125)
        del buf26
        del clone_6
        del clone_7
        del getitem_38
        del getitem_39
        del getitem_40
        del getitem_41
        del permute_14
        buf31 = buf30[0]
        assert_size_stride(buf31, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf32 = buf30[1]
        assert_size_stride(buf32, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf33 = buf30[2]
        assert_size_stride(buf33, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        del buf30
        buf34 = empty_strided_cuda((8, 256, 2304), (589824, 2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_42, add_43, permute_28, view_65, permute_29, clone_10, view_66, permute_30, clone_11, view_67, cat], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11:26
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11.run(buf31, tangents_9, buf32, tangents_8, buf33, buf34, 4718592, stream=stream0)
        del buf31
        del tangents_8
        del tangents_9
        buf37 = empty_strided_cuda((1, 2304, 16), (36864, 1, 2304), torch.float32)
        # Topologically Sorted Source Nodes: [add_42, add_43, permute_28, view_65, permute_29, clone_10, view_66, permute_30, clone_11, view_67, cat, view_68, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
        # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12:27
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12.run(buf34, buf37, 36864, 128, stream=stream0)
        buf38 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_42, add_43, permute_28, view_65, permute_29, clone_10, view_66, permute_30, clone_11, view_67, cat, view_68, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13:28
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13.run(buf37, buf38, 2304, 16, stream=stream0)
        buf36 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_42, add_43, permute_28, view_65, permute_29, clone_10, view_66, permute_30, clone_11, view_67, cat, view_68, mm_10], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:29
        extern_kernels.mm(permute_32, reinterpret_tensor(buf34, (2048, 2304), (2304, 1), 0), out=buf36)
        del permute_32
        buf35 = reinterpret_tensor(buf33, (2048, 768), (768, 1), 0); del buf33  # reuse
        # Topologically Sorted Source Nodes: [add_42, add_43, permute_28, view_65, permute_29, clone_10, view_66, permute_30, clone_11, view_67, cat, view_68, permute_31, mm_9], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf34, (2048, 2304), (2304, 1), 0), reinterpret_tensor(primals_43, (2304, 768), (1, 2304), 0), out=buf35)
        del primals_43
        buf41 = reinterpret_tensor(buf28, (768, 16), (1, 768), 0); del buf28  # reuse
        buf43 = buf20; del buf20  # reuse
        # Topologically Sorted Source Nodes: [view_70, mul_85, sum_15, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:31
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_9.run(buf35, mul_38, buf41, buf43, 12288, 128, stream=stream0)
        buf45 = buf24; del buf24  # reuse
        buf46 = reinterpret_tensor(buf32, (8, 256, 768), (196608, 768, 1), 0); del buf32  # reuse
        # Topologically Sorted Source Nodes: [view_70, mul_80, mul_81, sum_13, mul_82, sum_14, mul_83, sub_17, sub_18, mul_84, add_44, convert_element_type_2, mul_86, mul_87], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
        # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10:32
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10.run(buf45, buf35, primals_40, mul_38, div_2, gt_6, buf46, 2048, 768, stream=stream0)
        del div_2
        del gt_6
        del mul_38
        del primals_40
        buf48 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_2, mul_86, mul_87, view_71, mm_12], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:33
        extern_kernels.mm(permute_34, reinterpret_tensor(buf46, (2048, 768), (768, 1), 0), out=buf48)
        del permute_34
        buf42 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_70, mul_85, sum_15], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:34
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf41, buf42, 768, 16, stream=stream0)
        buf44 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_70, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:35
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf43, buf44, 768, 16, stream=stream0)
        buf49 = reinterpret_tensor(buf43, (1, 768, 16), (12288, 1, 768), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_2, mul_86, mul_87, view_71, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_4:36
        stream0 = get_raw_stream(0)
        triton_red_fused_native_dropout_backward_sum_view_4.run(buf46, buf49, 12288, 128, stream=stream0)
        buf50 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_2, mul_86, mul_87, view_71, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_5:37
        stream0 = get_raw_stream(0)
        triton_per_fused_native_dropout_backward_sum_view_5.run(buf49, buf50, 768, 16, stream=stream0)
        buf47 = reinterpret_tensor(buf13, (2048, 3072), (3072, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_2, mul_86, mul_87, view_71, permute_33, mm_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:38
        extern_kernels.mm(reinterpret_tensor(buf46, (2048, 768), (768, 1), 0), reinterpret_tensor(primals_39, (768, 3072), (1, 768), 0), out=buf47)
        del primals_39
        buf51 = reinterpret_tensor(buf47, (8, 256, 3072), (786432, 3072, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [view_73, x_21, mul_8, mul_88, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, mul_89, mul_90, sub_19, mul_91, mul_92, mul_93, pow_6, mul_94, mul_95, add_45, mul_96, add_46], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward]
        # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6:39
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6.run(buf51, addmm_10, 6291456, stream=stream0)
        del addmm_10
        buf54 = buf16; del buf16  # reuse
        # Topologically Sorted Source Nodes: [view_73, x_21, mul_8, mul_88, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, mul_89, mul_90, sub_19, mul_91, mul_92, mul_93, pow_6, mul_94, mul_95, add_45, mul_96, add_46, view_74, sum_18], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7:40
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7.run(buf51, buf54, 49152, 128, stream=stream0)
        buf55 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_73, x_21, mul_8, mul_88, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, mul_89, mul_90, sub_19, mul_91, mul_92, mul_93, pow_6, mul_94, mul_95, add_45, mul_96, add_46, view_74, sum_18], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
        # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8:41
        stream0 = get_raw_stream(0)
        triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8.run(buf54, buf55, 3072, 16, stream=stream0)
        buf53 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_73, x_21, mul_8, mul_88, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, mul_89, mul_90, sub_19, mul_91, mul_92, mul_93, pow_6, mul_94, mul_95, add_45, mul_96, add_46, view_74, mm_14], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(permute_36, reinterpret_tensor(buf51, (2048, 3072), (3072, 1), 0), out=buf53)
        del permute_36
        buf52 = reinterpret_tensor(buf46, (2048, 768), (768, 1), 0); del buf46  # reuse
        # Topologically Sorted Source Nodes: [view_73, x_21, mul_8, mul_88, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, mul_89, mul_90, sub_19, mul_91, mul_92, mul_93, pow_6, mul_94, mul_95, add_45, mul_96, add_46, view_74, permute_35, mm_13], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:43
        extern_kernels.mm(reinterpret_tensor(buf51, (2048, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf52)
        del primals_37
        buf58 = reinterpret_tensor(buf49, (768, 16), (1, 768), 0); del buf49  # reuse
        buf60 = buf41; del buf41  # reuse
        # Topologically Sorted Source Nodes: [view_76, mul_103, sum_21, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:44
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_9.run(buf52, mul_30, buf58, buf60, 12288, 128, stream=stream0)
        buf62 = buf45; del buf45  # reuse
        buf63 = reinterpret_tensor(buf35, (8, 256, 768), (196608, 768, 1), 0); del buf35  # reuse
        # Topologically Sorted Source Nodes: [view_76, mul_98, mul_99, sum_19, mul_100, sum_20, mul_101, sub_21, sub_22, mul_102, add_47, convert_element_type_3, mul_104, mul_105], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
        # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10:45
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10.run(buf62, buf52, primals_34, mul_30, div_3, gt_5, buf63, 2048, 768, stream=stream0)
        del div_3
        del gt_5
        del mul_30
        del primals_34
        buf59 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_76, mul_103, sum_21], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:46
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf58, buf59, 768, 16, stream=stream0)
        buf61 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_76, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:47
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf60, buf61, 768, 16, stream=stream0)
        buf66 = reinterpret_tensor(buf60, (1, 768, 16), (12288, 1, 768), 0); del buf60  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_104, mul_105, view_77, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_4:48
        stream0 = get_raw_stream(0)
        triton_red_fused_native_dropout_backward_sum_view_4.run(buf63, buf66, 12288, 128, stream=stream0)
        buf67 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_104, mul_105, view_77, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_5:49
        stream0 = get_raw_stream(0)
        triton_per_fused_native_dropout_backward_sum_view_5.run(buf66, buf67, 768, 16, stream=stream0)
        buf65 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_104, mul_105, view_77, transpose_11, reshape_2, view_28, permute_38, mm_16], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:50
        extern_kernels.mm(reinterpret_tensor(getitem_27, (768, 2048), (1, 768), 0), reinterpret_tensor(buf63, (2048, 768), (768, 1), 0), out=buf65)
        buf64 = buf52; del buf52  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_104, mul_105, view_77, permute_37, mm_15], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:51
        extern_kernels.mm(reinterpret_tensor(buf63, (2048, 768), (768, 1), 0), reinterpret_tensor(primals_33, (768, 768), (1, 768), 0), out=buf64)
        del buf63
        del primals_33
        # Topologically Sorted Source Nodes: [attn_output, view_79, view_80, permute_39, _scaled_dot_product_efficient_attention_backward_1], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:52
        buf68 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf64, (8, 12, 256, 64), (196608, 64, 768, 1), 0), permute_10, clone_4, clone_5, reinterpret_tensor(where, (8, 12, 256, 256), (65536, 0, 256, 1), 0), getitem_27, getitem_28, getitem_29, getitem_30, 0.1, [True, True, True, False], scale=0.125)
        del buf64
        del clone_4
        del clone_5
        del getitem_27
        del getitem_28
        del getitem_29
        del getitem_30
        del permute_10
        buf69 = buf68[0]
        assert_size_stride(buf69, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf69, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf70 = buf68[1]
        assert_size_stride(buf70, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf70, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf71 = buf68[2]
        assert_size_stride(buf71, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf71, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        del buf68
        buf72 = buf34; del buf34  # reuse
        # Topologically Sorted Source Nodes: [add_48, add_49, permute_40, view_81, permute_41, clone_14, view_82, permute_42, clone_15, view_83, cat_1], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11:53
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11.run(buf69, tangents_7, buf70, tangents_6, buf71, buf72, 4718592, stream=stream0)
        del buf69
        del tangents_6
        del tangents_7
        buf75 = buf37; del buf37  # reuse
        # Topologically Sorted Source Nodes: [add_48, add_49, permute_40, view_81, permute_41, clone_14, view_82, permute_42, clone_15, view_83, cat_1, view_84, sum_24], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
        # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12:54
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12.run(buf72, buf75, 36864, 128, stream=stream0)
        buf76 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_48, add_49, permute_40, view_81, permute_41, clone_14, view_82, permute_42, clone_15, view_83, cat_1, view_84, sum_24], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13:55
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13.run(buf75, buf76, 2304, 16, stream=stream0)
        buf74 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_48, add_49, permute_40, view_81, permute_41, clone_14, view_82, permute_42, clone_15, view_83, cat_1, view_84, mm_18], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:56
        extern_kernels.mm(permute_44, reinterpret_tensor(buf72, (2048, 2304), (2304, 1), 0), out=buf74)
        del permute_44
        buf73 = reinterpret_tensor(buf71, (2048, 768), (768, 1), 0); del buf71  # reuse
        # Topologically Sorted Source Nodes: [add_48, add_49, permute_40, view_81, permute_41, clone_14, view_82, permute_42, clone_15, view_83, cat_1, view_84, permute_43, mm_17], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:57
        extern_kernels.mm(reinterpret_tensor(buf72, (2048, 2304), (2304, 1), 0), reinterpret_tensor(primals_31, (2304, 768), (1, 2304), 0), out=buf73)
        del primals_31
        buf79 = reinterpret_tensor(buf66, (768, 16), (1, 768), 0); del buf66  # reuse
        buf81 = buf58; del buf58  # reuse
        # Topologically Sorted Source Nodes: [view_86, mul_112, sum_27, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:58
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_9.run(buf73, mul_26, buf79, buf81, 12288, 128, stream=stream0)
        buf83 = buf62; del buf62  # reuse
        buf84 = reinterpret_tensor(buf70, (8, 256, 768), (196608, 768, 1), 0); del buf70  # reuse
        # Topologically Sorted Source Nodes: [view_86, mul_107, mul_108, sum_25, mul_109, sum_26, mul_110, sub_24, sub_25, mul_111, add_50, convert_element_type_4, mul_113, mul_114], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
        # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10:59
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10.run(buf83, buf73, primals_28, mul_26, div_4, gt_4, buf84, 2048, 768, stream=stream0)
        del div_4
        del gt_4
        del mul_26
        del primals_28
        buf86 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_113, mul_114, view_87, mm_20], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:60
        extern_kernels.mm(permute_46, reinterpret_tensor(buf84, (2048, 768), (768, 1), 0), out=buf86)
        del permute_46
        buf80 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_86, mul_112, sum_27], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:61
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf79, buf80, 768, 16, stream=stream0)
        buf82 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_86, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:62
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf81, buf82, 768, 16, stream=stream0)
        buf87 = reinterpret_tensor(buf81, (1, 768, 16), (12288, 1, 768), 0); del buf81  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_113, mul_114, view_87, sum_29], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_4:63
        stream0 = get_raw_stream(0)
        triton_red_fused_native_dropout_backward_sum_view_4.run(buf84, buf87, 12288, 128, stream=stream0)
        buf88 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_113, mul_114, view_87, sum_29], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_5:64
        stream0 = get_raw_stream(0)
        triton_per_fused_native_dropout_backward_sum_view_5.run(buf87, buf88, 768, 16, stream=stream0)
        buf85 = reinterpret_tensor(buf51, (2048, 3072), (3072, 1), 0); del buf51  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_113, mul_114, view_87, permute_45, mm_19], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:65
        extern_kernels.mm(reinterpret_tensor(buf84, (2048, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 3072), (1, 768), 0), out=buf85)
        del primals_27
        buf89 = reinterpret_tensor(buf85, (8, 256, 3072), (786432, 3072, 1), 0); del buf85  # reuse
        # Topologically Sorted Source Nodes: [view_89, x_13, mul_4, mul_115, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_116, mul_117, sub_26, mul_118, mul_119, mul_120, pow_7, mul_121, mul_122, add_51, mul_123, add_52], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward]
        # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6:66
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6.run(buf89, addmm_6, 6291456, stream=stream0)
        del addmm_6
        buf92 = buf54; del buf54  # reuse
        # Topologically Sorted Source Nodes: [view_89, x_13, mul_4, mul_115, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_116, mul_117, sub_26, mul_118, mul_119, mul_120, pow_7, mul_121, mul_122, add_51, mul_123, add_52, view_90, sum_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7:67
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7.run(buf89, buf92, 49152, 128, stream=stream0)
        buf93 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_89, x_13, mul_4, mul_115, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_116, mul_117, sub_26, mul_118, mul_119, mul_120, pow_7, mul_121, mul_122, add_51, mul_123, add_52, view_90, sum_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
        # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8:68
        stream0 = get_raw_stream(0)
        triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8.run(buf92, buf93, 3072, 16, stream=stream0)
        buf91 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_89, x_13, mul_4, mul_115, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_116, mul_117, sub_26, mul_118, mul_119, mul_120, pow_7, mul_121, mul_122, add_51, mul_123, add_52, view_90, mm_22], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:69
        extern_kernels.mm(permute_48, reinterpret_tensor(buf89, (2048, 3072), (3072, 1), 0), out=buf91)
        del permute_48
        buf90 = reinterpret_tensor(buf84, (2048, 768), (768, 1), 0); del buf84  # reuse
        # Topologically Sorted Source Nodes: [view_89, x_13, mul_4, mul_115, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_116, mul_117, sub_26, mul_118, mul_119, mul_120, pow_7, mul_121, mul_122, add_51, mul_123, add_52, view_90, permute_47, mm_21], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:70
        extern_kernels.mm(reinterpret_tensor(buf89, (2048, 3072), (3072, 1), 0), reinterpret_tensor(primals_25, (3072, 768), (1, 3072), 0), out=buf90)
        del primals_25
        buf96 = reinterpret_tensor(buf87, (768, 16), (1, 768), 0); del buf87  # reuse
        buf98 = buf79; del buf79  # reuse
        # Topologically Sorted Source Nodes: [view_92, mul_130, sum_33, sum_34], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:71
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_9.run(buf90, mul_18, buf96, buf98, 12288, 128, stream=stream0)
        buf100 = buf83; del buf83  # reuse
        buf101 = reinterpret_tensor(buf73, (8, 256, 768), (196608, 768, 1), 0); del buf73  # reuse
        # Topologically Sorted Source Nodes: [view_92, mul_125, mul_126, sum_31, mul_127, sum_32, mul_128, sub_28, sub_29, mul_129, add_53, convert_element_type_5, mul_131, mul_132], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
        # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10:72
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10.run(buf100, buf90, primals_22, mul_18, div_5, gt_3, buf101, 2048, 768, stream=stream0)
        del div_5
        del gt_3
        del mul_18
        del primals_22
        buf97 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_92, mul_130, sum_33], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:73
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf96, buf97, 768, 16, stream=stream0)
        buf99 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_92, sum_34], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:74
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf98, buf99, 768, 16, stream=stream0)
        buf104 = reinterpret_tensor(buf98, (1, 768, 16), (12288, 1, 768), 0); del buf98  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_5, mul_131, mul_132, view_93, sum_35], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_4:75
        stream0 = get_raw_stream(0)
        triton_red_fused_native_dropout_backward_sum_view_4.run(buf101, buf104, 12288, 128, stream=stream0)
        buf105 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_5, mul_131, mul_132, view_93, sum_35], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_5:76
        stream0 = get_raw_stream(0)
        triton_per_fused_native_dropout_backward_sum_view_5.run(buf104, buf105, 768, 16, stream=stream0)
        buf103 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_5, mul_131, mul_132, view_93, transpose_7, reshape_1, view_17, permute_50, mm_24], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:77
        extern_kernels.mm(reinterpret_tensor(getitem_16, (768, 2048), (1, 768), 0), reinterpret_tensor(buf101, (2048, 768), (768, 1), 0), out=buf103)
        buf102 = buf90; del buf90  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_5, mul_131, mul_132, view_93, permute_49, mm_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:78
        extern_kernels.mm(reinterpret_tensor(buf101, (2048, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 768), (1, 768), 0), out=buf102)
        del buf101
        del primals_21
        # Topologically Sorted Source Nodes: [attn_output, view_95, view_96, permute_51, _scaled_dot_product_efficient_attention_backward_2], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:79
        buf106 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf102, (8, 12, 256, 64), (196608, 64, 768, 1), 0), permute_6, clone_2, clone_3, reinterpret_tensor(where, (8, 12, 256, 256), (65536, 0, 256, 1), 0), getitem_16, getitem_17, getitem_18, getitem_19, 0.1, [True, True, True, False], scale=0.125)
        del buf102
        del clone_2
        del clone_3
        del getitem_16
        del getitem_17
        del getitem_18
        del getitem_19
        del permute_6
        buf107 = buf106[0]
        assert_size_stride(buf107, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf107, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf108 = buf106[1]
        assert_size_stride(buf108, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf108, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf109 = buf106[2]
        assert_size_stride(buf109, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf109, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        del buf106
        buf110 = buf72; del buf72  # reuse
        # Topologically Sorted Source Nodes: [add_54, add_55, permute_52, view_97, permute_53, clone_18, view_98, permute_54, clone_19, view_99, cat_2], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11:80
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11.run(buf107, tangents_5, buf108, tangents_4, buf109, buf110, 4718592, stream=stream0)
        del buf107
        del tangents_4
        del tangents_5
        buf113 = buf75; del buf75  # reuse
        # Topologically Sorted Source Nodes: [add_54, add_55, permute_52, view_97, permute_53, clone_18, view_98, permute_54, clone_19, view_99, cat_2, view_100, sum_36], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
        # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12:81
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12.run(buf110, buf113, 36864, 128, stream=stream0)
        buf114 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_54, add_55, permute_52, view_97, permute_53, clone_18, view_98, permute_54, clone_19, view_99, cat_2, view_100, sum_36], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13:82
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13.run(buf113, buf114, 2304, 16, stream=stream0)
        buf112 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_54, add_55, permute_52, view_97, permute_53, clone_18, view_98, permute_54, clone_19, view_99, cat_2, view_100, mm_26], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:83
        extern_kernels.mm(permute_56, reinterpret_tensor(buf110, (2048, 2304), (2304, 1), 0), out=buf112)
        del permute_56
        buf111 = reinterpret_tensor(buf109, (2048, 768), (768, 1), 0); del buf109  # reuse
        # Topologically Sorted Source Nodes: [add_54, add_55, permute_52, view_97, permute_53, clone_18, view_98, permute_54, clone_19, view_99, cat_2, view_100, permute_55, mm_25], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:84
        extern_kernels.mm(reinterpret_tensor(buf110, (2048, 2304), (2304, 1), 0), reinterpret_tensor(primals_19, (2304, 768), (1, 2304), 0), out=buf111)
        del primals_19
        buf117 = reinterpret_tensor(buf104, (768, 16), (1, 768), 0); del buf104  # reuse
        buf119 = buf96; del buf96  # reuse
        # Topologically Sorted Source Nodes: [view_102, mul_139, sum_39, sum_40], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:85
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_9.run(buf111, mul_14, buf117, buf119, 12288, 128, stream=stream0)
        buf121 = buf100; del buf100  # reuse
        buf122 = reinterpret_tensor(buf108, (8, 256, 768), (196608, 768, 1), 0); del buf108  # reuse
        # Topologically Sorted Source Nodes: [view_102, mul_134, mul_135, sum_37, mul_136, sum_38, mul_137, sub_31, sub_32, mul_138, add_56, convert_element_type_6, mul_140, mul_141], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
        # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10:86
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10.run(buf121, buf111, primals_16, mul_14, div_6, gt_2, buf122, 2048, 768, stream=stream0)
        del div_6
        del gt_2
        del mul_14
        del primals_16
        buf124 = empty_strided_cuda((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_140, mul_141, view_103, mm_28], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:87
        extern_kernels.mm(permute_58, reinterpret_tensor(buf122, (2048, 768), (768, 1), 0), out=buf124)
        del permute_58
        buf118 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_102, mul_139, sum_39], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:88
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf117, buf118, 768, 16, stream=stream0)
        buf120 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_102, sum_40], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:89
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf119, buf120, 768, 16, stream=stream0)
        buf125 = reinterpret_tensor(buf119, (1, 768, 16), (12288, 1, 768), 0); del buf119  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_140, mul_141, view_103, sum_41], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_4:90
        stream0 = get_raw_stream(0)
        triton_red_fused_native_dropout_backward_sum_view_4.run(buf122, buf125, 12288, 128, stream=stream0)
        buf126 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_140, mul_141, view_103, sum_41], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_5:91
        stream0 = get_raw_stream(0)
        triton_per_fused_native_dropout_backward_sum_view_5.run(buf125, buf126, 768, 16, stream=stream0)
        buf123 = reinterpret_tensor(buf89, (2048, 3072), (3072, 1), 0); del buf89  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_140, mul_141, view_103, permute_57, mm_27], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:92
        extern_kernels.mm(reinterpret_tensor(buf122, (2048, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 3072), (1, 768), 0), out=buf123)
        del primals_15
        buf127 = reinterpret_tensor(buf123, (8, 256, 3072), (786432, 3072, 1), 0); del buf123  # reuse
        # Topologically Sorted Source Nodes: [view_105, x_5, mul, mul_142, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_143, mul_144, sub_33, mul_145, mul_146, mul_147, pow_8, mul_148, mul_149, add_57, mul_150, add_58], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward]
        # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6:93
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_6.run(buf127, addmm_2, 6291456, stream=stream0)
        del addmm_2
        buf130 = buf92; del buf92  # reuse
        # Topologically Sorted Source Nodes: [view_105, x_5, mul, mul_142, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_143, mul_144, sub_33, mul_145, mul_146, mul_147, pow_8, mul_148, mul_149, add_57, mul_150, add_58, view_106, sum_42], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7:94
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_pow_sum_tanh_tanh_backward_view_7.run(buf127, buf130, 49152, 128, stream=stream0)
        buf131 = empty_strided_cuda((1, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_105, x_5, mul, mul_142, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_143, mul_144, sub_33, mul_145, mul_146, mul_147, pow_8, mul_148, mul_149, add_57, mul_150, add_58, view_106, sum_42], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.sum]
        # [Provenance debug handles] triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8:95
        stream0 = get_raw_stream(0)
        triton_per_fused_add_mul_pow_sum_tanh_tanh_backward_view_8.run(buf130, buf131, 3072, 16, stream=stream0)
        del buf130
        buf129 = empty_strided_cuda((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_105, x_5, mul, mul_142, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_143, mul_144, sub_33, mul_145, mul_146, mul_147, pow_8, mul_148, mul_149, add_57, mul_150, add_58, view_106, mm_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:96
        extern_kernels.mm(permute_60, reinterpret_tensor(buf127, (2048, 3072), (3072, 1), 0), out=buf129)
        del permute_60
        buf128 = reinterpret_tensor(buf122, (2048, 768), (768, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [view_105, x_5, mul, mul_142, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_143, mul_144, sub_33, mul_145, mul_146, mul_147, pow_8, mul_148, mul_149, add_57, mul_150, add_58, view_106, permute_59, mm_29], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:97
        extern_kernels.mm(reinterpret_tensor(buf127, (2048, 3072), (3072, 1), 0), reinterpret_tensor(primals_13, (3072, 768), (1, 3072), 0), out=buf128)
        del buf127
        del primals_13
        buf134 = reinterpret_tensor(buf125, (768, 16), (1, 768), 0); del buf125  # reuse
        buf136 = buf117; del buf117  # reuse
        # Topologically Sorted Source Nodes: [view_108, mul_157, sum_45, sum_46], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:98
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_9.run(buf128, mul_6, buf134, buf136, 12288, 128, stream=stream0)
        buf138 = buf121; del buf121  # reuse
        buf139 = reinterpret_tensor(buf111, (8, 256, 768), (196608, 768, 1), 0); del buf111  # reuse
        # Topologically Sorted Source Nodes: [view_108, mul_152, mul_153, sum_43, mul_154, sum_44, mul_155, sub_35, sub_36, mul_156, add_59, convert_element_type_7, mul_158, mul_159], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout_backward]
        # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10:99
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_dropout_backward_native_layer_norm_backward_view_10.run(buf138, buf128, primals_10, mul_6, div_7, gt_1, buf139, 2048, 768, stream=stream0)
        del div_7
        del gt_1
        del mul_6
        del primals_10
        buf135 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_108, mul_157, sum_45], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:100
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf134, buf135, 768, 16, stream=stream0)
        buf137 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_108, sum_46], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:101
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf136, buf137, 768, 16, stream=stream0)
        buf142 = reinterpret_tensor(buf136, (1, 768, 16), (12288, 1, 768), 0); del buf136  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_158, mul_159, view_109, sum_47], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_4:102
        stream0 = get_raw_stream(0)
        triton_red_fused_native_dropout_backward_sum_view_4.run(buf139, buf142, 12288, 128, stream=stream0)
        buf143 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_158, mul_159, view_109, sum_47], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
        # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_5:103
        stream0 = get_raw_stream(0)
        triton_per_fused_native_dropout_backward_sum_view_5.run(buf142, buf143, 768, 16, stream=stream0)
        buf141 = empty_strided_cuda((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_158, mul_159, view_109, transpose_3, reshape, view_6, permute_62, mm_32], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:104
        extern_kernels.mm(reinterpret_tensor(getitem_5, (768, 2048), (1, 768), 0), reinterpret_tensor(buf139, (2048, 768), (768, 1), 0), out=buf141)
        buf140 = buf128; del buf128  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_158, mul_159, view_109, permute_61, mm_31], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:105
        extern_kernels.mm(reinterpret_tensor(buf139, (2048, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf140)
        del buf139
        del primals_9
        # Topologically Sorted Source Nodes: [attn_output, view_111, view_112, permute_63, _scaled_dot_product_efficient_attention_backward_3], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:106
        buf144 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf140, (8, 12, 256, 64), (196608, 64, 768, 1), 0), permute_2, clone, clone_1, reinterpret_tensor(where, (8, 12, 256, 256), (65536, 0, 256, 1), 0), getitem_5, getitem_6, getitem_7, getitem_8, 0.1, [True, True, True, False], scale=0.125)
        del buf140
        del clone
        del clone_1
        del getitem_5
        del getitem_6
        del getitem_7
        del getitem_8
        del permute_2
        del where
        buf145 = buf144[0]
        assert_size_stride(buf145, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf145, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf146 = buf144[1]
        assert_size_stride(buf146, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf146, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf147 = buf144[2]
        assert_size_stride(buf147, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf147, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        del buf144
        buf148 = buf110; del buf110  # reuse
        # Topologically Sorted Source Nodes: [add_60, add_61, permute_64, view_113, permute_65, clone_22, view_114, permute_66, clone_23, view_115, cat_3], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11:107
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_11.run(buf145, tangents_3, buf146, tangents_2, buf147, buf148, 4718592, stream=stream0)
        del buf145
        del buf146
        del tangents_2
        del tangents_3
        buf151 = buf113; del buf113  # reuse
        # Topologically Sorted Source Nodes: [add_60, add_61, permute_64, view_113, permute_65, clone_22, view_114, permute_66, clone_23, view_115, cat_3, view_116, sum_48], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
        # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12:108
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_12.run(buf148, buf151, 36864, 128, stream=stream0)
        buf152 = empty_strided_cuda((1, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_60, add_61, permute_64, view_113, permute_65, clone_22, view_114, permute_66, clone_23, view_115, cat_3, view_116, sum_48], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13:109
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_13.run(buf151, buf152, 2304, 16, stream=stream0)
        del buf151
        buf150 = empty_strided_cuda((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_60, add_61, permute_64, view_113, permute_65, clone_22, view_114, permute_66, clone_23, view_115, cat_3, view_116, mm_34], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:110
        extern_kernels.mm(permute_68, reinterpret_tensor(buf148, (2048, 2304), (2304, 1), 0), out=buf150)
        del permute_68
        buf149 = reinterpret_tensor(buf147, (2048, 768), (768, 1), 0); del buf147  # reuse
        # Topologically Sorted Source Nodes: [add_60, add_61, permute_64, view_113, permute_65, clone_22, view_114, permute_66, clone_23, view_115, cat_3, view_116, permute_67, mm_33], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:111
        extern_kernels.mm(reinterpret_tensor(buf148, (2048, 2304), (2304, 1), 0), reinterpret_tensor(primals_7, (2304, 768), (1, 2304), 0), out=buf149)
        del buf148
        del primals_7
        buf164 = empty_strided_cuda((50257, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_11], Original ATen: [aten.embedding_dense_backward]
        # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_14:112
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_14.run(buf164, 38597376, stream=stream0)
        buf154 = embedding; del embedding  # reuse
        buf160 = buf138; del buf138  # reuse
        # Topologically Sorted Source Nodes: [view_118, mul_161, mul_162, sum_49, hidden_states, hidden_states_1, hidden_states_2, mul_163, sum_50, mul_164, sub_38, sub_39, div_8, mul_165, add_62, convert_element_type_8, mul_167, mul_168, attn_output, eq_1, unsqueeze_8, where_5, full_default_11, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout, aten.native_layer_norm, aten.native_dropout_backward, aten.scalar_tensor, aten.embedding_dense_backward]
        # [Provenance debug handles] triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_15:113
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_scalar_tensor_view_15.run(buf154, buf160, gt, embedding_1, getitem_1, rsqrt, buf149, primals_4, primals_1, buf164, 2048, 768, stream=stream0)
        del embedding_1
        del getitem_1
        del gt
        del primals_1
        del primals_4
        del rsqrt
        buf156 = reinterpret_tensor(buf142, (768, 16), (1, 768), 0); del buf142  # reuse
        buf158 = buf134; del buf134  # reuse
        # Topologically Sorted Source Nodes: [view_118, mul_166, sum_51, sum_52], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_9:114
        stream0 = get_raw_stream(0)
        triton_red_fused_native_layer_norm_backward_view_9.run(buf149, buf154, buf156, buf158, 12288, 128, stream=stream0)
        del buf149
        del buf154
        # Topologically Sorted Source Nodes: [sum_53, eq, unsqueeze_7, attn_output, where_4, full_default_9, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward, aten.scalar_tensor]
        # [Provenance debug handles] triton_per_fused_embedding_dense_backward_scalar_tensor_sum_16:115
        stream0 = get_raw_stream(0)
        triton_per_fused_embedding_dense_backward_scalar_tensor_sum_16.run(buf160, unsqueeze, buf162, 196608, 8, stream=stream0)
        del buf160
        del unsqueeze
        buf166 = empty_strided_cuda((50257, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_52, permute_17], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:116
        extern_kernels.addmm(buf164, reinterpret_tensor(tangents_1, (50257, 2048), (1, 50257), 0), view_50, alpha=1, beta=1, out=buf166)
        del buf164
        del tangents_1
        del view_50
        buf157 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_118, mul_166, sum_51], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:117
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf156, buf157, 768, 16, stream=stream0)
        del buf156
        buf159 = empty_strided_cuda((768, ), (1, ), torch.float32)
        # Topologically Sorted Source Nodes: [view_118, sum_52], Original ATen: [aten.view, aten.native_layer_norm_backward]
        # [Provenance debug handles] triton_per_fused_add_native_layer_norm_backward_view_2:118
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_backward_view_2.run(buf158, buf159, 768, 16, stream=stream0)
        del buf158
    return (buf162, buf5, buf7, buf10, buf12, buf17, buf15, buf21, buf23, buf29, buf27, buf38, buf36, buf48, buf42, buf44, buf50, buf55, buf53, buf59, buf61, buf67, buf65, buf76, buf74, buf86, buf80, buf82, buf88, buf93, buf91, buf97, buf99, buf105, buf103, buf114, buf112, buf124, buf118, buf120, buf126, buf131, buf129, buf135, buf137, buf143, buf141, buf152, buf150, buf166, buf157, buf159, )


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
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, embedding, unsqueeze, embedding_1, gt, getitem_1, rsqrt, permute_2, clone, clone_1, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_6, clone_2, clone_3, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, permute_10, clone_4, clone_5, getitem_27, getitem_28, getitem_29, getitem_30, gt_5, mul_30, addmm_10, gt_6, mul_38, permute_14, clone_6, clone_7, getitem_38, getitem_39, getitem_40, getitem_41, gt_7, mul_42, addmm_14, gt_8, mul_50, view_50, div, permute_22, permute_24, div_1, permute_32, div_2, permute_34, permute_36, div_3, permute_44, div_4, permute_46, permute_48, div_5, permute_56, div_6, permute_58, permute_60, div_7, permute_68, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6, tangents_7, tangents_8, tangents_9, tangents_10 = args
        args.clear()
        partition0_args = [tangents_1, primals_2, tangents_10, mul_50, primals_52, div, gt_8, permute_22, primals_51, addmm_14, permute_24, primals_49, mul_42, primals_46, div_1, gt_7, getitem_38, primals_45, permute_14, clone_6, clone_7, where, getitem_39, getitem_40, getitem_41, tangents_9, tangents_8, permute_32, primals_43, mul_38, primals_40, div_2, gt_6, permute_34, primals_39, addmm_10, permute_36, primals_37, mul_30, primals_34, div_3, gt_5, getitem_27, primals_33, permute_10, clone_4, clone_5, getitem_28, getitem_29, getitem_30, tangents_7, tangents_6, permute_44, primals_31, mul_26, primals_28, div_4, gt_4, permute_46, primals_27, addmm_6, permute_48, primals_25, mul_18, primals_22, div_5, gt_3, getitem_16, primals_21, permute_6, clone_2, clone_3, getitem_17, getitem_18, getitem_19, tangents_5, tangents_4, permute_56, primals_19, mul_14, primals_16, div_6, gt_2, permute_58, primals_15, addmm_2, permute_60, primals_13, mul_6, primals_10, div_7, gt_1, getitem_5, primals_9, permute_2, clone, clone_1, getitem_6, getitem_7, getitem_8, tangents_3, tangents_2, permute_68, primals_7, gt, embedding, embedding_1, getitem_1, rsqrt, primals_4, primals_1, unsqueeze, view_50]
        del tangents_1, primals_2, tangents_10, mul_50, primals_52, div, gt_8, permute_22, primals_51, addmm_14, permute_24, primals_49, mul_42, primals_46, div_1, gt_7, getitem_38, primals_45, permute_14, clone_6, clone_7, where, getitem_39, getitem_40, getitem_41, tangents_9, tangents_8, permute_32, primals_43, mul_38, primals_40, div_2, gt_6, permute_34, primals_39, addmm_10, permute_36, primals_37, mul_30, primals_34, div_3, gt_5, getitem_27, primals_33, permute_10, clone_4, clone_5, getitem_28, getitem_29, getitem_30, tangents_7, tangents_6, permute_44, primals_31, mul_26, primals_28, div_4, gt_4, permute_46, primals_27, addmm_6, permute_48, primals_25, mul_18, primals_22, div_5, gt_3, getitem_16, primals_21, permute_6, clone_2, clone_3, getitem_17, getitem_18, getitem_19, tangents_5, tangents_4, permute_56, primals_19, mul_14, primals_16, div_6, gt_2, permute_58, primals_15, addmm_2, permute_60, primals_13, mul_6, primals_10, div_7, gt_1, getitem_5, primals_9, permute_2, clone, clone_1, getitem_6, getitem_7, getitem_8, tangents_3, tangents_2, permute_68, primals_7, gt, embedding, embedding_1, getitem_1, rsqrt, primals_4, primals_1, unsqueeze, view_50
        (buf162, buf5, buf7, buf10, buf12, buf17, buf15, buf21, buf23, buf29, buf27, buf38, buf36, buf48, buf42, buf44, buf50, buf55, buf53, buf59, buf61, buf67, buf65, buf76, buf74, buf86, buf80, buf82, buf88, buf93, buf91, buf97, buf99, buf105, buf103, buf114, buf112, buf124, buf118, buf120, buf126, buf131, buf129, buf135, buf137, buf143, buf141, buf152, buf150, buf166, buf157, buf159) = self.partitions[0](partition0_args)
        del partition0_args
        return (None, buf166, buf162, buf157, buf159, reinterpret_tensor(buf152, (2304, ), (1, ), 0), buf150, reinterpret_tensor(buf143, (768, ), (1, ), 0), buf141, buf135, buf137, reinterpret_tensor(buf131, (3072, ), (1, ), 0), buf129, reinterpret_tensor(buf126, (768, ), (1, ), 0), buf124, buf118, buf120, reinterpret_tensor(buf114, (2304, ), (1, ), 0), buf112, reinterpret_tensor(buf105, (768, ), (1, ), 0), buf103, buf97, buf99, reinterpret_tensor(buf93, (3072, ), (1, ), 0), buf91, reinterpret_tensor(buf88, (768, ), (1, ), 0), buf86, buf80, buf82, reinterpret_tensor(buf76, (2304, ), (1, ), 0), buf74, reinterpret_tensor(buf67, (768, ), (1, ), 0), buf65, buf59, buf61, reinterpret_tensor(buf55, (3072, ), (1, ), 0), buf53, reinterpret_tensor(buf50, (768, ), (1, ), 0), buf48, buf42, buf44, reinterpret_tensor(buf38, (2304, ), (1, ), 0), buf36, reinterpret_tensor(buf29, (768, ), (1, ), 0), buf27, buf21, buf23, reinterpret_tensor(buf17, (3072, ), (1, ), 0), buf15, reinterpret_tensor(buf12, (768, ), (1, ), 0), buf10, buf5, buf7, )

runner = Runner(partitions=[partition_0,])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    embedding = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze = rand_strided((1, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    embedding_1 = rand_strided((1, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    gt = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    getitem_1 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_2 = rand_strided((8, 12, 256, 64), (589824, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_1 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    where = rand_strided((8, 1, 256, 256), (65536, 65536, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((8, 12, 256), (3072, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_8 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_1 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_6 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((2048, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_2 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_14 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_6 = rand_strided((8, 12, 256, 64), (589824, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_2 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_3 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_16 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_17 = rand_strided((8, 12, 256), (3072, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_18 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_19 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_3 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_18 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_6 = rand_strided((2048, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_4 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_26 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_10 = rand_strided((8, 12, 256, 64), (589824, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_4 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_5 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_27 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_28 = rand_strided((8, 12, 256), (3072, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_29 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_30 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_5 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_30 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_10 = rand_strided((2048, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_6 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_38 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    permute_14 = rand_strided((8, 12, 256, 64), (589824, 64, 2304, 1), device='cuda:0', dtype=torch.float32)
    clone_6 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    clone_7 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_38 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    getitem_39 = rand_strided((8, 12, 256), (3072, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_40 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_41 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_7 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_42 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    addmm_14 = rand_strided((2048, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    gt_8 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    mul_50 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    view_50 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_22 = rand_strided((3072, 2048), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_24 = rand_strided((768, 2048), (1, 768), device='cuda:0', dtype=torch.float32)
    div_1 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_32 = rand_strided((768, 2048), (1, 768), device='cuda:0', dtype=torch.float32)
    div_2 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_34 = rand_strided((3072, 2048), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_36 = rand_strided((768, 2048), (1, 768), device='cuda:0', dtype=torch.float32)
    div_3 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_44 = rand_strided((768, 2048), (1, 768), device='cuda:0', dtype=torch.float32)
    div_4 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_46 = rand_strided((3072, 2048), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_48 = rand_strided((768, 2048), (1, 768), device='cuda:0', dtype=torch.float32)
    div_5 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_56 = rand_strided((768, 2048), (1, 768), device='cuda:0', dtype=torch.float32)
    div_6 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_58 = rand_strided((3072, 2048), (1, 3072), device='cuda:0', dtype=torch.float32)
    permute_60 = rand_strided((768, 2048), (1, 768), device='cuda:0', dtype=torch.float32)
    div_7 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_68 = rand_strided((768, 2048), (1, 768), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((8, 256, 50257), (12865792, 50257, 1), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_3 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_4 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_5 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_6 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_7 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_8 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_9 = rand_strided((8, 12, 256, 64), (196608, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_10 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, embedding, unsqueeze, embedding_1, gt, getitem_1, rsqrt, permute_2, clone, clone_1, where, getitem_5, getitem_6, getitem_7, getitem_8, gt_1, mul_6, addmm_2, gt_2, mul_14, permute_6, clone_2, clone_3, getitem_16, getitem_17, getitem_18, getitem_19, gt_3, mul_18, addmm_6, gt_4, mul_26, permute_10, clone_4, clone_5, getitem_27, getitem_28, getitem_29, getitem_30, gt_5, mul_30, addmm_10, gt_6, mul_38, permute_14, clone_6, clone_7, getitem_38, getitem_39, getitem_40, getitem_41, gt_7, mul_42, addmm_14, gt_8, mul_50, view_50, div, permute_22, permute_24, div_1, permute_32, div_2, permute_34, permute_36, div_3, permute_44, div_4, permute_46, permute_48, div_5, permute_56, div_6, permute_58, permute_60, div_7, permute_68, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6, tangents_7, tangents_8, tangents_9, tangents_10]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
