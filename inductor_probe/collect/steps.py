"""The real run's steps, profiled inside the model child (``model_child``), on the user's own inputs.

Every call of a compiled graph goes through the tool's wrapper (``_compat.graph_call.install``):
it counts the calls and, while the profiler is on, puts each one in an ``inductor_probe::graph <key>``
range, so every kernel of the trace can be attributed to the graph whose call launched it.

A model file (``convention``)::

    step = forward (under no_grad), or forward + loss.backward() with --backward
    warm-up: WARMUP_STEPS steps
    wall:    WALL_BLOCKS blocks of n steps, each block timed from a synchronised start to a
             synchronised end (n >= --steps, and long enough that a block lasts MIN_BLOCK_S);
             a round whose blocks spread more than STEADY_SPREAD_PCT (the host or the GPU was
             disturbed) is timed again, up to WALL_ROUNDS rounds; the steadiest round is kept
    lean:    the lean window (``_compat/lean.py``: the GPU's activity and the tool's ranges, no per-op
             callbacks): 1 step of warm-up, then --steps steps, each in a ProfilerStep#k range, the last
             one synchronised before it stops; the step's "why" figures come from it (issue 57); with the
             rich window after it, LEAN_REF_STEPS unprofiled steps timed right before it and right after it,
             its stretch's reference (the host's speed drifts within a process: the wall is seconds earlier)
    rich:    torch.profiler with a schedule: 1 step of profiler warm-up, then --steps steps,
             each in a ProfilerStep#k range; the last one synchronised before the profiler stops (shapes,
             ops and Python stacks: the detail the lean window lacks)
    --profile says which windows run (``vocab.ProfileWindow``: both by default)

A script that calls torch.compile itself (``collect/script_steps.py``): its steps are cut where
``collect/boundaries.StepCutter`` finds them (the script's marks, the first optimizer's steps, the period of
its graph calls, its first graph). One run of the script: the part before the first boundary and the first
two steps (compiling, then still warming up) are left out, the next SCRIPT_TIMED_STEPS steps are timed
unprofiled (CUDA events at the boundaries on GPU, the host clock on CPU; the profiler not yet started), then
the lean window's warm-up step and its --steps steps, LEAN_REF_STEPS unprofiled steps timed again (with the
timed steps, its stretch's reference), then the rich window's (1 step of profiler warm-up and --steps profiled
steps); on a CPU the rich window first (there the lean one gives its stretch alone), then LEAN_REF_STEPS
unprofiled steps timed again, its stretch's reference, then the lean window. A script that ends early keeps
what it reached.

With CUDA graphs (``reduce-overhead``, ``max-autotune``) a model file's step starts with
``torch.compiler.cudagraph_mark_step_begin()``, as CUDA-graph trees ask of a training loop.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from inductor_probe import _compat
from inductor_probe._compat import chrome_trace, cupti
from inductor_probe._util import idle_attribution_on
from inductor_probe.collect import callers, hostload, profiler_cost
from inductor_probe.collect import memory as allocator
from inductor_probe.collect.lean_window import lean_path, lean_steps, ref_steps
from inductor_probe.ranges import DRAIN_RANGE
from inductor_probe.run.memory import MemoryRecord
from inductor_probe.run.runtime import GuardTimed
from inductor_probe.run.timings import GraphHost, StepTiming
from inductor_probe.vocab import ProfileWindow, StepKind

WARMUP_STEPS = 2
WALL_BLOCKS = 5
MIN_BLOCK_S = 0.1
WALL_ROUNDS = 3  # rounds of WALL_BLOCKS blocks at most: until one's spread is within STEADY_SPREAD_PCT
STEADY_SPREAD_PCT = 5.0
MAX_BLOCK_STEPS = 1000
SCRIPT_TIMED_STEPS = 5
SCRIPT_SKIPPED_STEPS = 3  # the script's prologue (before its first graph call) and its first two steps
# unprofiled steps timed again beside the lean window (its stretch's reference): after it on a GPU (the timed
# steps are before it), before it on a CPU (a script's); a model file's before and after it
LEAN_REF_STEPS = 3


class GraphCalls:
    """The wrapper's callback: counts each compiled graph's calls; tells ``on_call`` of every call (a
    script's ``collect/boundaries.StepCutter``), before counting it."""

    def __init__(self) -> None:
        self.calls: dict[str, int] = {}
        self.on_call: Callable[[str], None] | None = None
        self.watcher: Callable | None = None  # collect/memory.Watch while memory is measured
        self.timing = False  # while set, each call's own host time goes to ``took`` (the wrapper's)
        self.spans: list | None = None  # the lean window's: each call's thread and clock readings go here
        self.took_s: dict[str, list[float]] = {}

    def __call__(self, key: str) -> None:
        if self.on_call is not None:
            self.on_call(key)
        self.calls[key] = self.calls.get(key, 0) + 1

    def took(self, key: str, seconds: float) -> None:
        self.took_s.setdefault(key, []).append(seconds)

    def call_host(self, steps: int) -> list[GraphHost]:
        """Each graph's own host time per call while ``timing`` was on (the median), its calls a step."""
        return [
            GraphHost(key=k, calls=len(t) / max(steps, 1), us=statistics.median(t) * 1e6)
            for k, t in sorted(self.took_s.items())
        ]

    def since(self, before: dict[str, int]) -> dict[str, int]:
        return {k: n - before.get(k, 0) for k, n in self.calls.items() if n - before.get(k, 0) > 0}


def gpu_sync(cuda: bool) -> Callable[[], None]:
    if not cuda:
        return lambda: None
    import torch

    return torch.cuda.synchronize


def drain_gpu(cuda: bool) -> None:
    """The tool's own synchronisation inside a profiled step, named so that it is not taken for the user's."""
    if cuda:
        import torch

        with torch.profiler.record_function(DRAIN_RANGE):
            torch.cuda.synchronize()


def rich_profiler(cuda: bool, schedule, trace: Path, done: dict, stacks: bool = True):
    """The step profiler; ``stacks``: with Python stacks where idle attribution is on (the interleaved
    comparison needs the kernels alone)."""
    stacks = stacks and idle_attribution_on()
    from torch.profiler import ProfilerActivity, profile

    def ready(prof) -> None:
        prof.export_chrome_trace(str(trace))
        chrome_trace.repair_file(trace)  # torch leaves a quote in a name raw (a path that holds one)
        done["trace"] = str(trace)
        try:  # the line of each Python call (analysis/idle.py); the trace stands without it
            if stacks:
                done["callers"] = callers.annotate(trace, _compat.python_callers(prof))
        except (OSError, ValueError) as exc:
            done["callers_error"] = f"{type(exc).__name__}: {exc}"

    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])

    class Rich(profile):
        def prepare_trace(self) -> None:  # at its warm-up step: a graph captured by hand, kept by before_stop
            cupti.look_for_graphs(cupti.teardown_set_here())
            super().prepare_trace()

        def stop_trace(self) -> None:
            cupti.before_stop()  # CUDA graphs here: CUPTI kept attached (_compat/cupti.keep_for_graphs)
            super().stop_trace()

    # Input shapes: the FLOPs and bytes of library kernels come from their ATen op's (analysis/flops.py).
    # Python stacks: the user's line behind each idle interval (analysis/idle.py).
    return Rich(
        activities=activities,
        schedule=schedule,
        on_trace_ready=ready,
        record_shapes=True,
        with_stack=stacks,
    )


HOST_STEPS = 5  # steps timed one by one for the host's own time, at least
HOST_PASS_S = 0.2  # ... and as many more as fit this long (at most MAX_HOST_STEPS): per-call µs need them
MAX_HOST_STEPS = 200


def _host_ms(
    one: Callable[[], None], sync: Callable[[], None], n: int, calls: GraphCalls | None = None
) -> tuple[float, int]:
    """The host's time to issue one step, unprofiled: from a synchronised start to the step's return (its
    last launch), the GPU's queue empty at the start so that no launch waits for room. Median of ``n``
    steps at least; with ``calls``, each graph call's own host time too (``GraphCalls.timing``). Returns the
    median and the steps timed."""
    times: list[float] = []
    if calls is not None:
        calls.timing, calls.took_s = True, {}
    t_end = time.perf_counter() + HOST_PASS_S
    try:
        while len(times) < n or (time.perf_counter() < t_end and len(times) < MAX_HOST_STEPS):
            sync()
            t0 = time.perf_counter()
            one()
            times.append((time.perf_counter() - t0) * 1e3)
    finally:
        if calls is not None:
            calls.timing = False
    sync()
    return statistics.median(times), len(times)


def _sm_clock_mhz() -> float | None:
    """The SM clock now (NVML, read only), or None without NVML."""
    import torch

    from inductor_probe.timer.clocks import read_clocks

    try:
        reading = read_clocks(torch.cuda.current_device())
    except Exception:
        return None
    return reading.sm_mhz if reading is not None else None


def _median_clock(readings: list[float | None]) -> float | None:
    got = [r for r in readings if r]
    return float(statistics.median(got)) if got else None


def spread_pct(walls: list[float]) -> float | None:
    if len(walls) < 2:
        return None
    med = statistics.median(walls)
    return 100.0 * (max(walls) - min(walls)) / med if med > 0 else None


def profile_model_steps(
    step: Callable[[], object],
    *,
    cuda: bool,
    cudagraphs: bool,
    steps: int,
    trace: Path,
    calls: GraphCalls,
    log: Callable[[str], None],
    memory: Path | None = None,
    window: ProfileWindow = ProfileWindow.BOTH,
) -> StepTiming:
    """Warm-up, the unprofiled wall in blocks, then ``steps`` profiled steps (module docstring); with
    ``memory`` (CUDA: where the allocator's history goes), the step's memory (``collect/memory.py``)."""

    sync = gpu_sync(cuda)

    def one() -> None:
        if cudagraphs:
            _compat.cudagraph_mark_step_begin()
        step()

    for _ in range(WARMUP_STEPS):
        one()
    sync()
    t0 = time.perf_counter()
    one()
    sync()
    estimate_s = time.perf_counter() - t0
    per_block = int(min(MAX_BLOCK_STEPS, max(steps, math.ceil(MIN_BLOCK_S / max(estimate_s, 1e-6)))))
    log(f"timing {WALL_BLOCKS} blocks of {per_block} steps unprofiled ...")
    load_before = hostload.sample() if not cuda else None
    rounds: list[list[float]] = []
    sm_clocks: list[float | None] = []
    marks: list[list[int]] = []  # [steps so far, bytes allocated] at each block's start: growth per step
    allocated = _allocated_fn(cuda and memory is not None)
    for _ in range(WALL_ROUNDS):
        walls: list[float] = []
        for _ in range(WALL_BLOCKS):
            sync()
            if allocated is not None:
                marks.append([sum(map(len, rounds)) * per_block + len(walls) * per_block, allocated()])
            t0 = time.perf_counter()
            for _ in range(per_block):
                one()
            if cuda:
                sm_clocks.append(_sm_clock_mhz())  # under load: the block's kernels are still queued
            sync()
            walls.append((time.perf_counter() - t0) * 1e3 / per_block)
        rounds.append(walls)
        if (spread_pct(walls) or 0.0) <= STEADY_SPREAD_PCT:
            break
    walls = min(rounds, key=lambda w: spread_pct(w) or 0.0)
    other_load = hostload.other_load_cores(load_before, hostload.sample()) if not cuda else None
    host_ms, host_steps = _host_ms(one, sync, HOST_STEPS, calls)  # the graphs' own calls timed too
    mem = (
        _memory(one, sync, calls, memory, marks, log, host_steps)
        if allocated is not None and memory
        else None
    )
    timing, other_load = _windows(one, cuda, steps, trace, calls, log, window, other_load)
    return StepTiming(
        **timing,
        kind=StepKind.CONVENTION,
        steps=steps,
        wall_blocks_ms=walls,
        wall_rounds=len(rounds),
        block_steps=per_block,
        wall_spread_pct=spread_pct(walls),
        first_step_left_out=False,
        other_load_cores=None if other_load is None else round(other_load, 2),
        cudagraphs=cudagraphs,
        sm_clock_mhz=_median_clock(sm_clocks),
        host_ms=host_ms,
        graph_host=calls.call_host(host_steps) if host_steps else None,
        profiler_cost=profiler_cost.measure(idle_attribution_on()),
        guards=_guards(step),
        memory=mem,
    )


GUARD_CHECKS = 2000  # checks of a frame's guards timed (a few µs each)


def _guards(step: Callable[[], object]) -> list[GuardTimed] | None:
    """The model's forward frame's guards timed on its inputs without the profiler (the probe
    ``_compat.guards.guard_probe`` that ``model_file.compiled_step`` attaches to the step); None where
    there is no probe or it failed."""
    probe = getattr(step, "guard_probe", None)
    try:
        got = probe(GUARD_CHECKS) if probe is not None else None
    except Exception:  # the figure is a refinement: the ledger stands without it
        return None
    return [GuardTimed(frame=got[0], us=got[1])] if got else None


def _windows(
    one: Callable[[], None],
    cuda: bool,
    steps: int,
    trace: Path,
    calls: GraphCalls,
    log: Callable[[str], None],
    window: ProfileWindow,
    other_load: float | None,
) -> tuple[dict, float | None]:
    """The profiled windows (module docstring): the lean one, then the rich one, as ``window`` asks;
    ``StepTiming``'s fields of them, and the other load (CPU) over the timed and the rich window's steps."""
    lean, ref_before, ref_after = None, list[float](), list[float]()
    if window.lean:
        log(f"profiling {steps} steps, lean window ...")
        bracket = window == ProfileWindow.BOTH  # its stretch against unprofiled steps on both sides of it
        ref_before = ref_steps(one, cuda, LEAN_REF_STEPS) if bracket else []
        after = LEAN_REF_STEPS if bracket else 0  # timed before its trace is written
        lean = lean_steps(one, cuda, steps, lean_path(trace), calls, after)
        ref_after = lean[3] if lean is not None else []
    before, done = dict(calls.calls), dict[str, str]()
    if window.rich:
        log(f"profiling {steps} steps{', rich window' if lean else ''} ...")
        before, done, other_load = _profiled_with_load(one, cuda, steps, trace, calls, other_load)
    fields = {
        "graph_calls": calls.since(before) if window.rich else dict(lean[1] if lean else {}),
        "trace": done.get("trace"),
        "lean_trace": lean[0] if lean else None,
        "lean_steps": steps if lean else 0,
        "lean_timed_ms": lean[2] if lean else [],
        "lean_ref_ms": ref_before if lean and ref_after else [],
        "lean_after_ms": ref_after,
    }
    return fields, other_load


def _profiled_with_load(
    one: Callable[[], None], cuda: bool, steps: int, trace: Path, calls: GraphCalls, other_load: float | None
) -> tuple[dict[str, int], dict, float | None]:
    """The profiled steps (``_profiled_steps``), and on a CPU the other load: the larger of the timed and the
    profiled steps'."""
    load_profiled = hostload.sample() if not cuda else None
    before, done = _profiled_steps(one, cuda, steps, trace, calls)
    if load_profiled is not None:
        during = hostload.other_load_cores(load_profiled, hostload.sample())
        if during is not None:
            other_load = during if other_load is None else max(other_load, during)
    return before, done, other_load


def _allocated_fn(on: bool) -> Callable[[], int] | None:
    if not on:
        return None
    import torch

    return torch.cuda.memory_allocated


def _memory(
    one, sync, calls: GraphCalls, path: Path, marks: list[list[int]], log, host_steps: int
) -> MemoryRecord:
    """The step's memory (``collect/memory.py``), never a reason to lose the run: a failure is its note.
    ``marks``: the wall's block boundaries, closed here by the end of the last block."""
    log(f"measuring memory over {allocator.MEMORY_STEPS} + 2 steps ...")
    t0 = time.monotonic()
    try:
        import torch

        sync()
        if marks:
            per_block = marks[1][0] - marks[0][0] if len(marks) > 1 else 0
            marks.append([marks[-1][0] + per_block + host_steps, torch.cuda.memory_allocated()])
        rec = allocator.measure_steps(one, sync, calls)
        rec.marks = marks
        allocator.history_window(one, sync, calls, rec, path)
        rec.measure_s = round(time.monotonic() - t0, 3)
        return rec
    except Exception as e:  # a model that cannot run more steps has said so already
        calls.watcher = None
        return allocator.unavailable(f"{type(e).__name__}: {e}"[:300])


MIN_SCRIPT_CALLS = 4  # calls of a script's first graph that a fitted plan (fitted_plan) can use


def fitted_plan(calls: int, steps: int) -> tuple[int, int, int, int] | None:
    """For a script that called its first graph only ``calls`` times (too few for the default plan), a
    plan for running it again from the compile cache: ``(skipped, timed, warm-up, profiled)`` steps, the
    skipped being its prologue and first step (loading the compiled graphs); None below MIN_SCRIPT_CALLS."""
    budget = calls - 2  # complete steps after the first: boundary 1 to boundary calls - 1
    if calls < MIN_SCRIPT_CALLS:
        return None
    warm = 1 if budget >= 4 else 0
    profiled = max(1, min(steps, (budget - warm) // 2))
    timed = min(SCRIPT_TIMED_STEPS, budget - warm - profiled)
    return 2, timed, warm, profiled


def _profiled_steps(
    one: Callable[[], None], cuda: bool, steps: int, trace: Path, calls: GraphCalls
) -> tuple[dict[str, int], dict]:
    """1 step of profiler warm-up, then ``steps`` profiled: the graph calls before the first profiled step,
    and what the profiler's callback reported (the trace)."""
    from torch.profiler import schedule

    done: dict = {}
    prof = rich_profiler(cuda, schedule(wait=0, warmup=1, active=steps, repeat=1), trace, done)
    before: dict[str, int] = {}
    with prof:
        for i in range(steps + 1):
            if i == 1:
                before = dict(calls.calls)
            one()
            if i == steps:
                drain_gpu(cuda)  # the last profiled step's kernels finish before the profiler stops
            prof.step()
    return before, done
