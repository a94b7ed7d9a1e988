"""``analysis/compare_memory.memory_above``, the CI gate of ``diff --fail-above-mem``: a base that used 0 B is
a measured zero, not a missing figure (issue 44, N19: the gate passed, failing open)."""

from __future__ import annotations

from inductor_probe.analysis.compare_memory import memory_above
from inductor_probe.analysis.compare_rows import MemoryComparison


def _mem(a: int, b: int) -> MemoryComparison:
    side = {"peak_allocated": 0}
    return MemoryComparison.from_dict(
        {"sides": {"A": {**side, "peak_in_use": a}, "B": {**side, "peak_in_use": b}}}
    )


def test_growth_from_zero_fails_the_gate():
    assert memory_above(_mem(0, 4096), 10.0) == [
        "peak memory in use (allocated + CUDA-graph pools): 0 B -> 4096 B"
    ]
    assert memory_above(_mem(0, 0), 10.0) == []


def test_growth_past_the_threshold_fails_and_within_it_passes():
    assert memory_above(_mem(1000, 1200), 10.0)
    assert memory_above(_mem(1000, 1050), 10.0) == []
