"""What the lean window costs a kernel launch on the host (issue 57): a loop of tiny launches, each kind
timed on the host (``time.perf_counter_ns`` around N launches, then a sync outside the timing) in rounds,
alternating: no profiler, the lean window (``_compat/lean.py``: CUDA activity alone), torch.profiler with
CUDA activity alone. Kinds: an ATen op (``x.add_(1)``: ``cudaLaunchKernel``) and a compiled function's Triton
kernel (``cuLaunchKernel``, through Inductor's launcher). Prints JSON: each mode's median µs per launch and
its spread (IQR) per kind, and the median's difference from no profiler.

    python benchmarks/lean_launch_cost.py [--n 2000] [--rounds 7]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

import torch

sys.path.insert(0, os.getcwd())
from inductor_probe._compat.lean import LeanProfiler


def timed(fn, n: int) -> float:
    torch.cuda.synchronize()
    t0 = time.perf_counter_ns()
    for _ in range(n):
        fn()
    t1 = time.perf_counter_ns()
    torch.cuda.synchronize()
    return (t1 - t0) / n / 1e3


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=2000)
    p.add_argument("--rounds", type=int, default=7)
    a = p.parse_args(argv)
    x = torch.zeros(256, device="cuda")

    @torch.compile
    def triton_step(t):
        return t * 2 + 1

    triton_step(x)
    kinds = {
        "aten add_ (cudaLaunchKernel)": lambda: x.add_(1),
        "triton (cuLaunchKernel)": lambda: triton_step(x),
    }
    modes = ("none", "lean", "torch.profiler cuda-only")
    got: dict[str, dict[str, list[float]]] = {k: {m: [] for m in modes} for k in kinds}
    for _ in range(a.rounds):
        for kind, fn in kinds.items():
            got[kind]["none"].append(timed(fn, a.n))
            lean = LeanProfiler(True)
            lean.start()
            got[kind]["lean"].append(timed(fn, a.n))
            lean.stop(None)
            with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]):
                got[kind]["torch.profiler cuda-only"].append(timed(fn, a.n))
    out = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "n": a.n, "rounds": a.rounds}
    for kind, by in got.items():
        base = statistics.median(by["none"])
        out[kind] = {
            m: {
                "median_us": round(statistics.median(v), 3),
                "iqr_us": [round(q, 3) for q in statistics.quantiles(v, n=4)[::2]],
                "added_us": round(statistics.median(v) - base, 3),
            }
            for m, v in by.items()
        }
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
