"""``breakdown PATH``: compile a model, profile its graphs, report GPU time per category and kernel."""

from __future__ import annotations

import argparse

from inductor_probe.cli import _common
from inductor_probe.render.breakdown import RENDERERS

NAME = "breakdown"
HELP = "compile a model, profile each compiled graph, report GPU time per category and kernel"


DESCRIPTION = (
    "PATH is a file defining get_model() and get_inputs() (compiled here), or any script that "
    "calls torch.compile itself (run as __main__; its own arguments go after --)."
)
TOP_HELP = "kernels shown per graph (text default 10; json/csv all)"
OUT_HELP = "run directory (default ./probe-runs/<time>-<model>/)"
TIMEOUT_S = 1800.0


def add_arguments(p: argparse.ArgumentParser) -> None:
    _common.add_model_arguments(p, NAME, RENDERERS, DESCRIPTION, TOP_HELP, OUT_HELP, TIMEOUT_S)
    p.add_argument(
        "--mode",
        default="default",
        help="default | reduce-overhead | max-autotune | max-autotune-no-cudagraphs",
    )
    p.add_argument(
        "--cache-dir", help="private Inductor cache to use (default: ~/.cache/inductor-probe/.inductor-cache)"
    )
    p.add_argument(
        "--force",
        action="store_true",
        help="run again into an --out that holds a finished run (its run.json is kept aside)",
    )
    p.add_argument(
        "--fresh-cache", action="store_true", help="compile from scratch into a cache inside the run dir"
    )


def run(a: argparse.Namespace) -> int:
    from inductor_probe import api

    kw = _common.breakdown_kwargs(a)
    result = api.breakdown(
        a.path, mode=a.mode, cache_dir=a.cache_dir, fresh_cache=a.fresh_cache, force=a.force, **kw
    )
    return _common.render(RENDERERS, a, result.raw)
