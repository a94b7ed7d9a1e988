"""Issue 58 on CPU: a model file's backward graph mapped to its modules, below the root.

Two model files run with ``--backward`` (one run each, shared by the tests):

- ``examples/small_cnn.py`` (three conv blocks, batch norm, a linear head): on the code before, 39-96%
  "mapped" but wrongly: the backward graph also calls ``aten.scatter_reduce_`` (max-pool's backward on
  CPU), so its library calls and their launches were lists of unequal length, no call had its operands'
  sizes, and each convolution's backward went to every library call of the graph alike (the head's
  ``Linear`` read 3.5 ms of backward, the three ``Conv2d`` 0.54 ms against 7.2 ms of
  ``aten::convolution_backward``); and a fallback's site held its inputs' batch-norm nodes too, which took
  the convolution's time by the bytes they write.
- a residual MLP whose loss the root computes: every gradient summed at a residual (``Gradient addition
  node``, which AOTAutograd gives no forward node) fell at the root, beside the loss's own backward.

The truth is the trace itself (``aten::convolution_backward``'s own time per step), read here without the
tool's code.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_probe.cli import main

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]
RESIDUAL = """
import torch
import torch.nn as nn
import torch.nn.functional as F


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 4 * d)
        self.fc2 = nn.Linear(4 * d, d)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(self.ln(x))))


class M(nn.Module):
    def __init__(self, d=128, n=3, classes=512):
        super().__init__()
        self.emb = nn.Linear(64, d)
        self.blocks = nn.ModuleList(Block(d) for _ in range(n))
        self.head = nn.Linear(d, classes)

    def forward(self, x, y):
        h = self.emb(x)
        for b in self.blocks:
            h = b(h)
        return F.cross_entropy(self.head(h), y)


def get_model():
    torch.manual_seed(0)
    return M()


def get_inputs():
    g = torch.Generator().manual_seed(0)
    return (torch.randn(256, 64, generator=g), torch.randint(0, 512, (256,), generator=g))
"""
STEPS = 3


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    base = tmp_path_factory.mktemp("modmap_bwd")
    (base / "residual.py").write_text(RESIDUAL)
    out = {}
    for name, model in (("cnn", ROOT / "examples" / "small_cnn.py"), ("residual", base / "residual.py")):
        run = base / name
        argv = ["breakdown", str(model), "--backward", "--device", "cpu", "--steps", str(STEPS)]
        assert main([*argv, "--fresh-cache", "--out", str(run), "-q", "--format", "json"]) == 0
        out[name] = run
    return out


def _manifest(run: Path) -> dict:
    return json.loads((run / "run.json").read_text())


def _trace_ms(run: Path, name: str) -> float:
    """``name``'s own time per profiled step, summed from the trace's events."""
    t = json.loads((run / "traces" / "step.json").read_text())
    events = t["traceEvents"] if isinstance(t, dict) else t
    return sum(float(e["dur"]) for e in events if e.get("name") == name and e.get("ph") == "X") / STEPS / 1e3


def test_a_cnns_convolutions_backward_goes_to_its_convolutions(runs):
    v = _manifest(runs["cnn"])["step"]["where"]["modules"]
    types = {t["type"]: t for t in v["types"]}
    truth = _trace_ms(runs["cnn"], "aten::convolution_backward")
    assert truth > 0
    # their own convolution backward, and the small kernels fused with it (a bias's gradient)
    assert 0.97 * truth <= types["Conv2d"]["backward_ms"] <= 1.15 * truth
    mm = _trace_ms(runs["cnn"], "aten::mm")  # the head's two gradients (a 128 x 10 Linear)
    assert 0.9 * mm <= types["Linear"]["backward_ms"] <= 1.1 * mm + 0.02 * truth
    assert not [u for u in v.get("unmapped") or [] if u["why"] == "no call site of it"]  # the scatter: mapped
    assert v["mapped_ms"] / v["kernel_ms"] >= 0.99
    top = sum(r["forward_ms"] + r["backward_ms"] for r in v["rows"] if r["path"] and r["depth"] == 1)
    assert top / v["kernel_ms"] >= 0.95  # the rest: the input's copy (the root)
    scatter = _trace_ms(runs["cnn"], "aten::scatter_reduce_")  # max-pool's backward on CPU
    assert types["MaxPool2d"]["backward_ms"] >= scatter > 0


def test_gradients_summed_at_a_residual_go_to_the_module_not_the_root(runs):
    m = _manifest(runs["residual"])
    v = m["step"]["where"]["modules"]
    at_root = {
        k["name"]
        for g in m["graphs"]
        if g["graph_kind"] == "backward"
        for k in g["kernels"]
        for site in k.get("module_sites") or []
        for part in site or []
        if not part["stack"]
    }
    assert at_root and all("nll_loss_backward" in name for name in at_root), at_root  # the loss alone
    rows = {r["path"]: r for r in v["rows"]}
    loss = next(iter(at_root))
    assert rows[""]["backward_ms"] == pytest.approx(_trace_ms(runs["residual"], "graph_0_" + loss), rel=0.02)
    blocks = [rows[f"blocks.{i}"]["backward_ms"] for i in range(3)]
    assert max(blocks) <= 1.15 * min(blocks)  # layers of one type alike (a 2-core host's scatter)
    assert v["mapped_ms"] / v["kernel_ms"] >= 0.99
    top = sum(r["forward_ms"] + r["backward_ms"] for r in v["rows"] if r["path"] and r["depth"] == 1)
    assert top + rows[""]["forward_ms"] + rows[""]["backward_ms"] == pytest.approx(v["kernel_ms"], rel=0.01)


def test_the_report_says_the_share_below_the_root_and_the_trust_line_holds_it(runs, capsys):
    assert main(["report", "--run", str(runs["cnn"])]) == 0
    text = capsys.readouterr().out
    assert "below the root (forward " in text
    assert "the module map put " in text
    trust = _manifest(runs["cnn"])["step"]["profiled"]["trust"]
    item = next(t for t in trust if t["what"] == "module map")
    assert "below the root" in item["text"]
    # what the root holds is said: the residual model's loss, its own forward's code
    assert main(["report", "--run", str(runs["residual"])]) == 0
    root = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("(outside any submodule), "))
    assert "the compiled function's own code" in root and "nll_loss" in root
