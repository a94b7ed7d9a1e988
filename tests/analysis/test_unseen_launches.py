"""``analysis/unseen``: a trace whose CUDA-graph replays lost their kernels (the profiler's activity buffer
overflowed, as with a graph replayed continuously; simulated here by cutting the kernels of 8 of the 10
replays out of the recorded H100 reduce-overhead run's trace) is flagged: its busy and idle are said not to be
the step's, the idle causes, verdict and bound finding held back, the same in text, JSON and HTML; the
untouched trace is not flagged."""

from __future__ import annotations

import gzip
import json
import shutil

import pytest

from inductor_probe import workflows
from inductor_probe.render import breakdown
from inductor_probe.render.html.run import render_html
from inductor_probe.run.manifest import open_run

RUN = "h100_step_reduce_overhead"


def _cut(path, keep: int) -> int:
    """Drop the device activities of every CUDA-graph replay after the first ``keep``; the replays cut."""
    data = json.loads(gzip.open(path).read())
    ev = data["traceEvents"]
    graph_corr = [
        e["args"]["correlation"]
        for e in sorted(ev, key=lambda e: e.get("ts", 0))
        if e.get("name") == "cudaGraphLaunch"
    ]
    drop = set(graph_corr[keep:])
    data["traceEvents"] = [
        e
        for e in ev
        if not (
            e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset") and e["args"].get("correlation") in drop
        )
    ]
    path.write_bytes(gzip.compress(json.dumps(data).encode()))
    return len(drop)


@pytest.fixture(scope="module")
def runs(tmp_path_factory, data_dir):
    out = {}
    for name, keep in (("whole", None), ("cut", 2)):
        copy = tmp_path_factory.mktemp(name) / RUN
        shutil.copytree(data_dir / RUN, copy)
        if keep is not None:
            assert _cut(copy / "traces" / "step.json.gz", keep) == 8
        out[name] = workflows.reanalyse(open_run(copy))
    return out


def test_a_trace_that_lost_replays_kernels_says_so_and_holds_back_what_stands_on_its_idle(runs):
    cut = runs["cut"]
    s = cut.manifest.step
    assert (s.profiled.launches.graph_launches, s.profiled.launches.graph_unseen) == (10, 8)
    text = breakdown.render_text(cut)
    assert "the trace lacks the GPU work of 8 of 10 CUDA-graph replays" in text
    assert "verdict:" not in text and "ms per step by cause" not in text and "what-if" not in text
    found = json.loads(breakdown.render_json(cut))["findings"]
    assert found[0]["kind"] == "trust" and "8 of 10 CUDA-graph replays" in found[0]["what"]
    assert not any(f["what"].startswith(("launch-bound", "host-bound", "sync-bound")) for f in found)
    page = render_html(cut)
    assert "8 of 10 CUDA-graph replays" in page and "not the step" in page


def test_an_untouched_trace_is_not_flagged(runs):
    whole = runs["whole"]
    s = whole.manifest.step
    assert (s.profiled.launches.graph_launches, s.profiled.launches.unseen()) == (10, 0)
    text = breakdown.render_text(whole)
    assert "lacks the GPU work" not in text
    assert not any(f["kind"] == "trust" for f in json.loads(breakdown.render_json(whole))["findings"])


def _x(name, ts, dur, tid=7):
    return {
        "ph": "X",
        "cat": "cuda_runtime",
        "name": name,
        "ts": ts,
        "dur": dur,
        "tid": tid,
        "pid": 1,
        "args": {},
    }


def test_cuda_graphs_recorded_inside_the_steps_are_counted_with_their_host_time():
    from inductor_probe.analysis.unseen import launches_seen

    wins = [(0.0, 1000.0), (1000.0, 2000.0)]
    events = [  # a recording in each step: capture begins, ends, the graph is instantiated
        *(
            _x(n, t0 + dt, d)
            for t0 in (100.0, 1100.0)
            for n, dt, d in (
                ("cudaStreamBeginCapture", 0.0, 5.0),
                ("cudaStreamEndCapture", 200.0, 10.0),
                ("cudaGraphInstantiateWithFlags", 220.0, 280.0),
            )
        ),
        *(_x(n, 3000.0 + dt, 5.0) for n, dt in (("cudaStreamBeginCapture", 0), ("cudaGraphInstantiate", 10))),
    ]
    # kernels launched while a graph is captured run nothing (no device activity): not taken for lost work
    events += [
        {**_x("cuLaunchKernel", t, 2.0), "cat": "cuda_driver", "args": {"correlation": k}}
        for k, t in enumerate((150.0, 1150.0))
    ]
    got = launches_seen(events, wins)
    assert (got.captures, got.capture_ms) == (2, pytest.approx(2 * 0.5))  # the one after the steps is not
    assert (got.kernel_launches, got.kernel_unseen) == (0, 0)


def test_a_recording_in_the_steps_is_said_under_the_step_and_found(tmp_path, data_dir):
    copy = tmp_path / RUN
    shutil.copytree(data_dir / RUN, copy)
    path = copy / "traces" / "step.json.gz"
    data = json.loads(gzip.open(path).read())
    ev = data["traceEvents"]
    step = next(e for e in ev if str(e.get("name", "")).startswith("ProfilerStep#"))
    tid = next(e["tid"] for e in ev if e.get("name") == "cudaGraphLaunch")
    t = float(step["ts"]) + 10.0
    ev += [
        _x("cudaStreamBeginCapture", t, 5.0, tid),
        _x("cudaGraphInstantiateWithFlags", t + 400.0, 600.0, tid),
    ]
    path.write_bytes(gzip.compress(json.dumps(data).encode()))
    run = workflows.reanalyse(open_run(copy))
    assert run.manifest.step.profiled.launches.captures == 1
    text = breakdown.render_text(run)
    assert "CUDA graphs recorded inside the profiled steps: 1 in 5 steps, 0.200 ms" in text
    found = json.loads(breakdown.render_json(run))["findings"]
    assert any("recorded 1 times" in f["what"] and f["gain_ms"] == pytest.approx(0.2) for f in found)
    assert "CUDA graphs recorded inside the profiled steps" in render_html(run)
