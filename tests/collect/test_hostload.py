"""Other load on the machine during a CPU run: the /proc arithmetic, a real busy neighbour."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from inductor_probe.collect import hostload


def test_other_load_is_busy_minus_our_own_jiffies():
    before = (1_000, 10_000, 300)
    after = (1_000 + 900, 10_000 + 1_000, 300 + 400)  # 90% of all CPUs busy, 40% of that ours... per CPU
    assert hostload.other_load_cores(before, after, ncpu=2) == pytest.approx((900 - 400) / 1000 * 2)
    assert hostload.other_load_cores(before, (1_000, 10_000, 300), ncpu=2) is None  # no time passed
    assert hostload.other_load_cores(None, after) is None
    assert hostload.other_load_cores((0, 0, 500), (100, 1000, 700), ncpu=4) == 0.0  # never negative


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_busy_neighbour_is_seen():
    spin = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        time.sleep(0.3)
        a = hostload.sample()
        time.sleep(0.6)
        busy = hostload.other_load_cores(a, hostload.sample())
    finally:
        spin.kill()
        spin.wait()
    assert busy is not None and busy >= 0.7  # one spinning process: about one core
    a = hostload.sample()
    t = time.perf_counter()
    while time.perf_counter() - t < 0.5:  # we are the busy one now: not counted as other load
        pass
    assert hostload.other_load_cores(a, hostload.sample()) < busy
