"""A comparison of two runs (``compare``): text, JSON, CSV."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import TYPE_CHECKING

from inductor_probe.render._fmt import num, short, table
from inductor_probe.render.html import compare as html_compare

if TYPE_CHECKING:
    from inductor_probe.analysis.compare import Comparison

DEFAULT_TOP = 15
TAIL = 12  # fused names differ in their last ops and index: keep them


def _short(name: str, width: int = 64) -> str:
    return short(name, width, tail=TAIL)


def render_json(comp: Comparison, top: int | None = None) -> str:
    return json.dumps(comp.to_dict(), indent=1)


def render_csv(comp: Comparison, top: int | None = None) -> str:
    """One flat table: a row per category, per matched pair, per unmatched kernel (times in µs)."""
    import pandas as pd

    cats = comp.categories.assign(
        level="category",
        base_time_us=comp.categories["base_time_ms"] * 1e3,
        other_time_us=comp.categories["other_time_ms"] * 1e3,
    )
    um = comp.unmatched
    is_base = um["side"] == comp.base_name
    unm = pd.DataFrame(
        {
            "level": "unmatched",
            "graph": um["graph"],
            "category": um["category"],
            "base_kernel": um["kernel"].where(is_base),
            "other_kernel": um["kernel"].where(~is_base),
            "base_time_us": um["time_us"].where(is_base),
            "other_time_us": um["time_us"].where(~is_base),
        }
    )
    cols = [
        "level",
        "graph",
        "category",
        "base_kernel",
        "other_kernel",
        "match_by",
        "base_time_us",
        "other_time_us",
        "speedup",
    ]
    parts = [
        df.reindex(columns=cols) for df in (cats, comp.kernels.assign(level="matched"), unm) if not df.empty
    ]
    buf = io.StringIO()
    (pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(columns=cols)).to_csv(buf, index=False)
    return buf.getvalue()


def render_text(comp: Comparison, top: int | None = None) -> str:
    from inductor_probe.analysis.compare import ratio

    top = top or DEFAULT_TOP
    b, o = comp.base_name, comp.other_name
    m = comp.meta.get(b) or {}
    cpu = m.get("device_type") == "cpu"
    lines = [
        f"inductor-probe compare: {Path(m.get('model') or '?').name} on {m.get('device') or '?'}: {b} vs {o}",
        f"speedup = {b} time / {o} time (above 1: {o} is faster); times per call"
        + (" (CPU run: CPU time of C++ kernels and ATen calls)" if cpu else ""),
    ]
    if comp.meta.get("runs"):
        runs = list(comp.meta["runs"].values())
        lines.append(
            "runs: " + ", ".join(runs) + f"  (kernels of one side: `inductor-probe kernels --run {runs[-1]}`)"
        )
    bt = sum(t[b]["compare_ms"] for t in comp.totals.values())
    ot = sum(t[o]["compare_ms"] for t in comp.totals.values())
    lines.append(f"all graphs: {bt:.3f} ms vs {ot:.3f} ms of kernel time ({num(ratio(bt, ot), '.3f')}x)")
    for label in comp.graphs:
        t = comp.totals[label]
        tb, to = t[b]["compare_ms"], t[o]["compare_ms"]
        lines += [
            "",
            f"== {label}: {tb:.3f} ms vs {to:.3f} ms of kernel time ({num(ratio(tb, to), '.3f')}x) ==",
        ]
        cats = comp.categories[comp.categories["graph"] == label].to_dict("records")
        rows = [
            [
                r["category"],
                num(r["base_time_ms"], ".4f"),
                num(r["other_time_ms"], ".4f"),
                num(r["speedup"], ".3f"),
            ]
            for r in cats
        ] + [["total", f"{tb:.4f}", f"{to:.4f}", num(ratio(tb, to), ".3f")]]
        lines.append(table(rows, ["category", f"{b} ms", f"{o} ms", "speedup"]))
        ks = comp.kernels[comp.kernels["graph"] == label]
        rows = [
            [
                _short(r["base_kernel"]),
                "=" if r["other_kernel"] == r["base_kernel"] else _short(r["other_kernel"], 40),
                r["match_by"],
                r["category"],
                num(r["base_time_us"], ".2f"),
                num(r["other_time_us"], ".2f"),
                num(r["speedup"], ".3f"),
            ]
            for r in ks.head(top).to_dict("records")
        ]
        lines += ["", f"matched kernels ({len(rows)} of {len(ks)}, by {b} time):"]
        if rows:
            lines.append(
                table(
                    rows, ["kernel", f"{o} kernel", "matched by", "category", f"{b} µs", f"{o} µs", "speedup"]
                )
            )
        um = comp.unmatched[comp.unmatched["graph"] == label].to_dict("records")
        if not um:
            lines.append("unmatched kernels: none")
            continue
        lines += ["", f"unmatched kernels ({len(um)}: only one compile has them):"]
        lines.append(
            table(
                [[r["side"], _short(r["kernel"], 80), r["category"], num(r["time_us"], ".2f")] for r in um],
                ["only in", "kernel", "category", "µs"],
            )
        )
    return "\n".join(lines)


RENDERERS = {"text": render_text, "json": render_json, "csv": render_csv, "html": html_compare.render_html}
