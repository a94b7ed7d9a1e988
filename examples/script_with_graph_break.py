"""A script that calls torch.compile itself, with a graph break (two graphs).

inductor-probe breakdown examples/script_with_graph_break.py -- --size 256
"""

import argparse

import torch


def f(x):
    y = torch.sin(x) * 2
    print("graph break here")  # Dynamo splits the function at this call
    return torch.relu(y).sum(dim=-1)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--size", type=int, default=128)
    a = p.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    cf = torch.compile(f)
    print(cf(torch.randn(a.size, a.size, device=dev)).shape)
