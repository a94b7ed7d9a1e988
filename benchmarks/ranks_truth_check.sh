#!/usr/bin/env bash
# Each rank's wall from `breakdown --nproc-per-node 2` against the same loop's own CUDA-event timing per rank
# (examples/ddp_train.py --time, plain torchrun, none of the tool's code), run before and after the tool on the
# same machine. Figures in $OUT/ranks_truth.txt.
set -u
FINAL=${OUT:-$PWD/ranks-truth-out}
WORK=/tmp/ranks-truth
rm -rf "$WORK"; mkdir -p "$FINAL" "$WORK"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
ARGS=${ARGS:-"--iters 60 --dim 512 --layers 4 --batch 256"}
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
  echo "loop: examples/ddp_train.py $ARGS"
} > "$FINAL/ranks_truth.txt" 2>&1
truth() { torchrun --standalone --nproc-per-node 2 examples/ddp_train.py $ARGS --time 2>/dev/null | grep "^truth rank [0-9]*: median" | sort; }
echo "## plain torchrun, before" >> "$FINAL/ranks_truth.txt"; truth >> "$FINAL/ranks_truth.txt"
python3 -m inductor_probe breakdown examples/ddp_train.py --nproc-per-node 2 --out "$WORK/run" -- $ARGS \
  > "$FINAL/breakdown.txt" 2> "$WORK/breakdown.err"
echo "breakdown exit $?" >> "$FINAL/ranks_truth.txt"
echo "## plain torchrun, after" >> "$FINAL/ranks_truth.txt"; truth >> "$FINAL/ranks_truth.txt"
python3 - "$WORK/run" >> "$FINAL/ranks_truth.txt" <<'PY'
import json, sys
from pathlib import Path
m = json.loads((Path(sys.argv[1]) / "run.json").read_text())
for r in m["ranks"]:
    s = r["step"] or {}
    print(f"tool rank {r['rank']}: wall {s.get('wall_ms'):.3f} ms (spread {s.get('wall_spread_pct') or 0:.1f}%), "
          f"busy {s.get('busy_pct'):.1f}%, accounted {s.get('accounted_pct'):.1f}%")
PY
cp "$WORK/run/run.json" "$FINAL/run.json.txt"
# the same run: the loop's own timing of every step (--time) beside the tool's timed steps, the very same steps
# found where they agree best (benchmarks/steps_table._aligned), per rank
python3 -m inductor_probe breakdown examples/ddp_train.py --nproc-per-node 2 --out "$WORK/same" -- $ARGS --time \
  > "$FINAL/breakdown_same.txt" 2> "$WORK/same.err"
echo "## the same run (the loop's --time beside the tool): exit $?" >> "$FINAL/ranks_truth.txt"
python3 benchmarks/job_same_steps.py "$WORK/same" >> "$FINAL/ranks_truth.txt"
cat "$FINAL/ranks_truth.txt"
