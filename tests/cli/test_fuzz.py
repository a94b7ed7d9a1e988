"""Hostile input through ``main([...])``: every case exits non-zero with one line on stderr (under
500 characters, no traceback) and leaves the user's files as they were. The cases that need a
compile child (signals, huge output, wrong types) are in test_safety.py."""

from __future__ import annotations

import json
import shutil

import pytest
from conftest import TINY_MODEL, tree_digest

from inductor_probe.cli import main
from inductor_probe.run.layout import RunLock

CORRUPT_MANIFESTS = {
    "null": "null",
    "list": "[1, 2]",
    "number": "42",
    "empty": "",
    "garbage": "\x00\xff\x13 not json",
    "truncated": '{"tool": "inductor-probe", "schema": 1, "graphs": [',
}


def _edited(run: dict, what: str) -> dict:
    m = json.loads(json.dumps(run))
    if what == "graphs-str":
        m["graphs"] = "g0_forward"
    elif what == "graphs-ints":
        m["graphs"] = [1, 2]
    elif what == "schema":
        m["schema"] = 999
    elif what == "tool":
        m["tool"] = "someone-else"
    elif what == "kernel-rows":
        m["graphs"][0]["breakdown"]["kernels"] = ["not a row"]
    elif what == "time-str":
        m["graphs"][0]["breakdown"]["kernels"][0]["time_us"] = "fast"
    elif what == "error-str":
        m["status"], m["error"] = "failed", "oops"
    return m


EDITS = ("graphs-str", "graphs-ints", "schema", "tool", "kernel-rows", "time-str", "error-str")


@pytest.fixture(scope="module")
def planted(tmp_path_factory, data_dir):
    """A user's directory: their own files, runs of the tool (finished, locked, corrupt), a model."""
    home = tmp_path_factory.mktemp("home")
    (home / "tiny.py").write_text(TINY_MODEL)
    (home / "notes.txt").write_text("mine")
    (home / "afile").write_text("a file, not a directory")
    (home / "latest").write_text("my own file called latest")
    (home / "mine").mkdir()
    (home / "mine" / "run.json").write_text('{"my": "data"}')
    (home / "bin.py").write_bytes(b"\x00\x01\x02\xff" * 100)
    (home / "syntax.py").write_text("def get_model(:\n")
    (home / "exits.py").write_text("import sys\nsys.exit(0)\ndef f():\n    pass\n")
    shutil.copytree(data_dir / "h100_reduction", home / "finished")
    shutil.copytree(data_dir / "h100_reduction", home / "locked")
    shutil.copytree(data_dir / "h100_reduction", home / "notrace")
    shutil.rmtree(home / "notrace" / "traces")
    run = json.loads((home / "finished" / "run.json").read_text())
    for name, text in CORRUPT_MANIFESTS.items():
        (home / f"corrupt-{name}").mkdir()
        (home / f"corrupt-{name}" / "run.json").write_text(text)
    for what in EDITS:
        (home / f"edited-{what}").mkdir()
        (home / f"edited-{what}" / "run.json").write_text(json.dumps(_edited(run, what)))
    lock = RunLock(home / "locked").acquire()
    yield home
    lock.release()


M = "tiny.py"
CASES = [
    # paths
    ["breakdown", "missing.py"],
    ["breakdown", "mine"],
    ["breakdown", "bin.py"],
    ["breakdown", "syntax.py"],
    ["breakdown", "notes.txt"],
    ["breakdown", M, "--out", ""],
    ["breakdown", M, "--out", "mine"],
    ["breakdown", M, "--out", "afile"],
    ["breakdown", M, "--out", "afile/run"],
    ["breakdown", M, "--out", "finished"],
    ["breakdown", M, "--out", "locked", "--force"],
    ["breakdown", M, "--out", "."],
    ["breakdown", M, "--out", "/sys/inductor-probe-fuzz/run"],  # not writable, even for root
    ["breakdown", M, "--cache-dir", "afile"],
    ["breakdown", M, "--cache-dir", "afile/cache"],
    ["breakdown", M, "--mode", "fast"],
    # numbers
    ["breakdown", M, "--calls", "0"],
    ["breakdown", M, "--calls", "-3"],
    ["breakdown", M, "--calls", "abc"],
    ["breakdown", M, "--steps", "-1"],
    ["breakdown", M, "--timeout", "nan"],
    ["breakdown", M, "--timeout", "inf"],
    ["breakdown", M, "--timeout", "-5"],
    ["breakdown", M, "--top", "0"],
    ["breakdown", M, "--top", "-1"],
    ["compare", M, "--calls", "0"],
    ["compare", M, "--out", "mine"],
    ["kernel", "triton_x", "--budget", "nan"],
    ["kernel", "triton_x", "--timeout", "0"],
    ["timeit", "exits.py:f", "--budget", "nan"],
    ["timeit", "exits.py:f", "--rotate", "0"],
    ["timeit", "exits.py:f", "--device", "cpu"],
    ["timeit", "exits.py"],
    # devices
    ["breakdown", M, "--device", "tpu"],
    ["breakdown", M, "--device", ""],
    ["breakdown", M, "--device", "cuda:x"],
    ["breakdown", M, "--device", "CUDA"],
    ["breakdown", M, "--device", "cuda:7"],
    # runs to read
    ["report", "--run", "nowhere"],
    ["report", "--run", "afile"],
    ["report", "--run", "mine"],
    ["report", "--run", "finished", "--top", "0"],
    ["report", "--run", "finished", "--top", "-1"],
    ["report", "--run", "notrace", "--reanalyse"],
    ["kernels", "--run", "nowhere"],
    ["kernel", "triton_x", "--run", "nowhere"],
    *(["report", "--run", f"corrupt-{name}"] for name in CORRUPT_MANIFESTS),
    *(["report", "--run", f"edited-{what}"] for what in EDITS),
    *(["kernels", "--run", f"edited-{what}"] for what in ("graphs-str", "kernel-rows", "time-str")),
    # issue 29, round two: path parts over 255 bytes, a device as PATH, timeit's own limits
    ["breakdown", "x" * 300 + ".py"],
    ["breakdown", M, "--out", "runs/" + "x" * 300],
    ["breakdown", M, "--cache-dir", "x" * 256],
    ["report", "--run", "x" * 256],
    ["diff", "x" * 256, "finished"],
    ["breakdown", "/dev/zero"],
    ["timeit", "exits.py:f", "--timeout", "0"],
    # the command line itself
    ["breakdown", M, "--no-such-flag"],
    ["frobnicate"],
]


@pytest.mark.parametrize("argv", CASES, ids=[" ".join(c) or "-" for c in CASES])
def test_hostile_input(planted, monkeypatch, capsys, argv):
    monkeypatch.chdir(planted)
    before = tree_digest(planted)
    rc = main(list(argv))
    cap = capsys.readouterr()
    lines = cap.err.strip().splitlines()
    assert rc not in (0, 1), (rc, cap.err[:500])  # 1 would be an unhandled failure
    assert len(lines) == 1, cap.err[:2000]
    assert lines[0].startswith("inductor-probe: error: ") and len(lines[0]) < 500, lines[0][:600]
    assert "Traceback" not in cap.err and cap.out == ""
    assert tree_digest(planted) == before
