"""What crosses a process boundary: every child's spec and result, typed, written and read only here.

Each of the five children (the model, the isolated modules, the interleaved comparison, a kernel's
re-run, Nsight Compute's launcher) takes one spec record and writes one result record; both are
``Record`` dataclasses (``run/record.py``), so a result is checked against its fields when read and a
half-written or foreign file reads as no result. ``run_child`` is the one way a parent starts a child:
it writes the spec, runs ``python -m MODULE SPEC``, and reads the result.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from inductor_probe._util import read_json, write_json
from inductor_probe.collect.child import ChildResult, run_python
from inductor_probe.errors import CHILD_FAILED, ProbeError
from inductor_probe.run.autotune import Autotuned
from inductor_probe.run.dynamo import DynamoCounters, GraphBreak, Recompile
from inductor_probe.run.manifest import DeviceInfo, ProfileResult, Versions
from inductor_probe.run.record import Corrupt, Record, Row
from inductor_probe.run.timings import ChildError, InterleaveResult, StepTiming
from inductor_probe.vocab import ChildStatus, ProfileWindow, StepKind

R = TypeVar("R", bound=Record)


def write_record(path: Path, record: Record) -> None:
    """A spec or result, written whole (through a rename: a reader sees all of it or nothing)."""
    write_json(path, record.to_dict())


def read_record(cls: type[R], path: Path) -> R | None:
    """The record a child wrote at ``path``; None when it wrote none (children write through a rename, so
    a result is whole or missing). One that does not fit its type is this tool's bug: a one-line error."""
    data = read_json(path)
    if not isinstance(data, dict):
        return None
    try:
        return cls.from_dict(data)
    except Corrupt as e:
        raise ProbeError(
            f"internal error: {path} does not fit {cls.__name__}: {e}; please report it with --debug",
            CHILD_FAILED,
        ) from e


def read_spec(cls: type[R], path: Path) -> R:
    """A child's own spec (its parent wrote it: a mismatch is a bug, and raises)."""
    data = read_json(path)
    if not isinstance(data, dict):
        raise ValueError(f"{path}: no spec (an object) to read")
    return cls.from_dict(data)


def run_child(
    module: str,
    spec: Record,
    result_type: type[R],
    *,
    spec_path: Path,
    result_path: Path,
    env: dict[str, str],
    log_path: Path,
    timeout_s: float,
    what: str,
    args: tuple[str, ...] = (),
    prefix: tuple[str, ...] = (),
    heartbeat: Callable[[float], None] | None = None,
) -> tuple[ChildResult, R | None]:
    """Write ``spec``, run ``python -m MODULE ARGS SPEC_PATH`` (under ``prefix``), read its result (None
    when it wrote none). A timeout raises ProbeError (exit code 4); ``read_record`` then still reads what
    was kept."""
    write_record(spec_path, spec)
    child = run_python(
        ["-m", module, *args, str(spec_path)],
        env=env,
        log_path=log_path,
        timeout_s=timeout_s,
        what=what,
        prefix=prefix,
        heartbeat=heartbeat,
    )
    return child, read_record(result_type, result_path)


# -- the model child (collect/model.py <-> collect/model_child.py) -------------------------------------


@dataclass
class CompileSpec(Record):
    kind: StepKind = StepKind.CONVENTION
    path: str = ""
    device: str = "auto"
    compile_mode: str = "default"
    backward: bool = False
    script_args: list[str] = field(default_factory=list)
    steps: int = 0  # real steps to profile (0: compile only)
    script_plan: list[int] | None = None  # a script run again: [skipped, timed, warm-up(, profiled 0/1)]
    trace: str = ""  # where the step trace goes
    memory: str = ""  # where the allocator's history goes ("": memory not measured)
    eager_baseline: bool = False  # also the model's steps uncompiled (memory and wall)
    profile: ProfileWindow = ProfileWindow.BOTH  # the profiled windows (--profile; collect/steps.py)
    result: str = ""  # where the child writes its CompileResult
    ranks: int = 1  # > 1: one child per rank under torchrun; "{rank}" in the paths above is its RANK


@dataclass
class KernelSites(Row):
    """A generated kernel's call sites' module stacks as the compile recorded them, in the module's order
    (``collect/provenance.module_sites``; each site ``[[stack, bytes], ...]`` or null)."""

    name: str
    sites: list[Any]


@dataclass
class KernelAutotune(Row):
    """What max-autotune timed for a template kernel (``call`` None) or the ``call``-th library call of a
    module (``collect/provenance.autotune_sites``)."""

    name: str
    call: int | None
    autotuned: Autotuned


@dataclass
class ModuleRecord(Record):
    """A compiled module Inductor produced or loaded (``_compat.install_output_code_hook``), with the
    user's source lines of its kernels where provenance tracking found them."""

    file_path: str | None = None
    frame_id: int | None = None
    frame_compile_id: int | None = None
    time_s: float | None = None
    source_lines: dict[str, Any] | None = None  # kernel name -> frames
    extern_source_lines: list[Any] | None = None  # library calls' frames
    module_sites: list[KernelSites] | None = None  # each kernel's call sites' module stacks
    extern_module_sites: list[Any] | None = None  # library calls' module stacks, one per call
    autotune: list[KernelAutotune] | None = None  # max-autotune's choices, where it chose
    OMIT_NONE = frozenset(
        {"source_lines", "extern_source_lines", "module_sites", "extern_module_sites", "autotune"}
    )


@dataclass
class CompileResult(Record):
    status: ChildStatus = ChildStatus.RUNNING
    modules: list[ModuleRecord] = field(default_factory=list)
    error: ChildError | None = None
    resolved_device: str | None = None
    step: StepTiming | None = None
    step_error: str | None = None
    counters: dict[str, int] = field(default_factory=dict)
    versions: Versions | None = None
    inductor_settings: dict[str, Any] | None = None
    device: DeviceInfo | None = None
    elapsed_s: float | None = None
    lingering: list[str] | None = None  # non-daemon threads the model left running (the child ends anyway)
    rank: int | None = None  # under torchrun: this child's RANK
    pid: int | None = None  # ... and its process (the parent asks it for its stacks on a timeout)
    failed_at: float | None = (
        None  # when it failed (epoch s): the first of a job's failing ranks is the cause
    )
    graph_breaks: list[GraphBreak] | None = None  # where Dynamo split or skipped the user's code, and why
    recompiles: list[Recompile] | None = None  # frames compiled again after a guard failed
    dynamo: DynamoCounters | None = None  # Dynamo's own counters at the end
    OMIT_NONE = frozenset(
        {
            "step",
            "step_error",
            "lingering",
            "rank",
            "pid",
            "failed_at",
            "graph_breaks",
            "recompiles",
            "dynamo",
        }
    )


# -- the isolated view (collect/isolated.py <-> collect/isolated_child.py) ------------------------------


@dataclass
class ModuleToRun(Record):
    label: str = ""
    module: str = ""
    trace: str = ""


@dataclass
class IsolatedSpec(Record):
    modules: list[ModuleToRun] = field(default_factory=list)
    result: str = ""
    calls: int = 10
    warmup: int = 3
    device: str = "cuda"


@dataclass
class ModuleOutcome(Record):
    """One module of the isolated child: ``running`` while it runs (a child that dies leaves it so)."""

    label: str = ""
    status: ChildStatus = ChildStatus.RUNNING
    error: str | None = None
    traceback: str | None = None
    profile: ProfileResult | None = None  # what was measured besides the trace
    OMIT_NONE = frozenset({"error", "traceback", "profile"})


@dataclass
class IsolatedResult(Record):
    modules: list[ModuleOutcome] = field(default_factory=list)

    def outcome(self, label: str) -> ModuleOutcome | None:
        return next((m for m in self.modules if m.label == label), None)


# -- compare's interleaved measurement (collect/interleave.py <-> collect/interleave_child.py) ----------


@dataclass
class SideSpec(Record):
    name: str = ""
    compile_mode: str = "default"
    cache_dir: str = ""


@dataclass
class InterleaveSpec(Record):
    path: str = ""
    device: str = "auto"
    backward: bool = False
    sides: list[SideSpec] = field(default_factory=list)
    pairs: int = 10
    trace: str = ""
    result: str = ""


# -- a kernel re-run per variant (collect/rebench.py <-> collect/rebench_child.py) ----------------------


@dataclass
class RebenchSpec(Record):
    kernel_file: str = ""
    result: str = ""
    budget_s: float = 0.3  # the timer's budget per measurement


# -- Nsight Compute's launcher (collect/ncu.py <-> collect/ncu_child.py) --------------------------------


@dataclass
class NcuSpec(Record):
    kernel_file: str = ""
    result: str = ""
    config: str = ""  # the config's key (rebench_child.config_key)
    launches: int = 5


# The result files whose error carries the child's traceback, by name (``--debug`` prints it).
_WITH_TRACEBACK: dict[str, type[CompileResult] | type[InterleaveResult]] = {
    "driver_result.json": CompileResult,
    "result.json": InterleaveResult,
}


def recorded_traceback(folder: Path) -> str | None:
    """The traceback a failed child recorded in its result beside its log (``--debug``), if any."""
    for name, cls in _WITH_TRACEBACK.items():
        try:
            result = read_record(cls, folder / name)
        except ProbeError:
            continue
        if result is not None and result.error is not None and result.error.traceback:
            return result.error.traceback
    return None
