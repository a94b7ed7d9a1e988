"""Does CUPTI cost a launch-bound step after the profiler stopped (issue 57)? One fresh process, a real loop's
step (``lean_modes_probe.py``'s HF generate or T5 step), each step timed with CUDA events, back to back:

    before           no profiler has run in the process yet (CUPTI not loaded)
    lean recorded    the tool's lean window (``LeanProfiler``) with every record
    lean no kernels  the same with CUPTI's kernel records off (the calls alone)
    after            no profiler running, after the first window stopped (kineto leaves CUPTI attached unless
                     TEARDOWN_CUPTI=1)

``--before`` rounds of ``before`` first, then ``--rounds`` rounds of the other three, alternated. With
``--control`` no profiler runs at all: the same rounds, every one unprofiled (how far the host drifts from the
first rounds to the later ones by itself). Prints each mode's median step, IQR and its ratio to ``before``
and to ``after``.

    python benchmarks/cupti_residual_probe.py --loop generate [--control]
    TEARDOWN_CUPTI=1 python benchmarks/cupti_residual_probe.py --loop generate
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys

import torch

sys.path.insert(0, os.getcwd())
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lean_modes_probe import KIND_CONCURRENT_KERNEL, kinds_off, timed, warmed_step

from inductor_probe._compat.lean import LeanProfiler


def window(step, n: int, kernels: bool) -> list[float]:
    lean = LeanProfiler(True)
    lean.start()
    try:
        if kernels:
            step()  # the window's warm-up step
            return timed(step, n)
        with kinds_off((KIND_CONCURRENT_KERNEL,)):
            step()
            return timed(step, n)
    finally:
        lean.stop(None)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--loop", choices=("t5", "generate"), default="generate")
    p.add_argument("--before", type=int, default=4)
    p.add_argument("--rounds", type=int, default=4)
    p.add_argument("--steps", type=int, default=6)
    p.add_argument("--control", action="store_true", help="no profiler at all: every round unprofiled")
    a = p.parse_args(argv)
    step = warmed_step(a.loop)
    got: dict[str, list[float]] = {"before": []}
    for _ in range(a.before):
        got["before"] += timed(step, a.steps)
    if a.control:
        modes = {m: (lambda: timed(step, a.steps)) for m in ("later 1", "later 2", "later 3")}
    else:
        modes = {
            "lean recorded": lambda: window(step, a.steps, True),
            "after": lambda: timed(step, a.steps),
            "lean no kernels": lambda: window(step, a.steps, False),
        }
    for m in modes:
        got[m] = []
    for _ in range(a.rounds):
        for m, fn in modes.items():
            got[m] += fn()
    base = statistics.median(got["before"])
    after = statistics.median(got.get("after") or got["before"])
    tear = os.environ.get("TEARDOWN_CUPTI", "unset")
    print(f"{a.loop}: {torch.cuda.get_device_name()}, torch {torch.__version__}, TEARDOWN_CUPTI={tear}")
    for m, v in got.items():
        q = statistics.quantiles(v, n=4)
        med = statistics.median(v)
        print(
            f"  {m}: median {med:.3f} ms (IQR {q[0]:.3f}-{q[2]:.3f}, {len(v)} steps), "
            f"{med / base:.3f}x before, {med / after:.3f}x after"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
