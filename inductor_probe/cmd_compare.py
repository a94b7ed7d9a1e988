"""CLI glue for ``compare`` and ``kernels``.

Only argparse at import time: ``inductor-probe --help`` must not import pandas or torch.
"""

from __future__ import annotations

import argparse

FORMATS = ("text", "json", "csv")
DEFAULT_TOP = 15


def add_compare_arguments(p: argparse.ArgumentParser) -> None:
    p.usage = "inductor-probe compare PATH [options] [-- SCRIPT_ARGS...]"
    p.description = ("Compile PATH twice, with mode default and with max-autotune, each from its own fresh "
                     "Inductor cache; break both down and compare them per category and per kernel.")  # fmt: skip
    p.add_argument("path", help="model file (get_model/get_inputs) or a script that calls torch.compile")
    p.add_argument("--backward", action="store_true", help="also run backward and compare the backward graph")
    p.add_argument("--device", default="auto", help="auto (cuda if available) | cuda | cuda:N | cpu")
    p.add_argument("--script", action="store_true", help="run PATH as __main__ even if it defines get_model()")
    p.add_argument("--out", help="directory for both runs (default ./probe-runs/<time>-compare-<model>/)")
    p.add_argument("--calls", type=int, default=10, help="profiled calls per compiled module (default 10)")
    p.add_argument("--timeout", type=float, default=3600.0, help="seconds each child may take (default 3600)")
    p.add_argument("--format", choices=FORMATS, default="text")
    p.add_argument("--top", type=int, default=None,
                   help=f"matched kernels shown per graph (text default {DEFAULT_TOP}; json/csv all)")  # fmt: skip
    p.add_argument("-q", "--quiet", action="store_true", help="no progress lines on stderr")


def run_compare_cmd(a: argparse.Namespace) -> int:
    from inductor_probe.cli import _emit, _progress, check_run_numbers
    from inductor_probe.compare import render_compare_csv, render_compare_json, render_compare_text, run_compare
    from inductor_probe.pipeline import BreakdownOptions

    check_run_numbers(a)
    script_args = list(getattr(a, "script_args", None) or [])
    opts = BreakdownOptions(model=a.path, out=a.out, backward=a.backward, device=a.device,
                            script=a.script or bool(script_args), script_args=tuple(script_args),
                            timeout_s=a.timeout, calls=a.calls)  # fmt: skip
    _, _, _, comp = run_compare(opts, _progress(a.quiet))
    if a.format == "json":
        _emit(render_compare_json(comp))
    elif a.format == "csv":
        _emit(render_compare_csv(comp))
    else:
        _emit(render_compare_text(comp, a.top or DEFAULT_TOP))
    return 0


# --------------------------------------------------------------------------- kernels


def add_kernels_arguments(p: argparse.ArgumentParser) -> None:
    p.description = ("List the kernels of a run: every kernel of the breakdown tables, the most time first, "
                     "then generated kernels the trace did not show. Names work with `inductor-probe kernel`.")  # fmt: skip
    p.add_argument("--run", help="run directory (default ./probe-runs/latest)")
    p.add_argument("--graph", help="only this graph (e.g. g0_backward)")
    p.add_argument("--format", choices=FORMATS, default="text")


def _read_run(run_arg: str | None):
    from inductor_probe import rundir
    from inductor_probe.errors import USAGE, ProbeError

    run = rundir.resolve_run(run_arg)
    if not (run / rundir.MANIFEST).exists() and (run / "compare.json").exists():
        raise ProbeError(f"{run} holds a compare; pass one of its runs: --run {run / 'default'} "
                         f"or --run {run / 'max-autotune'}", USAGE)  # fmt: skip
    return run, rundir.read_manifest(run)


def run_kernels_cmd(a: argparse.Namespace) -> int:
    from inductor_probe.cli import _emit
    from inductor_probe.errors import NOTHING_MEASURED, USAGE, ProbeError
    from inductor_probe.resolve import list_kernels

    run, manifest = _read_run(a.run)
    df = list_kernels(manifest, run)
    if df.empty:
        raise ProbeError(f"the run {run} has no kernels (status: {manifest.get('status')}); "
                         "re-run `inductor-probe breakdown` to the end", NOTHING_MEASURED)  # fmt: skip
    if a.graph:
        labels = list(dict.fromkeys(g["label"] for g in manifest.get("graphs", [])))
        if a.graph not in labels:
            raise ProbeError(f"no graph {a.graph!r} in {run}; it has {', '.join(labels)}", USAGE)
        df = df[df["graph"] == a.graph].reset_index(drop=True)
    if a.format == "json":
        _emit(df.to_json(orient="records", indent=1))
    elif a.format == "csv":
        _emit(df.to_csv(index=False))
    else:
        _emit(render_kernels_text(df))
    return 0


def render_kernels_text(df) -> str:
    from tabulate import tabulate

    def f(v, fmt):
        return "-" if v is None or v != v else format(v, fmt)

    rows = [[r["name"], r["category"], r["graph"], r["kind"], f(r["time_us"], ".2f"), f(r["pct"], ".1f"),
             f(r["launches"], "g"), r["kernel_file"] or "-"] for r in df.to_dict("records")]  # fmt: skip
    table = tabulate(rows, headers=["kernel", "category", "graph", "kind", "µs/call", "% graph", "launches", "file"],
                     tablefmt="simple", disable_numparse=True)  # fmt: skip
    unseen = int(df["time_us"].isna().sum())
    foot = f"{len(df)} kernels" + (f" ({unseen} generated but not seen in the trace: no time)" if unseen else "")
    return f"{table}\n{foot}; `inductor-probe kernel NAME` re-runs a Triton kernel (a unique part of the name will do)"
