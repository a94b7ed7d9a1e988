"""Small CUDA helpers for the timer: the profiler's device events, the L2 size, a calibrated GPU
spin. The private torch APIs they rest on (kineto results, ``torch.cuda._sleep``) are reached
through :mod:`inductor_probe._compat`.

Nothing here changes a clock or any device setting.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Optional

from inductor_probe import _compat
from inductor_probe.ranges import TIMED_CALL_RANGE as CALL_RANGE

# Runtime calls that block the host on the GPU, and device copies to the host: inside a
# timed call they serialise host and device, so the measurement includes launch latency.
SYNC_CALLS = (
    "cudaDeviceSynchronize",
    "cudaStreamSynchronize",
    "cudaEventSynchronize",
    "cudaMemcpy",
    "cudaStreamWaitEvent",
)


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


@functools.cache
def sleep_cycles_per_us(device_index: int) -> Optional[float]:
    """Cycles of ``_sleep`` per microsecond on this device, measured (clock-dependent)."""
    import torch

    sleep = _compat.cuda_sleep_fn()
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


class Spin:
    """Keeps the GPU busy for a given time with ``torch.cuda._sleep``, calibrated on this device.

    ``available`` is False where this torch has no ``_sleep``; then every spin is zero cycles.
    """

    def __init__(self, device_index: int):
        self._sleep = _compat.cuda_sleep_fn()
        self.rate = sleep_cycles_per_us(device_index) if self._sleep is not None else None

    @property
    def available(self) -> bool:
        return bool(self.rate)

    def cycles(self, us: float) -> int:
        return int(us * self.rate) if self.rate and us > 0 else 0

    def run(self, cycles: int) -> None:
        if cycles > 0 and self._sleep is not None:
            self._sleep(cycles)


# Kineto also puts synchronisation spans, GPU copies of user annotations and CUPTI overhead
# on the device timeline; none of them is work the callable gave the GPU.
NOT_WORK_TYPES = ("gpu_user_annotation", "cuda_sync", "overhead", "cuda_profiler_range")


def is_device_work(device_type, activity_type, name: str, annotations=()) -> bool:
    """A kernel, memcpy or memset on the GPU (``activity_type`` may be None where unknown)."""
    if "CUDA" not in str(device_type):
        return False
    if isinstance(activity_type, str) and activity_type in NOT_WORK_TYPES:
        return False
    return not (name.endswith(" Sync") or name == CALL_RANGE or name in annotations)


def device_events(prof) -> list[DevEvent]:
    """Kernels, memsets and copies recorded on the GPU by a finished torch.profiler session."""
    out = [
        DevEvent(n, s, d) for n, s, d, dt, at in _compat.profiler_events(prof) if is_device_work(dt, at, n)
    ]
    return sorted(out, key=lambda d: d.start_ns)


def _cpu_events(prof) -> list[tuple[str, int, int]]:
    return [(n, s, s + d) for n, s, d, dt, _ in _compat.profiler_events(prof) if "CUDA" not in dt]


def calls_inside(events: list[tuple[str, int, int]], range_name: str = CALL_RANGE) -> list[str]:
    """Names of host events that start inside the ``range_name`` range(s)."""
    spans = [(s, e) for n, s, e in events if n == range_name]
    return [n for n, s, _ in events if n != range_name and any(a <= s <= b for a, b in spans)]


def profile_once(fn: Callable[[], object], *, cpu: bool) -> tuple[list[DevEvent], list[str]]:
    """GPU work of one call of ``fn`` and, with ``cpu``, the names of host events inside a second call.

    The GPU work comes from a CUDA-only session: with host activity on, kineto also copies
    record_function ranges (Inductor's among them) onto the GPU timeline.
    """
    import torch
    from torch.profiler import ProfilerActivity, profile, record_function

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as p:
        fn()
        torch.cuda.synchronize()
    devs = device_events(p)
    if not cpu:
        return devs, []
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as p2:
        with record_function(CALL_RANGE):
            fn()
        torch.cuda.synchronize()
    host = calls_inside(_cpu_events(p2))
    copies = [d.name for d in device_events(p2) if d.name.startswith("Memcpy")]
    return devs, host + copies


def host_launch_us(fn: Callable[[], object], reps: int = 3) -> float:
    """Host time to enqueue ``fn`` (no synchronisation), median of a few calls."""
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        ts.append((time.perf_counter() - t0) * 1e6)
    return sorted(ts)[len(ts) // 2]
