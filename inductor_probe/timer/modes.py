"""The timing methods behind ``timer.measure``: what every mode gets (``GpuContext``) and returns
(``Raw``: per-call samples in µs), the L2 ``Flush``, and the ``events``, ``graph`` and ``wall``
modes. ``kernel`` mode is in ``kernel_mode``; the registry of modes is ``timer.gpu.GPU_MODES``.

Only ``timer.gpu`` and ``timer.cpu`` call these; they assume the callable is warm.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Optional

from inductor_probe.errors import first_line
from inductor_probe.timer import cuda as cb
from inductor_probe.timer.measurement import TimerInfo


class ModeUnavailable(Exception):
    """This method cannot time this callable here (the reason is the message)."""


@dataclass
class Raw:
    mode: str
    samples_us: list[float]
    kernels_per_call: Optional[float] = None
    warnings: list[str] = field(default_factory=list)
    info: TimerInfo = field(default_factory=TimerInfo)


Call = Callable[[int], object]  # call(i): the i-th repetition (i picks the rotated inputs)


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
        self._spin = cb.Spin(torch.device(device).index or 0) if gap_us > 0 else None
        self.gap_cycles = self._spin.cycles(gap_us) if self._spin else 0
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
        if self._spin is not None:
            self._spin.run(self.gap_cycles)


@dataclass(frozen=True)
class Settings:
    """What ``measure()`` was asked for (see its docstring)."""

    mode: str = "auto"
    cache: str = "cold"
    budget_s: float = 0.25
    warmup_s: float = 0.05
    min_reps: int = 10
    max_reps: int = 2000
    flush: str = "read"
    flush_gap_us: float = 0.0
    cross_check: bool = True
    clock_reader: Optional[Callable] = None  # device -> ClockReading | None; NVML when None


@dataclass(frozen=True)
class GpuContext:
    """Everything a GPU mode may use, found once by ``timer.gpu`` before any mode runs.

    A mode is ``mode(ctx, budget_s) -> Raw`` (or raises ModeUnavailable).
    """

    call: Call
    flush: Optional[Flush]  # None for cache="warm"
    per_rep_s: float  # seconds of one warm-up repetition (flush + call)
    min_reps: int
    max_reps: int
    launch_us: float  # host time to enqueue one call
    device_index: int
    est_us: float  # GPU time of one call, first estimate
    fill_us: float  # how long the events mode fills the launch queue before each call
    kernels_per_call: Optional[int] = None  # device activities of one call; None: no profiler here
    capturable: bool = True  # no synchronisation or host copy seen in the call
    profiler_error: Optional[str] = None


def reps_for(budget_s: float, per_rep_s: float, lo: int, hi: int) -> int:
    if per_rep_s <= 0:
        return hi
    return int(max(lo, min(hi, budget_s / per_rep_s)))


def wall_loop(
    call: Call,
    *,
    budget_s: float,
    per_rep_s: float,
    min_reps: int,
    max_reps: int,
    sync: Optional[Callable[[], None]] = None,
) -> Raw:
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


def run_wall(ctx: GpuContext, budget_s: float) -> Raw:
    """Host wall clock around each call, synchronising after it."""
    import torch

    return wall_loop(
        ctx.call,
        budget_s=budget_s,
        per_rep_s=ctx.per_rep_s,
        min_reps=ctx.min_reps,
        max_reps=ctx.max_reps,
        sync=torch.cuda.synchronize,
    )


def run_events(ctx: GpuContext, budget_s: float) -> Raw:
    """One event pair per call; flush and a queue-filling spin before the start event."""
    import torch

    call, flush, fill_us = ctx.call, ctx.flush, ctx.fill_us
    spin = cb.Spin(ctx.device_index)
    fill = spin.cycles(fill_us)
    warnings = (
        [] if fill or fill_us <= 0 else ["torch.cuda._sleep unavailable: the launch queue is not filled"]
    )
    n = reps_for(budget_s, ctx.per_rep_s + fill_us * 1e-6, ctx.min_reps, ctx.max_reps)
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    torch.cuda.synchronize()
    for i in range(n):
        if flush is not None:
            flush()
        spin.run(fill)
        starts[i].record()
        call(i)
        ends[i].record()
    torch.cuda.synchronize()
    out = [s.elapsed_time(e) * 1000.0 for s, e in zip(starts, ends, strict=True)]
    return Raw("events", out, warnings=warnings, info=TimerInfo(fill_us=fill_us))


def run_graph(ctx: GpuContext, budget_s: float) -> Raw:
    """R calls (each after a flush) captured in one CUDA graph; a graph of R flushes alone is
    timed beside it, and its median is subtracted from every replay."""
    import torch

    call, flush, per_rep_s = ctx.call, ctx.flush, ctx.per_rep_s
    gpu_us = per_rep_s * 1e6
    if not ctx.capturable:  # a failed capture can leave torch's RNG state unusable: do not try
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
        raise ModeUnavailable(f"CUDA graph capture failed: {first_line(e, 160)}") from None
    g1.replay()
    if g0 is not None:
        g0.replay()
    m = reps_for(budget_s, 2 * R * per_rep_s, ctx.min_reps, ctx.max_reps)
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
    return Raw("graph", out, info=TimerInfo(calls_per_graph=R, flush_us=flush_us / R, replays=m))
