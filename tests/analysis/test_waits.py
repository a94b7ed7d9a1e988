"""A job rank's collectives brought back to its unprofiled wall (analysis/waits.py): on 2 H100s, an FSDP2
rank's collectives ran alone 73 ms a step in the profiled window against a 33 ms wall, and the old scale took
its graphs down to a third with them."""

from __future__ import annotations

import pandas as pd

from inductor_probe.analysis.waits import bring_back, scale_to_wall
from inductor_probe.run.step_sides import CollectiveRecord
from inductor_probe.run.timings import StepTiming

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
