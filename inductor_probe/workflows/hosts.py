"""One host's side of a job of several hosts (``breakdown --nnodes``): its ranks' parts made here, where
their traces are (``job_parts.rank_part``), sent through the hosts' exchange (``collect/nodes.Exchange``);
node rank 0 gathers every host's, makes the job view and sends it back, so each host's run holds the whole
job. A host that sends nothing within the timeout is named in the job's notes and its ranks are left out.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

from inductor_probe.collect.doors import write_record
from inductor_probe.collect.nodes import Exchange, Nodes, host_name
from inductor_probe.errors import NOTHING_MEASURED, TIMEOUT, USAGE, JobFailed, ProbeError, clip
from inductor_probe.run.job import Job
from inductor_probe.run.job_parts import HostFailure, HostPart, JobSent, RankPart
from inductor_probe.run.manifest import RankEntry
from inductor_probe.workflows.job_parts import job_of


def _ranks(ranks: list[int]) -> str:
    return ", ".join(map(str, ranks)) or "none"


def _entry(hp: HostPart, p: RankPart) -> RankEntry:
    """A rank's entry as node rank 0 sends it: its folder on its own host."""
    return RankEntry(p.rank, f"{hp.dir}/rank{p.rank}", p.run.step, p.run.step_note, host=hp.host)


def _localized(entries: list[RankEntry], here: set[int]) -> list[RankEntry]:
    """This host's ranks' folders relative to its run; another host's named ``host:path``."""
    for e in entries:
        e.dir = f"rank{e.rank}" if e.rank in here else f"{e.host}:{e.dir}"
    return entries


def job_from_hosts(parts: list[HostPart], missing: list[int], lacking: str) -> JobSent:
    """The job view from the hosts' parts (node rank 0, or ``report --hosts`` over the hosts' runs): every
    rank of every host that sent its part, with a note of the hosts that did not (``lacking``: why), and of
    where each rank ran."""
    notes = [f"node rank {n} {lacking}: its ranks are not in this job view" for n in missing]
    notes += [f"node rank {hp.node} ({hp.host}) failed: {hp.error}" for hp in parts if hp.error]
    where = "; ".join(f"node {hp.node} {hp.host}: ranks {_ranks([p.rank for p in hp.ranks])}" for hp in parts)
    notes.append(f"{len(parts) + len(missing)} hosts ({where})")
    ranks = [p for hp in parts for p in hp.ranks]
    job = job_of(ranks, notes)
    return JobSent(job=job, ranks=[_entry(hp, p) for hp in parts for p in hp.ranks])


def meet(
    nodes: Nodes,
    exchange: Exchange | None,
    run: Path,
    parts: list[RankPart],
    timeout_s: float,
    progress,
) -> tuple[Job | None, list[RankEntry]]:
    """This host's ranks' parts (made where their traces are) sent, the job view back (node rank 0: made
    here from every host's)."""
    mine = HostPart(
        node=nodes.node_rank, nnodes=nodes.nnodes, host=host_name(), dir=str(run.resolve()), ranks=parts
    )
    write_record(run / "logs" / "host_part.json", mine)  # for report --hosts
    if nodes.node_rank == 0:
        assert exchange is not None
        progress(f"waiting for the other {nodes.nnodes - 1} host(s)' summaries (up to {timeout_s:g} s) ...")
        hosts, missing = exchange.gather(mine, time.monotonic() + timeout_s)
        sent = job_from_hosts(hosts, missing, f"sent no summary within {timeout_s:g} s")
        exchange.publish(sent, readers=len(hosts) - 1)
    else:
        progress(f"sending this host's summaries to node rank 0 ({nodes.host}:{nodes.exchange_port}) ...")
        exchange = Exchange(nodes, timeout_s)
        exchange.send(mine)
        try:
            sent = exchange.receive()
        except RuntimeError as e:  # the store's own timeout, or node rank 0 gone
            raise ProbeError(
                f"node rank 0 sent no job view within {timeout_s:g} s ({str(e).splitlines()[0][:160]}); this "
                f"host's ranks are kept in {run}; make the job view with report --hosts over each host's run",
                TIMEOUT,
            ) from None
    if sent.error:
        raise ProbeError(f"node rank 0 made no job view: {sent.error}", TIMEOUT)
    return sent.job, _localized(sent.ranks, {p.rank for p in parts})


MAX_HOSTS = 4096  # a job's hosts at most, as a host's part may say it (torchrun's --nnodes has no such bound)


def hosts_job(dirs: list[str]) -> Job:
    """``report --hosts RUN...``: the job view from each host's run of a ``breakdown --nnodes`` job (its
    ``logs/host_part.json``), where the hosts could not meet (no route between them, a host late); the
    hosts not given are named. Every problem is a one-line ``ProbeError``."""
    parts: dict[int, HostPart] = {}
    for d in dirs:
        path = Path(d).expanduser() / "logs" / "host_part.json"
        try:
            is_file = path.is_file()
        except OSError as e:  # a name too long, a part that is not a folder: what the system says, one line
            raise ProbeError(
                f"--hosts {d}: cannot be read ({e.strerror or e}); give each host's run directory", USAGE
            ) from None
        if not is_file:
            raise ProbeError(
                f"--hosts {d}: not a host's run of a `breakdown --nnodes` job (no logs/host_part.json); "
                "give each host's run directory",
                USAGE,
            )
        try:
            part = HostPart.from_dict(json.loads(path.read_text()))
        except (OSError, ValueError) as e:  # Corrupt is a ValueError
            raise ProbeError(f"--hosts {d}: its logs/host_part.json cannot be read ({e})", USAGE) from None
        except RecursionError:
            raise ProbeError(
                f"--hosts {d}: its logs/host_part.json nests too deep to be a host's part", USAGE
            ) from None
        if (
            not 0 <= part.node < MAX_HOSTS
            or not 0 <= part.nnodes <= MAX_HOSTS
            or (part.nnodes and part.node >= part.nnodes)
        ):
            raise ProbeError(
                f"--hosts {d}: its logs/host_part.json says node rank {part.node} of {part.nnodes} hosts: a "
                f"node rank is 0 to the job's hosts less one, and a job has at most {MAX_HOSTS} hosts",
                USAGE,
            )
        if part.node in parts:
            raise ProbeError(
                f"--hosts: node rank {part.node} given twice ({parts[part.node].dir}, {d})", USAGE
            )
        parts[part.node] = part
    nnodes = max([p.nnodes for p in parts.values()] + [max(parts) + 1])
    missing = [n for n in range(nnodes) if n not in parts]
    sent = job_from_hosts([parts[n] for n in sorted(parts)], missing, "was not given (--hosts)")
    if sent.job is None:
        raise ProbeError("--hosts: no rank of these runs has a readable step trace", NOTHING_MEASURED)
    return sent.job


TELL_S = 15.0  # how long a failed host tries to tell the others
STORY_S = 4.0  # how long node rank 0 waits for the other hosts' failures, and holds the story for them
# a rank's error that says a peer left the job (gloo, NCCL, the store), not what went wrong first
LOST_PEER = re.compile(
    r"Connection (?:closed|reset) by peer|Broken pipe|remote (?:worker|process|peer)|peer (?:closed|crashed|"
    r"exited|disconnected)|Socket Timeout|failed to recv|NCCL communicator was aborted",
    re.I,
)


def host_failure(nodes: Nodes, e: ProbeError) -> HostFailure:
    """This host's failed job for the others: the rank its failure is pinned on (``JobFailed.rank``: the first
    that raised or died; past the timeout, a rank outside the collectives that holds the others) and, where
    that rank raised, when and whether a lost peer's error; past the timeout a host whose ranks all wait in
    the collectives (``JobFailed.waiting``) follows another's."""
    job = e if isinstance(e, JobFailed) else None
    rank = job.rank if job is not None else None
    failed_at, lost = None, False
    for o in job.outcomes if job is not None else []:
        r = o.result
        if o.rank == rank and r is not None and r.error is not None:
            failed_at, lost = r.failed_at, bool(LOST_PEER.search(r.error.message or ""))
    if e.exit_code == TIMEOUT:
        lost = job is not None and job.waiting
    return HostFailure(
        node=nodes.node_rank,
        host=host_name(),
        rank=rank,
        message=e.message,
        failed_at=failed_at,
        lost_peer=lost,
    )


def first_failure(failures: list[HostFailure]) -> HostFailure:
    """The job's cause among its hosts' failures: one that is not a lost peer's error before those that are
    (they followed it), one that names a rank before one that does not, then the earliest, then node rank."""
    inf = float("inf")
    return min(failures, key=lambda f: (f.lost_peer, f.rank is None, f.failed_at or inf, f.node))


def told(first: HostFailure, here: HostFailure) -> str:
    """This host's error, led by the host that failed first where that is another."""
    if first.node == here.node:
        return here.message
    return (
        f"host {first.host} (node rank {first.node}) failed first: {clip(first.message, 600)}; on this host "
        f"(node rank {here.node}) then: {clip(here.message, 300)}"
    )


def failure_story(nodes: Nodes, exchange: Exchange | None, run: Path, e: ProbeError) -> str:
    """A failed host's part of the job's one story (issue 60, item 3): node rank 0 gathers the other hosts'
    failures (``STORY_S`` at most), picks the first (``first_failure``) and holds it for the other hosts
    (``STORY_S`` more); another host sends its own and takes node rank 0's. Returns this host's error, led by
    the host and rank that failed first; its own where node rank 0 cannot be reached (a plain connect first:
    ``Exchange.reachable``). A few seconds past the job's end at most."""
    here = host_failure(nodes, e)
    mine = HostPart(node=nodes.node_rank, host=here.host, dir=str(run), error=e.message, failure=here)
    try:
        if exchange is not None:  # node rank 0
            parts, _ = exchange.gather(mine, time.monotonic() + STORY_S)
            first = first_failure([p.failure for p in parts if p.failure is not None] or [here])
            story = told(first, here)
            sent = JobSent(job=None, error=story, failure=first)
            exchange.publish(sent, readers=nodes.nnodes - 1, linger_s=STORY_S)
            return story
        if not Exchange.reachable(nodes):  # node rank 0 gone or never there: no store client's retries
            return e.message
        client = Exchange(nodes, 2 * STORY_S)
        client.send(mine)
        got = client.receive()
        return told(got.failure, here) if got.failure is not None else e.message
    except (ProbeError, RuntimeError, OSError):
        return e.message
