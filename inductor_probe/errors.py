"""The one exception type the CLI turns into a one-line message and an exit code."""


class ProbeError(Exception):
    """A problem the user can fix: ``message`` names it and the way out.

    ``exit_code`` is what the CLI returns (2: bad input or usage, 3: the child
    process failed, 4: timed out, 5: nothing could be measured).
    """

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message)
        self.message = message
        self.exit_code = exit_code

    def __str__(self) -> str:
        return self.message


USAGE = 2
CHILD_FAILED = 3
TIMEOUT = 4
NOTHING_MEASURED = 5
