"""The module map (issue 42, item 1) says the same figures in the text report, the CSV, the page's tree and
the API's ``run.modules`` frame, on a real CPU run."""

from __future__ import annotations

import csv
import io

import pytest

import inductor_probe as ip
from inductor_probe.render import breakdown
from inductor_probe.render.html.run import run_view
from inductor_probe.run.manifest import open_run


def _walk(nodes):
    for n in nodes:
        yield n
        yield from _walk(n["children"])


def test_text_csv_page_and_api_carry_the_same_module_figures(cpu_runs, tmp_path):
    out, _ = cpu_runs[0]
    run = open_run(out)
    v = run.manifest.step.where.modules
    fc = next(r for r in v.rows if r.path == "fc")
    text = breakdown.RENDERERS["text"](run)
    line = next(x for x in text.splitlines() if x.startswith("fc "))
    cols = line.split()
    want = [round(x, 3) for x in (fc.forward_ms, fc.backward_ms, fc.total_ms)]
    assert cols[1] == "Linear" and [float(x) for x in cols[2:5]] == want  # the table drops trailing zeros
    assert f"{v.mapped_pct:.1f}% mapped to a module" in text
    rows = list(csv.DictReader(io.StringIO(breakdown.RENDERERS["csv"](run))))
    mod = {r["name"]: r for r in rows if r["level"] == "module"}
    assert float(mod["fc"]["time_us"]) == pytest.approx(fc.total_ms * 1e3)
    assert float(mod["fc"]["forward_us"]) == pytest.approx(fc.forward_ms * 1e3)
    assert {r["name"] for r in rows if r["level"] == "module_type"} == {t.type for t in v.types}
    page = run_view(run, links_from=tmp_path)
    section = next(b for b in page["blocks"] if b.get("id") == "modules")
    tree = next(b for b in section["blocks"] if b["type"] == "tree")
    node = next(n for n in _walk(tree["nodes"]) if n["label"].startswith("fc "))
    assert node["cells"] == [
        f"{fc.forward_ms:.3f}",
        f"{fc.backward_ms:.3f}",
        f"{fc.total_ms:.3f}",
        f"{fc.pct:.1f}",
    ]
    frame = ip.load(out).modules
    assert frame.set_index("path").loc["fc", "total_ms"] == pytest.approx(fc.total_ms)
    assert list(frame["path"]) == [r.path for r in v.rows]
