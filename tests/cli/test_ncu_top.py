"""``breakdown --ncu-top K`` (issue 42, item 3): the step's K largest generated Triton kernels under Nsight
Compute after the breakdown. On CPU: the choice of kernels on a recorded H200 run, one kernel's failure kept
as its row beside the others, the rows rendered alike in text, CSV and the page from ncu output recorded on an
H100, and the refusals that come before anything runs."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import replace

import pytest

from inductor_probe.analysis.insight import device_peaks
from inductor_probe.analysis.measured_roof import measured_roof
from inductor_probe.cli import main
from inductor_probe.collect import ncu
from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.render import breakdown
from inductor_probe.render.html.run import run_view
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.kernel_rows import NcuFigures, NcuTopRow
from inductor_probe.run.manifest import DeviceInfo, Manifest, Run, open_run
from inductor_probe.workflows import ncu_top

RUN = "h200_llama_modules"


def test_the_largest_kernels_are_the_generated_ones_with_the_most_time_per_step(data_dir):
    m = json.loads((data_dir / RUN / "run.json").read_text())
    want = []  # the plain way, from run.json: time per call x calls per step, Triton kernels only
    for g in m["graphs"]:
        triton = {k["name"] for k in g["kernels"] if k["kind"] == "triton"}
        for r in g["breakdown"]["kernels"]:
            if r["name"] in triton:
                want.append((g["label"], r["name"], r["time_us"] * g["calls_per_step"] / 1e3))
    want.sort(key=lambda x: -x[2])
    got = ncu_top.largest(open_run(data_dir / RUN).manifest, 3)
    assert [(g, n) for g, n, _ in got] == [(g, n) for g, n, _ in want[:3]]
    assert [ms for *_, ms in got] == pytest.approx([ms for *_, ms in want[:3]])
    assert all(n.startswith("triton_") for _, n, _ in got)


def test_a_kernel_that_cannot_be_measured_keeps_its_row_beside_the_others(data_dir, monkeypatch):
    run = open_run(data_dir / RUN)
    picked = ncu_top.largest(run.manifest, 2)

    def fake_kernel(report, found, **kw):
        if report.ref.name == picked[0][1]:
            raise ProbeError("ncu timed out after 900 s\nmore", USAGE)
        return replace(report, result=None)

    monkeypatch.setattr(ncu_top, "kernel", fake_kernel)
    rows = ncu_top.ncu_top(run, 2, "ncu", 900.0, lambda _: None)
    assert [(r.name, r.status) for r in rows] == [(picked[0][1], "error"), (picked[1][1], "error")]
    assert rows[0].error == "ncu timed out after 900 s" and rows[1].error == "ncu measured nothing"


def test_the_rows_say_the_same_in_text_csv_and_the_page(data_dir, tmp_path):
    log = (data_dir / "ncu" / "h100_looped_reduction.log").read_text()
    figures = NcuFigures.from_dict(ncu.summarise(ncu.parse_csv(log)))
    h100 = device_peaks(DeviceInfo(type="cuda", name="NVIDIA H100 80GB HBM3", peak_mem_gbps=3352.3))
    wide = replace(figures, traffic_bytes=figures.traffic_bytes * 1.6)  # past 1.3x: which to trust, said
    roof = measured_roof(wide, KernelInfo("k", "triton", num_gb=0.26853376, flop=0), h100)
    run = open_run(data_dir / RUN)
    m = Manifest.from_dict(run.manifest.to_dict())
    m.ncu_top = [
        NcuTopRow(graph="g0_backward", name="triton_a", ms_per_step=0.2, status="ok", config="XBLOCK 1",
                  tool_us=wide.time_us * 1.01, ncu_us=wide.time_us, roofline=roof),
        NcuTopRow(graph="g0_forward", name="triton_b", ms_per_step=0.1, status="error", error="ncu crashed"),
    ]  # fmt: skip
    m = Manifest.from_dict(json.loads(json.dumps(m.to_dict())))  # as run.json keeps it
    view = Run(run.path, m)
    text = breakdown.RENDERERS["text"](view)
    assert "Nsight Compute on the step's 2 largest generated kernels (1 measured" in text
    assert f"{roof.bytes / 1e6:.2f}" in text and f"{roof.estimate_bytes / 1e6:.2f}" in text
    assert "trust ncu's bytes (1.75x Inductor's estimate)" in text
    assert "triton_b: not measured: ncu crashed" in text
    rows = [r for r in csv.DictReader(io.StringIO(breakdown.RENDERERS["csv"](view))) if r["level"] == "ncu"]
    assert [(r["name"], float(r["bytes"] or 0)) for r in rows] == [
        ("triton_a", roof.bytes),
        ("triton_b", 0.0),
    ]
    page = run_view(view, links_from=tmp_path)
    section = next(b for b in page["blocks"] if b.get("id") == "ncu-top")
    table = next(b for b in section["blocks"] if b["type"] == "table")
    assert table["rows"][0][5] == pytest.approx(roof.bytes / 1e6) and table["rows"][1][5] is None
    notes = next(b for b in section["blocks"] if b["type"] == "notes")["lines"]
    assert notes == [x for x in text.splitlines() if x.startswith(("triton_a:", "  trust", "triton_b:"))]


def test_ncu_top_on_a_cpu_run_or_a_job_is_refused_before_anything_runs(tmp_path, capsys):
    model = tmp_path / "m.py"
    model.write_text("def get_model(): ...\ndef get_inputs(): ...\n")
    out = tmp_path / "run"
    rc = main(["breakdown", str(model), "--device", "cpu", "--ncu-top", "2", "--out", str(out)])
    err = capsys.readouterr().err.strip()
    assert rc == USAGE and "--ncu-top" in err and "CUDA" in err and len(err.splitlines()) == 1
    assert not out.exists()
    with pytest.raises(ProbeError, match="--ncu-top is for one process"):
        ncu_top.check_ncu_top(2, "cuda", 2)
    assert ncu_top.check_ncu_top(0, "cpu", 1) is None
