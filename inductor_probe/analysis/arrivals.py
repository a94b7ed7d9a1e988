"""The straggler from the unprofiled steps: when each rank began its step's compiled graphs.

Every rank's timed (unprofiled) steps record the host's monotonic clock at the step's first compiled-graph
call (``collect/steps.ScriptSteps.graph_call``); processes of one host share that clock. Per step, a rank's
lateness is its arrival less the earliest rank's; per rank, the median over the steps. A rank whose median
lateness exceeds every other's by ``thresholds.MIN_LATE_MS`` and ``thresholds.MIN_LATE_PCT`` of the step is
the straggler: the others wait that much for it per step, in its collectives. That holds where the hosts run
in lockstep with their GPUs (a ``loss.item()`` each step): where they run ahead, a rank's lateness drifts from
step to step, and no straggler is named from it (``lockstep`` False). Drift is a move that is also a trend: a
rank's lateness spreads (interquartile) by more than ``thresholds.LOCKSTEP_SHARE`` of the straggler's, and its
Theil-Sen slope over the steps moves it that much too. Scatter without a trend (a loaded host delays one step,
then another) is not drift: FSDP2's run-ahead hosts drift 19-22 ms over 5 steps against 11-23 ms of lateness,
two gloo ranks on a loaded 2-core host scatter 2.6 ms with a 1.1-1.7 ms trend against 6-9 ms. The profiled
window cannot say this by itself: the profiler's own cost slows each rank's host by its own amount, and the
rank it slowed most reads as late at every collective.

What the straggler's host did meanwhile comes from its profiled trace (``late_host_work``): in each profiled
step, the longest of the user's Python calls between the step's start and its first compiled graph.
"""

from __future__ import annotations

import bisect
import itertools
import re
import statistics
from typing import Any

from inductor_probe import thresholds
from inductor_probe.analysis.step_trace import step_windows
from inductor_probe.ranges import GRAPH_RANGE_PREFIX
from inductor_probe.run.job import Arrivals, CollectiveLasts, HostWork
from inductor_probe.run.record import PerRank
from inductor_probe.run.step_sides import CollectiveRecord


def _iqr(values: list[float]) -> float:
    xs = sorted(values)
    if len(xs) < 2:
        return 0.0
    q = statistics.quantiles(xs, n=4, method="inclusive")
    return q[2] - q[0]


def _trend(values: list[float]) -> float:
    """How far the values move over their steps along their trend: the Theil-Sen slope (the median of the
    pairwise slopes, robust to a disturbed step) times the steps spanned."""
    pairs = [(values[j] - values[i]) / (j - i) for i, j in itertools.combinations(range(len(values)), 2)]
    return abs(statistics.median(pairs)) * (len(values) - 1) if pairs else 0.0


def lateness(
    arrivals: dict[int, list[int]], hosts: dict[int, str | None], wall_ms: float | None, synced: bool = True
) -> Arrivals | None:
    """Each rank's lateness (median ms), the straggler or None and what the others waited for it, over the
    ranks of one host with arrivals (None: fewer than two such ranks, or several hosts: clocks differ);
    ``waits_ms``: each rank's wait per step for the last rank (the last rank's lateness less its own), in
    lockstep only. ``synced`` False: some rank's host does not wait for its GPU each step (its trace has
    no sync), so its host may run ahead: not lockstep, whatever the arrivals say (two FSDP2 ranks on 2
    H100s: 18.5 and 106 ms "late" in a 33-36 ms step, steady). Nor is a lateness longer than the step's
    wall: a rank cannot wait longer than its step."""
    ranks = {r: a for r, a in arrivals.items() if a}
    if len(ranks) < 2 or len({hosts.get(r) for r in ranks}) != 1:
        return None
    n = min(len(a) for a in ranks.values())
    late: dict[int, list[float]] = {r: [] for r in ranks}
    for k in range(n):
        first = min(a[k] for a in ranks.values())
        for r, a in ranks.items():
            late[r].append((a[k] - first) / 1e6)
    med = {r: statistics.median(v) for r, v in late.items()}
    worst = max(med, key=lambda r: med[r])
    last_in = sum(1 for k in range(n) if max(ranks, key=lambda r: ranks[r][k]) == worst)
    others = statistics.median(v for r, v in med.items() if r != worst)
    gap = med[worst] - others
    floor = max(thresholds.MIN_LATE_MS, thresholds.MIN_LATE_PCT / 100.0 * (wall_ms or 0.0))
    # in lockstep (something in the step waits for the GPU) a rank's lateness holds from step to step; where
    # the hosts run ahead of their GPUs it drifts, and says nothing of who the collectives wait for
    bound = max(floor, thresholds.LOCKSTEP_SHARE * gap)
    drifts = [min(_iqr(v), _trend(v)) for v in late.values()]  # scatter without a trend is no drift
    drift = max(drifts)
    lockstep = drift <= bound and synced and (not wall_ms or gap < wall_ms)
    found = gap >= floor and lockstep
    top = med[worst]
    return Arrivals(
        late_ms=PerRank(dict(sorted(med.items()))),
        # in lockstep, each rank's wait per step for the last to arrive, on the unprofiled wall
        waits_ms=PerRank({r: top - v for r, v in sorted(med.items())}) if lockstep else None,
        steps=n,
        last_in=last_in,
        straggler=worst if found else None,
        waited_ms=gap if found else None,
        spread_ms=gap,
        lockstep=lockstep,
        synced=synced,
        drift_ms=drift,
        step_waits_ms=_step_waits(late) if lockstep else None,
    )


def _step_waits(late: dict[int, list[float]]) -> PerRank[list[float]]:
    """Each rank's wait in each step for that step's last rank (its lateness less the rank's own)."""
    n = min(len(v) for v in late.values())
    last = [max(v[k] for v in late.values()) for k in range(n)]
    return PerRank({r: [round(last[k] - v[k], 6) for k in range(n)] for r, v in sorted(late.items())})


# a frame of the tool itself (``inductor_probe/collect/memory.py(265): boundary``, relative or absolute):
# its work in the profiled steps (memory's reads, the step's cut) is not the user's, and the unprofiled
# steps, whose arrivals name the straggler, do not carry it
_TOOL_FRAME = re.compile(r"(^|[/\\])inductor_probe[/\\]")


def _tools(e: dict[str, Any]) -> bool:
    return bool(_TOOL_FRAME.search(str(e.get("name", ""))) or _TOOL_FRAME.search(str(e["args"]["Caller"])))


def _inside_tool(pyf: list[dict[str, Any]]) -> set[int]:
    """The Python calls made, however deep, from one of the tool's own (a torch call its memory read makes):
    those held, on their thread, within a tool frame's interval (``id`` of each event)."""
    tool = sorted((e["ts"], e["ts"] + e["dur"], e.get("tid")) for e in pyf if _tools(e))
    if not tool:
        return set()
    starts = [t[0] for t in tool]
    out: set[int] = set()
    for e in pyf:
        i = bisect.bisect_right(starts, e["ts"])
        end = e["ts"] + e["dur"]
        if any(s <= e["ts"] and end <= t and tid == e.get("tid") for s, t, tid in tool[max(0, i - 64) : i]):
            out.add(id(e))
    return out


def late_host_work(events: list[dict[str, Any]], steps: int | None = None) -> HostWork | None:
    """In each profiled step of one rank's trace: the longest Python call of the user's (not the tool's
    own, ``_TOOL_FRAME``, nor one made from inside it) with a caller line between the step's start and its
    first compiled graph's call; ``{"what", "line", "ms"}`` (median over the steps) of the most common line,
    None where there is none."""
    wins = step_windows(events, steps)
    if not wins:
        return None
    graphs = sorted(e["ts"] for e in events if str(e.get("name", "")).startswith(GRAPH_RANGE_PREFIX))
    pyf = [
        e
        for e in events
        if e.get("cat") == "python_function" and (e.get("args") or {}).get("Caller") and e.get("dur")
    ]
    tools = _inside_tool(pyf)
    found: dict[tuple[str, str], list[float]] = {}
    for start, end in wins:
        first = next((t for t in graphs if start <= t < end), None)
        if first is None:
            continue
        inside = [e for e in pyf if start <= e["ts"] and e["ts"] + e["dur"] <= first and id(e) not in tools]
        if not inside:
            continue
        e = max(inside, key=lambda e: e["dur"])
        found.setdefault((str(e["name"]), str(e["args"]["Caller"])), []).append(float(e["dur"]) / 1e3)
    if not found:
        return None
    (what, line), ms = max(found.items(), key=lambda kv: (len(kv[1]), statistics.median(kv[1])))
    return HostWork(what, line, statistics.median(ms))


def collective_lasts(
    records: dict[int, list[CollectiveRecord]], hosts: dict[int, str | None]
) -> CollectiveLasts | None:
    """Who arrived last at each collective of the unprofiled steps, from each rank's flight-recorder records
    (``run.manifest.CollectiveRecord``): by the GPU's time in it where every rank has one (NCCL with timing:
    the last to arrive waits for no one, so its time is the shortest), else by when each host enqueued it
    (gloo; one host's clock). ``{"collectives": n, "last": {rank: n}, "even": n, "by": "gpu" | "host"}``; a
    collective where no rank waited ``thresholds.EVEN_MS`` for another names no one (``even``). None: fewer
    than two ranks with records, or several hosts without GPU times."""
    same: dict[tuple[str, int], dict[int, CollectiveRecord]] = {}
    for r, recs in records.items():
        for c in recs or []:
            same.setdefault((c.group, c.seq), {})[r] = c
    members: dict[str, set[int]] = {}
    for (group, _), got in same.items():
        members.setdefault(group, set()).update(got)
    one_host = len({hosts.get(r) for r in records}) == 1
    last: dict[int, int] = {}
    even, by = 0, set()
    for (group, _), got in same.items():
        if len(got) < 2 or set(got) != members[group]:  # a rank's window began or ended inside it
            continue
        gpu = {r: c.duration_ms for r, c in got.items() if c.duration_ms is not None}
        if len(gpu) == len(got):
            r_last, gap, basis = min(gpu, key=lambda r: gpu[r]), max(gpu.values()) - min(gpu.values()), "gpu"
        elif one_host:
            at = {r: c.created_ns / 1e6 for r, c in got.items()}
            r_last, gap, basis = max(at, key=lambda r: at[r]), max(at.values()) - min(at.values()), "host"
        else:
            continue
        by.add(basis)
        if gap < thresholds.EVEN_MS:
            even += 1
        else:
            last[r_last] = last.get(r_last, 0) + 1
    if not by:
        return None
    return CollectiveLasts(
        collectives=sum(last.values()) + even,
        last=PerRank(dict(sorted(last.items()))),
        even=even,
        by="gpu" if by == {"gpu"} else "host",
    )
