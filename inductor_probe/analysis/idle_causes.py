"""Idle by cause brought to the step's unprofiled idle, and the step's verdict (``analysis/idle.py`` finds the
causes in a trace's steps).

The causes are summed over the profiled steps, then brought to the step's unprofiled idle (``wall - busy``):
the profiler's own cost is taken from each cause by the events it recorded there, and the causes add up to the
unprofiled idle; the syncs' share is at least what would go without them (``sync_share_ms``). The verdict is
the class of the largest cause, or GPU-bound under ``thresholds.GPU_BOUND_IDLE_PCT`` of the wall.
"""

from __future__ import annotations

from collections import defaultdict

from inductor_probe import thresholds
from inductor_probe.analysis.idle import Key
from inductor_probe.run.idle import CauseRow
from inductor_probe.vocab import IdleCause, StepVerdict


def sync_share_ms(idle_ms: float, wall_ms: float, busy_ms: float, sync_wait_ms: float) -> float:
    """The idle a step's synchronisations cost, as what would go without them: the host issues a step in
    ``wall - wait`` at most (it waits in the syncs the rest of the wall; unprofiled it reaches them sooner and
    waits longer, so this bounds it from above); a host that needs less than the GPU's ``busy`` would keep
    the GPU fed, and only ``host - busy`` of the idle could remain without the syncs."""
    host_at_most = max(0.0, wall_ms - sync_wait_ms)
    return max(0.0, idle_ms - max(0.0, host_at_most - busy_ms))


UNSEEN_KEY: Key = (IdleCause.UNSEEN, None, None)


def _unprofiled(profiled: dict[Key, list[float]], total_us: float) -> dict[Key, float]:
    """Each cause's idle without the profiler: the profiler's cost is per event it records (an op, a Python
    call, a launch), so the excess of the profiled idle over the unprofiled one is taken from the causes by
    their events (a ``time.sleep`` keeps its time), then the causes are scaled to add up to ``total_us``.
    Where the unprofiled idle is the larger (the timed steps were disturbed, or steps vary), the causes keep
    their profiled time and the rest is ``IdleCause.UNSEEN``."""
    us = {k: v[0] for k, v in profiled.items()}
    events = sum(v[1] for v in profiled.values())
    excess = sum(us.values()) - total_us
    if excess < 0:  # the timed steps idled more than the profiled ones: the rest is not the causes' to scale
        return {**us, UNSEEN_KEY: -excess}
    if excess > 0 and events > 0:
        per_event = excess / events
        us = {k: max(0.0, u - per_event * profiled[k][1]) for k, u in us.items()}
    kept = sum(us.values())
    if kept <= 0:
        us, kept = {k: v[0] for k, v in profiled.items()}, sum(v[0] for v in profiled.values())
    return {k: u * total_us / kept for k, u in us.items()} if kept > 0 else {}


def _with_sync_share(
    by_key: dict[Key, float], sync_us: float | None, profiled: dict[Key, list[float]]
) -> dict[Key, float]:
    """The causes with the syncs' share raised to ``sync_us`` (``sync_share_ms``), where that is more than
    the trace's shares give them (split over the syncs by their profiled time: the profiler's cost taken
    by events may have left them none); the other causes keep their proportions of the rest."""
    total = sum(by_key.values())
    weights = {k: v[0] for k, v in profiled.items() if k[0] == IdleCause.SYNC and v[0] > 0}
    have = sum(u for k, u in by_key.items() if k in weights)
    if sync_us is None or not weights or sync_us <= have or total <= 0:
        return by_key
    sync_us = min(sync_us, total)
    rest = total - have
    out = {k: w * sync_us / sum(weights.values()) for k, w in weights.items()}
    out.update({k: u * (total - sync_us) / rest for k, u in by_key.items() if k not in weights and rest > 0})
    return {k: u for k, u in out.items() if u > 1e-9 * total}


def attribute(
    profiled: dict[Key, list[float]],
    steps: int,
    idle_ms: float,
    labels: dict[str, str],
    sync_ms: float | None = None,
) -> list[CauseRow]:
    """The causes per step, as the unprofiled idle ``idle_ms`` divides among them (``_unprofiled``; the
    syncs' share at least ``sync_ms`` per step where given, ``sync_share_ms``): ``{cause, ms, pct, graph,
    source}``, the most first; ``graph`` a graph's label (launch overhead), ``source`` the op, the runtime's
    range or the user's line."""
    if not profiled or steps <= 0:
        return []
    rows: list[CauseRow] = []
    total_us = idle_ms * 1e3 * steps
    by_key = _with_sync_share(
        _unprofiled(profiled, total_us), None if sync_ms is None else sync_ms * 1e3 * steps, profiled
    )
    for (cause, what, line), us in by_key.items():
        graph = labels.get(what, what) if cause == IdleCause.LAUNCH_OVERHEAD and what else None
        source = line or (what if cause != IdleCause.LAUNCH_OVERHEAD else None)
        if cause == IdleCause.PYTHON and line and what:
            source = f"{line} ({what})"  # the user's line, and what it was running there
        ms = us / steps / 1e3
        pct = 100.0 * ms / idle_ms if idle_ms else None
        rows.append(CauseRow(cause, ms, pct, graph, source))
    rows.sort(key=lambda r: (r.cause == IdleCause.UNSEEN, -r.ms))  # what the trace cannot explain: last
    return rows


def verdict(idle_ms: float | None, wall_ms: float | None, causes: list[CauseRow]) -> StepVerdict | None:
    """GPU-bound where idle is under ``thresholds.GPU_BOUND_IDLE_PCT`` of the wall, else the class of the
    largest cause (a job's rank whose idle is mostly its collectives waiting: waiting for other ranks)."""
    if idle_ms is None or not wall_ms:
        return None
    if 100.0 * idle_ms / wall_ms < thresholds.GPU_BOUND_IDLE_PCT or not causes:
        return StepVerdict.GPU_BOUND
    top = largest_class(causes)
    return top[0] if top is not None else None


CLASS_OF = {
    IdleCause.SYNC: StepVerdict.SYNC_BOUND,
    IdleCause.LAUNCH_OVERHEAD: StepVerdict.LAUNCH_BOUND,
    IdleCause.LAUNCH_LATENCY: StepVerdict.LAUNCH_BOUND,
    IdleCause.COMPILE_RUNTIME: StepVerdict.HOST_BOUND,
    IdleCause.EAGER: StepVerdict.HOST_BOUND,
    IdleCause.PYTHON: StepVerdict.HOST_BOUND,
    IdleCause.WAITING: StepVerdict.RANK_BOUND,
}


def largest_class(
    causes: list[CauseRow], past: StepVerdict | None = None
) -> tuple[StepVerdict, float] | None:
    """The largest class of the causes (``past`` left out), and its ms; None where no cause has a class
    (``UNSEEN`` has none of its own)."""
    by_class: dict[StepVerdict, float] = defaultdict(float)
    for c in causes:
        if CLASS_OF.get(c.cause) not in (None, past):
            by_class[CLASS_OF[c.cause]] += c.ms
    return max(by_class.items(), key=lambda kv: kv[1]) if by_class else None
