"""A child that will not end (issue 29, causes 5 and 6): a model that leaves a non-daemon thread running
ends with its result and a warning, not at --timeout; a second Ctrl-C during the kill grace period stops
the child at once instead of leaving it running. Each case fails on the old code."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from inductor_probe.cli import main
from inductor_probe.collect import child

LINGERING = """
import threading, time, torch

def get_model():
    threading.Thread(target=time.sleep, args=(3600,), name="my-worker").start()  # never joined, not daemon
    return torch.nn.Linear(4, 4)

def get_inputs():
    return (torch.randn(2, 4),)
"""


@pytest.mark.slow
def test_a_model_that_leaves_a_thread_running_ends_with_its_result(tmp_path, capsys):
    model = tmp_path / "lingering.py"
    model.write_text(LINGERING)
    out = tmp_path / "run"
    t0 = time.monotonic()
    rc = main(
        ["breakdown", str(model), "--device", "cpu", "--steps", "1", "--timeout", "30", "--out", str(out)]
    )
    took = time.monotonic() - t0
    err = capsys.readouterr().err
    assert rc == 0, err
    assert took < 25, took  # the old code waited for the thread until --timeout (30 s here), then exit 4
    assert "left 1 non-daemon thread(s) running (my-worker)" in err
    assert json.loads((out / "run.json").read_text())["status"] == "complete"


def test_a_second_ctrl_c_in_the_grace_period_stops_the_child_at_once(tmp_path):
    # a child that ignores SIGTERM: the first Ctrl-C's SIGTERM leaves it running through the grace period
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(60)",
        ],
        start_new_session=True,
    )
    time.sleep(0.5)
    old = signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    signal.setitimer(signal.ITIMER_REAL, 0.5)  # the second Ctrl-C, half a second into the grace period
    try:
        with pytest.raises(KeyboardInterrupt):
            child._kill_group(proc)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    time.sleep(0.2)
    assert proc.poll() is not None, "the child outlived the second Ctrl-C"
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
