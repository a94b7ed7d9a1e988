#!/usr/bin/env bash
# Issue 44, N7 on a GPU: the interleaved measurement after its trace was bounded (the first 10 steps of each
# block profiled, no Python stacks) against the code before it, on the same two saved runs, alternating.
#   1. breakdown of examples/mlp_fp32.py with mode default and with max-autotune-no-cudagraphs (fp32: cuBLAS
#      kept, the same gemm on both sides: the comparison's answer is "no difference beyond noise")
#   2. `compare RUN_A RUN_B` N times (default 4) with this tree and with the tree before the change
#      (OLD_TREE, default .old_tree: `git archive bb12149 inductor_probe`), alternating new, old
#   3. each one's overall speedup and band (benchmarks.compare_check same), its wall, its interleaved
#      trace's size and the steps profiled per block, in $OUT/compare_interleave.md and a tarball
# Usage: bash benchmarks/compare_interleave_check.sh [N]
set -u
FINAL=${OUT:-$PWD/compare-interleave-out}
mkdir -p "$FINAL"
W=/tmp/compare-interleave
rm -rf "$W" && mkdir -p "$W/out"
NEW=$PWD
OLD=${OLD_TREE:-$PWD/.old_tree}
N=${1:-4}
export PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$W/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$W/out/environment.txt" 2>&1
PYTHONPATH=$NEW python3 -m inductor_probe breakdown examples/mlp_fp32.py --out "$W/a" -q > "$W/out/a.txt" 2>&1
PYTHONPATH=$NEW python3 -m inductor_probe breakdown examples/mlp_fp32.py --mode max-autotune-no-cudagraphs \
  --out "$W/b" -q > "$W/out/b.txt" 2>&1
echo "breakdowns done at $SECONDS s" >> "$W/out/exits.txt"
for i in $(seq 1 "$N"); do
  for tree in new old; do
    (( SECONDS > 500 )) && break 2
    dir=$NEW; [[ $tree == old ]] && dir=$OLD
    t0=$EPOCHREALTIME
    (cd "$dir" && PYTHONPATH=$dir python3 -m inductor_probe compare "$W/a" "$W/b" --out "$W/c_${tree}_$i" -q \
      > "$W/out/c_${tree}_$i.txt" 2>&1)
    rc=$?
    size=$(stat -c %s "$W/c_${tree}_$i/interleaved/trace.json.gz" 2>/dev/null || echo -)
    steps=$(python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(r.get('block_steps'), r.get('profiled_steps'))" \
      "$W/c_${tree}_$i/interleaved/result.json" 2>/dev/null)
    echo "| $tree $i | $rc | $(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.1f", b-a}') | $size | $steps |" >> "$W/out/walls.md"
  done
done
for tree in new old; do
  PYTHONPATH=$NEW python3 -m benchmarks.compare_check same "$W"/c_${tree}_* > "$W/out/same_$tree.md" 2>&1
done
{
  cat "$W/out/environment.txt"; echo
  echo "| compare | exit | wall s | interleaved trace.json.gz bytes | block steps, profiled steps |"
  echo "|---|---|---|---|---|"
  cat "$W/out/walls.md"; echo
  echo "new:"; cat "$W/out/same_new.md"; echo; echo "old:"; cat "$W/out/same_old.md"
} > "$FINAL/compare_interleave.md"
(cd "$W" && tar czf "$FINAL/compare_interleave.tgz" out c_*/compare.json c_*/interleaved/result.json a/run.json b/run.json)
cat "$FINAL/compare_interleave.md"
