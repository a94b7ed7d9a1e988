"""The lean profiled window (issue 57): torch's profiler at its cheapest, through kineto's own bindings.

    calls      on a GPU, CUPTI's records of the runtime's and driver's calls narrowed to those the analysis
               reads (launches, copies, memsets, syncs, queries, allocations, events, captures:
               ``_compat/cupti.CallRecords``); the rest (pointer checks, error queries) cost a record each
    anchored   (the default) on a GPU, where the process is not a rank of a job and holds no CUDA graph
               (torch.compile's or one captured by hand; ``GRAPHS_RECORDED``: recorded there): nothing of
               the profiler runs in the steps (``begin``): they keep what the tool reads itself (its step
               boundaries, each graph call's readings, its drain); after them (and the unprofiled steps
               timed after them) one step is recorded whole (``record``: kineto started there, the CUDA
               activity and the runtime's and driver's calls, ``RECORD_RANGE``), and stopped. While CUPTI
               is attached at all each runtime or driver call costs 1.5-5 µs however its records are
               narrowed (benchmarks/results/issue57_h200, calls 16-47), 1.1-1.3x on the launch-bound loops,
               and after it is let go the next steps still ran 4-8 ms (one step) to 5-30% (5-8 steps of
               ``generate``) slower (calls 58-62): recorded after the steps, neither is in them.
               ``analysis/anchored.py`` puts the recording step's calls in the steps, anchored on the tool's
               readings, and ``analysis/modeled.py`` places its kernels on them
    modeled    where not anchored (or with INDUCTOR_PROBE_LEAN_KERNELS=modeled): as anchored, CUPTI kept
               through the steps (the calls recorded, the kernels' records off from step 1 on:
               ``_compat/cupti.py``); ``analysis/modeled.py`` places the warm-up step's kernels on the
               steps' launches
    recorded   a rank of a job (a collective's kernel holds its waits, which no other step can stand for),
               or with INDUCTOR_PROBE_LEAN_KERNELS=recorded: every kernel recorded; on a CPU the CPU activity
               for the user's ranges only, which the tool does not open: its trace holds the tool's ranges
               alone. What each costs, measured: docs/usage.md
    left off   per-op callbacks, input shapes, Python stacks, memory, FLOPs; and torch's
               ``_is_profiler_enabled`` flag, so that Inductor does not wrap each kernel launch in a range of
               its own (its per-launch arguments cost several µs a launch) nor each graph call in one more
    the tool's ranges, written into the trace after the window (never opened while it runs):
               each step (``STEP_RANGE_PREFIX``: the step boundaries' clock readings), each compiled graph's
               call (``GRAPH_RANGE_PREFIX``: the graph-call wrapper's readings, on the calling thread, about
               0.3 µs a call where a range opened through torch costs several) and the tool's own
               synchronisation (``DRAIN_RANGE``)

The readings are the host's real-time clock, the trace's clock (kineto's timestamps are Unix time less the
trace's ``baseTimeNanoseconds``); the offset between the two is measured in the window's warm-up from a few
``cudaStreamQuery`` calls bracketed by readings, and applied.

What this window cannot say (the ATen op that launched a kernel, its shapes, the user's line) the rich
window says (``collect/steps.rich_profiler``), joined to this one by launch order (``analysis/lean.py``).
"""

from __future__ import annotations

import os
import statistics
import threading
import time
from pathlib import Path
from typing import Any

from inductor_probe._compat import cupti
from inductor_probe._compat.cupti import CallRecords, KernelRecords
from inductor_probe.ranges import DRAIN_RANGE, GRAPH_RANGE_PREFIX, RECORD_RANGE, STEP_RANGE_PREFIX

CALIBRATION_QUERIES = 9
MODEL_KERNELS = "INDUCTOR_PROBE_LEAN_KERNELS"  # "recorded": every kernel recorded; "modeled": never anchored
# after the anchored window's recording step stops, CUPTI let go: a kernel launched and the stream queried,
# one pair a SETTLE_S, until one takes SETTLE_SEEN_S or more, SETTLE_MAX_S at the most. Kineto's teardown
# thread finishes CUPTI off in the exit of a runtime call: where the rich window started before any, it
# recorded no GPU work at all (an H200, call 64: no kernel, no launch in it; with the unprofiled steps between
# the two windows it had been fine)
SETTLE_S = 0.001
SETTLE_SEEN_S = 0.0005
SETTLE_MAX_S = 0.25
SETTLE_KEY = "inductor_probe_cupti_settle"  # the trace's: the wait, ms, and the query that let CUPTI go, ms
KERNELS_KEY = (
    "inductor_probe_kernels"  # the trace's: "modeled", or "recorded" (with why, where to be modeled)
)
TEARDOWN_KEY = "inductor_probe_cupti"  # the trace's: CUPTI "let go" as the window stopped, or "kept (why)"
CALLS_KEY = "inductor_probe_calls"  # the trace's: "narrowed (N kinds left off)", or "all" (with why)
# why a lean window that would have modeled its kernels recorded them (issue 57, call 49: torch.compile's CUDA
# graphs replayed while kernel records were off came back with each kernel ~50 ms long, the window's end)
GRAPHS_RECORDED = "CUDA graphs in the process: a replay's kernel records go wrong once they stop"
RANGE_CATEGORY = "user_annotation"  # as torch writes a record_function's range


def enter(name: str) -> Any:
    """A user range opened (recorded at ``RecordScope.USER_SCOPE``, as ``record_function``'s is), through the
    binding itself: a quarter of ``torch.profiler.record_function``'s cost (its Python and the dispatcher's
    op). The rich window's graph ranges."""
    import torch

    return torch.autograd._record_function_with_args_enter(name)


def leave(handle: Any) -> None:
    import torch

    torch.autograd._record_function_with_args_exit(handle)


class LeanProfiler:
    """``start()``, ``step()`` at each step boundary (the first opens step 1), ``drain()`` (the tool's own
    synchronisation, inside the last step), ``stop(path)`` (ends the last step, writes the trace with the
    tool's ranges), or ``halt()`` there and ``save(path)`` later. Anchored (``would_anchor``): ``begin()``
    in place of ``start()`` (nothing started), the steps as above, ``end_steps()`` after the drain, then at
    the boundary that begins the recording step ``record()``, and ``halt()`` at its end. ``spans``: the
    graph-call wrapper appends ``(key, native thread id, thread ident, start_ns, end_ns)`` to it."""

    def __init__(self, cuda: bool):
        self.cuda = cuda
        model, _ = _kernels_asked(cuda)
        self.kernels = KernelRecords() if model else None
        self.anchored = False  # its steps run with nothing of the profiler's (``begin``)
        self.steps_end = 0  # anchored: when its last step ended, real-time ns (``end_steps``)
        self.recording: int | None = None  # anchored: when its recording step began, real-time ns
        self.stopped = False  # kineto stopped (as the window halted)
        self.settle: tuple[float, float | None] | None = None  # anchored: the wait and the long query, ms
        self.kernels_why: str | None = None  # why the kernels were recorded where they were to be modeled
        self.graphs = False  # CUDA graphs in the process as the window started
        self.calls = CallRecords() if cuda else None  # the runtime's and driver's calls narrowed
        self.calls_said = ""  # what the trace says of them
        self.teardown: str | None = None  # TEARDOWN_CUPTI as the window stopped ("1": CUPTI let go)
        self.on = False
        self.spans: list[tuple[str, int, int, int, int]] = []
        self.bounds: list[int] = []  # step boundaries, real-time ns
        self.thread = threading.get_native_id()
        self.ident = threading.get_ident()
        self.drained: tuple[int, int] | None = None
        self.marks: list[tuple[int, int]] = []  # calibration: readings around each cudaStreamQuery
        self.result: Any = None  # the halted window's records, until saved
        self.end = 0  # when it halted, real-time ns
        self.dist: dict[str, Any] | None = None  # the job's rank, as torch's profiler writes it

    @property
    def steps(self) -> int:
        """Steps begun so far."""
        return len(self.bounds)

    def begin(self) -> None:
        """Anchored: the steps begin with nothing of the profiler's started (``record`` starts it after them);
        RuntimeError where one is running (the user's)."""
        _not_running()
        self.anchored, self.kernels = True, None

    def end_steps(self) -> None:
        """Anchored: its last step ends now (after the drain)."""
        self.steps_end = time.time_ns()

    def record(self) -> bool:
        """Anchored: the recording step begins (everything of it recorded); False where it cannot (a profiler
        started since, the user's)."""
        try:
            self.start()
        except RuntimeError:
            return False
        self.recording = time.time_ns()
        return True

    def start(self) -> None:
        import torch
        from torch._C._profiler import ProfilerActivity, RecordScope, _ExperimentalConfig
        from torch.autograd import ProfilerConfig, ProfilerState

        _not_running()
        acts = {ProfilerActivity.CUDA} if self.cuda else {ProfilerActivity.CPU}
        off = (False,) * 5  # shapes, memory, stacks, FLOPs, modules
        config = ProfilerConfig(ProfilerState.KINETO, *off, _ExperimentalConfig())
        torch.autograd._prepare_profiler(config, acts)
        # the binding takes the scopes (its stub omits them): the user's ranges alone get callbacks
        torch.autograd._enable_profiler(config, acts, {RecordScope.USER_SCOPE})  # type: ignore[call-arg]
        self.on = True
        self.dist = distributed_info()
        if self.kernels is not None and not self.kernels.prepare():
            self.kernels_why, self.kernels = self.kernels.why, None
        # CUDA graphs here already (torch.compile's, or captured by hand): the kernels stay recorded (step);
        # anchored, looked for as the recording step ends instead (``halt``), not in the step it records
        if not self.anchored:
            self.graphs = cupti.look_for_graphs(self.kernels is not None or cupti.teardown_set_here())
        if self.calls is not None:
            narrowed = self.calls.narrow()
            left = f"narrowed ({self.calls.left_off} kinds of call left off)"
            self.calls_said = left if narrowed else f"all ({self.calls.why})"
        if self.cuda:
            stream = torch.cuda.current_stream()
            for _ in range(CALIBRATION_QUERIES):
                a = time.time_ns()
                stream.query()
                self.marks.append((a, time.time_ns()))

    def step(self) -> None:
        """A step boundary: the open step ends, the next begins (the first: the kernels' records end where
        they are modeled)."""
        if not self.bounds and self.kernels is not None and not self.stopped:
            if self.graphs or cupti.cuda_graphs_in_process():  # their kernels' records go wrong off: kept
                self.kernels_why, self.kernels = GRAPHS_RECORDED, None
            elif not self.kernels.off():
                self.kernels_why, self.kernels = self.kernels.why, None
        self.bounds.append(time.time_ns())

    def drain(self) -> None:
        """The tool's own synchronisation (the last step's GPU work finishes inside it)."""
        import torch

        t0 = time.time_ns()
        torch.cuda.synchronize()
        self.drained = (t0, time.time_ns())

    def stop(self, path: Path | None) -> None:
        """Stop the profiler (the open step ends now); the trace to ``path`` (None: dropped), with the tool's
        ranges written into it."""
        self.halt()
        if path is not None:
            self.save(path)

    def halt(self) -> None:
        """Stop recording (the open step ends now) and keep what was recorded for ``save``: the unprofiled
        steps timed right after the window run before its trace is written (seconds of the host's work)."""
        if not self.on:
            return
        self.end = time.time_ns()
        self.on = False
        if self.anchored and self.cuda:  # the recording step's GPU work finishes inside the trace
            import torch

            torch.cuda.synchronize()
        if self.anchored:  # a graph captured by hand, found before the stop: CUPTI kept (cupti.before_stop)
            self.graphs = cupti.look_for_graphs(cupti.teardown_set_here())
        if not self.stopped:
            self._stop_kineto()
            if self.anchored and self.cuda and self.teardown == "1":
                self._settle()

    def _settle(self) -> None:
        """CUPTI's teardown finished here, before the next profiler starts (``SETTLE_S``)."""
        import torch

        stream = torch.cuda.current_stream()
        one = torch.zeros(1, device=torch.device("cuda", torch.cuda.current_device()))
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < SETTLE_MAX_S:
            time.sleep(SETTLE_S)
            q = time.perf_counter()
            one.zero_()  # a kernel launched through the runtime, and a query: either call's exit lets it go
            stream.query()
            took = time.perf_counter() - q
            if took >= SETTLE_SEEN_S:
                self.settle = ((time.perf_counter() - t0) * 1e3, took * 1e3)
                return
        self.settle = ((time.perf_counter() - t0) * 1e3, None)

    def _stop_kineto(self) -> None:
        import torch

        self.stopped = True
        if self.kernels is not None:
            self.kernels.on()
        if self.calls is not None:
            self.calls.restore()
        cupti.before_stop()  # CUDA graphs here: CUPTI kept attached (_compat/cupti.keep_for_graphs)
        self.teardown = os.environ.get(cupti.TEARDOWN)  # as kineto reads it now
        self.result = torch.autograd._disable_profiler()

    def save(self, path: Path) -> None:
        """The halted window's trace to ``path``, with the tool's ranges written into it."""
        result, self.result = self.result, None
        if result is None:
            return
        result.save(str(path))
        threads = {self.ident: self.thread, **{ident: tid for _, tid, ident, _, _ in self.spans}}
        meta: dict[str, Any] = {KERNELS_KEY: "modeled" if self.kernels is not None else "recorded"}
        if self.anchored:
            meta[KERNELS_KEY] = "anchored (nothing attached in its steps; one step recorded after them)"
        if self.settle is not None:
            meta[SETTLE_KEY] = {"waited_ms": self.settle[0], "query_ms": self.settle[1]}
        if self.kernels_why:
            meta[KERNELS_KEY] += f" ({self.kernels_why})"
        if self.calls_said:
            meta[CALLS_KEY] = self.calls_said
        if self.cuda:
            meta[TEARDOWN_KEY] = {"1": "let go", "0": "kept (CUDA graphs, or the user's)"}.get(
                self.teardown or "", "kept (kineto's default)"
            )
        if self.dist:
            meta["distributedInfo"] = self.dist
        _with_ranges(path, self._ranges(self.end), self.marks, threads, meta)

    def _ranges(self, end: int) -> list[tuple[str, int, int, int]]:
        """(name, thread, start_ns, end_ns) of the tool's ranges."""
        last = self.steps_end if self.anchored else end
        out = [
            (f"{STEP_RANGE_PREFIX}{i + 1}", self.thread, a, b)
            for i, (a, b) in enumerate(zip(self.bounds, [*self.bounds[1:], last], strict=False))
        ]
        if self.recording is not None:
            out.append((RECORD_RANGE, self.thread, self.recording, end))
        out += [(GRAPH_RANGE_PREFIX + key, tid, a, b) for key, tid, _, a, b in self.spans]
        if self.drained is not None:
            out.append((DRAIN_RANGE, self.thread, *self.drained))
        return out


def would_anchor(cuda: bool) -> bool:
    """Whether a lean window starting now is to run anchored (``LeanProfiler.begin``): on a GPU, outside a
    job's ranks, not told otherwise (``MODEL_KERNELS``), no torch.compile CUDA graph in the process (their
    kernels recorded throughout, as where records stop mid-window their replays' went wrong). Its step 1
    follows at once, so the live objects are not looked through here (up to 0.5 s through the host's caches;
    with the look here the anchored window's first step ran 10-50% long on an H200, calls 64-67, the likely
    cause, not measured since); its recording step's end looks (``halt``, before kineto stops), and a graph
    found there keeps CUPTI attached after it (``cupti.before_stop``)."""
    return _kernels_asked(cuda)[1] and not cupti.cuda_graphs_in_process()


def _not_running() -> None:
    import torch

    if torch.autograd._profiler_enabled():  # the user's: torch would stop it with ours, not say so
        raise RuntimeError("a profiler is already running in this process")


def _kernels_asked(cuda: bool) -> tuple[bool, bool]:
    """(the kernels to be modeled, the steps to be anchored) as the environment asks: on a GPU, outside a
    job's ranks, unless INDUCTOR_PROBE_LEAN_KERNELS says "recorded" (neither) or "modeled" (not anchored)."""
    rank = int(os.environ.get("WORLD_SIZE", "1") or 1) > 1
    asked = os.environ.get(MODEL_KERNELS, "").lower()
    model = cuda and not rank and asked != "recorded"
    return model, model and asked != "modeled"


def distributed_info() -> dict[str, Any] | None:
    """The job's process group as torch's profiler writes it into a trace (``distributedInfo``: backend, rank,
    world size; its own code is the rich window's, this one's profiler is kineto's bindings alone), so that a
    rank's lean trace names its rank to any reader (HTA reads it there); None outside a job."""
    import torch.distributed as dist

    if not dist.is_available() or not dist.is_initialized():
        return None
    return {"backend": dist.get_backend(), "rank": dist.get_rank(), "world_size": dist.get_world_size()}


def _offset_ns(events: list[dict[str, Any]], base: int, marks: list[tuple[int, int]]) -> float:
    """The trace's clock less the host's real-time clock, ns: from the first ``cudaStreamQuery`` calls (the
    calibration's), each against the middle of its readings; 0 without them."""
    queries = sorted(float(e["ts"]) for e in events if e.get("name") == "cudaStreamQuery" and "ts" in e)
    got = [q * 1e3 - ((a + b) // 2 - base) for q, (a, b) in zip(queries, marks, strict=False)]  # ints first
    return statistics.median(got) if got else 0.0


def trace_tids(ident: int) -> set[int]:
    """The ids a CUDA-only trace may give the runtime's calls on the thread whose ``threading.get_ident()`` is
    ``ident`` (kineto keeps pthread_self's low 32 bits there, seen as signed and without its sign on an H200
    with torch 2.11, where a trace with CPU activity has the system's thread id)."""
    low = ident & 0xFFFFFFFF
    signed = low - (1 << 32) if low >= 1 << 31 else low
    return {low, signed, abs(signed)}


def _with_ranges(
    path: Path,
    ranges: list[tuple[str, int, int, int]],
    marks: list[tuple[int, int]],
    threads: dict[int, int],
    meta: dict[str, Any] | None = None,
) -> None:
    """Write ``ranges`` into the trace at ``path`` (complete events on their threads, in the trace's clock,
    its offset from the host's measured with ``marks``); the process's runtime calls put on the system's
    thread ids (``threads``: ident -> native id), as the rich window's are and the ranges are."""
    from inductor_probe._compat.chrome_trace import dump_json, load_json

    trace = load_json(path)
    if not isinstance(trace, dict) or not isinstance(trace.get("traceEvents"), list):
        return
    events = trace["traceEvents"]
    pid = os.getpid()
    native = {t: n for ident, n in threads.items() for t in trace_tids(ident)}
    for e in events:
        if e.get("pid") == pid and e.get("tid") in native:
            e["tid"] = native[e["tid"]]
    base = int(trace.get("baseTimeNanoseconds") or 0)
    offset = _offset_ns(events, base, marks)
    trace["inductor_probe_clock_offset_ns"] = offset
    trace.update(meta or {})
    for name, tid, a, b in ranges:
        events.append(
            {
                "ph": "X",
                "cat": RANGE_CATEGORY,
                "name": name,
                "pid": pid,
                "tid": tid,
                "ts": ((a - base) + offset) / 1e3,  # ints first: at 1.8e18 ns a float is 256 ns coarse
                "dur": (b - a) / 1e3,
            }
        )
    dump_json(path, trace)
