"""``run_interleaved`` on a comparison folder that has no ``interleaved/`` yet: it makes it, writes the spec
there and, with a child that reports nothing, fails with the one-line error (a FileNotFoundError before:
found on the H100 after the children's temporary files moved out of the run)."""

from __future__ import annotations

import pytest

from inductor_probe.collect import interleave
from inductor_probe.collect.child import ChildResult
from inductor_probe.errors import ProbeError


def test_the_interleaved_folder_is_made_and_a_silent_child_is_one_error(tmp_path, monkeypatch):
    seen = {}

    def fake_run_child(module, spec, result_type, *, spec_path, **kw):
        spec_path.write_text("{}")  # where the real run_child writes the spec first
        seen["spec"] = spec_path
        return ChildResult(1, kw["log_path"], 0.1), None

    monkeypatch.setattr(interleave, "run_child", fake_run_child)
    sides = (
        interleave.Side("A", "default", tmp_path / "ca"),
        interleave.Side("B", "default", tmp_path / "cb"),
    )
    out = tmp_path / "cmp"
    with pytest.raises(ProbeError, match="interleaved measurement failed"):
        interleave.run_interleaved(
            tmp_path / "m.py", sides, out=out, device="cpu", backward=False, pairs=1, timeout_s=5,
            progress=lambda s: None,
        )  # fmt: skip
    assert seen["spec"] == out / "interleaved" / "spec.json" and seen["spec"].exists()
