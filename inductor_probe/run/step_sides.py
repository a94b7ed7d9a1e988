"""The step view's sides (issue 59, item 1: ``StepView`` split by concern, each with its own JSON key, as
``idle`` and ``memory`` are): how its unprofiled steps were timed (``timed``: each block's wall, the rounds,
the steps asked for, the host's other load, the host's time per step, the clock), its profiled windows
(``profiled``: the figures' window's steps and busy time, each window's stretch, the trace, the launches it
holds, the trust items), where its time went (``where``: by category, eager op, module, template choice, and
torch.compile's runtime), a script's (``script``: where its steps begin and how they were checked, each timed
step's arrival, the tool's own cost) and a job's rank's (``comm``: its collectives, their time alone on the
GPU). Runs recorded before the split kept these keys at the step's top level: ``nested`` moves them in, on
reading."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from inductor_probe.run.module_map import ModuleView
from inductor_probe.run.record import Record, Row
from inductor_probe.run.runtime import AutotuneRow, LaunchesSeen, RuntimeView
from inductor_probe.run.trust import TrustItem
from inductor_probe.run.windows import WindowRow
from inductor_probe.vocab import ProfileWindow, StepBoundary


@dataclass
class StepCheck(Record):
    """A script's step whose compiled-graph calls differ from the most common step's
    (``analysis/step_check.py``): which step, what differed (graph label and calls more or fewer), why."""

    step: int = 0  # 1-based, over the timed steps, then the profiler's warm-up and profiled ones
    phase: str = "timed"  # "timed" | "profiler warm-up" | "profiled"
    differs: str = ""
    why: str = ""


@dataclass
class CollectiveRecord(Record):
    """One collective of a rank's timed (unprofiled) steps, from torch.distributed's flight recorder
    (``_compat/distributed.py``): the same ``group`` and ``seq`` on every rank is the same collective."""

    group: str = ""  # the process group's name
    seq: int = 0  # its collective's sequence number in that group
    name: str = ""  # e.g. "nccl:all_reduce"
    created_ns: int = 0  # when the host enqueued it (real-time clock)
    duration_ms: float | None = None  # NCCL with timing: inputs ready to done, on the GPU (its wait in it)


@dataclass
class OutsideOp(Row):
    """An op whose kernels ran outside the compiled graphs (ms per step)."""

    op: str
    ms: float
    kernels: float | None = None  # launches per step


@dataclass
class CategoryShare(Row):
    """A category's kernel time in the whole step (``CATEGORY_COLUMNS``)."""

    category: str
    time_ms: float
    pct: float | None
    kernels: int
    launches: float


@dataclass
class StepWhere(Record):
    """Where the step's time went (``analysis/step.py``, ``analysis/runtime.py``, ``analysis/module_map.py``):
    its kernels by category, the eager ops outside the compiled graphs, the graphs' kernels by ``nn.Module``,
    which of max-autotune's choices each template ran, and torch.compile's host time around each graph's
    calls."""

    categories: list[CategoryShare] = field(default_factory=list)  # the whole step
    outside_ops: list[OutsideOp] = field(default_factory=list)
    runtime: RuntimeView | None = None  # torch.compile's host time around each graph's calls (ledger)
    modules: ModuleView | None = None  # the compiled graphs' kernel time per nn.Module path (module_map)
    autotune: list[AutotuneRow] | None = None  # which of max-autotune's choices each template ran
    OMIT_NONE = frozenset({"runtime", "modules", "autotune"})


@dataclass
class StepTimed(Record):
    """How the step's unprofiled steps were timed (``collect/steps.py``, ``collect/script_steps.py``): the
    wall of each block (a script: of each timed step), how many steps a block and how many rounds of blocks,
    the profiled steps asked for, whether the first was left out, the host's other load meanwhile, and the
    host's own time to issue a step (a model file)."""

    wall_blocks_ms: list[float] = field(default_factory=list)
    wall_rounds: int = 1  # rounds of blocks timed (more than one: an earlier round was not steady)
    block_steps: int | None = None
    steps_requested: int | None = None  # --steps (a script may end before it ran them all)
    first_step_left_out: bool = False
    base_gap_us: float | None = None  # the launch cost between back-to-back kernels (a model file's trace)
    other_load_cores: float | None = None  # other processes' CPU use while timed or profiled, in cores
    host_ms: float | None = None  # the host's time to issue one step, unprofiled (a model file)
    device_type: str = "cuda"  # "cuda": timed by CUDA events; "cpu": by the host's clock
    OMIT_NONE = frozenset({"other_load_cores", "host_ms"})
    AT_LEAST = {"host_ms": 0.0}


@dataclass
class StepProfiled(Record):
    """The step's profiled windows and what the figures stand on (``analysis/window_steps.py``,
    ``analysis/trust.py``): each window (lean: the figures; rich: the detail) against the unprofiled steps,
    the figures' window's busy share of its own step, where the rich window's trace is, the launches the trace
    holds, the scale where the profiled kernels outran the wall, and the trust items."""

    steps: int = 0  # the figures' window's profiled steps
    busy_ms: float = 0.0  # the union of its kernels' intervals, per step
    accounted_pct: float | None = None  # (graphs + outside + idle) / wall
    trace: str | None = None  # the rich window's trace, relative to the run directory
    window_busy_pct: float | None = None  # busy / the figures' window's median step
    scaled_to_wall: float | None = None  # the profiled kernel time exceeded the wall: parts scaled by this
    brought_to_wall: float | None = None  # the lean window's steps less its stretch, against the wall's
    windows: list[WindowRow] | None = None  # the profiled windows: lean (the figures), rich (the detail)
    launches: LaunchesSeen | None = None  # a GPU trace's launches, and those whose GPU work it lacks
    trust: list[TrustItem] | None = None  # what the figures stand on, and whether each held
    OMIT_NONE = frozenset({"scaled_to_wall", "brought_to_wall", "windows", "launches", "trust"})
    AT_LEAST = {"steps": 0.0, "busy_ms": 0.0}

    def rich_steps(self, steps: int) -> int:
        """The rich window's steps (its trace's step ranges; ``steps``: the figures' window's)."""
        return next((w.steps for w in self.windows or [] if w.kind == ProfileWindow.RICH), steps)


@dataclass
class StepScript(Record):
    """A script's steps (``collect/boundaries.py``, ``collect/script_steps.py``): where they begin, the steps
    unlike the most common one, each timed step's first graph call, the tool's own cost in them."""

    boundary: StepBoundary | None = None  # where its steps begin
    period: int | None = None  # boundary "period": calls of the first graph a step
    step_checks: list[StepCheck] | None = None  # its steps unlike the most common one
    arrivals_ns: list[int] | None = None  # each timed step's first graph call (host clock)
    host: str | None = None  # the host whose clock arrivals_ns reads
    tool_us: float | None = None  # the tool's own host time per timed step (hooks, marks)
    marks_elsewhere: int | None = None  # mark_step() calls from threads other than its own, ignored
    fitted: str | None = None  # a short script run again with fewer steps: how
    OMIT_NONE = frozenset({"boundary", "period", "step_checks", "arrivals_ns", "host", "tool_us"})
    OMIT_NONE |= {"marks_elsewhere", "fitted"}  # every key: a script's run writes what it recorded
    AT_LEAST = {"tool_us": 0.0}


@dataclass
class RankComm(Record):
    """A rank of a job: its timed steps' collectives, and their time alone on the GPU (``analysis/waits``)."""

    collectives: list[CollectiveRecord] = field(default_factory=list)
    alone_ms: float | None = None  # its collectives alone on the GPU, profiled
    kept_ms: float | None = None  # what of it the unprofiled steps bear out, in outside and busy
    waiting_ms: float | None = None  # of its collectives' time, waiting for other ranks: idle, not busy
    OMIT_NONE = frozenset({"alone_ms", "kept_ms", "waiting_ms"})


# the step's keys before the split -> (its side's key, the key there)
_MOVED = {name: ("script", name) for name in (f.name for f in dataclasses.fields(StepScript))}
_MOVED |= {name: ("timed", name) for name in (f.name for f in dataclasses.fields(StepTimed))}
_MOVED |= {name: ("profiled", name) for name in (f.name for f in dataclasses.fields(StepProfiled))}
_MOVED |= {name: ("where", name) for name in (f.name for f in dataclasses.fields(StepWhere))}
_MOVED |= {"collectives": ("comm", "collectives"), "comm_alone_ms": ("comm", "alone_ms")}
_MOVED |= {"comm_kept_ms": ("comm", "kept_ms")}


def nested(d: Any) -> Any:
    """A step view's JSON object with the keys of a run recorded before the split moved into their sides
    (``null`` ones left out, as a new run leaves them; a side the object has already keeps its own keys);
    anything else as it is."""
    if not isinstance(d, dict) or not any(k in _MOVED for k in d):
        return d
    out: dict[str, Any] = {k: v for k, v in d.items() if k not in _MOVED}
    for k, v in d.items():
        if k in _MOVED and v is not None:
            side, key = _MOVED[k]
            got = out[side] = dict(out.get(side) or {})
            got.setdefault(key, v)
    return out
