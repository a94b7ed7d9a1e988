"""GPU tests of the timer: real timings on a CUDA device (skipped without one)."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
import torch

from inductor_probe.timer import measure
from inductor_probe.timer.clocks import ClockReading

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device"),
]


def _l2_bytes() -> int:
    return int(getattr(torch.cuda.get_device_properties(0), "L2_cache_size", 0) or 50 << 20)


def test_modes_agree_on_a_memory_bound_kernel():
    x = torch.randn(8192, 8192, device="cuda")  # 256 MiB read, 32 KiB written: far beyond L2
    fn = lambda: x.sum(1)
    got = {m: measure(fn, mode=m).median_us for m in ("kernel", "graph", "events")}
    ref = got["kernel"]
    for us in got.values():
        assert abs(us - ref) / ref < 0.05, got
    auto = measure(fn)
    assert auto.cross_check is not None and auto.cross_check.agree, auto.to_dict()
    assert not any("disagree" in w for w in auto.warnings), auto.warnings


def test_cold_is_slower_than_warm_when_data_fits_in_l2():
    n = max(1 << 16, _l2_bytes() // 16)  # in + out = half the L2
    x = torch.randn(n, device="cuda")
    fn = lambda: x * 2
    cold = measure(fn, mode="kernel", cache="cold")
    warm = measure(fn, mode="kernel", cache="warm")
    assert cold.cache == "cold" and warm.cache == "warm"
    assert cold.median_us > 1.1 * warm.median_us, (str(cold), str(warm))
    for m in (cold, warm):
        assert m.kernels_per_call == 1 and not any("dropped" in w for w in m.warnings), str(m)


def test_throttling_warning_when_clocks_are_reported_to_move():
    readings = iter(
        [
            ClockReading(sm_mhz=1980, mem_mhz=2619),
            ClockReading(sm_mhz=1410, mem_mhz=2619, throttle_reasons=("sw_power_cap",)),
        ]
    )
    x = torch.randn(1 << 20, device="cuda")
    m = measure(lambda: x * 2, clock_reader=lambda dev: next(readings))
    assert any("SM clock moved" in w and "1980 -> 1410" in w for w in m.warnings), m.warnings
    assert any("sw_power_cap" in w for w in m.warnings), m.warnings
    steady = measure(lambda: x * 2, clock_reader=lambda dev: ClockReading(sm_mhz=1980, mem_mhz=2619))
    assert not any("clock" in w for w in steady.warnings), steady.warnings


def test_kernel_mode_counts_kernels_and_excludes_the_flush_by_name():
    a = torch.randn(1024, 1024, device="cuda", dtype=torch.float16)
    one = measure(lambda: a * 2, mode="kernel")
    three = measure(lambda: torch.relu(a @ a) + a, mode="kernel")
    assert one.kernels_per_call == 1 and one.info.kernels and "elementwise" in one.info.kernels[0]
    assert three.kernels_per_call >= 3  # gemm (cuBLAS may add a helper kernel), relu, add
    # a callable whose kernel is the default flush's own reduction: the flush changes op
    s = measure(lambda: a.float().sum(1), mode="kernel")
    assert s.kernels_per_call >= 2  # the copy to float and the reduction
    flush_kernels = set(s.info.flush.kernels)
    assert flush_kernels and not flush_kernels & set(s.info.kernels)


def test_sync_inside_the_timed_region_is_reported():
    x = torch.randn(1 << 16, device="cuda")
    m = measure(lambda: (x * 2).sum().item())
    assert any("synchronize" in w or "device-to-host" in w for w in m.warnings), m.warnings


def test_graph_mode_removes_the_flush_cost():
    x = torch.randn(1 << 20, device="cuda")
    g = measure(lambda: x * 2, mode="graph")
    k = measure(lambda: x * 2, mode="kernel")
    assert g.info.flush_us > 4 * k.median_us  # the flush alone is much longer than the kernel...
    assert g.median_us < 3 * k.median_us  # ...and is not in the result


def test_sub_millisecond_measure_is_fast_and_import_does_not_touch_cuda():
    x = torch.randn(1 << 20, device="cuda")
    measure(lambda: x * 2)  # first use of the profiler in this process
    t = time.perf_counter()
    m = measure(lambda: x * 2)
    assert time.perf_counter() - t <= 1.0, m.wall_s
    code = "import torch, inductor_probe.timer, inductor_probe.cli.timeit; print(torch.cuda.is_initialized())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_kernel_mode_leaves_a_library_memset_out():
    x = torch.randn(16 << 20, device="cuda")
    fn = lambda: x.sum()
    m = measure(fn, mode="kernel")
    assert m.kernels_per_call == 1, m.to_dict()
    if m.info.not_kernels:  # where this torch launches the memset
        assert all(n.startswith("Memset") for n in m.info.not_kernels)
    assert 0.5 < m.info.gap_us < 10.0  # the call's own launch gap, measured back to back


def test_host_falling_behind_is_detected_and_the_loop_rerun_with_a_longer_lead():
    from inductor_probe.timer.kernel_mode import profiled_loop

    y = torch.randn(1 << 10, device="cuda")

    def slow_rep(i):  # a tiny kernel every 200 µs of host time: the GPU would wait for each launch
        t = time.perf_counter()
        while time.perf_counter() - t < 200e-6:
            pass
        y.add_(1.0)

    evs, meta = profiled_loop(
        slow_rep, 100, host_rep_us=1.0, device_index=0
    )  # first lead: 0.7 ms, far too short
    assert not meta["host_lag"] and meta["lead_us"] > 100 * 200, meta
    starts = sorted(e.start_ns for e in evs if "spin_kernel" not in e.name)
    assert len(starts) == 100
    assert (
        max(b - a for a, b in zip(starts, starts[1:], strict=False)) < 50_000
    )  # back to back: no 200 µs holes
