"""The Python API (issue 31) on runs recorded on the H100: its DataFrames are the command line's tables row
for row, its page is the command line's page, its errors are one line; no GPU, no compile."""

from __future__ import annotations

import html
import io
import json
import shutil

import pandas as pd
import pytest

import inductor_probe as ip
from inductor_probe.cli import main


def _cli(argv, capsys) -> tuple[int, str]:
    rc = main(argv)
    return rc, capsys.readouterr().out


def test_run_kernels_is_the_kernels_commands_csv_row_for_row(reanalysed, capsys):
    run_dir = reanalysed("h100_insight_transformer")
    run = ip.load(run_dir)
    rc, csv = _cli(["kernels", "--run", str(run_dir), "--format", "csv"], capsys)
    assert rc == 0
    from_cli = pd.read_csv(io.StringIO(csv))
    assert list(from_cli.columns) == list(run.kernels.columns)
    assert len(from_cli) == len(run.kernels) == 37
    assert run.kernels.to_csv(index=False) == csv
    # every insight column is there, with the user's lines as text
    top = run.kernels.iloc[0]
    assert top["bound"] == "compute" and top["flops"] > 0 and 0 < top["pct_roof"] <= 100
    lines = run.kernels["source_lines"].dropna()
    assert len(lines) > 0 and all(".py:" in s for s in lines)


def test_graphs_and_categories_add_up_to_the_step(reanalysed):
    run = ip.load(reanalysed("h100_insight_transformer"))
    step = {g.label: g.ms for g in run.step.graphs}
    g = run.graphs.set_index("graph")
    assert set(g.index) == set(step)
    for label, ms in step.items():
        assert g.loc[label, "ms_per_step"] == pytest.approx(ms)
        assert g.loc[label, "pct_of_wall"] == pytest.approx(100 * ms / run.step.wall_ms)
    per_graph = run.categories.groupby("graph")["ms_per_step"].sum()
    for label in step:
        assert per_graph[label] == pytest.approx(g.loc[label, "kernel_ms_per_call"], rel=1e-6)
    assert set(run.categories["category"]) >= {"extern_mm", "pointwise"}


def test_the_page_in_a_notebook_is_the_html_of_the_command_line(reanalysed, tmp_path, capsys):
    run_dir = reanalysed("h100_insight_transformer")
    page = run_dir / "page.html"
    rc, _ = _cli(["report", "--run", str(run_dir), "--html", str(page)], capsys)
    assert rc == 0
    shown = ip.load(run_dir)._repr_html_()
    assert shown.startswith("<iframe srcdoc=") and html.escape(page.read_text(), quote=True) in shown
    written = ip.load(run_dir).to_html(run_dir / "api.html")
    assert written.read_text() == page.read_text()


def test_report_formats_are_the_commands(reanalysed, capsys):
    run_dir = reanalysed("h100_insight_transformer")
    for fmt in ("text", "json", "csv"):
        rc, out = _cli(["report", "--run", str(run_dir), "--format", fmt], capsys)
        text = ip.load(run_dir).report(fmt)
        assert rc == 0 and out == (text if text.endswith("\n") else text + "\n")
    with pytest.raises(ip.ProbeError, match="unknown format 'xml'"):
        ip.load(run_dir).report("xml")


def test_diff_is_the_diff_command(data_dir, capsys):
    a, b = data_dir / "h100_diff_one_op" / "base", data_dir / "h100_diff_one_op" / "changed"
    comp = ip.diff(a, b)
    rc, out = _cli(["diff", str(a), str(b), "--format", "json"], capsys)
    assert rc == 0 and out == comp.report("json") + "\n"
    assert not comp.kernels.empty and "category" in comp.categories.columns
    assert comp._repr_html_().startswith("<iframe srcdoc=")


def test_repr_names_the_run(data_dir):
    text = repr(ip.load(data_dir / "h100_insight_transformer"))
    assert text.startswith("<inductor_probe.Run transformer_block.py: wall ") and "GPU busy" in text


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: ip.breakdown(42), "the model must be an nn.Module, a callable or a path"),
        (lambda: ip.breakdown("model.py", inputs=1), "inputs are for a model object"),
        (lambda: ip.breakdown(lambda x: x, 1, steps=-1), "steps=-1: must be at least 0"),
        (lambda: ip.breakdown(lambda x: x, 1, steps=1.5), "steps=1.5: must be an integer"),
        (lambda: ip.breakdown(lambda x: x, 1, timeout=0), "timeout=0: must be more than 0"),
        (lambda: ip.breakdown("model.py", mode="x"), "unknown mode='x'; choose one of default"),
        (lambda: ip.compare("a", "b", modes="default,max-autotune"), "modes is for comparing a model"),
        (lambda: ip.load("/nonexistent/run"), "/nonexistent/run"),
    ],
)
def test_bad_input_is_one_line(call, message):
    with pytest.raises(ip.ProbeError) as e:
        call()
    assert message in str(e.value) and "\n" not in str(e.value)


def test_a_model_that_cannot_be_pickled_is_one_line():
    import threading

    lock = threading.Lock()

    class Holder:
        def __call__(self, x):
            with lock:
                return x

    with pytest.raises(ip.ProbeError, match=r"could not be handed to the profiling process \(TypeError"):
        ip.breakdown(Holder(), 1)


def test_a_bad_option_is_refused_before_a_model_object_is_handed_over():
    """Issue 39, acceptance 3: the API names the option as its caller spelled it (``mode=``; the command
    line ``--mode``: tests/cli/test_errors.py), and refuses it before the object is pickled (this one
    cannot be)."""
    import threading

    lock = threading.Lock()

    class Holder:
        def __call__(self, x):
            with lock:
                return x

    for kw, said in (
        (dict(mode="fast"), "unknown mode='fast'"),
        (dict(steps=-1), "steps=-1: must be at least 0"),
    ):
        with pytest.raises(ip.ProbeError) as e:
            ip.breakdown(Holder(), 1, **kw)
        assert str(e.value).startswith(said) and "--" not in str(e.value)


def test_reanalyse_of_a_run_it_cannot_write_is_one_line(data_dir, tmp_path, monkeypatch):
    from inductor_probe.workflows import views

    run = tmp_path / "ro"
    shutil.copytree(data_dir / "h100_reduction", run)

    def read_only(path, m):
        raise PermissionError(13, "Permission denied", str(path / "run.json"))

    monkeypatch.setattr(views, "write_manifest", read_only)  # a read-only folder (the tests run as root)
    with pytest.raises(ip.ProbeError, match="copy the run directory somewhere writable"):
        ip.load(run, reanalyse=True)


def test_two_object_runs_are_compared_as_recorded_once_their_model_is_gone(data_dir, tmp_path):
    import json

    from inductor_probe.run.manifest import open_run
    from inductor_probe.workflows.compare_modes import _interleave_note

    runs = []
    for side in ("a", "b"):
        run = tmp_path / side
        shutil.copytree(data_dir / "h100_diff_one_op" / "base", run)
        m = json.loads((run / "run.json").read_text())
        m["model"]["path"] = str(tmp_path / "inductor-probe-object-x1" / "Net.py")  # removed after its call
        (run / "run.json").write_text(json.dumps(m))
        runs.append(open_run(run))
    assert "a model object's run keeps its model only while the call runs" in _interleave_note(*runs)


def test_run_findings_are_the_reports(reanalysed, capsys):
    """``Run.findings``: the records behind the report's opening lines, in its order (issue 39)."""
    run_dir = reanalysed("h100_insight_transformer")
    run = ip.load(run_dir)
    rc, printed = _cli(["report", "--run", str(run_dir), "--format", "json"], capsys)
    assert rc == 0 and run.findings
    assert [f.to_dict() for f in run.findings] == [
        {k: v for k, v in f.items() if k != "text"} for f in json.loads(printed)["findings"]
    ]
