"""The version-dependent layer: torch version check and the profiler event reader (CPU, real)."""

from __future__ import annotations

import time
from pathlib import Path

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


def _lean_window(monkeypatch, kernels, teardown: str, graphs: bool, anchor: bool):
    """A lean window as a GPU's would run (on, its kernels to be modeled by ``kernels``), with
    ``TEARDOWN_CUPTI`` as given, CUDA graphs in the process or not; its kineto stops counted in ``stops``."""
    from inductor_probe._compat import cupti
    from inductor_probe._compat.lean import LeanProfiler

    monkeypatch.setenv(cupti.TEARDOWN, teardown)
    monkeypatch.setattr(cupti, "cuda_graphs_in_process", lambda deep=False: graphs)
    prof = LeanProfiler(False)
    prof.on, prof.anchor = True, anchor
    prof.kernels = kernels
    stops: list[int] = []
    monkeypatch.setattr(prof, "_stop_kineto", lambda: stops.append(1) or setattr(prof, "stopped", True))
    return prof, stops


def test_the_lean_window_lets_cupti_go_after_its_warm_up_step_where_it_can(monkeypatch):
    """Anchored (issue 57): as step 1 begins, kineto stops and CUPTI is let go where the kernels are modeled,
    CUPTI is to be let go as a profiler stops (else anchoring saves nothing) and no CUDA graph is in the
    process; anywhere else the window goes on as it was (kernel records off). The halt after an anchored stop
    stops nothing again; the trace says from which step."""
    import torch

    from inductor_probe._compat.lean import KERNELS_KEY

    class Kernels:
        why = None
        turned_off = 0

        def off(self):
            Kernels.turned_off += 1
            return True

    class Stream:
        queried = 0

        def query(self):
            Stream.queried += 1
            return True

    monkeypatch.setattr(torch.cuda, "current_stream", lambda: Stream())

    def window(teardown="1", graphs=False, anchor=True):
        prof, stops = _lean_window(monkeypatch, Kernels(), teardown, graphs, anchor)
        Kernels.turned_off = Stream.queried = 0
        for _ in range(3):
            prof.step()
        prof.halt()
        return prof, stops

    prof, stops = window()
    assert prof.anchored_from == 1 and stops == [1] and Stream.queried > 0 and Kernels.turned_off == 0
    for other in (window(teardown="0"), window(graphs=True), window(anchor=False)):
        assert other[0].anchored_from is None and other[1] == [1]  # stopped as it halted, not before
    assert window(teardown="0")[0].kernels is not None and Kernels.turned_off == 1  # modeled: records off
    saved: dict = {}
    monkeypatch.setattr("inductor_probe._compat.lean._with_ranges", lambda *a: saved.update(a[4]))

    class Result:
        def save(self, path):
            pass

    prof.result = Result()
    prof.save(Path("unused.json"))
    assert saved[KERNELS_KEY].startswith("anchored from step 1")


def test_the_lean_window_lets_cupti_go_at_its_warm_up_steps_end_before_a_settle_step(monkeypatch):
    """Issue 57: ``let_go`` at the warm-up step's end (a settle step follows, untimed, paying CUPTI's
    teardown): kineto stopped then and not again at step 1 nor as it halts; the trace's ranges mark the
    settle step (``LET_GO_RANGE``, from the stop to step 1) and leave out its graph calls, in no step. Where
    the window would not anchor, ``let_go`` changes nothing (the caller runs no settle step); a CUDA graph
    found then keeps every kernel recorded."""
    import torch

    from inductor_probe._compat.lean import GRAPHS_RECORDED, would_anchor
    from inductor_probe.ranges import GRAPH_RANGE_PREFIX, LET_GO_RANGE

    class Kernels:
        why = None

        def off(self):
            raise AssertionError("an anchored window's kernel records are not turned off: CUPTI is gone")

    class Stream:
        def query(self):
            return True

    monkeypatch.setattr(torch.cuda, "current_stream", lambda: Stream())
    monkeypatch.setattr("inductor_probe._compat.lean.SETTLE_MAX_S", 0.002)

    def window(teardown="1", graphs=False, anchor=True):
        return _lean_window(monkeypatch, Kernels(), teardown, graphs, anchor)

    prof, stops = window()
    prof.spans.append(("warm", 1, 1, time.time_ns(), time.time_ns()))
    assert prof.let_go() and stops == [1] and prof.anchored_from == 1
    prof.spans.append(("settle", 1, 1, time.time_ns(), time.time_ns()))
    prof.step()  # step 1 begins
    prof.spans.append(("step", 1, 1, time.time_ns(), time.time_ns()))
    prof.step()
    prof.halt()
    assert stops == [1] and not prof.let_go()  # stopped once; let go once
    ranges = prof._ranges(time.time_ns())
    graphs = [
        name.removeprefix(GRAPH_RANGE_PREFIX) for name, *_ in ranges if name.startswith(GRAPH_RANGE_PREFIX)
    ]
    assert graphs == ["warm", "step"]
    (settle,) = [(a, b) for name, _, a, b in ranges if name == LET_GO_RANGE]
    assert settle == (prof.let_go_ns, prof.bounds[0])
    for teardown, graphs_in, anchor in (("0", False, True), ("1", False, False)):
        other, stops = window(teardown, graphs_in, anchor)
        assert not other.let_go() and stops == [] and other.kernels is not None and other.let_go_ns is None
    other, stops = window(graphs=True)
    assert (
        not other.let_go() and stops == [] and other.kernels is None and other.kernels_why == GRAPHS_RECORDED
    )
    assert not would_anchor(False)  # a CPU's window: never
