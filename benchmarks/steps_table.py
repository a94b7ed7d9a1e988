"""Issue 38: the tool's wall per step against the plain loop's own timing around it, from an unpacked
``benchmarks/step_loops_gpu_check.sh`` pack (phase ``single``: ``truth_NAME_1``, the tool's ``NAME_1``,
``truth_NAME_2``, ``NAME_2``, ``truth_NAME_3``), as a markdown table.

    python benchmarks/steps_table.py PACK_DIR [NAME ...]
    python benchmarks/steps_table.py --same-run FOLDER NAME ...     # the script's --time in the tool's run
"""

from __future__ import annotations

import json
import re
import statistics
import sys
from pathlib import Path

from benchmarks.step_json import flat


def truth(pack: Path, name: str, i: int) -> float | None:
    f = pack / f"truth_{name}_{i}.txt"
    m = re.search(r"truth: median ([0-9.]+) ms", f.read_text()) if f.exists() else None
    return float(m.group(1)) if m else None


def row(pack: Path, name: str, i: int) -> str | None:
    f = pack / f"{name}_{i}" / "run.json"
    if not f.exists():
        return None
    s = json.loads(f.read_text())["step"]
    s = {**s, **(s.get("script") or {})}  # a script's side (nested since issue 59; flat before)
    before, after = truth(pack, name, i), truth(pack, name, i + 1)
    near = [t for t in (before, after) if t]
    off = f"{100 * (s['wall_ms'] / statistics.mean(near) - 1):+.1f}%" if near else "-"
    calls = ", ".join(f"{g['label']} {g['calls_per_step']:g}" for g in s["graphs"])
    cut = s.get("boundary") + (f" (period {s['period']})" if s.get("period", 1) > 1 else "")
    cost = s.get("tool_us")
    pct = f"{cost:.1f} µs ({100 * cost / 1e3 / s['wall_ms']:.2f}%)" if cost is not None else "-"
    return (
        f"| {name} #{i} | {cut} | {calls} | {s['wall_ms']:.2f} (spread {s.get('wall_spread_pct') or 0:.0f}%) "
        f"| {before or '-'} | {after or '-'} | {off} | {s['accounted_pct']:.1f} | {pct} | "
        f"{len(s.get('step_checks') or [])} |"
    )


def main(argv: list[str]) -> int:
    if argv[0] == "--same-run":
        same_run(Path(argv[1]), argv[2:])
        return 0
    pack = Path(argv[0])
    names = argv[1:] or sorted(
        {p.name.rsplit("_", 1)[0] for p in pack.iterdir() if (p / "run.json").exists()}
    )
    print(
        "| run | cut at | graph calls per step | the tool's wall ms | plain before | plain after | tool vs "
        "mean of the two | accounted % | the tool's own cost per step | steps unlike the others |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name in names:
        for i in (1, 2):
            if (r := row(pack, name, i)) is not None:
                print(r)
    return 0


def _aligned(walls: list[float], own: list[float], tol: float = 0.01) -> list[tuple[float, float]]:
    """The tool's timed steps paired with the script's own timings of the same steps: the offset (3 pairs at
    least) whose median disagreement is least, and under ``tol``. The two cut at nearly the same place, so the
    same step's walls agree to a fraction of a percent, while a neighbour's differ by the loop's own jitter:
    the least disagreement finds the same steps where the most pairs would not (a loop's steps after the
    profiler are as long as the timed ones, and more of them line up, 4% apart). The script's step that holds
    the profiler's start, right after the tool's last timed step, is left out where it is more than ``tol``
    off (7-21% longer in the loops' CPU runs)."""
    best: tuple[float, list] = (float("inf"), [])
    for off in range(-len(walls), len(own)):
        pairs = [(w, own[off + j]) for j, w in enumerate(walls) if 0 <= off + j < len(own)]
        if len(pairs) < 3:
            continue
        err = statistics.median(abs(a / b - 1) for a, b in pairs)
        if err < tol and err < best[0]:
            best = (err, pairs)
    pairs = best[1]
    if len(pairs) > 3 and abs(pairs[-1][0] / pairs[-1][1] - 1) > tol:
        pairs = pairs[:-1]  # the script's step after the tool's last timed one holds the profiler's start
    return pairs


def same_run(folder: Path, names: list[str]) -> None:
    """Runs made with the script's own ``--time`` (``NAME/run.json`` and ``NAME.truth``: its ``truth:`` line
    from the run's driver.log): the tool's timed steps beside the script's own CUDA-event timing of the same
    steps in the same process (``_aligned``)."""
    print(
        "| run | cut at | the tool's timed steps (ms) | the script's own timing of those steps (ms) | "
        "medians: tool, script, difference |"
    )
    print("|---|---|---|---|---|")
    for name in names:
        s = json.loads((folder / name / "run.json").read_text())["step"]
        s = {**s, **(s.get("script") or {})}
        own = [float(x) for x in (folder / f"{name}.truth").read_text().split(":", 2)[2].split()]
        pairs = _aligned(flat(s)["wall_blocks_ms"], own)
        a, b = statistics.median(p[0] for p in pairs), statistics.median(p[1] for p in pairs)
        print(
            f"| {name} | {s['boundary']} | {', '.join(f'{p[0]:.3f}' for p in pairs)} | "
            f"{', '.join(f'{p[1]:.3f}' for p in pairs)} | {a:.3f}, {b:.3f}, {100 * (a / b - 1):+.2f}% |"
        )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
