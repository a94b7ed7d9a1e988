"""The step view's sides that only some runs have (issue 59, item 1: ``StepView`` split by concern, each with
its own JSON key, as ``idle`` and ``memory`` are): a script's (``script``: where its steps begin and how they
were checked, each timed step's arrival, the tool's own cost) and a job's rank's (``comm``: its collectives,
their time alone on the GPU). Runs recorded before the split kept these keys at the step's top level:
``nested`` moves them in, on reading."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from inductor_probe.run.record import Record
from inductor_probe.vocab import StepBoundary


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
_MOVED |= {"collectives": ("comm", "collectives"), "comm_alone_ms": ("comm", "alone_ms")}
_MOVED |= {"comm_kept_ms": ("comm", "kept_ms")}


def nested(d: Any) -> Any:
    """A step view's JSON object with the keys of a run recorded before the split moved into their sides
    (``null`` ones left out, as a new run leaves them); anything else as it is."""
    if not isinstance(d, dict) or not any(k in _MOVED for k in d):
        return d
    out: dict[str, Any] = {}
    for k, v in d.items():
        if k not in _MOVED:
            out[k] = v
        elif v is not None:
            side, key = _MOVED[k]
            out.setdefault(side, {})[key] = v
    return out
