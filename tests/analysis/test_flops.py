"""FLOPs and bytes of library ops from recorded shapes, checked against torch's own FLOP counter.

Each case runs the op for real (CPU, or meta tensors for the GPU-only attention ops) under
``torch.profiler`` with ``record_shapes=True`` and under ``FlopCounterMode``, then feeds the op's
Chrome-trace event to ``op_cost``: the same ``args`` the tool reads from a GPU trace.
"""

from __future__ import annotations

import json

import pytest
import torch
from torch.profiler import ProfilerActivity, profile
from torch.utils.flop_counter import FlopCounterMode, sdpa_backward_flop_count, sdpa_flop_count

from inductor_probe.analysis.flops import causal_fraction, op_cost, parse_args, supported_ops

ATEN = torch.ops.aten


def run(tmp_path, fn, op: str, count: bool = True) -> tuple[dict, int | None]:
    """(the args of ``op``'s first trace event, the FLOPs torch counted for ``fn``)."""
    counter = FlopCounterMode(display=False) if count else None
    with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:
        if counter is None:
            fn()
        else:
            with counter:
                fn()
    path = tmp_path / "trace.json"
    prof.export_chrome_trace(str(path))
    events = [e for e in json.loads(path.read_text())["traceEvents"] if e.get("name") == op]
    assert events, f"{op} not in the trace"
    return events[0]["args"], counter.get_total_flops() if counter else None


def cost(tmp_path, fn, op, count=True, **kw):
    args, torch_flops = run(tmp_path, fn, op, count)
    return op_cost(op, args, **kw), torch_flops


# ---------------------------------------------------------------- matmuls

A, B, BIAS = torch.randn(8, 16), torch.randn(16, 4), torch.randn(4)


@pytest.mark.parametrize(
    "op, fn, mnk",
    [
        ("aten::mm", lambda: torch.mm(A, B), (8, 4, 16)),
        ("aten::addmm", lambda: torch.addmm(BIAS, A, B), (8, 4, 16)),
        ("aten::bmm", lambda: torch.bmm(torch.randn(3, 4, 5), torch.randn(3, 5, 6)), (3 * 4, 6, 5)),
        (
            "aten::baddbmm",
            lambda: torch.baddbmm(torch.randn(3, 4, 6), torch.randn(3, 4, 5), torch.randn(3, 5, 6), alpha=2),
            (3 * 4, 6, 5),
        ),
        ("aten::linear", lambda: torch.nn.functional.linear(torch.randn(2, 8, 16), B.t(), BIAS), (16, 4, 16)),
        ("aten::matmul", lambda: torch.matmul(torch.randn(2, 1, 4, 5), torch.randn(3, 5, 6)), (6 * 4, 6, 5)),
        ("aten::matmul", lambda: torch.matmul(torch.randn(5), torch.randn(5, 6)), (1, 6, 5)),
    ],
)
def test_matmuls_match_torch(tmp_path, op, fn, mnk):
    c, torch_flops = cost(tmp_path, fn, op)
    m, n, k = mnk
    assert c.flops == 2 * m * n * k == torch_flops
    assert c.compute_class == "fp32" and c.reason is None


def test_mm_bytes_are_inputs_once_plus_the_output(tmp_path):
    c, _ = cost(tmp_path, lambda: torch.addmm(BIAS, A, B), "aten::addmm")
    assert c.bytes == (4 + 8 * 16 + 16 * 4 + 8 * 4) * 4
    assert "M=8 N=4 K=16" in c.formula


def test_out_overloads_write_their_output_once(tmp_path):
    # what a compiled module calls (extern_kernels.mm(a, b, out=buf)): traced as aten::mm / aten::addmm
    # with the output as one more argument; its bytes are the same as the plain op's
    out = torch.empty(8, 4)
    c, torch_flops = cost(tmp_path, lambda: torch.mm(A, B, out=out), "aten::mm")
    assert (c.flops, c.bytes) == (torch_flops, (8 * 16 + 16 * 4 + 8 * 4) * 4)
    c, _ = cost(tmp_path, lambda: torch.addmm(BIAS, A, B, out=out), "aten::addmm")
    assert c.bytes == (4 + 8 * 16 + 16 * 4 + 8 * 4) * 4
    bout = torch.empty(3, 8, 4)
    c, _ = cost(tmp_path, lambda: torch.bmm(A.expand(3, 8, 16), B.expand(3, 16, 4), out=bout), "aten::bmm")
    assert c.bytes == 3 * (8 * 16 + 16 * 4 + 8 * 4) * 4


def test_bf16_mm_is_bf16(tmp_path):
    c, torch_flops = cost(tmp_path, lambda: torch.mm(A.bfloat16(), B.bfloat16()), "aten::mm")
    assert (c.compute_class, c.flops, c.bytes) == ("bf16", torch_flops, (8 * 16 + 16 * 4 + 8 * 4) * 2)


def test_scaled_mm_is_fp8_with_its_out_dtype(tmp_path):
    a = torch.randn(32, 64).to(torch.float8_e4m3fn)
    b = torch.randn(16, 64).to(torch.float8_e4m3fn).t()
    s = torch.tensor(1.0)
    c, torch_flops = cost(
        tmp_path, lambda: torch._scaled_mm(a, b, s, s, out_dtype=torch.bfloat16), "aten::_scaled_mm"
    )
    assert c.flops == torch_flops == 2 * 32 * 16 * 64
    assert c.compute_class == "fp8"
    assert c.bytes == 32 * 64 + 64 * 16 + 4 + 4 + 32 * 16 * 2  # fp8 in, two fp32 scales, bf16 out


def test_int_mm_and_addmm_activation_by_hand(tmp_path):
    # torch's counter has no formula for these two (it counts 0): checked by hand.
    a = torch.randint(-5, 5, (32, 64), dtype=torch.int8)
    b = torch.randint(-5, 5, (64, 16), dtype=torch.int8)
    c, _ = cost(tmp_path, lambda: torch._int_mm(a, b), "aten::_int_mm")
    assert (c.flops, c.compute_class, c.bytes) == (2 * 32 * 16 * 64, "int8", 32 * 64 + 64 * 16 + 32 * 16 * 4)
    c, _ = cost(
        tmp_path, lambda: ATEN._addmm_activation(BIAS, A, B, use_gelu=True), "aten::_addmm_activation"
    )
    assert c.flops == 2 * 8 * 4 * 16


def test_float32_matmul_class_from_kernel_name_run_setting_or_default():
    args = {"Input Dims": [[8, 16], [16, 4]], "Input type": ["float", "float"], "Concrete Inputs": ["", ""]}
    default = op_cost("aten::mm", args)
    assert default.compute_class == "fp32" and "default" in default.assumptions[0]
    assert op_cost("aten::mm", args, allow_tf32=True).compute_class == "tf32"
    tf32 = "sm80_xmma_gemm_tf32f32_tf32f32_f32_tn_n_tilesize128x128x16"
    assert op_cost("aten::mm", args, kernel_name=tf32, allow_tf32=False).compute_class == "tf32"
    assert (
        op_cost("aten::mm", args, kernel_name="cutlass_80_tensorop_s1688gemm_128x128").compute_class == "tf32"
    )
    simt = "sm80_xmma_gemm_f32f32_f32f32_f32_tn_n_tilesize128x128x8_stage3"
    assert op_cost("aten::mm", args, kernel_name=simt, allow_tf32=True).compute_class == "fp32"


# ---------------------------------------------------------------- convolutions

X, W, W3 = torch.randn(2, 6, 13, 11), torch.randn(8, 3, 3, 2), torch.randn(8, 3, 3, 3)


@pytest.mark.parametrize(
    "op, fn",
    [
        (
            "aten::convolution",
            lambda: torch.nn.functional.conv2d(X, W, stride=(2, 1), padding=(1, 2), groups=2),
        ),
        ("aten::_convolution", lambda: torch.nn.functional.conv2d(X, W, dilation=(2, 1), groups=2)),
        ("aten::mkldnn_convolution", lambda: torch.nn.functional.conv2d(X, W, stride=2, groups=2)),
        ("aten::conv2d", lambda: torch.nn.functional.conv2d(X, W, stride=2, padding=1, groups=2)),
        (
            "aten::conv1d",
            lambda: torch.nn.functional.conv1d(torch.randn(2, 4, 17), torch.randn(5, 4, 3), stride=2),
        ),
        (
            "aten::convolution",
            lambda: torch.nn.functional.conv3d(
                torch.randn(1, 2, 5, 6, 7), torch.randn(3, 2, 2, 3, 2), padding=1
            ),
        ),
        (
            "aten::convolution",
            lambda: torch.nn.functional.conv_transpose2d(
                X, torch.randn(6, 4, 3, 3), stride=2, padding=1, groups=2
            ),
        ),
        ("aten::convolution", lambda: torch.nn.functional.conv2d(X, W3, padding="same", groups=2)),
    ],
)
def test_forward_convolutions_match_torch(tmp_path, op, fn):
    c, torch_flops = cost(tmp_path, fn, op)
    assert c.reason is None, c.reason
    assert c.flops == torch_flops
    assert c.compute_class in ("tf32", "fp32")


def test_conv_bytes_and_output_shape(tmp_path):
    c, _ = cost(
        tmp_path,
        lambda: torch.nn.functional.conv2d(X, W, stride=(2, 1), padding=(1, 2), groups=2),
        "aten::convolution",
    )
    out = 2 * 8 * 7 * 14  # (13 + 2 - 3) // 2 + 1 = 7, (11 + 4 - 2) // 1 + 1 = 14
    assert c.bytes == (X.numel() + W.numel() + out) * 4
    assert "out=[7, 14]" in c.formula


def test_conv_tf32_follows_the_ops_allow_tf32_argument(tmp_path):
    c, _ = cost(tmp_path, lambda: torch.nn.functional.conv2d(X, W, groups=2), "aten::_convolution")
    assert c.compute_class == "tf32"  # recorded allow_tf32=True (torch.backends.cudnn.allow_tf32)
    old = torch.backends.cudnn.allow_tf32
    torch.backends.cudnn.allow_tf32 = False
    try:
        c, _ = cost(tmp_path, lambda: torch.nn.functional.conv2d(X, W, groups=2), "aten::_convolution")
    finally:
        torch.backends.cudnn.allow_tf32 = old
    assert c.compute_class == "fp32" and not c.assumptions


def test_cudnn_convolution_matches_the_same_conv_counted_by_torch(tmp_path):
    # cudnn_convolution has no CPU or meta kernel: its args are written in its schema's order
    # (self, weight, padding, stride, dilation, groups, benchmark, deterministic, allow_tf32).
    _, torch_flops = run(
        tmp_path,
        lambda: torch.nn.functional.conv2d(X, W, stride=(2, 1), padding=1, groups=2),
        "aten::convolution",
    )
    args = {
        "Input Dims": [list(X.shape), list(W.shape), [], [], [], [], [], [], []],
        "Input type": ["c10::BFloat16", "c10::BFloat16", "ScalarList", "ScalarList", "ScalarList"]
        + ["Scalar"] * 4,
        "Concrete Inputs": ["", "", "[1, 1]", "[2, 1]", "[1, 1]", "2", "False", "False", "True"],
    }
    c = op_cost("aten::cudnn_convolution", args)
    assert (c.flops, c.compute_class) == (torch_flops, "bf16")
    t = op_cost(
        "aten::cudnn_convolution_transpose",
        {
            "Input Dims": [list(X.shape), [6, 4, 3, 3]] + [[]] * 8,
            "Input type": ["float", "float"] + ["ScalarList"] * 4 + ["Scalar"] * 4,
            "Concrete Inputs": [
                "",
                "",
                "[1, 1]",
                "[0, 0]",
                "[2, 2]",
                "[1, 1]",
                "2",
                "False",
                "False",
                "False",
            ],
        },
    )
    _, torch_t = run(
        tmp_path,
        lambda: torch.nn.functional.conv_transpose2d(
            X, torch.randn(6, 4, 3, 3), stride=2, padding=1, groups=2
        ),
        "aten::convolution",
    )
    assert (t.flops, t.compute_class) == (torch_t, "fp32")


@pytest.mark.parametrize(
    "mask", [[True, True, True], [True, False, False], [False, True, True], [False, True, False]]
)
def test_convolution_backward_counts_each_requested_gradient(tmp_path, mask):
    x, w = torch.randn(2, 3, 9, 9), torch.randn(5, 3, 3, 3)
    go = torch.randn(2, 5, 5, 5)  # stride 2, padding 1
    c, torch_flops = cost(
        tmp_path,
        lambda: ATEN.convolution_backward(go, x, w, [5], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, mask),
        "aten::convolution_backward",
    )
    fwd = 2 * 2 * 5 * 25 * 3 * 9
    assert c.flops == torch_flops == fwd * sum(mask[:2])
    assert set(c.parts) == {n for n, on in zip(("grad_input", "grad_weight"), mask[:2], strict=True) if on}
    reads = go.numel() + w.numel() * mask[0] + x.numel() * mask[1]
    writes = x.numel() * mask[0] + w.numel() * mask[1] + 5 * mask[2]
    assert c.bytes == (reads + writes) * 4


def test_grouped_convolution_backward_counts_grad_weight_once(tmp_path):
    # torch counts a grouped conv's grad_weight `groups` times over; the true work is one forward's.
    x, w, go = torch.randn(2, 4, 8, 8), torch.randn(6, 2, 3, 3), torch.randn(2, 6, 6, 6)
    c, torch_flops = cost(
        tmp_path,
        lambda: ATEN.convolution_backward(
            go, x, w, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 2, [True, True, False]
        ),
        "aten::convolution_backward",
    )
    fwd = 2 * 2 * 6 * 36 * 2 * 9
    assert c.flops == 2 * fwd
    assert torch_flops == fwd * (1 + 2)


def test_transposed_convolution_backward_matches_torch(tmp_path):
    x, w = torch.randn(2, 4, 5, 5), torch.randn(4, 3, 3, 3)
    go = torch.randn(2, 3, 11, 11)  # stride 2, no padding: (5 - 1) * 2 + 3 = 11
    c, torch_flops = cost(
        tmp_path,
        lambda: ATEN.convolution_backward(
            go, x, w, None, [2, 2], [0, 0], [1, 1], True, [0, 0], 1, [True, True, False]
        ),
        "aten::convolution_backward",
    )
    assert c.flops == torch_flops


# ---------------------------------------------------------------- attention

S, D = 128, 64


def _qkv(dtype=torch.bfloat16, device="meta", s=S, h=4, sk=None):
    make = lambda n: torch.randn(2, h, n, D, dtype=dtype, device=device)
    return make(s), make(sk or s), make(sk or s)


@pytest.mark.parametrize("causal", [False, True])
def test_sdpa_for_cpu_forward_and_backward(tmp_path, causal):
    q, k, v = (t.requires_grad_() for t in _qkv(torch.float32, "cpu", s=32))
    fwd = lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
    # torch's counter has no formula for the CPU ops (it counts 0): its SDPA formulas are applied
    c, _ = cost(tmp_path, fwd, "aten::_scaled_dot_product_flash_attention_for_cpu")
    half = 0.5 if causal else 1.0
    assert c.flops == sdpa_flop_count(q.shape, k.shape, v.shape) * half == 4 * 2 * 4 * 32 * 32 * D * half
    assert c.compute_class == "fp32"
    out = fwd()
    c, _ = cost(
        tmp_path, lambda: out.sum().backward(), "aten::_scaled_dot_product_flash_attention_for_cpu_backward"
    )
    assert c.flops == sdpa_backward_flop_count(q.shape, q.shape, k.shape, v.shape) * half


def test_gqa_counts_query_heads(tmp_path):
    q = torch.randn(2, 8, 16, 32)
    kv = torch.randn(2, 2, 16, 32)
    c, torch_flops = cost(
        tmp_path,
        lambda: torch.nn.functional.scaled_dot_product_attention(q, kv, kv, enable_gqa=True),
        "aten::scaled_dot_product_attention",
    )
    assert c.flops == 4 * 2 * 8 * 16 * 16 * 32


def test_gpu_attention_ops_on_meta_tensors(tmp_path):
    """The GPU attention ops, run on meta tensors: real trace args, torch's counts (BHSD ops)."""
    q, k, v = _qkv()
    full = sdpa_flop_count(q.shape, k.shape, v.shape)
    for op, fn, causal in [
        (
            "aten::_scaled_dot_product_flash_attention",
            lambda: ATEN._scaled_dot_product_flash_attention(q, k, v, 0.0, True),
            True,
        ),
        (
            "aten::_scaled_dot_product_efficient_attention",
            lambda: ATEN._scaled_dot_product_efficient_attention(q, k, v, None, True, 0.0, False),
            False,
        ),
        (
            "aten::_scaled_dot_product_cudnn_attention",
            lambda: ATEN._scaled_dot_product_cudnn_attention(q, k, v, None, True, 0.0, True, False),
            True,
        ),
    ]:
        c, torch_flops = cost(tmp_path, fn, op)
        assert torch_flops == full
        assert c.flops == full * (0.5 if causal else 1.0), op
        assert c.compute_class == "bf16"
        lse = 2 * 4 * S * 4
        assert c.bytes == 4 * q.numel() * 2 + lse, op  # q, k, v read, out written (bf16), fp32 logsumexp


def test_inner_attention_ops_take_bshd_tensors(tmp_path):
    """_flash_attention_forward / _efficient_attention_forward get [B, S, H, D] (the SDPA ops pass
    transposed views): the same attention counts the same FLOPs through either op. torch's counter
    reads these shapes as [B, H, S, D] (here, with Sq != Sk, it even raises), so its formula is
    applied to the [B, H, S, D] shapes instead."""
    q, k, v = _qkv(h=4, s=S, sk=96)
    qt, kt, vt = (t.transpose(1, 2) for t in (q, k, v))
    full = sdpa_flop_count(q.shape, k.shape, v.shape)
    eff, _ = cost(
        tmp_path,
        lambda: ATEN._efficient_attention_forward(qt, kt, vt, None, None, None, None, None, 0.0, 0, True),
        "aten::_efficient_attention_forward",
        count=False,
    )
    fla, _ = cost(
        tmp_path,
        lambda: ATEN._flash_attention_forward(qt, kt, vt, None, None, S, 96, 0.0, False, False),
        "aten::_flash_attention_forward",
        count=False,
    )
    assert eff.flops == fla.flops == full
    assert "H=4 Sq=128 Sk=96" in eff.formula
    top_left, _ = cost(
        tmp_path,
        lambda: ATEN._efficient_attention_forward(qt, kt, vt, None, None, None, None, None, 0.0, 1, True),
        "aten::_efficient_attention_forward",
        count=False,
    )
    bottom_right, _ = cost(
        tmp_path,
        lambda: ATEN._efficient_attention_forward(qt, kt, vt, None, None, None, None, None, 0.0, 2, True),
        "aten::_efficient_attention_forward",
        count=False,
    )
    assert top_left.flops == full * causal_fraction(S, 96)
    assert bottom_right.flops == full * causal_fraction(S, 96, bottom_right=True)


def test_attention_backward_ops(tmp_path):
    q, k, v = _qkv()
    qt = q.transpose(1, 2)
    full = sdpa_backward_flop_count(q.shape, q.shape, k.shape, v.shape)
    assert full == 2 * 2 * 4 * S * S * (3 * D + 2 * D)
    o, lse, cq, ck, mq, mk, rng, unused, _ = ATEN._scaled_dot_product_flash_attention(q, k, v, 0.0, True)
    e = ATEN._scaled_dot_product_efficient_attention(q, k, v, None, True, 0.0, False)
    cu = ATEN._scaled_dot_product_cudnn_attention(q, k, v, None, True, 0.0, True, False)
    f = ATEN._flash_attention_forward(qt, qt, qt, None, None, S, S, 0.0, True, False)
    ef = ATEN._efficient_attention_forward(qt, qt, qt, None, None, None, None, None, 0.0, 0, True)
    cases = [
        (
            "aten::_scaled_dot_product_flash_attention_backward",
            lambda: ATEN._scaled_dot_product_flash_attention_backward(
                o, q, k, v, o, lse, cq, ck, mq, mk, 0.0, True, rng, unused
            ),
            True,
        ),
        (
            "aten::_scaled_dot_product_efficient_attention_backward",
            lambda: ATEN._scaled_dot_product_efficient_attention_backward(
                o, q, k, v, None, e[0], e[1], e[2], e[3], 0.0, [True, True, True, False], False
            ),
            False,
        ),
        (
            "aten::_scaled_dot_product_cudnn_attention_backward",
            lambda: ATEN._scaled_dot_product_cudnn_attention_backward(
                o, q, k, v, cu[0], cu[1], cu[6], cu[7], None, cu[2], cu[3], S, S, 0.0, True
            ),
            True,
        ),
        (
            "aten::_flash_attention_backward",
            lambda: ATEN._flash_attention_backward(
                f[0], qt, qt, qt, f[0], f[1], None, None, S, S, 0.0, True, f[2], f[3]
            ),
            True,
        ),
        (
            "aten::_efficient_attention_backward",
            lambda: ATEN._efficient_attention_backward(
                ef[0], qt, qt, qt, None, ef[0], None, None, S, S, ef[1], 0.0, ef[2], ef[3], 0, False
            ),
            False,
        ),
    ]
    for op, fn, causal in cases:
        c, torch_flops = cost(tmp_path, fn, op)
        if op.startswith("aten::_scaled"):
            assert torch_flops == full, op
        assert c.flops == full * (0.5 if causal else 1.0), op
        assert c.bytes >= 7 * q.numel() * 2, op  # grad_out, q, k, v, out read; dq, dk, dv written


def test_causal_fraction_counts_the_unmasked_scores():
    assert causal_fraction(64, 64) == 0.5
    for sq, sk in [(3, 7), (7, 3), (5, 5 + 1)]:
        top_left = torch.ones(sq, sk).tril().sum().item()
        bottom_right = torch.ones(sq, sk).tril(diagonal=sk - sq).sum().item()
        assert causal_fraction(sq, sk) == top_left / (sq * sk)
        assert causal_fraction(sq, sk, bottom_right=True) == bottom_right / (sq * sk)


# ---------------------------------------------------------------- what cannot be counted


def test_reasons_instead_of_guesses(tmp_path):
    assert "record_shapes" in op_cost("aten::mm", {"External id": 3}).reason
    assert op_cost("aten::mm", {"External id": 3}).flops is None
    assert op_cost("aten::cumsum", {"Input Dims": [[4]]}).reason == "no FLOP formula for aten::cumsum"
    conv = {
        "Input Dims": [[2, 3, 8, 8], [4, 3, 3, 3]] + [[]] * 7,
        "Input type": ["float", "float"] + [""] * 7,
    }
    assert "concrete inputs" in op_cost("aten::convolution", conv).reason
    attn = {"Input Dims": [[8, 4, 64]] * 3 + [[3], [3]], "Input type": ["c10::Half"] * 5}
    assert "variable-length" in op_cost("aten::_flash_attention_forward", attn).reason
    same = torch.nn.functional.conv2d(X, W3, padding="same", groups=2)
    args, _ = run(
        tmp_path, lambda: torch.nn.functional.conv2d(X, W3, padding="same", groups=2), "aten::conv2d"
    )
    assert "padding not recorded" in op_cost("aten::conv2d", args).reason  # a string padding is not traced
    assert same.shape[2:] == X.shape[2:]
    causal_missing = {"Input Dims": [[2, 4, 16, 8]] * 3, "Input type": ["float"] * 3}
    assert "causal" in op_cost("aten::_scaled_dot_product_flash_attention", causal_missing).reason


def test_parse_args_reads_concrete_values():
    args = parse_args(
        {
            "Input Dims": [[2, 3], [], [], []],
            "Input type": ["c10::BFloat16", "ScalarList", "Scalar", ""],
            "Concrete Inputs": ["", "[1, 2]", "0.", ""],
        }
    )
    assert [a.value for a in args] == [None, [1, 2], 0.0, None]
    assert args[0].is_tensor and args[0].nbytes == 12 and not args[3].is_tensor


def test_every_supported_op_has_a_case():
    covered = {
        "aten::mm", "aten::bmm", "aten::addmm", "aten::baddbmm", "aten::_addmm_activation", "aten::linear",
        "aten::matmul", "aten::_scaled_mm", "aten::_int_mm", "aten::convolution", "aten::_convolution",
        "aten::conv1d", "aten::conv2d", "aten::conv3d", "aten::cudnn_convolution",
        "aten::cudnn_convolution_transpose", "aten::mkldnn_convolution", "aten::convolution_backward",
        "aten::scaled_dot_product_attention", "aten::_scaled_dot_product_flash_attention",
        "aten::_scaled_dot_product_flash_attention_for_cpu", "aten::_scaled_dot_product_efficient_attention",
        "aten::_scaled_dot_product_cudnn_attention", "aten::_flash_attention_forward",
        "aten::_efficient_attention_forward", "aten::_scaled_dot_product_flash_attention_backward",
        "aten::_scaled_dot_product_flash_attention_for_cpu_backward",
        "aten::_scaled_dot_product_efficient_attention_backward",
        "aten::_scaled_dot_product_cudnn_attention_backward", "aten::_flash_attention_backward",
        "aten::_efficient_attention_backward",
    }  # fmt: skip
    assert set(supported_ops()) == covered
