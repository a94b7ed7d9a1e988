"""Issue 43, item 2: a running child is said to be running at least every ``HEARTBEAT_S`` (a cold CPU
breakdown was silent 36 s compiling, a GRU script 719 s), with its log's last line."""

from __future__ import annotations

import sys

import pytest

from inductor_probe.collect.child import HEARTBEAT_S, last_line, run_python
from inductor_probe.errors import ProbeError


def test_a_long_child_beats_and_its_last_line_is_read(tmp_path):
    log = tmp_path / "driver.log"
    beats: list[float] = []
    code = (
        "import time; print('epoch 1 done', flush=True); time.sleep(1.3); print('epoch 2 done', flush=True)"
    )
    got = run_python(["-c", code], env={}, log_path=log, timeout_s=30, heartbeat=beats.append, every_s=0.4)
    assert got.returncode == 0 and len(beats) >= 2 and beats == sorted(beats) and beats[0] >= 0.4
    assert last_line(log) == "epoch 2 done" and last_line(tmp_path / "none.log") == ""
    assert 10 <= HEARTBEAT_S <= 30  # never more than 30 s without a line


def test_the_timeout_still_stops_a_beating_child(tmp_path):
    beats: list[float] = []
    with pytest.raises(ProbeError, match="did not finish within 1 s"):
        run_python(["-c", "import time; time.sleep(30)"], env={}, log_path=tmp_path / "x.log", timeout_s=1,
                   heartbeat=beats.append, every_s=0.3)  # fmt: skip
    assert 2 <= len(beats) <= 4


@pytest.mark.skipif(sys.platform != "linux", reason="a line cut from a binary log")
def test_a_last_line_is_printable_and_cut(tmp_path):
    p = tmp_path / "log"
    p.write_bytes(b"first\n" + b"x\x1b[31m" * 60 + b"\n\n")
    line = last_line(p, width=20)
    assert len(line) == 20 and line.endswith("…") and "\x1b" not in line
