"""Does a lean window's cost depend on the profiler sessions before it in the process (issue 57)? One
process: a loop of tiny launches (an ATen op; a compiled function of 8 tensors: Triton's launch), timed on the
host (perf_counter_ns around N launches), first with no profiler, then in SESSIONS lean windows one after
another (each as the tool runs it from its step 1: calls narrowed, kernels' records off), each followed by the
same loop with no profiler; then the same with an empty session (started and stopped at once) before each
window ("primed"). Prints each window's and each after-window loop's added µs a launch, in order. Then
``--sequence``: empty session, window, loop, empty session, loop, empty session, loop (each loop's added µs):
whether an empty session after a primed window leaves the process as clean as before it.

Each window's trace is read back and its launches counted: a "primed" window, started right after a session's
stop with CUPTI let go, recorded none (calls 44-46 of benchmarks/results/issue57_h200: its low cost was that).

    TEARDOWN_CUPTI=1 python benchmarks/cupti_session_probe.py [--n 2000] [--sessions 6]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

import torch

sys.path.insert(0, os.getcwd())
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lean_launch_cost import timed  # a loop of launches timed on the host, a sync outside

from inductor_probe._compat.lean import LeanProfiler

LAUNCHES: list[int] = []  # each window's launches as its trace holds them


def window(fn, n: int, primed: bool) -> float:
    if primed:
        empty = LeanProfiler(True)
        empty.start()
        empty.stop(None)
    lean = LeanProfiler(True)
    lean.start()
    lean.step()  # the kernels' records end, as in the tool's window from its step 1
    try:
        return timed(fn, n)
    finally:
        with tempfile.TemporaryDirectory() as d:
            path = Path(d) / "t.json"
            lean.stop(path)
            events = json.loads(path.read_text()).get("traceEvents", [])
            LAUNCHES.append(sum(1 for e in events if "Launch" in str(e.get("name"))))


def empty() -> None:
    e = LeanProfiler(True)
    e.start()
    e.stop(None)


def sequence(fn, n: int, base: float) -> list[tuple[str, float]]:
    """empty, window, loop, empty, loop, empty, loop: each timed part's added µs a launch."""
    empty()
    got = [("window", window(fn, n, False)), ("after", timed(fn, n))]
    empty()
    got.append(("after 1 empty", timed(fn, n)))
    empty()
    got.append(("after 2 empty", timed(fn, n)))
    return [(k, round(v - base, 2)) for k, v in got]


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=2000)
    p.add_argument("--sessions", type=int, default=6)
    p.add_argument("--sequence", type=int, default=0, help="the sequence this many times instead")
    a = p.parse_args(argv)
    x = torch.zeros(256, device="cuda")
    xs = [torch.zeros(256, device="cuda") for _ in range(8)]

    @torch.compile
    def eight(ts):
        return sum(t * (i + 1) for i, t in enumerate(ts))

    kinds = {"aten add_": lambda: x.add_(1), "triton, 8 tensors in": lambda: eight(xs)}
    for fn in kinds.values():
        for _ in range(3):
            timed(fn, a.n)
    out: dict[str, object] = {"teardown": os.environ.get("TEARDOWN_CUPTI"), "n": a.n}
    bases = {kind: statistics.median(timed(fn, a.n) for _ in range(5)) for kind, fn in kinds.items()}
    for kind, fn in kinds.items():
        base = bases[kind]  # before any profiler session
        if a.sequence:
            seqs = [sequence(fn, a.n, base) for _ in range(a.sequence)]
            out[kind] = {"base_us": round(base, 2), "sequence": seqs}
            continue
        for primed in (False, True):
            rows = []
            for _ in range(a.sessions):
                w = window(fn, a.n, primed)
                after = timed(fn, a.n)
                rows.append((round(w - base, 2), round(after - base, 2)))
            out[f"{kind}{', primed' if primed else ''}"] = {"base_us": round(base, 2), "window, after": rows}
    out["launches_per_window"] = LAUNCHES
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
