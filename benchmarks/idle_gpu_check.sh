#!/usr/bin/env bash
# Issue 28 on a GPU, in one call: the idle of real steps attributed to causes.
#   a  examples/idle_item_sync.py     loss.item() every step           -> a sync cause at its line
#   b  examples/idle_sleep.py          3 ms of time.sleep between steps -> host time at that line
#   c  examples/idle_small_batch.py    batch 1                          -> launch-bound; and compare
#                                      --modes default,reduce-overhead (the measured CUDA-graph step)
#   d  examples/transformer_block.py --backward                         -> GPU-bound, idle under 5%
#   hf examples/hf_causal_lm_train.py  a HF training loop, eager AdamW  -> idle by named causes
#   vit examples/vit_inference.py      ViT-B/16 inference, bf16         -> idle by named causes
#   so examples/mlp_bf16_small.py --mode reduce-overhead                -> a sub-millisecond CUDA-graph step
#   ab transformer_block.py --backward on a cache hit, the attribution off (INDUCTOR_PROBE_IDLE=off) and on,
#      twice, alternating: the attribution's cost in breakdown's wall time (after d, which fills the cache)
#   bert examples/hf_bert_mlm.py --backward: compare --modes default,reduce-overhead (per-side walls)
#   gpt2 examples/hf_gpt2.py --backward: the same
# Then check_run.py on every run and the idle of each run as a table. The step traces come back for HTA.
set -u
FINAL=${OUT:-$PWD/idle-check-out}
WORK=/tmp/idle-check
R=$WORK/out
rm -rf "$WORK/runs" "$R"
mkdir -p "$FINAL" "$R"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
export INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
} > "$R/environment.txt" 2>&1
LIMIT=${PROBE_TIMEOUT:-240}  # seconds a step may take (the tool's own --timeout stops it)
probe() {  # name, args...: one command, its text and its exit code (kept in $FINAL as it goes)
  local name=$1; shift
  local t0=$SECONDS
  python3 -m inductor_probe "$1" --timeout "$LIMIT" "${@:2}" > "$R/$name.txt" 2> "$R/$name.err"
  echo "$name: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
  cp "$R/exits.txt" "$FINAL/"
  { echo "== $name"; grep -E "^verdict|^idle .* by cause|^wall |^the host waits|^what-if|^[0-9]\. |^step wall time|^each side|^note|^inductor-probe: error" "$R/$name.txt" "$R/$name.err"; } \
    >> "$FINAL/lines.txt" 2>/dev/null
}
STEPS=${1:-"a b c d hf vit"}
has() { [[ " $STEPS " == *" $1 "* ]]; }
has a && probe a_item breakdown examples/idle_item_sync.py --out "$WORK/runs/a_item" -- --iters 30
has b && probe b_sleep breakdown examples/idle_sleep.py --out "$WORK/runs/b_sleep" -- --iters 30
has c && probe c_small breakdown examples/idle_small_batch.py --out "$WORK/runs/c_small"
has c && probe c_compare compare examples/idle_small_batch.py --modes default,reduce-overhead --pairs 5 \
  --out "$WORK/runs/c_compare"
has d && probe d_transformer breakdown examples/transformer_block.py --backward --out "$WORK/runs/d_transformer"
has hf && probe hf_train breakdown examples/hf_causal_lm_train.py --out "$WORK/runs/hf_train" -- --iters 30
has vit && probe vit breakdown examples/vit_inference.py --out "$WORK/runs/vit"
has so && probe so_cudagraph breakdown examples/mlp_bf16_small.py --mode reduce-overhead --out "$WORK/runs/so_cudagraph"
if has ab; then
  for i in 1 2; do
    for how in off on; do
      t0=$(date +%s.%N)
      INDUCTOR_PROBE_IDLE=$how python3 -m inductor_probe breakdown examples/transformer_block.py --backward \
        --out "$WORK/ab/$how$i" > "$R/ab_$how$i.txt" 2>&1
      rc=$?
      echo "attribution $how (round $i): exit $rc, $(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$t0" "$(date +%s.%N)") s" \
        | tee -a "$R/overhead.txt"
      grep -h "FX graph cache" "$R/ab_$how$i.txt" | head -1 >> "$R/overhead.txt"
    done
  done
  cp "$R/overhead.txt" "$FINAL/"
fi
has bert && probe bert_compare compare examples/hf_bert_mlm.py --backward --modes default,reduce-overhead --pairs 5 \
  --out "$WORK/runs/bert_compare"
has gpt2 && probe gpt2_compare compare examples/hf_gpt2.py --backward --modes default,reduce-overhead --pairs 5 \
  --out "$WORK/runs/gpt2_compare"
RUNS=$(find "$WORK/runs" -name run.json -printf '%h\n' | sort)
python3 "${CHECK_RUN:-../shared/tools/check_run.py}" $RUNS > "$R/check_run.txt" 2>&1
echo "check_run: exit $?" | tee -a "$R/exits.txt"
python3 - $RUNS > "$R/idle.md" <<'PY'
import json, sys
print("| run | wall ms | busy % | idle ms | host ms | verdict | causes (ms, % of idle) |")
print("|---|---|---|---|---|---|---|")
for d in sys.argv[1:]:
    s = json.load(open(f"{d}/run.json")).get("step") or {}
    idle = s.get("idle") or {}
    causes = "; ".join(
        f"{c['cause']}{' in ' + c['graph'] if c.get('graph') else ''}{' @ ' + c['source'] if c.get('source') else ''}"
        f" {c['ms']:.3f} ({c['pct']:.0f}%)" for c in (idle.get("causes") or [])[:6]
    )
    f = lambda v, p=3: "-" if v is None else f"{v:.{p}f}"
    print(f"| {d.split('/runs/')[-1]} | {f(s.get('wall_ms'))} | {f(s.get('busy_pct'), 1)} | {f(s.get('idle_ms'))} "
          f"| {f(s.get('host_ms'))} | {idle.get('verdict')} | {causes} |")
PY
cat "$R/idle.md"
mkdir -p "$R/traces"
for d in $RUNS; do n=$(echo "${d#$WORK/runs/}" | tr / _); cp "$d/traces/step.json" "$R/traces/$n.json" 2>/dev/null; cp "$d/run.json" "$R/traces/$n.run.json"; done
gzip -f "$R"/traces/*.json 2>/dev/null
tar -czf "$FINAL/idle_gpu_check.tar.gz" -C "$WORK" out
cp "$R"/idle.md "$R"/exits.txt "$R"/check_run.txt "$FINAL"/
