"""A job's ranks side by side, from one Kineto trace per rank (``report --traces``, and each rank of
``breakdown --nproc-per-node``): per rank the profiled steps' kernel time by category, busy share,
communication, overlap and exposed communication; across ranks the collectives matched into wait and
transfer (``analysis/comms.py``), the straggler, and min / median / max of every per-rank figure with the
rank of each extreme.

Without the run (a trace a user collected with torch.profiler), the tool knows the kernels by name and by
the op that launched them, the steps by their ``ProfilerStep`` ranges and the ranks by ``distributedInfo``;
it does not know the unprofiled wall (the profiler's own cost is in the span), the compiled graphs (unless
the trace has Inductor's ``## Call CompiledFxGraph`` ranges) nor the generated kernels' sources (no
roofline).
"""

from __future__ import annotations

import dataclasses
import re
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from inductor_probe._util import paused_gc
from inductor_probe.analysis import comms, trace_stream
from inductor_probe.analysis.categories import categorize
from inductor_probe.analysis.step_trace import step_windows
from inductor_probe.analysis.trace import (
    DEVICE_ACTIVITIES,
    TraceError,
    complete_events,
    parse_gpu,
    read_json,
)
from inductor_probe.analysis.trace import TraceSummary as GpuSummary
from inductor_probe.run.job import (
    CategoryMs,
    Job,
    JobCollective,
    JobRank,
    RankComm,
    RankStep,
    Spread,
    Straggler,
    TopKernel,
)
from inductor_probe.run.job_parts import CollectiveKernel, TraceSummary
from inductor_probe.run.record import PerRank

_RANK_IN_NAME = re.compile(r"(?:rank|worker)[_-]?(\d+)", re.IGNORECASE)


@dataclass
class RankTrace:
    """One rank's profiled steps, per step (ms), from its trace."""

    rank: int
    path: str
    steps: int
    span_ms: float  # a step's host range, the profiler's cost included
    busy_ms: float  # union of its device activities
    kernel_ms: float
    categories: list[CategoryMs]  # kernel ms per step by category, the most first
    device: str | None = None
    world_size: int | None = None
    backend: str | None = None
    kernels: list[comms.Kernel] = field(default_factory=list, repr=False)
    top: list[TopKernel] = field(default_factory=list)  # the most time first: per step, roofline from shapes
    comm: comms.RankComm | None = None  # reckoned on its host, where ``kernels`` holds its collectives only
    exposed_steps_ms: list[float] = field(default_factory=list)  # each step's exposed communication

    @property
    def busy_pct(self) -> float | None:
        return 100.0 * self.busy_ms / self.span_ms if self.span_ms > 0 else None


def read_trace(path: Path) -> dict[str, Any]:
    """A Kineto trace file (plain or gzipped) as its JSON object (``analysis/trace.read_json``), checked;
    ``TraceError`` otherwise."""
    data = read_json(path)
    trace_stream.check_object(path, data)
    data["traceEvents"] = complete_events(path, data["traceEvents"])
    return data


def summarize_file(path: Path, rank: int | None = None) -> tuple[RankTrace, int | None]:
    """One rank's trace read and summarized (``summarize``) with the cycle collector paused (``paused_gc``),
    its events let go after: a job's ranks one at a time, never all of their events at once. Also the rank
    the trace names (``rank_of``); the summary's rank is ``rank`` where given, else that one (else 0)."""
    with paused_gc():
        data = _read_lean(path)
        named = rank_of(path, data)
        return summarize(rank if rank is not None else named or 0, path, data), named


def top_of_file(path: Path) -> list[TopKernel]:
    """A trace's largest kernels alone (``top_kernels``), no more of its summary: a GPU rank's rich window
    gives them (its ops' shapes give the roofline) beside the lean window that gives the rest."""
    with paused_gc():
        data = _read_lean(path)
        _, wins, summary = _gpu_rows(path, data)
        return top_kernels(summary.rows, max(len(wins), 1), _device_name(data))


def _read_lean(path: Path) -> dict[str, Any]:
    try:
        return trace_stream.lean_trace(path)  # what the summary reads, piece by piece
    except trace_stream.Unstreamable:
        return read_trace(path)


def _device_name(data: dict[str, Any]) -> str | None:
    props = data.get("deviceProperties") or [{}]
    return (props[0] or {}).get("name") if props else None


def rank_of(path: Path, data: dict[str, Any]) -> int | None:
    """The rank a trace says it is (``distributedInfo.rank``), else the one its file name gives."""
    info = data.get("distributedInfo") or {}
    if isinstance(info.get("rank"), int):
        return int(info["rank"])
    m = _RANK_IN_NAME.search(path.name)
    return int(m.group(1)) if m else None


def _gpu_rows(
    path: Path, data: dict[str, Any]
) -> tuple[list[dict[str, Any]], list[tuple[float, float]], GpuSummary]:
    """A trace's complete events, its steps (its ``ProfilerStep`` ranges; the whole trace where it has none)
    and its GPU activity in them (``parse_gpu``)."""
    events = [e for e in data["traceEvents"] if isinstance(e, dict) and e.get("ph") == "X" and "ts" in e]
    wins = step_windows(events)
    if not wins:
        device = [e for e in events if e.get("cat") in DEVICE_ACTIVITIES]
        ends = [float(e["ts"]) + float(e.get("dur", 0)) for e in events]
        if not device:
            raise TraceError(path, "it has no GPU activity and no ProfilerStep range")
        wins = [(min(float(e["ts"]) for e in events), max(ends))]
    return events, wins, parse_gpu(events, wins)


def summarize(rank: int, path: Path, data: dict[str, Any]) -> RankTrace:
    """One rank's steps (its ``ProfilerStep`` ranges; the whole trace where it has none)."""
    events, wins, summary = _gpu_rows(path, data)
    rows = summary.rows
    steps = max(len(wins), 1)
    cats: dict[str, float] = {}
    # the columns as lists, not a dict a row (to_dict("records") was a tenth of the time on 300,000 events)
    names, acts, ops = rows["name"].tolist(), rows["activity"].tolist(), rows["op"].tolist()
    ts, durs = rows["ts_us"].tolist(), rows["dur_us"].tolist()
    known: dict[tuple[Any, Any, Any], str] = {}  # categorize once per distinct kernel, op and activity
    for name, act, op, dur in zip(names, acts, ops, durs, strict=True):
        cat = known.get((name, act, op))
        if cat is None:
            cat = known[(name, act, op)] = categorize({"name": name, "activity": act, "op": op})[0]
        cats[cat] = cats.get(cat, 0.0) + dur / 1e3 / steps
    kernels = [
        comms.Kernel.of(name, t, t + dur, act, args)
        for name, t, dur, act, args in zip(names, ts, durs, acts, _kernel_args(events, rows), strict=True)
    ]
    info = data.get("distributedInfo") or {}
    name = _device_name(data)
    return RankTrace(
        rank=rank,
        path=str(path),
        steps=len(wins),
        span_ms=sum(b - a for a, b in wins) / 1e3 / steps,
        busy_ms=summary.busy_us / 1e3 / steps,
        kernel_ms=float(rows["dur_us"].sum()) / 1e3 / steps if not rows.empty else 0.0,
        categories=[CategoryMs(k, v) for k, v in sorted(cats.items(), key=lambda kv: -kv[1])],
        device=name,
        world_size=info.get("world_size"),
        backend=info.get("backend"),
        kernels=kernels,
        top=top_kernels(rows, steps, name),
        exposed_steps_ms=_exposed_steps(rows, len(wins)),
    )


TOP_KERNELS = 15


def _exposed_steps(rows: pd.DataFrame, steps: int) -> list[float]:
    """Each profiled step's exposed communication (``comms.exposed_steps``): its kernels by the step their
    launch lies in (``call``), a collective by its name."""
    if rows.empty or not steps:
        return []
    kernel = (rows["activity"] == "kernel").to_numpy()
    names = rows["name"][kernel]
    coll = {n for n in names.unique() if comms.is_collective(str(n))}
    start = rows["ts_us"].to_numpy(dtype=float)[kernel]
    return comms.exposed_steps(
        start, start + rows["dur_us"].to_numpy(dtype=float)[kernel], names.isin(coll).to_numpy(),
        rows["call"].to_numpy(dtype=np.int64)[kernel], steps,
    )  # fmt: skip


def top_kernels(rows: pd.DataFrame, steps: int, device: str | None) -> list[TopKernel]:
    """The rank's kernels by time per step, each with its category and, where the trace recorded the
    launching op's shapes (``record_shapes``) and the GPU is one the tool knows, FLOPs, bytes and roofline
    (``analysis/insight.py``: a library kernel's op cost; a generated kernel without its module has none)."""
    if rows.empty:
        return []
    from inductor_probe.analysis.insight import device_peaks, kernel_insight
    from inductor_probe.run.manifest import DeviceInfo
    from inductor_probe.run.tables import KernelInsight

    peaks = device_peaks(DeviceInfo(type="cuda", name=device)) if device else None
    found = {d.name: d for d in kernel_insight(rows, {}, steps, peaks)}
    out = []
    for name, grp in rows.groupby("name", sort=False):
        d = found.get(str(name)) or KernelInsight(str(name))
        out.append(
            TopKernel(
                name=str(name),
                category=categorize(grp.iloc[0].to_dict())[0],
                ms=float(grp["dur_us"].sum()) / 1e3 / steps,
                launches=len(grp) / steps,
                flops=d.flops,
                bytes=d.bytes,
                bound=d.bound,
                pct_roof=d.pct_roof,
            )
        )
    out.sort(key=lambda r: -r.ms)
    return out[:TOP_KERNELS]


def _kernel_args(events: list[dict[str, Any]], rows: pd.DataFrame) -> list[dict[str, Any]]:
    """Each row's device event's own args (a collective's name, group and sequence live there)."""
    by_key = {
        (e.get("name"), float(e["ts"])): e.get("args") or {}
        for e in events
        if e.get("cat") in DEVICE_ACTIVITIES
    }
    return [by_key.get((n, t), {}) for n, t in zip(rows["name"], rows["ts_us"], strict=True)]


def spread(values: dict[int, float]) -> Spread | None:
    """A per-rank figure over ranks (the lowest rank on a tie); None without values."""
    if not values:
        return None
    lo = min(values, key=lambda r: (values[r], r))
    hi = max(values, key=lambda r: (values[r], -r))
    return Spread(values[lo], lo, statistics.median(values.values()), values[hi], hi)


def spreads(per: dict[str, dict[int, float]]) -> dict[str, Spread]:
    """Each figure's ``spread`` (figures without a value left out)."""
    return {k: s for k, v in per.items() if (s := spread(v)) is not None}


def unprofiled_exposed(ranks: list[JobRank], kept: dict[int, float]) -> Spread | None:
    """Each rank's exposed communication on its unprofiled wall, over ranks (``spread``): its collectives'
    time alone as its step view kept it (``kept``, ms per step: ``analysis/waits.py``) where it brought them
    back, else the profiled window's; None where no rank's were."""
    if not kept:
        return None
    return spread({x.rank: kept.get(x.rank, x.comm.exposed_ms) for x in ranks})


@dataclass
class JobView:
    """The job: its ranks, their communication, the matched collectives, the spreads, notes."""

    ranks: list[RankTrace]
    comm: PerRank[comms.RankComm]
    collectives: list[comms.Collective]
    straggler: tuple[int, float, int] | None
    notes: list[str]


def job_view(traces: list[RankTrace]) -> JobView:
    notes: list[str] = []
    comm = PerRank({t.rank: _comm(t) for t in traces})
    matched, unmatched = comms.match_collectives({t.rank: t.kernels for t in traces})
    comms.with_waits(comm, matched)
    notes += unmatched
    notes += [c.clock_note for c in matched if c.clock_note][:3]
    sizes = {t.world_size for t in traces if t.world_size}
    if len(sizes) == 1 and (n := sizes.pop()) != len(traces):
        notes.append(
            f"{len(traces)} trace(s) of a job of {n} ranks: the collectives are matched among these only"
        )
    steps = {t.steps for t in traces}
    if len(steps) > 1:
        notes.append(
            f"the ranks' traces hold different numbers of steps ({sorted(steps)}): figures are per step"
        )
    # ranks whose clocks do not line up: who arrived last says nothing (a 45-day "straggler" once)
    aligned = not any(c.clock_note for c in matched)
    return JobView(traces, comm, matched, comms.step_straggler(matched) if aligned else None, notes)


def _comm(t: RankTrace) -> comms.RankComm:
    """A rank's communication: reckoned from its kernels, or as its host reckoned it (a fresh copy: the
    job view adds the waits)."""
    if t.comm is None:
        return comms.rank_comm(t.rank, t.kernels)
    return dataclasses.replace(t.comm, by_collective=dict(t.comm.by_collective))


def portable(t: RankTrace) -> TraceSummary:
    """What a rank's host sends to the job view (``run/job_parts.py``): the summary, its communication
    reckoned here from all of its kernels, its collectives' kernels alone."""
    c = _comm(t)
    return TraceSummary(
        rank=t.rank, path=t.path, steps=t.steps, span_ms=t.span_ms, busy_ms=t.busy_ms, kernel_ms=t.kernel_ms,
        categories=list(t.categories), device=t.device, world_size=t.world_size, backend=t.backend,
        top=list(t.top),
        comm=RankComm(c.comm_ms, c.comp_ms, c.overlap_ms, c.overlap_pct, c.exposed_ms, 0.0, 0.0,
                      c.collectives, dict(c.by_collective)),
        collectives=[
            CollectiveKernel(k.name, k.start_us, k.end_us, k.activity, k.collective, k.group or None, k.seq)
            for k in t.kernels
            if k.activity == "kernel" and comms.is_collective(k.name)
        ],
        exposed_steps_ms=list(t.exposed_steps_ms),
    )  # fmt: skip


def from_portable(s: TraceSummary) -> RankTrace:
    """A summary another host sent, as the job view reads a rank (``job_view``)."""
    c = s.comm
    return RankTrace(
        rank=s.rank, path=s.path, steps=s.steps, span_ms=s.span_ms, busy_ms=s.busy_ms, kernel_ms=s.kernel_ms,
        categories=list(s.categories), device=s.device, world_size=s.world_size, backend=s.backend,
        kernels=[comms.Kernel(k.name, k.start_us, k.end_us, k.activity, k.collective, k.group or "", k.seq)
                 for k in s.collectives],
        top=list(s.top),
        comm=comms.RankComm(s.rank, c.comm_ms, c.comp_ms, c.overlap_ms, c.overlap_pct, c.exposed_ms,
                            c.collectives, dict(c.by_collective_ms)),
        exposed_steps_ms=list(s.exposed_steps_ms),
    )  # fmt: skip


def merged(job: JobView) -> dict[str, Spread]:
    """Every per-rank figure of the job over ranks, per step: figure -> spread (``span_ms``, ``busy_ms``,
    ``comm_ms``, ``exposed_ms``, ``wait_ms``, ``category:C``)."""
    traces, comm = job.ranks, job.comm
    per: dict[str, dict[int, float]] = {
        "span_ms": {t.rank: t.span_ms for t in traces},
        "busy_ms": {t.rank: t.busy_ms for t in traces},
        "comm_ms": {r: c.comm_ms / _steps(traces, r) for r, c in comm.items()},
        "exposed_ms": {r: c.exposed_ms / _steps(traces, r) for r, c in comm.items()},
        "wait_ms": {r: c.wait_ms / _steps(traces, r) for r, c in comm.items()},
    }
    by_cat = {t.rank: {c.category: c.ms for c in t.categories} for t in traces}
    for cat in sorted({c for cats in by_cat.values() for c in cats}):
        per[f"category:{cat}"] = {r: cats.get(cat, 0.0) for r, cats in by_cat.items()}
    return spreads(per)


def _steps(traces: list[RankTrace], rank: int) -> int:
    return max(next((t.steps for t in traces if t.rank == rank), 1), 1)


def job_record(job: JobView, cannot: list[str], sockets: bool = False) -> Job:
    """The job as a run keeps it (``report --traces``; a multi-rank run's ``job``): figures per step."""
    ranks = []
    for t in sorted(job.ranks, key=lambda t: t.rank):
        c = job.comm[t.rank]
        per = max(t.steps, 1)
        step = RankStep(
            t.steps,
            t.span_ms,
            t.busy_ms,
            t.busy_pct,
            t.kernel_ms,
            list(t.categories),
        )
        comm = RankComm(
            comm_ms=c.comm_ms / per,
            comp_ms=c.comp_ms / per,
            overlap_ms=c.overlap_ms / per,
            overlap_pct=c.overlap_pct,
            exposed_ms=c.exposed_ms / per,
            wait_ms=c.wait_ms / per,
            transfer_ms=c.transfer_ms / per,
            collectives=c.collectives,
            by_collective_ms={k: v / per for k, v in c.by_collective.items()},
        )
        exposed = [round(x, 6) for x in t.exposed_steps_ms]
        split = (
            comms.rank_split(comm.comp_ms, comm.exposed_ms, comm.wait_ms, comm.transfer_ms, t.span_ms)
            if not any(c.clock_note for c in job.collectives)
            else None
        )
        ranks.append(
            JobRank(
                rank=t.rank,
                trace=t.path,
                kernels=t.top,
                step=step,
                comm=comm,
                exposed_steps_ms=exposed,
                split=split,
            )
        )
    # the collectives on one time axis: from the earliest start of any rank's kernel of them
    t0 = min(
        (c.arrival_us - max(c.wait_ms.values(), default=0.0) * 1e3 for c in job.collectives), default=0.0
    )
    collectives = [
        JobCollective(
            at_ms=round((c.arrival_us - t0) / 1e3, 6),
            name=c.name,
            index=c.index,
            matched_by=c.matched_by,
            straggler=c.straggler,
            straggler_delay_ms=c.straggler_delay_ms,
            wait_ms=c.wait_ms,
            transfer_ms=c.transfer_ms,
            clock_note=c.clock_note,
        )
        for c in job.collectives
    ]
    return Job(
        device=next((t.device for t in job.ranks if t.device), None),
        ranks=ranks,
        collectives=collectives,
        straggler=None if job.straggler is None else Straggler(*job.straggler),
        merged=merged(job),
        notes=job.notes,
        sockets=sockets,
        cannot=cannot,
    )
