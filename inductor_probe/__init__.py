"""inductor-probe: where a torch.compile'd model spends its GPU time."""

__version__ = "0.1.0"
