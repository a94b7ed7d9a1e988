"""Issue 60, N8: ``timeit`` of a target whose fork-based ``multiprocessing.Pool`` the target ends: the workers
forked while the tool ran inherited its SIGTERM handler, so the pool's terminate left a worker's traceback
ending in ``raise Interrupted(...)`` on stderr. A child forked while the tool runs gets the handlers it had
before the tool's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

TARGET = """
import multiprocessing as mp


def fn():
    pool = mp.get_context("fork").Pool(2)
    out = pool.map(abs, [1, -2])
    pool.terminate()  # SIGTERM to each worker, waiting for its next task
    pool.join()
    return out
"""


def test_a_forked_worker_of_the_target_ends_as_it_would_without_the_tool(tmp_path):
    """The tool as a user runs it (its own process). On the code before: 12-24 workers' tracebacks in three
    runs, one of which hung past its timeout."""
    target = tmp_path / "pool_target.py"
    target.write_text(TARGET)
    argv = ["timeit", f"{target}:fn", "--device", "cpu", "--mode", "wall", "--budget", "0.05"]
    argv += ["--no-cross-check", "--cache", "warm"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "inductor_probe", *argv], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert "Interrupted" not in done.stderr and "Traceback" not in done.stderr, done.stderr
