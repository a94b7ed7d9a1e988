"""What a breakdown's run is made of, shared by the one-process run (``model_run``) and a torchrun job's ranks
(``ranks_run``): the cache it compiles into, a compiled graph's manifest entry, the child's findings about the
environment."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from inductor_probe.collect.doors import CompileResult
from inductor_probe.collect.model import Graph
from inductor_probe.errors import Interrupted
from inductor_probe.options import BreakdownOptions
from inductor_probe.run import layout
from inductor_probe.run.manifest import GraphEntry, Manifest, write_manifest
from inductor_probe.vocab import RunStatus

Progress = Callable[[str], None]  # where a workflow says what it is doing (nothing here prints)


@dataclass
class Prepared:
    """What every kind of breakdown run starts from (``model_run.prepare``), built once before its stages."""

    manifest: Manifest  # the run's (a job's top one), written with the cache and the child's settings
    cache: Path  # the Inductor cache it compiles into (``cache_dir_of``)
    env: dict[str, str]  # the model child's environment (the driver's; a job's ranks start from it)


def cache_dir_of(opts: BreakdownOptions, run: Path) -> Path:
    """The Inductor cache a breakdown compiles into: --cache-dir, the run's own (--fresh-cache), or the
    shared one."""
    if opts.cache_dir:
        return Path(opts.cache_dir).expanduser().resolve()
    if opts.fresh_cache:
        return run / "cache"
    return layout.default_cache_dir()


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
        status=RunStatus.COMPILED,
    )


def take_child_result(
    m: Manifest, result: CompileResult | None, graphs: list[Graph], where: Path, device: str
) -> None:
    """What a compile child (the one process's, a rank's) found and compiled, into its manifest: the
    environment (where it wrote a result) and each compiled graph's entry (its module copy under
    ``where``)."""
    m.graphs = [_graph_entry(g, where) for g in graphs]
    if result is None:
        return
    env = m.environment
    env.versions = result.versions
    env.device = result.device
    env.inductor_settings = result.inductor_settings
    m.cache.counters = result.counters
    m.graph_breaks, m.recompiles, m.dynamo = result.graph_breaks, result.recompiles, result.dynamo
    m.device_type = result.resolved_device or device
    if env.device is not None:
        env.device.sm_clock_mhz = result.step.sm_clock_mhz if result.step is not None else None


def stopped(m: Manifest, run: Path, e: KeyboardInterrupt) -> Interrupted:
    """The one interrupt path of every workflow (one process or a job): Ctrl-C, SIGTERM or SIGHUP marks the
    run's manifest interrupted, keeps what it holds, and returns the Interrupted to raise, naming the run."""
    stop = Interrupted.of(e)
    m.interrupted(stop.name, stop.exit_code)
    write_manifest(run, m)
    stop.run_dir = run
    return stop
