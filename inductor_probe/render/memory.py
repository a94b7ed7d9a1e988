"""The step's memory in words (text and CSV; the HTML page draws it from the same view): what
``analysis/memory.py`` made of the allocator's figures."""

from __future__ import annotations

from inductor_probe._util import pct_change, size
from inductor_probe.render._fmt import table
from inductor_probe.run.manifest import GraphEntry, Manifest
from inductor_probe.run.memory import MemoryView
from inductor_probe.vocab import StepKind

TOP_SHOWN = 5


def _eager_line(v: MemoryView) -> str | None:
    e = v.eager
    if not e:
        return None
    peak = e.peak_allocated_bytes
    line = (
        f"eager (--eager-baseline, uncompiled): peak allocated {size(peak)}; compiled "
        f"{size(v.peak_allocated_bytes)} ({pct_change(peak, v.peak_allocated_bytes)})"
    )
    return line + (f"; eager wall {e.wall_ms:.3f} ms per step" if e.wall_ms else "")


def _growth_lines(v: MemoryView) -> list[str]:
    if v.growth_bytes_per_step is None:
        return []
    held = f"; held by {v.growth_kept_by}" if v.growth_kept_by and v.growth_bytes_per_step else ""
    lines = [
        f"growth: {size(v.growth_bytes_per_step, signed=True)} per step allocated and kept "
        f"(over {v.growth_steps} steps){held}"
    ]
    for r in v.growth_sources[:TOP_SHOWN]:
        held = f"; held by {r.kept_by}" if r.kept_by else ""
        graph = f" [{r.graph}]" if r.graph else ""
        lines.append(f"  left alive by the step: {size(r.bytes)} allocated at {r.source}{graph}{held}")
    return lines


def summary_lines(v: MemoryView) -> list[str]:
    """The step's memory in sentences (text and HTML)."""
    out = [f"note: {v.note}"] if v.note else []
    if v.peak_allocated_bytes is None:
        return out
    out.append(
        f"peak allocated {size(v.peak_allocated_bytes)} per step (max {size(v.peak_allocated_max_bytes)}), "
        f"reserved {size(v.peak_reserved_bytes)}; allocated at the step's start {size(v.start_bytes)}, "
        f"at its end {size(v.end_bytes)}"
    )
    if v.output_kept:
        out.append(
            "the step keeps the model's output alive through backward, as a training loop that binds it does "
            "(out = model(**batch); out.loss.backward()): the output (an LM's logits) is in the peak"
        )
    if v.cuda_graph_pool_bytes:
        out.append(
            f"CUDA-graph pools hold {size(v.cuda_graph_pool_bytes)} (reserved for the graphs' replays)"
        )
    out += [x for x in (_eager_line(v),) if x] + _growth_lines(v)
    if v.top:
        out.append(
            f"at the step's peak ({size(v.snapshot_peak_bytes)} by the allocator's history): "
            f"{size(v.before_step_bytes)} allocated before the step (parameters, inputs, state); "
            "the step's own by line below"
        )
    return out + [f"check: {c}" for c in v.checks]


TOP_HEADERS = ["allocated", "graph", "blocks", "for (the user's line)"]


def top_rows(v: MemoryView) -> list[list]:
    return [[size(r.bytes), r.graph or "-", r.blocks, r.source] for r in v.top]


def memory_lines(m: Manifest) -> list[str]:
    """The step's memory section (none in runs without one)."""
    s = m.step
    v = s.memory if s is not None else None
    if s is None or v is None:
        return []
    if v.peak_allocated_bytes is None:
        return ["", f"memory: {v.note or 'not measured'}"]
    how = "read at the script's step boundaries" if s.kind == StepKind.SCRIPT else "measured unprofiled"
    if v.measure_s is not None:
        how += f", in {v.measure_s:.2f} s"
    out = ["", f"memory (the CUDA caching allocator, {v.steps} steps {how}):", *summary_lines(v)]
    if v.top:
        out.append(table([[*r[:3], r[3][:90]] for r in top_rows(v)], TOP_HEADERS))
    return out


def graph_memory_line(g: GraphEntry) -> str | None:
    gm = g.memory
    if gm is None:
        return None
    saved = (
        f"; saved for backward {size(gm.saved_for_backward_bytes)}"
        if gm.saved_for_backward_bytes is not None
        else ""
    )
    return (
        f"memory per call: {size(gm.entry_bytes)} allocated at entry, peak {size(gm.peak_bytes)} "
        f"({size(gm.peak_delta_bytes, signed=True)} within the call), left alive "
        f"{size(gm.left_alive_bytes, signed=True)}{saved}"
    )


def csv_rows(m: Manifest):
    """The CSV's memory rows (level ``memory``, ``bytes``): the step's figures, each graph's, the peak's."""
    v = m.step.memory if m.step is not None else None
    if v is None:
        return
    for name in ("start", "peak_allocated", "peak_reserved", "end", "cuda_graph_pool", "growth"):
        key = "growth_bytes_per_step" if name == "growth" else f"{name}_bytes"
        value = getattr(v, key)
        if value is not None:
            yield {"graph": "step", "level": "memory", "name": name, "bytes": value}
    for g in m.graphs:
        gm = g.memory
        if gm is None:
            continue
        for name in ("entry", "peak", "peak_delta", "left_alive", "saved_for_backward"):
            value = getattr(gm, f"{name}_bytes")
            if value is not None:
                yield {"graph": g.label, "level": "memory", "name": name, "bytes": value}
    for r in v.top:
        yield {
            "graph": r.graph or "step",
            "level": "memory_at_peak",
            "name": r.source,
            "bytes": r.bytes,
        }
