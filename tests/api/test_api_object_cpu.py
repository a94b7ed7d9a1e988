"""A model object of this process through ``inductor_probe.breakdown`` on CPU (issue 31): it is profiled
in the tool's child, and this session is left as it was (acceptance 3): a function it had compiled keeps
its compiled code, ``torch._inductor.config`` and the user's cache directory are unchanged, and so is the
model."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import torch

import inductor_probe as ip
from inductor_probe.cli import main

pytestmark = pytest.mark.slow


class Tiny(torch.nn.Module):  # defined in this file: pickled by reference, imported again in the child
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(32, 64)
        self.fc2 = torch.nn.Linear(64, 8)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


def _listing(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns) for p in folder.rglob("*")}


def _config() -> dict:
    import torch._inductor.config as config

    return {k: repr(v) for k, v in config.get_config_copy().items()}


def test_a_model_object_leaves_the_session_as_it_was(tmp_path, monkeypatch, capsys):
    user_cache = tmp_path / "user-inductor-cache"
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(user_cache))
    import torch._dynamo

    torch._dynamo.reset()

    def f(x):
        return torch.sin(x) * 2 + 1

    compiled_f = torch.compile(f)
    x = torch.randn(16)
    expected = compiled_f(x)
    counters = torch._dynamo.utils.counters
    frames_before = dict(counters["frames"])
    config_before, env_before = _config(), dict(os.environ)
    cache_before = _listing(user_cache)
    assert cache_before, "the session's own compile wrote its cache"
    model = Tiny()
    state_before = {k: v.clone() for k, v in model.state_dict().items()}
    inputs = torch.randn(4, 32)

    run = ip.breakdown(model, inputs, backward=True, device="cpu", steps=2, out=tmp_path / "run")
    # by default a notebook sees progress on stderr (issue 43: ip.breakdown was silent 268 s), time-stamped
    said = capsys.readouterr().err
    assert "compiling" in said and said.lstrip().startswith("[") and "s] " in said

    assert run.step is not None and run.step.wall_ms > 0 and len(run.kernels) > 0
    assert set(run.graphs["graph"]) == {"g0_forward", "g0_backward"}
    assert run.manifest.command[:2] == ["inductor_probe.breakdown", "<Tiny object>"]
    # the session: config, environment, the user's cache, the compiled function (no new frame compiled)
    assert _config() == config_before
    assert dict(os.environ) == env_before
    assert _listing(user_cache) == cache_before
    assert torch.equal(compiled_f(x), expected)
    assert dict(counters["frames"]) == frames_before
    # the model: untouched (weights, mode, no gradients)
    assert all(torch.equal(v, state_before[k]) for k, v in model.state_dict().items())
    assert model.training and all(p.grad is None for p in model.parameters())
    # the run is a run like any other: the command line reads it, and the private folder is gone
    assert main(["kernels", "--run", str(run.dir), "--format", "csv"]) == 0
    assert capsys.readouterr().out == run.kernels.to_csv(index=False)
    assert not Path(run.manifest.model.path).parent.exists()
