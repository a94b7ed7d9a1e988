"""``report``: render a finished run again (no GPU needed)."""

from __future__ import annotations

import argparse
import sys

from inductor_probe.cli import _common
from inductor_probe.render.breakdown import RENDERERS

NAME = "report"
HELP = "render a finished run again (no GPU needed)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--run", help="run directory (default ./probe-runs/latest)")
    _common.add_format(p, RENDERERS)
    _common.add_html(p)
    p.add_argument(
        "--top",
        type=_common.COUNT,
        default=None,
        help="kernels shown per graph, the most time first (at least 1; default 10 in text, all in JSON/CSV)",
    )
    p.add_argument(
        "--reanalyse",
        action="store_true",
        help="recompute the tables from the run's traces with this version of the tool and save them",
    )
    p.add_argument(
        "--traces",
        metavar="DIR",
        help="instead of a run: Kineto traces of any job collected with torch.profiler, one file per rank "
        "(categories, communication, overlap, collectives matched across ranks, the straggler)",
    )
    p.add_argument(
        "--hosts",
        nargs="+",
        metavar="RUN",
        help="instead of a run: each host's run of a `breakdown --nnodes` job, whose hosts could not meet: "
        "the job view from the summaries each kept",
    )


def run(a: argparse.Namespace) -> int:
    from inductor_probe import api

    if a.traces is not None or a.hosts is not None:
        return _traces(a)
    return _common.render(RENDERERS, a, api.load(a.run, reanalyse=a.reanalyse).raw)


def _traces(a: argparse.Namespace) -> int:
    from inductor_probe import api
    from inductor_probe.errors import USAGE, ProbeError
    from inductor_probe.render import ranks

    src = "--traces" if a.traces is not None else "--hosts"
    for flag, given in (("--run", a.run), ("--reanalyse", a.reanalyse), ("--top", a.top)):
        if given:
            raise ProbeError(f"{flag} is for a run; {src} reads its own input alone", USAGE)
    if a.traces is not None and a.hosts is not None:
        raise ProbeError("give --traces or --hosts, not both", USAGE)
    job = api.traces(a.traces) if a.traces is not None else api.hosts(*a.hosts)
    title = f"traces of {a.traces}" if a.traces is not None else f"the hosts' runs {', '.join(a.hosts)}"
    if a.format == "json":
        _common.emit(ranks.render_json(job.job))
    elif a.format == "csv":
        _common.emit(ranks.render_csv(job.job))
    elif a.format == "html":
        _common.emit(job.page(title))
    else:
        _common.emit(ranks.render_text(job.job, title))
    if a.html:
        print(f"html report: {job.to_html(a.html, title)}", file=sys.stderr, flush=True)
    return 0
