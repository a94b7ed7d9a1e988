"""A multi-rank job's findings, decided here for every renderer (text, JSON, HTML; ``report --traces``):
the straggler (as the unprofiled steps tell it where the run has them, else the profiled window's), the
communication not hidden behind computation, and collectives that ran over sockets.

They read the job as a run keeps it (``run.job.Job``, made by ``analysis.ranks.job_record``).
"""

from __future__ import annotations

from inductor_probe.run.findings import Finding
from inductor_probe.run.job import Arrivals, Job, Spread, Straggler
from inductor_probe.vocab import FindingKind

SOCKETS_NOTE = (
    "the collectives ran over sockets (NCCL_P2P_DISABLE, NCCL_SHM_DISABLE, NCCL_IB_DISABLE): their kernels "
    "and structure are real, their times are not those of NVLink or InfiniBand"
)


def _job(what: str, gain_ms: float | None = None, basis: str | None = None) -> Finding:
    return Finding(what, gain_ms, basis, FindingKind.JOB)


def _unprofiled_straggler(job: Job) -> list[Finding] | None:
    """The straggler as the unprofiled steps tell it (``analysis/arrivals.py``), the profiled window's beside;
    None where the run has no arrivals (an older run, several hosts, a trace folder)."""
    arr, s = job.arrivals, job.straggler
    if not arr:
        return None
    n, total = arr.steps, len(job.collectives)
    if arr.straggler is None and not arr.lockstep:
        return _run_ahead(arr, s, total)
    if arr.straggler is None:
        if s is None:
            return []
        return [
            _job(
                f"no straggler in the unprofiled steps: every rank begins its steps' compiled graphs within "
                f"{arr.spread_ms:.2f} ms of the others (median of {n} steps); the profiled window's rank "
                f"{s.rank}, last at {s.collectives} of {total} collectives, is the profiler slowing "
                "that rank's host more than the others', not the job"
            )
        ]
    r, doing = arr.straggler, arr.doing
    last = f"; the last to begin in {arr.last_in} of them" if arr.last_in is not None else ""
    line = (
        f"straggler: rank {r} begins each step's compiled graphs {arr.waited_ms or 0.0:.2f} ms after the "
        "others "
        f"(median of {n} unprofiled steps{last}), and the others wait for it"
    )
    if doing:
        what = f"{doing.what} at {doing.line}"
        line += f"; its host meanwhile: {what} ({doing.ms:.2f} ms when profiled)"
    lasts = arr.collectives
    if lasts and lasts.collectives:
        line += (
            f"; the last to arrive at {lasts.last.get(r, 0)} of those steps' {lasts.collectives} collectives"
        )
    if s is not None and s.rank == r:
        line += f"; last to arrive at {s.collectives} of {total} collectives in the profiled window"
    return [_job(line, arr.waited_ms, "the others' wait")]


def _run_ahead(arr: Arrivals, s: Straggler | None, total: int) -> list[Finding]:
    """Hosts that run ahead of their GPUs: no straggler named from the hosts' clocks; who the GPUs waited for
    (NCCL's own timing), where the ranks recorded it, and the profiled window's, said as such."""
    lasts = arr.collectives
    last = lasts.last if lasts is not None else {}
    top = max(last, key=lambda r: last[r], default=None)
    if s is None and top is None:
        return []
    drift = f"a rank's start drifts {arr.drift_ms or 0.0:.1f} ms over {arr.steps} steps"
    why = "the hosts run ahead of their GPUs: " + (
        "a rank's host does not wait for its GPU each step (no sync, e.g. loss.item())"
        if arr.synced is False
        else drift
    )
    if arr.hosts and arr.hosts > 1:
        why = f"the ranks ran on {arr.hosts} hosts, whose clocks differ: their steps' starts are not compared"
    parts = []
    if top is not None and lasts is not None:
        parts.append(
            f"NCCL's own timing of the unprofiled steps has rank {top}'s GPU the last to arrive at "
            f"{last[top]} of {lasts.collectives} collectives (the others' GPUs wait for it there)"
        )
    if s is not None:
        parts.append(
            f"the profiled window names rank {s.rank} last at {s.collectives} of {total} collectives"
        )
    return [
        _job(
            "; ".join(parts) + f"; {why}, so how long the others lose to it per step is not known from the "
            "unprofiled steps, and the profiler slows each host by its own amount: no straggler is named"
            + ("" if arr.hosts and arr.hosts > 1 else " (a sync each step lets the tool tell one)")
        )
    ]


def _stretched(job: Job) -> str:
    """Where the profiled window's steps outlast the unprofiled wall (the profiler's own cost), its
    communication figures are the window's: said, with both lengths."""
    spread = job.merged.get("span_ms")
    wall, span = job.wall_ms, spread.median if spread is not None else None
    if not wall or not span or span <= wall * 1.1:
        return ""
    return (
        f" (figures of the profiled steps, which the profiler stretched to {span:.3f} ms against the "
        f"unprofiled {wall:.3f} ms: its waits are in them; each rank's unprofiled wait is in the job table)"
    )


def _exposed(job: Job, exposed: Spread, comm: Spread, span: str) -> Finding:
    """Exposed communication: on the unprofiled wall where a rank's collectives were brought back to it
    (``exposed_unprofiled_ms``: analysis/waits.py, the ranks' step views), else the profiled window's."""
    back = job.merged.get("exposed_unprofiled_ms")
    if not back:
        return _job(
            f"exposed communication: median {exposed.median:.3f} ms per step (rank "
            f"{exposed.max_rank} the most, {exposed.max:.3f} ms) of {comm.median:.3f} ms "
            f"communicating; overlap with computation {span} across ranks" + _stretched(job)
        )
    return _job(
        f"exposed communication: median {back.median:.3f} ms per step on the unprofiled wall (rank "
        f"{back.max_rank} the most, {back.max:.3f} ms; NCCL's own timing of the unprofiled steps "
        f"brought back the profiled window's median {exposed.median:.3f} ms, most of it waiting for other "
        "ranks); "
        f"overlap with computation {span} across ranks in the profiled window"
    )


def straggler_first(job: Job | None) -> bool:
    """Does the job's straggler, as the unprofiled steps tell it, lead the run's findings?"""
    return job is not None and job.arrivals is not None and job.arrivals.straggler is not None


NO_ARRIVALS = "the ranks' unprofiled steps recorded none"


def _window_alone(job: Job, s: Straggler, why: str) -> Finding:
    """A job of the tool's with no unprofiled arrivals: the profiled window's last rank said, not named."""
    return _job(
        f"no straggler named: the unprofiled steps' arrivals are missing ({why}); the profiled window has "
        f"rank {s.rank} last at {s.collectives} of {len(job.collectives)} collectives, but the profiler "
        "slows each rank's host by its own amount, so the window alone does not tell a straggler"
    )


def job_findings(job: Job | None, missing: str = NO_ARRIVALS) -> list[Finding]:
    """The job's findings: the straggler, exposed communication, sockets (none for a one-process run).
    A straggler is named from the profiled window alone only for traces that are all there is (``report
    --traces``: no unprofiled steps); a job the tool ran without unprofiled arrivals says they are missing,
    ``missing`` saying why."""
    if not job:
        return []
    out = []
    s = job.straggler
    told = _unprofiled_straggler(job)
    if told is not None:
        out += told
    elif s is not None and job.wall_ms is not None:
        out.append(_window_alone(job, s, missing))
    elif s is not None:
        out.append(
            _job(
                f"straggler: rank {s.rank}, last to arrive at {s.collectives} of "
                f"{len(job.collectives)} collectives; the other ranks waited {s.waited_ms:.3f} ms for "
                "it in all (per rank, on average over those collectives)"
            )
        )
    exposed, comm = job.merged.get("exposed_ms"), job.merged.get("comm_ms")
    if exposed is not None and comm is not None and comm.max > 0:
        overlaps = [r.comm.overlap_pct for r in job.ranks if r.comm.overlap_pct is not None]
        span = f"{min(overlaps):.2f}-{max(overlaps):.2f}%" if overlaps else "-"
        out.append(_exposed(job, exposed, comm, span))
    unaligned = job.unaligned()
    if unaligned:
        out.insert(
            0,
            _job(
                f"the ranks' clocks are not aligned: at {len(unaligned)} of {len(job.collectives)} "
                "collectives a rank's kernel ended before the last rank's began; no straggler is named and "
                "the waits and transfers are unreliable (traces of one host, or clocks synchronised, line up)"
            ),
        )
    if job.sockets:
        out.append(_job(SOCKETS_NOTE))
    return out
