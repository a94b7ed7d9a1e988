"""The lean reader of a rank's trace (issue 40, item 2; ``analysis/trace_stream``): pieces of the array parsed
one at a time, two passes, only what the rank's summary reads kept. Its summary must be the whole-file
reader's, to the last figure, whatever the pieces' size and wherever a cut would fall (inside a string too);
what it cannot cut it hands back (``Unstreamable``), and a bad event is refused as before."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from benchmarks.trace_scale import synth
from inductor_probe.analysis import ranks, trace_stream
from inductor_probe.analysis.trace import TraceError
from tests.conftest import PARAM


def _both(path: Path):
    whole = ranks.summarize(0, path, ranks.read_trace(path))
    lean = ranks.summarize(0, path, trace_stream.lean_trace(path))
    return whole, lean


def _files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.json") if p.is_file())


def test_every_rank_of_a_real_job_reads_the_same_as_the_whole_file(param_traces, tmp_path, monkeypatch):
    for f in _files(param_traces):
        whole, lean = _both(f)
        assert lean == whole and lean.kernels and lean.top
    # pieces of a few KB: hundreds of cuts, some of them tried inside a string first
    monkeypatch.setattr(trace_stream, "BLOCK", 4096)
    monkeypatch.setattr(trace_stream, "_TAIL_WINDOW", 512)
    f = _files(param_traces)[3]
    whole, lean = _both(f)
    assert lean == whole
    synth(tmp_path, ranks=2, events=0, copies=3, src_tar=PARAM)
    for f in _files(tmp_path):
        whole, lean = _both(f)
        assert lean == whole and lean.steps == 3


def _trace(events, meta=True) -> dict:
    out = {"schemaVersion": 1, "traceEvents": events}
    if meta:
        out = {"schemaVersion": 1, "distributedInfo": {"rank": 3, "world_size": 4}, **out, "traceName": "x"}
    return out


def _kernel(ts, corr, name="k"):
    return {
        "ph": "X",
        "cat": "kernel",
        "name": name,
        "ts": ts,
        "dur": 5,
        "tid": 7,
        "args": {"correlation": corr},
    }


def _launch(ts, corr):
    return {
        "ph": "X",
        "cat": "cuda_runtime",
        "name": "cudaLaunchKernel",
        "ts": ts,
        "dur": 2,
        "tid": 1,
        "args": {"correlation": corr},
    }


def _op(ts, dur, name="aten::mm", extra=""):
    return {
        "ph": "X",
        "cat": "cpu_op",
        "name": name + extra,
        "ts": ts,
        "dur": dur,
        "tid": 1,
        "args": {"Input Dims": [[8, 8], [8, 8]], "Input type": ["float", "float"], "Ev Idx": 1},
    }


def test_a_cut_inside_a_string_a_span_without_steps_and_gzip_read_the_same(tmp_path, monkeypatch):
    # names that hold the very text a cut looks for; no ProfilerStep: the trace is one span, which starts
    # at an op of no kernel's and ends at a python event the summary does not otherwise keep
    events = [_op(0, 100, "aten::outer", '}, {"ph": "X"}, {'), _op(10, 20, "aten::mm", "}  ,  {")]
    events += [
        _launch(12, 1),
        _kernel(40, 1),
        {"ph": "X", "cat": "python_function", "name": "}, {", "ts": 50, "dur": 300, "tid": 1},
    ]
    events += [{"ph": "i", "name": "marker", "ts": 5}, {"ph": "M", "name": "process_name", "args": {}}]
    plain = tmp_path / "r.json"
    plain.write_text(json.dumps(_trace(events), indent=1))
    packed = tmp_path / "r.json.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    monkeypatch.setattr(trace_stream, "BLOCK", 64)
    monkeypatch.setattr(trace_stream, "_TAIL_WINDOW", 16)
    for f in (plain, packed):
        whole, lean = _both(f)
        assert lean == whole and lean.span_ms == pytest.approx(0.35)  # 0 .. 350 µs
        assert [k.name for k in lean.kernels] == ["k"]
    assert trace_stream.lean_trace(plain)["distributedInfo"]["rank"] == 3
    kept = trace_stream.lean_trace(plain)["traceEvents"]
    assert "aten::outer" not in {e["name"][:11] for e in kept if e["cat"] == "cpu_op"} or len(kept) == 5
    assert [e["args"] for e in kept if e["name"].startswith("aten::mm")] == [
        {"Input Dims": [[8, 8], [8, 8]], "Input type": ["float", "float"]}  # what the op's cost reads
    ]


def test_what_it_cannot_cut_it_hands_back_and_a_bad_event_is_refused(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps(_trace([], meta=False)))
    assert trace_stream.lean_trace(empty)["traceEvents"] == []
    nan = tmp_path / "nan.json"
    nan.write_text('{"traceEvents": [{"ph": "X", "cat": "kernel", "name": "k", "ts": NaN, "dur": 1}]}')
    with pytest.raises(trace_stream.Unstreamable):  # orjson refuses NaN: the whole-file reader reads it
        trace_stream.lean_trace(nan)
    cut = tmp_path / "cut.json.gz"
    cut.write_bytes(gzip.compress(json.dumps(_trace([_kernel(1, 1)] * 50)).encode())[:-30])
    with pytest.raises(trace_stream.Unstreamable):
        trace_stream.lean_trace(cut)
    with pytest.raises(TraceError, match="it is not JSON|truncated"):
        ranks.summarize_file(cut)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(_trace([_launch(1, 1), _kernel("2", 1)])))
    with pytest.raises(TraceError, match="has ts '2'"):
        trace_stream.lean_trace(bad)
    none = tmp_path / "none.json"
    none.write_text(json.dumps({"schemaVersion": 1}))
    with pytest.raises(trace_stream.Unstreamable):
        trace_stream.lean_trace(none)
