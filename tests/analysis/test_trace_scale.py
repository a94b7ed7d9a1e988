"""Issue 40's scale: a real job's rank traces (the PARAM DLRM step, 8 ranks, ``tests/data``) replicated step
after step (``benchmarks/trace_scale.py``, generated on the fly) read as the one step they repeat: every
per-rank figure per step and each collective's wait the original's, whatever the number of events. The rate
(events per CPU-second) and peak memory are measured by ``python -m benchmarks.trace_scale time`` (the
closing note), not asserted here: a loaded CI host would make any floor flaky."""

from __future__ import annotations

import pytest

from benchmarks.trace_scale import synth
from inductor_probe.analysis.ranks import job_record
from inductor_probe.workflows.traces import traces_job
from tests.conftest import PARAM

COPIES = 6  # 8 ranks x 6 steps: 158,000 events


def _per_rank(folder):
    view, _ = traces_job(folder)
    job = job_record(view, [])
    return job, {
        r.rank: (
            r.step.span_ms,
            r.step.busy_ms,
            r.step.kernel_ms,
            r.comm.comm_ms,
            r.comm.exposed_ms,
            r.comm.wait_ms,
        )
        for r in job.ranks
    }


def test_a_job_replicated_step_after_step_reads_as_its_one_step(param_traces, tmp_path):
    one, base = _per_rank(param_traces)
    synth(tmp_path, ranks=8, events=0, copies=COPIES, src_tar=PARAM)
    many, got = _per_rank(tmp_path)
    assert [r.step.steps for r in many.ranks] == [COPIES] * 8 and [r.step.steps for r in one.ranks] == [1] * 8
    assert got.keys() == base.keys()
    for rank, figures in base.items():
        assert got[rank] == pytest.approx(figures, rel=1e-6, abs=1e-9), rank
    assert len(many.collectives) == COPIES * len(one.collectives)
    waits = [c.wait_ms for c in one.collectives]
    assert [c.wait_ms for c in many.collectives[: len(waits)]] == [pytest.approx(w) for w in waits]
    assert many.straggler is not None and one.straggler is not None
    assert many.straggler.rank == one.straggler.rank
    # each rank step by step: every copy's exposed communication the one step's (issue 40, item 4)
    for a, b in zip(one.ranks, many.ranks, strict=True):
        assert len(a.exposed_steps_ms) == 1 and a.exposed_steps_ms[0] == pytest.approx(a.comm.exposed_ms)
        assert b.exposed_steps_ms == [pytest.approx(a.exposed_steps_ms[0], rel=1e-6)] * COPIES, b.rank
    at = [c.at_ms for c in many.collectives]  # one time axis: from 0, in the order they were matched
    assert at[0] is not None and min(at) >= 0 and at == sorted(at)


def test_ranks_whose_steps_drift_apart_have_their_waits_held_back(param_traces, tmp_path):
    """Issue 40's traces: each rank replicated by its own span, so that by the 50th step the ranks'
    collectives were a second apart and the report read waits of 1,068-1,436 ms a step in steps of 12-20 ms.
    The finding says the ranks do not line up; the tables hold the waits back beside it (text and page share
    them)."""
    from inductor_probe.render.ranks import HELD_BACK, job_parts, parts_lines

    synth(tmp_path, ranks=8, events=0, copies=COPIES, src_tar=PARAM, drift=True)
    job, _ = _per_rank(tmp_path)
    assert job.unaligned() and job.straggler is None and "wait_ms" in job.merged  # the JSON keeps the data
    text = "\n".join(parts_lines(job_parts(job)))
    assert HELD_BACK in text and "collectives matched across ranks: no table of their waits" in text
    rank_lines = [
        line.split() for line in text.splitlines() if line[:1].isdigit() and len(line.split()) == 10
    ]
    assert len(rank_lines) == 8 and all(cols[-2:] == ["-", "-"] for cols in rank_lines)
    assert not any(line.startswith("wait_ms") for line in text.splitlines())
    aligned, _ = _per_rank(param_traces)  # the one real step: waits shown
    shown = "\n".join(parts_lines(job_parts(aligned)))
    assert HELD_BACK not in shown and any(line.startswith("wait_ms") for line in shown.splitlines())
