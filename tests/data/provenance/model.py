"""A small model for provenance tests: one line per op, a helper function, and a graph break."""

import torch
import torch.nn as nn


def gate(h):
    return torch.sigmoid(h) * h


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(64)
        self.fc = nn.Linear(64, 128)

    def forward(self, x):
        h = self.ln(x)
        h = self.fc(h).relu()
        h = gate(h)
        torch._dynamo.graph_break()
        h = torch.tanh(h) + 1
        return torch.softmax(h, -1)


def get_model():
    return M()


def get_inputs():
    return (torch.randn(32, 64),)
