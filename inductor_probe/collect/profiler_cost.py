"""The step profiler's own cost per event it records, measured in the child with the profiler as the steps
ran it (CPU activity, input shapes, Python stacks): a Python call (a ``python_function`` event) and an ATen
operator (a ``cpu_op``, with its Python call), each timed in a loop with the profiler on and off. The runtime
ledger (``analysis/ledger.py``) takes each figure back to unprofiled time by the events it holds."""

from __future__ import annotations

import time

from inductor_probe._compat import cupti
from inductor_probe.run.runtime import ProfilerCost

CALLS = 3000


def _loop_s(fn, n: int) -> float:
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    return time.perf_counter() - t0


def measure(stacks: bool, n: int = CALLS) -> ProfilerCost | None:
    """The cost per Python call and per ATen operator (µs; the median of 3 tries each way); None where the
    profiler cannot start here."""
    import statistics

    import torch
    from torch.profiler import ProfilerActivity, profile

    x = torch.empty(4)

    def call() -> None:
        return None

    def op() -> None:
        x.view(-1)  # one aten::view, and its Python call

    def timed() -> tuple[float, float]:
        return _loop_s(call, n) / n, _loop_s(op, n) / n

    try:
        off = [timed() for _ in range(3)]
        with profile(activities=[ProfilerActivity.CPU], record_shapes=True, with_stack=stacks):
            on = [timed() for _ in range(3)]
            cupti.before_stop()  # CUDA graphs here: CUPTI kept attached (_compat/cupti.keep_for_graphs)
    except Exception:  # a profiler already running, or none here: the ledger falls back
        return None
    py = statistics.median(b[0] for b in on) - statistics.median(a[0] for a in off)
    both = statistics.median(b[1] for b in on) - statistics.median(a[1] for a in off)
    py_us = max(0.0, py * 1e6) if stacks else 0.0
    return ProfilerCost(python_us=py_us, op_us=max(0.0, both * 1e6 - py_us), stacks=stacks)
