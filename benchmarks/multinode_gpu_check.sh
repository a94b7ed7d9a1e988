#!/usr/bin/env bash
# Issue 40, acceptance 1 (NPROC=1 on nvidia-h100-x2, NPROC=2 on -x4): the same DDP job (examples/ddp_train.py, the
# last rank planted 5 ms late before each forward) run as one host of 2 x NPROC ranks and as two "hosts" (two tool
# processes, `--nnodes 2 --node-rank 0|1 --rdzv-endpoint 127.0.0.1:PORT`, NPROC GPUs each), alternated
# REPEATS times; benchmarks/multinode_compare.py sets each rank's wall, the collectives and the straggler of the
# two-host job view beside the one-host runs' spread; the first two-host run's report and page (node 0). Figures in
# $OUT (the runs' JSON of the first pair; every run's in $WORK/keep, which the comparison reads).
. benchmarks/gpu_setup.sh multinode
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
NPROC=${NPROC:-1}  # GPUs per "host": 1 on two GPUs (nvidia-h100-x2), 2 on four (nvidia-h100-x4)
ARGS=${ARGS:-"--iters 40 --dim 1024 --layers 4 --batch 256 --sleep-rank $((2 * NPROC - 1)) --sleep-ms 5 --item"}
echo "loop: examples/ddp_train.py $ARGS" >> "$FINAL/environment.txt"
P=${PORT:-29640}
for i in $(seq 1 "${REPEATS:-2}"); do
  python3 -m inductor_probe breakdown examples/ddp_train.py --nproc-per-node $((2 * NPROC)) --timeout 150 -q \
    --out "$WORK/one$i" -- $ARGS > "$FINAL/one$i.txt" 2> "$WORK/one$i.err"
  echo "one host, run $i: exit $?"; tail -n 2 "$WORK/one$i.err"
  P=$((P + 2))
  for n in 0 1; do
    CUDA_VISIBLE_DEVICES=$(seq -s, $((n * NPROC)) $((n * NPROC + NPROC - 1))) \
      python3 -m inductor_probe breakdown examples/ddp_train.py --nproc-per-node "$NPROC" \
      --nnodes 2 --node-rank $n --rdzv-endpoint 127.0.0.1:$P --timeout 150 -q --out "$WORK/two$i/node $n" \
      -- $ARGS > "$FINAL/two${i}_node$n.txt" 2> "$WORK/two${i}_node$n.err" &
  done
  wait
  echo "two hosts, run $i: done"; tail -n 2 "$WORK/two${i}_node0.err" "$WORK/two${i}_node1.err"
  mkdir -p "$WORK/keep"
  cp "$WORK/one$i/run.json" "$WORK/keep/one$i.run.json.txt" 2>/dev/null
  cp "$WORK/two$i/node 0/run.json" "$WORK/keep/two${i}_node0.run.json.txt" 2>/dev/null
  cp "$WORK/two$i/node 1/run.json" "$WORK/keep/two${i}_node1.run.json.txt" 2>/dev/null
done
cp "$WORK/keep/one1.run.json.txt" "$WORK/keep/two1_node0.run.json.txt" "$FINAL/" 2>/dev/null
rm -f "$FINAL"/one[2-9].txt "$FINAL"/two[2-9]_node*.txt "$FINAL/two1_node1.txt"
python3 -m inductor_probe report --run "$WORK/two1/node 0" --html "$FINAL/two1_node0.html" > /dev/null
python3 benchmarks/multinode_compare.py "$WORK/keep" > "$FINAL/compare.txt" 2>&1
cat "$FINAL/compare.txt"
