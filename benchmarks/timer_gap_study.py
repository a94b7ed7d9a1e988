"""Raw device timelines behind kernel mode, for choosing how a call's launch overhead is charged.

    python benchmarks/timer_gap_study.py --out DIR [--quick] [--no-ncu]

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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import timer_accuracy as ta  # noqa: E402


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

    from inductor_probe import _cuda_bits as cb
    from inductor_probe import _timer_modes as tm

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
    out = {"flush_names": sorted(flush.names), "call_names": sorted(names), "idle_us": idle_us, "n": n,
           "spin_rate_cycles_per_us": rate}
    for key, seq in runs.items():
        for i in range(3):
            seq(i)
        out[key] = record(seq, n, lead, rate)
    # events mode and an empty event pair under the same flush and fill
    launch_us = cb.host_launch_us(fn)
    fill_us = min(2000.0, 2.0 * launch_us + 5.0)
    ev = tm.run_events(lambda i: fn(), flush=flush, budget_s=0.1, per_rep_s=1e-4, min_reps=50, max_reps=300,
                       fill_us=fill_us, device_index=0)
    empty = tm.run_events(lambda i: None, flush=flush, budget_s=0.1, per_rep_s=1e-4, min_reps=50, max_reps=300,
                          fill_us=fill_us, device_index=0)
    out["events_us"] = ev.samples_us
    out["empty_events_us"] = empty.samples_us
    out["fill_us"] = fill_us
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="gap-study-out")
    p.add_argument("--quick", action="store_true")
    p.add_argument("--no-ncu", action="store_true")
    p.add_argument("--ncu", default=os.environ.get("NCU", "ncu"))
    p.add_argument("--ncu-calls", type=int, default=20)
    p.add_argument("--reps", type=int, default=300)
    a = p.parse_args()
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
