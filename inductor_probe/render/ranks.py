"""A job's ranks (``report --traces``; the collectives of ``breakdown --nproc-per-node``): text, JSON, CSV.

Findings first (the straggler and what the others waited for it, exposed communication, where the collectives
ran), then one row per rank, the spreads over ranks, and the collectives one by one.
"""

from __future__ import annotations

import json

from inductor_probe.analysis.ranks import JobView
from inductor_probe.render._fmt import csv_text, num, table

OVERLAP_DEFINITION = (
    "overlap: time with communication and computation kernels both running / communication time (HTA's "
    "definition); exposed: communication time not covered by computation"
)
SOCKETS_NOTE = (
    "the collectives ran over sockets (NCCL_P2P_DISABLE, NCCL_SHM_DISABLE, NCCL_IB_DISABLE): their kernels "
    "and structure are real, their times are not those of NVLink or InfiniBand"
)


def _ms(v) -> str:
    return num(v, ".3f")


def findings(job: JobView, sockets: bool = False) -> list[str]:
    out = []
    if job.straggler is not None:
        rank, waited, count = job.straggler
        out.append(
            f"straggler: rank {rank}, last to arrive at {count} of {len(job.collectives)} collectives; the "
            f"other ranks waited {waited:.3f} ms for it in all (per rank, on average over those collectives)"
        )
    exposed = job.merged.get("exposed_ms") or {}
    comm = job.merged.get("comm_ms") or {}
    if exposed:
        overlaps = [c.overlap_pct for c in job.comm.values() if c.overlap_pct is not None]
        span = f"{min(overlaps):.1f}-{max(overlaps):.1f}%" if overlaps else "-"
        out.append(
            f"exposed communication: median {exposed['median']:.3f} ms per step (rank {exposed['max_rank']} "
            f"the most, {exposed['max']:.3f} ms) of {comm.get('median', 0):.3f} ms communicating; overlap "
            f"with computation {span} across ranks"
        )
    if sockets:
        out.append(SOCKETS_NOTE)
    return out


def rank_rows(job: JobView) -> list[list]:
    rows = []
    for t in sorted(job.ranks, key=lambda t: t.rank):
        c = job.comm[t.rank]
        per = max(t.steps, 1)
        rows.append(
            [
                t.rank,
                t.steps,
                _ms(t.span_ms),
                num(t.busy_pct, ".1f"),
                _ms(t.kernel_ms),
                _ms(c.comm_ms / per),
                num(c.overlap_pct, ".2f"),
                _ms(c.exposed_ms / per),
                _ms(c.wait_ms / per),
                _ms(c.transfer_ms / per),
            ]
        )
    return rows


RANK_HEADERS = ["rank", "steps", "span ms", "busy %", "kernels ms", "comm ms", "overlap %", "exposed ms"]
RANK_HEADERS += ["wait ms", "transfer ms"]


def spread_rows(job: JobView) -> list[list]:
    rows = []
    for key, s in job.merged.items():
        if not s:
            continue
        label = key.split(":", 1)[1] if key.startswith("category:") else key
        rows.append(
            [
                label,
                f"{s['min']:.3f} (rank {s['min_rank']})",
                f"{s['median']:.3f}",
                f"{s['max']:.3f} (rank {s['max_rank']})",
            ]
        )
    return rows


def collective_rows(job: JobView) -> list[list]:
    rows = []
    for i, c in enumerate(job.collectives):
        waits = {r: w for r, w in c.wait_ms.items() if r != c.straggler}
        longest = max(waits, key=lambda r: waits[r]) if waits else None
        transfer = sorted(c.transfer_ms.values())
        rows.append(
            [
                i,
                f"{c.name} #{c.index}",
                c.straggler,
                _ms(c.straggler_delay_ms),
                "-" if longest is None else f"{waits[longest]:.3f} (rank {longest})",
                _ms(transfer[len(transfer) // 2]) if transfer else "-",
            ]
        )
    return rows


COLLECTIVE_HEADERS = [
    "#",
    "collective",
    "straggler",
    "its delay ms",
    "longest wait ms",
    "transfer ms (median)",
]


def render_text(job: JobView, title: str, cannot: list[str], sockets: bool = False) -> str:
    ranks = sorted(t.rank for t in job.ranks)
    dev = next((t.device for t in job.ranks if t.device), None)
    out = [f"{title}: {len(ranks)} rank(s) ({', '.join(map(str, ranks))})" + (f" on {dev}" if dev else "")]
    found = findings(job, sockets)
    if found:
        out += ["", "findings:", *[f"{i}. {f}" for i, f in enumerate(found, 1)]]
    out += ["", "per rank, per step (ms):", table(rank_rows(job), RANK_HEADERS), OVERLAP_DEFINITION]
    out += ["", "over ranks, per step (ms):", table(spread_rows(job), ["figure", "min", "median", "max"])]
    if job.collectives:
        how = job.collectives[0].matched_by
        out += [
            "",
            f"collectives matched across ranks (by {how}); wait: the last rank's start less a rank's own; "
            "transfer: its end less the last rank's start",
            table(collective_rows(job), COLLECTIVE_HEADERS),
        ]
    for note in job.notes:
        out.append(f"note: {note}")
    if cannot:
        out += ["", "what these traces cannot tell:", *[f"- {c}" for c in cannot]]
    return "\n".join(out)


def to_dict(job: JobView, cannot: list[str], sockets: bool = False) -> dict:
    ranks = []
    for t in sorted(job.ranks, key=lambda t: t.rank):
        c = job.comm[t.rank]
        per = max(t.steps, 1)
        ranks.append(
            {
                "rank": t.rank,
                "trace": t.path,
                "step": {
                    "steps": t.steps,
                    "span_ms": t.span_ms,
                    "busy_ms": t.busy_ms,
                    "busy_pct": t.busy_pct,
                    "kernel_ms": t.kernel_ms,
                    "categories": [{"category": k, "ms": v} for k, v in t.categories.items()],
                },
                "comm": {
                    "comm_ms": c.comm_ms / per,
                    "comp_ms": c.comp_ms / per,
                    "overlap_ms": c.overlap_ms / per,
                    "overlap_pct": c.overlap_pct,
                    "exposed_ms": c.exposed_ms / per,
                    "wait_ms": c.wait_ms / per,
                    "transfer_ms": c.transfer_ms / per,
                    "collectives": c.collectives,
                    "by_collective_ms": {k: v / per for k, v in c.by_collective.items()},
                },
            }
        )
    return {
        "ranks": ranks,
        "collectives": [
            {
                "name": c.name,
                "index": c.index,
                "matched_by": c.matched_by,
                "straggler": c.straggler,
                "straggler_delay_ms": c.straggler_delay_ms,
                "wait_ms": {str(r): w for r, w in c.wait_ms.items()},
                "transfer_ms": {str(r): w for r, w in c.transfer_ms.items()},
                "clock_note": c.clock_note,
            }
            for c in job.collectives
        ],
        "straggler": None
        if job.straggler is None
        else dict(zip(("rank", "waited_ms", "collectives"), job.straggler, strict=True)),
        "merged": job.merged,
        "findings": findings(job, sockets),
        "notes": job.notes,
        "cannot": cannot,
    }


def render_json(job: JobView, cannot: list[str], sockets: bool = False) -> str:
    return json.dumps(to_dict(job, cannot, sockets), indent=1)


CSV_COLUMNS = ["level", "rank", "name", "ms", "pct", "straggler", "wait_ms", "transfer_ms"]


def render_csv(job: JobView) -> str:
    rows: list[dict] = []
    for t in job.ranks:
        c = job.comm[t.rank]
        per = max(t.steps, 1)
        rows += [{"level": "category", "rank": t.rank, "name": k, "ms": v} for k, v in t.categories.items()]
        rows.append({"level": "comm", "rank": t.rank, "name": "communication", "ms": c.comm_ms / per})
        rows.append(
            {
                "level": "comm",
                "rank": t.rank,
                "name": "overlap",
                "ms": c.overlap_ms / per,
                "pct": c.overlap_pct,
            }
        )
        rows.append({"level": "comm", "rank": t.rank, "name": "exposed", "ms": c.exposed_ms / per})
    for col in job.collectives:
        for r in sorted(col.wait_ms):
            rows.append(
                {
                    "level": "collective",
                    "rank": r,
                    "name": f"{col.name} #{col.index}",
                    "straggler": col.straggler,
                    "wait_ms": col.wait_ms[r],
                    "transfer_ms": col.transfer_ms[r],
                }
            )
    return csv_text(rows, CSV_COLUMNS)
