#!/usr/bin/env bash
# Issue 41, acceptance 1 again, with the host held still: every process (the truth, the tool and its children)
# pinned to the same four cores (taskset -c $CORES, inherited by children), the truth
# (benchmarks/ledger_truth.py, no code of the tool) and the tool run in turn: T tool T tool T tool T.
# Each tool run's host time per call outside the graph's own call against the truths before and after it.
# Figures in $OUT/ledger_pinned.txt.
. benchmarks/gpu_setup.sh ledgerpin
MODEL=${MODEL:-examples/launch_bound.py}
CORES=${CORES:-4-7}
echo "cores: $CORES" >> "$FINAL/environment.txt"
for i in 1 2 3 4; do
  taskset -c "$CORES" python3 benchmarks/ledger_truth.py "$MODEL" --json "$WORK/truth$i.json" > /dev/null 2> "$WORK/truth$i.err"
  echo "truth $i: exit $?"
  [ "$i" = 4 ] && break
  taskset -c "$CORES" python3 -m inductor_probe breakdown "$MODEL" --out "$WORK/tool$i" > "$FINAL/tool$i.txt" 2> "$WORK/tool$i.err"
  echo "tool $i: exit $?"
done
python3 - "$WORK" > "$FINAL/ledger_pinned.txt" <<'EOF2'
import json, sys, statistics
from pathlib import Path
work = Path(sys.argv[1])
truth = [json.loads((work / f"truth{i}.json").read_text())["overhead_us_median"] for i in range(1, 5)]
print("truth (compiled call less the module's own call, host us per call, T1..T4): "
      + ", ".join(f"{x:.1f}" for x in truth))
tools = []
for i in range(1, 4):
    m = json.loads((work / f"tool{i}" / "run.json").read_text())
    from benchmarks.step_json import flat
    s = flat(m.get("step"))
    rt = s.get("runtime") or {}
    fwd = [r for r in rt.get("rows") or [] if r.get("key")]
    calls = sum(r["calls"] for r in fwd) or 1
    own = sum((r.get("call_us") or 0) * r["calls"] for r in fwd) / calls
    measured = (s.get("timed", s).get("host_ms") or 0) * 1e3 / calls - own
    guard = sum((r.get("guard_us") or 0) * r["calls"] for r in fwd) / calls
    tools.append(measured)
    near = [truth[i - 1], truth[i]]
    print(f"tool {i}: host step less the graph's own call {measured:.1f} us per call (guards {guard:.1f}); "
          f"truths beside it {near[0]:.1f}, {near[1]:.1f}: ratio to their mean {measured / statistics.mean(near):.3f}")
print(f"medians: tool {statistics.median(tools):.1f}, truth {statistics.median(truth):.1f}: "
      f"ratio {statistics.median(tools) / statistics.median(truth):.3f}")
EOF2
cat "$FINAL/ledger_pinned.txt"
mkdir -p "$WORK/pack"
for i in 1 2 3; do cp "$WORK/tool$i/run.json" "$WORK/pack/tool$i-run.json.txt" 2>/dev/null; done
cp "$WORK"/truth*.json "$WORK/pack/" 2>/dev/null
tar czf "$FINAL/pack.tgz" -C "$WORK" pack
