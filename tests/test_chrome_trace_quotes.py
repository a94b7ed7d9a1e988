"""Issue 44, N11: torch writes a double quote in an event's name raw (a Python frame of a file whose path
holds one), which made the whole step trace invalid JSON and the run a traceback. The tool repairs the trace
it writes, reads such traces from elsewhere, and a trace it still cannot read costs the step view only."""

from __future__ import annotations

import importlib.util
import json

import pytest
import torch

from inductor_probe._compat import chrome_trace
from inductor_probe.analysis.trace import TraceError, load_events
from inductor_probe.run.manifest import Manifest
from inductor_probe.run.timings import StepTiming
from inductor_probe.workflows.views import step_view_of

LIB = """
import torch
class Twice(torch.nn.Module):
    def forward(self, x):
        return x * 2
"""


@pytest.fixture(scope="module")
def torch_trace(tmp_path_factory):
    """A trace as torch writes it: Python stacks, a module of a folder named with a quote, a range too."""
    d = tmp_path_factory.mktemp("t") / 'q"dir'
    d.mkdir()
    (d / "lib.py").write_text(LIB)
    spec = importlib.util.spec_from_file_location("quoted_lib", d / "lib.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    with torch.profiler.profile(with_stack=True) as prof:
        with torch.profiler.record_function('say "hi"'):
            mod.Twice()(torch.ones(4))
    out = d / "trace.json"
    prof.export_chrome_trace(str(out))
    return out


def test_torch_writes_the_quote_raw_and_the_reader_takes_the_trace(torch_trace):
    with pytest.raises(json.JSONDecodeError):  # what torch writes (if torch fixes it, this test says so)
        json.loads(torch_trace.read_text())
    names = {e["name"] for e in load_events(torch_trace)}
    assert 'say "hi"' in names
    assert any(n.endswith('q"dir/lib.py(4): forward') for n in names), sorted(names)[:20]


def test_the_trace_the_tool_writes_is_repaired_in_place(torch_trace, tmp_path):
    copy = tmp_path / "step.json"
    copy.write_bytes(torch_trace.read_bytes())
    assert chrome_trace.repair_file(copy) is True
    doc = json.loads(copy.read_text())  # plain JSON now, for Perfetto, HTA or anyone
    assert 'say "hi"' in {e.get("name") for e in doc["traceEvents"]}
    assert chrome_trace.repair_file(copy) is False  # valid: left as it is
    assert list(tmp_path.iterdir()) == [copy]  # no temporary file left


def test_a_trace_with_another_fault_keeps_its_own_error(tmp_path):
    bad = tmp_path / "t.json"
    bad.write_text('{"traceEvents": [\n  {\n    "name": "a"b",\n    "ph": "X" "ts": 1\n  }\n]}')
    with pytest.raises(TraceError, match="not JSON"):
        load_events(bad)


def test_a_step_trace_that_cannot_be_read_costs_the_step_view_only(tmp_path):
    trace = tmp_path / "traces" / "step.json"
    trace.parent.mkdir()
    trace.write_text('{"traceEvents": [')
    m = Manifest()
    note = step_view_of(tmp_path, m, [], StepTiming(trace=str(trace), steps=5), "convention", 5)
    assert note is not None and note.startswith("the real run's trace step.json cannot be read (")
    assert m.step is None
