"""The profiled window's figures brought back to the unprofiled wall.

``scale_to_wall``: where the profiled kernel time is above the unprofiled wall (the profiler slowed the
kernels themselves: C++ kernels on CPU, a sub-millisecond CUDA-graph step), every part is the window's share
of the wall.

``window_to_wall``: a lean window's steps against the unprofiled wall's, timed apart (the wall before the
window, the window later): on a GPU-bound step whose idle is 4% of it, the GPU running 3% slower by the
window's steps put a third of the idle into busy (a planted ``.item()`` read 0.124 ms a step where the
window's own steps had 0.161). On a GPU-bound step the window's own idle now stands and the difference goes
into busy; on a host-bound one into idle, as before.

``bring_back``: a job's rank. In a job's profiled window the profiler slows each rank's host by its own
amount, and a rank waits for the slowest inside its collective kernels: their time there, where nothing
else runs on the GPU, is mostly waiting that the unprofiled steps do not have (an FSDP2 rank on 2 H100s: 73 ms
a step of it against a 33 ms wall, its graphs then shrunk to a third by the scale above). The GPU's own
kernels are not slowed by the profiler, so they stand as measured; the collectives' time alone is taken
down by what NCCL's own timing of the unprofiled steps says of them (each collective's GPU time in the flight
recorder, ``run.manifest.CollectiveRecord``, against the profiled window's), and to no more than the wall
leaves after the rest.

``as_its_step``: the job table's four ways of a rank as its step says them, so that the two never differ: busy
is computing and transferring in both (before, the table's computing was its compute kernels alone, leaving
out copies and memsets, 0.09-0.11 ms a step on 2 H200s, and the step's time brought back to NCCL's own
timing, 0.72 ms on an FSDP2 rank).

``waiting_as_idle``: a job's rank whose GPU spins in a collective's kernel until the last rank arrives does no
work meanwhile: that time (the job's four-way split, ``run/job.RankSplit``) is taken out of its step's busy
and outside time and counted as idle, the cause "waiting for other ranks" (issue 57, item 2: busy counts
computing and transferring).
"""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd

from inductor_probe import thresholds
from inductor_probe.analysis.comms import COLLECTIVE_KERNEL
from inductor_probe.analysis.idle_causes import verdict
from inductor_probe.run.idle import CauseRow
from inductor_probe.run.job import RankSplit
from inductor_probe.run.manifest import StepView
from inductor_probe.run.timings import StepTiming
from inductor_probe.vocab import IdleCause


def scale_to_wall(wall_ms: float | None, busy_ms: float, window_ms: float) -> float | None:
    """The factor that takes the profiled window to the wall where its kernel time is above it; None where
    the kernel times stand as measured."""
    if not wall_ms or busy_ms <= wall_ms * (1 + 1e-9) or window_ms <= 0:  # one that fills it, to rounding
        return None
    return wall_ms / max(window_ms, busy_ms)


def window_to_wall(
    wall_ms: float | None, busy_ms: float, step_ms: float, stretch: float | None
) -> float | None:
    """The factor on a lean window's busy (and its graphs' and outside's shares) that gives a GPU-bound step's
    difference between the unprofiled wall and the window's mean step ``step_ms`` to busy: its host runs ahead
    of its GPU, so its steps' time is its kernels', and the window's own idle (the host's turnaround after a
    sync, say) stands; a longer window there is mostly the GPU's speed (on an H200 the steps timed after a
    window 5% slower than those before it, ``stretch`` 1.01x). On a host-bound step the difference goes into
    idle, as without it (``stretch``, the window's over the steps timed around it, is the profiler's cost,
    the host's). The share that goes into busy falls from all at ``thresholds.GPU_BOUND_IDLE_PCT`` of idle in
    the window's step to none at twice that. At most what leaves no idle; None where there is no wall or no
    stretch, or the factor is 1 to 0.1%."""
    if not wall_ms or stretch is None or step_ms <= 0 or busy_ms <= 0:
        return None
    idle_pct = 100.0 * max(0.0, step_ms - busy_ms) / step_ms
    low = thresholds.GPU_BOUND_IDLE_PCT
    gpu = min(1.0, max(0.0, (2.0 * low - idle_pct) / low))
    own = step_ms / (1.0 + (1.0 - gpu) * max(0.0, stretch - 1.0))
    factor = min(1.0 + gpu * (wall_ms - own) / busy_ms, wall_ms / busy_ms)
    return factor if abs(factor - 1.0) > 1e-3 else None


def fitted_alone_us(
    alone_us: float, rest_us: float, profiled_us: float, wall_ms: float | None, timing: StepTiming
) -> float:
    """The collectives' time alone on the GPU per step, brought back to the unprofiled wall: ``alone_us``
    (profiled, µs per step) times NCCL's unprofiled time in them over the profiled (``profiled_us``; where
    every record of the timed steps has one), at most the wall less the rest of the busy time
    (``rest_us``)."""
    if not wall_ms or alone_us <= 0:
        return alone_us
    fitted = alone_us
    times = [r.duration_ms for r in timing.collectives]
    timed = len(timing.wall_blocks_ms)
    if times and timed and profiled_us > 0 and all(t is not None for t in times):
        unprofiled_us = sum(t for t in times if t is not None) * 1e3 / timed
        fitted *= min(1.0, unprofiled_us / profiled_us)
    return min(fitted, max(0.0, wall_ms * 1e3 - rest_us))


def bring_back(
    rows: pd.DataFrame,
    steps: int,
    busy_us: float,
    wall_ms: float | None,
    timing: StepTiming,
    device_type: str | None,
    per_step: Callable[[pd.DataFrame], float],
) -> tuple[float, float | None]:
    """(µs per step to take off the busy time and the outside time, the collectives' profiled time alone in
    ms where any was taken off, else None) over ``steps`` profiled steps; ``per_step``: the busy time of
    some rows per step, µs."""
    if device_type == "cpu" or rows.empty:
        return 0.0, None
    comm = rows["name"].map(lambda n: bool(COLLECTIVE_KERNEL.search(str(n))))
    if not comm.any():
        return 0.0, None
    rest = per_step(rows[~comm])
    alone = busy_us - rest
    cut = alone - fitted_alone_us(alone, rest, float(rows[comm]["dur_us"].sum()) / steps, wall_ms, timing)
    return (cut, alone / 1e3) if cut > 1.0 else (0.0, None)


def unprofiled_waiting(s: StepView, waiting_ms: float, transfer_ms: float) -> float:
    """A rank's waiting per step (the job's split, from the profiled window) as its unprofiled steps bear it
    out: at most what of its collectives' time alone NCCL's own timing of those steps kept (``comm.kept_ms``,
    ``bring_back``) less their transferring (the GPU's own time, which the profiler does not stretch)."""
    kept = s.comm.kept_ms if s.comm is not None else None
    return waiting_ms if kept is None else max(0.0, min(waiting_ms, kept - transfer_ms))


def waiting_as_idle(s: StepView, waiting_ms: float) -> float:
    """A job's rank's step with its collectives' waiting (``waiting_ms`` per step, on its unprofiled wall:
    ``unprofiled_waiting``) out of busy and outside (collectives run outside the compiled graphs: no more than
    its outside time) and into idle, as the cause ``IdleCause.WAITING``; the causes' shares and the verdict
    again. Returns the ms moved (0 on a CPU, whose collectives are no kernels, where the step has no wall, or
    where its waiting was moved already: a job view made again from the same runs)."""
    done = s.comm is not None and bool(s.comm.waiting_ms)
    if s.timed.device_type == "cpu" or not s.wall_ms or waiting_ms <= 0 or done:
        return 0.0
    moved = min(waiting_ms, s.outside_ms, s.profiled.busy_ms)
    if moved < 5e-4:
        return 0.0
    s.outside_ms -= moved
    s.profiled.busy_ms -= moved
    s.busy_pct = 100.0 * s.profiled.busy_ms / s.wall_ms
    s.idle_ms = (s.idle_ms or 0.0) + moved
    if s.comm is not None:
        s.comm.waiting_ms = moved
    if s.idle is not None:
        causes = [*s.idle.causes, CauseRow(IdleCause.WAITING, moved)]
        for c in causes:
            c.pct = 100.0 * c.ms / s.idle_ms
        causes.sort(key=lambda r: (r.cause == IdleCause.UNSEEN, -r.ms))  # as analysis/idle_causes orders them
        s.idle.causes = causes
        s.idle.verdict = verdict(s.idle_ms, s.wall_ms, causes)
    return moved


def as_its_step(split: RankSplit, s: StepView) -> RankSplit:
    """A rank's four ways (``split``: from its profiled window, against its unprofiled wall) as its step says
    them, once its waiting was moved (``waiting_as_idle``): waiting as its step's, transferring as the
    window's (no more than the step's busy), computing the rest of the step's busy (compute kernels, copies,
    memsets), idle the step's idle less the waiting. The split as it was where the step has no wall or
    idle."""
    if not s.wall_ms or s.idle_ms is None or s.timed.device_type == "cpu":
        return split
    waiting = s.comm.waiting_ms if s.comm is not None and s.comm.waiting_ms else 0.0
    busy = max(0.0, s.profiled.busy_ms)
    transfer = min(split.transfer_ms, busy)
    return RankSplit(
        compute_ms=busy - transfer,
        transfer_ms=transfer,
        waiting_ms=waiting,
        idle_ms=max(0.0, s.idle_ms - waiting),
        wall_ms=s.wall_ms,
        basis=split.basis,
    )
