"""The kernel list of a run (``kernels``): text, JSON, CSV."""

from __future__ import annotations

from typing import TYPE_CHECKING

from inductor_probe.render._fmt import num, short, table

if TYPE_CHECKING:
    import pandas as pd


def _file(v) -> str:
    """A kernel file's path, ``-`` for a library kernel (None, or NaN after a pandas round trip)."""
    return v if isinstance(v, str) and v else "-"


def render_text(df: pd.DataFrame, top: int | None = None) -> str:
    rows = [
        [
            short(r["name"]),
            r["category"],
            r["graph"],
            r["kind"],
            num(r["time_us"], ".2f"),
            num(r["pct"], ".1f"),
            num(r["launches"], "g"),
            _file(r["kernel_file"]),
        ]
        for r in df.to_dict("records")
    ]
    text = table(rows, ["kernel", "category", "graph", "kind", "µs/call", "% graph", "launches", "file"])
    unseen = int(df["time_us"].isna().sum())
    foot = f"{len(df)} kernels" + (
        f" ({unseen} generated but not seen in the trace: no time)" if unseen else ""
    )
    if (df["kind"] == "cpp").any() and not (df["kind"] == "triton").any():  # a CPU run
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
