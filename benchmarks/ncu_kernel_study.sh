#!/usr/bin/env bash
# The two kernels of the transformer example outside 5% of ncu, beside in-tolerance controls:
# ncu with warm vs flushed L2 and DRAM/L2 metrics (benchmarks/ncu_kernel_study.py), and the
# kernels re-run alone by `inductor-probe kernel` (cold and warm L2).
# Usage: OUT=dir bash benchmarks/ncu_kernel_study.sh
set -u
FINAL=${OUT:-$PWD/ncu-kernel-study-out}
WORK=${WORK:-/tmp/inductor-probe-process-study}
mkdir -p "$FINAL" "$WORK"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$WORK/environment.txt" 2>&1
[ -f "$WORK/run/run.json" ] || python3 -m inductor_probe breakdown examples/transformer_block.py --backward --isolated --out "$WORK/run" \
  --cache-dir "$WORK/cache" > "$WORK/breakdown.txt" 2> "$WORK/breakdown.err"
echo "breakdown: exit $?"
BWD=${BWD:-"sum_transpose_unsqueeze_12|backward_squeeze_transpose_unsqueeze_8|gelu_backward_view_3"}
FWD=${FWD:-"clone_permute_5|clone_squeeze_transpose_unsqueeze_view_1|gelu_view_7"}
for g in backward forward; do
  [ $g = backward ] && re=$BWD || re=$FWD
  timeout ${NCU_TIMEOUT:-160} python3 -m benchmarks.ncu_kernel_study "$WORK/run" --graph g0_$g --kernel "$re" \
    --out "$WORK/ncu_$g" --calls 3 > "$WORK/ncu_$g.log" 2>&1
  echo "ncu $g: exit $?"; cat "$WORK/ncu_$g.log" | tail -20
  cp "$WORK/ncu_$g/ncu_kernel_study.json" "$FINAL/ncu_kernel_study_$g.json" 2>/dev/null
  cp "$WORK/ncu_$g/ncu_kernel_study.md" "$FINAL/ncu_kernel_study_$g.md" 2>/dev/null
done
for k in g0_backward:sum_transpose_unsqueeze_12 g0_backward:backward_squeeze_transpose_unsqueeze_8 g0_forward:clone_permute_5; do
  timeout 90 python3 -m inductor_probe kernel "$k" --run "$WORK/run" --format json > "$WORK/kernel_${k#*:}.json" 2> "$WORK/kernel_${k#*:}.err"
  echo "kernel $k: exit $?"
  python3 - "$WORK/kernel_${k#*:}.json" <<'PY'
import json, sys
try:
    d = json.load(open(sys.argv[1]))
except Exception as e:
    print("  unreadable:", e); sys.exit()
for v, r in d["variants"].items():
    for c in r.get("configs", []):
        m = {w: (c.get(w) or {}) for w in ("cold", "warm")}
        print(f"  {v} {c.get('config')}: " + ", ".join(
            f"{w} {x.get('median_us')} us (iqr {x.get('iqr_us')}, exec {(x.get('info') or {}).get('exec_us')})" for w, x in m.items()))
PY
done
tar -C "$WORK" -czf "$FINAL/ncu_kernel_study_logs.tar.gz" environment.txt breakdown.txt breakdown.err ncu_backward.log ncu_forward.log \
  $(cd "$WORK" && ls kernel_*.json kernel_*.err 2>/dev/null)
ls -la "$FINAL"
