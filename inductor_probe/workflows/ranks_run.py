"""``breakdown --nproc-per-node N SCRIPT``: the job under torchrun, each rank profiled as a script is
(``collect/ranks.py``), each rank's step view in ``rank<r>/`` (a run of its own: ``report --run
RUN/rank1``), and at the top the job: rank 0's view with ``ranks`` (each rank's ``step``) and ``job``
(communication, overlap, exposed communication, the collectives matched across ranks with their straggler,
and every graph's and category's time per step over ranks: min, median, max and the rank of each extreme).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
from pathlib import Path

from inductor_probe.analysis import arrivals
from inductor_probe.analysis import ranks as job_analysis
from inductor_probe.analysis.frames import categories_frame, graphs_frame
from inductor_probe.analysis.trace import TraceError
from inductor_probe.collect import env as probe_env
from inductor_probe.collect.model import ModelFile
from inductor_probe.collect.ranks import RankOutcome, collect_outcomes, run_ranks
from inductor_probe.errors import CHILD_FAILED, Interrupted, JobFailed, ProbeError, clip
from inductor_probe.run import layout
from inductor_probe.run.job import Arrivals, Job, Spread
from inductor_probe.run.manifest import CacheInfo, Manifest, ModelSpec, RankEntry, Run, write_manifest
from inductor_probe.vocab import ChildStatus, RunStatus
from inductor_probe.workflows.run_parts import cache_dir_of, graph_entry, stopped, take_child_result
from inductor_probe.workflows.views import step_view_of

SOCKET_VARS = ("NCCL_P2P_DISABLE", "NCCL_SHM_DISABLE", "NCCL_IB_DISABLE")


def _rank_manifest(
    opts, spec: ModelSpec, cache: Path, o: RankOutcome, command: list[str], stopped_by: str | None = None
) -> Manifest:
    """A rank's own run.json; ``stopped_by``: the job was interrupted (by that signal), its step not read."""
    m = Manifest.new(command, spec)
    m.cache = CacheInfo(dir=str(cache))
    if o.result is not None:
        take_child_result(m, o.result, opts.device)
    m.graphs = [graph_entry(g, o.dir) for g in o.graphs]
    failed = _rank_failure(o)
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


def _merged_graphs(manifests: dict[int, Manifest]) -> dict[str, Spread]:
    """Each graph's and each (graph, category)'s ms per step over ranks (``ranks.spread``)."""
    per: dict[str, dict[int, float]] = {}
    for r, m in manifests.items():
        for row in graphs_frame(m).to_dict("records"):
            if row["ms_per_step"] is not None:
                per.setdefault(f"graph:{row['graph']}", {})[r] = float(row["ms_per_step"])
        for row in categories_frame(m).to_dict("records"):
            if row["ms_per_step"] == row["ms_per_step"]:
                per.setdefault(f"{row['graph']}:{row['category']}", {})[r] = float(row["ms_per_step"])
    return job_analysis.spreads(per)


def _job(run: Path, manifests: dict[int, Manifest]) -> Job | None:
    traces = []
    for r, m in manifests.items():
        path = run / f"rank{r}" / "traces" / "step.json"
        if m.step is None or not path.exists():
            continue
        try:
            traces.append(job_analysis.summarize_file(path, r)[0])
        except TraceError:
            continue
    if not traces:
        return None
    sockets = all(os.environ.get(v) == "1" for v in SOCKET_VARS)
    data = job_analysis.job_record(job_analysis.job_view(traces), [], sockets)
    data.graphs = _merged_graphs(manifests)
    data.arrivals = _arrivals(run, manifests)
    kept = {
        r: m.step.comm_kept_ms for r, m in manifests.items() if m.step and m.step.comm_kept_ms is not None
    }
    if back := job_analysis.unprofiled_exposed(data.ranks, kept):
        data.merged["exposed_unprofiled_ms"] = back
    walls = [m.step.wall_ms for m in manifests.values() if m.step is not None and m.step.wall_ms]
    data.wall_ms = statistics.median(walls) if walls else None  # the ranks' unprofiled wall per step
    return data


def _arrivals(run: Path, manifests: dict[int, Manifest]) -> Arrivals | None:
    """The straggler of the unprofiled steps (``analysis/arrivals.py``), with what its host did meanwhile."""
    steps = {r: m.step for r, m in manifests.items() if m.step is not None}
    walls = [s.wall_ms for s in steps.values() if s.wall_ms]
    # a GPU rank's host waits for its GPU each step where its trace has syncs (idle.sync_wait_ms); on CPU the
    # host is the device
    synced = all(
        s.device_type == "cpu" or (s.idle is not None and s.idle.sync_wait_ms) for s in steps.values()
    )
    got = arrivals.lateness(
        {r: list(s.arrivals_ns or []) for r, s in steps.items()},
        {r: s.host for r, s in steps.items()},
        statistics.median(walls) if walls else None,
        synced,
    )
    if got is not None:  # who was last at each collective of those steps, where the ranks recorded them
        got.collectives = arrivals.collective_lasts(
            {r: list(s.collectives or []) for r, s in steps.items()}, {r: s.host for r, s in steps.items()}
        )
    if got is not None and got.straggler is not None:
        r = got.straggler
        path = run / f"rank{r}" / "traces" / "step.json"
        try:
            events = job_analysis.read_trace(path)["traceEvents"]
            got.doing = arrivals.late_host_work(events, steps[r].steps)
        except TraceError:
            got.doing = None
    return got


def _top(rank0: Manifest, manifests: dict[int, Manifest], job: Job | None) -> Manifest:
    """Rank 0's manifest, its paths made relative to the job's folder, with every rank and the job."""
    m = Manifest.from_dict(json.loads(json.dumps(rank0.to_dict(), default=str)))
    for g in m.graphs:
        g.module = f"rank0/{g.module}" if g.module else g.module
        g.trace = f"rank0/{g.trace}" if g.trace else g.trace
    if m.step is not None and m.step.trace:
        m.step.trace = f"rank0/{m.step.trace}"
    m.ranks = [RankEntry(r, f"rank{r}", mr.step, mr.step_note) for r, mr in sorted(manifests.items())]
    m.job = job
    return m


def _keep(
    top: Manifest,
    opts,
    spec: ModelSpec,
    cache: Path,
    command: list[str],
    outcomes: list,
    by: str | None = None,
) -> None:
    """What each rank of a stopped job measured, as far as it got: its own run.json, and in the top one
    (``by``: the signal that interrupted it; nothing is analysed then)."""
    kept = {}
    for o in outcomes:
        if o.result is not None:
            try:
                kept[o.rank] = _rank_manifest(opts, spec, cache, o, command, by)
            except Exception:  # the job's own error says more
                pass
    top.ranks = [RankEntry(r, f"rank{r}", None, mr.step_note) for r, mr in kept.items()]


def breakdown_ranks(opts, model: ModelFile, run: Path, progress) -> Run:
    """See the module doc. A failed or hung job: what every rank measured is kept (its folder, its run.json)
    and the top manifest says why it stopped."""
    cache = layout.check_cache_dir(cache_dir_of(opts, run))
    spec = ModelSpec(path=str(model.path), kind=model.kind, compile_mode=opts.mode, backward=opts.backward,
                     device=opts.device, script_args=list(opts.script_args))  # fmt: skip
    command = list(opts.command) if opts.command else ["inductor-probe", *sys.argv[1:]]
    top = Manifest.new(command, spec)
    top.cache = CacheInfo(dir=str(cache))
    env = probe_env.model_child_env(
        cache, layout.child_tmp(run, "driver"), opts.device, opts.mode, model.kind
    )
    top.environment.inductor_env = probe_env.reported_settings(env)
    write_manifest(run, top)
    progress(f"run directory: {run}")
    try:
        outcomes = run_ranks(
            model, run=run, env=env, nproc=opts.nproc_per_node, device=opts.device, compile_mode=opts.mode,
            script_args=list(opts.script_args), steps=opts.steps, timeout_s=opts.timeout, progress=progress,
        )  # fmt: skip
    except KeyboardInterrupt as e:  # Ctrl-C, SIGTERM, SIGHUP: the ranks are stopped (collect/child.py)
        by = Interrupted.of(e).name
        try:
            _keep(top, opts, spec, cache, command, collect_outcomes(run, opts.nproc_per_node), by)
        except KeyboardInterrupt:  # asked again: the manifest is marked all the same
            pass
        raise stopped(top, run, e) from None
    except ProbeError as e:
        _keep(top, opts, spec, cache, command, e.outcomes if isinstance(e, JobFailed) else [])
        top.fail(clip(e.message, 1000), e.exit_code)
        write_manifest(run, top)
        e.message = (
            f"{e.message} [partial results kept in {run}]" if "kept in" not in e.message else e.message
        )
        raise
    manifests = {o.rank: _rank_manifest(opts, spec, cache, o, command) for o in outcomes}
    m = _top(manifests[0], manifests, _job(run, manifests))
    m.status = RunStatus.COMPLETE
    write_manifest(run, m)
    layout.point_latest(run)
    return Run(run, m)
