"""The job view of ``breakdown --nproc-per-node`` (one host) and ``--nnodes`` (several), from each rank's
part (``run/job_parts.py``): a rank's trace is summarized on the host that wrote it, where its run is, and
only that summary moves. The job: each rank's communication, the collectives matched across ranks with their
straggler, every graph's and category's time per step over ranks, the unprofiled steps' arrivals.
"""

from __future__ import annotations

import contextlib
import os
import statistics
from pathlib import Path

from inductor_probe.analysis import arrivals
from inductor_probe.analysis import ranks as job_analysis
from inductor_probe.analysis.comms import rank_split
from inductor_probe.analysis.frames import categories_frame, graphs_frame
from inductor_probe.analysis.trace import TraceError
from inductor_probe.analysis.waits import as_its_step, unprofiled_waiting, waiting_as_idle
from inductor_probe.run.job import Arrivals, FigureRanks, HostWork, Job
from inductor_probe.run.job_parts import RankPart
from inductor_probe.run.manifest import Manifest
from inductor_probe.run.record import PerRank
from inductor_probe.run.step_sides import StepScript
from inductor_probe.vocab import ProfileWindow

SOCKET_VARS = ("NCCL_P2P_DISABLE", "NCCL_SHM_DISABLE", "NCCL_IB_DISABLE")


def rank_part(rank_dir: Path, rank: int, m: Manifest, doing: bool = False) -> RankPart:
    """One rank's part, made where its trace is: its run, its profiled steps' summary; with ``doing``, what
    its host did before each profiled step's first graph too (read here, where the trace is, in case it is
    the straggler: a host of a job of several).

    The summary is the lean window's on a GPU (issue 57: its steps barely stretched, so the waits, overlap and
    idle are the job's, not the profiler's), with the rich window's top kernels (their shapes give the
    roofline); the rich window's where there is no lean one (``--profile rich``, a run recorded before it)
    and on a CPU (its lean trace holds no kernels)."""
    part = RankPart(rank=rank, run=m)
    if m.step is None:
        return part
    rich, lean = rank_dir / "traces" / "step.json", rank_dir / "traces" / "step_lean.json"
    paths = [p for p in ([lean] if m.step.timed.device_type == "cuda" else []) + [rich] if p.exists()]
    for path in paths:  # the lean window's first; the rich window's where it cannot be read
        try:
            summary = job_analysis.summarize_file(path, rank)[0]
        except TraceError as e:
            part.unread = part.unread or e.reason
            continue
        if path == lean and rich.exists():
            with contextlib.suppress(TraceError):  # the rich window's kernels carry their ops' shapes
                summary.top = job_analysis.top_of_file(rich)
        part.trace, part.unread = job_analysis.portable(summary), None
        break
    if part.trace is not None and doing and rich.exists():
        part.doing = host_work(rank_dir, m)
    return part


def host_work(rank_dir: Path, m: Manifest) -> HostWork | None:
    """What a rank's host did before each profiled step's first graph (``arrivals.late_host_work``)."""
    if m.step is None or m.step.script is None or not m.step.script.arrivals_ns:
        return None
    try:
        events = job_analysis.read_trace(rank_dir / "traces" / "step.json")["traceEvents"]
    except TraceError:
        return None
    return arrivals.late_host_work(events, m.step.profiled.steps)


def _per_rank(manifests: dict[int, Manifest]) -> dict[str, dict[int, float]]:
    """Each graph's and each (graph, category)'s ms per step on each rank."""
    per: dict[str, dict[int, float]] = {}
    for r, m in manifests.items():
        for row in graphs_frame(m).to_dict("records"):
            if row["ms_per_step"] is not None:
                per.setdefault(f"graph:{row['graph']}", {})[r] = float(row["ms_per_step"])
        for row in categories_frame(m).to_dict("records"):
            if row["ms_per_step"] == row["ms_per_step"]:
                per.setdefault(f"{row['graph']}:{row['category']}", {})[r] = float(row["ms_per_step"])
    return per


def job_of(parts: list[RankPart], notes: list[str] | None = None, here: Path | None = None) -> Job | None:
    """The job from its ranks' parts (None where no rank has a readable step trace); ``notes``: what the
    view lacks (a host that sent nothing); ``here``: the run of a job of one host, whose straggler's trace
    is read for what its host did (``host_work``) where its part does not say."""
    traces = [job_analysis.from_portable(p.trace) for p in parts if p.trace is not None]
    if not traces:
        return None
    manifests = {p.rank: p.run for p in parts}
    sockets = all(os.environ.get(v) == "1" for v in SOCKET_VARS)
    data = job_analysis.job_record(job_analysis.job_view(traces), [], sockets)
    unread = [f"rank {p.rank}'s step trace is left out, unreadable ({p.unread})" for p in parts if p.unread]
    data.notes[:0] = (notes or []) + unread
    per = _per_rank(manifests)
    data.graphs = job_analysis.spreads(per)
    data.by_rank = [
        FigureRanks(k.removeprefix("graph:"), PerRank(dict(sorted(v.items())))) for k, v in per.items()
    ]
    data.arrivals = _arrivals(parts, here)
    data.window = _window(parts, data.notes)
    comms = {r: m.step.comm for r, m in manifests.items() if m.step is not None and m.step.comm is not None}
    kept = {r: c.kept_ms for r, c in comms.items() if c.kept_ms is not None}
    if back := job_analysis.unprofiled_exposed(data.ranks, kept):
        data.merged["exposed_unprofiled_ms"] = back
    for rank in data.ranks:  # each rank's four ways, against its own unprofiled wall
        m = manifests.get(rank.rank)
        if rank.split is not None and m is not None and m.step is not None and m.step.wall_ms:
            c = rank.comm
            split = rank_split(
                c.comp_ms, c.exposed_ms, c.wait_ms, c.transfer_ms, rank.step.span_ms, m.step.wall_ms
            )
            waiting = unprofiled_waiting(m.step, split.waiting_ms, split.transfer_ms)
            split.idle_ms, split.waiting_ms = split.idle_ms + split.waiting_ms - waiting, waiting
            waiting_as_idle(m.step, waiting)  # its step's busy: computing and transferring
            rank.split = as_its_step(split, m.step)  # the table as the step says it
    walls = [m.step.wall_ms for m in manifests.values() if m.step is not None and m.step.wall_ms]
    data.wall_ms = statistics.median(walls) if walls else None  # the ranks' unprofiled wall per step
    return data


def _window(parts: list[RankPart], notes: list[str]) -> str | None:
    """The profiled window the ranks' figures come from (``rank_part``): lean or rich; None where they
    differ, said in ``notes``."""
    lean = {p.rank: p.trace.path.endswith("_lean.json") for p in parts if p.trace is not None}
    if all(lean.values()):
        return ProfileWindow.LEAN.value
    if not any(lean.values()):
        return ProfileWindow.RICH.value
    rich = ", ".join(str(r) for r, x in sorted(lean.items()) if not x)
    notes.append(
        f"rank(s) {rich}: their figures are the rich window's (no readable lean window's trace), stretched "
        "more than the other ranks' lean window"
    )
    return None


def _arrivals(parts: list[RankPart], here: Path | None) -> Arrivals | None:
    """The straggler of the unprofiled steps (``analysis/arrivals.py``), with what its host did meanwhile."""
    steps = {p.rank: p.run.step for p in parts if p.run.step is not None}
    walls = [s.wall_ms for s in steps.values() if s.wall_ms]
    script = {r: s.script or StepScript() for r, s in steps.items()}
    clock = {r: sc.host for r, sc in script.items()}
    collectives = {r: list(s.comm.collectives) if s.comm is not None else [] for r, s in steps.items()}
    # a GPU rank's host waits for its GPU each step where its trace has syncs (idle.sync_wait_ms); on CPU the
    # host is the device
    synced = all(
        s.timed.device_type == "cpu" or (s.idle is not None and s.idle.sync_wait_ms) for s in steps.values()
    )
    got = arrivals.lateness(
        {r: list(sc.arrivals_ns or []) for r, sc in script.items()},
        clock,
        statistics.median(walls) if walls else None,
        synced,
    )
    if got is not None:  # who was last at each collective of those steps, where the ranks recorded them
        got.collectives = arrivals.collective_lasts(collectives, clock)
    hosts = set(clock.values())
    if got is None and len(hosts) > 1:  # clocks differ: who was last by NCCL's own timing alone
        lasts = arrivals.collective_lasts(collectives, clock)
        if lasts is None:
            return None
        n = min((len(sc.arrivals_ns or []) for sc in script.values()), default=0)
        return Arrivals(
            late_ms=PerRank(), waits_ms=None, steps=n, straggler=None, waited_ms=None, spread_ms=0.0,
            lockstep=False, synced=synced, collectives=lasts, hosts=len(hosts),
        )  # fmt: skip
    if got is not None and got.straggler is not None:
        late = next(p for p in parts if p.rank == got.straggler)
        got.doing = late.doing or (host_work(here / f"rank{late.rank}", late.run) if here else None)
    return got
