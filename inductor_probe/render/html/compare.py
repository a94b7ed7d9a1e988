"""A comparison of two runs (``compare``, ``diff``: an ``analysis.compare.Comparison``) as one HTML page:
per graph, per category and per kernel the two sides side by side, the speedups with their noise bands,
same kernels marked.

Columns that only some comparisons carry are drawn where present: kernel rows' ``same_kernel``,
``speedup_lo``, ``speedup_hi``, ``verdict``; category rows' band and verdict; a graph total's
``speedup`` and band; ``meta``'s ``environment_diff``, ``interleaved`` and ``noise_floor``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from inductor_probe.render._fmt import num
from inductor_probe.render.compare_words import answer_lines, measurement_lines, memory_lines
from inductor_probe.render.html import blocks as B
from inductor_probe.render.html.page import href, kept, page

if TYPE_CHECKING:
    from inductor_probe.analysis.compare import Comparison
    from inductor_probe.analysis.compare_rows import KernelPair

KERNELS_CHARTED = 20  # matched pairs in a graph's chart, the most time first


def _ratio(a, b):
    return a / b if a and b else None


def _said(value) -> str:
    """A meta value in words (a number, a text, a small mapping)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.4g}"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_said(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(_said(v) for v in value)
    return str(value)


def _row(
    label: str, b, o, sp: dict | None, unit: str, tip: str | None = None, key: str | None = None
) -> dict:
    digits = ".3f" if unit == "ms" else ".2f"
    row = {
        "label": label,
        "values": [b, o],
        "texts": [
            f"{num(b, digits)} {unit}" if b is not None else "-",
            f"{num(o, digits)} {unit}" if o is not None else "-",
        ],
        "speedup": sp,
        **({"tip": tip} if tip else {}),
        **({"key": key} if key else {}),
    }
    return row


def _band(lo, hi):
    """A noise band cell: sorted by its low end, shown as low-high."""
    return None if lo is None or hi is None else [lo, f"{lo:.3f}-{hi:.3f}"]


def _header(comp: Comparison) -> list[dict | None]:
    b, o, meta = comp.base_name, comp.other_name, comp.meta
    sides = comp.side_meta()
    rows: list[tuple[str, str | None]] = []
    for name, s in ((b, sides[0]), (o, sides[1])):
        what = [s.model, s.device, s.compile_mode and f"mode {s.compile_mode}"]
        rows.append((name, ", ".join(str(x) for x in what if x)))
    rows.append(("out directory", meta.out_dir))
    lines = [
        f"speedup = {b} time / {o} time (above 1: {o} is faster); times per call of each graph"
        + (" (CPU run: CPU time of C++ kernels and ATen calls)" if sides[0].device_type == "cpu" else "")
    ]
    lines += measurement_lines(comp) + memory_lines(comp)
    out = [B.notes(answer_lines(comp)), B.kv(rows), B.notes(lines)]
    env = meta.environment_diff
    if env:
        cols = [B.col("what", "differs"), B.col("base", b), B.col("other", o)]
        diff = [[e.what, _said(e.base), _said(e.other)] for e in env]
        out.append(B.table("what differs between the two runs' environments", cols, diff, filter=False))
    elif env is not None:
        out.append(
            B.notes(
                ["the two runs' environments are the same (GPU, driver, torch, triton, Inductor settings)"]
            )
        )
    return out


def _totals(comp: Comparison) -> dict:
    from inductor_probe.analysis.compare import overall

    b, o = comp.base_name, comp.other_name
    rows = []
    for label, t in comp.totals.items():
        tb, to = t.base.compare_ms, t.other.compare_ms
        sp = B.speedup(t.speedup or _ratio(tb, to), t.speedup_lo, t.speedup_hi, t.verdict)
        rows.append(_row(label, tb, to, sp, "ms"))
    if len(rows) > 1:
        w = overall(comp)
        sp = B.speedup(w.speedup, w.speedup_lo, w.speedup_hi, w.verdict)
        rows.insert(0, _row("all graphs", w.base_ms, w.other_ms, sp, "ms"))
    return {
        "type": "bars",
        "title": "kernel time per graph (ms per call)",
        "unit": "ms",
        "series": [b, o],
        "rows": rows,
    }


def _category_chart(comp: Comparison, label: str) -> dict:
    b, o = comp.base_name, comp.other_name
    cats = [
        _row(
            r.category,
            r.base_time_ms,
            r.other_time_ms,
            B.speedup(r.speedup, r.speedup_lo, r.speedup_hi, r.verdict),
            "ms",
        )
        for r in comp.category_rows(label)
    ]
    return {
        "type": "bars",
        "title": f"{label}: by category (ms per call)",
        "unit": "ms",
        "series": [b, o],
        "rows": cats,
    }


def _kernel_pairs(comp: Comparison, label: str) -> list[tuple[KernelPair, dict]]:
    """Each matched pair of the graph with its chart row."""
    o = comp.other_name
    pairs = []
    for r in comp.kernel_rows(label):
        sp = B.speedup(r.speedup, r.speedup_lo, r.speedup_hi, r.verdict, bool(r.same_kernel))
        row = _row(r.base_kernel, r.base_time_us, r.other_time_us, sp, "µs", _tip(r, o), r.category)
        pairs.append((r, row))
    return pairs


def _tip(r: KernelPair, o: str) -> str:
    return f"{r.base_kernel}\n{o}: {r.other_kernel}\nmatched by {r.match_by}; {r.category}"


def _kernel_chart(comp: Comparison, label: str, pairs: list[tuple[KernelPair, dict]]) -> dict | None:
    top = sorted(pairs, key=lambda p: -max(p[0].base_time_us or 0.0, p[0].other_time_us or 0.0))
    if not top:
        return None
    more = f", the {KERNELS_CHARTED} with the most time" if len(top) > KERNELS_CHARTED else ""
    return {
        "type": "bars",
        "title": f"{label}: matched kernels (µs per call{more})",
        "unit": "µs",
        "series": [comp.base_name, comp.other_name],
        "rows": [row for _, row in top[:KERNELS_CHARTED]],
    }


def _matched_table(comp: Comparison, label: str, pairs: list[tuple[KernelPair, dict]]) -> dict:
    b, o = comp.base_name, comp.other_name
    cols = [
        B.col("base_kernel", "kernel", short=64, tip_from="tip", wrap=True),
        B.col("other_kernel", f"{o} kernel", short=40),
        B.col("match_by", "matched by"),
        B.col("same", "same kernel"),
        B.col("category", "category"),
        B.col("base_time_us", f"{b} µs", 2),
        B.col("other_time_us", f"{o} µs", 2),
        B.col("speedup", "speedup", 3),
        B.col("band", "noise band", 3, tip="the speedup's noise band (low-high)"),
        B.col("verdict", "verdict", wrap=True),
        B.col("tip", "details", hidden=True),
    ]
    rows = []
    for r, _ in pairs:
        same = r.same_kernel
        rows.append(
            [
                r.base_kernel,
                "=" if r.other_kernel == r.base_kernel else r.other_kernel,
                r.match_by,
                None if same is None else ("yes" if same else "no"),
                r.category,
                r.base_time_us,
                r.other_time_us,
                r.speedup,
                _band(r.speedup_lo, r.speedup_hi),
                r.verdict,
                _tip(r, o),
            ]
        )
    if all(
        cells[1] == "=" for cells in rows
    ):  # every pair has one name on both sides: say it once, in the title
        for cells in rows:
            cells[1] = None
    one_name = all(cells[1] is None for cells in rows)  # the column of the other side's names goes
    cols, rows = B.drop_empty(cols, rows, ("other_kernel", "same", "band", "verdict"))
    title = f"{label}: matched kernels ({len(rows)}" + (
        ", each with the same name on both sides)" if one_name else ")"
    )
    return B.table(title, cols, rows, sort="base_time_us", id=f"matched-{label}")


def _unmatched(comp: Comparison, label: str) -> dict | None:
    um = comp.unmatched_rows(label)
    if not um:
        return B.notes(["unmatched kernels: none (every kernel of either side has its pair)"])
    ucols = [
        B.col("side", "only in"),
        B.col("kernel", "kernel", short=72),
        B.col("category", "category"),
        B.col("time_us", "µs", 2),
    ]
    urows = [[r.side, r.kernel, r.category, r.time_us] for r in um]
    return B.table(
        f"{label}: unmatched kernels ({len(um)}: only one side has them)",
        ucols,
        urows,
        sort="time_us",
        id=f"unmatched-{label}",
    )


def _graph(comp: Comparison, label: str) -> dict:
    t = comp.totals[label]
    tb, to = t.base.compare_ms, t.other.compare_ms
    x = t.speedup or _ratio(tb, to)
    head = f"{num(tb, '.3f')} ms vs {num(to, '.3f')} ms of kernel time per call ({num(x, '.3f')}x)"
    pairs = _kernel_pairs(comp, label)
    blocks = [
        B.notes([head]),
        _category_chart(comp, label),
        _kernel_chart(comp, label, pairs),
        _matched_table(comp, label, pairs),
        _unmatched(comp, label),
    ]
    return B.section(f"{label}", blocks, label)


def _runs(comp: Comparison, links_from: Path | None) -> dict | None:
    """Links to each side's run (its manifest), where the comparison names them and they are here."""
    items = []
    runs = comp.meta.runs
    for name, path in ((runs.base_name, runs.base), (runs.other_name, runs.other)) if runs else ():
        p = kept(Path(path), "run.json")
        if p is not None:
            items.append({"label": f"{name}: run.json", "href": href(p, links_from), "note": str(Path(path))})
    return {"type": "links", "items": items} if items else None


def compare_view(comp: Comparison, links_from: Path | None = None) -> dict:
    b, o = comp.base_name, comp.other_name
    base, other = comp.side_meta()
    model = Path(base.model or "?").name
    command = comp.meta.command or "compare"
    devices = {base.device, other.device} - {None}
    blocks = (
        _header(comp)
        + [_runs(comp, links_from), _totals(comp)]
        + [_graph(comp, label) for label in comp.graphs]
    )
    return {
        "kind": "compare",
        "title": f"inductor-probe {command}: {model}: {b} vs {o}",
        "subtitle": " vs ".join(sorted(str(d) for d in devices)) or "?",
        "blocks": [x for x in blocks if x],
    }


def render_html(comp: Comparison, top: int | None = None, links_from: Path | None = None) -> str:
    """The comparison as one self-contained HTML page (``top``: unused, every kernel is in the tables)."""
    return page(compare_view(comp, links_from))
