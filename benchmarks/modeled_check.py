"""The lean window's modeled kernels against its recorded ones (issue 57, ``analysis/modeled.py``), offline,
on a run whose lean window recorded its kernels (the default): the lean trace read as recorded, and again
with its kernels taken out and the rich window's placed on its launches.
Prints, for both: busy, the idle by cause (total and the largest five), each step's length; and each kernel's
modeled start less its recorded start (matched by the launch's correlation): median, IQR, 95th percentile.

    python benchmarks/modeled_check.py RUN_DIR
    python benchmarks/modeled_check.py --self RUN_DIR

``--self``: a run's rich window against itself, its kernels taken out and placed again from its own (the
placing alone, on any run's trace).
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inductor_probe.analysis import modeled
from inductor_probe.analysis.step import steps_us
from inductor_probe.analysis.step_trace import windows_of
from inductor_probe.analysis.trace import load_events
from inductor_probe.analysis.windows import lean_summary


def _trace(run: Path, name: str) -> Path:
    for p in (run / "traces" / name, run / "traces" / f"{name}.gz"):
        if p.exists():
            return p
    raise SystemExit(f"{run}: no traces/{name}")


def main(run: Path, itself: bool = False) -> int:
    rich_path = _trace(run, "step.json")
    lean_path = rich_path if itself else _trace(run, "step_lean.json")
    rich, lean = load_events(rich_path), load_events(lean_path)
    rich_wins = windows_of(rich, rich_path, None)
    bare = [e for e in lean if e.get("cat") != "kernel"]
    assert modeled.needed(bare), "the lean trace holds no launches"
    for label, events in (("recorded", lean), ("modeled", bare)):
        s, _ = lean_summary(events, lean_path, "cuda", None, (rich, rich_wins))
        idle = sorted(((sum(v), k) for k, v in (s.idle_us or {}).items()), reverse=True)
        steps = [x / 1e3 for x in steps_us(s, list(s.windows))]
        print(
            f"{label}: busy {s.busy_us / 1e3 / len(s.windows):.3f} ms/step, idle "
            f"{sum(u for u, _ in idle) / 1e3 / len(s.windows):.3f} ms/step, steps (ms) "
            + " ".join(f"{x:.3f}" for x in steps)
        )
        for u, k in idle[:5]:
            print(f"    {u / 1e3 / len(s.windows):.3f} ms/step  {k[0]} {k[1]} {k[2]}")
        if s.modeled is not None:
            m = s.modeled
            print(
                f"    placed {m.placed}, unmatched {m.unmatched}, latency {m.latency_us:.2f} us, "
                f"streams {m.streams}, late {m.late_us / 1e3:.3f} ms"
            )
    wins = windows_of(lean, lean_path, None)
    m = modeled.model(bare, wins, rich, rich_wins)

    def by_launch(events):  # (correlation, i-th of its kernels) -> start: a CUDA graph's share one
        seen: dict = {}
        out = {}
        for e in sorted((e for e in events if e.get("cat") == "kernel"), key=lambda e: float(e["ts"])):
            c = (e.get("args") or {}).get("correlation")
            out[(c, seen.setdefault(c, 0))] = float(e["ts"])
            seen[c] += 1
        return out

    recorded, placed = by_launch(lean), by_launch(m.events)
    err = sorted(t - recorded[k] for k, t in placed.items() if k in recorded)
    if err:
        q = statistics.quantiles(err, n=20)
        print(
            f"kernel start, modeled less recorded ({len(err)} kernels): "
            f"median {statistics.median(err):.1f} us, "
            f"IQR {q[4]:.1f} to {q[14]:.1f} us, 5th-95th {q[0]:.1f} to {q[18]:.1f} us"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[-1]), "--self" in sys.argv[1:-1]))
