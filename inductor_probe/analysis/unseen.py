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
CAPTURE_BEGIN = ("cudaStreamBeginCapture", "cuStreamBeginCapture")
CAPTURE_DONE = ("cudaGraphInstantiate", "cuGraphInstantiate")
KERNEL_LAUNCHES = (
    "cuLaunchKernel",
    "cuLaunchKernelEx",
    "cudaLaunchKernel",
    "cudaLaunchKernelExC",
    "cudaLaunchCooperativeKernel",
)


def _captures(marks: list[tuple[object, float, float, str]]) -> tuple[int, float]:
    """CUDA-graph recordings: each capture's begin to its graph's instantiation (or the capture's end) on its
    thread; their count and host ms."""
    count, ms = 0, 0.0
    open_at: dict[object, float] = {}
    for tid, start, end, name in sorted(marks, key=lambda m: m[1]):
        if name.startswith(CAPTURE_BEGIN):
            open_at[tid] = start
        elif tid in open_at and name.startswith(CAPTURE_DONE):
            count += 1
            ms += (end - open_at.pop(tid)) / 1e3
    return count, ms


def launches_seen(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> LaunchesSeen:
    """The launches in the profiled steps, CUDA-graph replays and kernels, and those of them whose device
    work the trace lacks; the CUDA-graph recordings there (a graph captured again inside the measured steps
    costs that every time: pytorch #156820)."""
    seen: set[object] = set()
    launched: list[tuple[bool, object]] = []
    marks: list[tuple[object, float, float, str]] = []
    for e in events:
        cat = e.get("cat")
        if cat in DEVICE_ACTIVITIES:
            seen.add((e.get("args") or {}).get("correlation"))
        elif cat in LAUNCH_CATEGORIES and e.get("ph") == "X":
            name = str(e.get("name", ""))
            if name.startswith(CAPTURE_BEGIN + CAPTURE_DONE) and any(
                a <= float(e["ts"]) < b for a, b in wins
            ):
                t = float(e["ts"])
                marks.append((e.get("tid"), t, t + float(e.get("dur", 0.0)), name))
            graph = name.startswith(GRAPH_LAUNCHES)
            if (graph or name.startswith(KERNEL_LAUNCHES)) and any(a <= float(e["ts"]) < b for a, b in wins):
                launched.append((graph, (e.get("args") or {}).get("correlation")))
    graphs = [c for g, c in launched if g]
    kernels = [c for g, c in launched if not g]
    captures, capture_ms = _captures(marks)
    return LaunchesSeen(
        graph_launches=len(graphs),
        graph_unseen=sum(c not in seen for c in graphs),
        kernel_launches=len(kernels),
        kernel_unseen=sum(c not in seen for c in kernels),
        captures=captures,
        capture_ms=capture_ms,
    )
