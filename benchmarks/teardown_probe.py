"""Where CUPTI's teardown is paid (issue 57): the anchored lean window lets CUPTI go as step 1 begins, and on
an H200 T5's first three steps after it ran 78, 83, 40 ms against 21-22 (call 57). One process, a real loop's
step (``lean_modes_probe``'s T5 or GPT-2 with gradient accumulation), in rounds, these variants alternated:

    plain        no profiler
    now          one step recorded (``LeanProfiler.start``), kineto stopped and CUPTI let go (``halt``),
                 then the steps: what the anchored window did before its recording step came after its steps
                 (calls 58-62); the steps after a window now follow it so
    settle N     the same, N untimed steps after the stop (``--settle``, default 1 and 3)
    sleep        the same, a 1.5 s sleep after the stop
    dropped      the same, the stopped profiler's records dropped (and a gc) before the steps

Each of ``--steps`` steps after the stop: its GPU time (CUDA events at its boundaries, back to back), its host
wall, the main thread's CPU time and the process's (another thread working: the teardown's, kineto's
post-processing), and Python's gc time in it. Prints, per variant, each step's median over the rounds, so the
shape of the cost (one step, several, spread) shows. No code of the tool but ``LeanProfiler``.

    python benchmarks/teardown_probe.py --loop t5 --rounds 4 --steps 8
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import time

os.environ.setdefault("TEARDOWN_CUPTI", "1")  # as the tool sets it
import torch

sys.path.insert(0, os.getcwd())
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lean_modes_probe import warmed_step

from inductor_probe._compat.lean import LeanProfiler

GC_NS = [0]


def _gc(phase: str, info: dict, t=[0]) -> None:  # noqa: B006 - a cell for the start
    if phase == "start":
        t[0] = time.perf_counter_ns()
    else:
        GC_NS[0] += time.perf_counter_ns() - t[0]


def steps(step, n: int) -> list[dict[str, float]]:
    ev = [torch.cuda.Event(enable_timing=True) for _ in range(n + 1)]
    rows = []
    ev[0].record()
    for i in range(n):
        w, c, p, g = time.perf_counter(), time.thread_time(), time.process_time(), GC_NS[0]
        step()
        ev[i + 1].record()
        rows.append(
            {
                "host": (time.perf_counter() - w) * 1e3,
                "thread_cpu": (time.thread_time() - c) * 1e3,
                "process_cpu": (time.process_time() - p) * 1e3,
                "gc": (GC_NS[0] - g) / 1e6,
            }
        )
    torch.cuda.synchronize()
    for r, a, b in zip(rows, ev, ev[1:], strict=False):
        r["gpu"] = a.elapsed_time(b)
    return rows


def window(step, n: int, settle: int = 0, sleep: float = 0.0, drop: bool = False) -> list[dict[str, float]]:
    prof = LeanProfiler(True)
    prof.start()
    step()  # one step recorded (the anchored window's recording step, before it came after its steps)
    prof.halt()  # kineto stopped, CUPTI let go
    for _ in range(settle):
        step()
    if sleep:
        time.sleep(sleep)
    if drop:
        prof.result = None
        gc.collect()
    rows = steps(step, n)
    prof.result = None
    return rows


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--loop", choices=("t5", "gpt2_accum", "generate"), default="t5")
    p.add_argument("--rounds", type=int, default=4)
    p.add_argument("--steps", type=int, default=8)
    p.add_argument("--settle", default="1,3")
    p.add_argument("--json", default="")
    a = p.parse_args(argv)
    gc.callbacks.append(_gc)
    step = warmed_step(a.loop)
    variants = {
        "plain": lambda: steps(step, a.steps),
        "now": lambda: window(step, a.steps),
        **{
            f"settle {k}": (lambda k=k: window(step, a.steps, settle=k))
            for k in map(int, a.settle.split(","))
        },
        "sleep": lambda: window(step, a.steps, sleep=1.5),
        "dropped": lambda: window(step, a.steps, drop=True),
    }
    got: dict[str, list[list[dict[str, float]]]] = {v: [] for v in variants}
    threads0 = len(os.listdir("/proc/self/task"))
    for _ in range(a.rounds):
        for v, fn in variants.items():
            step()  # untimed: the step after the last variant
            torch.cuda.synchronize()
            got[v].append(fn())
    print(
        f"{a.loop}: {torch.cuda.get_device_name()}, torch {torch.__version__}, TEARDOWN_CUPTI "
        f"{os.environ.get('TEARDOWN_CUPTI')}; threads {threads0} -> {len(os.listdir('/proc/self/task'))}"
    )
    for v, rounds in got.items():
        print(f"  {v}:")
        for key in ("gpu", "host", "thread_cpu", "process_cpu", "gc"):
            per = [statistics.median(r[i][key] for r in rounds) for i in range(a.steps)]
            print(f"    {key:12s} " + " ".join(f"{x:7.2f}" for x in per))
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"loop": a.loop, "variants": got}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
