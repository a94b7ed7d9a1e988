"""Issue 32's independent truth: a model file's compiled training step, timed by nothing, its memory read
with ``torch.cuda.max_memory_allocated()`` per step (reset before each), after the same warm-up.

    python benchmarks/memory_truth.py examples/hf_gpt2.py [--mode default] [--eager] > truth.json

Plain torch: none of inductor-probe's code. The step is what the tool runs for ``--backward``: zero_grad
(set_to_none), forward, the model's own loss (or the sum of the outputs), backward, the output dropped once
its loss is taken; ``--keep-output`` keeps it alive through backward, as a loop that binds ``out`` does.
"""

import argparse
import importlib.util
import json
import statistics

import torch


def load(path):
    spec = importlib.util.spec_from_file_location("model_under_test", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    p = argparse.ArgumentParser()
    p.add_argument("model")
    p.add_argument("--mode", default="default")
    p.add_argument("--eager", action="store_true")
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--keep-output", action="store_true")
    a = p.parse_args()
    mod = load(a.model)
    model = mod.get_model().cuda()
    inputs = mod.get_inputs()
    if isinstance(inputs, dict):
        inputs = {k: v.cuda() for k, v in inputs.items()}
    else:
        inputs = [t.cuda() for t in (inputs if isinstance(inputs, (list, tuple)) else [inputs])]
    fn = model if a.eager else torch.compile(model, mode=None if a.mode == "default" else a.mode)
    cudagraphs = a.mode in ("reduce-overhead", "max-autotune") and not a.eager

    def loss_of(out):
        return out["loss"] if isinstance(out, dict) or hasattr(out, "keys") else out.float().sum()

    def call():
        return fn(**inputs) if isinstance(inputs, dict) else fn(*inputs)

    def step():
        if cudagraphs:
            torch.compiler.cudagraph_mark_step_begin()
        model.zero_grad(set_to_none=True)
        if a.keep_output:  # a loop that keeps the output (logits, KV cache) alive through backward
            out = call()
            loss_of(out).backward()
        else:  # the tool's step: the output is dropped once its loss is taken
            loss_of(call()).backward()

    for _ in range(5):
        step()
    torch.cuda.synchronize()
    peaks, starts, reserved = [], [], []
    for _ in range(a.steps):
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        starts.append(torch.cuda.memory_allocated())
        step()
        torch.cuda.synchronize()
        peaks.append(torch.cuda.max_memory_allocated())
        reserved.append(torch.cuda.max_memory_reserved())
    print(
        json.dumps(
            {
                "model": a.model,
                "mode": "eager" if a.eager else a.mode,
                "keep_output": a.keep_output,
                "peak_allocated_median": statistics.median(peaks),
                "peak_allocated": peaks,
                "start_median": statistics.median(starts),
                "peak_reserved_median": statistics.median(reserved),
                "torch": torch.__version__,
                "gpu": torch.cuda.get_device_name(),
            }
        )
    )


if __name__ == "__main__":
    main()
