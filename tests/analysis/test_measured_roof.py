"""``kernel --ncu``: the roofline on ncu's measured bytes beside Inductor's estimate (issue 42, item 3), on
ncu's output recorded on the H100 for the looped (multi-pass) reduction of examples/reduction.py
(tests/data/ncu/h100_looped_reduction.log: LayerNorm, online softmax and amax over 8192-wide rows, 5 launches,
L2 flushed; Inductor counted 268.53 MB), and where the two disagree (the issue's wav2vec2 group-norm
backward: 419.43 MB counted, 509.44 MB read and 181.97 MB written)."""

from __future__ import annotations

import dataclasses

import pytest

from inductor_probe.analysis.insight import device_peaks
from inductor_probe.analysis.kernels import KernelRef, KernelReport
from inductor_probe.analysis.measured_roof import measured_roof
from inductor_probe.collect import ncu
from inductor_probe.render.kernel import RENDERERS
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.kernel_rows import NcuFigures
from inductor_probe.run.manifest import DeviceInfo
from inductor_probe.run.timings import KernelRerun, NcuReport

NAME = "triton_red_fused__softmax_add_amax_exp_mul_native_layer_norm_prepare_softmax_online_relu_sub_0"
H100 = device_peaks(DeviceInfo(type="cuda", name="NVIDIA H100 80GB HBM3", peak_mem_gbps=3352.3))
INFO = KernelInfo(NAME, "triton", num_gb=0.26853376, flop=0)  # Inductor counts no FLOPs here


@pytest.fixture(scope="module")
def figures(data_dir):
    log = (data_dir / "ncu" / "h100_looped_reduction.log").read_text()
    return NcuFigures.from_dict(ncu.summarise(ncu.parse_csv(log)))


def test_the_looped_reduction_moved_what_inductor_counts(figures):
    r = measured_roof(figures, INFO, H100)
    assert r is not None and r.bytes == figures.traffic_bytes == pytest.approx(293.26e6, rel=1e-3)
    assert r.estimate_bytes == pytest.approx(268.53e6, rel=1e-4) and r.ratio == pytest.approx(1.092, abs=1e-3)
    assert r.agree and r.why is None
    assert r.gbps == pytest.approx(r.bytes / (figures.time_us * 1e-6) / 1e9)  # ncu's bytes over ncu's time
    assert r.pct_of_peak == pytest.approx(100 * r.gbps / 3352.3) and r.bound == "memory"
    assert r.verdict.startswith("memory-bound at 75% of DRAM bandwidth")


def test_bytes_past_the_estimate_are_trusted_and_said_why(figures):
    """The issue's group-norm backward: 509.44 MB read, 181.97 MB written, 419.43 MB counted; 207.26 µs."""
    gn = dataclasses.replace(figures, traffic_bytes=509.44e6 + 181.97e6, time_us=207.26, l2_hit_pct=30.0)
    r = measured_roof(gn, KernelInfo("triton_red_gn_bwd", "triton", num_gb=0.41943, flop=0), H100)
    assert r is not None and not r.agree and r.ratio == pytest.approx(1.648, abs=1e-3)
    assert "reads its input more than once" in r.why and "L2 hit rate 30%" in r.why
    assert r.pct_of_peak == pytest.approx(100 * 691.41e6 / 207.26e-6 / 1e9 / 3352.3)  # near the roof, not 42%
    assert "memory-bound at 100% of DRAM bandwidth" in r.verdict and "try max-autotune" not in r.verdict
    fewer = measured_roof(dataclasses.replace(figures, traffic_bytes=150e6), INFO, H100)
    assert fewer is not None and not fewer.agree and "came from L2" in fewer.why


def test_the_report_shows_both_and_which_to_trust(figures):
    gn = dataclasses.replace(figures, traffic_bytes=figures.traffic_bytes * 1.6)
    report = NcuReport.from_dict({"status": "ok", "config": "XBLOCK 1", "how": "x", "command": "ncu ..."})
    report.ncu, report.roofline = gn, measured_roof(gn, INFO, H100)
    result = KernelRerun.from_dict({"variants": {}})
    result.ncu = report
    text = RENDERERS["text"](
        KernelReport(KernelRef(NAME, "g0", "reduction", None, INFO, None), result, 3352.3)
    )
    assert "roofline on ncu's bytes: 469.22 MB moved, Inductor's estimate 268.53 MB (1.75x)" in text
    assert "trust ncu's bytes: the kernel moved 1.75x the bytes Inductor counts" in text
    page = RENDERERS["html"](
        KernelReport(KernelRef(NAME, "g0", "reduction", None, INFO, None), result, 3352.3)
    )
    assert "trust ncu&#x27;s bytes" in page or "trust ncu's bytes" in page
