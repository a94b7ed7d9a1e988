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
