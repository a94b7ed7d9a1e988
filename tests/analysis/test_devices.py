"""The device table: datasheet peaks consistent with SMs x rate x clock, lookup by torch's names,
unknown GPUs named as such, clock scaling and DRAM bandwidth the way the run records it."""

from __future__ import annotations

import gzip
import json

import pytest

from inductor_probe.analysis.devices import (
    COMPUTE_CLASSES,
    DEVICES,
    FLOP_PER_CLOCK_PER_SM,
    SM_LIMITS,
    compute_peak_tflops,
    dram_gbps,
    lookup,
    peaks,
    resolve,
)
from inductor_probe.analysis.occupancy import limits_from_trace


@pytest.mark.parametrize("spec", DEVICES, ids=lambda d: d.key)
def test_each_peak_is_sms_times_rate_times_its_clock(spec):
    """A typo in the table shows here: every figure within 1.5% of SMs x FLOP/clk/SM x clock (the
    L40S's dense BF16 362.05 is the loosest, 1.2% under its sparse figure halved)."""
    for cls in COMPUTE_CLASSES:
        rate = FLOP_PER_CLOCK_PER_SM[spec.arch][cls]
        peak = spec.peak_tflops[cls]
        assert (rate is None) == (peak is None), (spec.key, cls)
        if peak is not None:
            expected = spec.sm_count * rate * spec.clock_mhz[cls] * 1e6 / 1e12
            assert peak == pytest.approx(expected, rel=0.015), (spec.key, cls, expected)
    assert spec.clock_mhz["fp32"] <= spec.boost_mhz
    assert spec.peak_tflops["fp16"] == spec.peak_tflops["bf16"]
    assert spec.source.startswith(("H100", "H200", "A100", "L4", "L40S"))


@pytest.mark.parametrize(
    "name, key",
    [
        ("NVIDIA H100 80GB HBM3", "H100 SXM"),
        ("NVIDIA H100 PCIe", "H100 PCIe"),
        ("NVIDIA H100 NVL", "H100 NVL"),
        ("NVIDIA H200", "H200"),
        ("NVIDIA A100-SXM4-80GB", "A100 SXM 80GB"),
        ("NVIDIA A100-SXM4-40GB", "A100 SXM 40GB"),
        ("NVIDIA A100-PCIE-40GB", "A100 PCIe 40GB"),
        ("NVIDIA A100 80GB PCIe", "A100 PCIe 80GB"),
        ("NVIDIA L4", "L4"),
        ("NVIDIA L40S", "L40S"),
        ("  nvidia  h100 80gb hbm3 ", "H100 SXM"),  # spacing and case
        ("A100-SXM4-40GB", "A100 SXM 40GB"),  # older drivers leave out "NVIDIA"
    ],
)
def test_lookup_by_the_name_torch_reports(name, key):
    spec, reason = resolve(name)
    assert reason is None and spec.key == key and lookup(name) is spec


@pytest.mark.parametrize(
    "name, words",
    [
        ("NVIDIA GeForce RTX 4090", "unknown GPU 'NVIDIA GeForce RTX 4090'"),
        ("NVIDIA H100", "unknown GPU 'NVIDIA H100'"),  # a prefix of a known name is no match
        ("NVIDIA L40", "unknown GPU 'NVIDIA L40'"),
        ("NVIDIA A100-SXM4-40GB MIG 1g.5gb", "MIG slice"),
        (None, "no device name"),
        ("", "no device name"),
    ],
)
def test_an_unknown_gpu_is_named_never_guessed(name, words):
    spec, reason = resolve(name)
    assert spec is None and lookup(name) is None
    assert words in reason


def test_compute_peaks_scale_with_the_measured_sm_clock():
    h100 = lookup("NVIDIA H100 80GB HBM3")
    assert compute_peak_tflops(h100, "bf16") == 989.4
    assert compute_peak_tflops(h100, "bf16", 1830) == pytest.approx(989.4)
    assert compute_peak_tflops(h100, "bf16", 1980) == pytest.approx(989.4 * 1980 / 1830)  # 1070.5
    assert compute_peak_tflops(h100, "fp32", 1980) == pytest.approx(66.9)
    assert compute_peak_tflops(h100, "fp32", 1755) == pytest.approx(66.9 * 1755 / 1980)
    assert compute_peak_tflops(lookup("NVIDIA A100-SXM4-80GB"), "fp8", 1410) is None


def test_dram_bandwidth_from_memory_clock_and_bus_width():
    # The arithmetic of _compat.device_info, which reads torch's memory clock in kHz.
    khz, bits = 2_619_000, 5120
    compat = 2 * khz * 1e3 * bits / 8 / 1e9
    assert dram_gbps(2619, 5120) == pytest.approx(compat) == pytest.approx(3352.3, abs=0.05)
    assert dram_gbps(1593, 5120) == pytest.approx(2039, abs=1)  # A100 80GB, HBM2e
    assert dram_gbps(1215, 5120) == pytest.approx(1555, abs=1)  # A100 40GB, HBM2


def test_recorded_h100_run_agrees_with_the_table(data_dir):
    dev = json.loads((data_dir / "h100_transformer" / "run.json").read_text())["environment"]["device"]
    spec = lookup(dev["name"])
    assert spec.key == "H100 SXM"
    assert (spec.sm_count, spec.l2_bytes) == (dev["sm_count"], dev["l2_bytes"])
    assert dev["peak_mem_gbps"] == pytest.approx(spec.dram_gbps, rel=0.001)
    with gzip.open(data_dir / "h100_transformer" / "traces" / "g0_forward.json.gz", "rt") as f:
        props = json.load(f)["deviceProperties"][0]
    assert props["numSms"] == spec.sm_count
    assert limits_from_trace(props) == SM_LIMITS["sm_90"] == spec.sm


def test_peaks_for_a_run():
    h100 = lookup("NVIDIA H100 80GB HBM3")
    p = peaks(h100, sm_mhz=1980, measured_dram_gbps=3352.3)
    assert (p.device, p.dram_gbps, p.dram_source, p.sm_count, p.notes) == (
        "H100 SXM",
        3352.3,
        "measured",
        132,
        (),
    )
    assert p.compute("bf16") == pytest.approx(1070.5, abs=0.1)
    assert p.compute(None) is None
    p = peaks(h100, mem_clock_mhz=2619)
    assert p.dram_source == "memory clock x bus width" and p.dram_gbps == pytest.approx(3352.3, abs=0.05)
    assert p.compute("fp32") == 66.9 and p.sm_mhz is None
    assert peaks(h100).dram_source == "datasheet"


def test_peaks_note_an_idle_clock_and_a_bandwidth_far_from_the_datasheet():
    p = peaks(lookup("NVIDIA H100 80GB HBM3"), sm_mhz=345, measured_dram_gbps=1600)
    assert p.sm_mhz is None and p.compute("bf16") == 989.4
    assert any("idle" in n for n in p.notes)
    assert any("differs from the datasheet" in n for n in p.notes)


def test_peaks_of_an_unknown_gpu_have_no_compute_roof():
    p = peaks(None, name="NVIDIA GeForce RTX 4090", measured_dram_gbps=1008.1)
    assert all(v is None for v in p.compute_tflops.values())
    assert p.dram_gbps == 1008.1 and p.sm_count is None
    assert "unknown GPU 'NVIDIA GeForce RTX 4090'" in p.notes[0]
    assert peaks(None, name="x").dram_gbps is None
