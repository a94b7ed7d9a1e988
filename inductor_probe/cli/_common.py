"""What the commands share: progress lines, output, the --format option from a renderer registry,
the options of the commands that compile a model."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable

from inductor_probe.errors import ProbeError

MODEL_HELP = "model file (get_model/get_inputs) or a script that calls torch.compile"


def progress(quiet: bool) -> Callable[[str], None]:
    t0 = time.monotonic()

    def say(msg: str) -> None:
        if not quiet:
            print(f"[{time.monotonic() - t0:6.1f}s] {msg}", file=sys.stderr, flush=True)

    return say


def emit(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def add_format(p: argparse.ArgumentParser, renderers: dict) -> None:
    """``--format``, its choices the formats the result type's renderers know."""
    p.add_argument("--format", choices=tuple(renderers), default="text")


def render(renderers: dict, a: argparse.Namespace, result) -> int:
    emit(renderers[a.format](result, top=getattr(a, "top", None)))
    return 0


def add_model_arguments(
    p: argparse.ArgumentParser,
    command: str,
    renderers: dict,
    description: str,
    top_help: str,
    out_help: str,
    timeout_s: float,
) -> None:
    """Options of the commands that compile and profile a model (``breakdown``, ``compare``)."""
    p.usage = f"inductor-probe {command} PATH [options] [-- SCRIPT_ARGS...]"
    p.description = description
    p.add_argument("path", help=MODEL_HELP)
    p.add_argument("--backward", action="store_true", help="also run backward and profile the backward graph")
    p.add_argument("--device", default="auto", help="auto (cuda if available) | cuda | cuda:N | cpu")
    p.add_argument(
        "--script", action="store_true", help="run PATH as __main__ even if it defines get_model()"
    )
    p.add_argument("--out", help=out_help)
    numbers = (
        (
            "--steps",
            int,
            5,
            "profiled steps of the real run (default 5; 0: none, each module on its own instead)",
        ),
        ("--calls", int, 10, "calls per compiled module in the isolated view (default 10)"),
        ("--timeout", float, timeout_s, f"seconds each child may take (default {timeout_s:g})"),
    )
    for flag, kind, default, text in numbers:
        p.add_argument(flag, type=kind, default=default, help=text)
    p.add_argument(
        "--isolated",
        action="store_true",
        help="also profile each compiled module on its own, on its own random inputs (what -p does)",
    )
    p.add_argument("-q", "--quiet", action="store_true", help="no progress lines on stderr")
    add_format(p, renderers)
    p.add_argument("--top", type=int, default=None, help=top_help)


def check_run_numbers(a: argparse.Namespace) -> None:
    """--calls, --timeout and --top of the commands that compile and profile a model."""
    if a.calls < 1:
        raise ProbeError(f"--calls must be at least 1, not {a.calls}")
    if a.steps < 0:
        raise ProbeError(f"--steps must be 0 or more, not {a.steps}")
    if a.timeout <= 0:
        raise ProbeError(f"--timeout must be positive, not {a.timeout:g}")
    if a.top is not None and a.top < 1:
        raise ProbeError(f"--top must be at least 1, not {a.top}")


def breakdown_options(a: argparse.Namespace, **overrides):
    """The workflow's options from a command line of ``breakdown`` or ``compare``."""
    from inductor_probe.workflows import BreakdownOptions

    check_run_numbers(a)
    script_args = tuple(getattr(a, "script_args", None) or ())
    return BreakdownOptions(
        model=a.path,
        out=a.out,
        backward=a.backward,
        device=a.device,
        script=a.script or bool(script_args),
        script_args=script_args,
        timeout_s=a.timeout,
        calls=a.calls,
        steps=a.steps,
        isolated=a.isolated,
        **overrides,
    )
