"""A job's ranks (``report --traces``; the collectives of ``breakdown --nproc-per-node``): text, JSON, CSV,
from the job as a run keeps it (``run.job.Job``, made by ``analysis.ranks.job_record``).

Findings first (the straggler and what the others waited for it, exposed communication, where the collectives
ran), then one row per rank, the spreads over ranks, and the collectives one by one.
"""

from __future__ import annotations

import json
from typing import Any

from inductor_probe import thresholds
from inductor_probe.analysis.job_findings import job_findings
from inductor_probe.render import job_steps
from inductor_probe.render._fmt import csv_text, num, table
from inductor_probe.render.words import finding_line
from inductor_probe.run.job import Job, RankSplit, Spread
from inductor_probe.run.manifest import RankEntry
from inductor_probe.run.record import PerRank
from inductor_probe.vocab import Bound, ProfileWindow

OVERLAP_DEFINITION = (
    "overlap: time with communication and computation kernels both running / communication time (HTA's "
    "definition); exposed: communication time not covered by computation"
)


def _ms(v) -> str:
    return num(v, ".3f")


def findings(job: Job) -> list[str]:
    """The job's findings as lines (``analysis/job_findings.py``; gains per step)."""
    return [finding_line(f, "per step") for f in job_findings(job)]


RANK_HEADERS = ["rank", "steps", "span ms", "busy %", "kernels ms", "comm ms", "overlap %", "exposed ms"]
RANK_HEADERS += ["wait ms", "transfer ms"]
UNPROFILED_WAIT = "wait ms unprofiled"
SPREAD_HEADERS = ["figure", "min", "median", "max"]


def unprofiled_waits(job: Job | None) -> PerRank[float] | None:
    """Each rank's wait per step for the last rank, from the unprofiled steps' arrivals
    (``analysis/arrivals.lateness``); None where the job has none (no arrivals, or not in lockstep)."""
    return job.arrivals.waits_ms if job is not None and job.arrivals is not None else None


def rank_headers(job: Job) -> list[str]:
    return RANK_HEADERS + ([UNPROFILED_WAIT] if unprofiled_waits(job) else [])


HELD_BACK = (
    "wait and transfer held back (-): the ranks' clocks or steps do not line up (a rank's collective ended "
    "before the last rank's began), so the profiled window's waits are no figure of the job (findings above)"
)


def rank_rows(job: Job) -> list[list]:
    rows, waits, held = [], unprofiled_waits(job), bool(job.unaligned())
    for r in job.ranks:
        s, c = r.step, r.comm
        rows.append(
            [r.rank, s.steps, _ms(s.span_ms), num(s.busy_pct, ".1f"), _ms(s.kernel_ms)]
            + [_ms(c.comm_ms), num(c.overlap_pct, ".2f"), _ms(c.exposed_ms)]
            + (["-", "-"] if held else [_ms(c.wait_ms), _ms(c.transfer_ms)])
            + ([_ms(waits.get(r.rank))] if waits else [])
        )
    return rows


def spread_rows(merged: dict[str, Spread]) -> list[list]:
    rows = []
    for key, s in merged.items():
        label = key.split(":", 1)[1] if key.startswith("category:") else key
        lo, hi = f"{s.min:.3f} (rank {s.min_rank})", f"{s.max:.3f} (rank {s.max_rank})"
        rows.append([label, lo, f"{s.median:.3f}", hi])
    return rows


COLLECTIVE_HEADERS = [
    "#",
    "collective",
    "straggler",
    "its delay ms",
    "longest wait ms",
    "transfer ms (median)",
]


def collective_rows(job: Job) -> list[list]:
    rows = []
    for i, c in enumerate(job.collectives):
        waits = {r: w for r, w in c.wait_ms.items() if r != c.straggler}
        longest = max(waits, key=lambda r: waits[r]) if waits else None
        transfer = sorted(c.transfer_ms.values())
        rows.append(
            [i, f"{c.name} #{c.index}", c.straggler, _ms(c.straggler_delay_ms)]
            + ["-" if longest is None else f"{waits[longest]:.3f} (rank {longest})"]
            + [_ms(transfer[len(transfer) // 2]) if transfer else "-"]
        )
    return rows


SPLIT_HEADERS = ["rank", "computing", "transferring", "waiting", "idle", "wall", "busy %"]


def split_parts(job: Job) -> list[tuple]:
    """Each rank's GPU time four ways (``run/job.RankSplit``): a table and what its wall is; none where the
    ranks' waits do not line up."""
    rows = [
        [r.rank, _ms(s.compute_ms), _ms(s.transfer_ms), _ms(s.waiting_ms), _ms(s.idle_ms), _ms(s.wall_ms),
         num(s.busy_pct, ".1f")]
        for r in job.ranks
        if (s := r.split) is not None
    ]  # fmt: skip
    if not rows:
        return []
    bases = {r.split.basis for r in job.ranks if r.split is not None}
    wall = (
        "each rank's unprofiled wall"
        if bases == {"unprofiled"}
        else "its profiled span where its wall is unknown"
    )
    title = f"each rank's GPU time four ways, per step (ms, adding up to {wall}):"
    note = (
        "waiting: a collective with no compute kernel beside it, before the last rank arrived (its kernel "
        "spins); transferring: after; busy counts computing and transferring"
    )
    return [("table", title, SPLIT_HEADERS, rows), ("notes", [note])]


WINDOW_TITLES = {
    ProfileWindow.LEAN.value: " of the lean window (kernels and launches only, barely stretched)",
    ProfileWindow.RICH.value: " of the rich window (ops, shapes and stacks: stretched most)",
}


def _trusted(job: Job) -> dict[str, Spread]:
    """The figures over ranks the report stands by: no wait where the ranks do not line up (``HELD_BACK``)."""
    held = ("wait_ms",) if job.unaligned() else ()
    return {k: s for k, s in job.merged.items() if k not in held}


def job_parts(job: Job) -> list[tuple]:
    """The per-rank table, the spreads and the collectives (no title, no findings), as parts that the text
    and the page lay out alike: ``("table", title, headers, rows)`` and ``("notes", lines)``."""
    notes = [OVERLAP_DEFINITION] + ([HELD_BACK] if job.unaligned() else [])
    if unprofiled_waits(job):
        notes.append(
            "wait ms: in the profiled steps (the profiler slows each host by its own amount); wait ms "
            "unprofiled: as in the job's table above, from the steps the profiler did not touch"
        )
    out: list[tuple] = [
        (
            "table",
            f"per rank, per step{WINDOW_TITLES.get(job.window or '', '')} (ms):",
            rank_headers(job),
            rank_rows(job),
        ),
        ("notes", notes),
        *split_parts(job),
        *job_steps.profiled_steps(job),
        ("table", "over ranks, per step (ms):", SPREAD_HEADERS, spread_rows(_trusted(job))),
    ]
    if job.collectives and job.unaligned():
        out.append(
            (
                "notes",
                [
                    f"{len(job.collectives)} collectives matched across ranks: no table of their waits "
                    "(held back, above)"
                ],
            )
        )
    elif job.collectives:
        how = job.collectives[0].matched_by
        title = (
            f"collectives matched across ranks (by {how}); wait: the last rank's start less a rank's own; "
            "transfer: its end less the last rank's start"
        )
        out.append(("table", title, COLLECTIVE_HEADERS, collective_rows(job)))
    return out + [("notes", [f"note: {n}" for n in job.notes])]


def parts_lines(parts: list[tuple]) -> list[str]:
    """Parts (``job_parts``, ``run_parts``) as text lines: each table under its title, a blank line before."""
    out: list[str] = []
    for part in parts:
        if part[0] == "table":
            out += ["", part[1], table(part[3], part[2])] if part[1] else ["", table(part[3], part[2])]
        else:
            out += part[1]
    return out[1:] if out[:1] == [""] else out


def job_lines(job: Job) -> list[str]:
    """The per-rank table, the spreads and the collectives (no title, no findings)."""
    return parts_lines(job_parts(job))


def kernel_parts(job: Job, n: int = 10) -> list[tuple]:
    """The kernels of the rank with the most kernel time, with the roofline where shapes were recorded, as
    a part (``job_parts``); none where no rank recorded its kernels."""
    ranks = [r for r in job.ranks if r.kernels]
    if not ranks:
        return []
    r = max(ranks, key=lambda r: (r.step.kernel_ms, -r.rank))
    rows = [
        [k.name[:64], k.category, _ms(k.ms), num(k.launches, ".1f")]
        + [k.bound if k.bound not in (None, Bound.UNKNOWN) else "-"]
        + [num(k.pct_roof, ".0f")]
        for k in r.kernels[:n]
    ]
    headers = ["kernel", "category", "ms per step", "launches", "bound", "% roof"]
    title = (
        f"rank {r.rank}'s kernels (the most kernel time), the most first; roofline where the trace "
        "recorded the launching op's shapes:"
    )
    return [("table", title, headers, rows)]


def kernel_lines(job: Job, n: int = 10) -> list[str]:
    parts = kernel_parts(job, n)
    return ["", *parts_lines(parts)] if parts else []


def traces_title(job: Job, title: str) -> str:
    ranks = [r.rank for r in job.ranks]
    dev = job.device
    return f"{title}: {len(ranks)} rank(s) ({', '.join(map(str, ranks))})" + (f" on {dev}" if dev else "")


def render_text(job: Job, title: str) -> str:
    out = [traces_title(job, title)]
    found = findings(job)
    if found:
        out += ["", "findings:", *[f"{i}. {f}" for i, f in enumerate(found, 1)]]
    out += ["", *job_lines(job)]
    out += kernel_lines(job)
    if job.cannot:
        out += ["", "what these traces cannot tell:", *[f"- {c}" for c in job.cannot]]
    return "\n".join(out)


def render_json(job: Job) -> str:
    found = [dict(f.to_dict(), text=finding_line(f, "per step")) for f in job_findings(job)]
    return json.dumps({"findings": found, **job.to_dict()}, indent=1)


CSV_COLUMNS = ["level", "rank", "name", "ms", "pct", "straggler", "wait_ms", "transfer_ms"]


def render_csv(job: Job) -> str:
    rows: list[dict[str, Any]] = []
    for r in job.ranks:
        c, rank = r.comm, r.rank
        rows += [
            {"level": "category", "rank": rank, "name": x.category, "ms": x.ms} for x in r.step.categories
        ]
        rows.append({"level": "comm", "rank": rank, "name": "communication", "ms": c.comm_ms})
        rows.append(
            {"level": "comm", "rank": rank, "name": "overlap", "ms": c.overlap_ms, "pct": c.overlap_pct}
        )
        rows.append({"level": "comm", "rank": rank, "name": "exposed", "ms": c.exposed_ms})
        if (waits := unprofiled_waits(job)) and rank in waits:
            rows.append({"level": "comm", "rank": rank, "name": "wait unprofiled", "ms": waits[rank]})
    for col in job.collectives:
        for rk in sorted(col.wait_ms):
            rows.append(
                {
                    "level": "collective",
                    "rank": rk,
                    "name": f"{col.name} #{col.index}",
                    "straggler": col.straggler,
                    "wait_ms": col.wait_ms[rk],
                    "transfer_ms": col.transfer_ms[rk],
                }
            )
    return csv_text(rows, CSV_COLUMNS)


def _step_row(r: RankEntry, waits: PerRank[float] | None, split: RankSplit | None = None) -> list:
    """A rank's row; its busy % counts computing and transferring where the job split its time four ways
    (``RankSplit``: its waiting for a late peer is not busy), else the kernels' union."""
    s = r.step
    graphs = sum(g.ms for g in s.graphs) if s is not None else 0.0
    wall, busy, idle = (s.wall_ms, s.busy_pct, s.idle_ms) if s is not None else (None, None, None)
    if split is not None and split.basis == "unprofiled":
        busy = split.busy_pct
    row = [r.rank, _ms(wall), num(busy, ".1f"), _ms(idle)]
    return row + [_ms(graphs)] + ([_ms(waits.get(r.rank))] if waits else [])


def run_title(ranks: list[RankEntry]) -> str:
    """The job's heading: its ranks (and hosts: one run each), whose step follows (this host's first rank)."""
    here = [e.rank for e in ranks if ":" not in e.dir]
    runs = {e.dir.rsplit("/", 1)[0] if ":" in e.dir else "" for e in ranks}
    first = min(here, default=0)
    if len(runs) <= 1:
        return (
            f"the job: {len(ranks)} ranks (torchrun); the step and graphs below are rank {first}'s; "
            "`report --run RUN/rankN` shows rank N"
        )
    return (
        f"the job: {len(ranks)} ranks on {len(runs)} hosts (torchrun); the step and graphs below are rank "
        f"{first}'s (this host's first); `report --run RUN/rankN` shows this host's rank N, another host's "
        "is in that host's run (run.json's ranks[].dir)"
    )


def run_parts(ranks: list[RankEntry] | None, job: Job | None) -> list[tuple]:
    """A multi-rank run's own section (each rank's step, every graph and category over ranks, the job) as
    parts (``job_parts``); none for a one-process run."""
    if not ranks:
        return []
    arrivals = job.arrivals if job is not None else None
    waits = unprofiled_waits(job)
    headers = ["rank", "wall ms", "busy %", "idle ms", "graphs ms"] + ([UNPROFILED_WAIT] if waits else [])
    splits = {x.rank: x.split for x in job.ranks} if job is not None else {}
    out: list[tuple] = [("table", None, headers, [_step_row(r, waits, splits.get(r.rank)) for r in ranks])]
    notes = []
    if waits and arrivals is not None:
        notes.append(
            "wait ms unprofiled: the last rank's start of its steps' compiled graphs less the rank's own "
            f"(the rank waits that long for it in the step's collectives), median of {arrivals.steps} "
            "unprofiled steps"
        )
    lasts = arrivals.collectives if arrivals is not None else None
    if lasts and lasts.collectives:
        who = ", ".join(f"rank {r} at {n}" for r, n in sorted(lasts.last.items(), key=lambda kv: -kv[1]))
        how = "each rank's GPU time in it" if lasts.by == "gpu" else "when each host enqueued it"
        notes.append(
            f"last to arrive at the {lasts.collectives} collectives of the unprofiled steps ({how}, "
            f"torch.distributed's flight recorder): {who or 'none'}"
            + (f"; {lasts.even} with every rank within {thresholds.EVEN_MS} ms" if lasts.even else "")
        )
    notes += [f"rank {r.rank}: {r.note}" for r in ranks if r.note]
    out.append(("notes", notes))
    out += job_steps.unprofiled_steps(ranks, job)
    each = job_steps.by_rank(job)
    if each:
        out += each
    elif job and job.graphs:
        rows = spread_rows({k.removeprefix("graph:"): v for k, v in job.graphs.items()})
        title = "each graph, and each graph's category, over ranks (ms per step):"
        out.append(("table", title, ["graph[:category]", "min", "median", "max"], rows))
    if job and job.collectives:
        out += job_parts(job)
    elif job is not None:
        out.append(
            (
                "notes",
                [
                    "no collective kernel on the GPU (gloo runs its collectives on the CPU, outside the "
                    "trace's kernels)"
                ],
            )
        )
    return out


def run_lines(ranks: list[RankEntry] | None, job: Job | None) -> list[str]:
    """A multi-rank run's own section as text (``run_parts``)."""
    if not ranks:
        return []
    return ["", f"== {run_title(ranks)} ==", *parts_lines(run_parts(ranks, job))]
