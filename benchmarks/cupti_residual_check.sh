#!/usr/bin/env bash
# Issue 57: CUPTI's cost after the profiler stopped (benchmarks/cupti_residual_probe.py), three fresh processes of
# the LOOP (default generate): no profiler at all (the drift control), the lean window and kineto's default,
# the same with TEARDOWN_CUPTI=1; then, with GPU_TESTS=1, the GPU tests. Figures to $OUT/residual.txt.
. benchmarks/gpu_setup.sh residual57
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1 TORCHINDUCTOR_CACHE_DIR=$WORK/ind
unset INDUCTOR_PROBE_LEAN_KERNELS
L=${LOOP:-generate}
t0=$SECONDS
{
  python3 benchmarks/cupti_residual_probe.py --loop "$L" --control 2>&1 | grep -v -i warn
  python3 benchmarks/cupti_residual_probe.py --loop "$L" 2>&1 | grep -v -i warn
  TEARDOWN_CUPTI=1 python3 benchmarks/cupti_residual_probe.py --loop "$L" 2>&1 | grep -v -i warn
  echo "probes done in $((SECONDS - t0)) s"
  gpu_tests
} 2>&1 | tee "$FINAL/residual.txt"
