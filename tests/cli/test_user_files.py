"""Nothing of the user's is taken for the tool's own or written over (issue 29, causes 1-3): a folder is the
tool's only by its marker (or a real manifest or comparison); ``--html`` is never a device, a pipe or an
input of the command; a finished comparison is written again only with ``--force``. Each case fails on the
old code."""

from __future__ import annotations

import json
import os
import shutil

import pytest
from conftest import tree_digest

from inductor_probe.cli import main

TINY = """
import torch

def get_model():
    return torch.nn.Linear(4, 4)

def get_inputs():
    return (torch.randn(2, 4),)
"""


def _user_folder(root, kind: str):
    d = root / kind
    d.mkdir()
    (d / "notes.txt").write_text("mine")
    if kind == "lock":
        (d / ".lock").write_text("my own lock file")
    elif kind == "compare":
        (d / "compare.json").write_text(json.dumps({"my": "data"}))
    elif kind == "tmp":
        (d / ".lock").write_text("")
        (d / "tmp").mkdir()
        (d / "tmp" / "precious.bin").write_bytes(b"\x00" * 16)
    return d


def _one_error(capsys) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("inductor-probe: error: "), err
    return err[0]


@pytest.mark.parametrize("kind", ["lock", "compare", "tmp"])
def test_a_users_folder_is_refused_as_out_and_left_byte_for_byte(tmp_path, capsys, data_dir, kind):
    folder = _user_folder(tmp_path, kind)
    model = tmp_path / "tiny.py"
    model.write_text(TINY)
    before = tree_digest(tmp_path)
    assert main(["breakdown", str(model), "--out", str(folder), "--device", "cpu", "-q"]) == 2
    assert "is not an inductor-probe run directory" in _one_error(capsys)
    a, b = data_dir / "h100_diff_one_op" / "base", data_dir / "h100_diff_one_op" / "changed"
    assert main(["compare", str(a), str(b), "--out", str(folder), "-q"]) == 2
    assert "is not an inductor-probe run directory" in _one_error(capsys)
    assert tree_digest(tmp_path) == before


def test_html_onto_a_pipe_is_refused_before_any_work(tmp_path, capsys, data_dir):
    (tmp_path / "pipes").mkdir()
    pipe = tmp_path / "pipes" / "pipe"
    os.mkfifo(pipe)  # a device node stand-in that is safe to plant: write-then-rename would replace it
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)
    before = tree_digest(run)
    assert main(["report", "--run", str(run), "--html", str(pipe)]) == 2
    assert "is not a regular file" in _one_error(capsys)
    assert tree_digest(run) == before and pipe.is_fifo() and os.listdir(tmp_path / "pipes") == ["pipe"]


def test_html_onto_the_commands_own_input_is_refused(tmp_path, capsys, data_dir):
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)
    model = tmp_path / "tiny.py"
    model.write_text(TINY)
    before = tree_digest(tmp_path)
    assert main(["report", "--run", str(run), "--html", str(run / "run.json")]) == 2
    assert "is an input of this command" in _one_error(capsys)
    assert main(["breakdown", str(model), "--html", str(model), "--device", "cpu", "-q"]) == 2
    assert "is an input of this command" in _one_error(capsys)
    assert tree_digest(tmp_path) == before
    # a new page inside the run directory is fine
    assert main(["report", "--run", str(run), "--html", str(run / "page.html")]) == 0
    assert (run / "page.html").read_text().startswith("<!DOCTYPE html>")


def test_a_finished_comparison_is_written_again_only_with_force(tmp_path, capsys, data_dir):
    a, b = data_dir / "h100_diff_one_op" / "base", data_dir / "h100_diff_one_op" / "changed"
    out = tmp_path / "cmp"
    assert main(["compare", str(a), str(b), "--out", str(out), "-q"]) == 0
    first = (out / "compare.json").read_text()
    capsys.readouterr()
    assert main(["compare", str(a), str(b), "--out", str(out), "-q"]) == 2
    assert "already holds a comparison; pass --force" in _one_error(capsys)
    assert (out / "compare.json").read_text() == first
    assert main(["compare", str(a), str(b), "--out", str(out), "--force", "-q"]) == 0
    assert [p.read_text() for p in out.glob("compare-*.json")] == [first]


def test_terminal_escapes_from_a_model_are_not_echoed(tmp_path, capsys):
    model = tmp_path / "bad.py"
    model.write_text(
        "import torch\n\ndef get_model():\n    raise RuntimeError('\\x1b[2J\\x1b[Hcleared \\x07 screen')\n\n"
        "def get_inputs():\n    return (torch.randn(2),)\n"
    )
    assert main(["breakdown", str(model), "--out", str(tmp_path / "r"), "--device", "cpu", "-q"]) == 3
    err = _one_error(capsys)
    assert "cleared" in err and "\x1b" not in err and "\x07" not in err
    saved = json.loads((tmp_path / "r" / "run.json").read_text())["error"]["message"]
    assert "cleared" in saved and "\x1b" not in saved


def test_debug_after_the_double_dash_is_the_scripts(tmp_path, capsys):
    script = tmp_path / "s.py"
    script.write_text(
        "import sys, torch\nprint('ARGS', sys.argv[1:])\nf = torch.compile(lambda x: x + 1)\n"
        "for _ in range(2):\n    f(torch.ones(2))\n"
    )
    main(["breakdown", str(script), "--out", str(tmp_path / "r"), "--device", "cpu", "--steps", "0", "-q",
          "--", "--debug", "x"])  # fmt: skip
    log = (tmp_path / "r" / "logs" / "driver.log").read_text()
    assert "ARGS ['--debug', 'x']" in log


def test_compare_of_a_run_without_tables_is_refused(tmp_path, capsys, data_dir):
    failed = tmp_path / "failed"
    shutil.copytree(data_dir / "h100_diff_one_op" / "base", failed)
    m = json.loads((failed / "run.json").read_text())
    m["status"] = "failed"
    for g in m["graphs"]:
        g.pop("breakdown", None)
    (failed / "run.json").write_text(json.dumps(m))
    other = data_dir / "h100_diff_one_op" / "changed"
    assert main(["compare", str(failed), str(other), "--out", str(tmp_path / "c"), "-q"]) == 2
    assert "has no tables (status failed)" in _one_error(capsys)


def test_csv_cells_are_never_formulas():
    import csv
    import io

    from inductor_probe.render._fmt import csv_text

    text = csv_text(
        [{"name": '=HYPERLINK("x")', "time_us": -1.5, "op": "@SUM(A1)"}], ["name", "time_us", "op"]
    )
    row = next(csv.DictReader(io.StringIO(text)))
    assert row == {"name": '\'=HYPERLINK("x")', "time_us": "-1.5", "op": "'@SUM(A1)"}


def test_a_kernel_name_that_would_leave_the_run_is_refused(tmp_path, capsys, data_dir):
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)
    m = json.loads((run / "run.json").read_text())
    name = m["graphs"][0]["kernels"][0]["name"]
    text = (run / "run.json").read_text().replace(f'"{name}"', '"../../escape"')
    (run / "run.json").write_text(text)
    (tmp_path / "escape.py").write_text("# kernels/../../escape.py: a file where the crafted name points\n")
    before = tree_digest(tmp_path)
    assert main(["kernel", "../../escape", "--run", str(run)]) == 2
    assert "is not a generated kernel's name" in _one_error(capsys)
    assert tree_digest(tmp_path) == before


def test_breakdown_from_a_folder_with_a_space_and_a_newline_in_its_path(tmp_path, capsys, monkeypatch):
    """The children's temporary files live in the system's temporary folder, not under the user's path: a
    compiler command line split on the space failed every CPU compile (issue 29, cause 4)."""
    folder = tmp_path / "My Project\nruns"
    folder.mkdir()
    (folder / "tiny.py").write_text(TINY)
    monkeypatch.chdir(folder)
    assert main(["breakdown", "tiny.py", "--device", "cpu", "--steps", "1", "-q"]) == 0, (
        capsys.readouterr().err
    )
    run = (folder / "probe-runs" / "latest").resolve()
    m = json.loads((run / "run.json").read_text())
    assert m["status"] == "complete" and not (run / "tmp").exists()
    assert not (run / ".lock").exists()  # a finished run keeps no lock file (it did)
    s = m["step"]
    assert s["busy_pct"] <= 100.0
    assert sum(g["ms"] for g in s["graphs"]) + s["outside_ms"] + s["idle_ms"] == pytest.approx(
        s["wall_ms"], rel=0.03
    )


def test_latest_is_the_last_complete_run_not_a_failed_one(tmp_path, capsys, monkeypatch):
    """``latest`` pointed at a failed run, and ``report`` then printed ``torch None`` (issue 29)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.py").write_text(
        "def get_model():\n    raise ValueError('no')\n\ndef get_inputs():\n    return ()\n"
    )
    assert main(["breakdown", "bad.py", "--device", "cpu", "--steps", "1", "-q"]) != 0
    capsys.readouterr()
    assert not (tmp_path / "probe-runs" / "latest").exists()
    failed = next((tmp_path / "probe-runs").iterdir())
    assert main(["report", "--run", str(failed)]) == 0
    out = capsys.readouterr().out
    assert "torch None" not in out and "torch ?" in out
