"""Issue 15's acceptance on recorded runs: every kernel of 10 us or more has FLOPs, bytes, a bound
and % of roof, or a stated reason; no figure above 100% of a roof; library matmuls' TFLOP/s against
FLOPs computed by hand from the trace's input shapes (2*M*N*K) over the kernel's time.

    python -m benchmarks.insight_check RUN_DIR [RUN_DIR ...]  > insight_check.md
"""

from __future__ import annotations

import gzip
import json
import math
import sys
from pathlib import Path

from benchmarks.step_json import flat

MATMULS = {"aten::mm": (0, 1), "aten::addmm": (1, 2), "aten::bmm": (0, 1), "aten::baddbmm": (1, 2)}


def _events(path: Path) -> list[dict]:
    for p in (path, path.with_suffix(path.suffix + ".gz")):
        if p.exists():
            opener = gzip.open if p.suffix == ".gz" else open
            with opener(p, "rt") as f:
                return json.load(f)["traceEvents"]
    raise FileNotFoundError(path)


GRAPH = "inductor_probe::graph "


def hand_flops(run: Path, trace: str) -> dict[tuple[str, str], float]:
    """(graph key, kernel name) -> FLOPs summed over its launches, by hand: each library kernel's
    launching matmul op (the innermost aten op around its launch), 2*M*N*K (x batch) from the
    recorded Input Dims; the graph from the tool's range around the launch."""
    ev = _events(run / trace)
    ops = [e for e in ev if e.get("cat") == "cpu_op" and e.get("name") in MATMULS]
    graphs = [e for e in ev if str(e.get("name", "")).startswith(GRAPH)]
    launches = {
        (e.get("args") or {}).get("correlation"): e
        for e in ev
        if e.get("cat") in ("cuda_runtime", "cuda_driver") and (e.get("args") or {}).get("correlation")
    }
    out: dict[tuple[str, str], float] = {}
    for k in ev:
        if k.get("cat") != "kernel":
            continue
        launch = launches.get((k.get("args") or {}).get("correlation"))
        if launch is None:
            continue
        t = float(launch["ts"])
        around = [
            o
            for o in ops
            if o.get("tid") == launch.get("tid") and float(o["ts"]) <= t <= float(o["ts"]) + float(o["dur"])
        ]
        if not around:
            continue
        op = max(around, key=lambda o: float(o["ts"]))
        a, b = MATMULS[op["name"]]
        dims = op["args"]["Input Dims"]
        x, w = dims[a], dims[b]
        batch = math.prod(x[:-2]) if len(x) > 2 else 1
        m, kk, n = x[-2], x[-1], w[-1]
        key = next(
            (
                str(r["name"])[len(GRAPH) :]
                for r in graphs
                if r.get("tid") == launch.get("tid")
                and float(r["ts"]) <= t <= float(r["ts"]) + float(r["dur"])
            ),
            None,
        )
        out[(key, k["name"])] = out.get((key, k["name"]), 0.0) + 2.0 * batch * m * n * kk
    return out


def check(run: Path) -> list[str]:
    m = json.loads((run / "run.json").read_text())
    dev = (m.get("environment") or {}).get("device") or {}
    lines = [
        f"## {run.name}: {Path(m['model']['path']).name} on {dev.get('name')} "
        f"(SM clock {dev.get('sm_clock_mhz')} MHz, DRAM {dev.get('peak_mem_gbps')} GB/s)",
        "",
    ]
    hand = hand_flops(run, flat(m["step"])["trace"]) if m.get("step") else {}
    bad = 0
    rows = []
    for g in m["graphs"]:
        bd = g.get("breakdown") or {}
        insight = {d["name"]: d for d in bd.get("insight") or []}
        calls = bd.get("calls") or 1
        for k in bd.get("kernels", []):
            if k["time_us"] < 10:
                continue
            d = insight.get(k["name"], {})
            has = all(d.get(x) is not None for x in ("flops", "bytes", "pct_roof")) and d.get("bound")
            if d.get("bound") == "L2-resident":  # a stated reason: the DRAM roof does not apply
                has = True
            reason = d.get("reason") if not has else ""
            over = d.get("pct_roof") is not None and d["pct_roof"] > 100.0
            bad += (not has and not reason) or over
            h = hand.get((Path(g.get("source_path", "")).stem, k["name"]))
            check_tf = ""
            if h and d.get("tflops"):
                # per call of the graph: the trace holds `steps` steps of `calls / steps` calls
                tf = h / calls / (k["time_us"] * 1e-6) / 1e12
                check_tf = f"{tf:.2f} ({100 * (d['tflops'] / tf - 1):+.2f}%)"
            rows.append(
                f"| {g['label']} | `{k['name'][:60]}` | {k['category']} | {k['time_us']:.1f} | "
                f"{_f(d.get('tflops'))} | {_f(d.get('gbps'), '.0f')} | {d.get('bound') or '-'} | "
                f"{_f(d.get('pct_roof'), '.0f')} | {_f(d.get('occupancy_pct'), '.0f')} | {check_tf or '-'} | "
                f"{reason or ''} |"
            )
    lines += [
        "| graph | kernel | category | time_us | TFLOP/s | GB/s | bound | %roof | occ% "
        "| TFLOP/s by hand (diff) | reason |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
        *rows,
        "",
        f"kernels >= 10 us without figures or reason, or above 100% of a roof: {bad}",
        "",
    ]
    return lines


def _f(v, fmt=".2f") -> str:
    return "-" if v is None else format(v, fmt)


if __name__ == "__main__":
    out = []
    for arg in sys.argv[1:]:
        out += check(Path(arg))
    print("\n".join(out))
