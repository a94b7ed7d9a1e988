"""The step view: the real run's profiled steps -> where each step's time goes.

A step is a ``ProfilerStep#k`` range of the trace (``collect.steps``). A GPU activity belongs to
the step in which its launch was made, and to the compiled graph whose call range
(``inductor_probe::graph <cache key>``, on the launching thread) holds the launch; anything else ran
outside compiled graphs and is named by the ATen operator that launched it (the innermost one), or
else by the innermost range around the launch, or else by the launch call itself. On CPU the rows
are the direct children of a graph's call range (C++ kernels, extern calls) and, outside graphs, the
outermost ATen operators, on every thread.

Per step, from the trace::

    busy      union of the execution intervals of the step's activities
    graph g   union of the intervals of g's activities; outside: of the rest
    window    the profiled step (its range start to its last activity's end)

and from the unprofiled run of the same steps: ``wall`` (median of blocks), so that
``idle = wall - busy`` and ``busy_pct = busy / wall``. The profiler's own CPU cost stretches the
profiled window of launch-heavy steps: ``window`` is kept beside, never used for ``busy_pct``.
"""

from __future__ import annotations

import statistics
from dataclasses import replace
from typing import Any

import pandas as pd

from inductor_probe import thresholds
from inductor_probe.analysis import autotune, idle_causes, ledger, module_map, waits, whatif
from inductor_probe.analysis.breakdown import analyse
from inductor_probe.analysis.finding_registry import declared
from inductor_probe.analysis.step_check import check_steps
from inductor_probe.analysis.step_trace import step_busy
from inductor_probe.analysis.trace import TraceSummary
from inductor_probe.run.artifacts import CompiledModule
from inductor_probe.run.findings import Finding
from inductor_probe.run.idle import IdleView
from inductor_probe.run.manifest import DeviceInfo, GraphShare, Manifest, StepView
from inductor_probe.run.step_sides import (
    CategoryShare,
    OutsideOp,
    RankComm,
    StepProfiled,
    StepScript,
    StepTimed,
    StepWhere,
)
from inductor_probe.run.tables import GraphBreakdown, records
from inductor_probe.run.timings import StepTiming
from inductor_probe.vocab import StepKind, StepVerdict, View


def _per_step(df: pd.DataFrame, origin: float, steps: int) -> float:
    """Mean over steps of the union of the rows' intervals, µs."""
    if df.empty:
        return 0.0
    return sum(step_busy(g, origin) for _, g in df.groupby("call")) / steps


def window_median_us(summary: TraceSummary, wins: list[tuple[float, float]]) -> float:
    """The median profiled step (``steps_us``); the median, as the unprofiled wall is (issue 57: a window's
    stretch is its median step against it)."""
    steps = steps_us(summary, wins)
    return statistics.median(steps) if steps else 0.0


def steps_us(summary: TraceSummary, wins: list[tuple[float, float]]) -> list[float]:
    """Each profiled step as the unprofiled wall times one (CUDA events at the step boundaries, on the GPU's
    timeline): from the end of the step before to its own end, an end being its last activity's or its
    range's, the later. The first step, which has none before it in the window, from its range start. (From
    each step's range start instead, a loop whose host runs ahead of the GPU read each step longer than the
    last by the GPU's growing backlog: an H100 model file's five profiled steps 15.6 to 45.8 ms, a median
    3.66x its 8.3 ms wall, where its GPU took 8.3 ms a step.)"""
    rows, ends = summary.rows, []
    for i, (_, e) in enumerate(wins):
        r = rows[rows["call"] == i]
        ends.append(max(e, float((r["ts_us"] + r["dur_us"]).max())) if not r.empty else e)
    if not ends:
        return []
    return [ends[0] - wins[0][0]] + [b - a for a, b in zip(ends, ends[1:], strict=False)]


def label_of(key: str | None, labels: dict[str, str]) -> str | None:
    if key is None:
        return None
    return labels.get(key) or f"graph {key.removeprefix('fx:')[:10]}"


def _graph_rows(
    inside: pd.DataFrame, origin: float, steps: int, calls: dict[str, float], labels: dict[str, str]
) -> list[GraphShare]:
    """Per compiled graph: its kernels' busy time per step, calls per step, whether a CUDA graph
    replayed it."""
    graphs: list[GraphShare] = []
    for key, g in inside.groupby("graph", sort=False):
        n = calls.get(str(key))
        graphs.append(
            GraphShare(
                label=label_of(str(key), labels) or str(key),
                ms=_per_step(g, origin, steps) / 1e3,
                calls_per_step=n / steps if n else None,
                cuda_graph=bool((g["launch"] == "cudaGraphLaunch").any()),
            )
        )
    graphs.sort(key=lambda g: -g.ms)
    return graphs


def _outside_ops(outside: pd.DataFrame, steps: int) -> list[OutsideOp]:
    """The kernels launched outside compiled graphs, per step, by the op that launched them."""
    if outside.empty:
        return []
    by_op = outside.assign(op=outside["op"].fillna("(unnamed)")).groupby("op")
    ops = [OutsideOp(str(op), float(g["dur_us"].sum()) / steps / 1e3, len(g) / steps) for op, g in by_op]
    ops.sort(key=lambda o: -o.ms)
    return ops


def _whole_step(
    summary: TraceSummary,
    labels: dict[str, str],
    modules: dict[str, CompiledModule],
    steps: int,
    step_us: float,
    busy_us: float,
    peak_gbps: float | None,
) -> GraphBreakdown:
    """The whole step's tables: a kernel is named by its graph too (two graphs may each have a kernel of one
    name)."""
    rows = summary.rows
    infos = {f"{i.name} [{labels.get(k, k)}]": i for k, mod in modules.items() for i in mod.kernels}
    named = rows.assign(
        name=[
            n if not isinstance(g, str) else f"{n} [{labels.get(g, g)}]"
            for g, n in zip(rows["graph"], rows["name"], strict=True)
        ]
    )
    return analyse(
        TraceSummary(
            named, steps, step_us * steps, busy_us * steps, summary.device_type, summary.base_gap_us
        ),
        infos,
        peak_gbps,
    )


def _idle_view(
    summary: TraceSummary,
    steps: int,
    idle_ms: float | None,
    wall_ms: float | None,
    busy_ms: float,
    labels: dict[str, str],
    measured_host_ms: float | None = None,
    graphs: list[GraphShare] | None = None,
) -> IdleView | None:
    """The step's idle by cause (a GPU run's trace), scaled to its unprofiled idle; the syncs' share is what
    would go without them (``idle_causes.sync_share_ms``) where the trace has syncs."""
    if summary.idle_us is None or idle_ms is None:
        return None
    wait_ms = (summary.sync_wait_us or 0.0) / max(steps, 1) / 1e3
    host_ms = sync_ms = None
    if wait_ms > 0 and wall_ms:
        host_ms = max(0.0, wall_ms - wait_ms)
        sync_ms = idle_causes.sync_share_ms(idle_ms, wall_ms, busy_ms, wait_ms)
    causes = idle_causes.attribute(summary.idle_us, steps, idle_ms, labels, sync_ms=sync_ms)
    view = IdleView(
        causes=causes,
        verdict=idle_causes.verdict(idle_ms, wall_ms, causes) if summary.device_type != "cpu" else None,
        profiled_ms=sum(v[0] for v in summary.idle_us.values()) / max(steps, 1) / 1e3,
        sync_wait_ms=wait_ms if wait_ms > 0 else None,
        host_without_sync_ms=host_ms,
    )
    return _with_cuda_graphs(view, summary, wall_ms, busy_ms, idle_ms, measured_host_ms, graphs or [])


def _with_cuda_graphs(
    view: IdleView,
    summary: TraceSummary,
    wall_ms: float | None,
    busy_ms: float,
    idle_ms: float,
    measured_host_ms: float | None,
    graphs: list[GraphShare],
) -> IdleView:
    """A launch-bound step whose graphs are not CUDA graphs yet: the step predicted under CUDA graphs."""
    if view.verdict != StepVerdict.LAUNCH_BOUND or not wall_ms or any(g.cuda_graph for g in graphs):
        return view
    host = measured_host_ms if measured_host_ms is not None else view.host_without_sync_ms or wall_ms
    window = sum(b - a for a, b in summary.windows)  # the profiled steps' host ranges, µs
    share = (summary.graph_host_us or 0.0) / window if window > 0 else 0.0
    pred = whatif.cuda_graphs(
        wall_ms=wall_ms,
        busy_ms=busy_ms,
        idle_ms=idle_ms,
        causes=view.causes,
        host_ms=host,
        in_graphs_share=share,
        graph_calls=sum(g.calls_per_step or 0.0 for g in graphs),
    )
    return replace(view, cuda_graphs_ms=pred.step_ms, cuda_graphs_host_ms=pred.host_ms)


def step_view(
    summary: TraceSummary,
    wins: list[tuple[float, float]],
    timing: StepTiming,
    labels: dict[str, str],
    modules: dict[str, CompiledModule],
    peak_gbps: float | None,
    lean: TraceSummary | None = None,
) -> StepView:
    """The step object of the run (see the module docstring); ``labels`` and ``modules``: by graph key.
    ``lean``: the lean window's trace (a GPU run): the step's time (busy, the graphs' and outside shares,
    idle by cause, launches) from it; the detail (kernel tables, ops by name, the module map, the runtime
    split) from ``summary``, the rich window's."""
    fig = lean if lean is not None and lean.device_type != "cpu" else summary
    steps, rows, origin = len(fig.windows), fig.rows, fig.windows[0][0]
    wall_ms = statistics.median(timing.wall_blocks_ms) if timing.wall_blocks_ms else None
    busy_us = _per_step(rows, origin, steps)
    calls = {k: n * steps / max(len(wins), 1) for k, n in timing.graph_calls.items()}
    graphs = _graph_rows(rows[rows["graph"].notna()], origin, steps, calls, labels)
    ops = _outside_ops(summary.rows[summary.rows["graph"].isna()], len(wins))
    each_us = steps_us(fig, list(fig.windows))  # the figures' window's steps, as the wall times one
    window_ms = (statistics.median(each_us) if each_us else 0.0) / 1e3  # ``window_median_us``
    # outside: the time its kernels ran while no graph's did (a collective on its own stream overlaps the
    # graphs: counted once, so that the graphs, outside and idle add up to the wall)
    outside_ms = max(0.0, busy_us - _per_step(rows[rows["graph"].notna()], origin, steps)) / 1e3
    per_step = lambda df: _per_step(df, origin, steps)
    cut, alone_ms = waits.bring_back(rows, steps, busy_us, wall_ms, timing, fig.device_type, per_step)
    busy_us, outside_ms = busy_us - cut, outside_ms - cut / 1e3
    scale = waits.scale_to_wall(wall_ms, busy_us / 1e3, window_ms)
    brought = None
    if scale is None and fig is lean and not cut:  # the lean window's steps, timed apart from the wall's
        mean_ms = statistics.fmean(each_us) / 1e3 if each_us else 0.0
        brought = waits.window_to_wall(wall_ms, busy_us / 1e3, mean_ms, _lean_stretch(timing, window_ms))
    if scale is not None or brought is not None:  # the window's shares of the wall
        f = scale or brought or 1.0
        busy_us, outside_ms = busy_us * f, outside_ms * f
        graphs = [replace(g, ms=g.ms * f) for g in graphs]
    busy_ms = busy_us / 1e3
    idle_ms = max(0.0, wall_ms - busy_ms) if wall_ms is not None else None
    accounted = sum(g.ms for g in graphs) + outside_ms + (idle_ms or 0.0)
    step_us = (wall_ms or window_ms) * 1e3
    whole = _whole_step(summary, labels, modules, len(wins), step_us, busy_us, peak_gbps)
    idle_view = _idle_view(fig, steps, idle_ms, wall_ms, busy_ms, labels, timing.host_ms, graphs)
    return StepView(
        kind=timing.kind,
        wall_ms=wall_ms,
        wall_spread_pct=timing.wall_spread_pct,
        timed=_timed_side(timing, summary),
        profiled=StepProfiled(
            steps=steps,  # the figures' window's (the lean one's, where it gave them)
            busy_ms=busy_ms,
            accounted_pct=100.0 * accounted / wall_ms if wall_ms else None,
            # the window's own busy share: before its busy was brought to the wall's steps
            window_busy_pct=100.0 * busy_ms / (brought or 1.0) / window_ms if window_ms else None,
            scaled_to_wall=scale,
            brought_to_wall=brought,
            launches=fig.launches,
        ),
        busy_pct=100.0 * busy_ms / wall_ms if wall_ms else None,
        window_ms=window_ms,
        graphs=graphs,
        outside_ms=outside_ms,
        idle_ms=idle_ms,
        where=StepWhere(
            categories=[CategoryShare.from_dict(r) for r in records(whole.categories)],
            outside_ops=ops,
            runtime=ledger.runtime_view(summary.runtime or [], len(wins), timing, labels, wall_ms),
            modules=module_map.module_view(summary.rows, modules, labels, len(wins)),
            autotune=autotune.autotune_rows(summary.rows, modules, labels, len(wins)),
        ),
        idle=idle_view,
        script=_script_side(timing, labels, len(wins)),
        comm=RankComm(list(timing.collectives), alone_ms, None if alone_ms is None else alone_ms - cut / 1e3)
        if timing.collectives or alone_ms is not None
        else None,
    )


def _lean_stretch(timing: StepTiming, window_ms: float) -> float | None:
    """The lean window's median step (timed as the unprofiled steps are, else its trace's ``window_ms``)
    against the median of the unprofiled steps timed around it, as ``analysis/windows.profiled_windows``
    says it; None without them."""
    ref = [*timing.lean_ref_ms, *timing.lean_after_ms]
    if not ref:
        return None
    own = statistics.median(timing.lean_timed_ms) if timing.lean_timed_ms else window_ms
    return own / statistics.median(ref)


def _step_checks(timing: StepTiming, labels: dict[str, str], steps: int) -> list[Any] | None:
    """A script's steps unlike its most common one (``analysis/step_check.py``); None where not recorded."""
    per_step = timing.step_graph_calls
    if not per_step:
        return None
    timed = len(timing.wall_blocks_ms)
    return check_steps(per_step, labels, timed, max(0, len(per_step) - timed - steps))


def _timed_side(timing: StepTiming, summary: TraceSummary) -> StepTimed:
    """How the unprofiled steps were timed (``run/step_sides.StepTimed``)."""
    return StepTimed(
        wall_blocks_ms=list(timing.wall_blocks_ms),
        wall_rounds=timing.wall_rounds,
        block_steps=timing.block_steps,
        steps_requested=timing.steps_requested if timing.steps_requested is not None else timing.steps,
        first_step_left_out=timing.first_step_left_out,
        base_gap_us=summary.base_gap_us,
        other_load_cores=timing.other_load_cores,
        host_ms=timing.host_ms,
        device_type=summary.device_type,
    )


def _script_side(timing: StepTiming, labels: dict[str, str], steps: int) -> StepScript | None:
    """A script's side of the step (``run/step_sides.py``); None for a model file (or a script's run that
    recorded none of it)."""
    if timing.kind != StepKind.SCRIPT:
        return None
    side = StepScript(
        boundary=timing.boundary,
        period=timing.period,
        step_checks=_step_checks(timing, labels, steps),
        arrivals_ns=list(timing.arrivals_ns) or None,
        host=timing.host,
        tool_us=timing.tool_us,
        marks_elsewhere=timing.marks_elsewhere,
        fitted=timing.fitted,
    )
    return side if side.to_dict() else None


def graph_tables(
    summary: TraceSummary,
    key: str,
    module: CompiledModule | None,
    calls: int,
    steps: int,
    wall_ms: float | None,
    peak_gbps: float | None,
    device: DeviceInfo | None = None,
) -> GraphBreakdown:
    """One graph's category and kernel tables from the real run, per call of the graph (and, given
    the run's ``device``, its per-kernel insight: ``analysis/insight.py``).

    ``gain_if_2x_pct`` and ``busy_pct`` are against the step's unprofiled wall (its profiled window where
    the wall is unknown), shared among the graph's calls in a step; where the graph's profiled kernels
    outlast that wall (the profiler, or other load on the host, slowed them), against the profiled window,
    as the step's own figures then are (``StepView.scaled_to_wall``): a graph is never more than 100% busy.
    """
    rows = summary.rows[summary.rows["graph"] == key]
    step_us = wall_ms * 1e3 if wall_ms else summary.window_us / max(steps, 1)
    origin = float(rows["ts_us"].min()) if not rows.empty else 0.0
    busy = step_busy(rows, origin)
    window = step_us * steps
    if busy > window:
        window = max(summary.window_us, busy)
    sub = TraceSummary(
        rows,
        max(calls, 1),
        window,
        busy,
        summary.device_type,
        summary.base_gap_us,
        windows=summary.windows,
    )
    return analyse(sub, module, peak_gbps, view=View.STEP, device=device)


@declared(55, "slow steps the median wall hides: the timed steps' mean past their median")
def slow_steps(m: Manifest) -> list[Finding]:
    """A script's timed steps (one step each) whose mean runs past their median by more than the spread the
    wall is held to (``thresholds.WALL_SPREAD_PCT``): the steps slower than that cost the difference on
    average, and the median wall every other figure stands on does not show them. A job's ranks are left to
    the job's findings; a model file's blocks are medians already."""
    s = m.step
    walls = s.timed.wall_blocks_ms if s is not None and s.timed.block_steps == 1 and not m.of_job() else []
    if s is None or len(walls) < 3 or not s.wall_ms:
        return []
    mean, limit = statistics.fmean(walls), s.wall_ms * (1 + thresholds.WALL_SPREAD_PCT / 100)
    pct = 100 * (mean - s.wall_ms) / s.wall_ms
    slow = sorted((w, i + 1) for i, w in enumerate(walls) if w > limit)
    if pct <= thresholds.WALL_SPREAD_PCT or not slow:
        return []
    named = ", ".join(f"timed step {i} {w:.3f} ms ({w / s.wall_ms:.1f}x)" for w, i in slow[::-1][:3])
    return [
        Finding(
            f"{len(slow)} of the {len(walls)} timed steps ran slower than the median step ({s.wall_ms:.3f} "
            f"ms, the wall every figure here uses), the slowest {named}: the mean step is {mean:.3f} ms, "
            f"{pct:.0f}% past the median",
            mean - s.wall_ms,
            "the timed steps' mean less their median: what runs on some steps only (logging that reads a "
            "value back, a checkpoint, an eval, the data loader refilling, a recompile) or a disturbed host; "
            "the profiled windows' figures are of median-like steps and do not show it",
        )
    ]
