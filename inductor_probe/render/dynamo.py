"""Where Dynamo split or skipped the user's code (``Manifest.graph_breaks``): the report's short section, each
place with its line of code, Dynamo's reason, why and the fix it hints; and the CSV's rows (level
``graph_break``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from inductor_probe.run.dynamo import GraphBreak
    from inductor_probe.run.manifest import Manifest


def heading(b: GraphBreak) -> str:
    """``file.py:LINE in f: reason`` (``skipped``: Dynamo ran the whole function eagerly), and how often."""
    what = f"{b.where()}" + (f" in {b.function}" if b.function else "") + f": {b.reason}"
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


def csv_rows(m: Manifest) -> list[dict[str, Any]]:
    """One row per place (level ``graph_break``): its line as the name, Dynamo's reason as the category."""
    return [
        {"graph": "", "level": "graph_break", "name": b.where(), "category": b.reason, "launches": b.count}
        for b in m.graph_breaks or []
    ]
