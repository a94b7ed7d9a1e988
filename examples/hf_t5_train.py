"""A Hugging Face seq2seq training loop (a small T5 config, random weights): the model compiled, bf16 autocast
on a GPU, fused AdamW, new token ids every step: thousands of launches a step, a launch-bound step
(issue 57's workload).

    inductor-probe breakdown examples/hf_t5_train.py -- --iters 40
    python examples/hf_t5_train.py --iters 40 --time          # the plain loop, timed

``--time``: the loop's own timing of each step (CUDA events on a GPU at each ``optimizer.step()``'s end, the
host clock on CPU; no code of the tool), one ``truth:`` line of milliseconds. Needs ``transformers``; no
network (the config is built here).
"""

import argparse
import contextlib
import statistics
import time

import torch

if __name__ == "__main__":
    from transformers import T5Config, T5ForConditionalGeneration

    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=40)
    p.add_argument("--batch", type=int, default=8)
    p.add_argument("--seq", type=int, default=128)
    p.add_argument("--layers", type=int, default=6)
    p.add_argument("--time", action="store_true")
    a = p.parse_args()
    cuda = torch.cuda.is_available()
    dev = "cuda" if cuda else "cpu"
    torch.manual_seed(0)
    cfg = T5Config(
        vocab_size=32128,
        d_model=512,
        d_kv=64,
        d_ff=2048,
        num_layers=a.layers,
        num_heads=8,
        dropout_rate=0.0,
        decoder_start_token_id=0,
        pad_token_id=0,
    )
    model = T5ForConditionalGeneration(cfg).to(dev).train()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=cuda)
    compiled = torch.compile(model)
    autocast = torch.autocast("cuda", dtype=torch.bfloat16) if cuda else contextlib.nullcontext()
    marks: list = []

    def mark() -> None:
        if cuda:
            e = torch.cuda.Event(enable_timing=True)
            e.record()
            marks.append(e)
        else:
            marks.append(time.perf_counter())

    for _ in range(a.iters):
        ids = torch.randint(0, cfg.vocab_size, (a.batch, a.seq), device=dev)
        labels = torch.randint(0, cfg.vocab_size, (a.batch, a.seq // 2), device=dev)
        with autocast:
            loss = compiled(input_ids=ids, labels=labels).loss
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        if a.time:
            mark()
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
