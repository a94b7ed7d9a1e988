"""A job rank's collectives brought back to its unprofiled wall (analysis/waits.py): on 2 H100s, an FSDP2
rank's collectives ran alone 73 ms a step in the profiled window against a 33 ms wall, and the old scale took
its graphs down to a third with them."""

from __future__ import annotations

import pandas as pd
import pytest

from inductor_probe.analysis.waits import (
    as_its_step,
    bring_back,
    scale_to_wall,
    unprofiled_waiting,
    waiting_as_idle,
)
from inductor_probe.run.idle import CauseRow, IdleView
from inductor_probe.run.manifest import StepView
from inductor_probe.run.step_sides import CollectiveRecord
from inductor_probe.run.timings import StepTiming
from inductor_probe.vocab import IdleCause, StepVerdict

NCCL = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)"


def _rows(comm_us: float, compute_us: float, steps: int = 2) -> pd.DataFrame:
    rows = []
    for k in range(steps):  # per step: one compute kernel, then one collective alone after it
        rows.append({"call": k, "name": "triton_poi_fused_add_0", "ts_us": 0.0, "dur_us": compute_us})
        rows.append({"call": k, "name": NCCL, "ts_us": compute_us, "dur_us": comm_us})
    return pd.DataFrame(rows)


def _per_step(steps: int):
    return lambda df: float(df["dur_us"].sum()) / steps  # the rows never overlap here


def _timing(durations_ms: list[float | None], timed: int) -> StepTiming:
    recs = [CollectiveRecord(group="0", seq=i, name="nccl:all_reduce", created_ns=i, duration_ms=d)
            for i, d in enumerate(durations_ms)]  # fmt: skip
    return StepTiming(wall_blocks_ms=[10.0] * timed, collectives=recs)


def test_waits_the_profiler_made_go_by_nccls_own_unprofiled_times_and_the_compute_stands():
    """Profiled: 4 ms of compute and 20 ms of collective a step, the wall 10 ms. NCCL timed the unprofiled
    collectives at 5 ms a step (a quarter of 20): 20 x 1/4 = 5 ms kept; busy 9 ms, within the wall, and
    nothing else scaled."""
    rows = _rows(comm_us=20_000, compute_us=4_000)
    cut, alone = bring_back(
        rows, 2, 24_000, 10.0, _timing([2.5, 2.5, 2.5, 2.5, 2.5, 2.5], 3), "cuda", _per_step(2)
    )
    assert alone == 20.0 and cut == 15_000
    assert scale_to_wall(10.0, (24_000 - cut) / 1e3, 30.0) is None


def test_at_most_what_the_wall_leaves_and_none_without_nccl_times():
    """No NCCL times (gloo, or a recorder off): the wall's room alone (10 - 4 = 6 ms kept of 20); a record
    without a time counts as none; on CPU or without collectives nothing is taken."""
    rows = _rows(comm_us=20_000, compute_us=4_000)
    assert bring_back(rows, 2, 24_000, 10.0, _timing([], 3), "cuda", _per_step(2)) == (14_000, 20.0)
    assert bring_back(rows, 2, 24_000, 10.0, _timing([1.0, None], 1), "cuda", _per_step(2)) == (14_000, 20.0)
    assert bring_back(rows, 2, 24_000, 10.0, _timing([], 3), "cpu", _per_step(2)) == (0.0, None)
    quiet = _rows(comm_us=1_000, compute_us=4_000)  # fits the wall, and NCCL says as much: nothing taken
    assert bring_back(quiet, 2, 5_000, 10.0, _timing([1.0, 1.0], 2), "cuda", _per_step(2)) == (0.0, None)
    assert bring_back(rows[rows["name"] != NCCL], 2, 4_000, 10.0, _timing([], 3), "cuda", _per_step(2)) == (
        0.0,
        None,
    )


def _rank_step(device: str = "cuda", kept: float | None = 26.6) -> StepView:
    """An FSDP2 rank's step on 2 H200s (call 31): busy 100% of its 34.2 ms wall, 31.2 ms of it outside the
    graphs, its collectives' time alone brought back to 26.6 ms, no idle."""
    from inductor_probe.run.step_sides import RankComm, StepProfiled, StepTimed

    idle = IdleView(causes=[CauseRow(IdleCause.PYTHON, 0.0, source="fsdp_llama.py:68")])
    return StepView(
        wall_ms=34.2, busy_pct=100.0, outside_ms=31.2, idle_ms=0.0, idle=idle,
        timed=StepTimed(device_type=device), profiled=StepProfiled(steps=8, busy_ms=34.2),
        comm=RankComm(alone_ms=29.9, kept_ms=kept),
    )  # fmt: skip


def test_a_ranks_waiting_leaves_busy_for_idle():
    s = _rank_step()
    assert waiting_as_idle(s, 25.9) == pytest.approx(25.9)
    assert s.profiled.busy_ms == pytest.approx(8.3) and s.busy_pct == pytest.approx(100 * 8.3 / 34.2)
    assert s.outside_ms == pytest.approx(5.3) and s.idle_ms == pytest.approx(25.9)
    assert s.comm.waiting_ms == pytest.approx(25.9)
    top = s.idle.causes[0]
    assert (
        top.cause == IdleCause.WAITING and top.ms == pytest.approx(25.9) and top.pct == pytest.approx(100.0)
    )
    assert s.profiled.busy_ms + s.idle_ms == pytest.approx(s.wall_ms)  # busy and idle still make the wall
    assert waiting_as_idle(s, 25.9) == 0.0 and s.idle_ms == pytest.approx(25.9)  # once only
    from inductor_probe.render.words import idle_label

    assert idle_label(s) == "idle (GPU not running a kernel, or waiting for other ranks)"  # the table row
    assert idle_label(_rank_step()) == "idle (GPU not running a kernel)"


def test_the_waiting_is_what_the_unprofiled_steps_kept_less_the_transfer_and_none_moves_on_a_cpu():
    s = _rank_step(kept=6.45)  # DDP rank 0 on 2 H200s (call 32): 7.26 ms waiting in the window, 0.45 transfer
    assert unprofiled_waiting(s, 7.26, 0.45) == pytest.approx(6.0)
    assert unprofiled_waiting(_rank_step(kept=None), 7.26, 0.45) == 7.26  # nothing kept: the window's
    assert unprofiled_waiting(_rank_step(kept=0.3), 7.26, 0.45) == 0.0
    cpu = _rank_step("cpu")
    assert waiting_as_idle(cpu, 25.9) == 0.0 and cpu.busy_pct == 100.0 and cpu.comm.waiting_ms is None
    few = _rank_step()
    few.outside_ms = 10.0  # collectives outside the graphs: at most its outside time moves
    assert waiting_as_idle(few, 25.9) == pytest.approx(10.0)


def test_the_job_tables_four_ways_are_its_steps_busy_waiting_and_idle():
    """The job table's computing and transferring are the rank's step's busy, its waiting the step's, the four
    its wall: on 2 H200s (call 33) the table read computing as the compute kernels alone (copies and memsets
    left out: 0.09-0.11 ms a step) and FSDP2 rank 0's step 0.72 ms busier than the table."""
    from inductor_probe.run.job import RankSplit

    s = _rank_step()
    window = RankSplit(
        compute_ms=6.88, transfer_ms=1.424, waiting_ms=25.9, idle_ms=0.0, wall_ms=34.2, basis="x"
    )
    waiting_as_idle(s, 25.9)
    got = as_its_step(window, s)
    assert got.compute_ms + got.transfer_ms == pytest.approx(s.profiled.busy_ms)
    assert got.busy_pct == pytest.approx(s.busy_pct) and got.transfer_ms == 1.424
    assert got.waiting_ms == pytest.approx(25.9) and got.idle_ms == pytest.approx(s.idle_ms - 25.9)
    assert got.compute_ms + got.transfer_ms + got.waiting_ms + got.idle_ms == pytest.approx(s.wall_ms)
    assert as_its_step(window, _rank_step("cpu")) is window  # a CPU's collectives are no kernels: as it was


def test_a_rank_waiting_most_reads_waiting_and_its_finding_is_what_else_idles_it():
    """Issue 57, call 75: DDP rank 0 (its peer sleeps 5 ms a step) idles 8.826 ms of its 11.584 ms step, 6.421
    of it its collectives waiting for rank 1, 2.405 behind its own `.item()`. Its verdict read "sync-bound"
    and its finding "the GPU idles 8.826 ms per step (76% of the wall), 2.405 ms of it behind
    synchronisations": the wait, the job's straggler finding's, counted as the sync's idle. It reads waiting
    for other ranks, and the finding says the sync's 2.405 ms besides the wait."""
    from inductor_probe.analysis.findings import _bound
    from inductor_probe.run.step_sides import RankComm, StepProfiled, StepTimed

    idle = IdleView(causes=[CauseRow(IdleCause.SYNC, 2.405, source="ddp_train.py:127")])
    s = StepView(
        wall_ms=11.584, busy_pct=100 * 9.179 / 11.584, outside_ms=7.0, idle_ms=2.405, idle=idle,
        timed=StepTimed(device_type="cuda"), profiled=StepProfiled(steps=8, busy_ms=9.179),
        comm=RankComm(alone_ms=7.119, kept_ms=6.867),
    )  # fmt: skip
    waiting_as_idle(s, 6.421)
    assert s.idle.verdict == StepVerdict.RANK_BOUND and str(s.idle.verdict) == "waiting for other ranks"
    found = _bound(s)
    assert found is not None and found.gain_ms == pytest.approx(2.405)
    assert found.what.startswith(
        "sync-bound besides waiting for other ranks (6.421 ms per step): the GPU idles 2.405 ms per step "
        "more (21% of the wall), 2.405 ms of it behind synchronisations, the largest at ddp_train.py:127"
    ), found.what
    only = StepView(
        wall_ms=11.584, busy_pct=50.0, outside_ms=7.0, idle_ms=0.0, idle=IdleView(causes=[]),
        timed=StepTimed(device_type="cuda"), profiled=StepProfiled(steps=8, busy_ms=11.584),
        comm=RankComm(alone_ms=7.119, kept_ms=6.867),
    )  # fmt: skip
    waiting_as_idle(only, 6.421)
    assert only.idle.verdict == StepVerdict.RANK_BOUND
    assert _bound(only) is None  # the job's straggler finding says it
