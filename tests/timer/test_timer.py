"""CPU tests of the timer: statistics, warnings, serialisation and the wall-clock path, for real."""

from __future__ import annotations

import itertools
import json
import math
import re
import time

import pytest

from inductor_probe.errors import ProbeError
from inductor_probe.timer import SCHEMA, Measurement, measure, spread_warnings, stats
from inductor_probe.timer.clocks import ClockReading, clock_warnings, decode_reasons
from inductor_probe.timer.cuda import calls_inside, host_sync_warnings
from inductor_probe.timer.measurement import CrossCheck, FlushInfo, TimerInfo

# ---------------------------------------------------------------- statistics


def test_quantiles_match_linear_interpolation():
    xs = [1.0, 2.0, 3.0, 4.0, 10.0]
    assert stats.quantile(xs, 0.5) == 3.0
    assert stats.quantile(xs, 0.25) == 2.0
    assert stats.quantile(xs, 0.75) == 4.0
    assert stats.quantile([1.0, 2.0], 0.5) == 1.5
    assert stats.quantile([1.0, 2.0, 3.0, 4.0], 0.9) == pytest.approx(3.7)
    with pytest.raises(ValueError):
        stats.quantile([], 0.5)


def test_summary_of_known_samples():
    s = stats.summarize([4.0, 1.0, 3.0, 2.0, 10.0])  # unsorted on purpose
    assert (s.n, s.median, s.min, s.max, s.mean) == (5, 3.0, 1.0, 10.0, 4.0)
    assert s.iqr == 2.0
    assert s.stdev == pytest.approx(math.sqrt(12.5))
    assert s.cv == pytest.approx(math.sqrt(12.5) / 4.0)
    assert s.rel_iqr == pytest.approx(2.0 / 3.0)
    one = stats.summarize([5.0])
    assert one.stdev == 0.0 and one.median_se == math.inf
    with pytest.raises(ValueError):
        stats.summarize([])
    with pytest.raises(ValueError):
        stats.summarize([1.0, float("nan")])


def test_disagree_uses_noise_relative_tolerance_and_floor():
    tight_a = stats.summarize([100.0 + 0.01 * i for i in range(100)])
    tight_b = stats.summarize([110.0 + 0.01 * i for i in range(100)])
    assert stats.disagree(tight_a, tight_b)  # 10% apart, tiny noise
    close = stats.summarize([101.0 + 0.01 * i for i in range(100)])
    assert not stats.disagree(tight_a, close)  # 1% apart: within the 3% tolerance
    assert not stats.disagree(tight_a, tight_b, floor=10.0)  # a known 10 µs cost explains it
    noisy_a = stats.summarize([50.0, 150.0] * 3)
    noisy_b = stats.summarize([60.0, 160.0] * 3)
    assert not stats.disagree(noisy_a, noisy_b)  # the noise covers 10 µs


# ---------------------------------------------------------------- warnings


def test_spread_warnings():
    assert spread_warnings(stats.summarize([10.0] * 50)) == []
    w = spread_warnings(stats.summarize([10.0, 20.0] * 25))
    assert len(w) == 1 and "high spread" in w[0]
    assert any("only 3 samples" in x for x in spread_warnings(stats.summarize([1.0, 1.0, 1.0])))


def test_clock_warnings():
    a = ClockReading(sm_mhz=1980, mem_mhz=2619, throttle_reasons=("gpu_idle",))
    assert clock_warnings(a, a) == []
    assert clock_warnings(None, None) == []
    assert clock_warnings(a, ClockReading(sm_mhz=1970, mem_mhz=2619)) == []  # 0.5%: not a move
    moved = clock_warnings(a, ClockReading(sm_mhz=1410, mem_mhz=2619))
    assert moved == ["SM clock moved during the measurement (1980 -> 1410 MHz)"]
    mem = clock_warnings(a, ClockReading(sm_mhz=1980, mem_mhz=1593))
    assert len(mem) == 1 and mem[0].startswith("memory clock moved")
    thr = clock_warnings(
        a, ClockReading(sm_mhz=1980, mem_mhz=2619, throttle_reasons=("sw_power_cap", "hw_slowdown"))
    )
    assert thr == ["GPU throttling reported: sw_power_cap, hw_slowdown"]
    assert decode_reasons(0x1 | 0x4 | 0x40) == ("gpu_idle", "sw_power_cap", "hw_thermal_slowdown")
    assert decode_reasons(0) == ()


def test_host_sync_detection_from_event_names():
    events = [
        ("inductor_probe::timed_call", 100, 200),
        ("aten::mul", 110, 120),
        ("cudaStreamSynchronize", 150, 160),
        ("cudaDeviceSynchronize", 300, 310),  # the timer's own sync, after the call: not counted
    ]
    inside = calls_inside(events)
    assert inside == ["aten::mul", "cudaStreamSynchronize"]
    w = host_sync_warnings(inside, ["void at::native::vectorized_elementwise_kernel<4>"])
    assert w == ["a synchronize inside the timed region (cudaStreamSynchronize)"]
    w = host_sync_warnings(["aten::mul", "cudaLaunchKernel"], ["Memcpy DtoH (Device -> Pageable)"])
    assert w == ["a device-to-host copy inside the timed region"]
    assert host_sync_warnings(["cudaLaunchKernel"], ["triton_poi_fused_mul_0"]) == []


# ---------------------------------------------------------------- serialisation


def _m(**kw) -> Measurement:
    base = dict(
        samples_us=(10.0, 12.0, 11.0, 13.0, 12.5),
        mode="kernel",
        cache="cold",
        device="cuda:0",
        kernels_per_call=1,
        clocks_before=ClockReading(1980, 2619, ("gpu_idle",), 40, 90.5),
        clocks_after=ClockReading(1980, 2619, (), 41, 300.0),
        warnings=("high spread: IQR is 9.1% of the median",),
        cross_check=CrossCheck.from_dict(
            {"mode": "events", "median_us": 12.4, "agree": True, "diff_pct": 3.3}
        ),
        wall_s=0.42,
        info=TimerInfo(flush=FlushInfo(kind="read", bytes=104857600)),
    )
    base.update(kw)
    return Measurement(**base)


def test_measurement_round_trips_through_json():
    m = _m()
    text = m.to_json()
    d = json.loads(text)
    assert d["schema"] == SCHEMA
    assert d["median_us"] == 12.0 and d["min_us"] == 10.0 and d["n"] == 5 and d["iqr_us"] == 1.5
    back = Measurement.from_json(text)
    assert back == m
    assert back.clocks_before.throttle_reasons == ("gpu_idle",)
    assert str(back) == str(m)
    with pytest.raises(ValueError):
        Measurement.from_dict({**d, "schema": "something/0"})


def test_one_line_summary():
    s = str(_m())
    assert re.fullmatch(
        r"12\.00 µs median \(IQR 1\.50 µs, CV \d+\.\d%, n=5, mode=kernel, cold, 1 kernel/call\) \[high "
        r"spread: .*\]",
        s,
    ), s
    plain = str(_m(warnings=(), kernels_per_call=3, samples_us=(2000.0, 2500.0)))
    assert plain.startswith("2,250 µs median (") and "3 kernels/call" in plain and "[" not in plain
    assert "kernel" not in str(_m(kernels_per_call=None, mode="wall", warnings=())).split("mode=wall")[1]


# ---------------------------------------------------------------- the CPU path


def _sleeper(seconds: float):
    return lambda: time.sleep(seconds)


def test_cpu_wall_clock_measures_what_it_runs():
    short = measure(_sleeper(0.001), device="cpu", cache="warm", budget_s=0.05, warmup_s=0.0)
    long = measure(_sleeper(0.004), device="cpu", cache="warm", budget_s=0.1, warmup_s=0.0)
    assert short.mode == "wall" and short.device == "cpu" and short.cache == "warm"
    assert 1000 <= short.median_us < 3000, str(short)
    assert 4000 <= long.median_us < 7000, str(long)
    assert long.median_us - short.median_us == pytest.approx(3000, abs=1000)
    assert short.min_us <= short.median_us and short.iqr_us >= 0 and len(short.samples_us) == short.n
    # budget: about 50 ms of 1 ms calls (at least min_reps)
    assert 10 <= short.n <= 60, short.n
    assert short.wall_s < 1.0


def test_cpu_cold_flush_is_outside_the_timed_region():
    m = measure(lambda: None, device="cpu", cache="cold", budget_s=0.1, warmup_s=0.0, min_reps=5)
    assert m.cache == "cold" and m.info.flush_bytes >= 32 << 20
    assert m.median_us < 100, str(m)  # reading 64 MiB takes milliseconds; a no-op does not


def test_cpu_high_spread_and_injected_clock_warnings():
    pattern = itertools.cycle([0.0005, 0.003])
    noisy = measure(
        lambda: time.sleep(next(pattern)), device="cpu", cache="warm", budget_s=0.08, warmup_s=0.0
    )
    assert any("high spread" in w for w in noisy.warnings), str(noisy)
    readings = iter([ClockReading(sm_mhz=1980, mem_mhz=2619), ClockReading(sm_mhz=1500, mem_mhz=2619)])
    moved = measure(
        lambda: None, device="cpu", cache="warm", budget_s=0.01, clock_reader=lambda d: next(readings)
    )
    assert "SM clock moved during the measurement (1980 -> 1500 MHz)" in moved.warnings
    assert moved.clocks_before.sm_mhz == 1980 and moved.clocks_after.sm_mhz == 1500
    assert "SM clock moved" in str(moved)
    steady = measure(
        lambda: None,
        device="cpu",
        cache="warm",
        budget_s=0.01,
        clock_reader=lambda d: ClockReading(sm_mhz=1980, mem_mhz=2619),
    )
    assert not any("clock" in w for w in steady.warnings)


def test_cpu_rotation_cycles_through_inputs():
    seen = []
    m = measure(
        lambda x: seen.append(x),
        rotate=[(1,), (2,), (3,)],
        device="cpu",
        cache="warm",
        budget_s=0.01,
        min_reps=9,
        max_reps=9,
    )
    assert m.n == 9
    assert set(seen) == {1, 2, 3}
    assert seen[-9:] == [1, 2, 3] * 3


def test_bad_arguments_are_probe_errors():
    with pytest.raises(ProbeError, match="mode must be one of"):
        measure(lambda: None, mode="fast", device="cpu")
    with pytest.raises(ProbeError, match="cache must be"):
        measure(lambda: None, cache="hot", device="cpu")
    with pytest.raises(ProbeError, match="needs a CUDA device"):
        measure(lambda: None, mode="kernel", device="cpu")
    with pytest.raises(ProbeError, match="not callable"):
        measure(42, device="cpu")
    with pytest.raises(ProbeError, match="device must be"):
        measure(lambda: None, device="tpu")
    with pytest.raises(ProbeError, match="budget_s"):
        measure(lambda: None, device="cpu", budget_s=0)


def test_cuda_requested_without_cuda_is_a_probe_error():
    import torch

    if torch.cuda.is_available():
        pytest.skip("CUDA is available here")
    with pytest.raises(ProbeError, match="CUDA is not available"):
        measure(lambda: None, device="cuda")


def test_importing_the_timer_does_not_initialise_cuda():
    import subprocess
    import sys

    code = "import torch, inductor_probe.timer, inductor_probe.cli.timeit; print(torch.cuda.is_initialized())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


# ---------------------------------------------------------------- reading the profiler's device activity


def test_device_work_excludes_syncs_annotations_and_host_events():
    from inductor_probe.timer.cuda import CALL_RANGE, is_device_work

    assert is_device_work("DeviceType.CUDA", "kernel", "void at::native::vectorized_elementwise_kernel<4>")
    assert is_device_work("DeviceType.CUDA", None, "triton_poi_fused_mul_0")
    assert is_device_work("DeviceType.CUDA", "gpu_memset", "Memset (Device)")
    assert not is_device_work("DeviceType.CPU", "cpu_op", "aten::mul")
    assert not is_device_work("DeviceType.CUDA", "cuda_sync", "Context Sync")
    assert not is_device_work("DeviceType.CUDA", None, "Context Sync")  # bindings without activity types
    assert not is_device_work("DeviceType.CUDA", None, "Stream Sync")
    assert not is_device_work("DeviceType.CUDA", "gpu_user_annotation", "## Call CompiledFxGraph fabc ##")
    assert not is_device_work("DeviceType.CUDA", None, CALL_RANGE)


def _ev(name, start, dur=1000):
    from inductor_probe.timer.cuda import DevEvent

    return DevEvent(name, start, dur)


def test_split_calls_by_flush_identity():
    from inductor_probe.timer.kernel_mode import split_calls

    F = frozenset({"flush_reduce"})
    evs = [
        _ev("spin_kernel", 0),  # before the first flush: ignored
        _ev("flush_reduce", 10_000),
        _ev("gemm", 50_000),
        _ev("relu", 60_000),
        _ev("flush_reduce", 70_000),
        _ev("gemm", 110_000),
        _ev("relu", 121_000),
        _ev("flush_reduce", 130_000),
        _ev("gemm", 170_000),  # last call cut short
    ]
    calls = split_calls(evs, F, 2)
    assert [[e.name for e in g] for g, _ in calls] == [["gemm", "relu"], ["gemm", "relu"], ["gemm"]]
    assert [nxt for _, nxt in calls] == [70_000, 130_000, None]
    # a kernel of the callable that comes first in the trace is not mistaken for a flush: names decide
    assert split_calls([_ev("gemm", 0), _ev("flush_reduce", 5), _ev("gemm", 9)], F, 1) == [
        ([_ev("gemm", 9)], None)
    ]


def test_split_calls_without_flush_cuts_every_k():
    from inductor_probe.timer.kernel_mode import split_calls

    evs = [_ev(n, t) for t, n in enumerate(["a", "b", "a", "b", "a", "b", "a"])]
    calls = split_calls(evs, None, 2)
    assert [[e.name for e in g] for g, _ in calls] == [["a", "b"]] * 3
    assert [nxt for _, nxt in calls] == [2, 4, None]


def test_call_span_leaves_out_memsets_and_keeps_gaps_between_kernels():
    from inductor_probe.timer.kernel_mode import call_span, is_kernel

    # cuBLAS-style call: a workspace memset, then two kernels with a 1.5 µs gap between them
    g = [_ev("Memset (Device)", 0, 700), _ev("nvjet_gemm", 2_000, 10_000), _ev("splitKreduce", 13_500, 2_000)]
    span, ex, last = call_span(g)
    assert span == 13_500 and ex == 12_000 and last.name == "splitKreduce"
    assert not is_kernel(g[0]) and is_kernel(g[1]) and not is_kernel(_ev("Memcpy DtoD (Device -> Device)", 0))
    # a call that is only a copy is timed on the copy
    span, ex, _ = call_span([_ev("Memcpy DtoD (Device -> Device)", 5_000, 3_000)])
    assert (span, ex) == (3_000, 3_000)


def test_interquartile_mean_is_stable_where_the_median_jumps_between_clusters():
    from inductor_probe.timer.kernel_mode import interquartile_mean

    # launch gaps in two clusters; one sample more or less moves the median by a whole cluster
    a = [1.0] * 50 + [2.0] * 49
    b = [1.0] * 49 + [2.0] * 50
    assert statistics_median(a) == 1.0 and statistics_median(b) == 2.0
    assert abs(interquartile_mean(a) - interquartile_mean(b)) < 0.05
    assert interquartile_mean([1.0, 1.1, 1.2, 50.0]) == pytest.approx(1.15)  # a host hiccup is trimmed
    assert interquartile_mean([3.0]) == 3.0


def statistics_median(xs):
    import statistics

    return statistics.median(xs)
