"""The lean window's modeled kernels against recorded ones (issue 57, ``analysis/modeled.py``), offline, on a
run whose lean window recorded every kernel (the default): the trace read as recorded, and again with the
steps' kernels taken out and the warm-up step's placed on their launches, as a run with
``INDUCTOR_PROBE_LEAN_KERNELS=modeled`` reads its own. Prints, for both: busy, idle by cause (total and the
largest five), each step's length; and each kernel's modeled start less its recorded start (the launch's
correlation and its place among the launch's kernels): median, IQR, 5th-95th percentile.

    python benchmarks/modeled_check.py RUN_DIR          # its lean window (traces/step_lean.json)
    python benchmarks/modeled_check.py --rich RUN_DIR   # its rich window (step.json), step 1 the source
    python benchmarks/modeled_check.py --self RUN_DIR   # its rich window, every step its own source

``--rich`` on a run without a lean window (the H100 runs kept in the tree): the rich window's first step
stands for the warm-up step; ``--self``: the placing alone (each kernel's duration its own).
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inductor_probe.analysis import modeled
from inductor_probe.analysis.step import steps_us
from inductor_probe.analysis.step_trace import windows_of
from inductor_probe.analysis.trace import LAUNCH_CATEGORIES, load_events
from inductor_probe.analysis.windows import lean_summary
from inductor_probe.ranges import STEP_RANGE_PREFIX


def _trace(run: Path, name: str) -> Path:
    for p in (run / "traces" / name, run / "traces" / f"{name}.gz"):
        if p.exists():
            return p
    raise SystemExit(f"{run}: no traces/{name}")


def _without_step_kernels(events: list[dict], begin: float) -> list[dict]:
    """The trace with the kernels of launches at or after ``begin`` taken out."""
    late = {
        (e.get("args") or {}).get("correlation")
        for e in events
        if e.get("cat") in LAUNCH_CATEGORIES and float(e.get("ts", 0)) >= begin
    }
    return [e for e in events if not (e.get("cat") == "kernel" and e["args"].get("correlation") in late)]


def _by_launch(events: list[dict]) -> dict:
    """(correlation, i-th of its kernels) -> start: a CUDA graph's kernels share one correlation."""
    seen: dict = {}
    out = {}
    for e in sorted((e for e in events if e.get("cat") == "kernel"), key=lambda e: float(e["ts"])):
        c = (e.get("args") or {}).get("correlation")
        out[(c, seen.setdefault(c, 0))] = float(e["ts"])
        seen[c] += 1
    return out


def said(label: str, events: list[dict], path: Path, wins: list, rich: tuple | None) -> tuple[float, float]:
    """The window's busy and idle a step (ms), printed with its steps, its five largest causes and, where its
    kernels were modeled, the model's figures."""
    s, _ = lean_summary(events, path, "cuda", len(wins), rich)
    n = len(s.windows)
    idle = sorted(((sum(v), k) for k, v in (s.idle_us or {}).items()), reverse=True)
    steps = [x / 1e3 for x in steps_us(s, list(s.windows))]
    busy, idle_ms = s.busy_us / 1e3 / n, sum(u for u, _ in idle) / 1e3 / n
    print(
        f"{label}: busy {busy:.3f} ms/step, idle {idle_ms:.3f} ms/step, steps (ms) "
        + " ".join(f"{x:.3f}" for x in steps)
    )
    for u, k in idle[:5]:
        print(f"    {u / 1e3 / n:.3f} ms/step  {k[0]} {k[1]} {k[2]}")
    if s.modeled is not None:
        m = s.modeled
        print(
            f"    placed {m.placed}, unmatched {m.unmatched}, anchored steps {m.anchored} (unanchored "
            f"{m.unanchored}), latency {m.latency_us:.2f} us, gap {m.queue_gap_us:.2f} us, backlog "
            f"{m.backlog_us:.1f} us, late {m.late_us / 1e3:.3f} ms"
        )
    return busy, idle_ms


def main(run: Path, mode: str) -> int:
    path = _trace(run, "step_lean.json" if mode == "lean" else "step.json")
    events = load_events(path)
    if mode == "rich":  # step 1's range taken out: it is the warm-up step, the steps from 2 on
        ranges = [e for e in events if str(e.get("name", "")).startswith(STEP_RANGE_PREFIX)]
        first = min(ranges, key=lambda e: float(e["ts"]))
        events = [e for e in events if e is not first]
    wins = windows_of(events, path, None)
    if mode == "self":
        bare = [e for e in events if e.get("cat") != "kernel"]
        m, kernels = modeled.model(bare, wins, events, wins)
        said("recorded", events, path, wins, None)
        print("modeled: (placed from its own kernels)")
    else:
        bare = _without_step_kernels(events, wins[0][0])
        source = modeled.warmup(bare, wins)
        assert source is not None, "no warm-up kernels before the steps"
        m, kernels = modeled.model(bare, wins, bare, [source])
        said("recorded", events, path, wins, None)
        said("modeled", bare, path, wins, None)
    recorded, placed = _by_launch(events), _by_launch(kernels)
    err = sorted(t - recorded[k] for k, t in placed.items() if k in recorded)
    if err:
        q = statistics.quantiles(err, n=20)
        print(
            f"kernel start, modeled less recorded ({len(err)} kernels): "
            f"median {statistics.median(err):.1f} us, IQR {q[4]:.1f} to {q[14]:.1f} us, "
            f"5th-95th {q[0]:.1f} to {q[18]:.1f} us"
        )
    return 0


if __name__ == "__main__":
    flags = sys.argv[1:-1]
    mode = "self" if "--self" in flags else "rich" if "--rich" in flags else "lean"
    sys.exit(main(Path(sys.argv[-1]), mode))
