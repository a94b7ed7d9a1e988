"""``compare PATH``: two compile modes of a model (default vs max-autotune unless ``--modes``), per
category and per kernel, measured interleaved; ``compare RUN_A RUN_B``: two saved runs."""

from __future__ import annotations

import argparse

from inductor_probe.cli import _common
from inductor_probe.options import CompareOptions
from inductor_probe.render.compare import DEFAULT_TOP, RENDERERS

NAME = "compare"
HELP = "compile a model with two modes (default, max-autotune) and compare them, measured interleaved"


DESCRIPTION = (
    "Compile PATH twice, with mode default and with max-autotune (or --modes A,B), each from its own "
    "fresh Inductor cache; break both down, then measure both in one process, alternating blocks of "
    "steps, and compare them per graph, category and kernel with noise bands. "
    "`compare RUN_A RUN_B` compares two saved runs (measured again interleaved where both are of one "
    "model file and their caches are still there)."
)
TOP_HELP = f"matched kernels shown per graph (text default {DEFAULT_TOP}; json/csv all)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    _common.add_model_arguments(p, NAME, RENDERERS, DESCRIPTION, TOP_HELP, CompareOptions)
    p.usage = "inductor-probe compare (PATH | RUN_A RUN_B) [options] [-- SCRIPT_ARGS...]"
    p.add_argument(
        "other_run", nargs="?", metavar="RUN_B", help="with a run directory as PATH: compare the two runs"
    )


def run(a: argparse.Namespace) -> int:
    from inductor_probe import api
    from inductor_probe.errors import USAGE, ProbeError

    kw = _common.option_kwargs(a, CompareOptions)
    if a.other_run is not None:
        if a.modes:
            raise ProbeError("--modes is for `compare PATH`; two runs bring their own modes", USAGE)
        comp = api.compare(
            a.path, a.other_run, out=a.out, pairs=a.pairs, timeout=a.timeout, force=a.force,
            progress=kw["progress"],
        )  # fmt: skip
    else:
        comp = api.compare(a.path, **kw)
    return _common.render(RENDERERS, a, comp.raw)
