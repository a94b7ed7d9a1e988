"""Acceptance (issue 27, 6): ``report`` and ``kernels`` print, for every recorded run, what they printed
before the typed-boundary refactor, as read and after ``--reanalyse`` of a copy (which runs the whole
analysis again from the recorded traces and modules, so a change in any analysis function shows here)."""

from __future__ import annotations

import pytest

from tests.goldens.record import GOLDEN, golden_name, outputs, recorded_runs

RUNS = recorded_runs()


def test_every_recorded_run_has_goldens():
    assert len(RUNS) >= 20
    missing = [golden_name(r) for r in RUNS if not (GOLDEN / f"{golden_name(r)}.report.text").exists()]
    assert not missing, f"no goldens for {missing}: python -m tests.goldens.record"


@pytest.mark.parametrize("run_dir", RUNS, ids=golden_name)
@pytest.mark.parametrize("reanalyse", [False, True], ids=["report", "reanalysed"])
def test_report_prints_as_recorded(run_dir, reanalyse):
    for key, text in outputs(run_dir, reanalyse=reanalyse).items():
        want = (GOLDEN / f"{golden_name(run_dir)}.{key}").read_text()
        assert text == want, f"{golden_name(run_dir)}.{key} differs from its golden"
