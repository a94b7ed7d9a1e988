"""``breakdown PATH``: compile a model, profile its graphs, report GPU time per category and kernel."""

from __future__ import annotations

import argparse

from inductor_probe.cli import _common
from inductor_probe.options import BreakdownOptions
from inductor_probe.render.breakdown import RENDERERS

NAME = "breakdown"
HELP = "compile a model, profile each compiled graph, report GPU time per category and kernel"


DESCRIPTION = (
    "PATH is a file defining get_model() and get_inputs() (compiled here), or any script that "
    "calls torch.compile itself (run as __main__; its own arguments go after --)."
)
TOP_HELP = "kernels shown per graph (text default 10; json/csv all)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    _common.add_model_arguments(p, NAME, RENDERERS, DESCRIPTION, TOP_HELP, BreakdownOptions)


def run(a: argparse.Namespace) -> int:
    from inductor_probe import api

    result = api.breakdown(a.path, **_common.option_kwargs(a, BreakdownOptions))
    return _common.render(RENDERERS, a, result.raw)
