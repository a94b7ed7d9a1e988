"""What the children measured that the analysis reads: typed results that cross a process boundary
(the rest of each child's spec and result is in ``collect/doors.py``).

``StepTiming``: the model child's measurement of the real run's steps, beside its trace. Written by the
child (``collect/steps.py``), read by ``analysis.step.step_view``; a reanalysis builds it again from the
manifest's ``StepView`` (``from_view``). One name per figure from the child to the manifest: ``steps``,
``wall_blocks_ms``, ``wall_rounds`` (a count), ``block_steps``.

``InterleaveResult``: ``compare``'s interleaved child, read by ``analysis.interleave``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from inductor_probe.run.manifest import StepView
from inductor_probe.run.record import Record
from inductor_probe.vocab import ChildStatus, StepKind


@dataclass
class StepTiming(Record):
    kind: StepKind = StepKind.CONVENTION
    steps: int = 0  # profiled steps
    steps_requested: int | None = None  # --steps (a script may end before it ran them all)
    wall_blocks_ms: list[float] = field(default_factory=list)  # unprofiled wall per step, per block
    wall_rounds: int = 1  # rounds of blocks timed (more than one: an earlier round was not steady)
    block_steps: int | None = None
    wall_spread_pct: float | None = None
    graph_calls: dict[str, int] = field(default_factory=dict)  # graph key -> calls in the profiled steps
    trace: str | None = None  # the profiler's trace, None when it wrote none
    first_step_left_out: bool = False
    other_load_cores: float | None = None  # CPU: other processes' load while the wall was timed
    cudagraphs: bool | None = None
    sm_clock_mhz: float | None = None
    first_graph_calls: int | None = None  # a script: calls of its first compiled graph
    first_graph_calls_needed: int | None = None  # a script: calls the step view needs
    complete: bool | None = None  # a script: it reached every profiled step

    @classmethod
    def from_view(cls, view: StepView, graph_calls: dict[str, int]) -> StepTiming:
        """What the child measured, as the manifest keeps it (for a reanalysis)."""
        return cls(
            kind=StepKind(view.kind),
            steps=view.steps,
            steps_requested=view.steps_requested,
            wall_blocks_ms=list(view.wall_blocks_ms),
            wall_rounds=view.wall_rounds,
            block_steps=view.block_steps,
            wall_spread_pct=view.wall_spread_pct,
            graph_calls=graph_calls,
            first_step_left_out=view.first_step_left_out,
            other_load_cores=view.other_load_cores,
        )


@dataclass
class ChildError(Record):
    """Why a child failed: ``kind`` (the model child's class of error), a one-line message, the traceback."""

    message: str = ""
    kind: str | None = None  # "bad_model_file", "no_device", "compile_error", "model_raised"
    traceback: str | None = None
    OMIT_NONE = frozenset({"kind", "traceback"})


@dataclass
class InterleaveResult(Record):
    status: ChildStatus = ChildStatus.RUNNING
    error: ChildError | None = None
    order: list[str] = field(default_factory=list)  # the side of each block, in order
    block_steps: int | None = None
    clocks: list[dict[str, Any] | None] = field(default_factory=list)  # per block: timer.clocks readings
    wall_ms: list[float] = field(default_factory=list)  # per block: the wall per step
    counters: dict[str, dict[str, int]] = field(default_factory=dict)  # per side: cache counters
    graph_keys: dict[str, list[str]] = field(default_factory=dict)  # per side: its graphs' keys
    trace: str | None = None
    NESTED = {"error": ChildError}
