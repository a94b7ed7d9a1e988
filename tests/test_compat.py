"""The version-dependent layer: torch version check and the profiler event reader (CPU, real)."""

from __future__ import annotations

import time

import pytest

from inductor_probe import _compat


@pytest.mark.parametrize("version", ["2.11.0", "2.11.0+cu130", "2.13.0+cpu", "2.14.1", "2.14.0.dev20261101"])
def test_supported_torch_versions_give_no_warning(version):
    assert _compat.torch_version_warning(version) is None


@pytest.mark.parametrize("version", ["2.10.0", "2.15.0+cu130", "3.0.0", "1.13.1"])
def test_unsupported_torch_versions_warn_in_one_line(version):
    w = _compat.torch_version_warning(version)
    assert w is not None and "\n" not in w and version in w and "2.11-2.14" in w


def test_unreadable_version_warns():
    assert "cannot read" in _compat.torch_version_warning("nightly")


def test_installed_torch_is_read_without_import_and_is_supported():
    import torch

    assert _compat.installed_torch_version().split("+")[0] == torch.__version__.split("+")[0]
    assert _compat.torch_version_warning() is None  # CI and the GPU machine run supported versions


def test_profiler_events_on_cpu():
    import torch
    from torch.profiler import ProfilerActivity, profile

    x = torch.ones(256, 256)
    with profile(activities=[ProfilerActivity.CPU]) as p:
        (x @ x).sum()
    evs = _compat.profiler_events(p)
    mm = [e for e in evs if e[0] in ("aten::mm", "aten::matmul")]
    assert mm, sorted({e[0] for e in evs})
    name, start, dur, device_type, activity = mm[0]
    assert start > 0 and dur > 0 and "CPU" in device_type
    assert activity is None or isinstance(activity, str)
    assert _compat.cuda_sleep_fn() is None or callable(_compat.cuda_sleep_fn())


def test_cli_warns_once_for_an_unsupported_torch(monkeypatch, capsys, tmp_path):
    from inductor_probe.cli import main

    monkeypatch.setattr(_compat, "installed_torch_version", lambda: "2.15.0")
    rc = main(["report", "--run", str(tmp_path / "no-such-run")])
    err = capsys.readouterr().err
    assert rc == 2
    assert err.count("torch 2.15.0 is outside the supported 2.11-2.14") == 1


def test_cupti_is_let_go_after_each_window_where_cuda_allows_and_the_user_did_not_say():
    """Kineto keeps CUPTI attached after a profiler stops unless TEARDOWN_CUPTI=1, and the process runs slower
    after (issue 57, calls 39-40): set for the model's process on CUDA 12.6+, never over the user's choice,
    never before 12.6 (CUDA graphs crash on CUPTI's re-init there) nor without CUDA."""
    from inductor_probe._compat.cupti import TEARDOWN, teardown_after_profiling

    env: dict[str, str] = {}
    assert teardown_after_profiling("13.0", env) and env[TEARDOWN] == "1"
    assert teardown_after_profiling("12.6", {}) and not teardown_after_profiling("12.4", {})
    assert not teardown_after_profiling(None, {}) and not teardown_after_profiling("rocm", {})
    mine = {TEARDOWN: "0"}
    assert not teardown_after_profiling("13.0", mine) and mine == {TEARDOWN: "0"}  # the user's, kept


class _Fn:
    """A C function as ctypes gives it (its ``argtypes`` settable)."""

    def __init__(self, fn):
        self.fn, self.argtypes = fn, None

    def __call__(self, *args):
        return self.fn(*args)


class _FakeCupti:
    """CUPTI's per-call switches (``cuptiGetCallbackName``, ``cuptiActivityEnable{Driver,Runtime}Api``) over a
    few named calls, each call's state kept."""

    NAMES = {
        1: {1: b"cuLaunchKernel", 2: b"cuPointerGetAttribute", 3: b"cuCtxGetCurrent", 4: b"cuMemcpyAsync"},
        2: {1: b"cudaLaunchKernel", 2: b"cudaGetLastError", 3: b"cudaMemcpyAsync", 4: b"cudaStreamQuery"},
    }

    def __init__(self) -> None:
        self.on = {(d, c): True for d, names in self.NAMES.items() for c in names}
        self.cuptiGetCallbackName = _Fn(self._name)
        self.cuptiActivityEnableDriverApi = _Fn(lambda cbid, v: self._set(1, cbid, v))
        self.cuptiActivityEnableRuntimeApi = _Fn(lambda cbid, v: self._set(2, cbid, v))

    def _name(self, domain, cbid, out):
        got = self.NAMES.get(domain, {}).get(cbid)
        if got is None:
            return 1
        out._obj.value = got
        return 0

    def _set(self, domain, cbid, value):
        self.on[(domain, cbid)] = bool(value)
        return 0


def test_the_lean_windows_calls_are_narrowed_to_those_read_and_restored_after(monkeypatch):
    """CUPTI's records of the runtime's and driver's calls the analysis does not read (pointer checks, context
    and error queries: several a launch) are left off in the lean window and turned back on as it stops;
    INDUCTOR_PROBE_LEAN_CALLS=all keeps them all; no CUPTI loaded: nothing narrowed, and said why."""
    from inductor_probe._compat import cupti

    fake = _FakeCupti()
    monkeypatch.setattr(cupti, "loaded_cupti", lambda: "/x/libcupti.so.13")
    monkeypatch.setattr(cupti.ctypes, "CDLL", lambda path: fake)
    calls = cupti.CallRecords({})
    assert calls.narrow() and calls.why is None and calls.left_off == 3
    off = {fake.NAMES[d][c].decode() for (d, c), on in fake.on.items() if not on}
    assert off == {"cuPointerGetAttribute", "cuCtxGetCurrent", "cudaGetLastError"}
    calls.restore()
    assert all(fake.on.values()) and calls.left_off == 0
    every = cupti.CallRecords({cupti.LEAN_CALLS: "all"})
    assert not every.narrow() and all(fake.on.values())
    assert "INDUCTOR_PROBE_LEAN_CALLS=all" in (every.why or "")
    monkeypatch.setattr(cupti, "loaded_cupti", lambda: None)
    none = cupti.CallRecords({})
    assert not none.narrow() and none.why == "no CUPTI library loaded in this process"


def test_cupti_is_kept_attached_where_the_process_runs_cuda_graphs(monkeypatch):
    """A CUDA graph fails its next replay once CUPTI is let go (H200, CUDA 13: "unspecified launch failure",
    issue 57 calls 47 and 53): never set for a model compiled in a CUDA-graph
    mode; a script's CUDA-graph trees, seen just before a profiler of the tool's stops, take it back (only
    where the tool set it)."""
    from inductor_probe._compat import cupti

    for mode in cupti.GRAPH_MODES:
        env: dict[str, str] = {}
        assert not cupti.teardown_after_profiling("13.0", env, mode=mode) and env == {}
    env = {}
    assert cupti.teardown_after_profiling("13.0", env, mode="max-autotune-no-cudagraphs")
    assert not cupti.keep_for_graphs(False, env) and env[cupti.TEARDOWN] == "1"
    assert cupti.keep_for_graphs(True, env) and env[cupti.TEARDOWN] == "0"
    mine = {cupti.TEARDOWN: "1"}  # the user's own: left as they set it
    assert not cupti.keep_for_graphs(True, mine) and mine == {cupti.TEARDOWN: "1"}

    import torch._inductor.cudagraph_trees as trees

    containers = trees.get_obj(trees.local, "tree_manager_containers")
    monkeypatch.setitem(containers, 97, trees.TreeManagerContainer(97))
    assert not cupti.cuda_graphs_in_process()  # a device's container, nothing cudagraphified on it
    containers[97].live_cudagraphify_fns = 1  # torch.compile cudagraphified a function for it
    assert cupti.cuda_graphs_in_process()


def test_each_of_the_tools_profilers_asks_before_it_stops(monkeypatch, tmp_path):
    """The lean window's and the rich window's stop (whichever way torch's schedule stops it) each ask
    ``before_stop`` first, so kineto reads the answer as it stops; each looks for CUDA graphs as it starts."""
    import torch
    from torch.profiler import schedule

    from inductor_probe._compat import cupti
    from inductor_probe._compat.lean import LeanProfiler
    from inductor_probe.collect.steps import rich_profiler

    asked: list[bool] = []
    looked: list[bool] = []
    monkeypatch.setattr(cupti, "before_stop", lambda: asked.append(torch.autograd._profiler_enabled()))
    monkeypatch.setattr(cupti, "look_for_graphs", lambda needed: looked.append(needed) or False)
    lean = LeanProfiler(False)
    lean.start()
    assert len(looked) == 1  # looked for CUDA graphs as it started
    lean.stop(None)
    assert asked == [True]  # asked while its profiler still ran
    done: dict = {}
    with rich_profiler(False, schedule(wait=0, warmup=0, active=1, repeat=1), tmp_path / "t.json", done) as p:
        assert len(looked) == 2
        torch.ones(3).sum()
        p.step()
        assert asked == [True, True]
    assert asked == [True, True] and done.get("trace")


@pytest.mark.parametrize(
    ("value", "said"),
    [("1", "let go"), ("0", "kept (CUDA graphs, or the user's)"), (None, "kept (kineto's default)")],
)
def test_the_lean_trace_says_whether_cupti_was_let_go_as_it_stopped(monkeypatch, tmp_path, value, said):
    from inductor_probe._compat import cupti
    from inductor_probe._compat.chrome_trace import load_json
    from inductor_probe._compat.lean import TEARDOWN_KEY, LeanProfiler

    monkeypatch.setattr(cupti, "before_stop", lambda: False)
    if value is None:
        monkeypatch.delenv(cupti.TEARDOWN, raising=False)
    else:
        monkeypatch.setenv(cupti.TEARDOWN, value)
    prof = LeanProfiler(False)  # a CPU's window stands for a GPU's: only what the trace says is read
    prof.start()
    prof.halt()
    prof.cuda = True
    prof.save(tmp_path / "t.json")
    assert load_json(tmp_path / "t.json")[TEARDOWN_KEY] == said


def test_a_replay_that_failed_after_cupti_was_let_go_says_how_to_run_again():
    from inductor_probe._compat import cupti

    error = "a step of the model (after it compiled) raised AcceleratorError: CUDA error: unspecified launch "
    error += "failure"
    ours = {cupti.TEARDOWN: "1", cupti.SET_HERE: "1"}
    assert "run again with TEARDOWN_CUPTI=0" in cupti.teardown_hint(error, ours)
    assert cupti.teardown_hint("the model raised ValueError: bad shape", ours) == ""
    assert cupti.teardown_hint(error, {cupti.TEARDOWN: "1"}) == ""  # the user's own setting: theirs to judge
    assert cupti.teardown_hint(error, {cupti.TEARDOWN: "0", cupti.SET_HERE: "1"}) == ""  # kept: not the cause


def test_the_lean_window_records_its_kernels_where_cuda_graphs_run(monkeypatch):
    """Kernel records turned off after the warm-up step while torch.compile's CUDA graphs replay came back
    with each graph kernel ~50 ms long (issue 57, call 49): where the process holds CUDA graphs, the window
    keeps recording its kernels (nothing modeled) and its trace says why; elsewhere they are turned off."""
    from inductor_probe._compat import cupti
    from inductor_probe._compat.lean import GRAPHS_RECORDED, LeanProfiler

    class Kernels:
        why = None

        def __init__(self):
            self.turned_off = 0

        def off(self):
            self.turned_off += 1
            return True

    for graphs in (True, False):
        monkeypatch.setattr(cupti, "cuda_graphs_in_process", lambda graphs=graphs: graphs)
        prof = LeanProfiler(False)
        prof.kernels = kernels = Kernels()  # type: ignore[assignment]
        prof.step()
        prof.step()
        assert kernels.turned_off == (0 if graphs else 1)
        assert (prof.kernels is None) == graphs
        assert prof.kernels_why == (GRAPHS_RECORDED if graphs else None)


def test_a_cuda_graph_captured_by_hand_is_found_among_the_live_objects(monkeypatch):
    """``torch.cuda.graph`` and ``make_graphed_callables`` leave no list in torch: as one of the tool's
    profilers starts, the live objects are looked through for a ``torch.cuda.CUDAGraph`` where it matters (the
    tool set the teardown, or the lean window would model its kernels), and a graph found is remembered: the
    profilers' stops look through nothing (the steps timed after a window follow them), yet keep CUPTI; the
    lean window started with one records its kernels."""
    import gc
    import os

    import torch

    from inductor_probe._compat import cupti
    from inductor_probe._compat.lean import LeanProfiler

    class Captured(torch.cuda.CUDAGraph):  # a CPU build's CUDAGraph cannot be made: its subclass stands in
        def __new__(cls):
            return object.__new__(cls)

        def __init__(self):
            pass

    class Proxy:  # an object of the user's that raises when asked for its class (isinstance would ask)
        @property
        def __class__(self):
            raise RuntimeError("a proxy with nothing behind it")

    proxy = Proxy()
    monkeypatch.setattr(cupti, "_trees", lambda: False)
    monkeypatch.setattr(cupti, "_FOUND", [])
    assert not cupti.cuda_graphs_in_process(deep=True) and not cupti.look_for_graphs(True)
    held = Captured()
    assert cupti.cuda_graphs_in_process(deep=True) and not cupti.cuda_graphs_in_process()
    looked: list[int] = []
    real = gc.get_objects
    monkeypatch.setattr(gc, "get_objects", lambda: looked.append(1) or real())
    assert not cupti.look_for_graphs(False) and not looked  # not needed: nothing looked through
    monkeypatch.setenv(cupti.SET_HERE, "1")
    monkeypatch.setenv(cupti.TEARDOWN, "1")
    assert not cupti.before_stop() and not looked  # a stop looks through nothing
    assert cupti.look_for_graphs(True) and len(looked) == 1
    assert cupti.look_for_graphs(True) and len(looked) == 1  # remembered
    assert cupti.before_stop() and len(looked) == 1 and os.environ[cupti.TEARDOWN] == "0"
    prof = LeanProfiler(False)
    prof.graphs = True  # as start() finds it

    class Kernels:
        why = None

        def off(self):
            raise AssertionError("kernel records turned off with a CUDA graph in the process")

    prof.kernels = Kernels()  # type: ignore[assignment]
    prof.step()
    assert prof.kernels is None
    del held, proxy


def test_the_anchored_lean_window_starts_nothing_until_its_recording_step(monkeypatch, tmp_path):
    """Issue 57: anchored, the window's steps run with no profiler at all (``begin``), its recording step
    after them (``record``: kineto started, everything recorded), stopped as it halts. The trace's ranges:
    each step to the end of the last (``end_steps``), the recording step (``RECORD_RANGE``), every graph
    call; it says anchored. A profiler already running (the user's) stops it from beginning, and one started
    since from recording."""
    import torch

    from inductor_probe._compat import cupti
    from inductor_probe._compat.chrome_trace import load_json
    from inductor_probe._compat.lean import KERNELS_KEY, LeanProfiler
    from inductor_probe.ranges import GRAPH_RANGE_PREFIX, RECORD_RANGE, STEP_RANGE_PREFIX

    def span(prof, key):
        a = time.time_ns()
        torch.ones(4).sum()
        prof.spans.append((key, prof.thread, prof.ident, a, time.time_ns()))

    looked: list[str] = []
    monkeypatch.setattr(
        cupti,
        "look_for_graphs",
        lambda needed: looked.append("running" if torch.autograd._profiler_enabled() else "stopped") or False,
    )
    prof = LeanProfiler(False)
    prof.begin()
    for i in range(3):
        prof.step()
        span(prof, f"g{i}")
        assert not torch.autograd._profiler_enabled()  # nothing attached in its steps
    prof.end_steps()
    assert not torch.autograd._profiler_enabled()
    assert prof.record() and torch.autograd._profiler_enabled()
    before = list(looked)
    span(prof, "rec")
    prof.halt()
    assert not torch.autograd._profiler_enabled()
    assert before == []  # the live objects not looked through before the step it records
    assert looked == ["running"]  # looked through once, as it halted, before kineto stopped
    prof.save(tmp_path / "t.json")
    trace = load_json(tmp_path / "t.json")
    assert trace[KERNELS_KEY].startswith("anchored")
    ours = {e["name"]: e for e in trace["traceEvents"] if e.get("cat") == "user_annotation"}
    steps = sorted((e["ts"], e["ts"] + e["dur"]) for n, e in ours.items() if n.startswith(STEP_RANGE_PREFIX))
    rec = ours[RECORD_RANGE]
    assert len(steps) == 3 and all(b <= c + 1e-3 for (_, b), (c, _) in zip(steps, steps[1:], strict=False))
    assert steps[-1][1] <= rec["ts"]  # the steps end before the recording step begins
    graphs = sorted(n.removeprefix(GRAPH_RANGE_PREFIX) for n in ours if n.startswith(GRAPH_RANGE_PREFIX))
    assert graphs == ["g0", "g1", "g2", "rec"]
    g = ours[GRAPH_RANGE_PREFIX + "rec"]
    assert rec["ts"] <= g["ts"] and g["ts"] + g["dur"] <= rec["ts"] + rec["dur"]

    assert prof.settle is None  # a CPU's: no CUPTI to let go

    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]):  # the user's
        with pytest.raises(RuntimeError, match="already running"):
            LeanProfiler(False).begin()
        late = LeanProfiler(False)
    late.begin()
    late.step()
    late.end_steps()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]):
        assert not late.record()  # the user's profiler left alone


@pytest.mark.parametrize(
    ("teardown", "anchored", "waits"), [("1", True, True), ("0", True, False), ("1", False, False)]
)
def test_the_anchored_windows_stop_waits_for_cuptis_teardown_before_anything_else(
    monkeypatch, teardown, anchored, waits
):
    """Issue 57, call 64: the rich window started right after the anchored window's recording step stopped
    recorded no GPU work (kineto's teardown thread lets CUPTI go in the exit of the next runtime call: the
    rich window's own). Anchored on a GPU with ``TEARDOWN_CUPTI=1``, the stop queries the stream until the
    teardown is seen or ``SETTLE_MAX_S``; elsewhere it waits for nothing (a window not anchored has the
    steps timed after it next, which pay the teardown as before)."""
    import torch

    from inductor_probe._compat import cupti, lean
    from inductor_probe._compat.lean import LeanProfiler

    queries: list[float] = []

    class Stream:
        def query(self):
            queries.append(time.perf_counter())
            if len(queries) == 3:
                time.sleep(0.001)  # the teardown, in the third query's exit
            return True

    monkeypatch.setattr(torch.cuda, "current_stream", lambda: Stream())
    monkeypatch.setattr(torch.cuda, "synchronize", lambda: None)
    monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)
    real_zeros = torch.zeros
    monkeypatch.setattr(torch, "zeros", lambda *a, **k: real_zeros(1))  # a CPU's tensor stands for it
    monkeypatch.setattr(cupti, "before_stop", lambda: False)
    monkeypatch.setenv(cupti.TEARDOWN, teardown)
    prof = LeanProfiler(False)
    prof.start()
    prof.cuda, prof.anchored = True, anchored
    prof.halt()
    assert len(queries) == (3 if waits else 0)
    if waits:
        assert prof.settle is not None and prof.settle[1] is not None and prof.settle[1] >= 1.0
    monkeypatch.setattr(lean, "SETTLE_MAX_S", 0.01)
    queries.clear()
    Stream.query = lambda self: queries.append(0.0) or True  # no teardown seen: the wait's bound
    prof = LeanProfiler(False)
    prof.start()
    prof.cuda, prof.anchored = True, anchored
    prof.halt()
    assert (len(queries) > 2) == waits and (prof.settle is not None) == waits


def test_a_window_anchors_on_a_gpu_outside_a_jobs_ranks_without_cuda_graphs(monkeypatch):
    """``would_anchor``: on a GPU, not a rank of a job, not told otherwise, no torch.compile CUDA graph in the
    process (a replay's records go wrong once they stop), the live objects not looked through (step 1 follows
    at once); ``TEARDOWN_CUPTI`` no longer matters (nothing is attached in the steps to let go)."""
    from inductor_probe._compat import cupti
    from inductor_probe._compat.lean import MODEL_KERNELS, would_anchor

    graphs = [False]
    monkeypatch.setattr(cupti, "cuda_graphs_in_process", lambda deep=False: graphs[0] or deep)
    monkeypatch.setattr(cupti, "look_for_graphs", lambda needed: graphs[0] or needed)  # never looked here
    monkeypatch.delenv("WORLD_SIZE", raising=False)
    monkeypatch.delenv(MODEL_KERNELS, raising=False)
    for teardown in ("1", "0"):
        monkeypatch.setenv(cupti.TEARDOWN, teardown)
        assert would_anchor(True)
    assert not would_anchor(False)  # a CPU's window: never
    graphs[0] = True
    assert not would_anchor(True)
    graphs[0] = False
    monkeypatch.setenv("WORLD_SIZE", "2")
    assert not would_anchor(True)
    monkeypatch.delenv("WORLD_SIZE")
    for asked in ("modeled", "recorded"):
        monkeypatch.setenv(MODEL_KERNELS, asked)
        assert not would_anchor(True)
