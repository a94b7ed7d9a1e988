"""The tool's errors: ``ProbeError`` (the CLI turns it into a one-line message and an exit code) and those
that carry more, in declared fields: ``OptionError`` (the option as its caller spelled it),
``NothingMeasured`` (what was learned before), ``JobFailed`` (each rank's outcome), ``TimedOut`` (the
tool's own work past ``--timeout``: ``bounded``); ``Interrupted`` (a signal: the run it stopped)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

USAGE = 2
CHILD_FAILED = 3
TIMEOUT = 4
NOTHING_MEASURED = 5
SLOWER = 6  # diff --fail-above: slower beyond noise and the threshold


class ProbeError(Exception):
    """A problem the user can fix: ``message`` names it and the way out.

    ``exit_code`` is what the CLI returns (2: bad input or usage, 3: the child
    process failed, 4: timed out, 5: nothing could be measured,
    6: ``diff --fail-above`` found a slowdown). ``log`` is the log of the child
    process that failed, if any: ``--debug`` shows the traceback recorded beside it.
    """

    def __init__(self, message: str, exit_code: int = USAGE, log=None):
        super().__init__(message)
        self.message = message
        self.exit_code = exit_code
        self.log = log

    def __str__(self) -> str:
        return self.message


class NothingMeasured(ProbeError):
    """Nothing could be measured (exit 5): ``result`` holds what was learned before (a kernel's report from
    its run and file), for the caller to show beside the message."""

    def __init__(self, message: str, result: object | None = None, log=None):
        super().__init__(message, NOTHING_MEASURED, log)
        self.result = result


class JobFailed(ProbeError):
    """A multi-rank job that failed or outlived its timeout (exit 3 or 4): ``outcomes`` holds what each
    rank measured as far as it got (``collect/ranks.RankOutcome``), kept in the run; ``rank`` the rank its
    failure is pinned on (the first that raised or died; past the timeout, one outside the collectives that
    holds the others), None where none is; ``waiting``: past the timeout, every rank of this host waited in
    a collective (for a peer elsewhere)."""

    def __init__(
        self,
        message: str,
        exit_code: int,
        outcomes: list,
        log=None,
        rank: int | None = None,
        waiting: bool = False,
    ):
        super().__init__(message, exit_code, log)
        self.outcomes = outcomes
        self.rank, self.waiting = rank, waiting

    @classmethod
    def of(cls, e: ProbeError, outcomes: list, rank: int | None = None, waiting: bool = False) -> JobFailed:
        return cls(e.message, e.exit_code, outcomes, e.log, rank, waiting)


class OptionError(ProbeError):
    """A bad value of one option, named as its caller spelled it: ``mode='x'`` to the Python API, ``--mode
    'x'`` on the command line (``cli_message``). ``text`` holds ``{}`` where the option goes."""

    def __init__(self, option: str, value: object, text: str):
        self.option, self.value, self.text = option, value, text
        super().__init__(text.format(f"{option}={value!r}"), USAGE)

    def cli_message(self) -> str:
        flag = "--" + self.option.replace("_", "-")
        return self.text.format(flag if isinstance(self.value, bool) else f"{flag} {self.value!r}")


_CONTROL = {c: None for c in [*range(32), 127, *range(0x80, 0xA0)] if c not in (9, 10)}


def printable(text: str) -> str:
    """``text`` without terminal control characters (escapes a model could print to clear the screen or
    overwrite the error line); tabs and newlines are kept."""
    return str(text).translate(_CONTROL)


def first_line(exc: BaseException, limit: int | None = None, empty: str | None = None) -> str:
    """The first line of an exception's message, cut to ``limit`` characters.

    An exception without a message gives ``empty`` (default: its type's name).
    """
    text = printable(str(exc)).strip()
    if not text:
        return type(exc).__name__ if empty is None else empty
    line = text.splitlines()[0]
    return line[:limit] if limit else line


def describe(exc: BaseException, limit: int | None = None) -> str:
    """``TypeName: first line`` of an exception."""
    return f"{type(exc).__name__}: {first_line(exc, limit, empty='')}"


class Interrupted(KeyboardInterrupt):
    """Ctrl-C, SIGTERM or SIGHUP: the run stops, its children are stopped, its manifest says so.

    ``exit_code`` follows the shell's convention, 128 + the signal's number.
    """

    def __init__(self, signum: int, name: str, run_dir: Path | None = None):
        super().__init__(name)
        self.signum = signum
        self.name = name
        self.exit_code = 128 + signum
        self.run_dir = run_dir  # the run it stopped, whose manifest says so (the CLI names it)

    @classmethod
    def of(cls, e: KeyboardInterrupt) -> Interrupted:
        """``e`` as an Interrupted: a plain KeyboardInterrupt is Ctrl-C (SIGINT, exit 130)."""
        return e if isinstance(e, Interrupted) else cls(2, "SIGINT")


def clip(text: str, limit: int = 300) -> str:
    """``text`` on one line, at most ``limit`` characters (a child's message, a log's last line)."""
    line = " ".join(printable(str(text)).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


class TimedOut(ProbeError):
    """The tool's own work on what a child wrote (parsing a trace, analysing it) outlived ``--timeout``
    (exit 4): ``what`` is that work, ``seconds`` the bound."""

    def __init__(self, what: str, seconds: float):
        super().__init__(f"{what} took longer than --timeout {seconds:g} s", TIMEOUT)
        self.what, self.seconds = what, seconds


@contextmanager
def bounded(seconds: float | None, what: str) -> Iterator[None]:
    """``what`` (the parent's own work) stopped by ``TimedOut`` once it runs ``seconds`` (a child is bounded
    by its own timeout): a real-time timer in the main thread of a POSIX process; elsewhere (a notebook's
    worker thread, Windows) unbounded. An enclosing timer is put back, less the time spent here."""
    import signal
    import threading
    import time

    main = threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer")
    if not seconds or seconds <= 0 or not main:
        yield
        return

    def expired(signum, frame) -> None:
        raise TimedOut(what, seconds)

    t0 = time.monotonic()
    old = signal.signal(signal.SIGALRM, expired)
    outer, _ = signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        if outer:
            signal.setitimer(signal.ITIMER_REAL, max(1e-3, outer - (time.monotonic() - t0)))
