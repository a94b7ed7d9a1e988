"""The kernel renderers: a variant whose configs partly failed."""

import random

from inductor_probe.analysis.kernels import KernelRef, KernelReport
from inductor_probe.render.kernel import RENDERERS
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.timings import KernelRerun


def _m(center: float, spread: float, n: int = 200, seed: int = 0) -> dict:
    rng = random.Random(seed)
    return {"samples_us": [center + rng.uniform(-spread, spread) for _ in range(n)]}


def test_failed_configs_are_rendered_and_the_rest_goes_on():
    ok = {
        "config": "XBLOCK 1, R0_BLOCK 512, num_warps 8, num_stages 1",
        "status": "ok",
        "registers": 37,
        "spills": 0,
        "shared_bytes": 96,
        "cold": {**_m(115.0, 0.5), "median_us": 115.0, "iqr_us": 1.0},
        "warm": {**_m(119.0, 0.5), "median_us": 119.0, "iqr_us": 1.0},
    }
    failed = {
        "config": "XBLOCK 64, R0_BLOCK 64, num_warps 2, num_stages 1",
        "status": "failed",
        "error": "out of memory: CUDA out of memory",
    }
    chosen = dict(ok, in_compiled=True, cold=dict(ok["cold"], mode="kernel", n=200, cv=0.01, warnings=[]))
    result = KernelRerun.from_dict(
        {
            "variants": {
                "generated": {
                    "status": "ok",
                    "declared_configs": [ok["config"], failed["config"]],
                    "compiled_configs": [ok["config"]],
                    "configs": [failed, ok],
                    "chosen": chosen,
                }
            },
            "verdict": {"line": "no config beats the generated one beyond noise"},
        }
    )
    info = KernelInfo(
        "triton_red_fused_x_0", "triton", num_gb=0.268, source_nodes=("y",), aten_ops=("aten.sum",)
    )
    ref = KernelRef("triton_red_fused_x_0", "g0_forward", "reduction", None, info, None)
    text = RENDERERS["text"](KernelReport(ref, result, peak_gbps=3352.3))
    assert "failed" in text and "XBLOCK 64, R0_BLOCK 64" in text
    assert "115.00 ±0.50" in text and "<- chosen" in text
    assert "2 config(s) declared by the heuristics, 1 compiled" in text
    assert "2330" in text  # 0.268 GB / 115 µs
