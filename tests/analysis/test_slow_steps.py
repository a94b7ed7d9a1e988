"""Slow steps the median wall hides (``analysis/step.slow_steps``, a kind of finding declared beside the
step's analysis): a script's timed steps whose mean runs past their median by more than the wall's allowed
spread."""

from __future__ import annotations

import statistics
from pathlib import Path

from inductor_probe.analysis.finding_registry import in_order
from inductor_probe.analysis.findings import run_findings
from inductor_probe.render import words
from inductor_probe.run.manifest import read_manifest
from inductor_probe.vocab import RunKind

RUN = Path(__file__).resolve().parents[1] / "data" / "h100_step_train_script"  # a script: 5 timed steps


def test_a_slow_timed_step_is_found_and_said_after_the_time_findings():
    m = read_manifest(RUN)
    assert m.step is not None and m.step.timed.block_steps == 1
    recorded = run_findings(m)
    assert not [f for f in recorded if "timed steps ran slower" in f.what]  # its steps within 3.5%: none
    walls = [3.10, 3.20, 3.18, 6.40, 3.17]  # the 4th step twice the others (a checkpoint, say)
    m.step.timed.wall_blocks_ms, m.step.wall_ms = walls, statistics.median(walls)
    found = run_findings(m)
    slow = [f for f in found if "timed steps ran slower" in f.what]
    assert len(slow) == 1
    f = slow[0]
    assert "1 of the 5 timed steps" in f.what and "timed step 4 6.400 ms (2.0x)" in f.what
    assert abs(f.gain_ms - (statistics.fmean(walls) - 3.18)) < 1e-9  # the mean less the median
    assert "20% past the median" in f.what
    earlier = [g for k in in_order() if k.order < 55 for g in k.fn(m)]  # its declared place: after the time
    assert found[: len(earlier) + 1] == [*earlier, f]  # findings (50), before Dynamo's (60)
    assert any("timed steps ran slower" in line for line in words.findings(m))  # the report says it


def test_steps_that_vary_within_the_spread_are_not_a_finding():
    m = read_manifest(RUN)
    assert m.step is not None
    walls = [3.10, 3.30, 3.18, 3.40, 3.17]  # within 7% of the median, the mean 1.4% past it
    m.step.timed.wall_blocks_ms, m.step.wall_ms = walls, statistics.median(walls)
    assert not [f for f in run_findings(m) if "timed steps ran slower" in f.what]


def test_a_jobs_rank_is_left_to_the_jobs_findings():
    m = read_manifest(RUN)
    assert m.step is not None
    walls = [3.10, 3.20, 3.18, 6.40, 3.17]
    m.step.timed.wall_blocks_ms, m.step.wall_ms = walls, statistics.median(walls)
    m.run_kind = RunKind.JOB  # one rank's own run of a job (report --run RUN/rank1)
    assert not [f for f in run_findings(m) if "timed steps ran slower" in f.what]
