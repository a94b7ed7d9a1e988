"""The HTML pages without a browser: what each page holds, that it is one self-contained file, its links,
and ``--html`` on the commands (the browser test, test_html_in_chromium.py, opens them)."""

from __future__ import annotations

import json
import re
from urllib.parse import unquote

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

from inductor_probe.cli import main
from inductor_probe.render import breakdown, compare, kernel
from inductor_probe.render.html.compare import compare_view
from inductor_probe.render.html.kernel import kernel_view
from inductor_probe.render.html.run import run_view
from inductor_probe.run.manifest import open_run

MAX_BYTES = 5 * 1024 * 1024
DATA_RE = re.compile(r'<script type="application/json" id="probe-data">(.*?)</script>', re.S)


def page_data(text: str) -> dict:
    m = DATA_RE.search(text)
    assert m, "no data element"
    return json.loads(m.group(1))


def blocks(page: dict, kind: str | None = None):
    """Every block of a page, sections opened, in order."""
    for b in page["blocks"]:
        if b["type"] == "section":
            yield from blocks({"blocks": b["blocks"]}, kind)
        elif kind is None or b["type"] == kind:
            yield b


def chart_kinds(page: dict) -> dict:
    out: dict = {}
    for b in blocks(page):
        if b["type"] in ("stack", "bars", "roofline", "timeline"):
            k = "bars2" if b["type"] == "bars" and len(b["series"]) > 1 else b["type"]
            out[k] = out.get(k, 0) + 1
    return out


@pytest.mark.parametrize("name", GPU_RUNS)
def test_a_recorded_run_page_has_every_part(name, tmp_path):
    run = open_run(DATA / name)
    text = breakdown.RENDERERS["html"](run, links_from=tmp_path)
    assert len(text.encode()) < MAX_BYTES
    assert (
        "<script src" not in text
        and "<link" not in text
        and "http://" not in text.replace("http://www.w3.org", "")
    )
    page = page_data(text)
    m = json.loads((DATA / name / "run.json").read_text())
    assert chart_kinds(page) == expected_run_charts(m)
    tables = {b.get("id"): b for b in blocks(page, "table")}
    for g in [g for g in m["graphs"] if g.get("breakdown")]:
        t = tables[f"kernels-{g['label']}"]
        names = [r[0] for r in t["rows"]]
        assert sorted(names) == sorted(r["name"] for r in g["breakdown"]["kernels"])  # every kernel, once
        keys = [c["key"] for c in t["columns"]]
        if g["breakdown"].get("insight"):
            assert {"bound", "pct_roof", "occupancy_pct", "tflops"} <= set(keys)
        else:
            assert "bound" not in keys
            assert ("pct_peak_bw" in keys) == any(
                r.get("pct_peak_bw") is not None for r in g["breakdown"]["kernels"]
            )
    roofline = list(blocks(page, "roofline"))
    if roofline:
        r = roofline[0]
        assert r["dram_gbps"] == pytest.approx(m["environment"]["device"]["peak_mem_gbps"])
        assert r["roofs"] and all(p["x"] > 0 and p["y"] > 0 and p["t"] > 0 for p in r["points"])
    else:
        assert "no roofline: this run has no per-kernel FLOPs" in text
    env = m["environment"]
    v = env["versions"]
    assert page["subtitle"].startswith(
        f"{env['device']['name']} (cuda) · torch {v['torch']} · triton {v['triton']}"
    )


def test_the_bf16_run_has_its_roof_and_fp32_for_its_pointwise_kernels():
    page = run_view(open_run(DATA / "h100_insight_gated_mlp_bf16"))
    (r,) = blocks(page, "roofline")
    labels = [x["label"] for x in r["roofs"]]
    assert any(lb.startswith("bf16") for lb in labels), labels


def test_links_are_relative_to_the_page_and_reach_the_kept_traces(tmp_path):
    out = tmp_path / "pages"
    out.mkdir()
    page = run_view(open_run(DATA / "h100_transformer"), links_from=out)
    links = [it for b in blocks(page, "links") for it in b["items"]]
    hrefs = {it["href"] for it in links}
    assert any(h.endswith("traces/g0_forward.json.gz") for h in hrefs)  # kept gzipped: the .gz is linked
    for h in hrefs:
        assert not h.startswith(("/", "file:")), h
        assert (out / unquote(h)).resolve().is_file(), h


def test_data_cannot_close_its_script_element():
    from inductor_probe.render.html.page import page

    evil = "</script><script>alert(1)</script><!-- & \u2028"
    text = page({"kind": "run", "title": evil, "blocks": [{"type": "notes", "lines": [evil]}]})
    data = DATA_RE.search(text).group(1)
    assert "<" not in data and ">" not in data
    assert json.loads(data)["blocks"][0]["lines"] == [evil]
    assert text.count("</script>") == 3  # the error hook, the data, the page's script


def test_a_comparison_without_bands_degrades_and_one_with_them_shows_them(comparisons):
    plain, full = comparisons
    p = compare_view(plain)
    assert chart_kinds(p) == {"bars2": expected_compare_charts(plain)}
    keys = [
        c["key"]
        for c in next(b for b in blocks(p, "table") if b.get("id") == "matched-g0_forward")["columns"]
    ]
    # recorded before per-call times were kept: no band; the same-kernel marks need none
    assert "band" not in keys and "same" in keys
    marks = [r["speedup"] for b in blocks(p, "bars") for r in b["rows"] if r.get("speedup")]
    assert marks and all(m["lo"] is None and m["tone"] in ("open", "same") for m in marks)

    f = compare_view(full)
    assert chart_kinds(f) == {"bars2": expected_compare_charts(full)}
    table = next(b for b in blocks(f, "table") if b.get("id") == "matched-g0_forward")
    keys = [c["key"] for c in table["columns"]]
    assert {"band", "same", "verdict"} <= set(keys)
    same = [r for r in table["rows"] if r[keys.index("same")] == "yes"]
    assert len(same) == 3  # two cuBLAS gemms and the attention kernel: the same code on both sides
    kernel_rows = [r for b in blocks(f, "bars") if "matched kernels" in b["title"] for r in b["rows"]]
    assert sum(r["speedup"]["tone"] == "same" for r in kernel_rows) >= 3
    assert all("same kernel" in r["speedup"]["text"] for r in kernel_rows if r["speedup"]["tone"] == "same")
    totals = next(b for b in blocks(f, "bars") if b["title"].startswith("kernel time per graph"))
    g0 = next(r for r in totals["rows"] if r["label"] == "g0_forward")
    assert (g0["speedup"]["lo"], g0["speedup"]["hi"]) == (0.995, 1.017)
    env = next(b for b in blocks(f, "table") if "environments" in (b["title"] or ""))
    assert env["rows"] == [["torch", "2.11.0+cu130", "2.12.0+cu130"], ["Inductor max_autotune", "no", "yes"]]
    assert f["title"].startswith("inductor-probe compare:")
    # the overall band and how it was measured, in the words the text report uses
    every = next(r for r in totals["rows"] if r["label"] == "all graphs")
    assert (every["speedup"]["lo"], every["speedup"]["hi"]) == (0.9902, 0.9981)
    said = " ".join(line for b in blocks(f, "notes") for line in b["lines"])
    assert "10 pairs of blocks of 3 steps" in said and "SM clock 1980 MHz throughout" in said
    assert "42 kernel(s) are the same code on both sides" in said and "{" not in said
    text = compare.RENDERERS["html"](full)
    assert "noise floor" in text and len(text.encode()) < MAX_BYTES


def test_the_kernel_page_has_each_variant_and_the_chosen_config(kernel_report):
    page = kernel_view(kernel_report)
    charts = list(blocks(page, "bars"))
    assert len(charts) == 3
    for chart, res in zip(charts, kernel_report.result.variants.values(), strict=True):
        marked = [r["label"] for r in chart["rows"] if r.get("mark") == "chosen"]
        assert len(marked) == 1 and marked[0].startswith(res.chosen.config)
    failed = [r for r in charts[1]["rows"] if r["values"][0] is None]
    assert failed and failed[0]["texts"][0].startswith("failed: out of resource")
    assert any("(coordinate descent)" in r["label"] for r in charts[2]["rows"])
    assert "<pre" not in kernel.RENDERERS["html"](kernel_report)  # the self-test writes it, only on demand


def test_report_html_writes_the_page_and_leaves_the_text_alone(tmp_path, capsys):
    run = str(DATA / "h100_insight_transformer")
    assert main(["report", "--run", run]) == 0
    plain = capsys.readouterr()
    out = tmp_path / "new" / "dir" / "report.html"
    assert main(["report", "--run", run, "--html", str(out)]) == 0
    got = capsys.readouterr()
    assert got.out == plain.out
    assert got.err.strip().splitlines()[-1] == f"html report: {out.resolve()}"
    assert out.is_file() and not list(out.parent.glob("*.tmp"))
    assert page_data(out.read_text())["kind"] == "run"


def test_format_html_prints_the_page(capsys):
    assert main(["report", "--run", str(DATA / "h100_reduction"), "--format", "html"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("<!DOCTYPE html>")
    hrefs = [it["href"] for b in blocks(page_data(text), "links") for it in b["items"]]
    assert hrefs and all(h.startswith("file:///") for h in hrefs)  # no page folder known: absolute links


@pytest.mark.parametrize(
    "path, says",
    [
        (".", "is a folder, not a file"),
        ("/sys/report.html", "no file can be made in /sys"),  # not writable, even for root
        ("/proc/1/nope/report.html", "no file can be made in /proc/1"),
    ],
)
def test_a_bad_html_path_is_refused_before_any_work(path, says, capsys):
    assert main(["report", "--run", str(DATA / "h100_reduction"), "--html", path]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "argument --html" in err and says in err, err


def test_every_command_whose_result_has_a_page_takes_html():
    """A command whose --format offers html (its result type has a page) also takes --html PATH: a new
    command on a result with a page (diff, on a Comparison) is held to it without an edit here."""
    from inductor_probe.cli import build_parser

    sub = next(a for a in build_parser()._actions if a.dest == "command")
    with_page = []
    for command, parser in sub.choices.items():
        actions = {a.dest: a for a in parser._actions}
        if "format" in actions and "html" in (actions["format"].choices or ()):
            with_page.append(command)
            assert "html" in actions, f"{command} renders html but has no --html"
    assert {"breakdown", "report", "compare", "kernel"} <= set(with_page)


def test_the_500_kernel_run_stays_small(tmp_path):
    run = synthetic_run(tmp_path)
    text = breakdown.RENDERERS["html"](open_run(run))
    page = page_data(text)
    assert (
        sum(len(b["rows"]) for b in blocks(page, "table") if (b.get("id") or "").startswith("kernels-"))
        == 500
    )
    assert len(text.encode()) < MAX_BYTES


def test_missing_numbers_are_null_in_the_data():
    from inductor_probe.render.html.page import data_json

    text = data_json({"rows": [[float("nan"), float("inf"), 1.5, None]]})
    assert json.loads(text, parse_constant=lambda c: pytest.fail(f"{c} in the data")) == {
        "rows": [[None, None, 1.5, None]]
    }


def test_the_csp_allows_only_the_pages_own_scripts_by_hash():
    import base64
    import hashlib
    import re

    from inductor_probe.render.html.page import page

    text = page({"title": "t", "blocks": []})
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', text).group(1)
    scripts = policy.split("script-src ")[1].split(";")[0]
    assert "unsafe-inline" not in scripts
    inline = re.findall(r"<script>(.*?)</script>", text, re.S)  # the executable ones (not the JSON data)
    assert len(inline) == 2
    for body in inline:
        digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in scripts
    assert len(re.findall(r"'sha256-", scripts)) == 2


def test_the_memory_timeline_carries_its_graphs_calls_as_objects():
    """The step's memory timeline on the page: each graph's call a {label, start_ms, end_ms} the chart reads
    (the last session's records reached the page as their repr, "CallSpan(label=...)", and the chart's time
    axis read NaN ms)."""
    run = open_run(DATA / "h100_memory" / "gpt2")
    data = page_data(breakdown.RENDERERS["html"](run))
    (chart,) = blocks(data, "timeline")
    assert chart["graphs"] and all(
        isinstance(g, dict) and isinstance(g["end_ms"], float) and g["label"] for g in chart["graphs"]
    )
