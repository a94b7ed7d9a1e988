#!/usr/bin/env bash
# Issue 39's records on GPUs (PerRank, KernelRow, MemoryDelta): a two-rank DDP job against the loop's own
# CUDA-event timing per rank (ranks_truth_check.sh), then on one GPU a transformer block's breakdown, its
# slowest Triton kernel's `kernel --format json` (its breakdown row), and compare default vs reduce-overhead (the
# pairing, the memory change); check_run on every run, and report --format json/csv of the job.
# Usage (2 GPUs): bash benchmarks/per_rank_records_check.sh ; figures and outputs in $OUT.
set -u
FINAL=${OUT:-$PWD/per-rank-out}
mkdir -p "$FINAL"
OUT=$FINAL/ranks bash benchmarks/ranks_truth_check.sh
WORK=/tmp/records-check
R=$FINAL/records
mkdir -p "$R"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
probe() {
  local name=$1; shift
  local t0=$SECONDS
  python3 -m inductor_probe "$@" > "$R/$name.txt" 2> "$R/$name.err"
  echo "$name: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
}
probe job_json report --run /tmp/ranks-truth/run --format json
probe job_csv report --run /tmp/ranks-truth/run --format csv
probe breakdown breakdown examples/transformer_block.py --backward --out "$WORK/runs/transformer"
NAME=$(python3 -m inductor_probe kernels --run "$WORK/runs/transformer" --format csv | python3 -c '
import csv, sys
rows = [r for r in csv.DictReader(sys.stdin) if r["name"].startswith("triton_")]
rows.sort(key=lambda r: -float(r["time_us"] or 0))
print(rows[0]["name"] if rows else "")')
echo "kernel: $NAME" >> "$R/exits.txt"
probe kernel_json kernel "$NAME" --run "$WORK/runs/transformer" --format json
probe compare compare examples/mlp_fp32.py --modes default,reduce-overhead --out "$WORK/runs/compare"
probe compare_saved compare "$WORK/runs/compare/default" "$WORK/runs/compare/reduce-overhead" --format json
python3 "${CHECK_RUN:-../shared/tools/check_run.py}" /tmp/ranks-truth/run "$WORK"/runs/transformer \
  "$WORK"/runs/compare/default "$WORK"/runs/compare/reduce-overhead > "$R/check_run.txt" 2>&1
echo "check_run: exit $?" | tee -a "$R/exits.txt"
cp "$WORK/runs/compare/compare.json" "$R/compare.json.txt" 2>/dev/null
cp /tmp/ranks-truth/run/run.json "$R/job.run.json.txt" 2>/dev/null
for r in 0 1; do cp "/tmp/ranks-truth/run/rank$r/run.json" "$R/rank$r.run.json.txt" 2>/dev/null; done
cp "$WORK/runs/transformer/run.json" "$R/transformer.run.json.txt" 2>/dev/null
