"""Issue 60, M14: ``timeit FILE:fn --timeout 5`` of a target that installs its own SIGALRM handler and
``alarm(1)``, then loops: the tool's timeout rode on SIGALRM, which the target took over, and the run hung
(stopped from outside at 120 s). The timeout holds whatever the target does with SIGALRM."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

TARGET = """
import signal
import time


def fn():
    signal.signal(signal.SIGALRM, lambda signum, frame: None)  # the target's own
    signal.alarm(1)
    while True:
        time.sleep(0.05)
"""


def test_the_timeout_holds_when_the_target_takes_sigalrm(tmp_path):
    target = tmp_path / "own_alarm.py"
    target.write_text(TARGET)
    argv = ["timeit", f"{target}:fn", "--device", "cpu", "--mode", "wall", "--timeout", "3"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    t0 = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "inductor_probe", *argv], capture_output=True, text=True, env=env, timeout=90
    )
    took = time.monotonic() - t0
    assert done.returncode == 4, done.stderr
    line = done.stderr.strip().splitlines()[-1]
    assert "did not finish within --timeout 3 s" in line and "Traceback" not in done.stderr
    assert took < 30
