"""Trace parsing and the per-kernel / per-category tables, on traces recorded on the H100."""

import pytest

from inductor_probe.analysis.breakdown import analyse
from inductor_probe.analysis.trace import TraceError, parse_trace
from inductor_probe.run.artifacts import parse_compiled_module
from inductor_probe.run.tables import GraphBreakdown


@pytest.fixture(scope="module", params=["g0_forward", "g0_backward"])
def graph(request, data_dir):
    run = data_dir / "h100_transformer"
    summary = parse_trace(run / "traces" / f"{request.param}.json.gz")
    module = parse_compiled_module(run / "modules" / f"{request.param}.py")
    return request.param, summary, module


def test_only_the_marked_calls_are_read(graph):
    _, s, module = graph
    assert s.device_type == "cuda" and s.calls == 10
    assert sorted(s.rows["call"].unique()) == list(range(10))
    # Every Triton kernel of the module, as often per call as the module launches it.
    per_call = s.rows.groupby("name").size() / s.calls
    for k in module.kernels:
        assert per_call[k.name] == k.launches_in_source


def test_busy_is_a_union_within_the_window(graph):
    _, s, _ = graph
    total = s.rows["dur_us"].sum()
    assert 0 < s.busy_us <= s.window_us
    assert s.busy_us <= total * (1 + 1e-9)  # equal when no two kernels overlap
    assert 0 < s.busy_pct <= 100


def test_library_kernels_carry_their_aten_op(graph):
    _, s, _ = graph
    gemm = s.rows[s.rows["name"].str.contains("gemm")]
    assert not gemm.empty and set(gemm["op"]) <= {"aten::mm", "aten::addmm"}
    attn = s.rows[s.rows["name"].str.startswith("fmha")]
    assert attn["op"].str.contains("efficient_attention").all()


def test_named_categories_cover_99_percent(graph):
    label, s, module = graph
    bd = analyse(s, module, peak_gbps=3352.3)
    assert bd.categories["time_ms"].sum() * 1e3 == pytest.approx(bd.kernels["time_us"].sum(), rel=0.01)
    other = bd.categories.loc[bd.categories["category"] == "other", "pct"].sum()
    assert other < 1.0
    cats = set(bd.categories["category"])
    assert {"extern_mm", "attention", "pointwise", "persistent_reduction"} <= cats
    if label == "g0_backward":
        assert {"reduction", "copy_memset", "other_aten"} <= cats


def test_bandwidth_from_kernel_num_gb(graph):
    _, s, module = graph
    bd = analyse(s, module, peak_gbps=3352.3)
    k = bd.kernels.set_index("name")
    triton = k[k.index.str.startswith("triton_")]
    assert triton["gbps"].notna().all()
    assert (triton["pct_peak_bw"] < 110).all()  # nothing beats the memory much
    assert k[~k.index.str.startswith("triton_")]["gbps"].isna().all()
    # gain if 2x faster: half the kernel's time over the window per call
    row = bd.kernels.iloc[0]
    assert row["gain_if_2x_pct"] == pytest.approx(50 * row["exec_us"] / (bd.window_ms * 1e3))


def test_breakdown_round_trips(graph):
    _, s, module = graph
    bd = analyse(s, module, peak_gbps=None)
    back = GraphBreakdown.from_dict(bd.to_dict())
    assert back.kernels["name"].tolist() == bd.kernels["name"].tolist()
    assert back.busy_pct == bd.busy_pct


def test_recorded_run_matches_a_fresh_analysis(data_dir):
    """run.json tables were computed by the same code from the same trace."""
    import json

    run = data_dir / "h100_reduction"
    m = json.loads((run / "run.json").read_text())
    g = m["graphs"][0]
    s = parse_trace(run / "traces" / "g0_inference.json.gz")
    bd = analyse(
        s,
        parse_compiled_module(run / "modules" / "g0_inference.py"),
        m["environment"]["device"]["peak_mem_gbps"],
    )
    assert bd.kernels["name"].tolist() == [k["name"] for k in g["breakdown"]["kernels"]]
    assert bd.kernel_time_ms == pytest.approx(g["breakdown"]["kernel_time_ms"])


def test_a_trace_without_call_ranges_is_refused(tmp_path):
    p = tmp_path / "t.json"
    p.write_text('{"traceEvents": [{"ph": "X", "cat": "kernel", "name": "k", "ts": 1, "dur": 2}]}')
    with pytest.raises(TraceError, match="no 'inductor_probe::call' ranges"):
        parse_trace(p)


def test_stream_time_adds_the_gpu_launch_gap(graph):
    _, s, _ = graph
    r = s.rows
    assert (r["stream_us"] >= r["dur_us"]).all()
    # What is added is the GPU's base launch cost (about 1 µs on the H100), never idle time.
    extra = r["stream_us"] - r["dur_us"]
    assert 0.5 < extra.median() < 1.5 and extra.max() < 1.5
    # With the gaps' excess, the kernels account for the stream's time: at most the window.
    per_call = r.groupby("call")[["stream_us", "gap_excess_us"]].sum().sum(axis=1)
    assert (per_call <= s.window_us / s.calls * 1.05).all()
    assert (r["gap_excess_us"] >= 0).all() and r["gap_excess_us"].max() < 5.0


def test_stream_times_rules():
    import pandas as pd

    from inductor_probe.analysis.trace import stream_times

    df = pd.DataFrame(
        {
            "ts_us": [0.0, 12.0, 30.0, 100.0, 100.0],
            "dur_us": [10.0, 10.0, 10.0, 5.0, 5.0],
            # 2nd launched before the 1st ended (queued); 3rd launched after the 2nd ended (idle gap)
            "launch_ts_us": [-5.0, 5.0, 25.0, 90.0, 90.0],
            "stream": [7, 7, 7, 7, 8],
        }
    )
    out = stream_times(df)
    assert out["stream_us"].tolist() == [
        12.0,  # execution + the 2 µs queued gap (the only one, so also the base launch cost)
        12.0,  # idle after it: the base launch cost, not the 8 µs idle
        12.0,  # last on its stream: the same
        7.0,
        7.0,  # last on their streams: execution + the base
    ]
    assert (out["gap_excess_us"] == 0.0).all()


def test_stream_times_charge_the_base_launch_cost_and_keep_the_rest_apart():
    """Ten back-to-back launches on one stream, gaps 1 µs but two of 2.5 µs (as on an H100, where the
    same pair's gap moves between ~1 and ~2 µs from call to call): each launch is charged 1 µs and
    the extra 1.5 µs of the two long gaps is stream time no kernel owns."""
    import pandas as pd

    from inductor_probe.analysis.trace import base_gap, stream_times

    gaps = [1.0, 1.0, 2.5, 1.0, 1.0, 1.0, 2.5, 1.0, 1.0]
    ts, t = [], 0.0
    for k in range(10):
        ts.append(t)
        t += 5.0 + (gaps[k] if k < len(gaps) else 0.0)
    df = pd.DataFrame({"ts_us": ts, "dur_us": [5.0] * 10, "launch_ts_us": [-100.0] * 10, "stream": [7] * 10})
    out = stream_times(df)
    assert base_gap(df) == 1.0
    assert out["stream_us"].tolist() == [6.0] * 10  # the last one (stream ends) gets the base too
    assert out["gap_excess_us"].tolist() == [0.0, 0.0, 1.5, 0.0, 0.0, 0.0, 1.5, 0.0, 0.0, 0.0]
    # a gap below the base is charged as it is
    df.loc[1:, "ts_us"] -= 0.5
    out = stream_times(df)
    assert out["stream_us"].iloc[0] == 5.5 and out["gap_excess_us"].iloc[0] == 0.0
