#!/usr/bin/env bash
# Issues 37 and 38 on a machine of 4 GPUs (nvidia-h100-x4), in one call; each phase packs what it has into
# $OUT/loops_check.tgz (run.json of every run and rank, the text reports, the rank traces gzipped for HTA here,
# the plain scripts' own timings):
#   phase 1, side by side on separate GPUs:
#     GPU 0  examples/loops.py --loop accum and --loop generate: the tool, then the plain script (--time), twice each
#     GPU 1  compare examples/mlp_bf16_small.py (default vs max-autotune)                 issue 37, acceptance 1
#     GPU 2  compare examples/hf_bert_mlm.py --backward --modes default,reduce-overhead   issue 37, acceptance 1
#   phase 2, all 4 GPUs (NPROC=2: two), one job at a time, the plain loop (torchrun, --time) before and after the tool's run:
#     fsdp   examples/fsdp_llama.py: HF Llama, 4 decoder layers, each compiled then fully_shard-ed, bf16, AdamW
#     strag  examples/ddp_train.py: DDP, rank 1 sleeps 5 ms before each forward, loss.item() every step
#   phase samesingle: the five loops of acceptance 3 under the tool with their own --time, on GPUs 0 and 1
#   phase same (NPROC ranks): fsdp twice under the tool with the script's own --time (the same process's timing)
#   phase single (issue 38, acceptance 3): HF generate (static cache, compiled forward), Lightning Trainer.fit,
#     gradient accumulation, an eval every 4 steps, loops.py's generate, one GPU each, the plain loop and the
#     tool alternated twice; the tool's hook cost on this host (benchmarks/hook_cost.py)
# NVLink multicast stays off (NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1).
set -u
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
FINAL=${OUT:-$PWD/loops-check-out}
WORK=/tmp/loops-check
R=$WORK/out
rm -rf "$WORK"
mkdir -p "$FINAL" "$WORK/runs" "$R"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1 INDUCTOR_PROBE_CACHE=$WORK/cache
{
  echo "date: $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=index,name,driver_version,clocks.sm --format=csv,noheader
  python3 -c "import torch, triton, sys, transformers; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__, 'transformers', transformers.__version__, 'nccl', torch.cuda.nccl.version())"
  git rev-parse --short HEAD 2>/dev/null; git status --short 2>/dev/null | head
} > "$R/environment.txt" 2>&1
pack() { tar -C "$R" -czf "$FINAL/loops_check.tgz" .; }
keep() {  # name, run dir: its run.json (and each rank's, with its step trace gzipped), its text report
  local name=$1 run=$2
  mkdir -p "$R/$name"
  cp "$run/run.json" "$run/compare.json" "$R/$name/" 2>/dev/null
  cp "$run/interleaved/fx_cache_keys.jsonl" "$R/$name/" 2>/dev/null
  for m in default max-autotune reduce-overhead; do cp "$run/$m/run.json" "$R/$name/$m.run.json" 2>/dev/null; done
  for d in "$run"/rank*; do
    [ -d "$d" ] || continue
    r=$(basename "$d")
    cp "$d/run.json" "$R/$name/$r.run.json" 2>/dev/null
    mkdir -p "$WORK/traces"  # beside the pack (the returned files have a size limit): fsdp's come back alone
    gzip -c "$d/traces/step.json" > "$WORK/traces/$name.$r.step.json.gz" 2>/dev/null
  done
}
probe() {  # name, args...: one command of the tool, its text, exit code and time
  local name=$1; shift
  local t0=$SECONDS
  python3 -m inductor_probe "$@" > "$R/$name.txt" 2> "$R/$name.err"
  echo "$name: exit $? in $((SECONDS - t0)) s" | tee -a "$R/exits.txt"
}
gpu0() {  # the plain script, the tool, the plain script again: alternated on one GPU, nothing else running
  for loop in accum generate eval mark; do
    CUDA_VISIBLE_DEVICES=0 python3 examples/loops.py --loop $loop --time --dim 1024 --layers 6 --iters 40 > "$R/truth_${loop}_1.txt" 2>&1
    CUDA_VISIBLE_DEVICES=0 probe "${loop}" breakdown examples/loops.py --out "$WORK/runs/${loop}" -- --loop $loop --dim 1024 --layers 6 --iters 40
    keep "${loop}" "$WORK/runs/${loop}"
    CUDA_VISIBLE_DEVICES=0 python3 examples/loops.py --loop $loop --time --dim 1024 --layers 6 --iters 40 > "$R/truth_${loop}_2.txt" 2>&1
  done
}
alternate() {  # gpu, name, script, args...: the plain loop (--time), the tool, the plain loop, the tool, the plain loop
  local gpu=$1 name=$2 script=$3; shift 3
  for i in $(seq 1 "${ALTERNATIONS:-2}"); do
    CUDA_VISIBLE_DEVICES=$gpu python3 "$script" "$@" --time > "$R/truth_${name}_$i.txt" 2>&1
    CUDA_VISIBLE_DEVICES=$gpu probe "${name}_$i" breakdown "$script" --out "$WORK/runs/${name}_$i" -- "$@"
    keep "${name}_$i" "$WORK/runs/${name}_$i"
    [ -f ../shared/tools/check_run.py ] && python3 ../shared/tools/check_run.py "$WORK/runs/${name}_$i" > "$R/check_${name}_$i.txt" 2>&1
  done
  CUDA_VISIBLE_DEVICES=$gpu python3 "$script" "$@" --time > "$R/truth_${name}_$((${ALTERNATIONS:-2} + 1)).txt" 2>&1
}
single() {  # issue 38, acceptance 3, one GPU each, the four side by side (the host has 16 cores a GPU)
  (sleep "${SINGLE_PACK_AT:-550}"; pack) &  # what is done by then comes back, whatever is still running
  local watchdog=$!
  local lanes=()
  (alternate 0 hfgen examples/hf_generate.py --iters 16 --new 64
   python3 -m benchmarks.hook_cost --calls 20000 --rounds 3 > "$R/hook_cost.txt" 2>&1) & lanes+=($!)
  (alternate 1 lightning examples/lightning_fit.py --steps 40 --dim 1024 --layers 6 --batch 256
   alternate 1 generate examples/loops.py --loop generate --dim 1024 --layers 6 --iters 40) & lanes+=($!)
  alternate 2 eval examples/loops.py --loop eval --dim 1024 --layers 6 --iters 40 & lanes+=($!)
  alternate 3 accum examples/loops.py --loop accum --dim 1024 --layers 6 --iters 40 & lanes+=($!)
  wait "${lanes[@]}"
  kill "$watchdog" 2>/dev/null
}
PHASES=${1:-"one two"}
if [[ " $PHASES " == *" single "* ]]; then
  single
  pack
fi
if [[ " $PHASES " == *" loops "* ]]; then
  gpu0
  pack
fi
if [[ " $PHASES " == *" one "* ]]; then
  gpu0 &
  (CUDA_VISIBLE_DEVICES=1 probe cmp_mlp compare examples/mlp_bf16_small.py --out "$WORK/runs/cmp_mlp"; keep cmp_mlp "$WORK/runs/cmp_mlp") &
  (CUDA_VISIBLE_DEVICES=2 probe cmp_bert compare examples/hf_bert_mlm.py --backward --modes default,reduce-overhead --out "$WORK/runs/cmp_bert"; keep cmp_bert "$WORK/runs/cmp_bert") &
  wait
  python3 -m benchmarks.compare_trust_check "$WORK/runs/cmp_mlp" "$WORK/runs/cmp_bert" > "$R/compare_trust.txt" 2>&1
  pack
fi
job() {  # name, script, args...: the plain loop, the tool's run, the plain loop again
  local name=$1 script=$2; shift 2
  torchrun --nproc-per-node "${NPROC:-4}" "$script" "$@" --time > "$R/truth_${name}_1.txt" 2>&1
  probe "$name" breakdown "$script" --nproc-per-node "${NPROC:-4}" --timeout 300 --out "$WORK/runs/$name" -- "$@"
  keep "$name" "$WORK/runs/$name"
  torchrun --nproc-per-node "${NPROC:-4}" "$script" "$@" --time > "$R/truth_${name}_2.txt" 2>&1
  [ -f ../shared/tools/check_run.py ] && python3 ../shared/tools/check_run.py "$WORK/runs/$name" "$WORK/runs/$name"/rank* > "$R/check_$name.txt" 2>&1
  pack
}
sameone() {  # gpu, name, script, args...: the loop under the tool with its own --time (steps_table.py --same-run)
  local gpu=$1 name=$2 script=$3; shift 3
  CUDA_VISIBLE_DEVICES=$gpu probe "$name" breakdown "$script" --out "$WORK/runs/$name" -- "$@" --time
  keep "$name" "$WORK/runs/$name"
  grep -rh "truth:" "$WORK/runs/$name/logs" > "$R/$name.truth" 2>/dev/null
}
if [[ " $PHASES " == *" samesingle "* ]]; then  # issue 38, acceptance 3, on GPUs 0 and 1
  (sameone 0 hfgen examples/hf_generate.py --iters 16 --new 64
   sameone 0 accum examples/loops.py --loop accum --dim 1024 --layers 6 --iters 40
   sameone 0 generate examples/loops.py --loop generate --dim 1024 --layers 6 --iters 40) &
  (sameone 1 lightning examples/lightning_fit.py --steps 40 --dim 1024 --layers 6 --batch 256
   sameone 1 eval examples/loops.py --loop eval --dim 1024 --layers 6 --iters 40) &
  wait
  pack
fi
if [[ " $PHASES " == *" same "* ]]; then  # acceptance 1 in one process: the tool's run with the script's --time
  for i in 1 2; do
    probe "fsdp_same_$i" breakdown examples/fsdp_llama.py --nproc-per-node "${NPROC:-4}" --timeout 300 \
      --out "$WORK/runs/fsdp_same_$i" -- --iters 30 --time
    keep "fsdp_same_$i" "$WORK/runs/fsdp_same_$i"
    grep -rh "truth rank" "$WORK/runs/fsdp_same_$i/logs" > "$R/fsdp_same_$i.truth" 2>/dev/null
    pack
  done
fi
if [[ " $PHASES " == *" two "* ]]; then
  job fsdp examples/fsdp_llama.py --iters 30
  job strag examples/ddp_train.py --iters 40 --dim 2048 --layers 4 --batch 512 --sleep-rank 1 --sleep-ms 5 --item
fi
pack
cp "$WORK"/traces/fsdp.rank*.step.json.gz "$WORK"/traces/strag.rank[01].step.json.gz "$FINAL/" 2>/dev/null
ls -la "$FINAL"
cat "$R/exits.txt"; grep -h truth "$R"/truth_*.txt | head -40; cat "$R/compare_trust.txt" 2>/dev/null | grep -E "==|FAIL|ok$|step:"
