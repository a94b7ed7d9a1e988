"""A script under CUDA graphs whose batch grows by one every second step: CUDA-graph trees warm each new shape
up on its first call and record a graph for it on the second, so every other step records one (pytorch
#156820: re-recordings in the steady state). `breakdown` counts the recordings inside the measured steps with
their host time, under the step and as a finding, and torch.compile's wrappers per call in its runtime
section.

inductor-probe breakdown examples/rerecord.py -- --iters 120
"""

import argparse

import torch


class Block(torch.nn.Module):
    def __init__(self, dim: int = 512):
        super().__init__()
        self.up = torch.nn.Linear(dim, 4 * dim)
        self.down = torch.nn.Linear(4 * dim, dim)

    def forward(self, x):
        return x + self.down(torch.nn.functional.gelu(self.up(x)))


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=120)
    a = p.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    model = torch.compile(Block().to(dev), mode="reduce-overhead")
    with torch.no_grad():
        for step in range(a.iters):
            torch.compiler.cudagraph_mark_step_begin()
            out = model(torch.randn(16 + step // 2, 512, device=dev))  # a new batch every second step
    print(out.shape)
