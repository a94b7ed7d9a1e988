"""CUPTI's kernel records turned off inside the lean window (issue 57), through the library kineto loaded.

On a launch-bound loop the lean window's cost is CUPTI's kernel records: on an H200 (torch 2.11, CUPTI 13) the
T5 step ran 1.10-1.15x with them and 1.00-1.06x with the runtime's and driver's calls alone, one process
(``benchmarks/lean_modes_probe.py``, benchmarks/results/issue57_h200/call18-19). The calls are needed (the
host's launches, syncs and copies); the kernels' times past the window's warm-up step are not:
``analysis/modeled.py`` places the warm-up step's kernels on the steps' launches. torch's profiler turns
kernel records on with the CUDA activity (torch 2.11 has no finer choice), so the tool turns them off with
CUPTI's own ``cuptiActivityDisable`` as the window's first step begins, and on again before it stops (kineto
then turns them off as it stops: a later window, the rich one or the user's own profiler, is as torch asked).
The process has one CUPTI: the library is the one ``/proc/self/maps`` shows loaded, never loaded afresh.
"""

from __future__ import annotations

import ctypes
import os
from collections.abc import MutableMapping
from pathlib import Path

CONCURRENT_KERNEL = 10  # CUpti_ActivityKind: CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, as kineto enables it
TEARDOWN = "TEARDOWN_CUPTI"  # kineto's: "1", CUPTI let go (cuptiFinalize) as a profiler stops
TEARDOWN_FROM_CUDA = (12, 6)  # before: CUDA graphs crash on CUPTI's re-init after a teardown


def teardown_after_profiling(cuda: str | None, environ: MutableMapping[str, str] = os.environ) -> bool:
    """``TEARDOWN_CUPTI=1`` in the model's process (True where set here): kineto (torch 2.11's) keeps CUPTI
    attached after a profiler stops unless it is set, and the process then runs slower until it ends
    (pytorch/pytorch#144455, 10-20%): on an H200 the steps right after the lean window ran 9-42% slower than
    those before it in 11 of 14 loop runs, and the rest of the user's run with them; with it, 6% for one step,
    then as before
    (benchmarks/results/issue57_h200, calls 39-40). Kineto reads it as a profiler stops, so setting it before
    the first window is enough. Left as it is where the user set it, and on CUDA before 12.6 or none (torch
    itself sets it to 0 where a CUDA graph would crash on CUPTI's re-init, as it compiles for CUDA graphs)."""
    if TEARDOWN in environ or not cuda:
        return False
    try:
        version = tuple(int(x) for x in cuda.split(".")[:2])
    except ValueError:
        return False
    if version < TEARDOWN_FROM_CUDA:
        return False
    environ[TEARDOWN] = "1"
    return True


def loaded_cupti(maps: Path = Path("/proc/self/maps")) -> str | None:
    """The path of the CUPTI library this process has loaded, or None."""
    try:
        text = maps.read_text()
    except OSError:
        return None
    for line in text.splitlines():
        parts = line.split(maxsplit=5)
        if len(parts) == 6 and "/libcupti" in parts[5]:
            return parts[5].strip()
    return None


class KernelRecords:
    """``prepare()`` once the profiler started (True where CUPTI can be called; else ``why`` says why not,
    and the kernels are recorded as torch asked), ``off()`` where they should stop (True where CUPTI took
    it), ``on()`` before the profiler stops."""

    def __init__(self) -> None:
        self.why: str | None = None
        self._lib: ctypes.CDLL | None = None
        self.is_off = False

    def prepare(self) -> bool:
        path = loaded_cupti()
        if path is None:
            self.why = "no CUPTI library loaded in this process"
            return False
        try:
            lib = ctypes.CDLL(path)
            lib.cuptiActivityDisable.argtypes = lib.cuptiActivityEnable.argtypes = [ctypes.c_int]
        except (OSError, AttributeError) as exc:
            self.why = f"CUPTI at {path} could not be called ({exc})"
            return False
        self._lib = lib
        return True

    def off(self) -> bool:
        if self._lib is None:
            return False
        rc = int(self._lib.cuptiActivityDisable(CONCURRENT_KERNEL))
        if rc != 0:
            self.why = f"cuptiActivityDisable returned {rc}"
            return False
        self.is_off = True
        return True

    def on(self) -> None:
        if self._lib is not None and self.is_off:
            self._lib.cuptiActivityEnable(CONCURRENT_KERNEL)
            self.is_off = False
