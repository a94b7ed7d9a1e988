"""A script whose batch changes at step 10: a guard of its compiled function fails and Dynamo compiles it
again, inside the script's steps. `breakdown` names the recompile (the function, the guard that failed, what
the compile cost) and goes on cutting the steps at the recompiled graph's calls.

inductor-probe breakdown examples/script_recompiles.py -- --iters 30
"""

import argparse

import torch


def f(x, w):
    return torch.relu(x @ w).sum(dim=-1)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=30)
    p.add_argument("--size", type=int, default=256)
    a = p.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    cf = torch.compile(f)
    w = torch.randn(a.size, a.size, device=dev)
    for step in range(a.iters):
        batch = 64 if step < 10 else 96  # the batch changes at step 10: f compiles again
        out = cf(torch.randn(batch, a.size, device=dev), w)
    print(out.shape)
