"""A lean window's kernels placed from the rich window's (issue 57, ``analysis/modeled.py``): by launch order,
never by time; each on its launch plus the rich window's launch latency, or after the kernel before it on its
stream. Small traces: the lean window of ``test_lean_join`` with its kernels taken out, against the same
window with them."""

from __future__ import annotations

import pytest

from inductor_probe.analysis import anchored, idle, modeled
from inductor_probe.analysis.lean import Join
from tests.analysis.test_lean_join import _call, _kernel, _step, _wins, lean_steps, rich_steps


def _without_kernels(events: list[dict]) -> list[dict]:
    return [e for e in events if e.get("cat") != "kernel"]


def _kernels(events: list[dict]) -> list[tuple[str, float, float]]:
    return sorted((e["name"], e["ts"], e["dur"]) for e in events if e.get("cat") == "kernel")


def test_the_kernels_go_on_their_launches_after_the_rich_latency():
    lean, rich = lean_steps(), rich_steps()
    bare = _without_kernels(lean)
    m, ev = modeled.model(bare, _wins(bare), rich, _wins(rich))
    assert (m.placed, m.unmatched, m.streams) == (4, 0, 1)
    assert m.latency_us == pytest.approx(5.0)  # the rich window's: each kernel 5 us after its launch
    # the lean window's own kernels (5 us after each launch, the rich window's durations) come back
    assert _kernels(ev) == pytest.approx(_kernels(lean))
    assert {e["args"]["correlation"] for e in ev} == {1, 2, 11, 12}  # the lean launches'


def test_the_idle_from_modeled_kernels_is_the_recorded_kernels_idle():
    lean, rich = lean_steps(), rich_steps()
    bare = _without_kernels(lean)
    m, ev = modeled.model(bare, _wins(bare), rich, _wins(rich))
    joined = bare + ev

    def idle_us(events):
        found = idle.idle_intervals(
            events, _wins(events), join=Join(events, _wins(events), rich, _wins(rich))
        )
        return {k: v[0] for k, v in found.items()}

    got, want = idle_us(joined), idle_us(lean)
    assert got.keys() == want.keys()
    assert got == pytest.approx(want)


def test_a_queued_launch_waits_for_the_kernel_before_it_on_its_stream():
    """Two launches 2 us apart whose first kernel runs 100 us: the second begins as the first ends, not 5 us
    after its launch (a model that ignored the queue would overlap them)."""
    rich = [_step(1, 0.0, 1000.0), _call("cudaLaunchKernel", 1, 10.0), _kernel(1, 15.0, 100.0, "mm")]
    rich += [_call("cudaLaunchKernel", 2, 500.0), _kernel(2, 505.0, 50.0, "add")]
    lean = [_step(1, 0.0, 400.0), _call("cudaLaunchKernel", 7, 10.0), _call("cudaLaunchKernel", 8, 12.0)]
    m, ev = modeled.model(lean, _wins(lean), rich, _wins(rich))
    assert _kernels(ev) == [("add", 115.0, 50.0), ("mm", 15.0, 100.0)]


def test_another_launch_in_the_rich_window_places_nothing():
    lean, rich = lean_steps(), rich_steps()
    for e in rich:  # another call at the second launch: not the same launch
        if e.get("cat") == "cuda_runtime" and e.get("args", {}).get("correlation") in (102, 112):
            e["name"] = "cuLaunchKernelEx"
    bare = _without_kernels(lean)
    m, ev = modeled.model(bare, _wins(bare), rich, _wins(rich))
    assert (m.placed, m.unmatched) == (2, 2)
    assert {e["name"] for e in ev} == {"mm"}


def test_a_call_that_made_no_work_in_the_source_keeps_its_place():
    """Two memsets and a launch in the source step, the second memset with no GPU work recorded (ResNet-50
    training's zero-byte memsets, issue 59 call 87): the steps' second memset is that one, not the launch,
    and the launch after it still finds its kernel (left out of the places, every later launch of the thread
    was one off: 229 of 728 a step found none)."""
    memset = {
        "ph": "X",
        "cat": "gpu_memset",
        "name": "Memset",
        "ts": 12.0,
        "dur": 1.0,
        "args": {"correlation": 1},
    }
    rich = [_step(1, 0.0, 1000.0), _call("cudaMemsetAsync", 1, 10.0), memset]
    rich += [
        _call("cudaMemsetAsync", 2, 20.0),
        _call("cudaLaunchKernel", 3, 30.0),
        _kernel(3, 35.0, 50.0, "mm"),
    ]
    lean = [_step(1, 0.0, 400.0), _call("cudaMemsetAsync", 7, 10.0), _call("cudaMemsetAsync", 8, 20.0)]
    lean += [_call("cudaLaunchKernel", 9, 30.0)]
    m, ev = modeled.model(lean, _wins(lean), rich, _wins(rich))
    assert (m.placed, m.unmatched) == (2, 0)
    assert _kernels(ev) == [("mm", 35.0, 50.0)]


def test_modeled_work_past_a_sync_is_said():
    """The rich window's kernel 10 ms long, the lean window's sync returning 1 ms after its launch: the model
    ran past the sync by 9 ms, and the next kernel starts after the sync, not after the modeled one."""
    rich = [_step(1, 0.0, 20_000.0), _call("cudaLaunchKernel", 1, 10.0), _kernel(1, 15.0, 10_000.0, "mm")]
    rich += [_call("cudaLaunchKernel", 2, 15_000.0), _kernel(2, 15_005.0, 50.0, "add")]
    lean = [_step(1, 0.0, 3000.0), _call("cudaLaunchKernel", 7, 10.0)]
    lean += [_call("cudaStreamSynchronize", None, 20.0, 995.0), _call("cudaLaunchKernel", 8, 1100.0)]
    m, ev = modeled.model(lean, _wins(lean), rich, _wins(rich))
    assert m.late_us == pytest.approx(10_015.0 - 1015.0)
    assert ("add", 1105.0, 50.0) in _kernels(ev)


def test_work_launched_before_the_window_is_found_from_the_first_sync_that_waited():
    """A GPU-bound loop: the GPU still runs 1 ms of work launched before the window. The lean window's sync
    returns when the two launches' kernels (1 ms each) are done, 3 ms after it began: they are placed after
    the backlog (without it they would end 1 ms before the sync returned)."""
    rich = [_step(1, 0.0, 5000.0), _call("cudaLaunchKernel", 1, 10.0), _kernel(1, 15.0, 1000.0, "mm")]
    rich += [_call("cudaLaunchKernel", 2, 20.0), _kernel(2, 1016.0, 1000.0, "add")]
    rich += [_call("cudaStreamSynchronize", None, 30.0, 1990.0)]
    lean = [_step(1, 0.0, 5000.0), _call("cudaLaunchKernel", 7, 10.0), _call("cudaLaunchKernel", 8, 20.0)]
    lean += [_call("cudaStreamSynchronize", None, 30.0, 3000.0)]
    m, ev = modeled.model(lean, _wins(lean), rich, _wins(rich))
    # the GPU free 1,018 us after the window's first call (the queue's 1 us gaps, the rich window's, between)
    assert m.backlog_us == pytest.approx(1018.0, abs=2.0)
    (add, a_start, _), (mm, m_start, _) = _kernels(ev)
    assert (mm, add) == ("mm", "add")
    assert a_start + 1000.0 == pytest.approx(3030.0, abs=2.0)  # the last ends as the sync returns
    assert m_start == pytest.approx(1029.0, abs=2.0)


def test_a_cuda_graphs_kernels_keep_their_offsets_from_its_recorded_memset():
    """A CUDA graph's replay: the lean window recorded its memset (copies and memsets stay recorded), not its
    kernels; they go at the rich window's offsets from the same memset."""
    memset = {"ph": "X", "cat": "gpu_memset", "name": "Memset", "dur": 1.0, "tid": 7}
    rich = [_step(1, 0.0, 1000.0), _call("cudaGraphLaunch", 1, 10.0), _kernel(1, 50.0, 10.0, "k0")]
    rich += [dict(memset, ts=100.0, args={"correlation": 1}), _kernel(1, 105.0, 50.0, "k1")]
    rich += [_kernel(1, 160.0, 20.0, "k2")]
    lean = [_step(1, 900.0, 2000.0), _call("cudaGraphLaunch", 9, 1000.0)]
    lean += [dict(memset, ts=1090.0, args={"correlation": 9})]
    m, ev = modeled.model(lean, _wins(lean), rich, _wins(rich))
    assert _kernels(ev) == [("k0", 1040.0, 10.0), ("k1", 1095.0, 50.0), ("k2", 1150.0, 20.0)]
    assert m.placed == 1


def test_the_warm_up_step_is_the_source_where_only_it_recorded_kernels():
    """The lean window as the tool records it with its kernels modeled: the warm-up step's kernels recorded,
    the steps' calls alone; the steps get the warm-up step's kernels at their launches."""
    warm = [_call("cudaLaunchKernel", 1, 10.0), _kernel(1, 15.0, 100.0, "mm")]
    warm += [_call("cudaLaunchKernel", 2, 300.0), _kernel(2, 305.0, 50.0, "add")]
    steps = [_step(1, 1000.0, 2000.0), _call("cudaLaunchKernel", 3, 1010.0)]
    steps += [_call("cudaLaunchKernel", 4, 1300.0)]
    events = warm + steps
    wins = _wins(events)
    assert modeled.warmup(events, wins) == (10.0, 1000.0)
    m, ev = modeled.model(events, wins, events, [(10.0, 1000.0)])
    assert _kernels(ev) == [("add", 1305.0, 50.0), ("mm", 1015.0, 100.0)]  # none of the warm-up's again
    assert modeled.warmup(events + [_kernel(3, 1015.0, 100.0, "mm")], wins) is None  # a step's recorded
    assert modeled.warmup(lean_steps(), _wins(lean_steps())) is None  # every kernel recorded


def test_a_modeled_lean_window_says_so_in_its_json_and_its_sentence():
    from types import SimpleNamespace

    from inductor_probe.analysis.windows import lean_summary, profiled_windows
    from inductor_probe.render.words import profiled_windows as said
    from inductor_probe.run.windows import WindowRow
    from inductor_probe.vocab import ProfileWindow

    warm = [_call("cudaLaunchKernel", 1, 10.0), _kernel(1, 15.0, 100.0, "mm")]
    events = warm + [_step(1, 1000.0, 2000.0), _call("cudaLaunchKernel", 3, 1010.0)]
    lean, _ = lean_summary(events, "lean.json", "cuda", None, None)
    assert lean.modeled is not None and lean.busy_us == pytest.approx(100.0)
    rows = profiled_windows(None, lean, 1.0)
    assert rows[0].kind == ProfileWindow.LEAN and rows[0].kernels is not None
    back = WindowRow.from_dict(rows[0].to_dict())
    assert back.kernels is not None and back.kernels.placed == 1
    text = said(SimpleNamespace(profiled=SimpleNamespace(windows=[back]), wall_ms=1.0))
    assert "warm-up step only" in text and "placed on its 1 launches by launch order" in text
    recorded = WindowRow.from_dict({**rows[0].to_dict(), "kernels": None})
    assert "warm-up" not in said(SimpleNamespace(profiled=SimpleNamespace(windows=[recorded]), wall_ms=1.0))


def test_a_cuda_graph_warm_up_recorded_wrong_is_not_trusted():
    """Real data (issue 57, call 49; H200, HF Llama training under reduce-overhead): the lean window turned
    its kernel records off after the warm-up step while the replayed CUDA graphs' kernels were recorded; each
    came back ~50 ms long (the window's end), and the placed work ran 107 ms a step past the syncs against a
    wall of 6.15 ms. The trust line says so, not held, and the step's idle by cause is held back."""
    from pathlib import Path

    from inductor_probe.analysis.step_trace import windows_of
    from inductor_probe.analysis.trace import read_json
    from inductor_probe.analysis.trust import trust_items
    from inductor_probe.analysis.windows import lean_summary, profiled_windows
    from inductor_probe.render import words
    from inductor_probe.run.manifest import StepView
    from inductor_probe.run.step_sides import StepProfiled, StepTimed

    path = Path(__file__).parents[1] / "data" / "h200_lean_graphs_modeled" / "step_lean.json.gz"
    events = read_json(path)["traceEvents"]  # the project's one trace reader, plain or gzipped
    wins = windows_of(events, path, 8)
    assert modeled.warmup(events, wins) is not None  # its kernels recorded in the warm-up step only
    lean, _ = lean_summary(events, path, "cuda", 8, None)
    assert lean.modeled is not None and lean.modeled.unmatched == 0
    assert lean.modeled.late_us / 8 / 1e3 > 100.0  # ms a step past its syncs
    rows = profiled_windows(None, lean, 6.15)
    s = StepView(wall_ms=6.15, window_ms=6.15, timed=StepTimed(device_type="cuda"), profiled=StepProfiled())
    s.profiled.windows, s.profiled.steps = rows, 8
    item = {t.what: t for t in trust_items(s, None, None)}["kernel model"]
    assert not item.held and "ms a step past the syncs that waited for it" in item.text
    assert "INDUCTOR_PROBE_LEAN_KERNELS=recorded" in item.text
    s.profiled.trust = trust_items(s, None, None)
    assert words.held_back(s)


def _anchored(e: dict, returns_by: float | None = None) -> dict:
    args = {**e["args"], anchored.ANCHORED: 1}
    if returns_by is not None:
        args[anchored.RETURNS_BY] = returns_by
    return dict(e, args=args)


def test_an_anchored_sync_returns_after_the_modeled_work_and_what_follows_moves_with_it():
    """Issue 57, call 69: an anchored step's sync (the source step's, 100 us long there) returns 5 us after
    the modeled work before it ends (1,015 us), not after its source's wait; the anchored launch after it,
    in the same segment, moves with its end (its 50 us after the sync kept) and nothing is late."""
    rich = [_step(1, 0.0, 5000.0), _call("cudaLaunchKernel", 1, 10.0), _kernel(1, 15.0, 1000.0, "mm")]
    rich += [_call("cudaLaunchKernel", 2, 3000.0), _kernel(2, 3005.0, 50.0, "add")]
    sync = _anchored(_call("cudaStreamSynchronize", None, 200.0, 100.0), returns_by=2000.0)
    after = _anchored(_call("cudaLaunchKernel", 8, 350.0))
    lean = [_step(1, 0.0, 2500.0), _anchored(_call("cudaLaunchKernel", 7, 10.0)), sync, after]
    m, ev = modeled.model(lean, _wins(lean), rich, _wins(rich))
    assert m.late_us == 0.0
    assert (sync["ts"], sync["dur"]) == pytest.approx((200.0, 1020.0 - 200.0))
    assert after["ts"] == pytest.approx(1020.0 + 50.0)
    assert ("add", after["ts"] + 5.0, 50.0) in [(n, pytest.approx(t), d) for n, t, d in _kernels(ev)]


def test_work_past_an_anchored_syncs_reading_is_late_and_fitted_before_it():
    """The step's next reading after the sync 800 us after the window's start: the modeled 1,000 us kernel
    cannot have run to 1,015 us. Late by 215 us, the kernel fitted to end 5 us before the sync returns."""
    rich = [_step(1, 0.0, 5000.0), _call("cudaLaunchKernel", 1, 10.0), _kernel(1, 15.0, 1000.0, "mm")]
    sync = _anchored(_call("cudaStreamSynchronize", None, 200.0, 100.0), returns_by=800.0)
    lean = [_step(1, 0.0, 2500.0), _anchored(_call("cudaLaunchKernel", 7, 10.0)), sync]
    m, ev = modeled.model(lean, _wins(lean), rich, _wins(rich))
    assert m.late_us == pytest.approx(1015.0 - 800.0)
    ((name, start, dur),) = _kernels(ev)
    assert start == pytest.approx(15.0) and start + dur == pytest.approx(800.0 - anchored.EDGE_US - 5.0)
    assert sync["ts"] + sync["dur"] == pytest.approx(800.0 - anchored.EDGE_US)
    assert (m.fitted_us, m.fitted_of_us) == pytest.approx((1015.0 - 795.0 + anchored.EDGE_US, 1000.0))


def test_an_anchored_sync_on_an_idle_gpu_returns_after_its_own_cost():
    """A host-bound step (calls 70, 72): the modeled work ended before the sync began, whose source waited 70
    us (the recording step's host behind, its GPU still busy). It finds the GPU idle: back in 5 us, not 70."""
    rich = [_step(1, 0.0, 5000.0), _call("cudaLaunchKernel", 1, 10.0), _kernel(1, 15.0, 100.0, "mm")]
    sync = _anchored(_call("cudaStreamSynchronize", None, 400.0, 70.0), returns_by=2000.0)
    lean = [_step(1, 0.0, 2500.0), _anchored(_call("cudaLaunchKernel", 7, 10.0)), sync]
    m, _ = modeled.model(lean, _wins(lean), rich, _wins(rich))
    assert m.late_us == 0.0 and sync["dur"] == pytest.approx(modeled.SYNC_RETURN_US)
