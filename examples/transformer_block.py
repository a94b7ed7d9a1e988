"""A transformer block (LayerNorm, multi-head attention, MLP with GELU, softmax).

The model-file convention of inductor-probe: define get_model() and get_inputs().
    inductor-probe breakdown examples/transformer_block.py --backward
"""

import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, d: int = 1024, h: int = 16):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.ln2 = nn.LayerNorm(d)
        self.attn = nn.MultiheadAttention(d, h, batch_first=True)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))

    def forward(self, x):
        y = self.ln1(x)
        x = x + self.attn(y, y, y, need_weights=False)[0]
        x = x + self.mlp(self.ln2(x))
        return torch.softmax(x, dim=-1)


def get_model():
    return Block()


def get_inputs(device: str = "cuda"):
    # A smaller problem on CPU keeps the example quick there.
    shape = (8, 512, 1024) if device.startswith("cuda") else (2, 64, 1024)
    return (torch.randn(*shape),)
