#!/usr/bin/env bash
# Issue 57 on GPUs: the lean profiled window.
#  planted  (1 GPU) benchmarks/planted_causes.py: each plant's cost to the step from the plain loop (all plants
#           in turn, one process), then the tool's idle by cause at the plant's line, from the lean window
#           (--profile both, the default) and from the rich window alone (--profile rich) beside
#  stretch  (1 GPU) the lean window's stretch (its median step against the unprofiled median, one process) on
#           real loops: HF T5 training, HF GPT-2 with gradient accumulation x4, HF generate with a static cache,
#           Lightning Trainer.fit; each loop's own timing (--time, a plain process) beside
#  modes    (1 GPU) benchmarks/lean_modes_probe.py on MODE_LOOPS (default "gpt2_accum generate"): no profiler,
#           the lean window as the tool runs it (calls narrowed) and with every call recorded, alternated in
#           one process (MODES, ROUNDS); each mode's last trace's calls counted ($FINAL/modes_LOOP.json)
#  cost     (1 GPU) benchmarks/lean_call_filter.py: a launch's cost under the lean window, whole and with its
#           runtime and driver records narrowed, and the records a launch leaves (to $FINAL/call_filter.json)
#  job      (NGPU GPUs, default 4) FSDP2 per-block; DDP with a planted straggler; DDP of two hosts: each rank's
#           lean window, its time four ways, its overlap beside HTA's (benchmarks/lean_job_check.py)
#  dynamo   (NGPU GPUs) FSDP2 per-block: Dynamo's own counters plainly (TORCH_LOGS=recompiles, torchrun) and
#           under the tool (the script's same counters in its logs; the report's recompiles), one after the other
#  graphs   (1 GPU) CUDA graphs and CUPTI let go: the CUDA-graph GPU test (a model file, reduce-overhead;
#           GRAPH_TEST=0: left out), then scripts under CUDA graphs (examples/rerecord.py: a graph recorded every
#           other step; HF Llama training, reduce-overhead): each must run to the end, its lean trace saying
#           whether CUPTI was kept and its kernels recorded; examples/hand_graph.py (a graph captured by hand
#           beside a compiled model); GRAPHS picks among "rerecord llama_ro hand_graph"; their run directories'
#           JSON to $FINAL/graphs.tgz
#  models   (1 GPU) real model files through breakdown --backward (MODELS: examples' names, default "hf_gpt2
#           resnet50"): the report's head, windows, busy brought to the wall (said in text and HTML?)
#  sweep    (1 GPU) real workloads nobody here wrote, through breakdown as a user runs it (SWEEP: entries
#           "NAME:FILE:OPTIONS", OPTIONS with '+' for spaces; default ResNet-50 and BERT training, ViT inference,
#           a small CNN's training): each report's findings' head, step, trust and verdict lines, windows, check_run
#  tests    (1 GPU) the GPU tests (gpu_setup.sh's gpu_tests, to $FINAL/gpu_tests.txt)
#  plain    (1 GPU) acceptance 4: the T5 loop's unprofiled steps under the tool against a plain process of the
#           same loop, alternated ALT times (ENV_ONLY=1: and the plain loop in the tool's child environment;
#           PLAIN_ARGS: appended to the plain runs' arguments)
# PARTS picks the parts (default "planted stretch"), LOOPS the stretch part's loops, PLANTS the plants (default
# "sleep item copy clone"), PLANT_ARGS: added to every planted_causes.py run's arguments (e.g. "--tokens 6144": more GPU
# work a block, to keep the loop GPU-bound under the tool), RICH=0 leaves out the rich-window-only runs; TOOL_ARGS: added to the stretch and
# planted runs' breakdown options (e.g. "--profile lean"); TRACES=1: those runs' traces to $OUT/traces.tgz;
# figures to $OUT/summary.txt, each run's report and run.json in $OUT/runs.tgz (a planted run's lean trace too,
# and its script's own truth for each step: planted_causes.py --steps-out).
. benchmarks/gpu_setup.sh lean57
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
S=$FINAL/summary.txt
t0=$SECONDS
part() { [[ " ${PARTS:-planted stretch} " == *" $1 "* ]]; }
tool() {  # NAME SCRIPT [breakdown options] -- [script args]
  local name=$1; shift
  python3 -m inductor_probe breakdown "$@" > "$WORK/keep/$name.txt" 2> "$WORK/$name.err"
  local rc=$?
  echo "$name: tool rc $rc ($((SECONDS - t0)) s) $(tail -n 1 "$WORK/$name.err" | cut -c1-200)"
}
mkdir -p "$WORK/keep"
keep() {
  cp "$WORK/$1/run.json" "$WORK/keep/$1.run.json" 2>/dev/null
  # a planted loop's lean trace always (a few KB gzipped): a cause's reading is tried again offline on it
  case $1 in planted_*)
    gzip -c "$WORK/$1/traces/step_lean.json" > "$WORK/keep/$1.lean.json.gz" 2>/dev/null || rm -f "$WORK/keep/$1.lean.json.gz" ;;
  esac
  case ${TRACES:-0} in 1|lean) mkdir -p "$WORK/traces" && cp "$WORK/$1/traces/step_lean.json" "$WORK/traces/$1.json" 2>/dev/null ;; esac
  [ "${TRACES:-0}" = 1 ] && cp "$WORK/$1/traces/step.json" "$WORK/traces/$1.rich.json" 2>/dev/null
  return 0
}
{
if part modes; then
  for l in ${MODE_LOOPS:-gpt2_accum generate}; do
    echo "## $l: the lean window's modes alternated in one process ($((SECONDS - t0)) s)"
    timeout 200 python3 benchmarks/lean_modes_probe.py --loop "$l" --rounds "${ROUNDS:-6}" --steps 6 \
      --modes "${MODES:-tool;tool, every call}" --traces "$WORK/modes_$l" 2> "$WORK/modes_$l.err"
    echo "$l: rc $? $(grep -v Warning "$WORK/modes_$l.err" | tail -n 1 | cut -c1-200)"
    cp "$WORK/modes_$l/calls.json" "$FINAL/modes_$l.json" 2>/dev/null
  done
fi
if part cost; then
  echo "## a launch's cost under the lean window, whole and narrowed"
  python3 benchmarks/lean_call_filter.py > "$FINAL/call_filter.json" 2> "$WORK/cost.err"
  echo "cost: rc $? ($((SECONDS - t0)) s) $(tail -n 2 "$WORK/cost.err" | cut -c1-300)"
fi
if part planted; then
  echo "## planted causes: the plain loop, all plants in turn"
  python3 benchmarks/planted_causes.py --plant all --time ${PLANT_ARGS:-} > "$WORK/truth.txt" 2>&1
  cat "$WORK/truth.txt" | grep -E "^(planted|truth)"
  for k in ${PLANTS:-sleep item copy clone}; do
    tool "planted_$k" benchmarks/planted_causes.py -q --out "$WORK/planted_$k" --steps 8 ${TOOL_ARGS:-} -- \
      --plant "$k" --iters 45 --steps-out "$WORK/keep/planted_$k.steps.json" ${PLANT_ARGS:-}
    python3 benchmarks/lean_summary.py planted "$k" "$WORK/planted_$k" "$WORK/truth.txt" \
      "$WORK/keep/planted_$k.steps.json"
    if [ "${RICH:-1}" = 1 ]; then
      tool "planted_${k}_rich" benchmarks/planted_causes.py -q --profile rich --out "$WORK/planted_${k}_rich" \
        --steps 8 -- --plant "$k" --iters 30 ${PLANT_ARGS:-}
      python3 benchmarks/lean_summary.py planted "$k" "$WORK/planted_${k}_rich" "$WORK/truth.txt"
    fi
    python3 benchmarks/lean_summary.py windows "$WORK/planted_$k"
    python3 -m inductor_probe report --run "$WORK/planted_$k" --format html > "$WORK/keep/planted_$k.html" 2>/dev/null
    python3 benchmarks/lean_summary.py brought "$WORK/planted_$k" "$WORK/keep/planted_$k.txt" \
      "$WORK/keep/planted_$k.html"
    keep "planted_$k"; keep "planted_${k}_rich"
  done
  cp "$WORK/truth.txt" "$WORK/keep/planted_truth.txt"
fi
if part stretch; then
  echo "## stretch on real loops ($((SECONDS - t0)) s)"
  run_loop() {  # NAME SCRIPT ARGS...
    local name=$1 script=$2; shift 2
    timeout 300 python3 "$script" "$@" --time > "$WORK/$name.plain" 2>&1
    tool "$name" "$script" -q --out "$WORK/$name" --steps 8 --timeout 400 ${TOOL_ARGS:-} -- "$@"
    python3 benchmarks/lean_summary.py windows "$WORK/$name" "$WORK/$name.plain"
    keep "$name"
  }
  loop() { [[ " ${LOOPS:-t5 gpt2_accum generate lightning} " == *" $1 "* ]]; }
  loop t5 && run_loop t5 examples/hf_t5_train.py --iters 40
  loop gpt2_accum && run_loop gpt2_accum examples/hf_causal_lm_train.py --iters 40 --accum 4
  loop generate && run_loop generate examples/hf_generate.py --iters 34 --new 16
  loop lightning && run_loop lightning examples/lightning_fit.py --steps 60
fi
if part models; then
  # real model files through breakdown (MODELS, default GPT-2 with labels and a training step, ResNet-50 training):
  # each report's findings and step, its windows, its busy brought to the wall and where it is said, check_run
  echo "## model files ($((SECONDS - t0)) s)"
  for spec in ${MODELS:-hf_gpt2 resnet50}; do
    tool "model_$spec" "examples/$spec.py" --backward -q --out "$WORK/model_$spec" --steps 8
    python3 -m inductor_probe report --run "$WORK/model_$spec" --format html > "$WORK/keep/model_$spec.html" 2>/dev/null
    python3 -m inductor_probe report --run "$WORK/model_$spec" --format json > "$WORK/keep/model_$spec.json" 2>/dev/null
    sed -n '1,/^== step/p' "$WORK/keep/model_$spec.txt" | head -20
    grep -E "^(wall|verdict|trust|idle|busy, graphs)" "$WORK/keep/model_$spec.txt" | cut -c1-400
    python3 benchmarks/lean_summary.py windows "$WORK/model_$spec"
    python3 benchmarks/lean_summary.py brought "$WORK/model_$spec" "$WORK/keep/model_$spec.txt" \
      "$WORK/keep/model_$spec.html"
    [ -f /work/shared/tools/check_run.py ] && python3 /work/shared/tools/check_run.py "$WORK/model_$spec"
    keep "model_$spec"
  done
fi
if part sweep; then
  echo "## sweep: real workloads through breakdown ($((SECONDS - t0)) s)"
  for entry in ${SWEEP:-resnet50:resnet50.py:--backward bert:hf_bert_mlm.py:--backward vit:vit_inference.py: \
                 small_cnn:small_cnn.py:--backward}; do
    IFS=: read -r name file opts <<< "$entry"
    tool "sweep_$name" "examples/$file" -q --out "$WORK/sweep_$name" --steps 8 ${opts//+/ }
    sed -n '/^findings/,/^$/p' "$WORK/keep/sweep_$name.txt" | head -6 | cut -c1-300
    grep -E "^(wall|verdict|trust)" "$WORK/keep/sweep_$name.txt" | cut -c1-500
    python3 benchmarks/lean_summary.py windows "$WORK/sweep_$name"
    [ -f /work/shared/tools/check_run.py ] && python3 /work/shared/tools/check_run.py "$WORK/sweep_$name"
    keep "sweep_$name"
  done
fi
if part job; then
  # NGPU GPUs (default 4): FSDP2 per-block Llama, NGPU ranks; DDP with a planted 5 ms straggler (its last rank),
  # NGPU ranks; the same DDP as a job of two hosts (NGPU/2 each, --nnodes 2); each with the loop's own --time
  # timing; benchmarks/lean_job_check.py per job (HTA where installed); each job's run.json files, logs and lean
  # traces to $FINAL/jobs.tgz (for HTA elsewhere: PYTHONPATH=. python benchmarks/lean_job_check.py RUN...)
  NG=${NGPU:-4}; H=$((NG / 2))
  echo "## jobs ($NG GPUs): FSDP2 per-block, DDP with a straggler, DDP of two hosts ($H+$H) ($((SECONDS - t0)) s)"
  check() { python3 benchmarks/lean_job_check.py "$@"; }
  job() { [[ " ${JOBS:-fsdp ddp two} " == *" $1 "* ]]; }
  job fsdp && tool fsdp examples/fsdp_llama.py --nproc-per-node "$NG" -q --out "$WORK/fsdp" --steps 8 --timeout 300 -- \
    --iters 40 --time
  job fsdp && { check "$WORK/fsdp"; keep fsdp; }
  DDP="--iters 40 --dim 1024 --layers 4 --batch 256 --sleep-rank $((NG - 1)) --sleep-ms 5 --item --time"
  job ddp && tool ddp examples/ddp_train.py --nproc-per-node "$NG" -q --out "$WORK/ddp" --steps 8 --timeout 200 -- $DDP
  job ddp && { check "$WORK/ddp"; keep ddp; }
  for n in 0 1; do
    job two || continue
    devs=$(seq -s, $((n * H)) $((n * H + H - 1)))
    CUDA_VISIBLE_DEVICES=$devs python3 -m inductor_probe breakdown examples/ddp_train.py \
      --nproc-per-node "$H" --nnodes 2 --node-rank $n --rdzv-endpoint 127.0.0.1:29655 --timeout 200 -q --steps 8 \
      --out "$WORK/two/node $n" -- $DDP > "$WORK/keep/two_node$n.txt" 2> "$WORK/two_node$n.err" &
  done
  wait
  if job two; then
    echo "two hosts ($((SECONDS - t0)) s): $(tail -n 1 "$WORK/two_node0.err" | cut -c1-160)"
    check "$WORK/two/node 0" "$WORK/two/node 1"
    cp "$WORK/two/node 0/run.json" "$WORK/keep/two_node0.run.json" 2>/dev/null
  fi
  (cd "$WORK" && find $(ls -d fsdp ddp two 2>/dev/null) \( -name run.json -o -name step_lean.json -o -name "*.log" \) -print0 |
    tar czf "$FINAL/jobs.tgz" --null -T -)
fi
if part dynamo; then
  NG=${NGPU:-4}
  echo "## FSDP2 per-block, $NG ranks: Dynamo's own counters, plainly ($((SECONDS - t0)) s)"
  TORCH_LOGS=recompiles timeout 300 torchrun --standalone --nproc-per-node "$NG" examples/fsdp_llama.py --iters 40 \
    --dynamo > "$WORK/dyn_plain.out" 2> "$WORK/dyn_plain.err"
  echo "plain rc $?: $(grep -c 'Recompiling function' "$WORK/dyn_plain.err") 'Recompiling function' lines"
  grep -E "^dynamo" "$WORK/dyn_plain.out" | sort
  grep -A3 "Recompiling function" "$WORK/dyn_plain.err" | grep -iE "guard|Recompiling" | sort | uniq -c | head -6
  echo "## under the tool ($((SECONDS - t0)) s)"
  tool dyn_tool examples/fsdp_llama.py --nproc-per-node "$NG" -q --out "$WORK/dyn" --timeout 300 -- --iters 40 --dynamo
  grep -hE "^dynamo rank" "$WORK"/dyn/logs/*.log 2>/dev/null | sort -u
  grep -iE "recompil|Dynamo, by its own" "$WORK/keep/dyn_tool.txt" | head -6
  keep dyn
fi
if part plain; then
  echo "## the T5 loop's unprofiled steps: plain process against the tool's, alternated ($((SECONDS - t0)) s)"
  python3 benchmarks/tool_vs_plain.py --alt "${ALT:-4}" ${ENV_ONLY:+--env-only} --plain-args "${PLAIN_ARGS:-}" --json "$FINAL/tool_vs_plain.json" -- \
    examples/hf_t5_train.py --iters "${T5_ITERS:-30}"
fi
if part graphs; then
  echo "## CUDA graphs with CUPTI let go ($((SECONDS - t0)) s)"
  if [ "${GRAPH_TEST:-1}" = 1 ]; then
    timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_real_models_gpu.py -k cuda_graph \
      > "$FINAL/graphs_test.txt" 2>&1
    echo "the CUDA-graph test: exit $? $(tail -n 1 "$FINAL/graphs_test.txt")"
  fi
  graph() { [[ " ${GRAPHS:-rerecord llama_ro hand_graph} " == *" $1 "* ]]; }
  graph rerecord && tool rerecord examples/rerecord.py -q --out "$WORK/rerecord" --steps 8 --timeout 300 -- --iters 120
  graph rerecord && { python3 benchmarks/lean_summary.py windows "$WORK/rerecord"; keep rerecord; }
  graph llama_ro && tool llama_ro examples/hf_llama_train.py -q --out "$WORK/llama_ro" --steps 8 --timeout 300 -- --iters 40 --mode reduce-overhead
  graph llama_ro && { python3 benchmarks/lean_summary.py windows "$WORK/llama_ro"; keep llama_ro; }
  graph hand_graph && tool hand_graph examples/hand_graph.py -q --out "$WORK/hand_graph" --steps 8 --timeout 300 -- --iters 60
  graph hand_graph && { python3 benchmarks/lean_summary.py windows "$WORK/hand_graph"; keep hand_graph; }
  (cd "$WORK" && find rerecord llama_ro hand_graph -name "*.json" -size -60M -print0 2>/dev/null |
    tar czf "$FINAL/graphs.tgz" --null -T -)
fi
if part tests; then
  echo "## the GPU tests ($((SECONDS - t0)) s)"
  GPU_TESTS=1 gpu_tests
fi
echo "done in $((SECONDS - t0)) s"
} 2>&1 | tee "$S"
tar czf "$FINAL/runs.tgz" -C "$WORK/keep" .  # each run's report and run.json, one file
[ -d "$WORK/traces" ] && tar czf "$FINAL/traces.tgz" -C "$WORK/traces" .
