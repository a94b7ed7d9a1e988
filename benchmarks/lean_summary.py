"""Reads runs of issue 57's GPU check (benchmarks/lean_gpu_check.sh): each run's profiled windows (median step
against the unprofiled median, same process), its trust line, and for a planted-causes run the idle the tool
gives the planted line against the plant's cost measured by the plain loop (benchmarks/planted_causes.py).

    python benchmarks/lean_summary.py windows RUN_DIR [TRUTH_FILE]
    python benchmarks/lean_summary.py planted KIND RUN_DIR TRUTH_FILE
    python benchmarks/lean_summary.py brought RUN_DIR TEXT HTML   (the report's busy brought to the wall, said
                                                                  in its text, JSON and HTML alike)
"""

from __future__ import annotations

import json
import re
import statistics
import sys
from pathlib import Path

from benchmarks.step_json import flat


def _step(run: Path) -> dict:
    m = json.loads((run / "run.json").read_text())
    if m.get("ranks"):  # a job: rank 0's run
        first = m["ranks"][0]
        return json.loads((run / first["dir"] / "run.json").read_text())["step"]
    return m["step"]


def _truth(path: Path | None) -> str:
    if path is None or not path.exists():
        return ""
    got = [line for line in path.read_text().splitlines() if line.startswith("truth")]
    return got[0] if got else ""


def _calls(run: Path, w: dict) -> str:
    """What the lean trace says of its runtime and driver calls (narrowed, or all and why)."""
    path = run / (w.get("trace") or "traces/step_lean.json")
    try:
        from inductor_probe._compat.chrome_trace import load_json

        trace = load_json(path)
        return f"{trace.get('inductor_probe_calls') or 'not said'}; CUPTI {trace.get('inductor_probe_cupti')}"
    except (OSError, ValueError):
        return "trace not read"


def windows(run: Path, truth: Path | None) -> None:
    s = _step(run)
    ws = {w["kind"]: w for w in flat(s).get("windows") or []}
    parts = [f"wall {s['wall_ms']:.3f} ms (spread {s.get('wall_spread_pct') or 0:.1f}%)"]
    for k in ("lean", "rich"):
        if k in ws:
            w = ws[k]
            parts.append(f"{k} {w['ms']:.3f} ms = {w['stretch']:.3f}x ({w['steps']} steps)")
            if w.get("reference_ms"):
                wall = s["wall_ms"]
                parts[-1] += (
                    f" against {w['reference_ms']:.3f} ms, {w['reference_steps']} steps around it "
                    f"({w.get('reference_after') or 0} after; drift {w.get('drift_pct') or 0:+.1f}%); "
                    f"{w['ms'] / wall:.3f}x the wall"
                )
                each = " ".join(f"{x:.2f}" for x in w.get("reference_steps_ms") or [])
                parts[-1] += f"; reference steps (ms) {each}"
            if k == "lean" and w.get("steps_ms"):
                parts[-1] += "; its steps (ms) " + " ".join(f"{x:.2f}" for x in w["steps_ms"])
                parts[-1] += f"; calls {_calls(run, w)}"
    print(f"{run.name}: " + "; ".join(parts))
    t = _truth(truth)
    if t:
        print(f"  plain loop {t[:90]}")
    for t in flat(s).get("trust") or []:
        print(f"  trust {'held' if t['held'] else 'NOT HELD'}: {t['what']}: {t['text'][:160]}")
    idle = s.get("idle") or {}
    causes = idle.get("causes") or []
    top = ", ".join(
        " ".join(filter(None, (c["cause"], c.get("source") or c.get("graph"), f"{c['ms']:.3f}")))
        for c in causes[:5]
    )
    print(f"  idle {s.get('idle_ms') or 0:.3f} ms/step: {top}")


def same_steps(steps: Path, timed: list[float]) -> str:
    """The planted script's own truth for the lean window's steps (``planted_causes.py --steps-out``): its
    steps found among the script's by their times (each step timed by the tool's CUDA events at its boundaries
    and by the script's at its end, the same steps a few µs apart), the GPU's idle after each one's blocks."""
    got = json.loads(steps.read_text())
    mine, idle, n = got["steps_ms"], got["idle_ms"], len(timed)
    if not timed or len(mine) < n:
        return "no same-run truth (too few steps)"
    off = min(range(len(mine) - n + 1), key=lambda k: sum(abs(mine[k + j] - t) for j, t in enumerate(timed)))
    miss = max(abs(mine[off + j] - t) for j, t in enumerate(timed))
    gaps = idle[off : off + n]
    return (
        f"the same run's own truth over the window's {n} steps (the script's steps {off + 2}-{off + n + 1}, "
        f"each within {miss * 1e3:.0f} µs of the tool's timing): idle {statistics.mean(gaps):.3f} ms/step "
        f"(median {statistics.median(gaps):.3f}, {min(gaps):.3f}-{max(gaps):.3f})"
    )


def planted(kind: str, run: Path, truth: Path, steps: Path | None = None) -> None:
    text = truth.read_text()
    line = re.search(rf"^planted: {kind} (\S+)$", text, re.M)
    cost = re.search(rf"^truth {kind}: .* cost (-?[\d.]+) ms(?:; .* idle (-?[\d.]+) ms)?", text, re.M)
    where = line[1] if line else "?"
    s = _step(run)
    causes = (s.get("idle") or {}).get("causes") or []
    at = [c for c in causes if (c.get("source") or "").startswith(where)]
    got = sum(c["ms"] for c in at)
    # the GPU idle the plant makes (the gap's truth) where the truth has it, else its cost to the step
    planted_ms = float(cost[2] or cost[1]) if cost else float("nan")
    what = "makes the GPU idle" if cost and cost[2] else "costs"
    err = 100.0 * (got - planted_ms) / planted_ms if planted_ms else float("nan")
    ws = {w["kind"]: w for w in flat(s).get("windows") or []}
    figures = "lean" if "lean" in ws and ws["lean"]["gives"] != "its stretch" else "rich"
    print(
        f"{kind} ({figures} window's figures, {run.name}): the tool gives {where} {got:.3f} ms/step "
        f"({', '.join(c['cause'] + ' ' + str(c.get('source')) for c in at) or 'no row'}); "
        f"the plant {what} {planted_ms:.3f} ms/step (plain loop): {err:+.1f}%; "
        f"idle {s.get('idle_ms') or 0:.3f} ms, wall {s['wall_ms']:.3f} ms"
    )
    if steps is not None and steps.exists() and "lean" in ws:
        print(
            f"  {kind}: {same_steps(steps, ws['lean'].get('timed_ms') or [])}; the tool {got:.3f} at the line"
        )


def job(run: Path) -> None:
    """Each rank's windows (a job's run: its ranks' own run.json)."""
    m = json.loads((run / "run.json").read_text())
    for r in m.get("ranks") or []:
        path = run / r["dir"] / "run.json"
        if not path.exists():
            print(f"rank {r['rank']}: no run.json here ({r.get('note') or r.get('host') or ''})")
            continue
        s = json.loads(path.read_text()).get("step") or {}
        ws = {w["kind"]: w for w in flat(s).get("windows") or []}
        got = "; ".join(f"{k} {w['ms']:.3f} ms = {w['stretch']:.3f}x" for k, w in ws.items() if w["stretch"])
        print(f"rank {r['rank']}: wall {s.get('wall_ms') or 0:.3f} ms; {got}")


def brought(run: Path, text: Path, html: Path) -> None:
    """A GPU-bound step's busy brought to the wall (``step.profiled.brought_to_wall``) and whether its text
    and HTML report say so (the sentence is said from 1%)."""
    f = flat(_step(run)).get("brought_to_wall")
    said = "brought to the unprofiled wall"
    where = [n for n, p in (("text", text), ("html", html)) if p.exists() and said in p.read_text()]
    print(f"brought_to_wall: {f if f is None else round(f, 4)}; said in: {', '.join(where) or 'neither'}")


if __name__ == "__main__":
    if sys.argv[1] == "brought":
        brought(Path(sys.argv[2]), Path(sys.argv[3]), Path(sys.argv[4]))
    elif sys.argv[1] == "job":
        job(Path(sys.argv[2]))
    elif sys.argv[1] == "windows":
        windows(Path(sys.argv[2]), Path(sys.argv[3]) if len(sys.argv) > 3 else None)
    else:
        planted(
            sys.argv[2],
            Path(sys.argv[3]),
            Path(sys.argv[4]),
            Path(sys.argv[5]) if len(sys.argv) > 5 else None,
        )
