"""The step's memory as the reports say it (issue 32): text, JSON, CSV, findings (H100 runs)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from inductor_probe.render import breakdown
from inductor_probe.render.memory import size
from inductor_probe.run.manifest import open_run

DATA = Path(__file__).parents[1] / "data" / "h100_memory"


def test_sizes_in_binary_units():
    assert [size(0), size(512), size(3 << 20), size(1.5 * (1 << 30))] == [
        "0 B",
        "512 B",
        "3.00 MiB",
        "1.50 GiB",
    ]
    assert size(-(9 << 20), signed=True) == "-9.00 MiB" and size(9 << 20, signed=True) == "+9.00 MiB"


def test_text_has_the_step_memory_each_graphs_and_the_peaks_lines():
    text = breakdown.render_text(open_run(DATA / "gpt2"))
    mem = text.split("\nmemory (the CUDA caching allocator, 3 steps measured unprofiled):\n")[1]
    assert mem.startswith("peak allocated 1.54 GiB per step (max 1.54 GiB), reserved 1.86 GiB")
    assert "eager (--eager-baseline, uncompiled): peak allocated 2.20 GiB; compiled 1.54 GiB (-30.2%)" in mem
    assert "392.63 MiB   g0_forward   1         extern_kernels.mm (FX nodes: logits)" in mem
    assert "saved for backward 853.34 MiB" in text.split("== g0_forward")[1]


def test_a_leak_is_a_finding_with_its_line():
    text = breakdown.render_text(open_run(DATA / "leak"))
    findings = text.split("findings")[1].split("\n== step")[0]
    assert "memory grows 9.00 MiB per step (a leak" in findings
    assert "held by history (memory_leak.py:32 history.append(val_loss)" in findings


def test_cuda_graph_pools_are_said():
    text = breakdown.render_text(open_run(DATA / "ro"))
    assert "CUDA-graph pools hold 1.33 GiB" in text


def test_json_has_step_memory_and_graphs_memory():
    data = json.loads(breakdown.render_json(open_run(DATA / "tb")))
    assert data["step"]["memory"]["peak_allocated_bytes"] == 504_747_008
    assert {g["label"]: g["memory"]["calls"] for g in data["graphs"]} == {
        "g0_forward": 5,
        "g0_backward": 5,
    }  # 3 steps + 2 of history


def test_csv_has_memory_rows_in_bytes():
    rows = list(csv.DictReader(io.StringIO(breakdown.render_csv(open_run(DATA / "tb")))))
    mem = {(r["graph"], r["name"]): r["bytes"] for r in rows if r["level"] == "memory"}
    assert float(mem[("step", "peak_allocated")]) == 504_747_008
    assert float(mem[("g0_forward", "saved_for_backward")]) > 0
    peak = [r for r in rows if r["level"] == "memory_at_peak"]
    assert peak[0]["name"].startswith("transformer_block.py:22")


def test_a_step_that_keeps_its_output_says_so_in_text_and_json():
    """Issue 41, item 4: the memory line says the step kept the model's output through backward (as loops that
    bind it do); a run recorded before it (no ``output_kept``) says nothing of it."""
    run = open_run(DATA / "gpt2")
    assert "alive through backward" not in breakdown.render_text(run)
    assert run.manifest.step is not None and run.manifest.step.memory is not None
    run.manifest.step.memory.output_kept = True
    assert "the step keeps the model's output alive through backward" in breakdown.render_text(run)
    assert json.loads(breakdown.render_json(run))["step"]["memory"]["output_kept"] is True
