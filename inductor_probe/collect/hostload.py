"""How busy the rest of the machine kept its CPUs while we timed (Linux ``/proc``; None elsewhere).

Inductor's C++ kernels run OpenMP threads that spin at their barriers: with another process
on the same cores, a call can take many times longer (seen: 100x on a 2-core machine), so a CPU
run says when it was measured under other load.
"""

from __future__ import annotations

import os
from typing import Optional


def _read(path: str) -> Optional[str]:
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def sample() -> Optional[tuple[int, int, int]]:
    """(all CPUs' busy jiffies, all CPUs' total jiffies, this process's jiffies), or None."""
    stat, own = _read("/proc/stat"), _read("/proc/self/stat")
    if not stat or not own:
        return None
    try:
        f = [int(x) for x in stat.splitlines()[0].split()[1:]]
        total = sum(f[:8])  # user nice system idle iowait irq softirq steal
        busy = total - f[3] - f[4]
        # fields after the ")" of the command name: utime and stime are the 12th and 13th
        rest = own.rsplit(")", 1)[1].split()
        mine = int(rest[11]) + int(rest[12])
    except (ValueError, IndexError):
        return None
    return busy, total, mine


def other_load_cores(before, after, ncpu: Optional[int] = None) -> Optional[float]:
    """Average number of cores other processes kept busy between two ``sample()`` readings."""
    if before is None or after is None:
        return None
    d_busy, d_total, d_mine = (a - b for a, b in zip(after, before, strict=True))
    if d_total <= 0:
        return None
    ncpu = ncpu or os.cpu_count() or 1
    return max(0.0, (d_busy - d_mine) / d_total * ncpu)
