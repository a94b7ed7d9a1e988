"""A script that calls torch.compile itself, with a graph break that leaves eager ops between its
two graphs, called in a loop of steps.

inductor-probe breakdown examples/script_with_graph_break.py -- --size 1024 --iters 20
"""

import argparse

import torch


@torch._dynamo.disable
def eager_part(y):
    # not traced: runs eagerly between the two compiled graphs, op by op
    top = torch.topk(y, 8, dim=-1).values
    return y - top.mean(dim=-1, keepdim=True)


def f(x):
    y = torch.sin(x) * 2
    y = eager_part(y)  # Dynamo splits the function here
    return torch.relu(y).sum(dim=-1)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--size", type=int, default=128)
    p.add_argument("--iters", type=int, default=20)
    a = p.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    cf = torch.compile(f)
    x = torch.randn(a.size, a.size, device=dev)
    for _ in range(a.iters):
        out = cf(x)
    print(out.shape)
