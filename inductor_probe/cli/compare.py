"""``compare PATH``: two compile modes of a model (default vs max-autotune unless ``--modes``), per
category and per kernel, measured interleaved; ``compare RUN_A RUN_B``: two saved runs."""

from __future__ import annotations

import argparse

from inductor_probe.cli import _common
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
OUT_HELP = "directory for both runs (default ./probe-runs/<time>-compare-<model>/)"
TIMEOUT_S = 3600.0


def add_arguments(p: argparse.ArgumentParser) -> None:
    _common.add_model_arguments(p, NAME, RENDERERS, DESCRIPTION, TOP_HELP, OUT_HELP, TIMEOUT_S)
    p.usage = "inductor-probe compare (PATH | RUN_A RUN_B) [options] [-- SCRIPT_ARGS...]"
    p.add_argument(
        "other_run", nargs="?", metavar="RUN_B", help="with a run directory as PATH: compare the two runs"
    )
    p.add_argument("--modes", metavar="A,B", help="the two compile modes (default: default,max-autotune)")
    p.add_argument(
        "--force",
        action="store_true",
        help="with RUN_A RUN_B: write again into an --out that holds a comparison (its compare.json is "
        "kept aside)",
    )
    p.add_argument(
        "--pairs",
        type=_common.number(int, 0),
        default=10,
        help="pairs of interleaved blocks (A B, B A, ...) measured in one process (default 10; 0: none)",
    )


def run(a: argparse.Namespace) -> int:
    from inductor_probe import api
    from inductor_probe.errors import USAGE, ProbeError

    kw = _common.breakdown_kwargs(a)
    if a.other_run is not None:
        if a.modes:
            raise ProbeError("--modes is for `compare PATH`; two runs bring their own modes", USAGE)
        comp = api.compare(
            a.path, a.other_run, out=a.out, pairs=a.pairs, timeout=a.timeout, force=a.force,
            progress=kw["progress"],
        )  # fmt: skip
    else:
        comp = api.compare(a.path, modes=a.modes, pairs=a.pairs, **kw)
    return _common.render(RENDERERS, a, comp.raw)
