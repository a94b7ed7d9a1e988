"""Issue 38, item 5: the tool's own cost per compiled-graph call in a script's timed steps: the graph-call
hook (``_compat.graph_call.install``: counting, the step cutter, the arrival clock) around a compiled
function that does almost nothing, called in a tight loop, against the same loop without the hook (a fresh
process each, alternated); the difference per call.

    python -m benchmarks.hook_cost [--calls 20000] [--rounds 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys

CHILD = r"""
import sys, time, torch
hooked = sys.argv[1] == "1"
f = torch.compile(lambda x: x + 1)
g = torch.compile(lambda x: x * 2)
x = torch.ones(4)
which = sys.argv[3]  # "step": the first graph, each call a step boundary; "call": a second graph's calls
if hooked:
    from pathlib import Path
    from inductor_probe._compat import graph_call
    from inductor_probe.collect.script_steps import ScriptSteps
    from inductor_probe.collect.steps import GraphCalls
    calls = GraphCalls()
    trace = Path("/tmp/hook_cost_trace.json")
    steps = ScriptSteps(cuda=False, steps=1, trace=trace, calls=calls, skipped=10**9)
    calls.on_call = steps.graph_call
    graph_call.install(calls)
for _ in range(200):
    f(x)
    g(x)
h = f if which == "step" else g
n = int(sys.argv[2])
t0 = time.perf_counter()
for _ in range(n):
    h(x)
print((time.perf_counter() - t0) / n * 1e6)
"""


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--calls", type=int, default=20000)
    p.add_argument("--rounds", type=int, default=5)
    a = p.parse_args()
    for which, what in (
        ("call", "a graph call inside a step"),
        ("step", "a step boundary (a first-graph call)"),
    ):
        us: dict[str, list[float]] = {"0": [], "1": []}
        for _ in range(a.rounds):
            for hooked in ("0", "1"):
                out = subprocess.run(
                    [sys.executable, "-c", CHILD, hooked, str(a.calls), which],
                    capture_output=True,
                    text=True,
                    check=True,
                )
                us[hooked].append(float(out.stdout.strip().splitlines()[-1]))
        plain, hooked = statistics.median(us["0"]), statistics.median(us["1"])
        spread = {k: f"{min(v):.2f}-{max(v):.2f}" for k, v in us.items()}
        print(
            f"{what}, median of {a.rounds} processes each: without the hook {plain:.2f} µs ({spread['0']}), "
            f"with it {hooked:.2f} µs ({spread['1']}): the tool's own cost {hooked - plain:.2f} µs"
        )


if __name__ == "__main__":
    main()
