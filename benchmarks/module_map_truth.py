"""The module map's truth, summed by hand from a step trace (issue 42, acceptance 1), no code of the tool.

Reads a Kineto trace (the ``traces/step.json`` of a run of ``examples/hf_llama_train.py``: hidden 512, MLP
1408, vocab 32000, batch x seq tokens) and sums, per profiled step (``ProfilerStep#`` ranges), the GPU kernels
launched inside Inductor's ``## Call CompiledFxGraph`` ranges, classified by hand:

- ``LlamaMLP``: a matmul (``aten::mm``/``addmm``) with an operand dimension of 1408 (gate, up and down
  projections, forward and their gradients), and a generated kernel whose name has ``silu`` (the activation
  times up, forward and backward);
- ``LlamaAttention``: a matmul whose operand dimensions are all the hidden size (512) or the tokens (q, k, v,
  o, forward and gradients), the attention kernels (an op with ``scaled_dot_product`` or ``attention`` in its
  name), and generated kernels whose name has ``neg`` (rotary embedding: rotate_half negates) or is a
  ``clone`` alone (the heads transposed back);
- everything else is listed, largest first, for the reader to check the rules.

    python benchmarks/module_map_truth.py RUN_DIR [--tokens 1024] [--hidden 512] [--mlp 1408]

Prints one JSON object: ms per step of each bucket, the kernels of each, and what was left out.
"""

from __future__ import annotations

import argparse
import bisect
import gzip
import json
import re
import sys
from collections import defaultdict
from pathlib import Path


def load(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt") as f:
        data = json.load(f)
    return data["traceEvents"] if isinstance(data, dict) else data


def innermost(ranges: list[tuple[float, float, dict]], starts: list[float], t: float) -> dict | None:
    """The shortest range holding time t (ranges sorted by start)."""
    best = None
    i = bisect.bisect_right(starts, t)
    for j in range(i - 1, max(-1, i - 400), -1):
        s, e, ev = ranges[j]
        if s <= t <= e and (best is None or e - s < best[1] - best[0]):
            best = (s, e, ev)
    return best[2] if best else None


def dims_of(op: dict | None) -> list[int]:
    dims = (op or {}).get("args", {}).get("Input Dims") or []
    return [int(d) for shape in dims if isinstance(shape, list) for d in shape if isinstance(d, int)]


def classify(name: str, op: dict | None, hidden: int, mlp: int, tokens: set[int]) -> str:
    opname = (op or {}).get("name", "")
    if re.search(r"scaled_dot_product|attention", opname):
        return "LlamaAttention"
    if opname in ("aten::mm", "aten::addmm", "aten::bmm"):
        dims = dims_of(op)
        if mlp in dims:
            return "LlamaMLP"
        if dims and all(d in tokens or d == hidden for d in dims):
            return "LlamaAttention"
        return "other"
    if name.startswith("triton_"):
        if "silu" in name:
            return "LlamaMLP"
        if "_neg_" in name or name.endswith("_neg") or re.match(r"triton_\w+_fused_clone_\d+$", name):
            return "LlamaAttention"
    return "other"


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("run")
    p.add_argument("--tokens", type=int, default=1024)
    p.add_argument("--hidden", type=int, default=512)
    p.add_argument("--mlp", type=int, default=1408)
    a = p.parse_args(argv)
    run = Path(a.run)
    trace = run / "traces" / "step.json"
    if not trace.exists():
        trace = trace.with_name("step.json.gz")
    events = [e for e in load(trace) if e.get("ph") == "X"]
    steps = sorted(
        (float(e["ts"]), float(e["ts"]) + float(e["dur"]))
        for e in events
        if e["name"].startswith("ProfilerStep#")
        and e.get("cat") == "user_annotation"  # the host's, not the GPU's
    )
    by_tid: dict[object, list[tuple[float, float, dict]]] = defaultdict(list)
    graphs: dict[object, list[tuple[float, float]]] = defaultdict(list)
    for e in events:
        if e.get("cat") in ("cpu_op", "user_annotation"):
            s, t = float(e["ts"]), float(e["ts"]) + float(e.get("dur", 0))
            if e["name"].startswith("## Call CompiledFxGraph"):
                graphs[e["tid"]].append((s, t))
            elif e.get("cat") == "cpu_op":
                by_tid[e["tid"]].append((s, t, e))
    for v in by_tid.values():
        v.sort(key=lambda x: x[0])
    starts = {k: [x[0] for x in v] for k, v in by_tid.items()}
    launches = {}
    for e in events:
        if e.get("cat") in ("cuda_runtime", "cuda_driver") and "correlation" in e.get("args", {}):
            launches[e["args"]["correlation"]] = e
    tokens = {a.tokens, a.tokens // 2, 1}
    buckets: dict[str, float] = defaultdict(float)
    kernels: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for e in events:
        if e.get("cat") != "kernel":
            continue
        launch = launches.get(e.get("args", {}).get("correlation"))
        if launch is None:
            continue
        t, tid = float(launch["ts"]), launch["tid"]
        if not any(s <= t <= end for s, end in steps):
            continue
        if not any(s <= t <= end for s, end in graphs.get(tid, ())):
            continue
        op = innermost(by_tid.get(tid, []), starts.get(tid, []), t)
        kind = classify(e["name"], op, a.hidden, a.mlp, tokens)
        buckets[kind] += float(e["dur"])
        label = e["name"][:80] + (f" [{op['name']}]" if op else "")
        kernels[kind][label] += float(e["dur"])
    n = len(steps)
    out = {
        "trace": str(trace),
        "steps": n,
        "ms_per_step": {k: v / n / 1e3 for k, v in sorted(buckets.items())},
        "kernels_ms_per_step": {
            k: dict(sorted(((name, us / n / 1e3) for name, us in v.items()), key=lambda x: -x[1]))
            for k, v in kernels.items()
        },
    }
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
