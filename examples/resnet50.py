"""torchvision ResNet-50 (random weights), fp32, batch 32, channels_last, inference.

    inductor-probe breakdown examples/resnet50.py          # add --backward for a training step

Needs ``torchvision`` (not a dependency of inductor-probe).
"""

import torch


def get_model():
    import torchvision

    torch.manual_seed(0)
    return torchvision.models.resnet50().to(memory_format=torch.channels_last)


def get_inputs():
    x = torch.randn(32, 3, 224, 224, generator=torch.Generator().manual_seed(0))
    return (x.to(memory_format=torch.channels_last),)
