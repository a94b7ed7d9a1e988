"""A Hugging Face causal-LM training loop (GPT-2 config, 4 layers, random weights): the model compiled, an
eager fused AdamW, gradient clipping, new token ids every step (issue 28's host-bound training step).

    inductor-probe breakdown examples/hf_causal_lm_train.py -- --iters 30
    python examples/hf_causal_lm_train.py --iters 30 --accum 4 --time     # the plain loop, timed

``--accum N``: N micro-batches (forward and backward) an optimizer step. ``--time``: the loop's own timing of
each optimizer step (CUDA events on a GPU after ``optimizer.step()``, the host clock on CPU; no code of the
tool), one ``truth:`` line of milliseconds. Needs ``transformers`` (not a dependency of inductor-probe); no
network: the config is built here.
"""

import argparse
import statistics
import time

import torch

if __name__ == "__main__":
    from transformers import GPT2Config, GPT2LMHeadModel

    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=30)
    p.add_argument("--batch", type=int, default=4)
    p.add_argument("--seq", type=int, default=128)
    p.add_argument("--accum", type=int, default=1)
    p.add_argument("--time", action="store_true")
    a = p.parse_args()
    cuda = torch.cuda.is_available()
    dev = "cuda" if cuda else "cpu"
    torch.manual_seed(0)
    config = GPT2Config(n_layer=4, vocab_size=50257)
    model = GPT2LMHeadModel(config).to(dev)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=dev == "cuda")
    compiled = torch.compile(model)
    marks: list = []
    for _ in range(a.iters):
        for _ in range(a.accum):
            ids = torch.randint(0, config.vocab_size, (a.batch, a.seq), device=dev)
            loss = compiled(input_ids=ids, labels=ids).loss / a.accum
            loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
        if a.time:
            if cuda:
                marks.append(torch.cuda.Event(enable_timing=True))
                marks[-1].record()
            else:
                marks.append(time.perf_counter())
    if a.time:
        if cuda:
            torch.cuda.synchronize()
            ms = [x.elapsed_time(y) for x, y in zip(marks, marks[1:], strict=False)]
        else:
            ms = [(y - x) * 1e3 for x, y in zip(marks, marks[1:], strict=False)]
        ms = ms[2:]  # compiling, warming up
        print(
            f"truth: median {statistics.median(ms):.3f} ms over {len(ms)} steps:",
            " ".join(f"{x:.3f}" for x in ms),
        )
    print("done")
