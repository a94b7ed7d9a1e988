#!/usr/bin/env bash
# The step view's GPU figures (issue 12), in one call: bash benchmarks/step_gpu_check.sh "STAGES"
# stages: gpt2 (GPT-2 --backward --isolated), resnet (ResNet-50 busy x3 vs a benchmark),
#         cost (ResNet-50 --backward on a cache hit vs a plain process compiling it),
#         scripts (graph break, training with a compiled AdamW, reduce-overhead, step vs isolated, GPU tests)
# Everything goes to $WORK/out and comes back as $OUT/step_gpu_check.tar.gz.
set -u
FINAL=${OUT:-$PWD/gpu-check-out}
mkdir -p "$FINAL"
WORK=${WORK:-/tmp/inductor-probe-step}
O=$WORK/out
mkdir -p "$O"
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
export PYTHONUNBUFFERED=1
STAGES=${1:-"gpt2 resnet cost scripts"}
has() { [[ " $STAGES " == *" $1 "* ]]; }
PROBE="python3 -m inductor_probe"
now() { date +%s.%N; }
el() { python3 -c "import sys; print(round(float(sys.argv[1]) - float(sys.argv[2]), 1))" "$(now)" "$1"; }
{
  echo "date: $(date -u +%FT%TZ) commit: $(git rev-parse --short HEAD 2>/dev/null)"
  nvidia-smi --query-gpu=name,uuid,driver_version,clocks.sm,clocks.mem --format=csv
  python3 -c "import torch, triton, sys; print('python', sys.version.split()[0], 'torch', torch.__version__, 'triton', triton.__version__)"
  python3 -c "import transformers, torchvision; print('transformers', transformers.__version__, 'torchvision', torchvision.__version__)"
} > "$O/environment.txt" 2>&1
cat "$O/environment.txt"

if has gpt2; then
  t0=$(now)
  $PROBE breakdown examples/hf_gpt2.py --backward --isolated --out "$WORK/runs/gpt2" --cache-dir "$WORK/cache" \
    > "$O/gpt2.txt" 2> "$O/gpt2.err"; echo "gpt2 --backward --isolated: exit $? in $(el $t0) s"
  $PROBE report --run "$WORK/runs/gpt2" --format json > "$O/gpt2.json"
  head -40 "$O/gpt2.txt"; tail -3 "$O/gpt2.err"
fi

if has resnet; then
  for i in 1 2 3; do
    $PROBE breakdown examples/resnet50.py --out "$WORK/runs/resnet_$i" --cache-dir "$WORK/cache" -q \
      > "$O/resnet_$i.txt" 2> "$O/resnet_$i.err"; echo "resnet50 run $i: exit $?"
    $PROBE report --run "$WORK/runs/resnet_$i" --format json > "$O/resnet_$i.json"
    python3 -m benchmarks.step_busy_check examples/resnet50.py --cache-dir "$WORK/cache" --steps 50 \
      --out "$O/resnet_bench_$i.json" > /dev/null 2> "$O/resnet_bench_$i.err"; echo "resnet50 benchmark $i: exit $?"
  done
  for i in 1 2 3; do python3 - "$O" $i <<'PY'
import json, sys
o, i = sys.argv[1], sys.argv[2]
s = json.load(open(f"{o}/resnet_{i}.json"))["step"]
b = json.load(open(f"{o}/resnet_bench_{i}.json"))
print(f"resnet50 run {i}: breakdown busy {s['busy_pct']:.1f}% (wall {s['wall_ms']:.3f} ms, spread {s['wall_spread_pct']:.1f}%,"
      f" {s.get('timed', s)['wall_rounds']} round(s), window {s['window_ms']:.3f} ms) | benchmark busy {b['busy_pct']:.1f}%"
      f" (wall {b['wall_ms']:.3f} ms, kernels {b['kernel_ms']:.3f} ms) | difference {s['busy_pct'] - b['busy_pct']:+.1f} points")
PY
  done
fi

if has cost; then
  # the cost on a cache hit: breakdown --backward vs a plain process that compiles and runs one step
  t0=$(now); $PROBE breakdown examples/resnet50.py --backward --out "$WORK/runs/resnet_bwd_miss" --cache-dir "$WORK/cache_b" -q \
    > "$O/resnet_bwd_miss.txt" 2>&1; echo "resnet50 --backward, cache miss: exit $? in $(el $t0) s" | tee "$O/cost.txt"
  t0=$(now); python3 -m benchmarks.step_busy_check examples/resnet50.py --backward --cache-dir "$WORK/cache_b" --compile-only \
    --out "$O/resnet_bwd_compile.json" > /dev/null 2>&1; echo "plain process, compile (cache hit) + one step: exit $? in $(el $t0) s" | tee -a "$O/cost.txt"
  t0=$(now); $PROBE breakdown examples/resnet50.py --backward --out "$WORK/runs/resnet_bwd_hit" --cache-dir "$WORK/cache_b" -q \
    > "$O/resnet_bwd_hit.txt" 2>&1; echo "breakdown --backward, cache hit: exit $? in $(el $t0) s" | tee -a "$O/cost.txt"
fi

if has scripts; then
  $PROBE breakdown examples/script_with_graph_break.py --out "$WORK/runs/graph_break" --cache-dir "$WORK/cache" -- \
    --size 2048 --iters 30 > "$O/graph_break.txt" 2> "$O/graph_break.err"; echo "graph break script: exit $?"
  $PROBE report --run "$WORK/runs/graph_break" --format json > "$O/graph_break.json"
  $PROBE breakdown examples/train_llama_adamw.py --out "$WORK/runs/train" --cache-dir "$WORK/cache" -- --iters 24 \
    > "$O/train.txt" 2> "$O/train.err"; echo "training script: exit $?"
  $PROBE report --run "$WORK/runs/train" --format json > "$O/train.json"
  $PROBE breakdown examples/transformer_block.py --backward --mode reduce-overhead --out "$WORK/runs/reduce_overhead" \
    --cache-dir "$WORK/cache_ro" > "$O/reduce_overhead.txt" 2> "$O/reduce_overhead.err"; echo "reduce-overhead: exit $?"
  $PROBE report --run "$WORK/runs/reduce_overhead" --format json > "$O/reduce_overhead.json"
  $PROBE breakdown examples/transformer_block.py --backward --isolated --out "$WORK/runs/transformer" \
    --cache-dir "$WORK/cache" > "$O/transformer.txt" 2> "$O/transformer.err"; echo "transformer --isolated: exit $?"
  $PROBE report --run "$WORK/runs/transformer" --format json > "$O/transformer.json"
  PROBE_GPU_TEST_CACHE="$WORK/cache" python3 -m pytest -q -m gpu tests > "$O/pytest_gpu.txt" 2>&1
  echo "gpu tests: exit $?"; tail -5 "$O/pytest_gpu.txt"
  for f in graph_break train reduce_overhead transformer; do echo "== $f"; sed -n 5,22p "$O/$f.txt"; tail -2 "$O/$f.err"; done
fi

tar -C "$WORK" --exclude='runs/*/tmp' --exclude='runs/*/cache' -czf "$FINAL/step_gpu_check.tar.gz" out runs
ls -la "$FINAL"
