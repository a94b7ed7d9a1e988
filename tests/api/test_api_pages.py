"""Issue 44, N1: the API's page writers (``Run.to_html``, ``Comparison.to_html``, ``KernelResult.to_html``)
go through the command line's checks: never onto a device, a pipe or a link to one, never onto the run's
own files or the model, never over a file that is not a page; nothing of the user's is written over."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

import inductor_probe as ip
from inductor_probe.render.html.page import check_target
from tests.conftest import tree_digest


@pytest.fixture
def run(tmp_path, data_dir):
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)
    return run


def test_a_page_is_never_written_onto_a_pipe_or_a_link_to_one(tmp_path, run):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)  # a device node's stand-in: write-then-rename would replace it
    link = tmp_path / "link.html"
    link.symlink_to(pipe)
    r = ip.load(run)
    for target in (pipe, link):
        with pytest.raises(ip.ProbeError, match="is not a regular file"):
            r.to_html(target)
    assert (
        pipe.is_fifo() and link.is_symlink() and sorted(os.listdir(tmp_path)) == ["link.html", "pipe", "run"]
    )
    # a device itself: the check alone (a writer that skipped it would replace /dev/null as root)
    with pytest.raises(ip.ProbeError, match="is not a regular file"):
        check_target(Path("/dev/null"))


def test_a_page_is_never_written_over_the_runs_files_the_model_or_a_users_file(tmp_path, run):
    notes = tmp_path / "notes.txt"
    notes.write_text("mine")
    before = tree_digest(tmp_path)
    r = ip.load(run)
    with pytest.raises(ip.ProbeError, match="is an input of this command"):
        r.to_html(run / "run.json")
    with pytest.raises(ip.ProbeError, match="exists and is not an HTML page"):
        r.to_html(notes)
    assert tree_digest(tmp_path) == before
    # a page, new or over an older page, and a file of the user's named like the writer's own temporary
    (tmp_path / "page.html.tmp").write_text("mine too")
    assert r.to_html(tmp_path / "page.html").read_text().startswith("<!DOCTYPE html>")
    assert r.to_html(tmp_path / "page.html").is_file()
    assert (tmp_path / "page.html.tmp").read_text() == "mine too"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "page.html", "page.html.tmp", "run"]
