"""What one host of a multi-node job sends to the job view (``breakdown --nnodes``): each of its ranks'
summary, made where the rank's trace was written (``workflows/job_parts.py``), and what the job view sends
back. Only these move between hosts, never a trace: a rank's part is its own ``run.json`` and the summary
of its profiled steps (its collectives' kernels kept, its other kernels already reckoned into its
communication figures), a few hundred KB at most.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_probe.run.job import CategoryMs, HostWork, Job, RankComm, TopKernel
from inductor_probe.run.manifest import Manifest, RankEntry
from inductor_probe.run.record import Record, Row


@dataclass
class CollectiveKernel(Row):
    """One collective's kernel on a rank's device (``analysis/comms.Kernel``), in its trace's clock (µs)."""

    name: str
    start_us: float
    end_us: float
    activity: str
    collective: str | None = None
    group: str | None = None
    seq: int | None = None


@dataclass(kw_only=True)
class TraceSummary(Row):
    """A rank's profiled steps as its host summarized them (``analysis/ranks.RankTrace``): per step but for
    ``comm``, which holds the totals over its steps as ``analysis/comms.rank_comm`` reckons them from all of
    its kernels (its waits and transfers are the job view's, from the collectives matched across ranks)."""

    rank: int
    path: str
    steps: int
    span_ms: float
    busy_ms: float
    kernel_ms: float
    categories: list[CategoryMs] = field(default_factory=list)
    device: str | None = None
    world_size: int | None = None
    backend: str | None = None
    top: list[TopKernel] = field(default_factory=list)
    comm: RankComm
    collectives: list[CollectiveKernel] = field(default_factory=list)
    exposed_steps_ms: list[float] = field(default_factory=list)


@dataclass(kw_only=True)
class RankPart(Row):
    """One rank of a host: its run (its ``rank<r>/run.json``), its trace's summary (none where the rank
    has no readable step trace) and what its host did before its steps' first graph (``late_host_work``)."""

    rank: int
    run: Manifest
    trace: TraceSummary | None = None
    doing: HostWork | None = None
    unread: str | None = None  # why its step trace could not be read


@dataclass(kw_only=True)
class HostFailure(Row):
    """A host's failed job as the other hosts are told it (``workflows/hosts.failure_story``): the rank that
    failed first there, the host's error, when that rank failed (epoch s; None where it raised nothing:
    killed, or its script ended early), and whether its error is a lost peer's (it failed because a rank
    elsewhere left the job)."""

    node: int
    host: str
    rank: int | None
    message: str
    failed_at: float | None = None
    lost_peer: bool = False


@dataclass(kw_only=True)
class HostPart(Record):
    """What one host sends: its node rank, its name, its run directory, its ranks (or why it has none)."""

    node: int
    host: str
    dir: str
    ranks: list[RankPart] = field(default_factory=list)
    error: str | None = None
    nnodes: int = 0  # the job's hosts (0: not said)
    failure: HostFailure | None = None  # its ranks failed: the first of them, for the job's story


@dataclass(kw_only=True)
class JobSent(Record):
    """What the job view sends back to every host: the job and every rank's entry (its ``dir`` on its own
    host), or why node rank 0 has none."""

    job: Job | None
    ranks: list[RankEntry] = field(default_factory=list)
    error: str | None = None
    failure: HostFailure | None = None  # the job failed: the host and rank that failed first
