"""``analysis/job_findings``: the job's communication figures say when they are the profiled window's,
stretched past the unprofiled wall (issue 38: FSDP2 on 4 H100s read 44 ms of exposed communication "per
step" on a 32.9 ms step, its profiled steps 89 ms long)."""

from __future__ import annotations

from inductor_probe.analysis.job_findings import job_findings


def _lines(job: dict) -> list[str]:
    return [f.what for f in job_findings(job)]


def _job(wall_ms, span_ms):
    return {
        "straggler": None,
        "arrivals": None,
        "collectives": [],
        "sockets": False,
        "ranks": [{"comm": {"overlap_pct": 6.1}}, {"comm": {"overlap_pct": 6.8}}],
        "merged": {
            "exposed_ms": {"median": 43.989, "max": 81.034, "max_rank": 3},
            "comm_ms": {"median": 47.151, "max": 90.0},
            "span_ms": {"median": span_ms},
        },
        "wall_ms": wall_ms,
    }


def test_exposed_communication_of_a_stretched_window_says_so():
    line = next(x for x in _lines(_job(32.9, 89.216)) if x.startswith("exposed communication"))
    assert "stretched to 89.216 ms against the unprofiled 32.900 ms" in line


def test_a_window_near_the_wall_is_said_plainly():
    line = next(x for x in _lines(_job(32.9, 33.5)) if x.startswith("exposed communication"))
    assert "stretched" not in line
    # an older run (no unprofiled wall kept): nothing is claimed
    assert "stretched" not in next(x for x in _lines(_job(None, 89.2)) if x.startswith("exposed"))
