"""Collectives across ranks: each rank's communication, its overlap with computation, what is exposed, and
each collective matched across ranks into wait and transfer, with its straggler.

Per rank, over its device activities (the profiled steps' windows where the trace has them)::

    communication   the union of its collective kernels' intervals (NCCL's ncclKernel_*, ncclDevKernel_*,
                    ncclSymkDevKernel_*; PyTorch's symmetric-memory collectives)
    computation     the union of every other kernel's (copies and memsets are neither: HTA's rule)
    overlap         |communication ∩ computation| / |communication|   (Holistic Trace Analysis' definition)
    exposed         |communication| - |communication ∩ computation|   (TraceLens' "exposed communication")

Across ranks, a collective is matched by its process group and sequence number where the trace records them,
else by its order among the rank's collectives of the same name. With the ranks' clocks aligned (Kineto writes
absolute µs; ranks of one host share a clock)::

    arrival L       the last rank's kernel start (the collective cannot move data before every rank is in)
    wait_r          L - start_r: rank r was early and waited
    transfer_r      end_r - L: the collective's own work once every rank was in
    straggler       the rank that arrived last; its delay: L - the median start
A rank whose kernel ended before the last arrival means clocks that are not aligned: said, not hidden.
"""

from __future__ import annotations

import functools
import re
import statistics
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from inductor_probe.run.job import RankSplit
from inductor_probe.run.record import PerRank

COLLECTIVE_KERNEL = re.compile(
    r"^(void )?(ncclKernel_|ncclDevKernel_|ncclSymkDevKernel_)"
    r"|(one_shot|two_shot|multimem)_all_reduce|symmetric_memory::|(^|::)barrier_kernel"
)
_NCCL_OP = re.compile(r"^(?:void )?nccl(?:Symk)?(?:Dev)?Kernel_([A-Za-z]+?)(?:_|\(|$)")
_NAMES = {
    "AllReduce": "all_reduce",
    "AllGather": "all_gather",
    "ReduceScatter": "reduce_scatter",
    "Broadcast": "broadcast",
    "Reduce": "reduce",
    "SendRecv": "send_recv",
    "Send": "send",
    "Recv": "recv",
    "AllToAll": "all_to_all",
}
_ARG_NAMES = ("Collective name", "collective_name")
_SEQ_ARGS = ("Seq", "seq", "Sequence number")
_PG_ARGS = ("Process Group Name", "pg_name", "Process Group Description")
CLOCK_SLACK_US = 5.0  # a kernel may end this much before the last arrival before clocks are called unaligned


@functools.lru_cache(maxsize=65536)
def is_collective(name: str) -> bool:
    return COLLECTIVE_KERNEL.search(str(name)) is not None


_CANONICAL = {
    "allreduce": "all_reduce",
    "allgather": "all_gather",
    "reducescatter": "reduce_scatter",
    "alltoall": "all_to_all",
    "sendrecv": "send_recv",
}


def _canonical(arg: str) -> str:
    """``allreduce``, ``_allgather_base``, ``reduce_scatter_tensor_coalesced`` -> one name per collective."""
    key = re.sub(r"(_base|_into_tensor|_tensor|_coalesced)+$", "", arg.strip().lstrip("_")).replace("_", "")
    return _CANONICAL.get(key.lower(), arg)


def collective_name(name: str, given: str | None = None) -> str:
    """The collective a kernel runs: the trace's ``Collective name`` where it has one, else from NCCL's kernel
    name (``ncclDevKernel_AllReduce_Sum_f32_RING_LL`` -> ``all_reduce``), else the kernel's own name; one
    name per collective whichever gave it (``allreduce`` and ``all_reduce`` alike)."""
    if given:
        return _canonical(given)
    m = _NCCL_OP.search(str(name))
    if m:
        return _NAMES.get(m.group(1), m.group(1).lower())
    low = str(name).lower()
    if "all_reduce" in low:
        return "all_reduce"
    return str(name).split("(")[0]


def _merged(intervals: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
    """The union of ``intervals`` as disjoint ones in order (touching ones joined), in numpy: a rank of 50,000
    kernels took a second in a Python loop."""
    arr = np.asarray(list(intervals), dtype=float).reshape(-1, 2)
    return _merged_arrays(arr[:, 0], arr[:, 1])


def _merged_arrays(starts: np.ndarray, ends: np.ndarray) -> list[tuple[float, float]]:
    """``_merged`` of intervals given as their starts and ends."""
    if not len(starts):
        return []
    order = np.lexsort((ends, starts))
    starts, ends = starts[order], ends[order]
    reach = np.maximum.accumulate(ends)  # the furthest end so far
    first = np.empty(len(starts), dtype=bool)
    first[0], first[1:] = True, starts[1:] > reach[:-1]  # a start past everything before: a new interval
    at = np.flatnonzero(first)
    return list(zip(starts[at].tolist(), np.maximum.reduceat(ends, at).tolist(), strict=True))


def _intersection(xs: list[tuple[float, float]], ys: list[tuple[float, float]]) -> float:
    i = j = 0
    total = 0.0
    while i < len(xs) and j < len(ys):
        lo, hi = max(xs[i][0], ys[j][0]), min(xs[i][1], ys[j][1])
        if hi > lo:
            total += hi - lo
        if xs[i][1] < ys[j][1]:
            i += 1
        else:
            j += 1
    return total


@dataclass(slots=True)
class Kernel:
    """One device activity of a rank: what the comm analysis needs of a trace row."""

    name: str
    start_us: float
    end_us: float
    activity: str = "kernel"  # kernel, gpu_memcpy, gpu_memset
    collective: str | None = None  # the trace's own name of the collective it runs, where it gives one
    group: str = ""  # its process group's name or description
    seq: int | None = None  # its sequence number in that group, where the trace gives one

    @classmethod
    def of(
        cls, name: str, start_us: float, end_us: float, activity: str = "kernel", args: Any = None
    ) -> Kernel:
        """A device event with its own args (a collective's name, group and sequence live there)."""
        args = args or {}
        seq = next((args[a] for a in _SEQ_ARGS if args.get(a) is not None), None)
        return cls(
            name,
            start_us,
            end_us,
            activity,
            collective=next((str(args[a]) for a in _ARG_NAMES if args.get(a)), None),
            group=str(next((args[a] for a in _PG_ARGS if a in args), "")),
            seq=None if seq is None else int(seq),
        )


@dataclass
class RankComm:
    """One rank's communication, in ms over the analysed span (``analysis/comms.py``)."""

    rank: int
    comm_ms: float
    comp_ms: float
    overlap_ms: float
    overlap_pct: float | None  # overlap / communication (HTA's comp_comm_overlap)
    exposed_ms: float  # communication not covered by computation
    collectives: int
    by_collective: dict[str, float]  # ms of collective kernels by collective name
    wait_ms: float = 0.0  # across ranks: time this rank's collectives waited for the last rank
    transfer_ms: float = 0.0


def rank_comm(rank: int, kernels: Sequence[Kernel]) -> RankComm:
    comm = [k for k in kernels if k.activity == "kernel" and is_collective(k.name)]
    comp = [k for k in kernels if k.activity == "kernel" and not is_collective(k.name)]
    comm_iv = _merged((k.start_us, k.end_us) for k in comm)
    comp_iv = _merged((k.start_us, k.end_us) for k in comp)
    comm_us = sum(b - a for a, b in comm_iv)
    overlap_us = _intersection(comm_iv, comp_iv)
    by: dict[str, float] = defaultdict(float)
    for k in comm:
        by[collective_name(k.name, k.collective)] += (k.end_us - k.start_us) / 1e3
    return RankComm(
        rank=rank,
        comm_ms=comm_us / 1e3,
        comp_ms=sum(b - a for a, b in comp_iv) / 1e3,
        overlap_ms=overlap_us / 1e3,
        overlap_pct=100.0 * overlap_us / comm_us if comm_us > 0 else None,
        exposed_ms=(comm_us - overlap_us) / 1e3,
        collectives=len(comm),
        by_collective=dict(by),
    )


def exposed_steps(
    start: np.ndarray, end: np.ndarray, comm: np.ndarray, step: np.ndarray, steps: int
) -> list[float]:
    """Each step's exposed communication in ms: its collective kernels' union less the part its computation
    kernels covered; ``step``: the step each kernel was launched in (``comm``: it is a collective)."""
    out = []
    order = np.argsort(step, kind="stable")
    bounds = np.searchsorted(step[order], np.arange(steps + 1))
    for k in range(steps):
        idx = order[bounds[k] : bounds[k + 1]]
        c, p = idx[comm[idx]], idx[~comm[idx]]
        c_iv, p_iv = _merged_arrays(start[c], end[c]), _merged_arrays(start[p], end[p])
        out.append((sum(b - a for a, b in c_iv) - _intersection(c_iv, p_iv)) / 1e3)
    return out


@dataclass
class Collective:
    """One collective matched across ranks."""

    name: str
    index: int  # its order among the ranks' collectives of this name (or its sequence number)
    matched_by: str  # "sequence" or "order"
    arrival_us: float  # the last rank's start
    straggler: int
    straggler_delay_ms: float  # the last arrival less the median arrival
    wait_ms: PerRank[float]
    transfer_ms: PerRank[float]
    clock_note: str | None = None


def _key(k: Kernel, counters: dict[str, int], use_seq: bool) -> tuple[str, int | tuple[str, int]]:
    name = collective_name(k.name, k.collective)
    if use_seq and k.seq is not None:
        return name, (k.group, k.seq)
    counters[name] = counters.get(name, -1) + 1
    return name, counters[name]


def match_collectives(ranks: dict[int, Sequence[Kernel]]) -> tuple[list[Collective], list[str]]:
    """Each collective of every rank matched across ranks (the module doc); notes on what did not match."""
    per_rank = {
        r: sorted(
            (k for k in ks if k.activity == "kernel" and is_collective(k.name)), key=lambda k: k.start_us
        )
        for r, ks in ranks.items()
    }
    use_seq = all(k.seq is not None for ks in per_rank.values() for k in ks) and any(per_rank.values())
    found: dict[tuple[str, int | tuple[str, int]], dict[int, Kernel]] = defaultdict(dict)
    for r, ks in per_rank.items():
        counters: dict[str, int] = {}
        for k in ks:
            found[_key(k, counters, use_seq)].setdefault(r, k)
    notes, out = [], []
    everyone = set(per_rank)
    for (name, index), by_rank in found.items():
        if set(by_rank) != everyone:
            missing = sorted(everyone - set(by_rank))
            notes.append(f"{name} #{index}: not in the trace of rank(s) {', '.join(map(str, missing))}")
            continue
        out.append(_collective(name, index, "sequence" if use_seq else "order", by_rank))
    out.sort(key=lambda c: c.arrival_us)
    return out, notes


def _collective(name: str, index: int | tuple[str, int], how: str, by_rank: dict[int, Kernel]) -> Collective:
    starts = {r: k.start_us for r, k in by_rank.items()}
    ends = {r: k.end_us for r, k in by_rank.items()}
    arrival = max(starts.values())
    straggler = max(starts, key=lambda r: (starts[r], -r))
    early = [r for r, e in ends.items() if e < arrival - CLOCK_SLACK_US]
    note = None
    if early:
        worst = max(arrival - ends[r] for r in early)
        note = (
            f"rank(s) {', '.join(map(str, sorted(early)))} ended before rank {straggler} began "
            f"({worst:.0f} µs): the ranks' clocks are not aligned; wait and transfer are unreliable"
        )
    return Collective(
        name=name,
        index=index if isinstance(index, int) else index[1],
        matched_by=how,
        arrival_us=arrival,
        straggler=straggler,
        straggler_delay_ms=(arrival - statistics.median(starts.values())) / 1e3,
        wait_ms=PerRank({r: (arrival - s) / 1e3 for r, s in starts.items()}),
        transfer_ms=PerRank({r: max(0.0, ends[r] - arrival) / 1e3 for r in starts}),
        clock_note=note,
    )


def step_straggler(collectives: Sequence[Collective]) -> tuple[int, float, int] | None:
    """The rank the others waited for most over the step: ``(rank, ms the others waited for it in all, number
    of collectives it was last to)``; None without collectives, or where each was one rank's alone (a job
    whose other ranks' traces were left out: no one waited for anyone)."""
    if not collectives or all(len(list(c.wait_ms.items())) < 2 for c in collectives):
        return None
    cost: dict[int, float] = defaultdict(float)
    count: dict[int, int] = defaultdict(int)
    for c in collectives:
        others = [w for r, w in c.wait_ms.items() if r != c.straggler]
        cost[c.straggler] += sum(others) / max(len(others), 1)
        count[c.straggler] += 1
    rank = max(cost, key=lambda r: (cost[r], -r))
    return rank, cost[rank], count[rank]


def with_waits(comms: Mapping[int, RankComm], collectives: Sequence[Collective]) -> None:
    """Each rank's total wait and transfer over the matched collectives, into its ``RankComm``."""
    for c in collectives:
        for r, w in c.wait_ms.items():
            if r in comms:
                comms[r].wait_ms += w
                comms[r].transfer_ms += c.transfer_ms[r]


def rank_split(
    comp_ms: float,
    exposed_ms: float,
    wait_ms: float,
    transfer_ms: float,
    span_ms: float,
    wall_ms: float | None = None,
) -> RankSplit:
    """A rank's GPU time per step four ways (``run/job.RankSplit``), from its profiled step's figures (ms per
    step)::

        computing     comp_ms: the union of its compute kernels (communication under it is hidden)
        exposed       exposed_ms: communication with no compute kernel beside it, shared between
        waiting       (its collectives' time before the last rank arrived)  and
        transferring  (their time after) in proportion of wait_ms to transfer_ms
        idle          what is left of the wall: the unprofiled ``wall_ms`` where given, else the span

    Where the profiled parts exceed the unprofiled wall (the profiler slowed the kernels), they are scaled to
    it and idle is 0."""
    both = wait_ms + transfer_ms
    waiting = exposed_ms * wait_ms / both if both > 0 else 0.0
    parts = [comp_ms, exposed_ms - waiting, waiting]
    wall, basis = (wall_ms, "unprofiled") if wall_ms else (span_ms, "profiled span")
    used = sum(parts)
    if used > wall > 0:
        parts = [p * wall / used for p in parts]
        used = wall
    compute, transfer, wait = parts
    return RankSplit(
        compute_ms=compute,
        transfer_ms=transfer,
        waiting_ms=wait,
        idle_ms=max(0.0, wall - used),
        wall_ms=wall,
        basis=basis,
    )
