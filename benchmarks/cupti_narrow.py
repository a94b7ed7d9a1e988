"""An experiment of issue 57, kept for its figures (benchmarks/results/issue57_h200/call17-19; not in
the tool: it saved nothing measurable): the lean window's runtime and driver records narrowed to the calls it
reads, through CUPTI.

torch's profiler turns on CUPTI's runtime and driver API records as a block with the CUDA activity (and torch
2.11 has no finer choice), so every call gets a record: Triton's launcher checks each pointer argument with
``cuPointerGetAttribute`` before its ``cuLaunchKernelEx``, ATen checks ``cudaGetLastError`` after each launch.
CUPTI (12.5 on) takes the choice call by call (``cuptiActivityEnableRuntimeApi`` / ``...DriverApi``, as kineto
itself leaves off ``cudaGetDevice``); the tool calls the library kineto loaded (the process has one CUPTI: the
file is found in ``/proc/self/maps``, never loaded afresh), keeps the calls named in ``KEEP`` and leaves the
rest off while the lean window runs, and turns them back on before the window stops, so a later window (the
rich one, the user's own profiler) gets every record as torch asked. ``NarrowedLean``: the tool's lean window
so narrowed (``narrow=False``: as the tool runs it).

Kept: what made GPU work (launches, copies, memsets), what may wait for it (synchronisations, queries,
allocations and frees), and the events a stream waits on: what ``analysis/idle.py``, ``analysis/lean.py`` and
the window's clock calibration (``cudaStreamQuery``) read.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

sys.path.insert(0, os.getcwd())
from inductor_probe._compat.cupti import loaded_cupti
from inductor_probe._compat.lean import LeanProfiler

KEEP = (
    "cudaLaunch",
    "cuLaunch",
    "cudaGraphLaunch",
    "cuGraphLaunch",
    "cudaMemcpy",
    "cuMemcpy",
    "cudaMemset",
    "cuMemset",
    "cudaMalloc",
    "cuMemAlloc",
    "cudaFree",
    "cuMemFree",
    "cudaHostAlloc",
    "cuMemHostAlloc",
    "cudaDeviceSynchronize",
    "cudaStreamSynchronize",
    "cudaEventSynchronize",
    "cuCtxSynchronize",
    "cuStreamSynchronize",
    "cuEventSynchronize",
    "cudaStreamQuery",
    "cuStreamQuery",
    "cudaEventQuery",
    "cuEventQuery",
    "cudaEventRecord",
    "cuEventRecord",
    "cudaStreamWaitEvent",
    "cuStreamWaitEvent",
)
DRIVER_DOMAIN, RUNTIME_DOMAIN = 1, 2  # CUpti_CallbackDomain
MAX_CBID = 2048  # past the last callback id of either domain in CUDA 12 and 13 (about 800 and 500)
_ENABLE = {DRIVER_DOMAIN: "cuptiActivityEnableDriverApi", RUNTIME_DOMAIN: "cuptiActivityEnableRuntimeApi"}


class CallFilter:
    """``narrow()`` after torch's profiler turned CUPTI's records on; ``restore()`` before it turns them off.
    ``left_off``: how many kinds of call got no record; ``why``: why nothing was narrowed (None if it was)."""

    def __init__(self) -> None:
        self.off: list[tuple[int, int]] = []  # (domain, callback id) turned off here
        self.why: str | None = None
        self._lib: ctypes.CDLL | None = None

    @property
    def left_off(self) -> int:
        return len(self.off)

    def narrow(self) -> None:
        path = loaded_cupti()
        if path is None:
            self.why = "no CUPTI library loaded in this process"
            return
        try:
            lib = ctypes.CDLL(path)
            enable = {d: getattr(lib, f) for d, f in _ENABLE.items()}
            name_of = lib.cuptiGetCallbackName
        except (OSError, AttributeError) as exc:  # CUPTI before 12.5 has no per-call choice
            self.why = f"CUPTI at {path} cannot choose calls one by one ({exc})"
            return
        name_of.argtypes = [ctypes.c_int, ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p)]
        for f in enable.values():
            f.argtypes = [ctypes.c_uint32, ctypes.c_uint8]
        self._lib = lib
        name = ctypes.c_char_p()
        for domain, f in enable.items():
            for cbid in range(1, MAX_CBID):
                if name_of(domain, cbid, ctypes.byref(name)) != 0 or not name.value:
                    continue
                if name.value.decode(errors="replace").startswith(KEEP):
                    continue
                if f(cbid, 0) == 0:
                    self.off.append((domain, cbid))

    def restore(self) -> None:
        if self._lib is None:
            return
        enable = {d: getattr(self._lib, f) for d, f in _ENABLE.items()}
        for domain, cbid in self.off:
            enable[domain](cbid, 1)
        self._lib = None


class NarrowedLean(LeanProfiler):
    """The tool's lean window, its runtime and driver records narrowed (``narrow``) or whole."""

    def __init__(self, cuda: bool, narrow: bool = True):
        super().__init__(cuda)
        self.calls = CallFilter() if narrow else None

    def start(self) -> None:
        super().start()
        if self.calls is not None:
            self.calls.narrow()

    def stop(self, path: Path | None) -> None:
        if self.calls is not None:
            self.calls.restore()
        super().stop(path)
