"""A profiler of the user's own, already running when a lean window is due, is never stopped by the tool's
(torch does not refuse a second profiler in a process: it stops the first with the second's stop)."""

from __future__ import annotations

import pytest
import torch

from inductor_probe._compat.lean import LeanProfiler


def test_a_profiler_of_the_users_own_is_left_running(tmp_path):
    """torch does not refuse a second profiler in the process: it stops the first with the second. The lean
    window refuses to start (its callers then run without it)."""
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as user:
        with pytest.raises(RuntimeError, match="already running"):
            LeanProfiler(False).start()
        assert torch.autograd._profiler_enabled()
        torch.ones(8).mul(3).sum()
    assert any(e.name == "aten::mul" for e in user.events())
