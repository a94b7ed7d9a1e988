"""Each rank's wall as the tool timed it beside the loop's own CUDA-event timing of the very same steps,
in the same run (the script's ``--time`` lines, ``truth rank R steps: ...``, from the job's driver logs),
for a job of one host or of several: every host's run folder given, each rank's step read from the first
folder's run.json, its truth from whichever folder's logs have it. Reads JSON and logs alone (no tool code).

    python benchmarks/job_same_steps.py RUN [RUN ...]
"""

from __future__ import annotations

import json
import re
import statistics
import sys
from pathlib import Path

from benchmarks.step_json import flat
from benchmarks.steps_table import _aligned


def compare(runs: list[Path]) -> list[str]:
    logs = "\n".join(p.read_text(errors="replace") for run in runs for p in run.rglob("*.log"))
    out = []
    for r in json.loads((runs[0] / "run.json").read_text())["ranks"]:
        step = r["step"] or {}
        walls = flat(step).get("wall_blocks_ms") or []
        m = re.search(rf"truth rank {r['rank']} steps: (.*)", logs)
        own = [float(x) for x in m.group(1).split()] if m else []
        pairs = _aligned(walls, own, 0.05)
        if not pairs:
            tool = [round(w, 3) for w in walls]
            out.append(f"rank {r['rank']}: the tool's steps {tool} are none of the loop's own")
            continue
        a, b = statistics.median(p[0] for p in pairs), statistics.median(p[1] for p in pairs)
        step = statistics.median(100 * (p[0] / p[1] - 1) for p in pairs)
        out.append(
            f"rank {r['rank']}: the same {len(pairs)} steps: medians tool {a:.3f} ms, loop {b:.3f} ms "
            f"({100 * (a / b - 1):+.2f}%), step by step {step:+.2f}% (median); "
            f"tool {[round(p[0], 3) for p in pairs]}, loop {[p[1] for p in pairs]}"
        )
    return out


if __name__ == "__main__":
    print("\n".join(compare([Path(a) for a in sys.argv[1:]])))
