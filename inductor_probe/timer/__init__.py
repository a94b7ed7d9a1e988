"""The accurate timer: ``measure(fn) -> Measurement``, never a bare float.

Method (GPU, ``cache="cold"``)::

    fn()                                   # first call: compile/autotune, outside everything
    one profiled call of fn                # its kernels (names, count), syncs and host copies
    flush = read 2 x L2 bytes              # first flush op none of fn's kernels share: known by name
    warm up: flush(); fn()   until warmup_s has passed -> seconds per repetition
    clocks_before = NVML()
    kernel: profiler on, all launches queued behind a spin (checked: host done before the spin);
            n x [idle spin as long as flush + fn (<= 1 ms); flush(); fn()]: per call, its
            kernels' span (first start -> last end; memsets and copies left out, as ncu
            leaves them out) + the call's own launch/completion gap: the interquartile mean
            of the gaps in a short warm loop of back-to-back calls (end of one call's last
            kernel -> start of the next call)
    graph:  graph of R x [flush(); fn()] and graph of R x [flush()]; per call:
            (replay time - median flush-graph replay time) / R
    events: n x [flush(); spin 2 x fn's launch time; start.record(); fn(); end.record()]
    auto:   kernel if fn's kernels take < 1 ms, else events; the other one cross-checks
            (tolerance: noise of both medians, 3%, and a measured empty event pair)
    clocks_after = NVML()                  # warnings when clocks moved or the GPU throttled

``cache="warm"`` drops the flush (back-to-back calls, as inside a model). ``n`` comes from
a time budget, so a sub-millisecond kernel costs well under a second. On CPU, or with
``device="cpu"``, the ``wall`` method times each call with ``time.perf_counter``.

The timer only reads clocks; it never changes a clock or any GPU setting. To lock clocks,
see :mod:`inductor_probe.timer.clocks`.

Known limits, measured on an H100 against Nsight Compute (benchmarks/results/timer_accuracy_h100.md):
the launch/completion gap Nsight Compute includes in a kernel's duration is not visible to CUPTI; kernel
mode takes it from back-to-back calls, which is right to a few tenths of a microsecond (so a few percent
on kernels under ~10 µs); a multi-kernel callable is timed as it runs on a stream (its later kernels
find their inputs in L2), while ncu flushes before every kernel; under a back-to-back load big gemms can
be power-capped (reported as a clock warning).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence
from typing import Any, Optional

from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.timer import stats
from inductor_probe.timer.clocks import ClockReading, clock_warnings
from inductor_probe.timer.gpu import GPU_MODES
from inductor_probe.timer.measurement import SCHEMA, Measurement, spread_warnings
from inductor_probe.timer.modes import Settings

MODES = ("auto", *GPU_MODES)  # "wall" is the one CPU mode too
CACHES = ("cold", "warm")

__all__ = ["CACHES", "MODES", "SCHEMA", "ClockReading", "Measurement", "measure", "spread_warnings"]


def _make_call(fn: Callable, rotate: Optional[Sequence]) -> Callable[[int], object]:
    if rotate is None:
        return lambda i: fn()
    inputs = [tuple(a) if isinstance(a, (tuple, list)) else (a,) for a in rotate]
    if not inputs:
        raise ProbeError("rotate: give at least one set of inputs", USAGE)
    return lambda i: fn(*inputs[i % len(inputs)])


def _resolve_device(device) -> str:
    if device is not None:
        d = str(device)
        if d.startswith("cuda"):
            import torch

            if not torch.cuda.is_available():
                raise ProbeError(
                    f"device {d!r} asked for, but CUDA is not available here; use device='cpu'", USAGE
                )
        elif d != "cpu":
            raise ProbeError(f"device must be 'cpu' or 'cuda[:N]', not {d!r}", USAGE)
        return d
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def measure(
    fn: Callable,
    *,
    mode: str = "auto",
    cache: str = "cold",
    rotate: Optional[Sequence] = None,
    device: Optional[str] = None,
    budget_s: float = 0.25,
    warmup_s: float = 0.05,
    min_reps: int = 10,
    max_reps: int = 2000,
    flush: str = "read",
    flush_gap_us: float = 0.0,
    cross_check: bool = True,
    clock_reader: Optional[Callable[[Any], Optional[ClockReading]]] = None,
) -> Measurement:
    """Time ``fn()`` (or ``fn(*rotate[i % len(rotate)])``) and return a :class:`Measurement`.

    ``mode``: auto | kernel | graph | events (GPU) | wall (CPU, or host wall clock on GPU).
    ``cache``: cold (L2 flushed before every call, outside the timed region) | warm.
    ``budget_s`` bounds the time spent in the main method (the cross-check gets half).
    ``clock_reader(device) -> ClockReading | None`` replaces the NVML reading (tests).
    """
    if mode not in MODES:
        raise ProbeError(f"mode must be one of {', '.join(MODES)}, not {mode!r}", USAGE)
    if cache not in CACHES:
        raise ProbeError(f"cache must be 'cold' or 'warm', not {cache!r}", USAGE)
    if budget_s <= 0 or warmup_s < 0 or min_reps < 1 or max_reps < min_reps:
        raise ProbeError("budget_s must be > 0, warmup_s >= 0 and 1 <= min_reps <= max_reps", USAGE)
    if not callable(fn):
        raise ProbeError(f"{fn!r} is not callable", USAGE)
    dev = _resolve_device(device)
    call = _make_call(fn, rotate)
    settings = Settings(
        mode, cache, budget_s, warmup_s, min_reps, max_reps, flush, flush_gap_us, cross_check, clock_reader
    )
    t_start = time.perf_counter()
    if dev == "cpu":
        if mode not in ("auto", "wall"):
            raise ProbeError(f"mode {mode!r} needs a CUDA device; on CPU use mode='wall' or 'auto'", USAGE)
        from inductor_probe.timer.cpu import measure_cpu

        m = measure_cpu(call, settings)
    else:
        from inductor_probe.timer.gpu import measure_gpu

        m = measure_gpu(call, dev, settings)
    return _finish(m, requested_mode=mode, wall_s=time.perf_counter() - t_start)


def _finish(m: Measurement, *, requested_mode: str, wall_s: float) -> Measurement:
    """Add the warnings every mode shares: spread and clocks."""
    warnings = list(m.warnings) + spread_warnings(stats.summarize(m.samples_us))
    warnings += clock_warnings(m.clocks_before, m.clocks_after)
    return dataclasses.replace(
        m, requested_mode=requested_mode, warnings=tuple(dict.fromkeys(warnings)), wall_s=wall_s
    )
