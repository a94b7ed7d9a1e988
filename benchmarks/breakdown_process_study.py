"""How much of the breakdown-vs-ncu difference is one process's luck?

    python -m benchmarks.breakdown_process_study RUN --out DIR [--cupti 5] [--ncu-processes 3] \
        [--graph LABEL] [--calls 10]
    python -m benchmarks.breakdown_process_study --analyse DIR/process_study.json

For each CUDA graph of a breakdown run this runs the module
- in ``--cupti`` separate profile children (the child `breakdown` itself uses, CUPTI
  through torch.profiler), each with its own memory allocation;
- once more with ``CUDA_LAUNCH_BLOCKING=1`` (every kernel alone on an idle GPU, the way
  Nsight Compute serialises kernels);
- under ncu (``--clock-control none --cache-control none``, application replay,
  ``gpu__time_duration``) in ``--ncu-processes`` separate processes;
and records, per kernel and process, the median execution (CUPTI's duration), the
breakdown's ``time_us`` (execution plus the stream's gap to the next queued launch) and
ncu's duration. The analysis shows the spread between processes next to the
difference between the tools, and what a median over several processes gives.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.ncu_compare import ncu_launches, pair_by_sequence
from inductor_probe.analysis.trace import parse_trace
from inductor_probe.collect import env as probe_env
from inductor_probe.run.manifest import read_manifest


def cupti_process(module: Path, cache: Path, tmp: Path, calls: int, extra: dict | None = None) -> dict:
    tmp.mkdir(parents=True, exist_ok=True)
    trace, result = tmp / "trace.json", tmp / "result.json"
    cmd = [
        sys.executable,
        "-m",
        "inductor_probe.collect.isolated_child",
        str(module),
        str(trace),
        str(result),
        "--calls",
        str(calls),
        "--device",
        "cuda",
    ]
    env = probe_env.child_env(cache, tmpdir=tmp, device="cuda", extra=extra)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
    if proc.returncode != 0:
        raise RuntimeError(f"profile child failed: {proc.stderr[-2000:]}")
    s = parse_trace(trace, "cuda")
    k = s.rows[s.rows["activity"] == "kernel"]
    out: dict[str, dict[str, list[float]]] = {}
    for name, dur, st in zip(k["name"], k["dur_us"], k["stream_us"], strict=True):
        d = out.setdefault(name, {"exec": [], "time": []})
        d["exec"].append(float(dur))
        d["time"].append(float(st))
    sequence = k[k["call"] == 0].sort_values("ts_us")["name"].tolist()
    return {"kernels": out, "sequence": sequence, "seconds": round(time.perf_counter() - t0, 1)}


def save(study: dict, out: Path) -> None:
    with gzip.open(out / "process_study.json.gz", "wt") as f:
        json.dump(study, f)


def run_study(
    run: Path, out: Path, n_cupti: int, n_ncu: int, calls: int, ncu: str, graphs: list[str] | None
) -> dict:
    """Saves what it has after every process (a time limit loses nothing measured)."""
    m = read_manifest(run)
    cache = Path(m.cache.dir)
    env = m.environment.to_dict()
    study = {"environment": env, "calls": calls, "graphs": {}}
    for g in m.graphs:
        if g.device_type != "cuda" or (graphs and g.label not in graphs):
            continue
        module = run / g.module
        label = g.label
        gs = study["graphs"][label] = {"cupti": [], "launch_blocking": None, "ncu": []}
        for i in range(n_cupti):
            r = cupti_process(module, cache, out / "tmp" / f"{label}_cupti{i}", calls)
            gs["cupti"].append(r)
            save(study, out)
            print(f"{label}: CUPTI process {i} ({r['seconds']} s)", flush=True)
        gs["launch_blocking"] = cupti_process(
            module, cache, out / "tmp" / f"{label}_blocking", calls, extra={"CUDA_LAUNCH_BLOCKING": "1"}
        )
        save(study, out)
        print(f"{label}: CUPTI with CUDA_LAUNCH_BLOCKING=1", flush=True)
        sequence = gs["cupti"][0]["sequence"]
        for i in range(n_ncu):
            launches = ncu_launches(module, cache, calls, out / "tmp" / f"{label}_ncu{i}", ncu, "application")
            by = pair_by_sequence(sequence, launches)
            if by is None:
                raise RuntimeError(f"{label}: ncu's launches do not line up with the trace's call sequence")
            gs["ncu"].append(by)
            save(study, out)
            print(f"{label}: ncu process {i}", flush=True)
    return study


def _med(xs):
    return statistics.median(xs) if xs else float("nan")


def analyse(study: dict, min_us: float = 10.0) -> str:
    env = study.get("environment", {})
    dev = env.get("device") or {}
    ver = env.get("versions") or {}
    lines = [
        "# Breakdown vs Nsight Compute: process-to-process spread",
        "",
        f"GPU: {dev.get('name')}, driver {dev.get('driver')}; torch {ver.get('torch')}, triton "
        f"{ver.get('triton')}.",
        f"Each process: {study['calls']} calls of the compiled module. CUPTI = the breakdown's profile "
        f"child; "
        "ncu = `--clock-control none --cache-control none --replay-mode application`, gpu__time_duration.",
        "Per kernel: the median per launch in each process; `range` = lowest..highest process median.",
        "",
        "| graph | kernel | exec µs (range over CUPTI processes) | breakdown time µs (range) | "
        "CUDA_LAUNCH_BLOCKING exec µs | ncu µs (range) | "
        "process 0 vs ncu process 0 % | median of processes vs median of ncu processes % |",
        "|---|---|---|---|---|---|---|---|",
    ]
    single, pooled = [], []
    for label, gs in study["graphs"].items():
        if not gs["cupti"]:
            continue
        names = gs["cupti"][0]["kernels"].keys()
        rows = []
        for name in names:
            execs = [_med(p["kernels"][name]["exec"]) for p in gs["cupti"] if name in p["kernels"]]
            times = [_med(p["kernels"][name]["time"]) for p in gs["cupti"] if name in p["kernels"]]
            ncus = [_med(p[name]) for p in gs["ncu"] if name in p]
            lb = (gs["launch_blocking"] or {"kernels": {}})["kernels"].get(name)
            if not ncus:
                continue
            rows.append((name, execs, times, ncus, _med(lb["exec"]) if lb else float("nan")))
        rows.sort(key=lambda r: -_med(r[3]))
        for name, execs, times, ncus, lb in rows:
            ref = _med(ncus)
            checked = ref >= min_us
            d0 = 100 * (times[0] - ncus[0]) / ncus[0]
            dm = 100 * (_med(times) - ref) / ref
            if checked:
                single.append(abs(d0))
                pooled.append(abs(dm))
            below = "" if checked else f" (below {min_us:g} µs)"
            lines.append(
                f"| {label} | `{name[:70]}` | {_med(execs):.2f} ({min(execs):.2f}..{max(execs):.2f}) | "
                f"{_med(times):.2f} ({min(times):.2f}..{max(times):.2f}) | {lb:.2f} | "
                f"{ref:.2f} ({min(ncus):.2f}..{max(ncus):.2f}) | {d0:+.2f} | {dm:+.2f}{below} |"
            )
    for title, errs in (("one process each", single), ("median over processes", pooled)):
        if errs:
            lines.append(
                f"\n**{title}: {sum(e <= 5 for e in errs)}/{len(errs)} kernels >= {min_us:g} µs within 5%, "
                f"worst {max(errs):.2f}%, median {statistics.median(errs):.2f}%.**"
            )
    return "\n".join(lines) + "\n"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("run", nargs="?")
    p.add_argument("--out")
    p.add_argument("--cupti", type=int, default=5)
    p.add_argument("--ncu-processes", type=int, default=3)
    p.add_argument("--calls", type=int, default=10)
    p.add_argument("--ncu", default="ncu")
    p.add_argument("--graph", action="append", help="only this graph label (repeatable)")
    p.add_argument("--analyse", help="print the analysis of a saved process_study.json(.gz)")
    a = p.parse_args()
    if a.analyse:
        opener = gzip.open if a.analyse.endswith(".gz") else open
        with opener(a.analyse, "rt") as f:
            print(analyse(json.load(f)))
        return 0
    if not a.run or not a.out:
        p.error("RUN and --out are needed (or --analyse FILE)")
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    study = run_study(Path(a.run).resolve(), out, a.cupti, a.ncu_processes, a.calls, a.ncu, a.graph)
    md = analyse(study)
    (out / "process_study.md").write_text(md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
