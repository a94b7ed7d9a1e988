"""The only sequencer: each command's steps, from collecting to a result the renderers take.

=============  =========================================================================
``breakdown``  model file -> run dir: compile child -> each module profiled -> tables
``reanalyse``  a run's recorded traces -> its tables again (no GPU)
``compare``    ``breakdown`` twice (default, max-autotune), each from a fresh cache -> pairs
``kernel``     a run's kernel -> its file re-run per variant -> verdict
``timeit``     a user's callable -> the timer
=============  =========================================================================

Nothing here prints: progress goes to the ``progress`` callback, results are returned.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from inductor_probe._util import write_json
from inductor_probe.analysis.breakdown import analyse
from inductor_probe.analysis.compare import Comparison, compare_manifests
from inductor_probe.analysis.kernels import KernelReport, resolve_kernel
from inductor_probe.analysis.step import graph_tables, parse_step_trace, step_view, step_windows
from inductor_probe.analysis.trace import load_events, parse_trace
from inductor_probe.analysis.verdicts import verdict
from inductor_probe.collect import env as probe_env
from inductor_probe.collect.isolated import ModuleToProfile, profile_modules
from inductor_probe.collect.model import Graph, inspect_model_file, run_model
from inductor_probe.collect.steps import SCRIPT_SKIPPED_STEPS, SCRIPT_TIMED_STEPS
from inductor_probe.errors import CHILD_FAILED, NOTHING_MEASURED, USAGE, ProbeError, first_line
from inductor_probe.run import layout
from inductor_probe.run.artifacts import parse_compiled_module
from inductor_probe.run.manifest import (
    CacheInfo,
    DeviceInfo,
    GraphEntry,
    Manifest,
    ModelSpec,
    ProfileResult,
    Run,
    Versions,
    open_run,
    write_manifest,
)
from inductor_probe.timer.measurement import TimedTarget

Progress = Callable[[str], None]
COMPARE_MODES = ("default", "max-autotune")
KERNEL_VARIANTS = ("generated", "max-autotune", "max-autotune+coordesc")


@dataclass(frozen=True)
class BreakdownOptions:
    model: str
    out: str | None = None
    mode: str = "default"
    backward: bool = False
    device: str = "auto"
    script: bool = False
    script_args: tuple[str, ...] = ()
    timeout_s: float = 1800.0
    calls: int = 10  # per module, in the isolated view
    cache_dir: str | None = None
    fresh_cache: bool = False
    steps: int = 5  # profiled steps of the real run (0: none; then the isolated view gives the tables)
    isolated: bool = False  # also each compiled module on its own


# --------------------------------------------------------------------------- breakdown


def _cache_dir(opts: BreakdownOptions, run: Path) -> Path:
    if opts.cache_dir:
        cache = Path(opts.cache_dir).resolve()
    elif opts.fresh_cache:
        cache = run / "cache"
    else:
        cache = layout.default_cache_dir(run)
    cache.mkdir(parents=True, exist_ok=True)
    return cache


def _graph_entry(g: Graph, run: Path) -> GraphEntry:
    return GraphEntry(
        label=g.label,
        aot_id=g.module.aot_id,
        graph_kind=g.module.graph_kind,
        graph_id=g.module.graph_id,
        compile_id=g.compile_id,
        device_type=g.device_type,
        source_path=g.source_path,
        module=str(g.module_copy.relative_to(run)),
        kernels=list(g.module.kernels),
        extern_calls=list(g.module.extern_calls),
        status="compiled",
    )


def breakdown(opts: BreakdownOptions, progress: Progress) -> Run:
    """Compile and profile the real run's steps (one child), analyse; with ``isolated`` (or
    ``steps`` 0) also each compiled module on its own. Returns the run (directory and manifest).

    The manifest is written after every step, so a failure keeps what was done
    (``status`` says how far it got and ``error`` why it stopped).
    """
    model = inspect_model_file(opts.model, force_script=opts.script)
    if opts.mode not in probe_env.COMPILE_MODES:
        raise ProbeError(f"unknown --mode {opts.mode!r}; choose one of {', '.join(probe_env.COMPILE_MODES)}")
    run = layout.new_run_dir(opts.out, model.path.stem)
    cache = _cache_dir(opts, run)
    spec = ModelSpec(
        path=str(model.path),
        kind=model.kind,
        compile_mode=opts.mode,
        backward=opts.backward,
        device=opts.device,
        script_args=list(opts.script_args),
    )
    m = Manifest.new(["inductor-probe", *sys.argv[1:]], spec)
    m.cache = CacheInfo(dir=str(cache))
    child_env = probe_env.child_env(cache, device="cpu" if opts.device == "cpu" else "cuda")
    m.environment.inductor_env = probe_env.reported_settings(child_env)
    write_manifest(run, m)
    layout.point_latest(run)
    progress(f"run directory: {run}")
    try:
        result, graphs = run_model(
            model,
            run=run,
            cache_dir=cache,
            device=opts.device,
            compile_mode=opts.mode,
            backward=opts.backward,
            script_args=list(opts.script_args),
            steps=opts.steps,
            timeout_s=opts.timeout_s,
            progress=progress,
        )
        env = m.environment
        env.versions = Versions.from_dict(result["versions"]) if result.get("versions") else None
        env.device = DeviceInfo.from_dict(result["device"]) if result.get("device") else None
        env.inductor_settings = result.get("inductor_settings")
        m.cache.counters = result.get("counters", {})
        m.device_type = result.get("resolved_device", opts.device)
        m.graphs = [_graph_entry(g, run) for g in graphs]
        m.status = "compiled"
        write_manifest(run, m)
        if opts.steps:
            m.step_note = _step_view(run, m, graphs, result.get("step") or {}, model.kind, opts.steps)
            if m.step_note:
                progress(f"no step view: {m.step_note}; each compiled module on its own instead")
            m.status = "profiled"
            write_manifest(run, m)
        if opts.isolated or not opts.steps or m.step is None:
            _isolated_view(run, m, graphs, cache, opts, progress)
        m.status = "complete"
    except ProbeError as e:
        m.fail(e.message, e.exit_code)
        write_manifest(run, m)
        e.message = f"{e.message} [partial results kept in {run}]"
        raise
    except BaseException as e:
        m.fail(f"{type(e).__name__}: {e}", 1)
        write_manifest(run, m)
        raise
    write_manifest(run, m)
    return Run(run, m)


def _peak(m: Manifest, device_type: str | None) -> float | None:
    return m.peak_mem_gbps if device_type == "cuda" else None


def _step_view(run: Path, m: Manifest, graphs: list[Graph], child: dict, kind: str, steps: int) -> str | None:
    """The step object and each graph's tables from the real run's trace; for a script that ran too
    few steps, why there is none (the caller falls back on the isolated view)."""
    if not child.get("trace") or not child.get("steps"):
        if kind == "script":
            seen, needed = child.get("first_graph_calls", 0), child.get("first_graph_calls_needed", "?")
            return (
                f"the script called its first compiled graph {seen} time(s) and the step view needs {needed} "
                f"(steps are cut at those calls: {SCRIPT_SKIPPED_STEPS - 1} left out while compiling and "
                f"warming "
                f"up, {SCRIPT_TIMED_STEPS} timed, 1 profiler warm-up, --steps {steps} profiled); make it run "
                "longer, or lower --steps"
            )
        raise ProbeError(
            f"the model's steps were not profiled (log: {run / 'logs' / 'driver.log'})", CHILD_FAILED
        )
    _step_tables(
        run,
        m,
        {_key(e): g.module for g, e in zip(graphs, m.graphs, strict=True)},
        child,
        Path(child["trace"]),
    )
    return None


def _key(entry: GraphEntry) -> str:
    """A graph's key in the real run's trace: its compiled module's file name (Inductor's cache key)."""
    return Path(entry.source_path or entry.module or "").stem


def _existing(path: Path) -> Path:
    """A recorded trace, plain or gzipped."""
    return path if path.exists() or not Path(f"{path}.gz").exists() else Path(f"{path}.gz")


def _step_tables(run: Path, m: Manifest, modules: dict, child: dict, trace: Path) -> None:
    """``m.step`` and each graph's tables from the real run's trace (``modules``: by graph key)."""
    steps = child["steps"]
    summary = parse_step_trace(trace, m.device_type or "cuda", steps)
    wins = step_windows(load_events(trace), steps)
    labels = {_key(e): e.label for e in m.graphs}
    m.step = step_view(summary, wins, child, labels, modules, _peak(m, m.device_type))
    m.step.trace = str(trace.relative_to(run)).removesuffix(".gz")
    view = {g["label"]: g for g in m.step.graphs}
    calls = child.get("graph_calls") or {}
    for entry in m.graphs:
        key = _key(entry)
        entry.calls_per_step = calls.get(key, 0) / steps
        if entry.label not in view:
            entry.status = "did not run in the profiled steps"
            continue
        entry.cuda_graph = view[entry.label]["cuda_graph"]
        entry.breakdown = graph_tables(
            summary,
            key,
            modules.get(key),
            calls.get(key) or steps,
            steps,
            m.step.wall_ms,
            _peak(m, entry.device_type),
        )
        entry.trace = m.step.trace
        entry.status = "profiled"


def _child_of(m: Manifest) -> dict:
    """What the model child reported of the steps, as the manifest keeps it (for a reanalysis)."""
    s = m.step
    return {
        "kind": s.kind,
        "steps": s.steps,
        "steps_requested": s.steps_requested,
        "wall_ms_blocks": s.wall_blocks_ms,
        "wall_rounds": [None] * s.wall_rounds,
        "block_steps": s.block_steps,
        "wall_spread_pct": s.wall_spread_pct,
        "first_step_left_out": s.first_step_left_out,
        "other_load_cores": s.other_load_cores,
        "graph_calls": {_key(g): round(g.calls_per_step * s.steps) for g in m.graphs if g.calls_per_step},
    }


def _isolated_view(
    run: Path, m: Manifest, graphs: list[Graph], cache: Path, opts: BreakdownOptions, progress: Progress
) -> None:
    """Each compiled module on its own; a module that fails on its synthetic inputs gets its line."""
    todo = [ModuleToProfile(g.label, g.module_copy, g.device_type) for g in graphs]
    results = profile_modules(
        todo, run=run, cache_dir=cache, calls=opts.calls, timeout_s=opts.timeout_s, progress=progress
    )
    for g, entry in zip(graphs, m.graphs, strict=True):
        res = results[g.label]
        entry.isolated_status = res.status
        if res.trace is None:
            continue
        summary = parse_trace(res.trace, "cuda" if g.device_type.startswith("cuda") else "cpu")
        entry.profile = ProfileResult.from_dict(res.result)
        entry.isolated_trace = str(res.trace.relative_to(run))
        entry.isolated = analyse(summary, g.module, _peak(m, g.device_type), view="isolated")
        if entry.breakdown is None and m.step is None:  # no step view: the isolated tables are the tables
            entry.breakdown = entry.isolated
            entry.trace = str(res.trace.relative_to(run))
            entry.status = "profiled"
        write_manifest(run, m)


def reanalyse(run: Run) -> Run:
    """Recompute the step view and every graph's tables from the recorded traces and modules (no GPU
    needed); saved."""
    m = run.manifest
    modules = {_key(g): parse_compiled_module(run.path / g.module) for g in m.graphs}
    if m.step is not None and m.step.trace:
        _step_tables(run.path, m, modules, _child_of(m), _existing(run.path / m.step.trace))
    for g in m.graphs:
        isolated = g.isolated_trace or (g.trace if m.step is None else None)
        if isolated is None:
            continue
        cuda = g.device_type == "cuda"
        summary = parse_trace(_existing(run.path / isolated), "cuda" if cuda else "cpu")
        own = m.step is None  # no step view: the module's own tables are the tables
        view = g.breakdown.view if m.step is None and g.breakdown is not None else "isolated"
        tables = analyse(summary, modules[_key(g)], m.peak_mem_gbps if cuda else None, view=view)
        if g.isolated is not None or g.isolated_trace:
            g.isolated = tables
        if own:
            g.breakdown = tables
    write_manifest(run.path, m)
    return run


# --------------------------------------------------------------------------- compare


def compare(opts: BreakdownOptions, progress: Progress) -> tuple[Path, Comparison]:
    """Two breakdowns of ``opts``: ``default`` then ``max-autotune``.

    Each compiles from its own fresh cache inside ``<out>/<mode>/`` (no autotuning result is
    shared); ``<out>/compare.json`` holds the comparison. If the second compile fails, the
    first's run directory stays and the error says where.
    """
    out = Path(opts.out) if opts.out else layout.default_out(Path(opts.model).stem, kind="compare")
    for mode in COMPARE_MODES:
        if (out / mode).exists():
            raise ProbeError(
                f"{out / mode} already exists; give compare a new --out DIR "
                "(each side must compile from a fresh cache)",
                USAGE,
            )
    runs: dict[str, Run] = {}
    for i, mode in enumerate(COMPARE_MODES, 1):
        tag = f"[{i}/{len(COMPARE_MODES)}] {mode}"
        note = " (autotuning can take minutes)" if mode != "default" else ""
        progress(f"{tag}{note}: compiling from a fresh cache into {out / mode}")
        sub = replace(opts, out=str(out / mode), mode=mode, fresh_cache=True, cache_dir=None)
        try:
            runs[mode] = breakdown(sub, lambda msg, tag=tag: progress(f"{tag}: {msg}"))
        except ProbeError as e:
            if runs:
                kept = out / COMPARE_MODES[0]
                e.message = (
                    f"{mode} compile failed: {e.message}; the {COMPARE_MODES[0]} breakdown is kept in "
                    f"{kept} (`inductor-probe report --run {kept}`)"
                )
            raise
    base, other = COMPARE_MODES
    comp = compare_manifests(runs[base].manifest, runs[other].manifest, base, other)
    comp = replace(
        comp,
        meta={
            **comp.meta,
            "out_dir": str(out.resolve()),
            "runs": {m: str(runs[m].path) for m in COMPARE_MODES},
        },
    )
    write_json(out / "compare.json", comp.to_dict())
    return out.resolve(), comp


# --------------------------------------------------------------------------- kernel


def find_kernel(run_arg: str | None, name: str) -> tuple[Run, KernelReport]:
    """The kernel ``name`` of a run, with nothing measured yet (``result`` None)."""
    run = open_run(run_arg)
    ref = resolve_kernel(run.path, run.manifest, name)
    if ref.kernel_file is None:
        raise ProbeError(
            f"{ref.name} is a library kernel ({ref.category}), not a generated Triton kernel: it has no "
            "file to re-run; `inductor-probe compare MODEL.py` shows what max-autotune does to it",
            USAGE,
        )
    return run, KernelReport(ref, None, run.manifest.peak_mem_gbps)


def kernel(
    report: KernelReport, run: Run, *, autotune: bool, timeout_s: float, budget_s: float, progress: Progress
) -> KernelReport:
    """Re-run the kernel's file per variant (as generated; with ``autotune`` also max-autotune and
    + coordinate descent), each in its own child; the result and verdict are saved beside."""
    import torch

    if not torch.cuda.is_available():
        raise ProbeError(
            "Triton kernel files need a CUDA device and none is available here; shown above is what the "
            "run and the file tell (run `kernel` on a GPU machine to time it)",
            NOTHING_MEASURED,
        )
    from inductor_probe.collect.rebench import run_kernel

    ref = report.ref
    out_dir = run.path / "rebench" / ref.name
    variants = list(KERNEL_VARIANTS) if autotune else list(KERNEL_VARIANTS[:1])
    result = run_kernel(
        ref.kernel_file, out_dir, variants=variants, timeout_s=timeout_s, budget_s=budget_s, progress=progress
    )
    result["verdict"] = verdict(result["variants"])
    write_json(out_dir / "result.json", result)
    return replace(report, result=result)


def measured(report: KernelReport) -> bool:
    variants = (report.result or {}).get("variants") or {}
    return any((v.get("chosen") or {}).get("status") == "ok" for v in variants.values())


# --------------------------------------------------------------------------- timeit


def timeit(
    target: str,
    setup: str | None,
    *,
    rotate: int,
    mode: str,
    cache: str,
    device: str | None,
    budget_s: float,
    cross_check: bool,
) -> TimedTarget:
    """Load ``target`` (and ``setup``, called ``rotate`` times for as many input sets) and time it."""
    from inductor_probe import timer
    from inductor_probe.collect.user_code import bind, load_callable

    if rotate < 1:
        raise ProbeError(f"--rotate must be at least 1, not {rotate}", USAGE)
    if budget_s <= 0:
        raise ProbeError(f"--budget must be positive, not {budget_s:g}", USAGE)
    if rotate > 1 and not setup:
        raise ProbeError("--rotate needs --setup (it calls SETUP once per input set)", USAGE)
    fn = load_callable(target, "TARGET")
    calls = [fn]
    if setup:
        make = load_callable(setup, "--setup")
        calls = []
        for _ in range(rotate):
            try:
                calls.append(bind(fn, make()))
            except Exception as e:
                raise ProbeError(
                    f"--setup {setup!r} raised {type(e).__name__}: {first_line(e, 200)}", USAGE
                ) from e
    rotated = len(calls) > 1
    try:
        m = timer.measure(
            (lambda c: c()) if rotated else calls[0],
            rotate=[(c,) for c in calls] if rotated else None,
            mode=mode,
            cache=cache,
            device=device,
            budget_s=budget_s,
            cross_check=cross_check,
        )
    except ProbeError:
        raise
    except Exception as e:
        raise ProbeError(
            f"{target!r} raised {type(e).__name__} while being timed: {first_line(e, 200)}", NOTHING_MEASURED
        ) from e
    return TimedTarget(target, setup, m)
