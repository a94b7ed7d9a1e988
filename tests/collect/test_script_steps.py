"""``collect/script_steps.ScriptSteps`` on CPU, fed graph calls by hand: the tool's own host time in the timed
steps is counted there and only there (issue 38, item 5)."""

from __future__ import annotations

import time

from inductor_probe.collect import script_steps
from inductor_probe.collect.script_steps import ScriptSteps
from inductor_probe.collect.steps import GraphCalls


def _steps(tmp_path, monkeypatch, slow_ns: int = 0) -> ScriptSteps:
    calls = GraphCalls()
    s = ScriptSteps(
        cuda=False, steps=1, trace=tmp_path / "t.json", calls=calls, skipped=2, timed=3, profile=False
    )
    calls.on_call = s.graph_call
    if slow_ns:  # a cutter that takes slow_ns at each call: the tool's own time must show it
        real = s.cutter.graph_call

        def slow(key):
            t = time.perf_counter_ns()
            while time.perf_counter_ns() - t < slow_ns:
                pass
            real(key)

        monkeypatch.setattr(s.cutter, "graph_call", slow)
        monkeypatch.setattr(s.cutter, "quick", lambda key: False)  # every call through the timed path
    s.start()
    return s


def _feed(s: ScriptSteps, steps: int) -> None:
    for _ in range(steps):  # a step: the first graph (a boundary) and three calls of another
        for key in ("a", "b", "b", "b"):
            s.calls(key)


def test_the_tools_time_in_the_timed_steps_is_counted_per_step(tmp_path, monkeypatch):
    monkeypatch.setattr(script_steps, "wrapper_ns", lambda n=0: 0.0)
    s = _steps(tmp_path, monkeypatch, slow_ns=200_000)
    _feed(s, 9)
    t = s.finish()
    assert len(t.wall_blocks_ms) == 3
    # 4 calls a timed step, 200 µs each (the boundary that ends the last timed step counted too: 1 more call)
    assert 4 * 200 <= t.tool_us <= (4 * 200 + 200) * 1.5
    assert s.clock.timed_calls == 3 * 4 + 1


def test_the_wrapper_is_counted_at_each_timed_call(tmp_path, monkeypatch):
    monkeypatch.setattr(script_steps, "wrapper_ns", lambda n=0: 1000.0)
    s = _steps(tmp_path, monkeypatch)
    _feed(s, 9)
    t = s.finish()
    assert t.tool_us >= 13 * 1.0 / 3  # 13 timed calls of 1 µs each over 3 steps, and the hooks' own time
    assert script_steps.wrapper_ns(2000) >= 0.0


def test_a_known_graph_between_optimizer_steps_takes_the_quick_path_and_is_counted(tmp_path, monkeypatch):
    monkeypatch.setattr(script_steps, "wrapper_ns", lambda n=0: 0.0)
    monkeypatch.setattr(script_steps, "quick_ns", lambda n=0: 5000.0)
    s = _steps(tmp_path, monkeypatch)
    for _ in range(9):  # a training step: three graph calls, then the optimizer's step cuts
        for key in ("a", "b", "b"):
            s.calls(key)
        s.optimizer_step(object())
    t = s.finish()
    assert s.cutter.kind.value == "optimizer" and len(t.wall_blocks_ms) == 3
    assert s.clock.quick_calls == 3 * 3  # every call of the timed steps, all graphs known by then
    assert t.tool_us >= 3 * 5.0  # three quick calls a step at 5 µs each, and the boundaries' own time
    assert len(t.arrivals_ns) == 3  # each timed step's first graph call still read on the quick path
