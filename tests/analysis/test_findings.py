"""Findings first (issue 28): the step's bound, fp32 matmuls under a TF32 roof, the most recoverable kernel;
and the CUDA-graphs what-if of a launch-bound step."""

from __future__ import annotations

import pytest

from inductor_probe.analysis import whatif
from inductor_probe.analysis.findings import compile_findings, findings
from inductor_probe.run.idle import CauseRow
from inductor_probe.run.manifest import open_run
from inductor_probe.vocab import IdleCause


def test_a_launch_bound_step_under_cuda_graphs():
    causes = [
        CauseRow(IdleCause.LAUNCH_OVERHEAD, 1.40),
        CauseRow(IdleCause.SYNC, 0.02),
        CauseRow(IdleCause.PYTHON, 0.045),
    ]
    # 1.661 ms wall, 0.196 ms of kernels: the launches go; the Python runs on the host while the GPU replays;
    # a sync still drains the queue. The host 1.8 ms measured (more than the wall: taken at the wall), 90% of
    # it in the graph's call: 0.1661 ms + one replay
    got = whatif.cuda_graphs(
        wall_ms=1.661,
        busy_ms=0.196,
        idle_ms=1.465,
        causes=causes,
        host_ms=1.8,
        in_graphs_share=0.9,
        graph_calls=1,
    )
    assert got.gpu_ms == pytest.approx(0.196 + 0.02)
    assert got.host_ms == pytest.approx(0.1661 + whatif.REPLAY_HOST_US / 1e3)
    assert got.step_ms == pytest.approx(max(got.gpu_ms, got.host_ms))
    assert got.saved_ms == pytest.approx(1.661 - got.step_ms)
    # a host that stays busy outside the graphs bounds the step
    slow = whatif.cuda_graphs(
        wall_ms=1.661,
        busy_ms=0.196,
        idle_ms=1.465,
        causes=causes,
        host_ms=1.6,
        in_graphs_share=0.5,
        graph_calls=1,
    )
    assert slow.step_ms == pytest.approx(0.8 + whatif.REPLAY_HOST_US / 1e3)


def test_the_host_time_inside_graph_calls_is_their_union():
    events = [
        {"ph": "X", "name": "inductor_probe::graph a", "ts": 0.0, "dur": 10.0},
        {"ph": "X", "name": "inductor_probe::graph b", "ts": 5.0, "dur": 10.0},
        {"ph": "X", "name": "aten::mm", "ts": 20.0, "dur": 10.0},
        {"ph": "X", "name": "inductor_probe::graph a", "ts": 90.0, "dur": 20.0},
    ]
    assert whatif.host_in_graphs_us(events, [(0.0, 100.0)]) == pytest.approx(25.0)


def test_an_fp32_transformer_opens_with_its_matmuls(reanalysed):
    m = open_run(reanalysed("h100_insight_transformer")).manifest
    found = findings(m)
    assert found and "fp32 matmuls" in found[0].what and "TF32 roof is 8.0x higher" in found[0].what
    assert found == sorted(found, key=lambda f: -f.gain_ms)
    fp32 = found[0]
    # the gain is below the matmuls' own time, and their time is below the step's busy time
    assert 0 < fp32.gain_ms < float(fp32.what.split()[0]) <= m.step.profiled.busy_ms


def test_a_host_bound_step_opens_with_its_bound(reanalysed):
    m = open_run(reanalysed("h100_insight_resnet50")).manifest
    bound = [f for f in findings(m) if f.what.startswith("host-bound")]
    host = [c.ms for c in m.step.idle.causes if c.cause != IdleCause.LAUNCH_OVERHEAD]
    assert len(bound) == 1 and bound[0].gain_ms == pytest.approx(sum(host))
    assert "the largest Python" in bound[0].what


def test_the_csv_lists_the_idle_by_cause(reanalysed):
    import csv
    import io

    from inductor_probe.render.breakdown import render_csv

    run = open_run(reanalysed("h100_step_train_script"))
    rows = list(csv.DictReader(io.StringIO(render_csv(run))))
    idle_rows = [r for r in rows if r["level"] == "idle"]
    assert len(idle_rows) == len(run.manifest.step.idle.causes)
    assert sum(float(r["time_us"]) for r in idle_rows) == pytest.approx(
        run.manifest.step.idle_ms * 1e3, rel=1e-6
    )


def test_each_graph_gets_its_own_bound(reanalysed):
    from inductor_probe.render.step import graph_line

    m = open_run(reanalysed("h100_step_train_script")).manifest
    lines = {g.label: graph_line(g, m) for g in m.graphs if g.breakdown is not None}
    # every graph of this launch-bound script waited on its launches; the smallest most of all
    assert all("launch-bound: the GPU waited" in x for x in lines.values()), lines
    waited = {c.graph: c.ms for c in m.step.idle.causes if c.cause == IdleCause.LAUNCH_OVERHEAD and c.graph}
    for label, ms in waited.items():
        assert f"waited {ms:.3f} ms per step" in lines[label]


def test_a_cpu_run_on_a_loaded_host_leads_with_it_and_the_fix(data_dir):
    """Issue 43: a CPU run's figures under other load were 10-100x off with only a last-line warning; its
    findings now open with the load and the fix (fewer threads, taskset, a quiet host)."""
    from inductor_probe.analysis.findings import run_findings
    from inductor_probe.vocab import RunKind

    m = open_run(data_dir / "h100_step_train_script").manifest
    m.device_type = "cpu"
    m.step.timed.other_load_cores = 1.8
    for g in m.graphs:
        if g.profile is not None:
            g.profile.cpu_count = 2
    first = run_findings(m)[0]
    assert first.kind == "trust" and first.gain_ms is None
    assert first.what.startswith("other processes kept 1.8 CPU cores busy while this run was timed")
    m.command = [
        "inductor-probe",
        "breakdown",
        "train.py",
        "--nproc-per-node",
        "2",
    ]  # a job's rank: its peers
    assert all(f.kind != "trust" for f in run_findings(m))  # share the host by design
    m.run_kind = RunKind.ONE_PROCESS  # the plan's kind decides where it is recorded: a script's own argument
    assert run_findings(m)[0].kind == "trust"  # that reads "--nproc-per-node" is no job
    m.command, m.run_kind = [], RunKind.JOB
    assert all(f.kind != "trust" for f in run_findings(m))
    m.run_kind = None
    m.step.timed.other_load_cores = 0.2  # a quiet host: nothing said
    assert all(f.kind != "trust" for f in run_findings(m))
    m.device_type = "cuda"
    m.step.timed.other_load_cores = 1.8  # a GPU run's times are the GPU's
    assert all(f.kind != "trust" for f in run_findings(m))


def test_a_cpu_run_leads_with_its_largest_kernel_and_says_its_threads(data_dir):
    """Issue 43: a CPU report had no findings. The largest kernel or ATen call per step, and what it would
    save at twice the speed, leads; the header says how many threads torch ran; the kernel table drops the
    columns a CPU never fills (exec_us repeats time_us, no bandwidth). A GPU run gets no such finding."""
    from inductor_probe.render.breakdown import render_text

    run = open_run(data_dir / "h100_transformer")
    assert not any("the largest of the run's kernels" in f.what for f in findings(run.manifest))
    m = run.manifest
    m.device.type, m.device.threads = "cpu", 2
    m.device_type = "cpu"
    got = [f for f in findings(m) if "the largest of the run's kernels and ATen calls" in f.what]
    assert len(got) == 1

    def per(g):  # calls of the graph per step; a run without a step view: per call
        return (g.calls_per_step or 0) if m.step is not None else 1

    rows = [(r, g) for g in m.graphs if g.breakdown for r in g.breakdown.kernel_rows()]
    top, g = max(rows, key=lambda x: x[0]["time_us"] * per(x[1]))
    ms = top["time_us"] * per(g) / 1e3
    assert got[0].what.startswith(f"{top['name']} in {g.label}") and got[0].gain_ms == pytest.approx(ms / 2)
    text = render_text(run)
    assert "(cpu, 2 torch threads)" in text
    table = text.split("kernels:\n", 1)[1].split("\n", 1)[0]
    assert "time_us" in table and "exec_us" not in table and "GB/s" not in table and "%peak_bw" not in table


def test_a_recompile_s_guard_is_one_line_without_the_stack_dynamo_quotes():
    """A per-layer compiled HF Llama (FSDP2, 4 x H200): Dynamo's reason for recompiling each decoder layer is
    its guard, the source line it quotes and a user stack trace; the finding names the guard in one line."""
    from inductor_probe.run.dynamo import Recompile
    from inductor_probe.run.manifest import Manifest, ModelSpec

    reason = (
        "0/0: self._modules['self_attn'].layer_idx == 0                # keys, values = self.layers[idx]"
        ".update(key_states, value_states, *args, **kwargs)  # transformers/cache_utils.py:1397 in update\n"
        'User stack trace:\n  File "/x/transformers/modeling_layers.py", line 109, in __call__\n'
        "    return super().__call__(*args, **kwargs)"
    )
    m = Manifest.new(["inductor-probe"], ModelSpec(path="t.py", kind="script"))
    m.recompiles = [
        Recompile(
            compile_id="0/1",
            reason=reason,
            function="__call__",
            file="/x/m.py",
            line=80,
            compile_s=1.2,
            at_s=28.1,
        )
    ]
    (line,) = [f.what for f in compile_findings(m)]
    assert "after a guard failed (0/0: self._modules['self_attn'].layer_idx == 0):" in line
    assert "\n" not in line and "User stack trace" not in line


def _eager_run(graphs: int, outside_ms: float = 0.0, graph_ms: float = 0.0):
    """A run as issue 56's FSDP2 + activation checkpointing job kept it: Dynamo broke at the checkpoint's
    higher-order operator and compiled nothing (its counters: 0 graphs, 1 break), or compiled some of it."""
    from inductor_probe.run.dynamo import DynamoCounters, GraphBreak
    from inductor_probe.run.manifest import GraphShare, Manifest, ModelSpec, StepView

    m = Manifest.new(["inductor-probe"], ModelSpec(path="t.py", kind="script"))
    m.dynamo = DynamoCounters(frames=1, graphs=graphs, graph_breaks=1, recompiles=0)
    m.graph_breaks = [
        GraphBreak(
            reason="HOP: Unsafe side effect",
            file="/x/transformers/cache_utils.py",
            line=124,
            function="lazy_initialization",
            hint="torch._dynamo.config.skip_fwd_side_effects_in_bwd_under_checkpoint = True",
        )
    ]
    m.step = StepView(wall_ms=46.0, outside_ms=outside_ms)
    if graph_ms:
        m.step.graphs = [GraphShare(label="g0_forward", ms=graph_ms, calls_per_step=4)]
    return m


def test_a_run_that_compiled_nothing_leads_with_it_and_dynamo_s_reason():
    from inductor_probe.analysis.findings import run_findings

    first = run_findings(_eager_run(graphs=0, outside_ms=30.0))[0]
    assert first.what.startswith("torch.compile did nothing here: Dynamo compiled no graph")
    assert "1 frame, 0 graphs, 0 recompiles, 1 graph break" in first.what
    assert "cache_utils.py:124 in lazy_initialization: HOP: Unsafe side effect" in first.what
    assert "skip_fwd_side_effects_in_bwd_under_checkpoint" in first.what
    # said once: the graph-break finding does not repeat it
    assert sum("lazy_initialization" in f.what for f in run_findings(_eager_run(graphs=0))) == 1


def test_a_step_mostly_eager_at_a_break_leads_with_its_share_and_a_compiled_one_does_not():
    from inductor_probe.analysis.findings import run_findings

    first = run_findings(_eager_run(graphs=2, outside_ms=30.0, graph_ms=10.0))[0]
    assert first.what.startswith("75% of the step's GPU work ran outside compiled graphs (eager)")
    assert "lazy_initialization" in first.what
    mostly_compiled = run_findings(_eager_run(graphs=2, outside_ms=2.0, graph_ms=30.0))
    assert not any("outside compiled graphs (eager)" in f.what for f in mostly_compiled)
    assert any(f.what.startswith("Dynamo split the compiled code") for f in mostly_compiled)
