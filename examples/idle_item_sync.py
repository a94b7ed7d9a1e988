"""Planted idle (issue 28, a): a training loop that reads ``loss.item()`` every step, so the host waits for
the GPU each step and the GPU then waits for the host.

inductor-probe breakdown examples/idle_item_sync.py -- --iters 30
"""

import argparse

import torch

if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=30)
    p.add_argument("--width", type=int, default=2048)
    p.add_argument(
        "--batch", type=int, default=4096
    )  # GPU work per step (~8 ms on an H100) well above the host's issue time (3-5 ms)
    a = p.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    model = torch.nn.Sequential(*[torch.nn.Linear(a.width, a.width) for _ in range(4)]).to(dev)
    opt = torch.optim.SGD(model.parameters(), lr=1e-4)
    step = torch.compile(model)
    x = torch.randn(a.batch, a.width, device=dev)
    losses = []
    for _ in range(a.iters):
        loss = step(x).square().mean()
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        losses.append(loss.item())  # the planted sync: the host waits for the step's last kernel
    print(f"final loss {losses[-1]:.4f}")
