"""Issue 29, causes 9, 10, 12 and 13: path arguments too long for the filesystem, a model PATH that is a
pipe or a device, a gzip bomb for a trace, and a timeit target that hangs or exits. Each is one line on
stderr and a non-zero exit, before any work; each fails on the old code."""

from __future__ import annotations

import gzip
import os
import shutil
import time

import pytest
from conftest import TINY_MODEL

from inductor_probe.cli import main

LONG = "x" * 300


def _one_error(capsys) -> str:
    cap = capsys.readouterr()
    lines = cap.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("inductor-probe: error: "), cap.err[-2000:]
    assert "Traceback" not in cap.err
    return lines[0]


@pytest.mark.parametrize(
    "argv",
    [
        ["breakdown", f"{LONG}.py"],
        ["breakdown", "tiny.py", "--out", f"runs/{LONG}"],
        ["breakdown", "tiny.py", "--cache-dir", f"c/{LONG}"],
        ["breakdown", "tiny.py", "--html", f"{LONG}.html"],
        ["report", "--run", LONG],
        ["kernels", "--run", LONG],
        ["compare", f"{LONG}.py"],
        ["diff", LONG, "b"],
        ["timeit", f"{LONG}.py:f"],
    ],
    ids=lambda a: f"{a[0]} {next((x for x in a[1:] if x.startswith('-')), 'PATH')}",
)
def test_a_path_part_over_255_bytes_is_one_line(tmp_path, monkeypatch, capsys, argv):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "tiny.py").write_text(TINY_MODEL)
    assert main(argv) == 2
    assert "too long for a path" in _one_error(capsys)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tiny.py"]  # nothing made


def test_a_model_path_that_is_a_pipe_or_a_device_is_refused_at_once(tmp_path, capsys):
    fifo = tmp_path / "model.py"
    os.mkfifo(fifo)
    for path, what in ((fifo, "a named pipe"), ("/dev/zero", "a device")):
        t0 = time.monotonic()
        assert main(["breakdown", str(path), "--out", str(tmp_path / "run")]) == 2
        assert what in _one_error(capsys) and time.monotonic() - t0 < 10  # the old code hung on the pipe


def test_a_gzip_bomb_for_a_trace_is_refused_unread(tmp_path, capsys, data_dir):
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)
    with gzip.open(run / "traces" / "g0_inference.json.gz", "wb") as f:  # 1 MiB packed, 1 GiB unpacked
        for _ in range(256):
            f.write(b" " * (4 * 2**20))
    assert main(["report", "--run", str(run), "--reanalyse"]) != 0
    assert "unpacks to more than" in _one_error(capsys)


@pytest.mark.parametrize(
    ("body", "rc", "said"),
    [
        ("import time\ndef f():\n    time.sleep(60)\n", 4, "did not finish within --timeout 2 s"),
        ("import sys\ndef f():\n    sys.exit(0)\n", 5, "called sys.exit(0)"),
        ("import os\ndef f():\n    os._exit(0)\n", 5, "called os._exit(0)"),
    ],
    ids=["hangs", "sys.exit", "os._exit"],
)
def test_timeit_of_a_target_that_hangs_or_exits(tmp_path, capsys, body, rc, said):
    (tmp_path / "t.py").write_text(body)
    t0 = time.monotonic()
    got = main(["timeit", f"{tmp_path / 't.py'}:f", "--device", "cpu", "--timeout", "2", "--budget", "0.05"])
    assert got == rc and said in _one_error(capsys)
    assert time.monotonic() - t0 < 30


def test_reanalyse_of_a_run_it_cannot_write_is_one_line(tmp_path, capsys, data_dir, monkeypatch):
    from inductor_probe.workflows import views

    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)

    def read_only(path, m):
        raise PermissionError(13, "Permission denied", str(path / "run.json"))

    monkeypatch.setattr(views, "write_manifest", read_only)  # a read-only folder (the tests run as root)
    assert main(["report", "--run", str(run), "--reanalyse"]) == 2
    assert "copy the run directory somewhere writable" in _one_error(capsys)


def test_the_run_directory_removed_during_a_run_is_one_line(tmp_path, capsys, monkeypatch):
    from inductor_probe.workflows import model_run

    (tmp_path / "tiny.py").write_text(TINY_MODEL)
    out = tmp_path / "run"
    real = model_run.run_model

    def gone(*args, **kwargs):  # the user removes the run directory while the model compiles
        shutil.rmtree(out)
        return real(*args, **kwargs)

    monkeypatch.setattr(model_run, "run_model", gone)
    rc = main(
        ["breakdown", str(tmp_path / "tiny.py"), "--device", "cpu", "--steps", "1", "--out", str(out), "-q"]
    )
    assert rc == 1
    assert "was a folder of the run removed" in _one_error(capsys)


def test_timeit_on_cpu_under_other_load_says_so(tmp_path, capsys, monkeypatch):
    """A 512x512 matmul read 1,222 to 15,993 µs under load with no warning (issue 29's new-user findings)."""
    from inductor_probe.collect import hostload

    monkeypatch.setattr(hostload, "other_load_cores", lambda before, after, ncpu=None: 3.0)
    (tmp_path / "t.py").write_text("def f():\n    return sum(range(100))\n")
    assert main(["timeit", f"{tmp_path / 't.py'}:f", "--device", "cpu", "--budget", "0.05"]) == 0
    assert "other processes kept 3.0 CPU cores busy while timed" in capsys.readouterr().out


def test_a_scripts_steps_on_cpu_are_checked_for_other_load(tmp_path, monkeypatch):
    from inductor_probe.collect import hostload
    from inductor_probe.collect.script_steps import ScriptSteps
    from inductor_probe.collect.steps import GraphCalls

    monkeypatch.setattr(hostload, "other_load_cores", lambda before, after, ncpu=None: 2.5)
    calls = GraphCalls()
    steps = ScriptSteps(cuda=False, steps=1, trace=tmp_path / "step.json", calls=calls, timed=1)
    steps.start()
    for _ in range(8):  # the script's first graph, called 8 times
        calls("graph")
    assert steps.finish().other_load_cores == 2.5
