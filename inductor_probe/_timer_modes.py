"""The timing methods behind ``timer.measure``. Each returns per-call samples in µs.

Only the driver in ``timer.py`` calls these; they assume the callable is warm.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Optional

from inductor_probe import _compat
from inductor_probe import _cuda_bits as cb


class ModeUnavailable(Exception):
    """This method cannot time this callable here (the reason is the message)."""


@dataclass
class Raw:
    mode: str
    samples_us: list[float]
    kernels_per_call: Optional[float] = None
    warnings: list[str] = field(default_factory=list)
    info: dict = field(default_factory=dict)


Call = Callable[[int], object]  # call(i): the i-th repetition (i picks the rotated inputs)


def reps_for(budget_s: float, per_rep_s: float, lo: int, hi: int) -> int:
    if per_rep_s <= 0:
        return hi
    return int(max(lo, min(hi, budget_s / per_rep_s)))


# --------------------------------------------------------------------------- CPU


def run_wall(call: Call, *, budget_s: float, per_rep_s: float, min_reps: int, max_reps: int,
             sync: Optional[Callable[[], None]] = None) -> Raw:
    """Wall clock around each call (synchronising after it when ``sync`` is given)."""
    n = reps_for(budget_s, per_rep_s, min_reps, max_reps)
    out = []
    for i in range(n):
        t0 = time.perf_counter()
        call(i)
        if sync is not None:
            sync()
        out.append((time.perf_counter() - t0) * 1e6)
    return Raw("wall", out)


# --------------------------------------------------------------------------- flush


class Flush:
    """Evicts L2 by streaming a buffer of 2x the device's L2; known by its kernel's name.

    ``kind="read"`` reduces each 4 KiB row of the buffer (one kernel, no memset; it leaves
    L2 full of clean lines, like an invalidated cache: evicting them costs the next
    kernel nothing); ``"write"`` zeroes it (dirty lines whose write-back the next kernel
    pays). Of a few equivalent operations it takes the first that launches a single
    kernel which the timed callable never launches, so flush kernels can be told apart
    in a trace by name. ``gap_us`` spins the GPU after the flush.
    """

    def __init__(self, device, kind: str = "read", avoid: frozenset = frozenset(), gap_us: float = 0.0):
        import torch

        self.kind = kind
        self.nbytes = 2 * cb.l2_bytes(device)
        buf = torch.ones(self.nbytes // 4, dtype=torch.float32, device=device)
        rows = buf.view(-1, 1024)
        i32 = rows.view(torch.int32)
        if kind == "read":
            candidates = [lambda: rows.sum(1), lambda: rows.amax(1), lambda: i32.sum(1, dtype=torch.int32)]
        elif kind == "write":
            candidates = [buf.zero_, lambda: i32.fill_(0), lambda: buf.view(torch.int16).fill_(0)]
        else:
            raise ValueError(f"flush kind must be 'read' or 'write', not {kind!r}")
        self._buf = buf
        self.gap_cycles = 0
        sleep = _compat.cuda_sleep_fn()
        if gap_us > 0 and sleep is not None:
            rate = cb.sleep_cycles_per_us(torch.device(device).index or 0)
            self.gap_cycles = int(gap_us * rate) if rate else 0
        self._sleep = sleep
        fallback = None
        for op in candidates:
            self._op = op
            devs, _ = cb.profile_once(self, cpu=False)
            names = frozenset(d.name for d in devs)
            if not names or names & avoid:
                continue
            if len(devs) == 1 + (1 if self.gap_cycles else 0):
                self.names = names
                self.gpu_us = sum(d.dur_ns for d in devs) / 1000.0
                return
            fallback = fallback or (op, names, sum(d.dur_ns for d in devs) / 1000.0)
        if fallback is None:
            raise ModeUnavailable("every flush kernel is also launched by the timed callable")
        self._op, self.names, self.gpu_us = fallback

    def __call__(self) -> None:
        self._op()
        if self.gap_cycles:
            self._sleep(self.gap_cycles)


# --------------------------------------------------------------------------- GPU modes


def run_events(call: Call, *, flush: Optional[Flush], budget_s: float, per_rep_s: float, min_reps: int,
               max_reps: int, fill_us: float, device_index: int) -> Raw:
    """One event pair per call; flush and a queue-filling spin before the start event."""
    import torch

    sleep = _compat.cuda_sleep_fn()
    rate = cb.sleep_cycles_per_us(device_index) if sleep else None
    fill = int(fill_us * rate) if rate else 0
    warnings = [] if fill or fill_us <= 0 else ["torch.cuda._sleep unavailable: the launch queue is not filled"]
    n = reps_for(budget_s, per_rep_s + fill_us * 1e-6, min_reps, max_reps)
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    torch.cuda.synchronize()
    for i in range(n):
        if flush is not None:
            flush()
        if fill:
            sleep(fill)
        starts[i].record()
        call(i)
        ends[i].record()
    torch.cuda.synchronize()
    out = [s.elapsed_time(e) * 1000.0 for s, e in zip(starts, ends)]
    return Raw("events", out, warnings=warnings, info={"fill_us": fill_us})


def run_graph(call: Call, *, flush: Optional[Flush], budget_s: float, per_rep_s: float, min_reps: int,
              max_reps: int, gpu_us: float, capturable: bool = True) -> Raw:
    """R calls (each after a flush) captured in one CUDA graph; a graph of R flushes alone is
    timed beside it, and its median is subtracted from every replay."""
    import torch

    if not capturable:  # a failed capture can leave torch's RNG state unusable: do not try
        raise ModeUnavailable("the call synchronises or copies to the host: it cannot be captured in a graph")
    R = int(max(1, min(100, 5000.0 / max(gpu_us, 1.0))))
    torch.cuda.synchronize()
    try:
        g1 = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g1):
            for r in range(R):
                if flush is not None:
                    flush()
                call(r)
        g0 = None
        if flush is not None:
            g0 = torch.cuda.CUDAGraph()
            with torch.cuda.graph(g0, pool=g1.pool()):
                for _ in range(R):
                    flush()
    except Exception as e:  # capture fails on syncs, host copies, CPU fallbacks...
        torch.cuda.synchronize()
        raise ModeUnavailable(f"CUDA graph capture failed: {str(e).splitlines()[0][:160]}") from None
    g1.replay()
    if g0 is not None:
        g0.replay()
    m = reps_for(budget_s, 2 * R * per_rep_s, min_reps, max_reps)
    ev = [[torch.cuda.Event(enable_timing=True) for _ in range(4)] for _ in range(m)]
    torch.cuda.synchronize()
    for a, b, c, d in ev:
        if g0 is not None:
            a.record()
            g0.replay()
            b.record()
        c.record()
        g1.replay()
        d.record()
    torch.cuda.synchronize()
    t1 = [c.elapsed_time(d) * 1000.0 for _, _, c, d in ev]
    t0 = sorted(a.elapsed_time(b) * 1000.0 for a, b, _, _ in ev) if g0 is not None else [0.0]
    flush_us = t0[len(t0) // 2]
    out = [(t - flush_us) / R for t in t1]
    del g1, g0
    return Raw("graph", out, info={"calls_per_graph": R, "flush_us": flush_us / R, "replays": m})


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


def profiled_loop(rep: Callable[[int], object], n: int, *, host_rep_us: float, device_index: int) -> tuple[list, dict]:
    """``rep(0..n-1)`` under the profiler's device activity, queued behind a spin so the GPU never waits.

    The spin lasts longer than the host needs to enqueue all ``n`` repetitions; whether it did is
    checked afterwards (host enqueue time < spin), and the loop is run once more with a longer
    spin if not. Returns the device events and ``{"lead_us", "host_us", "host_lag"}``.
    """
    import torch
    from torch.profiler import ProfilerActivity, profile

    sleep = _compat.cuda_sleep_fn()
    rate = cb.sleep_cycles_per_us(device_index) if sleep else None
    lead = min(MAX_LEAD_US, 2.0 * n * host_rep_us + 500.0)
    for _ in range(3):
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CUDA]) as p:
            if rate:
                sleep(int(lead * rate))
            t0 = time.perf_counter()
            for i in range(n):
                rep(i)
            host_us = (time.perf_counter() - t0) * 1e6
            torch.cuda.synchronize()
        lag = not rate or host_us > 0.9 * lead
        if not lag or lead >= MAX_LEAD_US:
            break
        lead = min(MAX_LEAD_US, 2.0 * host_us + 500.0)
    evs = [e for e in cb.device_events(p) if "spin_kernel" not in e.name]  # the lead spin
    return evs, {"lead_us": lead, "host_us": host_us, "host_lag": lag}


def call_span(events: list) -> tuple[float, float, object]:
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


def run_kernel(call: Call, *, flush: Optional[Flush], kernels_per_call: int, budget_s: float,
               per_rep_s: float, min_reps: int, max_reps: int, launch_us: float, device_index: int,
               idle_us: float = 0.0) -> Raw:
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
    otherwise idle GPU).
    """
    k = kernels_per_call
    if k <= 0:
        raise ModeUnavailable("the callable launched no GPU work")
    host_rep_us = 2.0 * max(launch_us, 1.0) + (20.0 if flush is not None else 0.0)
    warnings: list[str] = []
    info: dict = {}

    def warm_loop(n: int):
        """n + 1 back-to-back calls -> [(span, exec, gap to the next call) in ns], first call's events, meta."""
        evs, meta = profiled_loop(lambda i: call(i), n + 1, host_rep_us=host_rep_us, device_index=device_index)
        calls = split_calls(evs, None, k)
        out = []  # (span ns, exec ns, gap to the next call ns)
        for g, nxt in calls:
            if nxt is not None:
                span, ex, last = call_span(g)
                out.append((span, ex, nxt - (last.start_ns + last.dur_ns)))
        if len(evs) != (n + 1) * k:
            warnings.append(f"kernel mode: {len(evs)} GPU activities in {n + 1} back-to-back calls, not {k} per call")
        return out, (calls[0][0] if calls else []), meta

    cap = QUEUE_LAUNCHES // (k + (2 if flush is not None else 0))
    if flush is None:
        n = reps_for(budget_s, per_rep_s, min_reps, min(max_reps, cap))
        warm, first, meta = warm_loop(n)
        if not warm:
            raise ModeUnavailable("the profiler recorded no complete call")
        gaps = sorted(g / 1000.0 for _, _, g in warm)
        spans = [s / 1000.0 + interquartile_mean(gaps) for s, _, _ in warm]
        execs = sorted(e / 1000.0 for _, e, _ in warm)
        lag = meta["host_lag"]
    else:
        n = reps_for(budget_s * 0.75, per_rep_s + idle_us * 1e-6, min_reps, min(max_reps, cap))
        nw = reps_for(budget_s * 0.25, per_rep_s, min(min_reps, 20), min(200, max(1, QUEUE_LAUNCHES // k - 1)))
        warm, _, wmeta = warm_loop(nw)
        if not warm:
            raise ModeUnavailable("the profiler recorded no complete back-to-back call")
        gaps = sorted(g / 1000.0 for _, _, g in warm)
        gap = interquartile_mean(gaps)
        sleep = _compat.cuda_sleep_fn()
        rate = cb.sleep_cycles_per_us(device_index) if sleep and idle_us > 0 else None
        idle = int(idle_us * rate) if rate else 0

        def rep(i: int) -> None:
            if idle:
                sleep(idle)  # dropped from the trace with the lead spin (by name)
            flush()
            call(i)

        evs, meta = profiled_loop(lambda i: rep(i) if i < n else flush(), n + 1, host_rep_us=host_rep_us,
                                  device_index=device_index)  # fmt: skip
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
        first = good[0]
        measured = [call_span(g) for g in good]
        spans = [s / 1000.0 + gap for s, _, _ in measured]
        execs = sorted(e / 1000.0 for _, e, _ in measured)
        lag = meta["host_lag"] or wmeta["host_lag"]
        info["warm_lead_us"] = wmeta["lead_us"]
    if lag:
        warnings.append("kernel mode: the host could not launch ahead of the GPU; times may include idle GPU time")
    names = sorted({e.name for e in first})
    nk = sum(1 for e in first if is_kernel(e)) or len(first)
    info.update({"exec_us": execs[len(execs) // 2], "gap_us": interquartile_mean(gaps), "lead_us": meta["lead_us"],
                 "host_lag": lag, "idle_us": idle_us if flush is not None else 0.0})  # fmt: skip
    info["kernels"] = [x[:120] for x in names[:20]]
    if nk != len(first):
        info["not_kernels"] = sorted({e.name for e in first if not is_kernel(e)})
    return Raw("kernel", spans, kernels_per_call=nk, warnings=warnings, info=info)
