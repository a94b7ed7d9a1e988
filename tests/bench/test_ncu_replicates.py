"""benchmarks/ncu_replicates.py: crossing several breakdown-vs-ncu runs, on the jsons recorded on the H100."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks import ncu_replicates as nr

ROOT = Path(__file__).resolve().parents[2]

RESULTS = ROOT / "benchmarks" / "results"
RECORDED = sorted(RESULTS.glob("breakdown_vs_ncu_h100_isolated_g0_*.json"))


@pytest.fixture
def two_runs(tmp_path):
    """Run A: the recorded files; run B: the same with every ncu time 4% higher and each graph's
    first kernel missing."""
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir(), b.mkdir()
    for f in RECORDED:
        rows = json.loads(f.read_text())
        (a / f.name).write_text(json.dumps(rows))
        for r in rows:
            for key in ("ncu_us", "ncu_every_kernel_us"):
                if r[key] is not None:
                    r[key] *= 1.04
        (b / f.name).write_text(json.dumps(rows[1:]))
    return a, b


def test_recorded_run_agrees_with_its_own_table():
    run = nr.load_run(RESULTS)
    assert len(run) == sum(len(json.loads(f.read_text())) for f in RECORDED)
    bd, iso = nr.values(run, "breakdown_us"), nr.values(run, "ncu_us")
    # the figure the committed tables state: 12/12 forward + 12/15 backward
    assert nr.agreement(bd, iso, 10.0)[:2] == (24, 27)
    assert nr.agreement(bd, nr.values(run, "ncu_every_kernel_us"), 10.0)[:2] == (26, 27)


def test_cross_run_cells_and_pooling(two_runs):
    a, b = (nr.load_run(d) for d in two_runs)
    iso_a, iso_b = nr.values(a, "ncu_us"), nr.values(b, "ncu_us")
    w, c, worst, _ = nr.agreement(iso_b, iso_a, 10.0)
    assert w == c == 25 and worst == pytest.approx(4.0)  # 27 less each graph's first kernel, missing in B
    pooled = nr.pooled([a, b], "ncu_us")
    k = next(iter(b))
    assert pooled[k] == pytest.approx(iso_a[k] * 1.02)  # median of two = their mean
    missing = next(k for k in a if k not in b)
    assert pooled[missing] == iso_a[missing]  # a kernel one run lacks: the others' median
    md = nr.report({"A": a, "B": b}, 10.0)
    assert "| ncu isolated B | 25/25 (4.0) |" in md
    assert "Pooled over the 2 runs" in md


def test_bad_run_spec_and_empty_dir(tmp_path, capsys):
    with pytest.raises(SystemExit) as e:
        nr.main(["just-a-dir"])
    assert e.value.code == 2 and "NAME=DIR" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        nr.main([f"A={tmp_path}"])
    assert "no *isolated*.json" in str(e.value.code)


def test_floor_counts_small_absolute_differences():
    ref = {("g", "a"): 10.0, ("g", "b"): 100.0, ("g", "c"): 5.0}
    meas = {("g", "a"): 11.2, ("g", "b"): 107.0, ("g", "c"): 9.0}  # +12%, +7%; c is below min_us
    assert nr.agreement(meas, ref, 10.0)[:2] == (0, 2)
    assert nr.agreement(meas, ref, 10.0, floor_us=1.5)[:2] == (1, 2)  # a is 1.2 µs off; b's 7 µs is not
    assert nr.agreement(meas, ref, 20.0)[:2] == (0, 1)


def test_retime_recomputes_the_breakdown_from_the_recorded_traces():
    """The committed run (recorded with the old accounting: execution + the whole gap to the next
    launch) retimed with the current code from its own traces: execution + the base launch cost."""
    run = nr.load_run(RESULTS)
    before = dict(nr.values(run, "breakdown_us"))
    nr.retime(run, RESULTS / "breakdown_vs_ncu_h100_isolated_traces.tar.gz")
    after = nr.values(run, "breakdown_us")
    assert nr.values(run, "breakdown_recorded_us") == before
    execs = nr.values(run, "exec_us")
    # every kernel gains about 1 µs over its execution, never more than the old whole-gap figure
    assert all(0.5 < after[k] - execs[k] < 1.5 and after[k] <= before[k] + 1e-9 for k in after)
    assert nr.agreement(after, nr.values(run, "ncu_us"), 10.0)[:2] == (27, 27)


def test_retime_without_the_graphs_trace_says_so(tmp_path):
    run = nr.load_run(RESULTS)
    with pytest.raises(SystemExit, match="no trace g0_"):
        nr.retime(run, tmp_path)
