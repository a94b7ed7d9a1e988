"""A job's ranks (``report --traces``; the collectives of ``breakdown --nproc-per-node``): text, JSON, CSV,
from the job as plain data (``analysis.ranks.job_dict``: what a multi-rank run keeps as ``job``).

Findings first (the straggler and what the others waited for it, exposed communication, where the collectives
ran), then one row per rank, the spreads over ranks, and the collectives one by one.
"""

from __future__ import annotations

import json

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


def _unprofiled_straggler(job: dict) -> list[str] | None:
    """The straggler as the unprofiled steps tell it (``analysis/arrivals.py``), the profiled window's beside;
    None where the run has no arrivals (an older run, several hosts, a trace folder)."""
    arr, s = job.get("arrivals"), job.get("straggler")
    if not arr:
        return None
    n, total = arr["steps"], len(job.get("collectives") or [])
    if arr.get("straggler") is None and not arr.get("lockstep", True):
        if s is None:
            return []
        return [
            f"the profiled window names rank {s['rank']} last at {s['collectives']} of {total} collectives; "
            "the unprofiled steps cannot bear it out (the hosts run ahead of their GPUs: a rank's start "
            f"drifts {arr['drift_ms']:.1f} ms over {n} steps), and the profiler slows each "
            "host by its own amount: no straggler is named (a sync each step, e.g. loss.item(), lets the "
            "tool tell one)"
        ]
    if arr.get("straggler") is None:
        if s is None:
            return []
        return [
            f"no straggler in the unprofiled steps: every rank begins its steps' compiled graphs within "
            f"{arr['spread_ms']:.2f} ms of the others (median of {n} steps); the profiled window's rank "
            f"{s['rank']}, last at {s['collectives']} of {total} collectives, is the profiler slowing that "
            "rank's host more than the others', not the job"
        ]
    r, doing = arr["straggler"], arr.get("doing")
    last = f"; the last to begin in {arr['last_in']} of them" if "last_in" in arr else ""
    line = (
        f"straggler: rank {r} begins each step's compiled graphs {arr['waited_ms']:.2f} ms after the others "
        f"(median of {n} unprofiled steps{last}), and the others wait for it"
    )
    if doing:
        what = f"{doing['what']} at {doing['line']}"
        line += f"; its host meanwhile: {what} ({doing['ms']:.2f} ms when profiled)"
    if s is not None and s["rank"] == r:
        line += f"; last to arrive at {s['collectives']} of {total} collectives in the profiled window"
    line += f" -> expected gain up to {arr['waited_ms']:.2f} ms per step (the others' wait)"
    return [line]


def _stretched(job: dict) -> str:
    """Where the profiled window's steps outlast the unprofiled wall (the profiler's own cost), its
    communication figures are the window's: said, with both lengths."""
    wall, span = job.get("wall_ms"), (job["merged"].get("span_ms") or {}).get("median")
    if not wall or not span or span <= wall * 1.1:
        return ""
    return (
        f" (figures of the profiled steps, which the profiler stretched to {span:.3f} ms against the "
        f"unprofiled {wall:.3f} ms: its waits are in them; each rank's unprofiled wait is in the job table)"
    )


def straggler_first(job: dict | None) -> bool:
    """Does the job's straggler, as the unprofiled steps tell it, lead the report's findings?"""
    return bool(job and (job.get("arrivals") or {}).get("straggler") is not None)


def findings(job: dict) -> list[str]:
    out = []
    s = job.get("straggler")
    told = _unprofiled_straggler(job)
    if told is not None:
        out += told
    elif s is not None:
        out.append(
            f"straggler: rank {s['rank']}, last to arrive at {s['collectives']} of "
            f"{len(job['collectives'])} collectives; the other ranks waited {s['waited_ms']:.3f} ms for it "
            "in all (per rank, on average over those collectives)"
        )
    exposed = job["merged"].get("exposed_ms") or {}
    comm = job["merged"].get("comm_ms") or {}
    if exposed and comm.get("max", 0) > 0:
        overlaps = [r["comm"]["overlap_pct"] for r in job["ranks"] if r["comm"]["overlap_pct"] is not None]
        span = f"{min(overlaps):.2f}-{max(overlaps):.2f}%" if overlaps else "-"
        out.append(
            f"exposed communication: median {exposed['median']:.3f} ms per step (rank {exposed['max_rank']} "
            f"the most, {exposed['max']:.3f} ms) of {comm.get('median', 0):.3f} ms communicating; overlap "
            f"with computation {span} across ranks" + _stretched(job)
        )
    if job.get("sockets"):
        out.append(SOCKETS_NOTE)
    return out


RANK_HEADERS = ["rank", "steps", "span ms", "busy %", "kernels ms", "comm ms", "overlap %", "exposed ms"]
RANK_HEADERS += ["wait ms", "transfer ms"]
UNPROFILED_WAIT = "wait ms unprofiled"


def unprofiled_waits(job: dict) -> dict | None:
    """Each rank's wait per step for the last rank, from the unprofiled steps' arrivals
    (``analysis/arrivals.lateness``); None where the job has none (no arrivals, or not in lockstep)."""
    return (job.get("arrivals") or {}).get("waits_ms")


def rank_headers(job: dict) -> list[str]:
    return RANK_HEADERS + ([UNPROFILED_WAIT] if unprofiled_waits(job) else [])


def rank_rows(job: dict) -> list[list]:
    rows, waits = [], unprofiled_waits(job)
    for r in job["ranks"]:
        s, c = r["step"], r["comm"]
        rows.append(
            [r["rank"], s["steps"], _ms(s["span_ms"]), num(s["busy_pct"], ".1f"), _ms(s["kernel_ms"])]
            + [_ms(c["comm_ms"]), num(c["overlap_pct"], ".2f"), _ms(c["exposed_ms"])]
            + [_ms(c["wait_ms"]), _ms(c["transfer_ms"])]
            + ([_ms(waits.get(str(r["rank"])))] if waits else [])
        )
    return rows


def spread_rows(merged: dict) -> list[list]:
    rows = []
    for key, s in merged.items():
        if s:
            label = key.split(":", 1)[1] if key.startswith("category:") else key
            lo, hi = f"{s['min']:.3f} (rank {s['min_rank']})", f"{s['max']:.3f} (rank {s['max_rank']})"
            rows.append([label, lo, f"{s['median']:.3f}", hi])
    return rows


COLLECTIVE_HEADERS = [
    "#",
    "collective",
    "straggler",
    "its delay ms",
    "longest wait ms",
    "transfer ms (median)",
]


def collective_rows(job: dict) -> list[list]:
    rows = []
    for i, c in enumerate(job["collectives"]):
        waits = {r: w for r, w in c["wait_ms"].items() if int(r) != c["straggler"]}
        longest = max(waits, key=lambda r: waits[r]) if waits else None
        transfer = sorted(c["transfer_ms"].values())
        rows.append(
            [i, f"{c['name']} #{c['index']}", c["straggler"], _ms(c["straggler_delay_ms"])]
            + ["-" if longest is None else f"{waits[longest]:.3f} (rank {longest})"]
            + [_ms(transfer[len(transfer) // 2]) if transfer else "-"]
        )
    return rows


def job_lines(job: dict) -> list[str]:
    """The per-rank table, the spreads and the collectives (no title, no findings)."""
    out = ["per rank, per step (ms):", table(rank_rows(job), rank_headers(job)), OVERLAP_DEFINITION]
    if unprofiled_waits(job):
        out.append(
            "wait ms: in the profiled steps (the profiler slows each host by its own amount); wait ms "
            "unprofiled: as in the job's table above, from the steps the profiler did not touch"
        )
    out += [
        "",
        "over ranks, per step (ms):",
        table(spread_rows(job["merged"]), ["figure", "min", "median", "max"]),
    ]
    if job["collectives"]:
        how = job["collectives"][0]["matched_by"]
        out += [
            "",
            f"collectives matched across ranks (by {how}); wait: the last rank's start less a rank's own; "
            "transfer: its end less the last rank's start",
            table(collective_rows(job), COLLECTIVE_HEADERS),
        ]
    out += [f"note: {n}" for n in job["notes"]]
    return out


def kernel_lines(job: dict, n: int = 10) -> list[str]:
    """The kernels of the rank with the most kernel time, with the roofline where shapes were recorded."""
    ranks = [r for r in job["ranks"] if r.get("kernels")]
    if not ranks:
        return []
    r = max(ranks, key=lambda r: (r["step"]["kernel_ms"], -r["rank"]))
    rows = [
        [k["name"][:64], k["category"], _ms(k["ms"]), num(k["launches"], ".1f")]
        + [k["bound"] if k["bound"] not in (None, "unknown") else "-"]
        + [num(k["pct_roof"], ".0f")]
        for k in r["kernels"][:n]
    ]
    headers = ["kernel", "category", "ms per step", "launches", "bound", "% roof"]
    return [
        "",
        f"rank {r['rank']}'s kernels (the most kernel time), the most first; roofline where the trace "
        "recorded the launching op's shapes:",
        table(rows, headers),
    ]


def render_text(job: dict, title: str) -> str:
    ranks = [r["rank"] for r in job["ranks"]]
    dev = job.get("device")
    out = [f"{title}: {len(ranks)} rank(s) ({', '.join(map(str, ranks))})" + (f" on {dev}" if dev else "")]
    found = findings(job)
    if found:
        out += ["", "findings:", *[f"{i}. {f}" for i, f in enumerate(found, 1)]]
    out += ["", *job_lines(job)]
    out += kernel_lines(job)
    if job.get("cannot"):
        out += ["", "what these traces cannot tell:", *[f"- {c}" for c in job["cannot"]]]
    return "\n".join(out)


def render_json(job: dict) -> str:
    return json.dumps(dict(job, findings=findings(job)), indent=1)


CSV_COLUMNS = ["level", "rank", "name", "ms", "pct", "straggler", "wait_ms", "transfer_ms"]


def render_csv(job: dict) -> str:
    rows: list[dict] = []
    for r in job["ranks"]:
        c, rank = r["comm"], r["rank"]
        rows += [
            {"level": "category", "rank": rank, "name": x["category"], "ms": x["ms"]}
            for x in r["step"]["categories"]
        ]
        rows.append({"level": "comm", "rank": rank, "name": "communication", "ms": c["comm_ms"]})
        rows.append(
            {"level": "comm", "rank": rank, "name": "overlap", "ms": c["overlap_ms"], "pct": c["overlap_pct"]}
        )
        rows.append({"level": "comm", "rank": rank, "name": "exposed", "ms": c["exposed_ms"]})
        if (waits := unprofiled_waits(job)) and str(rank) in waits:
            rows.append({"level": "comm", "rank": rank, "name": "wait unprofiled", "ms": waits[str(rank)]})
    for col in job["collectives"]:
        for rk in sorted(col["wait_ms"], key=int):
            rows.append(
                {
                    "level": "collective",
                    "rank": int(rk),
                    "name": f"{col['name']} #{col['index']}",
                    "straggler": col["straggler"],
                    "wait_ms": col["wait_ms"][rk],
                    "transfer_ms": col["transfer_ms"][rk],
                }
            )
    return csv_text(rows, CSV_COLUMNS)


def run_findings(job: dict | None) -> list[str]:
    """A multi-rank run's job findings (the straggler, exposed communication, sockets)."""
    return findings(job) if job else []


def _step_row(r: dict, waits: dict | None) -> list:
    s = r.get("step") or {}
    graphs = sum(g.get("ms", 0.0) for g in s.get("graphs", []))
    row = [r["rank"], _ms(s.get("wall_ms")), num(s.get("busy_pct"), ".1f"), _ms(s.get("idle_ms"))]
    return row + [_ms(graphs)] + ([_ms(waits.get(str(r["rank"])))] if waits else [])


def run_lines(ranks: list[dict] | None, job: dict | None) -> list[str]:
    """A multi-rank run's own section: each rank's step, every graph and category over ranks, the job."""
    if not ranks:
        return []
    n = len(ranks)
    out = [
        "",
        f"== the job: {n} ranks (torchrun); the step and graphs below are rank 0's; "
        "`report --run RUN/rankN` shows rank N ==",
    ]
    arrivals = (job or {}).get("arrivals") or {}
    waits = unprofiled_waits(job or {})
    headers = ["rank", "wall ms", "busy %", "idle ms", "graphs ms"] + ([UNPROFILED_WAIT] if waits else [])
    out.append(table([_step_row(r, waits) for r in ranks], headers))
    if waits:
        out.append(
            "wait ms unprofiled: the last rank's start of its steps' compiled graphs less the rank's own "
            f"(the rank waits that long for it in the step's collectives), median of {arrivals['steps']} "
            "unprofiled steps"
        )
    out += [f"rank {r['rank']}: {r['note']}" for r in ranks if r.get("note")]
    if job and job.get("graphs"):
        rows = spread_rows({k.removeprefix("graph:"): v for k, v in job["graphs"].items()})
        out += ["", "each graph, and each graph's category, over ranks (ms per step):"]
        out.append(table(rows, ["graph[:category]", "min", "median", "max"]))
    if job and job["collectives"]:
        out += ["", *job_lines(job)]
    elif job is not None:
        out.append(
            "no collective kernel on the GPU (gloo runs its collectives on the CPU, outside the trace's "
            "kernels)"
        )
    return out
