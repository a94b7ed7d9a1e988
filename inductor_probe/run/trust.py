"""What a run's figures stand on, and whether each held (``StepView.trust``, ``analysis/trust.py``): the
profiler's stretch of the step, the launches whose GPU work the trace holds, other load on the host, the SM
clock while the steps were timed, the spread of the unprofiled wall."""

from __future__ import annotations

from dataclasses import dataclass

from inductor_probe.run.record import Row


@dataclass(kw_only=True)
class TrustItem(Row):
    """One thing the step's figures stand on: ``what`` (``profiler``, ``launches``, ``kernel model``, ``host
    load``, ``SM clock``, ``wall spread``, ``module map``), whether it ``held``, and the sentence that says it
    (with what to read differently, or do, where it did not)."""

    what: str
    held: bool
    text: str
