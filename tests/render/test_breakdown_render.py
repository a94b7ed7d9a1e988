"""The breakdown renderers: every recorded run renders as it did before the move to typed
manifests (tests/data/golden/), and the report's warning for a CPU graph timed under load."""

from __future__ import annotations

import json

import pytest

from inductor_probe.render import breakdown, kernels
from inductor_probe.render.breakdown import render_text
from inductor_probe.run.manifest import Manifest, Run, open_run


def _printed(text: str) -> str:
    """As the CLI prints it: with one newline at the end."""
    return text if text.endswith("\n") else text + "\n"


RUNS = ["h100_reduction", "h100_script_graph_break", "h100_transformer", "h100_transformer_max_autotune"]


@pytest.mark.parametrize("name", RUNS)
@pytest.mark.parametrize("fmt", ["text", "json", "csv"])
def test_recorded_runs_render_as_recorded(data_dir, name, fmt):
    """golden/<run>.report.<fmt>: what `report --run RUN --format FMT` printed before the typed
    manifest (the run directory replaced by <RUN>); kernels.<fmt> likewise for `kernels`."""
    run = open_run(data_dir / name)
    golden = data_dir / "golden"
    got = _printed(breakdown.RENDERERS[fmt](run))
    assert got.replace(str(run.path), "<RUN>") == (golden / f"{name}.report.{fmt}").read_text()
    if fmt == "text":
        top3 = _printed(breakdown.RENDERERS["text"](run, top=3))
        assert top3.replace(str(run.path), "<RUN>") == (golden / f"{name}.report.top3.text").read_text()
    from inductor_probe.analysis.kernels import list_kernels

    got = _printed(kernels.RENDERERS[fmt](list_kernels(run.manifest, run.path)))
    assert got == (golden / f"{name}.kernels.{fmt}").read_text()


def test_reading_and_writing_a_manifest_changes_nothing(data_dir):
    for name in RUNS:
        text = (data_dir / name / "run.json").read_text()
        assert json.dumps(Manifest.from_dict(json.loads(text)).to_dict(), indent=1, default=str) == text


def test_report_warns_for_a_cpu_graph_timed_under_load(data_dir):
    m = json.loads((data_dir / "h100_transformer" / "run.json").read_text())
    g = m["graphs"][0]
    g["profile"] = dict(g.get("profile") or {}, other_load_cores=1.3, cpu_count=2)
    text = render_text(Run(data_dir / "h100_transformer", Manifest.from_dict(m)))
    assert "other processes kept 1.3 of 2 CPU cores busy" in text
    g["profile"]["other_load_cores"] = 0.1
    assert "other processes kept" not in render_text(
        Run(data_dir / "h100_transformer", Manifest.from_dict(m))
    )


def test_a_script_that_ended_early_is_told_whose_steps_option_it_was(data_dir):
    """Issue 43: `breakdown train.py -- --steps 12` read "the script ended after 3 of --steps 5": the tool's
    --steps, not the script's; the line says whose option it is and where the script's own go."""
    m = json.loads((data_dir / "h100_step_train_script" / "run.json").read_text())
    assert m["step"]["kind"] == "script"
    m["step"]["steps"], m["step"]["steps_requested"] = 3, 5  # a run recorded before the sides
    text = render_text(Run(data_dir / "h100_step_train_script", Manifest.from_dict(m)))
    assert "the script ended after 3 of the 5 profiled steps of inductor-probe's --steps" in text
    assert "the script's own go after `--`" in text


def test_a_graph_whose_kernels_outlast_the_wall_says_so_and_what_the_step_table_gives_it(data_dir):
    """Issue 41, item 3: a graph's kernel times as profiled may add to more than the step's wall (a CPU run
    under other load read "201.425 ms per call (145.0% of the step's wall)" beside 120 ms in the step table):
    the line marks it, with the table's figure and why; a graph within the wall reads as before."""
    from inductor_probe.render.step import graph_line
    from inductor_probe.run.manifest import open_run

    m = open_run(data_dir / "h100_step_train_script").manifest
    g = next(g for g in m.graphs if g.breakdown is not None and g.calls_per_step)
    assert m.step is not None and m.step.wall_ms
    assert "more than the wall" not in graph_line(g, m)
    summed = g.breakdown.kernel_time_ms * g.calls_per_step
    m.step.wall_ms = summed / 1.45  # the kernels, as profiled, 145% of the wall
    share = next(x for x in m.step.graphs if x.label == g.label)
    share.ms = 0.8 * m.step.wall_ms
    m.step.profiled.scaled_to_wall = 0.69
    line = graph_line(g, m)
    assert "(145.0% of the step's wall as profiled, more than the wall: the profiler or other load" in line
    assert f"the step's table gives it {share.ms:.3f} ms per step, 80.0% of the wall)" in line
    m.step.profiled.scaled_to_wall = None
    assert "they overlap, on several threads or streams" in graph_line(g, m)


def test_a_scripts_header_says_its_own_mode_is_kept_unless_mode_set_one():
    """A script that picks torch.compile's mode itself (mode="reduce-overhead") read "mode default" before."""
    from inductor_probe.vocab import CompileMode

    assert CompileMode.said("default", "script") == "script: its own torch.compile mode"
    assert CompileMode.said("reduce-overhead", "script").startswith(
        "script: --mode reduce-overhead set through"
    )
    assert CompileMode.said("max-autotune", "convention") == "mode max-autotune"
