"""A host-bound loop of many small compiled calls (issue 57's CPU check): one small block compiled once and
called ``--calls`` times a step (Dynamo reuses its graph), so the host's work per call sets the step.

inductor-probe breakdown tests/data/many_small_calls.py --device cpu -- --iters 40
"""

import argparse

import torch

import inductor_probe


class Block(torch.nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.lin = torch.nn.Linear(dim, dim)

    def forward(self, x):
        return torch.relu(self.lin(x)) + x


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=40)
    p.add_argument("--calls", type=int, default=24)
    a = p.parse_args()
    torch.manual_seed(0)
    block = torch.compile(Block(32))
    x = torch.randn(4, 32)
    with torch.no_grad():
        for _ in range(a.iters):
            y = x
            inductor_probe.mark_step()  # a step: --calls calls of the block
            for _ in range(a.calls):
                y = block(y)
    print(tuple(y.shape))
