"""Text of the step view (``analysis.step``): the real run's step, then what each graph adds to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from inductor_probe.collect.steps import STEADY_SPREAD_PCT
from inductor_probe.render import words
from inductor_probe.render._fmt import num, short, table
from inductor_probe.vocab import StepKind

if TYPE_CHECKING:
    from inductor_probe.run.manifest import GraphEntry, Manifest
    from inductor_probe.run.tables import GraphBreakdown

MAX_OPS = 8  # outside ops named in the text


def _pct(part: float | None, whole: float | None) -> str:
    return num(100.0 * part / whole, ".1f") if part is not None and whole else "-"


def step_lines(m: Manifest) -> list[str]:
    s = m.step
    assert s is not None
    unit = words.unit(s)
    what = "forward + backward" if m.model.backward else "forward"
    if s.kind == StepKind.SCRIPT:
        how = f"{s.profiled.steps} profiled steps of the script's own run, cut {words.boundary(s)}; " + (
            "its first step (loading the compiled graphs) left out"
            if s.script is not None and s.script.fitted
            else "its first two steps (compiling, warming up) left out"
        )
        if s.timed.steps_requested and s.profiled.steps < s.timed.steps_requested:
            how += words.ended_early(s)
    else:
        how = f"{s.profiled.steps} profiled steps of the real run ({what}) on the model's own inputs"
    lines = ["", f"== step: {how} ==", *words.step_checks(s), words.wall(s)]
    lines += [x for x in (words.trust(s),) if x]
    lines += [x for x in (words.verdict(s), words.scaled_to_wall(s), words.comm_brought_back(s)) if x]
    if s.script is not None and s.script.fitted:
        lines.append(f"note: fewer steps than asked: {s.script.fitted}")
    if cost := words.tool_cost(s):
        lines.append(cost)
    if s.timed.wall_rounds > 1:
        lines.append(
            f"(timed in {s.timed.wall_rounds} rounds of blocks: an earlier round spread more than "
            f"{STEADY_SPREAD_PCT:g}%; the steadiest is kept)"
        )
    if (s.wall_spread_pct or 0.0) > STEADY_SPREAD_PCT:
        what = "from step to step" if s.kind == StepKind.SCRIPT else "between blocks of steps"
        disturbed = (
            "other work on the machine disturbed it" if unit == "CPU" else "the host or the GPU was disturbed"
        )
        if s.script is not None and s.script.step_checks:
            lines.append(
                f"warning: the unprofiled wall varied {s.wall_spread_pct:.0f}% {what}: the steps are not "
                "alike (above), so the spread is theirs, no figure of noise (the median is used)"
            )
        else:
            lines.append(
                f"note: the unprofiled wall varied {s.wall_spread_pct:.0f}% {what} (the median is used); "
                f"where that is not the model's own variation, {disturbed} while timed"
            )
    rows = []
    for g in s.graphs:
        calls = g.calls_per_step
        how = "; CUDA graph" if g.cuda_graph else ""
        rows.append([g.label, f"{g.ms:.3f}", _pct(g.ms, s.wall_ms), num(calls, "g") + how])
    rows.append(["outside compiled graphs", f"{s.outside_ms:.3f}", _pct(s.outside_ms, s.wall_ms), ""])
    rows.append([words.idle_label(s), num(s.idle_ms, ".3f"), _pct(s.idle_ms, s.wall_ms), ""])
    rows.append(["wall", num(s.wall_ms, ".3f"), f"accounted {num(s.profiled.accounted_pct, '.1f')}", ""])
    lines.append(table(rows, ["per step", "ms", "% of wall", "calls per step"]))
    lines += [x for x in (words.launches_unseen(s), words.recordings(s)) if x]
    if s.where.outside_ops:
        shown = ", ".join(f"{o.op} {o.ms:.3f}" for o in s.where.outside_ops[:MAX_OPS])
        more = f" and {len(s.where.outside_ops) - MAX_OPS} more" if len(s.where.outside_ops) > MAX_OPS else ""
        by = "by op" if unit == "CPU" else "by the op that launched it"
        lines.append(f"outside compiled graphs, {unit} ms per step {by}: {shown}{more}")
    for line in (words.idle_causes(s), words.sync_cost(s), words.cuda_graphs(s)):
        if line:
            lines.append(line)
    busy = f"busy {num(s.profiled.window_busy_pct, '.1f')}% of it"
    lines.append(words.stretched_window(s) or f"profiled window {s.window_ms:.3f} ms per step ({busy})")
    load = words.step_load_warning(s)
    if load:
        lines.append(f"warning: {load}")
    cats = [
        [c.category, num(c.time_ms, ".4f"), num(c.pct, ".1f"), c.kernels, num(c.launches, "g")]
        for c in s.where.categories
    ]
    lines.append("")
    lines.append("the whole step, by category (graphs and outside):")
    lines.append(table(cats, ["category", "time_ms", f"%{unit}", "kernels", "launches"], numparse=True))
    return lines


def graph_line(g: GraphEntry, m: Manifest) -> str:
    """The real run's line above a graph's tables."""
    bd, s = g.breakdown, m.step
    assert bd is not None
    calls = num(g.calls_per_step, "g")
    cuda_graph = ", replayed as a CUDA graph" if g.cuda_graph else ""
    unit = "CPU" if m.device_type == "cpu" else "GPU"
    share = _pct(bd.kernel_time_ms * (g.calls_per_step or 0), s.wall_ms) if s else "-"
    line = (
        f"real run: {calls} call(s) per step{cuda_graph}; {unit} time {bd.kernel_time_ms:.3f} ms per call "
        f"({share}% of the step's wall{_beyond_wall(g, m)})"
    )
    return line + words.graph_bound(
        g.label, bd.kernel_time_ms * (g.calls_per_step or 0), s, bool(g.cuda_graph)
    )


def _beyond_wall(g: GraphEntry, m: Manifest) -> str:
    """Where the graph's kernel times add to more than the step's wall (the profiler or other load stretched
    them, or they overlap on several threads or streams): what the step's table gives the graph, and why the
    two differ. Nothing where they agree."""
    s, bd = m.step, g.breakdown
    if s is None or bd is None or not s.wall_ms:
        return ""
    summed = bd.kernel_time_ms * (g.calls_per_step or 0)
    table_ms = next((x.ms for x in s.graphs if x.label == g.label), None)
    if summed <= s.wall_ms or table_ms is None:
        return ""
    why = (
        "the profiler or other load stretched them: the step's table scales them to the wall "
        f"(x{s.profiled.scaled_to_wall:.3f})"
        if s.profiled.scaled_to_wall is not None
        else "they overlap, on several threads or streams"
    )
    return (
        f" as profiled, more than the wall: {why}; the step's table gives it {table_ms:.3f} ms per step, "
        f"{_pct(table_ms, s.wall_ms)}% of the wall"
    )


def isolated_lines(g: GraphEntry, top: int) -> list[str]:
    """The isolated view beside the real run's tables: its status, and the top kernels side by side."""
    if g.isolated_status is None:
        return []
    iso: GraphBreakdown | None = g.isolated
    if iso is None:
        return [f"isolated view (the module alone, on its own random inputs): {g.isolated_status}"]
    wall = g.profile.wall_ms_per_call if g.profile else None
    lines = [
        f"isolated view (the module alone, on its own random inputs): {iso.kernel_time_ms:.3f} ms of kernels "
        f"per call, wall {num(wall, '.3f')} ms per call unprofiled"
    ]
    if g.breakdown is None or g.breakdown is iso:
        return lines
    alone = {r.name: r.time_us for r in iso.kernel_list()}
    rows = []
    for r in g.breakdown.kernel_list()[:top]:
        a = alone.get(r.name)
        diff = 100.0 * (a - r.time_us) / r.time_us if a is not None and r.time_us else None
        rows.append([short(r.name), num(r.time_us, ".2f"), num(a, ".2f"), num(diff, "+.1f")])
    lines.append(table(rows, ["kernel", "real run µs", "isolated µs", "diff %"]))
    return lines
