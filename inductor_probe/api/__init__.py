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

import math
import os
import sys
import time
from collections.abc import Callable
from contextlib import nullcontext
from pathlib import Path
from typing import Any

from inductor_probe.api.results import Comparison, Job, KernelResult, Run
from inductor_probe.errors import USAGE, OptionError, ProbeError
from inductor_probe.timer import measure

PathLike = str | os.PathLike
Progress = Callable[[str], None]

__all__ = ["Comparison", "KernelResult", "ProbeError", "Run", "breakdown", "compare", "diff", "kernel"]
__all__ += ["Job", "load", "measure", "traces"]


def _progress(progress: Progress | None, verbose: bool) -> Progress:
    if progress is not None:
        return progress
    if not verbose:
        return lambda msg: None
    t0 = time.monotonic()
    return lambda msg: print(f"[{time.monotonic() - t0:6.1f}s] {msg}", file=sys.stderr, flush=True)


def _number(name: str, value: Any, minimum: float, integer: bool = False, strict: bool = False) -> None:
    ok = isinstance(value, int) if integer else isinstance(value, (int, float))
    if isinstance(value, bool) or not ok or not math.isfinite(value):
        raise OptionError(name, value, f"{{}}: must be {'an integer' if integer else 'a number'}")
    if value < minimum or (strict and value == minimum):
        bound = f"more than {minimum:g}" if strict else f"at least {minimum:g}"
        raise OptionError(name, value, f"{{}}: must be {bound}")


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


def _command(fn: str, model: Any, **kw: Any) -> tuple[str, ...]:
    from inductor_probe.collect.model_object import describe

    what = str(model) if _is_path(model) else f"<{describe(model)} object>"
    shown = [f"{k}={v!r}" for k, v in kw.items() if v not in (None, False, (), "auto")]
    return (f"inductor_probe.{fn}", what, *shown)


def _check(kw: dict) -> None:
    """The breakdown options' values, before anything runs (a model object is pickled only after)."""
    from inductor_probe.collect.env import COMPILE_MODES

    _number("steps", kw["steps"], 0, integer=True)
    _number("calls", kw["calls"], 1, integer=True)
    _number("timeout", kw["timeout"], 0, strict=True)
    _number("nproc_per_node", kw["nproc_per_node"], 1, integer=True)
    if "mode" in kw and kw["mode"] not in COMPILE_MODES:
        raise OptionError("mode", kw["mode"], f"unknown {{}}; choose one of {', '.join(COMPILE_MODES)}")


def _options(model_path: Path, kw: dict, command: tuple[str, ...] | None):
    from inductor_probe.workflows import BreakdownOptions

    _check(kw)
    script_args = tuple(str(a) for a in kw["script_args"])
    return BreakdownOptions(
        model=str(model_path),
        out=None if kw["out"] is None else str(kw["out"]),
        mode=kw["mode"],
        backward=bool(kw["backward"]),
        device=str(kw["device"]),
        script=bool(kw["script"]) or bool(script_args),
        script_args=script_args,
        timeout_s=float(kw["timeout"]),
        calls=kw["calls"],
        cache_dir=None if kw["cache_dir"] is None else str(kw["cache_dir"]),
        fresh_cache=bool(kw["fresh_cache"]),
        force=bool(kw["force"]),
        steps=kw["steps"],
        isolated=bool(kw["isolated"]),
        eager_baseline=bool(kw["eager_baseline"]),
        command=command,
        nproc=kw["nproc_per_node"],
    )


def breakdown(
    model: Any,
    inputs: Any = None,
    *,
    backward: bool = False,
    mode: str = "default",
    steps: int = 5,
    device: str = "auto",
    out: PathLike | None = None,
    eager_baseline: bool = False,
    isolated: bool = False,
    calls: int = 10,
    timeout: float = 1800.0,
    cache_dir: PathLike | None = None,
    fresh_cache: bool = False,
    force: bool = False,
    script: bool = False,
    script_args: tuple[str, ...] | list[str] = (),
    nproc_per_node: int = 1,
    verbose: bool = False,
    progress: Progress | None = None,
    command: tuple[str, ...] | None = None,
) -> Run:
    """Compile ``model`` under TorchInductor, profile its real steps and report them (``inductor-probe
    breakdown``). ``model``: an ``nn.Module`` or callable of this process with its ``inputs`` (a tensor, a
    tuple of arguments or a dict of keyword arguments), or the path of a model file or script. ``backward``:
    a training step (forward, the model's own loss or the outputs' sum, backward). The run is written to
    ``out`` (default ``./probe-runs/<time>-<name>/``); progress lines go to stderr with ``verbose``.
    ``nproc_per_node`` > 1: a script run as a torchrun job, each rank profiled (``Run.manifest.ranks``,
    ``Run.manifest.job``)."""
    kw = dict(locals())
    say = _progress(progress, verbose)
    from inductor_probe import workflows

    shown = {k: kw[k] for k in ("backward", "mode", "steps", "device", "out", "eager_baseline", "isolated")}
    command = command or _command("breakdown", model, **shown)
    _check(kw)
    with _model_source(model, inputs) as path:
        return Run(workflows.breakdown(_options(path, kw, command), say))


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
    modes: tuple[str, str] | str | None = None,
    pairs: int = 10,
    backward: bool = False,
    steps: int = 5,
    device: str = "auto",
    out: PathLike | None = None,
    timeout: float = 3600.0,
    force: bool = False,
    eager_baseline: bool = False,
    isolated: bool = False,
    calls: int = 10,
    script: bool = False,
    script_args: tuple[str, ...] | list[str] = (),
    nproc_per_node: int = 1,
    verbose: bool = False,
    progress: Progress | None = None,
    command: tuple[str, ...] | None = None,
) -> Comparison:
    """Two compile modes of a model (default vs max-autotune unless ``modes``, e.g. ``("default",
    "reduce-overhead")``), each compiled from a fresh cache, broken down, then measured interleaved in one
    process (``pairs`` pairs of blocks; ``inductor-probe compare``); or, with ``b``, two saved runs (``a``
    and ``b`` runs or run directories), measured again interleaved where they can be."""
    from inductor_probe import workflows

    say = _progress(progress, verbose)
    _number("pairs", pairs, 0, integer=True)
    _number("timeout", timeout, 0, strict=True)
    if b is not None:
        if modes:
            raise ProbeError("modes is for comparing a model; two runs bring their own modes", USAGE)
        _, comp = workflows.compare_runs(
            _run_dir(a), _run_dir(b), None if out is None else str(out), say, pairs, timeout, force
        )
        return Comparison(comp)
    pair = workflows.parse_modes(",".join(modes) if isinstance(modes, (tuple, list)) else modes)
    kw = dict(locals())
    kw |= {"mode": "default", "cache_dir": None, "fresh_cache": False}
    command = command or _command("compare", a, modes=pair, backward=backward, steps=steps, out=out)
    with _model_source(a, inputs) as path:
        _, comp = workflows.compare(_options(path, kw, command), say, pair, pairs)
    return Comparison(comp)


def diff(a: PathLike | Run, b: PathLike | Run) -> Comparison:
    """Two saved runs side by side as recorded (``inductor-probe diff``): A is the base."""
    from inductor_probe import workflows

    return Comparison(workflows.diff(_run_dir(a), _run_dir(b)))


def kernel(
    run: PathLike | Run | None,
    name: str,
    *,
    autotune: bool = False,
    ncu: bool = False,
    budget: float = 0.3,
    timeout: float = 900.0,
    verbose: bool = False,
    progress: Progress | None = None,
) -> KernelResult:
    """One generated Triton kernel of ``run`` re-run on its own, config by config (``inductor-probe
    kernel``); ``autotune``: as generated vs max-autotune vs max-autotune + coordinate descent; ``ncu``:
    the chosen config under Nsight Compute too. Raises ``ProbeError`` when nothing could be measured."""
    from inductor_probe import workflows
    from inductor_probe.errors import NOTHING_MEASURED

    _number("budget", budget, 0, strict=True)
    _number("timeout", timeout, 0, strict=True)
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
            e.result = KernelResult(report)  # type: ignore[attr-defined]
        raise
    if not workflows.measured(report):
        generated = report.result.variants.get("generated") if report.result else None
        error = generated.error if generated is not None else "it was not re-run"
        err = ProbeError(f"nothing could be measured for {report.ref.name}: {error}", NOTHING_MEASURED)
        err.result = KernelResult(report)  # type: ignore[attr-defined]
        raise err
    return KernelResult(report)


def traces(folder: PathLike) -> Job:
    """Kineto traces of any job (one file per rank, collected with torch.profiler) analysed together
    (``inductor-probe report --traces``): per rank its categories and communication, the collectives matched
    across ranks into wait and transfer, the straggler; and what the traces cannot tell."""
    from inductor_probe.workflows.traces import traces_job

    view, cannot = traces_job(folder)
    return Job(view, cannot)
