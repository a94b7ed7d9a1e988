"""Renderers for a breakdown manifest: text (tabulate), JSON, CSV. The core never prints."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from tabulate import tabulate

from inductor_probe import hostload
from inductor_probe.breakdown import GraphBreakdown

NAME_WIDTH = 64


def _short(name: str, width: int = NAME_WIDTH) -> str:
    return name if len(name) <= width else name[: width - 1] + "…"


def _num(v, fmt: str) -> str:
    if v is None or (isinstance(v, float) and v != v):
        return "-"
    return format(v, fmt)


def _header(run: Path, m: dict) -> list[str]:
    env = m.get("environment", {})
    dev = env.get("device") or {}
    ver = env.get("versions") or {}
    model = m.get("model", {})
    where = dev.get("name") or "?"
    kind = m.get("device_type") or dev.get("type") or "?"
    lines = [
        f"inductor-probe breakdown: {Path(model.get('path', '?')).name} "
        f"(mode {model.get('compile_mode')}{', with backward' if model.get('backward') else ''})",
        f"device: {where} ({kind}); torch {ver.get('torch')}, triton {ver.get('triton') or '-'}, "
        f"Python {ver.get('python')}",
    ]
    if kind == "cpu":
        lines.append(
            "CPU run: times are the CPU time of each C++ kernel (cpp_fused_*) and ATen call "
            "inside the compiled module; 'busy' is the share of each call spent in them."
        )
    counters = (m.get("cache") or {}).get("counters") or {}
    hits = counters.get("inductor.fxgraph_cache_hit", 0)
    misses = counters.get("inductor.fxgraph_cache_miss", 0)
    lines.append(f"run directory: {run}  (FX graph cache: {hits} hit(s), {misses} miss(es))")
    return lines


def render_text(run: Path, m: dict, top: int = 10) -> str:
    out = _header(run, m)
    device_word = "CPU" if m.get("device_type") == "cpu" else "GPU"
    for g in m.get("graphs", []):
        out.append("")
        title = f"== {g['label']}: graph {g.get('graph_id')} {g.get('graph_kind')}"
        if g.get("compile_id"):
            title += f" (compile {g['compile_id']})"
        out.append(title + " ==")
        if "breakdown" not in g:
            out.append(f"  not profiled ({g.get('status')}); module: {run / g['module']}")
            continue
        bd = GraphBreakdown.from_dict(g["breakdown"])
        wall = (g.get("profile") or {}).get("wall_ms_per_call")
        out.append(
            f"{device_word} time {bd.kernel_time_ms:.3f} ms per call; busy {bd.busy_pct:.1f}% of the "
            f"profiled window ({bd.window_ms:.3f} ms per call, {bd.calls} calls); "
            f"wall {_num(wall, '.3f')} ms per call unprofiled"
        )
        if bd.launch_gaps_ms is not None and bd.base_gap_us is not None:
            share = 100.0 * bd.launch_gaps_ms / (bd.kernel_time_ms + bd.launch_gaps_ms) if bd.kernel_time_ms else 0.0
            out.append(
                f"launch gaps: {bd.launch_gaps_ms * 1e3:.1f} µs per call ({share:.1f}%) between back-to-back kernels "
                f"beyond the {bd.base_gap_us:.2f} µs base launch cost in each time_us; charged to no kernel"
            )
        load_warning = hostload.warning(g.get("profile") or {})
        if load_warning:
            out.append(load_warning)
        cats = [
            [r["category"], _num(r["time_ms"], ".4f"), _num(r["pct"], ".1f"), r["kernels"], _num(r["launches"], "g")]
            for r in bd.categories.to_dict("records")
        ]
        out.append(tabulate(cats, headers=["category", "time_ms", f"%{device_word}", "kernels", "launches"], tablefmt="simple"))
        out.append("")
        k = bd.kernels.head(top)
        rows = [
            [
                _short(r["name"]),
                r["category"],
                _num(r["time_us"], ".2f"),
                _num(r.get("exec_us"), ".2f"),
                _num(r["launches"], "g"),
                _num(r["pct"], ".1f"),
                _num(r["gbps"], ".0f"),
                _num(r["pct_peak_bw"], ".1f"),
                _num(r["gain_if_2x_pct"], ".1f"),
            ]
            for r in k.to_dict("records")
        ]
        out.append(f"top {len(rows)} of {len(bd.kernels)} kernels:")
        out.append(
            tabulate(
                rows,
                headers=["kernel", "category", "time_us", "exec_us", "calls", f"%{device_word}", "GB/s", "%peak_bw", "gain_if_2x_%"],
                tablefmt="simple",
                disable_numparse=True,
            )
        )
        out.append(f"trace: {run / g['trace']}")
    if m.get("status") != "complete":
        out.append("")
        out.append(f"run status: {m.get('status')}" + (f" ({m['error']['message']})" if m.get("error") else ""))
    out.append("")
    out.append(
        "time_us: per call of the compiled module, execution plus the GPU's base launch cost "
        "(what ncu's gpu__time_duration measures); exec_us: execution alone; calls: launches per call; "
        "gain_if_2x_%: share of the profiled window saved if the kernel executed twice as fast (upper bound)."
    )
    return "\n".join(out)


def render_json(run: Path, m: dict, top: int | None = None) -> str:
    data = dict(m)
    data["run_dir"] = str(run)
    if top is not None:
        data["graphs"] = []
        for g in m.get("graphs", []):
            g = dict(g)
            if "breakdown" in g:
                g["breakdown"] = dict(g["breakdown"], kernels=g["breakdown"]["kernels"][:top])
            data["graphs"].append(g)
    return json.dumps(data, indent=1, default=str)


CSV_COLUMNS = ["graph", "level", "name", "category", "time_us", "exec_us", "launches", "pct", "gbps", "pct_peak_bw", "gain_if_2x_pct"]


def render_csv(run: Path, m: dict, top: int | None = None) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, extrasaction="ignore", lineterminator="\n")
    w.writeheader()
    for g in m.get("graphs", []):
        if "breakdown" not in g:
            continue
        bd = g["breakdown"]
        for r in bd["categories"]:
            w.writerow(
                {"graph": g["label"], "level": "category", "name": r["category"], "category": r["category"],
                 "time_us": r["time_ms"] * 1e3, "launches": r["launches"], "pct": r["pct"]}
            )
        for r in bd["kernels"][:top] if top else bd["kernels"]:
            w.writerow(dict(r, graph=g["label"], level="kernel"))
    return buf.getvalue()


RENDERERS = {"text": render_text, "json": render_json, "csv": render_csv}
