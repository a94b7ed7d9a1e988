#!/usr/bin/env bash
# Each rank's wall of a job of two "hosts" (two tool processes, `--nnodes 2`, NPROC GPUs each, nvidia-h100-x4)
# against the loop's own CUDA-event timing of the very same steps in the same run (the script's --time;
# benchmarks/job_same_steps.py): the DDP example with its last rank planted 5 ms late, then a real model,
# examples/fsdp_llama.py (Hugging Face Llama with labels, FSDP2, each decoder layer compiled). Figures in $OUT.
. benchmarks/gpu_setup.sh multinode-same
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
NPROC=${NPROC:-2}
two_hosts() {  # NAME PORT SCRIPT ARGS...: the job as two tool processes; their reports and the comparison
  local name=$1 port=$2 script=$3
  shift 3
  for n in 0 1; do
    CUDA_VISIBLE_DEVICES=$(seq -s, $((n * NPROC)) $((n * NPROC + NPROC - 1))) \
      python3 -m inductor_probe breakdown "$script" --nproc-per-node "$NPROC" --nnodes 2 --node-rank $n \
      --rdzv-endpoint 127.0.0.1:$port --timeout 240 -q --out "$WORK/$name/node $n" -- "$@" --time \
      > "$WORK/${name}_node$n.txt" 2> "$WORK/${name}_node$n.err" &
  done
  wait
  echo "## $name: $script $*" >> "$FINAL/same_run.txt"
  tail -n 1 "$WORK/${name}_node0.err" "$WORK/${name}_node1.err" >> "$FINAL/same_run.txt"
  python3 benchmarks/job_same_steps.py "$WORK/$name/node 0" "$WORK/$name/node 1" >> "$FINAL/same_run.txt" 2>&1
  cp "$WORK/${name}_node0.txt" "$FINAL/${name}_node0.txt"
  cp "$WORK/$name/node 0/run.json" "$FINAL/${name}_node0.run.json.txt" 2>/dev/null
}
two_hosts ddp 29760 examples/ddp_train.py --iters 40 --dim 1024 --layers 4 --batch 256 --sleep-rank 3 \
  --sleep-ms 5 --item
two_hosts llama 29770 examples/fsdp_llama.py --iters 30
cat "$FINAL/same_run.txt"
