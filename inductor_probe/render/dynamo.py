"""What Dynamo did with the user's code: where it split or skipped it (``Manifest.graph_breaks``: each place
with its line of code, Dynamo's reason, why and the fix it hints) and what it compiled again
(``Manifest.recompiles``: the guard that failed, the compile time); the report's short sections and the CSV's
rows (levels ``graph_break`` and ``recompile``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from inductor_probe.run.dynamo import GraphBreak
    from inductor_probe.run.manifest import Manifest


def heading(b: GraphBreak) -> str:
    """``file.py:LINE in f: reason`` (``skipped``: Dynamo ran the whole function eagerly), and how often."""
    what = f"{b.place()}: {b.reason}"
    what += " (the whole function skipped, run eagerly)" if b.skipped else ""
    return what + (f" (met {b.count} times)" if b.count > 1 else "")


def graph_break_lines(m: Manifest) -> list[str]:
    breaks = m.graph_breaks or []
    if not breaks:
        return []
    out = [
        "",
        f"graph breaks ({len(breaks)}: where Dynamo split the code; what runs between the graphs is eager):",
    ]
    for b in breaks:
        out.append(f"  {heading(b)}")
        out += [f"      {b.code}"] if b.code else []
        out += [f"      why: {b.explanation}"] if b.explanation else []
        out += [f"      fix: {b.hint}"] if b.hint else []
        out += [f"      see: {b.url}"] if b.url else []
    return out


def recompile_lines(m: Manifest) -> list[str]:
    again = m.recompiles or []
    if not again:
        return []
    out = ["", f"recompiles ({len(again)}: a guard of an earlier compile failed; the frame compiled again):"]
    for r in again:
        when = f", {r.at_s:.1f} s into the run" if r.at_s is not None else ""
        cost = f"{r.compile_s:.3f} s to compile" if r.compile_s is not None else "compile time unknown"
        out.append(f"  {r.function} ({r.where()}), compile {r.compile_id}: {cost}{when}")
        out.append(f"      guard failed: {r.reason}")
    return out


def csv_rows(m: Manifest) -> list[dict[str, Any]]:
    """One row per place (level ``graph_break``: its line as the name, Dynamo's reason as the category) and
    per recompile (level ``recompile``: its compile time as ``time_us``)."""
    rows: list[dict[str, Any]] = [
        {"graph": "", "level": "graph_break", "name": b.where(), "category": b.reason, "launches": b.count}
        for b in m.graph_breaks or []
    ]
    return rows + [
        {
            "graph": r.compile_id,
            "level": "recompile",
            "name": f"{r.function} ({r.where()})",
            "category": r.reason,
            "time_us": None if r.compile_s is None else r.compile_s * 1e6,
        }
        for r in m.recompiles or []
    ]
