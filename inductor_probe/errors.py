"""The one exception type the CLI turns into a one-line message and an exit code."""

from __future__ import annotations

USAGE = 2
CHILD_FAILED = 3
TIMEOUT = 4
NOTHING_MEASURED = 5


class ProbeError(Exception):
    """A problem the user can fix: ``message`` names it and the way out.

    ``exit_code`` is what the CLI returns (2: bad input or usage, 3: the child
    process failed, 4: timed out, 5: nothing could be measured).
    """

    def __init__(self, message: str, exit_code: int = USAGE):
        super().__init__(message)
        self.message = message
        self.exit_code = exit_code

    def __str__(self) -> str:
        return self.message


def first_line(exc: BaseException, limit: int | None = None, empty: str | None = None) -> str:
    """The first line of an exception's message, cut to ``limit`` characters.

    An exception without a message gives ``empty`` (default: its type's name).
    """
    text = str(exc).strip()
    if not text:
        return type(exc).__name__ if empty is None else empty
    line = text.splitlines()[0]
    return line[:limit] if limit else line


def describe(exc: BaseException, limit: int | None = None) -> str:
    """``TypeName: first line`` of an exception."""
    return f"{type(exc).__name__}: {first_line(exc, limit, empty='')}"
