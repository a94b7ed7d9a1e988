"""The kernel list of a run (``kernels``): text, JSON, CSV."""

from __future__ import annotations

from typing import TYPE_CHECKING

from inductor_probe.analysis.kernels import ListedKernel
from inductor_probe.render._fmt import num, table
from inductor_probe.run.tables import frame_rows

if TYPE_CHECKING:
    import pandas as pd


def render_text(df: pd.DataFrame, top: int | None = None) -> str:
    """The list to pick a name from: each name whole, last, so that a long one pushes no column (a kernel's
    file is ``kernels/NAME.py``: in the JSON and CSV)."""
    listed = frame_rows(df, ListedKernel)
    rows = [
        [num(r.time_us, ".2f"), num(r.pct, ".1f"), num(r.launches, "g"), r.category, r.graph, r.kind, r.name]
        for r in listed
    ]
    text = table(rows, ["µs/call", "% graph", "launches", "category", "graph", "kind", "kernel"])
    unseen = sum(r.time_us is None for r in listed)
    foot = f"{len(df)} kernels" + (
        f" ({unseen} generated but not seen in the trace: no time)" if unseen else ""
    )
    kinds = {r.kind for r in listed}
    if "cpp" in kinds and "triton" not in kinds:  # a CPU run
        hint = "C++ kernels (cpp) run inline in their compiled module: `inductor-probe kernel` re-runs only "
        hint += "the Triton kernels of a GPU run"
    else:
        hint = "`inductor-probe kernel NAME` re-runs a Triton kernel (a unique part of the name will do)"
    return f"{text}\n{foot}; {hint}"


def render_json(df: pd.DataFrame, top: int | None = None) -> str:
    return df.to_json(orient="records", indent=1)


def render_csv(df: pd.DataFrame, top: int | None = None) -> str:
    return df.to_csv(index=False)


RENDERERS = {"text": render_text, "json": render_json, "csv": render_csv}
