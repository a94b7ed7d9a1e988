#!/usr/bin/env bash
# Issue 41 (CUDA-graph recordings inside the measured steps) and the GPU tests, on a GPU in one call:
# `breakdown examples/rerecord.py` (reduce-overhead, a new batch each step: a recording each step), its step's
# recordings read against the script's own count; then, with GPU_TESTS=1, the GPU tests. Figures in $OUT.
. benchmarks/gpu_setup.sh rerecord
python3 -m inductor_probe breakdown examples/rerecord.py --out "$WORK/run" -- --iters 120 > "$FINAL/rerecord.txt" 2> "$WORK/rerecord.err"
echo "breakdown rerecord: exit $?"
tail -5 "$WORK/rerecord.err" > "$FINAL/rerecord.err.txt"
cp "$WORK/run/run.json" "$FINAL/rerecord.run.json.txt" 2>/dev/null
t0=$SECONDS
[ -n "${GPU_TESTS:-}" ] && timeout ${TEST_TIMEOUT:-300} python3 -m pytest -q -p no:cacheprovider tests/test_real_models_gpu.py \
  tests/test_memory_gpu.py tests/timer/test_timer_gpu.py > "$FINAL/gpu_tests.txt" 2>&1
echo "gpu tests: exit $? in $((SECONDS - t0)) s (GPU_TESTS=${GPU_TESTS:-off})"
tail -3 "$FINAL/gpu_tests.txt"
