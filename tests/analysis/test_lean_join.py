"""The lean window's idle named by the rich window's (issue 57, ``analysis/lean.py``): the two joined by
launch order, never by time. Small traces of two steps each: the lean one names nothing but its syncs and
graphs; the rich one, slower (its profiler's cost), names the ops, the Python and the user's lines."""

from __future__ import annotations

import pytest

from inductor_probe.analysis import idle
from inductor_probe.analysis.lean import Join
from inductor_probe.ranges import GRAPH_RANGE_PREFIX, STEP_RANGE_PREFIX
from inductor_probe.vocab import IdleCause

MAIN = 1


def _kernel(corr: int, start: float, dur: float, name: str = "k") -> dict:
    return {"ph": "X", "cat": "kernel", "name": name, "ts": start, "dur": dur, "args": {"correlation": corr}}


def _call(name: str, corr: int | None, at: float, dur: float = 2.0) -> dict:
    args = {"correlation": corr} if corr is not None else {}
    return {"ph": "X", "cat": "cuda_runtime", "name": name, "ts": at, "dur": dur, "tid": MAIN, "args": args}


def _range(cat: str, name: str, start: float, end: float, **args) -> dict:
    return {"ph": "X", "cat": cat, "name": name, "ts": start, "dur": end - start, "tid": MAIN, "args": args}


def _step(k: int, start: float, end: float) -> dict:
    return _range("user_annotation", f"{STEP_RANGE_PREFIX}{k}", start, end)


def lean_steps(sleep_us: float = 3000.0) -> list[dict]:
    """Two steps: a kernel (100 us), the host away ``sleep_us`` (the GPU idle), a sync, another kernel."""
    out = []
    for k, t in enumerate((0.0, 10_000.0)):
        out += [
            _step(k + 1, t, t + 10_000.0),
            _call("cudaLaunchKernel", 10 * k + 1, t + 10.0),
            _kernel(10 * k + 1, t + 15.0, 100.0, "mm"),
            # the host: 20 us of Python, then asleep, then a sync, then the next launch
            _call("cudaStreamSynchronize", None, t + 30.0 + sleep_us, 5.0),
            _call("cudaLaunchKernel", 10 * k + 2, t + 40.0 + sleep_us),
            _kernel(10 * k + 2, t + 45.0 + sleep_us, 50.0, "add"),
        ]
    return out


TOOL = "/x/inductor_probe/collect/script_steps.py(200): boundary"  # the tool's own work in the rich window


def rich_steps() -> list[dict]:
    """The same two steps under the rich profiler: slower on the host, with ops and frames, and 1.5 ms of the
    tool's own work (its boundary, the profiler's step) just before the second launch, which the lean window
    did not carry."""
    out = []
    for k, t in enumerate((0.0, 50_000.0)):
        a = t + 30.0
        out += [
            _step(k + 1, t, t + 50_000.0),
            _call("cudaLaunchKernel", 100 + 10 * k + 1, t + 10.0),
            _kernel(100 + 10 * k + 1, t + 15.0, 100.0, "mm"),
            _range("python_function", "train.py(40): step", t + 12.0, a + 4700.0, Caller="train.py:60"),
            _range(
                "python_function", "<built-in function sleep>", a + 60.0, a + 3060.0, Caller="train.py:41"
            ),
            _range("cpu_op", "aten::_local_scalar_dense", a + 3070.0, a + 3090.0),
            _range("python_function", "<built-in method item>", a + 3065.0, a + 3095.0, Caller="train.py:42"),
            _call("cudaStreamSynchronize", None, a + 3075.0, 10.0),
            _range("python_function", TOOL, a + 3100.0, a + 4600.0, Caller="train.py:43"),
            _call("cudaLaunchKernel", 100 + 10 * k + 2, a + 4620.0),
            _kernel(100 + 10 * k + 2, a + 4625.0, 50.0, "add"),
        ]
    return out


def _wins(events: list[dict]) -> list[tuple[float, float]]:
    return sorted(
        (e["ts"], e["ts"] + e["dur"]) for e in events if str(e.get("name", "")).startswith(STEP_RANGE_PREFIX)
    )


def test_the_lean_host_time_is_named_by_the_rich_window_at_the_same_launch():
    lean, rich = lean_steps(), rich_steps()
    join = Join(lean, _wins(lean), rich, _wins(rich))
    found = idle.idle_intervals(lean, _wins(lean), join=join)
    us = {k: v[0] for k, v in found.items()}
    # the time the GPU waited while the host slept is the sleep's, at its line, as long as the lean window saw
    # (the tool's own work in the rich window stepped over: counted, it would take 1.5 ms of the sleep's)
    sleep = sum(u for (cause, what, line), u in us.items() if line == "train.py:41")
    assert sleep == pytest.approx(2 * 3000.0, rel=0.05)
    # the sync, named by the op around it at its line, as the rich window saw it
    assert all(k[2] == "train.py:42" for k in us if k[0] == IdleCause.SYNC), us
    assert any(k == (IdleCause.SYNC, "aten::_local_scalar_dense", "train.py:42") for k in us)
    assert join.joined_us > 0 and join.unjoined_us == 0


def test_without_the_rich_window_the_same_time_has_no_line():
    lean = lean_steps()
    found = idle.idle_intervals(lean, _wins(lean))
    lines = {k[2] for k in found}
    assert lines == {None}
    total = sum(v[0] for v in found.values())
    joined = idle.idle_intervals(
        lean, _wins(lean), join=Join(lean, _wins(lean), rich_steps(), _wins(rich_steps()))
    )
    assert sum(v[0] for v in joined.values()) == pytest.approx(
        total
    )  # the rich window names; it adds nothing


def test_a_launch_the_rich_window_lacks_keeps_the_lean_name():
    lean, rich = lean_steps(), rich_steps()
    for e in rich:  # another kernel at the second launch: not the same launch
        if e.get("cat") == "kernel" and e["name"] == "add":
            e["name"] = "mul"
    join = Join(lean, _wins(lean), rich, _wins(rich))
    found = idle.idle_intervals(lean, _wins(lean), join=join)
    assert join.unjoined_us > 0
    assert not any(k[2] == "train.py:41" for k in found)


def _graph(start: float, end: float) -> dict:
    return _range("user_annotation", f"{GRAPH_RANGE_PREFIX}g0", start, end)


def test_host_time_before_a_graph_call_is_aligned_at_the_calls_start():
    """Issue 57, call 61: the launch is inside a compiled graph's call, which the rich window's profiler
    stretches (70 µs in the lean window, 820 µs in the rich one). The host time before the call (a 3 ms sleep)
    is named by the rich window's time before its call, aligned at the call's start: aligned at the launch,
    the stretched call took 0.7 ms of the sleep's (the planted sleep read 2.62 ms of 3.09, -15%)."""
    lean, rich = [], []
    for k, t in enumerate((0.0, 10_000.0)):
        lean += [
            _step(k + 1, t, t + 10_000.0),
            _call("cudaLaunchKernel", 10 * k + 1, t + 10.0),
            _kernel(10 * k + 1, t + 15.0, 100.0, "mm"),
            _graph(t + 3030.0, t + 3100.0),  # after the sleep: the graph call, its launch 60 µs in
            _call("cudaLaunchKernel", 10 * k + 2, t + 3090.0),
            _kernel(10 * k + 2, t + 3095.0, 50.0, "add"),
        ]
    for k, t in enumerate((0.0, 50_000.0)):
        a = t + 30.0
        rich += [
            _step(k + 1, t, t + 50_000.0),
            _call("cudaLaunchKernel", 100 + 10 * k + 1, t + 10.0),
            _kernel(100 + 10 * k + 1, t + 15.0, 100.0, "mm"),
            _range("python_function", "train.py(40): step", t + 12.0, a + 4700.0, Caller="train.py:60"),
            _range("python_function", "<built-in function sleep>", a, a + 3000.0, Caller="train.py:41"),
            _graph(a + 3010.0, a + 3830.0),
            _call("cudaLaunchKernel", 100 + 10 * k + 2, a + 3820.0),
            _kernel(100 + 10 * k + 2, a + 3825.0, 50.0, "add"),
        ]
    join = Join(lean, _wins(lean), rich, _wins(rich))
    us = {key: v[0] for key, v in idle.idle_intervals(lean, _wins(lean), join=join).items()}
    sleep = sum(u for (_, _, line), u in us.items() if line == "train.py:41")
    before_call = 2 * (3030.0 - 115.0)  # the GPU idle from mm's end to the graph call's start
    assert sleep == pytest.approx(before_call, rel=0.02), us
    overhead = sum(u for (cause, _, _), u in us.items() if cause == IdleCause.LAUNCH_OVERHEAD)
    assert overhead == pytest.approx(2 * (3095.0 - 3030.0), rel=0.05), us  # the lean window's own
