"""``report``: render a finished run again (no GPU needed)."""

from __future__ import annotations

import argparse

from inductor_probe.cli import _common
from inductor_probe.render.breakdown import RENDERERS

NAME = "report"
HELP = "render a finished run again (no GPU needed)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--run", help="run directory (default ./probe-runs/latest)")
    _common.add_format(p, RENDERERS)
    _common.add_html(p)
    p.add_argument(
        "--top",
        type=_common.COUNT,
        default=None,
        help="kernels shown per graph, the most time first (at least 1; default 10 in text, all in JSON/CSV)",
    )
    p.add_argument(
        "--reanalyse",
        action="store_true",
        help="recompute the tables from the run's traces with this version of the tool and save them",
    )


def run(a: argparse.Namespace) -> int:
    from inductor_probe import api

    return _common.render(RENDERERS, a, api.load(a.run, reanalyse=a.reanalyse).raw)
