# AOT ID: ['1_inference']
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
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
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


# kernel path: /tmp/inductor-probe-step/cache/nv/cnvhhlmjj5aednh243zn7ufpmlxbw6sqocn3aawhvjboomex3avi.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_0 = async_compile.triton('triton_for_fused_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32', 'out_ptr10': '*fp32', 'out_ptr11': '*fp32', 'out_ptr12': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr15': '*fp32', 'out_ptr16': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]], (32,): [['tt.divisibility', 16]], (33,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 17, 'min_blocks': 0, 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 1, 'no_x_dim_1': False, 'xnumel_1': 1, 'no_x_dim_2': False, 'xnumel_2': 1, 'no_x_dim_3': False, 'xnumel_3': 1, 'no_x_dim_4': False, 'xnumel_4': 1, 'no_x_dim_5': False, 'xnumel_5': 1, 'no_x_dim_6': False, 'xnumel_6': 1, 'no_x_dim_7': False, 'xnumel_7': 1, 'no_x_dim_8': False, 'xnumel_8': 1, 'no_x_dim_9': False, 'xnumel_9': 1, 'no_x_dim_10': False, 'xnumel_10': 1, 'no_x_dim_11': False, 'xnumel_11': 1, 'no_x_dim_12': False, 'xnumel_12': 1, 'no_x_dim_13': False, 'xnumel_13': 1, 'no_x_dim_14': False, 'xnumel_14': 1, 'no_x_dim_15': False, 'xnumel_15': 1, 'no_x_dim_16': False, 'xnumel_16': 1}, 'kernel_name': 'triton_for_fused_0', 'mutated_arg_names': ['in_ptr0', 'in_ptr1', 'in_ptr10', 'in_ptr11', 'in_ptr12', 'in_ptr13', 'in_ptr14', 'in_ptr15', 'in_ptr16', 'in_ptr2', 'in_ptr3', 'in_ptr4', 'in_ptr5', 'in_ptr6', 'in_ptr7', 'in_ptr8', 'in_ptr9', 'out_ptr0', 'out_ptr1', 'out_ptr10', 'out_ptr11', 'out_ptr12', 'out_ptr13', 'out_ptr14', 'out_ptr15', 'out_ptr16', 'out_ptr2', 'out_ptr3', 'out_ptr4', 'out_ptr5', 'out_ptr6', 'out_ptr7', 'out_ptr8', 'out_ptr9'], 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, out_ptr8, out_ptr9, out_ptr10, out_ptr11, out_ptr12, out_ptr13, out_ptr14, out_ptr15, out_ptr16):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(1, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(1, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(1, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(1, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(1, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(1, XBLOCK)
    num_xblocks_6 = num_xblocks_5 + tl.cdiv(1, XBLOCK)
    num_xblocks_7 = num_xblocks_6 + tl.cdiv(1, XBLOCK)
    num_xblocks_8 = num_xblocks_7 + tl.cdiv(1, XBLOCK)
    num_xblocks_9 = num_xblocks_8 + tl.cdiv(1, XBLOCK)
    num_xblocks_10 = num_xblocks_9 + tl.cdiv(1, XBLOCK)
    num_xblocks_11 = num_xblocks_10 + tl.cdiv(1, XBLOCK)
    num_xblocks_12 = num_xblocks_11 + tl.cdiv(1, XBLOCK)
    num_xblocks_13 = num_xblocks_12 + tl.cdiv(1, XBLOCK)
    num_xblocks_14 = num_xblocks_13 + tl.cdiv(1, XBLOCK)
    num_xblocks_15 = num_xblocks_14 + tl.cdiv(1, XBLOCK)
    num_xblocks_16 = num_xblocks_15 + tl.cdiv(1, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp0 = tl.load(in_ptr0 + (0))
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
        tmp2 = tl.where(xmask, tmp1, 0.0)
        tmp3 = tl.full([1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp4, xmask)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp5 = tl.load(in_ptr1 + (0))
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
        tmp7 = tl.where(xmask, tmp6, 0.0)
        tmp8 = tl.full([1], 1.0, tl.float32)
        tmp9 = tmp7 + tmp8
        tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp9, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp10 = tl.load(in_ptr2 + (0))
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK])
        tmp12 = tl.where(xmask, tmp11, 0.0)
        tmp13 = tl.full([1], 1.0, tl.float32)
        tmp14 = tmp12 + tmp13
        tl.store(out_ptr2 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp14, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp15 = tl.load(in_ptr3 + (0))
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK])
        tmp17 = tl.where(xmask, tmp16, 0.0)
        tmp18 = tl.full([1], 1.0, tl.float32)
        tmp19 = tmp17 + tmp18
        tl.store(out_ptr3 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp19, xmask)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp20 = tl.load(in_ptr4 + (0))
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK])
        tmp22 = tl.where(xmask, tmp21, 0.0)
        tmp23 = tl.full([1], 1.0, tl.float32)
        tmp24 = tmp22 + tmp23
        tl.store(out_ptr4 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp24, xmask)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp25 = tl.load(in_ptr5 + (0))
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK])
        tmp27 = tl.where(xmask, tmp26, 0.0)
        tmp28 = tl.full([1], 1.0, tl.float32)
        tmp29 = tmp27 + tmp28
        tl.store(out_ptr5 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp29, xmask)
    elif pid < num_xblocks_6:
        pid_offset = pid - num_xblocks_5
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp30 = tl.load(in_ptr6 + (0))
        tmp31 = tl.broadcast_to(tmp30, [XBLOCK])
        tmp32 = tl.where(xmask, tmp31, 0.0)
        tmp33 = tl.full([1], 1.0, tl.float32)
        tmp34 = tmp32 + tmp33
        tl.store(out_ptr6 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp34, xmask)
    elif pid < num_xblocks_7:
        pid_offset = pid - num_xblocks_6
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp35 = tl.load(in_ptr7 + (0))
        tmp36 = tl.broadcast_to(tmp35, [XBLOCK])
        tmp37 = tl.where(xmask, tmp36, 0.0)
        tmp38 = tl.full([1], 1.0, tl.float32)
        tmp39 = tmp37 + tmp38
        tl.store(out_ptr7 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp39, xmask)
    elif pid < num_xblocks_8:
        pid_offset = pid - num_xblocks_7
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp40 = tl.load(in_ptr8 + (0))
        tmp41 = tl.broadcast_to(tmp40, [XBLOCK])
        tmp42 = tl.where(xmask, tmp41, 0.0)
        tmp43 = tl.full([1], 1.0, tl.float32)
        tmp44 = tmp42 + tmp43
        tl.store(out_ptr8 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp44, xmask)
    elif pid < num_xblocks_9:
        pid_offset = pid - num_xblocks_8
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp45 = tl.load(in_ptr9 + (0))
        tmp46 = tl.broadcast_to(tmp45, [XBLOCK])
        tmp47 = tl.where(xmask, tmp46, 0.0)
        tmp48 = tl.full([1], 1.0, tl.float32)
        tmp49 = tmp47 + tmp48
        tl.store(out_ptr9 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp49, xmask)
    elif pid < num_xblocks_10:
        pid_offset = pid - num_xblocks_9
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp50 = tl.load(in_ptr10 + (0))
        tmp51 = tl.broadcast_to(tmp50, [XBLOCK])
        tmp52 = tl.where(xmask, tmp51, 0.0)
        tmp53 = tl.full([1], 1.0, tl.float32)
        tmp54 = tmp52 + tmp53
        tl.store(out_ptr10 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp54, xmask)
    elif pid < num_xblocks_11:
        pid_offset = pid - num_xblocks_10
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp55 = tl.load(in_ptr11 + (0))
        tmp56 = tl.broadcast_to(tmp55, [XBLOCK])
        tmp57 = tl.where(xmask, tmp56, 0.0)
        tmp58 = tl.full([1], 1.0, tl.float32)
        tmp59 = tmp57 + tmp58
        tl.store(out_ptr11 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp59, xmask)
    elif pid < num_xblocks_12:
        pid_offset = pid - num_xblocks_11
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp60 = tl.load(in_ptr12 + (0))
        tmp61 = tl.broadcast_to(tmp60, [XBLOCK])
        tmp62 = tl.where(xmask, tmp61, 0.0)
        tmp63 = tl.full([1], 1.0, tl.float32)
        tmp64 = tmp62 + tmp63
        tl.store(out_ptr12 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp64, xmask)
    elif pid < num_xblocks_13:
        pid_offset = pid - num_xblocks_12
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp65 = tl.load(in_ptr13 + (0))
        tmp66 = tl.broadcast_to(tmp65, [XBLOCK])
        tmp67 = tl.where(xmask, tmp66, 0.0)
        tmp68 = tl.full([1], 1.0, tl.float32)
        tmp69 = tmp67 + tmp68
        tl.store(out_ptr13 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp69, xmask)
    elif pid < num_xblocks_14:
        pid_offset = pid - num_xblocks_13
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp70 = tl.load(in_ptr14 + (0))
        tmp71 = tl.broadcast_to(tmp70, [XBLOCK])
        tmp72 = tl.where(xmask, tmp71, 0.0)
        tmp73 = tl.full([1], 1.0, tl.float32)
        tmp74 = tmp72 + tmp73
        tl.store(out_ptr14 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp74, xmask)
    elif pid < num_xblocks_15:
        pid_offset = pid - num_xblocks_14
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp75 = tl.load(in_ptr15 + (0))
        tmp76 = tl.broadcast_to(tmp75, [XBLOCK])
        tmp77 = tl.where(xmask, tmp76, 0.0)
        tmp78 = tl.full([1], 1.0, tl.float32)
        tmp79 = tmp77 + tmp78
        tl.store(out_ptr15 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp79, xmask)
    elif pid < num_xblocks_16:
        pid_offset = pid - num_xblocks_15
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp80 = tl.load(in_ptr16 + (0))
        tmp81 = tl.broadcast_to(tmp80, [XBLOCK])
        tmp82 = tl.where(xmask, tmp81, 0.0)
        tmp83 = tl.full([1], 1.0, tl.float32)
        tmp84 = tmp82 + tmp83
        tl.store(out_ptr16 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp84, xmask)
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/inductor-probe-step/cache/5c/c5c5pee5zlnvlrr5huouruttmfi5ricfi3efqo2b4ah2xlodlmpg.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_1 = async_compile.triton('triton_for_fused_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'in_ptr18': '*fp32', 'in_ptr19': '*fp32', 'in_ptr20': '*fp32', 'in_ptr21': '*fp32', 'in_ptr22': '*fp32', 'in_ptr23': '*fp32', 'in_ptr24': '*fp32', 'in_ptr25': '*fp32', 'in_ptr26': '*fp32', 'in_ptr27': '*fp32', 'in_ptr28': '*fp32', 'in_ptr29': '*fp32', 'in_ptr30': '*fp32', 'in_ptr31': '*fp32', 'in_ptr32': '*fp32', 'in_ptr33': '*fp32', 'in_ptr34': '*fp32', 'in_ptr35': '*fp32', 'in_ptr36': '*fp32', 'in_ptr37': '*fp32', 'in_ptr38': '*fp32', 'in_ptr39': '*fp32', 'in_ptr40': '*fp32', 'in_ptr41': '*fp32', 'in_ptr42': '*fp32', 'in_ptr43': '*fp32', 'in_ptr44': '*fp32', 'in_ptr45': '*fp32', 'in_ptr46': '*fp32', 'in_ptr47': '*fp32', 'in_ptr48': '*fp32', 'in_ptr49': '*fp32', 'in_ptr50': '*fp32', 'in_ptr51': '*fp32', 'in_ptr52': '*fp32', 'in_ptr53': '*fp32', 'in_ptr54': '*fp32', 'in_ptr55': '*fp32', 'in_ptr56': '*fp32', 'in_ptr57': '*fp32', 'in_ptr58': '*fp32', 'in_ptr59': '*fp32', 'in_ptr60': '*fp32', 'in_ptr61': '*fp32', 'in_ptr62': '*fp32', 'in_ptr63': '*fp32', 'in_ptr64': '*fp32', 'in_ptr65': '*fp32', 'in_ptr66': '*fp32', 'in_ptr67': '*fp32', 'in_ptr68': '*fp32', 'in_ptr69': '*fp32', 'in_ptr70': '*fp32', 'in_ptr71': '*fp32', 'in_ptr72': '*fp32', 'in_ptr73': '*fp32', 'in_ptr74': '*fp32', 'in_ptr75': '*fp32', 'in_ptr76': '*fp32', 'in_ptr77': '*fp32', 'in_ptr78': '*fp32', 'in_ptr79': '*fp32', 'in_ptr80': '*fp32', 'in_ptr81': '*fp32', 'in_ptr82': '*fp32', 'in_ptr83': '*fp32', 'in_ptr84': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32', 'out_ptr10': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr15': '*fp32', 'out_ptr18': '*fp32', 'out_ptr19': '*fp32', 'out_ptr20': '*fp32', 'out_ptr23': '*fp32', 'out_ptr24': '*fp32', 'out_ptr25': '*fp32', 'out_ptr28': '*fp32', 'out_ptr29': '*fp32', 'out_ptr30': '*fp32', 'out_ptr33': '*fp32', 'out_ptr34': '*fp32', 'out_ptr35': '*fp32', 'out_ptr38': '*fp32', 'out_ptr39': '*fp32', 'out_ptr40': '*fp32', 'out_ptr43': '*fp32', 'out_ptr44': '*fp32', 'out_ptr45': '*fp32', 'out_ptr48': '*fp32', 'out_ptr49': '*fp32', 'out_ptr50': '*fp32', 'out_ptr53': '*fp32', 'out_ptr54': '*fp32', 'out_ptr55': '*fp32', 'out_ptr58': '*fp32', 'out_ptr59': '*fp32', 'out_ptr60': '*fp32', 'out_ptr63': '*fp32', 'out_ptr64': '*fp32', 'out_ptr65': '*fp32', 'out_ptr68': '*fp32', 'out_ptr69': '*fp32', 'out_ptr70': '*fp32', 'out_ptr73': '*fp32', 'out_ptr74': '*fp32', 'out_ptr75': '*fp32', 'out_ptr78': '*fp32', 'out_ptr79': '*fp32', 'out_ptr80': '*fp32', 'out_ptr83': '*fp32', 'out_ptr84': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]], (32,): [['tt.divisibility', 16]], (33,): [['tt.divisibility', 16]], (34,): [['tt.divisibility', 16]], (35,): [['tt.divisibility', 16]], (36,): [['tt.divisibility', 16]], (37,): [['tt.divisibility', 16]], (38,): [['tt.divisibility', 16]], (39,): [['tt.divisibility', 16]], (40,): [['tt.divisibility', 16]], (41,): [['tt.divisibility', 16]], (42,): [['tt.divisibility', 16]], (43,): [['tt.divisibility', 16]], (44,): [['tt.divisibility', 16]], (45,): [['tt.divisibility', 16]], (46,): [['tt.divisibility', 16]], (47,): [['tt.divisibility', 16]], (48,): [['tt.divisibility', 16]], (49,): [['tt.divisibility', 16]], (50,): [['tt.divisibility', 16]], (51,): [['tt.divisibility', 16]], (52,): [['tt.divisibility', 16]], (53,): [['tt.divisibility', 16]], (54,): [['tt.divisibility', 16]], (55,): [['tt.divisibility', 16]], (56,): [['tt.divisibility', 16]], (57,): [['tt.divisibility', 16]], (58,): [['tt.divisibility', 16]], (59,): [['tt.divisibility', 16]], (60,): [['tt.divisibility', 16]], (61,): [['tt.divisibility', 16]], (62,): [['tt.divisibility', 16]], (63,): [['tt.divisibility', 16]], (64,): [['tt.divisibility', 16]], (65,): [['tt.divisibility', 16]], (66,): [['tt.divisibility', 16]], (67,): [['tt.divisibility', 16]], (68,): [['tt.divisibility', 16]], (69,): [['tt.divisibility', 16]], (70,): [['tt.divisibility', 16]], (71,): [['tt.divisibility', 16]], (72,): [['tt.divisibility', 16]], (73,): [['tt.divisibility', 16]], (74,): [['tt.divisibility', 16]], (75,): [['tt.divisibility', 16]], (76,): [['tt.divisibility', 16]], (77,): [['tt.divisibility', 16]], (78,): [['tt.divisibility', 16]], (79,): [['tt.divisibility', 16]], (80,): [['tt.divisibility', 16]], (81,): [['tt.divisibility', 16]], (82,): [['tt.divisibility', 16]], (83,): [['tt.divisibility', 16]], (84,): [['tt.divisibility', 16]], (85,): [['tt.divisibility', 16]], (86,): [['tt.divisibility', 16]], (87,): [['tt.divisibility', 16]], (88,): [['tt.divisibility', 16]], (89,): [['tt.divisibility', 16]], (90,): [['tt.divisibility', 16]], (91,): [['tt.divisibility', 16]], (92,): [['tt.divisibility', 16]], (93,): [['tt.divisibility', 16]], (94,): [['tt.divisibility', 16]], (95,): [['tt.divisibility', 16]], (96,): [['tt.divisibility', 16]], (97,): [['tt.divisibility', 16]], (98,): [['tt.divisibility', 16]], (99,): [['tt.divisibility', 16]], (100,): [['tt.divisibility', 16]], (101,): [['tt.divisibility', 16]], (102,): [['tt.divisibility', 16]], (103,): [['tt.divisibility', 16]], (104,): [['tt.divisibility', 16]], (105,): [['tt.divisibility', 16]], (106,): [['tt.divisibility', 16]], (107,): [['tt.divisibility', 16]], (108,): [['tt.divisibility', 16]], (109,): [['tt.divisibility', 16]], (110,): [['tt.divisibility', 16]], (111,): [['tt.divisibility', 16]], (112,): [['tt.divisibility', 16]], (113,): [['tt.divisibility', 16]], (114,): [['tt.divisibility', 16]], (115,): [['tt.divisibility', 16]], (116,): [['tt.divisibility', 16]], (117,): [['tt.divisibility', 16]], (118,): [['tt.divisibility', 16]], (119,): [['tt.divisibility', 16]], (120,): [['tt.divisibility', 16]], (121,): [['tt.divisibility', 16]], (122,): [['tt.divisibility', 16]], (123,): [['tt.divisibility', 16]], (124,): [['tt.divisibility', 16]], (125,): [['tt.divisibility', 16]], (126,): [['tt.divisibility', 16]], (127,): [['tt.divisibility', 16]], (128,): [['tt.divisibility', 16]], (129,): [['tt.divisibility', 16]], (130,): [['tt.divisibility', 16]], (131,): [['tt.divisibility', 16]], (132,): [['tt.divisibility', 16]], (133,): [['tt.divisibility', 16]], (134,): [['tt.divisibility', 16]], (135,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 17, 'min_blocks': 0, 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 2097152, 'no_x_dim_1': False, 'xnumel_1': 256, 'no_x_dim_2': False, 'xnumel_2': 256, 'no_x_dim_3': False, 'xnumel_3': 196608, 'no_x_dim_4': False, 'xnumel_4': 65536, 'no_x_dim_5': False, 'xnumel_5': 262144, 'no_x_dim_6': False, 'xnumel_6': 262144, 'no_x_dim_7': False, 'xnumel_7': 262144, 'no_x_dim_8': False, 'xnumel_8': 256, 'no_x_dim_9': False, 'xnumel_9': 256, 'no_x_dim_10': False, 'xnumel_10': 196608, 'no_x_dim_11': False, 'xnumel_11': 65536, 'no_x_dim_12': False, 'xnumel_12': 262144, 'no_x_dim_13': False, 'xnumel_13': 262144, 'no_x_dim_14': False, 'xnumel_14': 262144, 'no_x_dim_15': False, 'xnumel_15': 256, 'no_x_dim_16': False, 'xnumel_16': 2097152}, 'kernel_name': 'triton_for_fused_1', 'mutated_arg_names': ['in_ptr0', 'in_ptr10', 'in_ptr12', 'in_ptr13', 'in_ptr15', 'in_ptr17', 'in_ptr18', 'in_ptr2', 'in_ptr20', 'in_ptr22', 'in_ptr23', 'in_ptr25', 'in_ptr27', 'in_ptr28', 'in_ptr3', 'in_ptr30', 'in_ptr32', 'in_ptr33', 'in_ptr35', 'in_ptr37', 'in_ptr38', 'in_ptr40', 'in_ptr42', 'in_ptr43', 'in_ptr45', 'in_ptr47', 'in_ptr48', 'in_ptr5', 'in_ptr50', 'in_ptr52', 'in_ptr53', 'in_ptr55', 'in_ptr57', 'in_ptr58', 'in_ptr60', 'in_ptr62', 'in_ptr63', 'in_ptr65', 'in_ptr67', 'in_ptr68', 'in_ptr7', 'in_ptr70', 'in_ptr72', 'in_ptr73', 'in_ptr75', 'in_ptr77', 'in_ptr78', 'in_ptr8', 'in_ptr80', 'in_ptr82', 'in_ptr83', 'out_ptr0', 'out_ptr10', 'out_ptr13', 'out_ptr14', 'out_ptr15', 'out_ptr18', 'out_ptr19', 'out_ptr20', 'out_ptr23', 'out_ptr24', 'out_ptr25', 'out_ptr28', 'out_ptr29', 'out_ptr3', 'out_ptr30', 'out_ptr33', 'out_ptr34', 'out_ptr35', 'out_ptr38', 'out_ptr39', 'out_ptr4', 'out_ptr40', 'out_ptr43', 'out_ptr44', 'out_ptr45', 'out_ptr48', 'out_ptr49', 'out_ptr5', 'out_ptr50', 'out_ptr53', 'out_ptr54', 'out_ptr55', 'out_ptr58', 'out_ptr59', 'out_ptr60', 'out_ptr63', 'out_ptr64', 'out_ptr65', 'out_ptr68', 'out_ptr69', 'out_ptr70', 'out_ptr73', 'out_ptr74', 'out_ptr75', 'out_ptr78', 'out_ptr79', 'out_ptr8', 'out_ptr80', 'out_ptr83', 'out_ptr84', 'out_ptr9'], 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': False, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, in_ptr18, in_ptr19, in_ptr20, in_ptr21, in_ptr22, in_ptr23, in_ptr24, in_ptr25, in_ptr26, in_ptr27, in_ptr28, in_ptr29, in_ptr30, in_ptr31, in_ptr32, in_ptr33, in_ptr34, in_ptr35, in_ptr36, in_ptr37, in_ptr38, in_ptr39, in_ptr40, in_ptr41, in_ptr42, in_ptr43, in_ptr44, in_ptr45, in_ptr46, in_ptr47, in_ptr48, in_ptr49, in_ptr50, in_ptr51, in_ptr52, in_ptr53, in_ptr54, in_ptr55, in_ptr56, in_ptr57, in_ptr58, in_ptr59, in_ptr60, in_ptr61, in_ptr62, in_ptr63, in_ptr64, in_ptr65, in_ptr66, in_ptr67, in_ptr68, in_ptr69, in_ptr70, in_ptr71, in_ptr72, in_ptr73, in_ptr74, in_ptr75, in_ptr76, in_ptr77, in_ptr78, in_ptr79, in_ptr80, in_ptr81, in_ptr82, in_ptr83, in_ptr84, out_ptr0, out_ptr3, out_ptr4, out_ptr5, out_ptr8, out_ptr9, out_ptr10, out_ptr13, out_ptr14, out_ptr15, out_ptr18, out_ptr19, out_ptr20, out_ptr23, out_ptr24, out_ptr25, out_ptr28, out_ptr29, out_ptr30, out_ptr33, out_ptr34, out_ptr35, out_ptr38, out_ptr39, out_ptr40, out_ptr43, out_ptr44, out_ptr45, out_ptr48, out_ptr49, out_ptr50, out_ptr53, out_ptr54, out_ptr55, out_ptr58, out_ptr59, out_ptr60, out_ptr63, out_ptr64, out_ptr65, out_ptr68, out_ptr69, out_ptr70, out_ptr73, out_ptr74, out_ptr75, out_ptr78, out_ptr79, out_ptr80, out_ptr83, out_ptr84):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(2097152, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(256, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(256, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(196608, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(65536, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(262144, XBLOCK)
    num_xblocks_6 = num_xblocks_5 + tl.cdiv(262144, XBLOCK)
    num_xblocks_7 = num_xblocks_6 + tl.cdiv(262144, XBLOCK)
    num_xblocks_8 = num_xblocks_7 + tl.cdiv(256, XBLOCK)
    num_xblocks_9 = num_xblocks_8 + tl.cdiv(256, XBLOCK)
    num_xblocks_10 = num_xblocks_9 + tl.cdiv(196608, XBLOCK)
    num_xblocks_11 = num_xblocks_10 + tl.cdiv(65536, XBLOCK)
    num_xblocks_12 = num_xblocks_11 + tl.cdiv(262144, XBLOCK)
    num_xblocks_13 = num_xblocks_12 + tl.cdiv(262144, XBLOCK)
    num_xblocks_14 = num_xblocks_13 + tl.cdiv(262144, XBLOCK)
    num_xblocks_15 = num_xblocks_14 + tl.cdiv(256, XBLOCK)
    num_xblocks_16 = num_xblocks_15 + tl.cdiv(2097152, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 2097152
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), None)
        tmp1 = tl.load(in_ptr1 + (x0), None)
        tmp6 = tl.load(in_ptr2 + (x0), None)
        tmp13 = tl.load(in_ptr3 + (x0), None)
        tmp17 = tl.load(in_ptr4 + (0))
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK])
        tmp2 = tmp1 - tmp0
        tmp3 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp4 = tmp2 * tmp3
        tmp5 = tmp0 + tmp4
        tmp7 = tl.full([1], 0.999, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp1 * tmp1
        tmp10 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = tmp8 + tmp11
        tmp14 = tl.full([1], 0.99999, tl.float32)
        tmp15 = tmp13 * tmp14
        tmp16 = tl.sqrt_rn(tmp12)
        tmp19 = libdevice.pow(tmp7, tmp18)
        tmp20 = tl.full([1], 1.0, tl.float32)
        tmp21 = tmp19 - tmp20
        tmp22 = -tmp21
        tmp23 = tl.sqrt_rn(tmp22)
        tmp24 = (tmp16 / tmp23)
        tmp25 = tl.full([1], 1e-08, tl.float32)
        tmp26 = tmp24 + tmp25
        tmp27 = tl.full([1], 0.9, tl.float32)
        tmp28 = libdevice.pow(tmp27, tmp18)
        tmp29 = tmp28 - tmp20
        tmp30 = tl.full([1], 1000.0, tl.float32)
        tmp31 = tmp29 * tmp30
        tmp32 = tl.full([1], 1, tl.int32)
        tmp33 = (tmp32 / tmp31)
        tmp34 = (tmp26 / tmp33)
        tmp35 = (tmp5 / tmp34)
        tmp36 = tmp15 + tmp35
        tl.store(out_ptr0 + (x0), tmp5, None)
        tl.store(out_ptr3 + (x0), tmp36, None)
        tl.store(out_ptr4 + (x0), tmp12, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp37 = tl.load(in_ptr5 + (x1), xmask)
        tmp38 = tl.load(in_ptr6 + (x1), xmask)
        tmp43 = tl.load(in_ptr7 + (x1), xmask)
        tmp50 = tl.load(in_ptr8 + (x1), xmask)
        tmp54 = tl.load(in_ptr9 + (0))
        tmp55 = tl.broadcast_to(tmp54, [XBLOCK])
        tmp56 = tl.where(xmask, tmp55, 0.0)
        tmp39 = tmp38 - tmp37
        tmp40 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp41 = tmp39 * tmp40
        tmp42 = tmp37 + tmp41
        tmp44 = tl.full([1], 0.999, tl.float32)
        tmp45 = tmp43 * tmp44
        tmp46 = tmp38 * tmp38
        tmp47 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp48 = tmp46 * tmp47
        tmp49 = tmp45 + tmp48
        tmp51 = tl.full([1], 0.99999, tl.float32)
        tmp52 = tmp50 * tmp51
        tmp53 = tl.sqrt_rn(tmp49)
        tmp57 = libdevice.pow(tmp44, tmp56)
        tmp58 = tl.full([1], 1.0, tl.float32)
        tmp59 = tmp57 - tmp58
        tmp60 = -tmp59
        tmp61 = tl.sqrt_rn(tmp60)
        tmp62 = (tmp53 / tmp61)
        tmp63 = tl.full([1], 1e-08, tl.float32)
        tmp64 = tmp62 + tmp63
        tmp65 = tl.full([1], 0.9, tl.float32)
        tmp66 = libdevice.pow(tmp65, tmp56)
        tmp67 = tmp66 - tmp58
        tmp68 = tl.full([1], 1000.0, tl.float32)
        tmp69 = tmp67 * tmp68
        tmp70 = tl.full([1], 1, tl.int32)
        tmp71 = (tmp70 / tmp69)
        tmp72 = (tmp64 / tmp71)
        tmp73 = (tmp42 / tmp72)
        tmp74 = tmp52 + tmp73
        tl.store(out_ptr5 + (x1), tmp42, xmask)
        tl.store(out_ptr8 + (x1), tmp74, xmask)
        tl.store(out_ptr9 + (x1), tmp49, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x2 = xindex
        tmp75 = tl.load(in_ptr10 + (x2), xmask)
        tmp76 = tl.load(in_ptr11 + (x2), xmask)
        tmp81 = tl.load(in_ptr12 + (x2), xmask)
        tmp88 = tl.load(in_ptr13 + (x2), xmask)
        tmp92 = tl.load(in_ptr14 + (0))
        tmp93 = tl.broadcast_to(tmp92, [XBLOCK])
        tmp94 = tl.where(xmask, tmp93, 0.0)
        tmp77 = tmp76 - tmp75
        tmp78 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp79 = tmp77 * tmp78
        tmp80 = tmp75 + tmp79
        tmp82 = tl.full([1], 0.999, tl.float32)
        tmp83 = tmp81 * tmp82
        tmp84 = tmp76 * tmp76
        tmp85 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp86 = tmp84 * tmp85
        tmp87 = tmp83 + tmp86
        tmp89 = tl.full([1], 0.99999, tl.float32)
        tmp90 = tmp88 * tmp89
        tmp91 = tl.sqrt_rn(tmp87)
        tmp95 = libdevice.pow(tmp82, tmp94)
        tmp96 = tl.full([1], 1.0, tl.float32)
        tmp97 = tmp95 - tmp96
        tmp98 = -tmp97
        tmp99 = tl.sqrt_rn(tmp98)
        tmp100 = (tmp91 / tmp99)
        tmp101 = tl.full([1], 1e-08, tl.float32)
        tmp102 = tmp100 + tmp101
        tmp103 = tl.full([1], 0.9, tl.float32)
        tmp104 = libdevice.pow(tmp103, tmp94)
        tmp105 = tmp104 - tmp96
        tmp106 = tl.full([1], 1000.0, tl.float32)
        tmp107 = tmp105 * tmp106
        tmp108 = tl.full([1], 1, tl.int32)
        tmp109 = (tmp108 / tmp107)
        tmp110 = (tmp102 / tmp109)
        tmp111 = (tmp80 / tmp110)
        tmp112 = tmp90 + tmp111
        tl.store(out_ptr10 + (x2), tmp80, xmask)
        tl.store(out_ptr13 + (x2), tmp112, xmask)
        tl.store(out_ptr14 + (x2), tmp87, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 196608
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x3 = xindex
        tmp113 = tl.load(in_ptr15 + (x3), None)
        tmp114 = tl.load(in_ptr16 + (x3), None)
        tmp119 = tl.load(in_ptr17 + (x3), None)
        tmp126 = tl.load(in_ptr18 + (x3), None)
        tmp130 = tl.load(in_ptr19 + (0))
        tmp131 = tl.broadcast_to(tmp130, [XBLOCK])
        tmp115 = tmp114 - tmp113
        tmp116 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp117 = tmp115 * tmp116
        tmp118 = tmp113 + tmp117
        tmp120 = tl.full([1], 0.999, tl.float32)
        tmp121 = tmp119 * tmp120
        tmp122 = tmp114 * tmp114
        tmp123 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp124 = tmp122 * tmp123
        tmp125 = tmp121 + tmp124
        tmp127 = tl.full([1], 0.99999, tl.float32)
        tmp128 = tmp126 * tmp127
        tmp129 = tl.sqrt_rn(tmp125)
        tmp132 = libdevice.pow(tmp120, tmp131)
        tmp133 = tl.full([1], 1.0, tl.float32)
        tmp134 = tmp132 - tmp133
        tmp135 = -tmp134
        tmp136 = tl.sqrt_rn(tmp135)
        tmp137 = (tmp129 / tmp136)
        tmp138 = tl.full([1], 1e-08, tl.float32)
        tmp139 = tmp137 + tmp138
        tmp140 = tl.full([1], 0.9, tl.float32)
        tmp141 = libdevice.pow(tmp140, tmp131)
        tmp142 = tmp141 - tmp133
        tmp143 = tl.full([1], 1000.0, tl.float32)
        tmp144 = tmp142 * tmp143
        tmp145 = tl.full([1], 1, tl.int32)
        tmp146 = (tmp145 / tmp144)
        tmp147 = (tmp139 / tmp146)
        tmp148 = (tmp118 / tmp147)
        tmp149 = tmp128 + tmp148
        tl.store(out_ptr15 + (x3), tmp118, None)
        tl.store(out_ptr18 + (x3), tmp149, None)
        tl.store(out_ptr19 + (x3), tmp125, None)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 65536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x4 = xindex
        tmp150 = tl.load(in_ptr20 + (x4), None)
        tmp151 = tl.load(in_ptr21 + (x4), None)
        tmp156 = tl.load(in_ptr22 + (x4), None)
        tmp163 = tl.load(in_ptr23 + (x4), None)
        tmp167 = tl.load(in_ptr24 + (0))
        tmp168 = tl.broadcast_to(tmp167, [XBLOCK])
        tmp152 = tmp151 - tmp150
        tmp153 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp154 = tmp152 * tmp153
        tmp155 = tmp150 + tmp154
        tmp157 = tl.full([1], 0.999, tl.float32)
        tmp158 = tmp156 * tmp157
        tmp159 = tmp151 * tmp151
        tmp160 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp161 = tmp159 * tmp160
        tmp162 = tmp158 + tmp161
        tmp164 = tl.full([1], 0.99999, tl.float32)
        tmp165 = tmp163 * tmp164
        tmp166 = tl.sqrt_rn(tmp162)
        tmp169 = libdevice.pow(tmp157, tmp168)
        tmp170 = tl.full([1], 1.0, tl.float32)
        tmp171 = tmp169 - tmp170
        tmp172 = -tmp171
        tmp173 = tl.sqrt_rn(tmp172)
        tmp174 = (tmp166 / tmp173)
        tmp175 = tl.full([1], 1e-08, tl.float32)
        tmp176 = tmp174 + tmp175
        tmp177 = tl.full([1], 0.9, tl.float32)
        tmp178 = libdevice.pow(tmp177, tmp168)
        tmp179 = tmp178 - tmp170
        tmp180 = tl.full([1], 1000.0, tl.float32)
        tmp181 = tmp179 * tmp180
        tmp182 = tl.full([1], 1, tl.int32)
        tmp183 = (tmp182 / tmp181)
        tmp184 = (tmp176 / tmp183)
        tmp185 = (tmp155 / tmp184)
        tmp186 = tmp165 + tmp185
        tl.store(out_ptr20 + (x4), tmp155, None)
        tl.store(out_ptr23 + (x4), tmp186, None)
        tl.store(out_ptr24 + (x4), tmp162, None)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x5 = xindex
        tmp187 = tl.load(in_ptr25 + (x5), None)
        tmp188 = tl.load(in_ptr26 + (x5), None)
        tmp193 = tl.load(in_ptr27 + (x5), None)
        tmp200 = tl.load(in_ptr28 + (x5), None)
        tmp204 = tl.load(in_ptr29 + (0))
        tmp205 = tl.broadcast_to(tmp204, [XBLOCK])
        tmp189 = tmp188 - tmp187
        tmp190 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp191 = tmp189 * tmp190
        tmp192 = tmp187 + tmp191
        tmp194 = tl.full([1], 0.999, tl.float32)
        tmp195 = tmp193 * tmp194
        tmp196 = tmp188 * tmp188
        tmp197 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp198 = tmp196 * tmp197
        tmp199 = tmp195 + tmp198
        tmp201 = tl.full([1], 0.99999, tl.float32)
        tmp202 = tmp200 * tmp201
        tmp203 = tl.sqrt_rn(tmp199)
        tmp206 = libdevice.pow(tmp194, tmp205)
        tmp207 = tl.full([1], 1.0, tl.float32)
        tmp208 = tmp206 - tmp207
        tmp209 = -tmp208
        tmp210 = tl.sqrt_rn(tmp209)
        tmp211 = (tmp203 / tmp210)
        tmp212 = tl.full([1], 1e-08, tl.float32)
        tmp213 = tmp211 + tmp212
        tmp214 = tl.full([1], 0.9, tl.float32)
        tmp215 = libdevice.pow(tmp214, tmp205)
        tmp216 = tmp215 - tmp207
        tmp217 = tl.full([1], 1000.0, tl.float32)
        tmp218 = tmp216 * tmp217
        tmp219 = tl.full([1], 1, tl.int32)
        tmp220 = (tmp219 / tmp218)
        tmp221 = (tmp213 / tmp220)
        tmp222 = (tmp192 / tmp221)
        tmp223 = tmp202 + tmp222
        tl.store(out_ptr25 + (x5), tmp192, None)
        tl.store(out_ptr28 + (x5), tmp223, None)
        tl.store(out_ptr29 + (x5), tmp199, None)
    elif pid < num_xblocks_6:
        pid_offset = pid - num_xblocks_5
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x6 = xindex
        tmp224 = tl.load(in_ptr30 + (x6), None)
        tmp225 = tl.load(in_ptr31 + (x6), None)
        tmp230 = tl.load(in_ptr32 + (x6), None)
        tmp237 = tl.load(in_ptr33 + (x6), None)
        tmp241 = tl.load(in_ptr34 + (0))
        tmp242 = tl.broadcast_to(tmp241, [XBLOCK])
        tmp226 = tmp225 - tmp224
        tmp227 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp228 = tmp226 * tmp227
        tmp229 = tmp224 + tmp228
        tmp231 = tl.full([1], 0.999, tl.float32)
        tmp232 = tmp230 * tmp231
        tmp233 = tmp225 * tmp225
        tmp234 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp235 = tmp233 * tmp234
        tmp236 = tmp232 + tmp235
        tmp238 = tl.full([1], 0.99999, tl.float32)
        tmp239 = tmp237 * tmp238
        tmp240 = tl.sqrt_rn(tmp236)
        tmp243 = libdevice.pow(tmp231, tmp242)
        tmp244 = tl.full([1], 1.0, tl.float32)
        tmp245 = tmp243 - tmp244
        tmp246 = -tmp245
        tmp247 = tl.sqrt_rn(tmp246)
        tmp248 = (tmp240 / tmp247)
        tmp249 = tl.full([1], 1e-08, tl.float32)
        tmp250 = tmp248 + tmp249
        tmp251 = tl.full([1], 0.9, tl.float32)
        tmp252 = libdevice.pow(tmp251, tmp242)
        tmp253 = tmp252 - tmp244
        tmp254 = tl.full([1], 1000.0, tl.float32)
        tmp255 = tmp253 * tmp254
        tmp256 = tl.full([1], 1, tl.int32)
        tmp257 = (tmp256 / tmp255)
        tmp258 = (tmp250 / tmp257)
        tmp259 = (tmp229 / tmp258)
        tmp260 = tmp239 + tmp259
        tl.store(out_ptr30 + (x6), tmp229, None)
        tl.store(out_ptr33 + (x6), tmp260, None)
        tl.store(out_ptr34 + (x6), tmp236, None)
    elif pid < num_xblocks_7:
        pid_offset = pid - num_xblocks_6
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x7 = xindex
        tmp261 = tl.load(in_ptr35 + (x7), None)
        tmp262 = tl.load(in_ptr36 + (x7), None)
        tmp267 = tl.load(in_ptr37 + (x7), None)
        tmp274 = tl.load(in_ptr38 + (x7), None)
        tmp278 = tl.load(in_ptr39 + (0))
        tmp279 = tl.broadcast_to(tmp278, [XBLOCK])
        tmp263 = tmp262 - tmp261
        tmp264 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp265 = tmp263 * tmp264
        tmp266 = tmp261 + tmp265
        tmp268 = tl.full([1], 0.999, tl.float32)
        tmp269 = tmp267 * tmp268
        tmp270 = tmp262 * tmp262
        tmp271 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp272 = tmp270 * tmp271
        tmp273 = tmp269 + tmp272
        tmp275 = tl.full([1], 0.99999, tl.float32)
        tmp276 = tmp274 * tmp275
        tmp277 = tl.sqrt_rn(tmp273)
        tmp280 = libdevice.pow(tmp268, tmp279)
        tmp281 = tl.full([1], 1.0, tl.float32)
        tmp282 = tmp280 - tmp281
        tmp283 = -tmp282
        tmp284 = tl.sqrt_rn(tmp283)
        tmp285 = (tmp277 / tmp284)
        tmp286 = tl.full([1], 1e-08, tl.float32)
        tmp287 = tmp285 + tmp286
        tmp288 = tl.full([1], 0.9, tl.float32)
        tmp289 = libdevice.pow(tmp288, tmp279)
        tmp290 = tmp289 - tmp281
        tmp291 = tl.full([1], 1000.0, tl.float32)
        tmp292 = tmp290 * tmp291
        tmp293 = tl.full([1], 1, tl.int32)
        tmp294 = (tmp293 / tmp292)
        tmp295 = (tmp287 / tmp294)
        tmp296 = (tmp266 / tmp295)
        tmp297 = tmp276 + tmp296
        tl.store(out_ptr35 + (x7), tmp266, None)
        tl.store(out_ptr38 + (x7), tmp297, None)
        tl.store(out_ptr39 + (x7), tmp273, None)
    elif pid < num_xblocks_8:
        pid_offset = pid - num_xblocks_7
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x8 = xindex
        tmp298 = tl.load(in_ptr40 + (x8), xmask)
        tmp299 = tl.load(in_ptr41 + (x8), xmask)
        tmp304 = tl.load(in_ptr42 + (x8), xmask)
        tmp311 = tl.load(in_ptr43 + (x8), xmask)
        tmp315 = tl.load(in_ptr44 + (0))
        tmp316 = tl.broadcast_to(tmp315, [XBLOCK])
        tmp317 = tl.where(xmask, tmp316, 0.0)
        tmp300 = tmp299 - tmp298
        tmp301 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp302 = tmp300 * tmp301
        tmp303 = tmp298 + tmp302
        tmp305 = tl.full([1], 0.999, tl.float32)
        tmp306 = tmp304 * tmp305
        tmp307 = tmp299 * tmp299
        tmp308 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp309 = tmp307 * tmp308
        tmp310 = tmp306 + tmp309
        tmp312 = tl.full([1], 0.99999, tl.float32)
        tmp313 = tmp311 * tmp312
        tmp314 = tl.sqrt_rn(tmp310)
        tmp318 = libdevice.pow(tmp305, tmp317)
        tmp319 = tl.full([1], 1.0, tl.float32)
        tmp320 = tmp318 - tmp319
        tmp321 = -tmp320
        tmp322 = tl.sqrt_rn(tmp321)
        tmp323 = (tmp314 / tmp322)
        tmp324 = tl.full([1], 1e-08, tl.float32)
        tmp325 = tmp323 + tmp324
        tmp326 = tl.full([1], 0.9, tl.float32)
        tmp327 = libdevice.pow(tmp326, tmp317)
        tmp328 = tmp327 - tmp319
        tmp329 = tl.full([1], 1000.0, tl.float32)
        tmp330 = tmp328 * tmp329
        tmp331 = tl.full([1], 1, tl.int32)
        tmp332 = (tmp331 / tmp330)
        tmp333 = (tmp325 / tmp332)
        tmp334 = (tmp303 / tmp333)
        tmp335 = tmp313 + tmp334
        tl.store(out_ptr40 + (x8), tmp303, xmask)
        tl.store(out_ptr43 + (x8), tmp335, xmask)
        tl.store(out_ptr44 + (x8), tmp310, xmask)
    elif pid < num_xblocks_9:
        pid_offset = pid - num_xblocks_8
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x9 = xindex
        tmp336 = tl.load(in_ptr45 + (x9), xmask)
        tmp337 = tl.load(in_ptr46 + (x9), xmask)
        tmp342 = tl.load(in_ptr47 + (x9), xmask)
        tmp349 = tl.load(in_ptr48 + (x9), xmask)
        tmp353 = tl.load(in_ptr49 + (0))
        tmp354 = tl.broadcast_to(tmp353, [XBLOCK])
        tmp355 = tl.where(xmask, tmp354, 0.0)
        tmp338 = tmp337 - tmp336
        tmp339 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp340 = tmp338 * tmp339
        tmp341 = tmp336 + tmp340
        tmp343 = tl.full([1], 0.999, tl.float32)
        tmp344 = tmp342 * tmp343
        tmp345 = tmp337 * tmp337
        tmp346 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp347 = tmp345 * tmp346
        tmp348 = tmp344 + tmp347
        tmp350 = tl.full([1], 0.99999, tl.float32)
        tmp351 = tmp349 * tmp350
        tmp352 = tl.sqrt_rn(tmp348)
        tmp356 = libdevice.pow(tmp343, tmp355)
        tmp357 = tl.full([1], 1.0, tl.float32)
        tmp358 = tmp356 - tmp357
        tmp359 = -tmp358
        tmp360 = tl.sqrt_rn(tmp359)
        tmp361 = (tmp352 / tmp360)
        tmp362 = tl.full([1], 1e-08, tl.float32)
        tmp363 = tmp361 + tmp362
        tmp364 = tl.full([1], 0.9, tl.float32)
        tmp365 = libdevice.pow(tmp364, tmp355)
        tmp366 = tmp365 - tmp357
        tmp367 = tl.full([1], 1000.0, tl.float32)
        tmp368 = tmp366 * tmp367
        tmp369 = tl.full([1], 1, tl.int32)
        tmp370 = (tmp369 / tmp368)
        tmp371 = (tmp363 / tmp370)
        tmp372 = (tmp341 / tmp371)
        tmp373 = tmp351 + tmp372
        tl.store(out_ptr45 + (x9), tmp341, xmask)
        tl.store(out_ptr48 + (x9), tmp373, xmask)
        tl.store(out_ptr49 + (x9), tmp348, xmask)
    elif pid < num_xblocks_10:
        pid_offset = pid - num_xblocks_9
        xnumel = 196608
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x10 = xindex
        tmp374 = tl.load(in_ptr50 + (x10), None)
        tmp375 = tl.load(in_ptr51 + (x10), None)
        tmp380 = tl.load(in_ptr52 + (x10), None)
        tmp387 = tl.load(in_ptr53 + (x10), None)
        tmp391 = tl.load(in_ptr54 + (0))
        tmp392 = tl.broadcast_to(tmp391, [XBLOCK])
        tmp376 = tmp375 - tmp374
        tmp377 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp378 = tmp376 * tmp377
        tmp379 = tmp374 + tmp378
        tmp381 = tl.full([1], 0.999, tl.float32)
        tmp382 = tmp380 * tmp381
        tmp383 = tmp375 * tmp375
        tmp384 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp385 = tmp383 * tmp384
        tmp386 = tmp382 + tmp385
        tmp388 = tl.full([1], 0.99999, tl.float32)
        tmp389 = tmp387 * tmp388
        tmp390 = tl.sqrt_rn(tmp386)
        tmp393 = libdevice.pow(tmp381, tmp392)
        tmp394 = tl.full([1], 1.0, tl.float32)
        tmp395 = tmp393 - tmp394
        tmp396 = -tmp395
        tmp397 = tl.sqrt_rn(tmp396)
        tmp398 = (tmp390 / tmp397)
        tmp399 = tl.full([1], 1e-08, tl.float32)
        tmp400 = tmp398 + tmp399
        tmp401 = tl.full([1], 0.9, tl.float32)
        tmp402 = libdevice.pow(tmp401, tmp392)
        tmp403 = tmp402 - tmp394
        tmp404 = tl.full([1], 1000.0, tl.float32)
        tmp405 = tmp403 * tmp404
        tmp406 = tl.full([1], 1, tl.int32)
        tmp407 = (tmp406 / tmp405)
        tmp408 = (tmp400 / tmp407)
        tmp409 = (tmp379 / tmp408)
        tmp410 = tmp389 + tmp409
        tl.store(out_ptr50 + (x10), tmp379, None)
        tl.store(out_ptr53 + (x10), tmp410, None)
        tl.store(out_ptr54 + (x10), tmp386, None)
    elif pid < num_xblocks_11:
        pid_offset = pid - num_xblocks_10
        xnumel = 65536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x11 = xindex
        tmp411 = tl.load(in_ptr55 + (x11), None)
        tmp412 = tl.load(in_ptr56 + (x11), None)
        tmp417 = tl.load(in_ptr57 + (x11), None)
        tmp424 = tl.load(in_ptr58 + (x11), None)
        tmp428 = tl.load(in_ptr59 + (0))
        tmp429 = tl.broadcast_to(tmp428, [XBLOCK])
        tmp413 = tmp412 - tmp411
        tmp414 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp415 = tmp413 * tmp414
        tmp416 = tmp411 + tmp415
        tmp418 = tl.full([1], 0.999, tl.float32)
        tmp419 = tmp417 * tmp418
        tmp420 = tmp412 * tmp412
        tmp421 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp422 = tmp420 * tmp421
        tmp423 = tmp419 + tmp422
        tmp425 = tl.full([1], 0.99999, tl.float32)
        tmp426 = tmp424 * tmp425
        tmp427 = tl.sqrt_rn(tmp423)
        tmp430 = libdevice.pow(tmp418, tmp429)
        tmp431 = tl.full([1], 1.0, tl.float32)
        tmp432 = tmp430 - tmp431
        tmp433 = -tmp432
        tmp434 = tl.sqrt_rn(tmp433)
        tmp435 = (tmp427 / tmp434)
        tmp436 = tl.full([1], 1e-08, tl.float32)
        tmp437 = tmp435 + tmp436
        tmp438 = tl.full([1], 0.9, tl.float32)
        tmp439 = libdevice.pow(tmp438, tmp429)
        tmp440 = tmp439 - tmp431
        tmp441 = tl.full([1], 1000.0, tl.float32)
        tmp442 = tmp440 * tmp441
        tmp443 = tl.full([1], 1, tl.int32)
        tmp444 = (tmp443 / tmp442)
        tmp445 = (tmp437 / tmp444)
        tmp446 = (tmp416 / tmp445)
        tmp447 = tmp426 + tmp446
        tl.store(out_ptr55 + (x11), tmp416, None)
        tl.store(out_ptr58 + (x11), tmp447, None)
        tl.store(out_ptr59 + (x11), tmp423, None)
    elif pid < num_xblocks_12:
        pid_offset = pid - num_xblocks_11
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x12 = xindex
        tmp448 = tl.load(in_ptr60 + (x12), None)
        tmp449 = tl.load(in_ptr61 + (x12), None)
        tmp454 = tl.load(in_ptr62 + (x12), None)
        tmp461 = tl.load(in_ptr63 + (x12), None)
        tmp465 = tl.load(in_ptr64 + (0))
        tmp466 = tl.broadcast_to(tmp465, [XBLOCK])
        tmp450 = tmp449 - tmp448
        tmp451 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp452 = tmp450 * tmp451
        tmp453 = tmp448 + tmp452
        tmp455 = tl.full([1], 0.999, tl.float32)
        tmp456 = tmp454 * tmp455
        tmp457 = tmp449 * tmp449
        tmp458 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp459 = tmp457 * tmp458
        tmp460 = tmp456 + tmp459
        tmp462 = tl.full([1], 0.99999, tl.float32)
        tmp463 = tmp461 * tmp462
        tmp464 = tl.sqrt_rn(tmp460)
        tmp467 = libdevice.pow(tmp455, tmp466)
        tmp468 = tl.full([1], 1.0, tl.float32)
        tmp469 = tmp467 - tmp468
        tmp470 = -tmp469
        tmp471 = tl.sqrt_rn(tmp470)
        tmp472 = (tmp464 / tmp471)
        tmp473 = tl.full([1], 1e-08, tl.float32)
        tmp474 = tmp472 + tmp473
        tmp475 = tl.full([1], 0.9, tl.float32)
        tmp476 = libdevice.pow(tmp475, tmp466)
        tmp477 = tmp476 - tmp468
        tmp478 = tl.full([1], 1000.0, tl.float32)
        tmp479 = tmp477 * tmp478
        tmp480 = tl.full([1], 1, tl.int32)
        tmp481 = (tmp480 / tmp479)
        tmp482 = (tmp474 / tmp481)
        tmp483 = (tmp453 / tmp482)
        tmp484 = tmp463 + tmp483
        tl.store(out_ptr60 + (x12), tmp453, None)
        tl.store(out_ptr63 + (x12), tmp484, None)
        tl.store(out_ptr64 + (x12), tmp460, None)
    elif pid < num_xblocks_13:
        pid_offset = pid - num_xblocks_12
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x13 = xindex
        tmp485 = tl.load(in_ptr65 + (x13), None)
        tmp486 = tl.load(in_ptr66 + (x13), None)
        tmp491 = tl.load(in_ptr67 + (x13), None)
        tmp498 = tl.load(in_ptr68 + (x13), None)
        tmp502 = tl.load(in_ptr69 + (0))
        tmp503 = tl.broadcast_to(tmp502, [XBLOCK])
        tmp487 = tmp486 - tmp485
        tmp488 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp489 = tmp487 * tmp488
        tmp490 = tmp485 + tmp489
        tmp492 = tl.full([1], 0.999, tl.float32)
        tmp493 = tmp491 * tmp492
        tmp494 = tmp486 * tmp486
        tmp495 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp496 = tmp494 * tmp495
        tmp497 = tmp493 + tmp496
        tmp499 = tl.full([1], 0.99999, tl.float32)
        tmp500 = tmp498 * tmp499
        tmp501 = tl.sqrt_rn(tmp497)
        tmp504 = libdevice.pow(tmp492, tmp503)
        tmp505 = tl.full([1], 1.0, tl.float32)
        tmp506 = tmp504 - tmp505
        tmp507 = -tmp506
        tmp508 = tl.sqrt_rn(tmp507)
        tmp509 = (tmp501 / tmp508)
        tmp510 = tl.full([1], 1e-08, tl.float32)
        tmp511 = tmp509 + tmp510
        tmp512 = tl.full([1], 0.9, tl.float32)
        tmp513 = libdevice.pow(tmp512, tmp503)
        tmp514 = tmp513 - tmp505
        tmp515 = tl.full([1], 1000.0, tl.float32)
        tmp516 = tmp514 * tmp515
        tmp517 = tl.full([1], 1, tl.int32)
        tmp518 = (tmp517 / tmp516)
        tmp519 = (tmp511 / tmp518)
        tmp520 = (tmp490 / tmp519)
        tmp521 = tmp500 + tmp520
        tl.store(out_ptr65 + (x13), tmp490, None)
        tl.store(out_ptr68 + (x13), tmp521, None)
        tl.store(out_ptr69 + (x13), tmp497, None)
    elif pid < num_xblocks_14:
        pid_offset = pid - num_xblocks_13
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x14 = xindex
        tmp522 = tl.load(in_ptr70 + (x14), None)
        tmp523 = tl.load(in_ptr71 + (x14), None)
        tmp528 = tl.load(in_ptr72 + (x14), None)
        tmp535 = tl.load(in_ptr73 + (x14), None)
        tmp539 = tl.load(in_ptr74 + (0))
        tmp540 = tl.broadcast_to(tmp539, [XBLOCK])
        tmp524 = tmp523 - tmp522
        tmp525 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp526 = tmp524 * tmp525
        tmp527 = tmp522 + tmp526
        tmp529 = tl.full([1], 0.999, tl.float32)
        tmp530 = tmp528 * tmp529
        tmp531 = tmp523 * tmp523
        tmp532 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp533 = tmp531 * tmp532
        tmp534 = tmp530 + tmp533
        tmp536 = tl.full([1], 0.99999, tl.float32)
        tmp537 = tmp535 * tmp536
        tmp538 = tl.sqrt_rn(tmp534)
        tmp541 = libdevice.pow(tmp529, tmp540)
        tmp542 = tl.full([1], 1.0, tl.float32)
        tmp543 = tmp541 - tmp542
        tmp544 = -tmp543
        tmp545 = tl.sqrt_rn(tmp544)
        tmp546 = (tmp538 / tmp545)
        tmp547 = tl.full([1], 1e-08, tl.float32)
        tmp548 = tmp546 + tmp547
        tmp549 = tl.full([1], 0.9, tl.float32)
        tmp550 = libdevice.pow(tmp549, tmp540)
        tmp551 = tmp550 - tmp542
        tmp552 = tl.full([1], 1000.0, tl.float32)
        tmp553 = tmp551 * tmp552
        tmp554 = tl.full([1], 1, tl.int32)
        tmp555 = (tmp554 / tmp553)
        tmp556 = (tmp548 / tmp555)
        tmp557 = (tmp527 / tmp556)
        tmp558 = tmp537 + tmp557
        tl.store(out_ptr70 + (x14), tmp527, None)
        tl.store(out_ptr73 + (x14), tmp558, None)
        tl.store(out_ptr74 + (x14), tmp534, None)
    elif pid < num_xblocks_15:
        pid_offset = pid - num_xblocks_14
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x15 = xindex
        tmp559 = tl.load(in_ptr75 + (x15), xmask)
        tmp560 = tl.load(in_ptr76 + (x15), xmask)
        tmp565 = tl.load(in_ptr77 + (x15), xmask)
        tmp572 = tl.load(in_ptr78 + (x15), xmask)
        tmp576 = tl.load(in_ptr79 + (0))
        tmp577 = tl.broadcast_to(tmp576, [XBLOCK])
        tmp578 = tl.where(xmask, tmp577, 0.0)
        tmp561 = tmp560 - tmp559
        tmp562 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp563 = tmp561 * tmp562
        tmp564 = tmp559 + tmp563
        tmp566 = tl.full([1], 0.999, tl.float32)
        tmp567 = tmp565 * tmp566
        tmp568 = tmp560 * tmp560
        tmp569 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp570 = tmp568 * tmp569
        tmp571 = tmp567 + tmp570
        tmp573 = tl.full([1], 0.99999, tl.float32)
        tmp574 = tmp572 * tmp573
        tmp575 = tl.sqrt_rn(tmp571)
        tmp579 = libdevice.pow(tmp566, tmp578)
        tmp580 = tl.full([1], 1.0, tl.float32)
        tmp581 = tmp579 - tmp580
        tmp582 = -tmp581
        tmp583 = tl.sqrt_rn(tmp582)
        tmp584 = (tmp575 / tmp583)
        tmp585 = tl.full([1], 1e-08, tl.float32)
        tmp586 = tmp584 + tmp585
        tmp587 = tl.full([1], 0.9, tl.float32)
        tmp588 = libdevice.pow(tmp587, tmp578)
        tmp589 = tmp588 - tmp580
        tmp590 = tl.full([1], 1000.0, tl.float32)
        tmp591 = tmp589 * tmp590
        tmp592 = tl.full([1], 1, tl.int32)
        tmp593 = (tmp592 / tmp591)
        tmp594 = (tmp586 / tmp593)
        tmp595 = (tmp564 / tmp594)
        tmp596 = tmp574 + tmp595
        tl.store(out_ptr75 + (x15), tmp564, xmask)
        tl.store(out_ptr78 + (x15), tmp596, xmask)
        tl.store(out_ptr79 + (x15), tmp571, xmask)
    elif pid < num_xblocks_16:
        pid_offset = pid - num_xblocks_15
        xnumel = 2097152
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x16 = xindex
        tmp597 = tl.load(in_ptr80 + (x16), None)
        tmp598 = tl.load(in_ptr81 + (x16), None)
        tmp603 = tl.load(in_ptr82 + (x16), None)
        tmp610 = tl.load(in_ptr83 + (x16), None)
        tmp614 = tl.load(in_ptr84 + (0))
        tmp615 = tl.broadcast_to(tmp614, [XBLOCK])
        tmp599 = tmp598 - tmp597
        tmp600 = tl.full([1], 0.09999999999999998, tl.float32)
        tmp601 = tmp599 * tmp600
        tmp602 = tmp597 + tmp601
        tmp604 = tl.full([1], 0.999, tl.float32)
        tmp605 = tmp603 * tmp604
        tmp606 = tmp598 * tmp598
        tmp607 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp608 = tmp606 * tmp607
        tmp609 = tmp605 + tmp608
        tmp611 = tl.full([1], 0.99999, tl.float32)
        tmp612 = tmp610 * tmp611
        tmp613 = tl.sqrt_rn(tmp609)
        tmp616 = libdevice.pow(tmp604, tmp615)
        tmp617 = tl.full([1], 1.0, tl.float32)
        tmp618 = tmp616 - tmp617
        tmp619 = -tmp618
        tmp620 = tl.sqrt_rn(tmp619)
        tmp621 = (tmp613 / tmp620)
        tmp622 = tl.full([1], 1e-08, tl.float32)
        tmp623 = tmp621 + tmp622
        tmp624 = tl.full([1], 0.9, tl.float32)
        tmp625 = libdevice.pow(tmp624, tmp615)
        tmp626 = tmp625 - tmp617
        tmp627 = tl.full([1], 1000.0, tl.float32)
        tmp628 = tmp626 * tmp627
        tmp629 = tl.full([1], 1, tl.int32)
        tmp630 = (tmp629 / tmp628)
        tmp631 = (tmp623 / tmp630)
        tmp632 = (tmp602 / tmp631)
        tmp633 = tmp612 + tmp632
        tl.store(out_ptr80 + (x16), tmp602, None)
        tl.store(out_ptr83 + (x16), tmp633, None)
        tl.store(out_ptr84 + (x16), tmp609, None)
    else:
        pass
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1 = args
        args.clear()
        assert_size_stride(arg0_1, (8192, 256), (256, 1))
        assert_size_stride(arg1_1, (256, ), (1, ))
        assert_size_stride(arg2_1, (256, ), (1, ))
        assert_size_stride(arg3_1, (768, 256), (256, 1))
        assert_size_stride(arg4_1, (256, 256), (256, 1))
        assert_size_stride(arg5_1, (1024, 256), (256, 1))
        assert_size_stride(arg6_1, (1024, 256), (256, 1))
        assert_size_stride(arg7_1, (256, 1024), (1024, 1))
        assert_size_stride(arg8_1, (256, ), (1, ))
        assert_size_stride(arg9_1, (256, ), (1, ))
        assert_size_stride(arg10_1, (768, 256), (256, 1))
        assert_size_stride(arg11_1, (256, 256), (256, 1))
        assert_size_stride(arg12_1, (1024, 256), (256, 1))
        assert_size_stride(arg13_1, (1024, 256), (256, 1))
        assert_size_stride(arg14_1, (256, 1024), (1024, 1))
        assert_size_stride(arg15_1, (256, ), (1, ))
        assert_size_stride(arg16_1, (8192, 256), (256, 1))
        assert_size_stride(arg17_1, (), ())
        assert_size_stride(arg18_1, (256, ), (1, ))
        assert_size_stride(arg19_1, (256, ), (1, ))
        assert_size_stride(arg20_1, (), ())
        assert_size_stride(arg21_1, (), ())
        assert_size_stride(arg22_1, (), ())
        assert_size_stride(arg23_1, (), ())
        assert_size_stride(arg24_1, (), ())
        assert_size_stride(arg25_1, (), ())
        assert_size_stride(arg26_1, (), ())
        assert_size_stride(arg27_1, (), ())
        assert_size_stride(arg28_1, (), ())
        assert_size_stride(arg29_1, (), ())
        assert_size_stride(arg30_1, (), ())
        assert_size_stride(arg31_1, (), ())
        assert_size_stride(arg32_1, (), ())
        assert_size_stride(arg33_1, (), ())
        assert_size_stride(arg34_1, (), ())
        assert_size_stride(arg35_1, (), ())
        assert_size_stride(arg36_1, (8192, 256), (256, 1))
        assert_size_stride(arg37_1, (256, ), (1, ))
        assert_size_stride(arg38_1, (768, 256), (256, 1))
        assert_size_stride(arg39_1, (256, 256), (256, 1))
        assert_size_stride(arg40_1, (1024, 256), (256, 1))
        assert_size_stride(arg41_1, (1024, 256), (256, 1))
        assert_size_stride(arg42_1, (256, 1024), (1024, 1))
        assert_size_stride(arg43_1, (256, ), (1, ))
        assert_size_stride(arg44_1, (256, ), (1, ))
        assert_size_stride(arg45_1, (768, 256), (256, 1))
        assert_size_stride(arg46_1, (256, 256), (256, 1))
        assert_size_stride(arg47_1, (1024, 256), (256, 1))
        assert_size_stride(arg48_1, (1024, 256), (256, 1))
        assert_size_stride(arg49_1, (256, 1024), (1024, 1))
        assert_size_stride(arg50_1, (256, ), (1, ))
        assert_size_stride(arg51_1, (8192, 256), (256, 1))
        assert_size_stride(arg52_1, (8192, 256), (256, 1))
        assert_size_stride(arg53_1, (256, ), (1, ))
        assert_size_stride(arg54_1, (768, 256), (256, 1))
        assert_size_stride(arg55_1, (256, 256), (256, 1))
        assert_size_stride(arg56_1, (1024, 256), (256, 1))
        assert_size_stride(arg57_1, (1024, 256), (256, 1))
        assert_size_stride(arg58_1, (256, 1024), (1024, 1))
        assert_size_stride(arg59_1, (256, ), (1, ))
        assert_size_stride(arg60_1, (256, ), (1, ))
        assert_size_stride(arg61_1, (768, 256), (256, 1))
        assert_size_stride(arg62_1, (256, 256), (256, 1))
        assert_size_stride(arg63_1, (1024, 256), (256, 1))
        assert_size_stride(arg64_1, (1024, 256), (256, 1))
        assert_size_stride(arg65_1, (256, 1024), (1024, 1))
        assert_size_stride(arg66_1, (256, ), (1, ))
        assert_size_stride(arg67_1, (8192, 256), (256, 1))
        assert_size_stride(arg68_1, (8192, 256), (256, 1))
        assert_size_stride(arg69_1, (256, ), (1, ))
        assert_size_stride(arg70_1, (256, ), (1, ))
        assert_size_stride(arg71_1, (768, 256), (256, 1))
        assert_size_stride(arg72_1, (256, 256), (256, 1))
        assert_size_stride(arg73_1, (1024, 256), (256, 1))
        assert_size_stride(arg74_1, (1024, 256), (256, 1))
        assert_size_stride(arg75_1, (256, 1024), (1024, 1))
        assert_size_stride(arg76_1, (256, ), (1, ))
        assert_size_stride(arg77_1, (256, ), (1, ))
        assert_size_stride(arg78_1, (768, 256), (256, 1))
        assert_size_stride(arg79_1, (256, 256), (256, 1))
        assert_size_stride(arg80_1, (1024, 256), (256, 1))
        assert_size_stride(arg81_1, (1024, 256), (256, 1))
        assert_size_stride(arg82_1, (256, 1024), (1024, 1))
        assert_size_stride(arg83_1, (256, ), (1, ))
        assert_size_stride(arg84_1, (8192, 256), (256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [_foreach_add_], Original ATen: [aten._foreach_add]
            stream0 = get_raw_stream(0)
            triton_for_fused_0.run(arg20_1, arg17_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg20_1, arg17_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, stream=stream0)
            # Unsorted Source Nodes: [], Original ATen: []
            stream0 = get_raw_stream(0)
            triton_for_fused_1.run(arg36_1, arg68_1, arg52_1, arg0_1, arg20_1, arg18_1, arg69_1, arg19_1, arg1_1, arg17_1, arg37_1, arg70_1, arg53_1, arg2_1, arg21_1, arg38_1, arg71_1, arg54_1, arg3_1, arg22_1, arg39_1, arg72_1, arg55_1, arg4_1, arg23_1, arg40_1, arg73_1, arg56_1, arg5_1, arg24_1, arg41_1, arg74_1, arg57_1, arg6_1, arg25_1, arg42_1, arg75_1, arg58_1, arg7_1, arg26_1, arg43_1, arg76_1, arg59_1, arg8_1, arg27_1, arg44_1, arg77_1, arg60_1, arg9_1, arg28_1, arg45_1, arg78_1, arg61_1, arg10_1, arg29_1, arg46_1, arg79_1, arg62_1, arg11_1, arg30_1, arg47_1, arg80_1, arg63_1, arg12_1, arg31_1, arg48_1, arg81_1, arg64_1, arg13_1, arg32_1, arg49_1, arg82_1, arg65_1, arg14_1, arg33_1, arg50_1, arg83_1, arg66_1, arg15_1, arg34_1, arg51_1, arg84_1, arg67_1, arg16_1, arg35_1, arg36_1, arg0_1, arg52_1, arg18_1, arg1_1, arg19_1, arg37_1, arg2_1, arg53_1, arg38_1, arg3_1, arg54_1, arg39_1, arg4_1, arg55_1, arg40_1, arg5_1, arg56_1, arg41_1, arg6_1, arg57_1, arg42_1, arg7_1, arg58_1, arg43_1, arg8_1, arg59_1, arg44_1, arg9_1, arg60_1, arg45_1, arg10_1, arg61_1, arg46_1, arg11_1, arg62_1, arg47_1, arg12_1, arg63_1, arg48_1, arg13_1, arg64_1, arg49_1, arg14_1, arg65_1, arg50_1, arg15_1, arg66_1, arg51_1, arg16_1, arg67_1, stream=stream0)
            del arg0_1
            del arg10_1
            del arg11_1
            del arg12_1
            del arg13_1
            del arg14_1
            del arg15_1
            del arg16_1
            del arg17_1
            del arg18_1
            del arg19_1
            del arg1_1
            del arg20_1
            del arg21_1
            del arg22_1
            del arg23_1
            del arg24_1
            del arg25_1
            del arg26_1
            del arg27_1
            del arg28_1
            del arg29_1
            del arg2_1
            del arg30_1
            del arg31_1
            del arg32_1
            del arg33_1
            del arg34_1
            del arg35_1
            del arg36_1
            del arg37_1
            del arg38_1
            del arg39_1
            del arg3_1
            del arg40_1
            del arg41_1
            del arg42_1
            del arg43_1
            del arg44_1
            del arg45_1
            del arg46_1
            del arg47_1
            del arg48_1
            del arg49_1
            del arg4_1
            del arg50_1
            del arg51_1
            del arg52_1
            del arg53_1
            del arg54_1
            del arg55_1
            del arg56_1
            del arg57_1
            del arg58_1
            del arg59_1
            del arg5_1
            del arg60_1
            del arg61_1
            del arg62_1
            del arg63_1
            del arg64_1
            del arg65_1
            del arg66_1
            del arg67_1
            del arg68_1
            del arg69_1
            del arg6_1
            del arg70_1
            del arg71_1
            del arg72_1
            del arg73_1
            del arg74_1
            del arg75_1
            del arg76_1
            del arg77_1
            del arg78_1
            del arg79_1
            del arg7_1
            del arg80_1
            del arg81_1
            del arg82_1
            del arg83_1
            del arg84_1
            del arg8_1
            del arg9_1
        return ()

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
