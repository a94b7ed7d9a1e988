"""``analysis/job_findings``: the job's communication figures say when they are the profiled window's,
stretched past the unprofiled wall (issue 38: FSDP2 on 4 H100s read 44 ms of exposed communication "per
step" on a 32.9 ms step, its profiled steps 89 ms long)."""

from __future__ import annotations

from inductor_probe.analysis.job_findings import job_findings
from inductor_probe.run.job import (
    Arrivals,
    CollectiveLasts,
    Job,
    JobCollective,
    JobRank,
    RankComm,
    RankStep,
    Spread,
    Straggler,
)
from inductor_probe.run.record import PerRank


def _lines(job: Job) -> list[str]:
    return [f.what for f in job_findings(job)]


def _rank(r: int, overlap_pct: float = 6.0, exposed_ms: float = 1.0) -> JobRank:
    comm = RankComm(1.0, 1.0, 0.1, overlap_pct, exposed_ms, 0.0, 0.0, 1)
    return JobRank(rank=r, trace=f"rank{r}.json", step=RankStep(5, 1.0, 1.0, 100.0, 1.0), comm=comm)


def _job(wall_ms, span_ms):
    return Job(
        ranks=[_rank(0, 6.1), _rank(1, 6.8)],
        merged={
            "exposed_ms": Spread(1.0, 0, 43.989, 81.034, 3),
            "comm_ms": Spread(1.0, 0, 47.151, 90.0, 3),
            "span_ms": Spread(span_ms, 0, span_ms, span_ms, 0),
        },
        wall_ms=wall_ms,
    )


def test_exposed_communication_of_a_stretched_window_says_so():
    line = next(x for x in _lines(_job(32.9, 89.216)) if x.startswith("exposed communication"))
    assert "stretched to 89.216 ms against the unprofiled 32.900 ms" in line


def test_a_window_near_the_wall_is_said_plainly():
    line = next(x for x in _lines(_job(32.9, 33.5)) if x.startswith("exposed communication"))
    assert "stretched" not in line
    # an older run (no unprofiled wall kept): nothing is claimed
    assert "stretched" not in next(x for x in _lines(_job(None, 89.2)) if x.startswith("exposed"))


def test_hosts_that_run_ahead_name_no_straggler_but_say_whom_the_gpus_waited_for():
    """Two FSDP2 ranks on 2 H100s: no sync each step, so no straggler from the hosts' clocks; NCCL's own
    timing of the unprofiled steps (the flight recorder) says whose GPU the others waited for, no gain."""
    job = _job(32.8, 84.8)
    job.straggler = Straggler(1, 70.0, 70)
    none = PerRank[float]()
    job.collectives = [JobCollective("all_reduce", i, "sequence", 1, 1.0, none, none) for i in range(70)]
    job.arrivals = Arrivals(
        late_ms=none, waits_ms=None, steps=5, last_in=5, straggler=None, waited_ms=None, spread_ms=18.5,
        lockstep=False, synced=False, drift_ms=2.0,
        collectives=CollectiveLasts(70, PerRank({1: 70}), 0, "gpu"),
    )  # fmt: skip
    first = job_findings(job)[0]
    assert first.gain_ms is None and not first.what.startswith("straggler")
    assert "rank 1's GPU the last to arrive at 70 of 70 collectives" in first.what
    assert "does not wait for its GPU each step" in first.what and "no straggler is named" in first.what
    job.arrivals.collectives = None  # an older run: the profiled window's alone, said as such
    assert "the profiled window names rank 1 last at 70 of 70 collectives" in job_findings(job)[0].what


def test_exposed_communication_brought_back_to_the_unprofiled_wall():
    """FSDP2 on 2 H100s: rank 1's collectives ran alone 73.7 ms a step in the profiled window of a 29.8 ms
    step; its step view kept 21.2 ms of it (NCCL's own timing, the wall): the finding reads the unprofiled
    figures, rank 0's as profiled (not brought back)."""
    from inductor_probe.analysis.ranks import unprofiled_exposed

    ranks = [_rank(0, exposed_ms=2.118), _rank(1, exposed_ms=73.722)]
    back = unprofiled_exposed(ranks, {1: 21.239})
    assert back == Spread(2.118, 0, 11.6785, 21.239, 1)
    assert unprofiled_exposed(ranks, {}) is None
    job = _job(29.8, 85.4)
    job.merged["exposed_unprofiled_ms"] = back
    line = next(x for x in _lines(job) if x.startswith("exposed communication"))
    assert "median 11.678 ms per step on the unprofiled wall (rank 1 the most, 21.239 ms" in line
    assert "brought back the profiled window's median 43.989 ms" in line and "stretched" not in line


def test_no_straggler_from_the_profiled_window_where_a_job_s_arrivals_are_missing():
    """Issue 56: FSDP2 + activation checkpointing on 4 H200s compiled nothing, so no rank recorded when it
    began its step's graphs; the window's rank 2, last at 72 of 75 collectives, was named the straggler of a
    job whose ranks ran in lockstep. A job the tool ran (an unprofiled wall) names none then and says why; a
    trace folder (no unprofiled steps) still reads its traces' straggler."""
    job = _job(46.0, 126.0)
    job.straggler = Straggler(2, 555.6, 72)
    job.collectives = [JobCollective.__new__(JobCollective) for _ in range(75)]
    (line,) = [f.what for f in job_findings(job, "no compiled graph ran") if "straggler" in f.what]
    assert line.startswith(
        "no straggler named: the unprofiled steps' arrivals are missing (no compiled graph ran)"
    )
    assert "rank 2 last at 72 of 75 collectives" in line
    folder = _job(None, 126.0)
    folder.straggler, folder.collectives = job.straggler, job.collectives
    assert any(f.what.startswith("straggler: rank 2") for f in job_findings(folder))
