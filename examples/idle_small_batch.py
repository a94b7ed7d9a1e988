"""Planted idle (issue 28, c): a small model at batch 1, many tiny kernels: the GPU waits for launches.

inductor-probe breakdown examples/idle_small_batch.py
inductor-probe compare examples/idle_small_batch.py --modes default,reduce-overhead
"""

import torch


class Block(torch.nn.Module):
    def __init__(self, d: int):
        super().__init__()
        self.norm = torch.nn.LayerNorm(d)
        self.fc1 = torch.nn.Linear(d, 4 * d)
        self.fc2 = torch.nn.Linear(4 * d, d)

    def forward(self, x):
        return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.norm(x))))


def get_model():
    return torch.nn.Sequential(*[Block(256) for _ in range(12)])


def get_inputs():
    return (torch.randn(1, 16, 256),)
