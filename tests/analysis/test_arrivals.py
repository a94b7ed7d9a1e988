"""``analysis/arrivals``: the straggler from the unprofiled steps' arrivals, on the figures of the 4-GPU
runs of ``benchmarks/step_loops_gpu_check.sh`` (H200 x4, 2026-11-26): a planted 5 ms sleep on rank 1 with a
sync each step, and FSDP2 whose hosts run ahead of their GPUs (no straggler)."""

from __future__ import annotations

import pytest

from inductor_probe.analysis.arrivals import collective_lasts, lateness
from inductor_probe.run.step_sides import CollectiveRecord

MS = 1_000_000
HOSTS = dict.fromkeys(range(4), "h")


def test_a_steady_late_rank_is_the_straggler():
    base = [0, 17_650_000, 35_300_000, 52_950_000, 70_600_000]
    late = {0: 0.03, 1: 5.2, 2: 0.04, 3: 0.0}
    arrivals = {r: [t + int(late[r] * MS) for t in base] for r in range(4)}
    got = lateness(arrivals, HOSTS, 17.65)
    assert got.straggler == 1 and got.lockstep and got.waited_ms == pytest.approx(5.17, abs=0.02)
    assert got.last_in == 5  # the last to begin in every step
    # each other rank waits for rank 1 its lateness less its own, per unprofiled step
    waits = got.waits_ms
    assert waits[1] == 0 and waits[0] == pytest.approx(5.17, abs=0.01) and waits[3] == pytest.approx(5.2)


def test_hosts_that_run_ahead_name_no_straggler():
    # the FSDP2 job's arrivals (ms from the earliest): each rank's start drifts by its own step period
    ms = {
        0: [13.36, 38.71, 63.05, 85.89, 107.43],
        1: [18.2, 47.11, 74.37, 100.38, 127.3],
        2: [18.42, 41.55, 63.0, 86.17, 108.77],
        3: [0.0, 21.83, 43.65, 65.84, 87.27],
    }
    got = lateness({r: [int(x * MS) for x in v] for r, v in ms.items()}, HOSTS, 26.4)
    assert got.straggler is None and not got.lockstep and got.drift_ms > 5
    assert got.waits_ms is None  # out of lockstep: no rank's wait can be read from its arrivals


def _from_lateness(ms: dict[int, list[float]], period_ms: float) -> dict[int, list[int]]:
    return {r: [int((k * period_ms + x) * MS) for k, x in enumerate(v)] for r, v in ms.items()}


def test_run_ahead_hosts_of_the_h100_job_name_no_straggler():
    # H100 x4 (benchmarks/results/steps_h100x4/run1/fsdp): rank 2 is last in every step, but ranks 0-2 drift
    # 18 ms over the 5 steps: the hosts run ahead and their starts say nothing of who the collectives wait for
    ms = {
        0: [2.9, 6.31, 15.31, 18.97, 21.12],
        1: [29.51, 32.2, 34.98, 37.22, 35.91],
        2: [31.44, 33.43, 38.02, 42.21, 39.86],
        3: [0.0] * 5,
    }
    got = lateness(_from_lateness(ms, 26.0), HOSTS, 26.0)
    assert got.last_in == 5 and got.straggler is None and not got.lockstep


def test_a_loaded_host_that_scatters_the_late_rank_still_names_it():
    # two gloo ranks on a loaded 2-core host, rank 1 sleeping 5 ms a step: its lateness scatters 4.7-9.9 ms
    # (interquartile 4.5 ms, more than half its 6.0 ms median: the CI box's failure) with no trend (1.05 ms
    # along its slope): lockstep, rank 1 the straggler; measured here: 4.65-9.44 ms, interquartile 2.6 ms
    ms = {0: [0.0] * 5, 1: [4.7, 9.6, 5.1, 9.9, 6.0]}
    got = lateness(_from_lateness(ms, 14.0), {0: "h", 1: "h"}, 14.0)
    assert got.lockstep and got.straggler == 1 and got.waited_ms == pytest.approx(6.0)


def test_ranks_of_several_hosts_or_one_rank_say_nothing():
    assert lateness({0: [1, 2], 1: [1, 2]}, {0: "a", 1: "b"}, 1.0) is None
    assert lateness({0: [1, 2]}, {0: "a"}, 1.0) is None


def _rec(seq: int, created_ms: float, duration_ms: float | None = None, group: str = "0") -> CollectiveRecord:
    return CollectiveRecord(group=group, seq=seq, name="nccl:all_reduce", created_ns=int(created_ms * 1e6),
                            duration_ms=duration_ms)  # fmt: skip


def test_the_last_rank_at_each_collective_is_the_one_with_the_shortest_gpu_time():
    """NCCL with timing: the last to arrive waits for no one, its GPU time is the shortest; the hosts' enqueue
    times (which run ahead) are not read; a collective within EVEN_MS on every rank names no one; one that a
    rank's window cut off (recorded by some ranks of its group only) is left out."""
    recs = {
        0: [_rec(1, 0.0, 5.3), _rec(2, 0.1, 0.9), _rec(3, 0.2, 0.31), _rec(4, 0.3, 1.0)],
        1: [_rec(1, 9.0, 0.3), _rec(2, 9.1, 0.4), _rec(3, 9.2, 0.30)],  # its window ended before seq 4
        2: [_rec(1, 0.0, 5.1), _rec(2, 0.1, 0.2), _rec(3, 0.2, 0.305), _rec(4, 0.3, 1.0)],
    }
    got = collective_lasts(recs, {0: "h", 1: "h", 2: "h"})
    assert got is not None and got.to_dict() == {
        "collectives": 3,
        "last": {"1": 1, "2": 1},
        "even": 1,
        "by": "gpu",
    }


def test_without_gpu_times_the_last_host_to_enqueue_on_one_host_is_last():
    """gloo (no GPU times): the host's enqueue time, on one host's clock; several hosts say nothing."""
    recs = {0: [_rec(1, 0.0), _rec(2, 4.0)], 1: [_rec(1, 10.0), _rec(2, 4.01)]}
    got = collective_lasts(recs, {0: "h", 1: "h"})
    assert got is not None and got.to_dict() == {"collectives": 2, "last": {"1": 1}, "even": 1, "by": "host"}
    assert collective_lasts(recs, {0: "a", 1: "b"}) is None
    assert collective_lasts({0: recs[0], 1: []}, {0: "h", 1: "h"}) is None


def test_hosts_that_do_not_sync_each_step_or_a_lateness_past_the_wall_name_no_straggler():
    """Two FSDP2 ranks on 2 H100s (this session): rank 1 steady 18.5 ms "late" in a 32.8 ms step in one run,
    rank 0 106 ms in a 35.6 ms step in the next; neither trace has a sync each step (the hosts run ahead)."""
    run1 = {0: [0.0, 34.34, 66.5, 97.43, 133.98], 1: [18.49, 53.28, 87.46, 120.01, 153.26]}
    arrivals = {r: [int(x * MS) for x in v] for r, v in run1.items()}
    assert lateness(arrivals, HOSTS, 32.8).straggler == 1  # as the arrivals alone read it
    got = lateness(arrivals, HOSTS, 32.8, synced=False)
    assert got.straggler is None and not got.lockstep and got.waits_ms is None and not got.synced
    run2 = {0: [105.86, 138.99, 174.36, 209.91, 246.37], 1: [0.0, 26.58, 51.11, 78.5, 107.22]}
    got = lateness({r: [int(x * MS) for x in v] for r, v in run2.items()}, HOSTS, 35.6)
    assert got.straggler is None and not got.lockstep  # 106 ms late in a 35.6 ms step: run ahead


def test_the_late_hosts_work_is_the_users_not_the_tools_own():
    """A 2-H200 DDP job's report once named the tool's own memory reads at the profiled steps' boundaries
    (``inductor_probe/collect/memory.py(265): boundary``, 2.21 ms) as what the straggler's host did; the
    user's longest call before the first graph is named instead (its data loading here)."""
    from inductor_probe.analysis.arrivals import late_host_work

    events = []
    for k in range(3):
        t = k * 10_000.0
        events += [
            {"ph": "X", "cat": "user_annotation", "name": f"ProfilerStep#{k}", "ts": t, "dur": 9_000.0},
            {
                "ph": "X", "cat": "python_function", "ts": t + 10, "dur": 2_200.0,
                "name": "/venv/lib/inductor_probe/collect/memory.py(265): boundary",
                "args": {"Caller": "inductor_probe/collect/script_steps.py:185"},
            },
            {
                "ph": "X", "cat": "python_function", "ts": t + 2_300, "dur": 150.0,
                "name": "/venv/lib/torch/cuda/memory.py(500): memory_allocated",
                "args": {"Caller": "/venv/lib/inductor_probe/collect/memory.py:284"},
            },
            {  # torch called from torch, from the tool's read (the 2-H200 job of 2026-11-27: 0.56 ms)
                "ph": "X", "cat": "python_function", "ts": t + 20, "dur": 2_100.0,
                "name": "/venv/lib/torch/cuda/memory.py(227): memory_stats",
                "args": {"Caller": "/venv/lib/torch/cuda/memory.py:527"},
            },
            {
                "ph": "X", "cat": "python_function", "ts": t + 2_500, "dur": 1_000.0 + k,
                "name": "train.py(40): next_batch", "args": {"Caller": "train.py:88"},
            },
            {"ph": "X", "cat": "user_annotation", "name": "inductor_probe::graph g", "ts": t + 4e3, "dur": 5},
        ]  # fmt: skip
    got = late_host_work(events)
    assert got is not None and (got.what, got.line) == ("train.py(40): next_batch", "train.py:88")
    assert got.ms == pytest.approx(1.001)
