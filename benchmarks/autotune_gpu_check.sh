#!/usr/bin/env bash
# Issue 41 (which of max-autotune's choices each template kernel ran), on a GPU in one call:
# `breakdown examples/mlp_bf16_small.py --mode max-autotune` twice with one cache (the first compiles and
# autotunes, the second is an FX graph cache hit), each run's `step.autotune` read against the template kernels'
# own files (benchmarks/autotune_truth.py: their BLOCK_* constants, warps and stages, no code of the tool); then,
# with GPU_TESTS=1, the GPU tests. Figures in $OUT.
. benchmarks/gpu_setup.sh autotune
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
for i in 1 2; do
  python3 -m inductor_probe breakdown examples/mlp_bf16_small.py --mode max-autotune --backward \
    --out "$WORK/run$i" > "$FINAL/mlp-run$i.txt" 2> "$WORK/run$i.err"
  echo "run $i: exit $?"
  tail -n 3 "$WORK/run$i.err"
  cp "$WORK/run$i/run.json" "$FINAL/mlp-run$i.run.json.txt" 2>/dev/null
done
python3 benchmarks/autotune_truth.py "$WORK/run1" "$WORK/run2" > "$FINAL/summary.txt" 2>&1
cat "$FINAL/summary.txt"
gpu_tests
