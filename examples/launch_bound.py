"""A small launch-bound model: eight Linear + GELU layers of width 256 on a batch of 16. Its kernels take a
few microseconds each, so the host's work per call (launches, torch.compile's guards and wrappers) sets
the step.

inductor-probe breakdown examples/launch_bound.py
"""

import torch
import torch.nn as nn


class Stack(nn.Module):
    def __init__(self, dim: int = 256, layers: int = 8):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(dim, dim) for _ in range(layers))

    def forward(self, x):
        for layer in self.layers:
            x = torch.nn.functional.gelu(layer(x))
        return x


def get_model():
    torch.manual_seed(0)
    return Stack()


def get_inputs(device="cuda"):
    return (torch.randn(16, 256, device=device),)
