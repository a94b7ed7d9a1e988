"""``kernel NAME``'s roofline and occupancy per config, on a result recorded on the H100
(benchmarks/results/kernel_generated_h100.json: a reduction kernel of examples/reduction.py)."""

import json
from pathlib import Path

import pytest

from inductor_probe.analysis import insight, occupancy
from inductor_probe.analysis.kernels import KernelRef, KernelReport
from inductor_probe.render.kernel import RENDERERS
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.kernel_rows import ConfigRow
from inductor_probe.run.manifest import DeviceInfo
from inductor_probe.run.tables import KernelInsight
from inductor_probe.run.timings import KernelRerun

RESULT = Path(__file__).parents[2] / "benchmarks" / "results" / "kernel_generated_h100.json"
H100 = DeviceInfo(type="cuda", name="NVIDIA H100 80GB HBM3", peak_mem_gbps=3352.3, sm_clock_mhz=1980.0)


@pytest.fixture(scope="module")
def recorded():
    return json.loads(RESULT.read_text())


def _info(d: dict) -> KernelInfo:
    return KernelInfo.from_dict(d["kernel"]["info"])  # kernel_num_gb 0.2685 as the file says


def test_every_timed_config_gets_occupancy_and_a_roofline(recorded):
    peaks, limits = (
        insight.device_peaks(H100),
        insight.device_limits(H100),
    )
    info = _info(recorded)
    res = recorded["variants"]["generated"]
    for row in [*res["configs"], res["chosen"]]:
        got = insight.config_insight(ConfigRow.from_dict(row), info, peaks, limits).to_dict()
        warps = row["params"]["num_warps"]
        occ = occupancy.theoretical_occupancy(  # the chosen row's come from the trace, as text
            limits,
            registers_per_thread=int(row["registers"]),
            num_warps=warps,
            shared_bytes=int(row["shared_bytes"]),
        )
        assert got["occupancy_pct"] == occ.occupancy_pct and 0 < got["occupancy_pct"] <= 100
        gbps = info.num_gb * 1e9 / (row["cold"]["median_us"] * 1e-6) / 1e9  # bytes over the cold median
        assert got["gbps"] == pytest.approx(gbps)
        if got["bound"] == "memory":
            assert got["pct_roof"] == pytest.approx(100 * gbps / 3352.3)
        assert got["pct_roof"] is None or got["pct_roof"] <= 100.0
        assert got["verdict"]


def test_no_roofline_without_the_device_or_the_kernel(recorded):
    row = ConfigRow.from_dict(recorded["variants"]["generated"]["chosen"])
    assert insight.config_insight(row, _info(recorded), None, None).bound is None
    assert insight.config_insight(row, None, insight.device_peaks(H100), None).bound is None


def test_the_kernel_text_shows_source_roofline_and_occupancy(recorded):
    peaks, limits = (
        insight.device_peaks(H100),
        insight.device_limits(H100),
    )
    info = _info(recorded)
    result = KernelRerun.from_dict(json.loads(json.dumps(recorded)))
    for res in result.variants.values():
        for row in [*res.configs, res.chosen]:
            row.insight = insight.config_insight(row, info, peaks, limits)
    run_insight = {
        "name": info.name,
        "bound": "memory",
        "gbps": 2901.0,
        "pct_roof": 86.5,
        "verdict": "memory-bound at 87% of DRAM bandwidth: little to gain",
        "occupancy_pct": 100.0,
        "occupancy_limiter": "warps",
        "registers": 40,
        "threads_per_block": 256,
        "shared_bytes": 96,
        "grid_blocks": 8192,
        "source_lines": [{"file": "/x/reduction.py", "line": 14, "code": "    y = torch.softmax(x, -1)"}],
    }
    ref = KernelRef(info.name, "g0_inference", "reduction", None, info, None)
    row = KernelInsight.from_dict(run_insight)
    text = RENDERERS["text"](KernelReport(ref, result, 3352.3, row))
    assert "from: /x/reduction.py:14  y = torch.softmax(x, -1)" in text
    assert "roofline in the model: memory; 2901 GB/s, 86% of its roof" in text
    assert "occupancy: 100% theoretical (limited by warps" in text
    assert "occ%" in text and "%roof" in text and "roofline (cold):" in text
    as_json = json.loads(RENDERERS["json"](KernelReport(ref, result, 3352.3, row)))
    assert as_json["insight"] == run_insight
