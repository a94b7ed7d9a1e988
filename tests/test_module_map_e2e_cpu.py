"""Issue 58 on CPU: a model file's forward graph mapped to its modules. A forward with dropout in training
mode makes Inductor call a fallback op (``aten.randint.low_out``, dropout's seeds) that the compiled module
records a provenance site for but that the module's library calls do not list; the sites were kept only
where the two matched one for one, so every library call of the forward (each ``Linear``'s ``addmm``) was
unmapped: HF BERT's and GPT-2's forward graphs on an H200, this model 73.5% mapped on CPU with both
``Linear`` forwards at 0.000 ms (shown on the code before the fix). Now the sites are matched by name in
order."""

from __future__ import annotations

import json

import pytest

from inductor_probe.cli import main

pytestmark = pytest.mark.slow
MODEL = """
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(64, 256)
        self.drop = nn.Dropout(0.1)
        self.down = nn.Linear(256, 64)

    def forward(self, x):
        return self.down(self.drop(torch.nn.functional.gelu(self.up(x))))


def get_model():
    torch.manual_seed(0)
    return M()


def get_inputs():
    return (torch.randn(64, 64),)
"""


def test_a_model_file_with_dropout_maps_its_forward_library_calls(tmp_path, capsys):
    model = tmp_path / "dropout_mlp.py"
    model.write_text(MODEL)
    out = tmp_path / "run"
    argv = ["breakdown", str(model), "--backward", "--device", "cpu", "--steps", "3", "--fresh-cache"]
    assert main([*argv, "--out", str(out), "-q", "--format", "json"]) == 0, capsys.readouterr().err
    v = json.loads((out / "run.json").read_text())["step"]["where"]["modules"]
    assert v["mapped_ms"] / v["kernel_ms"] >= 0.95
    rows = {r["path"]: r for r in v["rows"]}
    assert rows["up"]["forward_ms"] > 0 and rows["down"]["forward_ms"] > 0
    assert not [u for u in v.get("unmapped") or [] if "not recorded" in u["why"]]
