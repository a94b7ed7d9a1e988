"""``breakdown --nproc-per-node N SCRIPT``: the job under torchrun, each rank profiled as a script is
(``collect/ranks.py``), each rank's step view in ``rank<r>/`` (a run of its own: ``report --run
RUN/rank1``), and at the top the job: rank 0's view with ``ranks`` (each rank's ``step``) and ``job``
(communication, overlap, exposed communication, the collectives matched across ranks with their straggler,
and every graph's and category's time per step over ranks: min, median, max and the rank of each extreme).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from inductor_probe.collect.nodes import Exchange
from inductor_probe.collect.ranks import (
    RankOutcome,
    began,
    collect_outcomes,
    ended_early,
    local_ranks,
    run_ranks,
)
from inductor_probe.errors import CHILD_FAILED, Interrupted, JobFailed, ProbeError, clip
from inductor_probe.options import BreakdownOptions
from inductor_probe.run.job import Job
from inductor_probe.run.job_parts import RankPart
from inductor_probe.run.manifest import CacheInfo, Manifest, RankEntry, Run, write_manifest
from inductor_probe.vocab import ChildStatus, RunKind, RunStatus
from inductor_probe.workflows.hosts import failure_story, meet
from inductor_probe.workflows.job_parts import job_of, rank_part
from inductor_probe.workflows.plan import BreakdownPlan
from inductor_probe.workflows.run_parts import Prepared, Progress, stopped, take_child_result
from inductor_probe.workflows.views import step_view_of


def _rank_manifest(
    opts: BreakdownOptions,
    plan: BreakdownPlan,
    cache: Path,
    o: RankOutcome,
    stopped_by: str | None = None,
    job_failed: bool = False,
) -> Manifest:
    """A rank's own run.json; ``stopped_by``: the job was interrupted (by that signal), its step not read;
    ``job_failed``: the job failed (a rank whose script returned before its steps were done is then no
    complete run: ``collect/ranks.ended_early``)."""
    spec = plan.spec
    m = Manifest.new(plan.command, spec, plan.kind)
    m.cache = CacheInfo(dir=str(cache))
    take_child_result(m, o.result, o.graphs, o.dir, opts.device)
    failed = _rank_failure(o)
    if failed is None and job_failed and (early := ended_early(o)):
        failed = f"the rank's script ended (exit 0) before its run was done: {early}"
    if opts.steps and o.result is not None and stopped_by is None and failed is None:
        try:
            m.step_note = step_view_of(o.dir, m, o.graphs, o.result.step, spec.kind, opts.steps)
        except ProbeError as e:
            m.step_note = clip(e.message, 300)
    m.status = RunStatus.COMPLETE
    if failed is not None and stopped_by is None:  # a crashed rank's run says so, not "complete"
        m.fail(failed, CHILD_FAILED)
        m.step_note = "the rank did not finish its run: its steps were not read (the job's error says why)"
    if stopped_by is not None:
        m.interrupted(stopped_by, 0)
        m.step_note = f"the job was interrupted by {stopped_by}: its steps were not read"
    write_manifest(o.dir, m)
    return m


def _rank_failure(o: RankOutcome) -> str | None:
    """Why a rank did not finish (its own error, or that it left without one), None where it did."""
    r = o.result
    if r is None:
        return "the rank wrote no result: it died before it began (the job's error says why)"
    if r.error is not None:
        return clip(r.error.message, 1000)
    if r.status == ChildStatus.RUNNING:
        return "the rank ended before its run was done, raising nothing (the job's error says how)"
    return None


def _top(first: int, manifests: dict[int, Manifest], entries: list[RankEntry], job: Job | None) -> Manifest:
    """This host's first rank's manifest (rank 0's on one host), its paths made relative to the job's
    folder, with every rank and the job."""
    m = Manifest.from_dict(json.loads(json.dumps(manifests[first].to_dict(), default=str)))
    for g in m.graphs:
        g.module = f"rank{first}/{g.module}" if g.module else g.module
        g.trace = f"rank{first}/{g.trace}" if g.trace else g.trace
    if m.step is not None and m.step.profiled.trace:
        m.step.profiled.trace = f"rank{first}/{m.step.profiled.trace}"
    m.ranks = sorted(entries, key=lambda e: e.rank)
    m.job = job
    return m


POOL_FROM = 3  # this host's ranks from which their views are made in a pool of processes, one a rank


@dataclass(frozen=True)
class RankWork:
    """What one rank's view is made from (sent to a process of the pool: every field pickles)."""

    opts: BreakdownOptions
    plan: BreakdownPlan
    cache: Path
    outcome: RankOutcome

    def view(self) -> RankPart:
        """The rank's run (its step view: ``_rank_manifest``) and its part of the job (``rank_part``);
        a job of several hosts: what its host did before each step too (``doing``)."""
        o, doing = self.outcome, self.plan.kind == RunKind.JOB_OF_HOSTS
        return rank_part(o.dir, o.rank, _rank_manifest(self.opts, self.plan, self.cache, o), doing=doing)


def _view_of(work: RankWork) -> RankPart:
    return work.view()


def rank_views(work: list[RankWork], progress: Progress) -> list[RankPart]:
    """Each of this host's ranks' view and part, where its traces were
    written: in a pool of processes (spawned: this process may hold the hosts' exchange's threads) from
    POOL_FROM ranks, one a rank up to the host's CPUs; in order of rank."""
    if len(work) < POOL_FROM:
        return sorted((w.view() for w in work), key=lambda p: p.rank)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    n = min(len(work), os.cpu_count() or 1)
    progress(f"reading the {len(work)} ranks' steps, {n} at a time ...")
    with ProcessPoolExecutor(n, mp_context=multiprocessing.get_context("spawn")) as pool:
        return sorted(pool.map(_view_of, work), key=lambda p: p.rank)


def _keep(
    top: Manifest,
    opts: BreakdownOptions,
    plan: BreakdownPlan,
    cache: Path,
    outcomes: list,
    by: str | None = None,
) -> None:
    """What each rank of a stopped job measured, as far as it got: its own run.json, and in the top one
    (``by``: the signal that interrupted it; nothing is analysed then)."""
    kept = {}
    for o in outcomes:
        if o.result is not None:
            try:
                kept[o.rank] = _rank_manifest(opts, plan, cache, o, by, job_failed=by is None)
            except Exception:  # the job's own error says more
                pass
    top.ranks = [RankEntry(r, f"rank{r}", None, mr.step_note) for r, mr in kept.items()]


def _rewaited(run: Path, parts: list[RankPart], entries: list[RankEntry]) -> None:
    """This host's ranks' own runs again where the job moved their collectives' waiting from busy to idle
    (``analysis/waits.waiting_as_idle``, in the job view: node rank 0's for a job of several hosts, whose
    entries carry each rank's step back), so that ``report --run RUN/rankN`` reads as the job does."""
    steps = {e.rank: e.step for e in entries}
    for p in parts:
        step = steps.get(p.rank)
        if step is not None and step.comm is not None and step.comm.waiting_ms:
            p.run.step = step
            write_manifest(run / f"rank{p.rank}", p.run)


def breakdown_ranks(
    opts: BreakdownOptions, plan: BreakdownPlan, run: Path, ready: Prepared, progress: Progress
) -> Run:
    """See the module doc. A failed or hung job: what every rank measured is kept (its folder, its run.json)
    and the top manifest says why it stopped. A job of several hosts (``plan.nodes``): this host's ranks,
    whose job view node rank 0 makes from every host's summary (``collect/nodes.py``)."""
    model, nodes, top, cache, env = plan.model, plan.nodes, ready.manifest, ready.cache, ready.env
    # node rank 0 holds the hosts' exchange from the start: the others find it whenever they are done
    exchange = Exchange(nodes, opts.timeout) if nodes is not None and nodes.node_rank == 0 else None
    expected = nodes.expected_ranks(opts.nproc_per_node) if nodes else list(range(opts.nproc_per_node))
    try:
        outcomes = run_ranks(
            model, run=run, env=env, nproc=opts.nproc_per_node, device=opts.device, compile_mode=opts.mode,
            script_args=list(opts.script_args), steps=opts.steps, timeout_s=opts.timeout, progress=progress,
            nodes=nodes, profile=opts.profile,
        )  # fmt: skip
    except KeyboardInterrupt as e:  # Ctrl-C, SIGTERM, SIGHUP: the ranks are stopped (collect/child.py)
        by = Interrupted.of(e).name
        try:
            _keep(top, opts, plan, cache, collect_outcomes(run, local_ranks(run, expected)), by)
        except KeyboardInterrupt:  # asked again: the manifest is marked all the same
            pass
        raise stopped(top, run, e) from None
    except ProbeError as e:
        _keep(top, opts, plan, cache, e.outcomes if isinstance(e, JobFailed) else [])
        outcomes = e.outcomes if isinstance(e, JobFailed) else []
        if nodes is not None and began(outcomes):  # the hosts met: the job's one story
            e.message = failure_story(nodes, exchange, run, e)
        top.fail(clip(e.message, 1000), e.exit_code)
        write_manifest(run, top)
        e.message = (
            f"{e.message} [partial results kept in {run}]" if "kept in" not in e.message else e.message
        )
        raise
    parts = rank_views([RankWork(opts, plan, cache, o) for o in outcomes], progress)
    manifests = {p.rank: p.run for p in parts}
    if nodes is None:
        entries = [RankEntry(p.rank, f"rank{p.rank}", p.run.step, p.run.step_note) for p in parts]
        job = job_of(parts, here=run)
    else:
        job, entries = meet(nodes, exchange, run, parts, opts.timeout, progress)
    _rewaited(run, parts, entries)
    m = _top(min(manifests), manifests, entries, job)
    m.status = RunStatus.COMPLETE
    write_manifest(run, m)
    return Run(run, m)
