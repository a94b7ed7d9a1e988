"""``collect/ranks``: a failed job names the rank that left it first and how (issue 44, N14): a rank killed by
a signal or ``os._exit(n)`` raises nothing, the others then raise a lost peer's error (gloo: "Connection reset
by peer") and were blamed, or torchrun's separator line was the message. Read from torchrun's closing message
(recorded from gloo jobs on this CPU: examples/ddp_train.py --die-on-rank 1 --die-how segv|exit1|exit0)."""

from __future__ import annotations

from pathlib import Path

from inductor_probe.collect.doors import CompileResult
from inductor_probe.collect.ranks import RankOutcome, _job_failure, torchrun_failures
from inductor_probe.run.timings import ChildError, StepTiming
from inductor_probe.vocab import ChildStatus

BLOCK = """  time      : 2026-11-26_15:27:57
  host      : localhost
  rank      : {rank} (local_rank: {rank})
  exitcode  : {code} (pid: 5969) {name}
  error_file: <N/A>
  traceback : Signal 15 (SIGTERM) received by PID 5969
"""


def _log(tmp_path: Path, others: list[tuple[int, int]], root: tuple[int, int]) -> Path:
    other = "".join(f"[{i}]:\n" + BLOCK.format(rank=r, code=c, name="") for i, (r, c) in enumerate(others, 1))
    earlier = "an earlier job's lines\nFailures:\n  <NO_OTHER_FAILURES>\n"  # --force appends: the last counts
    head = "=====\nddp_train.py FAILED\n-----\nFailures:\n" + (other or "  <NO_OTHER_FAILURES>\n") + "-----\n"
    cause = BLOCK.format(rank=root[0], code=root[1], name="")
    text = earlier + head + "Root Cause (first observed failure):\n[0]:\n" + cause + "=====\n"
    (tmp_path / "driver.log").write_text(text)
    return tmp_path / "driver.log"


def _outcome(rank: int, status: ChildStatus, error: str | None = None) -> RankOutcome:
    r = CompileResult(status=status, error=ChildError(message=error) if error else None)
    return RankOutcome(rank, Path(f"rank{rank}"), r, [])


LOST_PEER = (
    "the model raised RuntimeError: [gloo/transport/tcp/pair.cc:537] Read error: Connection reset by peer"
)


def test_torchrun_failures_are_read_from_its_last_message(tmp_path):
    log = _log(tmp_path, [(0, -15)], (1, -11))
    assert torchrun_failures(log.read_text()) == {0: -15, 1: -11}


def test_a_rank_killed_by_a_signal_is_named_not_the_rank_torchrun_stopped(tmp_path):
    log = _log(tmp_path, [(0, -15)], (1, -11))
    outs = [_outcome(0, ChildStatus.RUNNING), _outcome(1, ChildStatus.RUNNING)]
    err = _job_failure(outs, 1, "=====", log)
    assert err.message.startswith("rank 1 was killed by SIGSEGV without raising; rank(s) 0 then stopped")
    assert err.rank == 1 and err.outcomes is outs  # the rank pinned in the error itself, for the other hosts


def test_a_rank_that_os_exits_is_named_not_the_rank_that_lost_its_peer(tmp_path):
    log = _log(tmp_path, [], (1, 1))
    outs = [_outcome(0, ChildStatus.ERROR, LOST_PEER), _outcome(1, ChildStatus.RUNNING)]
    assert _job_failure(outs, 1, "", log).message.startswith("rank 1 exited with code 1 without raising")


def test_a_rank_that_ends_early_with_exit_0_is_named(tmp_path):
    log = _log(tmp_path, [], (0, 1))  # torchrun sees rank 0 fail (its peer gone); rank 1 exited 0
    outs = [_outcome(0, ChildStatus.ERROR, LOST_PEER), _outcome(1, ChildStatus.RUNNING)]
    assert _job_failure(outs, 1, "", log).message.startswith("rank 1 ended (exit 0) before its run was done")


def test_a_rank_that_raised_first_is_still_named(tmp_path):
    log = _log(tmp_path, [(0, -15)], (1, 1))
    outs = [_outcome(0, ChildStatus.ERROR, LOST_PEER), _outcome(1, ChildStatus.ERROR, "planted failure")]
    outs[0].result.failed_at, outs[1].result.failed_at = 2.0, 1.0  # type: ignore[union-attr]
    err = _job_failure(outs, 1, "", log)
    assert err.message.startswith("rank 1: planted failure; rank(s) 0 stopped") and err.rank == 1


def test_a_rank_whose_script_returned_early_with_sys_exit_0_is_named(tmp_path):
    """Round five, N14: ``sys.exit(0)`` at step 5 on rank 1 (Python unwinds: the rank's result is written,
    finished, its steps not) while rank 0 waits in DDP's all-reduce and then raises a lost peer's error;
    torchrun names only rank 0. Rank 0 was blamed and rank 1 called stopped."""
    log = _log(tmp_path, [], (0, 1))
    early = _outcome(1, ChildStatus.OK)
    early.result.step = StepTiming(complete=False, first_graph_calls=5, first_graph_calls_needed=11)  # type: ignore[union-attr]
    outs = [_outcome(0, ChildStatus.ERROR, LOST_PEER), early]
    msg = _job_failure(outs, 1, "", log).message
    assert msg.startswith(
        "rank 1 ended (exit 0) before its run was done (its script returned after 5 of the 11"
    )
    assert "rank(s) 0 then stopped" in msg
    done = _outcome(1, ChildStatus.OK)
    done.result.step = StepTiming(complete=True)  # type: ignore[union-attr]
    assert _job_failure([_outcome(0, ChildStatus.ERROR, LOST_PEER), done], 1, "", log).message.startswith(
        "rank 0:"
    )
