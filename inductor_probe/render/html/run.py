"""A breakdown run (``breakdown``, ``report``) as one HTML page: the environment, the step as one bar,
the roofline, per graph a category chart and the kernel table, and links to the kept traces."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from inductor_probe.render import memory, module_map, ncu_top, words
from inductor_probe.render._fmt import num
from inductor_probe.render.html import blocks as B
from inductor_probe.render.html.job import job_section
from inductor_probe.render.html.page import href, kept, page
from inductor_probe.render.html.run_compile import autotune_section, runtime_section
from inductor_probe.render.html.run_kernels import kernel_table, roofline_blocks, worth_tuning_table
from inductor_probe.render.step import graph_line
from inductor_probe.vocab import RunStatus, StepKind, View

if TYPE_CHECKING:
    from inductor_probe.run.manifest import GraphEntry, Manifest, Run, StepView


def device_kind(m: Manifest) -> str | None:
    """``cpu`` or ``cuda``: what the run compiled for (a run that failed early: what it asked for)."""
    kind = m.device_type or m.device.type
    return kind if kind is not None or m.model.device not in ("cpu", "cuda") else m.model.device


def environment_line(m: Manifest) -> str:
    d, v = m.device, m.environment.versions
    parts = [f"{d.name or '?'} ({device_kind(m) or '?'})"]
    if v is not None:
        parts += [f"torch {v.torch}"] + ([f"triton {v.triton}"] if v.triton else []) + [f"Python {v.python}"]
        parts += [f"CUDA {v.cuda_runtime}"] if v.cuda_runtime else []
    parts += [f"driver {d.driver}"] if d.driver else []
    parts += [f"SM clock {d.sm_clock_mhz:.0f} MHz"] if d.sm_clock_mhz else []
    return " · ".join(parts)


def _header(run_dir: Path, m: Manifest) -> list[dict | None]:
    dev = m.device
    settings = m.environment.inductor_settings or {}
    on = [k for k, v in settings.items() if v is True]
    rows = [
        ("model", f"{m.model.path} ({m.model.kind})"),
        ("compile mode", m.model.compile_mode + (", with backward" if m.model.backward else "")),
        (
            "device",
            f"{dev.name or '?'}; DRAM {num(dev.peak_mem_gbps, '.0f')} GB/s"
            if dev.peak_mem_gbps
            else f"{dev.name}{words.threads(m)}",
        ),
        ("Inductor settings on", ", ".join(on)),
        ("run directory", str(run_dir)),
        ("created", m.created),
        ("status", m.status + (f" ({m.error.message})" if m.error else "")),
        (
            "FX graph cache",
            "{} hit(s), {} miss(es)".format(*m.cache.fx_graph_cache()),
        ),
        ("Dynamo, by its own counters", m.dynamo.said() if m.dynamo is not None else "-"),
        ("command", " ".join(m.command)),
    ]
    out: list[dict | None] = [B.kv(rows)]
    if device_kind(m) == "cpu":
        out.append(
            B.notes(
                [
                    "CPU run: times are the CPU time of each C++ kernel (cpp_fused_*) and ATen call inside "
                    "the compiled module; idle is the CPU running no kernel (Python and dispatcher "
                    "time). Each C++ kernel carries a profiler record function (the tool's "
                    "TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE, its one change to the code Inductor "
                    "generates here: the kernels, their order and code otherwise the same)."
                ]
            )
        )
    if m.status != RunStatus.COMPLETE:
        out.append(
            B.notes([f"run status: {m.status}" + (f" ({m.error.message})" if m.error else "")], "warn")
        )
    return out


IDLE_PARTS = 4  # idle causes drawn as their own parts of the step's bar; the rest as one


def _idle_parts(s: StepView, unit: str) -> list[dict]:
    """The step bar's idle, split by cause (the largest first) where the run has causes."""
    causes = s.idle.causes if s.idle is not None else []
    if words.held_back(s):  # the trace lacks GPU work it launched: its idle is not the step's
        return [{"label": "idle as the trace shows it (not the step's)", "value": s.idle_ms, "key": "idle"}]
    if not causes or not s.idle_ms:
        return [{"label": words.idle_label(s), "value": s.idle_ms, "key": "idle"}]
    parts = [
        {"label": f"idle: {words.cause(c)}", "value": c.ms, "key": f"idle {i}", "tip": "idle by cause"}
        for i, c in enumerate(causes[:IDLE_PARTS])
    ]
    rest = sum(c.ms for c in causes[IDLE_PARTS:])
    if rest > 0:
        parts.append(
            {"label": f"idle: {len(causes) - IDLE_PARTS} more causes", "value": rest, "key": "idle rest"}
        )
    return parts


def _step(m: Manifest) -> dict:
    s = m.step
    assert s is not None
    unit = words.unit(s)
    parts = []
    for g in s.graphs:
        calls = g.calls_per_step
        how = f"{num(calls, 'g')} call(s) per step" + (", CUDA graph" if g.cuda_graph else "")
        parts.append({"label": g.label, "value": g.ms, "key": g.label, "tip": how})
    ops = ", ".join(f"{o.op} {o.ms:.3f} ms" for o in s.where.outside_ops[:8])
    parts.append({"label": "outside compiled graphs", "value": s.outside_ms, "key": "outside", "tip": ops})
    parts += _idle_parts(s, unit)
    whose = (
        f" of the script's own run, cut {words.boundary(s)}"
        if s.kind == StepKind.SCRIPT
        else " of the real run, on the model's own inputs"
    )
    lines = [f"{words.wall(s)}; {s.profiled.steps} profiled steps{whose}"]
    lines += [x for x in (words.trust(s),) if x]
    if s.script is not None and s.script.fitted:
        lines.append(f"fewer steps than asked: {s.script.fitted}")
    if cost := words.tool_cost(s):
        lines.append(cost)
    if s.where.outside_ops:
        lines.append(
            f"outside compiled graphs, by op: {ops}" + (" …" if len(s.where.outside_ops) > 8 else "")
        )
    said = (
        words.verdict(s),
        words.scaled_to_wall(s),
        words.comm_brought_back(s),
        words.idle_causes(s),
        words.sync_cost(s),
        words.cuda_graphs(s),
        words.recordings(s),
        words.stretched_window(s),
    )
    lines += [x for x in said if x]
    load = words.step_load_warning(s)
    warn = [x for x in (words.launches_unseen(s), load) if x] + words.step_checks(s)
    cats = [
        {
            "label": c.category,
            "values": [c.time_ms],
            "texts": [f"{c.time_ms:.3f} ms · {num(c.pct, '.1f')}%"],
            "key": c.category,
        }
        for c in s.where.categories
    ]
    stack = {
        "type": "stack",
        "title": f"one step: {unit} time per compiled graph, outside graphs, and idle (ms)",
        "unit": "ms",
        "parts": parts,
        "total": s.wall_ms,
        "total_label": f"wall {num(s.wall_ms, '.3f')} ms",
    }
    bars = {
        "type": "bars",
        "title": f"the whole step by category ({unit} ms per step, graphs and outside)",
        "unit": "ms",
        "series": ["time"],
        "rows": cats,
    }
    return B.section("The step", [B.notes(lines), B.notes(warn, "warn"), stack, bars], "step")


def _memory(m: Manifest) -> dict | None:
    """The step's memory: its figures, the timeline of one step with the graphs' calls, the peak's lines."""
    s = m.step
    v = s.memory if s is not None else None
    if s is None or v is None:
        return None
    if not v.steps and not v.timeline and not v.top:  # nothing measured (a CPU run): its note, no section
        return B.notes([f"memory: {line.removeprefix('note: ')}" for line in memory.summary_lines(v)])
    blocks: list[dict | None] = [B.notes(memory.summary_lines(v))]
    if v.timeline:
        blocks.append(
            {
                "type": "timeline",
                "title": "one step: bytes allocated over time, the compiled graphs' calls under it",
                "points": v.timeline,
                "graphs": v.timeline_graphs,
            }
        )
    if v.top:
        cols = [
            B.col("mib", "allocated (MiB)", 2),
            B.col("graph", "graph"),
            B.col("blocks", "blocks", 0),
            B.col("source", "for (the user's line)", wrap=True),
        ]
        rows = [[r.bytes / (1 << 20), r.graph or "-", r.blocks, r.source] for r in v.top]
        blocks.append(B.table("allocated at the step's peak, by line", cols, rows, sort="mib"))
    how = "read at the script's step boundaries" if s.kind == StepKind.SCRIPT else "measured unprofiled"
    return B.section(f"Memory ({v.steps} steps {how})", blocks, "memory")


def _graph(g: GraphEntry, m: Manifest, run_dir: Path, links_from: Path | None, top: int | None) -> dict:
    title = f"{g.label}: graph {g.graph_id} {g.graph_kind or ''}".rstrip()
    if g.compile_id:
        title += f" (compile {g.compile_id})"
    bd = g.breakdown
    iso_line = None
    if g.isolated_status is not None:
        iso = g.isolated
        iso_line = f"isolated view (the module alone, on its own random inputs): {g.isolated_status}"
        if iso is not None:
            wall = g.profile.wall_ms_per_call if g.profile else None
            iso_line = (
                f"isolated view (the module alone, on its own random inputs): {iso.kernel_time_ms:.3f} ms of "
                f"kernels per call, wall {num(wall, '.3f')} ms per call unprofiled"
            )
    if bd is None:
        return B.section(title, [B.notes([f"not profiled ({g.status})", iso_line])], g.label)
    word = "CPU" if device_kind(m) == "cpu" else "GPU"
    if bd.view == View.STEP and m.step is not None:
        head = graph_line(g, m)
    else:
        wall = g.profile.wall_ms_per_call if g.profile else None
        head = (
            f"{word} time {bd.kernel_time_ms:.3f} ms per call; busy {bd.busy_pct:.1f}% of the profiled "
            f"window ({bd.window_ms:.3f} ms per call, {bd.calls} calls); wall {num(wall, '.3f')} ms per call "
            "unprofiled"
        )
    lines = [head, memory.graph_memory_line(g)]
    if bd.launch_gaps_ms is not None and bd.base_gap_us is not None:
        total = bd.kernel_time_ms + bd.launch_gaps_ms
        share = 100.0 * bd.launch_gaps_ms / total if total else 0.0
        lines.append(
            f"launch gaps: {bd.launch_gaps_ms * 1e3:.1f} µs per call ({share:.1f}%) between back-to-back "
            f"kernels beyond the {bd.base_gap_us:.2f} µs base launch cost in each time; charged to no kernel"
        )
    lines += [iso_line] if iso_line else []
    load = words.graph_load_warning(g.profile)
    warn = [load] if load else []
    cats = [
        {
            "label": r.category,
            "values": [r.time_ms],
            "texts": [
                f"{r.time_ms:.4f} ms · {num(r.pct, '.1f')}% · {r.kernels} "
                + ("kernel" if r.kernels == 1 else "kernels")
            ],
            "key": r.category,
        }
        for r in bd.category_list()
    ]
    chart = {
        "type": "bars",
        "title": f"{g.label}: {word} time by category (ms per call of the graph)",
        "unit": "ms",
        "series": ["time"],
        "rows": cats,
    }
    trace = kept(run_dir, g.trace)
    link = None
    if trace is not None:
        link = {
            "type": "links",
            "items": [{"label": trace.name, "href": href(trace, links_from), "note": "trace"}],
        }
    return B.section(
        title,
        [
            B.notes(lines),
            B.notes(warn, "warn"),
            chart,
            worth_tuning_table(bd),
            kernel_table(g, word, top),
            link,
        ],
        g.label,
    )


def _links(run_dir: Path, m: Manifest, links_from: Path | None) -> dict:
    items, seen = [], set()

    def add(rel, label, note):
        p = kept(run_dir, rel)
        if p is not None and p not in seen:
            seen.add(p)
            items.append({"label": label, "href": href(p, links_from), "note": note})

    add("run.json", "run.json", "the manifest: every figure of this page")
    if m.step is not None:
        add(
            m.step.profiled.trace,
            "the real run's steps",
            f"Chrome trace of {m.step.profiled.steps} profiled steps",
        )
    for g in m.graphs:
        add(g.trace, f"{g.label}: trace", "Chrome trace")
        add(g.isolated_trace, f"{g.label}: isolated view", "Chrome trace of the module on its own")
        add(g.module, f"{g.label}: compiled module", "Inductor's output code")
    lines = [
        "Chrome traces open in Perfetto (ui.perfetto.dev) or chrome://tracing; gzipped ones as they are."
    ]
    if not items:
        lines = ["this run kept no traces"]
    return B.section("Files of the run", [{"type": "links", "items": items}, B.notes(lines)], "files")


def _recompiles(m: Manifest) -> dict | None:
    """Each frame Dynamo compiled again: the function, the guard that failed, the compile time, when."""
    again = m.recompiles or []
    if not again:
        return None
    cols = [
        B.col("what", "function", wrap=True),
        B.col("id", "compile"),
        B.col("guard", "guard that failed", wrap=True),
        B.col("compile_s", "compile s", 3),
        B.col("at_s", "s into the run", 1),
    ]
    rows = [[f"{r.function} ({r.where()})", r.compile_id, r.reason, r.compile_s, r.at_s] for r in again]
    return B.section(f"Recompiles ({len(again)})", [B.table(None, cols, rows, filter=False)], "recompiles")


def _modules(m: Manifest) -> dict | None:
    """The compiled kernels' time per nn.Module path as a collapsible tree, and by module type
    (render/module_map.py: the same figures)."""
    v = module_map.view_of(m)
    if v is None or not (v.rows or v.note):
        return None
    if not v.rows:
        return B.section("Where in the model", [B.notes([module_map.missing(v)])], "modules")
    cols = [B.col("type", "type"), B.col("count", "count", 0)]
    cols += [B.col(h, h, 3) for h in module_map.TYPE_HEADERS[2:5]] + [B.col("pct", "%kernels", 1)]
    types = [[t.type, t.count, t.forward_ms, t.backward_ms, t.total_ms, t.pct] for t in v.types]
    tree = {"type": "tree", "columns": ["module", *module_map.HEADERS[2:]], "nodes": module_map.tree_nodes(v)}
    lines = [
        module_map.head(v),
        module_map.root_line(v),
        module_map.unmapped(v),
        f"how: {module_map.SHORT_RULE}",
    ]
    blocks = [B.notes(lines), tree | {"open": 2}, B.table("by module type", cols, types, filter=False)]
    return B.section("Where in the model", blocks, "modules")


def _ncu_top(m: Manifest) -> dict | None:
    """``--ncu-top K``: the largest kernels under Nsight Compute (render/ncu_top.py: the same cells)."""
    if not m.ncu_top:
        return None
    digits: dict[str, int] = {"ms/step": 3, "tool_us": 2, "ncu_us": 2, "MB_ncu": 2, "MB_est": 2, "ncu/est": 2}
    cols = [B.col("graph", "graph"), B.col("kernel", "kernel", short=60)]
    cols += [B.col(h, h, digits.get(h, 0)) for h in ncu_top.HEADERS[2:9]] + [B.col("bound", "bound")]
    rows = [ncu_top.values(r) for r in m.ncu_top]
    lines = [x for r in m.ncu_top for x in ncu_top.verdicts(r)]
    blocks = [B.table(None, cols, rows, filter=False), B.notes(lines)]
    return B.section("Nsight Compute on the largest kernels", blocks, "ncu-top")


def _graph_breaks(m: Manifest) -> dict | None:
    """Where Dynamo split or skipped the code: one row per place, its line, reason, why and the fix."""
    breaks = m.graph_breaks or []
    if not breaks:
        return None
    cols = [
        B.col("where", "where", wrap=True),
        B.col("code", "line of code", wrap=True),
        B.col("reason", "Dynamo's reason", wrap=True),
        B.col("why", "why", wrap=True),
        B.col("fix", "fix", wrap=True),
        B.col("count", "met", 0),
    ]
    rows = [
        [
            b.place(),
            b.code,
            b.reason + (" (the whole function skipped, run eagerly)" if b.skipped else ""),
            b.explanation,
            b.hint,
            b.count,
        ]
        for b in breaks
    ]
    note = "where Dynamo split the code: what runs between the graphs runs eagerly (the step's outside time)"
    blocks = [B.notes([note]), B.table(None, cols, rows, filter=False)]
    return B.section(f"Graph breaks ({len(breaks)})", blocks, "graph-breaks")


def run_view(result: Run, top: int | None = None, links_from: Path | None = None) -> dict:
    run_dir, m = Path(result.path), result.manifest
    blocks = _header(run_dir, m)
    found = words.findings(m)
    if found:
        per = "per step" if m.step is not None else "per call"
        blocks.append(
            B.section(f"Findings (the largest expected gain {per} first)", [B.notes(found)], "findings")
        )
    blocks.append(job_section(m))
    blocks.append(_recompiles(m))
    blocks.append(_graph_breaks(m))
    if m.step is not None:
        blocks.append(_step(m))
        blocks.append(runtime_section(m))
        blocks.append(autotune_section(m))
        blocks.append(_modules(m))
        blocks.append(_memory(m))
        blocks.append(_ncu_top(m))
    elif m.step_note:
        blocks.append(
            B.notes([f"no step view: {m.step_note}; the tables below are each compiled module on its own"])
        )
    roof = roofline_blocks(m, device_kind(m))
    cpu = device_kind(m) == "cpu"  # no roofs known: the one line that says so, no section
    blocks.append(roof[0] if cpu and len(roof) == 1 else B.section("Roofline", roof, "roofline"))
    blocks += [_graph(g, m, run_dir, links_from, top) for g in m.graphs]
    blocks.append(_links(run_dir, m, links_from))
    return {
        "kind": "run",
        "title": f"inductor-probe breakdown: {Path(m.model.path).name}",
        "subtitle": environment_line(m),
        "blocks": [b for b in blocks if b],
    }


def render_html(result: Run, top: int | None = None, links_from: Path | None = None) -> str:
    """The run as one self-contained HTML page; links to its files relative to ``links_from``."""
    return page(run_view(result, top, links_from))
