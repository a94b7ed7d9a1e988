#!/usr/bin/env bash
# Issue 15 on a GPU, in one call: breakdown of the transformer example (fwd+bwd), a bf16 gated MLP and
# ResNet-50; benchmarks/insight_check.py on the runs (figures or a reason per kernel, nothing above a roof,
# matmul TFLOP/s by hand); `kernel NAME --ncu` on the memory-bound Triton kernels with the most time
# (benchmarks/kernel_ncu_check.py); the GPU tests. Everything lands in $OUT/insight_gpu_check.tar.gz.
# Usage: bash benchmarks/insight_gpu_check.sh [steps]   steps: any of "breakdown ncu tests" (default all)
set -u
FINAL=${OUT:-$PWD/insight-check-out}
mkdir -p "$FINAL"
WORK=/tmp/insight-check
OUT_DIR=$WORK/out
mkdir -p "$OUT_DIR"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
export INDUCTOR_PROBE_CACHE=$WORK/cache
STEPS=${1:-"breakdown ncu tests"}
has() { [[ " $STEPS " == *" $1 "* ]]; }
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,uuid,driver_version,clocks.sm,clocks.max.sm --format=csv
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
  git rev-parse --short HEAD 2>/dev/null; git status --short 2>/dev/null | head -20
  (ncu --version 2>&1 | tail -1) || echo "no ncu"
} > "$OUT_DIR/environment.txt" 2>&1
run() {  # name, args...
  local name=$1; shift
  python3 -m inductor_probe breakdown "$@" --out "$WORK/runs/$name" > "$OUT_DIR/$name.txt" 2> "$OUT_DIR/$name.err"
  echo "$name: exit $?" | tee -a "$OUT_DIR/exits.txt"
}
if has breakdown; then
  run transformer examples/transformer_block.py --backward
  run gated_mlp_bf16 examples/gated_mlp_bf16.py
  run resnet50 examples/resnet50.py
  python3 -m benchmarks.insight_check "$WORK"/runs/* > "$OUT_DIR/insight_check.md" 2> "$OUT_DIR/insight_check.err"
  # Whole run directories (logs left out, traces gzipped) for tests/data and the HTML report's tests.
  mkdir -p "$OUT_DIR/rundirs"
  for r in "$WORK"/runs/*; do
    n=$(basename "$r"); mkdir -p "$OUT_DIR/rundirs/$n"
    ( cd "$r" && cp -r run.json modules kernels traces "$OUT_DIR/rundirs/$n/" 2>/dev/null )
    find "$OUT_DIR/rundirs/$n/traces" -name '*.json' -exec gzip -9 {} \;
  done
fi
if has ncu; then
  timeout 420 python3 -m benchmarks.kernel_ncu_check "$WORK"/runs/* --count ${NCU_KERNELS:-6} --out "$OUT_DIR" \
    > "$OUT_DIR/kernel_ncu_check.log" 2>&1
  echo "kernel_ncu_check: exit $?" | tee -a "$OUT_DIR/exits.txt"
  mkdir -p "$OUT_DIR/ncu_logs"  # ncu's raw CSV, for the parser's test
  for f in "$WORK"/runs/*/rebench/*/ncu/ncu.log; do
    [ -f "$f" ] && cp "$f" "$OUT_DIR/ncu_logs/$(basename "$(dirname "$(dirname "$f")")").log"
  done
  # one `kernel --ncu` text report, as a user reads it
  read -r k r < <(python3 -c "import json;d=json.load(open('$OUT_DIR/kernel_ncu_check.json'));k=next(iter(d));print(k, d[k]['run'])" 2>/dev/null)
  [ -n "${k:-}" ] && python3 -m inductor_probe kernel "$k" --run "$r" --ncu > "$OUT_DIR/kernel_ncu_text.txt" 2>&1
fi
if has tests; then
  python3 -m pytest -q -m gpu tests/test_real_models_gpu.py tests/timer -x > "$OUT_DIR/gpu_tests.txt" 2>&1
  echo "gpu tests: exit $?" | tee -a "$OUT_DIR/exits.txt"
fi
tail -3 "$OUT_DIR"/*.err "$OUT_DIR/kernel_ncu_check.log" 2>/dev/null | tail -30
tar -czf "$FINAL/insight_gpu_check.tar.gz" -C "$WORK" out
