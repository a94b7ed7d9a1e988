"""The GPU driver of ``timer.measure``: inspection, flush, warm-up, the modes, auto's cross-check.

``GPU_MODES`` is the registry of timing methods: ``name -> mode(ctx: GpuContext, budget_s) -> Raw``.
A new method is one entry here (``timer.MODES`` and the ``timeit`` command's ``--mode`` follow).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Optional

from inductor_probe.errors import NOTHING_MEASURED, ProbeError, first_line
from inductor_probe.timer import cuda as cb
from inductor_probe.timer import modes as tm
from inductor_probe.timer import stats
from inductor_probe.timer.kernel_mode import is_kernel, run_kernel
from inductor_probe.timer.measurement import CrossCheck, FlushInfo, Measurement, TimerInfo

GPU_MODES: dict[str, Callable[[tm.GpuContext, float], tm.Raw]] = {
    "kernel": run_kernel,
    "graph": tm.run_graph,
    "events": tm.run_events,
    "wall": tm.run_wall,
}
EVENTS_ABOVE_US = 1000.0  # auto: calls at least this long are timed with events


@dataclass
class _Inspection:
    """One profiled call of ``fn``: its device activities, whether it synchronises, its estimated time."""

    kernels: Optional[int] = None  # device activities per call (None: no profiler here)
    kernel_launches: Optional[int] = None  # of which kernels
    names: frozenset = frozenset()
    est_us: Optional[float] = None
    sync_warnings: list[str] = field(default_factory=list)
    profiler_error: Optional[str] = None


def _inspect(call) -> _Inspection:
    try:
        devs, host = cb.profile_once(lambda: call(0), cpu=True)
    except Exception as e:  # no CUPTI here: kernel mode is out, the rest works
        return _Inspection(profiler_error=first_line(e, 160))
    return _Inspection(
        kernels=len(devs),
        kernel_launches=sum(1 for d in devs if is_kernel(d)) or len(devs),
        names=frozenset(d.name for d in devs),
        est_us=sum(d.dur_ns for d in devs) / 1000.0,
        sync_warnings=cb.host_sync_warnings(host, [d.name for d in devs]),
    )


def _first_available(order: list[str], ctx: tm.GpuContext, budget_s: float, info: TimerInfo) -> tm.Raw:
    """The first mode of ``order`` that can time the callable (those that cannot are named in ``info``)."""
    unavailable: list[str] = []
    for m in order:
        try:
            raw = GPU_MODES[m](ctx, budget_s)
        except tm.ModeUnavailable as e:
            unavailable.append(f"{m}: {e}")
            continue
        if unavailable:
            info.unavailable = unavailable
        return raw
    raise ProbeError("no method could time this callable (" + "; ".join(unavailable) + ")", NOTHING_MEASURED)


def _auto_check(primary: tm.Raw, ctx: tm.GpuContext, budget_s: float, warnings: list[str], info: TimerInfo):
    """auto's cross-check: the other of kernel and events mode, on half the budget; a warning where they
    disagree."""
    second = "events" if primary.mode == "kernel" else "kernel"
    try:
        check = _cross_check(primary, GPU_MODES[second](ctx, budget_s / 2), ctx)
    except tm.ModeUnavailable as e:
        info.cross_check_unavailable = str(e)
        return None
    if not check.agree:
        warnings.append(
            f"modes disagree: {primary.mode} {check.primary_us:.2f} µs vs {second} "
            f"{check.median_us:.2f} µs ({check.diff_pct:+.1f}%)"
        )
    return check


def _context(call, dev, index: int, s: tm.Settings, seen: _Inspection, info: TimerInfo) -> tm.GpuContext:
    """The flush (cold cache), the warm-up, and what every mode needs to know of the callable."""
    fl = None
    if s.cache == "cold":
        fl = tm.Flush(dev, kind=s.flush, avoid=seen.names, gap_us=s.flush_gap_us)
        info.flush = FlushInfo(kind=s.flush, bytes=fl.nbytes, kernels=sorted(fl.names), gap_us=s.flush_gap_us)

    def rep(i: int) -> None:
        if fl is not None:
            fl()
        call(i)

    per_rep_s, launch_us = _warm_up(rep, call, s.warmup_s)
    est_us = seen.est_us if seen.est_us is not None and seen.est_us > 0 else _events_estimate(call)
    info.estimate_us = est_us
    return tm.GpuContext(
        call=call,
        flush=fl,
        per_rep_s=per_rep_s,
        min_reps=s.min_reps,
        max_reps=s.max_reps,
        launch_us=launch_us,
        device_index=index,
        est_us=est_us,
        fill_us=min(2000.0, 2.0 * launch_us + 5.0),
        kernels_per_call=seen.kernels,
        capturable=not seen.sync_warnings,
        profiler_error=info.profiler_error,
    )


def measure_gpu(call, device: str, s: tm.Settings) -> Measurement:
    import torch

    from inductor_probe.timer.clocks import read_clocks

    dev = torch.device(device)
    index = dev.index if dev.index is not None else torch.cuda.current_device()
    reader = s.clock_reader or read_clocks
    mode, info = s.mode, TimerInfo()
    with torch.cuda.device(index):
        call(0)  # compile, autotune, allocate: outside everything
        torch.cuda.synchronize()
        seen = _inspect(call)  # which kernels fn launches, and whether it synchronises
        warnings: list[str] = list(seen.sync_warnings)
        if seen.profiler_error:
            info.profiler_error = seen.profiler_error
        ctx = _context(call, dev, index, s, seen, info)
        if seen.kernels == 0 and mode in ("auto", "kernel"):
            if mode == "kernel":
                raise ProbeError(
                    "the callable launched no GPU kernel; time it with mode='wall'", NOTHING_MEASURED
                )
            mode = "wall"
            warnings.append("the callable launched no GPU work: timed by wall clock")
        if mode == "auto":
            first = ctx.est_us >= EVENTS_ABOVE_US
            order = ["events", "kernel", "graph"] if first else ["kernel", "graph", "events"]
        else:
            order = [mode]
        before = reader(dev)
        primary = _first_available(order, ctx, s.budget_s, info)
        check = None
        if mode == "auto" and s.cross_check and primary.mode in ("kernel", "events"):
            check = _auto_check(primary, ctx, s.budget_s, warnings, info)
        after = reader(dev)
    warnings += primary.warnings
    info = info.merged(primary.info)
    kpc = primary.kernels_per_call if primary.kernels_per_call is not None else seen.kernel_launches
    return Measurement(
        tuple(primary.samples_us),
        primary.mode,
        s.cache,
        str(dev),
        kernels_per_call=kpc,
        clocks_before=before,
        clocks_after=after,
        warnings=tuple(warnings),
        cross_check=check,
        info=info,
    )


def _warm_up(rep, call, warmup_s: float) -> tuple[float, float]:
    """Repeat ``rep`` for ``warmup_s`` (at least 3 times); seconds per repetition, host launch µs."""
    import torch

    launch_us = cb.host_launch_us(lambda: call(0))
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    count = 0
    while count < 3 or time.perf_counter() - t0 < warmup_s:
        rep(count)
        count += 1
        if count % 8 == 0:
            torch.cuda.synchronize()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / count, launch_us


def _events_estimate(call) -> float:
    import torch

    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    s.record()
    call(0)
    e.record()
    e.synchronize()
    return s.elapsed_time(e) * 1000.0


def _cross_check(primary: tm.Raw, second: tm.Raw, ctx: tm.GpuContext) -> CrossCheck:
    """Compare two modes. An events measurement carries its own event pair (measured empty, under
    the same flush and fill) that kernel mode does not; and the two see a launch differently by up
    to one launch gap (kernel mode's measured ``gap_us``): both are allowed before they disagree."""
    a, b = stats.summarize(primary.samples_us), stats.summarize(second.samples_us)
    floor = 0.0
    if "events" in (primary.mode, second.mode):
        empty_ctx = replace(ctx, call=lambda i: None, per_rep_s=1e-4, min_reps=20, max_reps=200)
        empty = tm.run_events(empty_ctx, 0.02)
        gap = primary.info.gap_us or second.info.gap_us or 0.0
        floor = stats.summarize(empty.samples_us).median + gap
    return CrossCheck.from_dict(  # a new row: all of its keys, in this order
        {
            "mode": second.mode,
            "median_us": b.median,
            "iqr_us": b.iqr,
            "n": b.n,
            "primary_us": a.median,
            "diff_pct": 100.0 * (b.median - a.median) / a.median if a.median else 0.0,
            "events_floor_us": floor,
            "agree": not stats.disagree(a, b, floor=floor),
        }
    )
