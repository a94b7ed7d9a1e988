#!/usr/bin/env bash
# Issue 42, item 3 on a GPU, in one call: `kernel NAME --ncu` on looped (multi-pass) reductions, the roofline on
# ncu's measured bytes beside Inductor's estimate: examples/wide_softmax.py (rows of 2M floats, read twice) and
# examples/reduction.py (LayerNorm, softmax and a column sum over 8192-wide rows). The reports, result.json
# files and ncu's own CSV logs land in $OUT (a log is a CPU test's recorded input).
set -u
FINAL=${OUT:-$PWD/ncu-bytes-out}
WORK=/tmp/ncu-bytes
R=$WORK/out
rm -rf "$WORK"
mkdir -p "$FINAL" "$R"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$R/environment.txt" 2>&1
for model in wide_softmax reduction; do
  run="$WORK/runs/$model"
  python3 -m inductor_probe breakdown "examples/$model.py" --out "$run" > "$R/$model.breakdown.txt" 2>&1
  echo "$model breakdown: exit $?" | tee -a "$R/exits.txt"
  name=$(python3 -m inductor_probe kernels --run "$run" --format csv 2>/dev/null | python3 -c '
import csv, sys
rows = [r for r in csv.DictReader(sys.stdin) if r["name"].startswith("triton_red")]
rows.sort(key=lambda r: -float(r["time_us"] or 0))
print(rows[0]["name"] if rows else "")')
  echo "$model kernel: $name" | tee -a "$R/exits.txt"
  python3 -m inductor_probe kernel "$name" --run "$run" --ncu > "$R/$model.kernel.txt" 2>&1
  echo "$model kernel --ncu: exit $?" | tee -a "$R/exits.txt"
  cp "$run/rebench/$name/result.json" "$R/$model.result.json.txt" 2>/dev/null
  find "$run/rebench/$name/ncu" -name '*.log' -exec cp {} "$R/$model.ncu.log" \; 2>/dev/null
  ls "$run/rebench/$name/ncu" >> "$R/exits.txt" 2>&1
done
tar -czf "$FINAL/ncu_bytes.tgz" -C "$WORK" out
cat "$R/exits.txt"
grep -h -A3 "roofline on ncu" "$R"/*.kernel.txt
