"""The step view's reading of a trace: a small GPU trace written by hand, so each rule is visible."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from inductor_probe.analysis.step import graph_tables, step_view
from inductor_probe.analysis.step_trace import graph_key, parse_step_trace, step_windows
from inductor_probe.analysis.trace import load_events
from inductor_probe.run.artifacts import CompiledModule, KernelInfo
from inductor_probe.run.timings import StepTiming

FWD, BWD = "cfwdkey", "cbwdkey"
MAIN, AUTOGRAD = 1, 2


def _trace(tmp_path):
    """Two steps of 1000 µs (host ranges). Per step, on the main thread: the forward graph's call
    (two Triton kernels, a cuBLAS gemm launched by aten::mm), a loss kernel outside any graph
    (aten::sum), a memcpy launched with no ATen op inside a user range; on the autograd thread: the
    backward graph's call, replayed as a CUDA graph (two kernels of one cudaGraphLaunch).
    A kernel launched before the first step (the profiler's warm-up) belongs to no step."""
    ev, corr = [], [0]

    def x(name, cat, ts, dur, tid=MAIN, **args):
        ev.append(
            {"ph": "X", "name": name, "cat": cat, "ts": ts, "dur": dur, "pid": 1, "tid": tid, "args": args}
        )

    def kernel(name, launch_ts, ts, dur, tid=MAIN, launch="cuLaunchKernel", cat="kernel", share=False):
        if not share:
            corr[0] += 1
            x(
                launch,
                "cuda_driver" if launch == "cuLaunchKernel" else "cuda_runtime",
                launch_ts,
                2,
                tid,
                correlation=corr[0],
            )
        ev.append(
            {
                "ph": "X",
                "name": name,
                "cat": cat,
                "ts": ts,
                "dur": dur,
                "pid": 0,
                "tid": 7,
                "args": {"correlation": corr[0], "stream": 7},
            }
        )

    kernel("triton_poi_warmup_0", 10, 20, 5)
    for s, t0 in enumerate((1000.0, 2000.0)):
        x(f"ProfilerStep#{s + 1}", "user_annotation", t0, 1000)
        x(f"inductor_probe::graph {FWD}", "user_annotation", t0 + 10, 200)
        x("## Call CompiledFxGraph ffwd ##", "cpu_op", t0 + 11, 198)
        kernel("triton_poi_fused_add_0", t0 + 20, t0 + 300, 50)
        kernel("triton_red_fused_sum_1", t0 + 30, t0 + 351, 30)
        x("aten::mm", "cpu_op", t0 + 40, 20)
        kernel("sm90_xmma_gemm", t0 + 45, t0 + 382, 100)
        x("aten::sum", "cpu_op", t0 + 250, 20)  # outside: the loss
        kernel("reduce_kernel", t0 + 255, t0 + 483, 10, launch="cudaLaunchKernel")
        x("Optimizer.zero_grad", "user_annotation", t0 + 280, 30)  # outside, no ATen op: named by its range
        kernel("Memset (Device)", t0 + 290, t0 + 494, 1, launch="cudaMemsetAsync", cat="gpu_memset")
        x(f"inductor_probe::graph {BWD}", "user_annotation", t0 + 300, 100, tid=AUTOGRAD)
        kernel("triton_per_fused_bwd_0", t0 + 310, t0 + 500, 40, tid=AUTOGRAD, launch="cudaGraphLaunch")
        kernel(
            "triton_per_fused_bwd_1", None, t0 + 541, 60, tid=AUTOGRAD, launch="cudaGraphLaunch", share=True
        )
    path = tmp_path / "step.json"
    path.write_text(json.dumps({"traceEvents": ev}))
    return path


def _module(*names):
    return CompiledModule(
        "m.py", None, 0, "forward", tuple(KernelInfo(n, "triton", heuristic=None) for n in names), ()
    )


@pytest.fixture
def view(tmp_path):
    path = _trace(tmp_path)
    summary = parse_step_trace(path, "cuda", 2)
    wins = step_windows(load_events(path), 2)
    child = StepTiming(
        steps=2,
        wall_blocks_ms=[0.70, 0.72, 0.71],
        block_steps=10,
        wall_spread_pct=2.8,
        graph_calls={FWD: 2, BWD: 2},
    )
    labels = {FWD: "g0_forward", BWD: "g0_backward"}
    mods = {
        FWD: _module("triton_poi_fused_add_0", "triton_red_fused_sum_1"),
        BWD: _module("triton_per_fused_bwd_0"),
    }
    return summary, step_view(summary, wins, child, labels, mods, peak_gbps=None)


def test_rows_belong_to_the_step_of_their_launch_and_the_graph_around_it(view):
    summary, _ = view
    rows = summary.rows
    assert len(rows) == 2 * 7 and set(rows["call"]) == {0, 1}  # the warm-up kernel is in no step
    by_name = rows.drop_duplicates("name").set_index("name")
    assert by_name.loc["triton_poi_fused_add_0", "graph"] == FWD  # the tool's range, not Inductor's inside it
    assert by_name.loc["sm90_xmma_gemm", "graph"] == FWD and by_name.loc["sm90_xmma_gemm", "op"] == "aten::mm"
    assert by_name.loc["triton_per_fused_bwd_1", "graph"] == BWD  # on the autograd thread, from a CUDA graph
    assert (
        pd.isna(by_name.loc["reduce_kernel", "graph"]) and by_name.loc["reduce_kernel", "op"] == "aten::sum"
    )
    assert by_name.loc["Memset (Device)", "op"] == "Optimizer.zero_grad"  # no ATen op: its innermost range


def test_step_view_figures(view):
    _, s = view
    assert s.profiled.steps == 2 and s.wall_ms == pytest.approx(0.71)
    graphs = {g.label: g for g in s.graphs}
    # forward: 300..350, 351..381, 382..482 -> 182 µs of union; backward 500..540, 541..601 -> 100 µs
    assert graphs["g0_forward"].ms == pytest.approx(0.180)
    assert graphs["g0_backward"].ms == pytest.approx(0.100) and graphs["g0_backward"].cuda_graph
    assert not graphs["g0_forward"].cuda_graph and graphs["g0_forward"].calls_per_step == 1.0
    assert s.outside_ms == pytest.approx(0.011)
    assert {o.op: o.ms for o in s.where.outside_ops} == pytest.approx(
        {"aten::sum": 0.010, "Optimizer.zero_grad": 0.001}
    )
    assert s.profiled.busy_ms == pytest.approx(0.291)
    assert s.busy_pct == pytest.approx(100 * 0.291 / 0.71)
    assert s.idle_ms == pytest.approx(0.71 - 0.291)
    assert s.profiled.accounted_pct == pytest.approx(100.0)
    assert s.window_ms == pytest.approx(1.0)  # the host range outlasts the kernels here
    cats = {c.category for c in s.where.categories}
    assert {"pointwise", "reduction", "extern_mm", "other_aten", "copy_memset"} <= cats


def test_a_graphs_tables_are_per_call(view):
    summary, s = view
    bd = graph_tables(
        summary, FWD, _module("triton_poi_fused_add_0"), calls=2, steps=2, wall_ms=s.wall_ms, peak_gbps=None
    )
    k = bd.kernels.set_index("name")
    assert bd.view == "step" and bd.calls == 2 and len(k) == 3
    assert k.loc["triton_poi_fused_add_0", "exec_us"] == pytest.approx(50.0)
    assert k.loc["triton_poi_fused_add_0", "category"] == "pointwise"
    # gain if 2x: half its execution over the step's unprofiled wall
    assert k.loc["sm90_xmma_gemm", "gain_if_2x_pct"] == pytest.approx(100 * 50 / 710)


def test_a_graph_slowed_past_the_wall_is_busy_over_the_profiled_window(view):
    """Issue 41: under other load a CPU graph read 606% busy (its profiled kernels against the unprofiled
    wall); where they outlast the wall, the graph's busy is over the profiled window, as the step's is."""
    summary, _ = view
    bd = graph_tables(summary, FWD, None, calls=2, steps=2, wall_ms=0.1, peak_gbps=None)
    # 180 µs of the forward's kernels per step against a 100 µs wall: over the 2 profiled steps (1 ms each)
    assert bd.busy_pct == pytest.approx(100 * 2 * 180 / 2000.0)
    normal = graph_tables(summary, FWD, None, calls=2, steps=2, wall_ms=0.71, peak_gbps=None)
    assert normal.busy_pct == pytest.approx(100 * 180 / 710.0)


def test_graph_keys():
    assert graph_key("inductor_probe::graph cabc") == "cabc"
    assert graph_key("## Call CompiledFxGraph fxyz ##") == "fx:fxyz"
    assert graph_key("aten::mm") is None
