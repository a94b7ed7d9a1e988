"""Small CUDA helpers for the timer; each private torch API sits in one function with a fallback.

Nothing here changes a clock or any device setting.
"""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass
from typing import Callable, Iterable, Optional

# Runtime calls that block the host on the GPU, and device copies to the host: inside a
# timed call they serialise host and device, so the measurement includes launch latency.
SYNC_CALLS = ("cudaDeviceSynchronize", "cudaStreamSynchronize", "cudaEventSynchronize", "cudaMemcpy", "cudaStreamWaitEvent")


@dataclass(frozen=True)
class DevEvent:
    name: str
    start_ns: int
    dur_ns: int


def host_sync_warnings(cpu_names: Iterable[str], device_names: Iterable[str]) -> list[str]:
    """Warnings for a synchronize or a device-to-host copy seen in one profiled call."""
    out = []
    syncs = sorted({n for n in cpu_names if n in SYNC_CALLS and n != "cudaStreamWaitEvent"})
    if syncs:
        out.append("a synchronize inside the timed region (" + ", ".join(syncs) + ")")
    if any("DtoH" in n or "Device -> Pageable" in n or "Device -> Pinned" in n for n in device_names):
        out.append("a device-to-host copy inside the timed region")
    return out


def l2_bytes(device) -> int:
    import torch

    props = torch.cuda.get_device_properties(device)
    size = int(getattr(props, "L2_cache_size", 0) or 0)
    # Unknown L2 (old builds): 256 MiB covers every GPU shipped so far (H200/B200 L2 <= 126 MB).
    return size if size > 0 else 256 << 20


def sleep_fn() -> Optional[Callable[[int], None]]:
    """torch.cuda._sleep (spins the GPU for N cycles), or None where this torch lacks it."""
    import torch

    f = getattr(torch.cuda, "_sleep", None)
    return f if callable(f) else None


@functools.lru_cache(maxsize=None)
def sleep_cycles_per_us(device_index: int) -> Optional[float]:
    """Cycles of ``_sleep`` per microsecond on this device, measured (clock-dependent)."""
    import torch

    sleep = sleep_fn()
    if sleep is None:
        return None
    with torch.cuda.device(device_index):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        rates = []
        for cycles in (200_000, 1_000_000, 1_000_000):
            s.record()
            sleep(cycles)
            e.record()
            e.synchronize()
            ms = s.elapsed_time(e)
            if ms > 0:
                rates.append(cycles / (ms * 1000.0))
        return sorted(rates)[len(rates) // 2] if rates else None


DEVICE_WORK = ("kernel", "gpu_memcpy", "gpu_memset")  # kineto activity types that are GPU work


def _is_device_work(e) -> bool:
    """A kernel, memcpy or memset (not a synchronisation span that kineto also puts on the GPU)."""
    if "CUDA" not in str(e.device_type()):
        return False
    try:
        return str(e.activity_type()) in DEVICE_WORK
    except Exception:  # older kineto bindings: no activity type
        return "Sync" not in e.name()


def device_events(prof) -> list[DevEvent]:
    """Kernels, memsets and copies recorded on the GPU by a finished torch.profiler session."""
    try:  # kineto results: no FunctionEvent tree to build (fast for thousands of events)
        evs = [e for e in prof.profiler.kineto_results.events() if "CUDA" in str(e.device_type())]
        work = [e for e in evs if _is_device_work(e)]
        if evs and not work:  # activity types named differently here: fall back to names
            work = [e for e in evs if "Sync" not in e.name()]
        out = [DevEvent(e.name(), int(e.start_ns()), int(e.duration_ns())) for e in work]
        return sorted(out, key=lambda d: d.start_ns)
    except AttributeError:
        pass
    from torch.autograd import DeviceType

    out = []
    for e in prof.events():
        if e.device_type == DeviceType.CUDA and "Sync" not in e.name:
            out.append(DevEvent(e.name, int(e.time_range.start * 1000), int(e.time_range.elapsed_us() * 1000)))
    return sorted(out, key=lambda d: d.start_ns)


CALL_RANGE = "inductor_probe::timed_call"


def _cpu_events(prof) -> list[tuple[str, int, int]]:
    try:
        return [
            (e.name(), int(e.start_ns()), int(e.start_ns() + e.duration_ns()))
            for e in prof.profiler.kineto_results.events()
            if "CUDA" not in str(e.device_type())
        ]
    except Exception:
        from torch.autograd import DeviceType

        return [
            (e.name, int(e.time_range.start * 1000), int(e.time_range.end * 1000))
            for e in prof.events()
            if e.device_type != DeviceType.CUDA
        ]


def calls_inside(events: list[tuple[str, int, int]], range_name: str = CALL_RANGE) -> list[str]:
    """Names of host events that start inside the ``range_name`` range(s)."""
    spans = [(s, e) for n, s, e in events if n == range_name]
    return [n for n, s, _ in events if n != range_name and any(a <= s <= b for a, b in spans)]


def profile_once(fn: Callable[[], object], *, cpu: bool) -> tuple[list[DevEvent], list[str]]:
    """Device events (and, with ``cpu``, names of host events inside the call) of one call of ``fn``."""
    import torch
    from torch.profiler import ProfilerActivity, profile, record_function

    acts = [ProfilerActivity.CUDA] + ([ProfilerActivity.CPU] if cpu else [])
    torch.cuda.synchronize()
    with profile(activities=acts) as p:
        with record_function(CALL_RANGE):
            fn()
        torch.cuda.synchronize()
    return device_events(p), (calls_inside(_cpu_events(p)) if cpu else [])


def host_launch_us(fn: Callable[[], object], reps: int = 3) -> float:
    """Host time to enqueue ``fn`` (no synchronisation), median of a few calls."""
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        ts.append((time.perf_counter() - t0) * 1e6)
    return sorted(ts)[len(ts) // 2]
