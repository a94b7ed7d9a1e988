#!/usr/bin/env bash
# Library kernels replayed in CUDA graphs (analysis/replay.py) on a GPU, in one call: `breakdown` of each model
# with --mode default and --mode reduce-overhead (one shared cache per model), then benchmarks/replay_check.py
# on each pair (the replayed run's FLOPs and bytes from the compiled module against the default run's from
# the ops' traced shapes). $OUT gets replay_check.md, exits.txt and replay_gpu_check.tar.gz (text reports,
# the run directories without logs, traces gzipped).
# Then the GPU tests (tests/test_real_models_gpu.py, tests/timer).
# Usage: bash benchmarks/replay_gpu_check.sh [models] [tests]
#   models: any of "resnet50 gated_mlp_bf16 gpt2" (default all); tests: "tests" (default) or "" to skip them
set -u
FINAL=${OUT:-$PWD/replay-check-out}
mkdir -p "$FINAL"
WORK=/tmp/replay-check
O=$WORK/out
mkdir -p "$O"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
MODELS=${1-"resnet50 gated_mlp_bf16 gpt2"}
TESTS=${2-tests}
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
  git rev-parse --short HEAD 2>/dev/null; git status --short 2>/dev/null | head -20
} > "$O/environment.txt" 2>&1
pairs=()
for model in $MODELS; do
  case $model in
    gpt2) args=(examples/hf_gpt2.py --backward) ;;
    *) args=("examples/$model.py") ;;
  esac
  for mode in default reduce-overhead; do
    t0=$(date +%s)
    python3 -m inductor_probe breakdown "${args[@]}" --mode "$mode" --out "$WORK/runs/$model/$mode" \
      --cache-dir "$WORK/cache/$model" > "$O/${model}_$mode.txt" 2> "$O/${model}_$mode.err"
    echo "$model $mode: exit $? in $(( $(date +%s) - t0 )) s" | tee -a "$O/exits.txt"
    mkdir -p "$O/runs/$model/$mode"
    ( cd "$WORK/runs/$model/$mode" && cp -r run.json modules kernels traces "$O/runs/$model/$mode/" 2>/dev/null )
    find "$O/runs/$model/$mode/traces" -name '*.json' -exec gzip -9 {} \; 2>/dev/null
  done
  pairs+=("$WORK/runs/$model/default" "$WORK/runs/$model/reduce-overhead")
done
if [ ${#pairs[@]} -gt 0 ]; then
  python3 -m benchmarks.replay_check "${pairs[@]}" > "$O/replay_check.md" 2> "$O/replay_check.err"
  echo "replay_check: exit $?" | tee -a "$O/exits.txt"
  grep -h "^library kernels" "$O/replay_check.md"
fi
if [ "$TESTS" = tests ]; then
  t0=$(date +%s)
  python3 -m pytest -q -m gpu tests/test_real_models_gpu.py tests/timer -x -p no:cacheprovider > "$O/gpu_tests.txt" 2>&1
  echo "gpu tests: exit $? in $(( $(date +%s) - t0 )) s; $(tail -n 1 "$O/gpu_tests.txt")" | tee -a "$O/exits.txt"
fi
for f in "$O"/*.err; do [ -s "$f" ] && { echo "== $f"; tail -n 3 "$f"; }; done
cp "$O/exits.txt" "$FINAL/"; cp "$O/replay_check.md" "$FINAL/" 2>/dev/null
tar -czf "$FINAL/replay_gpu_check.tar.gz" -C "$WORK" out
