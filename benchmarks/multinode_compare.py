"""Issue 40, acceptance 1: the two-host job views (``twoN_node0.run.json.txt``) beside the one-host runs
of the same job (``oneN.run.json.txt``) in a folder (benchmarks/multinode_gpu_check.sh): each rank's
unprofiled wall, the matched collectives and who was last at them, the straggler and the others' wait, and
whether both hosts' views are one job view. Reads the runs' JSON alone (no code of the tool)."""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path


def _load(p: Path) -> dict | None:
    try:
        return json.loads(p.read_text())
    except (OSError, ValueError):
        return None


def figures(m: dict) -> dict:
    job = m.get("job") or {}
    arr = job.get("arrivals") or {}
    lasts = arr.get("collectives") or {}
    out = {f"rank {r['rank']} wall ms": (r.get("step") or {}).get("wall_ms") for r in m.get("ranks", [])}
    out["straggler"] = arr.get("straggler")
    out["others' wait ms"] = arr.get("waited_ms")
    out["collectives matched (profiled)"] = len(job.get("collectives") or [])
    out["collectives (unprofiled)"] = lasts.get("collectives")
    out["straggler last at"] = (lasts.get("last") or {}).get(str(arr.get("straggler")))
    for r in job.get("ranks") or []:
        out[f"rank {r['rank']} comm ms"] = r["comm"]["comm_ms"]
    return out


def main(folder: Path) -> None:
    ones = [m for p in sorted(folder.glob("one*.run.json.txt")) if (m := _load(p))]
    twos = [m for p in sorted(folder.glob("two*_node0.run.json.txt")) if (m := _load(p))]
    others = [m for p in sorted(folder.glob("two*_node1.run.json.txt")) if (m := _load(p))]
    print(f"one-host runs: {len(ones)}, two-host job views: {len(twos)} (node 1's: {len(others)})")
    a, b = [figures(m) for m in ones], [figures(m) for m in twos]
    keys = list(dict.fromkeys(k for f in a + b for k in f))
    print(f"{'figure':34} {'one host (each run)':34} {'two hosts (each run)':34} verdict")
    for k in keys:
        xs, ys = [f.get(k) for f in a], [f.get(k) for f in b]
        nums = [v for v in xs + ys if isinstance(v, (int, float))]
        verdict = ""
        if nums and all(isinstance(v, (int, float)) for v in xs + ys) and k.endswith("ms"):
            lo, hi = min(xs), max(xs)
            med = statistics.median(xs)
            # within the one-host runs' own spread, or within 5% of their median where they agree closely
            slack = max(hi - lo, 0.05 * abs(med))
            ok = all(lo - slack <= y <= hi + slack for y in ys)
            verdict = (
                f"{'within' if ok else 'OUTSIDE'} the one-host spread ({lo:.3f}-{hi:.3f}, +-{slack:.3f})"
            )
        elif xs and ys:
            verdict = "same" if len({json.dumps(v) for v in xs + ys}) == 1 else "differ"
        fmt = lambda vs: ", ".join(f"{v:.3f}" if isinstance(v, float) else str(v) for v in vs)
        print(f"{k:34} {fmt(xs):34} {fmt(ys):34} {verdict}")
    for i, (m0, m1) in enumerate(zip(twos, others, strict=False), 1):
        same = json.dumps(m0.get("job"), sort_keys=True) == json.dumps(m1.get("job"), sort_keys=True)
        hosts = sorted({r.get("host") for r in m0.get("ranks", [])})
        said = "identical" if same else "DIFFER"
        print(f"two-host run {i}: node 0's and node 1's job view {said}; hosts {hosts}")
        for note in (m0.get("job") or {}).get("notes", []):
            print(f"  note: {note}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
