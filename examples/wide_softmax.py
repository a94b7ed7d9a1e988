"""A softmax over rows too wide for one pass: Inductor's looped reduction reads each row twice (its max and
sum, then the output), and rows this long do not stay in L2 between the passes. Inductor's byte count
(kernel_num_gb) counts the input once; `kernel NAME --ncu` measures what moved.

inductor-probe breakdown examples/wide_softmax.py
"""

import torch


def f(x):
    return torch.softmax(x, dim=-1)


def get_model():
    return f


def get_inputs(device: str = "cuda"):
    rows, width = (64, 1 << 21) if device.startswith("cuda") else (4, 1 << 14)
    return (torch.randn(rows, width),)
