#!/usr/bin/env bash
# Issue 41, acceptance 1: the truth (benchmarks/ledger_truth.py) timed both ways, each call from a synchronised
# start and back to back as a loop's steps run, before and after the tool's run of the same model file.
# Figures in $OUT/ledger_b2b.txt.
. benchmarks/gpu_setup.sh ledgerb2b
MODEL=${MODEL:-examples/launch_bound.py}
python3 benchmarks/ledger_truth.py "$MODEL" --rounds 5 --json "$WORK/truth1.json" > /dev/null 2> "$WORK/truth1.err"
python3 -m inductor_probe breakdown "$MODEL" --out "$WORK/tool" > "$FINAL/tool.txt" 2> "$WORK/tool.err"
echo "tool: exit $?"
python3 benchmarks/ledger_truth.py "$MODEL" --rounds 5 --json "$WORK/truth2.json" > /dev/null 2> "$WORK/truth2.err"
python3 - "$WORK" > "$FINAL/ledger_b2b.txt" <<'EOF2'
import json, sys
from pathlib import Path
work = Path(sys.argv[1])
for i in (1, 2):
    t = json.loads((work / f"truth{i}.json").read_text())
    print(f"truth {i}: synchronised {t['overhead_us_median']:.1f} us per call (module call "
          f"{t['module_call_us_median']:.1f}); back to back {t['b2b_overhead_us_median']:.1f} (module call "
          f"{t['b2b_module_call_us_median']:.1f})")
m = json.loads((work / "tool" / "run.json").read_text())
from benchmarks.step_json import flat
s = flat(m["step"])
fwd = [r for r in s["runtime"]["rows"] if r.get("key")]
calls = sum(r["calls"] for r in fwd) or 1
own = sum((r.get("call_us") or 0) * r["calls"] for r in fwd) / calls
print(f"tool: host step less the graph's own call {s['host_ms'] * 1e3 / calls - own:.1f} us per call "
      f"(own call {own:.1f})")
EOF2
cat "$FINAL/ledger_b2b.txt"
cp "$WORK"/truth*.json "$FINAL/" 2>/dev/null
cp "$WORK/tool/run.json" "$FINAL/tool-run.json.txt" 2>/dev/null
