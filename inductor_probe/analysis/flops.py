"""FLOPs and minimum bytes of library kernels, from their ATen op's recorded shapes and dtypes.

Input: the op name and the ``args`` of its Chrome-trace event under ``record_shapes=True``
("Input Dims", "Input type", "Concrete Inputs": every schema argument in order, keyword-only ones
included). Conventions (``torch.utils.flop_counter``'s, checked against it in the tests):

- a multiply-add is 2 FLOPs; matmul 2*M*N*K; bias adds, alpha/beta and activations not counted;
- convolution 2*N*Cout*prod(out spatial)*Cin/groups*prod(kernel); its backward one such count per
  gradient in ``output_mask`` (grad_input, grad_weight; grad_bias, a sum, not counted). torch counts
  grad_weight of a grouped conv ``groups`` times over; this module once;
- attention forward 2*B*H*Sq*Sk*(Dqk + Dv), backward 2*B*H*Sq*Sk*(3*Dqk + 2*Dv) (it recomputes
  Q K^T). A causal mask halves it when Sq == Sk (the FlashAttention benchmark convention; the exact
  unmasked share is (S+1)/2S); when Sq != Sk it keeps the unmasked share of the Sq x Sk scores
  (top-left aligned for SDPA's is_causal and mask type 1, bottom-right for mask type 2). torch's
  counter ignores causality. ``_flash_attention_*`` / ``_efficient_attention_*`` take [B, S, H, D]
  tensors, the ``_scaled_dot_product_*`` ops [B, H, S, D];
- bytes: the minimum traffic: each tensor input read once at its logical size (dims x dtype size),
  each output written once.

A missing figure comes with a reason, never a guess.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

DTYPE_BYTES = {
    **dict.fromkeys(("bool", "signed char", "unsigned char", "c10::Float8_e8m0fnu"), 1),
    **dict.fromkeys(
        ("c10::Float8_e4m3fn", "c10::Float8_e5m2", "c10::Float8_e4m3fnuz", "c10::Float8_e5m2fnuz"), 1
    ),
    **dict.fromkeys(("short int", "c10::Half", "c10::BFloat16"), 2),
    **dict.fromkeys(("int", "float", "c10::complex<c10::Half>"), 4),
    **dict.fromkeys(("long int", "long long int", "double", "c10::complex<float>"), 8),
    "c10::complex<double>": 16,
}
DTYPE_CLASS = {"float": "fp32", "double": "fp64", "c10::BFloat16": "bf16", "c10::Half": "fp16"}
DTYPE_CLASS |= {t: "fp8" for t in DTYPE_BYTES if t.startswith("c10::Float8_e") and "e8m0" not in t}
DTYPE_CLASS |= {"signed char": "int8"}
# c10::ScalarType codes, as a dtype argument appears in "Concrete Inputs".
SCALAR_TYPES = {1: "signed char", 3: "int", 5: "c10::Half", 6: "float", 7: "double", 15: "c10::BFloat16"}
SCALAR_TYPES |= {23: "c10::Float8_e5m2", 24: "c10::Float8_e4m3fn"}


@dataclass(frozen=True)
class Arg:
    """One recorded argument: a tensor (``dtype`` a tensor type, ``dims`` its sizes) or a value."""

    dims: tuple[int, ...]
    dtype: str  # "" for None, "Scalar" / "ScalarList" for values
    value: object = None  # the parsed concrete value, None when absent

    @property
    def is_tensor(self) -> bool:
        return self.dtype in DTYPE_BYTES

    @property
    def nbytes(self) -> int:
        return math.prod(self.dims) * DTYPE_BYTES[self.dtype] if self.is_tensor else 0


@dataclass(frozen=True)
class OpCost:
    op: str
    flops: float | None
    bytes: float | None
    compute_class: str | None  # "fp32" "tf32" "bf16" "fp16" "fp8" "int8" "fp64"
    formula: str = ""  # the arithmetic, with the numbers
    reason: str | None = None  # why flops (or bytes) is None
    assumptions: tuple[str, ...] = ()
    parts: Mapping[str, float] = field(default_factory=dict)  # FLOPs per output (conv backward)


def _fail(op: str, reason: str, cls: str | None = None) -> OpCost:
    return OpCost(op, None, None, cls, reason=reason)


def _concrete(text: object) -> object:
    if not isinstance(text, str) or text == "":
        return None
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text.strip("'\"")


def parse_args(args: Mapping[str, Any]) -> list[Arg] | None:
    """The recorded arguments of a trace event; None when it has no shapes (no ``record_shapes``)."""
    dims = args.get("Input Dims")
    if dims is None:
        return None
    types = list(args.get("Input type") or [])
    concrete = list(args.get("Concrete Inputs") or [])
    out = []
    for i, d in enumerate(dims):
        t = types[i] if i < len(types) else ""
        v = _concrete(concrete[i]) if i < len(concrete) else None
        out.append(Arg(tuple(int(x) for x in (d if isinstance(d, list) else [])), t or "", v))
    return out


def _arg(a: list[Arg], i: int) -> Arg:
    return a[i] if i < len(a) else Arg((), "")


def _io_bytes(inputs: Sequence[Arg], outputs: Sequence[tuple[Sequence[int], str]]) -> float:
    return float(sum(a.nbytes for a in inputs) + sum(math.prod(s) * DTYPE_BYTES[t] for s, t in outputs))


def _compute_class(
    dtype: str, conv: bool, op_flag: object, run_flag: bool | None, kernel: str | None
) -> tuple[str | None, tuple[str, ...]]:
    """``(class, notes)``. float32: TF32 or not from the kernel's name where it tells, else the op's
    recorded allow_tf32, else the run's setting, else torch's default (noted)."""
    cls = DTYPE_CLASS.get(dtype)
    if cls != "fp32":
        return cls, ()
    if kernel and re.search(r"tf32|tensorop_s\d+gemm", kernel, re.I):
        return "tf32", ()
    if kernel and re.search(r"sgemm|_f32f32_f32f32_f32_", kernel):
        return "fp32", ()
    for flag in (op_flag, run_flag):
        if isinstance(flag, bool):
            return ("tf32" if flag else "fp32"), ()
    if conv:
        return "tf32", ("float32 conv counted on the TF32 roof (torch's cuDNN default allows TF32)",)
    return "fp32", ("float32 matmul counted on the FP32 roof (torch's default: no TF32)",)


# ---------------------------------------------------------------- matmuls


def _broadcast(p: Sequence[int], q: Sequence[int]) -> list[int]:
    n = max(len(p), len(q))
    p, q = [1] * (n - len(p)) + list(p), [1] * (n - len(q)) + list(q)
    if any(x != y and 1 not in (x, y) for x, y in zip(p, q, strict=True)):
        raise ValueError(f"batch dimensions do not broadcast: {p} and {q}")
    return [max(x, y) for x, y in zip(p, q, strict=True)]


def _matmul(op: str, a: list[Arg], *, allow_tf32: bool | None, kernel_name: str | None) -> OpCost:
    name = op.removeprefix("aten::")
    i = 1 if name in ("addmm", "_addmm_activation", "baddbmm") else 0
    x, w = _arg(a, i), _arg(a, i + 1)
    if not (x.is_tensor and w.is_tensor):
        return _fail(op, "operands not recorded as tensors")
    if name == "linear":  # weight [N, K]
        batch, (m, k), n = list(x.dims[:-1]), (1, x.dims[-1]), w.dims[0]
        out = [*x.dims[:-1], n]
    else:
        xs = [1, *x.dims] if len(x.dims) == 1 else list(x.dims)
        ws = [*w.dims, 1] if len(w.dims) == 1 else list(w.dims)
        (m, k), n = xs[-2:], ws[-1]
        if ws[-2] != k:
            return _fail(op, f"inner dimensions differ: {list(x.dims)} @ {list(w.dims)}")
        try:
            batch = _broadcast(xs[:-2], ws[:-2])
        except ValueError as e:
            return _fail(op, str(e))
        out = batch + ([m] if len(x.dims) > 1 else []) + ([n] if len(w.dims) > 1 else [])
    scaled = _arg(a, 6).value
    scaled_dtype = SCALAR_TYPES.get(scaled, x.dtype) if isinstance(scaled, int) else x.dtype
    out_dtype = {"_int_mm": "int", "_scaled_mm": scaled_dtype}.get(name, x.dtype)
    cls, notes = _compute_class(x.dtype, False, None, allow_tf32, kernel_name)
    bsz = math.prod(batch)
    formula = (f"2*B*M*N*K, B={bsz} " if batch else "2*M*N*K, ") + f"M={m} N={n} K={k}"
    # an ``.out`` overload (what a compiled module calls: ``extern_kernels.mm(a, b, out=buf)``) is traced
    # under the op's name with the output as one more argument: written once, not read
    reads = a[: _MATMUL_INPUTS.get(name, len(a))]
    return OpCost(op, 2.0 * bsz * m * n * k, _io_bytes(reads, [(out, out_dtype)]), cls, formula, None, notes)


# how many of a matmul's leading arguments are its inputs (the rest: scalars, then ``out``)
_MATMUL_INPUTS = {"mm": 2, "bmm": 2, "matmul": 2, "_int_mm": 2, "addmm": 3, "baddbmm": 3}
_MATMUL_INPUTS |= {"_addmm_activation": 3, "linear": 3, "_scaled_mm": 6}


# ---------------------------------------------------------------- convolutions

# Argument positions: stride, padding, dilation, transposed, output_padding, groups, allow_tf32.
_CONV_FWD = {
    "aten::convolution": dict(stride=3, padding=4, dilation=5, transposed=6, output_padding=7, groups=8),
    "aten::_convolution": dict(
        stride=3, padding=4, dilation=5, transposed=6, output_padding=7, groups=8, allow_tf32=12
    ),
    **dict.fromkeys(
        ("aten::conv1d", "aten::conv2d", "aten::conv3d"),
        dict(stride=3, padding=4, dilation=5, groups=6),
    ),
    "aten::cudnn_convolution": dict(padding=2, stride=3, dilation=4, groups=5, allow_tf32=8),
    "aten::cudnn_convolution_transpose": dict(
        padding=2, output_padding=3, stride=4, dilation=5, groups=6, allow_tf32=9, transposed=-1
    ),
    "aten::mkldnn_convolution": dict(padding=3, stride=4, dilation=5, groups=6),
}
_CONV_BWD = dict(stride=4, padding=5, dilation=6, transposed=7, output_padding=8, groups=9, output_mask=10)


def _ints(v: object, n: int, name: str) -> list[int]:
    if isinstance(v, int) and not isinstance(v, bool):
        return [v] * n
    if isinstance(v, (list, tuple)) and v and all(isinstance(x, int) for x in v):
        return list(v) * n if len(v) == 1 else list(v)
    raise ValueError(f"{name} not recorded ({v!r})")


def _conv_params(a: list[Arg], pos: Mapping[str, int], nsp: int) -> dict[str, Any]:
    if not any(x.value is not None for x in a):
        raise ValueError("the trace has no concrete inputs (stride, padding, ...)")
    val = {k: (True if i == -1 else _arg(a, i).value) for k, i in pos.items()}
    return {
        "stride": _ints(val.get("stride"), nsp, "stride"),
        "dilation": _ints(val.get("dilation"), nsp, "dilation"),
        # a string padding ('same', 'valid': the .padding overloads) is not recorded in the trace
        "padding": _ints(val.get("padding"), nsp, "padding"),
        "transposed": bool(val.get("transposed")),
        "output_padding": _ints(val.get("output_padding") or [0], nsp, "output_padding"),
        "groups": val["groups"] if isinstance(val.get("groups"), int) else 1,
        "allow_tf32": val.get("allow_tf32"),
    }


def _conv_out_spatial(x_sp: Sequence[int], k_sp: Sequence[int], p: dict[str, Any]) -> list[int]:
    out = []
    cols = (x_sp, k_sp, p["stride"], p["dilation"], p["padding"], p["output_padding"])
    for x, k, s, d, pad, op in zip(*cols, strict=True):
        if p["transposed"]:
            out.append((x - 1) * s - 2 * pad + d * (k - 1) + op + 1)
        else:
            out.append((x + 2 * pad - d * (k - 1) - 1) // s + 1)
    return out


def _conv_flops(
    x_dims: Sequence[int], w_dims: Sequence[int], out_sp: Sequence[int], transposed: bool
) -> float:
    """torch's conv_flop_count: 2 * N * prod(spatial) * w[0] * w[1] * prod(kernel)."""
    spatial = x_dims[2:] if transposed else out_sp
    return 2.0 * x_dims[0] * math.prod(spatial) * w_dims[0] * w_dims[1] * math.prod(w_dims[2:])


def _conv(op: str, a: list[Arg], *, allow_tf32: bool | None, kernel_name: str | None) -> OpCost:
    backward = op == "aten::convolution_backward"
    x, w = (_arg(a, 1), _arg(a, 2)) if backward else (_arg(a, 0), _arg(a, 1))
    if not (x.is_tensor and w.is_tensor) or len(x.dims) < 3 or len(w.dims) != len(x.dims):
        return _fail(op, f"unexpected conv shapes {list(x.dims)} {list(w.dims)}")
    try:
        p = _conv_params(a, _CONV_BWD if backward else _CONV_FWD[op], len(x.dims) - 2)
    except ValueError as e:
        return _fail(op, str(e))
    cls, notes = _compute_class(x.dtype, True, p["allow_tf32"], allow_tf32, kernel_name)
    tr, cout = p["transposed"], (w.dims[1] * p["groups"] if p["transposed"] else w.dims[0])
    if backward:
        go, mask = a[0], _arg(a, _CONV_BWD["output_mask"]).value
        if not (isinstance(mask, list) and len(mask) == 3):
            return _fail(op, "output_mask not recorded", cls)
        fwd = _conv_flops(x.dims, w.dims, list(go.dims[2:]), tr)
        parts = {k: fwd for k, on in zip(("grad_input", "grad_weight"), mask[:2], strict=True) if on}
        reads = [go] + [w] * mask[0] + [x] * mask[1]
        writes = (
            [(x.dims, x.dtype)] * mask[0] + [(w.dims, w.dtype)] * mask[1] + [((cout,), go.dtype)] * mask[2]
        )
        formula = f"per gradient in {mask[:2]}: 2*N*Cout*prod(out)*Cin/g*prod(k) = {fwd:.6g}"
        return OpCost(op, sum(parts.values()), _io_bytes(reads, writes), cls, formula, None, notes, parts)
    out_sp = _conv_out_spatial(x.dims[2:], w.dims[2:], p)
    if min(out_sp, default=1) <= 0:
        return _fail(op, f"empty output {out_sp}", cls)
    formula = (
        f"2*N*Cout*prod(out)*Cin/g*prod(k), N={x.dims[0]} Cout={cout} out={out_sp} "
        f"Cin/g={w.dims[0] if tr else w.dims[1]} k={list(w.dims[2:])}"
    )
    out = ((x.dims[0], cout, *out_sp), x.dtype)
    return OpCost(op, _conv_flops(x.dims, w.dims, out_sp, tr), _io_bytes(a, [out]), cls, formula, None, notes)


# ---------------------------------------------------------------- attention

# op: (layout, backward, index of the causal flag, its kind, index of cum_seq_q, logsumexp written:
# True, or the index of compute_log_sumexp). Backward ops take grad_out first, then q, k, v.
_ATTN = {
    "aten::scaled_dot_product_attention": ("bhsd", False, 5, "bool", None, None),
    "aten::_scaled_dot_product_flash_attention": ("bhsd", False, 4, "bool", None, True),
    "aten::_scaled_dot_product_flash_attention_for_cpu": ("bhsd", False, 4, "bool", None, True),
    "aten::_scaled_dot_product_efficient_attention": ("bhsd", False, 6, "bool", None, 4),
    "aten::_scaled_dot_product_cudnn_attention": ("bhsd", False, 6, "bool", None, 4),
    "aten::_flash_attention_forward": ("bshd", False, 8, "bool", 3, True),
    "aten::_efficient_attention_forward": ("bshd", False, 9, "mask_type", 4, 10),
    "aten::_scaled_dot_product_flash_attention_backward": ("bhsd", True, 11, "bool", None, None),
    "aten::_scaled_dot_product_flash_attention_for_cpu_backward": ("bhsd", True, 7, "bool", None, None),
    "aten::_scaled_dot_product_efficient_attention_backward": ("bhsd", True, 11, "bool", None, None),
    "aten::_scaled_dot_product_cudnn_attention_backward": ("bhsd", True, 14, "bool", None, None),
    "aten::_flash_attention_backward": ("bshd", True, 11, "bool", 6, None),
    "aten::_efficient_attention_backward": ("bshd", True, 14, "mask_type", 6, None),
}


def causal_fraction(sq: int, sk: int, bottom_right: bool = False) -> float:
    """The share of the Sq x Sk scores a causal mask keeps: 1/2 when Sq == Sk (see the module doc)."""
    if sq == sk:
        return 0.5
    shift = sk - sq if bottom_right else 0
    return sum(min(max(i + 1 + shift, 0), sk) for i in range(sq)) / (sq * sk)


def _attention(op: str, a: list[Arg], **_: Any) -> OpCost:
    layout, backward, ci, ckind, vi, lse = _ATTN[op]
    q, k, v = (_arg(a, i) for i in ((1, 2, 3) if backward else (0, 1, 2)))
    if vi is not None and _arg(a, vi).is_tensor:
        return _fail(op, "variable-length attention: sequence lengths not in the trace")
    if not all(t.is_tensor and len(t.dims) == 4 for t in (q, k, v)):
        return _fail(op, f"unexpected attention shapes {[list(t.dims) for t in (q, k, v)]}")
    if layout == "bhsd":
        (b, h, sq, dq), sk, dv = q.dims, k.dims[2], v.dims[3]
    else:
        (b, sq, h, dq), sk, dv = q.dims, k.dims[1], v.dims[3]
    flag = _arg(a, ci).value
    if flag is None:
        return _fail(op, "causal flag not recorded (no concrete inputs)")
    causal = bool(flag) if ckind == "bool" else flag in (1, 2)
    frac = causal_fraction(sq, sk, bottom_right=flag == 2 and ckind == "mask_type") if causal else 1.0
    flops = 2.0 * b * h * sq * sk * ((3 * dq + 2 * dv) if backward else (dq + dv)) * frac
    if backward:
        inputs, writes = a, [(q.dims, q.dtype), (k.dims, k.dtype), (v.dims, v.dtype)]
    else:
        out = (b, h, sq, dv) if layout == "bhsd" else (b, sq, h, dv)
        want_lse = lse is True or (isinstance(lse, int) and _arg(a, lse).value is True)
        writes = [(out, q.dtype)] + [((b, h, sq), "float")] * want_lse
        inputs = a[:4] if op == "aten::scaled_dot_product_attention" else a
    formula = f"2*B*H*Sq*Sk*({'3*Dqk+2*Dv' if backward else 'Dqk+Dv'}), B={b} H={h} Sq={sq} Sk={sk} "
    formula += f"Dqk={dq} Dv={dv}" + (f", causal x{frac:.4g}" if causal else "")
    return OpCost(op, flops, _io_bytes(inputs, writes), DTYPE_CLASS.get(q.dtype), formula)


# ---------------------------------------------------------------- entry points

_MATMULS = ("mm", "bmm", "addmm", "baddbmm", "_addmm_activation", "linear", "matmul", "_scaled_mm", "_int_mm")
HANDLERS = {f"aten::{n}": _matmul for n in _MATMULS}
HANDLERS |= dict.fromkeys(_CONV_FWD, _conv) | {"aten::convolution_backward": _conv}
HANDLERS |= dict.fromkeys(_ATTN, _attention)


def supported_ops() -> tuple[str, ...]:
    return tuple(sorted(HANDLERS))


# torch's dtype names (a compiled module's ``torch.float32``) as the trace writes them
TORCH_DTYPES = {
    "float32": "float",
    "float": "float",
    "float64": "double",
    "double": "double",
    "float16": "c10::Half",
    "half": "c10::Half",
    "bfloat16": "c10::BFloat16",
    "int64": "long int",
    "long": "long int",
    "int32": "int",
    "int": "int",
    "int16": "short int",
    "int8": "signed char",
    "uint8": "unsigned char",
    "bool": "bool",
    "float8_e4m3fn": "c10::Float8_e4m3fn",
    "float8_e5m2": "c10::Float8_e5m2",
    "float8_e4m3fnuz": "c10::Float8_e4m3fnuz",
    "float8_e5m2fnuz": "c10::Float8_e5m2fnuz",
}
# A call in a compiled module names these arguments by keyword; their place in the op's schema.
_KEYWORDS = {
    "aten::convolution": {
        "bias": 2,
        "stride": 3,
        "padding": 4,
        "dilation": 5,
        "transposed": 6,
        "output_padding": 7,
        "groups": 8,
    },
}
_KEYWORDS |= {op: {"is_causal": spec[2]} for op, spec in _ATTN.items() if spec[3] == "bool"}


def call_cost(
    op: str, args: Sequence[Arg], kwargs: Mapping[str, Arg], *, kernel_name: str | None = None
) -> OpCost:
    """``op_cost`` of a call as a compiled module writes it (``extern_kernels.convolution(x, w,
    stride=(1, 1), ...)``): keywords go to their place in the schema; an argument left out is at its
    default, which for attention's ``is_causal`` is False."""
    handler = HANDLERS.get(op)
    if handler is None:
        return _fail(op, f"no FLOP formula for {op}")
    a = list(args)
    for key, pos in _KEYWORDS.get(op, {}).items():
        if key in kwargs:
            a += [Arg((), "")] * (pos + 1 - len(a))
            a[pos] = kwargs[key]
    if op in _ATTN and _ATTN[op][3] == "bool" and len(a) <= _ATTN[op][2]:
        a += [Arg((), "")] * (_ATTN[op][2] + 1 - len(a))
        a[_ATTN[op][2]] = Arg((), "Scalar", False)
    return handler(op, a, allow_tf32=None, kernel_name=kernel_name)


def op_cost(
    op: str, args: Mapping[str, Any] | None, *, kernel_name: str | None = None, allow_tf32: bool | None = None
) -> OpCost:
    """FLOPs, minimum bytes and compute class of one call of ``op`` from its trace event's ``args``.

    ``kernel_name``: the library kernel it launched (its name may say TF32 or FP32 SIMT);
    ``allow_tf32``: the run's float32 matmul/conv setting when recorded (see ``_compute_class``).
    """
    handler = HANDLERS.get(op)
    if handler is None:
        return _fail(op, f"no FLOP formula for {op}")
    parsed = parse_args(args or {})
    if parsed is None:
        return _fail(op, "the trace has no input shapes (profile with record_shapes=True)")
    return handler(op, parsed, allow_tf32=allow_tf32, kernel_name=kernel_name)
