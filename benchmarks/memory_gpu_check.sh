#!/usr/bin/env bash
# Issue 32 on a GPU, in one call (steps chosen by name, default all):
#   gpt2   examples/hf_gpt2.py --backward --eager-baseline  -> per-step peak vs benchmarks/memory_truth.py
#          (compiled and eager), saved activations per graph, eager vs compiled peak
#   ro     the same with --mode reduce-overhead             -> the CUDA-graph pool, the peak difference to gpt2
#   leak   examples/memory_leak.py -- --iters 30            -> growth per step and the appending line
#   tb     examples/transformer_block.py --backward         -> the top allocation at the peak names a line
#   diff   diff gpt2 ro --fail-above-mem 20, and gpt2 against itself: each side's memory, the gate
#   cost   transformer_block.py --backward on a cache hit, memory off (INDUCTOR_PROBE_MEMORY=off) and on,
#          twice, alternating: what measuring memory adds to breakdown's wall; each "on" run's own
#          measuring time (step.memory.measure_s) beside it
#   hit    gpt2 again on a cache hit (no eager baseline): what measuring memory took (measure_s) against the
#          run's wall, the cheap form of `cost` (one run, the child's own clock)
#   keep   the truth script with the output kept alive through backward (explains a loop that binds `out`)
# Everything is packed after each step, so a call stopped at its limit still brings back what finished.
# check_run.py on each run; each run's run.json and memory history come back for the CPU tests.
set -u
FINAL=${OUT:-$PWD/memory-check-out}
WORK=/tmp/memory-check
R=$WORK/out  # everything comes back as one archive (the device returns 8 files at most)
rm -rf "$R"  # runs of earlier calls stay (diff reads them); each step makes its own afresh
mkdir -p "$FINAL" "$WORK/runs" "$R"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
export INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$R/environment.txt" 2>&1
LIMIT=${PROBE_TIMEOUT:-300}
pack() { tar -C "$R" -czf "$FINAL/memory_check.tgz" .; cp "$R/exits.txt" "$FINAL/" 2>/dev/null; }
keep() {  # name: the run's manifest, memory history and text
  mkdir -p "$R/runs/$1"
  cp "$WORK/runs/$1/run.json" "$R/runs/$1/" 2>/dev/null
  cp "$WORK/runs/$1/traces/memory.json.gz" "$R/runs/$1/" 2>/dev/null
  tar -C "$WORK/runs/$1" -czf "$R/runs/$1/raw.tgz" modules traces/memory_record.json 2>/dev/null
  [ -n "${CHECK_RUN:-}" ] && python3 "$CHECK_RUN" "$WORK/runs/$1" > "$R/runs/$1/check_run.txt" 2>&1
}
probe() {  # name, command, args...: a breakdown gets a fresh run directory and a time limit
  local name=$1; shift
  local t0=$SECONDS
  local limit=(--timeout "$LIMIT")
  [ "$1" = diff ] && limit=()
  rm -rf "${WORK:?}/runs/$name"
  python3 -m inductor_probe "$1" "${limit[@]}" "${@:2}" > "$R/$name.txt" 2> "$R/$name.err"
  echo "$name: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
}
STEPS=${1:-"gpt2 ro diff leak tb cost"}
has() { [[ " $STEPS " == *" $1 "* ]]; }
if has gpt2; then
  probe gpt2 breakdown examples/hf_gpt2.py --backward --eager-baseline --out "$WORK/runs/gpt2"
  keep gpt2
  python3 benchmarks/memory_truth.py examples/hf_gpt2.py > "$R/truth_gpt2.json" 2> "$R/truth_gpt2.err"
  python3 benchmarks/memory_truth.py examples/hf_gpt2.py --eager > "$R/truth_gpt2_eager.json" 2>> "$R/truth_gpt2.err"
  pack
fi
if has hit; then
  t0=$(date +%s.%N)
  probe gpt2_hit breakdown examples/hf_gpt2.py --backward --out "$WORK/runs/gpt2_hit"
  echo "gpt2_hit wall $(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$t0" "$(date +%s.%N)") s" >> "$R/cost.txt"
  keep gpt2_hit
  pack
fi
if has keep; then
  python3 benchmarks/memory_truth.py examples/hf_gpt2.py --keep-output > "$R/truth_gpt2_keep.json" 2>> "$R/truth_gpt2.err"
fi
if has ro; then
  probe ro breakdown examples/hf_gpt2.py --backward --mode reduce-overhead --out "$WORK/runs/ro"
  keep ro
  python3 benchmarks/memory_truth.py examples/hf_gpt2.py --mode reduce-overhead > "$R/truth_ro.json" 2> "$R/truth_ro.err"
  pack
fi
if has diff; then  # the two runs above side by side; the memory gate on itself and across modes
  probe diff_gpt2_ro diff "$WORK/runs/gpt2" "$WORK/runs/ro" --fail-above-mem 20
  probe diff_gpt2_self diff "$WORK/runs/gpt2" "$WORK/runs/gpt2" --fail-above-mem 20
fi
if has leak; then
  probe leak breakdown examples/memory_leak.py --out "$WORK/runs/leak" -- --iters 30
  keep leak
  pack
fi
if has tb; then
  probe tb breakdown examples/transformer_block.py --backward --out "$WORK/runs/tb"
  keep tb
  pack
fi
if has cost; then
  for i in 1 2; do
    for how in off on; do
      t0=$(date +%s.%N)
      rm -rf "$WORK/cost/$how$i"
      INDUCTOR_PROBE_MEMORY=$how python3 -m inductor_probe breakdown examples/transformer_block.py --backward \
        --out "$WORK/cost/$how$i" > "$R/cost_$how$i.txt" 2>&1
      rc=$?
      echo "memory $how (round $i): exit $rc, $(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$t0" "$(date +%s.%N)") s, measuring $(python3 -c "import json, sys; print(json.load(open(sys.argv[1])).get('measure_s'))" "$WORK/cost/$how$i/traces/memory_record.json" 2>/dev/null) s" \
        | tee -a "$R/cost.txt"
      pack
    done
  done
fi
pack
echo done
