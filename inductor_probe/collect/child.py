"""Run a child Python process (arguments as a list, output to a log file, a hard timeout) and
read the JSON result it leaves behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from inductor_probe._util import read_json
from inductor_probe.errors import TIMEOUT, ProbeError


@dataclass(frozen=True)
class ChildResult:
    returncode: int
    log_path: Path
    elapsed_s: float

    def tail(self, n: int = 20) -> str:
        try:
            lines = self.log_path.read_text(errors="replace").splitlines()
        except OSError:
            return ""
        return "\n".join(lines[-n:])


def run_python(
    args: list[str],
    *,
    env: dict[str, str],
    log_path: Path,
    timeout_s: float,
    cwd: Path | None = None,
    what: str = "child process",
    echo: bool = False,
) -> ChildResult:
    """``python ARGS...`` in a new process group; kill the whole group on timeout.

    Raises ProbeError(exit code 4) on timeout, naming ``what`` and ``--timeout``.
    """
    log_path.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    with open(log_path, "ab") as log:
        proc = subprocess.Popen(
            [sys.executable, *args],
            env=env,
            cwd=str(cwd) if cwd else None,
            stdout=None if echo else log,
            stderr=None if echo else subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            rc = proc.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            raise ProbeError(
                f"{what} did not finish within {timeout_s:g} s and was stopped; "
                f"raise --timeout if it is just slow (log: {log_path})",
                TIMEOUT,
            ) from None
        except KeyboardInterrupt:
            _kill_group(proc)
            raise
    return ChildResult(rc, log_path, time.monotonic() - t0)


def _kill_group(proc: subprocess.Popen) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            return
        try:
            proc.wait(timeout=5)
            return
        except subprocess.TimeoutExpired:
            continue


def read_result(path: Path, default: dict | None = None) -> dict:
    """The JSON object a child wrote to ``path``; a copy of ``default`` (or ``{}``) when it wrote
    none or died half-way (children write through a rename, so a result is whole or missing)."""
    data = read_json(path)
    return data if isinstance(data, dict) else dict(default or {})
