"""``compare``: two compile modes of one model (``breakdown`` of each, each from a fresh cache), or
two saved runs; then, for a model file, both sides measured interleaved in one process
(``collect/interleave``, ``analysis/interleave``); ``diff``: two saved runs as they were recorded."""

from __future__ import annotations

import gzip
import shutil
from dataclasses import replace
from pathlib import Path

from inductor_probe._util import write_json
from inductor_probe.analysis.compare import Comparison, compare_manifests
from inductor_probe.collect import cache_keys
from inductor_probe.collect import env as probe_env
from inductor_probe.collect.interleave import Side, run_interleaved
from inductor_probe.collect.model_object import FOLDER_PREFIX
from inductor_probe.errors import USAGE, ProbeError, TimedOut, bounded
from inductor_probe.options import CompareOptions
from inductor_probe.run import layout
from inductor_probe.run.manifest import Run, open_run
from inductor_probe.run.record import Sides
from inductor_probe.vocab import StepKind
from inductor_probe.workflows.model_run import Progress, breakdown

COMPARE_MODES = ("default", "max-autotune")


def parse_modes(text: str | None) -> tuple[str, str]:
    """``--modes A,B``: two different compile modes ``--mode`` accepts."""
    if text is None:
        return COMPARE_MODES
    modes = tuple(m.strip() for m in text.split(","))
    known = ", ".join(probe_env.COMPILE_MODES)
    if len(modes) != 2 or not all(modes):
        raise ProbeError(
            f"--modes {text!r}: give two compile modes, e.g. --modes default,max-autotune", USAGE
        )
    for m in modes:
        if m not in probe_env.COMPILE_MODES:
            raise ProbeError(f"--modes: unknown compile mode {m!r}; choose from {known}", USAGE)
    if modes[0] == modes[1]:
        raise ProbeError(f"--modes {text!r}: the two modes must differ", USAGE)
    return modes[0], modes[1]


def _tagged(progress: Progress, tag: str) -> Progress:
    """``progress`` with each line prefixed by ``tag``."""
    return lambda msg: progress(f"{tag}: {msg}")


def compare(opts: CompareOptions, progress: Progress) -> tuple[Path, Comparison]:
    """Two breakdowns of ``opts``, one per mode (``opts.modes``), then both measured interleaved
    (``opts.pairs`` pairs of blocks; 0: not interleaved). Each side compiles from its own fresh cache
    inside ``<out>/<mode>/`` (no autotuning result is shared); ``<out>/compare.json`` holds the
    comparison. If the second compile fails, the first's run directory stays and the error says where."""
    modes, pairs = parse_modes(opts.modes), opts.pairs
    checked = layout.check_out(opts.out)
    out = checked if checked is not None else layout.default_out(Path(opts.model).stem, kind="compare")
    for mode in modes:
        if (out / mode).exists():
            raise ProbeError(
                f"{out / mode} already exists; give compare a new --out DIR "
                "(each side must compile from a fresh cache)",
                USAGE,
            )
    runs: dict[str, Run] = {}
    for i, mode in enumerate(modes, 1):
        tag = f"[{i}/{len(modes)}] {mode}"
        note = " (autotuning can take minutes)" if "autotune" in mode else ""
        progress(f"{tag}{note}: compiling from a fresh cache into {out / mode}")
        sub = replace(opts.sides(), out=str(out / mode), mode=mode, fresh_cache=True, cache_dir=None)
        try:
            runs[mode] = breakdown(sub, _tagged(progress, tag))
        except ProbeError as e:
            if runs:
                kept = out / modes[0]
                e.message = (
                    f"{mode} compile failed: {e.message}; the {modes[0]} breakdown is kept in "
                    f"{kept} (`inductor-probe report --run {kept}`)"
                )
            raise
    layout.compare_dir(out, opts.force)
    return out.resolve(), _finish(out, runs[modes[0]], runs[modes[1]], modes, pairs, opts.timeout, progress)


def compare_runs(
    run_a: str,
    run_b: str,
    out: str | None,
    progress: Progress,
    pairs: int,
    timeout_s: float,
    force: bool,
) -> tuple[Path, Comparison]:
    """Two saved runs compared; measured again interleaved where they are of one model file
    with their caches still there (otherwise as recorded, with the reason in the comparison). A folder
    that holds a finished comparison is written into again only with ``force``."""
    a, b = open_run(run_a), open_run(run_b)
    _need_tables(a, b)
    names = side_names(a, b)
    checked = layout.check_out(out)
    target = (
        checked
        if checked is not None
        else layout.default_out(Path(a.manifest.model.path).stem, kind="compare")
    )
    layout.compare_dir(target, force)
    return target.resolve(), _finish(target, a, b, names, pairs, timeout_s, progress)


def side_names(a: Run, b: Run) -> tuple[str, str]:
    """The two sides' names: their compile modes where those differ, else A and B."""
    ma, mb = a.manifest.model.compile_mode, b.manifest.model.compile_mode
    return (ma, mb) if ma != mb else ("A", "B")


def diff(run_a: str, run_b: str) -> Comparison:
    """Two saved runs as recorded (any models, modes, versions or GPUs): pairs, bands from each run's
    per-call times, environment differences. Refused when they have no graph in common."""
    a, b = open_run(run_a), open_run(run_b)
    common = set(a.manifest.labels) & set(b.manifest.labels)
    if not common:
        raise ProbeError(
            f"the two runs have no graph in common ({', '.join(a.manifest.labels) or 'none'} vs "
            f"{', '.join(b.manifest.labels) or 'none'}); diff compares runs of one model",
            USAGE,
        )
    _need_tables(a, b)
    comp = compare_manifests(a.manifest, b.manifest, "A", "B", runs=(a.path, b.path))
    return replace(
        comp, meta=replace(comp.meta, command="diff", runs=Sides("A", "B", str(a.path), str(b.path)))
    )


def _need_tables(*runs: Run) -> None:
    """A run that failed or was stopped before its tables is refused, never compared against zeros."""
    for run in runs:
        if not any(g.breakdown is not None for g in run.manifest.graphs):
            raise ProbeError(
                f"{run.path} has no tables (status {run.manifest.status}); "
                f"`inductor-probe report --run {run.path} --reanalyse` rebuilds them from its traces",
                USAGE,
            )


def _interleave_note(a: Run, b: Run) -> str | None:
    """Why two runs cannot be measured interleaved (None: they can)."""
    ma, mb = a.manifest, b.manifest
    if ma.model.kind != StepKind.CONVENTION or mb.model.kind != StepKind.CONVENTION:
        return "a script's runs are measured one after the other (interleaving needs get_model/get_inputs)"
    for m in (ma, mb):
        path = Path(m.model.path)
        if path.parent.name.startswith(FOLDER_PREFIX) and not path.exists():
            return "a model object's run keeps its model only while the call runs (compare the object again)"
    if Path(ma.model.path) != Path(mb.model.path) or ma.model.backward != mb.model.backward:
        return "the runs are of different model files or steps"
    if ma.device_type != mb.device_type:
        return "the runs are on different devices"
    ea, eb = ma.environment, mb.environment
    if (ea.versions and ea.versions.to_dict()) != (eb.versions and eb.versions.to_dict()):
        return "the runs were made with different versions (one process has one torch)"
    if ea.device is not None and eb.device is not None and ea.device.name != eb.device.name:
        return "the runs are on different GPUs"
    if _private(ea.inductor_env) != _private(eb.inductor_env):
        return "the runs were made with different Inductor/Triton environment variables"
    if not Path(ma.model.path).exists():
        return f"the model file {ma.model.path} is gone"
    for m in (ma, mb):
        if not m.cache or not m.cache.dir or not Path(m.cache.dir).is_dir():
            return "a run's compile cache is gone"
    return None


def _cache_misses(out: Path, runs: dict[str, Run]) -> dict[str, str]:
    """Per side that missed, in the interleaved child, the cache its breakdown filled: which components
    of the FX graph cache key differed (``collect/cache_keys.py``)."""
    rows = cache_keys.read(out / "interleaved" / cache_keys.FILE_NAME)
    misses = {}
    for side, run in runs.items():
        missed = [r for r in rows if r.get("side") == side and r.get("state") == "miss"]
        if missed:
            recorded = cache_keys.read(run.path / "logs" / cache_keys.FILE_NAME)
            misses[side] = cache_keys.miss_reason(missed, recorded)
    return misses


def _private(env: dict | None) -> dict:
    from inductor_probe.analysis.compare_env import PRIVATE_ENV

    return {k: v for k, v in (env or {}).items() if k not in PRIVATE_ENV}


def _finish(
    out: Path, a: Run, b: Run, names: tuple[str, str], pairs: int, timeout_s: float, progress: Progress
) -> Comparison:
    from inductor_probe.analysis.interleave import apply_interleaved
    from inductor_probe.analysis.step_trace import parse_step_trace

    comp = compare_manifests(a.manifest, b.manifest, *names, runs=(a.path, b.path))
    runs = Sides(names[0], names[1], str(a.path), str(b.path))
    note = "--pairs 0" if pairs == 0 else _interleave_note(a, b)
    if note is None:
        ma, mb = a.manifest, b.manifest
        assert ma.cache.dir and mb.cache.dir  # _interleave_note: both caches are there
        result = run_interleaved(
            Path(ma.model.path),
            (
                Side(names[0], ma.model.compile_mode, Path(ma.cache.dir)),
                Side(names[1], mb.model.compile_mode, Path(mb.cache.dir)),
            ),
            out=out,
            device=ma.device_type or "cuda",
            backward=ma.model.backward,
            pairs=pairs,
            timeout_s=timeout_s,
            progress=progress,
        )
        trace = Path(result.trace or "")
        try:
            with bounded(timeout_s, "analysing the interleaved measurement's trace"):
                summary = parse_step_trace(trace, ma.device_type or "cuda", len(result.order), causes=False)
                comp = apply_interleaved(
                    comp, ma, mb, summary, result, _cache_misses(out, {names[0]: a, names[1]: b})
                )
        except TimedOut as e:  # the breakdowns' comparison stands; the trace is kept for another try
            progress(f"{e}: the runs are compared as recorded")
            note = f"{e} (its trace is kept in {trace.parent}; raise --timeout to use it)"
        with open(trace, "rb") as src, gzip.open(f"{trace}.gz", "wb") as dst:  # kept, small
            shutil.copyfileobj(src, dst)
        trace.unlink()
    comp = replace(comp, meta=replace(comp.meta, out_dir=str(out.resolve()), runs=runs, not_interleaved=note))
    write_json(out / "compare.json", comp.to_dict())
    return comp
