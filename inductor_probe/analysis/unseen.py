"""Launches the trace holds without the GPU work they launched (issue 41's trust line): a launch on the host
(a CUDA-graph replay, a kernel) whose correlation id no device activity of the trace carries. The profiler
records the host's calls and CUPTI's device records apart; past its activity buffer's cap (kineto #1362),
or with a graph replayed continuously, device records are dropped while their launches stay, and a trace
read as it stands calls the GPU idle while it ran. Where any are missing, the step's busy and idle from the
trace are not the step's: the report says so beside them and holds back the findings built on them."""

from __future__ import annotations

from typing import Any

from inductor_probe.analysis.trace import DEVICE_ACTIVITIES, LAUNCH_CATEGORIES
from inductor_probe.run.runtime import LaunchesSeen

GRAPH_LAUNCHES = ("cudaGraphLaunch", "cuGraphLaunch")
KERNEL_LAUNCHES = (
    "cuLaunchKernel",
    "cuLaunchKernelEx",
    "cudaLaunchKernel",
    "cudaLaunchKernelExC",
    "cudaLaunchCooperativeKernel",
)


def launches_seen(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> LaunchesSeen:
    """The launches in the profiled steps, CUDA-graph replays and kernels, and those of them whose device
    work the trace lacks."""
    seen: set[object] = set()
    launched: list[tuple[bool, object]] = []
    for e in events:
        cat = e.get("cat")
        if cat in DEVICE_ACTIVITIES:
            seen.add((e.get("args") or {}).get("correlation"))
        elif cat in LAUNCH_CATEGORIES and e.get("ph") == "X":
            name = str(e.get("name", ""))
            graph = name.startswith(GRAPH_LAUNCHES)
            if (graph or name.startswith(KERNEL_LAUNCHES)) and any(a <= float(e["ts"]) < b for a, b in wins):
                launched.append((graph, (e.get("args") or {}).get("correlation")))
    graphs = [c for g, c in launched if g]
    kernels = [c for g, c in launched if not g]
    return LaunchesSeen(
        graph_launches=len(graphs),
        graph_unseen=sum(c not in seen for c in graphs),
        kernel_launches=len(kernels),
        kernel_unseen=sum(c not in seen for c in kernels),
    )
