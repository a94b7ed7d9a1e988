"""A Hugging Face Llama training loop (4 layers, hidden 512, MLP 1408, random weights): the model compiled
(mode from --mode), an eager AdamW, new token ids every step. For the module map (issue 42): GPU time per
``model.layers.N.self_attn`` / ``mlp`` / norm, forward and backward.

    inductor-probe breakdown examples/hf_llama_train.py -- --iters 30 --mode reduce-overhead

Needs ``transformers`` (not a dependency of inductor-probe); no network: the config is built here.
"""

import argparse

import torch

if __name__ == "__main__":
    from transformers import LlamaConfig, LlamaForCausalLM

    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=30)
    p.add_argument("--batch", type=int, default=4)
    p.add_argument("--seq", type=int, default=256)
    p.add_argument("--mode", default=None)
    a = p.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    torch.manual_seed(0)
    config = LlamaConfig(
        hidden_size=512,
        intermediate_size=1408,
        num_hidden_layers=4,
        num_attention_heads=8,
        num_key_value_heads=8,
        vocab_size=32000,
        max_position_embeddings=2048,
    )
    model = LlamaForCausalLM(config).to(dev)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=dev == "cuda")
    compiled = torch.compile(model, mode=a.mode)
    for _ in range(a.iters):
        ids = torch.randint(0, config.vocab_size, (a.batch, a.seq), device=dev)
        loss = compiled(input_ids=ids, labels=ids).loss
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
    print("done")
