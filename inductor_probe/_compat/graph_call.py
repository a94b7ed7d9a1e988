"""The tool's one hook into torch: a wrapper of Inductor's ``CompiledFxGraph.__call__`` (every call of a
compiled graph), which counts the calls, names each in the profiler's trace and, asked, times it."""

from __future__ import annotations

import time
from collections.abc import Callable


def install(before_call: Callable[[str], None]) -> bool:
    """Wrap Inductor's ``CompiledFxGraph.__call__`` (every call of a compiled graph, forward and
    backward, on any thread): ``before_call(cache_key)`` first, then, while the profiler is on, the call
    inside a ``GRAPH_RANGE_PREFIX + cache_key`` range (while ``before_call.spans`` is a list, the lean
    window's, ``_compat/lean.py``: the call's thread and clock readings appended to it instead); while
    ``before_call.timing`` is set, the host time in seconds of the compiled module's own call
    (``current_callable``, without Inductor's Python around it) to ``before_call.took(cache_key, s)``. The
    cache key is the compiled module's file name (``<key>.py``). Returns False where this torch has no
    such class (nothing wrapped)."""
    try:
        import torch
        from torch._inductor.output_code import CompiledFxGraph
    except Exception:  # pragma: no cover - outside the supported versions
        return False
    original = CompiledFxGraph.__call__
    if getattr(original, "_inductor_probe_hook", False):
        return True
    from threading import get_ident as ident
    from threading import get_native_id as native_id

    from inductor_probe._compat.lean import enter, leave
    from inductor_probe.ranges import GRAPH_RANGE_PREFIX

    def __call__(self, inputs):
        key = str(getattr(self, "cache_key", None) or "unknown")
        before_call(key)
        if (watch := getattr(before_call, "watcher", None)) is not None:  # collect/memory.py: memory per call
            return watch(key, inputs, lambda: original(self, inputs))
        if getattr(before_call, "timing", False) and callable(getattr(self, "current_callable", None)):
            return _timed(self, inputs, key)
        if (spans := getattr(before_call, "spans", None)) is not None:  # the lean window: readings, no range
            t0 = time.time_ns()
            try:
                return original(self, inputs)
            finally:
                spans.append((key, native_id(), ident(), t0, time.time_ns()))
        if torch.autograd.profiler._is_profiler_enabled:
            handle = enter(GRAPH_RANGE_PREFIX + key)  # a user range, at a quarter of record_function's cost
            try:
                return original(self, inputs)
            finally:
                leave(handle)
        return original(self, inputs)

    def _timed(self, inputs, key: str):
        """The compiled module's own call timed (collect/steps.py, unprofiled): ``current_callable``, which
        Inductor's ``__call__`` runs (its own Python around it is torch.compile's wrapper, not the call)."""
        inner, spent = self.current_callable, []

        def timed(args):
            t0 = time.perf_counter()
            try:
                return inner(args)
            finally:
                spent.append(time.perf_counter() - t0)

        self.current_callable = timed
        try:
            return original(self, inputs)
        finally:
            if self.current_callable is timed:  # (a call may set its own: CUDA-graph trees)
                self.current_callable = inner
            if spent:
                before_call.took(key, spent[0])  # type: ignore[attr-defined]

    __call__._inductor_probe_hook = True  # type: ignore[attr-defined]
    CompiledFxGraph.__call__ = __call__  # type: ignore[method-assign]  # the one hook into torch (module doc)
    return True
