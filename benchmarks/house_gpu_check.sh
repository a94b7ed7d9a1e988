#!/usr/bin/env bash
# Issue 27 on a GPU, in one call: every child process behind its typed door, after the refactor.
#   breakdown  examples/transformer_block.py --backward --isolated   (model child, isolated child)
#   kernel     its slowest generated Triton kernel, --autotune --ncu  (rebench child x3, ncu child)
#   compare    examples/mlp_fp32.py --modes default,reduce-overhead   (two model children, interleave child)
#   ncu        benchmarks/ncu_compare.py on the transformer run        (ncu helpers shared with benchmarks)
#   tests      the GPU tests (-m gpu)
# Text outputs, exit codes, check_run.py's verdicts and the run directories (logs kept, traces gzipped)
# land in $OUT. Usage: bash benchmarks/house_gpu_check.sh
set -u
FINAL=${OUT:-$PWD/house-check-out}
WORK=/tmp/house-check
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
probe breakdown breakdown examples/transformer_block.py --backward --isolated --out "$WORK/runs/transformer"
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
probe compare compare examples/mlp_fp32.py --modes default,reduce-overhead --out "$WORK/runs/compare"
t0=$SECONDS
python3 -m benchmarks.ncu_compare "$WORK/runs/transformer" --out "$R/ncu_compare" --calls 3 --graph g0_forward \
  > "$R/ncu_compare.txt" 2>&1
echo "ncu_compare: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
python3 "${CHECK_RUN:-../shared/tools/check_run.py}" "$WORK"/runs/transformer "$WORK"/runs/compare/default \
  "$WORK"/runs/compare/reduce-overhead > "$R/check_run.txt" 2>&1
echo "check_run: exit $?" | tee -a "$R/exits.txt"
t0=$SECONDS
python3 -m pytest -q -m gpu tests/test_real_models_gpu.py tests/timer -p no:cacheprovider > "$R/gpu_tests.txt" 2>&1
echo "gpu tests: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
find "$WORK/runs" -name '*.json' -path '*traces*' -exec gzip -f {} \; 2>/dev/null
rm -rf "$WORK"/runs/*/tmp "$WORK"/runs/*/*/tmp "$WORK"/runs/*/cache "$WORK"/runs/*/*/cache
tar -czf "$FINAL/house_gpu_check.tar.gz" -C "$WORK" out runs 2>/dev/null
cp "$R"/exits.txt "$R"/check_run.txt "$R"/breakdown.txt "$R"/kernel.txt "$R"/compare.txt "$FINAL"/ 2>/dev/null
tail -5 "$R/gpu_tests.txt"
cat "$R/exits.txt"
