"""Where in the model the compiled kernels' time goes (``StepView.modules``, analysis/module_map.py): the
report's section (the top of the tree and the totals by module type), the CSV's rows (levels ``module`` and
``module_type``), the page's collapsible tree and the API's frame say the same figures."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pandas as pd

from inductor_probe import thresholds
from inductor_probe.render._fmt import num, table

if TYPE_CHECKING:
    from inductor_probe.run.manifest import Manifest
    from inductor_probe.run.module_map import ModuleRow, ModuleView

HEADERS = ["module", "type", "fwd_ms", "bwd_ms", "total_ms", "%kernels"]
TYPE_HEADERS = ["type", "count", "fwd_ms", "bwd_ms", "total_ms", "%kernels"]
TEXT_ROWS = 20  # lines of the tree in the text report (all of it in JSON, CSV and HTML)
TEXT_DEPTH = 3
TEXT_TYPES = 8
SHORT_RULE = (
    "a fused kernel's time is shared among its FX nodes' modules by the bytes each writes, a library kernel "
    "goes to the calls of its kind and operand sizes (by FLOPs), a backward kernel to the forward module (a "
    "summed gradient to the module of what it sums)"
)


def view_of(m: Manifest) -> ModuleView | None:
    return m.step.where.modules if m.step is not None else None


def label(r: ModuleRow) -> str:
    return r.path or "(outside any submodule)"


def missing(v: ModuleView) -> str:
    """Why a run has no tree (text and page alike)."""
    return f"no module map: {v.note}"


def head(v: ModuleView) -> str:
    mapped = f"{v.mapped_pct:.1f}%" if v.mapped_pct is not None else "none"
    return (
        f"where in the model: the compiled graphs' kernels, {v.kernel_ms:.3f} ms per step (durations "
        f"summed), {mapped} mapped to a module" + (f"; {below(v)}" if below(v) else "")
    )


def below(v: ModuleView) -> str | None:
    """How much went below the root (the forward and backward graphs each), and whether the tree adds up."""
    pct = v.below_root_pct()
    if pct is None:
        return None
    kinds = [
        f"{kind} {x:.1f}%"
        for kind in ("forward", "backward")
        if (x := v.below_root_pct(kind)) is not None and (v.backward_kernel_ms or 0) > 0
    ]
    text = f"{pct:.1f}% below the root" + (f" ({', '.join(kinds)})" if kinds else "")
    acc = v.accounted_pct
    if acc is not None and abs(acc - 100.0) > thresholds.MODULES_ACCOUNTED_PCT:
        text += f"; the tree accounts for {acc:.1f}% of the kernels' time, not 100%"
    return text


def unmapped(v: ModuleView, n: int = 3) -> str | None:
    if not v.unmapped:
        return None
    parts = [f"{short(u.name)} in {u.graph} {u.ms:.3f} ms ({u.why})" for u in v.unmapped[:n]]
    more = f"; {len(v.unmapped) - n} more" if len(v.unmapped) > n else ""
    return f"not mapped, {v.kernel_ms - v.mapped_ms:.3f} ms: " + "; ".join(parts) + more


def top_rows(v: ModuleView) -> list[ModuleRow]:
    """The top of the tree for the text report: every path down to the deepest level whose rows all fit in
    ``TEXT_ROWS`` (at least the top level, so that no top-level module is left out for another's children)."""
    depth = 1
    while depth < TEXT_DEPTH and sum(1 for r in v.rows if r.depth <= depth + 1) <= TEXT_ROWS:
        depth += 1
    return [r for r in v.rows if r.depth <= depth]


def short(name: str, n: int = 60) -> str:
    return name if len(name) <= n else name[: n - 1] + "…"


def module_lines(m: Manifest) -> list[str]:
    v = view_of(m)
    if v is None:
        return []
    if not v.rows:
        return ["", f"where in the model: {missing(v)}"] if v.note else []
    cut = top_rows(v)
    rows = [
        ["· " * (r.depth - 1) + label(r), r.type or "-", num(r.forward_ms, ".3f"), num(r.backward_ms, ".3f")]
        + [num(r.total_ms, ".3f"), num(r.pct, ".1f")]
        for r in cut
    ]
    out = ["", head(v) + ":", table(rows, HEADERS, numparse=True)]
    if len(v.rows) > len(cut):
        out.append(f"({len(v.rows) - len(cut)} deeper module paths in the JSON, CSV and HTML)")
    types = [
        [t.type, t.count, num(t.forward_ms, ".3f"), num(t.backward_ms, ".3f")]
        + [num(t.total_ms, ".3f"), num(t.pct, ".1f")]
        for t in v.types[:TEXT_TYPES]
    ]
    if types:
        out += [
            "by module type (each kernel counted once per type):",
            table(types, TYPE_HEADERS, numparse=True),
        ]
    out += [x for x in (root_line(v), unmapped(v), f"how: {SHORT_RULE}") if x]
    return out


def root_line(v: ModuleView, n: int = 3) -> str | None:
    """What went to the root: the compiled function's own code (no module's forward made those nodes)."""
    root = v.root
    if root is None or not v.root_kernels or root.total_ms <= 0:
        return None
    parts = [
        f"{short(k.name, 70)} in {k.graph}{' (backward)' if k.backward else ''} {k.ms:.3f} ms"
        for k in v.root_kernels[:n]
    ]
    return (
        f"(outside any submodule), {root.total_ms:.3f} ms: the compiled function's own code, which no "
        "module's forward made (a loss its own forward computes, an optimizer's step); the largest: "
        + "; ".join(parts)
    )


def csv_rows(m: Manifest) -> list[dict[str, Any]]:
    """One row per module path (level ``module``, its type as ``category``) and per module type (level
    ``module_type``), per step: ``time_us`` forward and backward together, split in ``forward_us``/
    ``backward_us``."""
    v = view_of(m)
    if v is None:
        return []
    out = [
        {"graph": "", "level": "module", "name": r.path, "category": r.type or ""}
        | _times(r.forward_ms, r.backward_ms, r.pct)
        for r in v.rows
    ]
    out += [
        {"graph": "", "level": "module_type", "name": t.type, "category": t.type, "launches": t.count}
        | _times(t.forward_ms, t.backward_ms, t.pct)
        for t in v.types
    ]
    return out


def _times(fwd: float, bwd: float, pct: float) -> dict[str, Any]:
    return {"time_us": (fwd + bwd) * 1e3, "pct": pct, "forward_us": fwd * 1e3, "backward_us": bwd * 1e3}


def frame(m: Manifest) -> pd.DataFrame:
    """The module tree as a DataFrame (the API's ``run.modules``): one row per path, in tree order."""
    v = view_of(m)
    cols = ["path", "type", "depth", "forward_ms", "backward_ms", "total_ms", "own_ms", "pct"]
    if v is None:
        return pd.DataFrame(columns=cols)
    return pd.DataFrame(
        [[r.path, r.type, r.depth, r.forward_ms, r.backward_ms, r.total_ms, r.own_ms, r.pct] for r in v.rows],
        columns=cols,
    )


def tree_nodes(v: ModuleView) -> list[dict[str, Any]]:
    """The page's tree: each row with the rows under it (``rows`` are in tree order, depth first)."""
    roots: list[dict[str, Any]] = []
    stack: list[tuple[int, list[dict[str, Any]]]] = []  # (depth, the children list of an open node)
    for r in v.rows:
        children: list[dict[str, Any]] = []
        node = {
            "label": label(r) + (f"  ({r.type})" if r.type else ""),
            "cells": [f"{r.forward_ms:.3f}", f"{r.backward_ms:.3f}", f"{r.total_ms:.3f}", f"{r.pct:.1f}"],
            "children": children,
        }
        while stack and stack[-1][0] >= r.depth:
            stack.pop()
        (stack[-1][1] if stack and r.path else roots).append(node)
        if r.path:
            stack.append((r.depth, children))
    return roots
