"""The version-dependent layer: torch version check and the profiler event reader (CPU, real)."""

from __future__ import annotations

import pytest

from inductor_probe import _compat


@pytest.mark.parametrize("version", ["2.11.0", "2.11.0+cu130", "2.13.0+cpu", "2.14.1", "2.14.0.dev20261101"])
def test_supported_torch_versions_give_no_warning(version):
    assert _compat.torch_version_warning(version) is None


@pytest.mark.parametrize("version", ["2.10.0", "2.15.0+cu130", "3.0.0", "1.13.1"])
def test_unsupported_torch_versions_warn_in_one_line(version):
    w = _compat.torch_version_warning(version)
    assert w is not None and "\n" not in w and version in w and "2.11-2.14" in w


def test_unreadable_version_warns():
    assert "cannot read" in _compat.torch_version_warning("nightly")


def test_installed_torch_is_read_without_import_and_is_supported():
    import torch

    assert _compat.installed_torch_version().split("+")[0] == torch.__version__.split("+")[0]
    assert _compat.torch_version_warning() is None  # CI and the GPU machine run supported versions


def test_profiler_events_on_cpu():
    import torch
    from torch.profiler import ProfilerActivity, profile

    x = torch.ones(256, 256)
    with profile(activities=[ProfilerActivity.CPU]) as p:
        (x @ x).sum()
    evs = _compat.profiler_events(p)
    mm = [e for e in evs if e[0] in ("aten::mm", "aten::matmul")]
    assert mm, sorted({e[0] for e in evs})
    name, start, dur, device_type, activity = mm[0]
    assert start > 0 and dur > 0 and "CPU" in device_type
    assert activity is None or isinstance(activity, str)
    assert _compat.cuda_sleep_fn() is None or callable(_compat.cuda_sleep_fn())


def test_cli_warns_once_for_an_unsupported_torch(monkeypatch, capsys, tmp_path):
    from inductor_probe.cli import main

    monkeypatch.setattr(_compat, "installed_torch_version", lambda: "2.15.0")
    rc = main(["report", "--run", str(tmp_path / "no-such-run")])
    err = capsys.readouterr().err
    assert rc == 2
    assert err.count("torch 2.15.0 is outside the supported 2.11-2.14") == 1


def test_cupti_is_let_go_after_each_window_where_cuda_allows_and_the_user_did_not_say():
    """Kineto keeps CUPTI attached after a profiler stops unless TEARDOWN_CUPTI=1, and the process runs slower
    after (issue 57, calls 39-40): set for the model's process on CUDA 12.6+, never over the user's choice,
    never before 12.6 (CUDA graphs crash on CUPTI's re-init there) nor without CUDA."""
    from inductor_probe._compat.cupti import TEARDOWN, teardown_after_profiling

    env: dict[str, str] = {}
    assert teardown_after_profiling("13.0", env) and env == {TEARDOWN: "1"}
    assert teardown_after_profiling("12.6", {}) and not teardown_after_profiling("12.4", {})
    assert not teardown_after_profiling(None, {}) and not teardown_after_profiling("rocm", {})
    mine = {TEARDOWN: "0"}
    assert not teardown_after_profiling("13.0", mine) and mine == {TEARDOWN: "0"}  # the user's, kept
