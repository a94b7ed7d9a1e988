"""A run's tables as DataFrames (the API's ``Run.graphs`` and ``Run.categories``; ``Run.kernels`` is
``analysis.kernels.list_kernels``, the table of ``inductor-probe kernels``).

``graphs``: one row per compiled graph: its time per step in the real run (ms, % of the wall), calls per
step, its kernels' time per call, and per call its memory (CUDA). ``categories``: one row per graph and
category, time per call (as the report's tables) and per step (per call x calls per step), so that a
``groupby("category")`` of ``ms_per_step`` adds up to the step's time in compiled graphs.
"""

from __future__ import annotations

import pandas as pd

from inductor_probe.run.manifest import Manifest

GRAPH_COLUMNS = [
    "graph",
    "kind",
    "ms_per_step",
    "pct_of_wall",
    "calls_per_step",
    "kernel_ms_per_call",
    "kernels",
    "launches_per_call",
    "cuda_graph",
    "entry_bytes",
    "peak_bytes",
    "saved_for_backward_bytes",
    "module",
]
CATEGORY_FRAME_COLUMNS = ["graph", "category", "time_ms", "pct", "kernels", "launches", "ms_per_step"]


def graphs_frame(m: Manifest) -> pd.DataFrame:
    step = {g.label: g for g in (m.step.graphs if m.step is not None else [])}
    wall = m.step.wall_ms if m.step is not None else None
    rows = []
    for g in m.graphs:
        b, s, mem = g.breakdown, step.get(g.label), g.memory
        ms = s.ms if s is not None else None
        rows.append(
            {
                "graph": g.label,
                "kind": g.graph_kind,
                "ms_per_step": ms,
                "pct_of_wall": 100.0 * ms / wall if ms is not None and wall else None,
                "calls_per_step": s.calls_per_step if s is not None else g.calls_per_step,
                "kernel_ms_per_call": b.kernel_time_ms if b is not None else None,
                "kernels": len(b.kernels) if b is not None else None,
                "launches_per_call": float(b.kernels["launches"].sum()) if b is not None else None,
                "cuda_graph": g.cuda_graph,
                "entry_bytes": mem.entry_bytes if mem is not None else None,
                "peak_bytes": mem.peak_bytes if mem is not None else None,
                "saved_for_backward_bytes": mem.saved_for_backward_bytes if mem is not None else None,
                "module": g.module,
            }
        )
    return pd.DataFrame(rows, columns=GRAPH_COLUMNS)


def categories_frame(m: Manifest) -> pd.DataFrame:
    step = {g.label: g for g in (m.step.graphs if m.step is not None else [])}
    rows = []
    for g in m.graphs:
        if g.breakdown is None:
            continue
        share = step.get(g.label)
        calls = share.calls_per_step if share is not None else g.calls_per_step
        for r in g.breakdown.categories.to_dict("records"):
            per_step = r["time_ms"] * calls if calls is not None else None
            rows.append({"graph": g.label, **r, "ms_per_step": per_step})
    df = pd.DataFrame(rows, columns=CATEGORY_FRAME_COLUMNS)
    for col in ("time_ms", "pct", "kernels", "launches", "ms_per_step"):
        df[col] = pd.to_numeric(df[col], errors="coerce")
    return df
