#!/usr/bin/env bash
# Issue 56 on 2 GPUs (nvidia-h200-x2): the program measured is the user's program.
#  1. HF generate with transformers' default dynamic cache and a compiled forward, prompts of two lengths:
#     the recompiles of a plain run (TORCH_LOGS=recompiles: its "Recompiling function" lines; the script's own
#     count of the forward's compiled versions) against the tool's run (run.json's recompiles and dynamo), and
#     the tool's step against the loop's own timing of each generate call.
#  2. FSDP2 + activation checkpointing + per-block compile (HF Llama, 2 ranks): plainly, Dynamo's own counters;
#     under the tool, the report's first finding, no straggler, no wrapper figure.
#  3. The same with the fix (skip_fwd_side_effects_in_bwd_under_checkpoint): graphs, calls per step = layers,
#     each rank's wall against the loop's own CUDA-event timing of the same steps.
# Figures in $OUT; each run's run.json copied there (check_run.py reads them). PARTS="gen ac fix" (the
# default) picks the parts, so that they fit in calls of 10 minutes.
. benchmarks/gpu_setup.sh issue56
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
S=$FINAL/summary.txt
GEN=(--cache dynamic --prompts 24,40 --iters ${GEN_ITERS:-30} --new 16 --dynamo --time)
t0=$SECONDS
part() { [[ " ${PARTS:-gen ac fix} " == *" $1 "* ]]; }
{
if part gen; then
  echo "## 1. generate, dynamic cache, prompts 24 and 40: plain (TORCH_LOGS=recompiles)"
  TORCH_LOGS=recompiles CUDA_VISIBLE_DEVICES=0 python3 examples/hf_generate.py "${GEN[@]}" \
    > "$WORK/gen_plain.out" 2> "$WORK/gen_plain.err"
  echo "plain rc $?: $(grep -c 'Recompiling function' "$WORK/gen_plain.err") 'Recompiling function' lines"
  grep -E "^(dynamo|truth):" "$WORK/gen_plain.out"
  grep -A2 "Recompiling function" "$WORK/gen_plain.err" | grep -E "guard|Recompiling" | head -8
  echo "## under the tool ($((SECONDS - t0)) s)"
  CUDA_VISIBLE_DEVICES=0 python3 -m inductor_probe breakdown examples/hf_generate.py -q --out "$WORK/gen" \
    --timeout 400 -- "${GEN[@]}" > "$FINAL/gen_tool.txt" 2> "$WORK/gen_tool.err"
  echo "tool rc $?: $(tail -n 1 "$WORK/gen_tool.err")"
  grep -hE "^(dynamo|truth):" "$WORK/gen/logs/driver.log"
  python3 - "$WORK/gen/run.json" <<'EOF'
import json, sys
m = json.load(open(sys.argv[1]))
print("run.json dynamo:", m.get("dynamo"))
for r in m.get("recompiles") or []:
    print("  recompile", r["compile_id"], r["function"], "|", r["reason"].splitlines()[0][:120])
s = m.get("step") or {}
print("step: boundary", s.get("boundary"), "period", s.get("period"), "wall_ms", s.get("wall_ms"),
      "blocks", [round(x, 3) for x in s.get("timed", s).get("wall_blocks_ms") or []])
print("graphs per step:", {g["label"]: g.get("calls_per_step") for g in s.get("graphs") or []})
EOF
  cp "$WORK/gen/run.json" "$FINAL/gen.run.json"
  head -n 12 "$FINAL/gen_tool.txt"
fi
if part ac; then
  echo "## 2. FSDP2 + activation checkpointing + per-block compile, 2 ranks: plain ($((SECONDS - t0)) s)"
  timeout 300 torchrun --standalone --nproc-per-node 2 examples/fsdp_llama.py --iters 12 --checkpoint --dynamo \
    > "$WORK/ac_plain.out" 2> "$WORK/ac_plain.err"
  echo "plain rc $?"; grep -E "^dynamo" "$WORK/ac_plain.out"
  echo "## under the tool ($((SECONDS - t0)) s)"
  python3 -m inductor_probe breakdown examples/fsdp_llama.py --nproc-per-node 2 -q --out "$WORK/ac" \
    --timeout 400 -- --iters 12 --checkpoint --dynamo > "$FINAL/ac_tool.txt" 2> "$WORK/ac_tool.err"
  echo "tool rc $?: $(tail -n 1 "$WORK/ac_tool.err")"
  sed -n '/^findings/,/^$/p' "$FINAL/ac_tool.txt"
  echo "straggler lines: $(grep -ci 'straggler' "$FINAL/ac_tool.txt")"
  grep -i "straggler" "$FINAL/ac_tool.txt" | head -3
  echo "wrapper lines: $(grep -ci 'wrapper' "$FINAL/ac_tool.txt")"
  grep -i "wrapper" "$FINAL/ac_tool.txt" | head -3
  grep -i "Dynamo, by its own" "$FINAL/ac_tool.txt"
  cp "$WORK/ac/run.json" "$FINAL/ac.run.json"
fi
if part fix; then
  echo "## 3. the same with the fix, under the tool, --time ($((SECONDS - t0)) s)"
  python3 -m inductor_probe breakdown examples/fsdp_llama.py --nproc-per-node 2 -q --out "$WORK/fix" \
    --timeout 400 -- --iters 30 --checkpoint --ac-fix --dynamo --time > "$FINAL/fix_tool.txt" 2> "$WORK/fix_tool.err"
  echo "tool rc $?: $(tail -n 1 "$WORK/fix_tool.err")"
  sed -n '/^findings/,/^$/p' "$FINAL/fix_tool.txt"
  grep -h "Dynamo, by its own" "$FINAL/fix_tool.txt"
  grep -hE "^dynamo rank" "$WORK"/fix/logs/*.log 2>/dev/null | sort -u
  python3 - "$WORK/fix/run.json" <<'EOF'
import json, sys
m = json.load(open(sys.argv[1]))
for r in m.get("ranks") or []:
    s = r.get("step") or {}
    print(f"rank {r['rank']}: wall {s.get('wall_ms')} ms; calls per step",
          {g["label"]: g.get("calls_per_step") for g in s.get("graphs") or []})
EOF
  python3 benchmarks/job_same_steps.py "$WORK/fix"
  cp "$WORK/fix/run.json" "$FINAL/fix.run.json"
  for r in 0 1; do cp "$WORK/fix/rank$r/run.json" "$FINAL/fix.rank$r.run.json" 2>/dev/null; done
fi
  echo "done in $((SECONDS - t0)) s"
} > "$S" 2>&1
cp "$WORK"/*.err "$FINAL/" 2>/dev/null
cat "$S"
