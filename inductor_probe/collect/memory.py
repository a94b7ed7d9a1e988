"""The allocator's figures of the real run's steps, taken in the model child on CUDA (``run/memory.py``
has the record, ``analysis/memory.py`` reads it).

Method (none of it while the wall is timed or the profiler is on)::

    per step     reset the caching allocator's peak counters at the step's start; allocated at the start,
                 the peak allocated and reserved, allocated at the end (MEMORY_STEPS steps of a model file;
                 every step of a script from its first timed step on, read at its step boundaries)
    growth       allocated at each block boundary of the wall's blocks: (last - first) / steps between
    per graph    around each compiled graph's call (``Watch``): allocated at entry, the peak counter reset
                 at entry and read at exit (the step's own peak kept as the max of the pieces), allocated
                 at exit; the storages of its new outputs and which of them a later graph took in
    pools        the allocator's segments outside the default pool (CUDA-graph pools) after the steps
    history      two more steps with the allocator's history on (Python stacks of each allocation); what
                 the first step allocated and the second did not free is looked for among the objects
                 Python holds (``holders``): the list or attribute that keeps it, and the line adding to it
    eager        --eager-baseline: the same model's step uncompiled, before anything compiles

The history is kept in the run, reduced to the user's frames (``snapshot.json.gz``).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from inductor_probe import _compat
from inductor_probe.collect.holders import holders, reduce_snapshot, write_snapshot
from inductor_probe.run.memory import EagerSteps, GraphCall, Handoff, Holder, MemoryRecord, StepMemory

MEMORY_STEPS = 3
# a script's steps whose counters are read (from its first profiled one): past them, and past the history's
# window, its later steps run without the tool's reads (each builds torch's whole stats dict: 0.4-2.3 ms a
# step on an H100 host when read at every boundary)
SCRIPT_MEMORY_STEPS = 32
EAGER_WARMUP = 2


def memory_on() -> bool:
    """``INDUCTOR_PROBE_MEMORY=off`` leaves memory unmeasured (to time what measuring it costs)."""
    return os.environ.get("INDUCTOR_PROBE_MEMORY", "on").lower() not in ("off", "0", "no")


def now_us() -> float:
    return time.monotonic_ns() / 1e3


def _storages(value) -> dict[int, int]:
    """``{storage data_ptr: bytes}`` of the CUDA tensors in a graph's inputs or outputs (a flat list)."""
    import torch

    found: dict[int, int] = {}
    for t in value if isinstance(value, (list, tuple)) else (value,):
        if isinstance(t, torch.Tensor) and t.is_cuda:
            try:
                s = t.untyped_storage()
                found[s.data_ptr()] = s.nbytes()
            except (RuntimeError, NotImplementedError):  # a tensor without storage (a fake or a subclass)
                pass
    return found


class Watch:
    """Around each compiled graph's call while installed (``GraphCalls.watcher``): see the module doc."""

    def __init__(self) -> None:
        import torch

        self.cuda = torch.cuda
        self.step = 0
        self.acc = (0, 0)  # the step's peaks (allocated, reserved) before the last reset
        self.calls: list[GraphCall] = []
        self.handoffs: dict[tuple[int, str, str], int] = {}
        self.outs: dict[int, tuple[str, int]] = {}  # storage -> (graph key, bytes): new outputs this step

    def begin_step(self, step: int) -> None:
        self.step, self.outs, self.acc = step, {}, (0, 0)
        self.cuda.reset_peak_memory_stats()

    def _fold_peaks(self) -> tuple[int, int]:
        a, r = self.cuda.max_memory_allocated(), self.cuda.max_memory_reserved()
        self.acc = (max(self.acc[0], a), max(self.acc[1], r))
        return a, r

    def step_peaks(self) -> tuple[int, int]:
        self._fold_peaks()
        return self.acc

    def __call__(self, key: str, inputs, call: Callable[[], object]):
        try:
            entry, ins = self._enter(key, inputs)
        except Exception:  # the bookkeeping never fails the user's call: this call goes unmeasured
            return call()
        t0 = now_us()
        out = call()
        t1 = now_us()
        try:
            self._exit(key, ins, out, entry, (t0, t1))
        except Exception:
            pass
        return out

    def _enter(self, key: str, inputs) -> tuple[int, dict[int, int]]:
        ins = _storages(inputs)  # before the call: a boxed call empties its input list
        for ptr, n in ins.items():
            producer = self.outs.get(ptr)
            if producer is not None and producer[0] != key:
                k = (self.step, producer[0], key)
                self.handoffs[k] = self.handoffs.get(k, 0) + n
        self._fold_peaks()
        self.cuda.reset_peak_memory_stats()
        return self.cuda.memory_allocated(), ins

    def _exit(self, key: str, ins: dict[int, int], out, entry: int, times: tuple[float, float]) -> None:
        peak, _ = self._fold_peaks()
        for ptr, n in _storages(out).items():
            if ptr not in ins:
                self.outs[ptr] = (key, n)
        self.calls.append(GraphCall(key, self.step, entry, peak, self.cuda.memory_allocated(), *times))

    def handoff_rows(self) -> list[Handoff]:
        return [Handoff(s, p, c, n) for (s, p, c), n in self.handoffs.items()]


def pool_bytes() -> int:
    """Bytes reserved in segments outside the default pool: the CUDA-graph pools."""
    import torch

    total = 0
    for seg in torch.cuda.memory_snapshot():
        pool = seg.get("segment_pool_id")
        if pool is not None and tuple(pool) != (0, 0):
            total += int(seg.get("total_size", 0))
    return total


def step_row(start: int, peaks: tuple[int, int], end: int) -> StepMemory:
    return StepMemory(start, peaks[0], peaks[1], end)


def measure_steps(
    one: Callable[[], None], sync: Callable[[], None], calls, n: int = MEMORY_STEPS
) -> MemoryRecord:
    """``n`` steps with the allocator's counters read per step and around each graph call."""
    import torch

    rec = MemoryRecord()
    watch = Watch()
    calls.watcher = watch
    try:
        for i in range(n):
            sync()
            watch.begin_step(i)
            start = torch.cuda.memory_allocated()
            one()
            sync()
            rec.steps.append(step_row(start, watch.step_peaks(), torch.cuda.memory_allocated()))
    finally:
        calls.watcher = None
    rec.calls, rec.handoffs = watch.calls, watch.handoff_rows()
    rec.pool_bytes = pool_bytes()
    return rec


def eager_steps(one: Callable[[], None], sync: Callable[[], None], n: int = MEMORY_STEPS) -> EagerSteps:
    """``--eager-baseline``: the model's step uncompiled, its peaks per step and its wall (median)."""
    import torch

    for _ in range(EAGER_WARMUP):
        one()
    rows: list[StepMemory] = []
    walls: list[float] = []
    for _ in range(n):
        sync()
        torch.cuda.reset_peak_memory_stats()
        start, t0 = torch.cuda.memory_allocated(), time.perf_counter()
        one()
        sync()
        walls.append((time.perf_counter() - t0) * 1e3)
        peaks = (torch.cuda.max_memory_allocated(), torch.cuda.max_memory_reserved())
        rows.append(step_row(start, peaks, torch.cuda.memory_allocated()))
    return EagerSteps(rows, statistics.median(walls))


def history_window(
    one: Callable[[], None], sync: Callable[[], None], calls, rec: MemoryRecord, path: Path
) -> None:
    """Two steps with the allocator's history on (module doc): the reduced snapshot at ``path``, the window's
    step boundaries, and what holds the allocations of the first step that the second did not free."""

    watch = Watch()
    calls.watcher = watch
    sync()
    if not _compat.record_memory_history(True):
        calls.watcher = None
        rec.note = "this torch records no allocator history: no allocations by line"
        return
    try:
        window = [now_us()]
        for i in range(2):
            watch.begin_step(100 + i)
            one()
            sync()
            window.append(now_us())
        snap = _compat.memory_snapshot()
    finally:
        _compat.record_memory_history(False)
        calls.watcher = None
    import torch

    reduced = reduce_snapshot(snap, torch.cuda.current_device())
    reduced["epoch_offset_us"] = time.time_ns() / 1e3 - now_us()
    write_snapshot(path, reduced)
    rec.snapshot, rec.window = str(path), window
    rec.calls += watch.calls
    rec.kept_by = _holders_of(reduced, window, rec)


def _holders_of(reduced: dict, window: list[float], rec: MemoryRecord) -> list[Holder]:
    """What holds the blocks the window's first step left allocated; a failure is the record's note."""
    from inductor_probe.analysis.memory import survivors

    try:
        alive = survivors(reduced, window)
        return [Holder(**h) for h in holders(alive)] if alive else []
    except Exception as e:
        rec.note = f"what holds the blocks left allocated was not found: {type(e).__name__}: {e}"[:300]
        return []


def cpu_note(device: str) -> MemoryRecord:
    return MemoryRecord(
        device=device,
        note=(
            f"measured on CUDA only (the caching allocator's counters and history); this run ran on {device}"
        ),
    )


def unavailable(reason: str) -> MemoryRecord:
    print(f"[inductor-probe child] memory not measured: {reason}", file=sys.stderr, flush=True)
    return MemoryRecord(note=f"memory not measured: {reason}")


class ScriptMemory:
    """A script's memory, read at its step boundaries (``ScriptSteps.boundary``): the counters of
    SCRIPT_MEMORY_STEPS steps from ``first`` on; the history over the two steps after ``window_at`` (the last
    profiled step's end). The script's later steps run without a read."""

    def __init__(self, calls, path: Path, first: int, window_at: int):
        import torch

        self.cuda, self.calls, self.path = torch.cuda, calls, path
        self.first, self.window_at = first, window_at
        self.watch = Watch()
        self.rec = MemoryRecord()
        self.start: int | None = None
        self.window: list[float] = []
        self.failed = False

    def boundary(self, k: int) -> None:
        """Never a reason for the user's script to fail: an error here ends the measuring, with its note."""
        if k < self.first or self.failed or self._done(k):
            return
        try:
            self._boundary(k)
        except Exception as e:
            self.failed = True
            self.calls.watcher = None
            try:
                _compat.record_memory_history(False)
            except Exception:  # pragma: no cover
                pass
            self.rec.note = f"memory measuring stopped at step boundary {k}: {type(e).__name__}: {e}"[:300]

    def _done(self, k: int) -> bool:
        """Past SCRIPT_MEMORY_STEPS steps, with the history's window closed (or never opened)."""
        return k > self.first + SCRIPT_MEMORY_STEPS and (len(self.window) == 3 or not self.window)

    def _boundary(self, k: int) -> None:
        now = self.cuda.memory_allocated()
        if self.start is not None:
            self.rec.steps.append(step_row(self.start, self.watch.step_peaks(), now))
        if k == self.window_at + 1 and _compat.record_memory_history(True):
            self.calls.watcher = self.watch
            self.window = [now_us()]
        elif self.window and len(self.window) < 3:
            self.window.append(now_us())
            if len(self.window) == 3:
                self._close_window()
        self.watch.begin_step(k)
        self.start = self.cuda.memory_allocated()

    def _close_window(self) -> None:

        try:
            snap = _compat.memory_snapshot()
        finally:
            _compat.record_memory_history(False)
            self.calls.watcher = None
        reduced = reduce_snapshot(snap, self.cuda.current_device())
        reduced["epoch_offset_us"] = time.time_ns() / 1e3 - now_us()
        write_snapshot(self.path, reduced)
        self.rec.snapshot, self.rec.window = str(self.path), self.window
        self.rec.kept_by = _holders_of(reduced, self.window, self.rec)

    def finish(self) -> MemoryRecord:
        """After the script: the record, with a note where the history window was not reached."""
        if self.window and len(self.window) < 3:
            _compat.record_memory_history(False)
            self.calls.watcher = None
            self.rec.note = (
                "the script ended within the two steps of allocator history: no allocations by line"
            )
        elif not self.window:
            self.rec.note = (
                "the script ended before two more steps after the profiled ones: no allocations by line "
                "(make it run two steps longer)"
            )
        self.rec.calls = self.watch.calls
        self.rec.handoffs = self.watch.handoff_rows()
        try:
            self.rec.pool_bytes = pool_bytes()
        except Exception:  # pragma: no cover - the counters stand without it
            pass
        return self.rec


def eager_baseline(spec, step: Callable[[], None], reset: Callable[[], None], log) -> EagerSteps | None:
    """``--eager-baseline``: the model's steps uncompiled (``step``), before anything compiles; ``reset``
    drops its gradients after; the allocator's cache emptied and its peaks reset (CUDA only)."""
    import torch

    if not spec.eager_baseline or not spec.device.startswith("cuda"):
        return None
    log("eager baseline: the model's steps uncompiled ...")
    figures = eager_steps(step, torch.cuda.synchronize)
    reset()
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    return figures


def note_for(timing, spec, eager: EagerSteps | None) -> None:
    """What the step's memory record says where nothing was measured, the eager figures beside it, and that a
    --backward step kept the model's output through backward (``model_file._step``)."""
    if timing is None or not spec.memory:
        return
    if not spec.device.startswith("cuda"):
        timing.memory = cpu_note(spec.device)
    elif timing.memory is None:
        timing.memory = unavailable("INDUCTOR_PROBE_MEMORY=off")
    if eager is not None:
        timing.memory.eager = eager
    if spec.backward and timing.memory.steps:
        timing.memory.output_kept = True  # model_file._step: the output bound until backward is done
