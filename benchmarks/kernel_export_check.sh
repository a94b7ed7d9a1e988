#!/usr/bin/env bash
# Issue 42, acceptance 2, on a GPU in one call: three kernels of a real model (a pointwise, a reduction and a
# template of examples/gated_mlp_bf16.py under max-autotune), each timed by `kernel NAME`, then exported with
# `kernel NAME --export DIR` and the script run with `python -I` from a folder outside the tree (isolated: no
# PYTHONPATH, no user site, the tool not importable), its cold and warm medians against the command's.
# Figures in $OUT/export.json and .txt.
. benchmarks/gpu_setup.sh kexport
mkdir -p "$WORK/fresh"
MODEL=${MODEL:-examples/gated_mlp_bf16.py}
python3 -m inductor_probe breakdown "$MODEL" --mode max-autotune --out "$WORK/run" > "$FINAL/breakdown.txt" 2> "$WORK/breakdown.err"
echo "breakdown: exit $?"
NAMES=$(python3 - "$WORK/run/run.json" <<'EOF2'
import json, sys
m = json.load(open(sys.argv[1]))
best = {}
for g in m["graphs"]:
    for k in (g.get("breakdown") or {}).get("kernels") or []:
        cat = {"persistent_reduction": "reduction"}.get(k.get("category"), k.get("category"))
        if cat in ("pointwise", "reduction", "template") and k["name"].startswith("triton_"):
            if cat not in best or k["time_us"] > best[cat][1]:
                best[cat] = (k["name"], k["time_us"])
print(" ".join(v[0] for v in best.values()))
EOF2
)
echo "kernels: $NAMES"
( cd "$WORK/fresh" && python3 -I -c "import inductor_probe" ) > "$FINAL/isolated_import.txt" 2>&1
echo "the tool importable from the isolated folder: exit $? (1 = not importable)"
for k in $NAMES; do
  python3 -m inductor_probe kernel "$k" --run "$WORK/run" --format json > "$WORK/$k.kernel.json" 2> "$WORK/$k.kernel.err"
  echo "kernel $k: exit $?"
  python3 -m inductor_probe kernel "$k" --run "$WORK/run" --export "$WORK/export" > "$WORK/$k.export.txt" 2>&1
  echo "export $k: exit $?"
  cp "$WORK/export/$k.py" "$WORK/fresh/"
  ( cd "$WORK/fresh" && python3 -I "$k.py" ) > "$WORK/$k.script.txt" 2>&1
  echo "script $k: exit $?"
  cat "$WORK/$k.script.txt"
done
mkdir -p "$WORK/pack"
cp "$FINAL"/breakdown.txt "$FINAL"/isolated_import.txt "$FINAL"/environment.txt "$WORK/pack/" 2>/dev/null
cp "$WORK"/*.script.txt "$WORK"/*.err "$WORK/export"/*.py "$WORK/pack/" 2>/dev/null
for k in $NAMES; do cp "$WORK/run/rebench/$k/result.json" "$WORK/pack/$k.result.json.txt" 2>/dev/null; done
cp "$WORK/run/run.json" "$WORK/pack/run.json.txt"
tar czf "$FINAL/pack.tgz" -C "$WORK" pack
python3 - "$WORK" "$FINAL" $NAMES <<'EOF2'
import json, re, sys
from pathlib import Path
work, final, names = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3:]
out, lines = {}, []
for k in names:
    try:
        chosen = json.loads((work / "run" / "rebench" / k / "result.json").read_text())["variants"]["generated"]["chosen"]
    except Exception as e:
        lines.append(f"{k}: no kernel result ({e})"); continue
    text = (work / f"{k}.script.txt").read_text()
    got = {c: float(m.group(1)) for c in ("cold", "warm") for m in [re.search(rf"^{c} L2: ([0-9.]+) µs median", text, re.M)] if m}
    tool = {c: chosen[c]["median_us"] for c in ("cold", "warm") if chosen.get(c)}
    cfg = re.search(r"^config: (.*)$", text, re.M)
    out[k] = {"tool": tool, "script": got, "tool_config": chosen.get("config"), "script_config": cfg.group(1) if cfg else None,
              "diff_pct": {c: 100 * (got[c] - tool[c]) / tool[c] for c in got if c in tool}}
    lines.append(f"{k}: tool config [{chosen.get('config')}] script config [{out[k]['script_config']}]; " + ", ".join(f"{c} tool {tool[c]:.2f} script {got[c]:.2f} us ({out[k]['diff_pct'][c]:+.1f}%)" for c in got if c in tool))
(final / "export.json").write_text(json.dumps(out, indent=1))
(final / "export.txt").write_text("\n".join(lines) + "\n")
print("\n".join(lines))
EOF2
