"""Launches the trace holds without the GPU work they launched (issue 41's trust line): a launch on the host
(a CUDA-graph replay, a kernel) whose correlation id no device activity of the trace carries. The profiler
records the host's calls and CUPTI's device records apart; past its activity buffer's cap (kineto #1362),
or with a graph replayed continuously, device records are dropped while their launches stay, and a trace
read as it stands calls the GPU idle while it ran. Where any are missing, the step's busy and idle from the
trace are not the step's: the report says so beside them and holds back the findings built on them."""

from __future__ import annotations

from typing import Any

from inductor_probe.analysis.trace import DEVICE_ACTIVITIES, LAUNCH_CATEGORIES, window_index
from inductor_probe.run.runtime import LaunchesSeen

GRAPH_LAUNCHES = ("cudaGraphLaunch", "cuGraphLaunch")
CAPTURE_BEGIN = ("cudaStreamBeginCapture", "cuStreamBeginCapture")
CAPTURE_END = ("cudaStreamEndCapture", "cuStreamEndCapture")
CAPTURE_DONE = ("cudaGraphInstantiate", "cuGraphInstantiate")
Mark = tuple[object, float, float, str]  # (thread, start, end, name) of a capture's call
KERNEL_LAUNCHES = (
    "cuLaunchKernel",
    "cuLaunchKernelEx",
    "cudaLaunchKernel",
    "cudaLaunchKernelExC",
    "cudaLaunchCooperativeKernel",
)


def _captures(marks: list[Mark]) -> tuple[int, float, dict[object, list[tuple[float, float]]]]:
    """CUDA-graph recordings: each capture's begin to its graph's instantiation on its thread; their count,
    host ms, and per thread the spans in which launches were captured (not run: no device activity)."""
    count, ms = 0, 0.0
    open_at: dict[object, float] = {}
    capturing: dict[object, list[tuple[float, float]]] = {}
    for tid, start, end, name in sorted(marks, key=lambda m: m[1]):
        if name.startswith(CAPTURE_BEGIN):
            open_at[tid] = start
        elif tid in open_at and name.startswith(CAPTURE_END):
            capturing.setdefault(tid, []).append((open_at[tid], end))
        elif tid in open_at and name.startswith(CAPTURE_DONE):
            count += 1
            ms += (end - open_at.pop(tid)) / 1e3
    for tid, start in open_at.items():  # a capture the steps did not see end
        capturing.setdefault(tid, []).append((start, float("inf")))
    return count, ms, capturing


def launches_seen(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> LaunchesSeen:
    """The launches in the profiled steps, CUDA-graph replays and kernels, and those of them whose device
    work the trace lacks (a launch made while a graph is captured runs nothing: not counted); the CUDA-graph
    recordings there (a graph captured again inside the measured steps costs that every time: pytorch
    #156820)."""
    seen: set[object] = set()
    launched: list[tuple[bool, object, object, float]] = []
    marks: list[Mark] = []
    starts = [a for a, _ in wins]
    for e in events:
        cat = e.get("cat")
        if cat in DEVICE_ACTIVITIES:
            seen.add((e.get("args") or {}).get("correlation"))
        elif cat in LAUNCH_CATEGORIES and e.get("ph") == "X":
            name, t = str(e.get("name", "")), float(e["ts"])
            if window_index(wins, starts, t) is None:
                continue
            if name.startswith(CAPTURE_BEGIN + CAPTURE_END + CAPTURE_DONE):
                marks.append((e.get("tid"), t, t + float(e.get("dur", 0.0)), name))
            graph = name.startswith(GRAPH_LAUNCHES)
            if graph or name.startswith(KERNEL_LAUNCHES):
                launched.append((graph, (e.get("args") or {}).get("correlation"), e.get("tid"), t))
    captures, capture_ms, capturing = _captures(marks)
    run = [(g, c) for g, c, tid, t in launched if not any(a <= t <= b for a, b in capturing.get(tid, ()))]
    graphs = [c for g, c in run if g]
    kernels = [c for g, c in run if not g]
    return LaunchesSeen(
        graph_launches=len(graphs),
        graph_unseen=sum(c not in seen for c in graphs),
        kernel_launches=len(kernels),
        kernel_unseen=sum(c not in seen for c in kernels),
        captures=captures,
        capture_ms=capture_ms,
    )
