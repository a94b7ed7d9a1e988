"""Issue 39, acceptance 2: for every recorded run, the text report, the JSON and the HTML page carry the same
sections and the same findings, in the same order (``analysis/findings.run_findings`` decides them once;
each renderer only lays them out). Recorded runs: every run directory under tests/data and
benchmarks/results (``tests/goldens/record.recorded_runs``) and every gzipped run.json kept there (the
multi-rank jobs among them)."""

from __future__ import annotations

import gzip
import json
import re
import shutil
from pathlib import Path

import pytest

from inductor_probe.render import breakdown
from inductor_probe.render.html.run import run_view
from inductor_probe.run.manifest import open_run
from tests.goldens.record import ROOT, golden_name, recorded_runs

GZIPPED = sorted(
    p for p in (ROOT / "benchmarks" / "results").rglob("*run.json.gz") if not p.name.startswith("rank")
)
RUNS = [*recorded_runs(), *GZIPPED]
NUMBERED = re.compile(r"^\d+\. ")


def _open(source: Path, tmp_path: Path):
    if source.is_dir():
        return open_run(source)
    run = tmp_path / "run"
    run.mkdir()
    with gzip.open(source) as f, (run / "run.json").open("wb") as out:
        shutil.copyfileobj(f, out)
    return open_run(run)


def _text_findings(text: str) -> list[str]:
    lines = text.splitlines()
    head = next((i for i, x in enumerate(lines) if x.startswith("findings (")), None)
    if head is None:
        return []
    out = []
    for line in lines[head + 1 :]:
        if not NUMBERED.match(line):
            break
        out.append(NUMBERED.sub("", line))
    return out


def _sections(page: dict) -> dict[str, dict]:
    return {b["id"]: b for b in page["blocks"] if b.get("type") == "section" and b.get("id")}


def _text_sections(text: str, m) -> set[str]:
    found = {"findings"} if "\nfindings (" in text else set()
    found |= {"step"} if "\n== step: " in text else set()
    found |= {"memory"} if re.search(r"^memory[ :(]", text, re.M) else set()
    found |= {"job"} if "\n== the job: " in text else set()
    found |= {"modules"} if "\nwhere in the model: " in text else set()
    return found | {g.label for g in m.graphs if f"\n== {g.label}: graph " in text}


def _json_sections(data: dict) -> set[str]:
    found = {"findings"} if data["findings"] else set()
    step = data.get("step")
    found |= {"step"} if step else set()
    found |= {"memory"} if step and step.get("memory") else set()
    found |= {"job"} if data.get("ranks") else set()
    found |= {"modules"} if step and (step.get("where") or {}).get("modules") else set()
    return found | {g["label"] for g in data["graphs"]}


def _page_sections(page: dict, m) -> set[str]:
    ids = set(_sections(page))
    return {s for s in ("findings", "step", "memory", "job", "modules") if s in ids} | {
        g.label for g in m.graphs if g.label in ids
    }


@pytest.mark.parametrize("source", RUNS, ids=lambda p: golden_name(p).removesuffix(".run.json.gz"))
def test_text_json_and_html_carry_the_same_sections_and_findings(source, tmp_path):
    run = _open(source, tmp_path)
    m = run.manifest
    text = breakdown.RENDERERS["text"](run)
    data = json.loads(breakdown.RENDERERS["json"](run))
    page = run_view(run, links_from=tmp_path)

    said = [f["text"] for f in data["findings"]]
    assert _text_findings(text) == said
    notes = _sections(page).get("findings", {"blocks": [{"lines": []}]})["blocks"][0]["lines"]
    assert [NUMBERED.sub("", x) for x in notes] == said

    want = _json_sections(data)
    assert _text_sections(text, m) == want
    assert _page_sections(page, m) == want


def test_the_recorded_runs_include_a_multi_rank_job_with_findings_of_each_kind(tmp_path):
    """The parity above covers a job's section and its straggler, and time findings beside it."""
    run = _open(ROOT / "benchmarks" / "results" / "steps_h100x4" / "run1" / "strag" / "run.json.gz", tmp_path)
    data = json.loads(breakdown.RENDERERS["json"](run))
    kinds = [f["kind"] for f in data["findings"]]
    assert kinds[0] == "job" and "time" in kinds
    assert data["findings"][0]["what"].startswith("straggler: rank 1")
    assert "job" in _sections(run_view(run, links_from=tmp_path))
