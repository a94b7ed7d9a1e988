#!/usr/bin/env bash
# Issue 15 on a GPU: breakdown of the transformer example (fwd+bwd), a bf16 gated MLP and ResNet-50,
# then benchmarks/insight_check.py on the runs. Everything lands in $OUT/insight_gpu_check.tar.gz.
set -u
FINAL=${OUT:-$PWD/insight-check-out}
mkdir -p "$FINAL"
WORK=/tmp/insight-check
OUT_DIR=$WORK/out
mkdir -p "$OUT_DIR"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
export INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$OUT_DIR/environment.txt" 2>&1
run() {  # name, args...
  local name=$1; shift
  python3 -m inductor_probe breakdown "$@" --out "$WORK/runs/$name" > "$OUT_DIR/$name.txt" 2> "$OUT_DIR/$name.err"
  echo "$name: exit $?" | tee -a "$OUT_DIR/exits.txt"
}
run transformer examples/transformer_block.py --backward
run gated_mlp_bf16 examples/gated_mlp_bf16.py
run resnet50 examples/resnet50.py
python3 -m benchmarks.insight_check "$WORK"/runs/* > "$OUT_DIR/insight_check.md" 2> "$OUT_DIR/insight_check.err"
( cd "$WORK/runs" && for r in *; do cp "$r/run.json" "$OUT_DIR/$r.run.json"; done )
# Whole run directories (logs left out, traces gzipped) for tests/data and the HTML report's tests.
mkdir -p "$OUT_DIR/rundirs"
for r in "$WORK"/runs/*; do
  n=$(basename "$r"); mkdir -p "$OUT_DIR/rundirs/$n"
  ( cd "$r" && cp -r run.json modules kernels traces "$OUT_DIR/rundirs/$n/" 2>/dev/null )
  find "$OUT_DIR/rundirs/$n/traces" -name '*.json' -exec gzip -9 {} \;
done
for r in "$WORK"/runs/*; do python3 -m inductor_probe report --run "$r" > "$OUT_DIR/$(basename "$r").report.txt" 2>&1; done
if [ -z "${NO_TESTS:-}" ]; then  # NO_TESTS=1: the breakdowns and the check only
  python3 -m pytest -q -m gpu tests/test_real_models_gpu.py tests/timer -x > "$OUT_DIR/gpu_tests.txt" 2>&1
  echo "gpu tests: exit $?" >> "$OUT_DIR/exits.txt"
fi
cat "$OUT_DIR/exits.txt"; tail -5 "$OUT_DIR"/*.err
tar -czf "$FINAL/insight_gpu_check.tar.gz" -C "$WORK" out
