"""The lean window's profiler sessions (issue 57): where CUPTI is let go as each profiler stops, an empty
session just before the window and two just after it (a window that is the first session after CUPTI was let
go cost 4-13 µs a launch on an H200, one right after an empty session 0-1 µs); and a profiler of the user's
own, already running, is never stopped by the tool's."""

from __future__ import annotations

import pytest
import torch

from inductor_probe._compat import lean
from inductor_probe._compat.cupti import TEARDOWN
from inductor_probe._compat.lean import SESSIONS, SESSIONS_KEY, SETTLE_SESSIONS, LeanProfiler


@pytest.mark.parametrize(
    ("env", "cuda", "wanted"),
    [
        ({TEARDOWN: "1"}, True, True),
        ({TEARDOWN: "1", SESSIONS: "0"}, True, False),
        ({TEARDOWN: "0"}, True, False),  # CUPTI kept attached: every session after the first costs alike
        ({}, True, False),
        ({TEARDOWN: "1"}, False, False),  # a CPU: no CUPTI
    ],
)
def test_the_empty_sessions_are_wanted_where_cupti_is_let_go_on_a_gpu(monkeypatch, env, cuda, wanted):
    for k in (TEARDOWN, SESSIONS):
        monkeypatch.delenv(k, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert (LeanProfiler(cuda).sessions is not None) is wanted


def test_one_empty_session_before_the_window_and_two_after_its_records_stop(monkeypatch, tmp_path):
    """On a CPU build (the window's CPU activity stands for a GPU's): the order of the sessions against the
    window's own start and stop, and their time said in its trace."""
    order: list[str] = []
    monkeypatch.setattr(lean, "empty_sessions", lambda n: order.append(f"empty x{n}") or 1.5 * n)
    enable, disable = torch.autograd._enable_profiler, torch.autograd._disable_profiler

    def on(*a, **k):
        order.append("window on")
        return enable(*a, **k)

    def off():
        order.append("window off")
        return disable()

    monkeypatch.setattr(torch.autograd, "_enable_profiler", on)
    monkeypatch.setattr(torch.autograd, "_disable_profiler", off)
    prof = LeanProfiler(False)
    prof.sessions = {}  # as on a GPU with CUPTI let go
    prof.start()
    torch.ones(4).sum()
    prof.stop(tmp_path / "t.json")
    assert order == ["empty x1", "window on", "window off", f"empty x{SETTLE_SESSIONS}"]
    from inductor_probe._compat.chrome_trace import load_json

    said = load_json(tmp_path / "t.json")[SESSIONS_KEY]
    assert said == {"before_ms": 1.5, "after_ms": 1.5 * SETTLE_SESSIONS}


def test_a_profiler_of_the_users_own_is_left_running(tmp_path):
    """torch does not refuse a second profiler in the process: it stops the first with the second. The lean
    window refuses to start (its callers then run without it), and the empty sessions run none."""
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as user:
        with pytest.raises(RuntimeError, match="already running"):
            LeanProfiler(False).start()
        lean.empty_sessions(2)
        assert torch.autograd._profiler_enabled()
        torch.ones(8).mul(3).sum()
    assert any(e.name == "aten::mul" for e in user.events())
