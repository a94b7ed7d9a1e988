"""Compare a breakdown's per-kernel times with Nsight Compute's gpu__time_duration.

    python benchmarks/ncu_compare.py probe-runs/latest --out results/ [--min-us 10] [--calls 5]

For every compiled module of the run, ncu (--clock-control none --cache-control none,
since inside the model kernels run back to back on warm caches) times each kernel
launch of a few calls of the module, run by the same child the breakdown uses. The
breakdown's launch durations come from the run's own Chrome traces. Per kernel: the
median per-launch duration of each, and the difference.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from inductor_probe import env as probe_env  # noqa: E402
from inductor_probe import rundir  # noqa: E402
from inductor_probe.trace import parse_trace  # noqa: E402


def ncu_launches(module: Path, cache: Path, calls: int, tmp: Path, ncu: str, replay: str) -> list[tuple[str, float]]:
    tmp.mkdir(parents=True, exist_ok=True)
    cmd = [
        ncu,
        "--clock-control", "none",
        "--cache-control", "none",
        "--replay-mode", replay,
        "--profile-from-start", "off",
        "--metrics", "gpu__time_duration.sum",
        "--csv",
        "--print-units", "base",
        "--target-processes", "all",
        sys.executable, "-m", "inductor_probe._profile_child",
        str(module), str(tmp / "unused.json"), str(tmp / "result.json"),
        "--calls", str(calls), "--device", "cuda", "--external-profiler",
    ]  # fmt: skip
    env = probe_env.child_env(cache, tmpdir=tmp, device="cuda")
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=1200)
    if proc.returncode != 0:
        raise RuntimeError(f"ncu failed ({proc.returncode}): {proc.stderr[-2000:]}\n{proc.stdout[-2000:]}")
    text = proc.stdout
    start = text.find('"ID"')
    if start < 0:
        raise RuntimeError(f"no CSV in ncu output: {text[-2000:]}")
    out = []
    for row in csv.DictReader(io.StringIO(text[start:])):
        if row.get("Metric Name") != "gpu__time_duration.sum":
            continue
        value = float(row["Metric Value"].replace(",", ""))
        unit = row.get("Metric Unit", "ns")
        scale = {"ns": 1e-3, "nsecond": 1e-3, "us": 1.0, "usecond": 1.0, "ms": 1e3, "msecond": 1e3}.get(unit, 1e-3)
        out.append((row["Kernel Name"], value * scale))
    return out


def _key(name: str) -> str:
    return name.split("(")[0].strip()


def pair_by_sequence(call_sequence: list[str], launches: list[tuple[str, float]]) -> dict[str, list[float]] | None:
    """ncu launch i is kernel i mod L of one call (ncu and the trace demangle names differently).

    Returns None when the launch count or the Triton names do not line up.
    """
    n = len(call_sequence)
    if n == 0 or len(launches) % n:
        return None
    out: dict[str, list[float]] = {}
    for i, (ncu_name, dur) in enumerate(launches):
        name = call_sequence[i % n]
        if (name.startswith("triton_") or ncu_name.startswith("triton_")) and _key(ncu_name) != _key(name):
            return None
        out.setdefault(name, []).append(dur)
    return out


def compare(run: Path, calls: int, min_us: float, ncu: str, replay: str) -> list[dict]:
    m = rundir.read_manifest(run)
    cache = Path(m["cache"]["dir"])
    rows = []
    for g in m["graphs"]:
        if g.get("device_type") != "cuda" or "trace" not in g:
            continue
        summary = parse_trace(run / g["trace"], "cuda")
        rows_k = summary.rows[summary.rows["activity"] == "kernel"]  # ncu times kernels only
        prof: dict[str, list[float]] = {}
        execs: dict[str, list[float]] = {}
        for name, dur, ex in zip(rows_k["name"], rows_k["stream_us"], rows_k["dur_us"]):
            prof.setdefault(name, []).append(float(dur))
            execs.setdefault(name, []).append(float(ex))
        first = rows_k[rows_k["call"] == 0].sort_values("ts_us")["name"].tolist()
        launches = ncu_launches(run / g["module"], cache, calls, run / "tmp" / f"ncu_{g['label']}", ncu, replay)
        ncu_by = pair_by_sequence(first, launches)
        matched_by = "sequence"
        if ncu_by is None:
            matched_by = "name"
            ncu_by = {}
            for name, dur in launches:
                ncu_by.setdefault(_key(name), []).append(dur)
        for name, durs in sorted(prof.items(), key=lambda kv: -statistics.median(kv[1])):
            ours = statistics.median(durs)
            theirs = ncu_by.get(name if matched_by == "sequence" else _key(name))
            ref = statistics.median(theirs) if theirs else None
            rows.append(
                {
                    "graph": g["label"],
                    "kernel": name,
                    "launches_per_call": len(durs) / summary.calls,
                    "breakdown_us": ours,
                    "exec_us": statistics.median(execs[name]),
                    "ncu_us": ref,
                    "diff_pct": None if ref is None else 100.0 * (ours - ref) / ref,
                    "checked": ref is not None and ref >= min_us,
                    "matched_by": matched_by,
                    "ncu_launches": len(theirs or []),
                }
            )
    return rows


def to_markdown(rows: list[dict], header: list[str], min_us: float) -> str:
    lines = header + [
        "",
        f"Kernels with an ncu median of at least {min_us:g} µs are checked against the 5% bound.",
        "",
        "| graph | kernel | launches/call | breakdown time µs (median/launch) | exec only µs | ncu µs (median/launch) | diff % | checked |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        ncu = "-" if r["ncu_us"] is None else f"{r['ncu_us']:.2f}"
        diff = "-" if r["diff_pct"] is None else f"{r['diff_pct']:+.2f}"
        lines.append(
            f"| {r['graph']} | `{r['kernel'][:90]}` | {r['launches_per_call']:g} | {r['breakdown_us']:.2f} | {r['exec_us']:.2f} | {ncu} | {diff} | {'yes' if r['checked'] else 'no'} |"
        )
    checked = [r for r in rows if r["checked"]]
    worst = max((abs(r["diff_pct"]) for r in checked), default=0.0)
    within = sum(abs(r["diff_pct"]) <= 5.0 for r in checked)
    lines += ["", f"**{within}/{len(checked)} checked kernels within 5%; worst |diff| {worst:.2f}%.**"]
    unmatched = [r["kernel"] for r in rows if r["ncu_us"] is None]
    if unmatched:
        lines.append(f"Not found in ncu's output (name mismatch): {len(unmatched)}: " + ", ".join(unmatched[:10]))
    return "\n".join(lines) + "\n"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("run")
    p.add_argument("--out", required=True)
    p.add_argument("--calls", type=int, default=5)
    p.add_argument("--min-us", type=float, default=10.0)
    p.add_argument("--ncu", default=os.environ.get("NCU", "ncu"))
    p.add_argument("--replay-mode", default="kernel", choices=["kernel", "application"])
    p.add_argument("--tag", default="", help="suffix for the output file names")
    a = p.parse_args()
    run = Path(a.run).resolve()
    rows = compare(run, a.calls, a.min_us, a.ncu, a.replay_mode)
    m = rundir.read_manifest(run)
    env = m.get("environment", {})
    header = [
        "# Breakdown per-kernel times vs Nsight Compute",
        "",
        f"GPU: {(env.get('device') or {}).get('name')}, driver {(env.get('device') or {}).get('driver')}; "
        f"torch {(env.get('versions') or {}).get('torch')}, triton {(env.get('versions') or {}).get('triton')}; "
        f"model {Path(m['model']['path']).name} (backward: {m['model']['backward']}).",
        f"ncu: `--clock-control none --cache-control none --replay-mode {a.replay_mode} --metrics gpu__time_duration.sum`, "
        f"{a.calls} calls of each compiled module; breakdown: {m['graphs'][0].get('breakdown', {}).get('calls')} "
        "profiled calls (torch.profiler / CUPTI).",
    ]
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"ncu_compare{a.tag}.json").write_text(json.dumps(rows, indent=1))
    md = to_markdown(rows, header, a.min_us)
    (out / f"ncu_compare{a.tag}.md").write_text(md)
    print(md)
    checked = [r for r in rows if r["checked"]]
    return 0 if checked and all(abs(r["diff_pct"]) <= 5.0 for r in checked) else 1


if __name__ == "__main__":
    sys.exit(main())
