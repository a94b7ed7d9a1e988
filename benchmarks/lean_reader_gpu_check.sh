#!/usr/bin/env bash
# Issue 40's lean trace reader on real NCCL traces, and the GPU tests, on two GPUs (nvidia-h100-x2) in one call:
# a two-rank DDP job (`breakdown examples/ddp_train.py --nproc-per-node 2`), then each rank's step trace
# summarised by the whole-file reader and by the lean one
# (benchmarks/lean_reader_compare.py: equal, field by field, and the CPU time of each); then, with GPU_TESTS=1,
# the GPU tests (the timer's typed info among them). Figures in $OUT.
. benchmarks/gpu_setup.sh lean
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
python3 -m inductor_probe breakdown examples/ddp_train.py --nproc-per-node 2 --timeout 150 --out "$WORK/ddp" \
  -- --iters 30 --dim 512 --layers 4 --batch 256 > "$FINAL/ddp.txt" 2> "$WORK/ddp.err"
echo "ddp: exit $?"
tail -n 3 "$WORK/ddp.err"
cp "$WORK/ddp/run.json" "$FINAL/ddp.run.json.txt" 2>/dev/null
python3 benchmarks/lean_reader_compare.py "$WORK/ddp" > "$FINAL/compare.txt" 2>&1
cat "$FINAL/compare.txt"
gpu_tests
