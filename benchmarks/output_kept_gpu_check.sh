#!/usr/bin/env bash
# Issue 41, acceptance 3, on a GPU in one call: a model file whose output is large (examples/hf_gpt2.py, an LM
# given labels) measured by `breakdown --backward --eager-baseline`, its step keeping the output alive through
# backward as a loop that binds it does, against benchmarks/memory_truth.py (plain torch, none of the tool's
# code) with --keep-output and without, compiled and eager. Figures in $OUT/output_kept.json and .txt.
set -u
FINAL=${OUT:-$PWD/output-kept-out}
WORK=/tmp/output-kept
rm -rf "$WORK"
mkdir -p "$FINAL" "$WORK"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$FINAL/environment.txt" 2>&1
MODEL=${MODEL:-examples/hf_gpt2.py}
for how in "" "--keep-output" "--eager" "--eager --keep-output"; do
  tag=$(echo "truth $how" | tr -d '-' | tr ' ' '_')
  python3 benchmarks/memory_truth.py "$MODEL" $how > "$WORK/$tag.json" 2> "$WORK/$tag.err"
  echo "$tag: exit $?"
done
python3 -m inductor_probe breakdown "$MODEL" --backward --eager-baseline --out "$WORK/run" \
  > "$FINAL/breakdown.txt" 2> "$WORK/breakdown.err"
echo "breakdown: exit $?"
cp "$WORK/run/run.json" "$FINAL/run.json.txt" 2>/dev/null
[ -n "${CHECK_RUN:-}" ] && python3 "$CHECK_RUN" "$WORK/run" > "$FINAL/check_run.txt" 2>&1
python3 - "$WORK" "$FINAL" <<'EOF'
import json, sys
from pathlib import Path
work, final = Path(sys.argv[1]), Path(sys.argv[2])
truth = {p.stem: json.loads(p.read_text()) for p in work.glob("truth*.json") if p.stat().st_size}
m = json.loads((work / "run" / "run.json").read_text())
mem = (m.get("step") or {}).get("memory") or {}
tool = {"compiled": mem.get("peak_allocated_bytes"), "eager": (mem.get("eager") or {}).get("peak_allocated_bytes")}
out = {"tool": tool, "output_kept": mem.get("output_kept"), "truth": {k: v["peak_allocated_median"] for k, v in truth.items()}}
lines = []
for side, kept, dropped in (("compiled", "truth_keepoutput", "truth_"), ("eager", "truth_eager_keepoutput", "truth_eager")):
    t, k, d = tool[side], out["truth"].get(kept), out["truth"].get(dropped)
    if t and k:
        out[f"{side}_vs_kept_pct"] = 100.0 * (t - k) / k
        lines.append(f"{side}: tool {t / 2**30:.4f} GiB, loop that binds out {k / 2**30:.4f} GiB "
                     f"({out[f'{side}_vs_kept_pct']:+.3f}%), output dropped {d / 2**30 if d else float('nan'):.4f} GiB")
(final / "output_kept.json").write_text(json.dumps(out, indent=1))
(final / "output_kept.txt").write_text("\n".join(lines) + "\n")
print("\n".join(lines))
EOF
grep -n "memory\|keeps the model" "$FINAL/breakdown.txt" | head -8
