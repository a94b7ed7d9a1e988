"""``kernel NAME``: re-run one generated Triton kernel on its own, config by config."""

from __future__ import annotations

import argparse

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
    _common.add_format(p, RENDERERS)
    _common.add_html(p)
    p.add_argument("-q", "--quiet", action="store_true")


def run(a: argparse.Namespace) -> int:
    from inductor_probe import workflows
    from inductor_probe.errors import NOTHING_MEASURED, ProbeError

    found, report = workflows.find_kernel(a.run, a.name)
    ncu = None
    if a.ncu:
        from inductor_probe.collect.ncu import find_ncu

        ncu = find_ncu()  # before any work: a missing ncu is a one-line error
    try:
        report = workflows.kernel(
            report,
            found,
            autotune=a.autotune,
            timeout_s=a.timeout,
            budget_s=a.budget,
            progress=_common.progress(a.quiet),
            ncu=ncu,
        )
    except ProbeError as e:
        if e.exit_code == NOTHING_MEASURED:  # no GPU: what the run and the file tell, then the error
            _common.render(RENDERERS, a, report)
        raise
    _common.render(RENDERERS, a, report)
    if not workflows.measured(report):
        generated = report.result.variants.get("generated") if report.result else None
        error = generated.error if generated is not None else "it was not re-run"
        raise ProbeError(f"nothing could be measured for {report.ref.name}: {error}", NOTHING_MEASURED)
    return 0
