"""A comparison of two runs (``compare``): text, JSON, CSV."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import TYPE_CHECKING

from inductor_probe.render._fmt import num, short, table
from inductor_probe.render.compare_words import answer_lines, measurement_lines, memory_lines
from inductor_probe.render.html import compare as html_compare

if TYPE_CHECKING:
    from inductor_probe.analysis.compare import Comparison
    from inductor_probe.analysis.compare_rows import Band, KernelPair

DEFAULT_TOP = 15
TAIL = 12  # fused names differ in their last ops and index: keep them


def _short(name: str, width: int = 64) -> str:
    return short(name, width, tail=TAIL)


def render_json(comp: Comparison, top: int | None = None) -> str:
    return json.dumps(comp.to_dict(), indent=1)


CSV_COLUMNS = [
    "level",
    "graph",
    "category",
    "base_kernel",
    "other_kernel",
    "match_by",
    "base_time_us",
    "other_time_us",
    "speedup",
    "speedup_lo",
    "speedup_hi",
    "verdict",
    "same_kernel",
]


def render_csv(comp: Comparison, top: int | None = None) -> str:
    """One flat table: a row per category, per matched pair, per unmatched kernel (times in µs)."""
    import pandas as pd

    def band(r: Band) -> list[object]:
        return [r.speedup, r.speedup_lo, r.speedup_hi, r.verdict]

    cats = [
        ["category", r.graph, r.category, None, None, None, r.base_time_ms * 1e3, r.other_time_ms * 1e3]
        + band(r)
        + [None]
        for r in comp.category_rows()
    ]
    pairs = [
        ["matched", r.graph, r.category, r.base_kernel, r.other_kernel, r.match_by]
        + [r.base_time_us, r.other_time_us, *band(r), r.same_kernel]
        for r in comp.kernel_rows()
    ]
    unmatched = []
    for u in comp.unmatched_rows():
        base = u.side == comp.base_name
        kernels = [u.kernel, None] if base else [None, u.kernel]
        times = [u.time_us, None] if base else [None, u.time_us]
        unmatched.append(["unmatched", u.graph, u.category, *kernels, None, *times] + [None] * 5)
    parts = [pd.DataFrame(rows, columns=CSV_COLUMNS) for rows in (cats, pairs, unmatched) if rows]
    buf = io.StringIO()
    (pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(columns=CSV_COLUMNS)).to_csv(
        buf, index=False
    )
    return buf.getvalue()


def _band(lo, hi) -> str:
    return f"{lo:.3f}-{hi:.3f}" if _num(lo) and _num(hi) else "-"


def _num(v) -> bool:
    return v is not None and v == v


def _verdict(v) -> str:
    return v if isinstance(v, str) and v else "-"


def _header(comp: Comparison) -> list[str]:
    b, o = comp.base_name, comp.other_name
    m = comp.side_meta()[0]
    cpu = m.device_type == "cpu"
    diff = comp.meta.command == "diff"
    runs = comp.meta.runs
    model = Path(m.model or "?").name
    if diff:
        said = (runs.base, runs.other) if runs is not None else (None, None)
        lines = [f"inductor-probe diff: {model}: {b} = {said[0]}, {o} = {said[1]}"]
    else:
        lines = [f"inductor-probe compare: {model} on {m.device or '?'}: {b} vs {o}"]
    lines += answer_lines(comp)
    env = comp.meta.environment_diff
    if env:
        lines.append("environment differences (any of them can explain a difference in time):")
        lines.append(table([[e.what, _said(e.base), _said(e.other)] for e in env], ["setting", b, o]))
    elif env is not None:
        lines.append("environment: the same on both sides (GPU, driver, torch, triton, Inductor settings)")
    lines.append(
        f"speedup = {b} time / {o} time (above 1: {o} is faster); times per call"
        + (" (CPU run: CPU time of C++ kernels and ATen calls)" if cpu else "")
    )
    lines += measurement_lines(comp)
    lines += memory_lines(comp)
    if runs is not None and not diff:
        rs = [runs.base, runs.other]
        lines.append(
            "runs: " + ", ".join(rs) + f"  (kernels of one side: `inductor-probe kernels --run {rs[-1]}`)"
        )
    return lines


def _launches(r: KernelPair) -> str:
    """`` (launches 3 -> 2)`` where the two sides launch the kernel a different number of times per call."""
    a, b = r.base_launches, r.other_launches
    return f" (launches {a:g} -> {b:g})" if _num(a) and _num(b) and a != b else ""


def _said(v) -> str:
    return "(none)" if v is None else str(v)


def _graph_lines(comp: Comparison, label: str, top: int) -> list[str]:
    """One graph of a comparison: its totals, categories, matched kernels, and the unmatched ones."""
    from inductor_probe.analysis.pairing import ratio

    b, o = comp.base_name, comp.other_name
    t = comp.totals[label]
    tb, to = t.base.compare_ms, t.other.compare_ms
    sp = t.speedup or ratio(tb, to)
    lines = [
        "",
        f"== {label}: {tb:.3f} ms vs {to:.3f} ms of kernel time ({num(sp, '.3f')}x, "
        f"band {_band(t.speedup_lo, t.speedup_hi)}: {_verdict(t.verdict)}) ==",
    ]
    rows = [
        [
            r.category,
            num(r.base_time_ms, ".4f"),
            num(r.other_time_ms, ".4f"),
            num(r.speedup, ".3f"),
            _band(r.speedup_lo, r.speedup_hi),
            _verdict(r.verdict),
        ]
        for r in comp.category_rows(label)
    ] + [["total", f"{tb:.4f}", f"{to:.4f}", num(sp, ".3f"), "", ""]]
    lines.append(table(rows, ["category", f"{b} ms", f"{o} ms", "speedup", "band", "verdict"]))
    return lines + _kernel_lines(comp, label, top) + _unmatched_lines(comp, label)


KERNEL_HEADERS = [
    "kernel",
    "{o} kernel",
    "matched by",
    "category",
    "{b} µs",
    "{o} µs",
    "speedup",
    "band",
    "verdict",
]


def _kernel_lines(comp: Comparison, label: str, top: int) -> list[str]:
    b, o = comp.base_name, comp.other_name
    ks = comp.kernel_rows(label)
    rows = [
        [
            _short(r.base_kernel),
            "=" if r.other_kernel == r.base_kernel else _short(r.other_kernel, 40),
            r.match_by,
            r.category,
            num(r.base_time_us, ".2f"),
            num(r.other_time_us, ".2f"),
            num(r.speedup, ".3f"),
            _band(r.speedup_lo, r.speedup_hi),
            _verdict(r.verdict) + _launches(r),
        ]
        for r in ks[:top]
    ]
    lines = ["", f"matched kernels ({len(rows)} of {len(ks)}, by {b} time):"]
    if rows:
        lines.append(table(rows, [h.format(b=b, o=o) for h in KERNEL_HEADERS]))
    return lines


def _unmatched_lines(comp: Comparison, label: str) -> list[str]:
    b, o = comp.base_name, comp.other_name
    diff = comp.meta.command == "diff"
    um = comp.unmatched_rows(label)
    if not um:
        return ["unmatched kernels: none" if not diff else "kernels added or removed: none"]
    if diff:
        lines = ["", f"kernels added or removed ({len(um)}):"]
        side_word = {b: f"removed (only in {b})", o: f"added (only in {o})"}
    else:
        lines = ["", f"unmatched kernels ({len(um)}: only one compile has them):"]
        side_word = {b: b, o: o}
    rows = [
        [
            side_word.get(r.side, r.side),
            _short(r.kernel, 80),
            r.category,
            num(r.time_us, ".2f"),
        ]
        for r in um
    ]
    lines.append(table(rows, ["only in" if not diff else "change", "kernel", "category", "µs"]))
    return lines


def render_text(comp: Comparison, top: int | None = None) -> str:
    lines = _header(comp)
    for label in comp.graphs:
        lines += _graph_lines(comp, label, top or DEFAULT_TOP)
    return "\n".join(lines)


RENDERERS = {"text": render_text, "json": render_json, "csv": render_csv, "html": html_compare.render_html}
