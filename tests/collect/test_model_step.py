"""A model file's --backward step as training loops run it (issue 41, item 4): the forward's output stays
bound until backward is done, so its memory (an LM's logits) is in the step's peak, as in a loop that writes
``out = model(**batch); out.loss.backward()``; the tool's step used to drop it once its loss was taken."""

from __future__ import annotations

import weakref

import torch

from inductor_probe.collect.doors import CompileSpec
from inductor_probe.collect.model_file import eager_step


class _Out(dict):
    """A Hugging Face-like output: its ``loss`` read by key."""


class _Model(torch.nn.Module):
    def __init__(self, outs: list) -> None:
        super().__init__()
        self.w = torch.nn.Parameter(torch.ones(4))
        self.outs = outs

    def forward(self, x: torch.Tensor) -> _Out:
        out = _Out(loss=(self.w * x).sum(), logits=x * 2)
        self.outs.append(weakref.ref(out))
        return out


def test_the_output_is_alive_while_backward_runs():
    outs: list = []
    model = _Model(outs)
    alive: list[bool] = []
    model.w.register_hook(lambda g: alive.append(outs[-1]() is not None))  # runs inside backward
    step = eager_step(CompileSpec(backward=True, device="cpu"), model, (torch.ones(4),), {})
    step()
    step()
    assert alive == [True, True]
    assert outs[-1]() is None  # and let go once the step is done
    assert model.w.grad is not None and torch.equal(model.w.grad, torch.ones(4))
