#!/usr/bin/env bash
# Issue 57 on one GPU: where CUPTI's teardown is paid after the anchored lean window lets it go
# (benchmarks/teardown_probe.py) on LOOPS (default "t5 gpt2_accum"); figures to $OUT/teardown_LOOP.txt and .json.
. benchmarks/gpu_setup.sh teardown57
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
for l in ${LOOPS:-t5 gpt2_accum}; do
  timeout "${LOOP_TIMEOUT:-260}" python3 benchmarks/teardown_probe.py --loop "$l" --rounds "${ROUNDS:-4}" \
    --json "$FINAL/teardown_$l.json" > "$FINAL/teardown_$l.txt" 2> "$WORK/$l.err"
  echo "$l: rc $? $(grep -v Warning "$WORK/$l.err" | tail -n 2 | cut -c1-300)"
  cat "$FINAL/teardown_$l.txt"
done
