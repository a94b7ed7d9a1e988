"""Planted idle (issue 28, b): 3 ms of host time between steps (``time.sleep``), the GPU idle meanwhile.

inductor-probe breakdown examples/idle_sleep.py -- --iters 30
"""

import argparse
import time

import torch

if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=30)
    p.add_argument("--sleep-ms", type=float, default=3.0)
    a = p.parse_args()
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    model = torch.nn.Sequential(torch.nn.Linear(1024, 1024), torch.nn.GELU(), torch.nn.Linear(1024, 1024))
    step = torch.compile(model.to(dev))
    x = torch.randn(512, 1024, device=dev)
    with torch.no_grad():
        for _ in range(a.iters):
            y = step(x)
            time.sleep(a.sleep_ms / 1e3)  # the planted host time
    print(tuple(y.shape))
