"""``compare PATH``: default vs max-autotune, per category and per kernel."""

from __future__ import annotations

import argparse

from inductor_probe.cli import _common
from inductor_probe.render.compare import DEFAULT_TOP, RENDERERS

NAME = "compare"
HELP = "compile a model with default and max-autotune; compare per category and kernel"


DESCRIPTION = (
    "Compile PATH twice, with mode default and with max-autotune, each from its own fresh "
    "Inductor cache; break both down and compare them per category and per kernel."
)
TOP_HELP = f"matched kernels shown per graph (text default {DEFAULT_TOP}; json/csv all)"
OUT_HELP = "directory for both runs (default ./probe-runs/<time>-compare-<model>/)"
TIMEOUT_S = 3600.0


def add_arguments(p: argparse.ArgumentParser) -> None:
    _common.add_model_arguments(p, NAME, RENDERERS, DESCRIPTION, TOP_HELP, OUT_HELP, TIMEOUT_S)


def run(a: argparse.Namespace) -> int:
    from inductor_probe import workflows

    _, comp = workflows.compare(_common.breakdown_options(a), _common.progress(a.quiet))
    return _common.render(RENDERERS, a, comp)
