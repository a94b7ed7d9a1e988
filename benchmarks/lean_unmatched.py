"""Why a lean trace's launches lack their GPU work: the launches the trust line counts as unseen (as
``analysis/unseen.launches_seen`` reads them, over the whole trace), by the call's name, whether another
launch call on the same thread holds them (a runtime call's own driver call), and the kernels around them.

    python3 benchmarks/lean_unmatched.py TRACE.json[.gz] [TRACE ...]
"""

from __future__ import annotations

import collections
import gzip
import json
import sys

from inductor_probe.analysis.trace import DEVICE_ACTIVITIES, LAUNCH_CATEGORIES
from inductor_probe.analysis.unseen import GRAPH_LAUNCHES, KERNEL_LAUNCHES


def _events(path: str) -> list[dict]:
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return json.load(f)["traceEvents"]


def main(path: str) -> None:
    events = _events(path)
    device = [e for e in events if e.get("cat") in DEVICE_ACTIVITIES]
    seen = {(e.get("args") or {}).get("correlation") for e in device}
    calls = [e for e in events if e.get("cat") in LAUNCH_CATEGORIES and e.get("ph") == "X"]
    launches = [e for e in calls if str(e.get("name", "")).startswith(KERNEL_LAUNCHES + GRAPH_LAUNCHES)]
    by_tid = collections.defaultdict(list)
    for e in launches:
        by_tid[e.get("tid")].append(e)
    nested = set()
    for es in by_tid.values():
        es.sort(key=lambda e: float(e["ts"]))
        for a, b in zip(es, es[1:], strict=False):
            if float(b["ts"]) <= float(a["ts"]) + float(a.get("dur", 0)):
                nested.add(id(b))
                nested.add(("outer", id(a)))
    unseen = [e for e in launches if (e.get("args") or {}).get("correlation") not in seen]
    print(f"{path}: {len(device)} device records ({collections.Counter(e['cat'] for e in device)})")
    print(f"  launches {len(launches)}, unseen {len(unseen)}")
    print("  launches by name:", dict(collections.Counter(e["name"] for e in launches)))
    print("  unseen by name:", dict(collections.Counter(e["name"] for e in unseen)))
    print("  unseen nested in another launch call:", sum(id(e) in nested for e in unseen))
    print("  unseen holding another launch call:", sum(("outer", id(e)) in nested for e in unseen))
    print("  categories of launch calls:", dict(collections.Counter(e.get("cat") for e in launches)))
    corr = {(e.get("args") or {}).get("correlation"): e for e in device}
    ts = sorted(float(e["ts"]) for e in launches)
    if ts:
        span = ts[-1] - ts[0] or 1.0
        where = collections.Counter(int(10 * (float(e["ts"]) - ts[0]) / span) for e in unseen)
        print("  unseen by tenth of the launches' span:", dict(sorted(where.items())))
    kinds = collections.Counter()
    order = sorted(launches, key=lambda e: float(e["ts"]))
    for i, e in enumerate(order):
        if (e.get("args") or {}).get("correlation") in seen:
            continue
        for j in (i - 1, i + 1):
            if 0 <= j < len(order):
                k = corr.get((order[j].get("args") or {}).get("correlation"))
                if k is not None:
                    kinds[str(k.get("name", ""))[:80]] += 1
    print("  kernels launched beside unseen launches:", kinds.most_common(12))
    print("  examples:", [(e["name"], (e.get("args") or {}).get("correlation")) for e in unseen[:8]])


if __name__ == "__main__":
    for p in sys.argv[1:]:
        main(p)
