#!/usr/bin/env bash
# Issue 58 on one GPU (nvidia-h200): the module map for every way a model arrives, forward and backward.
#   bert    examples/hf_bert_mlm.py --backward (model file), and its truth by hand (module_map_truth_bert.py)
#   gpt2    examples/hf_gpt2.py --backward (model file)
#   resnet  examples/resnet50.py --backward (a torchvision model file)
#   api     the same BERT through ip.breakdown(model, inputs, backward=True), and its truth by hand
#   script  examples/hf_llama_train.py (a training script), and its truth by hand (module_map_truth.py)
# PARTS picks (default: all, in that order). Per run: $FINAL/NAME.txt (the report), NAME.summary.json
# (module_map_summary.py: below the root, each side, layers' spread, against the truth), NAME.truth.json,
# NAME.run.json; the traces in $FINAL/traces.tgz.
. benchmarks/gpu_setup.sh issue58
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
PARTS=${PARTS:-bert gpt2 resnet api script}
t0=$SECONDS
mkdir -p "$WORK/pack"
finish() {  # NAME [TRUTH-SCRIPT ARGS...]
  local name=$1; shift
  if [ $# -gt 0 ]; then
    python3 "$@" "$WORK/$name" > "$FINAL/$name.truth.json" 2> "$WORK/$name.truth.err"
    echo "  truth rc $?: $(tail -n 1 "$WORK/$name.truth.err")"
    python3 benchmarks/module_map_summary.py "$WORK/$name" --truth "$FINAL/$name.truth.json" > "$FINAL/$name.summary.json"
  else
    python3 benchmarks/module_map_summary.py "$WORK/$name" > "$FINAL/$name.summary.json"
  fi
  cp "$WORK/$name/run.json" "$FINAL/$name.run.json" 2>/dev/null
  python3 ../shared/tools/check_run.py "$WORK/$name" > "$FINAL/$name.check.txt" 2>&1 || true
  mkdir -p "$WORK/pack/$name" && gzip -c "$WORK/$name/traces/step.json" > "$WORK/pack/$name/step.json.gz" 2>/dev/null
  python3 - "$FINAL/$name.summary.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
f = lambda x: "-" if x is None else f"{x:.2f}"
print(f"  kernels {f(s.get('kernel_ms'))} ms (fwd {f(s.get('forward_kernel_ms'))}, bwd {f(s.get('backward_kernel_ms'))});"
      f" below the root {f(s.get('below_root_pct'))}% (fwd {f(s.get('forward_below_root_pct'))}%,"
      f" bwd {f(s.get('backward_below_root_pct'))}%); adds up {f(s.get('adds_up_pct'))}%; unmapped {f(s.get('unmapped_ms'))} ms")
for l in s.get("layers", [])[:6]:
    print(f"  layers {l['pattern']} ({l['type']}, {l['n']}): spread {l['spread_pct']:.1f}% {l['ms']}")
for t, c in (s.get("against_truth") or {}).items():
    print(f"  {t}: tool {c['tool_ms']} truth {c['truth_ms']} ({f(c['diff_pct'])}%; {f(c['diff_pct_of_kernels'])}% of kernels)")
PY
}
{
  for part in $PARTS; do
    echo "## $part ($((SECONDS - t0)) s)"
    case $part in
      bert|gpt2|resnet)
        file=$( [ $part = bert ] && echo hf_bert_mlm || { [ $part = gpt2 ] && echo hf_gpt2 || echo resnet50; } )
        python3 -m inductor_probe breakdown examples/$file.py --backward -q --out "$WORK/$part" --timeout 400 \
          > "$FINAL/$part.txt" 2> "$WORK/$part.err"
        echo "  rc $?: $(tail -n 1 "$WORK/$part.err")"
        if [ $part = bert ]; then finish bert benchmarks/module_map_truth_bert.py; else finish $part; fi ;;
      api)
        python3 - "$WORK/api" > "$FINAL/api.txt" 2> "$WORK/api.err" <<'PY'
import sys
sys.path.insert(0, "examples")
import inductor_probe as ip
from hf_bert_mlm import get_inputs, get_model
run = ip.breakdown(get_model(), get_inputs(), backward=True, out=sys.argv[1], verbose=False)
print(run)
PY
        echo "  rc $?: $(tail -n 1 "$WORK/api.err")"
        finish api benchmarks/module_map_truth_bert.py ;;
      script)
        python3 -m inductor_probe breakdown examples/hf_llama_train.py -q --out "$WORK/script" --timeout 400 \
          -- --iters 40 > "$FINAL/script.txt" 2> "$WORK/script.err"
        echo "  rc $?: $(tail -n 1 "$WORK/script.err")"
        finish script benchmarks/module_map_truth.py ;;
    esac
  done
  echo "done ($((SECONDS - t0)) s)"
} 2>&1 | tee "$FINAL/summary.txt"
cp "$WORK"/*.err "$WORK/pack/" 2>/dev/null
tar -czf "$FINAL/traces.tgz" -C "$WORK/pack" .
