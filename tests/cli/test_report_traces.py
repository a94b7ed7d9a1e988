"""``report --traces DIR`` (issue 30, item 4): the PARAM 8-rank traces a user collected, analysed without a
run; bad input as one line."""

from __future__ import annotations

import json

import pytest

from inductor_probe.cli import main


def test_report_traces_text_opens_with_the_straggler_and_exposed_communication(param_traces, capsys):
    assert main(["report", "--traces", str(param_traces)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("traces of ") and "8 rank(s)" in lines[0]
    assert lines[3].startswith("1. straggler: rank 7, last to arrive at 5 of 8 collectives")
    assert lines[4].startswith("2. exposed communication: median 5.874 ms per step (rank 1 the most")
    assert "all_reduce #2  4" in out and "what these traces cannot tell:" in out


def test_report_traces_json_has_ranks_with_their_step_and_comm(param_traces, capsys):
    assert main(["report", "--traces", str(param_traces), "--format", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert [r["rank"] for r in d["ranks"]] == list(range(8))
    r1 = d["ranks"][1]
    assert r1["comm"]["overlap_pct"] == pytest.approx(2.47, abs=0.01) and r1["step"]["steps"] == 1
    assert {c["category"] for c in r1["step"]["categories"]} >= {"collective", "extern_mm"}
    assert d["straggler"]["rank"] == 7 and len(d["collectives"]) == 8
    assert d["merged"]["comm_ms"]["max_rank"] == 1


def test_the_api_job_has_the_reports_findings(param_traces, capsys):
    """``ip.traces(folder).findings``: the records of the lines the report opens with, in its order; the JSON
    carries the same (issue 39)."""
    import inductor_probe as ip

    job = ip.traces(param_traces)
    assert [f.what.split(":")[0] for f in job.findings] == ["straggler", "exposed communication"]
    assert main(["report", "--traces", str(param_traces), "--format", "json"]) == 0
    said = json.loads(capsys.readouterr().out)["findings"]
    assert [f["what"] for f in said] == [f.what for f in job.findings] and said[0]["kind"] == "job"


def test_report_traces_html_is_a_page_with_the_texts_findings_and_tables(param_traces, tmp_path, capsys):
    """Issue 44, N18: ``--format html`` printed the text; now the page, as ``--html PATH`` writes it, with the
    text's findings and each of its tables."""
    import re

    assert main(["report", "--traces", str(param_traces), "--format", "html"]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith("<!DOCTYPE html>")
    page = tmp_path / "job.html"
    assert main(["report", "--traces", str(param_traces), "--html", str(page)]) == 0
    text, err = capsys.readouterr()
    assert f"html report: {page}" in err
    data = json.loads(re.search(r'id="probe-data">(.*?)</script>', page.read_text(), re.S).group(1))
    sections = {b["id"]: b for b in data["blocks"]}
    found = [x.split(". ", 1)[1] for x in sections["findings"]["blocks"][0]["lines"]]
    assert found == [x.split(". ", 1)[1] for x in text.splitlines() if re.match(r"^\d+\. ", x)]
    titles = [b["title"] for b in sections["job"]["blocks"] if b["type"] == "table"]
    assert [t for t in titles if t.rstrip(":") + ":" in text or t in text] == titles and len(titles) >= 3
    assert "cannot" in sections


def test_report_traces_csv(param_traces, capsys):
    assert main(["report", "--traces", str(param_traces), "--format", "csv"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "level,rank,name,ms,pct,straggler,wait_ms,transfer_ms"
    assert sum(1 for line in out if line.startswith("collective,")) == 8 * 8


@pytest.mark.parametrize(
    ("make", "extra", "said"),
    [
        (lambda p: p / "missing", [], "no such folder"),
        (lambda p: (p / "f.json").write_text("{}") and p / "f.json", [], "is a file"),
        (lambda p: p, [], "holds no trace"),
        (lambda p: (p / "r0.json").write_text("not json") and p, [], "it is not JSON"),
        (lambda p: p, ["--top", "3"], "--top is for a run"),
        # issue 44, N10: these were exit 1 ("was a folder of the run removed?") or a walk of the whole disk
        (lambda p: "/", [], "--traces / is a system folder"),
        (lambda p: "/proc", [], "--traces /proc is a system folder"),
        (lambda p: p / ("a" * 300), [], "--traces is too long for a path"),
    ],
)
def test_report_traces_bad_input_is_one_line(tmp_path, capsys, make, extra, said):
    target = make(tmp_path)
    assert main(["report", "--traces", str(target), *extra]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and said in err[0]


def test_report_traces_of_the_tool_s_own_h100_ranks_has_a_roofline_where_shapes_were_recorded(
    tmp_path, capsys
):
    """The two NCCL ranks of the DDP run on the H100 (benchmarks/results/ranks_h100): every NCCL kernel in
    `collective`, named by its `Collective name` arg, and the gemms' roofline from their recorded shapes."""
    from pathlib import Path

    src = Path(__file__).resolve().parents[2] / "benchmarks" / "results" / "ranks_h100" / "ddp"
    for r in (0, 1):
        (tmp_path / f"rank{r}.step.json.gz").write_bytes((src / f"rank{r}.step.json.gz").read_bytes())
    assert main(["report", "--traces", str(tmp_path), "--format", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert [c["name"] for c in d["collectives"]] == ["all_reduce"] * 15
    r0 = d["ranks"][0]
    assert {k["category"] for k in r0["kernels"] if "nccl" in k["name"]} == {"collective"}
    gemm = next(k for k in r0["kernels"] if k["category"] == "extern_mm" and k["bound"] == "compute")
    assert gemm["flops"] > 1e9 and 0 < gemm["pct_roof"] <= 100
    assert {c["category"] for c in r0["step"]["categories"]} >= {"collective", "extern_mm"}
    assert "other" not in {c["category"] for c in r0["step"]["categories"]}


def _one_rank_trace(**change) -> dict:
    kernel = {"ph": "X", "cat": "kernel", "name": "k", "ts": 10.0, "dur": 5.0, "args": {"stream": 7}}
    step = {"ph": "X", "cat": "user_annotation", "name": "ProfilerStep#1", "ts": 0.0, "dur": 50.0}
    data = {"traceEvents": [step, kernel], "distributedInfo": {"rank": 0}, "deviceProperties": [{}]}
    for key, value in change.items():
        if key in ("ts", "dur", "args"):
            kernel[key] = value
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(
    "change, said",
    [
        ({"ts": "10"}, "has ts '10', dur 5.0"),
        ({"dur": None}, "has ts 10.0, dur None"),
        ({"dur": -1.0}, "dur -1.0"),
        ({"args": [1, 2]}, "args list"),
        ({"distributedInfo": [0]}, "its distributedInfo is list, not dict"),
        ({"deviceProperties": {"name": "x"}}, "its deviceProperties is dict, not list"),
    ],
)
def test_a_trace_with_values_the_profiler_never_writes_is_one_line(tmp_path, capsys, change, said):
    """Issue 44, N9: a string ts, a null dur, list args, a non-object distributedInfo or deviceProperties
    raised tracebacks; each is now a one-line error naming the file and the event."""
    (tmp_path / "rank0.json").write_text(json.dumps(_one_rank_trace(**change)))
    assert main(["report", "--traces", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and said in err[0] and "rank0.json" in err[0] and "Traceback" not in err[0]


def test_traces_whose_clocks_do_not_line_up_name_no_straggler(param_traces, tmp_path, capsys):
    """Issue 44, N17: one rank's clock 45 days off read as a 45-day straggler headline beside a note that the
    clocks are unaligned; now the first finding says the clocks do not line up and no straggler is named."""
    for i, f in enumerate(sorted(param_traces.glob("*.json"))):
        d = json.loads(f.read_text())
        if i == 3:
            for e in d["traceEvents"]:
                if isinstance(e, dict) and isinstance(e.get("ts"), (int, float)):
                    e["ts"] += 45 * 86400e6
        (tmp_path / f.name).write_text(json.dumps(d))
    assert main(["report", "--traces", str(tmp_path), "--format", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["straggler"] is None and d["findings"][0]["what"].startswith("the ranks' clocks are not aligned")
    assert not any(f["what"].startswith("straggler") for f in d["findings"])


def test_a_rank_s_trace_cut_short_is_left_out_and_said(param_traces, tmp_path, capsys):
    """Issue 40, item 3: one of PARAM's 8 traces cut in the middle (a job killed while writing): the other 7
    analysed, the notes naming the file left out and that the collectives are matched among the 7."""
    files = sorted(param_traces.glob("*.json"))
    for i, f in enumerate(files):
        raw = f.read_bytes()
        (tmp_path / f.name).write_bytes(raw[: len(raw) // 2] if i == 5 else raw)
    assert main(["report", "--traces", str(tmp_path), "--format", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert [r["rank"] for r in d["ranks"]] == [0, 1, 2, 3, 4, 6, 7]
    assert any(n.startswith(f"left out, unreadable: {files[5].name} (") for n in d["notes"]), d["notes"]
    assert "7 trace(s) of a job of 8 ranks: the collectives are matched among these only" in d["notes"]
