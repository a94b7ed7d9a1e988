"""Small programs whose compiles, recompiles and graph breaks Dynamo decides by itself (issue 56): run plainly
and under the tool, Dynamo's own counters of each must agree. No code of the tool here.

    python dynamo_programs.py --json OUT.json [--only NAME,...]

writes, per program, Dynamo's counters as it ran: frames compiled, graphs, graph breaks, and its compiled
versions of the program's code (Dynamo's cache entries: one, plus one per recompile).
"""

import argparse
import json

import torch
from torch._C._dynamo.eval_frame import _debug_get_cache_entry_list
from torch._dynamo.utils import counters


def varying_sizes():
    """A size that changes: one recompile, then automatic dynamic shapes."""
    f = torch.compile(lambda x: (x * 2).sum())
    for n in range(8, 24):
        f(torch.randn(n))
    return [f._torchdynamo_orig_callable.__code__]


def growing_cache():
    """A KV-cache-like tensor that grows by one each call (generate's dynamic cache)."""

    def attend(q, k):
        return torch.softmax(q @ k.transpose(-1, -2), dim=-1) @ k

    f = torch.compile(attend)
    q, k = torch.randn(1, 1, 8), torch.randn(1, 4, 8)
    for _ in range(10):
        k = torch.cat([k, torch.randn(1, 1, 8)], dim=1)
        f(q, k)
    return [attend.__code__]


def marked_dynamic():
    f = torch.compile(lambda x: x.relu() + 1)
    for n in (5, 9, 13):
        x = torch.randn(n, 4)
        torch._dynamo.mark_dynamic(x, 0)
        f(x)
    return [f._torchdynamo_orig_callable.__code__]


def dynamic_true():
    f = torch.compile(lambda x: x.cos() * 3, dynamic=True)
    for n in (3, 6, 12):
        f(torch.randn(n))
    return [f._torchdynamo_orig_callable.__code__]


def dynamic_false():
    f = torch.compile(lambda x: x.sin() - 1, dynamic=False)
    for n in (3, 6, 12):
        f(torch.randn(n))
    return [f._torchdynamo_orig_callable.__code__]


def graph_break():
    def g(x):
        y = x * 2
        print("", end="")  # a graph break
        return y + 1

    f = torch.compile(g)
    for _ in range(3):
        f(torch.randn(6))
    return [g.__code__]


def python_value():
    """A recompile on a Python int (a guard on its value)."""
    f = torch.compile(lambda x, k: x * k)
    for k in (1, 2, 3, 3):
        f(torch.randn(4), k)
    return [f._torchdynamo_orig_callable.__code__]


class Block(torch.nn.Module):
    def __init__(self, idx):
        super().__init__()
        self.lin = torch.nn.Linear(16, 16)
        self.layer_idx = idx

    def forward(self, x):
        if self.layer_idx == 0:  # a Python int of the block (HF's layer_idx): a guard on it
            x = x * 1.0
        return torch.relu(self.lin(x)) + x


def per_block():
    """Per-block compile: one compiled module per block, called in turn, forward and backward."""
    blocks = torch.nn.ModuleList(Block(i) for i in range(4))
    for b in blocks:
        b.compile()
    for _ in range(3):
        x = torch.randn(8, 16, requires_grad=True)
        for b in blocks:
            x = b(x)
        x.sum().backward()
    return [Block.forward.__code__]


PROGRAMS = {
    f.__name__: f
    for f in (
        varying_sizes,
        growing_cache,
        marked_dynamic,
        dynamic_true,
        dynamic_false,
        graph_break,
        python_value,
        per_block,
    )
}


def _snapshot():
    return {
        "frames": counters["frames"]["total"],
        "graphs": counters["stats"]["unique_graphs"],
        "breaks": sum(counters["graph_break"].values()),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", required=True)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    names = [n for n in args.only.split(",") if n] or list(PROGRAMS)
    out = {}
    for name in names:
        before = _snapshot()
        codes = PROGRAMS[name]()
        after = _snapshot()
        versions = sum(len(_debug_get_cache_entry_list(c)) for c in codes)
        out[name] = {k: after[k] - before[k] for k in after} | {"recompiles": versions - len(codes)}
    with open(args.json, "w") as fh:
        json.dump(out, fh, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
