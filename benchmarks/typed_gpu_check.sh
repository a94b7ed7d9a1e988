#!/usr/bin/env bash
# Issues 39 and 41 on a GPU: the typed compare and kernel results, and Dynamo's graph breaks and recompiles,
# through every child that writes them. Two parts, one device call each (each within 10 minutes):
#   commands  breakdown examples/transformer_block.py --backward; kernel (its slowest Triton kernel)
#             --autotune --ncu, then --format json; compare examples/mlp_fp32.py default vs reduce-overhead;
#             breakdown of examples/script_with_graph_break.py and examples/script_recompiles.py; check_run.py
#   tests     the GPU tests (real models, memory, the timer)
# Text outputs, exit codes and the run directories (traces gzipped) land in $OUT.
# Usage: bash benchmarks/typed_gpu_check.sh commands|tests
set -u
PART=${1:-commands}
FINAL=${OUT:-$PWD/typed-check-out}
WORK=/tmp/typed-check
R=$WORK/out
mkdir -p "$FINAL" "$R"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
export INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
  git rev-parse --short HEAD 2>/dev/null
} > "$R/environment.txt" 2>&1
probe() {  # name, args...: one command, its text and its exit code
  local name=$1; shift
  local t0=$SECONDS
  python3 -m inductor_probe "$@" > "$R/$name.txt" 2> "$R/$name.err"
  echo "$name: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
}
if [ "$PART" = commands ]; then
  probe breakdown breakdown examples/transformer_block.py --backward --out "$WORK/runs/transformer"
  probe kernels kernels --run "$WORK/runs/transformer" --format csv
  NAME=$(python3 - "$R/kernels.txt" <<'PY'
import csv, sys
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["name"].startswith("triton_")]
rows.sort(key=lambda r: -float(r["time_us"] or 0))
print(rows[0]["name"] if rows else "")
PY
  )
  echo "kernel: $NAME" >> "$R/exits.txt"
  probe kernel kernel "$NAME" --run "$WORK/runs/transformer" --autotune --ncu
  probe kernel_json kernel "$NAME" --run "$WORK/runs/transformer" --format json
  probe kernel_html kernel "$NAME" --run "$WORK/runs/transformer" --html "$R/kernel.html"
  probe compare compare examples/mlp_fp32.py --modes default,reduce-overhead --out "$WORK/runs/compare"
  probe graph_break breakdown examples/script_with_graph_break.py --out "$WORK/runs/graph break" \
    --html "$R/graph_break.html" -- --size 1024 --iters 20
  probe recompiles breakdown examples/script_recompiles.py --out "$WORK/runs/recompiles" \
    --html "$R/recompiles.html" -- --iters 30
  python3 -m inductor_probe report --run "$WORK/runs/recompiles" --format json > "$R/recompiles.json" 2>&1
  python3 -m inductor_probe report --run "$WORK/runs/recompiles" --format csv > "$R/recompiles.csv" 2>&1
  python3 "${CHECK_RUN:-../shared/tools/check_run.py}" "$WORK"/runs/transformer "$WORK"/runs/compare/default \
    "$WORK"/runs/compare/reduce-overhead "$WORK/runs/graph break" "$WORK"/runs/recompiles > "$R/check_run.txt" 2>&1
  echo "check_run: exit $?" | tee -a "$R/exits.txt"
  for run in transformer "graph break" recompiles compare/default; do
    cp "$WORK/runs/$run/run.json" "$R/$(echo "$run" | tr ' /' '__').run.json.txt" 2>/dev/null
  done
  cp "$WORK/runs/compare/compare.json" "$R/compare.json.txt" 2>/dev/null
else
  t0=$SECONDS
  python3 -m pytest -q -p no:cacheprovider tests/test_real_models_gpu.py tests/test_memory_gpu.py tests/timer \
    > "$R/gpu_tests.txt" 2>&1
  echo "gpu tests: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
  tail -3 "$R/gpu_tests.txt"
fi
cp -r "$R"/. "$FINAL"/ 2>/dev/null
cat "$R/exits.txt"
