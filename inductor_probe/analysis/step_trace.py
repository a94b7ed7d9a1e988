"""Reading a step trace (the step profiler's, either window): its steps' ranges, each launch's compiled graph,
the rows of the profiled steps, and on a GPU where the device idled and why (``analysis/idle.py``), the syncs'
wait, the host's time in graphs, the runtime's ledger and the launches whose work the trace lacks.

A step is a ``ProfilerStep#k`` range. A GPU activity belongs to the step in which its launch was made, and to
the compiled graph whose call range (``inductor_probe::graph <cache key>``, on the launching thread) holds the
launch; anything else ran outside compiled graphs and is named by the ATen operator that launched it (the
innermost one), or else by the innermost range around the launch, or else by the launch call itself. On CPU
the rows are the direct children of a graph's call range (C++ kernels, extern calls) and, outside graphs, the
outermost ATen operators, on every thread.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pandas as pd

from inductor_probe._compat import strip_cpu_kernel_prefix
from inductor_probe._util import idle_attribution_on
from inductor_probe.analysis import idle, ledger, unseen, whatif
from inductor_probe.analysis.idle import idle_intervals
from inductor_probe.analysis.spans import host_spans
from inductor_probe.analysis.trace import (
    ROW_COLUMNS,
    OpIndex,
    TraceError,
    TraceSummary,
    cpu_row,
    load_events,
    parse_gpu,
    union_length,
    window_index,
)
from inductor_probe.ranges import GRAPH_RANGE_PREFIX, INDUCTOR_GRAPH_PREFIX, STEP_RANGE_PREFIX

RANGE_CATEGORIES = ("cpu_op", "user_annotation")


def step_windows(events: list[dict[str, Any]], steps: int | None = None) -> list[tuple[float, float]]:
    """The profiled steps' host ranges in time order (the first ``steps`` of them: a script's last
    range can be a step cut short by its end)."""
    wins = sorted(
        (float(e["ts"]), float(e["ts"]) + float(e.get("dur", 0)))
        for e in events
        if str(e.get("name", "")).startswith(STEP_RANGE_PREFIX) and e.get("cat") in RANGE_CATEGORIES
    )
    return wins if steps is None else wins[:steps]


def graph_key(name: str) -> str | None:
    """The graph a call range names: the tool's cache key, or ``fx:<key>`` for Inductor's own range."""
    if name.startswith(GRAPH_RANGE_PREFIX):
        return name[len(GRAPH_RANGE_PREFIX) :].strip()
    if name.startswith(INDUCTOR_GRAPH_PREFIX):
        return "fx:" + name[len(INDUCTOR_GRAPH_PREFIX) :].strip("# ").strip()
    return None


def _is_graph_range(e: dict[str, Any]) -> bool:
    return e.get("cat") in RANGE_CATEGORIES and graph_key(str(e.get("name", ""))) is not None


def graph_annotator(events: list[dict[str, Any]]) -> Callable[[dict[str, Any], dict[str, Any]], None]:
    """Sets a launch row's ``graph``; outside graphs, names an op-less launch by its innermost range."""
    graphs = OpIndex([e for e in events if _is_graph_range(e)])
    ranges = OpIndex(
        [
            e
            for e in events
            if e.get("cat") in RANGE_CATEGORIES
            and not _is_graph_range(e)
            and not str(e.get("name", "")).startswith(STEP_RANGE_PREFIX)
        ]
    )

    def annotate(launch: dict[str, Any], row: dict[str, Any]) -> None:
        tid, t = launch.get("tid"), float(launch["ts"])
        name = graphs.innermost(tid, t, GRAPH_RANGE_PREFIX) or graphs.innermost(tid, t, INDUCTOR_GRAPH_PREFIX)
        row["graph"] = graph_key(name) if name else None
        if row["graph"] is None and row["op"] is None:
            row["op"] = ranges.innermost(tid, t, "") or row["launch"]

    return annotate


def parse_step_trace(
    path: str | Path, device_type: str, steps: int | None = None, causes: bool = True
) -> TraceSummary:
    """Rows of the profiled steps (``call`` is the step), each with its ``graph`` key or None; ``causes``:
    also where the device idled, by cause (where idle attribution is on)."""
    return summary_of(load_events(path), path, device_type, steps, causes)


def windows_of(
    events: list[dict[str, Any]], path: str | Path, steps: int | None
) -> list[tuple[float, float]]:
    """The profiled steps' ranges (``step_windows``); a ``TraceError`` where the trace has none."""
    wins = step_windows(events, steps)
    if not wins:
        raise TraceError(
            path, f"no '{STEP_RANGE_PREFIX}' ranges; was it written by inductor-probe's step profiler?"
        )
    return wins


def summary_of(
    events: list[dict[str, Any]], path: str | Path, device_type: str, steps: int | None, causes: bool = True
) -> TraceSummary:
    """``parse_step_trace`` of a trace's events already read (``path``: named in an error)."""
    wins = windows_of(events, path, steps)
    if not causes or not idle_attribution_on():
        return (
            _cpu_rows(events, wins)
            if device_type == "cpu"
            else parse_gpu(events, wins, graph_annotator(events))
        )
    hosts = host_spans(events)  # read once for all
    runtime = ledger.profiled_calls(hosts, wins, events)
    if device_type == "cpu":
        summary = _cpu_rows(events, wins)
        busy = list(zip(summary.rows["ts_us"], summary.rows["ts_us"] + summary.rows["dur_us"], strict=True))
        return replace(summary, idle_us=idle.cpu_idle_intervals(events, wins, busy), runtime=runtime)
    summary = parse_gpu(events, wins, annotate=graph_annotator(events))
    return replace(
        summary,
        idle_us=idle_intervals(events, wins, hosts),
        sync_wait_us=idle.sync_wait_us(events, wins, hosts),
        graph_host_us=whatif.host_in_graphs_us(events, wins),
        runtime=runtime,
        launches=unseen.launches_seen(events, wins),
    )


def _cpu_rows(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> TraceSummary:
    """CPU: a graph's direct children and, outside graphs, the outermost ATen operators."""
    starts = [w[0] for w in wins]
    by_tid: dict[object, list[dict[str, Any]]] = defaultdict(list)
    for e in events:
        name = str(e.get("name", ""))
        if e.get("cat") in RANGE_CATEGORIES and not name.startswith(STEP_RANGE_PREFIX):
            by_tid[e.get("tid")].append(e)
    rows = []
    for evs in by_tid.values():
        evs.sort(key=lambda e: (float(e["ts"]), -float(e.get("dur", 0))))
        stack: list[tuple[float, str | None, bool]] = []  # (end, graph key if a graph range, taken)
        for e in evs:
            ts, dur = float(e["ts"]), float(e.get("dur", 0))
            while stack and stack[-1][0] <= ts:
                stack.pop()
            key = graph_key(str(e.get("name", "")))
            taken_above = any(s[2] for s in stack)
            graph = next((s[1] for s in reversed(stack) if s[1] is not None), None)
            if key is not None and graph is not None:
                key = graph  # Inductor's range inside the tool's: the same call, named by the tool's
            take = False
            call = window_index(wins, starts, ts)
            if key is None and not taken_above and call is not None:
                name = strip_cpu_kernel_prefix(str(e.get("name", "?")))
                if graph is not None and stack and stack[-1][1] == graph:
                    take = True  # a direct child of the graph's call range
                elif graph is None and name.startswith("aten::"):
                    take = True
                if take:
                    rows.append(cpu_row(call, name, ts, dur, graph, e.get("args")))
            stack.append((ts + dur, key, take))
    df = pd.DataFrame(rows, columns=ROW_COLUMNS)
    df["stream_us"] = df["dur_us"]
    df["gap_excess_us"] = 0.0
    window = sum(e - s for s, e in wins)
    return TraceSummary(df, len(wins), window, step_busy(df, wins[0][0]), "cpu", windows=tuple(wins))


def step_busy(df: pd.DataFrame, origin: float) -> float:
    if df.empty:
        return 0.0
    rel = df["ts_us"] - origin  # trace timestamps are ~1e12 µs: relative for precision
    return union_length(list(zip(rel, rel + df["dur_us"], strict=True)))
