"""Child process of ``collect.isolated``: run compiled modules on their own, write their Chrome traces.

``python -m inductor_probe.collect.isolated_child --spec SPEC.json`` runs every module the spec
lists, one after the other, writing the spec's result file before each module (which one is
running) and after it; ``python -m inductor_probe.collect.isolated_child MODULE TRACE RESULT
[--calls N] [--device D] [--external-profiler]`` runs one (what the benchmarks use).

For each module it does what ``python MODULE -p`` does (the module's own ``get_args()`` and
``call()``), with three differences that the report needs: warm-up outside the profiled window,
each call wrapped in a ``inductor_probe::call`` range (so input creation and warm-up are excluded by
identity, not guessed), and the trace written where the parent says (not to the fixed
``$TMPDIR/compiled_module_profile.json``). A module that raises on its synthetic inputs is recorded
as such and the next one runs; one that kills the process is named by the parent.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from pathlib import Path

from inductor_probe import _compat
from inductor_probe._compat import chrome_trace
from inductor_probe._util import load_module
from inductor_probe.collect import hostload
from inductor_probe.collect.doors import (
    IsolatedResult,
    IsolatedSpec,
    ModuleOutcome,
    read_record,
    read_spec,
    write_record,
)
from inductor_probe.errors import describe
from inductor_probe.ranges import CALL_RANGE, WARMUP_RANGE
from inductor_probe.run.manifest import ProfileResult
from inductor_probe.vocab import ChildStatus


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("module", nargs="?")
    p.add_argument("trace", nargs="?")
    p.add_argument("result", nargs="?")
    p.add_argument("--spec", help="a doors.IsolatedSpec (JSON)")
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
    if a.spec:
        return run_spec(read_spec(IsolatedSpec, Path(a.spec)))
    if not (a.module and a.trace and a.result):
        p.error("give MODULE TRACE RESULT, or --spec SPEC.json")
    result = profile_one(
        a.module,
        Path(a.trace),
        calls=a.calls,
        warmup=a.warmup,
        device=a.device,
        external_profiler=a.external_profiler,
    )
    write_record(Path(a.result), result)
    return 0


def run_spec(spec: IsolatedSpec) -> int:
    """Every module of the spec in turn; the result file says which one runs, and how each went."""
    result_path = Path(spec.result)
    result = read_record(IsolatedResult, result_path) or IsolatedResult()
    for m in spec.modules:
        if result.outcome(m.label) is not None:
            continue  # done by an earlier child that died on a later module
        outcome = ModuleOutcome(label=m.label)
        result.modules.append(outcome)
        write_record(result_path, result)
        try:
            out = profile_one(
                m.module, Path(m.trace), calls=spec.calls, warmup=spec.warmup, device=spec.device
            )
            outcome.status, outcome.profile = ChildStatus.OK, out
        except Exception as e:  # its synthetic inputs do not suit it: say so, go on with the next
            outcome.status, outcome.error = ChildStatus.ERROR, describe(e, 300)
            outcome.traceback = traceback.format_exc()
        write_record(result_path, result)
        _release()
    return 0


def _release() -> None:
    import gc

    gc.collect()
    import torch

    if torch.cuda.is_available():
        torch.cuda.empty_cache()


def profile_one(
    module_path: str, trace: Path, *, calls: int, warmup: int, device: str, external_profiler: bool = False
) -> ProfileResult:
    """Warm-up, the unprofiled wall per call, then ``calls`` profiled calls of one module."""
    import torch
    from torch.profiler import ProfilerActivity, profile, record_function

    cuda = device.startswith("cuda")
    sync = torch.cuda.synchronize if cuda else (lambda: None)
    t_load = time.perf_counter()
    module = load_module(Path(module_path), name=f"inductor_probe_compiled_module_{abs(hash(module_path))}")
    get_args, call = _compat.compiled_module_entry(module)
    args = get_args()
    load_s = time.perf_counter() - t_load

    def fn():
        return call(list(args))

    for _ in range(warmup):
        fn()
    sync()
    # Unprofiled wall time per call: calls back to back, one sync at the end.
    n_wall = 0
    load_before = hostload.sample() if not cuda else None
    t0 = time.perf_counter()
    while n_wall < calls or time.perf_counter() - t0 < 0.2:
        fn()
        n_wall += 1
        if n_wall >= 1000:
            break
    sync()
    wall_ms = (time.perf_counter() - t0) * 1e3 / n_wall
    other_load = hostload.other_load_cores(load_before, hostload.sample()) if not cuda else None

    if external_profiler:
        torch.cuda.cudart().cudaProfilerStart()
        for _ in range(calls):
            fn()
        sync()
        torch.cuda.cudart().cudaProfilerStop()
        return ProfileResult(calls=calls, external_profiler=True)

    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
    if cuda:
        torch.cuda.reset_peak_memory_stats()
    with profile(activities=activities) as prof:
        # The profiler's first call carries its own start-up cost: run one call
        # outside any inductor_probe::call range, so it is excluded by identity.
        with record_function(WARMUP_RANGE):
            fn()
        sync()
        for _ in range(calls):
            with record_function(CALL_RANGE):
                fn()
        sync()
    prof.export_chrome_trace(str(trace))
    chrome_trace.repair_file(trace)  # torch leaves a quote in a name raw (a path that holds one)
    return ProfileResult(
        calls=calls,
        wall_ms_per_call=wall_ms,
        wall_calls=n_wall,
        load_s=round(load_s, 3),
        device=device,
        peak_memory_bytes=torch.cuda.max_memory_allocated() if cuda else None,
        torch=torch.__version__,
        other_load_cores=None if cuda or other_load is None else round(other_load, 2),
        cpu_count=None if cuda else os.cpu_count(),
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
