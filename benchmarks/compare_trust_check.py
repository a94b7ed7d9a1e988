"""Issue 37's acceptance on a finished ``compare`` directory: no side reads 0.000 ms, each graph's total on
each side equals the sum of its matched and unmatched kernels (recomputed here from compare.json's rows,
not from the tool's own check), and both sides hit their caches in the interleaved child (the child's
cache counters and its FX graph cache keys). Prints one line per fact and ``ok``/``FAIL``.

    python -m benchmarks.compare_trust_check COMPARE_DIR...
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def check(folder: Path) -> bool:
    d = json.loads((folder / "compare.json").read_text())
    b, o, meta = d["base"], d["other"], d["meta"]
    ok = True
    print(f"== {folder} ({b} vs {o})")
    step = meta.get("step") or {}
    print(
        f"step: {step.get('base_ms')} vs {step.get('other_ms')} ms, speedup {step.get('speedup')} "
        f"band {step.get('speedup_lo')}-{step.get('speedup_hi')} verdict {step.get('verdict')}"
    )
    for label, t in d["totals"].items():
        for side, tcol, kcol in ((b, "base_time_us", "base_kernel"), (o, "other_time_us", "other_kernel")):
            us = sum((r[tcol] or 0.0) for r in d["kernels"] if r["graph"] == label and r[kcol])
            us += sum(
                (r["time_us"] or 0.0) for r in d["unmatched"] if r["graph"] == label and r["side"] == side
            )
            total = t[side]["compare_ms"] or 0.0
            good = total > 0 and abs(total * 1e3 - us) <= 0.005 * max(total * 1e3, us)
            ok &= good
            print(
                f"{label} {side}: total {total:.4f} ms, kernels {us / 1e3:.4f} ms: {'ok' if good else 'FAIL'}"
            )
    il = meta.get("interleaved") or {}
    for side, counters in (il.get("cache") or {}).items():
        # the FX graph and AOT autograd caches: the compiled artifacts (Triton's in-memory async-compile
        # cache of the process is another thing: it starts empty in every process)
        mine = {k: v for k, v in counters.items() if k.split(".")[-1].startswith(("fxgraph_", "autograd_"))}
        missed = {k: v for k, v in mine.items() if k.endswith("cache_miss") and v}
        hit = {k: v for k, v in mine.items() if k.endswith("cache_hit") and v}
        good = not missed and bool(hit)
        ok &= good
        print(f"interleaved cache {side}: hits {hit} misses {missed}: {'ok' if good else 'FAIL'}")
    keys = folder / "interleaved" / "fx_cache_keys.jsonl"
    if keys.exists():
        for line in keys.read_text().splitlines():
            r = json.loads(line)
            print(f"  fx graph cache {r.get('side')} {r.get('aot_id')}: {r.get('state')}")
    print(f"checks in the tool: {meta.get('checks')}")
    print("ok" if ok else "FAIL")
    return ok


if __name__ == "__main__":
    results = [check(Path(p)) for p in sys.argv[1:]]
    sys.exit(0 if results and all(results) else 1)
