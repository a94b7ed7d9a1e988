"""A profiled window's steps as the unprofiled wall times them (``analysis/step.steps_us``): on the GPU's
timeline, each from the end of the step before. A loop whose host runs ahead of the GPU (a model file's steps
issued back to back) had each step measured from its own host range's start, which counted the GPU's growing
backlog: recorded H100 runs of 8.3 ms steps read 15.6 to 45.8 ms, the profiler's stretch 3.66x where it was
1.0x, busy 27% of the window where it was 99.8%."""

from __future__ import annotations

import pandas as pd
import pytest

from inductor_probe.analysis.step import steps_us, window_median_us
from inductor_probe.analysis.trace import TraceSummary


def _summary(wins, kernels):
    rows = pd.DataFrame(
        [{"call": c, "ts_us": t, "dur_us": d} for c, t, d in kernels], columns=["call", "ts_us", "dur_us"]
    )
    return TraceSummary(rows, len(wins), 0.0, 0.0, "cuda", windows=tuple(wins))


def test_a_host_ahead_loop_reads_its_gpu_period_not_its_backlog():
    # the host issues a step every 1 ms; the GPU takes 8 ms a step: step i's work ends at 8 (i + 1)
    wins = [(float(i), float(i + 1)) for i in range(5)]
    kernels = [(i, 8.0 * i, 8.0) for i in range(5)]
    s = _summary(wins, kernels)
    assert steps_us(s, wins) == [8.0, 8.0, 8.0, 8.0, 8.0]
    assert window_median_us(s, wins) == pytest.approx(8.0)  # the old measure: 8, 15, 22, 29, 36 -> 22


def test_a_host_bound_loop_reads_its_host_period():
    # the host takes 10 ms a step; its 2 ms of GPU work ends inside the step's range
    wins = [(10.0 * i, 10.0 * (i + 1)) for i in range(4)]
    kernels = [(i, 10.0 * i + 3.0, 2.0) for i in range(4)]
    s = _summary(wins, kernels)
    assert steps_us(s, wins) == [10.0, 10.0, 10.0, 10.0]
