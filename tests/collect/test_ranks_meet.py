"""A job's ranks begin their lean windows together (``_compat/distributed.ranks_meet``, issue 57 call 71: a
rank whose profiler started 43 ms sooner waited 42.8 ms for the other's collectives in its step 1, a 10.8 ms
step read as 50 ms): two gloo ranks on this CPU, the second 0.4 s late."""

from __future__ import annotations

import socket
import time

import pytest
import torch.multiprocessing as mp

from inductor_probe._compat.distributed import ranks_meet

LATE_S = 0.4


def _rank(rank: int, port: int, out) -> None:
    import torch.distributed as dist

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    try:
        if rank == 1:
            time.sleep(LATE_S)
        waited = ranks_meet("lean3")
        out.put((rank, waited, time.time()))
        dist.barrier()
    finally:
        dist.destroy_process_group()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_ranks_leave_together_the_early_one_having_waited():
    ctx = mp.get_context("spawn")
    out = ctx.Queue()
    procs = mp.start_processes(_rank, args=(_free_port(), out), nprocs=2, join=False, start_method="spawn")
    got = {r: (w, t) for r, w, t in (out.get(timeout=120) for _ in range(2))}
    while not procs.join(timeout=120):  # each process joined in turn (an error in one raises here)
        pass
    (w0, t0), (w1, t1) = got[0], got[1]
    assert w0 is not None and w0 > 0.8 * LATE_S, w0  # the early rank waited for the late one ...
    assert w1 is not None and w1 < 0.5 * LATE_S, w1  # ... which found it there
    assert abs(t0 - t1) < 0.1, (t0, t1)  # and they left together


def test_without_a_process_group_nothing_waits():
    assert ranks_meet("lean3") is None


@pytest.mark.parametrize("fails", [False, True])
def test_each_rank_comes_to_the_meeting_its_window_started_or_not(tmp_path, monkeypatch, fails):
    """A rank whose lean window cannot start (a profiler of the user's already running) still comes to the
    meeting: the others would otherwise wait out its 60 s before their warm-up step."""
    from inductor_probe.collect import lean_window
    from inductor_probe.collect.steps import GraphCalls

    came: list[str] = []
    monkeypatch.setattr(lean_window, "ranks_meet", lambda key: came.append(key) or 0.0)
    monkeypatch.setattr(lean_window, "would_anchor", lambda cuda: False)

    class Prof:
        spans = None

        def start(self):
            if fails:
                raise RuntimeError("a profiler is already running")

    monkeypatch.setattr(lean_window, "LeanProfiler", lambda cuda: Prof())
    slot = lean_window.LeanSlot(False, 3, 1, 4, GraphCalls(), tmp_path / "t.json")
    slot.boundary(3)
    assert came == ["lean3"] and (slot.prof is None) == fails
