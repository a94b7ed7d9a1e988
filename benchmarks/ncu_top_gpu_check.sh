#!/usr/bin/env bash
# Issue 42, item 3 on a GPU in one call: `breakdown --ncu-top 3` on examples/reduction.py (looped, multi-pass
# reductions) and on the HF Llama training loop: each of the step's 3 largest generated kernels under Nsight
# Compute (clocks left alone), ncu's bytes beside Inductor's estimate. Reports and run.json in $OUT.
. benchmarks/gpu_setup.sh ncutop
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
python3 -m inductor_probe breakdown examples/reduction.py --ncu-top 3 --out "$WORK/reduction" \
  > "$FINAL/reduction.txt" 2> "$WORK/reduction.err"
echo "reduction: exit $?"
python3 -m inductor_probe breakdown examples/hf_llama_train.py --ncu-top 3 --out "$WORK/llama" -- --iters 40 \
  > "$FINAL/llama.txt" 2> "$WORK/llama.err"
echo "llama: exit $?"
tail -n 4 "$WORK/reduction.err" "$WORK/llama.err"
for n in reduction llama; do
  grep -A12 "^Nsight Compute on the step" "$FINAL/$n.txt"
  cp "$WORK/$n/run.json" "$FINAL/$n-run.json.txt" 2>/dev/null
done
