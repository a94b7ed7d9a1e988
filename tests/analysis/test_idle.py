"""Idle attribution (issue 28): each cause from a small trace, the causes adding up to the idle, and on the
recorded H100 runs the causes and verdicts the traces support."""

from __future__ import annotations

import pytest

from inductor_probe.analysis import idle, idle_causes
from inductor_probe.ranges import GRAPH_RANGE_PREFIX
from inductor_probe.render import words
from inductor_probe.run.idle import CauseRow, IdleView
from inductor_probe.run.manifest import StepView, open_run
from inductor_probe.vocab import IdleCause, StepKind, StepVerdict

MAIN = 1


def _kernel(corr: int, start: float, dur: float) -> dict:
    return {
        "ph": "X",
        "cat": "kernel",
        "name": f"k{corr}",
        "ts": start,
        "dur": dur,
        "args": {"correlation": corr},
    }


def _launch(corr: int, at: float, tid: int = MAIN) -> dict:
    return {
        "ph": "X",
        "cat": "cuda_runtime",
        "name": "cudaLaunchKernel",
        "ts": at,
        "dur": 2.0,
        "tid": tid,
        "args": {"correlation": corr},
    }


def _range(cat: str, name: str, start: float, end: float, tid: int = MAIN) -> dict:
    return {"ph": "X", "cat": cat, "name": name, "ts": start, "dur": end - start, "tid": tid}


def _win(events: list[dict]) -> list[tuple[float, float]]:
    """One step from 0 to the last kernel's end."""
    return [(0.0, max(e["ts"] + e["dur"] for e in events if e["cat"] == "kernel"))]


def _by_cause(found: dict) -> dict:
    out: dict = {}
    for (cause, _, _), (us, _) in found.items():
        out[cause] = out.get(cause, 0.0) + us
    return out


def _us(found: dict) -> dict:
    return {k: us for k, (us, _) in found.items()}


def test_host_time_between_kernels_is_named_by_what_the_host_was_in():
    # kernel 1 runs 0-10; the host is in Python 10-30, in an eager op 30-50, and launches kernel 2 at 50,
    # which starts at 55: 20 us Python, 20 us eager op, 5 us launch latency
    events = [
        _launch(1, 0.0),
        _kernel(1, 0.0, 10.0),
        _range("cpu_op", "aten::add", 30.0, 53.0),
        _launch(2, 50.0),
        _kernel(2, 55.0, 5.0),
    ]
    got = _by_cause(idle.idle_intervals(events, _win(events)))
    assert got == {IdleCause.PYTHON: 20.0, IdleCause.EAGER: 20.0, IdleCause.LAUNCH_LATENCY: 5.0}


def test_a_sync_is_named_by_the_op_around_it_and_the_users_line():
    events = [
        _launch(1, 0.0),
        _kernel(1, 0.0, 100.0),
        _range("cpu_op", "aten::item", 5.0, 130.0),
        _range("cuda_runtime", "cudaStreamSynchronize", 6.0, 128.0),
        _range("python_function", "/home/me/train.py(42): <module>", 1.0, 140.0),
        _launch(2, 140.0),
        _kernel(2, 141.0, 5.0),
    ]
    # the GPU went idle (100) while the host waited in the sync: the whole gap is the sync's, named by the op
    # around it and the user's line: the host's time to the next launch (140) and that launch's latency (1 us:
    # the queue the sync drained is being refilled; issue 57's planted .item() cost its step both)
    assert _us(idle.idle_intervals(events, _win(events))) == {
        (IdleCause.SYNC, "aten::item", "train.py:42"): pytest.approx(41.0),
    }


def test_a_graphs_own_launches_and_the_compile_runtime_before_it():
    key = "abc"
    events = [
        _launch(1, 0.0),
        _kernel(1, 0.0, 10.0),
        _range("cpu_op", "TorchDynamo Cache Lookup", 12.0, 20.0),
        _range("user_annotation", GRAPH_RANGE_PREFIX + key, 25.0, 80.0),
        _launch(2, 40.0),
        _kernel(2, 42.0, 10.0),
    ]
    found = idle.idle_intervals(events, _win(events))
    us = _us(found)
    assert us[(IdleCause.COMPILE_RUNTIME, "TorchDynamo Cache Lookup", None)] == pytest.approx(8.0)
    # the host inside the graph's range 25-40, and the launch's own latency 40-42: the graph's overhead
    assert us[(IdleCause.LAUNCH_OVERHEAD, key, None)] == pytest.approx(17.0)
    assert us[(IdleCause.PYTHON, None, None)] == pytest.approx(7.0)  # 10-12 and 20-25
    rows = idle_causes.attribute(found, steps=1, idle_ms=0.032, labels={key: "g0_forward"})
    assert sum(r.ms for r in rows) == pytest.approx(0.032)
    assert rows[0].graph == "g0_forward" and rows[0].cause == IdleCause.LAUNCH_OVERHEAD


def test_a_launch_made_before_the_gpu_went_idle_is_latency_only():
    events = [_launch(1, 0.0), _kernel(1, 0.0, 10.0), _launch(2, 5.0), _kernel(2, 14.0, 3.0)]
    assert _by_cause(idle.idle_intervals(events, _win(events))) == {IdleCause.LAUNCH_LATENCY: 4.0}


def test_the_profilers_cost_is_taken_from_the_causes_by_their_events():
    # profiled: a sleep of 3000 us with no event, 1000 us of eager ops with 100 events; unprofiled idle 3500:
    # the 500 us excess is 5 us an event, all from the eager ops; the sleep keeps its 3000
    profiled = {
        (IdleCause.PYTHON, None, "train.py:9"): [3000.0, 0],
        (IdleCause.EAGER, "aten::add", None): [1000.0, 100],
    }
    rows = idle_causes.attribute(profiled, steps=1, idle_ms=3.5, labels={})
    assert [(r.source, round(r.ms, 6)) for r in rows] == [("train.py:9", 3.0), ("aten::add", 0.5)]


def test_library_frames_are_not_the_users():
    assert idle.is_library("torch/nn/modules/module.py") and idle.is_library("threading.py")
    assert idle.is_library("<built-in method item>") and idle.is_library(
        "/usr/lib/python3.12/site-packages/x.py"
    )
    assert not idle.is_library("train.py") and not idle.is_library("examples/idle_sleep.py")


def test_verdicts():
    causes = [CauseRow(IdleCause.SYNC, 2.0), CauseRow(IdleCause.PYTHON, 1.0)]
    assert idle_causes.verdict(3.0, 10.0, causes) == StepVerdict.SYNC_BOUND
    assert idle_causes.verdict(0.3, 10.0, causes) == StepVerdict.GPU_BOUND
    assert idle_causes.verdict(None, 10.0, causes) is None


@pytest.mark.parametrize(
    ("name", "verdict", "first"),
    [
        # a script of three small graphs: their launches can not keep ahead of the GPU (62% idle)
        ("h100_step_train_script", StepVerdict.LAUNCH_BOUND, IdleCause.PYTHON),
        # ResNet-50's graph keeps the GPU fed; its idle is between steps: Python and Dynamo's guards
        ("h100_insight_resnet50", StepVerdict.HOST_BOUND, IdleCause.PYTHON),
        # CUDA graphs: 1% idle, the replays' own launch
        ("h100_step_reduce_overhead", StepVerdict.GPU_BOUND, IdleCause.LAUNCH_OVERHEAD),
    ],
)
def test_recorded_runs_idle_adds_up_and_reads_as_the_trace_shows(reanalysed, name, verdict, first):
    s = open_run(reanalysed(name)).manifest.step
    assert s.idle is not None and s.idle.verdict == verdict
    assert sum(c.ms for c in s.idle.causes) == pytest.approx(s.idle_ms, rel=1e-9)
    assert s.idle.causes[0].cause == first
    assert s.busy_pct <= 100.0
    parts = sum(g.ms for g in s.graphs) + s.outside_ms + s.idle_ms
    assert parts == pytest.approx(s.wall_ms, rel=0.03)


def test_the_users_line_is_the_calling_line_where_the_trace_has_callers():
    # the frame was at line 22 when profiling began; the sleep was called from line 23 (collect/callers.py)
    frame = _range("python_function", "/home/me/train.py(22): <module>", 0.0, 100.0)
    sleep = _range("python_function", "<built-in function sleep>", 20.0, 80.0)
    sleep["args"] = {"Caller": "/home/me/train.py:23"}
    events = [_launch(1, 0.0), _kernel(1, 0.0, 10.0), frame, sleep, _launch(2, 90.0), _kernel(2, 91.0, 1.0)]
    us = _us(idle.idle_intervals(events, _win(events)))
    assert us[(IdleCause.PYTHON, "sleep", "train.py:23")] == pytest.approx(60.0)
    # without the callers: the frame's own line, as before
    del sleep["args"]
    assert (IdleCause.PYTHON, "sleep", "train.py:22") in idle.idle_intervals(events, _win(events))


def test_the_idle_after_the_last_activity_counts_up_to_the_tools_own_sync():
    # the step ends at 100; the last kernel ends at 10; the host sleeps 10-60, then the tool drains 60-70
    events = [
        _launch(1, 0.0),
        _kernel(1, 0.0, 10.0),
        _range("user_annotation", "inductor_probe::drain", 60.0, 71.0),
        _range("cuda_runtime", "cudaDeviceSynchronize", 60.0, 70.0),
    ]
    found = idle.idle_intervals(events, [(0.0, 100.0)])
    assert _by_cause(found) == {IdleCause.PYTHON: pytest.approx(50.0)}
    assert idle.sync_wait_us(events, [(0.0, 100.0)]) == 0.0  # the tool's sync is not the user's


def test_a_sync_costs_the_idle_that_would_go_without_it():
    # wall 4.4 ms, 0.8 ms of it waiting in syncs: the host issues a step in 3.6 ms at most, under the GPU's
    # 3.9 ms: without the sync the GPU would be fed, so all 0.5 ms of idle is the sync's
    assert idle_causes.sync_share_ms(0.5, 4.4, 3.9, 0.8) == pytest.approx(0.5)
    # a host that needs 4.2 ms: 0.3 ms of idle would remain; the sync's is 0.2
    assert idle_causes.sync_share_ms(0.5, 4.4, 3.9, 0.2) == pytest.approx(0.2)
    profiled = {
        (IdleCause.SYNC, "aten::item", "train.py:28"): [400.0, 10],
        (IdleCause.PYTHON, None, None): [600.0, 10],
    }
    rows = idle_causes.attribute(profiled, steps=1, idle_ms=0.5, labels={}, sync_ms=0.45)
    got = [(r.cause, round(r.ms, 6)) for r in rows]
    assert got == [(IdleCause.SYNC, 0.45), (IdleCause.PYTHON, 0.05)]
    # the profiler's cost taken by events can leave a sync nothing: its share is still what it costs
    busy = {
        (IdleCause.SYNC, "aten::item", "train.py:28"): [400.0, 400],
        (IdleCause.PYTHON, None, None): [600.0, 0],
    }
    rows = idle_causes.attribute(busy, steps=1, idle_ms=0.5, labels={}, sync_ms=0.45)
    assert [(r.cause, round(r.ms, 6)) for r in rows] == [
        (IdleCause.SYNC, 0.45),
        (IdleCause.PYTHON, 0.05),
    ]
    # never below the trace's own share (the profiler's 500 us taken by events: 150 and 350 us)
    rows = idle_causes.attribute(profiled, steps=1, idle_ms=0.5, labels={}, sync_ms=0.0)
    assert rows[0].cause == IdleCause.PYTHON and rows[1].ms == pytest.approx(0.15)


def test_idle_the_profiled_steps_did_not_show_is_not_spread_over_the_causes():
    # the timed steps idled 5 ms a step, the profiled ones 3.1 (a 3 ms sleep and 0.1 ms of eager ops): the
    # sleep keeps its 3 ms; 1.9 ms is not in the profiled steps, and is named so
    profiled = {
        (IdleCause.PYTHON, "sleep", "train.py:9"): [3000.0, 0],
        (IdleCause.EAGER, "aten::add", None): [100.0, 10],
    }
    rows = idle_causes.attribute(profiled, steps=1, idle_ms=5.0, labels={})
    got = {r.cause: round(r.ms, 6) for r in rows}
    assert got == {IdleCause.PYTHON: 3.0, IdleCause.UNSEEN: 1.9, IdleCause.EAGER: 0.1}
    assert idle_causes.verdict(5.0, 5.1, rows) == StepVerdict.HOST_BOUND


def test_idle_the_profiled_steps_did_not_show_never_leads_the_causes():
    # a loaded host: the timed steps idled 20 ms a step, the profiled ones 1.1 ms; what the trace cannot
    # explain (18.9 ms) comes after the causes it can, in the analysis and in the text, with what it may be
    profiled = {
        (IdleCause.PYTHON, "sleep", "train.py:9"): [1000.0, 0],
        (IdleCause.EAGER, "aten::add", None): [100.0, 10],
    }
    rows = idle_causes.attribute(profiled, steps=1, idle_ms=20.0, labels={})
    assert [r.cause for r in rows] == [IdleCause.PYTHON, IdleCause.EAGER, IdleCause.UNSEEN]
    step = StepView(
        kind=StepKind.CONVENTION, wall_ms=30.0, idle_ms=20.0, idle=IdleView(causes=rows, profiled_ms=1.1)
    )
    line = words.idle_causes(step)
    assert line is not None and line.index("train.py:9") < line.index("eager") < line.index("18.900 (94%)")
    assert "other work on the host" in line.split("18.900 (94%)")[1]


def test_a_compiled_region_that_called_no_graph_is_the_user_s_eager_code_not_the_runtime():
    """Issue 56: FSDP2 + activation checkpointing, where Dynamo compiled nothing, read "the largest
    torch.compile runtime at fsdp_llama.py:68 7.299 ms": each eager layer ran inside its ``Torch-Compiled
    Region``. A region with a graph's call in it stays torch.compile's; one with none is the ops and Python
    it ran."""
    events = [
        _launch(1, 0.0),
        _kernel(1, 0.0, 10.0),
        _range("cpu_op", "Torch-Compiled Region: 0/0", 12.0, 60.0),  # no graph inside: eager
        _range("cpu_op", "aten::mm", 20.0, 50.0),
        _launch(2, 58.0),
        _kernel(2, 60.0, 10.0),
        _range("cpu_op", "Torch-Compiled Region: 1/0", 72.0, 130.0),  # a graph inside: the runtime's
        _range("user_annotation", GRAPH_RANGE_PREFIX + "k", 100.0, 128.0),
        _launch(3, 110.0),
        _kernel(3, 112.0, 10.0),
    ]
    by = _by_cause(idle.idle_intervals(events, _win(events)))
    assert by[IdleCause.EAGER] == pytest.approx(30.0)  # aten::mm, 20-50
    assert by[IdleCause.COMPILE_RUNTIME] == pytest.approx(28.0)  # the second region before its graph
    # 10-20 (the eager region's Python before its op), 50-58 (after it) and 70-72
    assert by[IdleCause.PYTHON] == pytest.approx(10.0 + 8.0 + 2.0)


def test_idle_causes_that_all_round_to_nothing_make_no_line():
    """A GPU-bound step whose idle is a few µs (issue 57, call 48: HF Llama under reduce-overhead) read
    "idle 0.000 ms per step by cause (...):  and 22 more": no cause to name, no line."""
    rows = idle_causes.attribute(
        {
            (IdleCause.PYTHON, "zero_grad", "train.py:42"): [0.3, 0],
            (IdleCause.EAGER, "aten::fill_", None): [0.1, 1],
        },
        steps=1,
        idle_ms=0.0004,
        labels={},
    )
    step = StepView(
        kind=StepKind.SCRIPT, wall_ms=6.2, idle_ms=0.0004, idle=IdleView(causes=rows, profiled_ms=0.0004)
    )
    assert words.idle_causes(step) is None
    step.idle_ms, step.idle.causes = (
        0.4,
        idle_causes.attribute(
            {(IdleCause.PYTHON, "zero_grad", "train.py:42"): [300.0, 0]}, steps=1, idle_ms=0.4, labels={}
        ),
    )
    assert "train.py:42" in (words.idle_causes(step) or "")
