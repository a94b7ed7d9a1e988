"""The calling line of each Python call, joined into a real profiler trace (collect/callers.py)."""

from __future__ import annotations

import json
import time

import torch
from torch.profiler import ProfilerActivity, profile

from inductor_probe import _compat
from inductor_probe.collect import callers


def _work(x: torch.Tensor) -> torch.Tensor:
    return (x * 2).sum()


def test_a_real_trace_gets_the_line_of_each_call(tmp_path):
    x = torch.randn(64)
    with profile(activities=[ProfilerActivity.CPU], with_stack=True) as prof:
        for _ in range(2):
            _work(x)
            time.sleep(0.001)  # SLEEP_LINE
    trace = tmp_path / "trace.json"
    prof.export_chrome_trace(str(trace))
    assert callers.annotate(trace, _compat.python_callers(prof)) > 0
    events = json.loads(trace.read_text())["traceEvents"]
    sleeps = [e for e in events if e.get("name") == "<built-in function sleep>"]
    line = next(i for i, t in enumerate(open(__file__).read().splitlines(), 1) if t.endswith("# SLEEP_LINE"))
    assert len(sleeps) == 2
    # the profiler names a file relative to sys.path where it can
    assert {e["args"][callers.CALLER_ARG].rsplit("/", 1)[-1] for e in sleeps} == {f"test_callers.py:{line}"}


def test_a_name_whose_counts_differ_is_left_alone(tmp_path):
    trace = tmp_path / "t.json"
    trace.write_text(json.dumps({"traceEvents": [{"cat": "python_function", "name": "f", "ts": 1.0}]}))
    assert callers.annotate(trace, [("f", 1, "a.py", 3), ("f", 2, "a.py", 4)]) == 0
    assert "Caller" not in json.loads(trace.read_text())["traceEvents"][0].get("args", {})
