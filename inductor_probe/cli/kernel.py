"""``kernel NAME``: re-run one generated Triton kernel on its own, config by config."""

from __future__ import annotations

import argparse
import shlex

from inductor_probe.cli import _common
from inductor_probe.render.kernel import RENDERERS

NAME = "kernel"
HELP = "re-run one generated Triton kernel on its own, config by config (--autotune: vs max-autotune)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "name",
        help="kernel name: exact, a unique prefix or a unique substring; GRAPH:NAME (e.g. "
        "g0_backward:softmax) searches one graph",
    )
    p.add_argument("--run", help="run directory (default ./probe-runs/latest)")
    p.add_argument(
        "--autotune",
        action="store_true",
        help="compare as generated vs max-autotune vs max-autotune + coordinate descent",
    )
    p.add_argument(
        "--budget",
        type=_common.SECONDS,
        default=0.3,
        help="timer budget per measurement, seconds (default 0.3)",
    )
    p.add_argument(
        "--timeout", type=_common.SECONDS, default=900.0, help="seconds each variant may take (default 900)"
    )
    p.add_argument(
        "--ncu",
        action="store_true",
        help="also profile the chosen config with Nsight Compute (clocks left alone, L2 flushed): DRAM "
        "bytes, throughput and achieved occupancy beside the tool's figures",
    )
    p.add_argument(
        "--export",
        metavar="DIR",
        help="write the kernel as a standalone script DIR/NAME.py instead (its source, the step's shapes, "
        "strides and dtypes with random values, a runner that times it cold and warm as this command does); "
        "torch and triton alone run it",
    )
    _common.add_format(p, RENDERERS)
    _common.add_html(p)
    p.add_argument("-q", "--quiet", action="store_true")


def run(a: argparse.Namespace) -> int:
    from inductor_probe import api
    from inductor_probe.errors import NothingMeasured

    if a.export:
        path = api.export_kernel(a.run, a.name, a.export)
        run_it = f"python {shlex.quote(str(path))}"
        print(f"wrote {path}: the kernel on its own, timed cold and warm as `kernel` times it ({run_it})")
        return 0

    try:
        result = api.kernel(
            a.run,
            a.name,
            autotune=a.autotune,
            ncu=a.ncu,
            budget=a.budget,
            timeout=a.timeout,
            progress=_common.progress(a.quiet),
        )
    except NothingMeasured as e:  # what the run and the file tell, then the error
        if e.result is not None:
            _common.render(RENDERERS, a, e.result.raw)  # type: ignore[attr-defined]
        raise
    return _common.render(RENDERERS, a, result.raw)
