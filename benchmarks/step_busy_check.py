"""A model file's GPU busy share, measured here independently of inductor-probe's step view.

    python -m benchmarks.step_busy_check examples/resnet50.py --cache-dir DIR [--backward]
        [--steps 50] --out FILE

- wall: CUDA events around ``--steps`` back-to-back steps (after 5 warm-up steps), no profiler;
- kernel time: 10 more steps under torch.profiler (CUDA activity only), every GPU activity's interval
  read from the exported trace with this file's own code, their union divided by the steps;
- busy % = kernel time / wall. The same Inductor cache as the breakdown (``--cache-dir``), so the
  same compiled code runs.

``--compile-only`` stops after the first step: what compiling the model costs a plain process (the
breakdown's cost is compared with it on a cache hit).
"""

from __future__ import annotations

import argparse
import json
import os
import runpy
import tempfile
import time
from pathlib import Path

from inductor_probe.collect import env as probe_env


def union_us(intervals: list[tuple[float, float]]) -> float:
    total, end = 0.0, None
    start = None
    for s, e in sorted(intervals):
        if end is None or s > end:
            if end is not None:
                total += end - start
            start, end = s, e
        else:
            end = max(end, e)
    return total + (end - start if end is not None else 0.0)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("model")
    p.add_argument("--cache-dir", required=True)
    p.add_argument("--backward", action="store_true")
    p.add_argument("--steps", type=int, default=50)
    p.add_argument("--out", required=True)
    p.add_argument("--compile-only", action="store_true", help="stop after the first step (compile + run)")
    a = p.parse_args()
    os.environ.update(probe_env.child_env(Path(a.cache_dir), device="cuda"))
    import torch
    from torch.profiler import ProfilerActivity, profile

    ns = runpy.run_path(a.model, run_name="__bench__")
    model = ns["get_model"]().cuda()
    if not a.backward:
        model.eval()
    inputs = ns["get_inputs"]()
    to = lambda v: v.cuda() if isinstance(v, torch.Tensor) else v
    args, kwargs = (
        ((), {k: to(v) for k, v in inputs.items()})
        if isinstance(inputs, dict)
        else (tuple(to(v) for v in inputs), {})
    )
    compiled = torch.compile(model)

    def step():
        if a.backward:
            out = compiled(*args, **kwargs)
            loss = getattr(out, "loss", None)
            (loss if loss is not None else out.float().sum()).backward()
        else:
            with torch.no_grad():
                compiled(*args, **kwargs)

    t0 = time.perf_counter()
    step()
    torch.cuda.synchronize()
    first_s = time.perf_counter() - t0
    if a.compile_only:
        Path(a.out).write_text(
            json.dumps({"model": a.model, "backward": a.backward, "first_step_s": first_s})
        )
        return 0
    for _ in range(5):
        step()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(a.steps):
        step()
    end.record()
    end.synchronize()
    wall_ms = start.elapsed_time(end) / a.steps
    n = 10
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(n):
            step()
        torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "t.json"
        prof.export_chrome_trace(str(path))
        events = json.loads(path.read_text())["traceEvents"]
    gpu = [
        (float(e["ts"]), float(e["ts"]) + float(e.get("dur", 0)))
        for e in events
        if e.get("ph") == "X" and e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")
    ]
    kernel_ms = union_us(gpu) / n / 1e3
    out = {
        "model": a.model,
        "backward": a.backward,
        "steps": a.steps,
        "wall_ms": wall_ms,
        "kernel_ms": kernel_ms,
        "busy_pct": 100.0 * kernel_ms / wall_ms,
        "first_step_s": first_s,
        "torch": torch.__version__,
    }
    Path(a.out).write_text(json.dumps(out, indent=1))
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
