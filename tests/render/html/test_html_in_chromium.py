"""The HTML pages in a real headless Chromium with networking off: no script errors, the charts drawn
(as many as the data asks for), no chart text over another or out of its chart, every table sorted by a
real click on its headers and filtered, and a run of 500 kernels drawn in under 2 s.

Skipped only where no Chromium can be found (`.ci/run` installs Debian's `chromium`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from html_cases import (  # noqa: F401 (the two fixtures)
    DATA,
    GPU_RUNS,
    comparisons_fixture,
    expected_compare_charts,
    expected_run_charts,
    kernel_report_fixture,
    synthetic_run,
)

from benchmarks.html_browser import find_chromium, page_text, selftest
from inductor_probe.cli import main
from inductor_probe.render import compare, kernel

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(find_chromium() is None, reason="needs Chromium (apt-get install chromium)"),
]
RENDER_LIMIT_MS = 2000.0


def check(result: dict, charts: dict | int, tables: list[str] = ()) -> None:
    """A page's self-test: clean, the charts expected, every table sorted (and filtered) as clicked."""
    assert result["errors"] == [], result["errors"]
    if isinstance(charts, int):
        assert result["charts"] == charts, result["kinds"]
    else:
        assert result["kinds"] == charts
    assert result["overlaps"] == [], result["overlaps"][:5]
    assert result["clipped"] == [], result["clipped"][:5]
    sorted_tables = {s["table"]: s for s in result["sorts"]}
    for t in tables:
        checks = sorted_tables[t]["checks"]
        assert len(checks) == 4 and all(c["ok"] for c in checks), checks  # numeric and text column, twice
    assert all(c["ok"] for s in result["sorts"] for c in s["checks"]), result["sorts"]
    assert all(f["ok"] and 1 <= f["shown"] <= f["rows"] for f in result["filters"]), result["filters"]
    assert result["ok"] is True


@pytest.mark.parametrize("name", GPU_RUNS)
def test_a_recorded_gpu_run_opens_clean(name, tmp_path, capsys):
    page = tmp_path / f"{name}.html"
    assert main(["report", "--run", str(DATA / name), "--html", str(page)]) == 0
    capsys.readouterr()
    m = json.loads((DATA / name / "run.json").read_text())
    result = selftest(page)
    sortable = [g["label"] for g in m["graphs"] if len((g.get("breakdown") or {}).get("kernels", ())) >= 2]
    check(result, expected_run_charts(m), [f"kernels-{label}" for label in sortable])
    assert result["kinds"].get("roofline", 0) == int(bool(expected_run_charts(m).get("roofline")))


def test_a_cpu_run_opens_clean_and_says_why_it_has_no_roofline(cpu_runs, tmp_path, capsys):
    run, m = cpu_runs[0]
    page = tmp_path / "cpu.html"
    assert main(["report", "--run", str(run), "--html", str(page)]) == 0
    capsys.readouterr()
    result = selftest(page)
    check(result, expected_run_charts(m), [f"kernels-{g['label']}" for g in m["graphs"]])
    assert "roofline" not in result["kinds"]
    assert "no roofline: a CPU run" in page.read_text()


def test_a_four_rank_job_page_opens_clean_with_its_job_section(tmp_path, capsys):
    """A multi-rank run (4 H100s, a planted straggler): its page has the job's section, the same tables as
    the text report (each rank's step, every graph over ranks, the collectives), each one sortable."""
    import gzip
    import shutil

    run = tmp_path / "run"
    run.mkdir()
    src = Path(__file__).resolve().parents[3] / "benchmarks/results/steps_h100x4/run1/strag/run.json.gz"
    with gzip.open(src) as f, (run / "run.json").open("wb") as out:
        shutil.copyfileobj(f, out)
    page = tmp_path / "job.html"
    assert main(["report", "--run", str(run), "--html", str(page)]) == 0
    capsys.readouterr()
    result = selftest(page)
    m = json.loads((run / "run.json").read_text())
    check(result, expected_run_charts(m))
    assert "The job: 4 ranks (torchrun)" in page.read_text()
    assert len(result["sorts"]) >= 5  # the ranks' steps, graphs over ranks, per rank, over ranks, collectives


def test_a_job_of_two_hosts_page_has_the_job_the_straggler_and_every_finding_of_the_text(tmp_path, capsys):
    """Issue 40, acceptance 4: a real job's page (4 H200s as two hosts of two, rank 3 planted late), opened in
    headless Chromium: clean; the job's section with its hosts, the collectives on one time axis with the
    straggler's lane marked, each rank step by step and each graph on each rank; every finding the text
    report opens with, word for word."""
    run = tmp_path / "run"
    run.mkdir()
    (run / "run.json").write_text((DATA / "h200x4_two_hosts" / "node0.run.json").read_text())
    assert main(["report", "--run", str(run)]) == 0
    text = capsys.readouterr().out
    block = text.split("findings (the largest expected gain per step first):\n", 1)[1].split("\n\n", 1)[0]
    found = [line.split(". ", 1)[1] for line in block.splitlines()]
    assert len(found) >= 3 and found[0].startswith("straggler: rank 3 begins each step's compiled graphs")
    page = tmp_path / "job.html"
    assert main(["report", "--run", str(run), "--html", str(page)]) == 0
    capsys.readouterr()
    m = json.loads((run / "run.json").read_text())
    result = selftest(page)
    check(result, expected_run_charts(m))
    assert result["kinds"]["lanes"] == 1
    shown = page_text(page)
    for f in found:
        assert " ".join(f.split()) in shown, f
    assert "The job: 4 ranks on 2 hosts (torchrun)" in shown
    assert "rank 3: straggler, last at 25" in shown  # its lane, marked
    for title in ("each rank's unprofiled steps, wall ms", "each rank's wait ms in each unprofiled step",
                  "each graph, and each graph's category, on each rank"):  # fmt: skip
        assert title in shown, title


def test_a_traces_page_opens_clean(param_traces, tmp_path, capsys):
    """``report --traces DIR --html PATH`` (8 PARAM ranks): clean, every table sortable and filtered."""
    page = tmp_path / "traces.html"
    assert main(["report", "--traces", str(param_traces), "--html", str(page)]) == 0
    capsys.readouterr()
    result = selftest(page)
    check(result, {"lanes": 1})  # the collectives on one time axis
    assert len(result["sorts"]) >= 4  # per rank, over ranks, collectives, the kernels


@pytest.mark.parametrize("which", ["plain", "with bands"])
def test_a_comparison_opens_clean(which, comparisons, tmp_path):
    comp = comparisons[0 if which == "plain" else 1]
    page = tmp_path / "compare.html"
    page.write_text(compare.RENDERERS["html"](comp, links_from=tmp_path))
    result = selftest(page)
    check(result, expected_compare_charts(comp), [f"matched-{g}" for g in comp.graphs])
    assert result["kinds"] == {"bars2": expected_compare_charts(comp)}


def test_a_kernel_report_opens_clean(kernel_report, tmp_path):
    page = tmp_path / "kernel.html"
    page.write_text(kernel.RENDERERS["html"](kernel_report))
    result = selftest(page)
    check(result, 3, ["configs-max-autotune"])


def test_500_kernels_render_in_under_2_s(tmp_path, capsys):
    run = synthetic_run(tmp_path)
    page = tmp_path / "run500.html"
    assert main(["report", "--run", str(run), "--html", str(page)]) == 0
    capsys.readouterr()
    result = selftest(page)
    check(result, expected_run_charts(json.loads((run / "run.json").read_text())))
    size_kb = page.stat().st_size / 1e3
    print(f"500 kernels: {size_kb:.0f} kB, ready {result['ready_ms']:.0f} ms after navigation")
    assert result["ready_ms"] < RENDER_LIMIT_MS, result["ready_ms"]
