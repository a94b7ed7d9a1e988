"""``diff RUN_A RUN_B``: two saved runs side by side, as recorded (any model versions, modes, torch
versions or GPUs); ``--fail-above PCT`` gates a CI job."""

from __future__ import annotations

import argparse
import sys

from inductor_probe.cli import _common
from inductor_probe.render.compare import RENDERERS

NAME = "diff"
HELP = "compare two saved runs: environment, graphs, categories, kernels added/removed/changed"
DESCRIPTION = (
    "Compare two saved runs (run directories; A is the base): what differs in their environments first, "
    "then per graph, category and kernel the time of each side with a noise band from each run's "
    "per-call times; kernels are matched by name, then by origin (source nodes, ATen ops); kernels "
    "only one run has are listed as added or removed."
)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = DESCRIPTION
    p.add_argument("run_a", metavar="RUN_A", help="the base run directory")
    p.add_argument("run_b", metavar="RUN_B", help="the run compared with it")
    _common.add_format(p, RENDERERS)
    p.add_argument("--top", type=_common.COUNT, default=None, help="matched kernels shown per graph (text)")
    gates = {
        "--fail-above": "exit 6 when B is slower than A beyond the noise band and by more than PCT percent, "
        "over all graphs or in any one graph",
        "--fail-above-mem": "exit 6 when B's peak memory in use (allocated + CUDA-graph pools, per step) is "
        "more than PCT percent above A's",
    }
    for flag, says in gates.items():
        p.add_argument(flag, metavar="PCT", type=_common.number(float, 0), default=None, help=says)
    _common.add_html(p)


def run(a: argparse.Namespace) -> int:
    from inductor_probe import api
    from inductor_probe.analysis.compare import slower_graphs
    from inductor_probe.errors import SLOWER

    comp = api.diff(a.run_a, a.run_b).raw
    code = _common.render(RENDERERS, a, comp)
    failed = False
    if a.fail_above is not None:
        slow = slower_graphs(comp, a.fail_above)
        if slow:
            print(
                f"inductor-probe: slower beyond noise and {a.fail_above:g}%: {'; '.join(slow)}",
                file=sys.stderr,
            )
            failed = True
    if a.fail_above_mem is not None:
        failed = _memory_gate(comp, a.fail_above_mem) or failed
    return SLOWER if failed else code


def _memory_gate(comp, pct: float) -> bool:
    """``--fail-above-mem``: True (and a line on stderr) where B's peak memory grew more than ``pct``;
    a run without memory figures is a one-line error (exit 2), never a silent pass."""
    from inductor_probe.analysis.compare_memory import memory_above
    from inductor_probe.errors import USAGE, ProbeError

    mem = comp.meta.memory
    names = (comp.base_name, comp.other_name)
    unmeasured = [n for n in names if mem is None or mem.sides.of(n) is None]
    if unmeasured:
        raise ProbeError(
            f"--fail-above-mem: {' and '.join(unmeasured)} has no memory figures (a CPU run, or one made "
            "before memory was measured); run `inductor-probe breakdown` on a GPU for both",
            USAGE,
        )
    above = memory_above(mem, pct)
    if above:
        print(f"inductor-probe: memory above {pct:g}%: {'; '.join(above)}", file=sys.stderr)
    return bool(above)
