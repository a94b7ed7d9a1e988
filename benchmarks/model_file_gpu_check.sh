#!/usr/bin/env bash
# One H200 (nvidia-h200): issue 58's model files and issue 56's declared settings on a GPU.
#  1. HF BERT masked LM and HF GPT-2 LM (model files, random weights, --backward): the share of each compiled
#     graph's kernel time mapped to a module (forward and backward apart), the top rows, what stayed unmapped.
#  2. What the tool's declared Inductor settings change in what Inductor generates for GPT-2 (Triton):
#     benchmarks/declared_settings_diff.py.
# Figures in $OUT.
. benchmarks/gpu_setup.sh model-file
S=$FINAL/summary.txt
t0=$SECONDS
{
  for m in hf_bert_mlm hf_gpt2; do
    echo "## $m --backward ($((SECONDS - t0)) s)"
    python3 -m inductor_probe breakdown examples/$m.py --backward -q --out "$WORK/$m" --timeout 300 \
      > "$FINAL/$m.txt" 2> "$WORK/$m.err"
    echo "rc $?: $(tail -n 1 "$WORK/$m.err")"
    python3 - "$WORK/$m/run.json" <<'EOF'
import json, sys
from collections import defaultdict
m = json.load(open(sys.argv[1]))
v = (m.get("step") or {}).get("modules") or {}
print("kernel_ms", round(v.get("kernel_ms") or 0, 3), "mapped_ms", round(v.get("mapped_ms") or 0, 3),
      "mapped %", round(100 * (v.get("mapped_ms") or 0) / (v.get("kernel_ms") or 1), 1))
rows = v.get("rows") or []
fwd = sum(r["forward_ms"] for r in rows if r["depth"] == 1 and r["path"])
bwd = sum(r["backward_ms"] for r in rows if r["depth"] == 1 and r["path"])
root = [r for r in rows if not r["path"]]
lost = defaultdict(float)
for u in v.get("unmapped") or []:
    lost["backward" if "backward" in u["graph"] else "forward"] += u["ms"]
rf = sum(r["forward_ms"] for r in root)
rb = sum(r["backward_ms"] for r in root)
for side, below, at_root in (("forward", fwd, rf), ("backward", bwd, rb)):
    total = below + at_root + lost[side]
    print(f"{side}: below the root {below:.3f} ms, (outside any submodule) {at_root:.3f}, unmapped {lost[side]:.3f};"
          f" below the root {100 * below / total if total else 0:.1f}%")
for r in rows[:12]:
    print(f"  {r['path'] or '(outside any submodule)'} {r['type']} fwd {r['forward_ms']:.3f} bwd {r['backward_ms']:.3f}")
for u in (v.get("unmapped") or [])[:8]:
    print("  unmapped:", u)
EOF
    cp "$WORK/$m/run.json" "$FINAL/$m.run.json"
  done
  echo "## declared settings, GPT-2 forward+backward ($((SECONDS - t0)) s)"
  python3 benchmarks/declared_settings_diff.py examples/hf_gpt2.py --backward > "$FINAL/declared_gpt2.json" \
    2> "$WORK/declared.err"
  echo "rc $?"; tail -n 3 "$WORK/declared.err"
  python3 - "$FINAL/declared_gpt2.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
print("same modules:", r["same_modules"])
for aot, x in r["modules"].items():
    if isinstance(x, str):
        print(aot, x)
        continue
    print(aot, "launch order same:", x["launch_order_same"], "launches", x["launches"], "kernels", x["kernels"],
          "same code", x["kernels_same_code"])
    for k, lines in list(x["differing_lines"].items())[:3]:
        print("  ", k, lines[:3])
EOF
  echo "done in $((SECONDS - t0)) s"
} > "$S" 2>&1
cat "$S"
