"""The GPU driver of ``timer.measure``: inspection, flush, warm-up, the modes, auto's cross-check.

``GPU_MODES`` is the registry of timing methods: ``name -> mode(ctx: GpuContext, budget_s) -> Raw``.
A new method is one entry here (``timer.MODES`` and the ``timeit`` command's ``--mode`` follow).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Optional

from inductor_probe.errors import NOTHING_MEASURED, ProbeError, first_line
from inductor_probe.timer import cuda as cb
from inductor_probe.timer import modes as tm
from inductor_probe.timer import stats
from inductor_probe.timer.kernel_mode import is_kernel, run_kernel
from inductor_probe.timer.measurement import Measurement

GPU_MODES: dict[str, Callable[[tm.GpuContext, float], tm.Raw]] = {
    "kernel": run_kernel,
    "graph": tm.run_graph,
    "events": tm.run_events,
    "wall": tm.run_wall,
}
EVENTS_ABOVE_US = 1000.0  # auto: calls at least this long are timed with events


def measure_gpu(call, device: str, s: tm.Settings):
    mode, cache, budget_s, min_reps, max_reps = s.mode, s.cache, s.budget_s, s.min_reps, s.max_reps
    import torch

    from inductor_probe.timer.clocks import read_clocks

    dev = torch.device(device)
    index = dev.index if dev.index is not None else torch.cuda.current_device()
    reader = s.clock_reader or read_clocks
    warnings: list[str] = []
    info: dict = {}
    with torch.cuda.device(index):
        call(0)  # compile, autotune, allocate: outside everything
        torch.cuda.synchronize()
        # One profiled call: which kernels fn launches, and whether it synchronises.
        try:
            devs, host = cb.profile_once(lambda: call(0), cpu=True)
            k: Optional[int] = len(devs)
            k_kernels: Optional[int] = sum(1 for d in devs if is_kernel(d)) or len(devs)
            fn_names = frozenset(d.name for d in devs)
            sync_warnings = cb.host_sync_warnings(host, [d.name for d in devs])
            warnings += sync_warnings
            est_us = sum(d.dur_ns for d in devs) / 1000.0
        except Exception as e:  # no CUPTI here: kernel mode is out, the rest works
            k, k_kernels, fn_names, est_us, sync_warnings = None, None, frozenset(), None, []
            info["profiler_error"] = first_line(e, 160)
        fl = None
        if cache == "cold":
            fl = tm.Flush(dev, kind=s.flush, avoid=fn_names, gap_us=s.flush_gap_us)
            info["flush"] = {
                "kind": s.flush,
                "bytes": fl.nbytes,
                "kernels": sorted(fl.names),
                "gap_us": s.flush_gap_us,
            }

        def rep(i: int) -> None:
            if fl is not None:
                fl()
            call(i)

        per_rep_s, launch_us = _warm_up(rep, call, s.warmup_s)
        if est_us is None or est_us <= 0:
            est_us = _events_estimate(call)
        info["estimate_us"] = est_us
        if k == 0 and mode in ("auto", "kernel"):
            if mode == "kernel":
                raise ProbeError(
                    "the callable launched no GPU kernel; time it with mode='wall'", NOTHING_MEASURED
                )
            mode = "wall"
            warnings.append("the callable launched no GPU work: timed by wall clock")
        ctx = tm.GpuContext(
            call=call,
            flush=fl,
            per_rep_s=per_rep_s,
            min_reps=min_reps,
            max_reps=max_reps,
            launch_us=launch_us,
            device_index=index,
            est_us=est_us,
            fill_us=min(2000.0, 2.0 * launch_us + 5.0),
            kernels_per_call=k,
            capturable=not sync_warnings,
            profiler_error=info.get("profiler_error"),
        )

        def run(m: str, budget: float) -> tm.Raw:
            return GPU_MODES[m](ctx, budget)

        if mode == "auto":
            order = (
                ["events", "kernel", "graph"] if est_us >= EVENTS_ABOVE_US else ["kernel", "graph", "events"]
            )
        else:
            order = [mode]
        before = reader(dev)
        primary, unavailable = None, []
        for m in order:
            try:
                primary = run(m, budget_s)
                break
            except tm.ModeUnavailable as e:
                unavailable.append(f"{m}: {e}")
        if primary is None:
            raise ProbeError(
                "no method could time this callable (" + "; ".join(unavailable) + ")", NOTHING_MEASURED
            )
        if unavailable:
            info["unavailable"] = unavailable
        check = None
        if mode == "auto" and s.cross_check and primary.mode in ("kernel", "events"):
            second = "events" if primary.mode == "kernel" else "kernel"
            try:
                check = _cross_check(primary, run(second, budget_s / 2), ctx)
                if not check["agree"]:
                    warnings.append(
                        f"modes disagree: {primary.mode} {check['primary_us']:.2f} µs vs {second} "
                        f"{check['median_us']:.2f} µs ({check['diff_pct']:+.1f}%)"
                    )
            except tm.ModeUnavailable as e:
                info["cross_check_unavailable"] = str(e)
        after = reader(dev)
    warnings += primary.warnings
    info.update(primary.info)
    kpc = primary.kernels_per_call if primary.kernels_per_call is not None else k_kernels
    return Measurement(
        tuple(primary.samples_us),
        primary.mode,
        cache,
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


def _cross_check(primary: tm.Raw, second: tm.Raw, ctx: tm.GpuContext) -> dict:
    """Compare two modes. An events measurement carries its own event pair (measured empty, under
    the same flush and fill) that kernel mode does not; and the two see a launch differently by up
    to one launch gap (kernel mode's measured ``gap_us``): both are allowed before they disagree."""
    a, b = stats.summarize(primary.samples_us), stats.summarize(second.samples_us)
    floor = 0.0
    if "events" in (primary.mode, second.mode):
        empty_ctx = replace(ctx, call=lambda i: None, per_rep_s=1e-4, min_reps=20, max_reps=200)
        empty = tm.run_events(empty_ctx, 0.02)
        gap = primary.info.get("gap_us") or second.info.get("gap_us") or 0.0
        floor = stats.summarize(empty.samples_us).median + gap
    return {
        "mode": second.mode,
        "median_us": b.median,
        "iqr_us": b.iqr,
        "n": b.n,
        "primary_us": a.median,
        "diff_pct": 100.0 * (b.median - a.median) / a.median if a.median else 0.0,
        "events_floor_us": floor,
        "agree": not stats.disagree(a, b, floor=floor),
    }
