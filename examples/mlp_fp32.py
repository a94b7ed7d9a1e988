"""An fp32 MLP (4 Linear layers with ReLU), 4096 tokens x 2048 features: in fp32 max-autotune keeps
cuBLAS for its matmuls, so `compare` should find both modes alike.

inductor-probe compare examples/mlp_fp32.py
"""

import torch
import torch.nn as nn


class MLP(nn.Module):
    def __init__(self, dim: int = 2048, hidden: int = 4096):
        super().__init__()
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.fc3 = nn.Linear(hidden, hidden)
        self.fc4 = nn.Linear(hidden, dim)

    def forward(self, x):
        x = torch.relu(self.fc1(x))
        x = torch.relu(self.fc2(x))
        x = torch.relu(self.fc3(x))
        return self.fc4(x)


def get_model():
    torch.manual_seed(0)
    return MLP()


def get_inputs(device="cuda"):
    return (torch.randn(4096, 2048, device=device),)
