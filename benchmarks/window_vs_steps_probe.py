"""Why a host-bound model file's lean-window steps run faster than the unprofiled steps timed around them
(call 88: a small CNN's training 2.3 ms a step in the window against 3.0 around it, ResNet-50's 18.2 against
20.4): one model file's step (the tool's --backward step: gradients set to None, forward, the outputs' sum,
backward), timed back to back with CUDA events as the tool's reference steps are
(``collect/lean_window.ref_steps``), in one process, rounds alternating:

    plain     no hook of the tool's
    hook      the tool's graph-call wrapper installed (``_compat/graph_call``), as in the unprofiled steps
    spans     the wrapper appending its readings, as in the lean window's steps
    lean      the tool's own lean window (``collect/lean_window.lean_steps``: its steps, then 3 unprofiled
              steps, then its recording step), its steps and the 3 after

    PYTHONPATH=. python benchmarks/window_vs_steps_probe.py examples/small_cnn.py --backward
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import tempfile
from pathlib import Path


def model_step(file: str, backward: bool):
    """A model file's step as the tool's --backward runs it (gradients set to None, forward, the outputs' sum,
    backward; else the forward under ``no_grad``), compiled (at its first call) and warmed up 5 steps."""
    import torch

    spec = importlib.util.spec_from_file_location("user_model", file)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    model = mod.get_model().cuda()
    inputs = tuple(x.cuda() for x in mod.get_inputs())
    compiled = torch.compile(model)

    def step() -> None:
        if backward:
            model.zero_grad(set_to_none=True)
            out = compiled(*inputs)
            outs = out if isinstance(out, (list, tuple)) else (out,)
            sum(t.float().sum() for t in outs if t.requires_grad).backward()
            del out
        else:
            with torch.no_grad():
                compiled(*inputs)

    for _ in range(5):
        step()
    torch.cuda.synchronize()
    return step


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--backward", action="store_true")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()

    from inductor_probe._compat import graph_call
    from inductor_probe.collect.lean_window import lean_steps, ref_steps
    from inductor_probe.collect.steps import GraphCalls

    step = model_step(a.file, a.backward)
    calls = GraphCalls()
    got: dict[str, list[float]] = {"plain": [], "hook": [], "spans": [], "lean": [], "lean_after": []}
    from torch._inductor.output_code import CompiledFxGraph

    original = CompiledFxGraph.__call__
    graph_call.install(calls)
    hooked = CompiledFxGraph.__call__
    for r in range(a.rounds):
        CompiledFxGraph.__call__ = original  # type: ignore[method-assign]
        got["plain"] += ref_steps(step, True, a.steps)
        CompiledFxGraph.__call__ = hooked  # type: ignore[method-assign]
        got["hook"] += ref_steps(step, True, a.steps)
        calls.spans = []
        got["spans"] += ref_steps(step, True, a.steps)
        calls.spans = None
        with tempfile.TemporaryDirectory() as d:
            res = lean_steps(step, True, a.steps, Path(d) / "lean.json", calls, after=3)
        if res is not None:
            got["lean"] += res[2]
            got["lean_after"] += res[3]
        print(f"round {r}: " + ", ".join(f"{k} {statistics.median(v):.3f}" for k, v in got.items() if v))
    print(
        "medians (ms a step): "
        + ", ".join(f"{k} {statistics.median(v):.3f} (n {len(v)})" for k, v in got.items() if v)
    )


if __name__ == "__main__":
    main()
