"""The lean window with its runtime and driver records narrowed or whole, for the benchmarks that compare
the two (``lean_modes_probe.py``, ``lean_call_filter.py``). The narrowing itself is the tool's
(``inductor_probe/_compat/cupti.CallRecords``, on by default in the lean window since the twenty-second
session; benchmarks/results/issue57_h200, calls 17-19 and 41-43).
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.getcwd())
from inductor_probe._compat.cupti import LEAN_CALLS, CallRecords, loaded_cupti  # noqa: F401
from inductor_probe._compat.lean import LeanProfiler


class NarrowedLean(LeanProfiler):
    """The tool's lean window, its runtime and driver records narrowed (``narrow``, as the tool runs it) or
    whole (``narrow=False``)."""

    def __init__(self, cuda: bool, narrow: bool = True):
        super().__init__(cuda)
        if cuda:
            self.calls = CallRecords({} if narrow else {LEAN_CALLS: "all"})
