"""End to end on CPU (issue 28): the planted sleep of examples/idle_sleep.py is the step's idle, at its line;
a script that calls its compiled graph only five times still gets a step view, with fewer steps, stated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_probe.cli import main

pytestmark = pytest.mark.slow
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _sleep_line() -> int:
    text = (EXAMPLES / "idle_sleep.py").read_text().splitlines()
    return next(i for i, t in enumerate(text, 1) if "time.sleep(" in t)


def test_the_planted_sleep_is_the_idle_at_its_line(tmp_path, capsys):
    out = tmp_path / "run"
    rc = main(
        [
            "breakdown",
            str(EXAMPLES / "idle_sleep.py"),
            "--device",
            "cpu",
            "--out",
            str(out),
            "--",
            "--iters",
            "30",
        ]
    )
    assert rc == 0
    step = json.loads((out / "run.json").read_text())["step"]
    causes = step["idle"]["causes"]
    assert sum(c["ms"] for c in causes) == pytest.approx(step["idle_ms"], rel=1e-6)
    top = causes[0]
    # the sleep, named by the line that called it (collect/callers.py), not the loop's line
    assert top["cause"] == "Python" and top["source"] == f"idle_sleep.py:{_sleep_line()} (sleep)"
    # of the idle the profiled steps saw: where the 2-core box slowed the timed steps more than the profiled
    # ones, the rest of the unprofiled idle reads "not in the profiled steps" and is no cause of the script's
    unseen = sum(c["ms"] for c in causes if c["cause"] == "not in the profiled steps")
    assert top["ms"] >= 0.6 * (step["idle_ms"] - unseen)
    text = capsys.readouterr().out
    assert f"Python at idle_sleep.py:{_sleep_line()} (sleep)" in text


def test_a_script_with_five_calls_gets_a_step_view_with_fewer_steps(tmp_path, capsys):
    script = tmp_path / "five.py"
    script.write_text(
        "import torch\n"
        "m = torch.compile(torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.ReLU()))\n"
        "x = torch.randn(8, 64)\n"
        "for _ in range(5):\n"
        "    m(x)\n"
    )
    out = tmp_path / "run"
    assert main(["breakdown", str(script), "--device", "cpu", "--out", str(out)]) == 0
    m = json.loads((out / "run.json").read_text())
    step = m["step"]
    assert step["profiled"]["steps"] >= 1
    assert "called its first compiled graph 5 times" in step["script"]["fitted"]
    # 2 steps timed in the fitted run, then runs that only time (3 steps each) until 5 are timed (issue 38)
    assert len(step["timed"]["wall_blocks_ms"]) >= 5
    assert "more run(s) of it timing only" in step["script"]["fitted"]
    assert (out / "logs" / "timing1.log").exists() and (out / "logs" / "driver.log").exists()
    assert m["graphs"][0]["breakdown"]["view"] == "step"
    assert "fewer steps than asked" in capsys.readouterr().out
