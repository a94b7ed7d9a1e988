"""What the lean window costs a launch with and without its runtime and driver records narrowed (issue 57;
``benchmarks/cupti_narrow.py``): a loop of tiny launches, each kind timed on the host (perf_counter_ns around
N launches, a sync outside the timing), in rounds, alternating: no profiler, the lean window with every record
(``narrow=False``), the lean window narrowed, torch.profiler with CUDA activity alone, and with the kernels'
records off as the tool's window has them from its step 1 on: "tool" (calls narrowed), "tool, every call", and
"nothing recorded" (kineto on, CUPTI's kernel, runtime and driver records all off: what CUPTI's presence alone
costs). CUPTI is let go as each window stops (``TEARDOWN_CUPTI=1``, as the tool sets it), and each window
starts after a gap of unprofiled launches (one started right after another's stop records nothing: calls 43-46
of benchmarks/results/issue57_h200, where this loop had no gap). Kinds: an ATen op
(``cudaLaunchKernel``), a compiled function of 1 tensor and one of 8 (Triton's launch). Then, per kind, the
runtime and driver records one launch leaves in a lean window's trace, whole and narrowed. Prints JSON.

    python benchmarks/lean_call_filter.py [--n 2000] [--rounds 7]
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path

import torch

sys.path.insert(0, os.getcwd())
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cupti_narrow import NarrowedLean as LeanProfiler
from cupti_narrow import loaded_cupti
from lean_launch_cost import timed  # a loop of launches timed on the host, a sync outside

KIND_DRIVER, KIND_RUNTIME, KIND_CONCURRENT_KERNEL = 4, 5, 10  # CUpti_ActivityKind


def in_lean(fn, n: int, narrow: bool, kernels: bool = True, calls: bool = True) -> float:
    """``timed`` inside a lean window: its kernels' records off (``kernels=False``, as the tool's from its
    step 1), and its runtime's and driver's off too (``calls=False``)."""
    lean = LeanProfiler(True, narrow=narrow)
    lean.start()
    lib = ctypes.CDLL(loaded_cupti() or "libcupti.so")
    off = () if calls else (KIND_RUNTIME, KIND_DRIVER)
    if not kernels:
        lean.step()  # the tool's: kernels' records end as its step 1 begins
    for k in off:
        lib.cuptiActivityDisable(k)
    try:
        return timed(fn, n)
    finally:
        for k in off:
            lib.cuptiActivityEnable(k)
        lean.stop(None)


def records(fn, n: int, narrow: bool) -> dict[str, object]:
    """The runtime and driver calls per launch in a lean window over ``n`` launches."""
    lean = LeanProfiler(True, narrow=narrow)
    lean.start()
    for _ in range(n):
        fn()
    torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "t.json"
        lean.stop(path)
        trace = json.loads(path.read_text())
    names = Counter(
        str(e.get("name"))
        for e in trace["traceEvents"]
        if e.get("cat") in ("cuda_runtime", "cuda_driver") and e.get("ph") == "X"
    )
    return {
        "per_launch": {k: round(v / n, 2) for k, v in names.most_common() if v >= n // 2},
        "narrowed": trace.get("inductor_probe_calls"),
    }


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=2000)
    p.add_argument("--rounds", type=int, default=7)
    a = p.parse_args(argv)
    os.environ.setdefault("TEARDOWN_CUPTI", "1")
    x = torch.zeros(256, device="cuda")
    xs = [torch.zeros(256, device="cuda") for _ in range(8)]

    @torch.compile
    def one(t):
        return t * 2 + 1

    @torch.compile
    def eight(ts):
        return sum(t * (i + 1) for i, t in enumerate(ts))

    one(x)
    eight(xs)
    kinds = {
        "aten add_": lambda: x.add_(1),
        "triton, 1 tensor in": lambda: one(x),
        "triton, 8 tensors in": lambda: eight(xs),
    }
    modes = (
        "none",
        "lean whole",
        "lean narrowed",
        "torch.profiler cuda-only",
        "tool",
        "tool, every call",
        "nothing recorded",
    )
    got: dict[str, dict[str, list[float]]] = {k: {m: [] for m in modes} for k in kinds}
    for _ in range(a.rounds):
        for kind, fn in kinds.items():
            got[kind]["none"].append(timed(fn, a.n))
            windows = {
                "lean whole": dict(narrow=False),
                "lean narrowed": dict(narrow=True),
                "tool": dict(narrow=True, kernels=False),
                "tool, every call": dict(narrow=False, kernels=False),
                "nothing recorded": dict(narrow=True, kernels=False, calls=False),
            }
            for mode, kw in windows.items():
                timed(fn, a.n // 4)  # a gap: a window started right after one's stop records nothing
                got[kind][mode].append(in_lean(fn, a.n, **kw))
            with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]):
                got[kind]["torch.profiler cuda-only"].append(timed(fn, a.n))
            fn()
    out: dict[str, object] = {
        "device": torch.cuda.get_device_name(),
        "torch": torch.__version__,
        "n": a.n,
        "rounds": a.rounds,
    }
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
        out[kind]["records whole"] = records(kinds[kind], 200, narrow=False)  # type: ignore[index]
        out[kind]["records narrowed"] = records(kinds[kind], 200, narrow=True)  # type: ignore[index]
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
