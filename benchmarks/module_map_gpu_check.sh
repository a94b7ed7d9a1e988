#!/usr/bin/env bash
# Issue 42, acceptance 1, on a GPU: the module map of an HF Llama training loop (examples/hf_llama_train.py) and a
# torchvision ResNet-50 training step (examples/resnet50.py --backward), in the compile mode $MODE (default or
# reduce-overhead): what share of the compiled graphs' kernel time went to a module path, and, for the Llama run
# in default mode, LlamaAttention's and LlamaMLP's totals against the same kernels summed by hand from the trace
# (benchmarks/module_map_truth.py, no code of the tool). Figures in $OUT/summary-$MODE.txt; the runs' run.json,
# reports and the Llama trace in $OUT/modmap-$MODE.tgz.
MODE=${MODE:-default}
. benchmarks/gpu_setup.sh "modmap-$MODE"
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
script_mode=()
tool_mode=()
if [ "$MODE" != default ]; then script_mode=(--mode "$MODE"); tool_mode=(--mode "$MODE"); fi
python3 -m inductor_probe breakdown examples/hf_llama_train.py --out "$WORK/llama" -- --iters 40 "${script_mode[@]}" \
  > "$FINAL/llama-$MODE.txt" 2> "$WORK/llama.err"
echo "llama: exit $?"
python3 -m inductor_probe breakdown examples/resnet50.py --backward "${tool_mode[@]}" --out "$WORK/resnet" \
  > "$FINAL/resnet-$MODE.txt" 2> "$WORK/resnet.err"
echo "resnet: exit $?"
tail -n 3 "$WORK/llama.err" "$WORK/resnet.err"
python3 - "$WORK" "$MODE" > "$FINAL/summary-$MODE.txt" <<'EOF2'
import json, sys
work, mode = sys.argv[1], sys.argv[2]
for name in ("llama", "resnet"):
    try:
        m = json.load(open(f"{work}/{name}/run.json"))
    except OSError as e:
        print(name, "no run:", e)
        continue
    v = (m.get("step") or {}).get("modules")
    if not v:
        print(name, mode, "no module map")
        continue
    pct = 100 * v["mapped_ms"] / v["kernel_ms"] if v["kernel_ms"] else None
    print(f"{name} {mode}: kernel {v['kernel_ms']:.3f} ms/step, mapped {v['mapped_ms']:.3f} ({pct:.2f}%)")
    for t in v["types"][:8]:
        print(f"  type {t['type']}: fwd {t['forward_ms']:.4f} bwd {t['backward_ms']:.4f} total "
              f"{t['forward_ms'] + t['backward_ms']:.4f} ms ({t['pct']:.1f}%)")
    for u in v["unmapped"][:6]:
        print(f"  unmapped {u['graph']} {u['name']}: {u['ms']:.4f} ms ({u['why']})")
EOF2
cat "$FINAL/summary-$MODE.txt"
if [ "$MODE" = default ]; then
  python3 benchmarks/module_map_truth.py "$WORK/llama" > "$FINAL/truth-llama.json" 2> "$WORK/truth.err"
  echo "truth: exit $?"; tail -2 "$WORK/truth.err"
  python3 -c "import json; print(json.load(open('$FINAL/truth-llama.json'))['ms_per_step'])"
fi
mkdir -p "$WORK/pack"
for name in llama resnet; do
  python3 -m inductor_probe report --run "$WORK/$name" --html "$WORK/pack/$name.html" > /dev/null 2>&1
  mkdir -p "$WORK/pack/$name"
  cp -r "$WORK/$name/run.json" "$WORK/$name/modules" "$WORK/$name/kernels" "$WORK/pack/$name/" 2>/dev/null
  mkdir -p "$WORK/pack/$name/traces"
  gzip -c "$WORK/$name/traces/step.json" > "$WORK/pack/$name/traces/step.json.gz"
done
cp "$WORK"/*.err "$WORK/pack/" 2>/dev/null
tar -czf "$FINAL/modmap-$MODE.tgz" -C "$WORK/pack" .
