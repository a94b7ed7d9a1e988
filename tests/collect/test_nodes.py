"""A job of several hosts (issue 40, item 1): the hosts from the options or SLURM, torchrun's rendezvous
options, the hosts' exchange through a TCPStore (two "hosts" in threads of this process), and the job view
made from the summaries that moved: the same as from the traces themselves (PARAM's 8 ranks)."""

from __future__ import annotations

import json
import socket
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest

from inductor_probe.analysis import ranks as job_analysis
from inductor_probe.analysis.job_findings import job_findings
from inductor_probe.collect.nodes import Exchange, Nodes, endpoint, first_host, from_slurm, of_options
from inductor_probe.errors import ProbeError
from inductor_probe.options import BreakdownOptions
from inductor_probe.run.job_parts import HostPart, JobSent, TraceSummary
from inductor_probe.run.manifest import Manifest, ModelSpec
from inductor_probe.workflows.hosts import job_from_hosts
from inductor_probe.workflows.job_parts import RankPart, _arrivals


def test_the_hosts_from_the_options_and_torchrun_s_own_rendezvous_options():
    opts = BreakdownOptions(nnodes=2, node_rank=1, rdzv_endpoint="node0:29500", nproc_per_node=4)
    n = of_options(opts, {})
    assert n == Nodes(2, 1, "node0", 29500) and n.exchange_port == 29501
    assert n.torchrun_args(4) == [
        "--nnodes=2", "--nproc-per-node=4", "--rdzv-backend=static", "--rdzv-endpoint=node0:29500",
        "--rdzv-id=inductor-probe", "--node-rank=1",
    ]  # fmt: skip
    assert n.expected_ranks(4) == [4, 5, 6, 7]
    c10d = of_options(replace(opts, rdzv_backend="c10d", rdzv_id="j1", job_port=30000), {})
    assert c10d is not None and c10d.expected_ranks(4) is None and c10d.exchange_port == 30000
    assert "--node-rank=1" not in c10d.torchrun_args(4) and "--rdzv-id=j1" in c10d.torchrun_args(4)
    assert of_options(BreakdownOptions(), {}) is None
    assert endpoint("[fe80::1]:29500") == ("fe80::1", 29500)


@pytest.mark.parametrize(
    "kw, said",
    [
        ({"nnodes": 2}, "needs --rdzv-endpoint HOST:PORT"),
        ({"nnodes": 2, "rdzv_endpoint": "node0"}, "--rdzv-endpoint 'node0': give HOST:PORT"),
        ({"nnodes": 2, "node_rank": 2, "rdzv_endpoint": "h:1"}, "has node ranks 0 to 1"),
        ({"node_rank": 1}, "add --nnodes N"),
        ({"nnodes": 2, "rdzv_endpoint": "h:29500", "job_port": 29500}, "is the rendezvous port"),
    ],
)
def test_a_bad_job_of_hosts_is_a_one_line_usage_error(kw, said):
    with pytest.raises(ProbeError) as e:
        of_options(BreakdownOptions(**kw), {})
    assert said in e.value.message and e.value.exit_code == 2 and "\n" not in e.value.message


def test_slurm_s_variables_give_the_hosts_one_tool_process_per_host():
    env = {"SLURM_STEP_ID": "0", "SLURM_NNODES": "4", "SLURM_NTASKS": "4", "SLURM_NODEID": "2",
           "SLURM_JOB_ID": "777", "SLURM_STEP_NODELIST": "gpu[007-009,12]"}  # fmt: skip
    n = from_slurm(env)
    assert n == Nodes(4, 2, "gpu007", 29500, "static", "777", via="SLURM")
    assert of_options(BreakdownOptions(), env) == n  # no --nnodes: SLURM's
    assert from_slurm({**env, "MASTER_ADDR": "10.0.0.1", "MASTER_PORT": "1234"}).host == "10.0.0.1"
    assert from_slurm({**env, "SLURM_NNODES": "1", "SLURM_NTASKS": "1"}) is None
    assert from_slurm({"SLURM_JOB_ID": "1", "SLURM_NNODES": "4"}) is None  # sbatch's script, not a step
    with pytest.raises(ProbeError, match="srun --ntasks-per-node=1"):
        from_slurm({**env, "SLURM_NTASKS": "32"})
    assert first_host("a1,b[1-2]") == "a1" and first_host("n[01-03]") == "n01"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _manifest(rank: int) -> Manifest:
    return Manifest.new(["inductor-probe", "breakdown", "t.py"], ModelSpec(path="t.py", kind="script"))


def test_two_hosts_exchange_their_parts_and_get_the_job_view_back():
    nodes = Nodes(2, 0, "127.0.0.1", _free_port() - 1)
    leader = Exchange(nodes, 30)
    got: dict = {}

    def other() -> None:
        ex = Exchange(replace(nodes, node_rank=1), 30)
        ex.send(HostPart(node=1, host="h1", dir="/runs/b", ranks=[RankPart(rank=1, run=_manifest(1))]))
        got["sent"] = ex.receive()

    t = threading.Thread(target=other)
    t.start()
    mine = HostPart(node=0, host="h0", dir="/runs/a", ranks=[RankPart(rank=0, run=_manifest(0))])
    parts, missing = leader.gather(mine, time.monotonic() + 30)
    assert [p.node for p in parts] == [0, 1] and missing == [] and parts[1].ranks[0].rank == 1
    sent = job_from_hosts(parts, missing, "sent nothing")
    assert [(e.rank, e.dir, e.host) for e in sent.ranks] == [
        (0, "/runs/a/rank0", "h0"),
        (1, "/runs/b/rank1", "h1"),
    ]
    leader.publish(sent, readers=1, linger_s=30)
    t.join(30)
    assert isinstance(got["sent"], JobSent) and got["sent"].to_dict() == sent.to_dict()


def test_a_host_that_sends_nothing_is_named_and_the_view_is_made_of_those_that_came(param_traces):
    """Node rank 1 never sends, node rank 2 failed: the view holds node 0's four ranks of PARAM's eight,
    and says what it lacks (issue 40, item 3)."""
    nodes = Nodes(3, 0, "127.0.0.1", _free_port() - 1)
    leader = Exchange(nodes, 5)
    Exchange(replace(nodes, node_rank=2), 5).send(HostPart(node=2, host="h2", dir="/r", error="rank 2: boom"))
    traces = [job_analysis.summarize_file(p)[0] for p in sorted(param_traces.glob("*.json"))][:4]
    ranks = [RankPart(rank=t.rank, run=_manifest(t.rank), trace=job_analysis.portable(t)) for t in traces]
    t0 = time.monotonic()
    parts, missing = leader.gather(HostPart(node=0, host="h0", dir="/a", ranks=ranks), time.monotonic() + 1.0)
    assert missing == [1] and [p.node for p in parts] == [0, 2] and time.monotonic() - t0 < 5
    sent = job_from_hosts(parts, missing, "sent no summary within 1 s")
    assert sent.job is not None and [r.rank for r in sent.job.ranks] == [0, 1, 2, 3]
    notes = sent.job.notes
    assert notes[:3] == [
        "node rank 1 sent no summary within 1 s: its ranks are not in this job view",
        "node rank 2 (h2) failed: rank 2: boom",
        "3 hosts (node 0 h0: ranks 0, 1, 2, 3; node 2 h2: ranks none)",
    ]
    assert "4 trace(s) of a job of 8 ranks: the collectives are matched among these only" in notes


def test_the_job_view_from_the_summaries_that_moved_equals_the_one_from_the_traces(param_traces):
    """PARAM's 8 ranks: each rank's summary as its host sends it (collective kernels only, its
    communication reckoned there), through JSON, gives the very job record the traces themselves give."""
    traces = [job_analysis.summarize_file(p)[0] for p in sorted(param_traces.glob("*.json"))]
    direct = job_analysis.job_record(job_analysis.job_view(traces), [])
    moved = [
        job_analysis.from_portable(
            TraceSummary.from_dict(json.loads(json.dumps(job_analysis.portable(t).to_dict())))
        )
        for t in traces
    ]
    assert sum(len(m.kernels) for m in moved) < sum(len(t.kernels) for t in traces) / 2  # the compute left
    assert job_analysis.job_record(job_analysis.job_view(moved), []).to_dict() == direct.to_dict()
    sizes = [len(json.dumps(job_analysis.portable(t).to_dict())) for t in traces]
    assert max(sizes) < 1_000_000, sizes


TWO_HOSTS = Path(__file__).resolve().parents[1] / "data" / "h200x2_two_hosts" / "node0.run.json"


def test_ranks_on_hosts_whose_clocks_differ_are_told_apart_by_nccl_s_timing_alone():
    """A real two-rank NCCL job's step views (rank 1 planted 5 ms late) as if its ranks ran on two hosts:
    their clocks are not compared (no straggler from the steps' starts), and NCCL's own timing of the
    unprofiled steps names rank 1's GPU the last at each collective; the finding says both."""
    m = Manifest.from_dict(json.loads(TWO_HOSTS.read_text()))
    parts = []
    for e in m.ranks:
        run = _manifest(e.rank)
        run.step = e.step
        parts.append(RankPart(rank=e.rank, run=run))
    same = _arrivals(parts, None)
    assert same is not None and same.straggler == 1 and same.hosts is None  # one host: the clocks compared
    parts[1].run.step.script.host = "another-host"  # type: ignore[union-attr]
    arr = _arrivals(parts, None)
    assert arr is not None and arr.hosts == 2 and arr.straggler is None and not arr.waits_ms
    assert (
        arr.collectives.by == "gpu" and arr.collectives.last == {1: 25} and arr.collectives.collectives == 25
    )
    assert m.job is not None
    first = job_findings(replace(m.job, arrivals=arr))[0].what
    assert first.startswith(
        "NCCL's own timing of the unprofiled steps has rank 1's GPU the last to arrive at 25"
    )
    assert "ran on 2 hosts, whose clocks differ" in first and "no straggler is named" in first


@pytest.mark.parametrize(
    "var, value, said",
    [
        ("SLURM_NNODES", "two", "SLURM_NNODES='two' in the environment: must be an integer of at least 1"),
        ("SLURM_NODEID", "x", "SLURM_NODEID='x' in the environment: must be an integer from 0 to 3"),
        ("SLURM_NODEID", "5", "SLURM_NODEID='5' in the environment: must be an integer from 0 to 3"),
        ("SLURM_NTASKS", "abc", "SLURM_NTASKS='abc' in the environment"),
        ("MASTER_PORT", "http", "MASTER_PORT='http' in the environment: must be an integer from 1 to 65534"),
        (
            "MASTER_PORT",
            "65535",
            "MASTER_PORT='65535' in the environment: must be an integer from 1 to 65534",
        ),
    ],
)
def test_slurm_s_variables_are_checked_in_one_line(var, value, said):
    """Issue 60, M1 and M2: SLURM's variables were read with bare int() (ValueError tracebacks), a node id
    past the job's nodes ran 78 s and blamed "rank 5", and MASTER_PORT=65535 made an exchange port of 65536
    (a TypeError from TCPStore)."""
    env = {"SLURM_STEP_ID": "0", "SLURM_NNODES": "4", "SLURM_NTASKS": "4", "SLURM_NODEID": "2",
           "SLURM_STEP_NODELIST": "gpu[007-009,12]", var: value}  # fmt: skip
    with pytest.raises(ProbeError) as e:
        from_slurm(env)
    assert said in e.value.message and e.value.exit_code == 2 and "\n" not in e.value.message


def test_a_job_port_past_the_last_port_is_refused_before_any_work(capsys):
    """Issue 60, M1: ``--job-port 70000`` (or ``job_port=70000`` through the API) reached TCPStore: a
    TypeError traceback, run.json left "running"."""
    from inductor_probe.cli import main
    from inductor_probe.errors import OptionError
    from inductor_probe.options import number

    assert main(["breakdown", "m.py", "--job-port", "70000"]) == 2
    assert "must be at most 65535, not 70000" in capsys.readouterr().err
    with pytest.raises(OptionError, match="at most 65535"):
        number("job_port", 70000, int, 0, False, 65535)
    assert endpoint("h:65534") == ("h", 65534)
    with pytest.raises(ProbeError):
        endpoint("h:" + "9" * 20)


def test_the_first_failure_is_the_one_that_is_no_lost_peers_then_the_earliest():
    """Issue 60, M6: of the hosts' failures, the one that is not a lost peer's error leads (the others
    followed it), then one that names a rank, then the earliest; a host that failed second says the first's
    story."""
    from inductor_probe.run.job_parts import HostFailure
    from inductor_probe.workflows.hosts import LOST_PEER, first_failure, told

    peer = "rank 0: the model raised RuntimeError: [pair.cc:553] Connection closed by peer [127.0.0.1]:41"
    assert LOST_PEER.search(peer) and not LOST_PEER.search("rank 1: the model raised RuntimeError: planted")
    lost = HostFailure(node=0, host="a", rank=0, message=peer, failed_at=1.0, lost_peer=True)
    cause = HostFailure(node=1, host="b", rank=1, message="rank 1: planted", failed_at=2.0)
    silent = HostFailure(node=2, host="c", rank=5, message="rank 5 was killed by SIGSEGV", failed_at=None)
    assert first_failure([lost, cause]) is cause
    assert first_failure([lost, cause, silent]) is cause  # it raised at a known time; the silent one: later
    assert first_failure([lost, silent]) is silent
    assert told(cause, lost).startswith("host b (node rank 1) failed first: rank 1: planted; on this host")
    assert told(cause, cause) == "rank 1: planted"


@pytest.mark.parametrize("bad", ["<html>\x1b[31m:29500", "node 0:29500", "-x:29500", "a/b:29500"])
def test_an_endpoint_whose_host_is_no_host_name_is_refused_in_one_line(bad):
    """Issue 60, M4: an endpoint holding HTML and ESC passed the tool's check and failed inside torchrun."""
    with pytest.raises(ProbeError, match="--rdzv-endpoint"):
        endpoint(bad)
    assert endpoint("node0.cluster-1:29500") == ("node0.cluster-1", 29500)
    assert endpoint("[fe80::1]:29500") == ("fe80::1", 29500)


def test_past_the_timeout_the_host_whose_rank_holds_the_others_is_the_first_failure(tmp_path):
    """A rank that hangs on node 1 (outside the collectives) while node 0's ranks wait in an all-reduce: both
    hosts reach their timeout; node 1's is the job's cause, node 0's follows it (issue 60, item 3). The rank
    comes from the ranks' stacks as read (``where_ranks_wait``'s ``waits``), not from the message's words."""
    from inductor_probe.collect.ranks import _stopped
    from inductor_probe.errors import TIMEOUT
    from inductor_probe.workflows.hosts import first_failure, host_failure

    log = tmp_path / "run" / "logs" / "driver.log"
    said = "the 2-rank job (this host's 1) did not finish within 40 s and was stopped: ...; raise --timeout"
    waiting = _stopped(ProbeError(said, TIMEOUT), [], None, 40, log, [(0, True)])
    holding = _stopped(ProbeError(said, TIMEOUT), [], None, 40, log, [(1, False)])
    assert (waiting.rank, waiting.waiting, holding.rank, holding.waiting) == (None, True, 1, False)
    a = host_failure(Nodes(2, 0, "127.0.0.1", 29500), waiting)
    b = host_failure(Nodes(2, 1, "127.0.0.1", 29500), holding)
    assert (a.lost_peer, b.lost_peer, b.rank) == (True, False, 1)
    assert first_failure([a, b]) is b
    # a rank named in the words of a message that is no job's failure is no rank of it
    assert host_failure(Nodes(2, 1, "127.0.0.1", 29500), ProbeError("rank 7 of nothing", 3)).rank is None
