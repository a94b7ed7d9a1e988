"""``compare PATH``: default vs max-autotune, per category and per kernel."""

from __future__ import annotations

import argparse

from inductor_probe.cli import _common
from inductor_probe.render.compare import DEFAULT_TOP, RENDERERS

NAME = "compare"
HELP = "compile a model with default and max-autotune; compare per category and kernel"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.usage = "inductor-probe compare PATH [options] [-- SCRIPT_ARGS...]"
    p.description = (
        "Compile PATH twice, with mode default and with max-autotune, each from its own fresh "
        "Inductor cache; break both down and compare them per category and per kernel."
    )
    _common.add_model_arguments(
        p, timeout_s=3600.0, out_help="directory for both runs (default ./probe-runs/<time>-compare-<model>/)"
    )
    _common.add_format(p, RENDERERS)
    p.add_argument(
        "--top",
        type=int,
        default=None,
        help=f"matched kernels shown per graph (text default {DEFAULT_TOP}; json/csv all)",
    )


def run(a: argparse.Namespace) -> int:
    from inductor_probe import workflows

    _, comp = workflows.compare(_common.breakdown_options(a), _common.progress(a.quiet))
    return _common.render(RENDERERS, a, comp)
