"""Is a script's step a step? Each timed and profiled step's compiled-graph calls against the most
common step's (``collect/steps.ScriptSteps`` records them at every boundary): a step that ran other
graphs, or the same ones another number of times, is named with what differed and the likeliest
reason (graphs the usual step does not call: an eval pass, a recompile; fewer calls: LayerDrop, an early
exit). A graph first called inside the timed or profiled steps made them start again (``collect/steps``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from inductor_probe.run.step_sides import StepCheck


def _signature(calls: dict[str, int]) -> tuple[Any, ...]:
    return tuple(sorted(calls.items()))


def _phase(i: int, timed: int, warmup: int) -> str:
    return "timed" if i < timed else "profiler warm-up" if i < timed + warmup else "profiled"


def check_steps(
    per_step: Sequence[dict[str, int]], labels: dict[str, str], timed: int, warmup: int = 1
) -> list[StepCheck]:
    """One row per step whose graph calls differ from the most common step's (none: every step alike).
    ``per_step``: the timed steps, then the profiler's warm-up and profiled ones; ``timed`` and ``warmup``:
    how many of them were timed, and profiler warm-up."""
    if len(per_step) < 2:
        return []
    common = Counter(_signature(c) for c in per_step).most_common(1)[0][0]
    usual = dict(common)
    seen: set[str] = set()
    out = []
    for i, calls in enumerate(per_step):
        new = [k for k in calls if k not in seen and k not in usual]
        seen |= set(calls)
        if _signature(calls) == common:
            continue
        parts = []
        for key in sorted(set(calls) | set(usual), key=lambda k: labels.get(k, k)):
            d = calls.get(key, 0) - usual.get(key, 0)
            if d:
                parts.append(f"{labels.get(key, 'graph ' + key[:10])} {d:+d}")
        if new:
            why = "graphs the usual step does not call (an eval or other pass, or a recompile)"
        elif sum(calls.values()) < sum(usual.values()):
            why = "fewer graph calls (a layer skipped: LayerDrop; an early exit)"
        else:
            why = "more graph calls (an extra pass inside the step)"
        out.append(
            StepCheck(
                step=i + 1, phase="timed" if i < timed else "profiled", differs=", ".join(parts), why=why
            )
        )
    return out
