"""Command line: ``main(argv) -> exit code``; one module per command in ``COMMANDS``.

A command module has ``NAME``, ``HELP`` (its docstring says more), ``add_arguments(parser)`` and
``run(args) -> exit code``. Heavy imports (torch, triton, pandas) happen inside ``run``, so
``inductor-probe --help`` stays fast and never touches CUDA.
"""

from __future__ import annotations

import argparse
import sys
import traceback

from inductor_probe import __version__
from inductor_probe.cli import breakdown, compare, kernel, kernels, report, timeit
from inductor_probe.errors import ProbeError

COMMANDS = (breakdown, report, kernel, kernels, compare, timeit)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
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
    # --debug is accepted anywhere on the line.
    debug = "--debug" in argv
    argv = [x for x in argv if x != "--debug"] if debug else argv
    # Everything after "--" belongs to the user's script.
    script_args: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, script_args = argv[:i], argv[i + 1 :]
    try:
        a = parser.parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    a.debug = debug
    a.script_args = script_args
    if not getattr(a, "func", None):
        parser.print_help(sys.stderr)
        return 2
    from inductor_probe._compat import torch_version_warning

    warning = torch_version_warning()
    if warning:
        print(warning, file=sys.stderr)
    try:
        return int(a.func(a) or 0)
    except ProbeError as e:
        if debug:
            traceback.print_exc()
            _print_child_traceback(e)
        print(f"inductor-probe: error: {e.message}", file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        print("inductor-probe: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def _print_child_traceback(e: ProbeError) -> None:
    """With --debug, show the traceback the child recorded, if the message names a log."""
    import re
    from pathlib import Path

    m = re.search(r"log: (\S+?)[;)]", e.message)
    if not m:
        return
    log = Path(m.group(1))
    from inductor_probe._util import read_json

    data = read_json(log.parent / "driver_result.json")
    tb = (data.get("error") or {}).get("traceback") if isinstance(data, dict) else None
    if tb:
        print(tb, file=sys.stderr)
        return
    if log.exists():
        print(log.read_text(errors="replace")[-8000:], file=sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
