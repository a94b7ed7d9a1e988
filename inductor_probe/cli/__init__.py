"""Command line: ``main(argv) -> exit code``; one module per command in ``COMMANDS``.

A command module has ``NAME``, ``HELP`` (its docstring says more), ``add_arguments(parser)`` and
``run(args) -> exit code``. Heavy imports (torch, triton, pandas) happen inside ``run``, so
``inductor-probe --help`` stays fast and never touches CUDA.
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback

from inductor_probe._version import __version__
from inductor_probe.cli import _common, breakdown, compare, diff, kernel, kernels, report, timeit
from inductor_probe.errors import Interrupted, OptionError, ProbeError, printable

COMMANDS = (breakdown, report, kernel, kernels, compare, diff, timeit)


class _Parser(argparse.ArgumentParser):
    """Usage errors as one line (the problem and where to read more), exit code 2."""

    def error(self, message: str):
        self.exit(2, f"inductor-probe: error: {message}; see `{self.prog} --help`\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="inductor-probe",
        description="Where a torch.compile'd model spends its GPU time, and whether a kernel is worth "
        "tuning.",
    )
    parser.add_argument("--version", action="version", version=f"inductor-probe {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        p = sub.add_parser(command.NAME, help=command.HELP)
        command.add_arguments(p)
        p.set_defaults(func=command.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    given = list(argv)  # the run records the line it was given, not the process's (main(argv) in-process)
    # Everything after "--" belongs to the user's script (a --debug there too).
    script_args: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, script_args = argv[:i], argv[i + 1 :]
    # --debug is accepted anywhere on the tool's part of the line.
    debug = "--debug" in argv
    argv = [x for x in argv if x != "--debug"] if debug else argv
    try:
        a = parser.parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    a.debug = debug
    a.script_args = script_args
    a.command_line = given
    try:
        _common.check_paths(a)
        _common.check_html(a)
    except ProbeError as e:
        said = e.cli_message() if isinstance(e, OptionError) else e.message  # --mode, not mode=
        print(f"inductor-probe: error: {one_line(said)}", file=sys.stderr)
        return e.exit_code
    if not getattr(a, "func", None):
        parser.print_help(sys.stderr)
        return 2
    from inductor_probe._compat import torch_version_warning

    warning = torch_version_warning()
    if warning:
        print(warning, file=sys.stderr)
    previous = _stop_on_signals()
    try:
        return int(a.func(a) or 0)
    except ProbeError as e:
        if debug:
            traceback.print_exc()
            _print_child_traceback(e)
        said = e.cli_message() if isinstance(e, OptionError) else e.message  # --mode, not mode=
        print(f"inductor-probe: error: {one_line(said)}", file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt as e:
        stop = Interrupted.of(e)
        where = f"; partial results kept in {stop.run_dir}" if stop.run_dir else ""
        print(f"inductor-probe: interrupted by {stop.name}{where}", file=sys.stderr)
        return stop.exit_code
    except BrokenPipeError:
        return 0
    except MemoryError:  # a trace or a table too large for this machine, wherever it was read
        print(
            "inductor-probe: error: out of memory: the run's traces or tables do not fit in this machine's "
            "memory; profile fewer steps (--steps), or read the run on a machine with more memory",
            file=sys.stderr,
        )
        return 1
    except OSError as e:  # a file of the tool's own: the run directory removed or made read-only under it
        if debug:
            traceback.print_exc()
        where = f" ({e.filename})" if e.filename else ""
        said = (
            f"{e.strerror or e}{where}: was a folder of the run removed or made read-only while the tool "
            "ran? run again with another --out DIR"
        )
        print(f"inductor-probe: error: {one_line(said)}", file=sys.stderr)
        return 1
    finally:
        _restore_signals(previous)


MESSAGE_LIMIT = 470  # with "inductor-probe: error: ", under 500 characters; logs hold the rest


def one_line(message: str) -> str:
    """The message on one line; a long one keeps its end, where the log path and the fix are."""
    line = " ".join(printable(message).split())
    if len(line) <= MESSAGE_LIMIT:
        return line
    keep = MESSAGE_LIMIT - 5
    return f"{line[: keep // 2]} ... {line[-(keep - keep // 2) :]}"


def _stop_on_signals() -> dict:
    """SIGTERM and SIGHUP stop the run as Ctrl-C does: children's process groups stopped, the
    manifest marked interrupted, exit code 128 + the signal's number."""
    import signal
    import threading

    from inductor_probe.errors import Interrupted

    if threading.current_thread() is not threading.main_thread():
        return {}

    def handler(signum, frame):
        raise Interrupted(signum, signal.Signals(signum).name)

    previous = {}
    for name in ("SIGTERM", "SIGHUP"):
        sig = getattr(signal, name, None)
        if sig is not None:
            previous[sig] = signal.signal(sig, handler)
    _BEFORE.clear()
    _BEFORE.update(previous)
    global _AT_FORK
    if not _AT_FORK and hasattr(os, "register_at_fork"):
        os.register_at_fork(after_in_child=_forked)
        _AT_FORK = True
    return previous


_BEFORE: dict = {}  # the handlers the tool replaced while it runs: a child the user forks gets them back
_AT_FORK = False


def _forked() -> None:
    """In a child the user's code forked while the tool ran (``timeit`` of a target with a fork-based
    ``multiprocessing.Pool``): the handlers it had before the tool's, so that the pool's SIGTERM ends a worker
    as it would without the tool (issue 60, N8: a worker's traceback ending in the tool's handler)."""
    import signal

    for sig, handler in list(_BEFORE.items()):
        try:
            signal.signal(sig, handler)
        except (ValueError, OSError):  # forked from a thread other than the main one: left as it is
            pass


def _restore_signals(previous: dict) -> None:
    import signal

    for sig, handler in previous.items():
        signal.signal(sig, handler)
    _BEFORE.clear()


def _print_child_traceback(e: ProbeError) -> None:
    """With --debug, show the traceback the failed child recorded beside its log (or the log's end)."""
    from pathlib import Path

    from inductor_probe.collect.doors import recorded_traceback

    if e.log is None:
        return
    log = Path(e.log)
    tb = recorded_traceback(log.parent)
    if tb:
        print(tb, file=sys.stderr)
        return
    if log.exists():
        print(log.read_text(errors="replace")[-8000:], file=sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
