"""The step's memory (issue 32) from what the child measured: the allocator's history replayed, the peak's
lines, growth and what holds it, saved activations; on small records and on runs recorded on an H100
(``tests/data/h100_memory``: GPT-2 default and reduce-overhead, a planted leak, a transformer block)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from inductor_probe.analysis.memory import (
    GraphCode,
    clock_offset,
    graph_memory,
    line_owners,
    memory_view,
    replay,
    survivors,
)
from inductor_probe.collect.holders import read_snapshot
from inductor_probe.run.artifacts import parse_compiled_module
from inductor_probe.run.manifest import open_run
from inductor_probe.run.memory import GraphCall, Handoff, MemoryRecord

DATA = Path(__file__).parents[1] / "data" / "h100_memory"
MiB = 1 << 20


def recorded(name: str):
    """A recorded run's memory record, history and graphs, as ``workflows.views.memory_of`` reads them."""
    run = DATA / name
    rec = MemoryRecord.from_dict(json.loads((run / "traces" / "memory_record.json").read_text()))
    reduced = read_snapshot(run / rec.snapshot)
    m = open_run(run).manifest
    codes = {}
    for g in m.graphs:
        module = parse_compiled_module(run / g.module)
        codes[g.key] = GraphCode(
            label=g.label,
            kind=module.graph_kind,
            text=(run / g.module).read_text(),
            kernels=tuple(g.kernels),
            extern_calls=tuple(
                replace(k, source_nodes=m.source_nodes)
                for k, m in zip(g.extern_calls, module.extern_calls, strict=False)
            ),
        )
    return rec, reduced, codes, m


def test_replay_takes_a_free_away_once():
    events = [
        ["alloc", 1, 100, 0.0, 0],
        ["alloc", 2, 50, 1.0, 0],
        ["free_requested", 1, 100, 2.0, 0],
        ["free_completed", 1, 100, 3.0, 0],  # the same free, completed later: not counted again
        ["free_completed", 9, 30, 4.0, 0],  # a block from before the history, with no request recorded
    ]
    levels = [level for _, level, _ in replay(events)]
    assert levels == [100, 150, 50, 50, 20]


def test_the_history_clock_is_found_monotonic_or_epoch():
    window = [1_000.0, 2_000.0, 3_000.0]
    mono = {"events": [["alloc", 1, 8, 1_100.0, 0]]}
    assert clock_offset(mono, window) == 0.0
    epoch = {"events": [["alloc", 1, 8, 5e15 + 1_100.0, 0]], "epoch_offset_us": 5e15}
    assert clock_offset(epoch, window) == 5e15
    assert clock_offset({"events": [["alloc", 1, 8, 9e9, 0]]}, window) is None


def test_survivors_are_the_first_steps_blocks_still_allocated():
    window = [0.0, 10.0, 20.0]
    reduced = {
        "events": [
            ["alloc", 1, 100, 1.0, 0],  # kept: a leak
            ["alloc", 2, 50, 2.0, 0],  # freed in the second step
            ["alloc", 3, 70, 12.0, 0],  # the second step's own
            ["free_requested", 2, 50, 13.0, 0],
        ]
    }
    assert survivors(reduced, window) == {1: 100}


def test_saved_for_backward_counts_only_what_a_backward_graph_takes():
    codes = {"f": GraphCode("g0_forward", "forward"), "b": GraphCode("g0_backward", "backward")}
    codes["f2"] = GraphCode("g1_forward", "forward")
    calls = [GraphCall(k, s, 0, 10, 5) for s in (0, 1) for k in ("f", "f2", "b")]
    handoffs = [
        Handoff(s, "f", c, n)
        for s in (0, 1)
        for c, n in (("b", 300), ("f2", 999))  # a forward's output another forward takes is not saved
    ]
    got = graph_memory(MemoryRecord(calls=calls, handoffs=handoffs), codes)
    assert got["g0_forward"].saved_for_backward_bytes == 300
    assert got["g1_forward"].saved_for_backward_bytes == 0
    assert got["g0_backward"].saved_for_backward_bytes is None
    assert got["g0_forward"].peak_delta_bytes == 10 and got["g0_forward"].left_alive_bytes == 5


def test_a_buffer_is_named_by_the_kernel_that_writes_it():
    _, _, codes, _ = recorded("tb")
    fwd = next(c for c in codes.values() if c.label == "g0_forward")
    owners = line_owners(fwd)
    assert owners, "no buffer of the recorded module was matched to a launch"
    assert any(o.startswith("transformer_block.py:22") for o in owners.values())


def test_transformer_top_allocation_at_the_peak_names_the_model_file():
    rec, reduced, codes, m = recorded("tb")
    v, graphs = memory_view(rec, reduced, codes)
    assert v.top[0].source.startswith("transformer_block.py:22 x = x + self.mlp(self.ln2(x))")
    assert v.top[0].graph == "g0_forward"
    # the history's peak is the counters' (481.36 MiB in the report), and the parts add up to it
    assert v.snapshot_peak_bytes == pytest.approx(v.peak_allocated_max_bytes, rel=0.01)
    assert v.before_step_bytes + sum(r.bytes for r in v.top) <= v.snapshot_peak_bytes
    assert v.checks == []
    assert v.timeline and {g.label for g in v.timeline_graphs} == {"g0_forward", "g0_backward"}
    assert max(p[1] for p in v.timeline) == v.snapshot_peak_bytes
    assert graphs["g0_forward"].saved_for_backward_bytes == pytest.approx(272.31 * MiB, rel=0.001)
    assert v.growth_bytes_per_step == 0


def test_planted_leak_growth_and_the_line_that_keeps_it():
    rec, reduced, codes, _ = recorded("leak")
    v, _ = memory_view(rec, reduced, codes)
    assert v.growth_bytes_per_step == pytest.approx(9 * MiB, rel=0.01)
    assert "memory_leak.py:32 history.append(val_loss)" in (v.growth_kept_by or "")
    assert sum(r.bytes for r in v.growth_sources) == pytest.approx(9 * MiB, rel=0.01)
    assert v.growth_sources[0].source.startswith("memory_leak.py:21")


def test_gpt2_library_matmul_named_by_its_fx_nodes_and_saved_activations():
    rec, reduced, codes, _ = recorded("gpt2")
    v, graphs = memory_view(rec, reduced, codes)
    assert v.top[0].source == "extern_kernels.mm (FX nodes: logits)"
    assert v.top[0].bytes == 411_705_344  # the logits: 8 x 256 x 50257 fp32, 392.63 MiB
    assert graphs["g0_forward"].saved_for_backward_bytes == pytest.approx(853.34 * MiB, rel=0.001)
    assert v.eager is not None and v.eager.peak_allocated_bytes == 2_362_029_056


TRUTH = Path(__file__).parents[2] / "benchmarks" / "results" / "memory_h100"


def test_gpt2_peak_against_the_independent_scripts_max_memory_allocated():
    """Acceptance 1: the peak per step read again from the record, against ``benchmarks/memory_truth.py``'s
    ``torch.cuda.max_memory_allocated()`` on the same H100 (compiled within 1%, eager equal)."""
    rec, reduced, codes, _ = recorded("gpt2")
    v, _ = memory_view(rec, reduced, codes)
    truth = json.loads((TRUTH / "truth_gpt2.json").read_text())
    eager = json.loads((TRUTH / "truth_gpt2_eager.json").read_text())
    assert v.peak_allocated_bytes == pytest.approx(truth["peak_allocated_median"], rel=0.01)
    assert v.eager is not None and v.eager.peak_allocated_bytes == eager["peak_allocated_median"]


def test_the_pools_explain_reduce_overheads_lower_peak_within_10_percent():
    """Acceptance 2: default's peak less reduce-overhead's is what the CUDA-graph pools hold, within 10%."""
    views = {}
    for name in ("gpt2", "ro"):
        rec, reduced, codes, _ = recorded(name)
        views[name], _ = memory_view(rec, reduced, codes)
    drop = views["gpt2"].peak_allocated_bytes - views["ro"].peak_allocated_bytes
    assert views["ro"].cuda_graph_pool_bytes == pytest.approx(drop, rel=0.10)


def test_cuda_graph_pools_of_reduce_overhead():
    rec, reduced, codes, _ = recorded("ro")
    v, _ = memory_view(rec, reduced, codes)
    assert v.cuda_graph_pool_bytes == 1_423_966_208
    assert v.peak_allocated_bytes == 328_404_480


def test_a_history_peak_outside_the_measured_steps_is_said():
    rec, reduced, codes, _ = recorded("tb")
    rec.steps = [replace(r, peak_allocated=r.peak_allocated // 2) for r in rec.steps]
    v, _ = memory_view(rec, reduced, codes)
    assert any("outside the measured steps' peaks" in c for c in v.checks)
