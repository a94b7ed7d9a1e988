"""The lean profiled window (issue 57): torch's profiler at its cheapest, through kineto's own bindings.

    calls      on a GPU, CUPTI's records of the runtime's and driver's calls narrowed to those the analysis
               reads (launches, copies, memsets, syncs, queries, allocations, events, captures:
               ``_compat/cupti.CallRecords``); the rest (pointer checks, error queries) cost a record each
    anchored   (the default) on a GPU, where the process is not a rank of a job, holds no CUDA graph
               (torch.compile's or one captured by hand; ``GRAPHS_RECORDED``: recorded there) and CUPTI is
               let go as a profiler stops (``TEARDOWN_CUPTI=1``): CUPTI records the warm-up step alone (the
               CUDA activity: kernels, copies, memsets, the runtime's and driver's calls) and is let go at
               its end (``let_go``: an untimed settle step then runs before step 1 and pays the teardown,
               ``LET_GO_RANGE``; where the caller runs none, as step 1 begins): while CUPTI is attached at
               all, each runtime or driver call costs 1.5-5 µs however its records are narrowed
               (benchmarks/results/issue57_h200, calls 16-47), 1.1-1.3x on
               the launch-bound loops. The steps keep what the tool reads itself (its step boundaries, each
               graph call's readings, its drain); ``analysis/anchored.py`` puts the warm-up step's calls in
               them, anchored on those readings, and ``analysis/modeled.py`` places its kernels on them
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
from inductor_probe.ranges import DRAIN_RANGE, GRAPH_RANGE_PREFIX, LET_GO_RANGE, STEP_RANGE_PREFIX

CALIBRATION_QUERIES = 9
MODEL_KERNELS = "INDUCTOR_PROBE_LEAN_KERNELS"  # "recorded": every kernel recorded; "modeled": never anchored
# after an anchored stop, before step 1: stream queries, one a SETTLE_S, until one takes SETTLE_SEEN_S or more
# (kineto's teardown thread finishes CUPTI off in the exit of a runtime call: on an H200 the first steps
# after the stop ran 0.3-8 ms long where the queries stopped after 20 ms, call 56), SETTLE_MAX_S at the most
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
    tool's ranges), or ``halt()`` there and ``save(path)`` later. ``spans``: the graph-call wrapper appends
    ``(key, native thread id, thread ident, start_ns, end_ns)`` to it."""

    def __init__(self, cuda: bool):
        self.cuda = cuda
        model, self.anchor = _kernels_asked(cuda)
        self.kernels = KernelRecords() if model else None
        self.anchored_from: int | None = None  # the first step CUPTI was let go before (1), where anchored
        self.let_go_ns: int | None = None  # anchored before step 1's boundary: when (the settle step after)
        self.stopped = False  # kineto stopped (as the window halted, or early where anchored)
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

    def start(self) -> None:
        import torch
        from torch._C._profiler import ProfilerActivity, RecordScope, _ExperimentalConfig
        from torch.autograd import ProfilerConfig, ProfilerState

        if torch.autograd._profiler_enabled():  # the user's: torch would stop it with ours, not say so
            raise RuntimeError("a profiler is already running in this process")
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
        # CUDA graphs here already (torch.compile's, or captured by hand): the kernels stay recorded (step)
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
            elif self.anchor and os.environ.get(cupti.TEARDOWN) == "1":  # else anchoring saves nothing
                self._anchor()
            elif not self.kernels.off():
                self.kernels_why, self.kernels = self.kernels.why, None
        self.bounds.append(time.time_ns())

    def let_go(self) -> bool:
        """At the warm-up step's end, a step before step 1 where the caller runs a settle step between
        (untimed: CUPTI's teardown paid there, outside the steps: an H200's first step after the stop ran
        4-5 ms long, ``benchmarks/teardown_probe.py``): CUPTI let go as ``step`` would at step 1; False where
        the window does not anchor (its kernels then recorded where CUDA graphs are found, as ``step``
        would, else left to ``step``: no settle step is run)."""
        if self.bounds or self.kernels is None or self.stopped or not self.anchor:
            return False
        if os.environ.get(cupti.TEARDOWN) != "1":  # else anchoring saves nothing
            return False
        if self.graphs or cupti.cuda_graphs_in_process():
            self.kernels_why, self.kernels = GRAPHS_RECORDED, None
            return False
        self.let_go_ns = time.time_ns()
        self._anchor()
        return True

    def _anchor(self) -> None:
        """Stop kineto as step 1 begins (outside the timed steps: the caller marks the step after this), and
        CUPTI with it: kineto's teardown thread finishes it off in the exit of a runtime call, here; the steps
        keep the tool's readings alone (a step that calls other graphs than the warm-up step is said by the
        analysis: ``KernelModel.unanchored``)."""
        import torch

        self._stop_kineto()
        self.anchored_from = len(self.bounds) + 1
        stream = torch.cuda.current_stream()
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < SETTLE_MAX_S:
            time.sleep(SETTLE_S)
            q = time.perf_counter()
            stream.query()
            took = time.perf_counter() - q
            if took >= SETTLE_SEEN_S:
                self.settle = ((time.perf_counter() - t0) * 1e3, took * 1e3)
                return
        self.settle = ((time.perf_counter() - t0) * 1e3, None)

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
        if not self.stopped:
            self._stop_kineto()

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
        if self.anchored_from is not None:
            meta[KERNELS_KEY] = (
                f"anchored from step {self.anchored_from} (CUPTI let go after the warm-up step)"
            )
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
        out = [
            (f"{STEP_RANGE_PREFIX}{i + 1}", self.thread, a, b)
            for i, (a, b) in enumerate(zip(self.bounds, [*self.bounds[1:], end], strict=False))
        ]
        settle = (self.let_go_ns, self.bounds[0]) if self.let_go_ns is not None and self.bounds else None
        if settle is not None:  # the settle step's graph calls: in no step, the warm-up's end marked
            out.append((LET_GO_RANGE, self.thread, *settle))
        out += [
            (GRAPH_RANGE_PREFIX + key, tid, a, b)
            for key, tid, _, a, b in self.spans
            if settle is None or not settle[0] <= a < settle[1]
        ]
        if self.drained is not None:
            out.append((DRAIN_RANGE, self.thread, *self.drained))
        return out


def would_anchor(cuda: bool) -> bool:
    """Whether a lean window started now would let CUPTI go after its warm-up step, as far as can be told
    before it starts (``LeanProfiler.let_go`` says for sure: a CUDA graph found as it starts keeps CUPTI)."""
    if not _kernels_asked(cuda)[1] or os.environ.get(cupti.TEARDOWN) != "1":
        return False
    return not cupti.cuda_graphs_in_process()


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
    got = [q * 1e3 + base - (a + b) / 2 for q, (a, b) in zip(queries, marks, strict=False)]
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
                "ts": (a + offset - base) / 1e3,
                "dur": (b - a) / 1e3,
            }
        )
    dump_json(path, trace)
