#!/usr/bin/env bash
# The step cutter's rule for a recompiled first graph (issue 41), on one GPU, in one call:
#   recompiles  examples/script_recompiles.py: the batch changes at step 10; the steps cut at the recompiled
#               graph's calls from then on (the tool), beside nothing else
#   accum       examples/loops.py --loop accum (per-block compile: the blocks recompile the first block's frame;
#               cut at the optimizer), with the script's own --time of its steps in the same process
#   generate    examples/loops.py --loop generate (a period of prefill and decodes): the same
# Exit codes, text reports, run.json files and the scripts' own timings (NAME.truth, from the run's driver.log)
# land in $OUT: python benchmarks/steps_table.py --same-run FOLDER accum generate (a folder of NAME/run.json).
set -u
FINAL=${OUT:-$PWD/cutter-check-out}
WORK=/tmp/cutter-check
R=$WORK/out
rm -rf "$WORK"
mkdir -p "$FINAL" "$R"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$R/environment.txt" 2>&1
probe() {  # name, args...
  local name=$1; shift
  local t0=$SECONDS
  python3 -m inductor_probe "$@" > "$R/$name.txt" 2> "$R/$name.err"
  echo "$name: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
  cp "$WORK/runs/$name/run.json" "$R/$name.run.json.txt" 2>/dev/null
}
probe recompiles breakdown examples/script_recompiles.py --out "$WORK/runs/recompiles" -- --iters 40
for loop in accum generate; do
  probe "$loop" breakdown examples/loops.py --out "$WORK/runs/$loop" -- --loop $loop --time --dim 1024 --layers 6 \
    --iters 40
  grep -h "truth: median" "$WORK/runs/$loop/logs/driver.log" | tail -1 > "$R/$loop.truth"
done
tar -czf "$FINAL/cutter_check.tgz" -C "$WORK" out
cat "$R/exits.txt"
