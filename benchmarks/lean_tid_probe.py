"""Issue 57's lean window on a GPU, the pieces alone: which thread ids its CUDA-only trace gives the runtime's
calls (put back on the system's ids at the window's end), the clock offset it measured, and whether each
compiled graph's launches fall inside the range the window wrote for that call (main thread and autograd's).

    python benchmarks/lean_tid_probe.py        # figures to stdout, the trace to $OUT
"""

import json
import os
import sys
import threading
from collections import Counter
from pathlib import Path

import torch

sys.path.insert(0, os.getcwd())
from inductor_probe._compat import graph_call
from inductor_probe._compat.lean import LeanProfiler
from inductor_probe.collect.steps import GraphCalls

out = Path(os.environ.get("OUT", "/tmp"))
calls = GraphCalls()
graph_call.install(calls)
ids = {"main": threading.get_native_id()}
model = torch.compile(
    torch.nn.Sequential(torch.nn.Linear(512, 512), torch.nn.GELU(), torch.nn.Linear(512, 8))
)
model.cuda()
x = torch.randn(64, 512, device="cuda")
for _ in range(3):
    model(x).sum().backward()
torch.cuda.synchronize()
p = LeanProfiler(True)
p.start()
calls.spans = p.spans
for _ in range(4):
    p.step()
    model(x).sum().backward()
p.drain()
calls.spans = None
p.stop(out / "tid_probe.json")
trace = json.loads((out / "tid_probe.json").read_text())
ev = trace["traceEvents"]
print("host native ids:", ids, "clock offset ns:", trace.get("inductor_probe_clock_offset_ns"))
print("tids by cat:", Counter((e.get("cat"), e.get("tid")) for e in ev if e.get("ph") == "X"))
ranges = [e for e in ev if str(e.get("name", "")).startswith("inductor_probe::graph")]
made = {(e.get("args") or {}).get("correlation") for e in ev if e.get("cat") == "kernel"}
launches = [
    e
    for e in ev
    if e.get("cat") in ("cuda_runtime", "cuda_driver") and (e.get("args") or {}).get("correlation") in made
]
inside = sum(
    any(r["tid"] == e["tid"] and r["ts"] <= e["ts"] <= r["ts"] + r["dur"] for r in ranges) for e in launches
)
print(
    f"graph ranges {len(ranges)}; launches that made a kernel {len(launches)}, inside a graph range {inside}"
)
for r in ranges[:4]:
    near = sorted((abs(e["ts"] - r["ts"]), e["ts"] - r["ts"]) for e in launches if e["tid"] == r["tid"])[:1]
    print(f"  range on {r['tid']} at {r['ts']:.3f} for {r['dur']:.1f} us; nearest launch {near}")
