#!/usr/bin/env bash
# One GPU check for `breakdown`: runs the examples, the ncu comparison and the GPU tests,
# and writes every figure under $OUT (or ./gpu-check-out). Usage: bash benchmarks/gpu_check.sh [steps]
# steps: any of "breakdown ncu ncu_isolated maxautotune kernel compare step_probe tests record" (default: breakdown ncu maxautotune tests record).
set -u
FINAL=${OUT:-$PWD/gpu-check-out}
mkdir -p "$FINAL"
WORK=${WORK:-/tmp/inductor-probe-gpu-check}
# Everything goes to $WORK/out; $OUT gets one tarball (the device tool returns at most 8 files).
OUT=$WORK/out
mkdir -p "$OUT"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
export PYTHONUNBUFFERED=1
STEPS=${1:-"breakdown ncu maxautotune tests record"}
has() { [[ " $STEPS " == *" $1 "* ]]; }
PROBE="python3 -m inductor_probe"

{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,uuid,serial,driver_version,clocks.sm,clocks.mem,clocks.max.sm --format=csv
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$OUT/environment.txt" 2>&1
cat "$OUT/environment.txt"

if has breakdown; then
  for i in $([ -n "${QUICK:-}" ] && echo 1 || echo 1 2); do
    $PROBE breakdown examples/transformer_block.py --backward --isolated --out "$WORK/runs/transformer_$i" --cache-dir "$WORK/cache" \
      > "$OUT/breakdown_transformer_$i.txt" 2> "$OUT/breakdown_transformer_$i.err"
    echo "transformer run $i: exit $?"
  done
  $PROBE report --run "$WORK/runs/transformer_1" --format json > "$OUT/breakdown_transformer_1.json"
  [ -n "${QUICK:-}" ] || {
  $PROBE breakdown examples/reduction.py --out "$WORK/runs/reduction" --cache-dir "$WORK/cache" \
    > "$OUT/breakdown_reduction.txt" 2> "$OUT/breakdown_reduction.err"; echo "reduction: exit $?"
  $PROBE breakdown examples/script_with_graph_break.py --out "$WORK/runs/script" --cache-dir "$WORK/cache" -- --size 1024 \
    > "$OUT/breakdown_script.txt" 2> "$OUT/breakdown_script.err"; echo "script: exit $?"
  }
  cat "$OUT/breakdown_transformer_1.txt"
  tail -3 "$OUT"/*.err
fi

if has ncu; then
  for replay in kernel application; do
    python3 -m benchmarks.ncu_compare "$WORK/runs/transformer_1" --out "$OUT" --replay-mode $replay --tag "_$replay" \
      > "$OUT/ncu_compare_$replay.log" 2>&1
    echo "ncu_compare ($replay replay): exit $?"; tail -4 "$OUT/ncu_compare_$replay.log"
  done
fi

if has ncu_isolated; then
  # Each kernel timed by ncu with no kernel within ISOLATE launches of it profiled (acceptance #3's table).
  # GRAPHS (default both) picks the graphs; each gets its own table, saved as it goes.
  for g in ${GRAPHS:-g0_forward g0_backward}; do
    timeout ${NCU_ISOLATED_TIMEOUT:-900} python3 -m benchmarks.ncu_compare "$WORK/runs/transformer_1" --out "$OUT" \
      --replay-mode application --isolate ${ISOLATE:-2} --calls ${NCU_CALLS:-5} --graph $g --tag "_application_isolated_$g" \
      > "$OUT/ncu_compare_application_isolated_$g.log" 2>&1
    echo "ncu_compare (application replay, isolated, $g): exit $?"; cat "$OUT/ncu_compare_application_isolated_$g.log"
  done
fi

if has maxautotune; then
  $PROBE breakdown examples/transformer_block.py --backward --mode max-autotune --out "$WORK/runs/transformer_max_autotune" \
    --fresh-cache > "$OUT/breakdown_transformer_max_autotune.txt" 2> "$OUT/breakdown_transformer_max_autotune.err"
  echo "transformer max-autotune: exit $?"; head -30 "$OUT/breakdown_transformer_max_autotune.txt"
  $PROBE breakdown examples/reduction.py --mode max-autotune --out "$WORK/runs/reduction_max_autotune" --fresh-cache \
    > "$OUT/breakdown_reduction_max_autotune.txt" 2> "$OUT/breakdown_reduction_max_autotune.err"
  echo "reduction max-autotune: exit $?"
fi

if has kernel; then
  # issue 3, acceptance 1: the reduction example's widest reduction kernel
  $PROBE breakdown examples/reduction.py --out "$WORK/runs/reduction_k" --cache-dir "$WORK/cache" -q \
    > "$OUT/kernel_breakdown_reduction.txt" 2>&1; echo "reduction breakdown: exit $?"
  K=triton_red_fused__softmax_add_amax_exp_mul_native_layer_norm_prepare_softmax
  $PROBE kernel $K --run "$WORK/runs/reduction_k" --autotune > "$OUT/kernel_autotune.txt" 2> "$OUT/kernel_autotune.err"
  echo "kernel --autotune: exit $?"; cat "$OUT/kernel_autotune.txt"
  for i in 1 2; do
    $PROBE kernel $K --run "$WORK/runs/reduction_k" --format json > "$OUT/kernel_repeat_$i.json" 2> "$OUT/kernel_repeat_$i.err"
    echo "kernel repeat $i: exit $?"
  done
  python3 - "$OUT" <<'PY'
import json, sys
out = sys.argv[1]
m = [json.load(open(f"{out}/kernel_repeat_{i}.json"))["variants"]["generated"]["chosen"]["cold"]["median_us"] for i in (1, 2)]
print(f"kernel repeatability: medians {m[0]:.3f} and {m[1]:.3f} us, difference {100 * abs(m[0] - m[1]) / min(m):.2f}%")
PY
fi

if has compare; then
  $PROBE compare examples/transformer_block.py --out "$WORK/runs/compare" > "$OUT/compare.txt" 2> "$OUT/compare.err"
  echo "compare: exit $?"; cat "$OUT/compare.txt" | head -80
  $PROBE breakdown examples/transformer_block.py --out "$WORK/runs/transformer_inference" --cache-dir "$WORK/cache" -q \
    --format json > "$OUT/breakdown_transformer_inference.json" 2> "$OUT/breakdown_transformer_inference.err"
  echo "breakdown (inference, for compare's totals): exit $?"
fi

if has step_probe; then
  # what real steps look like to the profiler (benchmarks/step_trace_probe.py), for the step view's tests
  for spec in "gpt2 --backward" "resnet50" "transformer --backward --mode reduce-overhead"; do
    name=$(echo "$spec" | tr ' ' '_' | tr -d '-')
    timeout ${PROBE_TIMEOUT:-300} python3 -m benchmarks.step_trace_probe --model $spec --out "$OUT/step_probe/$name" \
      > "$OUT/step_probe_$name.log" 2>&1
    echo "step probe $spec: exit $?"; tail -2 "$OUT/step_probe_$name.log"
  done
fi

if has tests; then
  python3 -m pytest -q -m gpu tests > "$OUT/pytest_gpu.txt" 2>&1; echo "gpu tests: exit $?"; tail -5 "$OUT/pytest_gpu.txt"
fi

if has record; then
  # Real files for the CPU tests (tests/data/): the runs without their caches and temp dirs.
  tar -C "$WORK" --exclude='runs/*/tmp' -czf "$FINAL/runs.tar.gz" runs
fi
tar -C "$WORK" -czf "$FINAL/gpu_check_out.tar.gz" out
ls -la "$FINAL"
