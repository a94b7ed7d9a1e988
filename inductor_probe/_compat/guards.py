"""Dynamo's guards of a compiled frame, checked on their own: the cache entries torch keeps per code object
(``torch._C._dynamo.eval_frame._debug_get_cache_entry_list``) and their guard managers, which differ between
torch versions; here alone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def guard_probe(
    fn: Any, args: tuple, kwargs: dict, grad: bool
) -> Callable[[int], tuple[str, float] | None] | None:
    """A timer of Dynamo's guards for the frame of ``fn`` (a module's ``forward`` or a function) as called
    with ``args``/``kwargs`` under grad mode ``grad``: the cache entry whose guards pass on those locals,
    checked ``n`` times without the profiler -> (its compile id, median µs per check). None where this torch
    keeps no such entries or none passes (the frame was not compiled as called)."""
    import inspect
    import statistics
    import time

    import torch

    try:
        from torch._C._dynamo.eval_frame import _debug_get_cache_entry_list

        target = type(fn).forward if isinstance(fn, torch.nn.Module) else fn
        bound = inspect.signature(target).bind(*((fn,) if target is not fn else ()), *args, **kwargs)
        bound.apply_defaults()
        f_locals = dict(bound.arguments)
        code = target.__code__
    except Exception:  # a builtin, a C function, another torch: no probe
        return None

    def probe(n: int) -> tuple[str, float] | None:
        with torch.set_grad_enabled(grad):
            for e in _debug_get_cache_entry_list(code):  # after the frame compiled
                if e.guard_manager.check(f_locals):
                    times = []
                    for _ in range(n):
                        t0 = time.perf_counter()
                        e.guard_manager.check(f_locals)
                        times.append((time.perf_counter() - t0) * 1e6)
                    return str(e.compile_id), statistics.median(times)
        return None

    return probe
