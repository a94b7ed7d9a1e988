"""Raw device timelines behind kernel mode, for choosing how a call's launch overhead is charged.

    python -m benchmarks.timer_gap_study --out DIR [--quick] [--no-ncu]

For every case of benchmarks/timer_accuracy.py, one process records with the profiler's
device activity (CUPTI timestamps, activity types kept):

    A  n x [flush; call]             the cold loop of kernel mode
    B  n x [flush]                   A without the call
    C  n x [idle; flush; call]       A with the GPU idle (a 1-thread spin) between repetitions
    D  n x [idle; flush]             C without the call
    E  n x [call]                    warm, back to back

and ncu ``gpu__time_duration`` per kernel (``--cache-control all --clock-control none``,
NCU_CALLS calls per case). Inductor's cache is shared by the ncu child and this process,
so both run the same autotuned config. Writes DIR/gap_study.json.gz (every event of every
run) and prints per-case summaries. Nothing here changes a GPU setting.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from benchmarks import timer_accuracy as ta


def timeline(prof) -> list[list]:
    out = []
    for e in prof.profiler.kineto_results.events():
        if "CUDA" not in str(e.device_type()):
            continue
        try:
            at = e.activity_type()
        except Exception:
            at = "?"
        out.append([e.name()[:100], str(at), int(e.start_ns()), int(e.duration_ns())])
    out.sort(key=lambda r: r[2])
    t0 = out[0][2] if out else 0
    return [[n, a, s - t0, d] for n, a, s, d in out]


def record(seq, n: int, lead_us: float, rate: float) -> list[list]:
    import torch
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as p:
        torch.cuda._sleep(int(lead_us * rate))
        for i in range(n):
            seq(i)
        torch.cuda.synchronize()
    return timeline(p)


def study_case(fn, n: int) -> dict:
    import torch

    from inductor_probe.timer import cuda as cb
    from inductor_probe.timer import modes as tm

    devs, _ = cb.profile_once(fn, cpu=False)
    names = frozenset(d.name for d in devs)
    flush = tm.Flush(torch.device("cuda"), kind="read", avoid=names)
    rate = cb.sleep_cycles_per_us(0)
    # GPU time of one flush and one call, to size the idle spin (>= 20 µs, >= flush + call)
    fdevs, _ = cb.profile_once(flush, cpu=False)
    est = sum(d.dur_ns for d in devs + fdevs) / 1000.0
    idle_us = max(20.0, est)
    idle = int(idle_us * rate)
    lead = min(100_000.0, 20.0 * n * 3)
    runs = {
        "A": lambda i: (flush(), fn()),
        "B": lambda i: flush(),
        "C": lambda i: (torch.cuda._sleep(idle), flush(), fn()),
        "D": lambda i: (torch.cuda._sleep(idle), flush()),
        "E": lambda i: fn(),
    }
    out = {
        "flush_names": sorted(flush.names),
        "call_names": sorted(names),
        "idle_us": idle_us,
        "n": n,
        "spin_rate_cycles_per_us": rate,
    }
    for key, seq in runs.items():
        for i in range(3):
            seq(i)
        out[key] = record(seq, n, lead, rate)
    # events mode and an empty event pair under the same flush and fill
    launch_us = cb.host_launch_us(fn)
    fill_us = min(2000.0, 2.0 * launch_us + 5.0)
    ctx = tm.GpuContext(
        call=lambda i: fn(),
        flush=flush,
        per_rep_s=1e-4,
        min_reps=50,
        max_reps=300,
        launch_us=launch_us,
        device_index=0,
        est_us=0.0,
        fill_us=fill_us,
    )
    ev = tm.run_events(ctx, 0.1)
    empty = tm.run_events(replace(ctx, call=lambda i: None), 0.1)
    out["events_us"] = ev.samples_us
    out["empty_events_us"] = empty.samples_us
    out["fill_us"] = fill_us
    return out


# --------------------------------------------------------------------------- analysis (no GPU needed)


def _reps(tl: list, n: int) -> list[list]:
    """Cut a run's timeline (lead spin first) into its n repetitions, by position."""
    ev = tl[1:]
    p = len(ev) // n
    if p * n != len(ev):
        raise ValueError(f"{len(ev)} events are not {n} equal repetitions")
    return [ev[i * p : (i + 1) * p] for i in range(n)]


def _end(e) -> int:
    return e[2] + e[3]


def _kernels(g: list) -> list:
    return [e for e in g if not (e[0].startswith("Memset") or e[0].startswith("Memcpy"))] or g


def estimates(c: dict) -> dict:
    """Candidate per-call times (µs, medians) from one case's five runs."""
    import statistics as st

    med = st.median
    n = c["n"]
    W = _reps(c["E"], n)
    A = _reps(c["A"], n)  # [flush, call...]
    C = _reps(c["C"], n)  # [idle, flush, call...]
    B = _reps(c["B"], n)  # [flush]
    D = _reps(c["D"], n)  # [idle, flush]
    span = lambda g: _end(_kernels(g)[-1]) - _kernels(g)[0][2]
    execs = lambda g: sum(e[3] for e in _kernels(g))
    own_gap = med([W[i + 1][0][2] - _end(_kernels(W[i])[-1]) for i in range(n - 1)])
    gFF = med([B[i + 1][0][2] - _end(B[i][0]) for i in range(n - 1)])
    gFS = med([D[i + 1][0][2] - _end(D[i][1]) for i in range(n - 1)])
    return {
        "exec (CUPTI durations)": med([execs(g[1:]) for g in A]) / 1e3,
        "exec + gap to the next flush (previous kernel mode)": med(
            [A[i + 1][0][2] - _kernels(A[i][1:])[0][2] for i in range(n - 1)]
        )
        / 1e3,
        "flush-to-flush span - flush-only gap": (
            med([A[i + 1][0][2] - _end(A[i][0]) for i in range(n - 1)]) - gFF
        )
        / 1e3,
        "same, GPU idle between repetitions": (
            med([C[i + 1][0][2] - _end(C[i][1]) for i in range(n - 1)]) - gFS
        )
        / 1e3,
        "kernels' span + own back-to-back gap (shipped)": (med([span(g[1:]) for g in A]) + own_gap) / 1e3,
        "events - empty event pair": med(c["events_us"]) - med(c["empty_events_us"]),
    }


def analyse(path: Path) -> str:
    import statistics as st

    d = json.load(gzip.open(path, "rt"))
    env = d.get("environment", {})
    rows, names = [], None
    for case, c in d["cases"].items():
        ncu = (d.get("ncu") or {}).get(case, {})
        if "error" in c or not ncu.get("ncu_us"):
            continue
        est = estimates(c)
        names = list(est)
        rows.append((case, ncu["ncu_us"], ncu.get("ncu_kernels"), est))
    out = [
        "# Which launch gap belongs to a call: candidate kernel-mode estimates vs Nsight Compute",
        "",
        f"GPU: {env.get('gpu')}, driver {env.get('driver')}; torch {env.get('torch')}, triton "
        f"{env.get('triton')}; "
        f"{env.get('date')}. Made by `benchmarks/timer_gap_study.py` (raw timelines) and "
        "`benchmarks/timer_gap_study.py --analyse` (this table). Truth: ncu `gpu__time_duration`, "
        f"`--cache-control all --clock-control none`, median of {d.get('ncu_calls')} calls. Cells: µs "
        f"(error vs ncu).",
        "",
        "| case | ncu µs | " + " | ".join(names or []) + " |",
        "|---|---|" + "---|" * len(names or []),
    ]
    within = {k: [] for k in names or []}
    for case, ncu, k, est in rows:
        out.append(
            f"| {case} | {ncu:.2f} | "
            + " | ".join(f"{v:.2f} ({100 * (v - ncu) / ncu:+.1f}%)" for v in est.values())
            + " |"
        )
        for name, v in est.items():
            within[name].append((abs(100 * (v - ncu) / ncu), 3.0 if k == 1 else 5.0))
    out.append("")
    for name, errs in within.items():
        ok = sum(e <= b for e, b in errs)
        out.append(
            f"- {name}: {ok}/{len(errs)} within bound (3% one kernel, 5% several); "
            f"worst {max(e for e, _ in errs):.1f}%, "
            f"median {st.median(e for e, _ in errs):.1f}%"
        )
    return "\n".join(out) + "\n"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="gap-study-out")
    p.add_argument("--quick", action="store_true")
    p.add_argument("--no-ncu", action="store_true")
    p.add_argument("--ncu", default=os.environ.get("NCU", "ncu"))
    p.add_argument("--ncu-calls", type=int, default=20)
    p.add_argument("--reps", type=int, default=300)
    p.add_argument(
        "--analyse", metavar="GAP_STUDY_JSON_GZ", help="print the estimate table of a recorded study"
    )
    a = p.parse_args()
    if a.analyse:
        print(analyse(Path(a.analyse)), end="")
        return 0
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", tempfile.mkdtemp(prefix="gap-study-inductor-"))
    ta.NCU_CALLS = a.ncu_calls
    os.environ["TIMER_ACCURACY_NCU_CALLS"] = str(a.ncu_calls)
    names = [n for n, _ in ta.cases(a.quick)]
    result = {"ncu_calls": a.ncu_calls}
    if not a.no_ncu:
        t = time.time()
        # the same cases, compiled first by the ncu child (its autotune result lands in the shared cache)
        launches = ta._ncu_launches(a.quick, a.ncu, out / "ncu.log")
        result["ncu_launches"] = launches
        result["ncu"] = ta.split_cases(launches, names)
        print(f"ncu: {time.time() - t:.0f}s, {len(launches)} launches", file=sys.stderr, flush=True)
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False
    result["environment"] = ta.environment()
    result["cases"] = {}
    for name, build in ta.cases(a.quick):
        t = time.time()
        try:
            fn = build()
            for _ in range(3):
                fn()
            torch.cuda.synchronize()
            n = a.reps if "8192³" not in name else 20
            result["cases"][name] = study_case(fn, n)
        except Exception as e:
            result["cases"][name] = {"error": f"{type(e).__name__}: {str(e)[:300]}"}
        print(f"{name}: {time.time() - t:.1f}s", file=sys.stderr, flush=True)
        with gzip.open(out / "gap_study.json.gz", "wt") as f:
            json.dump(result, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
