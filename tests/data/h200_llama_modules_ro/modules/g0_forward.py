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
from torch._C import _cuda_getCurrentRawStream as get_raw_stream



# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/zf/czf3bgzrm4enx2haasn2s7v2z4pvsybuhwk454ve5pwzumvuspcy.py
# Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   inputs_embeds => embedding
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
# Graph fragment:
#   %primals_1 : Tensor "i64[4, 256][256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "f32[32000, 512][512, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %embedding : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %buf3 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf3]
#   %primals_4 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_4]
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %embedding : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1), kwargs = {})
#   %pow_1 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_2 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_3 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, %mul_2), kwargs = {})
#   return %embedding,%buf3,%rsqrt,%mul_3
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
    size_hints={'x': 1024, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 8390656}, 'kernel_num_gb': 0.006309888, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 32000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 32000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 32000")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 512*tmp4), xmask, other=0.0)
    tmp7 = tmp6 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 512.0, tl.float32)
    tmp13 = (tmp11 / tmp12)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp18 = tmp6 * tmp16
    tmp19 = tmp17 * tmp18
    tl.store(out_ptr0 + (r0_1 + 512*x0), tmp6, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp16, xmask)
    tl.store(out_ptr1 + (r0_1 + 512*x0), tmp19, xmask)


def get_args():
    arg_0 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((32000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1024, 512,


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
    num_gb = 0.006309888
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/ul/cullsnsiy66vish7up2cqa2bqmzcesu6xzza2ii6qrnld5yxvlj7.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type
#   q_indices => unsqueeze_2
# Graph fragment:
#   %iota : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 256][256, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 1, 256][256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_2, torch.float32), kwargs = {})
#   return %expand_3
triton_poi_fused__to_copy_add_arange_unsqueeze_1 = async_compile.triton('triton_poi_fused__to_copy_add_arange_unsqueeze_1', '''
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
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}, 'kernel_num_gb': 1.024e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_unsqueeze_1(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 256), (256, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_arange_unsqueeze_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_arange_unsqueeze_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.024e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/mr/cmrn2n7rue6kkjqbkhmvre75m3qsziwsnw6mpvxgcjjtkq743jzc.py
# Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, linear, view, query_states, linear_1, view_1, key_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#   cat_1 => cat
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   k_embed => add_5
#   key_states => permute_4
#   linear => view_5
#   linear_1 => view_8
#   matmul => unsqueeze_default
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   q_embed => add_4
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   view => view_6
#   view_1 => view_9
#   x1 => slice_1
#   x1_1 => slice_3
#   x2 => slice_2
#   x2_1 => slice_4
# Graph fragment:
#   %mm : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default : Tensor "f32[32, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %mm_1 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %unsqueeze_default : Tensor "f32[1, 32, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 256, 32][8192, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 256, 1, 32][8192, 1, 8192, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 256, 2, 32][8192, 1, 0, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 256, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 256, 2, 32][16384, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 256, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %view_5 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 512]), kwargs = {})
#   %view_6 : Tensor "f32[4, 256, 8, 64][131072, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [4, 256, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %view_8 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [4, 256, 512]), kwargs = {})
#   %view_9 : Tensor "f32[4, 256, 8, 64][131072, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [4, 256, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_4 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_1 : Tensor "f32[4, 8, 256, 32][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %slice_2 : Tensor "f32[4, 8, 256, 32][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[4, 8, 256, 32][65536, 32, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %cat : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %mul_5 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %mul_6 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_3 : Tensor "f32[4, 8, 256, 32][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %slice_4 : Tensor "f32[4, 8, 256, 32][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[4, 8, 256, 32][65536, 32, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %cat_1 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   return %add_4,%add_5
triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2 = async_compile.triton('triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20971520}, 'kernel_num_gb': 0.008421376, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    x0 = (xindex % 64)
    x2 = ((xindex // 512) % 256)
    x5 = xindex // 64
    tmp0 = tl.load(in_ptr0 + (x4), None)
    tmp1 = tl.load(in_ptr1 + (x2 + 256*((x0 % 32))), None, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr2 + (x4), None)
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp0 * tmp4
    tmp6 = x0
    tmp7 = tl.full([1], 0, tl.int64)
    tmp8 = tmp6 >= tmp7
    tmp9 = tl.full([1], 32, tl.int64)
    tmp10 = tmp6 < tmp9
    tmp11 = tl.load(in_ptr0 + (32 + 64*x5 + (x0)), tmp10, eviction_policy='evict_last', other=0.0)
    tmp12 = -tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp10, tmp12, tmp13)
    tmp15 = tmp6 >= tmp9
    tmp16 = tl.full([1], 64, tl.int64)
    tmp17 = tmp6 < tmp16
    tmp18 = tl.load(in_ptr0 + (64*x5 + ((-32) + x0)), tmp15, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.where(tmp10, tmp14, tmp18)
    tmp20 = tl_math.sin(tmp1)
    tmp21 = tmp20 * tmp3
    tmp22 = tmp19 * tmp21
    tmp23 = tmp5 + tmp22
    tmp25 = tmp24 * tmp4
    tmp26 = tl.load(in_ptr2 + (32 + 64*x5 + (x0)), tmp10, eviction_policy='evict_last', other=0.0)
    tmp27 = -tmp26
    tmp28 = tl.full(tmp27.shape, 0.0, tmp27.dtype)
    tmp29 = tl.where(tmp10, tmp27, tmp28)
    tmp30 = tl.load(in_ptr2 + (64*x5 + ((-32) + x0)), tmp15, eviction_policy='evict_last', other=0.0)
    tmp31 = tl.where(tmp10, tmp29, tmp30)
    tmp32 = tmp31 * tmp21
    tmp33 = tmp25 + tmp32
    tl.store(out_ptr0 + (x4), tmp23, None)
    tl.store(out_ptr1 + (x4), tmp33, None)


def get_args():
    arg_0 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((32, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.008421376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/5h/c5hyrz2xn74tyr2t2ljsestnfkvqdtw4or75rsbhfroacabrjwmj.py
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
#   %iota : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 256][256, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 256, 1][256, 256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[4, 1, 256, 256][0, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [4, -1, 256, 256]), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[4, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   return %where
triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_3 = async_compile.triton('triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_3', '''
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
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2097152}, 'kernel_num_gb': 0.001048576, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = ((xindex // 256) % 256)
    x3 = xindex
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], float("-inf"), tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)


def get_args():
    arg_0 = rand_strided((4, 1, 256, 256), (65536, 65536, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 262144,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001048576
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/64/c64inskfr7vrryp5m4hqv6cih7axn2vz2n5thpug3l6mvlsjmkij.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, pow_2, variance_1, add_7, rsqrt_1, hidden_states_5, hidden_states_6], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_7 => add_7
#   attn_output_3 => view_15
#   hidden_states_3 => add_6
#   hidden_states_5 => mul_8
#   hidden_states_6 => mul_9
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   variance_1 => mean_1
# Graph fragment:
#   %embedding : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %buf18 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf18]
#   %primals_9 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_9]
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %view_15 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 256, 512]), kwargs = {})
#   %add_6 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_15), kwargs = {})
#   %pow_2 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_7 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_8 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_1), kwargs = {})
#   %mul_9 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_9, %mul_8), kwargs = {})
#   return %buf18,%rsqrt_1,%mul_9
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
    size_hints={'x': 1024, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 8390656}, 'kernel_num_gb': 0.006301696, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 512.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tl.full([1, 1], 1e-06, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp14 = tmp2 * tmp12
    tmp15 = tmp13 * tmp14
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp12, xmask)
    tl.store(out_ptr0 + (r0_1 + 512*x0), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 1024, 512,


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
    num_gb = 0.006301696
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/sw/cswdqfwogoosfchqfdbxf72ful7in3zs2mwmtkqie54d62gqzxsy.py
# Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_4 => view_17
#   linear_5 => view_19
#   mul_10 => mul_10
#   silu => add_8, div, exp, neg_2
# Graph fragment:
#   %mm_4 : Tensor "f32[1024, 1408][1408, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "f32[1024, 1408][1408, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_17 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [4, 256, 1408]), kwargs = {})
#   %neg_2 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_17,), kwargs = {})
#   %exp : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_17, %add_8), kwargs = {})
#   %view_19 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [4, 256, 1408]), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %view_19), kwargs = {})
#   return %mul_10
triton_poi_fused__unsafe_view_mul_silu_5 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23068672}, 'kernel_num_gb': 0.017301504, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_5(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1441792
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
    arg_0 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4, 256, 1408), (360448, 1408, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 1441792,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_mul_silu_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.017301504
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/zi/cziwec4t5wn6c4sccmlq4l44xft5v4nrrpyntqrlecxjcrbk74mc.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, down_proj, hidden_states_7, pow_3, variance_2, add_9, rsqrt_2, hidden_states_9, hidden_states_10], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_9 => add_10
#   attn_output_3 => view_15
#   down_proj => view_21
#   hidden_states_10 => mul_12
#   hidden_states_3 => add_6
#   hidden_states_7 => add_9
#   hidden_states_9 => mul_11
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   variance_2 => mean_2
# Graph fragment:
#   %embedding : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %add_9 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_9]
#   %buf26 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf26]
#   %primals_13 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_13]
#   %rsqrt_2 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %view_15 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 256, 512]), kwargs = {})
#   %add_6 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_15), kwargs = {})
#   %view_21 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 256, 512]), kwargs = {})
#   %add_9 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_21), kwargs = {})
#   %pow_3 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_2), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_13, %mul_11), kwargs = {})
#   return %add_9,%buf26,%rsqrt_2,%mul_12
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_6 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_6', '''
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
    size_hints={'x': 1024, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_6', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 14682112}, 'kernel_num_gb': 0.010496, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_6(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp3 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp15 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 512.0, tl.float32)
    tmp11 = (tmp9 / tmp10)
    tmp12 = tl.full([1, 1], 1e-06, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp16 = tmp4 * tmp14
    tmp17 = tmp15 * tmp16
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp4, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp14, xmask)
    tl.store(out_ptr0 + (r0_1 + 512*x0), tmp17, xmask)


def get_args():
    arg_0 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1024, 512,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.010496
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/wn/cwn6fyv6ejka2xqfnysluxojowujfvdso5ud53gtg5c5o2ugbq2t.py
# Topologically Sorted Source Nodes: [attn_output_7, hidden_states_11, pow_4, variance_3, add_13, rsqrt_3, hidden_states_13, hidden_states_14], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_13 => add_14
#   attn_output_7 => view_33
#   hidden_states_11 => add_13
#   hidden_states_13 => mul_17
#   hidden_states_14 => mul_18
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   variance_3 => mean_3
# Graph fragment:
#   %add_9 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_9]
#   %mm_10 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %add_13 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_13]
#   %buf41 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf41]
#   %primals_18 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_18]
#   %rsqrt_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_33 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [4, 256, 512]), kwargs = {})
#   %add_13 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %view_33), kwargs = {})
#   %pow_4 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_13, 2), kwargs = {})
#   %mean_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_14 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_14,), kwargs = {})
#   %mul_17 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_13, %rsqrt_3), kwargs = {})
#   %mul_18 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_18, %mul_17), kwargs = {})
#   return %add_13,%buf41,%rsqrt_3,%mul_18
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7', '''
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
    size_hints={'x': 1024, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 12584960}, 'kernel_num_gb': 0.008398848, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 512.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tl.full([1, 1], 1e-06, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp14 = tmp2 * tmp12
    tmp15 = tmp13 * tmp14
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp2, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp12, xmask)
    tl.store(out_ptr0 + (r0_1 + 512*x0), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 1024, 512,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.008398848
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/xg/cxgchmvtlef57zmkidymeyj3ghlf2lyxp7cp5fnlfzf3ryoe7rdj.py
# Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
# Source node to ATen node mapping:
#   labels => constant_pad_nd
# Graph fragment:
#   %primals_1 : Tensor "i64[4, 256][256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %constant_pad_nd : Tensor "i64[4, 257][257, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%primals_1, [0, 1], -100.0), kwargs = {})
#   return %constant_pad_nd
triton_poi_fused_constant_pad_nd_8 = async_compile.triton('triton_poi_fused_constant_pad_nd_8', '''
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
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24640}, 'kernel_num_gb': 1.6416e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1028
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 257)
    x1 = xindex // 257
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 256, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 256*x1), tmp2 & xmask, other=-100)
    tl.store(out_ptr0 + (x2), tmp3, xmask)


def get_args():
    arg_0 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((4, 257), (257, 1), device='cuda:0', dtype=torch.int64)
    return arg_0, arg_1, 1028,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_constant_pad_nd_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_constant_pad_nd_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.6416e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/gw/cgw3wmvxfuowumevm7ycbehxficd7obnc3e6cbtkfv4zslnyssfq.py
# Topologically Sorted Source Nodes: [logits, logits_2, loss], Original ATen: [aten._unsafe_view, aten.view, prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#   logits => view_77
#   logits_2 => view_78
#   loss => log
# Graph fragment:
#   %mm_28 : Tensor "f32[1024, 32000][32000, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %getitem_17 : Tensor "f32[1024, 1][1, 1024]cuda:0" = PlaceHolder[target=getitem_17]
#   %view_77 : Tensor "f32[4, 256, 32000][8192000, 32000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_28, [4, 256, 32000]), kwargs = {})
#   %view_78 : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_77, [-1, 32000]), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_78, 1), kwargs = {})
#   %log : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_17,), kwargs = {})
#   return %getitem_16,%getitem_17,%log
triton_red_fused__log_softmax__unsafe_view_prepare_softmax_online_view_9 = async_compile.triton('triton_red_fused__log_softmax__unsafe_view_prepare_softmax_online_view_9', '''
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
    size_hints={'x': 1024, 'r0_': 32768},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax__unsafe_view_prepare_softmax_online_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 131072000}, 'kernel_num_gb': 0.131084288, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__log_softmax__unsafe_view_prepare_softmax_online_view_9(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 32000
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp2_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 32000*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])

        _tmp2_max_next, _tmp2_sum_next = triton_helpers.online_softmax_combine(
            _tmp2_max, _tmp2_sum, tmp1, False
        )

        _tmp2_max = tl.where(r0_mask & xmask, _tmp2_max_next, _tmp2_max)
        _tmp2_sum = tl.where(r0_mask & xmask, _tmp2_sum_next, _tmp2_sum)

    tmp2, tmp3 = triton_helpers.online_softmax_reduce(
        _tmp2_max, _tmp2_sum, 1, False)
    tmp2 = tmp2[:, None]
    tmp3 = tmp3[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp4 = tl_math.log(tmp3)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 32000), (32000, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 1024, 32000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax__unsafe_view_prepare_softmax_online_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__log_softmax__unsafe_view_prepare_softmax_online_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.131084288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/op/copzamhbqr72cbpikswuf3dcetoqnep6ls762zugk6zr3dibmbx4.py
# Topologically Sorted Source Nodes: [attn_output, logits, getitem_23, shift_labels, logits_2, shift_labels_1, loss], Original ATen: [aten.scalar_tensor, aten._unsafe_view, aten.slice, aten.clone, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
# Source node to ATen node mapping:
#   attn_output => full_default_1
#   getitem_23 => slice_17
#   logits => view_77
#   logits_2 => view_78
#   loss => convert_element_type_1, div_4, full_default_8, gather, ne, neg_12, squeeze, sub_1, sum_2, sum_3, unsqueeze_19, where_4, where_5
#   shift_labels => clone_10
#   shift_labels_1 => view_79
# Graph fragment:
#   %constant_pad_nd : Tensor "i64[4, 257][257, 1]cuda:0" = PlaceHolder[target=constant_pad_nd]
#   %mm_28 : Tensor "f32[1024, 32000][32000, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %getitem_16 : Tensor "f32[1024, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_16]
#   %log : Tensor "f32[1024, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_2 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_3 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_3]
#   %convert_element_type_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_77 : Tensor "f32[4, 256, 32000][8192000, 32000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_28, [4, 256, 32000]), kwargs = {})
#   %slice_17 : Tensor "i64[4, 256][257, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, 1, 1, 9223372036854775807), kwargs = {})
#   %clone_10 : Tensor "i64[4, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_17,), kwargs = {memory_format: torch.contiguous_format})
#   %view_78 : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_77, [-1, 32000]), kwargs = {})
#   %view_79 : Tensor "i64[1024][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [-1]), kwargs = {})
#   %sub_tensor : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_78, %getitem_16), kwargs = {})
#   %sub_1 : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[1024][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_79, -100), kwargs = {})
#   %full_default_8 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "i64[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_79, %full_default_8), kwargs = {})
#   %unsqueeze_19 : Tensor "i64[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_4, 1), kwargs = {})
#   %gather : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_1, 1, %unsqueeze_19), kwargs = {})
#   %squeeze : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg_12 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %where_5 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg_12, %full_default_1), kwargs = {})
#   %sum_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_2, torch.float32), kwargs = {})
#   %sum_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_5,), kwargs = {})
#   %div_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_3, %convert_element_type_1), kwargs = {})
#   return %sum_2,%sum_3,%convert_element_type_1,%div_4
triton_per_fused__log_softmax__unsafe_view_clone_nll_loss_forward_scalar_tensor_slice_sub_view_10 = async_compile.triton('triton_per_fused__log_softmax__unsafe_view_clone_nll_loss_forward_scalar_tensor_slice_sub_view_10', '''
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
    size_hints={'x': 1, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__unsafe_view_clone_nll_loss_forward_scalar_tensor_slice_sub_view_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 16384}, 'kernel_num_gb': 2.0492e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax__unsafe_view_clone_nll_loss_forward_scalar_tensor_slice_sub_view_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
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
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (1 + 257*(r0_0 // 256) + ((r0_0 % 256))), None)
    tmp15 = tl.load(in_ptr2 + (r0_0), None)
    tmp17 = tl.load(in_ptr3 + (r0_0), None)
    tmp1 = tl.full([1, 1], -100, tl.int64)
    tmp2 = tmp0 != tmp1
    tmp3 = tmp2.to(tl.int64)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.sum(tmp4, 1)[:, None].to(tl.int64)
    tmp7 = tl.full([1, 1], 0, tl.int64)
    tmp8 = tl.where(tmp2, tmp0, tmp7)
    tmp9 = tl.full([1, 1], 32000, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert((0 <= tmp12) & (tmp12 < 32000), "index out of bounds: 0 <= tmp12 < 32000")
    tmp14 = tl.load(in_ptr1 + (tmp12 + 32000*r0_0), None, eviction_policy='evict_last')
    tmp16 = tmp14 - tmp15
    tmp18 = tmp16 - tmp17
    tmp19 = -tmp18
    tmp20 = tl.full([1, 1], 0.0, tl.float32)
    tmp21 = tl.where(tmp2, tmp19, tmp20)
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp25 = tmp6.to(tl.float32)
    tmp26 = (tmp24 / tmp25)
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp25, None)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp26, None)


def get_args():
    arg_0 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4, 257), (257, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((1024, 32000), (32000, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1, 1024,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax__unsafe_view_clone_nll_loss_forward_scalar_tensor_slice_sub_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax__unsafe_view_clone_nll_loss_forward_scalar_tensor_slice_sub_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.0492e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')

def partition_0(args):
    primals_1, primals_2, primals_4, primals_3, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41 = args
    args.clear()
    assert_size_stride(primals_1, (4, 256), (256, 1))
    assert_size_stride(primals_2, (32000, 512), (512, 1))
    assert_size_stride(primals_4, (512, ), (1, ))
    assert_size_stride(primals_3, (32, ), (1, ))
    assert_size_stride(primals_5, (512, 512), (512, 1))
    assert_size_stride(primals_6, (512, 512), (512, 1))
    assert_size_stride(primals_7, (512, 512), (512, 1))
    assert_size_stride(primals_8, (512, 512), (512, 1))
    assert_size_stride(primals_9, (512, ), (1, ))
    assert_size_stride(primals_10, (1408, 512), (512, 1))
    assert_size_stride(primals_11, (1408, 512), (512, 1))
    assert_size_stride(primals_12, (512, 1408), (1408, 1))
    assert_size_stride(primals_13, (512, ), (1, ))
    assert_size_stride(primals_14, (512, 512), (512, 1))
    assert_size_stride(primals_15, (512, 512), (512, 1))
    assert_size_stride(primals_16, (512, 512), (512, 1))
    assert_size_stride(primals_17, (512, 512), (512, 1))
    assert_size_stride(primals_18, (512, ), (1, ))
    assert_size_stride(primals_19, (1408, 512), (512, 1))
    assert_size_stride(primals_20, (1408, 512), (512, 1))
    assert_size_stride(primals_21, (512, 1408), (1408, 1))
    assert_size_stride(primals_22, (512, ), (1, ))
    assert_size_stride(primals_23, (512, 512), (512, 1))
    assert_size_stride(primals_24, (512, 512), (512, 1))
    assert_size_stride(primals_25, (512, 512), (512, 1))
    assert_size_stride(primals_26, (512, 512), (512, 1))
    assert_size_stride(primals_27, (512, ), (1, ))
    assert_size_stride(primals_28, (1408, 512), (512, 1))
    assert_size_stride(primals_29, (1408, 512), (512, 1))
    assert_size_stride(primals_30, (512, 1408), (1408, 1))
    assert_size_stride(primals_31, (512, ), (1, ))
    assert_size_stride(primals_32, (512, 512), (512, 1))
    assert_size_stride(primals_33, (512, 512), (512, 1))
    assert_size_stride(primals_34, (512, 512), (512, 1))
    assert_size_stride(primals_35, (512, 512), (512, 1))
    assert_size_stride(primals_36, (512, ), (1, ))
    assert_size_stride(primals_37, (1408, 512), (512, 1))
    assert_size_stride(primals_38, (1408, 512), (512, 1))
    assert_size_stride(primals_39, (512, 1408), (1408, 1))
    assert_size_stride(primals_40, (512, ), (1, ))
    assert_size_stride(primals_41, (32000, 512), (512, 1))
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        buf0 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        buf3 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
        buf4 = reinterpret_tensor(buf3, (4, 256, 1), (256, 1, 1), 0); del buf3  # reuse
        buf5 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0:1
        stream0 = get_raw_stream(0)
        triton_per_fused_add_embedding_mean_mul_pow_rsqrt_0.run(buf4, primals_1, primals_2, primals_4, buf0, buf5, 1024, 512, stream=stream0)
        del primals_2
        buf1 = empty_strided_cuda((1, 1, 256), (256, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
        # [Provenance debug handles] triton_poi_fused__to_copy_add_arange_unsqueeze_1:2
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_arange_unsqueeze_1.run(buf1, 256, stream=stream0)
        buf2 = empty_strided_cuda((32, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, getitem_4, expand_1, position_ids_expanded, matmul], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm]
        # [Provenance debug handles] extern_kernels.mm:3
        extern_kernels.mm(reinterpret_tensor(primals_3, (32, 1), (1, 1), 0), reinterpret_tensor(buf1, (1, 256), (0, 1), 0), out=buf2)
        del buf1
        del primals_3
        buf6 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_1, hidden_states_2, linear], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf5, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_5, (512, 512), (1, 512), 0), out=buf6)
        buf7 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_1, hidden_states_2, linear, linear_1], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf5, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_6, (512, 512), (1, 512), 0), out=buf7)
        buf8 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_1, hidden_states_2, linear, linear_2], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf5, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_7, (512, 512), (1, 512), 0), out=buf8)
        buf9 = empty_strided_cuda((4, 8, 256, 64), (131072, 64, 512, 1), torch.float32)
        buf10 = empty_strided_cuda((4, 8, 256, 64), (131072, 64, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, linear, view, query_states, linear_1, view_1, key_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2:7
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.run(buf6, buf2, buf7, buf9, buf10, 524288, stream=stream0)
        del buf6
        del buf7
        buf11 = empty_strided_cuda((4, 1, 256, 256), (65536, 65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
        # [Provenance debug handles] triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_3:8
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_3.run(buf11, 262144, stream=stream0)
        # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:9
        buf12 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf9, buf10, reinterpret_tensor(buf8, (4, 8, 256, 64), (131072, 64, 512, 1), 0), reinterpret_tensor(buf11, (4, 8, 256, 256), (65536, 0, 256, 1), 0), True, scale=0.125)
        buf13 = buf12[0]
        assert_size_stride(buf13, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf13, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf14 = buf12[1]
        assert_size_stride(buf14, (4, 8, 256), (2048, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf14, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf15 = buf12[2]
        assert_size_stride(buf15, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf16 = buf12[3]
        assert_size_stride(buf16, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf12
        buf17 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_4, reshape, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(reinterpret_tensor(buf13, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_8, (512, 512), (1, 512), 0), out=buf17)
        buf18 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
        buf19 = reinterpret_tensor(buf18, (4, 256, 1), (256, 1, 1), 0); del buf18  # reuse
        buf20 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, pow_2, variance_1, add_7, rsqrt_1, hidden_states_5, hidden_states_6], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4:11
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_4.run(buf19, buf0, buf17, primals_9, buf20, 1024, 512, stream=stream0)
        buf21 = empty_strided_cuda((1024, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, hidden_states_5, hidden_states_6, linear_4], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf20, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_10, (512, 1408), (1, 512), 0), out=buf21)
        buf22 = empty_strided_cuda((1024, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, hidden_states_5, hidden_states_6, linear_4, linear_5], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:13
        extern_kernels.mm(reinterpret_tensor(buf20, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_11, (512, 1408), (1, 512), 0), out=buf22)
        buf23 = empty_strided_cuda((4, 256, 1408), (360448, 1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_5:14
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_5.run(buf21, buf22, buf23, 1441792, stream=stream0)
        buf24 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(reinterpret_tensor(buf23, (1024, 1408), (1408, 1), 0), reinterpret_tensor(primals_12, (1408, 512), (1, 1408), 0), out=buf24)
        buf25 = reinterpret_tensor(buf24, (4, 256, 512), (131072, 512, 1), 0); del buf24  # reuse
        buf26 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
        buf27 = reinterpret_tensor(buf26, (4, 256, 1), (256, 1, 1), 0); del buf26  # reuse
        buf28 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, down_proj, hidden_states_7, pow_3, variance_2, add_9, rsqrt_2, hidden_states_9, hidden_states_10], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_6:16
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_6.run(buf25, buf27, buf0, buf17, primals_13, buf28, 1024, 512, stream=stream0)
        buf29 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_9, hidden_states_10, linear_7], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:17
        extern_kernels.mm(reinterpret_tensor(buf28, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_14, (512, 512), (1, 512), 0), out=buf29)
        buf30 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_9, hidden_states_10, linear_7, linear_8], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf28, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_15, (512, 512), (1, 512), 0), out=buf30)
        buf31 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_9, hidden_states_10, linear_7, linear_9], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:19
        extern_kernels.mm(reinterpret_tensor(buf28, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_16, (512, 512), (1, 512), 0), out=buf31)
        buf32 = empty_strided_cuda((4, 8, 256, 64), (131072, 64, 512, 1), torch.float32)
        buf33 = empty_strided_cuda((4, 8, 256, 64), (131072, 64, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_7, view_3, query_states_1, linear_8, view_4, key_states_1, mul_13, x1_2, x2_2, neg_2, cat_5, mul_14, q_embed_1, mul_15, x1_3, x2_3, neg_3, cat_6, mul_16, k_embed_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2:20
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.run(buf29, buf2, buf30, buf32, buf33, 524288, stream=stream0)
        del buf29
        del buf30
        # Topologically Sorted Source Nodes: [attn_output, linear_9, view_5, value_states_1, attn_output_4], Original ATen: [aten.expand, aten._unsafe_view, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:21
        buf34 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf32, buf33, reinterpret_tensor(buf31, (4, 8, 256, 64), (131072, 64, 512, 1), 0), reinterpret_tensor(buf11, (4, 8, 256, 256), (65536, 0, 256, 1), 0), True, scale=0.125)
        buf35 = buf34[0]
        assert_size_stride(buf35, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf35, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf36 = buf34[1]
        assert_size_stride(buf36, (4, 8, 256), (2048, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf36, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf37 = buf34[2]
        assert_size_stride(buf37, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf37, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf38 = buf34[3]
        assert_size_stride(buf38, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf38, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf34
        buf39 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_8, reshape_1, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf35, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_17, (512, 512), (1, 512), 0), out=buf39)
        buf40 = reinterpret_tensor(buf39, (4, 256, 512), (131072, 512, 1), 0); del buf39  # reuse
        buf41 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
        buf42 = reinterpret_tensor(buf41, (4, 256, 1), (256, 1, 1), 0); del buf41  # reuse
        buf43 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_7, hidden_states_11, pow_4, variance_3, add_13, rsqrt_3, hidden_states_13, hidden_states_14], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7:23
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(buf40, buf42, buf25, primals_18, buf43, 1024, 512, stream=stream0)
        buf44 = empty_strided_cuda((1024, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_13, hidden_states_14, linear_11], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf43, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_19, (512, 1408), (1, 512), 0), out=buf44)
        buf45 = empty_strided_cuda((1024, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_13, hidden_states_14, linear_11, linear_12], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:25
        extern_kernels.mm(reinterpret_tensor(buf43, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_20, (512, 1408), (1, 512), 0), out=buf45)
        buf46 = empty_strided_cuda((4, 256, 1408), (360448, 1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_19], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_5:26
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_5.run(buf44, buf45, buf46, 1441792, stream=stream0)
        buf47 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_19, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:27
        extern_kernels.mm(reinterpret_tensor(buf46, (1024, 1408), (1408, 1), 0), reinterpret_tensor(primals_21, (1408, 512), (1, 1408), 0), out=buf47)
        buf48 = reinterpret_tensor(buf47, (4, 256, 512), (131072, 512, 1), 0); del buf47  # reuse
        buf49 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
        buf50 = reinterpret_tensor(buf49, (4, 256, 1), (256, 1, 1), 0); del buf49  # reuse
        buf51 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_15, pow_5, variance_4, add_15, rsqrt_4, hidden_states_17, hidden_states_18], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7:28
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(buf48, buf50, buf40, primals_22, buf51, 1024, 512, stream=stream0)
        buf52 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_17, hidden_states_18, linear_14], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:29
        extern_kernels.mm(reinterpret_tensor(buf51, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_23, (512, 512), (1, 512), 0), out=buf52)
        buf53 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_17, hidden_states_18, linear_14, linear_15], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf51, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_24, (512, 512), (1, 512), 0), out=buf53)
        buf54 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_17, hidden_states_18, linear_14, linear_16], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:31
        extern_kernels.mm(reinterpret_tensor(buf51, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_25, (512, 512), (1, 512), 0), out=buf54)
        buf55 = empty_strided_cuda((4, 8, 256, 64), (131072, 64, 512, 1), torch.float32)
        buf56 = empty_strided_cuda((4, 8, 256, 64), (131072, 64, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_14, view_6, query_states_2, linear_15, view_7, key_states_2, mul_22, x1_4, x2_4, neg_4, cat_9, mul_23, q_embed_2, mul_24, x1_5, x2_5, neg_5, cat_10, mul_25, k_embed_2], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2:32
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.run(buf52, buf2, buf53, buf55, buf56, 524288, stream=stream0)
        del buf52
        del buf53
        # Topologically Sorted Source Nodes: [attn_output, linear_16, view_8, value_states_2, attn_output_8], Original ATen: [aten.expand, aten._unsafe_view, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:33
        buf57 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf55, buf56, reinterpret_tensor(buf54, (4, 8, 256, 64), (131072, 64, 512, 1), 0), reinterpret_tensor(buf11, (4, 8, 256, 256), (65536, 0, 256, 1), 0), True, scale=0.125)
        buf58 = buf57[0]
        assert_size_stride(buf58, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf58, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf59 = buf57[1]
        assert_size_stride(buf59, (4, 8, 256), (2048, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf59, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf60 = buf57[2]
        assert_size_stride(buf60, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf60, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf61 = buf57[3]
        assert_size_stride(buf61, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf61, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf57
        buf62 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_12, reshape_2, attn_output_11], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf58, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_26, (512, 512), (1, 512), 0), out=buf62)
        buf63 = reinterpret_tensor(buf62, (4, 256, 512), (131072, 512, 1), 0); del buf62  # reuse
        buf64 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
        buf65 = reinterpret_tensor(buf64, (4, 256, 1), (256, 1, 1), 0); del buf64  # reuse
        buf66 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_19, pow_6, variance_5, add_19, rsqrt_5, hidden_states_21, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7:35
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(buf63, buf65, buf48, primals_27, buf66, 1024, 512, stream=stream0)
        buf67 = empty_strided_cuda((1024, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_21, hidden_states_22, linear_18], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf66, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_28, (512, 1408), (1, 512), 0), out=buf67)
        buf68 = empty_strided_cuda((1024, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_21, hidden_states_22, linear_18, linear_19], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:37
        extern_kernels.mm(reinterpret_tensor(buf66, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_29, (512, 1408), (1, 512), 0), out=buf68)
        buf69 = empty_strided_cuda((4, 256, 1408), (360448, 1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_18, silu_2, linear_19, mul_28], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_5:38
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_5.run(buf67, buf68, buf69, 1441792, stream=stream0)
        buf70 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_18, silu_2, linear_19, mul_28, down_proj_2], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:39
        extern_kernels.mm(reinterpret_tensor(buf69, (1024, 1408), (1408, 1), 0), reinterpret_tensor(primals_30, (1408, 512), (1, 1408), 0), out=buf70)
        buf71 = reinterpret_tensor(buf70, (4, 256, 512), (131072, 512, 1), 0); del buf70  # reuse
        buf72 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
        buf73 = reinterpret_tensor(buf72, (4, 256, 1), (256, 1, 1), 0); del buf72  # reuse
        buf74 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [down_proj_2, hidden_states_23, pow_7, variance_6, add_21, rsqrt_6, hidden_states_25, hidden_states_26], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7:40
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(buf71, buf73, buf63, primals_31, buf74, 1024, 512, stream=stream0)
        buf75 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_25, hidden_states_26, linear_21], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:41
        extern_kernels.mm(reinterpret_tensor(buf74, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_32, (512, 512), (1, 512), 0), out=buf75)
        buf76 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_25, hidden_states_26, linear_21, linear_22], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf74, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_33, (512, 512), (1, 512), 0), out=buf76)
        buf77 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_25, hidden_states_26, linear_21, linear_23], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:43
        extern_kernels.mm(reinterpret_tensor(buf74, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_34, (512, 512), (1, 512), 0), out=buf77)
        buf78 = empty_strided_cuda((4, 8, 256, 64), (131072, 64, 512, 1), torch.float32)
        buf79 = empty_strided_cuda((4, 8, 256, 64), (131072, 64, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, cos, cos_1, sin, sin_1, cos_3, sin_3, linear_21, view_9, query_states_3, linear_22, view_10, key_states_3, mul_31, x1_6, x2_6, neg_6, cat_13, mul_32, q_embed_3, mul_33, x1_7, x2_7, neg_7, cat_14, mul_34, k_embed_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2:44
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_2.run(buf75, buf2, buf76, buf78, buf79, 524288, stream=stream0)
        del buf75
        del buf76
        # Topologically Sorted Source Nodes: [attn_output, linear_23, view_11, value_states_3, attn_output_12], Original ATen: [aten.expand, aten._unsafe_view, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:45
        buf80 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf78, buf79, reinterpret_tensor(buf77, (4, 8, 256, 64), (131072, 64, 512, 1), 0), reinterpret_tensor(buf11, (4, 8, 256, 256), (65536, 0, 256, 1), 0), True, scale=0.125)
        buf81 = buf80[0]
        assert_size_stride(buf81, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf81, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf82 = buf80[1]
        assert_size_stride(buf82, (4, 8, 256), (2048, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf82, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf83 = buf80[2]
        assert_size_stride(buf83, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf83, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        buf84 = buf80[3]
        assert_size_stride(buf84, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf84, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf80
        buf85 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_16, reshape_3, attn_output_15], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:46
        extern_kernels.mm(reinterpret_tensor(buf81, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_35, (512, 512), (1, 512), 0), out=buf85)
        buf86 = reinterpret_tensor(buf85, (4, 256, 512), (131072, 512, 1), 0); del buf85  # reuse
        buf87 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
        buf88 = reinterpret_tensor(buf87, (4, 256, 1), (256, 1, 1), 0); del buf87  # reuse
        buf89 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_15, hidden_states_27, pow_8, variance_7, add_25, rsqrt_7, hidden_states_29, hidden_states_30], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7:47
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(buf86, buf88, buf71, primals_36, buf89, 1024, 512, stream=stream0)
        buf90 = empty_strided_cuda((1024, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_29, hidden_states_30, linear_25], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:48
        extern_kernels.mm(reinterpret_tensor(buf89, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_37, (512, 1408), (1, 512), 0), out=buf90)
        buf91 = empty_strided_cuda((1024, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_29, hidden_states_30, linear_25, linear_26], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:49
        extern_kernels.mm(reinterpret_tensor(buf89, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_38, (512, 1408), (1, 512), 0), out=buf91)
        buf92 = empty_strided_cuda((4, 256, 1408), (360448, 1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_25, silu_3, linear_26, mul_37], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_5:50
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_5.run(buf90, buf91, buf92, 1441792, stream=stream0)
        buf93 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_25, silu_3, linear_26, mul_37, down_proj_3], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:51
        extern_kernels.mm(reinterpret_tensor(buf92, (1024, 1408), (1408, 1), 0), reinterpret_tensor(primals_39, (1408, 512), (1, 1408), 0), out=buf93)
        buf94 = reinterpret_tensor(buf93, (4, 256, 512), (131072, 512, 1), 0); del buf93  # reuse
        buf95 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
        buf96 = reinterpret_tensor(buf95, (4, 256, 1), (256, 1, 1), 0); del buf95  # reuse
        buf97 = empty_strided_cuda((4, 256, 512), (131072, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [down_proj_3, hidden_states_31, pow_9, variance_8, add_27, rsqrt_8, hidden_states_33, hidden_states_34], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7:52
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(buf94, buf96, buf86, primals_40, buf97, 1024, 512, stream=stream0)
        buf98 = empty_strided_cuda((1024, 32000), (32000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_33, hidden_states_34, logits], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:53
        extern_kernels.mm(reinterpret_tensor(buf97, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_41, (512, 32000), (1, 512), 0), out=buf98)
        buf99 = empty_strided_cuda((4, 257), (257, 1), torch.int64)
        # Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
        # [Provenance debug handles] triton_poi_fused_constant_pad_nd_8:54
        stream0 = get_raw_stream(0)
        triton_poi_fused_constant_pad_nd_8.run(primals_1, buf99, 1028, stream=stream0)
        buf100 = empty_strided_cuda((1024, 1), (1, 1), torch.float32)
        buf101 = empty_strided_cuda((1024, 1), (1, 1024), torch.float32)
        buf102 = reinterpret_tensor(buf101, (1024, 1), (1, 1), 0); del buf101  # reuse
        # Topologically Sorted Source Nodes: [logits, logits_2, loss], Original ATen: [aten._unsafe_view, aten.view, prims.prepare_softmax_online, aten._log_softmax]
        # [Provenance debug handles] triton_red_fused__log_softmax__unsafe_view_prepare_softmax_online_view_9:55
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax__unsafe_view_prepare_softmax_online_view_9.run(buf102, buf98, buf100, 1024, 32000, stream=stream0)
        buf105 = empty_strided_cuda((), (), torch.float32)
        buf104 = empty_strided_cuda((), (), torch.float32)
        buf106 = buf105; del buf105  # reuse
        # Topologically Sorted Source Nodes: [attn_output, logits, getitem_23, shift_labels, logits_2, shift_labels_1, loss], Original ATen: [aten.scalar_tensor, aten._unsafe_view, aten.slice, aten.clone, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
        # [Provenance debug handles] triton_per_fused__log_softmax__unsafe_view_clone_nll_loss_forward_scalar_tensor_slice_sub_view_10:56
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax__unsafe_view_clone_nll_loss_forward_scalar_tensor_slice_sub_view_10.run(buf106, buf99, buf98, buf100, buf102, buf104, 1, 1024, stream=stream0)
    return (buf0, buf4, buf5, buf2, buf8, buf9, buf10, buf11, buf13, buf14, buf15, buf16, buf17, buf19, buf20, buf21, buf22, buf23, buf25, buf27, buf28, buf31, buf32, buf33, buf35, buf36, buf37, buf38, buf40, buf42, buf43, buf44, buf45, buf46, buf48, buf50, buf51, buf54, buf55, buf56, buf58, buf59, buf60, buf61, buf63, buf65, buf66, buf67, buf68, buf69, buf71, buf73, buf74, buf77, buf78, buf79, buf81, buf82, buf83, buf84, buf86, buf88, buf89, buf90, buf91, buf92, buf94, buf96, buf97, buf98, buf99, buf100, buf102, buf104, buf106, primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, )


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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41 = args
        args.clear()
        partition0_args = [primals_1, primals_2, primals_4, primals_3, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41]
        del primals_2, primals_3
        (buf0, buf4, buf5, buf2, buf8, buf9, buf10, buf11, buf13, buf14, buf15, buf16, buf17, buf19, buf20, buf21, buf22, buf23, buf25, buf27, buf28, buf31, buf32, buf33, buf35, buf36, buf37, buf38, buf40, buf42, buf43, buf44, buf45, buf46, buf48, buf50, buf51, buf54, buf55, buf56, buf58, buf59, buf60, buf61, buf63, buf65, buf66, buf67, buf68, buf69, buf71, buf73, buf74, buf77, buf78, buf79, buf81, buf82, buf83, buf84, buf86, buf88, buf89, buf90, buf91, buf92, buf94, buf96, buf97, buf98, buf99, buf100, buf102, buf104, buf106, primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41) = self.partitions[0](partition0_args)
        del partition0_args
        return (reinterpret_tensor(buf8, (4, 8, 256, 64), (131072, 64, 512, 1), 0), buf10, reinterpret_tensor(buf31, (4, 8, 256, 64), (131072, 64, 512, 1), 0), buf33, reinterpret_tensor(buf54, (4, 8, 256, 64), (131072, 64, 512, 1), 0), buf56, reinterpret_tensor(buf77, (4, 8, 256, 64), (131072, 64, 512, 1), 0), buf79, buf106, reinterpret_tensor(buf98, (4, 256, 32000), (8192000, 32000, 1), 0), primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, buf0, buf2, buf4, reinterpret_tensor(buf5, (1024, 512), (512, 1), 0), reinterpret_tensor(buf8, (4, 8, 256, 64), (131072, 64, 512, 1), 0), buf9, buf10, buf11, buf13, buf14, buf15, buf16, buf17, buf19, reinterpret_tensor(buf20, (1024, 512), (512, 1), 0), buf21, buf22, reinterpret_tensor(buf23, (1024, 1408), (1408, 1), 0), buf25, buf27, reinterpret_tensor(buf28, (1024, 512), (512, 1), 0), reinterpret_tensor(buf31, (4, 8, 256, 64), (131072, 64, 512, 1), 0), buf32, buf33, buf35, buf36, buf37, buf38, buf40, buf42, reinterpret_tensor(buf43, (1024, 512), (512, 1), 0), buf44, buf45, reinterpret_tensor(buf46, (1024, 1408), (1408, 1), 0), buf48, buf50, reinterpret_tensor(buf51, (1024, 512), (512, 1), 0), reinterpret_tensor(buf54, (4, 8, 256, 64), (131072, 64, 512, 1), 0), buf55, buf56, buf58, buf59, buf60, buf61, buf63, buf65, reinterpret_tensor(buf66, (1024, 512), (512, 1), 0), buf67, buf68, reinterpret_tensor(buf69, (1024, 1408), (1408, 1), 0), buf71, buf73, reinterpret_tensor(buf74, (1024, 512), (512, 1), 0), reinterpret_tensor(buf77, (4, 8, 256, 64), (131072, 64, 512, 1), 0), buf78, buf79, buf81, buf82, buf83, buf84, buf86, buf88, reinterpret_tensor(buf89, (1024, 512), (512, 1), 0), buf90, buf91, reinterpret_tensor(buf92, (1024, 1408), (1408, 1), 0), buf94, buf96, reinterpret_tensor(buf97, (1024, 512), (512, 1), 0), reinterpret_tensor(buf98, (4, 256, 32000), (8192000, 32000, 1), 0), buf99, buf100, buf102, buf104, )

runner = Runner(partitions=[partition_0,])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((32000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((1408, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((1408, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((512, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((1408, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((1408, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((512, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((1408, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((1408, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((512, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_34 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((1408, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((1408, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((512, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    primals_40 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((32000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
