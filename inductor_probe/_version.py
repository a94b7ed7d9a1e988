"""The tool's version (one place; ``inductor_probe.__version__`` re-exports it)."""

__version__ = "0.1.0"
