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



# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/hf/chf3oxf7m6gxnxpwryvc6yticluu3dw23vwqupgv7zd7tjcmtqrv.py
# Topologically Sorted Source Nodes: [div_5, getitem_23, shift_labels, shift_labels_1, unsqueeze_20, ne_3, loss, where_6, attn_output, where_7, mul_40, logits_2, exp_5, sum_4, mul_41, sub_2, view_80, add_32], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data, aten.add]
# Source node to ATen node mapping:
#   add_32 => add_32
#   attn_output => full_default_1
#   div_5 => div_5
#   exp_5 => exp_5
#   getitem_23 => slice_17
#   logits_2 => view_78
#   loss => full_default_8, sub, sub_1
#   mul_40 => mul_40
#   mul_41 => mul_41
#   ne_3 => ne_3
#   shift_labels => clone_10
#   shift_labels_1 => view_79
#   sub_2 => sub_2
#   sum_4 => sum_4
#   unsqueeze_20 => unsqueeze_20
#   view_80 => view_80
#   where_6 => where_6
#   where_7 => where_7
# Graph fragment:
#   %constant_pad_nd : Tensor "i64[4, 257][257, 1]cuda:0" = PlaceHolder[target=constant_pad_nd]
#   %tangents_9 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_9]
#   %convert_element_type_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %tangents_10 : Tensor "f32[4, 256, 32000][8192000, 32000, 1]cuda:0" = PlaceHolder[target=tangents_10]
#   %view_77 : Tensor "f32[4, 256, 32000][8192000, 32000, 1]cuda:0" = PlaceHolder[target=view_77]
#   %amax : Tensor "f32[1024, 1][1, 1]cuda:0" = PlaceHolder[target=amax]
#   %log : Tensor "f32[1024, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_4 : Tensor "f32[1024, 1][1, 1024]cuda:0" = PlaceHolder[target=sum_4]
#   %div_5 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_9, %convert_element_type_1), kwargs = {})
#   %slice_17 : Tensor "i64[4, 256][257, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, 1, 1, 9223372036854775807), kwargs = {})
#   %clone_10 : Tensor "i64[4, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_17,), kwargs = {memory_format: torch.contiguous_format})
#   %view_79 : Tensor "i64[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [-1]), kwargs = {})
#   %unsqueeze_20 : Tensor "i64[1024, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%view_79, 1), kwargs = {})
#   %ne_3 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_20, -100), kwargs = {})
#   %full_default_8 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_6 : Tensor "i64[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %unsqueeze_20, %full_default_8), kwargs = {})
#   %iota_default : Tensor "i64[32000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (32000,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_default : Tensor "i64[1, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 32000]), kwargs = {})
#   %expand_default : Tensor "i64[1024, 32000][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_6, [1024, 32000]), kwargs = {})
#   %eq_tensor : Tensor "b8[1024, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %where_self : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_7 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_5, %full_default_1), kwargs = {})
#   %mul_40 : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_7), kwargs = {})
#   %view_78 : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_77, [-1, 32000]), kwargs = {})
#   %sub : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_78, %amax), kwargs = {})
#   %sub_1 : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub, %log), kwargs = {})
#   %exp_5 : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_1,), kwargs = {})
#   %sum_4 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_40, [1], True), kwargs = {})
#   %mul_41 : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_5, %sum_4), kwargs = {})
#   %sub_2 : Tensor "f32[1024, 32000][32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_40, %mul_41), kwargs = {})
#   %view_80 : Tensor "f32[4, 256, 32000][8192000, 32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sub_2, [4, 256, 32000]), kwargs = {})
#   %add_32 : Tensor "f32[4, 256, 32000][8192000, 32000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_10, %view_80), kwargs = {})
#   return %sum_4,%add_32
triton_red_fused__log_softmax__log_softmax_backward_data_add_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0 = async_compile.triton('triton_red_fused__log_softmax__log_softmax_backward_data_add_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax__log_softmax_backward_data_add_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 524288000}, 'kernel_num_gb': 0.393232424, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__log_softmax__log_softmax_backward_data_add_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (1 + 257*(x0 // 256) + ((x0 % 256))), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (0))
    tmp11 = tl.broadcast_to(tmp10, [1, 1])
    tmp12 = tl.load(in_ptr2 + (0))
    tmp13 = tl.broadcast_to(tmp12, [1, 1])
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp1 = tl.full([1, 1], -100, tl.int64)
        tmp2 = tmp0 != tmp1
        tmp3 = tl.full([1, 1], 0, tl.int64)
        tmp4 = tl.where(tmp2, tmp0, tmp3)
        tmp5 = r0_1
        tmp6 = tmp4 == tmp5
        tmp7 = tl.full([1, 1], -1.0, tl.float32)
        tmp8 = tl.full([1, 1], 0.0, tl.float32)
        tmp9 = tl.where(tmp6, tmp7, tmp8)
        tmp14 = (tmp11 / tmp13)
        tmp15 = tl.where(tmp2, tmp14, tmp8)
        tmp16 = tmp9 * tmp15
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    x2 = (xindex % 256)
    x3 = xindex // 256
    tmp21 = tl.load(in_ptr0 + (1 + x2 + 257*x3), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr1 + (0))
    tmp32 = tl.broadcast_to(tmp31, [1, 1])
    tmp33 = tl.load(in_ptr2 + (0))
    tmp34 = tl.broadcast_to(tmp33, [1, 1])
    tmp39 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp41 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp20 = tl.load(in_ptr3 + (r0_1 + 32000*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp38 = tl.load(in_ptr4 + (r0_1 + 32000*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp22 = tl.full([1, 1], -100, tl.int64)
        tmp23 = tmp21 != tmp22
        tmp24 = tl.full([1, 1], 0, tl.int64)
        tmp25 = tl.where(tmp23, tmp21, tmp24)
        tmp26 = r0_1
        tmp27 = tmp25 == tmp26
        tmp28 = tl.full([1, 1], -1.0, tl.float32)
        tmp29 = tl.full([1, 1], 0.0, tl.float32)
        tmp30 = tl.where(tmp27, tmp28, tmp29)
        tmp35 = (tmp32 / tmp34)
        tmp36 = tl.where(tmp23, tmp35, tmp29)
        tmp37 = tmp30 * tmp36
        tmp40 = tmp38 - tmp39
        tmp42 = tmp40 - tmp41
        tmp43 = libdevice.exp(tmp42)
        tmp44 = tmp43 * tmp18
        tmp45 = tmp37 - tmp44
        tmp46 = tmp20 + tmp45
        tl.store(out_ptr1 + (r0_1 + 32000*x0), tmp46, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((4, 257), (257, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4, 256, 32000), (8192000, 32000, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 256, 32000), (8192000, 32000, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((4, 256, 32000), (8192000, 32000, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 1024, 32000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax__log_softmax_backward_data_add_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__log_softmax__log_softmax_backward_data_add_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.393232424
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/u6/cu67k6l5tx67d53zgpkwusmyu6aa23rwgymvtm5pbq2cny5cwa6a.py
# Topologically Sorted Source Nodes: [view_82, hidden_states_33, mul_43, sum_5], Original ATen: [aten.view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   hidden_states_33 => mul_38
#   mul_43 => mul_43
#   sum_5 => sum_5
#   view_82 => view_82
# Graph fragment:
#   %mm_30 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_30]
#   %add_30 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_30]
#   %rsqrt_8 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %view_82 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [4, 256, 512]), kwargs = {})
#   %mul_38 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_30, %rsqrt_8), kwargs = {})
#   %mul_43 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_82, %mul_38), kwargs = {})
#   %sum_5 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_43, [0, 1], True), kwargs = {})
#   return %buf4
triton_red_fused_mul_sum_view_1 = async_compile.triton('triton_red_fused_mul_sum_view_1', '''
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
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mul_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4227072, 'r0_': 4096}, 'kernel_num_gb': 0.004214784, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_mul_sum_view_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, None)


def get_args():
    arg_0 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 1, 512, 8), (4096, 4096, 1, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 4096, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_mul_sum_view_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_mul_sum_view_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004214784
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/xz/cxz6qt2nkc5jncix46tnzqy2umiwtfcnns7qmdd5da2kgwspp3em.py
# Topologically Sorted Source Nodes: [view_82, hidden_states_33, mul_43, sum_5], Original ATen: [aten.view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   hidden_states_33 => mul_38
#   mul_43 => mul_43
#   sum_5 => sum_5
#   view_82 => view_82
# Graph fragment:
#   %buf4 : Tensor "f32[1, 1, 512, 8][4096, 4096, 1, 512]cuda:0" = PlaceHolder[target=buf4]
#   %view_82 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [4, 256, 512]), kwargs = {})
#   %mul_38 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_30, %rsqrt_8), kwargs = {})
#   %mul_43 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_82, %mul_38), kwargs = {})
#   %sum_5 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_43, [0, 1], True), kwargs = {})
#   return %sum_5
triton_per_fused_mul_sum_view_2 = async_compile.triton('triton_per_fused_mul_sum_view_2', '''
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
    size_hints={'x': 512, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_mul_sum_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20480, 'r0_': 0}, 'kernel_num_gb': 1.8432e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_mul_sum_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 1, 512, 8), (4096, 4096, 1, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1, 512), (512, 512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 512, 8,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_mul_sum_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.8432e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/le/clehtgfoepg7p7gybgdbj44o5erxshs6oortsa4udiq4icge6b52.py
# Topologically Sorted Source Nodes: [view_82, mul_42, mul_44, mul_45, sum_6, pow_10, mul_46, mul_47, expand_9, div_6, pow_11, mul_48, mul_49, add_33], Original ATen: [aten.view, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.add]
# Source node to ATen node mapping:
#   add_33 => add_33
#   div_6 => div_6
#   expand_9 => expand_9
#   mul_42 => mul_42
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_46 => mul_46
#   mul_47 => mul_47
#   mul_48 => mul_48
#   mul_49 => mul_49
#   pow_10 => pow_10
#   pow_11 => pow_11
#   sum_6 => sum_6
#   view_82 => view_82
# Graph fragment:
#   %mm_30 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_30]
#   %primals_40 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_40]
#   %add_30 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_30]
#   %rsqrt_8 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %sum_6 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_6]
#   %view_82 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_30, [4, 256, 512]), kwargs = {})
#   %mul_42 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_82, %primals_40), kwargs = {})
#   %mul_44 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %add_30), kwargs = {})
#   %mul_45 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %rsqrt_8), kwargs = {})
#   %sum_6 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_44, [2], True), kwargs = {})
#   %pow_10 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_8, 3), kwargs = {})
#   %mul_46 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_6, -0.5), kwargs = {})
#   %mul_47 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_46, %pow_10), kwargs = {})
#   %expand_9 : Tensor "f32[4, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_47, [4, 256, 512]), kwargs = {})
#   %div_6 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_9, 512), kwargs = {})
#   %pow_11 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_30, 1.0), kwargs = {})
#   %mul_48 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_11, 2.0), kwargs = {})
#   %mul_49 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_6, %mul_48), kwargs = {})
#   %add_33 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_45, %mul_49), kwargs = {})
#   return %sum_6,%add_33
triton_per_fused_add_div_expand_mul_pow_sum_view_3 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 8390656}, 'kernel_num_gb': 0.0062976, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0)
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
    tmp16 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp17 = tmp15 * tmp16
    tmp18 = tl.full([1, 1], 2.0, tl.float32)
    tmp19 = tmp3 * tmp18
    tmp20 = tmp17 * tmp19
    tmp21 = tmp10 + tmp20
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp21, xmask)


def get_args():
    arg_0 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 1024, 512,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_div_expand_mul_pow_sum_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0062976
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/ps/cpsd7vjjdn2xoekygxlh7lapiclurgccntln6bkolqlnwv6tyxl7.py
# Topologically Sorted Source Nodes: [view_85, linear_25, silu_3, mul_50, linear_26, mul_51, reciprocal, mul_52, mul_53, sub_3, mul_54, add_35, mul_55], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
# Source node to ATen node mapping:
#   add_35 => add_35
#   linear_25 => view_71
#   linear_26 => view_73
#   mul_50 => mul_50
#   mul_51 => mul_51
#   mul_52 => mul_52
#   mul_53 => mul_53
#   mul_54 => mul_54
#   mul_55 => mul_55
#   reciprocal => reciprocal
#   silu_3 => add_29, div_3, exp_3, neg_11
#   sub_3 => sub_3
#   view_85 => view_85
# Graph fragment:
#   %mm_32 : Tensor "f32[1024, 1408][1408, 1]cuda:0" = PlaceHolder[target=mm_32]
#   %mm_25 : Tensor "f32[1024, 1408][1408, 1]cuda:0" = PlaceHolder[target=mm_25]
#   %mm_26 : Tensor "f32[1024, 1408][1408, 1]cuda:0" = PlaceHolder[target=mm_26]
#   %view_85 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_32, [4, 256, 1408]), kwargs = {})
#   %view_71 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_25, [4, 256, 1408]), kwargs = {})
#   %neg_11 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_71,), kwargs = {})
#   %exp_3 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_11,), kwargs = {})
#   %add_29 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_3 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_71, %add_29), kwargs = {})
#   %mul_50 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_85, %div_3), kwargs = {})
#   %view_73 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_26, [4, 256, 1408]), kwargs = {})
#   %mul_51 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_85, %view_73), kwargs = {})
#   %reciprocal : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_29,), kwargs = {})
#   %mul_52 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_53 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_51, %mul_52), kwargs = {})
#   %sub_3 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_52), kwargs = {})
#   %mul_54 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_71, %sub_3), kwargs = {})
#   %add_35 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_54, 1), kwargs = {})
#   %mul_55 : Tensor "f32[4, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, %add_35), kwargs = {})
#   return %mul_50,%mul_55
triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 40370176}, 'kernel_num_gb': 0.02883584, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1441792
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
    arg_0 = rand_strided((4, 256, 1408), (360448, 1408, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4, 256, 1408), (360448, 1408, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 1441792,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.02883584
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/sq/csqpqrqfuws2ovvkpwnvexqq45r257lyfvxfmxznnydsdsdrceq7.py
# Topologically Sorted Source Nodes: [view_87, view_89, add_36, hidden_states_29, mul_57, sum_7], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_36 => add_36
#   hidden_states_29 => mul_35
#   mul_57 => mul_57
#   sum_7 => sum_7
#   view_87 => view_87
#   view_89 => view_89
# Graph fragment:
#   %mm_34 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_34]
#   %mm_36 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_36]
#   %add_27 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_27]
#   %rsqrt_7 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %view_87 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_34, [4, 256, 512]), kwargs = {})
#   %view_89 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_36, [4, 256, 512]), kwargs = {})
#   %add_36 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_87, %view_89), kwargs = {})
#   %mul_35 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_27, %rsqrt_7), kwargs = {})
#   %mul_57 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_36, %mul_35), kwargs = {})
#   %sum_7 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_57, [0, 1], True), kwargs = {})
#   return %buf16
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
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_sum_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6324224, 'r0_': 4096}, 'kernel_num_gb': 0.006311936, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_mul_sum_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 * tmp4
        tmp6 = tmp2 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask, tmp9, _tmp8)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, None)


def get_args():
    arg_0 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 1, 512, 8), (4096, 4096, 1, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 4096, 128,


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
    num_gb = 0.006311936
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/f3/cf3cjxq4ynvw2o6zj2lvwvujq2ldycubhebyrmerpfeqqe5ph2bf.py
# Topologically Sorted Source Nodes: [view_87, view_89, add_36, mul_56, mul_58, mul_59, sum_8, add_37, pow_12, mul_60, mul_61, expand_10, div_7, pow_13, mul_62, mul_63, add_38], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_36 => add_36
#   add_37 => add_37
#   add_38 => add_38
#   div_7 => div_7
#   expand_10 => expand_10
#   mul_56 => mul_56
#   mul_58 => mul_58
#   mul_59 => mul_59
#   mul_60 => mul_60
#   mul_61 => mul_61
#   mul_62 => mul_62
#   mul_63 => mul_63
#   pow_12 => pow_12
#   pow_13 => pow_13
#   sum_8 => sum_8
#   view_87 => view_87
#   view_89 => view_89
# Graph fragment:
#   %mm_34 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_34]
#   %mm_36 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_36]
#   %primals_36 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_36]
#   %add_27 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_27]
#   %add_33 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_33]
#   %rsqrt_7 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %sum_8 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_8]
#   %view_87 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_34, [4, 256, 512]), kwargs = {})
#   %view_89 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_36, [4, 256, 512]), kwargs = {})
#   %add_36 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_87, %view_89), kwargs = {})
#   %mul_56 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_36, %primals_36), kwargs = {})
#   %mul_58 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_56, %add_27), kwargs = {})
#   %mul_59 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_56, %rsqrt_7), kwargs = {})
#   %sum_8 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_58, [2], True), kwargs = {})
#   %add_37 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_33, %mul_59), kwargs = {})
#   %pow_12 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_7, 3), kwargs = {})
#   %mul_60 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_8, -0.5), kwargs = {})
#   %mul_61 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_60, %pow_12), kwargs = {})
#   %expand_10 : Tensor "f32[4, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_61, [4, 256, 512]), kwargs = {})
#   %div_7 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_10, 512), kwargs = {})
#   %pow_13 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_27, 1.0), kwargs = {})
#   %mul_62 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_13, 2.0), kwargs = {})
#   %mul_63 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_7, %mul_62), kwargs = {})
#   %add_38 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_37, %mul_63), kwargs = {})
#   return %sum_8,%add_38
triton_per_fused_add_div_expand_mul_pow_sum_view_6 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 12584960}, 'kernel_num_gb': 0.010491904, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp11 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
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
    tmp20 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tl.full([1, 1], 2.0, tl.float32)
    tmp23 = tmp5 * tmp22
    tmp24 = tmp21 * tmp23
    tmp25 = tmp14 + tmp24
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp25, xmask)


def get_args():
    arg_0 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1024, 512,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_div_expand_mul_pow_sum_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.010491904
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/m2/cm2u5fvwdwmofbdxvs4sojb2yacgs5tbx7azfwhj7rl4sexz2cbh.py
# Topologically Sorted Source Nodes: [add_40, permute_67, clone_11], Original ATen: [aten.add, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   add_40 => add_40
#   clone_11 => clone_11
#   permute_67 => permute_67
# Graph fragment:
#   %tangents_7 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0" = PlaceHolder[target=tangents_7]
#   %getitem_18 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_18]
#   %add_40 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_7, %getitem_18), kwargs = {})
#   %permute_67 : Tensor "f32[4, 256, 8, 64][131072, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_40, [0, 2, 1, 3]), kwargs = {})
#   %clone_11 : Tensor "f32[4, 256, 8, 64][131072, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_67,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_11
triton_poi_fused_add_clone_transpose_7 = async_compile.triton('triton_poi_fused_add_clone_transpose_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_transpose_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8388608}, 'kernel_num_gb': 0.006291456, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_transpose_7(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 8)
    x2 = ((xindex // 512) % 256)
    x3 = xindex // 131072
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 16384*x1 + 131072*x3), None)
    tmp1 = tl.load(in_out_ptr0 + (x4), None)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x4), tmp2, None)


def get_args():
    arg_0 = rand_strided((4, 256, 8, 64), (131072, 512, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_clone_transpose_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_clone_transpose_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.006291456
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/vv/cvvts4pnbxhykyqkveier2ejg6ja5mo44mc4zboglcd5ifwqu2w7.py
# Topologically Sorted Source Nodes: [add_39, matmul, freqs, emb, sin, sin_1, sin_3, mul_64, slice_20, slice_21, neg_14, full_default_13, add_41, cos, cos_1, cos_3, mul_65, add_42, mul_66, slice_22, slice_23, neg_15, add_43, mul_67, add_44, permute_72, clone_12, permute_77, clone_13], Original ATen: [aten.add, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.slice_backward, aten.cos, aten.clone]
# Source node to ATen node mapping:
#   add_39 => add_39
#   add_41 => add_41
#   add_42 => add_42
#   add_43 => add_43
#   add_44 => add_44
#   clone_12 => clone_12
#   clone_13 => clone_13
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   full_default_13 => full_default_13
#   matmul => unsqueeze_default
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_67 => mul_67
#   neg_14 => neg_14
#   neg_15 => neg_15
#   permute_72 => permute_72
#   permute_77 => permute_77
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_12
#   slice_20 => slice_20
#   slice_21 => slice_21
#   slice_22 => slice_22
#   slice_23 => slice_23
# Graph fragment:
#   %tangents_8 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0" = PlaceHolder[target=tangents_8]
#   %getitem_17 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_17]
#   %mm_default : Tensor "f32[32, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_16 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0" = PlaceHolder[target=getitem_16]
#   %add_39 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_8, %getitem_17), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 32, 256][8192, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 256, 32][8192, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 256, 1, 32][8192, 1, 8192, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 256, 2, 32][8192, 1, 0, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 256, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 256, 2, 32][16384, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 256, 64]), kwargs = {})
#   %sin : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_64 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %unsqueeze_12), kwargs = {})
#   %slice_20 : Tensor "f32[4, 8, 256, 32][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_64, 3, 0, 32), kwargs = {})
#   %slice_21 : Tensor "f32[4, 8, 256, 32][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_64, 3, 32, 64), kwargs = {})
#   %neg_14 : Tensor "f32[4, 8, 256, 32][65536, 8192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_20,), kwargs = {})
#   %full_default_13 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=16] = call_function[target=torch.ops.aten.full.default](args = ([4, 8, 256, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_13, %neg_14, 3, 32, 9223372036854775807), kwargs = {})
#   %slice_scatter_default_1 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_13, %slice_21, 3, 0, 32), kwargs = {})
#   %add_41 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default, %slice_scatter_default_1), kwargs = {})
#   %cos : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 256, 64][16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 1, 256, 64][16384, 16384, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_65 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_39, %unsqueeze_11), kwargs = {})
#   %add_42 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_41, %mul_65), kwargs = {})
#   %mul_66 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_16, %unsqueeze_12), kwargs = {})
#   %slice_22 : Tensor "f32[4, 8, 256, 32][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_66, 3, 0, 32), kwargs = {})
#   %slice_23 : Tensor "f32[4, 8, 256, 32][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%mul_66, 3, 32, 64), kwargs = {})
#   %neg_15 : Tensor "f32[4, 8, 256, 32][65536, 32, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_22,), kwargs = {})
#   %slice_scatter_default_2 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_13, %neg_15, 3, 32, 9223372036854775807), kwargs = {})
#   %slice_scatter_default_3 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default_13, %slice_23, 3, 0, 32), kwargs = {})
#   %add_43 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default_2, %slice_scatter_default_3), kwargs = {})
#   %mul_67 : Tensor "f32[4, 8, 256, 64][131072, 64, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_16, %unsqueeze_11), kwargs = {})
#   %add_44 : Tensor "f32[4, 8, 256, 64][131072, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_43, %mul_67), kwargs = {})
#   %permute_72 : Tensor "f32[4, 256, 8, 64][131072, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_42, [0, 2, 1, 3]), kwargs = {})
#   %clone_12 : Tensor "f32[4, 256, 8, 64][131072, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_72,), kwargs = {memory_format: torch.contiguous_format})
#   %permute_77 : Tensor "f32[4, 256, 8, 64][131072, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_44, [0, 2, 1, 3]), kwargs = {})
#   %clone_13 : Tensor "f32[4, 256, 8, 64][131072, 512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_77,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_12,%clone_13
triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8 = async_compile.triton('triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 27262976}, 'kernel_num_gb': 0.010518528, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 8)
    x2 = ((xindex // 512) % 256)
    x3 = xindex // 131072
    x4 = xindex
    tmp29 = tl.load(in_ptr0 + (x0 + 64*x2 + 16384*x1 + 131072*x3), None)
    tmp30 = tl.load(in_ptr1 + (x4), None)
    tmp32 = tl.load(in_ptr2 + (x2 + 256*((x0 % 32))), None, eviction_policy='evict_last')
    tmp50 = tl.load(in_ptr3 + (x4), None)
    tmp0 = x0
    tmp1 = tl.full([1], 32, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + ((-32) + x0 + 64*x2 + 16384*x1 + 131072*x3), tmp2, other=0.0)
    tmp4 = tl.load(in_ptr1 + ((-32) + x4), tmp2, other=0.0)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.load(in_ptr2 + (x2 + 256*((x0 % 32))), tmp2, eviction_policy='evict_last', other=0.0)
    tmp7 = tl_math.sin(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tmp5 * tmp9
    tmp11 = -tmp10
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp2, tmp11, tmp12)
    tmp14 = tl.full([1], 0.0, tl.float32)
    tmp15 = tl.where(tmp2, tmp13, tmp14)
    tmp16 = tmp0 < tmp1
    tmp17 = tl.load(in_ptr0 + (32 + x0 + 64*x2 + 16384*x1 + 131072*x3), tmp16, other=0.0)
    tmp18 = tl.load(in_ptr1 + (32 + x4), tmp16, other=0.0)
    tmp19 = tmp17 + tmp18
    tmp20 = tl.load(in_ptr2 + (x2 + 256*((x0 % 32))), tmp16, eviction_policy='evict_last', other=0.0)
    tmp21 = tl_math.sin(tmp20)
    tmp22 = tl.full([1], 1.0, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tmp19 * tmp23
    tmp25 = tl.full(tmp24.shape, 0.0, tmp24.dtype)
    tmp26 = tl.where(tmp16, tmp24, tmp25)
    tmp27 = tl.where(tmp16, tmp26, tmp14)
    tmp28 = tmp15 + tmp27
    tmp31 = tmp29 + tmp30
    tmp33 = tl_math.cos(tmp32)
    tmp34 = tl.full([1], 1.0, tl.float32)
    tmp35 = tmp33 * tmp34
    tmp36 = tmp31 * tmp35
    tmp37 = tmp28 + tmp36
    tmp38 = tl.load(in_ptr3 + ((-32) + x4), tmp2, other=0.0)
    tmp39 = tmp38 * tmp9
    tmp40 = -tmp39
    tmp41 = tl.full(tmp40.shape, 0.0, tmp40.dtype)
    tmp42 = tl.where(tmp2, tmp40, tmp41)
    tmp43 = tl.where(tmp2, tmp42, tmp14)
    tmp44 = tl.load(in_ptr3 + (32 + x4), tmp16, other=0.0)
    tmp45 = tmp44 * tmp23
    tmp46 = tl.full(tmp45.shape, 0.0, tmp45.dtype)
    tmp47 = tl.where(tmp16, tmp45, tmp46)
    tmp48 = tl.where(tmp16, tmp47, tmp14)
    tmp49 = tmp43 + tmp48
    tmp51 = tmp50 * tmp35
    tmp52 = tmp49 + tmp51
    tl.store(out_ptr0 + (x4), tmp37, None)
    tl.store(out_ptr1 + (x4), tmp52, None)


def get_args():
    arg_0 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((32, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 256, 8, 64), (131072, 512, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4, 256, 8, 64), (131072, 512, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.010518528
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/hp/chpmdrvusb72xgglkhnonh3xnu3r3ndzno3fv4anzl4sosle4jss.py
# Topologically Sorted Source Nodes: [view_96, view_99, add_45, view_102, add_46, hidden_states_25, mul_69, sum_9], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_45 => add_45
#   add_46 => add_46
#   hidden_states_25 => mul_29
#   mul_69 => mul_69
#   sum_9 => sum_9
#   view_102 => view_102
#   view_96 => view_96
#   view_99 => view_99
# Graph fragment:
#   %mm_40 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_40]
#   %mm_42 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_42]
#   %mm_44 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_44]
#   %add_23 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_23]
#   %rsqrt_6 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %view_96 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_40, [4, 256, 512]), kwargs = {})
#   %view_99 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_42, [4, 256, 512]), kwargs = {})
#   %add_45 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_96, %view_99), kwargs = {})
#   %view_102 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_44, [4, 256, 512]), kwargs = {})
#   %add_46 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_45, %view_102), kwargs = {})
#   %mul_29 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_23, %rsqrt_6), kwargs = {})
#   %mul_69 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_46, %mul_29), kwargs = {})
#   %sum_9 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_69, [0, 1], True), kwargs = {})
#   return %buf35
triton_red_fused_add_mul_sum_view_9 = async_compile.triton('triton_red_fused_add_mul_sum_view_9', '''
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
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_sum_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8421376, 'r0_': 4096}, 'kernel_num_gb': 0.008409088, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_mul_sum_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp4 = tmp2 + tmp3
        tmp7 = tmp5 * tmp6
        tmp8 = tmp4 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, None)


def get_args():
    arg_0 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 1, 512, 8), (4096, 4096, 1, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4096, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_sum_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_mul_sum_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.008409088
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/ck/cckdgcwih6vat7e6gm6cfszzau7ie2esxaec5okt6xj7keyt236w.py
# Topologically Sorted Source Nodes: [view_96, view_99, add_45, view_102, add_46, mul_68, mul_70, mul_71, sum_10, add_47, pow_14, mul_72, mul_73, expand_11, div_8, pow_15, mul_74, mul_75, add_48], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_45 => add_45
#   add_46 => add_46
#   add_47 => add_47
#   add_48 => add_48
#   div_8 => div_8
#   expand_11 => expand_11
#   mul_68 => mul_68
#   mul_70 => mul_70
#   mul_71 => mul_71
#   mul_72 => mul_72
#   mul_73 => mul_73
#   mul_74 => mul_74
#   mul_75 => mul_75
#   pow_14 => pow_14
#   pow_15 => pow_15
#   sum_10 => sum_10
#   view_102 => view_102
#   view_96 => view_96
#   view_99 => view_99
# Graph fragment:
#   %mm_40 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_40]
#   %mm_42 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_42]
#   %mm_44 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_44]
#   %primals_31 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_31]
#   %add_23 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_23]
#   %add_38 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_38]
#   %rsqrt_6 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %sum_10 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_10]
#   %view_96 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_40, [4, 256, 512]), kwargs = {})
#   %view_99 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_42, [4, 256, 512]), kwargs = {})
#   %add_45 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_96, %view_99), kwargs = {})
#   %view_102 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_44, [4, 256, 512]), kwargs = {})
#   %add_46 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_45, %view_102), kwargs = {})
#   %mul_68 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_46, %primals_31), kwargs = {})
#   %mul_70 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_68, %add_23), kwargs = {})
#   %mul_71 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_68, %rsqrt_6), kwargs = {})
#   %sum_10 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_70, [2], True), kwargs = {})
#   %add_47 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_38, %mul_71), kwargs = {})
#   %pow_14 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_6, 3), kwargs = {})
#   %mul_72 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_10, -0.5), kwargs = {})
#   %mul_73 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_72, %pow_14), kwargs = {})
#   %expand_11 : Tensor "f32[4, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_73, [4, 256, 512]), kwargs = {})
#   %div_8 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_11, 512), kwargs = {})
#   %pow_15 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_23, 1.0), kwargs = {})
#   %mul_74 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_15, 2.0), kwargs = {})
#   %mul_75 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_8, %mul_74), kwargs = {})
#   %add_48 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_47, %mul_75), kwargs = {})
#   return %sum_10,%add_48
triton_per_fused_add_div_expand_mul_pow_sum_view_10 = async_compile.triton('triton_per_fused_add_div_expand_mul_pow_sum_view_10', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_expand_mul_pow_sum_view_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 14682112}, 'kernel_num_gb': 0.012589056, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_pow_sum_view_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_ptr2 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp15 = tmp6 * tmp14
    tmp16 = tmp13 + tmp15
    tmp17 = tl.full([1, 1], -0.5, tl.float32)
    tmp18 = tmp12 * tmp17
    tmp19 = tmp14 * tmp14
    tmp20 = tmp19 * tmp14
    tmp21 = tmp18 * tmp20
    tmp22 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.full([1, 1], 2.0, tl.float32)
    tmp25 = tmp7 * tmp24
    tmp26 = tmp23 * tmp25
    tmp27 = tmp16 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp27, xmask)


def get_args():
    arg_0 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 1024, 512,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_div_expand_mul_pow_sum_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012589056
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/kl/ckla25bmmuwuyk2hfxpm4izpoykfkyhvcbaw532ndhzb4jfebsmx.py
# Topologically Sorted Source Nodes: [view_147, view_149, add_81, mul_134, attn_output_3, hidden_states_3, mul_136, mul_137, sum_20, add_82, pow_24, mul_138, mul_139, expand_16, div_13, pow_25, mul_140, mul_141, add_83], Original ATen: [aten.view, aten.add, aten.mul, aten._unsafe_view, aten.sum, aten.pow, aten.expand, aten.div]
# Source node to ATen node mapping:
#   add_81 => add_81
#   add_82 => add_82
#   add_83 => add_83
#   attn_output_3 => view_15
#   div_13 => div_13
#   expand_16 => expand_16
#   hidden_states_3 => add_6
#   mul_134 => mul_134
#   mul_136 => mul_136
#   mul_137 => mul_137
#   mul_138 => mul_138
#   mul_139 => mul_139
#   mul_140 => mul_140
#   mul_141 => mul_141
#   pow_24 => pow_24
#   pow_25 => pow_25
#   sum_20 => sum_20
#   view_147 => view_147
#   view_149 => view_149
# Graph fragment:
#   %mm_76 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_76]
#   %mm_78 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_78]
#   %primals_9 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_9]
#   %embedding : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %add_78 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_78]
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sum_20 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_20]
#   %view_147 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_76, [4, 256, 512]), kwargs = {})
#   %view_149 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_78, [4, 256, 512]), kwargs = {})
#   %add_81 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_147, %view_149), kwargs = {})
#   %mul_134 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_81, %primals_9), kwargs = {})
#   %view_15 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 256, 512]), kwargs = {})
#   %add_6 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_15), kwargs = {})
#   %mul_136 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_134, %add_6), kwargs = {})
#   %mul_137 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_134, %rsqrt_1), kwargs = {})
#   %sum_20 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_136, [2], True), kwargs = {})
#   %add_82 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_78, %mul_137), kwargs = {})
#   %pow_24 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt_1, 3), kwargs = {})
#   %mul_138 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_20, -0.5), kwargs = {})
#   %mul_139 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_138, %pow_24), kwargs = {})
#   %expand_16 : Tensor "f32[4, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_139, [4, 256, 512]), kwargs = {})
#   %div_13 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_16, 512), kwargs = {})
#   %pow_25 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 1.0), kwargs = {})
#   %mul_140 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_25, 2.0), kwargs = {})
#   %mul_141 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_13, %mul_140), kwargs = {})
#   %add_83 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_82, %mul_141), kwargs = {})
#   return %sum_20,%add_83
triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_11 = async_compile.triton('triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_11', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 14682112}, 'kernel_num_gb': 0.012589056, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp6 = tl.load(in_ptr4 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp13 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
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
    tmp22 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.full([1, 1], 2.0, tl.float32)
    tmp25 = tmp7 * tmp24
    tmp26 = tmp23 * tmp25
    tmp27 = tmp16 + tmp26
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp27, xmask)


def get_args():
    arg_0 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 1024, 512,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012589056
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/4f/c4fc3opkyqrvazxnwysxxf4h4ehzxc2hboe6q2uqf2rmvfxkbecb.py
# Topologically Sorted Source Nodes: [view_147, view_149, add_81, attn_output_3, hidden_states_3, hidden_states_5, mul_135, sum_19, view_156, view_159, add_90, view_162, add_91, hidden_states_1, mul_147, sum_21], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   add_81 => add_81
#   add_90 => add_90
#   add_91 => add_91
#   attn_output_3 => view_15
#   hidden_states_1 => mul_2
#   hidden_states_3 => add_6
#   hidden_states_5 => mul_8
#   mul_135 => mul_135
#   mul_147 => mul_147
#   sum_19 => sum_19
#   sum_21 => sum_21
#   view_147 => view_147
#   view_149 => view_149
#   view_156 => view_156
#   view_159 => view_159
#   view_162 => view_162
# Graph fragment:
#   %mm_76 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_76]
#   %mm_78 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_78]
#   %embedding : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_82 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_82]
#   %mm_84 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_84]
#   %mm_86 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_86]
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_147 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_76, [4, 256, 512]), kwargs = {})
#   %view_149 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_78, [4, 256, 512]), kwargs = {})
#   %add_81 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_147, %view_149), kwargs = {})
#   %view_15 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 256, 512]), kwargs = {})
#   %add_6 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_15), kwargs = {})
#   %mul_8 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_1), kwargs = {})
#   %mul_135 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_81, %mul_8), kwargs = {})
#   %sum_19 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_135, [0, 1], True), kwargs = {})
#   %view_156 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_82, [4, 256, 512]), kwargs = {})
#   %view_159 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_84, [4, 256, 512]), kwargs = {})
#   %add_90 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_156, %view_159), kwargs = {})
#   %view_162 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_86, [4, 256, 512]), kwargs = {})
#   %add_91 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_90, %view_162), kwargs = {})
#   %mul_2 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_147 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_91, %mul_2), kwargs = {})
#   %sum_21 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_147, [0, 1], True), kwargs = {})
#   return %buf109,%buf128
triton_red_fused__unsafe_view_add_mul_sum_view_12 = async_compile.triton('triton_red_fused__unsafe_view_add_mul_sum_view_12', '''
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
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_mul_sum_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14745600, 'r0_': 8192}, 'kernel_num_gb': 0.014721024, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__unsafe_view_add_mul_sum_view_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.load(in_ptr5 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp13 = tl.load(in_ptr6 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp15 = tl.load(in_ptr7 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp17 = tl.load(in_ptr8 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 + tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp2 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
        tmp14 = tmp12 + tmp13
        tmp16 = tmp14 + tmp15
        tmp18 = tmp3 * tmp17
        tmp19 = tmp16 * tmp18
        tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask, tmp22, _tmp21)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, None)
    tl.store(out_ptr1 + (x3), tmp21, None)


def get_args():
    arg_0 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((1, 1, 512, 8), (4096, 4096, 1, 512), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((1, 1, 512, 8), (4096, 4096, 1, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 4096, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_mul_sum_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__unsafe_view_add_mul_sum_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.014721024
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/3h/c3hfkbvvflp66rbyejkd36qjkcvapabrhz2hnbbxtdsozit3e56z.py
# Topologically Sorted Source Nodes: [full_default_30], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_default_30 => full_default_30
# Graph fragment:
#   %full_default_30 : Tensor "f32[32000, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32000, 512], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_13 = async_compile.triton('triton_poi_fused_embedding_dense_backward_13', '''
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
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072000}, 'kernel_num_gb': 0.065536, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_13(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)


def get_args():
    arg_0 = rand_strided((32000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 16384000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_embedding_dense_backward_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.065536
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/modmap-reduce-overhead/cache/.inductor-cache/h7/ch77plwk4xfkuw3yhiactg2kggqh7bmacptrfd2affy4un2dd4sp.py
# Topologically Sorted Source Nodes: [attn_output, view_156, view_159, add_90, view_162, add_91, mul_146, mul_148, mul_149, sum_22, add_92, pow_26, mul_150, mul_151, expand_17, div_14, pow_27, mul_152, mul_153, add_93, eq, unsqueeze_21, where_8, full_default_30, index_put], Original ATen: [aten.scalar_tensor, aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_90 => add_90
#   add_91 => add_91
#   add_92 => add_92
#   add_93 => add_93
#   attn_output => full_default_1
#   div_14 => div_14
#   eq => eq
#   expand_17 => expand_17
#   full_default_30 => full_default_30
#   index_put => index_put
#   mul_146 => mul_146
#   mul_148 => mul_148
#   mul_149 => mul_149
#   mul_150 => mul_150
#   mul_151 => mul_151
#   mul_152 => mul_152
#   mul_153 => mul_153
#   pow_26 => pow_26
#   pow_27 => pow_27
#   sum_22 => sum_22
#   unsqueeze_21 => unsqueeze_21
#   view_156 => view_156
#   view_159 => view_159
#   view_162 => view_162
#   where_8 => where_8
# Graph fragment:
#   %mm_82 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_82]
#   %mm_84 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_84]
#   %mm_86 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_86]
#   %primals_4 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_4]
#   %embedding : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=embedding]
#   %primals_1 : Tensor "i64[4, 256][256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %add_83 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_83]
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_22 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_22]
#   %where_8 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=where_8]
#   %index_put : Tensor "f32[32000, 512][512, 1]cuda:0" = PlaceHolder[target=index_put]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_156 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_82, [4, 256, 512]), kwargs = {})
#   %view_159 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_84, [4, 256, 512]), kwargs = {})
#   %add_90 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_156, %view_159), kwargs = {})
#   %view_162 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_86, [4, 256, 512]), kwargs = {})
#   %add_91 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_90, %view_162), kwargs = {})
#   %mul_146 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_91, %primals_4), kwargs = {})
#   %mul_148 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, %embedding), kwargs = {})
#   %mul_149 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_146, %rsqrt), kwargs = {})
#   %sum_22 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_148, [2], True), kwargs = {})
#   %add_92 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_83, %mul_149), kwargs = {})
#   %pow_26 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%rsqrt, 3), kwargs = {})
#   %mul_150 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%sum_22, -0.5), kwargs = {})
#   %mul_151 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_150, %pow_26), kwargs = {})
#   %expand_17 : Tensor "f32[4, 256, 512][256, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_151, [4, 256, 512]), kwargs = {})
#   %div_14 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_17, 512), kwargs = {})
#   %pow_27 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 1.0), kwargs = {})
#   %mul_152 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_27, 2.0), kwargs = {})
#   %mul_153 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_14, %mul_152), kwargs = {})
#   %add_93 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_92, %mul_153), kwargs = {})
#   %eq : Tensor "b8[4, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "b8[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq, -1), kwargs = {})
#   %where_8 : Tensor "f32[4, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_21, %full_default_1, %add_93), kwargs = {})
#   %full_default_30 : Tensor "f32[32000, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32000, 512], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[32000, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_30, [%primals_1], %where_8, True), kwargs = {})
#   return %sum_22,%where_8,%buf133
triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_scalar_tensor_sum_view_14 = async_compile.triton('triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_scalar_tensor_sum_view_14', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i64', 'in_ptr6': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_scalar_tensor_sum_view_14', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 8, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12288, 'r0_': 10487808}, 'kernel_num_gb': 0.0146944, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_scalar_tensor_sum_view_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_ptr2 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp17 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], -1, tl.int64)
    tmp15 = tmp13 == tmp14
    tmp18 = tmp6 * tmp17
    tmp19 = tmp16 + tmp18
    tmp20 = tl.full([1, 1], -0.5, tl.float32)
    tmp21 = tmp12 * tmp20
    tmp22 = tmp17 * tmp17
    tmp23 = tmp22 * tmp17
    tmp24 = tmp21 * tmp23
    tmp25 = tl.full([1, 1], 0.001953125, tl.float32)
    tmp26 = tmp24 * tmp25
    tmp27 = tl.full([1, 1], 2.0, tl.float32)
    tmp28 = tmp7 * tmp27
    tmp29 = tmp26 * tmp28
    tmp30 = tmp19 + tmp29
    tmp31 = tl.full([1, 1], 0.0, tl.float32)
    tmp32 = tl.where(tmp15, tmp31, tmp30)
    tmp33 = tl.full([1, 1], 32000, tl.int32)
    tmp34 = tmp13 + tmp33
    tmp35 = tmp13 < 0
    tmp36 = tl.where(tmp35, tmp34, tmp13)
    tl.device_assert(((0 <= tmp36) & (tmp36 < 32000)) | ~(xmask), "index out of bounds: 0 <= tmp36 < 32000")
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(r0_1 + 512*tmp36, [XBLOCK, R0_BLOCK])), tmp32, xmask, sem='relaxed')


def get_args():
    arg_0 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    arg_7 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((32000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 1024, 512,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_scalar_tensor_sum_view_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_scalar_tensor_sum_view_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0146944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')

def partition_0(args):
    constant_pad_nd, tangents_9, convert_element_type_1, tangents_10, view_77, amax, log, view_76, primals_41, add_30, rsqrt_8, primals_40, view_74, primals_39, mm_25, mm_26, view_70, primals_38, primals_37, add_27, rsqrt_7, primals_36, getitem_12, primals_35, add_25, add_26, permute_39, where, getitem_13, getitem_14, getitem_15, tangents_7, view_58, primals_34, tangents_8, mm_default, primals_33, primals_32, add_23, rsqrt_6, primals_31, view_56, primals_30, mm_18, mm_19, view_52, primals_29, primals_28, add_20, rsqrt_5, primals_27, getitem_8, primals_26, add_18, add_19, permute_28, getitem_9, getitem_10, getitem_11, tangents_5, view_40, primals_25, tangents_6, primals_24, primals_23, add_16, rsqrt_4, primals_22, view_38, primals_21, mm_11, mm_12, view_34, primals_20, primals_19, add_13, rsqrt_3, primals_18, getitem_4, primals_17, add_11, add_12, permute_17, getitem_5, getitem_6, getitem_7, tangents_3, view_22, primals_16, tangents_4, primals_15, primals_14, add_9, rsqrt_2, primals_13, view_20, primals_12, mm_4, mm_5, view_16, primals_11, primals_10, primals_9, embedding, mm_3, rsqrt_1, primals_8, add_4, add_5, permute_6, getitem, getitem_1, getitem_2, getitem_3, tangents_1, primals_7, tangents_2, primals_6, primals_5, rsqrt, view_4, primals_4, primals_1 = args
    args.clear()
    assert_size_stride(constant_pad_nd, (4, 257), (257, 1))
    assert_size_stride(tangents_9, (), ())
    assert_size_stride(convert_element_type_1, (), ())
    assert_size_stride(tangents_10, (4, 256, 32000), (8192000, 32000, 1))
    assert_size_stride(view_77, (4, 256, 32000), (8192000, 32000, 1))
    assert_size_stride(amax, (1024, 1), (1, 1))
    assert_size_stride(log, (1024, 1), (1, 1))
    assert_size_stride(view_76, (1024, 512), (512, 1))
    assert_size_stride(primals_41, (32000, 512), (512, 1))
    assert_size_stride(add_30, (4, 256, 512), (131072, 512, 1))
    assert_size_stride(rsqrt_8, (4, 256, 1), (256, 1, 1))
    assert_size_stride(primals_40, (512, ), (1, ))
    assert_size_stride(view_74, (1024, 1408), (1408, 1))
    assert_size_stride(primals_39, (512, 1408), (1408, 1))
    assert_size_stride(mm_25, (1024, 1408), (1408, 1))
    assert_size_stride(mm_26, (1024, 1408), (1408, 1))
    assert_size_stride(view_70, (1024, 512), (512, 1))
    assert_size_stride(primals_38, (1408, 512), (512, 1))
    assert_size_stride(primals_37, (1408, 512), (512, 1))
    assert_size_stride(add_27, (4, 256, 512), (131072, 512, 1))
    assert_size_stride(rsqrt_7, (4, 256, 1), (256, 1, 1))
    assert_size_stride(primals_36, (512, ), (1, ))
    assert_size_stride(getitem_12, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(primals_35, (512, 512), (512, 1))
    assert_size_stride(add_25, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(add_26, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(permute_39, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(where, (4, 1, 256, 256), (65536, 65536, 256, 1))
    assert_size_stride(getitem_13, (4, 8, 256), (2048, 256, 1))
    assert_size_stride(getitem_14, (), ())
    assert_size_stride(getitem_15, (), ())
    assert_size_stride(tangents_7, (4, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(view_58, (1024, 512), (512, 1))
    assert_size_stride(primals_34, (512, 512), (512, 1))
    assert_size_stride(tangents_8, (4, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(mm_default, (32, 256), (256, 1))
    assert_size_stride(primals_33, (512, 512), (512, 1))
    assert_size_stride(primals_32, (512, 512), (512, 1))
    assert_size_stride(add_23, (4, 256, 512), (131072, 512, 1))
    assert_size_stride(rsqrt_6, (4, 256, 1), (256, 1, 1))
    assert_size_stride(primals_31, (512, ), (1, ))
    assert_size_stride(view_56, (1024, 1408), (1408, 1))
    assert_size_stride(primals_30, (512, 1408), (1408, 1))
    assert_size_stride(mm_18, (1024, 1408), (1408, 1))
    assert_size_stride(mm_19, (1024, 1408), (1408, 1))
    assert_size_stride(view_52, (1024, 512), (512, 1))
    assert_size_stride(primals_29, (1408, 512), (512, 1))
    assert_size_stride(primals_28, (1408, 512), (512, 1))
    assert_size_stride(add_20, (4, 256, 512), (131072, 512, 1))
    assert_size_stride(rsqrt_5, (4, 256, 1), (256, 1, 1))
    assert_size_stride(primals_27, (512, ), (1, ))
    assert_size_stride(getitem_8, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(primals_26, (512, 512), (512, 1))
    assert_size_stride(add_18, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(add_19, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(permute_28, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(getitem_9, (4, 8, 256), (2048, 256, 1))
    assert_size_stride(getitem_10, (), ())
    assert_size_stride(getitem_11, (), ())
    assert_size_stride(tangents_5, (4, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(view_40, (1024, 512), (512, 1))
    assert_size_stride(primals_25, (512, 512), (512, 1))
    assert_size_stride(tangents_6, (4, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(primals_24, (512, 512), (512, 1))
    assert_size_stride(primals_23, (512, 512), (512, 1))
    assert_size_stride(add_16, (4, 256, 512), (131072, 512, 1))
    assert_size_stride(rsqrt_4, (4, 256, 1), (256, 1, 1))
    assert_size_stride(primals_22, (512, ), (1, ))
    assert_size_stride(view_38, (1024, 1408), (1408, 1))
    assert_size_stride(primals_21, (512, 1408), (1408, 1))
    assert_size_stride(mm_11, (1024, 1408), (1408, 1))
    assert_size_stride(mm_12, (1024, 1408), (1408, 1))
    assert_size_stride(view_34, (1024, 512), (512, 1))
    assert_size_stride(primals_20, (1408, 512), (512, 1))
    assert_size_stride(primals_19, (1408, 512), (512, 1))
    assert_size_stride(add_13, (4, 256, 512), (131072, 512, 1))
    assert_size_stride(rsqrt_3, (4, 256, 1), (256, 1, 1))
    assert_size_stride(primals_18, (512, ), (1, ))
    assert_size_stride(getitem_4, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(primals_17, (512, 512), (512, 1))
    assert_size_stride(add_11, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(add_12, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(permute_17, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(getitem_5, (4, 8, 256), (2048, 256, 1))
    assert_size_stride(getitem_6, (), ())
    assert_size_stride(getitem_7, (), ())
    assert_size_stride(tangents_3, (4, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(view_22, (1024, 512), (512, 1))
    assert_size_stride(primals_16, (512, 512), (512, 1))
    assert_size_stride(tangents_4, (4, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(primals_15, (512, 512), (512, 1))
    assert_size_stride(primals_14, (512, 512), (512, 1))
    assert_size_stride(add_9, (4, 256, 512), (131072, 512, 1))
    assert_size_stride(rsqrt_2, (4, 256, 1), (256, 1, 1))
    assert_size_stride(primals_13, (512, ), (1, ))
    assert_size_stride(view_20, (1024, 1408), (1408, 1))
    assert_size_stride(primals_12, (512, 1408), (1408, 1))
    assert_size_stride(mm_4, (1024, 1408), (1408, 1))
    assert_size_stride(mm_5, (1024, 1408), (1408, 1))
    assert_size_stride(view_16, (1024, 512), (512, 1))
    assert_size_stride(primals_11, (1408, 512), (512, 1))
    assert_size_stride(primals_10, (1408, 512), (512, 1))
    assert_size_stride(primals_9, (512, ), (1, ))
    assert_size_stride(embedding, (4, 256, 512), (131072, 512, 1))
    assert_size_stride(mm_3, (1024, 512), (512, 1))
    assert_size_stride(rsqrt_1, (4, 256, 1), (256, 1, 1))
    assert_size_stride(primals_8, (512, 512), (512, 1))
    assert_size_stride(add_4, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(add_5, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(permute_6, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(getitem, (4, 8, 256, 64), (131072, 64, 512, 1))
    assert_size_stride(getitem_1, (4, 8, 256), (2048, 256, 1))
    assert_size_stride(getitem_2, (), ())
    assert_size_stride(getitem_3, (), ())
    assert_size_stride(tangents_1, (4, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(primals_7, (512, 512), (512, 1))
    assert_size_stride(tangents_2, (4, 8, 256, 64), (131072, 16384, 64, 1))
    assert_size_stride(primals_6, (512, 512), (512, 1))
    assert_size_stride(primals_5, (512, 512), (512, 1))
    assert_size_stride(rsqrt, (4, 256, 1), (256, 1, 1))
    assert_size_stride(view_4, (1024, 512), (512, 1))
    assert_size_stride(primals_4, (512, ), (1, ))
    assert_size_stride(primals_1, (4, 256), (256, 1))
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        buf1 = empty_strided_cuda((4, 256, 32000), (8192000, 32000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_5, getitem_23, shift_labels, shift_labels_1, unsqueeze_20, ne_3, loss, where_6, attn_output, where_7, mul_40, logits_2, exp_5, sum_4, mul_41, sub_2, view_80, add_32], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data, aten.add]
        # [Provenance debug handles] triton_red_fused__log_softmax__log_softmax_backward_data_add_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0:1
        stream0 = get_raw_stream(0)
        triton_red_fused__log_softmax__log_softmax_backward_data_add_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_view_where_0.run(constant_pad_nd, tangents_9, convert_element_type_1, tangents_10, view_77, amax, log, buf1, 1024, 32000, stream=stream0)
        del amax
        del constant_pad_nd
        del convert_element_type_1
        del log
        del tangents_10
        del tangents_9
        del view_77
        buf2 = empty_strided_cuda((32000, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_5, getitem_23, shift_labels, shift_labels_1, unsqueeze_20, ne_3, loss, where_6, attn_output, where_7, mul_40, logits_2, exp_5, mul_41, sub_2, view_80, add_32, view_81, permute_46, mm_29], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data, aten.add, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf1, (32000, 1024), (1, 32000), 0), view_76, out=buf2)
        del view_76
        buf3 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_5, getitem_23, shift_labels, shift_labels_1, unsqueeze_20, ne_3, loss, where_6, attn_output, where_7, mul_40, logits_2, exp_5, mul_41, sub_2, view_80, add_32, view_81, logits, permute_48, mm_30], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten.view, aten.nll_loss_forward, aten.arange, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._log_softmax_backward_data, aten.add, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:3
        extern_kernels.mm(reinterpret_tensor(buf1, (1024, 32000), (32000, 1), 0), primals_41, out=buf3)
        del buf1
        del primals_41
        buf4 = empty_strided_cuda((1, 1, 512, 8), (4096, 4096, 1, 512), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, hidden_states_33, mul_43, sum_5], Original ATen: [aten.view, aten.mul, aten.sum]
        # [Provenance debug handles] triton_red_fused_mul_sum_view_1:4
        stream0 = get_raw_stream(0)
        triton_red_fused_mul_sum_view_1.run(buf3, add_30, rsqrt_8, buf4, 4096, 128, stream=stream0)
        buf5 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, hidden_states_33, mul_43, sum_5], Original ATen: [aten.view, aten.mul, aten.sum]
        # [Provenance debug handles] triton_per_fused_mul_sum_view_2:5
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(buf4, buf5, 512, 8, stream=stream0)
        buf7 = reinterpret_tensor(buf3, (4, 256, 512), (131072, 512, 1), 0); del buf3  # reuse
        # Topologically Sorted Source Nodes: [view_82, mul_42, mul_44, mul_45, sum_6, pow_10, mul_46, mul_47, expand_9, div_6, pow_11, mul_48, mul_49, add_33], Original ATen: [aten.view, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.add]
        # [Provenance debug handles] triton_per_fused_add_div_expand_mul_pow_sum_view_3:6
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_3.run(buf7, primals_40, add_30, rsqrt_8, 1024, 512, stream=stream0)
        del add_30
        del primals_40
        del rsqrt_8
        buf8 = empty_strided_cuda((512, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_84, permute_50, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:7
        extern_kernels.mm(reinterpret_tensor(buf7, (512, 1024), (1, 512), 0), view_74, out=buf8)
        del view_74
        buf9 = empty_strided_cuda((1024, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_84, down_proj_3, permute_52, mm_32], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf7, (1024, 512), (512, 1), 0), primals_39, out=buf9)
        del primals_39
        buf10 = empty_strided_cuda((4, 256, 1408), (360448, 1408, 1), torch.float32)
        buf13 = reinterpret_tensor(mm_26, (4, 256, 1408), (360448, 1408, 1), 0); del mm_26  # reuse
        # Topologically Sorted Source Nodes: [view_85, linear_25, silu_3, mul_50, linear_26, mul_51, reciprocal, mul_52, mul_53, sub_3, mul_54, add_35, mul_55], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4:9
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.run(buf13, buf9, mm_25, buf10, 1441792, stream=stream0)
        del buf9
        del mm_25
        buf11 = empty_strided_cuda((1408, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_85, linear_25, silu_3, mul_50, view_86, permute_54, mm_33], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(reinterpret_tensor(buf10, (1408, 1024), (1, 1408), 0), view_70, out=buf11)
        buf12 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_85, linear_25, silu_3, mul_50, view_86, linear_26, permute_56, mm_34], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf10, (1024, 1408), (1408, 1), 0), primals_38, out=buf12)
        del primals_38
        buf14 = empty_strided_cuda((1408, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_85, linear_25, silu_3, linear_26, mul_51, reciprocal, mul_52, mul_53, sub_3, mul_54, add_35, mul_55, view_88, permute_58, mm_35], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf13, (1408, 1024), (1, 1408), 0), view_70, out=buf14)
        del view_70
        buf15 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_85, linear_25, silu_3, linear_26, mul_51, reciprocal, mul_52, mul_53, sub_3, mul_54, add_35, mul_55, view_88, permute_60, mm_36], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:13
        extern_kernels.mm(reinterpret_tensor(buf13, (1024, 1408), (1408, 1), 0), primals_37, out=buf15)
        del primals_37
        buf16 = buf4; del buf4  # reuse
        # Topologically Sorted Source Nodes: [view_87, view_89, add_36, hidden_states_29, mul_57, sum_7], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_sum_view_5:14
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_sum_view_5.run(buf12, buf15, add_27, rsqrt_7, buf16, 4096, 128, stream=stream0)
        buf17 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_87, view_89, add_36, hidden_states_29, mul_57, sum_7], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_per_fused_mul_sum_view_2:15
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(buf16, buf17, 512, 8, stream=stream0)
        buf19 = buf7; del buf7  # reuse
        # Topologically Sorted Source Nodes: [view_87, view_89, add_36, mul_56, mul_58, mul_59, sum_8, add_37, pow_12, mul_60, mul_61, expand_10, div_7, pow_13, mul_62, mul_63, add_38], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
        # [Provenance debug handles] triton_per_fused_add_div_expand_mul_pow_sum_view_6:16
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_6.run(buf19, buf12, buf15, primals_36, add_27, rsqrt_7, 1024, 512, stream=stream0)
        del add_27
        del primals_36
        del rsqrt_7
        buf20 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_91, permute_62, transpose_16, reshape_3, attn_output_15, mm_37], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:17
        extern_kernels.mm(reinterpret_tensor(buf19, (512, 1024), (1, 512), 0), reinterpret_tensor(getitem_12, (1024, 512), (512, 1), 0), out=buf20)
        buf21 = buf15; del buf15  # reuse
        # Topologically Sorted Source Nodes: [view_91, attn_output_15, permute_64, mm_38], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf19, (1024, 512), (512, 1), 0), primals_35, out=buf21)
        del primals_35
        # Topologically Sorted Source Nodes: [view_92, view_93, permute_66, attn_output, _scaled_dot_product_efficient_attention_backward], Original ATen: [aten.view, aten.transpose, aten.expand, aten._scaled_dot_product_efficient_attention_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:19
        buf22 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf21, (4, 8, 256, 64), (131072, 64, 512, 1), 0), add_25, add_26, permute_39, reinterpret_tensor(where, (4, 8, 256, 256), (65536, 0, 256, 1), 0), getitem_12, getitem_13, getitem_14, getitem_15, 0.0, [True, True, True, False], scale=0.125)
        del add_25
        del add_26
        del getitem_12
        del getitem_13
        del getitem_14
        del getitem_15
        del permute_39
        buf23 = buf22[0]
        assert_size_stride(buf23, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf23, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf24 = buf22[1]
        assert_size_stride(buf24, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf24, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf25 = buf22[2]
        assert_size_stride(buf25, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf25, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        del buf22
        buf26 = reinterpret_tensor(buf25, (4, 256, 8, 64), (131072, 512, 64, 1), 0); del buf25  # reuse
        # Topologically Sorted Source Nodes: [add_40, permute_67, clone_11], Original ATen: [aten.add, aten.transpose, aten.clone]
        # [Provenance debug handles] triton_poi_fused_add_clone_transpose_7:20
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_clone_transpose_7.run(buf26, tangents_7, 524288, stream=stream0)
        del tangents_7
        buf27 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_40, permute_67, clone_11, view_94, view_95, permute_68, mm_39], Original ATen: [aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:21
        extern_kernels.mm(reinterpret_tensor(buf26, (512, 1024), (1, 512), 0), view_58, out=buf27)
        buf28 = buf21; del buf21  # reuse
        # Topologically Sorted Source Nodes: [add_40, permute_67, clone_11, view_94, view_95, linear_23, permute_70, mm_40], Original ATen: [aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf26, (1024, 512), (512, 1), 0), primals_34, out=buf28)
        del primals_34
        buf29 = buf26; del buf26  # reuse
        buf32 = reinterpret_tensor(buf12, (4, 256, 8, 64), (131072, 512, 64, 1), 0); del buf12  # reuse
        # Topologically Sorted Source Nodes: [add_39, matmul, freqs, emb, sin, sin_1, sin_3, mul_64, slice_20, slice_21, neg_14, full_default_13, add_41, cos, cos_1, cos_3, mul_65, add_42, mul_66, slice_22, slice_23, neg_15, add_43, mul_67, add_44, permute_72, clone_12, permute_77, clone_13], Original ATen: [aten.add, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.slice_backward, aten.cos, aten.clone]
        # [Provenance debug handles] triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8:23
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8.run(tangents_8, buf24, mm_default, buf23, buf29, buf32, 524288, stream=stream0)
        del buf23
        del tangents_8
        buf30 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_39, matmul, freqs, emb, sin, sin_1, sin_3, mul_64, slice_20, slice_21, neg_14, full_default_13, add_41, cos, cos_1, cos_3, mul_65, add_42, permute_72, clone_12, view_97, view_98, permute_73, mm_41], Original ATen: [aten.add, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.slice_backward, aten.cos, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf29, (512, 1024), (1, 512), 0), view_58, out=buf30)
        buf31 = reinterpret_tensor(buf24, (1024, 512), (512, 1), 0); del buf24  # reuse
        # Topologically Sorted Source Nodes: [add_39, matmul, freqs, emb, sin, sin_1, sin_3, mul_64, slice_20, slice_21, neg_14, full_default_13, add_41, cos, cos_1, cos_3, mul_65, add_42, permute_72, clone_12, view_97, view_98, linear_22, permute_75, mm_42], Original ATen: [aten.add, aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.slice_backward, aten.cos, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:25
        extern_kernels.mm(reinterpret_tensor(buf29, (1024, 512), (512, 1), 0), primals_33, out=buf31)
        del primals_33
        buf33 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, mul_66, slice_22, slice_23, neg_15, add_43, mul_67, add_44, permute_77, clone_13, view_100, view_101, permute_78, mm_43], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf32, (512, 1024), (1, 512), 0), view_58, out=buf33)
        del view_58
        buf34 = reinterpret_tensor(buf29, (1024, 512), (512, 1), 0); del buf29  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, mul_66, slice_22, slice_23, neg_15, add_43, mul_67, add_44, permute_77, clone_13, view_100, view_101, linear_21, permute_80, mm_44], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:27
        extern_kernels.mm(reinterpret_tensor(buf32, (1024, 512), (512, 1), 0), primals_32, out=buf34)
        del buf32
        del primals_32
        buf35 = buf16; del buf16  # reuse
        # Topologically Sorted Source Nodes: [view_96, view_99, add_45, view_102, add_46, hidden_states_25, mul_69, sum_9], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_sum_view_9:28
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_sum_view_9.run(buf28, buf31, buf34, add_23, rsqrt_6, buf35, 4096, 128, stream=stream0)
        buf36 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_96, view_99, add_45, view_102, add_46, hidden_states_25, mul_69, sum_9], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_per_fused_mul_sum_view_2:29
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(buf35, buf36, 512, 8, stream=stream0)
        buf38 = buf19; del buf19  # reuse
        # Topologically Sorted Source Nodes: [view_96, view_99, add_45, view_102, add_46, mul_68, mul_70, mul_71, sum_10, add_47, pow_14, mul_72, mul_73, expand_11, div_8, pow_15, mul_74, mul_75, add_48], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
        # [Provenance debug handles] triton_per_fused_add_div_expand_mul_pow_sum_view_10:30
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_10.run(buf38, buf28, buf31, buf34, primals_31, add_23, rsqrt_6, 1024, 512, stream=stream0)
        del add_23
        del buf28
        del primals_31
        del rsqrt_6
        buf39 = empty_strided_cuda((512, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_104, permute_82, mm_45], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:31
        extern_kernels.mm(reinterpret_tensor(buf38, (512, 1024), (1, 512), 0), view_56, out=buf39)
        del view_56
        buf40 = reinterpret_tensor(buf13, (1024, 1408), (1408, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [view_104, down_proj_2, permute_84, mm_46], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf38, (1024, 512), (512, 1), 0), primals_30, out=buf40)
        del primals_30
        buf41 = buf10; del buf10  # reuse
        buf44 = reinterpret_tensor(mm_19, (4, 256, 1408), (360448, 1408, 1), 0); del mm_19  # reuse
        # Topologically Sorted Source Nodes: [view_105, linear_18, silu_2, mul_76, linear_19, mul_77, reciprocal_1, mul_78, mul_79, sub_4, mul_80, add_50, mul_81], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4:33
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.run(buf44, buf40, mm_18, buf41, 1441792, stream=stream0)
        del buf40
        del mm_18
        buf42 = empty_strided_cuda((1408, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_105, linear_18, silu_2, mul_76, view_106, permute_86, mm_47], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf41, (1408, 1024), (1, 1408), 0), view_52, out=buf42)
        buf43 = buf34; del buf34  # reuse
        # Topologically Sorted Source Nodes: [view_105, linear_18, silu_2, mul_76, view_106, linear_19, permute_88, mm_48], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:35
        extern_kernels.mm(reinterpret_tensor(buf41, (1024, 1408), (1408, 1), 0), primals_29, out=buf43)
        del primals_29
        buf45 = empty_strided_cuda((1408, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_105, linear_18, silu_2, linear_19, mul_77, reciprocal_1, mul_78, mul_79, sub_4, mul_80, add_50, mul_81, view_108, permute_90, mm_49], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf44, (1408, 1024), (1, 1408), 0), view_52, out=buf45)
        del view_52
        buf46 = buf31; del buf31  # reuse
        # Topologically Sorted Source Nodes: [view_105, linear_18, silu_2, linear_19, mul_77, reciprocal_1, mul_78, mul_79, sub_4, mul_80, add_50, mul_81, view_108, permute_92, mm_50], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:37
        extern_kernels.mm(reinterpret_tensor(buf44, (1024, 1408), (1408, 1), 0), primals_28, out=buf46)
        del primals_28
        buf47 = buf35; del buf35  # reuse
        # Topologically Sorted Source Nodes: [view_107, view_109, add_51, hidden_states_21, mul_83, sum_11], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_sum_view_5:38
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_sum_view_5.run(buf43, buf46, add_20, rsqrt_5, buf47, 4096, 128, stream=stream0)
        buf48 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_107, view_109, add_51, hidden_states_21, mul_83, sum_11], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_per_fused_mul_sum_view_2:39
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(buf47, buf48, 512, 8, stream=stream0)
        buf50 = buf38; del buf38  # reuse
        # Topologically Sorted Source Nodes: [view_107, view_109, add_51, mul_82, mul_84, mul_85, sum_12, add_52, pow_16, mul_86, mul_87, expand_12, div_9, pow_17, mul_88, mul_89, add_53], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
        # [Provenance debug handles] triton_per_fused_add_div_expand_mul_pow_sum_view_6:40
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_6.run(buf50, buf43, buf46, primals_27, add_20, rsqrt_5, 1024, 512, stream=stream0)
        del add_20
        del primals_27
        del rsqrt_5
        buf51 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_111, permute_94, transpose_12, reshape_2, attn_output_11, mm_51], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:41
        extern_kernels.mm(reinterpret_tensor(buf50, (512, 1024), (1, 512), 0), reinterpret_tensor(getitem_8, (1024, 512), (512, 1), 0), out=buf51)
        buf52 = buf46; del buf46  # reuse
        # Topologically Sorted Source Nodes: [view_111, attn_output_11, permute_96, mm_52], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf50, (1024, 512), (512, 1), 0), primals_26, out=buf52)
        del primals_26
        # Topologically Sorted Source Nodes: [attn_output, view_112, view_113, permute_98, _scaled_dot_product_efficient_attention_backward_1], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:43
        buf53 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf52, (4, 8, 256, 64), (131072, 64, 512, 1), 0), add_18, add_19, permute_28, reinterpret_tensor(where, (4, 8, 256, 256), (65536, 0, 256, 1), 0), getitem_8, getitem_9, getitem_10, getitem_11, 0.0, [True, True, True, False], scale=0.125)
        del add_18
        del add_19
        del getitem_10
        del getitem_11
        del getitem_8
        del getitem_9
        del permute_28
        buf54 = buf53[0]
        assert_size_stride(buf54, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf54, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf55 = buf53[1]
        assert_size_stride(buf55, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf55, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf56 = buf53[2]
        assert_size_stride(buf56, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf56, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        del buf53
        buf57 = reinterpret_tensor(buf56, (4, 256, 8, 64), (131072, 512, 64, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [add_55, permute_99, clone_14], Original ATen: [aten.add, aten.transpose, aten.clone]
        # [Provenance debug handles] triton_poi_fused_add_clone_transpose_7:44
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_clone_transpose_7.run(buf57, tangents_5, 524288, stream=stream0)
        del tangents_5
        buf58 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_55, permute_99, clone_14, view_114, view_115, permute_100, mm_53], Original ATen: [aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:45
        extern_kernels.mm(reinterpret_tensor(buf57, (512, 1024), (1, 512), 0), view_40, out=buf58)
        buf59 = buf52; del buf52  # reuse
        # Topologically Sorted Source Nodes: [add_55, permute_99, clone_14, view_114, view_115, linear_16, permute_102, mm_54], Original ATen: [aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:46
        extern_kernels.mm(reinterpret_tensor(buf57, (1024, 512), (512, 1), 0), primals_25, out=buf59)
        del primals_25
        buf60 = buf57; del buf57  # reuse
        buf63 = reinterpret_tensor(buf43, (4, 256, 8, 64), (131072, 512, 64, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, add_54, mul_90, slice_26, slice_27, neg_17, add_56, mul_91, add_57, mul_92, slice_28, slice_29, neg_18, add_58, mul_93, add_59, permute_104, clone_15, permute_109, clone_16], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.add, aten.slice, aten.neg, aten.clone]
        # [Provenance debug handles] triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8:47
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8.run(tangents_6, buf55, mm_default, buf54, buf60, buf63, 524288, stream=stream0)
        del buf54
        del tangents_6
        buf61 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, add_54, mul_90, slice_26, slice_27, neg_17, add_56, mul_91, add_57, permute_104, clone_15, view_117, view_118, permute_105, mm_55], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.add, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:48
        extern_kernels.mm(reinterpret_tensor(buf60, (512, 1024), (1, 512), 0), view_40, out=buf61)
        buf62 = reinterpret_tensor(buf55, (1024, 512), (512, 1), 0); del buf55  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, add_54, mul_90, slice_26, slice_27, neg_17, add_56, mul_91, add_57, permute_104, clone_15, view_117, view_118, linear_15, permute_107, mm_56], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.add, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:49
        extern_kernels.mm(reinterpret_tensor(buf60, (1024, 512), (512, 1), 0), primals_24, out=buf62)
        del primals_24
        buf64 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, mul_92, slice_28, slice_29, neg_18, add_58, mul_93, add_59, permute_109, clone_16, view_120, view_121, permute_110, mm_57], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:50
        extern_kernels.mm(reinterpret_tensor(buf63, (512, 1024), (1, 512), 0), view_40, out=buf64)
        del view_40
        buf65 = reinterpret_tensor(buf60, (1024, 512), (512, 1), 0); del buf60  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, mul_92, slice_28, slice_29, neg_18, add_58, mul_93, add_59, permute_109, clone_16, view_120, view_121, linear_14, permute_112, mm_58], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:51
        extern_kernels.mm(reinterpret_tensor(buf63, (1024, 512), (512, 1), 0), primals_23, out=buf65)
        del buf63
        del primals_23
        buf66 = buf47; del buf47  # reuse
        # Topologically Sorted Source Nodes: [view_116, view_119, add_60, view_122, add_61, hidden_states_17, mul_95, sum_13], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_sum_view_9:52
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_sum_view_9.run(buf59, buf62, buf65, add_16, rsqrt_4, buf66, 4096, 128, stream=stream0)
        buf67 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_116, view_119, add_60, view_122, add_61, hidden_states_17, mul_95, sum_13], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_per_fused_mul_sum_view_2:53
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(buf66, buf67, 512, 8, stream=stream0)
        buf69 = buf50; del buf50  # reuse
        # Topologically Sorted Source Nodes: [view_116, view_119, add_60, view_122, add_61, mul_94, mul_96, mul_97, sum_14, add_62, pow_18, mul_98, mul_99, expand_13, div_10, pow_19, mul_100, mul_101, add_63], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
        # [Provenance debug handles] triton_per_fused_add_div_expand_mul_pow_sum_view_10:54
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_10.run(buf69, buf59, buf62, buf65, primals_22, add_16, rsqrt_4, 1024, 512, stream=stream0)
        del add_16
        del buf59
        del primals_22
        del rsqrt_4
        buf70 = empty_strided_cuda((512, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_124, permute_114, mm_59], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:55
        extern_kernels.mm(reinterpret_tensor(buf69, (512, 1024), (1, 512), 0), view_38, out=buf70)
        del view_38
        buf71 = reinterpret_tensor(buf44, (1024, 1408), (1408, 1), 0); del buf44  # reuse
        # Topologically Sorted Source Nodes: [view_124, down_proj_1, permute_116, mm_60], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:56
        extern_kernels.mm(reinterpret_tensor(buf69, (1024, 512), (512, 1), 0), primals_21, out=buf71)
        del primals_21
        buf72 = buf41; del buf41  # reuse
        buf75 = reinterpret_tensor(mm_12, (4, 256, 1408), (360448, 1408, 1), 0); del mm_12  # reuse
        # Topologically Sorted Source Nodes: [view_125, linear_11, silu_1, mul_102, linear_12, mul_103, reciprocal_2, mul_104, mul_105, sub_5, mul_106, add_65, mul_107], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4:57
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.run(buf75, buf71, mm_11, buf72, 1441792, stream=stream0)
        del buf71
        del mm_11
        buf73 = empty_strided_cuda((1408, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_125, linear_11, silu_1, mul_102, view_126, permute_118, mm_61], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:58
        extern_kernels.mm(reinterpret_tensor(buf72, (1408, 1024), (1, 1408), 0), view_34, out=buf73)
        buf74 = buf65; del buf65  # reuse
        # Topologically Sorted Source Nodes: [view_125, linear_11, silu_1, mul_102, view_126, linear_12, permute_120, mm_62], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:59
        extern_kernels.mm(reinterpret_tensor(buf72, (1024, 1408), (1408, 1), 0), primals_20, out=buf74)
        del primals_20
        buf76 = empty_strided_cuda((1408, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_125, linear_11, silu_1, linear_12, mul_103, reciprocal_2, mul_104, mul_105, sub_5, mul_106, add_65, mul_107, view_128, permute_122, mm_63], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:60
        extern_kernels.mm(reinterpret_tensor(buf75, (1408, 1024), (1, 1408), 0), view_34, out=buf76)
        del view_34
        buf77 = buf62; del buf62  # reuse
        # Topologically Sorted Source Nodes: [view_125, linear_11, silu_1, linear_12, mul_103, reciprocal_2, mul_104, mul_105, sub_5, mul_106, add_65, mul_107, view_128, permute_124, mm_64], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:61
        extern_kernels.mm(reinterpret_tensor(buf75, (1024, 1408), (1408, 1), 0), primals_19, out=buf77)
        del primals_19
        buf78 = buf66; del buf66  # reuse
        # Topologically Sorted Source Nodes: [view_127, view_129, add_66, hidden_states_13, mul_109, sum_15], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_sum_view_5:62
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_sum_view_5.run(buf74, buf77, add_13, rsqrt_3, buf78, 4096, 128, stream=stream0)
        buf79 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_127, view_129, add_66, hidden_states_13, mul_109, sum_15], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_per_fused_mul_sum_view_2:63
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(buf78, buf79, 512, 8, stream=stream0)
        buf81 = buf69; del buf69  # reuse
        # Topologically Sorted Source Nodes: [view_127, view_129, add_66, mul_108, mul_110, mul_111, sum_16, add_67, pow_20, mul_112, mul_113, expand_14, div_11, pow_21, mul_114, mul_115, add_68], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
        # [Provenance debug handles] triton_per_fused_add_div_expand_mul_pow_sum_view_6:64
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_6.run(buf81, buf74, buf77, primals_18, add_13, rsqrt_3, 1024, 512, stream=stream0)
        del add_13
        del primals_18
        del rsqrt_3
        buf82 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_131, permute_126, transpose_8, reshape_1, attn_output_7, mm_65], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:65
        extern_kernels.mm(reinterpret_tensor(buf81, (512, 1024), (1, 512), 0), reinterpret_tensor(getitem_4, (1024, 512), (512, 1), 0), out=buf82)
        buf83 = buf77; del buf77  # reuse
        # Topologically Sorted Source Nodes: [view_131, attn_output_7, permute_128, mm_66], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:66
        extern_kernels.mm(reinterpret_tensor(buf81, (1024, 512), (512, 1), 0), primals_17, out=buf83)
        del primals_17
        # Topologically Sorted Source Nodes: [attn_output, view_132, view_133, permute_130, _scaled_dot_product_efficient_attention_backward_2], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:67
        buf84 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf83, (4, 8, 256, 64), (131072, 64, 512, 1), 0), add_11, add_12, permute_17, reinterpret_tensor(where, (4, 8, 256, 256), (65536, 0, 256, 1), 0), getitem_4, getitem_5, getitem_6, getitem_7, 0.0, [True, True, True, False], scale=0.125)
        del add_11
        del add_12
        del getitem_4
        del getitem_5
        del getitem_6
        del getitem_7
        del permute_17
        buf85 = buf84[0]
        assert_size_stride(buf85, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf85, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf86 = buf84[1]
        assert_size_stride(buf86, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf86, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf87 = buf84[2]
        assert_size_stride(buf87, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf87, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        del buf84
        buf88 = reinterpret_tensor(buf87, (4, 256, 8, 64), (131072, 512, 64, 1), 0); del buf87  # reuse
        # Topologically Sorted Source Nodes: [add_70, permute_131, clone_17], Original ATen: [aten.add, aten.transpose, aten.clone]
        # [Provenance debug handles] triton_poi_fused_add_clone_transpose_7:68
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_clone_transpose_7.run(buf88, tangents_3, 524288, stream=stream0)
        del tangents_3
        buf89 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_70, permute_131, clone_17, view_134, view_135, permute_132, mm_67], Original ATen: [aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:69
        extern_kernels.mm(reinterpret_tensor(buf88, (512, 1024), (1, 512), 0), view_22, out=buf89)
        buf90 = buf83; del buf83  # reuse
        # Topologically Sorted Source Nodes: [add_70, permute_131, clone_17, view_134, view_135, linear_9, permute_134, mm_68], Original ATen: [aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:70
        extern_kernels.mm(reinterpret_tensor(buf88, (1024, 512), (512, 1), 0), primals_16, out=buf90)
        del primals_16
        buf91 = buf88; del buf88  # reuse
        buf94 = reinterpret_tensor(buf74, (4, 256, 8, 64), (131072, 512, 64, 1), 0); del buf74  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, add_69, mul_116, slice_32, slice_33, neg_20, add_71, mul_117, add_72, mul_118, slice_34, slice_35, neg_21, add_73, mul_119, add_74, permute_136, clone_18, permute_141, clone_19], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.add, aten.slice, aten.neg, aten.clone]
        # [Provenance debug handles] triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8:71
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8.run(tangents_4, buf86, mm_default, buf85, buf91, buf94, 524288, stream=stream0)
        del tangents_4
        buf92 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, add_69, mul_116, slice_32, slice_33, neg_20, add_71, mul_117, add_72, permute_136, clone_18, view_137, view_138, permute_137, mm_69], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.add, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:72
        extern_kernels.mm(reinterpret_tensor(buf91, (512, 1024), (1, 512), 0), view_22, out=buf92)
        buf93 = reinterpret_tensor(buf86, (1024, 512), (512, 1), 0); del buf86  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, add_69, mul_116, slice_32, slice_33, neg_20, add_71, mul_117, add_72, permute_136, clone_18, view_137, view_138, linear_8, permute_139, mm_70], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.add, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:73
        extern_kernels.mm(reinterpret_tensor(buf91, (1024, 512), (512, 1), 0), primals_15, out=buf93)
        del primals_15
        buf95 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, mul_118, slice_34, slice_35, neg_21, add_73, mul_119, add_74, permute_141, clone_19, view_140, view_141, permute_142, mm_71], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:74
        extern_kernels.mm(reinterpret_tensor(buf94, (512, 1024), (1, 512), 0), view_22, out=buf95)
        del view_22
        buf96 = reinterpret_tensor(buf91, (1024, 512), (512, 1), 0); del buf91  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, mul_118, slice_34, slice_35, neg_21, add_73, mul_119, add_74, permute_141, clone_19, view_140, view_141, linear_7, permute_144, mm_72], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:75
        extern_kernels.mm(reinterpret_tensor(buf94, (1024, 512), (512, 1), 0), primals_14, out=buf96)
        del primals_14
        buf97 = buf78; del buf78  # reuse
        # Topologically Sorted Source Nodes: [view_136, view_139, add_75, view_142, add_76, hidden_states_9, mul_121, sum_17], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_red_fused_add_mul_sum_view_9:76
        stream0 = get_raw_stream(0)
        triton_red_fused_add_mul_sum_view_9.run(buf90, buf93, buf96, add_9, rsqrt_2, buf97, 4096, 128, stream=stream0)
        buf98 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_136, view_139, add_75, view_142, add_76, hidden_states_9, mul_121, sum_17], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_per_fused_mul_sum_view_2:77
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(buf97, buf98, 512, 8, stream=stream0)
        buf100 = buf81; del buf81  # reuse
        # Topologically Sorted Source Nodes: [view_136, view_139, add_75, view_142, add_76, mul_120, mul_122, mul_123, sum_18, add_77, pow_22, mul_124, mul_125, expand_15, div_12, pow_23, mul_126, mul_127, add_78], Original ATen: [aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div]
        # [Provenance debug handles] triton_per_fused_add_div_expand_mul_pow_sum_view_10:78
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_expand_mul_pow_sum_view_10.run(buf100, buf90, buf93, buf96, primals_13, add_9, rsqrt_2, 1024, 512, stream=stream0)
        del add_9
        del primals_13
        del rsqrt_2
        buf101 = empty_strided_cuda((512, 1408), (1408, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_144, permute_146, mm_73], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:79
        extern_kernels.mm(reinterpret_tensor(buf100, (512, 1024), (1, 512), 0), view_20, out=buf101)
        del view_20
        buf102 = reinterpret_tensor(buf75, (1024, 1408), (1408, 1), 0); del buf75  # reuse
        # Topologically Sorted Source Nodes: [view_144, down_proj, permute_148, mm_74], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:80
        extern_kernels.mm(reinterpret_tensor(buf100, (1024, 512), (512, 1), 0), primals_12, out=buf102)
        del primals_12
        buf103 = buf72; del buf72  # reuse
        buf106 = reinterpret_tensor(mm_5, (4, 256, 1408), (360448, 1408, 1), 0); del mm_5  # reuse
        # Topologically Sorted Source Nodes: [view_145, linear_4, silu, mul_128, linear_5, mul_129, reciprocal_3, mul_130, mul_131, sub_6, mul_132, add_80, mul_133], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward]
        # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4:81
        stream0 = get_raw_stream(0)
        triton_poi_fused__unsafe_view_mul_silu_silu_backward_view_4.run(buf106, buf102, mm_4, buf103, 1441792, stream=stream0)
        del buf102
        del mm_4
        buf104 = empty_strided_cuda((1408, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_145, linear_4, silu, mul_128, view_146, permute_150, mm_75], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:82
        extern_kernels.mm(reinterpret_tensor(buf103, (1408, 1024), (1, 1408), 0), view_16, out=buf104)
        buf105 = buf96; del buf96  # reuse
        # Topologically Sorted Source Nodes: [view_145, linear_4, silu, mul_128, view_146, linear_5, permute_152, mm_76], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:83
        extern_kernels.mm(reinterpret_tensor(buf103, (1024, 1408), (1408, 1), 0), primals_11, out=buf105)
        del buf103
        del primals_11
        buf107 = empty_strided_cuda((1408, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_145, linear_4, silu, linear_5, mul_129, reciprocal_3, mul_130, mul_131, sub_6, mul_132, add_80, mul_133, view_148, permute_154, mm_77], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:84
        extern_kernels.mm(reinterpret_tensor(buf106, (1408, 1024), (1, 1408), 0), view_16, out=buf107)
        del view_16
        buf108 = buf93; del buf93  # reuse
        # Topologically Sorted Source Nodes: [view_145, linear_4, silu, linear_5, mul_129, reciprocal_3, mul_130, mul_131, sub_6, mul_132, add_80, mul_133, view_148, permute_156, mm_78], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:85
        extern_kernels.mm(reinterpret_tensor(buf106, (1024, 1408), (1408, 1), 0), primals_10, out=buf108)
        del buf106
        del primals_10
        buf112 = buf100; del buf100  # reuse
        # Topologically Sorted Source Nodes: [view_147, view_149, add_81, mul_134, attn_output_3, hidden_states_3, mul_136, mul_137, sum_20, add_82, pow_24, mul_138, mul_139, expand_16, div_13, pow_25, mul_140, mul_141, add_83], Original ATen: [aten.view, aten.add, aten.mul, aten._unsafe_view, aten.sum, aten.pow, aten.expand, aten.div]
        # [Provenance debug handles] triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_11:86
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_div_expand_mul_pow_sum_view_11.run(buf112, buf105, buf108, primals_9, embedding, mm_3, rsqrt_1, 1024, 512, stream=stream0)
        del primals_9
        buf114 = buf90; del buf90  # reuse
        # Topologically Sorted Source Nodes: [view_151, attn_output_3, permute_160, mm_80], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:87
        extern_kernels.mm(reinterpret_tensor(buf112, (1024, 512), (512, 1), 0), primals_8, out=buf114)
        del primals_8
        # Topologically Sorted Source Nodes: [attn_output, view_152, view_153, permute_162, _scaled_dot_product_efficient_attention_backward_3], Original ATen: [aten.expand, aten.view, aten.transpose, aten._scaled_dot_product_efficient_attention_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention_backward.default:88
        buf115 = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(reinterpret_tensor(buf114, (4, 8, 256, 64), (131072, 64, 512, 1), 0), add_4, add_5, permute_6, reinterpret_tensor(where, (4, 8, 256, 256), (65536, 0, 256, 1), 0), getitem, getitem_1, getitem_2, getitem_3, 0.0, [True, True, True, False], scale=0.125)
        del add_4
        del add_5
        del getitem_1
        del getitem_2
        del getitem_3
        del permute_6
        del where
        buf118 = buf115[2]
        assert_size_stride(buf118, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf118, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf119 = reinterpret_tensor(buf118, (4, 256, 8, 64), (131072, 512, 64, 1), 0); del buf118  # reuse
        # Topologically Sorted Source Nodes: [add_85, permute_163, clone_20], Original ATen: [aten.add, aten.transpose, aten.clone]
        # [Provenance debug handles] triton_poi_fused_add_clone_transpose_7:89
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_clone_transpose_7.run(buf119, tangents_1, 524288, stream=stream0)
        del tangents_1
        buf121 = buf114; del buf114  # reuse
        # Topologically Sorted Source Nodes: [add_85, permute_163, clone_20, view_154, view_155, linear_2, permute_166, mm_82], Original ATen: [aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:90
        extern_kernels.mm(reinterpret_tensor(buf119, (1024, 512), (512, 1), 0), primals_7, out=buf121)
        del primals_7
        buf116 = buf115[0]
        assert_size_stride(buf116, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf116, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        buf117 = buf115[1]
        assert_size_stride(buf117, (4, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        assert_alignment(buf117, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention_backward.default')
        del buf115
        buf122 = buf94; del buf94  # reuse
        buf125 = reinterpret_tensor(buf85, (4, 256, 8, 64), (131072, 512, 64, 1), 0); del buf85  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, add_84, mul_142, slice_38, slice_39, neg_23, add_86, mul_143, add_87, mul_144, slice_40, slice_41, neg_24, add_88, mul_145, add_89, permute_168, clone_21, permute_173, clone_22], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.add, aten.slice, aten.neg, aten.clone]
        # [Provenance debug handles] triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8:91
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_bmm_cat_clone_cos_mul_neg_sin_slice_slice_backward_transpose_unsqueeze_8.run(tangents_2, buf117, mm_default, buf116, buf122, buf125, 524288, stream=stream0)
        del mm_default
        del tangents_2
        buf124 = reinterpret_tensor(buf117, (1024, 512), (512, 1), 0); del buf117  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, add_84, mul_142, slice_38, slice_39, neg_23, add_86, mul_143, add_87, permute_168, clone_21, view_157, view_158, linear_1, permute_171, mm_84], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.add, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:92
        extern_kernels.mm(reinterpret_tensor(buf122, (1024, 512), (512, 1), 0), primals_6, out=buf124)
        del primals_6
        buf127 = reinterpret_tensor(buf116, (1024, 512), (512, 1), 0); del buf116  # reuse
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, mul_144, slice_40, slice_41, neg_24, add_88, mul_145, add_89, permute_173, clone_22, view_160, view_161, linear, permute_176, mm_86], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:93
        extern_kernels.mm(reinterpret_tensor(buf125, (1024, 512), (512, 1), 0), primals_5, out=buf127)
        del primals_5
        buf109 = buf97; del buf97  # reuse
        buf128 = empty_strided_cuda((1, 1, 512, 8), (4096, 4096, 1, 512), torch.float32)
        # Topologically Sorted Source Nodes: [view_147, view_149, add_81, attn_output_3, hidden_states_3, hidden_states_5, mul_135, sum_19, view_156, view_159, add_90, view_162, add_91, hidden_states_1, mul_147, sum_21], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum]
        # [Provenance debug handles] triton_red_fused__unsafe_view_add_mul_sum_view_12:94
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_mul_sum_view_12.run(buf105, buf108, embedding, mm_3, rsqrt_1, buf121, buf124, buf127, rsqrt, buf109, buf128, 4096, 128, stream=stream0)
        del buf105
        del buf108
        del mm_3
        del rsqrt_1
        buf110 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_147, view_149, add_81, attn_output_3, hidden_states_3, hidden_states_5, mul_135, sum_19], Original ATen: [aten.view, aten.add, aten._unsafe_view, aten.mul, aten.sum]
        # [Provenance debug handles] triton_per_fused_mul_sum_view_2:95
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(buf109, buf110, 512, 8, stream=stream0)
        del buf109
        buf113 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_151, permute_158, transpose_4, reshape, attn_output_3, mm_79], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:96
        extern_kernels.mm(reinterpret_tensor(buf112, (512, 1024), (1, 512), 0), reinterpret_tensor(getitem, (1024, 512), (512, 1), 0), out=buf113)
        del getitem
        buf120 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_85, permute_163, clone_20, view_154, view_155, permute_164, mm_81], Original ATen: [aten.add, aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:97
        extern_kernels.mm(reinterpret_tensor(buf119, (512, 1024), (1, 512), 0), view_4, out=buf120)
        del buf119
        buf123 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, add_84, mul_142, slice_38, slice_39, neg_23, add_86, mul_143, add_87, permute_168, clone_21, view_157, view_158, permute_169, mm_83], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.add, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:98
        extern_kernels.mm(reinterpret_tensor(buf122, (512, 1024), (1, 512), 0), view_4, out=buf123)
        del buf122
        buf126 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul, freqs, emb, sin, sin_1, sin_3, full_default_13, cos, cos_1, cos_3, mul_144, slice_40, slice_41, neg_24, add_88, mul_145, add_89, permute_173, clone_22, view_160, view_161, permute_174, mm_85], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.sin, aten.mul, aten.unsqueeze, aten.slice_backward, aten.cos, aten.slice, aten.neg, aten.add, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:99
        extern_kernels.mm(reinterpret_tensor(buf125, (512, 1024), (1, 512), 0), view_4, out=buf126)
        del buf125
        del view_4
        buf129 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_156, view_159, add_90, view_162, add_91, hidden_states_1, mul_147, sum_21], Original ATen: [aten.view, aten.add, aten.mul, aten.sum]
        # [Provenance debug handles] triton_per_fused_mul_sum_view_2:100
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_sum_view_2.run(buf128, buf129, 512, 8, stream=stream0)
        del buf128
        buf132 = empty_strided_cuda((32000, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_30], Original ATen: [aten.embedding_dense_backward]
        # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_13:101
        stream0 = get_raw_stream(0)
        triton_poi_fused_embedding_dense_backward_13.run(buf132, 16384000, stream=stream0)
        buf131 = buf112; del buf112  # reuse
        # Topologically Sorted Source Nodes: [attn_output, view_156, view_159, add_90, view_162, add_91, mul_146, mul_148, mul_149, sum_22, add_92, pow_26, mul_150, mul_151, expand_17, div_14, pow_27, mul_152, mul_153, add_93, eq, unsqueeze_21, where_8, full_default_30, index_put], Original ATen: [aten.scalar_tensor, aten.view, aten.add, aten.mul, aten.sum, aten.pow, aten.expand, aten.div, aten.embedding_dense_backward]
        # [Provenance debug handles] triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_scalar_tensor_sum_view_14:102
        stream0 = get_raw_stream(0)
        triton_per_fused_add_div_embedding_dense_backward_expand_mul_pow_scalar_tensor_sum_view_14.run(buf131, buf121, buf124, buf127, primals_4, embedding, primals_1, rsqrt, buf132, 1024, 512, stream=stream0)
        del buf121
        del buf124
        del buf127
        del buf131
        del embedding
        del primals_1
        del primals_4
        del rsqrt
    return (buf2, buf5, buf8, buf11, buf14, buf17, buf20, buf27, buf30, buf33, buf36, buf39, buf42, buf45, buf48, buf51, buf58, buf61, buf64, buf67, buf70, buf73, buf76, buf79, buf82, buf89, buf92, buf95, buf98, buf101, buf104, buf107, buf110, buf113, buf120, buf123, buf126, buf129, buf132, )


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
        primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, embedding, mm_default, rsqrt, view_4, permute_6, add_4, add_5, where, getitem, getitem_1, getitem_2, getitem_3, mm_3, rsqrt_1, view_16, mm_4, mm_5, view_20, add_9, rsqrt_2, view_22, permute_17, add_11, add_12, getitem_4, getitem_5, getitem_6, getitem_7, add_13, rsqrt_3, view_34, mm_11, mm_12, view_38, add_16, rsqrt_4, view_40, permute_28, add_18, add_19, getitem_8, getitem_9, getitem_10, getitem_11, add_20, rsqrt_5, view_52, mm_18, mm_19, view_56, add_23, rsqrt_6, view_58, permute_39, add_25, add_26, getitem_12, getitem_13, getitem_14, getitem_15, add_27, rsqrt_7, view_70, mm_25, mm_26, view_74, add_30, rsqrt_8, view_76, view_77, constant_pad_nd, amax, log, convert_element_type_1, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6, tangents_7, tangents_8, tangents_9, tangents_10 = args
        args.clear()
        partition0_args = [constant_pad_nd, tangents_9, convert_element_type_1, tangents_10, view_77, amax, log, view_76, primals_41, add_30, rsqrt_8, primals_40, view_74, primals_39, mm_25, mm_26, view_70, primals_38, primals_37, add_27, rsqrt_7, primals_36, getitem_12, primals_35, add_25, add_26, permute_39, where, getitem_13, getitem_14, getitem_15, tangents_7, view_58, primals_34, tangents_8, mm_default, primals_33, primals_32, add_23, rsqrt_6, primals_31, view_56, primals_30, mm_18, mm_19, view_52, primals_29, primals_28, add_20, rsqrt_5, primals_27, getitem_8, primals_26, add_18, add_19, permute_28, getitem_9, getitem_10, getitem_11, tangents_5, view_40, primals_25, tangents_6, primals_24, primals_23, add_16, rsqrt_4, primals_22, view_38, primals_21, mm_11, mm_12, view_34, primals_20, primals_19, add_13, rsqrt_3, primals_18, getitem_4, primals_17, add_11, add_12, permute_17, getitem_5, getitem_6, getitem_7, tangents_3, view_22, primals_16, tangents_4, primals_15, primals_14, add_9, rsqrt_2, primals_13, view_20, primals_12, mm_4, mm_5, view_16, primals_11, primals_10, primals_9, embedding, mm_3, rsqrt_1, primals_8, add_4, add_5, permute_6, getitem, getitem_1, getitem_2, getitem_3, tangents_1, primals_7, tangents_2, primals_6, primals_5, rsqrt, view_4, primals_4, primals_1]
        del constant_pad_nd, tangents_9, convert_element_type_1, tangents_10, view_77, amax, log, view_76, primals_41, add_30, rsqrt_8, primals_40, view_74, primals_39, mm_25, mm_26, view_70, primals_38, primals_37, add_27, rsqrt_7, primals_36, getitem_12, primals_35, add_25, add_26, permute_39, where, getitem_13, getitem_14, getitem_15, tangents_7, view_58, primals_34, tangents_8, mm_default, primals_33, primals_32, add_23, rsqrt_6, primals_31, view_56, primals_30, mm_18, mm_19, view_52, primals_29, primals_28, add_20, rsqrt_5, primals_27, getitem_8, primals_26, add_18, add_19, permute_28, getitem_9, getitem_10, getitem_11, tangents_5, view_40, primals_25, tangents_6, primals_24, primals_23, add_16, rsqrt_4, primals_22, view_38, primals_21, mm_11, mm_12, view_34, primals_20, primals_19, add_13, rsqrt_3, primals_18, getitem_4, primals_17, add_11, add_12, permute_17, getitem_5, getitem_6, getitem_7, tangents_3, view_22, primals_16, tangents_4, primals_15, primals_14, add_9, rsqrt_2, primals_13, view_20, primals_12, mm_4, mm_5, view_16, primals_11, primals_10, primals_9, embedding, mm_3, rsqrt_1, primals_8, add_4, add_5, permute_6, getitem, getitem_1, getitem_2, getitem_3, tangents_1, primals_7, tangents_2, primals_6, primals_5, rsqrt, view_4, primals_4, primals_1
        (buf2, buf5, buf8, buf11, buf14, buf17, buf20, buf27, buf30, buf33, buf36, buf39, buf42, buf45, buf48, buf51, buf58, buf61, buf64, buf67, buf70, buf73, buf76, buf79, buf82, buf89, buf92, buf95, buf98, buf101, buf104, buf107, buf110, buf113, buf120, buf123, buf126, buf129, buf132) = self.partitions[0](partition0_args)
        del partition0_args
        return (None, buf132, None, reinterpret_tensor(buf129, (512, ), (1, ), 0), buf126, buf123, buf120, buf113, reinterpret_tensor(buf110, (512, ), (1, ), 0), buf107, buf104, buf101, reinterpret_tensor(buf98, (512, ), (1, ), 0), buf95, buf92, buf89, buf82, reinterpret_tensor(buf79, (512, ), (1, ), 0), buf76, buf73, buf70, reinterpret_tensor(buf67, (512, ), (1, ), 0), buf64, buf61, buf58, buf51, reinterpret_tensor(buf48, (512, ), (1, ), 0), buf45, buf42, buf39, reinterpret_tensor(buf36, (512, ), (1, ), 0), buf33, buf30, buf27, buf20, reinterpret_tensor(buf17, (512, ), (1, ), 0), buf14, buf11, buf8, reinterpret_tensor(buf5, (512, ), (1, ), 0), buf2, )

runner = Runner(partitions=[partition_0,])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.int64)
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
    embedding = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    mm_default = rand_strided((32, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_4 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    permute_6 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    add_4 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    add_5 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    where = rand_strided((4, 1, 256, 256), (65536, 65536, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((4, 8, 256), (2048, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_2 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_3 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    mm_3 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_16 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    mm_4 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    mm_5 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    view_20 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    add_9 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_22 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    permute_17 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    add_11 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    add_12 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_4 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_5 = rand_strided((4, 8, 256), (2048, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_7 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    add_13 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_34 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    mm_11 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    mm_12 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    view_38 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    add_16 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_40 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    permute_28 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    add_18 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    add_19 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_8 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_9 = rand_strided((4, 8, 256), (2048, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_10 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_11 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    add_20 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_5 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_52 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    mm_18 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    mm_19 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    view_56 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    add_23 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_6 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_58 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    permute_39 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    add_25 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    add_26 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_12 = rand_strided((4, 8, 256, 64), (131072, 64, 512, 1), device='cuda:0', dtype=torch.float32)
    getitem_13 = rand_strided((4, 8, 256), (2048, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_14 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_15 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    add_27 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_7 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_70 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    mm_25 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    mm_26 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    view_74 = rand_strided((1024, 1408), (1408, 1), device='cuda:0', dtype=torch.float32)
    add_30 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_8 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_76 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_77 = rand_strided((4, 256, 32000), (8192000, 32000, 1), device='cuda:0', dtype=torch.float32)
    constant_pad_nd = rand_strided((4, 257), (257, 1), device='cuda:0', dtype=torch.int64)
    amax = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    log = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_2 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_3 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_4 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_5 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_6 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_7 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_8 = rand_strided((4, 8, 256, 64), (131072, 16384, 64, 1), device='cuda:0', dtype=torch.float32)
    tangents_9 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    tangents_10 = rand_strided((4, 256, 32000), (8192000, 32000, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, embedding, mm_default, rsqrt, view_4, permute_6, add_4, add_5, where, getitem, getitem_1, getitem_2, getitem_3, mm_3, rsqrt_1, view_16, mm_4, mm_5, view_20, add_9, rsqrt_2, view_22, permute_17, add_11, add_12, getitem_4, getitem_5, getitem_6, getitem_7, add_13, rsqrt_3, view_34, mm_11, mm_12, view_38, add_16, rsqrt_4, view_40, permute_28, add_18, add_19, getitem_8, getitem_9, getitem_10, getitem_11, add_20, rsqrt_5, view_52, mm_18, mm_19, view_56, add_23, rsqrt_6, view_58, permute_39, add_25, add_26, getitem_12, getitem_13, getitem_14, getitem_15, add_27, rsqrt_7, view_70, mm_25, mm_26, view_74, add_30, rsqrt_8, view_76, view_77, constant_pad_nd, amax, log, convert_element_type_1, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6, tangents_7, tangents_8, tangents_9, tangents_10]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
