"""Per-kernel insight on a recorded H100 step run: roofline, occupancy, no figure above a roof."""

import pytest

from inductor_probe.analysis import insight
from inductor_probe.analysis.step_trace import parse_step_trace
from inductor_probe.run.manifest import DeviceInfo

H100 = DeviceInfo(type="cuda", name="NVIDIA H100 80GB HBM3", peak_mem_gbps=3352.3, sm_clock_mhz=1980.0)


@pytest.fixture(scope="module")
def rows(data_dir):
    return parse_step_trace(
        data_dir / "h100_step_reduce_overhead" / "traces" / "step.json.gz", "cuda", 5
    ).rows


def test_every_kernel_gets_occupancy_and_a_roof_never_above_100(rows):
    out = insight.kernel_insight(
        rows,
        {},
        5,
        insight.device_peaks(H100),
        insight.device_limits(H100),
    )
    assert out and all(d.occupancy_pct is not None for d in out if d.registers)
    assert all(0 < d.occupancy_pct <= 100 for d in out if d.occupancy_pct is not None)
    assert all(d.threads_per_block and d.grid_blocks for d in out if d.registers)
    for d in out:
        assert d.pct_roof is None or d.pct_roof <= 100.0
        if d.bound == "L2-resident":
            assert d.pct_roof is None and "L2-resident" in d.verdict
    recoverable = [d.recoverable_us for d in out if d.recoverable_us is not None]
    assert recoverable == sorted(recoverable, reverse=True)  # ranked


def test_block_and_grid_forms():
    assert insight._blocks("512x1x1") == 512 and insight._blocks([32, 24, 1]) == 768
    assert insight._blocks(None) is None and insight._blocks("?") is None


def test_no_roofs_on_a_cpu_run():
    assert insight.device_peaks(DeviceInfo(type="cpu")) is None and insight.device_limits(None) is None
