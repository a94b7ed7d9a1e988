"""The line that made each Python call, written into the step trace (``args["Caller"]``).

A Chrome trace names a Python event by its own frame, so the innermost frame of the user's code around an
idle moment says which function it was in, not which line: a training loop's ``loss.item()`` reads as the
line the loop was at when profiling began. The profiler's event tree has each call's caller; this joins it
to the trace's ``python_function`` events (by name, in time order) so that ``analysis/idle.py`` can name
the line of the user's code that made the call.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from inductor_probe.ranges import CALLER_ARG


def annotate(trace: Path, callers: list[tuple[str, int, str, int]]) -> int:
    """Add ``"Caller": "file:line"`` to the trace's Python events; returns how many were annotated.

    Events are paired per name in time order; a name whose counts differ between the trace and the tree is
    left alone (no guess)."""
    if not callers:
        return 0
    doc = json.loads(trace.read_text())
    events = doc.get("traceEvents", []) if isinstance(doc, dict) else doc
    in_trace: dict[str, list[dict]] = defaultdict(list)
    for e in events:
        if isinstance(e, dict) and e.get("cat") == "python_function":
            in_trace[str(e.get("name"))].append(e)
    in_tree: dict[str, list[tuple[int, str, int]]] = defaultdict(list)
    for name, start, path, line in callers:
        in_tree[name].append((start, path, line))
    done = 0
    for name, evs in in_trace.items():
        tree = sorted(in_tree.get(name, []))
        if len(tree) != len(evs):
            continue
        for e, (_, path, line) in zip(sorted(evs, key=lambda e: float(e.get("ts", 0.0))), tree, strict=True):
            e.setdefault("args", {})[CALLER_ARG] = f"{path}:{line}"
            done += 1
    if done:
        tmp = trace.with_name(trace.name + ".callers")
        tmp.write_text(json.dumps(doc))
        tmp.replace(trace)
    return done
