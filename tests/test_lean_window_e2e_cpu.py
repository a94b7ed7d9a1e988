"""End to end on CPU (issue 57, acceptance 5): a host-bound loop of many small compiled calls, profiled both
ways in one run. The lean window (``_compat/lean.py``) stretches its steps at most 1.15x where the rich
window (ops with shapes and Python stacks, the only window before issue 57) stretched them 1.5-3.5x (runs on
a 2-core host); the run says both stretches in its JSON and its trust line, and a reanalysis reads both
traces again. With the rich window's settings the lean window read 2.01x: the test failed."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

from inductor_probe.cli import main

pytestmark = pytest.mark.slow
DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> tuple[Path, str]:
    """The loop under the tool; run once more where the lean window read over 1.15x: this 2-core host changes
    speed for a second or so at a time (the same steps at 2.3 or 4.1 ms), so one run in six read 1.47x
    against the steps timed just before it; a window that costs the step (the rich window's settings:
    2.01x) reads over the bound in both."""
    for attempt in range(2):
        out = tmp_path_factory.mktemp(f"lean{attempt}") / "run"
        args = ["breakdown", str(DATA / "many_small_calls.py"), "--device", "cpu", "--out", str(out)]
        assert main([*args, "--steps", "8", "--", "--iters", "40"]) == 0
        text = (out / "run.json").read_text()
        lean = next(w for w in json.loads(text)["step"]["profiled"]["windows"] if w["kind"] == "lean")
        if lean["stretch"] <= 1.15:
            break
    return out, text


def test_the_lean_window_barely_stretches_a_host_bound_loop_the_rich_one_doubles(run, capsys):
    out, text = run
    step = json.loads(text)["step"]
    windows = {w["kind"]: w for w in step["profiled"]["windows"]}
    lean, rich = windows["lean"], windows["rich"]
    assert lean["steps"] == rich["steps"] == 8
    # against the unprofiled steps timed right before it (after the rich window and its export): this host's
    # speed changes for seconds at a time, and against the timed steps before the rich window it read
    # 0.62-1.97x in six runs
    assert lean["reference_steps"] == 3 and lean["reference_ms"] > 0
    # its steps timed as the reference steps are (the host's clock at its boundaries), the trace's alike
    timed = statistics.median(lean["timed_ms"])
    assert lean["stretch"] == pytest.approx(timed / lean["reference_ms"])
    assert timed == pytest.approx(lean["ms"], rel=0.05)
    assert lean["stretch"] <= 1.15, lean
    # the rich window's own stretch of this loop varied 1.5-3.5x between runs on a 2-core host (its unprofiled
    # wall is timed apart from it); within the run, against the lean window, it is well clear of it
    assert rich["ms"] >= 1.3 * lean["ms"], (lean, rich)
    assert (out / lean["trace"]).is_file() and (out / rich["trace"]).is_file()
    trust = next(t for t in step["profiled"]["trust"] if t["what"] == "profiler")
    assert f"the lean window {lean['stretch']:.2f}x" in trust["text"]


def test_a_reanalysis_reads_both_windows_again(run, capsys):
    out, text = run
    before = json.loads(text)["step"]["profiled"]["windows"]
    assert main(["report", "--run", str(out), "--reanalyse", "--format", "json"]) == 0
    after = json.loads((out / "run.json").read_text())["step"]["profiled"]["windows"]
    assert [(w["kind"], w["trace"]) for w in after] == [(w["kind"], w["trace"]) for w in before]
    assert [w["stretch"] for w in after] == pytest.approx([w["stretch"] for w in before])


def test_the_lean_window_alone_on_a_cpu_is_refused_in_one_line(tmp_path, capsys):
    args = ["breakdown", str(DATA / "many_small_calls.py"), "--device", "cpu", "--profile", "lean"]
    assert main([*args, "--out", str(tmp_path / "run")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--profile lean records the GPU's work alone" in err[0]
    assert not (tmp_path / "run").exists()  # refused before anything was made
