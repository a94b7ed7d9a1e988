"""The isolated view in real child processes: a module that kills its child (SIGSEGV) or raises on
its inputs gets its status, and every other module is still measured."""

from __future__ import annotations

import json
import sys

import pytest

from inductor_probe.collect.doors import IsolatedResult
from inductor_probe.collect.isolated import ModuleToProfile, profile_modules

MODULE = """
import torch

def get_args():
    return [torch.ones(64, 64)]

def call(args):
    {body}
    return [args[0] * 2]
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a child killed by SIGSEGV")
def test_a_crash_and_a_raise_leave_the_rest_measured(tmp_path):
    run = tmp_path / "run"
    for d in ("traces", "logs", "modules"):
        (run / d).mkdir(parents=True)
    bodies = {
        "g0_forward": "pass",
        "g0_backward": "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)",
        "g1_forward": "raise ValueError('index 7 is out of bounds for its synthetic inputs')",
        "g1_backward": "pass",
    }
    modules = []
    for label, body in bodies.items():
        path = run / "modules" / f"{label}.py"
        path.write_text(MODULE.format(body=body))
        modules.append(ModuleToProfile(label, path, "cpu"))
    said = []
    out = profile_modules(
        modules, run=run, cache_dir=tmp_path / "cache", calls=2, timeout_s=120, progress=said.append
    )
    assert out["g0_forward"].status == "measured" and out["g0_forward"].trace.exists()
    assert out["g0_forward"].profile.wall_ms_per_call > 0
    assert out["g0_backward"].status == "crashed on its synthetic inputs (the child exited with -11)"
    assert out["g0_backward"].trace is None
    assert out["g1_forward"].status.startswith("raised on its synthetic inputs: ValueError: index 7 is out")
    assert out["g1_backward"].status == "measured"  # after the crash, a new child went on
    assert any("g0_backward stopped the child" in s for s in said)
    assert sum("profiling" in s for s in said) == 2  # two children: one crash
    recorded = IsolatedResult.from_dict(json.loads((run / "logs" / "isolated_result.json").read_text()))
    assert recorded.outcome("g0_backward").status == "running"  # what the child was doing when it died
