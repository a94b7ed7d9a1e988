
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
