"""A small CNN (three conv blocks and a linear head) on 32x32 images, batch 16: with --backward, a training
step. Small enough for a CPU run (issue 28's check that busy stays at most 100% on a CPU forward+backward).

    inductor-probe breakdown examples/small_cnn.py --backward --device cpu
"""

import torch
import torch.nn as nn


def get_model():
    torch.manual_seed(0)
    return nn.Sequential(
        nn.Conv2d(3, 32, 3, padding=1),
        nn.BatchNorm2d(32),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Conv2d(32, 64, 3, padding=1),
        nn.BatchNorm2d(64),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Conv2d(64, 128, 3, padding=1),
        nn.BatchNorm2d(128),
        nn.ReLU(),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(128, 10),
    )


def get_inputs():
    return (torch.randn(16, 3, 32, 32, generator=torch.Generator().manual_seed(0)),)
