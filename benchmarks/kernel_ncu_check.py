"""Issue 15, acceptance 3: ``kernel NAME --ncu`` on memory-bound Triton kernels of recorded runs, the
tool's DRAM figures beside Nsight Compute's.

    python -m benchmarks.kernel_ncu_check RUN_DIR [RUN_DIR ...] --count 6 --out DIR

Picks, over the runs, the ``--count`` Triton kernels with the most time whose roofline in the run
says memory-bound (not L2-resident), runs ``inductor-probe kernel NAME --run RUN --ncu --format json``
for each, and writes DIR/kernel_ncu_check.json (every kernel's result) and DIR/kernel_ncu_check.md:
per kernel, bytes (Inductor's kernel_num_gb, ncu's DRAM read + write), time (the timer's cold median,
ncu's gpu__time_duration, both with L2 flushed) and bandwidth from each, and whether the tool's
bandwidth is within 10% of ncu's.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

BOUND = 0.10


def pick(runs: list[Path], count: int) -> list[tuple[Path, str, float]]:
    """(run, kernel, time_us in the run) of the memory-bound Triton kernels with the most time, taken
    from each run in turn (the most time first within a run)."""
    per_run = [_candidates(run) for run in runs]
    out = []
    while len(out) < count and any(per_run):
        for c in per_run:
            if c and len(out) < count:
                out.append(c.pop(0))
    return out


def _candidates(run: Path) -> list[tuple[Path, str, float]]:
    found = []
    m = json.loads((run / "run.json").read_text())
    for g in m["graphs"]:
        bd = g.get("breakdown") or {}
        ins = {d["name"]: d for d in bd.get("insight") or []}
        for k in bd.get("kernels", []):
            d = ins.get(k["name"], {})
            if k["name"].startswith("triton_") and d.get("bound") == "memory":
                found.append((run, f"{g['label']}:{k['name']}", float(k["time_us"])))
    found.sort(key=lambda x: -x[2])
    return found


def row(name: str, data: dict) -> dict:
    n = data.get("ncu") or {}
    m, t = n.get("ncu") or {}, n.get("tool") or {}
    cold = (t.get("cold") or {}).get("median_us")
    num_gb = ((data.get("kernel") or {}).get("info") or {}).get("num_gb")
    out = {
        "kernel": name,
        "config": n.get("config"),
        "status": n.get("status"),
        "error": n.get("error"),
        "tool_bytes": None if num_gb is None else num_gb * 1e9,
        "ncu_dram_bytes": m.get("dram_bytes"),
        "tool_cold_us": cold,
        "ncu_time_us": m.get("time_us"),
        "tool_gbps": t.get("gbps"),
        "ncu_dram_gbps": m.get("dram_gbps"),
        "ncu_traffic_bytes": m.get("traffic_bytes"),
        "ncu_traffic_gbps": m.get("traffic_gbps"),
        "tool_bound": t.get("bound"),
        "tool_pct_roof": t.get("pct_roof"),
        "ncu_dram_pct_of_peak": m.get("dram_pct_of_peak"),
        "tool_occupancy_pct": t.get("occupancy_pct"),
        "ncu_theoretical_occupancy_pct": m.get("theoretical_occupancy_pct"),
        "ncu_achieved_occupancy_pct": m.get("achieved_occupancy_pct"),
        "ncu_l2_hit_pct": m.get("l2_hit_pct"),
    }
    if out["tool_gbps"] and out["ncu_dram_gbps"]:
        out["gbps_diff_pct"] = 100.0 * (out["tool_gbps"] / out["ncu_dram_gbps"] - 1.0)
    if out["tool_gbps"] and out["ncu_traffic_gbps"]:
        out["traffic_diff_pct"] = 100.0 * (out["tool_gbps"] / out["ncu_traffic_gbps"] - 1.0)
    return out


def _f(v, fmt=".1f") -> str:
    return "-" if v is None else format(v, fmt)


def table(rows: list[dict]) -> list[str]:
    lines = [
        "| kernel | config | MB: num_gb / ncu DRAM / ncu traffic | µs: timer cold / ncu "
        "| GB/s: tool / ncu DRAM (diff) | GB/s: ncu traffic (diff) | tool bound, %roof / ncu DRAM % of peak "
        "| occ% theor. tool / ncu, achieved ncu | L2 hit % |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    ok = ok_traffic = 0
    for r in rows:
        if r["status"] != "ok":
            lines.append(f"| `{r['kernel'][:70]}` | - | {r['error']} | | | | | |")
            continue
        within = r.get("gbps_diff_pct") is not None and abs(r["gbps_diff_pct"]) <= 100 * BOUND
        within_t = r.get("traffic_diff_pct") is not None and abs(r["traffic_diff_pct"]) <= 100 * BOUND
        ok += within and r["tool_bound"] != "L2-resident"
        ok_traffic += within_t and r["tool_bound"] != "L2-resident"
        mb_traffic = None if r["ncu_traffic_bytes"] is None else r["ncu_traffic_bytes"] / 1e6
        mb_tool, mb_ncu = (None if x is None else x / 1e6 for x in (r["tool_bytes"], r["ncu_dram_bytes"]))
        lines.append(
            f"| `{r['kernel'][:70]}` | {r['config']} | {_f(mb_tool, '.2f')} / "
            f"{_f(mb_ncu, '.2f')} / {_f(mb_traffic, '.2f')} | {_f(r['tool_cold_us'], '.2f')} / "
            f"{_f(r['ncu_time_us'], '.2f')} | {_f(r['tool_gbps'], '.0f')} / {_f(r['ncu_dram_gbps'], '.0f')} "
            f"({_f(r.get('gbps_diff_pct'), '+.1f')}%){'' if within else ' **over 10%**'} | "
            f"{_f(r['ncu_traffic_gbps'], '.0f')} ({_f(r.get('traffic_diff_pct'), '+.1f')}%)"
            f"{'' if within_t else ' **over 10%**'} | "
            f"{r['tool_bound']}, {_f(r['tool_pct_roof'], '.0f')} / {_f(r['ncu_dram_pct_of_peak'], '.0f')} | "
            f"{_f(r['tool_occupancy_pct'], '.0f')} / {_f(r['ncu_theoretical_occupancy_pct'], '.0f')}, "
            f"{_f(r['ncu_achieved_occupancy_pct'], '.0f')} | {_f(r['ncu_l2_hit_pct'], '.0f')} |"
        )
    measured = [r for r in rows if r["status"] == "ok" and r["tool_bound"] != "L2-resident"]
    lines += [
        "",
        f"not L2-resident: {len(measured)} kernels; the tool's bandwidth within 10% of ncu's DRAM "
        f"bandwidth (dram__bytes_read + dram__bytes_write over gpu__time_duration): {ok} of "
        f"{len(measured)}; within 10% of ncu's traffic (DRAM reads + the SMs' writes to L2): "
        f"{ok_traffic} of {len(measured)}",
    ]
    return lines


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("runs", nargs="+", type=Path)
    p.add_argument("--count", type=int, default=6)
    p.add_argument("--out", type=Path, required=True)
    a = p.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    results, rows = {}, []
    for run, name, t in pick(a.runs, a.count):
        cmd = [sys.executable, "-m", "inductor_probe", "kernel", name, "--run", str(run), "--ncu"]
        proc = subprocess.run([*cmd, "--format", "json", "-q"], capture_output=True, text=True, timeout=900)
        print(f"{name} ({t:.1f} us in {run.name}): exit {proc.returncode}", flush=True)
        try:
            data = json.loads(proc.stdout)
        except json.JSONDecodeError:
            data = {"ncu": {"status": "error", "error": proc.stderr.strip()[-300:]}}
        results[name] = {**data, "run": str(run)}
        rows.append(row(name, data))
        (a.out / "kernel_ncu_check.json").write_text(json.dumps(results, indent=1, default=str))
    text = "\n".join(table(rows))
    (a.out / "kernel_ncu_check.md").write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
