#!/usr/bin/env bash
# Issue 41, acceptance 1 (the runtime ledger's host time per call), on a GPU in one call: the tool's guards,
# wrappers and the rest of the host's step per call of examples/launch_bound.py (a launch-bound model file,
# forward under no_grad), against benchmarks/ledger_truth.py (no code of the tool: the compiled call's host
# time less the compiled module's own call on the same inputs), run before and after the tool; the same
# model with CUDA graphs, and a training script, read as a user would. Figures in $OUT/ledger.json and .txt.
. benchmarks/gpu_setup.sh ledger
MODEL=${MODEL:-examples/launch_bound.py}
python3 benchmarks/ledger_truth.py "$MODEL" --json "$WORK/truth_before.json" > /dev/null 2> "$WORK/truth_before.err"
echo "truth before: exit $?"
python3 -m inductor_probe breakdown "$MODEL" --out "$WORK/default" > "$FINAL/default.txt" 2> "$WORK/default.err"
echo "breakdown default: exit $?"
python3 benchmarks/ledger_truth.py "$MODEL" --json "$WORK/truth_after.json" > /dev/null 2> "$WORK/truth_after.err"
echo "truth after: exit $?"
python3 -m inductor_probe breakdown "$MODEL" --out "$WORK/default2" > "$FINAL/default2.txt" 2> "$WORK/default2.err"
echo "breakdown default again: exit $?"
python3 benchmarks/ledger_truth.py "$MODEL" --json "$WORK/truth_last.json" > /dev/null 2> "$WORK/truth_last.err"
echo "truth last: exit $?"
python3 -m inductor_probe breakdown "$MODEL" --mode reduce-overhead --out "$WORK/ro" > "$FINAL/reduce_overhead.txt" 2> "$WORK/ro.err"
echo "breakdown reduce-overhead: exit $?"
python3 -m inductor_probe breakdown examples/train_llama_adamw.py --out "$WORK/script" > "$FINAL/script.txt" 2> "$WORK/script.err"
echo "breakdown script: exit $?"
mkdir -p "$WORK/pack"
for d in default default2 ro script; do
  cp "$WORK/$d/run.json" "$WORK/pack/$d.run.json.txt" 2>/dev/null
  cp "$WORK/$d/traces/step.json"* "$WORK/pack/$d.step.trace.json.gz" 2>/dev/null
  tail -5 "$WORK/$d.err" > "$WORK/pack/$d.err.txt" 2>/dev/null
done
cp "$WORK"/truth_*.json "$WORK"/truth_*.err "$WORK/pack/" 2>/dev/null
tar czf "$FINAL/pack.tgz" -C "$WORK" pack
python3 - "$WORK" "$FINAL" <<'EOF2'
import json, sys
from pathlib import Path
work, final = Path(sys.argv[1]), Path(sys.argv[2])
truth = [json.loads((work / f"truth_{w}.json").read_text()) for w in ("before", "after", "last") if (work / f"truth_{w}.json").exists()]
over = [t["overhead_us_median"] for t in truth]
lines = [f"truth (compiled call - module call, host us per call): {', '.join(f'{x:.1f}' for x in over)}"
         + "".join(f" [rounds {t['overhead_us_min']:.1f}-{t['overhead_us_max']:.1f}]" for t in truth),
         "truth guards alone (guard manager check, us): " + ", ".join(str(t.get("guard_check_us")) for t in truth)]
out = {"truth": truth, "tool": {}}
for run in ("default", "default2"):
    try:
        m = json.loads((work / run / "run.json").read_text())
    except OSError:
        continue
    from benchmarks.step_json import flat
    s = flat(m.get("step"))
    rt = s.get("runtime") or {}
    fwd = [r for r in rt.get("rows") or [] if r.get("key")]
    calls = sum(r["calls"] for r in fwd) or 1
    guard = sum((r.get("guard_us") or 0) * r["calls"] for r in fwd) / calls
    wrap = sum((r.get("wrapper_us") or 0) * r["calls"] for r in fwd) / calls
    own = sum((r.get("call_us") or 0) * r["calls"] for r in fwd) / calls
    measured = (s.get("timed", s).get("host_ms") or 0) * 1e3 / calls - own
    rest = (rt.get("rest_us") or 0) / calls
    out["tool"][run] = {"guard_us": guard, "wrapper_us": wrap, "rest_us_per_call": rest, "host_less_own_us": measured,
                        "cost": rt.get("cost"), "check_pct": rt.get("check_pct"), "rows": rt.get("rows")}
    lines.append(f"tool {run}: guards {guard:.1f}, wrappers {wrap:.1f}, rest {rest:.1f}; host step less the graph's own call {measured:.1f} us per call; cost {rt.get('cost')}, check {rt.get('check_pct')}")
    lines.append(f"  host less own / truth: " + ", ".join(f"{measured / x:.3f}" for x in over if x))
(final / "ledger.json").write_text(json.dumps(out, indent=1))
(final / "ledger.txt").write_text("\n".join(lines) + "\n")
print("\n".join(lines))
EOF2
