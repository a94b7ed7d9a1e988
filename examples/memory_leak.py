"""Planted leak (issue 32, 3): a training loop that also keeps every step's validation loss, with the
autograd graph behind it, in a list (``history.append(val_loss)`` where ``val_loss.item()`` was meant):
each step leaves the forward's saved activations allocated.

    inductor-probe breakdown examples/memory_leak.py -- --iters 30
"""

import argparse

import torch

if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=30)
    a = p.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    torch.manual_seed(0)
    lin = torch.nn.Linear
    model = torch.nn.Sequential(lin(1024, 4096), torch.nn.GELU(), lin(4096, 1024)).to(dev)
    step = torch.compile(model)
    validate = torch.compile(lambda t: model(t).square().mean())  # a graph of its own
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)
    x = torch.randn(256, 1024, device=dev)
    x_val = torch.randn(256, 1024, device=dev)
    history = []
    for _ in range(a.iters):
        opt.zero_grad(set_to_none=True)
        loss = step(x).square().mean()
        loss.backward()
        opt.step()
        val_loss = validate(x_val)  # no torch.no_grad(): the graph is kept with the loss
        history.append(val_loss)  # the leak: .item() was meant
    print(len(history))
