"""The module map's truth for a BERT masked-LM training step, by hand from its step trace (issue 58,
acceptance 2), no code of the tool.

Reads the rich window's Kineto trace (``traces/step.json`` of ``inductor-probe breakdown
examples/hf_bert_mlm.py --backward`` or the same model through the API) and, per profiled step
(``ProfilerStep#``), takes the GPU kernels launched inside Inductor's ``## Call CompiledFxGraph`` ranges in
launch order: the forward graph's on the thread that holds the step ranges, the backward's on the autograd
engine's thread. Each library matmul is named by its operand sizes (T tokens, H hidden, I intermediate, V
vocabulary):

    A  every operand dimension T or H        query, key, value, attention output, the MLM head's transform
    S  any other matmul                      the attention's scores and context (per head)
    I  a dimension I                         the feed-forward pair (BertIntermediate, BertOutput)
    V  a dimension V                         the MLM head's decoder
    S  an attention op (its ATen name)       scaled dot-product attention, as the heads' matmuls

and each generated kernel by where it falls between them (the layer's order in BertLayer.forward):

    forward    before the first A: BertEmbeddings; from a layer's first A to its first I: BertAttention (its
               output projection and LayerNorm included); the first I to the second: BertIntermediate (the
               GELU); the second I to the next A: BertOutput (its LayerNorm); after the last layer, to the V
               matmul: BertOnlyMLMHead; after it: the root (the loss)
    backward   every V: BertOnlyMLMHead (the decoder's weight gradient, tied to the word embeddings, may be
               summed with theirs and launched last); before the first V: the root (the loss's gradient); from
               V to the last A before the first I: BertOnlyMLMHead; then each layer from the top: what comes
               before its first I pair and the pair itself: BertOutput; after it to the second pair, and that
               pair: BertIntermediate; after it to the attention's last A: BertAttention; after the bottom
               layer's attention, kernels whose name holds ``embedding`` or the first LayerNorm's backward:
               BertEmbeddings (the rest: BertAttention)

    python benchmarks/module_map_truth_bert.py RUN_DIR [--tokens 2048] [--hidden 768] [--inter 3072]
        [--vocab 30522]

Prints one JSON object: ms per step of each module type, forward and backward, and the token sequence of the
first step's graphs (for the reader to check the rules).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from module_map_truth import innermost, load  # the Llama truth's trace reading, no code of the tool


def token(op: dict | None, a: argparse.Namespace) -> str:
    name = (op or {}).get("name", "")
    if "attention" in name or "scaled_dot_product" in name:
        return "S"
    if name in ("aten::mm", "aten::addmm", "aten::bmm", "aten::linear", "aten::matmul"):
        dims = {
            int(d)
            for shape in (op or {}).get("args", {}).get("Input Dims") or []
            if isinstance(shape, list)
            for d in shape
            if isinstance(d, int)
        }
        if a.vocab in dims:
            return "V"
        if a.inter in dims:
            return "I"
        if dims and dims <= {a.tokens, a.hidden, 1}:
            return "A"
        return "S"  # a batched matmul of heads (eager attention: scores and context)
    return "g"


def forward_types(seq: list[str]) -> list[str]:
    out, state, seen_i = [], "BertEmbeddings", 0
    layers = seq.count("I") // 2
    done_layers = 0
    for t in seq:
        if state == "root":
            out.append("root")
            continue
        if t == "A" and state in ("BertEmbeddings", "BertOutput"):
            state = "BertAttention" if done_layers < layers else "BertOnlyMLMHead"
        elif t == "I":
            seen_i += 1
            state = "BertIntermediate" if seen_i % 2 == 1 else "BertOutput"
            if seen_i % 2 == 0:
                done_layers += 1
        out.append(state)
        if t == "V":
            state = "root"
    return out


def backward_types(seq: list[str]) -> list[str]:
    n = len(seq)
    out = ["root"] * n
    first_v = seq.index("V") if "V" in seq else n
    first_i = seq.index("I") if "I" in seq else n
    head_end = max((k for k in range(first_v, first_i) if seq[k] == "A"), default=first_v)
    for k in range(first_v, min(head_end + 1, n)):
        out[k] = "BertOnlyMLMHead"
    last_a = max((k for k in range(n) if seq[k] in "AS"), default=n)
    state, seen_i = "BertOutput", 0
    for k in range(head_end + 1, n):
        t = seq[k]
        if t == "I":
            seen_i += 1
            state = "BertOutput" if ((seen_i - 1) // 2) % 2 == 0 else "BertIntermediate"
        elif t in ("A", "S"):
            state = "BertAttention"
        elif (
            seq[k - 1] == "I" and seen_i % 2 == 0
        ):  # a pair ended: Output's -> Intermediate, its -> attention
            state = "BertIntermediate" if ((seen_i - 1) // 2) % 2 == 0 else "BertAttention"
        elif state == "BertAttention" and _next_token(seq, k) == "I":
            state = "BertOutput"  # the next layer down: its LayerNorm's backward, then its I pair
        out[k] = "BertOnlyMLMHead" if t == "V" else "tail" if k > last_a else state
    return out


def _next_token(seq: list[str], k: int) -> str | None:
    return next((seq[j] for j in range(k + 1, len(seq)) if seq[j] != "g"), None)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("run")
    p.add_argument("--tokens", type=int, default=2048)
    p.add_argument("--hidden", type=int, default=768)
    p.add_argument("--inter", type=int, default=3072)
    p.add_argument("--vocab", type=int, default=30522)
    a = p.parse_args(argv)
    trace = Path(a.run) / "traces" / "step.json"
    if not trace.exists():
        trace = trace.with_name("step.json.gz")
    events = [e for e in load(trace) if e.get("ph") == "X"]
    steps = sorted(
        (float(e["ts"]), float(e["ts"]) + float(e["dur"]), e["tid"])
        for e in events
        if e["name"].startswith("ProfilerStep#") and e.get("cat") == "user_annotation"
    )
    main_tids = {tid for _, _, tid in steps}
    ops: dict[object, list[tuple[float, float, dict]]] = defaultdict(list)
    graphs: list[tuple[float, float, object]] = []
    for e in events:
        if e.get("cat") in ("cpu_op", "user_annotation"):
            s, t = float(e["ts"]), float(e["ts"]) + float(e.get("dur", 0))
            if e["name"].startswith("## Call CompiledFxGraph"):
                graphs.append((s, t, e["tid"]))
            elif e.get("cat") == "cpu_op":
                ops[e["tid"]].append((s, t, e))
    for v in ops.values():
        v.sort(key=lambda x: x[0])
    starts = {k: [x[0] for x in v] for k, v in ops.items()}
    launches = {
        e["args"]["correlation"]: e
        for e in events
        if e.get("cat") in ("cuda_runtime", "cuda_driver") and "correlation" in e.get("args", {})
    }
    # per step, per side: kernels in launch order
    seqs: dict[tuple[int, str], list[tuple[float, str, str, float]]] = defaultdict(list)
    for e in events:
        if e.get("cat") != "kernel":
            continue
        launch = launches.get(e.get("args", {}).get("correlation"))
        if launch is None:
            continue
        t, tid = float(launch["ts"]), launch["tid"]
        if not any(s <= t <= end and gt == tid for s, end, gt in graphs):
            continue
        step = next((i for i, (s, end, _) in enumerate(steps) if s <= t <= end), None)
        if step is None:
            # the backward graph runs on the autograd thread, inside the step's time
            continue
        side = "forward" if tid in main_tids else "backward"
        op = innermost(ops.get(tid, []), starts.get(tid, []), t)
        seqs[(step, side)].append((t, token(op, a), e["name"], float(e["dur"])))
    n = len(steps)
    ms: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    shown: dict[str, str] = {}
    for (_, side), items in sorted(seqs.items()):
        items.sort()
        seq = [x[1] for x in items]
        kinds = forward_types(seq) if side == "forward" else backward_types(seq)
        for (_, _, name, dur), kind in zip(items, kinds, strict=True):
            if kind == "tail":
                kind = (
                    "BertEmbeddings"
                    if re.search(r"embedding|native_layer_norm_backward", name)
                    else "BertAttention"
                )
            ms[kind][side] += dur / n / 1e3
        shown.setdefault(side, "".join(seq))
    out = {
        "trace": str(trace),
        "steps": n,
        "ms_per_step": {k: {**dict(v), "total": sum(v.values())} for k, v in sorted(ms.items())},
        "sequence": shown,
    }
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
