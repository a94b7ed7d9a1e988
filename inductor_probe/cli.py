"""Command line: ``main(argv) -> exit code``; one small function per subcommand.

Heavy imports (torch, triton, pandas) happen inside the subcommands, so
``inductor-probe --help`` stays fast and never touches CUDA.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback

from inductor_probe import __version__
from inductor_probe.errors import ProbeError

FORMATS = ("text", "json", "csv")


def _progress(quiet: bool):
    t0 = time.monotonic()

    def say(msg: str) -> None:
        if not quiet:
            print(f"[{time.monotonic() - t0:6.1f}s] {msg}", file=sys.stderr, flush=True)

    return say


def _emit(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


# --------------------------------------------------------------------------- breakdown


def _add_breakdown(sub) -> None:
    p = sub.add_parser(
        "breakdown",
        help="compile a model, profile each compiled graph, report GPU time per category and kernel",
        usage="inductor-probe breakdown PATH [options] [-- SCRIPT_ARGS...]",
        description=(
            "PATH is a file defining get_model() and get_inputs() (compiled here), or any script that "
            "calls torch.compile itself (run as __main__; its own arguments go after --)."
        ),
    )
    p.add_argument("path", help="model file (get_model/get_inputs) or a script that calls torch.compile")
    p.add_argument("--mode", default="default", help="default | max-autotune | max-autotune-no-cudagraphs")
    p.add_argument("--backward", action="store_true", help="also run backward and profile the backward graph")
    p.add_argument("--device", default="auto", help="auto (cuda if available) | cuda | cuda:N | cpu")
    p.add_argument("--script", action="store_true", help="run PATH as __main__ even if it defines get_model()")
    p.add_argument("--out", help="run directory (default ./probe-runs/<time>-<model>/)")
    p.add_argument("--cache-dir", help="private Inductor cache to use (default: probe-runs/.inductor-cache)")
    p.add_argument("--fresh-cache", action="store_true", help="compile from scratch into a cache inside the run dir")
    p.add_argument("--calls", type=int, default=10, help="profiled calls per compiled module (default 10)")
    p.add_argument("--timeout", type=float, default=1800.0, help="seconds each child may take (default 1800)")
    p.add_argument("--format", choices=FORMATS, default="text")
    p.add_argument("--top", type=int, default=None, help="kernels shown per graph (text default 10; json/csv all)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress lines on stderr")
    p.set_defaults(func=cmd_breakdown)


def check_run_numbers(a: argparse.Namespace) -> None:
    """--calls, --timeout and --top of the commands that compile and profile a model."""
    if a.calls < 1:
        raise ProbeError(f"--calls must be at least 1, not {a.calls}")
    if a.timeout <= 0:
        raise ProbeError(f"--timeout must be positive, not {a.timeout:g}")
    if a.top is not None and a.top < 1:
        raise ProbeError(f"--top must be at least 1, not {a.top}")


def cmd_breakdown(a: argparse.Namespace) -> int:
    from inductor_probe.pipeline import BreakdownOptions, run_breakdown

    check_run_numbers(a)
    script_args = list(a.script_args)
    opts = BreakdownOptions(
        model=a.path,
        out=a.out,
        mode=a.mode,
        backward=a.backward,
        device=a.device,
        script=a.script or bool(script_args),
        script_args=tuple(script_args),
        timeout_s=a.timeout,
        calls=a.calls,
        cache_dir=a.cache_dir,
        fresh_cache=a.fresh_cache,
    )
    run, manifest = run_breakdown(opts, _progress(a.quiet))
    return _render(run, manifest, a.format, a.top)


def _render(run, manifest, fmt: str, top: int | None) -> int:
    from inductor_probe.report import RENDERERS

    if fmt == "text":
        _emit(RENDERERS["text"](run, manifest, top or 10))
    else:
        _emit(RENDERERS[fmt](run, manifest, top))
    return 0


# --------------------------------------------------------------------------- report


def _add_report(sub) -> None:
    p = sub.add_parser("report", help="render a finished run again (no GPU needed)")
    p.add_argument("--run", help="run directory (default ./probe-runs/latest)")
    p.add_argument("--format", choices=FORMATS, default="text")
    p.add_argument("--top", type=int, default=None)
    p.add_argument(
        "--reanalyse",
        action="store_true",
        help="recompute the tables from the run's traces with this version of the tool and save them",
    )
    p.set_defaults(func=cmd_report)


def cmd_report(a: argparse.Namespace) -> int:
    from inductor_probe import rundir

    run = rundir.resolve_run(a.run)
    manifest = rundir.read_manifest(run)
    if a.reanalyse:
        from inductor_probe.pipeline import reanalyse

        manifest = reanalyse(run, manifest)
        rundir.write_manifest(run, manifest)
    return _render(run, manifest, a.format, a.top)


# --------------------------------------------------------------------------- kernel


def _add_kernel(sub) -> None:
    p = sub.add_parser(
        "kernel",
        help="re-run one generated Triton kernel on its own, config by config (--autotune: vs max-autotune)",
    )
    p.add_argument("name", help="kernel name: exact, a unique prefix or a unique substring; GRAPH:NAME (e.g. "
                   "g0_backward:softmax) searches one graph")
    p.add_argument("--run", help="run directory (default ./probe-runs/latest)")
    p.add_argument("--autotune", action="store_true",
                   help="compare as generated vs max-autotune vs max-autotune + coordinate descent")  # fmt: skip
    p.add_argument("--budget", type=float, default=0.3, help="timer budget per measurement, seconds (default 0.3)")
    p.add_argument("--timeout", type=float, default=900.0, help="seconds each variant may take (default 900)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("-q", "--quiet", action="store_true")
    p.set_defaults(func=cmd_kernel)


def cmd_kernel(a: argparse.Namespace) -> int:
    from dataclasses import asdict
    from pathlib import Path

    from inductor_probe import rundir
    from inductor_probe.errors import NOTHING_MEASURED, USAGE
    from inductor_probe.kernel_report import origin_lines, render_kernel_json, render_kernel_text
    from inductor_probe.resolve import resolve_kernel

    run = rundir.resolve_run(a.run)
    manifest = rundir.read_manifest(run)
    ref = asdict(resolve_kernel(run, manifest, a.name))
    ref = {k: (str(v) if isinstance(v, Path) else v) for k, v in ref.items()}
    peak = ((manifest.get("environment") or {}).get("device") or {}).get("peak_mem_gbps")
    if not ref.get("kernel_file"):
        raise ProbeError(
            f"{ref['name']} is a library kernel ({ref.get('category')}), not a generated Triton kernel: it has no "
            "file to re-run; `inductor-probe compare MODEL.py` shows what max-autotune does to it",
            USAGE,
        )
    import torch

    if not torch.cuda.is_available():
        _emit("\n".join(origin_lines(ref)))
        raise ProbeError(
            "Triton kernel files need a CUDA device and none is available here; shown above is what the "
            "run and the file tell (run `kernel` on a GPU machine to time it)",
            NOTHING_MEASURED,
        )
    from inductor_probe.rebench import run_kernel

    variants = ["generated", "max-autotune", "max-autotune+coordesc"] if a.autotune else ["generated"]
    result = run_kernel(
        Path(ref["kernel_file"]),
        run / "rebench" / ref["name"],
        variants=variants,
        timeout_s=a.timeout,
        budget_s=a.budget,
        progress=_progress(a.quiet),
    )
    render = render_kernel_json if a.format == "json" else render_kernel_text
    _emit(render(ref, result, peak))
    measured = any((v.get("chosen") or {}).get("status") == "ok" for v in result["variants"].values())
    if not measured:
        raise ProbeError(f"nothing could be measured for {ref['name']}: {result['variants']['generated'].get('error')}",
                         NOTHING_MEASURED)  # fmt: skip
    return 0


# --------------------------------------------------------------------------- timeit


def _add_timeit(sub) -> None:
    from inductor_probe import timeit as timeit_cmd

    p = sub.add_parser("timeit", help="time a Python callable with the accurate timer")
    timeit_cmd.add_arguments(p)
    p.set_defaults(func=timeit_cmd.run)


# --------------------------------------------------------------------------- compare, kernels


def _add_compare(sub) -> None:
    from inductor_probe import cmd_compare

    p = sub.add_parser("compare", help="compile a model with default and max-autotune; compare per category and kernel")
    cmd_compare.add_compare_arguments(p)
    p.set_defaults(func=cmd_compare.run_compare_cmd)


def _add_kernels(sub) -> None:
    from inductor_probe import cmd_compare

    p = sub.add_parser("kernels", help="list the kernels of a run (name, category, graph, time share)")
    cmd_compare.add_kernels_arguments(p)
    p.set_defaults(func=cmd_compare.run_kernels_cmd)


# --------------------------------------------------------------------------- main


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="inductor-probe",
        description="Where a torch.compile'd model spends its GPU time, and whether a kernel is worth tuning.",
    )
    parser.add_argument("--version", action="version", version=f"inductor-probe {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_breakdown(sub)
    _add_report(sub)
    _add_kernel(sub)
    _add_kernels(sub)
    _add_compare(sub)
    _add_timeit(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    # --debug is accepted anywhere on the line.
    debug = "--debug" in argv
    argv = [x for x in argv if x != "--debug"] if debug else argv
    # Everything after "--" belongs to the user's script.
    script_args: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, script_args = argv[:i], argv[i + 1 :]
    try:
        a = parser.parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    a.debug = debug
    a.script_args = script_args
    if not getattr(a, "func", None):
        parser.print_help(sys.stderr)
        return 2
    from inductor_probe._compat import torch_version_warning

    warning = torch_version_warning()
    if warning:
        print(warning, file=sys.stderr)
    try:
        return int(a.func(a) or 0)
    except ProbeError as e:
        if debug:
            traceback.print_exc()
            _print_child_traceback(e)
        print(f"inductor-probe: error: {e.message}", file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        print("inductor-probe: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def _print_child_traceback(e: ProbeError) -> None:
    """With --debug, show the traceback the child recorded, if the message names a log."""
    import re
    from pathlib import Path

    m = re.search(r"log: (\S+?)[;)]", e.message)
    if not m:
        return
    log = Path(m.group(1))
    result = log.parent / "driver_result.json"
    if result.exists():
        import json

        try:
            tb = (json.loads(result.read_text()).get("error") or {}).get("traceback")
        except (OSError, ValueError):
            tb = None
        if tb:
            print(tb, file=sys.stderr)
            return
    if log.exists():
        print(log.read_text(errors="replace")[-8000:], file=sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
