"""A Hugging Face causal-LM training loop (GPT-2 config, 4 layers, random weights): the model compiled, an
eager fused AdamW, gradient clipping, new token ids every step (issue 28's host-bound training step).

    inductor-probe breakdown examples/hf_causal_lm_train.py -- --iters 30

Needs ``transformers`` (not a dependency of inductor-probe); no network: the config is built here.
"""

import argparse

import torch

if __name__ == "__main__":
    from transformers import GPT2Config, GPT2LMHeadModel

    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=30)
    p.add_argument("--batch", type=int, default=4)
    p.add_argument("--seq", type=int, default=128)
    a = p.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    torch.manual_seed(0)
    config = GPT2Config(n_layer=4, vocab_size=50257)
    model = GPT2LMHeadModel(config).to(dev)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=dev == "cuda")
    compiled = torch.compile(model)
    for _ in range(a.iters):
        ids = torch.randint(0, config.vocab_size, (a.batch, a.seq), device=dev)
        loss = compiled(input_ids=ids, labels=ids).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
    print("done")
