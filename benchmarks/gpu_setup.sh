# Sourced by a GPU check: `. benchmarks/gpu_setup.sh NAME` sets FINAL ($OUT, else ./NAME-out) and a fresh WORK
# (/tmp/NAME), runs the tree's code with its own compile cache, and writes the GPU, driver and versions to
# $FINAL/environment.txt.
set -u
FINAL=${OUT:-$PWD/$1-out}
WORK=/tmp/$1
rm -rf "$WORK"
mkdir -p "$FINAL" "$WORK"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$FINAL/environment.txt" 2>&1
# With GPU_TESTS=1, `gpu_tests` runs the GPU tests (at most TEST_TIMEOUT s) into $FINAL/gpu_tests.txt.
gpu_tests() {
  local t0=$SECONDS
  [ -n "${GPU_TESTS:-}" ] && timeout "${TEST_TIMEOUT:-300}" python3 -m pytest -q -p no:cacheprovider \
    tests/test_real_models_gpu.py tests/test_memory_gpu.py tests/timer/test_timer_gpu.py > "$FINAL/gpu_tests.txt" 2>&1
  echo "gpu tests: exit $? in $((SECONDS - t0)) s (GPU_TESTS=${GPU_TESTS:-off})"
  tail -3 "$FINAL/gpu_tests.txt" 2>/dev/null
}
