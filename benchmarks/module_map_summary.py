"""Issue 58's figures from a run's ``run.json`` (its ``step.modules``), and, given a truth by hand
(``module_map_truth_bert.py``'s or ``module_map_truth.py``'s JSON), the tool's time per module type beside it.

    python benchmarks/module_map_summary.py RUN_DIR [--truth TRUTH.json]

Prints: the compiled kernels' time a step, forward and backward; the share below the root (the top-level
rows that are a submodule), all and each side; what fell outside any submodule and what was not mapped; each
set of layers of one type (paths alike but for their indices) with its spread, (most - least) / mean; with
``--truth``, each type of the truth beside the sum of the tool's rows of that type (the root: the row of no
path). Reads the JSON alone.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from benchmarks.step_json import flat


def summary(run: Path, truth: Path | None) -> dict:
    m = json.loads((run / "run.json").read_text())
    step = m.get("step") or {}
    v = flat(step).get("modules")
    if not v:
        return {"run": str(run), "error": "no module map"}
    rows = v["rows"]
    top = [r for r in rows if r["depth"] == 1]
    below = {s: sum(r[f"{s}_ms"] for r in top if r["path"]) for s in ("forward", "backward")}
    outside = {s: sum(r[f"{s}_ms"] for r in top if not r["path"]) for s in ("forward", "backward")}
    side_total = {
        "forward": v.get("forward_kernel_ms") or 0.0,
        "backward": v.get("backward_kernel_ms") or 0.0,
    }
    total = v["kernel_ms"]
    out: dict = {
        "run": str(run),
        "kernel_ms": total,
        "forward_kernel_ms": side_total["forward"],
        "backward_kernel_ms": side_total["backward"],
        "below_root_pct": 100 * (below["forward"] + below["backward"]) / total if total else None,
        "forward_below_root_pct": 100 * below["forward"] / side_total["forward"]
        if side_total["forward"]
        else None,
        "backward_below_root_pct": (
            100 * below["backward"] / side_total["backward"] if side_total["backward"] else None
        ),
        "outside_ms": outside,
        "unmapped_ms": sum(u["ms"] for u in v.get("unmapped") or []),
        "adds_up_pct": 100 * (sum(below.values()) + sum(outside.values())) / total if total else None,
        "unmapped": (v.get("unmapped") or [])[:6],
        "root_kernels": (v.get("root_kernels") or [])[:6],
    }
    groups: dict[tuple[str, str, tuple], list[tuple[str, float]]] = defaultdict(list)
    for r in rows:
        if r["path"] and re.search(r"\.\d+(\.|$)", r["path"]):
            # layers alike: the same type holding the same submodules (ResNet's first block of a stage
            # holds a downsample the others do not)
            inside = tuple(
                sorted(
                    (o["path"][len(r["path"]) :], o["type"] or "")
                    for o in rows
                    if o["path"].startswith(r["path"] + ".")
                )
            )
            key = (re.sub(r"\.\d+(?=\.|$)", ".N", r["path"]), r["type"] or "", inside)
            groups[key].append((r["path"], r["forward_ms"] + r["backward_ms"]))
    layers = []
    for (pattern, typ, _), members in groups.items():
        if len(members) < 2:
            continue
        ms = [x for _, x in members]
        mean = statistics.fmean(ms)
        layers.append(
            {
                "pattern": pattern,
                "type": typ,
                "n": len(ms),
                "paths": [p for p, _ in members],
                "ms": [round(x, 4) for x in ms],
                "spread_pct": 100 * (max(ms) - min(ms)) / mean if mean else 0.0,
            }
        )
    out["layers"] = sorted(layers, key=lambda x: -max(x["ms"]))
    if truth is not None:
        t = json.loads(truth.read_text())["ms_per_step"]
        by_type: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
        for r in rows:
            key = r["type"] if r["path"] else "root"
            if r["path"] and any(
                r["path"].startswith(o["path"] + ".") and o["type"] == r["type"] for o in rows if o["path"]
            ):
                continue  # a type nested in itself is counted once
            by_type[key]["forward"] += r["forward_ms"]
            by_type[key]["backward"] += r["backward_ms"]
        cmp = {}
        for typ, tv in t.items():
            tv = tv if isinstance(tv, dict) else {"total": tv}
            tool = by_type.get(typ, {})
            tool_total = sum(tool.values())
            cmp[typ] = {
                "truth_ms": round(tv.get("total", 0.0), 4),
                "tool_ms": round(tool_total, 4),
                "diff_pct": 100 * (tool_total - tv.get("total", 0.0)) / tv["total"]
                if tv.get("total")
                else None,
                "diff_pct_of_kernels": 100 * (tool_total - tv.get("total", 0.0)) / total if total else None,
                "truth_forward_backward": [
                    round(tv.get("forward", 0.0), 4),
                    round(tv.get("backward", 0.0), 4),
                ],
                "tool_forward_backward": [
                    round(tool.get("forward", 0.0), 4),
                    round(tool.get("backward", 0.0), 4),
                ],
            }
        out["against_truth"] = cmp
    return out


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("run")
    p.add_argument("--truth")
    a = p.parse_args(argv)
    json.dump(summary(Path(a.run), Path(a.truth) if a.truth else None), sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
