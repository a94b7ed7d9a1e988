"""Why the GPU waited during the step, as the manifest keeps it (``step.idle``, made by ``analysis/idle.py``):
``CauseRow``, one cause; ``IdleView``, the causes and the step's verdict."""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_probe.run.record import Record, Row
from inductor_probe.vocab import IdleCause, StepVerdict


@dataclass
class CauseRow(Row):
    """One cause of the step's idle (``analysis/idle.py``), ms per step."""

    cause: IdleCause
    ms: float
    pct: float | None = None  # of the step's idle
    graph: str | None = None  # the compiled graph it is charged to
    source: str | None = None  # the user's line


@dataclass
class IdleView(Record):
    """Why the GPU waited during the step (``analysis/idle.py``): causes, ms per step, adding up to the
    step's ``idle_ms`` (the trace's shares, scaled to the unprofiled idle)."""

    causes: list[CauseRow] = field(default_factory=list)  # the most first
    verdict: StepVerdict | None = None
    profiled_ms: float | None = None  # idle per step in the profiled steps, before scaling
    sync_wait_ms: float | None = None  # the host's time in synchronising calls per profiled step
    host_without_sync_ms: float | None = None  # wall - sync_wait: the host's time to issue a step, at most
    cuda_graphs_ms: float | None = None  # a launch-bound step: its wall predicted under CUDA graphs
    cuda_graphs_host_ms: float | None = None  # ... and the host's time per step then (analysis/whatif.py)
    OMIT_NONE = frozenset({"sync_wait_ms", "host_without_sync_ms", "cuda_graphs_ms", "cuda_graphs_host_ms"})
