#!/usr/bin/env bash
# Issue 14 (and issue 16's screenshots' runs) on a GPU, in one call. Steps (default all):
#   same      5 `compare examples/mlp_fp32.py` in a row (fp32: max-autotune keeps cuBLAS)   -> acceptance 1
#   template  `compare examples/mlp_bf16_small.py`, then the template vs the library kernel it replaced
#             timed on their own                                                             -> acceptance 2
#   diff      breakdown of the fp32 MLP and of a copy with one op changed (fc3's ReLU -> GELU); diff of
#             the two, and of a run against itself with --fail-above 1                      -> acceptance 3
#   html      breakdown of the transformer example (--backward) for the HTML screenshots
#   real      a real model: Hugging Face GPT-2 with labels, a training step, default vs reduce-overhead
#             (interleaved, CUDA graphs on one side), a diff of its two runs; then the GPU tests
# Figures and run directories (logs left out, traces gzipped) land in $OUT/compare_gpu_check.tar.gz.
# Usage: bash benchmarks/compare_gpu_check.sh [steps]
set -u
FINAL=${OUT:-$PWD/compare-check-out}
mkdir -p "$FINAL"
WORK=/tmp/compare-check
OUT_DIR=$WORK/out
mkdir -p "$OUT_DIR"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
export INDUCTOR_PROBE_CACHE=$WORK/cache
STEPS=${1:-"same template diff html"}
has() { [[ " $STEPS " == *" $1 "* ]]; }
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,uuid,driver_version,clocks.sm,clocks.max.sm --format=csv
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
  git rev-parse --short HEAD 2>/dev/null; git status --short 2>/dev/null | head -20
} > "$OUT_DIR/environment.txt" 2>&1
probe() {  # name, args...: one command, its text and its exit code
  local name=$1; shift
  local t0=$SECONDS
  python3 -m inductor_probe "$@" > "$OUT_DIR/$name.txt" 2> "$OUT_DIR/$name.err"
  echo "$name: exit $? in $((SECONDS - t0)) s" | tee -a "$OUT_DIR/exits.txt"
}
if has same; then
  for i in 1 2 3 4 5; do
    probe "same_$i" compare examples/mlp_fp32.py --out "$WORK/runs/same_$i"
  done
  python3 -m benchmarks.compare_check same "$WORK"/runs/same_? > "$OUT_DIR/acceptance1.md" 2>&1
fi
if has template; then
  probe template compare examples/mlp_bf16_small.py --out "$WORK/runs/template"
  python3 -m benchmarks.compare_check template "$WORK/runs/template" > "$OUT_DIR/acceptance2.txt" 2>&1
  cp "$WORK/runs/template/kernel_template.txt" "$OUT_DIR/" 2>/dev/null
fi
if has diff; then
  sed 's/x = torch.relu(self.fc3(x))/x = torch.nn.functional.gelu(self.fc3(x))/' examples/mlp_fp32.py > "$WORK/mlp_fp32_gelu.py"
  grep -c gelu "$WORK/mlp_fp32_gelu.py" > "$OUT_DIR/changed_lines.txt"
  probe diff_base breakdown examples/mlp_fp32.py --out "$WORK/runs/diff_base"
  probe diff_changed breakdown "$WORK/mlp_fp32_gelu.py" --out "$WORK/runs/diff_changed"
  probe diff diff "$WORK/runs/diff_base" "$WORK/runs/diff_changed" --html "$OUT_DIR/diff.html"
  probe diff_json diff "$WORK/runs/diff_base" "$WORK/runs/diff_changed" --format json
  probe diff_self diff "$WORK/runs/diff_base" "$WORK/runs/diff_base" --fail-above 1
  probe diff_self_json diff "$WORK/runs/diff_base" "$WORK/runs/diff_base" --format json
  python3 -m benchmarks.compare_check diff "$OUT_DIR/diff_json.txt" "$OUT_DIR/diff_self_json.txt" > "$OUT_DIR/acceptance3.txt" 2>&1
fi
if has html; then
  probe transformer breakdown examples/transformer_block.py --backward --out "$WORK/runs/transformer" \
    --html "$OUT_DIR/transformer.html"
fi
if has real; then
  probe gpt2 compare examples/hf_gpt2.py --backward --modes default,reduce-overhead --out "$WORK/runs/gpt2" \
    --html "$OUT_DIR/gpt2_compare.html"
  probe gpt2_diff diff "$WORK/runs/gpt2/default" "$WORK/runs/gpt2/reduce-overhead" --html "$OUT_DIR/gpt2_diff.html"
  python3 -m pytest -q -m gpu tests/test_real_models_gpu.py tests/timer > "$OUT_DIR/gpu_tests.txt" 2>&1
  echo "gpu tests: exit $?" | tee -a "$OUT_DIR/exits.txt"
fi
mkdir -p "$OUT_DIR/rundirs"
for r in "$WORK"/runs/*; do
  [ -d "$r" ] || continue
  n=$(basename "$r")
  ( cd "$r" && find . -name 'run.json' -o -name 'compare.json' -o -name 'result.json' -o -path '*/modules/*' \
      -o -path '*/kernels/*' -o -path '*/traces/*' -o -name 'trace.json.gz' | grep -v '/cache/' \
      | tar -cf - -T - ) | ( mkdir -p "$OUT_DIR/rundirs/$n" && cd "$OUT_DIR/rundirs/$n" && tar -xf - )
  find "$OUT_DIR/rundirs/$n" -name '*.json' -path '*traces*' -exec gzip -9 {} \;
done
tail -3 "$OUT_DIR"/*.err 2>/dev/null | tail -40
cat "$OUT_DIR"/acceptance* 2>/dev/null
tar -czf "$FINAL/compare_gpu_check.tar.gz" -C "$WORK" out
