"""What CUDA graphs would save on a launch-bound step (``--mode reduce-overhead``), predicted from the run.

Under CUDA graphs each compiled graph's call is one replay: its kernels are queued by one
``cudaGraphLaunch``, so the host no longer issues them one by one and their launch overhead leaves the
step. What stays on the host is its work outside the graphs (the user's Python, eager ops, torch.compile's
runtime) plus a replay's own cost per graph call; on the GPU, the kernels plus the idle of synchronisations
(a sync still drains the queue). The host's work runs while the GPU replays, so the step is the longer::

    gpu    = busy + sync idle
    host   = host time per step x (1 - share of it inside graph calls) + REPLAY_HOST_US x graph calls
    step   = max(gpu, host)

``host time per step``: the unprofiled host time where measured (a model file; at most the wall), else the
wall less the time waiting in synchronisations (its upper bound; analysis/idle.py). The share inside graph
calls is the profiled trace's (the launching thread's time in the graphs' call ranges over the profiled
window). Not
counted: the copies of non-static inputs into the graphs' buffers (a copy kernel per changed input; small
next to a launch-bound step's overhead) and CUDA-graph trees' warm-up and re-recording.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from inductor_probe.analysis.trace import union_length
from inductor_probe.ranges import GRAPH_RANGE_PREFIX
from inductor_probe.run.idle import CauseRow
from inductor_probe.vocab import IdleCause

# A CUDA-graph replay's host cost per compiled graph call: cudaGraphLaunch and CUDA-graph trees' own Python
# (checking the inputs, choosing the node). H100, torch 2.11: cudaGraphLaunch 46 µs median profiled in
# tests/data/h100_step_reduce_overhead; unprofiled the whole replay path is of that order.
REPLAY_HOST_US = 50.0


@dataclass(frozen=True)
class CudaGraphsWhatIf:
    step_ms: float  # the predicted step wall
    gpu_ms: float  # kernels plus the idle that stays
    host_ms: float  # the host's time per step with replays
    saved_ms: float  # wall - step_ms


def host_in_graphs_us(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> float:
    """The host's time inside compiled graphs' call ranges over the profiled steps (their union), µs."""
    return union_length(
        [
            (max(float(e["ts"]), a), min(float(e["ts"]) + float(e.get("dur", 0.0)), b))
            for e in events
            if e.get("ph") == "X" and str(e.get("name", "")).startswith(GRAPH_RANGE_PREFIX)
            for a, b in wins
            if float(e["ts"]) < b and float(e["ts"]) + float(e.get("dur", 0.0)) > a
        ]
    )


def cuda_graphs(
    *,
    wall_ms: float,
    busy_ms: float,
    idle_ms: float,
    causes: list[CauseRow],
    host_ms: float,
    in_graphs_share: float,
    graph_calls: float,
) -> CudaGraphsWhatIf:
    """The step predicted under CUDA graphs (the module docstring)."""
    syncs = sum(c.ms for c in causes if c.cause == IdleCause.SYNC)
    gpu = busy_ms + min(idle_ms, syncs)
    host_ms = min(host_ms, wall_ms)  # in steady state the host issues a step within the wall
    host = host_ms * (1.0 - min(1.0, max(0.0, in_graphs_share))) + REPLAY_HOST_US * graph_calls / 1e3
    step = max(gpu, host)
    return CudaGraphsWhatIf(step_ms=step, gpu_ms=gpu, host_ms=host, saved_ms=wall_ms - step)
