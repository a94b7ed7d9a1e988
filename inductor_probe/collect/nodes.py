"""A torchrun job of several hosts (``breakdown --nnodes N --node-rank R --rdzv-endpoint HOST:PORT``, or
under SLURM from its variables): one tool process per host launches that host's ranks through torchrun's
own rendezvous, and the hosts' summaries meet in a ``TCPStore`` (torch's) that the node-rank-0 tool process
holds on the rendezvous host, at the rendezvous port + 1 (``--job-port``): no daemon of the tool's own.

Node rank 0 makes the job view from every host's summary (``run/job_parts.py``) and sends it back, so each
host's run directory holds the whole job; a host that sends nothing within the timeout is named, and the job
view is made of the ranks that came.
"""

from __future__ import annotations

import json
import os
import re
import socket
import time
from dataclasses import dataclass
from datetime import timedelta

from inductor_probe.bounds import Bound
from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.options import MAX_PORT, BreakdownOptions
from inductor_probe.run.job_parts import HostPart, JobSent

SLURM_PORT = 29500  # torchrun's default master port, for SLURM jobs that set no MASTER_PORT
# a host name or address as DNS and torchrun take it (letters, digits, '.', '-', '_'), or IPv6 in brackets
_ENDPOINT = re.compile(r"^(?P<host>\[[0-9a-fA-F:]+\]|[A-Za-z0-9][A-Za-z0-9._-]*):(?P<port>\d{1,5})$")


@dataclass(frozen=True)
class Nodes:
    """This host's place in a job of several hosts."""

    nnodes: int
    node_rank: int
    host: str  # the rendezvous host
    port: int  # the rendezvous port (torchrun's store)
    backend: str = "static"
    rdzv_id: str = "inductor-probe"
    job_port: int = 0  # the summaries' store (0: port + 1)
    via: str = "options"  # or "SLURM"

    @property
    def exchange_port(self) -> int:
        return self.job_port or self.port + 1

    def torchrun_args(self, nproc: int) -> list[str]:
        """torchrun's own rendezvous options for this host (in place of ``--standalone``)."""
        args = [f"--nnodes={self.nnodes}", f"--nproc-per-node={nproc}", f"--rdzv-backend={self.backend}"]
        args += [f"--rdzv-endpoint={self.host}:{self.port}", f"--rdzv-id={self.rdzv_id}"]
        return args + ([f"--node-rank={self.node_rank}"] if self.backend == "static" else [])

    def expected_ranks(self, nproc: int) -> list[int] | None:
        """This host's global ranks where the rendezvous fixes them (static: node rank x nproc + local
        rank); None under c10d, which orders the hosts as they join."""
        if self.backend != "static":
            return None
        return [self.node_rank * nproc + i for i in range(nproc)]


def endpoint(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (an IPv6 host in brackets), else a one-line usage error."""
    m = _ENDPOINT.match(text.strip())
    if m is None or len(m["port"]) > 5 or not 0 < int(m["port"]) < MAX_PORT:
        raise ProbeError(
            f"--rdzv-endpoint {text!r}: give HOST:PORT of the job's rendezvous (the host of node rank 0), "
            "e.g. node0:29500",
            USAGE,
        )
    return m["host"].strip("[]"), int(m["port"])


def first_host(nodelist: str) -> str:
    """The first host of a SLURM node list (``gpu[003-005,9],cpu1`` -> ``gpu003``)."""
    head = re.match(r"^([^,\[]+)(?:\[([^\]]+)\])?", nodelist.strip())
    if head is None or not head.group(1):
        raise ProbeError(f"SLURM_JOB_NODELIST {nodelist!r}: not a node list; give --rdzv-endpoint", USAGE)
    if head.group(2) is None:
        return head.group(1)
    return head.group(1) + head.group(2).split(",")[0].split("-")[0]


def from_slurm(env: dict[str, str] | os._Environ[str]) -> Nodes | None:
    """The job's hosts from SLURM's variables, where this is a step of more than one node (``srun``); None
    outside SLURM or on one node. One tool process per host: more tasks than nodes is a usage error."""
    if "SLURM_STEP_ID" not in env or _env_int(env, "SLURM_NNODES", 1, 1) <= 1:
        return None
    nnodes = _env_int(env, "SLURM_NNODES", 1, 1)
    ntasks = _env_int(env, "SLURM_NTASKS", nnodes, 1)
    if ntasks != nnodes:
        raise ProbeError(
            f"under SLURM the tool runs once per host and launches that host's ranks itself: this step has "
            f"{ntasks} tasks on {nnodes} nodes; run it with srun --ntasks-per-node=1",
            USAGE,
        )
    nodelist = env.get("SLURM_STEP_NODELIST") or env.get("SLURM_JOB_NODELIST") or ""
    host = env.get("MASTER_ADDR") or first_host(nodelist)
    port = _env_int(env, "MASTER_PORT", SLURM_PORT, 1, MAX_PORT - 1)  # the exchange takes port + 1
    job = env.get("SLURM_JOB_ID") or "inductor-probe"
    node = _env_int(env, "SLURM_NODEID", 0, 0, nnodes - 1)
    return Nodes(nnodes, node, host, port, "static", job, via="SLURM")


def _env_int(
    env: dict[str, str] | os._Environ[str], name: str, default: int, lo: int, hi: int | None = None
) -> int:
    """An integer variable of the environment (SLURM's, MASTER_PORT), else ``default`` where unset or empty;
    a value the one rule for numbers (``bounds.Bound``) refuses, no integer or out of ``lo``..``hi``, is a
    one-line usage error naming the variable."""
    text = (env.get(name) or "").strip()
    if not text:
        return default
    bound = Bound(int, lo, most=hi)
    value, problem = bound.parse(text)
    if problem is not None:
        raise ProbeError(
            f"{name}={text[:40]!r} in the environment: must be {bound.words()} (SLURM's variables describe "
            "this step: run under srun, or give --nnodes and --rdzv-endpoint)",
            USAGE,
        )
    return value


def of_options(opts: BreakdownOptions, env: dict[str, str] | os._Environ[str] = os.environ) -> Nodes | None:
    """The job's hosts from ``--nnodes/--node-rank/--rdzv-*`` (else from SLURM's variables); None for a
    job of one host. Each bad value is a one-line usage error naming the fix."""
    if opts.nnodes <= 1:
        if opts.node_rank or opts.rdzv_endpoint:
            raise ProbeError(
                "--node-rank and --rdzv-endpoint are for a job of several hosts: add --nnodes N", USAGE
            )
        return from_slurm(env)
    if not opts.rdzv_endpoint:
        raise ProbeError(
            f"--nnodes {opts.nnodes} needs --rdzv-endpoint HOST:PORT: where the job's hosts meet (the host "
            "of node rank 0, a free port)",
            USAGE,
        )
    if opts.node_rank >= opts.nnodes:
        raise ProbeError(f"--node-rank {opts.node_rank}: a job of {opts.nnodes} hosts has node ranks 0 to "
                         f"{opts.nnodes - 1}", USAGE)  # fmt: skip
    host, port = endpoint(opts.rdzv_endpoint)
    if opts.job_port and opts.job_port == port:
        raise ProbeError(
            f"--job-port {port} is the rendezvous port: give another, or leave it out (port + 1)", USAGE
        )
    rdzv_id = opts.rdzv_id or "inductor-probe"
    return Nodes(opts.nnodes, opts.node_rank, host, port, opts.rdzv_backend, rdzv_id, opts.job_port)


REACH_S = 2.0  # how long a failed host tries to reach node rank 0's exchange before it gives up telling


class Exchange:
    """The hosts' summaries and the job view, through a ``TCPStore`` at the rendezvous host and the
    exchange port: node rank 0 holds it (opened before the job, so the others find it whenever they are
    done), the others connect to it as clients."""

    def __init__(self, nodes: Nodes, timeout_s: float):
        from torch.distributed import TCPStore

        self.nodes, self.timeout_s = nodes, timeout_s
        self.key = f"inductor-probe/{nodes.rdzv_id}"
        leader = nodes.node_rank == 0
        try:
            self.store = TCPStore(
                nodes.host, nodes.exchange_port, is_master=leader,
                timeout=timedelta(seconds=timeout_s), wait_for_workers=False,
            )  # fmt: skip
        except (RuntimeError, OSError) as e:
            what = "open" if leader else f"reach {nodes.host}:{nodes.exchange_port} of"
            raise ProbeError(
                f"could not {what} the job's summary exchange (port {nodes.exchange_port}: "
                f"{str(e).splitlines()[0][:200]}); give a free port with --job-port on every host",
                USAGE,
            ) from None

    @staticmethod
    def reachable(nodes: Nodes, within_s: float = REACH_S) -> bool:
        """Does node rank 0's exchange answer at all (a plain connect, ``within_s``)? A store client to a
        host that is not there retries for its whole timeout and prints c10's C++ backtrace each try."""
        try:
            with socket.create_connection((nodes.host, nodes.exchange_port), timeout=within_s):
                return True
        except OSError:
            return False

    def send(self, part: HostPart) -> None:
        self.store.set(f"{self.key}/part/{part.node}", _dumps(part.to_dict()))

    def gather(self, mine: HostPart, deadline_s: float) -> tuple[list[HostPart], list[int]]:
        """Node rank 0: every host's part, its own first, as they come until ``deadline_s`` (monotonic);
        also the node ranks that sent none by then."""
        parts, waiting = [mine], [n for n in range(self.nodes.nnodes) if n != mine.node]
        while waiting and time.monotonic() < deadline_s:
            for n in list(waiting):
                if self.store.check([f"{self.key}/part/{n}"]):
                    parts.append(HostPart.from_dict(_loads(self.store.get(f"{self.key}/part/{n}"))))
                    waiting.remove(n)
            time.sleep(0.2 if waiting else 0)
        return sorted(parts, key=lambda p: p.node), waiting

    def publish(self, sent: JobSent, readers: int, linger_s: float = 60.0) -> None:
        """Node rank 0: the job view for the other hosts, held until ``readers`` of them took it (or
        ``linger_s``): the store closes with this process."""
        self.store.set(f"{self.key}/job", _dumps(sent.to_dict()))
        end = time.monotonic() + linger_s
        while time.monotonic() < end and self.store.add(f"{self.key}/taken", 0) < readers:
            time.sleep(0.2)

    def receive(self) -> JobSent:
        """The other hosts: the job view, once node rank 0 made it (within the timeout)."""
        self.store.wait([f"{self.key}/job"], timedelta(seconds=self.timeout_s))
        sent = JobSent.from_dict(_loads(self.store.get(f"{self.key}/job")))
        self.store.add(f"{self.key}/taken", 1)
        return sent


def host_name() -> str:
    return socket.gethostname()


def _dumps(d: dict) -> str:
    return json.dumps(d, separators=(",", ":"), default=str)


def _loads(b: bytes) -> dict:
    return json.loads(b)
