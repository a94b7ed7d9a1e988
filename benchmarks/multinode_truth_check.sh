#!/usr/bin/env bash
# The independent truth beside benchmarks/multinode_gpu_check.sh: the same DDP job with no code of the tool, plain
# torchrun, timed by the loop itself (examples/ddp_train.py --time: CUDA events each step, its first three left
# out, the median per rank), as one host of 2 x NPROC ranks and as two "hosts" (two torchrun processes, --nnodes 2,
# static rendezvous, NPROC GPUs each), alternated REPEATS times. Figures in $OUT/truth.txt.
. benchmarks/gpu_setup.sh multinode-truth
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
NPROC=${NPROC:-2}
ARGS=${ARGS:-"--iters 40 --dim 1024 --layers 4 --batch 256 --sleep-rank $((2 * NPROC - 1)) --sleep-ms 5 --item"}
echo "loop: examples/ddp_train.py $ARGS --time" >> "$FINAL/environment.txt"
P=${PORT:-29700}
for i in $(seq 1 "${REPEATS:-3}"); do
  echo "## one host, run $i" >> "$FINAL/truth.txt"
  torchrun --standalone --nproc-per-node $((2 * NPROC)) examples/ddp_train.py $ARGS --time 2> "$WORK/one$i.err" \
    | grep "^truth rank [0-9]*: median" | sort >> "$FINAL/truth.txt"
  P=$((P + 1))
  echo "## two hosts, run $i" >> "$FINAL/truth.txt"
  for n in 0 1; do
    CUDA_VISIBLE_DEVICES=$(seq -s, $((n * NPROC)) $((n * NPROC + NPROC - 1))) torchrun --nnodes 2 --node-rank $n \
      --nproc-per-node "$NPROC" --rdzv-backend static --rdzv-endpoint 127.0.0.1:$P --rdzv-id t$i \
      examples/ddp_train.py $ARGS --time > "$WORK/two${i}_$n.out" 2> "$WORK/two${i}_$n.err" &
  done
  wait
  cat "$WORK"/two${i}_*.out | grep "^truth rank [0-9]*: median" | sort >> "$FINAL/truth.txt"
done
cat "$FINAL/truth.txt"
