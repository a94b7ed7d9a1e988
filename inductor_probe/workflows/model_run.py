"""``breakdown``: model file -> run directory: compile and the real steps in one child, the step
view, the isolated view (``views``)."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from inductor_probe.collect import env as probe_env
from inductor_probe.collect.doors import CompileResult
from inductor_probe.collect.model import run_model
from inductor_probe.collect.steps import SCRIPT_TIMED_STEPS, fitted_plan, spread_pct
from inductor_probe.errors import ProbeError, TimedOut, bounded, clip
from inductor_probe.options import BreakdownOptions
from inductor_probe.run import layout
from inductor_probe.run.manifest import (
    CacheInfo,
    Manifest,
    Run,
    write_manifest,
)
from inductor_probe.run.timings import StepTiming
from inductor_probe.vocab import RunKind, RunStatus, StepKind
from inductor_probe.workflows.ncu_top import ncu_top
from inductor_probe.workflows.plan import BreakdownPlan, plan_of
from inductor_probe.workflows.run_parts import (
    Prepared,
    Progress,
    cache_dir_of,
    stopped,
    take_child_result,
)
from inductor_probe.workflows.views import isolated_view_of, step_view_of


def breakdown(opts: BreakdownOptions, progress: Progress) -> Run:
    """Compile and profile the real run's steps (one child), analyse; with ``isolated`` (or
    ``steps`` 0) also each compiled module on its own. Returns the run (directory and manifest).

    The manifest is written after every step, so a failure keeps what was done
    (``status`` says how far it got and ``error`` why it stopped).
    """
    plan = plan_of(opts)
    run, lock = layout.new_run_dir(opts.out, plan.model.path.stem, force=opts.force)
    try:
        ready = prepare(opts, plan, run, progress)
        if plan.kind != RunKind.ONE_PROCESS:
            from inductor_probe.workflows.ranks_run import breakdown_ranks

            done = breakdown_ranks(opts, plan, run, ready, progress)
        else:
            done = _breakdown(opts, plan, run, ready, progress)
        layout.point_latest(run)  # the last complete run (a failed one is named in its error instead)
        return done
    finally:
        layout.remove_tmp(run)
        lock.release()


def prepare(opts: BreakdownOptions, plan: BreakdownPlan, run: Path, progress: Progress) -> Prepared:
    """Every kind's first stage: the cache it compiles into, the model child's environment (what it sets is
    recorded), the manifest written before anything runs."""
    cache = layout.check_cache_dir(cache_dir_of(opts, run))
    m = Manifest.new(plan.command, plan.spec, plan.kind)
    m.cache = CacheInfo(dir=str(cache))
    tmp = layout.child_tmp(run, "driver")
    env = probe_env.model_child_env(cache, tmp, opts.device, opts.mode, plan.model.kind)
    m.environment.inductor_env = probe_env.reported_settings(env)
    write_manifest(run, m)
    progress(f"run directory: {run}")
    return Prepared(m, cache, env)


def _fitted_rerun(result: CompileResult, graphs: list, kind: str, steps: int, run_it, progress: Progress):
    """A script that called its first graph too few times for the default plan but at least
    MIN_SCRIPT_CALLS: run it again from the compile cache with fewer steps (``steps.fitted_plan``), and
    again, timing only, until SCRIPT_TIMED_STEPS steps are timed (``_more_timed``)."""
    timing = result.step
    if kind != StepKind.SCRIPT or not steps or timing is None or timing.steps:
        return result, graphs
    plan = fitted_plan(timing.first_graph_calls or 0, steps)
    if plan is None:
        return result, graphs
    skipped, timed, warm, profiled = plan
    how = (
        f"the script called its first compiled graph {timing.first_graph_calls} times, fewer than the "
        f"{timing.first_graph_calls_needed} of the default plan: it ran again from the compile cache with "
        f"its first step left out, {timed} timed, {warm} profiler warm-up and {profiled} profiled"
    )
    progress(how + " ...")
    again, graphs_again = run_it(steps=profiled, script_plan=[skipped, timed, warm])
    if again.step is None or not again.step.steps:
        return result, graphs
    per_run = (timing.first_graph_calls or 0) - 2  # a run that only times: its first step left out
    again.step.fitted = how + _more_timed(again.step, per_run, run_it, progress)
    return again, graphs_again or graphs


MAX_TIMING_RUNS = 4  # a short script's extra runs (timing only) to reach SCRIPT_TIMED_STEPS timed steps


def _more_timed(step: StepTiming, per_run: int, run_it, progress: Progress) -> str:
    """The short script run again from the cache, timing only (no profiler, no memory; each run's first
    step left out), until ``step`` holds SCRIPT_TIMED_STEPS timed steps or MAX_TIMING_RUNS runs: their
    walls added to ``step``'s; what was done, for its ``fitted`` note ("" where nothing was)."""
    walls, runs = list(step.wall_blocks_ms), 0
    while len(walls) < SCRIPT_TIMED_STEPS and runs < MAX_TIMING_RUNS and per_run > 0:
        progress(f"{len(walls)} of {SCRIPT_TIMED_STEPS} steps timed: the script again, timing {per_run} ...")
        try:
            more, _ = run_it(steps=1, script_plan=[2, per_run, 0, 0], name=f"timing{runs + 1}")
        except ProbeError as e:  # what the earlier runs measured stands
            progress(f"warning: a run that only times failed: {e.message}; {len(walls)} timed steps kept")
            break
        runs += 1
        got = list(more.step.wall_blocks_ms) if more.step is not None else []
        if not got:
            break
        walls += got
    if not runs:
        return ""
    step.wall_blocks_ms = walls
    step.wall_spread_pct = spread_pct(walls)
    return f"; then {runs} more run(s) of it timing only: {len(walls)} timed steps in all"


def _ncu_top(run: Path, m: Manifest, ncu: str, opts: BreakdownOptions, progress: Progress) -> None:
    """``--ncu-top K`` after the step view (written first: the breakdown stands whatever ncu does)."""
    write_manifest(run, m)
    if m.device_type != "cuda" or m.step is None:
        progress("--ncu-top: no step view of GPU kernels to choose from; nothing profiled under ncu")
        return
    m.ncu_top = ncu_top(Run(run, m), opts.ncu_top, ncu, opts.timeout, progress)
    write_manifest(run, m)


def _breakdown(
    opts: BreakdownOptions, plan: BreakdownPlan, run: Path, ready: Prepared, progress: Progress
) -> Run:
    """One process: the model file or script in one child, its step view, its isolated view, --ncu-top."""
    model, ncu, m, cache, child_env = plan.model, plan.ncu, ready.manifest, ready.cache, ready.env
    try:
        run_it = partial(
            run_model,
            model,
            run=run,
            env=child_env,
            device=opts.device,
            compile_mode=opts.mode,
            backward=opts.backward,
            script_args=list(opts.script_args),
            timeout_s=opts.timeout,
            progress=progress,
            eager_baseline=opts.eager_baseline,
            profile=opts.profile,
        )
        result, graphs = run_it(steps=opts.steps)
        if result.lingering:
            progress(
                f"warning: the model left {len(result.lingering)} non-daemon thread(s) running "
                f"({', '.join(result.lingering[:3])}); the child ended without waiting for them"
            )
        result, graphs = _fitted_rerun(result, graphs, model.kind, opts.steps, run_it, progress)
        take_child_result(m, result, graphs, run, opts.device)
        m.status = RunStatus.COMPILED
        write_manifest(run, m)
        if opts.steps:
            try:
                with bounded(opts.timeout, "analysing the profiled steps' trace"):
                    m.step_note = step_view_of(run, m, graphs, result.step, model.kind, opts.steps)
            except TimedOut as e:  # the trace is kept: reanalysis makes the step view without a bound
                m.step = None
                m.step_note = f"{e}; `inductor-probe report --run {run} --reanalyse` makes it from its trace"
            if m.step_note:
                progress(f"no step view: {m.step_note}; each compiled module on its own instead")
            m.status = RunStatus.PROFILED
            write_manifest(run, m)
        if opts.isolated or not opts.steps or m.step is None:
            isolated_view_of(run, m, graphs, cache, opts.calls, opts.timeout, progress)
        if ncu is not None:
            _ncu_top(run, m, ncu, opts, progress)
        m.status = RunStatus.COMPLETE
    except ProbeError as e:
        m.fail(clip(e.message, 1000), e.exit_code)
        write_manifest(run, m)
        e.message = f"{e.message} [partial results kept in {run}]"
        raise
    except KeyboardInterrupt as e:
        raise stopped(m, run, e) from None
    except BaseException as e:
        m.fail(clip(f"{type(e).__name__}: {e}", 1000), 1)
        write_manifest(run, m)
        raise
    write_manifest(run, m)
    return Run(run, m)
