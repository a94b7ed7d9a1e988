"""Record what a real step of a compiled model looks like to the profiler (GPU): the data the step
view is built against.

    python -m benchmarks.step_trace_probe --model gpt2|resnet50|transformer [--mode M] [--backward]
        --out DIR [--steps 3]

Compiles the model, warms it up, then (1) times 50 steps unprofiled with CUDA events, (2) profiles
``--steps`` steps, each in an ``inductor_probe::step`` range, and writes the Chrome trace (gzipped)
and ``probe.json``: torch version, wall per step, and for every compiled graph called, its
``CompiledFxGraph`` cache key, ``_fx_graph_cache_key`` and module file, and how often it ran.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import time
from pathlib import Path


def gpt2(device):
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    cfg = GPT2Config(n_layer=4, n_embd=768, n_head=12, vocab_size=50257, n_positions=1024)
    model = GPT2LMHeadModel(cfg).to(device)
    ids = torch.randint(0, cfg.vocab_size, (8, 256), device=device)
    return model, {"input_ids": ids, "labels": ids}


def resnet50(device):
    import torch
    import torchvision

    model = torchvision.models.resnet50().to(device).to(memory_format=torch.channels_last).eval()
    x = torch.randn(32, 3, 224, 224, device=device).to(memory_format=torch.channels_last)
    return model, {"x": x}


def transformer(device):
    import runpy

    ns = runpy.run_path(str(Path(__file__).resolve().parents[1] / "examples" / "transformer_block.py"))
    model = ns["get_model"]().to(device)
    inputs = ns["get_inputs"]()
    return model, {"x": inputs[0].to(device)}


MODELS = {"gpt2": gpt2, "resnet50": resnet50, "transformer": transformer}


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--model", choices=MODELS, required=True)
    p.add_argument("--mode", default="default")
    p.add_argument("--backward", action="store_true")
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--out", required=True)
    a = p.parse_args()
    import torch
    from torch._inductor.output_code import CompiledFxGraph
    from torch.profiler import ProfilerActivity, profile, record_function

    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    graphs: dict[int, dict] = {}
    original = CompiledFxGraph.__call__

    def spy(self, inputs):
        g = graphs.get(id(self))
        if g is None:
            path = None
            try:
                from torch._inductor.codecache import get_path

                path = get_path(self.cache_key, "py")[2]
            except Exception as e:
                path = f"error: {e}"
            g = graphs[id(self)] = {
                "cache_key": getattr(self, "cache_key", None),
                "fx_graph_cache_key": getattr(self, "_fx_graph_cache_key", None),
                "module": path,
                "calls": 0,
                "first_call_order": len(graphs),
            }
            if path and Path(path).exists():
                shutil.copyfile(path, out / f"module_{len(graphs) - 1}.py")
        g["calls"] += 1
        return original(self, inputs)

    CompiledFxGraph.__call__ = spy
    model, kwargs = MODELS[a.model]("cuda")
    compiled = torch.compile(model, mode=None if a.mode == "default" else a.mode)

    def step():
        if a.backward:
            outp = compiled(**kwargs)
            loss = outp.loss if hasattr(outp, "loss") and outp.loss is not None else outp.float().sum()
            loss.backward()
        else:
            with torch.no_grad():
                compiled(**kwargs)

    t0 = time.perf_counter()
    for _ in range(3):
        step()
    torch.cuda.synchronize()
    compile_s = time.perf_counter() - t0
    walls = []
    for _ in range(5):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        for _ in range(10):
            step()
        e.record()
        e.synchronize()
        walls.append(s.elapsed_time(e) / 10)
    for g in graphs.values():
        g["calls_before_profile"] = g["calls"]
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for _ in range(a.steps):
            with record_function("inductor_probe::step"):
                step()
        torch.cuda.synchronize()
    trace = out / "trace.json"
    prof.export_chrome_trace(str(trace))
    with open(trace, "rb") as f, gzip.open(f"{trace}.gz", "wb") as g:
        shutil.copyfileobj(f, g)
    trace.unlink()
    (out / "probe.json").write_text(
        json.dumps(
            {
                "torch": torch.__version__,
                "model": a.model,
                "mode": a.mode,
                "backward": a.backward,
                "compile_and_warmup_s": compile_s,
                "wall_ms_per_step_blocks": walls,
                "graphs": list(graphs.values()),
            },
            indent=1,
        )
    )
    print(json.dumps({"model": a.model, "walls": walls, "graphs": len(graphs)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
