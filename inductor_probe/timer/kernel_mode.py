"""``kernel`` mode: a call's time from CUPTI's kernel timestamps (the profiler's device activity)."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from typing import Any, Optional

from inductor_probe.timer import cuda as cb
from inductor_probe.timer.measurement import TimerInfo
from inductor_probe.timer.modes import GpuContext, ModeUnavailable, Raw, reps_for


def split_calls(evs: list, flush_names: Optional[frozenset], k: int) -> list[tuple[list, Optional[int]]]:
    """Cut time-ordered device events into calls: (the call's events, start of what followed).

    With ``flush_names``, flush kernels (known by name) end a call and events before the
    first flush are ignored; without, calls are cut every ``k`` events.
    """
    calls: list[tuple[list, Optional[int]]] = []
    if flush_names is not None:
        cur: Optional[list] = None  # None until the first flush
        for e in evs:
            if e.name in flush_names:
                if cur:  # a flush may be several kernels: only a non-empty call is closed
                    calls.append((cur, e.start_ns))
                    cur = []
                elif cur is None:
                    cur = []
            elif cur is not None:
                cur.append(e)
        if cur:
            calls.append((cur, None))
        return calls
    chunks = [evs[j : j + k] for j in range(0, len(evs) - len(evs) % k, k)]
    return [(c, chunks[j + 1][0].start_ns if j + 1 < len(chunks) else None) for j, c in enumerate(chunks)]


QUEUE_LAUNCHES = 900  # stay under the launch queue's depth (about a thousand), so the host never blocks
MAX_LEAD_US = 200_000.0


def is_kernel(e) -> bool:
    """A kernel, as opposed to a memset or copy (ncu times kernels only)."""
    return not (e.name.startswith("Memset") or e.name.startswith("Memcpy"))


def profiled_loop(
    rep: Callable[[int], object], n: int, *, host_rep_us: float, device_index: int
) -> tuple[list, dict]:
    """``rep(0..n-1)`` under the profiler's device activity, queued behind a spin so the GPU never waits.

    The spin lasts longer than the host needs to enqueue all ``n`` repetitions; whether it did is
    checked afterwards (host enqueue time < spin), and the loop is run once more with a longer
    spin if not. Returns the device events and ``{"lead_us", "host_us", "host_lag"}``.
    """
    import torch
    from torch.profiler import ProfilerActivity, profile

    spin = cb.Spin(device_index)
    lead = min(MAX_LEAD_US, 2.0 * n * host_rep_us + 500.0)
    for _ in range(3):
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CUDA]) as p:
            spin.run(spin.cycles(lead))
            t0 = time.perf_counter()
            for i in range(n):
                rep(i)
            host_us = (time.perf_counter() - t0) * 1e6
            torch.cuda.synchronize()
        lag = not spin.available or host_us > 0.9 * lead
        if not lag or lead >= MAX_LEAD_US:
            break
        lead = min(MAX_LEAD_US, 2.0 * host_us + 500.0)
    evs = [e for e in cb.device_events(p) if "spin_kernel" not in e.name]  # the lead spin
    return evs, {"lead_us": lead, "host_us": host_us, "host_lag": lag}


def call_span(events: list) -> tuple[float, float, Any]:
    """(first kernel start -> last kernel end, execution sum) in ns, and the last kernel.

    Memsets and copies a library launches beside its kernels are left out, as ncu leaves them
    out; a call that launches nothing else is timed on them."""
    ks = [e for e in events if is_kernel(e)] or list(events)
    last = max(ks, key=lambda e: e.start_ns + e.dur_ns)
    return last.start_ns + last.dur_ns - ks[0].start_ns, sum(e.dur_ns for e in ks), last


def interquartile_mean(xs: list[float]) -> float:
    """Mean of the middle half: launch gaps fall in a few clusters (about 1.0, 1.25 and 2.1 µs on an
    H100), where a median jumps from one cluster to the next between runs and a mean does not."""
    xs = sorted(xs)
    q = len(xs) // 4
    mid = xs[q : len(xs) - q] or xs
    return sum(mid) / len(mid)


def _host_rep_us(ctx: GpuContext) -> float:
    return 2.0 * max(ctx.launch_us, 1.0) + (20.0 if ctx.flush is not None else 0.0)


def _warm_loop(ctx: GpuContext, n: int, warnings: list[str]):
    """n + 1 back-to-back calls -> [(span, exec, gap to the next call) in ns], the first call's events,
    meta."""
    k = ctx.kernels_per_call or 1
    evs, meta = profiled_loop(
        lambda i: ctx.call(i), n + 1, host_rep_us=_host_rep_us(ctx), device_index=ctx.device_index
    )
    calls = split_calls(evs, None, k)
    out = []  # (span ns, exec ns, gap to the next call ns)
    for g, nxt in calls:
        if nxt is not None:
            span, ex, last = call_span(g)
            out.append((span, ex, nxt - (last.start_ns + last.dur_ns)))
    if len(evs) != (n + 1) * k:
        warnings.append(
            f"kernel mode: {len(evs)} GPU activities in {n + 1} back-to-back calls, not {k} per call"
        )
    return out, (calls[0][0] if calls else []), meta


def _cold_spans(ctx: GpuContext, n: int, idle_us: float, gap: float, warnings: list[str]):
    """``n`` repetitions of [idle; flush; call]: (the first call's events, spans µs, sorted execs µs,
    meta)."""
    flush, call, k = ctx.flush, ctx.call, ctx.kernels_per_call or 1
    assert flush is not None
    spin = cb.Spin(ctx.device_index) if idle_us > 0 else None
    idle = spin.cycles(idle_us) if spin else 0

    def rep(i: int) -> None:
        if spin is not None:
            spin.run(idle)  # dropped from the trace with the lead spin (by name)
        flush()
        call(i)

    evs, meta = profiled_loop(
        lambda i: rep(i) if i < n else flush(),
        n + 1,
        host_rep_us=_host_rep_us(ctx),
        device_index=ctx.device_index,
    )
    calls = split_calls(evs, flush.names, k)
    sizes = Counter(len(g) for g, nxt in calls if nxt is not None)
    seen = sizes.most_common(1)[0][0] if sizes else k
    if seen != k:
        warnings.append(f"kernel mode: {seen} GPU activities per call here, {k} in the first profiled call")
    good = [g for g, nxt in calls if len(g) == seen and nxt is not None]
    if len(good) < n:
        warnings.append(f"kernel mode: {n - len(good)} of {n} calls had another activity count; dropped")
    if not good:
        raise ModeUnavailable("the profiler recorded no complete call")
    measured = [call_span(g) for g in good]
    spans = [s / 1000.0 + gap for s, _, _ in measured]
    execs = sorted(e / 1000.0 for _, e, _ in measured)
    return good[0], spans, execs, meta


def run_kernel(ctx: GpuContext, budget_s: float) -> Raw:
    """Kernel-only time of one call from the profiler's device activity (CUPTI timestamps).

    A call's time is the span of its kernels (first start to last end: their execution and
    the gaps between them) plus the GPU's own launch-and-completion gap for the call, which
    is the gap between two back-to-back calls (end of one call's last kernel to the start of
    the next call's first launch), the part of a kernel's time that Nsight Compute's
    gpu__time_duration covers and CUPTI's kernel durations do not. ``cache="cold"``: spans
    come from ``[flush; call]`` repetitions (flush kernels known by name), the gap from a
    shorter warm loop of back-to-back calls; ``warm``: both from the back-to-back loop.
    Memsets and copies are left out of the span (ncu does not time them either). With
    ``idle_us``, the GPU idles (one spinning thread) that long between cold repetitions, so the
    timer's own load does not drive the GPU into its power cap (ncu, too, times kernels on an
    otherwise idle GPU). Here ``idle_us`` is as long as a repetition works (at most 1 ms): a duty
    cycle of about one half.
    """
    if ctx.kernels_per_call is None:
        raise ModeUnavailable("the profiler is unavailable: " + (ctx.profiler_error or "?"))
    flush, k = ctx.flush, ctx.kernels_per_call
    idle_us = min(1000.0, flush.gpu_us + ctx.est_us) if flush is not None else 0.0
    if k <= 0:
        raise ModeUnavailable("the callable launched no GPU work")
    warnings: list[str] = []
    info = TimerInfo()
    cap = QUEUE_LAUNCHES // (k + (2 if flush is not None else 0))
    if flush is None:
        n = reps_for(budget_s, ctx.per_rep_s, ctx.min_reps, min(ctx.max_reps, cap))
        warm, first, meta = _warm_loop(ctx, n, warnings)
        if not warm:
            raise ModeUnavailable("the profiler recorded no complete call")
        gaps = sorted(g / 1000.0 for _, _, g in warm)
        spans = [s / 1000.0 + interquartile_mean(gaps) for s, _, _ in warm]
        execs = sorted(e / 1000.0 for _, e, _ in warm)
        lag = meta["host_lag"]
    else:
        nw = reps_for(
            budget_s * 0.25, ctx.per_rep_s, min(ctx.min_reps, 20), min(200, max(1, QUEUE_LAUNCHES // k - 1))
        )
        warm, _, wmeta = _warm_loop(ctx, nw, warnings)
        if not warm:
            raise ModeUnavailable("the profiler recorded no complete back-to-back call")
        gaps = sorted(g / 1000.0 for _, _, g in warm)
        n = reps_for(budget_s * 0.75, ctx.per_rep_s + idle_us * 1e-6, ctx.min_reps, min(ctx.max_reps, cap))
        first, spans, execs, meta = _cold_spans(ctx, n, idle_us, interquartile_mean(gaps), warnings)
        lag = meta["host_lag"] or wmeta["host_lag"]
        info.warm_lead_us = wmeta["lead_us"]
    if lag:
        warnings.append(
            "kernel mode: the host could not launch ahead of the GPU; times may include idle GPU time"
        )
    names = sorted({e.name for e in first})
    nk = sum(1 for e in first if is_kernel(e)) or len(first)
    info.exec_us = execs[len(execs) // 2]
    info.gap_us = interquartile_mean(gaps)
    info.lead_us = meta["lead_us"]
    info.host_lag = bool(lag)
    info.idle_us = idle_us if flush is not None else 0.0
    info.kernels = [x[:120] for x in names[:20]]
    if nk != len(first):
        info.not_kernels = sorted({e.name for e in first if not is_kernel(e)})
    return Raw("kernel", spans, kernels_per_call=nk, warnings=warnings, info=info)
