"""Issue 38, item 5, on a GPU host: what the tool's step hooks cost a host, part by part, without a model: a
CUDA event made and recorded at each step boundary (``ScriptSteps._mark``) against one made beforehand, the
clocks read, and the whole hook path (``GraphCalls`` -> ``ScriptSteps.graph_call`` -> the cutter -> the
boundary) over a loop of 7 stand-in graph calls a step (loops.py's generate), as ``tool_us`` reports it and
as the loop's own wall says.

    python -m benchmarks.boundary_cost [--steps 400]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path


def per_call_us(fn, n: int = 4000) -> float:
    """Median over 5 rounds of ``fn()``'s time, µs a call."""
    rounds = []
    for _ in range(5):
        t0 = time.perf_counter_ns()
        for _ in range(n):
            fn()
        rounds.append((time.perf_counter_ns() - t0) / n / 1e3)
    return statistics.median(rounds)


def main() -> None:
    import torch

    from inductor_probe.collect.script_steps import ScriptSteps
    from inductor_probe.collect.steps import GraphCalls

    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=400)
    a = p.parse_args()
    cuda = torch.cuda.is_available()
    if cuda:
        torch.zeros(1, device="cuda")
        fresh = per_call_us(lambda: torch.cuda.Event(enable_timing=True).record())
        print(f"event made and recorded: {fresh:.2f} µs")
        made = iter([torch.cuda.Event(enable_timing=True) for _ in range(5 * 4000 + 10)])
        print(f"event made beforehand, recorded: {per_call_us(lambda: next(made).record()):.2f} µs")
    clocks = per_call_us(time.perf_counter_ns), per_call_us(time.time_ns)
    print(f"time.perf_counter_ns: {clocks[0]:.3f} µs; time.time_ns: {clocks[1]:.3f} µs")
    seq = ["g0", "g1"] + ["g2"] * 5

    def loop(steps: int, on: bool) -> float:
        calls = GraphCalls()
        s = ScriptSteps(cuda=cuda, steps=0, trace=Path(tempfile.gettempdir()) / "unused.json", calls=calls,
                        profile=False, timed=steps, skipped=3)  # fmt: skip
        calls.on_call = s.graph_call
        s.start()
        t0 = time.perf_counter_ns()
        for _ in range(steps + 3):
            for k in seq:
                if on:
                    calls(k)
        wall = (time.perf_counter_ns() - t0) / (steps + 3) / 1e3
        if on:
            print(f"  tool_us as a run reports it: {s._tool_us(len(s.marks) - 1):.2f} µs a step")
        return wall

    on = statistics.median(loop(a.steps, True) for _ in range(3))
    off = statistics.median(loop(a.steps, False) for _ in range(3))
    print(
        f"hook path, 7 graph calls a step: {on - off:.2f} µs a step (loop {on:.2f} with, {off:.2f} without)"
    )


if __name__ == "__main__":
    main()
