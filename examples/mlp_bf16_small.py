"""A bf16 MLP of small matmuls with fused epilogues (bias, GELU, a residual), 8192 tokens: shapes
where max-autotune's Triton matmul templates can beat cuBLAS.

inductor-probe compare examples/mlp_bf16_small.py
"""

import torch
import torch.nn as nn


class SmallMLP(nn.Module):
    def __init__(self, dim: int = 384, hidden: int = 1536):
        super().__init__()
        self.up = nn.Linear(dim, hidden)
        self.down = nn.Linear(hidden, dim)
        self.proj = nn.Linear(dim, 256)

    def forward(self, x):
        h = torch.nn.functional.gelu(self.up(x))
        x = x + self.down(h)
        return torch.sigmoid(self.proj(x)) * 2.0


def get_model():
    torch.manual_seed(0)
    return SmallMLP().to(torch.bfloat16)


def get_inputs(device="cuda"):
    return (torch.randn(8192, 384, dtype=torch.bfloat16, device=device),)
