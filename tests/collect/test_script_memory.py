"""``collect/memory.ScriptMemory``: a script's allocator counters are read for SCRIPT_MEMORY_STEPS steps from
the first profiled one and the history's window, then no more: a long training script's later steps run
without the tool's reads (issue 38: each read built torch's stats dict, 0.4-2.3 ms a step on an H100 host)."""

from __future__ import annotations

from inductor_probe.collect import memory
from inductor_probe.collect.steps import GraphCalls


class _Counters:
    """torch.cuda's counters as the tool reads them, counted (``memory_allocated``: one read)."""

    def __init__(self):
        self.reads = 0

    def memory_allocated(self) -> int:
        self.reads += 1
        return 1 << 20

    def max_memory_allocated(self) -> int:
        return 2 << 20

    max_memory_reserved = max_memory_allocated

    def reset_peak_memory_stats(self) -> None:
        pass


def _run(monkeypatch, tmp_path, boundaries: int):
    monkeypatch.setattr(memory._compat, "record_memory_history", lambda on: False)  # no history on CPU
    m = memory.ScriptMemory(GraphCalls(), tmp_path / "snap.json", first=3, window_at=9)
    m.cuda = m.watch.cuda = counters = _Counters()
    for k in range(boundaries):
        m.boundary(k)
    return m, counters


def test_a_long_script_is_read_for_a_bounded_number_of_steps(monkeypatch, tmp_path):
    m, counters = _run(monkeypatch, tmp_path, 1000)
    rows = memory.SCRIPT_MEMORY_STEPS  # boundaries 3 .. 3 + SCRIPT_MEMORY_STEPS read: one row between each
    assert len(m.rec.steps) == rows and counters.reads == 2 * (rows + 1)
    short, _ = _run(monkeypatch, tmp_path, 10)  # a short script: every step from the first is read
    assert len(short.rec.steps) == 10 - 3 - 1
