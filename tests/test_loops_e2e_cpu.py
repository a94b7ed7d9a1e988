"""Issue 38 on CPU: a script's step is its loop's step, whatever its first graph does (``examples/loops.py``):
per-block compile with gradient accumulation cut at the optimizer's step, a generate loop at each prefill, a
loop that evaluates every few steps named step by step, marks; each step's graph calls right and whole, and
the wall near the script's own timing of its steps in the same run."""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.steps_table import _aligned
from inductor_probe.cli import main

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]
LOOPS = ROOT / "examples" / "loops.py"
CHECK = ROOT.parent / "shared" / "tools" / "check_run.py"
WALL_TOL = 0.10  # the script's own timing of the same steps (on 4 H100s they agree within 0.55%)
ALIGN_TOL = 0.05  # the tool's and the script's walls of one step: their cuts differ by a little host work


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return tmp_path_factory.mktemp("loops-cache")


def _run(loop: str, tmp_path: Path, cache: Path, capsys) -> tuple[dict, Path, str]:
    out = tmp_path / loop
    argv = ["breakdown", str(LOOPS), "--out", str(out), "--cache-dir", str(cache), "-q", "--", "--loop", loop]
    rc = main([*argv, "--time"])  # the script's own timing of its steps, in its log
    cap = capsys.readouterr()
    assert rc == 0, cap.err
    return json.loads((out / "run.json").read_text())["step"], out, cap.out


def _own_pairs(out: Path, walls: list[float]) -> list[tuple[float, float]]:
    """The tool's timed steps paired with the script's own timing of the very same steps (``--time``: no code
    of the tool), as it printed it in the same run: found among its own timings where they agree best
    (``benchmarks/steps_table._aligned``: the offset whose median disagreement is least, and under ALIGN_TOL;
    the two cut at nearly the same place). A cut in the wrong place (a block, a micro-batch) finds none."""
    log = (out / "logs" / "driver.log").read_text()
    own = [float(x) for x in re.findall(r"truth: median [0-9.]+ ms over \d+ steps: (.*)", log)[-1].split()]
    return _aligned(walls, own, ALIGN_TOL)


def _same_steps(out: Path, walls: list[float]) -> tuple[float, float]:
    """The medians of the tool's and the script's own walls of the same steps (``_own_pairs``)."""
    pairs = _own_pairs(out, walls)
    assert pairs, f"the tool's timed steps {walls} are none of the script's own steps"
    return statistics.median(a for a, _ in pairs), statistics.median(b for _, b in pairs)


def _calls(step: dict) -> dict[str, float]:
    return {g["label"]: g["calls_per_step"] for g in step["graphs"]}


def _agree(step: dict, tool: float, script: float) -> None:
    """The tool's wall of the steps within WALL_TOL of the script's own timing of them; where they are not,
    and other processes kept the host busy meanwhile (the step's ``other_load_cores``), the check says so and
    skips (issue 43: no test depends on an idle host; a loaded suite once read 2.43 ms against 2.76 ms)."""
    if tool == pytest.approx(script, rel=WALL_TOL):
        return
    load = step["timed"].get("other_load_cores")
    if load is not None and load >= 0.5:
        pytest.skip(
            f"the host was loaded ({load:.1f} other cores busy): {tool:.3f} ms vs the script's {script:.3f}"
        )
    assert tool == pytest.approx(script, rel=WALL_TOL)


def _spread(walls: list[float]) -> float:
    return 100.0 * (max(walls) - min(walls)) / statistics.median(walls)


def _holds(out: Path, step: dict) -> None:
    parts = sum(g["ms"] for g in step["graphs"]) + step["outside_ms"] + step["idle_ms"]
    assert parts == pytest.approx(step["wall_ms"], rel=0.03) and 0 < step["busy_pct"] <= 100
    if not CHECK.exists():
        return
    done = subprocess.run([sys.executable, str(CHECK), str(out)], capture_output=True, text=True)
    said = done.stdout + done.stderr
    if done.returncode == 0 and ": ok" in done.stdout:
        return
    # check_run's notes (a profiled window stretched on a loaded host) are no failures
    failed = [line for line in said.strip().splitlines() if ": note: " not in line]
    spread_only = bool(failed) and all("the wall varied" in line for line in failed)
    load = step["timed"].get("other_load_cores")
    if spread_only and load is not None and load >= 0.5:
        # the walls of the timed steps spread because other processes kept the host busy (issue 43: no test
        # depends on an idle host): said, and the rest of the checks above still hold
        pytest.skip(f"the host was loaded ({load:.1f} other cores busy): {said.strip()[-200:]}")
    pairs = _own_pairs(out, step["timed"]["wall_blocks_ms"]) if spread_only else []
    if pairs:
        # check_run reads a large spread as a cut in the wrong place; the script's own clock, cutting the same
        # steps (pairs found within ALIGN_TOL: a wrong cut finds none), saw the same steps as long: a step of
        # the loop was (a host hiccup, a collection), the cut is the loop's. A CI run once timed one generate
        # step at 4.04 ms between steps of 1.52-1.61 ms; a loaded run here, 2.49 ms among 1.12-1.69 ms (the
        # script's own 2.48 among 1.13-1.65: check_run's 116% over all five, 96% over the four paired).
        own = _spread([b for _, b in pairs])
        assert own >= 0.8 * _spread([a for a, _ in pairs]), (said, pairs)
        return
    walls = step["timed"]["wall_blocks_ms"]
    raise AssertionError(f"{said}; the tool's steps {walls}, paired with the script's {pairs}")


def test_gradient_accumulation_with_per_block_compile_is_cut_at_the_optimizer(tmp_path, cache, capsys):
    step, out, text = _run("accum", tmp_path, cache, capsys)
    assert step["script"]["boundary"] == "optimizer" and step["script"]["step_checks"] == []
    # 3 blocks, 4 micro-batches: the first block's own graph (its input needs no grad) once a micro-batch,
    # the graph the other two share twice
    assert _calls(step) == {"g0_forward": 4, "g0_backward": 4, "g1_forward": 8, "g1_backward": 8}
    assert "cut at each optimizer.step()" in text
    _holds(out, step)
    tool, script = _same_steps(out, step["timed"]["wall_blocks_ms"])
    _agree(step, tool, script)


def test_marks_cut_the_same_steps(tmp_path, cache, capsys):
    step, out, text = _run("mark", tmp_path, cache, capsys)
    assert step["script"]["boundary"] == "mark" and "cut at each inductor_probe.mark_step()" in text
    assert _calls(step) == {"g0_forward": 4, "g0_backward": 4, "g1_forward": 8, "g1_backward": 8}
    _holds(out, step)


def test_generate_is_cut_at_each_prefill(tmp_path, cache, capsys):
    step, out, text = _run("generate", tmp_path, cache, capsys)
    assert (
        step["script"]["boundary"] == "period"
        and step["script"]["period"] == 1
        and step["script"]["step_checks"] == []
    )
    calls = _calls(step)
    prefill = next(
        g["label"] for g in step["graphs"] if g["calls_per_step"] == 1 and g["label"] == "g0_inference"
    )
    assert prefill == "g0_inference" and sum(calls.values()) == 1 + 6  # the prefill and 6 decode calls
    _holds(out, step)
    tool, script = _same_steps(out, step["timed"]["wall_blocks_ms"])
    _agree(step, tool, script)
    # the tool's own host time in the timed steps (7 graph calls a step), measured and said
    assert (
        0 < step["script"]["tool_us"] < 1e3 * step["wall_ms"]
        and "the tool's own cost in the timed steps" in text
    )


def test_an_eval_pass_every_few_steps_is_named_step_by_step(tmp_path, cache, capsys):
    step, out, text = _run("eval", tmp_path, cache, capsys)
    assert step["script"]["boundary"] == "optimizer"
    checks = step["script"]["step_checks"]
    assert checks and all("inference" in c["differs"] for c in checks)
    # the training graphs' calls are whole whatever the eval steps add
    calls = _calls(step)
    assert calls["g0_forward"] == 4 and calls["g1_forward"] == 8
    assert "is not like the others" in text
    _holds(out, step)


def test_a_lightning_fit_is_cut_at_its_optimizer_steps(tmp_path, cache, capsys):
    """Lightning runs forward and backward inside the optimizer's closure and steps the optimizer itself: the
    step is each optimizer step, its forward and backward graphs once each, the wall the fit's own timing of
    its batches (a callback's clock) in the same run."""
    pytest.importorskip("pytorch_lightning")
    out = tmp_path / "fit"
    script = ROOT / "examples" / "lightning_fit.py"
    argv = ["breakdown", str(script), "--out", str(out), "--cache-dir", str(cache), "-q", "--"]
    rc = main([*argv, "--steps", "24", "--dim", "64", "--layers", "2", "--batch", "32", "--time"])
    cap = capsys.readouterr()
    assert rc == 0, cap.err
    step = json.loads((out / "run.json").read_text())["step"]
    assert step["script"]["boundary"] == "optimizer" and step["script"]["step_checks"] == []
    assert _calls(step) == {"g0_forward": 1, "g0_backward": 1}
    assert "cut at each optimizer.step()" in cap.out
    _holds(out, step)
    tool, script = _same_steps(out, step["timed"]["wall_blocks_ms"])
    _agree(step, tool, script)
