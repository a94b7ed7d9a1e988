"""``analysis/ledger``: torch.compile's host time around each compiled graph's calls (issue 41's runtime
ledger), on recorded H100 traces (figures checked against the trace's own ranges, computed here the plain
way) and on a small hand-made trace whose profiler cost per event is known."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from inductor_probe.analysis import ledger
from inductor_probe.analysis.spans import host_spans
from inductor_probe.analysis.step_trace import parse_step_trace, step_windows
from inductor_probe.run.runtime import GraphHost, GuardTimed, ProfilerCost
from inductor_probe.run.timings import StepTiming

DATA = Path(__file__).resolve().parents[1] / "data"
GATED = DATA / "h100_insight_gated_mlp_bf16" / "traces" / "step.json.gz"
SCRIPT = DATA / "h100_step_train_script" / "traces" / "step.json.gz"


def _events(path: Path) -> list[dict]:
    return [e for e in json.load(gzip.open(path))["traceEvents"] if e.get("ph") == "X"]


def _by_frame(calls: list[ledger.CallCost]) -> dict:
    out: dict = {}
    for c in calls:
        out.setdefault((c.frame, c.backward), []).append(c)
    return out


def test_a_single_graph_model_reads_each_region_less_its_graph_and_the_lookup_before_it():
    events = _events(GATED)
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    # the plain way: each region's time less Inductor's range of the module's call; the lookup before it
    host = sorted((e for e in events if e.get("cat") in ("cpu_op", "user_annotation")), key=lambda e: e["ts"])
    regions = [e for e in host if e["name"].startswith("Torch-Compiled Region")]
    graphs = [e for e in host if e["name"].startswith("## Call CompiledFxGraph")]  # the module's own call
    lookups = [e for e in host if e["name"] == "TorchDynamo Cache Lookup"]
    assert len(calls) == len(regions) == len(graphs) == len(lookups) == 5
    got = sorted((round(c.wrapper_us, 3), round(c.guard_us, 3), round(c.call_us, 3)) for c in calls)
    want = sorted(
        (round(r["dur"] - g["dur"], 3), round(lk["dur"], 3), round(g["dur"], 3))
        for r, g, lk in zip(regions, graphs, lookups, strict=True)
    )
    assert got == want
    assert all(c.frame == "0/0" and not c.backward and c.key for c in calls)


def test_nested_frames_keep_their_own_time_and_a_backward_graph_its_wrapper():
    events = _events(SCRIPT)
    wins = step_windows(events)
    calls = _by_frame(ledger.profiled_calls(host_spans(events), wins))
    # frames 1/0 -> 2/0 -> 3/0 (a script with graph breaks): 1/0's own time is its region's less 2/0's region
    # and the lookup before it, less the eager operators 1/0 runs itself
    one = sorted((e for e in events if e["name"] == "Torch-Compiled Region: 1/0"), key=lambda e: e["ts"])
    two = sorted((e for e in events if e["name"] == "Torch-Compiled Region: 2/0"), key=lambda e: e["ts"])
    tid = one[0]["tid"]
    lookups = [e for e in events if e["name"] == "TorchDynamo Cache Lookup" and e["tid"] == tid]
    want = []
    for r1, r2 in zip(one, two, strict=True):
        inner = [lk for lk in lookups if r1["ts"] <= lk["ts"] and lk["ts"] + lk["dur"] <= r2["ts"] + 1e-3]
        eager = [
            e
            for e in events
            if e["tid"] == tid
            and e.get("cat") in ("cpu_op", "cuda_runtime", "cuda_driver")
            and r1["ts"] <= e["ts"] < r1["ts"] + r1["dur"]
            and not (r2["ts"] <= e["ts"] < r2["ts"] + r2["dur"])
            and e not in inner
            and not e["name"].startswith(("Torch-Compiled", "TorchDynamo", "Pregraph", "AOTDispatcher"))
        ]
        want.append(r1["dur"] - r2["dur"] - inner[-1]["dur"] - sum(e["dur"] for e in eager))
    got = sorted(c.wrapper_us for c in calls[("1/0", False)])
    assert got == pytest.approx(sorted(want)[: len(got)], abs=0.01)  # µs: absolute timestamps' rounding
    assert all(c.key is None for c in calls[("1/0", False)])  # no graph of its own
    back = calls[(None, True)]
    assert len(back) == 5 and all(c.key and c.wrapper_us > 0 and c.guard_us is None for c in back)
    # the region the profiler stopped inside (its graph never recorded) is no run of the steps, nor its lookup
    assert not [c for c in calls.get((None, False), []) if c.key is None and c.wrapper_us is None]
    assert len(calls[("0/0", False)]) == 4  # step 9's region began before the profiler did


def _x(name, ts, dur, cat="cpu_op", tid=1):
    return {"ph": "X", "name": name, "ts": ts, "dur": dur, "cat": cat, "tid": tid, "pid": 1}


def _trace() -> list[dict]:
    """Two steps, one region each: a 10 µs lookup, a 100 µs region holding a 60 µs graph call with 5 events
    in it (the graph range, Inductor's range, 2 launches, 1 op: 5 with the range) and 2 wrapper ranges."""
    out = []
    for k, t in enumerate((1000.0, 2000.0)):
        out.append(_x(f"ProfilerStep#{k}", t, 500.0, "user_annotation"))
        out.append(_x("TorchDynamo Cache Lookup", t + 5, 10.0))
        out.append(_x("Torch-Compiled Region: 0/0", t + 20, 100.0))
        out.append(_x("Pregraph bytecode", t + 22, 3.0))
        out.append(_x("AOTDispatcher Runtime Wrapper Prologue", t + 26, 4.0))
        out.append(_x("inductor_probe::graph kkey", t + 40, 60.0, "user_annotation"))
        out.append(_x("## Call CompiledFxGraph fkey ##", t + 41, 58.0))
        out.append(_x("aten::empty_strided", t + 42, 2.0))
        out.append(_x("cuLaunchKernel", t + 50, 5.0, "cuda_driver"))
        out.append(_x("cuLaunchKernel", t + 70, 5.0, "cuda_driver"))
    return out


def test_without_measured_costs_each_figure_is_divided_by_how_much_longer_the_graphs_calls_ran_profiled():
    events = _trace()
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    assert [(c.guard_us, c.guard_n, c.wrapper_us, c.wrapper_n, c.call_us, c.call_n) for c in calls] == [
        (10.0, (1, 0), 42.0, (4, 0), 58.0, (4, 0))
    ] * 2
    timing = StepTiming(graph_calls={"kkey": 2}, graph_host=[GraphHost(key="kkey", calls=1, us=50.0)])
    v = ledger.runtime_view(calls, 2, timing, {"kkey": "g0"}, 1.0)
    assert v.basis == "unprofiled" and v.inflation == pytest.approx(58.0 / 50.0)
    (r,) = v.rows
    assert r.graph == "g0" and r.frame == "0/0" and r.calls == 1
    assert r.guard_us == pytest.approx(10.0 / 1.16) and r.wrapper_us == pytest.approx(42.0 / 1.16)
    assert r.call_us == 50.0 and r.wrapper_profiled_us == 42.0 and not r.guard_timed
    assert r.ms == pytest.approx(52.0 / 1.16 / 1e3) and r.pct == pytest.approx(5.2 / 1.16)


def test_without_the_graphs_timed_unprofiled_the_figures_stay_as_profiled():
    events = _trace()
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    v = ledger.runtime_view(calls, 2, StepTiming(host_ms=0.5), {}, 1.0)
    assert v.basis == "profiled" and v.inflation is None and v.rest_us is None
    assert v.rows[0].guard_us == 10.0 and v.rows[0].wrapper_us == 42.0


def test_the_rest_of_the_hosts_step_is_what_no_row_holds():
    events = _trace()
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    timing = StepTiming(host_ms=0.12, graph_host=[GraphHost(key="kkey", calls=1, us=50.0)])
    v = ledger.runtime_view(calls, 2, timing, {}, 1.0)
    assert v.outside_us == pytest.approx(70.0) and v.rest_us == pytest.approx(70.0 - 52.0 / 1.16)


def test_a_frames_guards_timed_on_its_inputs_stand_and_the_profiles_parts_fit_around_them():
    events = _trace()
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    timing = StepTiming(
        host_ms=0.06,  # 10 µs outside the graph's own call
        graph_host=[GraphHost(key="kkey", calls=1, us=50.0)],
        guards=[GuardTimed(frame="0/0", us=3.0)],
    )
    v = ledger.runtime_view(calls, 2, timing, {}, 1.0)
    (r,) = v.rows
    assert r.guard_timed and r.guard_us == 3.0  # not scaled
    assert (
        r.wrapper_us == pytest.approx(7.0)
        and v.rest_us == 0.0
        and v.scaled == pytest.approx(7.0 / (42 / 1.16))
    )
    assert v.guards == timing.guards  # kept for a reanalysis


def test_measured_costs_per_python_call_and_per_other_event_come_off_by_kind():
    events = _trace()
    for t in (1000.0, 2000.0):  # four Python calls in the wrapper (AOTAutograd's), one in the graph's call
        events += [_x("runtime_wrappers.py(1): f", t + 31 + k, 0.5, "python_function") for k in range(4)]
        events.append(_x("output_code.py(1): call", t + 43, 0.5, "python_function"))
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    assert {(c.wrapper_n, c.call_n) for c in calls} == {((8, 4), (5, 1))}
    cost = ProfilerCost(python_us=0.5, op_us=2.0)
    timing = StepTiming(profiler_cost=cost, graph_host=[GraphHost(key="kkey", calls=1, us=50.0)])
    v = ledger.runtime_view(calls, 2, timing, {}, 1.0)
    (r,) = v.rows
    assert v.basis == "unprofiled" and v.cost == cost and v.inflation is None
    assert r.wrapper_us == pytest.approx(42.0 - 4 * 2.0 - 4 * 0.5) and r.guard_us == pytest.approx(8.0)
    # the graph's own call brought back the same way: 58 - 4 x 2.0 - 0.5 = 49.5 against 50 timed
    assert v.check_pct == pytest.approx(-1.0)


def test_measured_costs_that_miss_the_timed_calls_give_way_and_the_parts_fit_the_timed_host_step():
    events = _trace()
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    # the costs measured apart would bring the graph's call back to 57.92 µs against 40 timed: not used
    timing = StepTiming(
        profiler_cost=ProfilerCost(python_us=0.0, op_us=0.02),
        graph_host=[GraphHost(key="kkey", calls=1, us=40.0)],
        host_ms=0.08,  # the host's step: 40 µs outside the graph's own call
    )
    v = ledger.runtime_view(calls, 2, timing, {}, 1.0)
    assert v.check_pct == pytest.approx(100.0 * (58.0 - 0.08 - 40.0) / 40.0)
    assert v.inflation == pytest.approx(58.0 / 40.0)  # the call's own inflation instead
    (r,) = v.rows
    guard, wrapper = 10.0 / 1.45, 42.0 / 1.45  # under the 40 timed: the rest is what they leave
    got = (r.guard_us, r.wrapper_us, v.rest_us, v.outside_us, v.scaled)
    assert got == pytest.approx((guard, wrapper, 40.0 - guard - wrapper, 40.0, None))
    timing.host_ms = 0.05475  # 14.75 µs outside the call: the profile's parts scaled to fit
    v = ledger.runtime_view(calls, 2, timing, {}, 1.0)
    (r,) = v.rows
    k = 14.75 / (guard + wrapper)
    assert (r.guard_us, r.wrapper_us, v.rest_us, v.scaled) == pytest.approx((guard * k, wrapper * k, 0.0, k))
    # a loaded CPU timed the graph's own call past the host's whole step (two passes that disagree): nothing
    # is measured outside, the rows stay as brought back, and the report renders (it divided by a scale of 0)
    timing.host_ms = 0.035
    v = ledger.runtime_view(calls, 2, timing, {}, 1.0)
    (r,) = v.rows
    assert (r.guard_us, r.wrapper_us, v.rest_us, v.outside_us, v.scaled) == pytest.approx(
        (guard, wrapper, None, None, None)
    )


def test_the_tools_own_wrapper_of_the_call_is_not_torch_compiles():
    events = _trace()
    for t in (1000.0, 2000.0):  # with Python stacks: the tool's wrapper frame around its range, its own call
        events.append(
            _x("inductor_probe/_compat/graph_call.py(26): __call__", t + 38, 63.0, "python_function")
        )
        events.append(_x("torch/autograd/profiler.py(841): __enter__", t + 38.5, 1.0, "python_function"))
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    # the region's 100 µs less the module's call (58) and the tool's frame less the range it holds (63 - 60)
    assert {(c.wrapper_us, c.wrapper_n, c.call_us) for c in calls} == {(39.0, (4, 0), 58.0)}


def test_the_step_view_of_a_recorded_run_carries_the_ledger():
    s = parse_step_trace(GATED, "cuda")
    assert s.runtime and len(s.runtime) == 5


def test_calls_that_ran_faster_profiled_leave_the_figures_as_they_are():
    """On a loaded CPU the graph's call timed without the profiler once read slower than profiled (0.66x):
    dividing by that would make every figure larger than the profile's."""
    events = _trace()
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    timing = StepTiming(graph_host=[GraphHost(key="kkey", calls=1, us=88.0)])  # 58 µs profiled
    v = ledger.runtime_view(calls, 2, timing, {}, 1.0)
    assert v.inflation == 1.0 and v.rows[0].wrapper_us == 42.0 and v.rows[0].guard_us == 10.0


def test_frames_that_called_no_compiled_graph_have_no_wrapper_and_a_run_of_them_no_ledger():
    """Issue 56: where Dynamo compiled nothing (FSDP2 + activation checkpointing broke at the checkpoint's
    operator), each layer still runs inside a ``Torch-Compiled Region``: its time is the user's eager code,
    and was read as 3497.8 µs of "wrappers" per call. The recorded script's trace with its graph calls taken
    out is such a run: no wrapper figure, and no runtime view."""
    from inductor_probe.ranges import GRAPH_RANGE_PREFIX, INDUCTOR_GRAPH_PREFIX

    events = [
        e
        for e in _events(SCRIPT)
        if not str(e["name"]).startswith((GRAPH_RANGE_PREFIX, INDUCTOR_GRAPH_PREFIX))
    ]
    calls = ledger.profiled_calls(host_spans(events), step_windows(events), events)
    assert calls and all(c.key is None and c.wrapper_us is None for c in calls)
    assert ledger.runtime_view(calls, 5, StepTiming(), {}, 10.0) is None
    # the same trace with its graphs: the frames that call them (or call frames that do) keep their wrapper
    whole = _events(SCRIPT)
    kept = ledger.profiled_calls(host_spans(whole), step_windows(whole), whole)
    assert any(c.wrapper_us is not None and c.key is None for c in kept)
