"""Truth for the runtime ledger (issue 41, acceptance 1), with no code of the tool: the host time per call of
a model file's compiled forward (under no_grad) against the same kernels launched from the compiled module
directly (Inductor's ``call``, on the inputs the compiled call passed it). The difference is torch.compile's
host cost per call: entering the compiled module, Dynamo's guards, the frame's and AOTAutograd's wrappers.

    python benchmarks/ledger_truth.py examples/launch_bound.py [--rounds 7] [--calls 300] [--json OUT]

Each round times ``--calls`` calls of each, the two in turn, each call from a synchronised start (the GPU's
queue empty: no launch waits for room); the medians per round, then the median and spread over rounds. Each
round also times ``--calls`` of each back to back, as a loop's steps run (``b2b_*``: host time per call).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path


def _load(path: str):
    spec = importlib.util.spec_from_file_location("model_file", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["model_file"] = mod
    spec.loader.exec_module(mod)
    return mod


def _host_us(fn, n: int, sync) -> float:
    times = []
    for _ in range(n):
        sync()
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e6)
    sync()
    return statistics.median(times)


def _alternate(f, g, n: int, sync) -> tuple[float, float]:
    """``n`` calls of each of ``f`` and ``g`` in turn, each from a synchronised start: their median µs."""
    tf, tg = [], []
    for _ in range(n):
        for fn, times in ((f, tf), (g, tg)):
            sync()
            t0 = time.perf_counter()
            fn()
            times.append((time.perf_counter() - t0) * 1e6)
    sync()
    return statistics.median(tf), statistics.median(tg)


def _back_to_back(f, g, n: int, sync) -> tuple[float, float]:
    """``n`` calls of ``f`` back to back (no synchronisation between them, as a training loop's steps run),
    then of ``g``: each one's host time per call, µs (the launches' time, not the GPU's)."""
    out = []
    for fn in (f, g):
        sync()
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        out.append((time.perf_counter() - t0) * 1e6 / n)
    sync()
    return out[0], out[1]


def _guard_us(model, inputs, n: int):
    """Dynamo's guards of the compiled forward evaluated on their own (its cache entry's guard manager on the
    frame's locals), median µs per check; the error where this torch has no such entry."""
    try:
        from torch._C._dynamo.eval_frame import _debug_get_cache_entry_list

        entries = _debug_get_cache_entry_list(type(model).forward.__code__)
        gm = entries[0].guard_manager
        f_locals = {"self": model, "x": inputs[0]}
        assert gm.check(f_locals), "the guards fail on the frame's locals"
        times = []
        for _ in range(n):
            t0 = time.perf_counter()
            gm.check(f_locals)
            times.append((time.perf_counter() - t0) * 1e6)
        return {"median": statistics.median(times), "entries": len(entries)}
    except Exception as e:
        return {"error": f"{type(e).__name__}: {e}"}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--calls", type=int, default=300)
    ap.add_argument("--json")
    a = ap.parse_args()
    import torch
    from torch._inductor.output_code import CompiledFxGraph

    mod = _load(a.model)
    model = mod.get_model().cuda()
    inputs = mod.get_inputs("cuda")
    compiled = torch.compile(model)
    seen: list = []
    original = CompiledFxGraph.__call__

    def spy(self, args):
        if not seen:
            seen.append((self, list(args)))
        return original(self, args)

    CompiledFxGraph.__call__ = spy
    with torch.no_grad():
        for _ in range(5):
            compiled(*inputs)
    CompiledFxGraph.__call__ = original
    graph, args = seen[0]
    call = graph.current_callable
    sync = torch.cuda.synchronize
    rows = []
    with torch.no_grad():
        for _ in range(3):  # warm both paths
            compiled(*inputs)
            call(list(args))
        for _ in range(a.rounds):  # the two calls alternate, one of each in turn: the host's drift hits both
            whole, own = _alternate(lambda: compiled(*inputs), lambda: call(list(args)), a.calls, sync)
            b_whole, b_own = _back_to_back(lambda: compiled(*inputs), lambda: call(list(args)), a.calls, sync)
            rows.append(
                {"compiled_us": whole, "module_call_us": own, "overhead_us": whole - own}
                | {
                    "b2b_compiled_us": b_whole,
                    "b2b_module_call_us": b_own,
                    "b2b_overhead_us": b_whole - b_own,
                }
            )
        guard = _guard_us(model, inputs, a.calls * a.rounds)  # under no_grad, as compiled (a guard's state)
    over = [r["overhead_us"] for r in rows]
    out = {
        "model": a.model,
        "gpu": torch.cuda.get_device_name(),
        "torch": torch.__version__,
        "rounds": rows,
        "overhead_us_median": statistics.median(over),
        "overhead_us_min": min(over),
        "overhead_us_max": max(over),
        "compiled_us_median": statistics.median(r["compiled_us"] for r in rows),
        "module_call_us_median": statistics.median(r["module_call_us"] for r in rows),
        "guard_check_us": guard,
        "b2b_overhead_us_median": statistics.median(r["b2b_overhead_us"] for r in rows),
        "b2b_module_call_us_median": statistics.median(r["b2b_module_call_us"] for r in rows),
    }
    text = json.dumps(out, indent=1)
    print(text)
    if a.json:
        Path(a.json).write_text(text)


if __name__ == "__main__":
    main()
