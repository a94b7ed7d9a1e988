"""What the lean window costs a host-bound loop (issue 57): HF generate with a static cache and a compiled
forward, each generate call timed (CUDA events) in one process, in rounds: no profiler, the lean window
(``_compat/lean.py``: CUDA activity alone), torch.profiler with CUDA activity alone. Prints each mode's median
call, its ratio to no profiler, and the launches a call makes (from the lean trace).

    python benchmarks/lean_cost_probe.py --rounds 3 --calls 6
"""

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

import torch

sys.path.insert(0, os.getcwd())
from inductor_probe._compat.lean import LeanProfiler

p = argparse.ArgumentParser()
p.add_argument("--rounds", type=int, default=3)
p.add_argument("--calls", type=int, default=6)
p.add_argument("--new", type=int, default=16)
a = p.parse_args()
from transformers import LlamaConfig, LlamaForCausalLM  # noqa: E402 - not needed for --help

torch.manual_seed(0)
cfg = LlamaConfig(
    hidden_size=1024, intermediate_size=4096, num_hidden_layers=4, num_attention_heads=16,
    num_key_value_heads=16, vocab_size=32000, max_position_embeddings=64,
)  # fmt: skip
model = LlamaForCausalLM(cfg).to("cuda", dtype=torch.bfloat16).eval()
model.generation_config.cache_implementation = "static"
model.generation_config.disable_compile = True
model.forward = torch.compile(model.forward)
ids = torch.randint(0, 32000, (1, 32), device="cuda")
kw = dict(max_new_tokens=a.new, min_new_tokens=a.new, do_sample=False, pad_token_id=0)


def call() -> float:
    e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    e0.record()
    model.generate(ids, attention_mask=torch.ones_like(ids), **kw)
    e1.record()
    torch.cuda.synchronize()
    return e0.elapsed_time(e1)


with torch.no_grad():
    for _ in range(3):
        call()
    got: dict[str, list[float]] = {"none": [], "lean": [], "cuda-only torch.profiler": []}
    launches = 0
    for _ in range(a.rounds):
        got["none"] += [call() for _ in range(a.calls)]
        lean = LeanProfiler(True)
        lean.start()
        call()  # warm-up
        got["lean"] += [call() for _ in range(a.calls)]
        path = Path(tempfile.mkdtemp()) / "lean.json"
        lean.stop(path)
        ev = json.loads(path.read_text())["traceEvents"]
        launches = sum(e.get("cat") == "kernel" for e in ev) // (a.calls + 1)
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]):
            call()
            got["cuda-only torch.profiler"] += [call() for _ in range(a.calls)]
base = statistics.median(got["none"])
for k, v in got.items():
    q = statistics.quantiles(v, n=4)
    print(
        f"{k}: median {statistics.median(v):.3f} ms (IQR {q[0]:.3f}-{q[2]:.3f}, {len(v)} calls), "
        f"{statistics.median(v) / base:.3f}x"
    )
print(f"kernels a call: {launches}")
