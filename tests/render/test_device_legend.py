"""The report's words follow the run's device: a CPU run's legend and notes say nothing of GPU
launches or ncu; a GPU run's text is what it was (tests/data/golden)."""

from __future__ import annotations

import copy
import json

import pytest

from inductor_probe.render.breakdown import CPU_FOOT, CPU_STEP_FOOT, FOOT, STEP_FOOT, render_text
from inductor_probe.run.manifest import Manifest, Run

GPU_WORDS = ("GPU", "ncu", "gpu__time_duration", "launch cost", "launched", "CUDA")


def _cpu(m: dict) -> dict:
    """A recorded run as a CPU run records it (the renderer reads the device from the manifest)."""
    m = copy.deepcopy(m)
    m["device_type"] = "cpu"
    m["environment"]["device"] = {"type": "cpu", "name": "x86_64", "peak_mem_gbps": None}
    for g in m["graphs"]:
        g["device_type"] = "cpu"
        g.pop("cuda_graph", None)
        for bd in (g.get("breakdown"), g.get("isolated")):
            if bd:
                bd.update(device_type="cpu", launch_gaps_ms=None, base_gap_us=None)
    if m.get("step"):
        m["step"].update(device_type="cpu", base_gap_us=None, wall_spread_pct=40.0)
        for g in m["step"]["graphs"]:
            g["cuda_graph"] = False
    return m


def _text(data_dir, name: str, edit=None) -> str:
    m = json.loads((data_dir / name / "run.json").read_text())
    if edit:
        m = edit(m)
    return render_text(Run(data_dir / name, Manifest.from_dict(m)))


@pytest.mark.parametrize(
    "name, foot",
    [("h100_transformer", CPU_FOOT), ("h100_step_reduce_overhead", CPU_STEP_FOOT)],
    ids=["isolated", "step"],
)
def test_a_cpu_runs_report_says_nothing_gpu_specific(data_dir, name, foot):
    text = _text(data_dir, name, _cpu)
    assert text.endswith(foot)
    assert "C++ kernel" in foot and "ATen call" in foot
    # the device's name and the model's file name are the run's own; the rest is the tool's words
    for word in GPU_WORDS:
        assert word not in text, (word, [ln for ln in text.splitlines() if word in ln][:3])


@pytest.mark.parametrize(
    "name, foot",
    [("h100_transformer", FOOT), ("h100_step_reduce_overhead", STEP_FOOT)],
    ids=["isolated", "step"],
)
def test_a_gpu_runs_legend_is_unchanged(data_dir, name, foot):
    text = _text(data_dir, name)
    assert text.endswith("\n\n" + foot)
    assert "the GPU's base launch cost (what ncu's gpu__time_duration measures)" in foot


def test_the_step_notes_follow_the_device(data_dir):
    def spread(m):
        m["step"]["wall_spread_pct"] = 40.0
        return m

    gpu = _text(data_dir, "h100_step_reduce_overhead", spread)
    assert "the host or the GPU was disturbed while timed" in gpu
    cpu = _text(data_dir, "h100_step_reduce_overhead", _cpu)
    assert "other work on the machine disturbed it while timed" in cpu and "GPU" not in cpu


def test_a_run_with_no_tables_has_no_legend(data_dir):
    """A run that failed before anything was profiled: no column to explain."""

    def failed(m):
        m = _cpu(m)
        m.pop("step", None)
        m["status"], m["error"] = "failed", {"message": "model error: boom", "exit_code": 3}
        for g in m["graphs"]:
            g.pop("breakdown", None)
        return m

    text = _text(data_dir, "h100_transformer", failed)
    assert text.rstrip().endswith("run status: failed (model error: boom)")
    assert CPU_FOOT not in text and FOOT not in text


@pytest.mark.slow
def test_a_real_cpu_runs_report(cpu_runs, capsys):
    from inductor_probe.cli import main

    run, _ = cpu_runs[0]
    assert main(["report", "--run", str(run)]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().endswith(CPU_STEP_FOOT)
    for word in ("ncu", "gpu__time_duration", "launch cost", "the GPU"):
        assert word not in out, word
    # the page: no empty sections (memory and roofline are not measured on a CPU: one line each says so)
    assert main(["report", "--run", str(run), "--format", "html"]) == 0
    page = capsys.readouterr().out
    data = json.loads(page.split('id="probe-data">', 1)[1].split("</script>", 1)[0])
    titles = [b["title"] for b in data["blocks"] if b["type"] == "section"]
    assert not [t for t in titles if t.startswith(("Memory", "Roofline"))], titles
    for line in ("memory: measured on CUDA only", "no roofline: a CPU run"):
        assert page.count(line) == 1, line
    for word in ("ncu", "gpu__time_duration", "no launching op", "the GPU's"):
        assert word not in page, word


def test_a_run_records_the_command_line_it_was_given_not_the_processs(cpu_runs):
    """``main(argv)`` in-process (here, under pytest) recorded pytest's own argv as the run's command; a page
    of the run then named the test files (the word "ncu" of test_ncu_top.py came out on a CPU run's page)."""
    run, m = cpu_runs[0]
    assert m["command"][:3] == ["inductor-probe", "breakdown", m["model"]["path"]]
    assert m["command"][-7:] == ["--calls", "5", "--steps", "3", "--isolated", "-q", "--format", "json"][-7:]
    assert m["command"][3:5] == ["--out", str(run)]
