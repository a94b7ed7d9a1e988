"""``run.json``: the typed, schema-versioned manifest of a run, read and written only here.

A manifest is written after every step of a run, so a failure keeps what was done (``status``
says how far it got and ``error`` why it stopped). Reading applies ``UPGRADES`` to a manifest of
an older schema, and refuses one this version cannot read with a one-line error. Every value read
is checked against its field's annotation (a row of a table is a ``Row``; a graph's kernel and
category tables are checked against ``KernelRow`` and ``CategoryRow``): a hand-edited or damaged
``run.json`` is one line, "corrupt run: <what>, in <file>", never a traceback in a renderer.
"""

from __future__ import annotations

import datetime as _dt
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from inductor_probe._util import NotAFile, read_file, write_json
from inductor_probe._version import __version__
from inductor_probe.errors import USAGE, ProbeError, first_line
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.dynamo import DynamoCounters, GraphBreak, Recompile
from inductor_probe.run.idle import IdleView
from inductor_probe.run.job import Job
from inductor_probe.run.kernel_rows import NcuTopRow
from inductor_probe.run.layout import MANIFEST, TOOL, resolve_run
from inductor_probe.run.memory import GraphMemory, MemoryView
from inductor_probe.run.record import Corrupt, Record, Row, json_type
from inductor_probe.run.step_sides import RankComm, StepProfiled, StepScript, StepTimed, StepWhere, nested
from inductor_probe.run.tables import GraphBreakdown
from inductor_probe.vocab import RunKind, RunStatus, StepKind

RUN_SCHEMA = 1
# schema N -> a function that turns a manifest dict of schema N into schema N + 1
UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


@dataclass
class ModelSpec(Record):
    path: str = "?"
    kind: str = "convention"  # "convention" | "script"
    compile_mode: str = "default"
    backward: bool = False
    device: str = "auto"
    script_args: list[str] = field(default_factory=list)


@dataclass
class DeviceInfo(Record):
    """The device the run compiled for; what else the child found (SM count, L2, memory,
    capability, threads) is kept as read."""

    type: str | None = None  # "cuda" | "cpu"
    name: str | None = None
    peak_mem_gbps: float | None = None  # from the memory clock and bus width
    driver: str | None = None
    sm_clock_mhz: float | None = None  # SM clock (NVML) while the real run's steps ran: scales compute roofs
    threads: int | None = None  # a CPU run's torch threads (its C++ kernels' OpenMP threads)
    OMIT_NONE = frozenset({"driver", "sm_clock_mhz", "threads"})


@dataclass
class Versions(Record):
    python: str | None = None
    torch: str | None = None
    cuda_runtime: str | None = None
    triton: str | None = None


@dataclass
class Environment(Record):
    inductor_env: dict[str, str] = field(default_factory=dict)
    versions: Versions | None = None
    device: DeviceInfo | None = None
    inductor_settings: dict[str, Any] | None = None
    OMIT_NONE = frozenset({"versions", "device", "inductor_settings"})


@dataclass
class CacheInfo(Record):
    dir: str | None = None
    counters: dict[str, int] | None = None
    OMIT_NONE = frozenset({"counters"})

    def fx_graph_cache(self) -> tuple[int, int]:
        """The FX graph cache's hits and misses in the run."""
        c = self.counters or {}
        return c.get("inductor.fxgraph_cache_hit", 0), c.get("inductor.fxgraph_cache_miss", 0)


@dataclass
class RunError(Record):
    message: str = ""
    exit_code: int = 1


@dataclass
class ProfileResult(Record):
    """What the profile child measured besides the trace (load time, peak memory... kept as read)."""

    calls: int | None = None
    wall_ms_per_call: float | None = None
    wall_calls: int | None = None  # calls timed for the unprofiled wall
    load_s: float | None = None  # importing the module and making its inputs
    device: str | None = None
    peak_memory_bytes: int | None = None  # CUDA: the allocator's peak over the profiled calls
    torch: str | None = None
    other_load_cores: float | None = None  # CPU runs: other processes' load while timing
    cpu_count: int | None = None
    external_profiler: bool | None = None  # the calls ran for ncu, without torch's profiler
    OMIT_NONE = frozenset(
        {"wall_calls", "load_s", "device", "torch", "other_load_cores", "cpu_count", "external_profiler"}
    )


@dataclass
class GraphEntry(Record):
    """One compiled module of the run: what was compiled, and what profiling it found."""

    label: str = ""
    aot_id: str | None = None
    graph_kind: str | None = None
    graph_id: int | None = None
    compile_id: str | None = None
    device_type: str | None = None
    source_path: str | None = None
    module: str | None = None  # relative to the run directory
    kernels: list[KernelInfo] = field(default_factory=list)
    extern_calls: list[KernelInfo] = field(default_factory=list)
    status: str = "compiled"
    trace: str | None = None  # relative to the run directory
    profile: ProfileResult | None = None
    breakdown: GraphBreakdown | None = None  # from the real run's steps (older runs: the isolated view)
    calls_per_step: float | None = None  # how often the real run called it per step (0: not at all)
    cuda_graph: bool | None = None  # its kernels were replayed from a CUDA graph
    isolated: GraphBreakdown | None = None  # --isolated: the module on its own, on its own inputs
    isolated_status: str | None = None  # "measured", or why not ("crashed: exit -11", ...)
    isolated_trace: str | None = None  # relative to the run directory
    memory: GraphMemory | None = None  # per call, in the real run's steps (CUDA)
    OMIT_NONE = frozenset(
        {
            "memory",
            "trace",
            "profile",
            "breakdown",
            "calls_per_step",
            "cuda_graph",
            "isolated",
            "isolated_status",
            "isolated_trace",
        }
    )

    @property
    def key(self) -> str:
        """The graph's key in a trace: its compiled module's file name (Inductor's cache key)."""
        return Path(self.source_path or self.module or "").stem

    def kernel_info(self, name: str) -> KernelInfo | None:
        return next((k for k in self.kernels if k.name == name), None)


@dataclass
class GraphShare(Row):
    """A compiled graph's kernel time in the step (ms per step)."""

    label: str
    ms: float
    calls_per_step: float | None = None
    cuda_graph: bool | None = None
    AT_LEAST = {"ms": 0.0, "calls_per_step": 0.0}


@dataclass
class StepView(Record):
    """Where the real run's step goes (``analysis.step``): times per step, ms."""

    kind: StepKind = StepKind.CONVENTION  # a model file's steps, or a script's
    wall_ms: float | None = None  # unprofiled, median over blocks (a script: over its timed steps)
    wall_spread_pct: float | None = None  # (max - min) / median of the blocks
    timed: StepTimed = field(default_factory=StepTimed)  # how: each block's wall, the rounds, the host's load
    busy_pct: float | None = None  # the kernels' union (profiled.busy_ms) / unprofiled wall
    window_ms: float = 0.0  # the median profiled step of the figures' window (the lean one where it ran)
    profiled: StepProfiled = field(default_factory=StepProfiled)  # the windows, the trace, the trust items
    graphs: list[GraphShare] = field(default_factory=list)
    outside_ms: float = 0.0  # kernels launched outside compiled graphs
    idle_ms: float | None = None  # wall - busy
    where: StepWhere = field(default_factory=StepWhere)  # by category, op, module, template; the runtime
    idle: IdleView | None = None  # GPU runs: idle by cause
    memory: MemoryView | None = None  # the step's memory (analysis/memory.py)
    script: StepScript | None = None  # a script's steps: where they begin, their checks, arrivals
    comm: RankComm | None = None  # a rank of a job: its collectives and their time alone

    # what the step's own figures can be (issue 60, M12: a hand-edited run.json printed "wall -3.000 ms",
    # "busy 250.0%" and passed `diff --fail-above`), rounding allowed for (run/record.BOUND_SLACK)
    AT_LEAST = {k: 0.0 for k in ("wall_ms", "busy_pct", "window_ms", "outside_ms", "idle_ms")}
    AT_MOST = {"busy_pct": 100.0}

    def rich_steps(self) -> int:
        """The rich window's steps (its trace's step ranges): ``profiled.steps`` is the figures' window's."""
        return self.profiled.rich_steps(self.profiled.steps)

    OMIT_NONE = frozenset({"idle", "memory", "script", "comm"})

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> StepView:
        return super().from_dict(nested(d))  # a run recorded before the split: its sides' keys moved in


@dataclass
class RankEntry(Row):
    """One rank of a multi-rank run (the top ``run.json``): its folder, its step as its own run keeps it,
    why it has none."""

    rank: int
    dir: str
    step: StepView | None
    note: str | None
    host: str | None = None  # a job of several hosts: the host it ran on (its dir is there)
    OMIT_NONE = frozenset({"host"})


@dataclass
class Manifest(Record):
    schema: int = RUN_SCHEMA
    tool: str = TOOL
    tool_version: str = __version__
    created: str = ""
    command: list[str] = field(default_factory=list)
    status: RunStatus = RunStatus.RUNNING
    error: RunError | None = None
    model: ModelSpec = field(default_factory=ModelSpec)
    environment: Environment = field(default_factory=Environment)
    cache: CacheInfo = field(default_factory=CacheInfo)
    graphs: list[GraphEntry] = field(default_factory=list)
    device_type: str | None = None
    step: StepView | None = None  # the real run (absent in runs made before the step view)
    step_note: str | None = None  # why a run asked for has no step view
    ranks: list[RankEntry] | None = None  # a multi-rank job: each rank (workflows/ranks_run.py)
    job: Job | None = None  # ... and the job: communication, collectives, spreads over ranks
    graph_breaks: list[GraphBreak] | None = None  # where Dynamo split or skipped the user's code, and why
    recompiles: list[Recompile] | None = None  # frames Dynamo compiled again after a guard failed
    dynamo: DynamoCounters | None = None  # Dynamo's own counters: frames, graphs, recompiles, breaks
    ncu_top: list[NcuTopRow] | None = None  # --ncu-top K: the step's largest kernels under Nsight Compute
    run_kind: RunKind | None = None  # what breakdown ran (absent in runs recorded before it was said)
    OMIT_NONE = frozenset({"device_type", "step", "step_note", "ranks", "job", "graph_breaks", "recompiles"})
    OMIT_NONE |= {"dynamo", "ncu_top", "run_kind"}

    @classmethod
    def new(cls, command: list[str], model: ModelSpec, kind: RunKind | None = None) -> Manifest:
        created = _dt.datetime.now().astimezone().isoformat(timespec="seconds")
        return cls(created=created, command=list(command), model=model, run_kind=kind)

    def of_job(self) -> bool:
        """A job's run, or one of its ranks' (a run recorded before ``run_kind``: its command line says)."""
        if self.run_kind is not None:
            return self.run_kind != RunKind.ONE_PROCESS
        return bool(self.ranks) or any("nproc-per-node" in c or "nproc_per_node" in c for c in self.command)

    def graph(self, label: str) -> GraphEntry | None:
        return next((g for g in self.graphs if g.label == label), None)

    @property
    def labels(self) -> list[str]:
        return list(dict.fromkeys(g.label for g in self.graphs))

    @property
    def device(self) -> DeviceInfo:
        return self.environment.device or DeviceInfo()

    @property
    def peak_mem_gbps(self) -> float | None:
        return self.device.peak_mem_gbps

    def fail(self, message: str, exit_code: int) -> None:
        self.status = RunStatus.FAILED
        self.error = RunError(message=message, exit_code=exit_code)

    def interrupted(self, signal_name: str, exit_code: int) -> None:
        """Stopped by Ctrl-C, SIGTERM or SIGHUP: what was done so far stays."""
        self.status = RunStatus.INTERRUPTED
        self.error = RunError(message=f"interrupted by {signal_name}", exit_code=exit_code)


def corrupt(what: str, where: Path | str) -> ProbeError:
    """The one-line error for a damaged or hand-edited file of a run."""
    return ProbeError(
        f"corrupt run: {what}, in {where}; restore it, or re-run `inductor-probe breakdown`", USAGE
    )


def _load(path: Path) -> Any:
    """The JSON value in the manifest file ``path``; ``ProbeError`` when it cannot be read or parsed."""
    try:
        raw = read_file(path)
    except NotAFile as e:
        raise ProbeError(f"{e}; pass a run directory the tool wrote", USAGE) from None
    except FileNotFoundError:
        raise ProbeError(
            f"{path.parent} has no {MANIFEST}; is it an inductor-probe run directory?", USAGE
        ) from None
    except OSError as e:
        raise ProbeError(f"cannot read {path}: {e.strerror or e}", USAGE) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise corrupt(f"{MANIFEST} is not text (binary data)", path) from None
    if not text.strip():
        raise corrupt(f"{MANIFEST} is empty", path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise corrupt(f"{MANIFEST} is not JSON ({e.msg}, line {e.lineno} column {e.colno})", path) from None
    except RecursionError:
        raise corrupt(f"{MANIFEST} nests too deep to be a manifest", path) from None


def read_manifest(run: Path) -> Manifest:
    """The manifest of the run directory ``run`` (upgraded to this schema); one-line errors otherwise."""
    path = run / MANIFEST
    data = _load(path)
    if not isinstance(data, dict):
        raise corrupt(f"{MANIFEST} holds {json_type(data)}, expected an object", path)
    if data.get("tool") != TOOL:
        raise ProbeError(f"{path} was not written by {TOOL}; pass a run directory it made", USAGE)
    schema = data.get("schema")
    while isinstance(schema, int) and schema in UPGRADES and schema < RUN_SCHEMA:
        data = UPGRADES[schema](data)
        schema = data["schema"] = schema + 1
    if schema != RUN_SCHEMA:
        raise ProbeError(
            f"{path} has run schema {data.get('schema')!r} (tool {data.get('tool_version')}); "
            f"this inductor-probe {__version__} reads schema {RUN_SCHEMA}: re-run `inductor-probe breakdown`",
            USAGE,
        )
    try:
        return Manifest.from_dict(data)
    except Corrupt as e:
        raise corrupt(str(e), path) from None
    except (TypeError, ValueError, KeyError, AttributeError) as e:  # a shape no check above foresaw
        raise corrupt(f"{type(e).__name__}: {first_line(e, 200)}", path) from None


def write_manifest(run: Path, manifest: Manifest) -> Path:
    return write_json(run / MANIFEST, manifest.to_dict())


@dataclass(frozen=True)
class Run:
    """A run directory and its manifest."""

    path: Path
    manifest: Manifest


def open_run(run: str | Path | None) -> Run:
    """``--run DIR`` (default ``probe-runs/latest``) with its manifest."""
    path = resolve_run(run)
    if not (path / MANIFEST).exists() and (path / "compare.json").exists():
        sides = sorted(p.parent.name for p in path.glob(f"*/{MANIFEST}")) or ["default", "max-autotune"]
        raise ProbeError(
            f"{path} holds a compare; pass one of its runs: "
            + " or ".join(f"--run {path / s}" for s in sides),
            USAGE,
        )
    return Run(path, read_manifest(path))
