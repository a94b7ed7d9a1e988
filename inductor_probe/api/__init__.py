"""inductor-probe from Python (a notebook, a script): the same implementation as the command line, which
is a thin layer over these functions.

    import inductor_probe as ip
    run = ip.breakdown(model, inputs, backward=True)   # an nn.Module or callable of this process, or a path
    run.kernels.groupby("category")["time_us"].sum()   # DataFrames: run.graphs, run.categories, run.kernels
    run                                                # in a notebook: the HTML page
    ip.load("probe-runs/latest")                       # a saved run
    ip.compare(model, inputs)                          # default vs max-autotune, measured interleaved
    ip.diff(run_a, run_b)                              # two saved runs
    ip.kernel(run, "triton_red_fused", autotune=True)  # one kernel on its own
    ip.measure(fn)                                     # the accurate timer

A model object is profiled in a child process, as a model file is: it is pickled there with cloudpickle
(``collect/model_object.py``), so the caller's session keeps its torch.compile settings, caches and
compiled functions, and the memory figures hold the model's step alone. Errors are ``ProbeError``: one line
that names the problem and the way out.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import replace
from inspect import Parameter
from pathlib import Path
from typing import Any

from inductor_probe.api.results import Comparison, Job, KernelResult, Run
from inductor_probe.errors import USAGE, NothingMeasured, OptionError, ProbeError, printable
from inductor_probe.options import (
    BreakdownOptions,
    CompareOptions,
    ModelOptions,
    given,
    number,
    options,
    signature_of,
)
from inductor_probe.timer import measure

PathLike = str | os.PathLike
Progress = Callable[[str], None]

__all__ = ["Comparison", "KernelResult", "ProbeError", "Run", "breakdown", "compare", "diff", "kernel"]
__all__ += ["Job", "hosts", "load", "measure", "traces"]


def _progress(progress: Progress | None, verbose: bool) -> Progress:
    if progress is not None:
        return progress
    if not verbose:
        return lambda msg: None
    t0 = time.monotonic()
    return lambda msg: print(f"[{time.monotonic() - t0:6.1f}s] {printable(msg)}", file=sys.stderr, flush=True)


def _is_path(model: Any) -> bool:
    return isinstance(model, (str, os.PathLike))


def _model_source(model: Any, inputs: Any):
    """A context giving the model file to run: ``model`` itself when it is a path, else a private model
    file for the object (``collect/model_object.py``)."""
    if _is_path(model):
        if inputs is not None:
            raise ProbeError(
                "inputs are for a model object; a model file builds its own (get_inputs), and a script "
                "takes its arguments as script_args",
                USAGE,
            )
        return nullcontext(Path(model))
    from inductor_probe.collect.model_object import model_file_for

    return model_file_for(model, inputs)


def _command(fn: str, model: Any, opts: ModelOptions) -> tuple[str, ...]:
    """What the run records as its command: the function, the model, the options not at their default."""
    from inductor_probe.collect.model_object import describe

    what = str(model) if _is_path(model) else f"<{describe(model)} object>"
    changed = [f for f in options(type(opts)) if getattr(opts, f.name) != f.default]
    return (f"inductor_probe.{fn}", what, *[f"{f.name}={getattr(opts, f.name)!r}" for f in changed])


def _with_script(opts: Any, script_args: tuple[str, ...] | list[str]) -> Any:
    args = tuple(str(a) for a in script_args)
    return replace(opts, script_args=args, script=opts.script or bool(args))


def breakdown(
    model: Any,
    inputs: Any = None,
    *,
    script_args: tuple[str, ...] | list[str] = (),
    verbose: bool = True,
    progress: Progress | None = None,
    command: tuple[str, ...] | None = None,
    **options: Any,
) -> Run:
    """Compile ``model`` under TorchInductor, profile its real steps and report them (``inductor-probe
    breakdown``). ``model``: an ``nn.Module`` or callable of this process with its ``inputs`` (a tensor, a
    tuple of arguments or a dict of keyword arguments), or the path of a model file or script. ``backward``:
    a training step (forward, the model's own loss or the outputs' sum, backward). The run is written to
    ``out`` (default ``./probe-runs/<time>-<name>/``); progress lines go to stderr (``verbose=False``: none).
    ``nproc_per_node`` > 1: a script run as a torchrun job, each rank profiled (``Run.manifest.ranks``,
    ``Run.manifest.job``). The options, their defaults and bounds: ``inductor_probe/options.py``
    (``BreakdownOptions``), as the command line's flags."""
    from inductor_probe import workflows

    opts = _with_script(given(BreakdownOptions, options, "breakdown"), script_args)
    say = _progress(progress, verbose)
    command = command or _command("breakdown", model, opts)
    with _model_source(model, inputs) as path:
        return Run(workflows.breakdown(replace(opts, model=str(path), command=command), say))


_TAIL = [
    Parameter("script_args", Parameter.KEYWORD_ONLY, default=(), annotation="tuple[str, ...] | list[str]"),
    Parameter("verbose", Parameter.KEYWORD_ONLY, default=True, annotation=bool),
    Parameter("progress", Parameter.KEYWORD_ONLY, default=None, annotation="Callable[[str], None] | None"),
    Parameter("command", Parameter.KEYWORD_ONLY, default=None, annotation="tuple[str, ...] | None"),
]
_MODEL = [
    Parameter("model", Parameter.POSITIONAL_OR_KEYWORD, annotation=Any),
    Parameter("inputs", Parameter.POSITIONAL_OR_KEYWORD, default=None, annotation=Any),
]
breakdown.__signature__ = signature_of(BreakdownOptions, _MODEL, _TAIL)  # type: ignore[attr-defined]


def load(run: PathLike | Run | None = None, reanalyse: bool = False) -> Run:
    """A saved run (its directory; default ``./probe-runs/latest``), as ``breakdown`` returns it;
    ``reanalyse``: its tables computed again from its traces by this version and saved
    (``inductor-probe report --reanalyse``)."""
    from inductor_probe import workflows
    from inductor_probe.run.manifest import open_run

    found = open_run(_run_dir(run) if run is not None else None)
    if not reanalyse:
        return run if isinstance(run, Run) else Run(found)
    try:
        return Run(workflows.reanalyse(found))
    except OSError as e:  # a read-only run, a folder gone while it was read
        raise ProbeError(
            f"cannot reanalyse {found.path}: {e.strerror or e} ({e.filename or 'a file of the run'}); "
            "copy the run directory somewhere writable and reanalyse the copy",
            USAGE,
        ) from None


def _run_dir(run: PathLike | Run) -> str:
    return str(run.dir) if isinstance(run, Run) else str(run)


def compare(
    a: Any,
    b: PathLike | Run | None = None,
    inputs: Any = None,
    *,
    script_args: tuple[str, ...] | list[str] = (),
    verbose: bool = True,
    progress: Progress | None = None,
    command: tuple[str, ...] | None = None,
    **options: Any,
) -> Comparison:
    """Two compile modes of a model (default vs max-autotune unless ``modes``, e.g. ``("default",
    "reduce-overhead")``), each compiled from a fresh cache, broken down, then measured interleaved in one
    process (``pairs`` pairs of blocks; ``inductor-probe compare``); or, with ``b``, two saved runs (``a``
    and ``b`` runs or run directories), measured again interleaved where they can be. The options:
    ``inductor_probe/options.py`` (``CompareOptions``)."""
    from inductor_probe import workflows

    modes = options.get("modes")
    if isinstance(modes, (tuple, list)):
        options["modes"] = ",".join(str(m) for m in modes)
    opts = _with_script(given(CompareOptions, options, "compare"), script_args)
    say = _progress(progress, verbose)
    if b is not None:
        if opts.modes:
            raise ProbeError("modes is for comparing a model; two runs bring their own modes", USAGE)
        _, comp = workflows.compare_runs(
            _run_dir(a), _run_dir(b), opts.out, say, opts.pairs, opts.timeout, opts.force
        )
        return Comparison(comp)
    workflows.parse_modes(opts.modes)  # before a model object is pickled
    command = command or _command("compare", a, opts)
    with _model_source(a, inputs) as path:
        _, comp = workflows.compare(replace(opts, model=str(path), command=command), say)
    return Comparison(comp)


compare.__signature__ = signature_of(  # type: ignore[attr-defined]
    CompareOptions,
    [
        Parameter("a", Parameter.POSITIONAL_OR_KEYWORD, annotation=Any),
        Parameter("b", Parameter.POSITIONAL_OR_KEYWORD, default=None, annotation="PathLike | Run | None"),
        Parameter("inputs", Parameter.POSITIONAL_OR_KEYWORD, default=None, annotation=Any),
    ],
    _TAIL,
)


def diff(a: PathLike | Run, b: PathLike | Run) -> Comparison:
    """Two saved runs side by side as recorded (``inductor-probe diff``): A is the base."""
    from inductor_probe import workflows

    return Comparison(workflows.diff(_run_dir(a), _run_dir(b)))


def export_kernel(run: PathLike | Run | None, name: str, out: PathLike) -> Path:
    """One generated Triton kernel of ``run`` as a standalone script ``out/<kernel>.py`` (``inductor-probe
    kernel NAME --export DIR``): the kernel file, then a runner that lets its autotuner choose as in the run
    and times the chosen config cold and warm as the tool does; torch and triton alone run it. Its path."""
    from inductor_probe import workflows
    from inductor_probe.workflows.kernel_export import export
    from inductor_probe.workflows.kernel_rerun import refuse_collective

    if not isinstance(out, (str, os.PathLike)):
        raise OptionError("out", out, "export_kernel: {} must be the folder to write the script to")
    found, report = workflows.find_kernel(None if run is None else _run_dir(run), name)
    refuse_collective(found, report.ref)
    return export(found, report.ref, Path(out))


def kernel(
    run: PathLike | Run | None,
    name: str,
    *,
    autotune: bool = False,
    ncu: bool = False,
    budget: float = 0.3,
    timeout: float = 900.0,
    verbose: bool = True,
    progress: Progress | None = None,
) -> KernelResult:
    """One generated Triton kernel of ``run`` re-run on its own, config by config (``inductor-probe
    kernel``); ``autotune``: as generated vs max-autotune vs max-autotune + coordinate descent; ``ncu``:
    the chosen config under Nsight Compute too. Raises ``ProbeError`` when nothing could be measured."""
    from inductor_probe import workflows
    from inductor_probe.errors import NOTHING_MEASURED

    number("budget", budget, float, 0, strict=True)
    number("timeout", timeout, float, 0, strict=True)
    found, report = workflows.find_kernel(None if run is None else _run_dir(run), name)
    from inductor_probe.workflows.kernel_rerun import refuse_collective

    refuse_collective(found, report.ref)  # before ncu is looked for: it hangs on NCCL kernels
    tool = None
    if ncu:
        from inductor_probe.collect.ncu import find_ncu

        tool = find_ncu()
    try:
        report = workflows.kernel(
            report,
            found,
            autotune=autotune,
            timeout_s=timeout,
            budget_s=budget,
            progress=_progress(progress, verbose),
            ncu=tool,
        )
    except ProbeError as e:
        if e.exit_code == NOTHING_MEASURED:  # no GPU: what the run and the file tell travels with the error
            raise NothingMeasured(e.message, KernelResult(report), e.log) from None
        raise
    if not workflows.measured(report):
        generated = report.result.variants.get("generated") if report.result else None
        error = generated.error if generated is not None else "it was not re-run"
        raise NothingMeasured(
            f"nothing could be measured for {report.ref.name}: {error}", KernelResult(report)
        )
    return KernelResult(report)


def traces(folder: PathLike) -> Job:
    """Kineto traces of any job (one file per rank, collected with torch.profiler) analysed together
    (``inductor-probe report --traces``): per rank its categories and communication, the collectives matched
    across ranks into wait and transfer, the straggler; and what the traces cannot tell."""
    from inductor_probe.workflows.traces import traces_job

    view, cannot = traces_job(folder)
    return Job(view, cannot)


def hosts(*runs: PathLike) -> Job:
    """The job view of a ``breakdown --nnodes`` job from each host's run directory (``inductor-probe report
    --hosts RUN...``): where the hosts could not meet, made from the summaries each host kept; hosts not
    given are named in its notes."""
    from inductor_probe.workflows.hosts import hosts_job

    if not runs:
        raise ProbeError("hosts(): give each host's run directory of the job (at least one)", USAGE)
    return Job(None, [], record=hosts_job([str(r) for r in runs]))
