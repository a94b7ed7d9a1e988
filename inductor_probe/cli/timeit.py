"""``timeit TARGET``: time a Python callable with the accurate timer.

    inductor-probe timeit bench.py:step --setup bench.py:make_inputs [--mode auto] [--cache cold]

TARGET and SETUP are ``FILE.py:NAME`` or ``package.module:NAME``. SETUP's return value
becomes the arguments: a tuple or list is spread, a dict is passed as keywords, None means
no arguments, anything else is the one argument. ``--rotate N`` calls SETUP N times and
cycles through the N input sets, so a call does not find the previous call's data in cache.
"""

from __future__ import annotations

import argparse

from inductor_probe.cli import _common
from inductor_probe.render.timeit import RENDERERS

NAME = "timeit"
HELP = "time a Python callable with the accurate timer"


def add_arguments(p: argparse.ArgumentParser) -> None:
    from inductor_probe.timer import CACHES, MODES

    p.add_argument("target", metavar="TARGET", help="callable to time: FILE.py:NAME or module:NAME")
    p.add_argument("--setup", metavar="SETUP", help="FILE.py:NAME or module:NAME returning fn's arguments")
    p.add_argument(
        "--mode",
        default="auto",
        choices=MODES,
        help="timing method (default auto: kernel or events by duration, cross-checked)",
    )
    p.add_argument(
        "--cache",
        default="cold",
        choices=CACHES,
        help="cold: flush L2 before every call (default); warm: back to back",
    )
    p.add_argument("--device", default=None, help="cuda[:N] or cpu (default: cuda if available)")
    p.add_argument(
        "--budget", type=_common.SECONDS, default=0.25, help="seconds for the main method (default 0.25)"
    )
    p.add_argument(
        "--rotate", type=_common.COUNT, default=1, help="input sets to cycle through (calls SETUP N times)"
    )
    p.add_argument("--no-cross-check", action="store_true", help="auto: skip the second method")
    p.add_argument(
        "--timeout",
        type=_common.SECONDS,
        default=1800.0,
        help="seconds the whole timing may take, loading the target included (default 1800)",
    )
    _common.add_format(p, RENDERERS)


def run(a: argparse.Namespace) -> int:
    from inductor_probe import workflows

    result = workflows.timeit(
        a.target,
        a.setup,
        rotate=a.rotate,
        mode=a.mode,
        cache=a.cache,
        device=a.device,
        budget_s=a.budget,
        cross_check=not a.no_cross_check,
        timeout_s=a.timeout,
    )
    return _common.render(RENDERERS, a, result)
