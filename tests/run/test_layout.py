"""The run directory rules: nothing of the user's is overwritten or deleted."""

import json
import os

import pytest
from conftest import tree_digest

from inductor_probe.errors import ProbeError
from inductor_probe.run import layout


def _run_json(d, status="complete", created="2026-11-23T10:00:00+00:00"):
    d.mkdir(parents=True, exist_ok=True)
    manifest = {"schema": 1, "tool": "inductor-probe", "status": status, "created": created, "graphs": []}
    (d / "run.json").write_text(json.dumps(manifest))


def test_new_directory_is_created_and_locked(tmp_path):
    run, lock = layout.new_run_dir(tmp_path / "a" / "b", "m")
    try:
        assert run == (tmp_path / "a" / "b").resolve() and (run / "traces").is_dir()
        assert (run / ".lock").read_text() == str(os.getpid())
    finally:
        lock.release()


def test_empty_directory_is_accepted(tmp_path):
    (tmp_path / "empty").mkdir()
    run, lock = layout.new_run_dir(tmp_path / "empty", "m")
    lock.release()
    assert (run / "logs").is_dir()


@pytest.mark.parametrize("out", ["", "  "])
def test_empty_out_is_refused(tmp_path, monkeypatch, out):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "run.json").write_text("mine")
    before = tree_digest(tmp_path)
    with pytest.raises(ProbeError, match="--out is empty"):
        layout.new_run_dir(out, "m")
    assert tree_digest(tmp_path) == before


def test_users_directory_is_refused(tmp_path):
    d = tmp_path / "mine"
    d.mkdir()
    (d / "run.json").write_text('{"my": "data"}')
    (d / "notes.txt").write_text("x")
    before = tree_digest(tmp_path)
    with pytest.raises(
        ProbeError, match=r"is not an inductor-probe run directory \(it holds notes.txt, run.json\)"
    ):
        layout.new_run_dir(d, "m")
    assert tree_digest(tmp_path) == before


def test_a_file_is_refused(tmp_path):
    (tmp_path / "f").write_text("x")
    with pytest.raises(ProbeError, match="is a file, not a directory"):
        layout.new_run_dir(tmp_path / "f", "m")


def test_finished_run_needs_force_and_is_kept_aside(tmp_path):
    d = tmp_path / "r"
    _run_json(d)
    old = (d / "run.json").read_text()
    before = tree_digest(tmp_path)
    with pytest.raises(ProbeError, match="already holds a run; pass --force"):
        layout.new_run_dir(d, "m")
    assert tree_digest(tmp_path) == before
    run, lock = layout.new_run_dir(d, "m", force=True)
    lock.release()
    aside = sorted(run.glob("run-*.json"))
    assert [p.read_text() for p in aside] == [old] and not (run / "run.json").exists()
    _run_json(d)  # a third run: the second's manifest is kept too
    run, lock = layout.new_run_dir(d, "m", force=True)
    lock.release()
    assert len(list(run.glob("run-*.json"))) == 2


def test_force_into_a_finished_job_keeps_each_ranks_manifest_aside(tmp_path):
    """Issue 44, N2: --force into a torchrun job's folder kept only the top run.json; each rank's is kept
    aside too (``rankN/run-<created>.json``), what every rank measured kept."""
    d = tmp_path / "job"
    _run_json(d)
    for r in (0, 1):
        _run_json(d / f"rank{r}")
    ranks = {r: (d / f"rank{r}" / "run.json").read_text() for r in (0, 1)}
    run, lock = layout.new_run_dir(d, "m", force=True)
    lock.release()
    for r in (0, 1):
        aside = sorted((run / f"rank{r}").glob("run-*.json"))
        assert [p.read_text() for p in aside] == [ranks[r]] and not (run / f"rank{r}" / "run.json").exists()


def test_second_run_into_a_locked_directory_fails_at_once(tmp_path):
    run, lock = layout.new_run_dir(tmp_path / "r", "m")
    try:
        with pytest.raises(ProbeError, match=rf"another inductor-probe run \(pid {os.getpid()}\) is writing"):
            layout.new_run_dir(tmp_path / "r", "m")
    finally:
        lock.release()
    run2, lock2 = layout.new_run_dir(tmp_path / "r", "m")  # released: free again
    lock2.release()


def test_latest_only_in_the_tools_own_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    elsewhere, lock = layout.new_run_dir(tmp_path / "elsewhere" / "r", "m")
    lock.release()
    layout.point_latest(elsewhere)
    assert sorted(p.name for p in (tmp_path / "elsewhere").iterdir()) == ["r"]
    run, lock = layout.new_run_dir(None, "m")
    lock.release()
    layout.point_latest(run)
    assert (tmp_path / "probe-runs" / "latest").resolve() == run


def test_latest_that_is_not_the_tools_symlink_is_left_alone(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "probe-runs").mkdir()
    (tmp_path / "probe-runs" / "latest").write_text("my file")
    run, lock = layout.new_run_dir(None, "m")
    lock.release()
    layout.point_latest(run)
    assert (tmp_path / "probe-runs" / "latest").read_text() == "my file"


def test_cache_dir_checks(tmp_path):
    (tmp_path / "f").write_text("x")
    with pytest.raises(ProbeError, match="--cache-dir .* is a file, not a directory"):
        layout.check_cache_dir(tmp_path / "f")
    with pytest.raises(ProbeError, match="cannot write the Inductor cache"):
        layout.check_cache_dir(tmp_path / "f" / "sub")
    assert layout.check_cache_dir(tmp_path / "c").is_dir()


def test_default_cache_is_the_tools_own(monkeypatch, tmp_path):
    monkeypatch.delenv("INDUCTOR_PROBE_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert layout.default_cache_dir() == tmp_path / "inductor-probe" / ".inductor-cache"
    monkeypatch.setenv("INDUCTOR_PROBE_CACHE", str(tmp_path / "x"))
    assert layout.default_cache_dir() == tmp_path / "x" / ".inductor-cache"


def test_a_cache_whose_path_holds_a_space_is_given_to_inductor_through_a_link_without_one(tmp_path):
    # Inductor's C++ builder splits its command at spaces: "g++: input file '/tmp/my' is the same as output"
    from inductor_probe.run.layout import spaceless

    cache = tmp_path / "my runs" / "cache"
    cache.mkdir(parents=True)
    link = spaceless(cache)
    assert not any(c.isspace() for c in str(link)) and link.resolve() == cache.resolve()
    assert spaceless(cache) == link  # the same link again
    plain = tmp_path / "cache"
    assert spaceless(plain) == plain
    link.unlink()
