"""A breakdown run (``breakdown``, ``report``): text (tables), JSON (the manifest), CSV."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from inductor_probe.render import autotune, dynamo, memory, module_map, ncu_top, ranks, runtime, words
from inductor_probe.render._fmt import csv_text, num, table
from inductor_probe.render.html import run as html_run
from inductor_probe.render.insight import INSIGHT_FOOT, has_roofline, kernel_table, worth_tuning
from inductor_probe.render.step import graph_line, isolated_lines, step_lines
from inductor_probe.run.tables import top_kernels
from inductor_probe.vocab import CompileMode, RunStatus, View

if TYPE_CHECKING:
    from inductor_probe.run.manifest import Manifest, ProfileResult, Run

DEFAULT_TOP = 10
FOOT = (
    "time_us: per call of the compiled module, execution plus the GPU's base launch cost "
    "(what ncu's gpu__time_duration measures); exec_us: execution alone; calls: launches per call; "
    "gain_if_2x_%: share of the profiled window saved if the kernel executed twice as fast (upper bound)."
)
STEP_FOOT = (
    "time_us: per call of the compiled graph in the real run, execution plus the GPU's base launch cost "
    "(what ncu's gpu__time_duration measures); exec_us: execution alone; calls: launches per call; "
    "gain_if_2x_%: share of the step's unprofiled wall saved if the kernel executed twice as fast "
    "(upper bound)."
)
# A CPU run: each row is a C++ kernel or an ATen call, timed on the CPU as it ran; nothing is added.
CPU_FOOT = (
    "time_us: CPU time per call of the compiled module spent in each C++ kernel (cpp_fused_*) or ATen "
    "call; calls: times it ran per call; gain_if_2x_%: share of the profiled window saved if it ran twice as "
    "fast (upper bound)."
)
CPU_STEP_FOOT = (
    "time_us: CPU time per call of the compiled graph in the real run spent in each C++ kernel "
    "(cpp_fused_*) or ATen call; calls: times it ran per call; gain_if_2x_%: share of the step's "
    "unprofiled wall saved if it ran twice as fast (upper bound)."
)


def device_kind(m: Manifest) -> str | None:
    """``cpu`` or ``cuda``: what the run compiled for (a run that failed early: what it asked for)."""
    kind = m.device_type or m.device.type
    if kind is None and m.model.device in ("cpu", "cuda"):
        kind = m.model.device
    return kind


def legend(m: Manifest) -> str | None:
    """The footnote that explains the tables' columns, in the words of the run's device; None when
    the run has no tables."""
    if not any(g.breakdown is not None for g in m.graphs):
        return None
    if device_kind(m) == "cpu":
        return CPU_STEP_FOOT if m.step is not None else CPU_FOOT
    foot = STEP_FOOT if m.step is not None else FOOT
    if any(g.breakdown is not None and has_roofline(g.breakdown) for g in m.graphs):
        foot += " " + INSIGHT_FOOT
    return foot


def _header(run: Path, m: Manifest) -> list[str]:
    dev = m.device
    ver = m.environment.versions
    kind = device_kind(m) or "?"
    lines = [
        f"inductor-probe breakdown: {Path(m.model.path).name} "
        f"({CompileMode.said(m.model.compile_mode, m.model.kind)}"
        f"{', with backward' if m.model.backward else ''})",
        f"device: {dev.name or '?'} ({kind}{words.threads(m)}); torch {(ver and ver.torch) or '?'}, "
        f"triton {(ver and ver.triton) or '-'}, "
        f"Python {(ver and ver.python) or '?'}"
        + ("" if ver else " (the run ended before its child reported them)"),
    ]
    if kind == "cpu":
        lines.append(
            "CPU run: times are the CPU time of each C++ kernel (cpp_fused_*) and ATen call "
            "inside the compiled module; 'busy' is the share of each call spent in them. Each C++ kernel "
            "carries a profiler record function (the tool's TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE, its "
            "one change to the code Inductor generates here: the kernels, their order and code otherwise "
            "the same)."
        )
    hits, misses = m.cache.fx_graph_cache()
    lines.append(f"run directory: {run}  (FX graph cache: {hits} hit(s), {misses} miss(es))")
    if m.dynamo is not None:
        lines.append(f"Dynamo, by its own counters: {m.dynamo.said()}")
    return lines


def load_warning(profile: ProfileResult | None) -> str | None:
    """The report's line for a CPU profile measured under other load, else None."""
    said = words.graph_load_warning(profile)
    return f"warning: {said}" if said else None


def render_text(result: Run, top: int | None = None) -> str:
    run, m = result.path, result.manifest
    top = DEFAULT_TOP if top is None else top
    out = _header(run, m)
    found = words.findings(m)
    if found:
        per = "per step" if m.step is not None else "per call"
        out += ["", f"findings (the largest expected gain {per} first):", *found]
    out += ranks.run_lines(m.ranks, m.job)
    out += dynamo.recompile_lines(m) + dynamo.graph_break_lines(m)
    if m.step is not None:
        out += step_lines(m)
        out += runtime.runtime_lines(m)
        out += autotune.autotune_lines(m)
        out += module_map.module_lines(m)
        out += memory.memory_lines(m)
        out += ncu_top.ncu_top_lines(m)
    elif m.step_note:
        out += ["", f"no step view: {m.step_note}; the tables below are each compiled module on its own"]
    device_word = "CPU" if device_kind(m) == "cpu" else "GPU"
    for g in m.graphs:
        out.append("")
        title = f"== {g.label}: graph {g.graph_id} {g.graph_kind}"
        if g.compile_id:
            title += f" (compile {g.compile_id})"
        out.append(title + " ==")
        bd = g.breakdown
        if bd is None:
            out.append(f"  not profiled ({g.status}); module: {run / g.module if g.module else '-'}")
            out += isolated_lines(g, top)
            continue
        wall = g.profile.wall_ms_per_call if g.profile else None
        if bd.view == View.STEP:
            out.append(graph_line(g, m))
            out += [x for x in (memory.graph_memory_line(g),) if x]
        else:
            out.append(
                f"{device_word} time {bd.kernel_time_ms:.3f} ms per call; busy {bd.busy_pct:.1f}% of the "
                f"profiled window ({bd.window_ms:.3f} ms per call, {bd.calls} calls); "
                f"wall {num(wall, '.3f')} ms per call unprofiled"
            )
        if bd.launch_gaps_ms is not None and bd.base_gap_us is not None:
            total = bd.kernel_time_ms + bd.launch_gaps_ms
            share = 100.0 * bd.launch_gaps_ms / total if bd.kernel_time_ms else 0.0
            out.append(
                f"launch gaps: {bd.launch_gaps_ms * 1e3:.1f} µs per call ({share:.1f}%) between back-to-back "
                f"kernels beyond the {bd.base_gap_us:.2f} µs base launch cost in each time_us; "
                "charged to no kernel"
            )
        warning = load_warning(g.profile)
        if warning:
            out.append(warning)
        cats = [
            [r.category, num(r.time_ms, ".4f"), num(r.pct, ".1f"), r.kernels, num(r.launches, "g")]
            for r in bd.category_list()
        ]
        out.append(
            table(cats, ["category", "time_ms", f"%{device_word}", "kernels", "launches"], numparse=True)
        )
        out.append("")
        out += kernel_table(bd, top, device_word)
        lines = worth_tuning(bd)
        if lines:
            out += ["", *lines]
        out += isolated_lines(g, top)
        if g.trace:
            out.append(f"trace: {run / g.trace}")
    if m.status != RunStatus.COMPLETE:
        out.append("")
        out.append(f"run status: {m.status}" + (f" ({m.error.message})" if m.error else ""))
    foot = legend(m)
    if foot:
        out += ["", foot]
    return "\n".join(out)


def render_json(result: Run, top: int | None = None) -> str:
    m = result.manifest.to_dict()
    data = {"findings": words.findings_json(result.manifest), **(m if top is None else top_kernels(m, top))}
    return json.dumps({**data, "run_dir": str(result.path)}, indent=1, default=str)


def _csv_rows(m: Manifest, top: int | None):
    s = m.step
    if s is not None:  # the step: graphs, outside, idle (time_us per step, pct of the wall)
        parts = [(g.label, g.ms) for g in s.graphs] + [("outside", s.outside_ms), ("idle", s.idle_ms)]
        for name, ms in parts:
            pct = 100.0 * ms / s.wall_ms if ms is not None and s.wall_ms else None
            yield {
                "graph": "step",
                "level": "step",
                "name": name,
                "time_us": None if ms is None else ms * 1e3,
                "pct": pct,
            }
        for c in s.idle.causes if s.idle is not None else []:  # the idle by cause (level idle)
            where = c.graph or c.source
            yield {
                "graph": "step",
                "level": "idle",
                "name": f"{c.cause}" + (f" {where}" if where else ""),
                "category": str(c.cause),
                "time_us": c.ms * 1e3,
                "pct": 100.0 * c.ms / s.wall_ms if s.wall_ms else None,
            }
    for g in m.graphs:
        if g.breakdown is None:
            continue
        for r in g.breakdown.category_list():
            yield {
                "graph": g.label,
                "level": "category",
                "name": r.category,
                "category": r.category,
                "time_us": r.time_ms * 1e3,
                "launches": r.launches,
                "pct": r.pct,
            }
        kernels = g.breakdown.kernel_rows()
        for k in kernels[:top] if top else kernels:
            yield dict(k, graph=g.label, level="kernel")
    yield from dynamo.csv_rows(m)
    yield from runtime.csv_rows(m)
    yield from autotune.csv_rows(m)
    yield from module_map.csv_rows(m)
    yield from ncu_top.csv_rows(m)
    yield from memory.csv_rows(m)


def render_csv(result: Run, top: int | None = None) -> str:
    from inductor_probe.run.tables import KERNEL_COLUMNS

    # the kernel table's numeric columns, after a graph and a level (category or kernel)
    columns = ["graph", "level"] + [c for c in KERNEL_COLUMNS if c not in ("rule", "op", "source_nodes")]
    if result.manifest.step is not None and result.manifest.step.memory is not None:
        columns.append("bytes")  # memory rows (render/memory.py)
    if result.manifest.step is not None and result.manifest.step.where.runtime is not None:
        columns += ["guard_us", "wrapper_us", "call_us"]  # runtime rows (render/runtime.py)
    if result.manifest.step is not None and result.manifest.step.where.autotune:
        columns += ["autotune_us", "other_us"]  # autotune rows (render/autotune.py)
    if (
        result.manifest.step is not None
        and result.manifest.step.where.modules
        and result.manifest.step.where.modules.rows
    ):
        columns += ["forward_us", "backward_us"]  # module rows (render/module_map.py)
    if result.manifest.ncu_top:  # ncu rows (render/ncu_top.py)
        columns += [c for c in ("bytes", "bound", "verdict") if c not in columns]
    return csv_text(_csv_rows(result.manifest, top), columns)


RENDERERS = {"text": render_text, "json": render_json, "csv": render_csv, "html": html_run.render_html}
