"""``kernels``: the kernels of a run, to pick one."""

from __future__ import annotations

import argparse

from inductor_probe.cli import _common
from inductor_probe.render.kernels import RENDERERS

NAME = "kernels"
HELP = "list the kernels of a run (name, category, graph, time share)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = (
        "List the kernels of a run: every kernel of the breakdown tables, the most time first, "
        "then generated kernels the trace did not show. Names work with `inductor-probe kernel`."
    )
    p.add_argument("--run", help="run directory (default ./probe-runs/latest)")
    p.add_argument("--graph", help="only this graph (e.g. g0_backward)")
    _common.add_format(p, RENDERERS)


def run(a: argparse.Namespace) -> int:
    from inductor_probe import api
    from inductor_probe.errors import NOTHING_MEASURED, USAGE, ProbeError

    found = api.load(a.run)
    run_dir, m = found.dir, found.manifest
    df = found.kernels
    if df.empty:
        raise ProbeError(
            f"the run {run_dir} has no kernels (status: {m.status}); "
            "re-run `inductor-probe breakdown` to the end",
            NOTHING_MEASURED,
        )
    if a.graph:
        if a.graph not in m.labels:
            raise ProbeError(f"no graph {a.graph!r} in {run_dir}; it has {', '.join(m.labels)}", USAGE)
        df = df[df["graph"] == a.graph].reset_index(drop=True)
    return _common.render(RENDERERS, a, df)
