"""``kernel --ncu``: reading Nsight Compute's CSV, on real output recorded on the H100
(tests/data/ncu/h100_silu_mul_bf16.log: ``triton_poi_fused__unsafe_view_mul_silu_1`` of
examples/gated_mlp_bf16.py, 5 launches, L2 flushed), and the missing-ncu error."""

import statistics

import pytest

from inductor_probe.analysis.kernels import KernelRef, KernelReport
from inductor_probe.collect import ncu
from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.render.kernel import RENDERERS
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.timings import KernelRerun

# The kernel reads gate(h) and up(h): two bf16 [8, 1024, 5632] tensors, and writes one.
TENSOR_BYTES = 8 * 1024 * 5632 * 2


@pytest.fixture(scope="module")
def log(data_dir):
    return (data_dir / "ncu" / "h100_silu_mul_bf16.log").read_text()


def test_every_launch_with_every_metric_in_base_units(log):
    launches = ncu.parse_csv(log)
    assert len(launches) == 5
    assert {d["kernel"] for d in launches} == {"triton_poi_fused__unsafe_view_mul_silu_1"}
    for d in launches:
        assert set(ncu.METRICS.values()) <= set(d)
        assert 80.0 < d["time_us"] < 95.0  # printed in ns: 87,040 -> 87.04 µs
        assert d["dram_read_bytes"] == pytest.approx(2 * TENSOR_BYTES, rel=1e-3)  # both inputs, once
        assert d["dram_write_bytes"] < TENSOR_BYTES  # what is still dirty in L2 at the end is not counted
        assert 0 < d["achieved_occupancy_pct"] <= d["theoretical_occupancy_pct"] <= 100


def test_medians_and_bandwidth(log):
    launches = ncu.parse_csv(log)
    s = ncu.summarise(launches)
    t = statistics.median(d["time_us"] for d in launches)
    assert s["launches"] == 5 and s["time_us"] == t
    assert s["dram_bytes"] == s["dram_read_bytes"] + s["dram_write_bytes"]
    assert s["dram_gbps"] == pytest.approx(s["dram_bytes"] / (t * 1e-6) / 1e9)
    assert "traffic_bytes" not in s  # recorded before the L2-writes metric was asked for
    with_l2 = [dict(d, l2_write_sectors=TENSOR_BYTES / 32) for d in launches]
    s2 = ncu.summarise(with_l2)
    assert s2["traffic_bytes"] == pytest.approx(s2["dram_read_bytes"] + TENSOR_BYTES)


def test_no_csv_is_no_launch():
    assert ncu.parse_csv("==PROF== Disconnected from process 1\n") == []


def test_the_text_puts_ncu_beside_the_tool(log):
    s = ncu.summarise(ncu.parse_csv(log))
    info = KernelInfo("triton_poi_fused__unsafe_view_mul_silu_1", "triton", num_gb=0.276824064)
    cold = {"median_us": 86.64, "iqr_us": 0.4, "mode": "kernel", "n": 300, "cv": 0.003, "warnings": []}
    chosen = {"config": "XBLOCK 1024, num_warps 4, num_stages 1", "status": "ok", "cold": cold, "warm": cold}
    result = KernelRerun.from_dict(
        {
            "variants": {"generated": {"status": "ok", "configs": [chosen], "chosen": chosen}},
            "verdict": {"line": "no config beats the generated one beyond noise"},
            "ncu": {
                "status": "ok",
                "config": chosen["config"],
                "how": "the config as declared by the kernel's heuristics",
                "command": "ncu ...",
                "ncu": s,
                "tool": {
                    "config": chosen["config"],
                    "cold": cold,
                    "gbps": 3195.0,
                    "bound": "memory",
                    "pct_roof": 95.3,
                },
            },
        }
    )
    ref = KernelRef(info.name, "g0_inference", "pointwise", None, info, None)
    text = RENDERERS["text"](KernelReport(ref, result, 3352.3))
    assert "== ncu: config XBLOCK 1024, num_warps 4, num_stages 1" in text
    assert f"{s['time_us']:.2f}" in text and f"{s['dram_gbps']:.0f}" in text
    assert "276.82 (kernel_num_gb)" in text and "DRAM only" in text


def test_a_missing_ncu_is_a_one_line_usage_error(monkeypatch):
    monkeypatch.setattr(ncu.shutil, "which", lambda name: None)
    monkeypatch.setattr(ncu.Path, "is_file", lambda self: False)
    with pytest.raises(ProbeError) as e:
        ncu.find_ncu()
    assert e.value.exit_code == USAGE and "ncu" in e.value.message and "\n" not in e.value.message
