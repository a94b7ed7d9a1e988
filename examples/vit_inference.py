"""A vision transformer's inference step (torchvision's ViT-B/16, random weights, batch 64, bf16 autocast).

    inductor-probe breakdown examples/vit_inference.py

Needs ``torchvision`` (not a dependency of inductor-probe).
"""

import torch


class Autocast(torch.nn.Module):
    def __init__(self, inner: torch.nn.Module):
        super().__init__()
        self.inner = inner

    def forward(self, x):
        with torch.autocast("cuda", dtype=torch.bfloat16, enabled=x.is_cuda):
            return self.inner(x)


def get_model():
    from torchvision.models import vit_b_16

    torch.manual_seed(0)
    return Autocast(vit_b_16())


def get_inputs():
    return (torch.randn(64, 3, 224, 224),)
