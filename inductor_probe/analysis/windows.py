"""The lean window's summary (issue 57) and each profiled window's stretch.

The lean window's trace (``_compat/lean.py``) is parsed as the rich one's is (``analysis/step_trace.py``: rows
by step and graph, idle by cause, the syncs' wait, the host's time in graphs, the launches), its idle named by
the rich window's through ``analysis/lean.Join``. ``profiled_windows`` says each window's median step against
the unprofiled wall (``run/windows.WindowRow``).
"""

from __future__ import annotations

import statistics
from dataclasses import replace
from pathlib import Path
from typing import Any

from inductor_probe.analysis import anchored, idle, modeled, unseen, whatif
from inductor_probe.analysis.lean import Join
from inductor_probe.analysis.spans import host_spans
from inductor_probe.analysis.step import steps_us, window_median_us
from inductor_probe.analysis.step_trace import graph_annotator, windows_of
from inductor_probe.analysis.trace import TraceSummary, parse_gpu
from inductor_probe.run.windows import WindowRow
from inductor_probe.vocab import ProfileWindow

LEAN_GIVES = "busy, idle by cause and the syncs, each graph's and outside's share, the launches"
RICH_GIVES = (
    "kernel tables and categories, library calls' FLOPs, ops by name, the module map, the runtime split"
)


def lean_summary(
    events: list[dict[str, Any]],
    path: str | Path,
    device_type: str,
    steps: int | None,
    rich: tuple[list[dict[str, Any]], list[tuple[float, float]]] | None,
) -> tuple[TraceSummary, Join | None]:
    """The lean window's summary; ``rich``: the rich window's events and step ranges, which name its idle
    (None: the lean window alone, its idle named by what it holds). On a CPU only its step ranges (the
    stretch): its kernels are the ops it does not record. A lean window that recorded its steps' launches but
    not their kernels gets its warm-up step's placed on them (``analysis/modeled.py``)."""
    wins = windows_of(events, path, steps)
    if device_type == "cpu":
        return TraceSummary(parse_gpu([], wins).rows, len(wins), 0.0, 0.0, "cpu", windows=tuple(wins)), None
    placed = None
    anchoring = anchored.anchor(events, wins)  # steps run after CUPTI was let go: the warm-up step's calls
    events = anchoring.events
    source = modeled.warmup(events, wins)
    if source is not None:
        placed, kernels = modeled.model(events, wins, events, [source])
        placed = replace(placed, anchored=anchoring.anchored, unanchored=anchoring.unanchored)
        events = events + kernels
    summary = parse_gpu(events, wins, annotate=graph_annotator(events))
    hosts = host_spans(events)
    join = Join(events, wins, rich[0], rich[1]) if rich is not None else None
    return (
        replace(
            summary,
            idle_us=idle.idle_intervals(events, wins, hosts, join),
            sync_wait_us=idle.sync_wait_us(events, wins, hosts),
            graph_host_us=whatif.host_in_graphs_us(events, wins),
            launches=unseen.launches_seen(events, wins),
            modeled=placed,
        ),
        join,
    )


def step_ms(t: TraceSummary) -> float:
    """A window's median step, ms (``analysis/step.window_median_us``)."""
    return window_median_us(t, list(t.windows)) / 1e3


def profiled_windows(
    summary: TraceSummary | None,
    lean: TraceSummary | None,
    wall_ms: float | None,
    lean_ref_ms: list[float] | None = None,
    lean_after_ms: list[float] | None = None,
    lean_timed_ms: list[float] | None = None,
) -> list[WindowRow]:
    """The step's profiled windows: ``summary`` the rich one's (None: none ran), ``lean`` the lean one's;
    ``lean_ref_ms`` and ``lean_after_ms``: the unprofiled steps timed right before the lean window and right
    after it, whose median its stretch is against (the step's wall where there are none), and how far the
    host's speed moved from those before to those after (``drift_pct``); ``lean_timed_ms``: the lean window's
    steps timed as those are (its stretch is their median against them, where both are there)."""
    ref_ms = [*(lean_ref_ms or []), *(lean_after_ms or [])]

    def row(kind: ProfileWindow, t: TraceSummary, gives: str) -> WindowRow:
        ref = statistics.median(ref_ms) if kind == ProfileWindow.LEAN and ref_ms else None
        timed = lean_timed_ms if kind == ProfileWindow.LEAN and ref is not None and lean_timed_ms else None
        each = [x / 1e3 for x in steps_us(t, list(t.windows))]
        w = WindowRow(
            kind=kind,
            steps=len(t.windows),
            ms=step_ms(t),
            stretch=None,
            trace=None,
            gives=gives,
            steps_ms=each,
            reference_ms=ref,
            reference_steps=len(ref_ms) if ref is not None else None,
            reference_after=len(lean_after_ms or []) if ref is not None and lean_after_ms else None,
            reference_steps_ms=ref_ms if ref is not None else None,
            drift_pct=_drift_pct(lean_ref_ms, lean_after_ms) if ref is not None else None,
            timed_ms=timed,
            kernels=t.modeled if kind == ProfileWindow.LEAN else None,
        )
        against = ref or wall_ms  # its steps timed as the reference's are, where they were
        w.stretch = w.timed_median_ms() / against if against else None
        return w

    if lean is None:
        return [row(ProfileWindow.RICH, summary, "every figure")] if summary is not None else []
    if summary is None:
        return [row(ProfileWindow.LEAN, lean, "every figure (no rich window: no ops, shapes or lines)")]
    if lean.device_type == "cpu":  # no GPU work to time: the lean window says its stretch alone
        return [
            row(ProfileWindow.LEAN, lean, "its stretch"),
            row(ProfileWindow.RICH, summary, "every figure"),
        ]
    return [
        row(ProfileWindow.LEAN, lean, LEAN_GIVES),
        row(ProfileWindow.RICH, summary, RICH_GIVES + ", the user's lines behind idle"),
    ]


def _drift_pct(before: list[float] | None, after: list[float] | None) -> float | None:
    """The median step timed after the lean window against the median before it, %: how far the host's speed
    moved while the window ran (None without steps on both sides)."""
    if not before or not after:
        return None
    return 100.0 * (statistics.median(after) / statistics.median(before) - 1.0)
