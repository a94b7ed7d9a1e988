"""torch.distributed's flight recorder: each collective a process group ran, as the rank saw it.

The recorder keeps, per collective, when the host enqueued it (``time_created_ns``, the host's real-time
clock) and, for NCCL with ``TORCH_NCCL_ENABLE_TIMING``, its GPU time from its start event (recorded on the
communication stream once the rank's inputs are ready and the previous collective is done) to its end: a
collective's last rank to arrive waits for no one, so its time is the shortest. What differs between torch
versions: the variable that sizes the recorder (``TORCH_NCCL_TRACE_BUFFER_SIZE``; ``TORCH_FR_BUFFER_SIZE``
from 2.8, which gloo's recorder reads) and the dump functions (``_dump_nccl_trace`` for NCCL, in CUDA builds;
``_dump_fr_trace`` for the others).
"""

from __future__ import annotations

import os
import pickle
import time
from typing import Any

RECORDER_ENTRIES = "20000"  # the ring's size: a few hundred steps of a few dozen collectives each
RECORDER_ENV = {
    "TORCH_NCCL_TRACE_BUFFER_SIZE": RECORDER_ENTRIES,
    "TORCH_FR_BUFFER_SIZE": RECORDER_ENTRIES,
    "TORCH_NCCL_ENABLE_TIMING": "1",
}


def enable_recorder() -> dict[str, str]:
    """Turn the recorder on for process groups made from here on, where the user has not set its variables
    (theirs are kept); the variables this set."""
    set_here = {}
    for k, v in RECORDER_ENV.items():
        if k not in os.environ:
            os.environ[k] = set_here[k] = v
    return set_here


def recorded_collectives() -> list[dict[str, Any]]:
    """This process's recorded collectives (none without a process group or a recorder), each
    ``{"group", "seq", "name", "created_ns", "duration_ms"}``; point-to-point operations left out."""
    try:
        import torch.distributed as dist

        if not dist.is_available() or not dist.is_initialized():
            return []
        import torch._C._distributed_c10d as c10d
    except Exception:
        return []
    out: dict[tuple[str, int], dict[str, Any]] = {}
    for name in ("_dump_nccl_trace", "_dump_fr_trace"):
        dump = getattr(c10d, name, None)
        if dump is None:
            continue
        try:
            entries = pickle.loads(dump(includeCollectives=True, includeStackTraces=False)).get("entries")
        except Exception:  # no recorder of that kind in this process, or one this version cannot dump
            continue
        for e in entries or []:  # one recorder may dump another's entries too: each kept once
            if e.get("is_p2p") or e.get("collective_seq_id") is None or e.get("time_created_ns") is None:
                continue
            group = e.get("process_group")
            duration = e.get("duration_ms")
            key = (
                str(group[0] if isinstance(group, list | tuple) and group else e.get("pg_id")),
                int(e["collective_seq_id"]),
            )
            row = {
                "group": key[0],
                "seq": key[1],
                "name": str(e.get("profiling_name") or ""),
                "created_ns": int(e["time_created_ns"]),
                "duration_ms": None if duration is None else float(duration),
            }
            if key not in out or out[key]["duration_ms"] is None:
                out[key] = row
    return sorted(out.values(), key=lambda r: r["created_ns"])


MEET_TIMEOUT_S = 60.0  # a rank that never comes (it failed, or runs fewer steps): the others go on
MEET_POLL_S = 0.0005


def ranks_meet(key: str, timeout_s: float = MEET_TIMEOUT_S) -> float | None:
    """Wait until every rank of the default process group has come here (``key``: the same on each rank, once
    each); the seconds this rank waited, None where there is no group of two ranks or more (or no store)."""
    try:
        import torch.distributed as dist

        if not dist.is_available() or not dist.is_initialized() or dist.get_world_size() < 2:
            return None
        from torch.distributed import distributed_c10d

        store, n = distributed_c10d._get_default_store(), dist.get_world_size()
    except Exception:
        return None
    t0, name = time.perf_counter(), f"inductor_probe/meet/{key}"
    try:
        came = store.add(name, 1)
        while came < n and time.perf_counter() - t0 < timeout_s:
            time.sleep(MEET_POLL_S)
            came = store.add(name, 0)
    except Exception:  # the store gone (the job ending): nothing to wait for
        return None
    return time.perf_counter() - t0
