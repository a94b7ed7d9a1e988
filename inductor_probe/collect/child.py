"""Run a child Python process: arguments as a list, output to a log file, a hard timeout, the whole process
group stopped on a timeout or an interrupt (``collect/doors.py`` writes its spec and reads its result)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from inductor_probe.errors import TIMEOUT, ProbeError, clip


@dataclass(frozen=True)
class ChildResult:
    returncode: int
    log_path: Path
    elapsed_s: float

    def tail(self, n: int = 20) -> str:
        return log_tail(self.log_path, n)

    def last_line(self, width: int = 160) -> str:
        """The log's last line, clipped (``no output`` for an empty log): what a child said as it died."""
        return last_line(self.log_path, width) or "no output"


def log_tail(path: Path, n: int = 20) -> str:
    """The last ``n`` lines of a log ("" where it cannot be read)."""
    try:
        with open(path, "rb") as f:
            f.seek(max(0, f.seek(0, os.SEEK_END) - 64 * 1024))  # the end of a log of any size
            lines = f.read().decode(errors="replace").splitlines()
    except OSError:
        return ""
    return "\n".join(lines[-n:])


def last_line(path: Path, width: int = 100) -> str:
    """A log's last non-empty line, clipped to ``width`` on one line; "" where there is none."""
    tail = log_tail(path).strip()
    return clip(tail.splitlines()[-1], width) if tail else ""


HEARTBEAT_S = 20.0  # a running child is said to be running at least this often


def run_python(
    args: list[str],
    *,
    env: dict[str, str],
    log_path: Path,
    timeout_s: float,
    cwd: Path | None = None,
    what: str = "child process",
    echo: bool = False,
    prefix: tuple[str, ...] = (),
    on_timeout: Callable[[], str] | None = None,
    heartbeat: Callable[[float], None] | None = None,
    every_s: float = HEARTBEAT_S,
) -> ChildResult:
    """``python ARGS...`` in a new process group; kill the whole group on timeout. ``prefix``: a
    program that runs the child (``ncu --... python ARGS``). ``heartbeat(seconds so far)`` every ``every_s``
    while it runs: a long compile is never silent for more than that.

    Raises ProbeError(exit code 4) on timeout, naming ``what`` and ``--timeout``; ``on_timeout`` runs first,
    the group still alive, and what it returns is said in the error (a job's ranks: where each waited).
    """
    log_path.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    with open(log_path, "ab") as log:
        proc = subprocess.Popen(
            [*prefix, sys.executable, *safe_path(args)],
            env=env,
            cwd=str(cwd) if cwd else None,
            stdout=None if echo else log,
            stderr=None if echo else subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            rc = _wait(proc, t0, timeout_s, heartbeat, every_s)
            _reap_group(proc)  # what the child left in its process group (a pool's workers): stopped
        except subprocess.TimeoutExpired:
            said = _ask(on_timeout)
            _kill_group(proc)
            raise ProbeError(
                f"{what} did not finish within {timeout_s:g} s and was stopped{said}; "
                f"raise --timeout if it is just slow (log: {log_path})",
                TIMEOUT,
            ) from None
        except KeyboardInterrupt:
            _kill_group(proc)
            raise
    return ChildResult(rc, log_path, time.monotonic() - t0)


def _wait(proc, t0: float, timeout_s: float, heartbeat, every_s: float) -> int:
    """The child's exit code; ``heartbeat(seconds)`` every ``every_s`` meanwhile; TimeoutExpired after
    ``timeout_s``."""
    while True:
        left = timeout_s - (time.monotonic() - t0)
        try:
            return proc.wait(timeout=max(0.0, min(left, every_s)) if heartbeat else timeout_s)
        except subprocess.TimeoutExpired:
            if heartbeat is None or time.monotonic() - t0 >= timeout_s:
                raise
            heartbeat(time.monotonic() - t0)


def still(doing: str, seconds: float, log: Path) -> str:
    """A heartbeat's line: what is running, for how long, the last line of its log."""
    said = last_line(log)
    return f"{doing} ({seconds:.0f} s)" + (f"; its log's last line: {said}" if said else "")


# Python 3.11+: -P keeps the current directory off sys.path (a user's inspect.py cannot shadow the
# standard library); before that, a bootstrap drops it before the module runs.
_BOOTSTRAP = (
    "import runpy, sys; sys.path.pop(0); sys.argv.pop(0); "
    "runpy.run_module(sys.argv[0], alter_sys=True, run_name='__main__')"
)


def safe_path(args: list[str]) -> list[str]:
    """``-m MODULE ARGS`` run with the tool's own import path first, never the current directory."""
    if not args or args[0] != "-m":
        return list(args)
    if sys.version_info >= (3, 11):
        return ["-P", *args]
    return ["-c", _BOOTSTRAP, *args[1:]]  # pragma: no cover (Python 3.10)


def _ask(on_timeout: Callable[[], str] | None) -> str:
    if on_timeout is None:
        return ""
    try:
        said = on_timeout()
    except Exception as e:  # what the hang looked like is a help, never a second failure
        said = f"(its state could not be read: {type(e).__name__})"
    return f": {said}" if said else ""


def _reap_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _kill_group(proc: subprocess.Popen) -> None:
    """SIGTERM to the child's process group, SIGKILL after a grace period; a second Ctrl-C during the grace
    period ends it at once (SIGKILL), so the child never outlives the tool."""
    try:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(proc.pid, sig)
            except (ProcessLookupError, PermissionError):
                return
            try:
                proc.wait(timeout=KILL_GRACE_S)
                return
            except subprocess.TimeoutExpired:
                continue
    except KeyboardInterrupt:
        _reap_group(proc)
        proc.wait()
        raise


KILL_GRACE_S = 5.0


def _inductor_workers() -> set:
    """The threads of Inductor's own compile pool (``AsyncCompile.pool``, made on a cold compile): not the
    model's. Empty where torch has no such pool or it was never made."""
    import sys

    module = sys.modules.get("torch._inductor.async_compile")
    pool = getattr(getattr(module, "AsyncCompile", None), "pool", None)
    try:
        if pool is None or not pool.cache_info().currsize:
            return set()
        return set(getattr(pool(), "_threads", ()))
    except Exception:  # another torch's pool: its threads are then named as the model's, as before
        return set()


def lingering_threads() -> list[str]:
    """The names of the non-daemon threads still running beside the main one (a model's worker it never
    joined): Python would wait for them at exit. Inductor's own compile workers are not the model's."""
    import threading

    main, ours = threading.main_thread(), _inductor_workers()
    return [
        t.name
        for t in threading.enumerate()
        if t is not main and not t.daemon and t.is_alive() and t not in ours
    ]


def exit_child(rc: int) -> None:
    """A child's end once its result is written: where the model left non-daemon threads running, end the
    process now (``os._exit``) instead of waiting for them; else the normal exit."""
    if lingering_threads():
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(rc)
    sys.exit(rc)
