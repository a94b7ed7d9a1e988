"""Can the lean window's steps be read without CUPTI in them (issue 57, ``analysis/anchored.py``)? Offline, on
a lean trace whose steps were all recorded (``INDUCTOR_PROBE_LEAN_KERNELS=recorded``): the trace read through
the tool's own analysis (``analysis.windows.lean_summary``, the lean window alone) as recorded, and as the
anchored window leaves it: the steps' calls and GPU work taken out (CUPTI let go after the warm-up step), the
tool's ranges (step boundaries, each graph call's readings, its drain) kept.

Prints, for both (``modeled_check.said``): busy and idle a step, each step, idle by cause (the largest five),
the kernel model's figures; and the anchored less the recorded.

    python benchmarks/anchored_check.py TRACE.json[.gz] [...]
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inductor_probe.analysis.step_trace import windows_of
from inductor_probe.analysis.trace import DEVICE_ACTIVITIES, LAUNCH_CATEGORIES, load_events
from inductor_probe.ranges import DRAIN_RANGE, RECORD_RANGE, STEP_RANGE_PREFIX

sys.path.insert(0, str(Path(__file__).resolve().parent))
from modeled_check import said


def _call(e: dict[str, Any]) -> bool:
    return e.get("cat") in LAUNCH_CATEGORIES and e.get("ph") == "X"


def _corr(e: dict[str, Any]) -> Any:
    return (e.get("args") or {}).get("correlation")


def as_anchored(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> list[dict[str, Any]]:
    """What an anchored window's trace holds of the same steps: the warm-up step's calls and GPU work, none of
    its steps' (``tests/analysis/test_anchored.py`` reads its traces so)."""
    steps = {_corr(e) for e in events if _call(e) and e["ts"] >= wins[0][0]}

    def kept(e: dict[str, Any]) -> bool:
        if _call(e):
            return e["ts"] < wins[0][0]
        return not (e.get("cat") in DEVICE_ACTIVITIES and _corr(e) in steps)

    return [e for e in events if kept(e)]


def recorded_after(
    events: list[dict[str, Any]], wins: list[tuple[float, float]], later_us: float = 200_000.0
) -> list[dict[str, Any]]:
    """What a window that records its source step after its steps holds of the same steps
    (``RECORD_RANGE``): the last step, up to the tool's drain in it, recorded (its range the recording
    step's, its drain and what it waited for left out) and moved ``later_us`` later (the steps timed after
    the window's steps run between: 0.2 s on an H200's planted loop, call 66); the steps before it, and the
    warm-up step, without their calls and GPU work (nothing attached before the recording step); the tool's
    ranges kept."""
    a, b = wins[-1]
    drain = min((e["ts"] for e in events if e.get("name") == DRAIN_RANGE and a <= e["ts"] < b), default=b)
    kept = {_corr(e) for e in events if _call(e) and a <= e["ts"] < drain}

    def moved(e: dict[str, Any]) -> dict[str, Any]:
        mine = (a <= e.get("ts", 0) < drain and e.get("ph") == "X") or _corr(e) in kept
        return dict(e, ts=e["ts"] + later_us) if mine and "ts" in e else e

    def keep(e: dict[str, Any]) -> bool:
        if e.get("name") == DRAIN_RANGE:
            return False
        if _call(e):
            return _corr(e) in kept
        return not (e.get("cat") in DEVICE_ACTIVITIES and _corr(e) not in kept)

    out = []
    for e in filter(keep, events):
        if str(e.get("name", "")).startswith(STEP_RANGE_PREFIX) and e["ts"] == a:
            e = dict(e, name=RECORD_RANGE, dur=drain - a)
        out.append(moved(e))
    return out


def main(paths: list[Path]) -> int:
    for path in paths:
        events = load_events(path)
        wins = windows_of(events, path, None)
        median = statistics.median(b - a for a, b in wins) / 1e3
        print(f"{path.name}: {len(wins)} steps, median {median:.3f} ms")
        busy, idle = said("recorded", events, path, wins, None)
        a_busy, a_idle = said("anchored", as_anchored(events, wins), path, wins, None)
        pct = (a_busy / busy - 1) * 100 if busy else 0.0
        less = f"busy {a_busy - busy:+.3f} ms/step ({pct:+.1f}%), idle {a_idle - idle:+.3f}"
        print(f"  anchored less recorded: {less}")
    return 0


if __name__ == "__main__":
    sys.exit(main([Path(p) for p in sys.argv[1:]]))
