"""Shared fixtures: recorded GPU data, and one real CPU compile shared by the session."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
TINY_MODEL = '''
import torch, torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(64)
        self.fc = nn.Linear(64, 128)

    def forward(self, x):
        return torch.softmax(self.fc(self.ln(x)).relu(), -1)

def get_model():
    return M()

def get_inputs():
    return (torch.randn(32, 64),)
'''


@pytest.fixture(scope="session")
def data_dir() -> Path:
    return DATA


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("model")
    p = d / "tiny.py"
    p.write_text(TINY_MODEL)
    return p


@pytest.fixture(scope="session")
def cpu_runs(tmp_path_factory, tiny_model):
    """`breakdown --backward` of a real tiny model on CPU, twice with one cache (2nd: cache hit)."""
    from inductor_probe.cli import main

    root = tmp_path_factory.mktemp("runs")
    cache = root / "cache"
    runs = []
    for i in (1, 2):
        out = root / f"run{i}"
        rc = main(["breakdown", str(tiny_model), "--backward", "--device", "cpu", "--out", str(out),
                   "--cache-dir", str(cache), "--calls", "5", "-q", "--format", "json"])
        assert rc == 0
        runs.append((out, json.loads((out / "run.json").read_text())))
    return runs


def pytest_collection_modifyitems(config, items):
    import torch

    if not torch.cuda.is_available():
        skip = pytest.mark.skip(reason="needs a CUDA device")
        for item in items:
            if "gpu" in item.keywords:
                item.add_marker(skip)
