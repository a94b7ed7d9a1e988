#!/usr/bin/env bash
# This session's changed commands on a real model, read as a user would: HF GPT-2 with labels
# (examples/hf_gpt2.py) through `breakdown --backward` in default mode (the trust line, the runtime ledger) and in
# max-autotune (which choice each template ran), from a folder whose name holds a space. Reports and run.json in $OUT.
. benchmarks/gpu_setup.sh realmodel
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
mkdir -p "$WORK/my runs"
for mode in default max-autotune; do
  timeout 280 python3 -m inductor_probe breakdown examples/hf_gpt2.py --backward --mode "$mode" \
    --out "$WORK/my runs/gpt2-$mode" > "$FINAL/gpt2-$mode.txt" 2> "$WORK/$mode.err"
  echo "gpt2 $mode: exit $?"
  tail -n 2 "$WORK/$mode.err"
  cp "$WORK/my runs/gpt2-$mode/run.json" "$FINAL/gpt2-$mode.run.json.txt" 2>/dev/null
done
