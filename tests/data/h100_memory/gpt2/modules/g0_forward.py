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


# kernel path: /tmp/memory-check/cache/.inductor-cache/2b/c2bbrwf4elhm3ucksajctbjgqdttfpbsyum73lypudy7h2ak6sew.py
# Topologically Sorted Source Nodes: [arange, position_ids], Original ATen: [aten.arange, aten.add]
# Source node to ATen node mapping:
#   arange => iota
#   position_ids => add
# Graph fragment:
#   %iota : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   return %add
triton_poi_fused_add_arange_0 = async_compile.triton('triton_poi_fused_add_arange_0', '''
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
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096}, 'kernel_num_gb': 2.048e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tl.store(out_ptr0 + (x0), tmp0, xmask)


def get_args():
    arg_0 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.int64)
    return arg_0, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_arange_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_arange_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.048e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/ta/ctaz5vklva7ylf2lmeela6cbvb3ziwahg6tgcoaro3nwe3m2qku7.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_embeds], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.embedding]
# Source node to ATen node mapping:
#   arange => iota
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %add : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=add]
#   %primals_3 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %iota : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_3, %unsqueeze), kwargs = {})
#   return %embedding_1
triton_poi_fused_add_arange_embedding_unsqueeze_1 = async_compile.triton('triton_poi_fused_add_arange_embedding_unsqueeze_1', '''
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
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_embedding_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1572864}, 'kernel_num_gb': 0.001574912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_embedding_unsqueeze_1(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 196608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 768
    x0 = (xindex % 768)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 1024, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 1024), "index out of bounds: 0 <= tmp4 < 1024")
    tmp6 = tl.load(in_ptr1 + (x0 + 768*tmp4), None)
    tl.store(out_ptr0 + (x2), tmp6, None)


def get_args():
    arg_0 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 196608,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_arange_embedding_unsqueeze_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_arange_embedding_unsqueeze_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001574912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/rp/crp6j4gfwwyr4nucmu5yrrrrwzgqyrmrllkb2ez3icrhtzgpvlux.py
# Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.add, aten.native_dropout, aten.native_layer_norm]
# Source node to ATen node mapping:
#   hidden_states => add_1
#   hidden_states_1 => gt, inductor_lookup_seed_default, inductor_random_default_8, mul, mul_1
#   hidden_states_2 => add_4, add_5, mul_2, mul_3, rsqrt, sub, var_mean
#   inputs_embeds => embedding
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[9][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_8 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default_8]
#   %primals_1 : Tensor "i64[8, 256][256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %gt : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding_1 : Tensor "f32[1, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %buf7 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=buf7]
#   %getitem_1 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_4 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_5]
#   %embedding : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1), kwargs = {})
#   %add_1 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %inductor_lookup_seed_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 0), kwargs = {})
#   %inductor_random_default_8 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 256, 768], %inductor_lookup_seed_default, rand), kwargs = {})
#   %gt : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_8, 0.1), kwargs = {})
#   %mul : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%mul_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_4 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %sub : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_1, %getitem_1), kwargs = {})
#   %mul_2 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_3 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %primals_4), kwargs = {})
#   %add_5 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %primals_5), kwargs = {})
#   return %inductor_random_default_8,%gt,%embedding,%getitem_1,%buf7,%rsqrt,%add_5
triton_per_fused_add_embedding_native_dropout_native_layer_norm_2 = async_compile.triton('triton_per_fused_add_embedding_native_dropout_native_layer_norm_2', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_native_dropout_native_layer_norm_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 29104128}, 'kernel_num_gb': 0.02128084, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_embedding_native_dropout_native_layer_norm_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr2, out_ptr3, out_ptr4, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x2 = (xindex % 256)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (r0_1 + 768*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp41 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp43 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tl.full([1, 1], 50257, tl.int32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tl.device_assert(((0 <= tmp9) & (tmp9 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp9 < 50257")
    tmp11 = tl.load(in_ptr2 + (r0_1 + 768*tmp9), r0_mask & xmask, other=0.0)
    tmp12 = tmp4.to(tl.float32)
    tmp14 = tmp11 + tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp17 = tmp15 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tl.full([1, 1], 768, tl.int32)
    tmp26 = tmp25.to(tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tmp18 - tmp27
    tmp29 = tmp28 * tmp28
    tmp30 = tl.broadcast_to(tmp29, [XBLOCK, R0_BLOCK])
    tmp32 = tl.where(r0_mask & xmask, tmp30, 0)
    tmp33 = tl.sum(tmp32, 1)[:, None].to(tl.float32)
    tmp34 = tl.full([1, 1], 768.0, tl.float32)
    tmp35 = (tmp33 / tmp34)
    tmp36 = tl.full([1, 1], 1e-05, tl.float32)
    tmp37 = tmp35 + tmp36
    tmp38 = libdevice.rsqrt(tmp37)
    tmp39 = tmp17 - tmp27
    tmp40 = tmp39 * tmp38
    tmp42 = tmp40 * tmp41
    tmp44 = tmp42 + tmp43
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp11, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp38, xmask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp44, r0_mask & xmask)
    tl.store(out_ptr3 + (x0), tmp27, xmask)


def get_args():
    arg_0 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((9,), (1,), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((8, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    arg_3 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_8 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_11 = 0
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, 2048, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_native_dropout_native_layer_norm_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_embedding_native_dropout_native_layer_norm_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.02128084
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/cg/ccg3ek7f4dlu324ckebaeb4a76oehczpiyk4ovzi4znf3yaps2u4.py
# Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   key_states_1 => permute
#   keys => clone
#   split => split
#   view_3 => view_3
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "f32[2048, 2304][2304, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "f32[8, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [8, 256, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_3 : Tensor "f32[8, 256, 12, 64][589824, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [8, 256, -1, 64]), kwargs = {})
#   %permute : Tensor "f32[8, 12, 256, 64][589824, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %clone : Tensor "f32[8, 12, 256, 64][196608, 64, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {})
#   return %clone
triton_poi_fused_cat_split_transpose_view_3 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_3', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.012582912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1572864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (768 + x0 + 2304*x1), None)
    tl.store(out_ptr0 + (x2), tmp0, None)


def get_args():
    arg_0 = rand_strided((2048, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 1572864,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_cat_split_transpose_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_cat_split_transpose_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012582912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/or/corcwac6peqkwksdpv5kxz4bk7hkuz7k3nfj7iuy5yjmalb67xbk.py
# Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   split => split
#   value_states_1 => permute_1
#   values => clone_1
#   view_4 => view_4
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "f32[2048, 2304][2304, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "f32[8, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [8, 256, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_4 : Tensor "f32[8, 256, 12, 64][589824, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [8, 256, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[8, 12, 256, 64][589824, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %clone_1 : Tensor "f32[8, 12, 256, 64][196608, 64, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {})
#   return %clone_1
triton_poi_fused_cat_split_transpose_view_4 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.012582912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1572864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x1 = xindex // 768
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (1536 + x0 + 2304*x1), None)
    tl.store(out_ptr0 + (x2), tmp0, None)


def get_args():
    arg_0 = rand_strided((2048, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((8, 12, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 1572864,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_cat_split_transpose_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_cat_split_transpose_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012582912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/z7/cz77v5rs2ug5monbvx6beok3h33twnteif6loxquo3qrj5msz7pv.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
# Source node to ATen node mapping:
#   arange => iota
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => full_default, full_default_1, where
#   kv_indices => unsqueeze_6
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_2, unsqueeze_3
# Graph fragment:
#   %add : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=add]
#   %iota : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 256, 1][256, 256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[8, 1, 256, 256][0, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [8, -1, 256, 256]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[8, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   return %where
triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5 = async_compile.triton('triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5', '''
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
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4196352}, 'kernel_num_gb': 0.0020992, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = ((xindex // 256) % 256)
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], float("-inf"), tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)


def get_args():
    arg_0 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((8, 1, 256, 256), (65536, 65536, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0020992
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/4f/c4f7uxp5on76gh7axobhe4t6vlkktdnt4sr4breepqnpef4ypakz.py
# Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, x_2, x_3, attn_output_3, hidden_states_3, hidden_states_4, div_7], Original ATen: [aten.add, aten.native_dropout, aten.addmm, aten.view, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   attn_output_3 => gt_1, inductor_lookup_seed_default_1, inductor_random_default_7, mul_4, mul_5
#   div_7 => div_7
#   hidden_states => add_1
#   hidden_states_1 => mul, mul_1
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, mul_6, mul_7, rsqrt_1, sub_1, var_mean_1
#   x_2 => add_tensor_7
#   x_3 => view_8
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[9][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_7 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default_7]
#   %gt_1 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt_1]
#   %primals_8 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_8]
#   %mm_default_7 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_7]
#   %gt : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding_1 : Tensor "f32[1, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %add_6 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %getitem_10 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf25 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=buf25]
#   %mul_6 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_6]
#   %primals_10 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_10]
#   %primals_11 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_11]
#   %add_1 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %mul : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %add_tensor_7 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_8, %mm_default_7), kwargs = {})
#   %view_8 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_7, [8, 256, 768]), kwargs = {})
#   %inductor_lookup_seed_default_1 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 1), kwargs = {})
#   %inductor_random_default_7 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 256, 768], %inductor_lookup_seed_default_1, rand), kwargs = {})
#   %gt_1 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_7, 0.1), kwargs = {})
#   %mul_4 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_1, %view_8), kwargs = {})
#   %mul_5 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, 1.1111111111111112), kwargs = {})
#   %add_6 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %mul_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_7 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %sub_1 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_10), kwargs = {})
#   %mul_6 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_7 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %primals_10), kwargs = {})
#   %add_8 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_7, %primals_11), kwargs = {})
#   %div_7 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 768), kwargs = {})
#   return %inductor_random_default_7,%gt_1,%add_6,%getitem_10,%buf25,%mul_6,%add_8,%div_7
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_6 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'load_seed_offset': 'constexpr', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'load_seed_offset': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 55845888}, 'kernel_num_gb': 0.03540692, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, out_ptr4, out_ptr5, out_ptr6, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x2 = (xindex % 256)
    tmp6 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp12 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp14 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp15 = tl.load(in_ptr4 + (r0_1 + 768*x2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp43 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp45 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp5 * tmp8
    tmp10 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp13 = tmp12.to(tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tmp13 * tmp16
    tmp18 = tmp17 * tmp10
    tmp19 = tmp11 + tmp18
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(r0_mask & xmask, tmp20, 0)
    tmp23 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(r0_mask & xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = tl.full([1, 1], 768, tl.int32)
    tmp28 = tmp27.to(tl.float32)
    tmp29 = (tmp26 / tmp28)
    tmp30 = tmp20 - tmp29
    tmp31 = tmp30 * tmp30
    tmp32 = tl.broadcast_to(tmp31, [XBLOCK, R0_BLOCK])
    tmp34 = tl.where(r0_mask & xmask, tmp32, 0)
    tmp35 = tl.sum(tmp34, 1)[:, None].to(tl.float32)
    tmp36 = tmp19 - tmp29
    tmp37 = tl.full([1, 1], 768.0, tl.float32)
    tmp38 = (tmp35 / tmp37)
    tmp39 = tl.full([1, 1], 1e-05, tl.float32)
    tmp40 = tmp38 + tmp39
    tmp41 = libdevice.rsqrt(tmp40)
    tmp42 = tmp36 * tmp41
    tmp44 = tmp42 * tmp43
    tmp46 = tmp44 + tmp45
    tmp47 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp48 = tmp41 * tmp47
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp19, r0_mask & xmask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp42, r0_mask & xmask)
    tl.store(out_ptr5 + (r0_1 + 768*x0), tmp46, r0_mask & xmask)
    tl.store(out_ptr6 + (x0), tmp48, xmask)


def get_args():
    arg_0 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((9,), (1,), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_4 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_9 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_12 = 0
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, 2048, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.03540692
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/xb/cxbj6szx64zomcwkxzdwtzyqdfabc62qta2h3up6zcvh57qwfes4.py
# Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_11
#   mul => mul_8
#   mul_1 => mul_9
#   mul_2 => mul_10
#   pow_1 => pow_1
#   tanh => tanh
#   view_10 => view_11
#   x_5 => view_10
# Graph fragment:
#   %addmm_2 : Tensor "f32[2048, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_10 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [8, 256, 3072]), kwargs = {})
#   %mul_8 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %pow_1 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_10, 3.0), kwargs = {})
#   %mul_9 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_9), kwargs = {})
#   %mul_10 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_10,), kwargs = {})
#   %add_10 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_11 : Tensor "f32[8, 256, 3072][786432, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %add_10), kwargs = {})
#   %view_11 : Tensor "f32[2048, 3072][3072, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_11, [-1, 3072]), kwargs = {})
#   return %view_11
triton_poi_fused_add_mul_pow_tanh_view_7 = async_compile.triton('triton_poi_fused_add_mul_pow_tanh_view_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_pow_tanh_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 75497472}, 'kernel_num_gb': 0.050331648, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_pow_tanh_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6291456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp0 * tmp0
    tmp4 = tmp3 * tmp0
    tmp5 = tl.full([1], 0.044715, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = libdevice.tanh(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2 * tmp12
    tl.store(out_ptr0 + (x0), tmp13, None)


def get_args():
    arg_0 = rand_strided((2048, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2048, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 6291456,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_mul_pow_tanh_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_mul_pow_tanh_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050331648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/ik/cikf5bwemhoe6hjh4i5c6wv2aorffzp6buyvxgckkm2w5hjae3yg.py
# Topologically Sorted Source Nodes: [x_6, x_7, hidden_states_6, hidden_states_7, hidden_states_8, div_6], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div_6 => div_6
#   hidden_states_6 => gt_2, inductor_lookup_seed_default_2, inductor_random_default_6, mul_12, mul_13
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, mul_14, mul_15, rsqrt_2, sub_2, var_mean_2
#   x_6 => add_tensor_6
#   x_7 => view_12
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[9][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_6 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default_6]
#   %add_6 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %gt_2 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt_2]
#   %primals_14 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mm_default_6 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_6]
#   %getitem_12 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf35 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=buf35]
#   %mul_14 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %primals_16 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_16]
#   %primals_17 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_17]
#   %add_tensor_6 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_14, %mm_default_6), kwargs = {})
#   %view_12 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_6, [8, 256, 768]), kwargs = {})
#   %inductor_lookup_seed_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 2), kwargs = {})
#   %inductor_random_default_6 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 256, 768], %inductor_lookup_seed_default_2, rand), kwargs = {})
#   %gt_2 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_6, 0.1), kwargs = {})
#   %mul_12 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_2, %view_12), kwargs = {})
#   %mul_13 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, 1.1111111111111112), kwargs = {})
#   %add_11 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %mul_13), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_12 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %sub_2 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_12), kwargs = {})
#   %mul_14 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_15 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %primals_16), kwargs = {})
#   %add_13 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %primals_17), kwargs = {})
#   %div_6 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_2, 768), kwargs = {})
#   return %inductor_random_default_6,%gt_2,%getitem_12,%buf35,%mul_14,%add_13,%div_6
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 40903680}, 'kernel_num_gb': 0.026756168, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr4, out_ptr5, out_ptr6, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp37 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tmp4.to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp6 * tmp9
    tmp11 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp5 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 768, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(r0_mask & xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 768.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-05, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp42 = tmp35 * tmp41
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp36, r0_mask & xmask)
    tl.store(out_ptr5 + (r0_1 + 768*x0), tmp40, r0_mask & xmask)
    tl.store(out_ptr6 + (x0), tmp42, xmask)


def get_args():
    arg_0 = rand_strided((9,), (1,), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_7 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_10 = 0
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 2048, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.026756168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/xy/cxyuhqj3k2ozpoyn73dvfwb5stqjcll52cwjgs6t4iepr65wbfvh.py
# Topologically Sorted Source Nodes: [x_6, x_7, hidden_states_6, hidden_states_7, x_10, x_11, attn_output_7, hidden_states_9, hidden_states_10, div_5], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   attn_output_7 => gt_3, inductor_lookup_seed_default_3, inductor_random_default_5, mul_16, mul_17
#   div_5 => div_5
#   hidden_states_10 => add_15, add_16, mul_18, mul_19, rsqrt_3, sub_3, var_mean_3
#   hidden_states_6 => mul_12, mul_13
#   hidden_states_7 => add_11
#   hidden_states_9 => add_14
#   x_10 => add_tensor_5
#   x_11 => view_20
#   x_6 => add_tensor_6
#   x_7 => view_12
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[9][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_5 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default_5]
#   %gt_3 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt_3]
#   %primals_20 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_20]
#   %mm_default_5 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %add_6 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %gt_2 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt_2]
#   %primals_14 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mm_default_6 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_6]
#   %add_14 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=add_14]
#   %getitem_21 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf52 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=buf52]
#   %mul_18 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_18]
#   %primals_22 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_22]
#   %primals_23 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_23]
#   %add_tensor_6 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_14, %mm_default_6), kwargs = {})
#   %view_12 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_6, [8, 256, 768]), kwargs = {})
#   %mul_12 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_2, %view_12), kwargs = {})
#   %mul_13 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, 1.1111111111111112), kwargs = {})
#   %add_11 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %mul_13), kwargs = {})
#   %add_tensor_5 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_20, %mm_default_5), kwargs = {})
#   %view_20 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [8, 256, 768]), kwargs = {})
#   %inductor_lookup_seed_default_3 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 3), kwargs = {})
#   %inductor_random_default_5 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 256, 768], %inductor_lookup_seed_default_3, rand), kwargs = {})
#   %gt_3 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_5, 0.1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_3, %view_20), kwargs = {})
#   %mul_17 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, 1.1111111111111112), kwargs = {})
#   %add_14 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %add_11), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_15 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %sub_3 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_21), kwargs = {})
#   %mul_18 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_19 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %primals_22), kwargs = {})
#   %add_16 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %primals_23), kwargs = {})
#   %div_5 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_3, 768), kwargs = {})
#   return %inductor_random_default_5,%gt_3,%add_14,%getitem_21,%buf52,%mul_18,%add_16,%div_5
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 61353984}, 'kernel_num_gb': 0.040915016, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, out_ptr4, out_ptr5, out_ptr6, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp6 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp12 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp15 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.load(in_ptr5 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp45 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp47 = tl.load(in_ptr7 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp5 * tmp8
    tmp10 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp14 = tmp13.to(tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tmp14 * tmp17
    tmp19 = tmp18 * tmp10
    tmp20 = tmp12 + tmp19
    tmp21 = tmp11 + tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask & xmask, tmp22, 0)
    tmp25 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 768, tl.int32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tmp22 - tmp31
    tmp33 = tmp32 * tmp32
    tmp34 = tl.broadcast_to(tmp33, [XBLOCK, R0_BLOCK])
    tmp36 = tl.where(r0_mask & xmask, tmp34, 0)
    tmp37 = tl.sum(tmp36, 1)[:, None].to(tl.float32)
    tmp38 = tmp21 - tmp31
    tmp39 = tl.full([1, 1], 768.0, tl.float32)
    tmp40 = (tmp37 / tmp39)
    tmp41 = tl.full([1, 1], 1e-05, tl.float32)
    tmp42 = tmp40 + tmp41
    tmp43 = libdevice.rsqrt(tmp42)
    tmp44 = tmp38 * tmp43
    tmp46 = tmp44 * tmp45
    tmp48 = tmp46 + tmp47
    tmp49 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp50 = tmp43 * tmp49
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp21, r0_mask & xmask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp44, r0_mask & xmask)
    tl.store(out_ptr5 + (r0_1 + 768*x0), tmp48, r0_mask & xmask)
    tl.store(out_ptr6 + (x0), tmp50, xmask)


def get_args():
    arg_0 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((9,), (1,), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_10 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_12 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_13 = 0
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, arg_13, 2048, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.040915016
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/memory-check/cache/.inductor-cache/n6/cn63anq5herrulhskkuuydvwteii65niglcq7jwxqm3276qn3mve.py
# Topologically Sorted Source Nodes: [x_30, x_31, hidden_states_24, hidden_states_25, hidden_states_26, div], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   div => div
#   hidden_states_24 => gt_8, inductor_lookup_seed_default_8, inductor_random_default, mul_48, mul_49
#   hidden_states_25 => add_35
#   hidden_states_26 => add_36, add_37, mul_50, mul_51, rsqrt_8, sub_8, var_mean_8
#   x_30 => add_tensor
#   x_31 => view_48
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[9][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=inductor_random_default]
#   %add_30 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=add_30]
#   %gt_8 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=gt_8]
#   %primals_50 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_50]
#   %mm_default : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_45 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=getitem_45]
#   %buf116 : Tensor "f32[8, 256, 1][256, 1, 2048]cuda:0" = PlaceHolder[target=buf116]
#   %mul_50 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=mul_50]
#   %primals_52 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_52]
#   %primals_53 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_53]
#   %add_tensor : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_50, %mm_default), kwargs = {})
#   %view_48 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [8, 256, 768]), kwargs = {})
#   %inductor_lookup_seed_default_8 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 8), kwargs = {})
#   %inductor_random_default : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 256, 768], %inductor_lookup_seed_default_8, rand), kwargs = {})
#   %gt_8 : Tensor "b8[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default, 0.1), kwargs = {})
#   %mul_48 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_8, %view_48), kwargs = {})
#   %mul_49 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_48, 1.1111111111111112), kwargs = {})
#   %add_35 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_30, %mul_49), kwargs = {})
#   %var_mean_8 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_35, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_36 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_44, 1e-05), kwargs = {})
#   %rsqrt_8 : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_36,), kwargs = {})
#   %sub_8 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_35, %getitem_45), kwargs = {})
#   %mul_50 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_8, %rsqrt_8), kwargs = {})
#   %mul_51 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_50, %primals_52), kwargs = {})
#   %add_37 : Tensor "f32[8, 256, 768][196608, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_51, %primals_53), kwargs = {})
#   %div : Tensor "f32[8, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_8, 768), kwargs = {})
#   return %inductor_random_default,%gt_8,%getitem_45,%buf116,%mul_50,%add_37,%div
triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_10 = async_compile.triton('triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_10', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 40903680}, 'kernel_num_gb': 0.026756168, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr4, out_ptr5, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp7 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp37 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp39 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 768*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tmp4.to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp6 * tmp9
    tmp11 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp5 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 768, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(r0_mask & xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 768.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-05, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1, 1], 0.0013020833333333333, tl.float32)
    tmp42 = tmp35 * tmp41
    tl.store(out_ptr1 + (r0_1 + 768*x0), tmp4, r0_mask & xmask)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp36, r0_mask & xmask)
    tl.store(out_ptr4 + (r0_1 + 768*x0), tmp40, r0_mask & xmask)
    tl.store(out_ptr5 + (x0), tmp42, xmask)


def get_args():
    arg_0 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((9,), (1,), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.bool)
    arg_7 = rand_strided((8, 256, 768), (196608, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((8, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_9 = 0
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 2048, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.026756168
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53 = args
        args.clear()
        assert_size_stride(primals_1, (8, 256), (256, 1))
        assert_size_stride(primals_2, (50257, 768), (768, 1))
        assert_size_stride(primals_3, (1024, 768), (768, 1))
        assert_size_stride(primals_4, (768, ), (1, ))
        assert_size_stride(primals_5, (768, ), (1, ))
        assert_size_stride(primals_6, (2304, ), (1, ))
        assert_size_stride(primals_7, (768, 2304), (2304, 1))
        assert_size_stride(primals_8, (768, ), (1, ))
        assert_size_stride(primals_9, (768, 768), (768, 1))
        assert_size_stride(primals_10, (768, ), (1, ))
        assert_size_stride(primals_11, (768, ), (1, ))
        assert_size_stride(primals_12, (3072, ), (1, ))
        assert_size_stride(primals_13, (768, 3072), (3072, 1))
        assert_size_stride(primals_14, (768, ), (1, ))
        assert_size_stride(primals_15, (3072, 768), (768, 1))
        assert_size_stride(primals_16, (768, ), (1, ))
        assert_size_stride(primals_17, (768, ), (1, ))
        assert_size_stride(primals_18, (2304, ), (1, ))
        assert_size_stride(primals_19, (768, 2304), (2304, 1))
        assert_size_stride(primals_20, (768, ), (1, ))
        assert_size_stride(primals_21, (768, 768), (768, 1))
        assert_size_stride(primals_22, (768, ), (1, ))
        assert_size_stride(primals_23, (768, ), (1, ))
        assert_size_stride(primals_24, (3072, ), (1, ))
        assert_size_stride(primals_25, (768, 3072), (3072, 1))
        assert_size_stride(primals_26, (768, ), (1, ))
        assert_size_stride(primals_27, (3072, 768), (768, 1))
        assert_size_stride(primals_28, (768, ), (1, ))
        assert_size_stride(primals_29, (768, ), (1, ))
        assert_size_stride(primals_30, (2304, ), (1, ))
        assert_size_stride(primals_31, (768, 2304), (2304, 1))
        assert_size_stride(primals_32, (768, ), (1, ))
        assert_size_stride(primals_33, (768, 768), (768, 1))
        assert_size_stride(primals_34, (768, ), (1, ))
        assert_size_stride(primals_35, (768, ), (1, ))
        assert_size_stride(primals_36, (3072, ), (1, ))
        assert_size_stride(primals_37, (768, 3072), (3072, 1))
        assert_size_stride(primals_38, (768, ), (1, ))
        assert_size_stride(primals_39, (3072, 768), (768, 1))
        assert_size_stride(primals_40, (768, ), (1, ))
        assert_size_stride(primals_41, (768, ), (1, ))
        assert_size_stride(primals_42, (2304, ), (1, ))
        assert_size_stride(primals_43, (768, 2304), (2304, 1))
        assert_size_stride(primals_44, (768, ), (1, ))
        assert_size_stride(primals_45, (768, 768), (768, 1))
        assert_size_stride(primals_46, (768, ), (1, ))
        assert_size_stride(primals_47, (768, ), (1, ))
        assert_size_stride(primals_48, (3072, ), (1, ))
        assert_size_stride(primals_49, (768, 3072), (3072, 1))
        assert_size_stride(primals_50, (768, ), (1, ))
        assert_size_stride(primals_51, (3072, 768), (768, 1))
        assert_size_stride(primals_52, (768, ), (1, ))
        assert_size_stride(primals_53, (768, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((256, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids], Original ATen: [aten.arange, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_arange_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_0.run(buf1, 256, stream=stream0)
            buf2 = empty_strided_cuda((1, 256, 768), (196608, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_embeds], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.embedding]
            # [Provenance debug handles] triton_poi_fused_add_arange_embedding_unsqueeze_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_embedding_unsqueeze_1.run(buf1, primals_3, buf2, 196608, stream=stream0)
            del primals_3
            buf3 = empty_strided_cuda((9, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] aten.randint.low_out:3
            aten.randint.low_out(-9223372036854775808, 9223372036854775807, [9], out=buf3)
            buf5 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.bool)
            buf0 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf6 = empty_strided_cuda((8, 256, 1), (256, 1, 1), torch.float32)
            buf7 = empty_strided_cuda((8, 256, 1), (256, 1, 2048), torch.float32)
            buf9 = reinterpret_tensor(buf7, (8, 256, 1), (256, 1, 1), 0); del buf7  # reuse
            buf10 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.add, aten.native_dropout, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_embedding_native_dropout_native_layer_norm_2:4
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_native_dropout_native_layer_norm_2.run(buf9, buf3, primals_1, primals_2, buf2, primals_4, primals_5, buf5, buf0, buf6, buf10, 0, 2048, 768, stream=stream0)
            del primals_5
            buf11 = empty_strided_cuda((2048, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, hidden_states_2, view_1, x], Original ATen: [aten.add, aten.native_dropout, aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:5
            extern_kernels.addmm(primals_6, reinterpret_tensor(buf10, (2048, 768), (768, 1), 0), primals_7, alpha=1, beta=1, out=buf11)
            del primals_6
            buf12 = empty_strided_cuda((8, 12, 256, 64), (196608, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf11, buf12, 1572864, stream=stream0)
            buf13 = empty_strided_cuda((8, 12, 256, 64), (196608, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:7
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf11, buf13, 1572864, stream=stream0)
            buf14 = empty_strided_cuda((8, 1, 256, 256), (65536, 65536, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
            # [Provenance debug handles] triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5.run(buf1, buf14, 524288, stream=stream0)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.expand, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:9
            buf15 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf11, (8, 12, 256, 64), (589824, 64, 2304, 1), 0), buf12, buf13, reinterpret_tensor(buf14, (8, 12, 256, 256), (65536, 0, 256, 1), 0), True, 0.1, scale=0.125)
            buf16 = buf15[0]
            assert_size_stride(buf16, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf17 = buf15[1]
            assert_size_stride(buf17, (8, 12, 256), (3072, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf18 = buf15[2]
            assert_size_stride(buf18, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf19 = buf15[3]
            assert_size_stride(buf19, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf19, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf15
            buf20 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, x_2], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(reinterpret_tensor(buf16, (2048, 768), (768, 1), 0), primals_9, out=buf20)
            buf22 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.bool)
            buf23 = reinterpret_tensor(buf20, (8, 256, 768), (196608, 768, 1), 0); del buf20  # reuse
            buf27 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf28 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf128 = empty_strided_cuda((8, 256, 1), (256, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, x_2, x_3, attn_output_3, hidden_states_3, hidden_states_4, div_7], Original ATen: [aten.add, aten.native_dropout, aten.addmm, aten.view, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_6:11
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_6.run(buf23, buf3, primals_8, buf5, buf0, buf2, primals_10, primals_11, buf22, buf27, buf28, buf128, 1, 2048, 768, stream=stream0)
            del primals_11
            del primals_8
            buf29 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_4, view_8, x_4], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:12
            extern_kernels.addmm(primals_12, reinterpret_tensor(buf28, (2048, 768), (768, 1), 0), primals_13, alpha=1, beta=1, out=buf29)
            del primals_12
            buf30 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_7:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_7.run(buf29, buf30, 6291456, stream=stream0)
            buf31 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(buf30, primals_15, out=buf31)
            buf33 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.bool)
            buf37 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf38 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf127 = empty_strided_cuda((8, 256, 1), (256, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_6, x_7, hidden_states_6, hidden_states_7, hidden_states_8, div_6], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:15
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf3, buf23, primals_14, buf31, primals_16, primals_17, buf33, buf37, buf38, buf127, 2, 2048, 768, stream=stream0)
            del primals_17
            buf39 = empty_strided_cuda((2048, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_8, view_12, x_8], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:16
            extern_kernels.addmm(primals_18, reinterpret_tensor(buf38, (2048, 768), (768, 1), 0), primals_19, alpha=1, beta=1, out=buf39)
            del primals_18
            buf40 = empty_strided_cuda((8, 12, 256, 64), (196608, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, keys_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf39, buf40, 1572864, stream=stream0)
            buf41 = empty_strided_cuda((8, 12, 256, 64), (196608, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, values_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:18
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf39, buf41, 1572864, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_9, split_1, view_16, query_states_3, attn_output_4], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:19
            buf42 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf39, (8, 12, 256, 64), (589824, 64, 2304, 1), 0), buf40, buf41, reinterpret_tensor(buf14, (8, 12, 256, 256), (65536, 0, 256, 1), 0), True, 0.1, scale=0.125)
            buf43 = buf42[0]
            assert_size_stride(buf43, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf44 = buf42[1]
            assert_size_stride(buf44, (8, 12, 256), (3072, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf44, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf45 = buf42[2]
            assert_size_stride(buf45, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf45, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf46 = buf42[3]
            assert_size_stride(buf46, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf46, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf42
            buf47 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_17, x_10], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(reinterpret_tensor(buf43, (2048, 768), (768, 1), 0), primals_21, out=buf47)
            buf49 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.bool)
            buf50 = reinterpret_tensor(buf47, (8, 256, 768), (196608, 768, 1), 0); del buf47  # reuse
            buf54 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf55 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf126 = empty_strided_cuda((8, 256, 1), (256, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_6, x_7, hidden_states_6, hidden_states_7, x_10, x_11, attn_output_7, hidden_states_9, hidden_states_10, div_5], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9:21
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9.run(buf50, buf3, primals_20, buf23, buf33, primals_14, buf31, primals_22, primals_23, buf49, buf54, buf55, buf126, 3, 2048, 768, stream=stream0)
            del buf23
            del buf31
            del primals_14
            del primals_20
            del primals_23
            buf56 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, view_19, x_12], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:22
            extern_kernels.addmm(primals_24, reinterpret_tensor(buf55, (2048, 768), (768, 1), 0), primals_25, alpha=1, beta=1, out=buf56)
            del primals_24
            buf57 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_7:23
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_7.run(buf56, buf57, 6291456, stream=stream0)
            buf58 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_14], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:24
            extern_kernels.mm(buf57, primals_27, out=buf58)
            buf60 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.bool)
            buf64 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf65 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf125 = empty_strided_cuda((8, 256, 1), (256, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_14, x_15, hidden_states_12, hidden_states_13, hidden_states_14, div_4], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:25
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf3, buf50, primals_26, buf58, primals_28, primals_29, buf60, buf64, buf65, buf125, 4, 2048, 768, stream=stream0)
            del primals_29
            buf66 = empty_strided_cuda((2048, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_14, view_23, x_16], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:26
            extern_kernels.addmm(primals_30, reinterpret_tensor(buf65, (2048, 768), (768, 1), 0), primals_31, alpha=1, beta=1, out=buf66)
            del primals_30
            buf67 = empty_strided_cuda((8, 12, 256, 64), (196608, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, keys_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:27
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf66, buf67, 1572864, stream=stream0)
            buf68 = empty_strided_cuda((8, 12, 256, 64), (196608, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_17, split_2, view_26, value_states_5, values_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:28
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf66, buf68, 1572864, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_17, split_2, view_27, query_states_5, attn_output_8], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:29
            buf69 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf66, (8, 12, 256, 64), (589824, 64, 2304, 1), 0), buf67, buf68, reinterpret_tensor(buf14, (8, 12, 256, 256), (65536, 0, 256, 1), 0), True, 0.1, scale=0.125)
            buf70 = buf69[0]
            assert_size_stride(buf70, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf70, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf71 = buf69[1]
            assert_size_stride(buf71, (8, 12, 256), (3072, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf71, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf72 = buf69[2]
            assert_size_stride(buf72, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf72, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf73 = buf69[3]
            assert_size_stride(buf73, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf73, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf69
            buf74 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_11, reshape_2, view_28, x_18], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf70, (2048, 768), (768, 1), 0), primals_33, out=buf74)
            buf76 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.bool)
            buf77 = reinterpret_tensor(buf74, (8, 256, 768), (196608, 768, 1), 0); del buf74  # reuse
            buf81 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf82 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf124 = empty_strided_cuda((8, 256, 1), (256, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_14, x_15, hidden_states_12, hidden_states_13, x_18, x_19, attn_output_11, hidden_states_15, hidden_states_16, div_3], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9:31
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9.run(buf77, buf3, primals_32, buf50, buf60, primals_26, buf58, primals_34, primals_35, buf76, buf81, buf82, buf124, 5, 2048, 768, stream=stream0)
            del buf50
            del buf58
            del primals_26
            del primals_32
            del primals_35
            buf83 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_16, view_30, x_20], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:32
            extern_kernels.addmm(primals_36, reinterpret_tensor(buf82, (2048, 768), (768, 1), 0), primals_37, alpha=1, beta=1, out=buf83)
            del primals_36
            buf84 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_7:33
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_7.run(buf83, buf84, 6291456, stream=stream0)
            buf85 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_22], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:34
            extern_kernels.mm(buf84, primals_39, out=buf85)
            buf87 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.bool)
            buf91 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf92 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf123 = empty_strided_cuda((8, 256, 1), (256, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_22, x_23, hidden_states_18, hidden_states_19, hidden_states_20, div_2], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8:35
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_8.run(buf3, buf77, primals_38, buf85, primals_40, primals_41, buf87, buf91, buf92, buf123, 6, 2048, 768, stream=stream0)
            del primals_41
            buf93 = empty_strided_cuda((2048, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_20, view_34, x_24], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:36
            extern_kernels.addmm(primals_42, reinterpret_tensor(buf92, (2048, 768), (768, 1), 0), primals_43, alpha=1, beta=1, out=buf93)
            del primals_42
            buf94 = empty_strided_cuda((8, 12, 256, 64), (196608, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, keys_3], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:37
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf93, buf94, 1572864, stream=stream0)
            buf95 = empty_strided_cuda((8, 12, 256, 64), (196608, 64, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_25, split_3, view_37, value_states_7, values_3], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:38
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf93, buf95, 1572864, stream=stream0)
            # Topologically Sorted Source Nodes: [attn_output, x_25, split_3, view_38, query_states_7, attn_output_12], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:39
            buf96 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf93, (8, 12, 256, 64), (589824, 64, 2304, 1), 0), buf94, buf95, reinterpret_tensor(buf14, (8, 12, 256, 256), (65536, 0, 256, 1), 0), True, 0.1, scale=0.125)
            buf97 = buf96[0]
            assert_size_stride(buf97, (8, 12, 256, 64), (196608, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf97, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf98 = buf96[1]
            assert_size_stride(buf98, (8, 12, 256), (3072, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf98, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf99 = buf96[2]
            assert_size_stride(buf99, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf99, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf100 = buf96[3]
            assert_size_stride(buf100, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf100, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf96
            buf101 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_15, reshape_3, view_39, x_26], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:40
            extern_kernels.mm(reinterpret_tensor(buf97, (2048, 768), (768, 1), 0), primals_45, out=buf101)
            buf103 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.bool)
            buf104 = reinterpret_tensor(buf101, (8, 256, 768), (196608, 768, 1), 0); del buf101  # reuse
            buf108 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf109 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf122 = empty_strided_cuda((8, 256, 1), (256, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_22, x_23, hidden_states_18, hidden_states_19, x_26, x_27, attn_output_15, hidden_states_21, hidden_states_22, div_1], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9:41
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_9.run(buf104, buf3, primals_44, buf77, buf87, primals_38, buf85, primals_46, primals_47, buf103, buf108, buf109, buf122, 7, 2048, 768, stream=stream0)
            del buf77
            del buf85
            del primals_38
            del primals_44
            del primals_47
            buf110 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_22, view_41, x_28], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:42
            extern_kernels.addmm(primals_48, reinterpret_tensor(buf109, (2048, 768), (768, 1), 0), primals_49, alpha=1, beta=1, out=buf110)
            del primals_48
            buf111 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_7:43
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_7.run(buf110, buf111, 6291456, stream=stream0)
            buf112 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_30], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:44
            extern_kernels.mm(buf111, primals_51, out=buf112)
            buf114 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.bool)
            buf118 = buf104; del buf104  # reuse
            buf119 = empty_strided_cuda((8, 256, 768), (196608, 768, 1), torch.float32)
            buf121 = empty_strided_cuda((8, 256, 1), (256, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_30, x_31, hidden_states_24, hidden_states_25, hidden_states_26, div], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_10:45
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_dropout_native_layer_norm_native_layer_norm_backward_view_10.run(buf118, buf3, primals_50, buf112, primals_52, primals_53, buf114, buf119, buf121, 8, 2048, 768, stream=stream0)
            del buf112
            del buf3
            del primals_50
            del primals_53
            buf120 = empty_strided_cuda((2048, 50257), (50257, 1), torch.float32)
            # Topologically Sorted Source Nodes: [logits], Original ATen: [aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:46
            extern_kernels.mm(reinterpret_tensor(buf119, (2048, 768), (768, 1), 0), reinterpret_tensor(primals_2, (768, 50257), (1, 768), 0), out=buf120)
        return (reinterpret_tensor(buf120, (8, 256, 50257), (12865792, 50257, 1), 0), buf13, buf12, buf41, buf40, buf68, buf67, buf95, buf94, buf119, primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, buf0, reinterpret_tensor(buf1, (1, 256), (256, 1), 0), buf2, buf5, buf6, buf9, reinterpret_tensor(buf11, (8, 12, 256, 64), (589824, 64, 2304, 1), 0), buf12, buf13, buf14, buf16, buf17, buf18, buf19, buf22, buf27, buf29, buf33, buf37, reinterpret_tensor(buf39, (8, 12, 256, 64), (589824, 64, 2304, 1), 0), buf40, buf41, buf43, buf44, buf45, buf46, buf49, buf54, buf56, buf60, buf64, reinterpret_tensor(buf66, (8, 12, 256, 64), (589824, 64, 2304, 1), 0), buf67, buf68, buf70, buf71, buf72, buf73, buf76, buf81, buf83, buf87, buf91, reinterpret_tensor(buf93, (8, 12, 256, 64), (589824, 64, 2304, 1), 0), buf94, buf95, buf97, buf98, buf99, buf100, buf103, buf108, buf110, buf114, buf118, reinterpret_tensor(buf119, (2048, 768), (768, 1), 0), buf121, reinterpret_tensor(buf111, (3072, 2048), (1, 3072), 0), reinterpret_tensor(buf109, (768, 2048), (1, 768), 0), buf122, reinterpret_tensor(buf92, (768, 2048), (1, 768), 0), buf123, reinterpret_tensor(buf84, (3072, 2048), (1, 3072), 0), reinterpret_tensor(buf82, (768, 2048), (1, 768), 0), buf124, reinterpret_tensor(buf65, (768, 2048), (1, 768), 0), buf125, reinterpret_tensor(buf57, (3072, 2048), (1, 3072), 0), reinterpret_tensor(buf55, (768, 2048), (1, 768), 0), buf126, reinterpret_tensor(buf38, (768, 2048), (1, 768), 0), buf127, reinterpret_tensor(buf30, (3072, 2048), (1, 3072), 0), reinterpret_tensor(buf28, (768, 2048), (1, 768), 0), buf128, reinterpret_tensor(buf10, (768, 2048), (1, 768), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
