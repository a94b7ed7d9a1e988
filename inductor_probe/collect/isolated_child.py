"""Child process of ``collect.isolated``: run one compiled module, write its Chrome trace.

``python -m inductor_probe.collect.isolated_child MODULE TRACE RESULT [--calls N] [--device D]``

It does what ``python MODULE -p`` does (the module's own ``get_args()`` and ``call()``),
with three differences that the report needs: warm-up outside the profiled window,
each call wrapped in a ``inductor_probe::call`` range (so input creation and warm-up
are excluded by identity, not guessed), and the trace written where the parent says
(not to the fixed ``$TMPDIR/compiled_module_profile.json``).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from inductor_probe import _compat
from inductor_probe._util import load_module, write_json
from inductor_probe.collect import hostload
from inductor_probe.ranges import CALL_RANGE, WARMUP_RANGE


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("module")
    p.add_argument("trace")
    p.add_argument("result")
    p.add_argument("--calls", type=int, default=10)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--device", default="cuda")
    p.add_argument(
        "--external-profiler",
        action="store_true",
        help="no torch profiler: bracket the calls with cudaProfilerStart/Stop for "
        "ncu --profile-from-start off",
    )
    a = p.parse_args(argv)

    import torch
    from torch.profiler import ProfilerActivity, profile, record_function

    cuda = a.device.startswith("cuda")
    sync = torch.cuda.synchronize if cuda else (lambda: None)
    t_load = time.perf_counter()
    module = load_module(Path(a.module), name="inductor_probe_compiled_module")
    get_args, call = _compat.compiled_module_entry(module)
    args = get_args()
    load_s = time.perf_counter() - t_load

    def fn():
        return call(list(args))

    for _ in range(a.warmup):
        fn()
    sync()
    # Unprofiled wall time per call: calls back to back, one sync at the end.
    n_wall = 0
    load_before = hostload.sample() if not cuda else None
    t0 = time.perf_counter()
    while n_wall < a.calls or time.perf_counter() - t0 < 0.2:
        fn()
        n_wall += 1
        if n_wall >= 1000:
            break
    sync()
    wall_ms = (time.perf_counter() - t0) * 1e3 / n_wall
    other_load = hostload.other_load_cores(load_before, hostload.sample()) if not cuda else None

    if a.external_profiler:
        torch.cuda.cudart().cudaProfilerStart()
        for _ in range(a.calls):
            fn()
        sync()
        torch.cuda.cudart().cudaProfilerStop()
        write_json(Path(a.result), {"calls": a.calls, "external_profiler": True})
        return 0

    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
    if cuda:
        torch.cuda.reset_peak_memory_stats()
    with profile(activities=activities) as prof:
        # The profiler's first call carries its own start-up cost: run one call
        # outside any inductor_probe::call range, so it is excluded by identity.
        with record_function(WARMUP_RANGE):
            fn()
        sync()
        for _ in range(a.calls):
            with record_function(CALL_RANGE):
                fn()
        sync()
    prof.export_chrome_trace(a.trace)
    result = {
        "calls": a.calls,
        "wall_ms_per_call": wall_ms,
        "wall_calls": n_wall,
        "load_s": round(load_s, 3),
        "device": a.device,
        "peak_memory_bytes": torch.cuda.max_memory_allocated() if cuda else None,
        "torch": torch.__version__,
    }
    if not cuda:
        result["other_load_cores"] = None if other_load is None else round(other_load, 2)
        result["cpu_count"] = os.cpu_count()
    write_json(Path(a.result), result)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
