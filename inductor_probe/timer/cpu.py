"""The CPU driver of ``timer.measure``: host wall clock around each call (``wall`` mode)."""

from __future__ import annotations

import time

from inductor_probe.timer.measurement import Measurement, TimerInfo
from inductor_probe.timer.modes import Raw, Settings, reps_for, wall_loop


def measure_cpu(call, s: Settings) -> Measurement:
    cache, budget_s, warmup_s, min_reps, max_reps = s.cache, s.budget_s, s.warmup_s, s.min_reps, s.max_reps
    clock_reader = s.clock_reader
    flush = _CpuFlush() if cache == "cold" else None

    def rep(i: int) -> None:
        if flush is not None:
            flush()
        call(i)

    call(0)  # first call outside everything
    t0 = time.perf_counter()
    count = 0
    while count < 1 or time.perf_counter() - t0 < warmup_s:
        rep(count)
        count += 1
    per_rep_s = (time.perf_counter() - t0) / count
    before = clock_reader("cpu") if clock_reader else None
    if flush is None:
        raw = wall_loop(call, budget_s=budget_s, per_rep_s=per_rep_s, min_reps=min_reps, max_reps=max_reps)
    else:
        samples = []
        n = reps_for(budget_s, per_rep_s, min_reps, max_reps)
        for i in range(n):
            flush()
            t = time.perf_counter()
            call(i)
            samples.append((time.perf_counter() - t) * 1e6)
        raw = Raw("wall", samples)
    after = clock_reader("cpu") if clock_reader else None
    info = TimerInfo(flush_bytes=flush.nbytes if flush is not None else None)
    return Measurement(
        tuple(raw.samples_us), "wall", cache, "cpu", clocks_before=before, clocks_after=after, info=info
    )


class _CpuFlush:
    """Reads a buffer larger than a server's last-level cache (64 MiB) between calls."""

    nbytes = 64 << 20

    def __init__(self):
        import torch

        self._buf = torch.ones(self.nbytes // 4, dtype=torch.float32)

    def __call__(self) -> None:
        self._buf.sum()
