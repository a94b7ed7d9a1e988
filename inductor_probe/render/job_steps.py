"""A job rank by rank and step by step (text, page): each rank's unprofiled steps (wall, wait for the
step's last rank), its profiled steps' exposed communication, and each graph's and category's time on each
rank against the median over ranks. Parts as ``render/ranks.job_parts`` lays them out."""

from __future__ import annotations

import statistics

from inductor_probe.render._fmt import num
from inductor_probe.run.job import Job
from inductor_probe.run.manifest import RankEntry

MAX_STEPS = 20  # step columns shown; more are said
MAX_RANKS = 16  # rank columns of the graphs' table; more: the spreads alone


def _ms(v) -> str:
    return num(v, ".3f")


def _matrix(title: str, rows: dict[int, list[float]]) -> tuple | None:
    """A ranks x steps table: a row a rank, a column a step (the first MAX_STEPS)."""
    n = min(max((len(v) for v in rows.values()), default=0), MAX_STEPS)
    if not n:
        return None
    more = max(len(v) for v in rows.values()) - n
    headers = ["rank", *[f"step {k + 1}" for k in range(n)]]
    body = [[r, *[_ms(v[k]) if k < len(v) else "-" for k in range(n)]] for r, v in sorted(rows.items())]
    return ("table", title + (f" (the first {n}; {more} more)" if more > 0 else "") + ":", headers, body)


def unprofiled_steps(ranks: list[RankEntry], job: Job | None) -> list[tuple]:
    """Each rank's timed (unprofiled) steps one by one: its wall, and in lockstep its wait for each step's
    last rank to begin its compiled graphs."""
    walls = {
        e.rank: list(e.step.timed.wall_blocks_ms)
        for e in ranks
        if e.step is not None and e.step.timed.block_steps == 1 and e.step.timed.wall_blocks_ms
    }
    out = [_matrix("each rank's unprofiled steps, wall ms", walls)]
    arr = job.arrivals if job is not None else None
    if arr is not None and arr.step_waits_ms:
        out.append(
            _matrix(
                "each rank's wait ms in each unprofiled step for that step's last rank",
                dict(arr.step_waits_ms.items()),
            )
        )
    return [p for p in out if p]


def profiled_steps(job: Job) -> list[tuple]:
    """Each rank's profiled steps one by one: its exposed communication (communication computation did not
    cover)."""
    exposed = {r.rank: list(r.exposed_steps_ms) for r in job.ranks if r.exposed_steps_ms}
    if not exposed or not any(x for v in exposed.values() for x in v):
        return []
    part = _matrix("each rank's exposed communication ms in each profiled step", exposed)
    return [part] if part else []


def by_rank(job: Job | None) -> list[tuple]:
    """Each graph's and category's ms per step on each rank against the median over ranks (up to
    MAX_RANKS ranks), the rank furthest from it named."""
    if job is None or not job.by_rank:
        return []
    ranks = sorted({r for f in job.by_rank for r in f.ms})
    if len(ranks) > MAX_RANKS or len(ranks) < 2:
        return []
    rows = []
    for f in job.by_rank:
        med = statistics.median(f.ms.values())
        far = max(f.ms, key=lambda r: (abs(f.ms[r] - med), -r))
        off = f"rank {far} {100.0 * (f.ms[far] / med - 1):+.0f}%" if med > 0 else "-"
        rows.append([f.figure, _ms(med), *[_ms(f.ms.get(r)) for r in ranks], off])
    headers = ["graph[:category]", "median", *[f"rank {r}" for r in ranks], "furthest from the median"]
    return [("table", "each graph, and each graph's category, on each rank (ms per step):", headers, rows)]
