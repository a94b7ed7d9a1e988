"""Kernel categories: an ordered table of named rules, first match wins, ``other`` last.

A rule looks at one field of a kernel row:

- ``activity``: the trace's event category (``kernel``, ``gpu_memcpy``, ``gpu_memset``, ``cpu_op``)
- ``heuristic``: the ``@triton_heuristics.<kind>`` decorator of a generated Triton kernel,
  or what a C++ kernel's source shows (``reduction``/``pointwise``)
- ``name``: the kernel name as the profiler reports it
- ``op``: the ATen operator that launched the kernel (from the trace's CPU side)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass

from inductor_probe.analysis.comms import COLLECTIVE_KERNEL

CATEGORIES = (
    "pointwise",
    "reduction",
    "persistent_reduction",
    "template",
    "foreach",
    "scan",
    "extern_mm",
    "conv",
    "attention",
    "collective",
    "copy_memset",
    "other_aten",
    "other",
)

_HEURISTIC_CATEGORY = {
    "pointwise": "pointwise",
    "reduction": "reduction",
    "persistent_reduction": "persistent_reduction",
    "cooperative_reduction": "reduction",
    "split_scan": "scan",
    "template": "template",
    "foreach": "foreach",
}

_ATTENTION_OPS = (
    r"^aten::_?(scaled_dot_product|efficient_attention|flash_attention|cudnn_attention|_fused_sdp|fused_sdp"
    r"|flex_attention)"
)
_MM_OPS = (
    r"^aten::(mm|addmm|bmm|baddbmm|addbmm|_scaled_mm|_int_mm|matmul|linear|addmv|mv|dot|_addmm_activation"
    r"|_grouped_mm|_scaled_grouped_mm)$"
)
_CONV_OPS = (
    r"^aten::(_?convolution|cudnn_convolution|conv\w*|mkldnn_convolution|_convolution_mode|miopen_convolution"
    r"|_slow_conv2d\w*|slow_conv\w*)"
)


@dataclass(frozen=True)
class Rule:
    name: str
    category: str
    field: str
    pattern: str

    def matches(self, row: Mapping[str, object]) -> bool:
        value = row.get(self.field)
        if not value:
            return False
        return re.search(self.pattern, str(value)) is not None


RULES: tuple[Rule, ...] = (
    # Collectives first: NCCL's kernel families, PyTorch's symmetric-memory collectives (analysis/comms.py).
    Rule("collective_name", "collective", "name", COLLECTIVE_KERNEL.pattern),
    # Copies and memsets are their own trace activities.
    Rule("memcpy_activity", "copy_memset", "activity", r"^gpu_mem(cpy|set)$"),
    Rule("memcpy_name", "copy_memset", "name", r"^(Memcpy|Memset)\b"),
    # In a CUDA graph's replay a copy or memset node can run as the driver's own kernels and be traced as
    # such, launched by no op (memcpy32_post, memset32: seen in an H100 trace of a reduce-overhead step;
    # pytorch/pytorch#191284 on how a graph's copies are run and reported). The step view names a kernel
    # 'memset32 [g0_backward]'.
    Rule("graph_copy_kernel", "copy_memset", "name", r"^(memcpy|memset)\d+(_[a-z0-9]+)*( |$)"),
    # Generated Triton / C++ kernels: what their source says they are.
    *(Rule(f"heuristic_{h}", c, "heuristic", rf"^{h}$") for h, c in _HEURISTIC_CATEGORY.items()),
    # ... and when the source is not at hand, Inductor's name prefixes.
    Rule("triton_poi", "pointwise", "name", r"^triton_poi_"),
    Rule("triton_red", "reduction", "name", r"^triton_red_"),
    Rule("triton_per", "persistent_reduction", "name", r"^triton_per_"),
    Rule("triton_tem", "template", "name", r"^triton_tem_"),
    Rule("triton_for", "foreach", "name", r"^triton_for_"),
    Rule("triton_scan", "scan", "name", r"^triton_(spl|scan)_"),
    # Library kernels, by the ATen op that launched them first (most reliable) ...
    Rule("attention_op", "attention", "op", _ATTENTION_OPS),
    Rule("mm_op", "extern_mm", "op", _MM_OPS),
    Rule("conv_op", "conv", "op", _CONV_OPS),
    # ... then by their own names (attention before gemm: fmha kernels are cutlass too).
    Rule(
        "attention_name",
        "attention",
        "name",
        r"(?i)fmha|flash_?(fwd|bwd|attn)|flash::|PyTorchMemEffAttention|attention_?kernel|_sdpa|sdpa_|cudnn.*(mha|sdpa)",
    ),
    Rule("conv_name", "conv", "name", r"(?i)cudnn|fprop|dgrad|wgrad|implicit_convolve|conv(2d|3d|_)"),
    Rule(
        "gemm_name",
        "extern_mm",
        "name",
        r"(?i)gemm|gemv|cutlass|nvjet|cublas|xmma|splitKreduce|sm\d+_xmma|Kernel2|ampere_.*(s|h)gemm",
    ),
    # Anything else ATen launched (at::native elementwise / reduce / index kernels).
    Rule(
        "aten_name",
        "other_aten",
        "name",
        r"at::native|at::cuda|\bc10::|^void at::|elementwise_kernel|reduce_kernel|index_elementwise",
    ),
    Rule("aten_op", "other_aten", "op", r"^aten::"),
)


_FIELDS = tuple(dict.fromkeys(r.field for r in RULES))  # what the rules read of a row


def categorize(row: Mapping[str, object], rules: tuple[Rule, ...] = RULES) -> tuple[str, str]:
    """``(category, rule name)`` for one kernel row; ``("other", "none")`` when nothing matches. With the
    default rules, decided once per distinct value of the fields they read (a trace of a million events
    repeats a few hundred kernels: each regex ran 20 times a row)."""
    if rules is not RULES:
        return _first_match(row, rules)
    key = tuple(_hashable(row.get(f)) for f in _FIELDS)
    return _by_fields(key)


def _hashable(v: object) -> object:
    """A field's value as a key: NaN (a DataFrame's missing value, matched by no rule) as None."""
    if isinstance(v, float) and v != v:
        return None
    return v if v is None or isinstance(v, (str, int, float)) else str(v)


@functools.lru_cache(maxsize=65536)
def _by_fields(key: tuple[object, ...]) -> tuple[str, str]:
    return _first_match(dict(zip(_FIELDS, key, strict=True)), RULES)


def _first_match(row: Mapping[str, object], rules: tuple[Rule, ...]) -> tuple[str, str]:
    for rule in rules:
        if rule.matches(row):
            return rule.category, rule.name
    return "other", "none"
