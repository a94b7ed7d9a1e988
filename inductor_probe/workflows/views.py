"""The two views of a run, from what its children recorded: the real run's steps and each module on
its own; ``reanalyse`` rebuilds both from the recorded traces."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from inductor_probe._util import read_json, write_json
from inductor_probe.analysis.breakdown import analyse
from inductor_probe.analysis.memory import GraphCode, memory_view
from inductor_probe.analysis.replay import pair_replayed
from inductor_probe.analysis.step import graph_tables, step_view
from inductor_probe.analysis.step_trace import summary_of
from inductor_probe.analysis.trace import TraceError, TraceSummary, load_events, parse_trace
from inductor_probe.analysis.trust import trust_items
from inductor_probe.analysis.windows import lean_summary, profiled_windows
from inductor_probe.collect.holders import read_snapshot
from inductor_probe.collect.isolated import ModuleToProfile, profile_modules
from inductor_probe.collect.model import Graph
from inductor_probe.collect.steps import SCRIPT_SKIPPED_STEPS, SCRIPT_TIMED_STEPS
from inductor_probe.errors import CHILD_FAILED, USAGE, ProbeError, describe
from inductor_probe.run.artifacts import CompiledModule, parse_compiled_module
from inductor_probe.run.layout import MANIFEST
from inductor_probe.run.manifest import (
    DeviceInfo,
    GraphEntry,
    Manifest,
    Run,
    StepView,
    write_manifest,
)
from inductor_probe.run.memory import MemoryRecord
from inductor_probe.run.timings import StepTiming
from inductor_probe.vocab import ProfileWindow, StepKind, View


def _peak(m: Manifest, device_type: str | None) -> float | None:
    return m.peak_mem_gbps if device_type == "cuda" else None


def step_view_of(
    run: Path, m: Manifest, graphs: list[Graph], timing: StepTiming | None, kind: str, steps: int
) -> str | None:
    """The step object and each graph's tables from the real run's trace; for a script that ran too
    few steps, why there is none (the caller falls back on the isolated view)."""
    if timing is None or not (timing.trace or timing.lean_trace) or not timing.steps:
        if kind == StepKind.SCRIPT:
            seen = timing.first_graph_calls if timing is not None and timing.first_graph_calls else 0
            needed = timing.first_graph_calls_needed if timing is not None else None
            return (
                f"the script called its first compiled graph {seen} time(s) and the step view needs "
                f"{needed if needed is not None else '?'} "
                f"(steps are cut at those calls: {SCRIPT_SKIPPED_STEPS - 1} left out while compiling and "
                f"warming up, {SCRIPT_TIMED_STEPS} timed, 1 profiler warm-up, {steps} profiled: "
                "inductor-probe's --steps); make the script run longer (its own options go after `--`), or "
                "lower --steps"
            )
        raise ProbeError(
            f"the model's steps were not profiled (log: {run / 'logs' / 'driver.log'})", CHILD_FAILED
        )
    try:
        _step_tables(
            run,
            m,
            {_key(e): g.module for g, e in zip(graphs, m.graphs, strict=True)},
            timing,
            Path(timing.trace) if timing.trace else None,
            Path(timing.lean_trace) if timing.lean_trace else None,
        )
    except TraceError as e:  # the run's figures stand; its step view cannot be made from this trace
        m.step = None
        return f"the real run's trace {e.path.name} cannot be read ({e.reason})"
    if timing.memory is not None:
        memory_of(
            run,
            m,
            {_key(e): (g.module, g.module_copy) for g, e in zip(graphs, m.graphs, strict=True)},
            timing.memory,
        )
    return None


MEMORY_RECORD = "traces/memory_record.json"  # the child's MemoryRecord, as measured


def memory_of(run: Path, m: Manifest, modules: dict, rec: MemoryRecord, save: bool = True) -> None:
    """``m.step.memory`` and each graph's ``memory`` from the child's record and the allocator's history
    (``modules``: by graph key, the parsed module and its copy in the run)."""
    assert m.step is not None
    labels = {_key(e): e for e in m.graphs}
    codes = {}
    for key, (module, copy) in modules.items():
        try:
            text = Path(copy).read_text(errors="replace")
        except OSError:
            text = ""
        codes[key] = GraphCode(
            label=labels[key].label,
            kind=module.graph_kind,
            text=text,
            kernels=module.kernels,
            extern_calls=module.extern_calls,
        )
    reduced = None
    snapshot = (
        run / rec.snapshot if rec.snapshot else None
    )  # relative to the run (absolute: as the child wrote)
    if snapshot is not None:
        try:
            reduced = read_snapshot(snapshot)
        except (OSError, ValueError, EOFError) as e:
            rec.note = f"the allocator's history could not be read: {describe(e, 200)}"
        if snapshot.is_relative_to(run):
            rec.snapshot = str(snapshot.relative_to(run))
    if save:
        write_json(run / MEMORY_RECORD, rec.to_dict())  # what was measured, for a reanalysis
    view, per_graph = memory_view(rec, reduced, codes)
    view.snapshot = rec.snapshot if reduced is not None else None
    m.step.memory = view
    for entry in m.graphs:
        entry.memory = per_graph.get(entry.label)


def _key(entry: GraphEntry) -> str:
    return entry.key


def _existing(path: Path) -> Path:
    """A recorded trace, plain or gzipped."""
    return path if path.exists() or not Path(f"{path}.gz").exists() else Path(f"{path}.gz")


def _step_tables(
    run: Path,
    m: Manifest,
    modules: dict[str, CompiledModule],
    timing: StepTiming,
    trace: Path | None,
    lean: Path | None = None,
    read: Callable[[Path, Callable[[Path], Any]], Any] | None = None,
) -> None:
    """``m.step`` and each graph's tables from the real run's traces (``modules``: by graph key): ``trace``
    the rich window's, ``lean`` the lean window's (either may be None, not both); ``read(path, parse)``:
    each trace parsed (a reanalysis turns a trace's error into the run's)."""
    steps, device = timing.steps, m.device_type or "cuda"
    read = read or (lambda path, parse: parse(path))
    rich_events, summary = read(trace, lambda p: _read_rich(p, device, steps)) if trace else (None, None)
    lean_s = None
    if lean is not None:
        rich = (rich_events, list(summary.windows)) if summary is not None and rich_events else None
        lean_s, _ = read(
            lean, lambda p: lean_summary(load_events(p), p, device, timing.lean_steps or None, rich)
        )
    main = summary if summary is not None else lean_s
    assert main is not None  # the caller has one trace at least
    # a CUDA graph's replay launches library kernels with no op: their module's calls name it
    main = replace(main, rows=pair_replayed(main.rows, modules))
    labels = {_key(e): e.label for e in m.graphs}
    figures = lean_s if summary is not None else main  # the figures' window: the lean one wherever it ran
    m.step = step_view(main, list(main.windows), timing, labels, modules, _peak(m, device), lean=figures)
    m.step.profiled.trace = _rel(run, trace if trace is not None else lean)
    m.step.profiled.windows = profiled_windows(
        summary, lean_s, m.step.wall_ms, timing.lean_ref_ms, timing.lean_after_ms, timing.lean_timed_ms
    )
    for w in m.step.profiled.windows:
        w.trace = _rel(run, lean if w.kind == ProfileWindow.LEAN else trace)
    gpu = m.device.name if m.device_type == "cuda" else None
    m.step.profiled.trust = trust_items(m.step, timing.sm_clock_mhz or m.device.sm_clock_mhz, gpu)
    view = {g.label: g for g in m.step.graphs}
    calls = timing.graph_calls
    for entry in m.graphs:
        key = _key(entry)
        entry.calls_per_step = calls.get(key, 0) / steps
        if entry.label not in view:
            entry.status = "did not run in the profiled steps"
            continue
        entry.cuda_graph = view[entry.label].cuda_graph
        entry.breakdown = graph_tables(
            main,
            key,
            modules.get(key),
            calls.get(key) or steps,
            steps,
            m.step.wall_ms,
            _peak(m, entry.device_type),
            _device(m),
        )
        entry.trace = m.step.profiled.trace
        entry.status = "profiled"


def _read_rich(path: Path, device: str, steps: int) -> tuple[list[dict[str, Any]], TraceSummary]:
    events = load_events(path)
    return events, summary_of(events, path, device, steps)


def _rel(run: Path, path: Path | None) -> str | None:
    return str(path.relative_to(run)).removesuffix(".gz") if path is not None else None


def _timing_of(m: Manifest) -> StepTiming:
    """What the model child measured of the steps, as the manifest keeps it (for a reanalysis)."""
    s = m.step
    assert s is not None
    calls = {_key(g): round(g.calls_per_step * s.rich_steps()) for g in m.graphs if g.calls_per_step}
    return StepTiming.from_view(s, calls)


def isolated_view_of(
    run: Path,
    m: Manifest,
    graphs: list[Graph],
    cache: Path,
    calls: int,
    timeout_s: float,
    progress: Callable[[str], None],
) -> None:
    """Each compiled module on its own; a module that fails on its synthetic inputs gets its line."""
    todo = [ModuleToProfile(g.label, g.module_copy, g.device_type) for g in graphs]
    results = profile_modules(
        todo, run=run, cache_dir=cache, calls=calls, timeout_s=timeout_s, progress=progress
    )
    for g, entry in zip(graphs, m.graphs, strict=True):
        res = results[g.label]
        entry.isolated_status = res.status
        if res.trace is None:
            continue
        summary = parse_trace(res.trace, "cuda" if g.device_type.startswith("cuda") else "cpu")
        entry.profile = res.profile
        entry.isolated_trace = str(res.trace.relative_to(run))
        entry.isolated = analyse(
            summary, g.module, _peak(m, g.device_type), view=View.ISOLATED, device=_device(m)
        )
        if entry.breakdown is None and m.step is None:  # no step view: the isolated tables are the tables
            entry.breakdown = entry.isolated
            entry.trace = str(res.trace.relative_to(run))
            entry.status = "profiled"
        write_manifest(run, m)


def _unusable(run: Path, what: str) -> ProbeError:
    """A file ``reanalyse`` needs is missing or damaged: the run's saved tables still stand."""
    return ProbeError(
        f"corrupt run: {what}, in {run}; nothing was changed: `inductor-probe report` without --reanalyse "
        "shows the tables as recorded, and re-running `inductor-probe breakdown` records new traces",
        USAGE,
    )


def _module(run: Path, entry: GraphEntry) -> CompiledModule:
    if not entry.module:
        raise _unusable(run, f"graph {entry.label} names no compiled module")
    try:
        module = parse_compiled_module(_inside(run, entry.module, "the compiled module"))
    except FileNotFoundError:
        raise _unusable(run, f"the compiled module {entry.module} is missing") from None
    except (OSError, ValueError) as e:  # unreadable, not text
        raise _unusable(
            run, f"the compiled module {entry.module} cannot be read ({describe(e, 200)})"
        ) from None
    # the user's source lines were found at compile time (provenance) and kept in the manifest, not the module
    kept = {k.name: k for k in entry.kernels}
    externs = module.extern_calls
    if len(entry.extern_calls) == len(externs):  # the library calls' lines, where the manifest has them
        externs = tuple(
            k.with_lines(e.source_lines).with_sites(e.module_sites).with_autotune(e.autotune)
            for k, e in zip(externs, entry.extern_calls, strict=True)
        )
    kernels = tuple(
        k.with_lines(kept[k.name].source_lines or None)
        .with_sites(kept[k.name].module_sites)
        .with_autotune(kept[k.name].autotune)
        if k.name in kept
        else k
        for k in module.kernels
    )
    return replace(module, kernels=kernels, extern_calls=externs)


def _inside(run: Path, rel: str, what: str) -> Path:
    """``run / rel`` where ``rel`` names a file of the run: a path that is absolute or leads out of the run
    directory (a hand-edited or hostile run.json) is a one-line error, never read."""
    path = run / rel
    if Path(rel).is_absolute() or not path.resolve().is_relative_to(run.resolve()):
        raise _unusable(run, f"{what} {rel} is not a file of the run directory")
    return path


def _trace(run: Path, rel: str, parse: Callable[[Path], object]):
    """``parse`` of the recorded trace ``rel`` (plain or gzipped), or the one-line error."""
    path = _existing(_inside(run, rel, "the trace"))
    if not path.is_file():
        raise _unusable(run, f"the trace {rel} is missing")
    try:
        return parse(path)
    except TraceError as e:
        shown = path.relative_to(run) if path.is_relative_to(run) else path
        raise _unusable(run, f"the trace {shown} cannot be used: {e.reason}") from e


def _recorded(run: Path, s: StepView) -> tuple[Path | None, Path | None]:
    """The step's recorded traces, rich and lean (runs before the lean window: ``step.trace`` alone)."""
    windows = {w.kind: w.trace for w in s.profiled.windows or [] if w.trace}
    lean = windows.get(ProfileWindow.LEAN)
    rich = windows.get(ProfileWindow.RICH) if windows else s.profiled.trace
    return (
        _inside(run, rich, "the trace") if rich else None,
        _inside(run, lean, "the trace") if lean else None,
    )


def _device(m: Manifest) -> DeviceInfo | None:
    """The run's device as the per-kernel insight reads it (None where the run recorded none)."""
    d = m.environment.device
    return d if d is not None and d.type else None


def reanalyse(run: Run) -> Run:
    """Recompute the step view and every graph's tables from the recorded traces and modules (no GPU
    needed); saved only when every trace and module could be read (a missing or damaged one is a
    one-line error, and the manifest stays as it was)."""
    m = run.manifest
    modules = {_key(g): _module(run.path, g) for g in m.graphs}
    if m.step is not None and m.step.profiled.trace:
        if m.step.profiled.steps < 1:
            raise _unusable(
                run.path,
                f'"step.profiled.steps" in {MANIFEST} is {m.step.profiled.steps} beside a step trace',
            )
        timing = _timing_of(m)
        rich, lean = _recorded(run.path, m.step)
        # measured, not read from a trace: kept (the steps' graph calls that step_checks came from are not)
        memory, checks = m.step.memory, m.step.script.step_checks if m.step.script is not None else None
        read = lambda path, parse: _trace(run.path, str(path.relative_to(run.path)), parse)
        _step_tables(run.path, m, modules, timing, rich, lean, read)
        m.step.memory = memory
        if m.step.script is not None:
            m.step.script.step_checks = checks
        rec = read_json(run.path / MEMORY_RECORD)
        if isinstance(rec, dict):
            copies = {_key(g): (modules[_key(g)], run.path / (g.module or "")) for g in m.graphs}
            memory_of(run.path, m, copies, MemoryRecord.from_dict(rec), save=False)
    for g in m.graphs:
        isolated = g.isolated_trace or (g.trace if m.step is None else None)
        if isolated is None:
            continue
        cuda = g.device_type == "cuda"
        summary = _trace(run.path, isolated, partial(parse_trace, device_type="cuda" if cuda else "cpu"))
        own = m.step is None  # no step view: the module's own tables are the tables
        view = g.breakdown.view if m.step is None and g.breakdown is not None else View.ISOLATED
        tables = analyse(
            summary, modules[_key(g)], m.peak_mem_gbps if cuda else None, view=view, device=_device(m)
        )
        if g.isolated is not None or g.isolated_trace:
            g.isolated = tables
        if own:
            g.breakdown = tables
    write_manifest(run.path, m)
    return run
