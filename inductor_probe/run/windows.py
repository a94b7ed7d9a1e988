"""The profiled windows of a step (``StepView.windows``; issue 57): each window's steps, how far the profiler
stretched them against the unprofiled wall, its trace and what the step's figures took from it."""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from inductor_probe.run.record import Row
from inductor_probe.vocab import ProfileWindow


@dataclass(kw_only=True)
class KernelModel(Row):
    """A lean window whose steps' kernels were placed on its launches from its warm-up step's
    (``analysis/modeled.py``): the launches that got theirs (``placed``) and that found none (``unmatched``),
    the launch latency and the gap between queued kernels used (µs), the GPU's work queued before the window
    (``backlog_us``), the streams, and how far the modeled work ran past the syncs (``late_us``, summed over
    the window; ``fitted_us``: what the modeled runs a sync's reading proved ended sooner were shortened by,
    of their ``fitted_of_us``); ``anchored``: its steps that ran after CUPTI was let go, their calls the
    warm-up step's anchored on the tool's readings (``analysis/anchored.py``), and ``unanchored`` those whose
    graph calls were not the warm-up step's (no calls)."""

    placed: int = 0
    unmatched: int = 0
    latency_us: float = 5.0  # where the source shows too few launches onto an idle stream
    streams: int = 0
    late_us: float = 0.0
    fitted_us: float = 0.0
    fitted_of_us: float = 0.0
    queue_gap_us: float = 0.0
    backlog_us: float = 0.0
    anchored: int = 0
    unanchored: int = 0


@dataclass(kw_only=True)
class WindowRow(Row):
    """One profiled window: ``kind`` lean or rich, its ``steps``, its median step (``ms``: a step's range
    start to the end of its last GPU work), ``stretch`` (``ms`` / the unprofiled wall), its ``trace``
    (relative to the run) and ``gives``: what the step's figures took from it; ``steps_ms``: each of its
    steps, in order (each one's stretch: against the same wall, or its ``reference_ms``)."""

    kind: ProfileWindow
    steps: int
    ms: float
    stretch: float | None
    trace: str | None
    gives: str
    steps_ms: list[float] | None = None
    # the unprofiled median its stretch is against where that is not the step's wall (a lean window): of the
    # ``reference_steps`` timed right before it and the ``reference_after`` timed again right after it
    # (``StepTiming.lean_ref_ms``, ``lean_after_ms``), each in ``reference_steps_ms``, before then after;
    # ``drift_pct``: the median after against the median before, how far the host's speed moved across it
    reference_ms: float | None = None
    reference_steps: int | None = None
    reference_after: int | None = None
    reference_steps_ms: list[float] | None = None
    drift_pct: float | None = None
    # a lean window's steps timed as the unprofiled ones are (CUDA events at its step boundaries on a GPU):
    # its stretch is their median against ``reference_ms``
    timed_ms: list[float] | None = None
    kernels: KernelModel | None = None  # its kernels modeled, not recorded (a lean window on a GPU)
    OMIT_NONE = frozenset(
        {"steps_ms", "reference_ms", "reference_steps", "reference_after", "reference_steps_ms", "drift_pct"}
        | {"kernels", "timed_ms"}
    )

    def timed_median_ms(self) -> float:
        """The median step its stretch is taken from: timed as the unprofiled steps are, or its trace's."""
        return statistics.median(self.timed_ms) if self.timed_ms else self.ms

    def reference_split(self) -> tuple[list[float], list[float]]:
        """The reference steps timed before the window and those timed after it."""
        if self.reference_steps_ms is None:  # a run of before 2026-11-29: their median alone
            return ([self.reference_ms] * (self.reference_steps or 1) if self.reference_ms else []), []
        ms = list(self.reference_steps_ms)
        cut = len(ms) - (self.reference_after or 0)
        return ms[:cut], ms[cut:]
