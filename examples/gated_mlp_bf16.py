"""A bf16 gated MLP block (RMSNorm, SiLU-gated up projection, down projection), batch 8 x 1024 tokens.

inductor-probe breakdown examples/gated_mlp_bf16.py
"""

import torch
import torch.nn as nn


class GatedMLP(nn.Module):
    def __init__(self, dim: int = 2048, hidden: int = 5632):
        super().__init__()
        self.norm = nn.RMSNorm(dim)
        self.gate = nn.Linear(dim, hidden, bias=False)
        self.up = nn.Linear(dim, hidden, bias=False)
        self.down = nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        h = self.norm(x)
        return x + self.down(nn.functional.silu(self.gate(h)) * self.up(h))


def get_model():
    torch.manual_seed(0)
    return GatedMLP().to(torch.bfloat16)


def get_inputs(device="cuda"):
    return (torch.randn(8, 1024, 2048, dtype=torch.bfloat16, device=device),)
