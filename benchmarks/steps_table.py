"""Issue 38: the tool's wall per step against the plain loop's own timing around it, from an unpacked
``benchmarks/step_loops_gpu_check.sh`` pack (phase ``single``: ``truth_NAME_1``, the tool's ``NAME_1``,
``truth_NAME_2``, ``NAME_2``, ``truth_NAME_3``), as a markdown table.

    python benchmarks/steps_table.py PACK_DIR [NAME ...]
"""

from __future__ import annotations

import json
import re
import statistics
import sys
from pathlib import Path


def truth(pack: Path, name: str, i: int) -> float | None:
    f = pack / f"truth_{name}_{i}.txt"
    m = re.search(r"truth: median ([0-9.]+) ms", f.read_text()) if f.exists() else None
    return float(m.group(1)) if m else None


def row(pack: Path, name: str, i: int) -> str | None:
    f = pack / f"{name}_{i}" / "run.json"
    if not f.exists():
        return None
    s = json.loads(f.read_text())["step"]
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


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
