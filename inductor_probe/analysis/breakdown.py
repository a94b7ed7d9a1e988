"""From launch rows to the tables the report shows: per kernel and per category, per call.

``time_us`` is what a kernel costs its stream per call: execution plus the GPU's base
cost of a launch (see ``trace.stream_times``), the span Nsight Compute's
``gpu__time_duration`` measures; ``exec_us`` is execution alone (CUPTI's duration).
``launch_gaps_ms``: per call, what the gaps between queued launches held beyond that base
cost (stream time no kernel owns).
"""

from __future__ import annotations

import pandas as pd

from inductor_probe.analysis.categories import CATEGORIES, categorize
from inductor_probe.analysis.insight import device_limits, device_peaks, kernel_insight
from inductor_probe.analysis.trace import TraceSummary
from inductor_probe.run.artifacts import CompiledModule, KernelInfo
from inductor_probe.run.manifest import DeviceInfo
from inductor_probe.run.tables import CATEGORY_COLUMNS, KERNEL_COLUMNS, GraphBreakdown, PerCall
from inductor_probe.vocab import View


def _kernel_lookup(module: CompiledModule | dict[str, KernelInfo] | None) -> dict[str, KernelInfo]:
    if module is None:
        return {}
    if isinstance(module, dict):
        return module
    return {k.name: k for k in module.kernels}


def analyse(
    summary: TraceSummary,
    module: CompiledModule | dict[str, KernelInfo] | None,
    peak_gbps: float | None,
    view: View | None = None,
    device: DeviceInfo | None = None,
) -> GraphBreakdown:
    """The tables of ``summary``'s rows; ``module`` (or a name -> KernelInfo map) says what each
    generated kernel is. ``device`` (the manifest's, as a dict) gives the roofs of the per-kernel
    roofline, occupancy and source lines (``insight``); without it there is none."""
    rows = summary.rows
    calls = max(summary.calls, 1)
    window_us = summary.window_us / calls
    infos = _kernel_lookup(module)
    out = []
    if not rows.empty:
        for name, grp in rows.groupby("name", sort=False):
            info = infos.get(name)
            ops = grp["op"].dropna()
            op = ops.mode().iloc[0] if not ops.empty else None
            row = {
                "name": name,
                "activity": grp["activity"].iloc[0],
                "heuristic": info.heuristic if info else None,
                "op": op,
            }
            category, rule = categorize(row)
            total_us = float(grp["stream_us"].sum())
            time_us = total_us / calls
            exec_us = float(grp["dur_us"].sum()) / calls
            launches = len(grp) / calls
            gbps = None
            if info and info.num_gb and len(grp):
                per_launch_s = total_us / len(grp) * 1e-6
                gbps = info.num_gb / per_launch_s if per_launch_s > 0 else None
            out.append(
                {
                    "name": name,
                    "category": category,
                    "rule": rule,
                    "time_us": time_us,
                    "exec_us": exec_us,
                    "launches": launches,
                    "gbps": gbps,
                    # above the DRAM roof the inputs came from L2: no percentage of DRAM (insight says so)
                    "pct_peak_bw": 100.0 * gbps / peak_gbps
                    if gbps and peak_gbps and gbps <= peak_gbps
                    else None,
                    # halving the execution saves half of it; the launch gap stays
                    "gain_if_2x_pct": 100.0 * 0.5 * exec_us / window_us if window_us > 0 else None,
                    "op": op,
                    "source_nodes": ", ".join(info.source_nodes) if info else None,
                }
            )
    kernels = pd.DataFrame(out, columns=[c for c in KERNEL_COLUMNS if c != "pct"] + ["pct"])
    total_us = float(kernels["time_us"].sum()) if not kernels.empty else 0.0
    kernels["pct"] = kernels["time_us"] / total_us * 100.0 if total_us > 0 else 0.0
    kernels = (
        kernels[KERNEL_COLUMNS].sort_values("time_us", ascending=False, kind="stable").reset_index(drop=True)
    )
    return GraphBreakdown(
        kernels=kernels,
        categories=category_table(kernels),
        kernel_time_ms=total_us / 1e3,
        window_ms=window_us / 1e3,
        busy_pct=summary.busy_pct,
        calls=summary.calls,
        device_type=summary.device_type,
        launch_gaps_ms=float(rows["gap_excess_us"].sum()) / calls / 1e3
        if summary.device_type == "cuda"
        else None,
        base_gap_us=summary.base_gap_us,
        view=view,
        per_call=per_call_times(rows, summary),
        insight=None
        if device is None
        else kernel_insight(rows, infos, summary.calls, device_peaks(device), device_limits(device)),
    )


def per_call_times(rows: pd.DataFrame, summary: TraceSummary) -> PerCall | None:
    """Each call's (or step's) times, for the noise of a comparison: ``kernel_ms`` the graph's kernel
    time and ``kernels_us`` each kernel's, per call, one value per profiled window (a window with
    several calls of the graph gives their mean). None with fewer than two windows."""
    windows = len(summary.windows) or summary.calls
    if rows.empty or windows < 2 or "call" not in rows:
        return None
    per_window = max(summary.calls, 1) / windows
    t = rows.groupby(["name", "call"], sort=False)["stream_us"].sum().unstack(fill_value=0.0)
    t = t.reindex(columns=range(windows), fill_value=0.0) / per_window
    first = rows.sort_values("ts_us", kind="stable").drop_duplicates("name")["name"]
    return PerCall(
        order=[str(n) for n in first],  # by first launch: the module's order
        kernel_ms=[round(float(v) / 1e3, 6) for v in t.sum(axis=0)],
        kernels_us={str(name): [round(float(v), 3) for v in vals] for name, vals in t.iterrows()},
    )


def category_table(kernels: pd.DataFrame) -> pd.DataFrame:
    if kernels.empty:
        return pd.DataFrame(columns=CATEGORY_COLUMNS)
    g = kernels.groupby("category", sort=False).agg(
        time_us=("time_us", "sum"), kernels=("name", "count"), launches=("launches", "sum")
    )
    total = float(g["time_us"].sum())
    g["time_ms"] = g["time_us"] / 1e3
    g["pct"] = g["time_us"] / total * 100.0 if total > 0 else 0.0
    order = {c: i for i, c in enumerate(CATEGORIES)}
    g = g.reset_index()
    g = g.sort_values(
        ["time_ms", "category"],
        ascending=[False, True],
        key=lambda s: s.map(order) if s.name == "category" else s,
    )
    return g[CATEGORY_COLUMNS].reset_index(drop=True)
