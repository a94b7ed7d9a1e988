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

The runtime's and driver's calls are narrowed the same way (``CallRecords``): torch turns CUPTI's records of
them on as a block, so every call gets one (Inductor's launcher checks each pointer argument with
``cuPointerGetAttribute`` and asks ``cuCtxGetCurrent`` before each ``cuLaunchKernel``; ATen asks
``cudaGetLastError`` after each launch), and kineto then drops most of them from the trace; CUPTI 12.5 on
takes the choice call by call (``cuptiActivityEnableRuntimeApi`` / ``...DriverApi``).
``INDUCTOR_PROBE_LEAN_CALLS=all`` keeps every record (for comparison).
"""

from __future__ import annotations

import ctypes
import os
from collections.abc import MutableMapping
from pathlib import Path

CONCURRENT_KERNEL = 10  # CUpti_ActivityKind: CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, as kineto enables it
TEARDOWN = "TEARDOWN_CUPTI"  # kineto's: "1", CUPTI let go (cuptiFinalize) as a profiler stops
TEARDOWN_FROM_CUDA = (12, 6)  # before: CUDA graphs crash on CUPTI's re-init after a teardown
LEAN_CALLS = "INDUCTOR_PROBE_LEAN_CALLS"  # "all": every runtime and driver call recorded in the lean window
# the calls the lean window's analysis reads (``analysis/spans.py``, ``idle.py``, ``unseen.py``,
# ``modeled.py``, the clock's calibration on ``cudaStreamQuery``): what made GPU work, what may wait for it,
# captures
KEEP_CALLS = (
    "cudaLaunch", "cuLaunch", "cudaGraphLaunch", "cuGraphLaunch", "cudaGraphInstantiate",
    "cuGraphInstantiate", "cudaStreamBeginCapture", "cuStreamBeginCapture", "cudaStreamEndCapture",
    "cuStreamEndCapture", "cudaMemcpy", "cuMemcpy", "cudaMemset", "cuMemset", "cudaMalloc", "cuMemAlloc",
    "cudaFree", "cuMemFree", "cudaHostAlloc", "cuMemHostAlloc", "cudaDeviceSynchronize",
    "cudaStreamSynchronize", "cudaEventSynchronize", "cuCtxSynchronize", "cuStreamSynchronize",
    "cuEventSynchronize", "cudaStreamQuery", "cuStreamQuery", "cudaEventQuery", "cuEventQuery",
    "cudaEventRecord", "cuEventRecord", "cudaStreamWaitEvent", "cuStreamWaitEvent",
)  # fmt: skip
DRIVER_DOMAIN, RUNTIME_DOMAIN = 1, 2  # CUpti_CallbackDomain
MAX_CBID = 2048  # past the last callback id of either domain in CUDA 12 and 13 (about 800 and 500)
_ENABLE = {DRIVER_DOMAIN: "cuptiActivityEnableDriverApi", RUNTIME_DOMAIN: "cuptiActivityEnableRuntimeApi"}


SET_HERE = "INDUCTOR_PROBE_SET_TEARDOWN_CUPTI"  # "1": the tool set TEARDOWN_CUPTI, and may take it back
GRAPH_MODES = ("reduce-overhead", "max-autotune")  # torch.compile's modes that run CUDA graphs


def teardown_after_profiling(
    cuda: str | None, environ: MutableMapping[str, str] = os.environ, mode: str = "default"
) -> bool:
    """``TEARDOWN_CUPTI=1`` in the model's process (True where set here): kineto (torch 2.11's) keeps CUPTI
    attached after a profiler stops unless it is set, and the process then runs slower until it ends
    (pytorch/pytorch#144455, 10-20%): on an H200 the steps right after the lean window ran 9-42% slower than
    those before it in 11 of 14 loop runs, and the rest of the user's run with them; with it, 6% for one step,
    then as before (benchmarks/results/issue57_h200, calls 39-40). Kineto reads it as a profiler stops.
    Left as it is where the user set it, on CUDA before 12.6 or none, and for a model compiled in a mode that
    runs CUDA graphs (``mode``): a CUDA graph replayed after CUPTI was let go fails ("unspecified launch
    failure", H200, CUDA 13: call 47, graphs captured while CUPTI was attached, and call 53, one captured by
    hand before any profiler ran; torch's own note in its profiler:
    "CUDA Graph does not work well with CUPTI teardown"); a script's CUDA graphs: ``keep_for_graphs``."""
    if TEARDOWN in environ or not cuda or mode in GRAPH_MODES:
        return False
    try:
        version = tuple(int(x) for x in cuda.split(".")[:2])
    except ValueError:
        return False
    if version < TEARDOWN_FROM_CUDA:
        return False
    environ[TEARDOWN] = environ[SET_HERE] = "1"
    return True


def keep_for_graphs(graphs: bool, environ: MutableMapping[str, str] = os.environ) -> bool:
    """Just before one of the tool's profilers stops: where the tool set ``TEARDOWN_CUPTI`` and the process
    now runs CUDA graphs (``graphs``: ``cuda_graphs_in_process()``), CUPTI is kept attached from here on (the
    replays of a graph fail once it is let go); True where kept."""
    if not teardown_set_here(environ) or not graphs:
        return False
    environ[TEARDOWN] = "0"
    return True


def teardown_hint(error: str, environ: MutableMapping[str, str] = os.environ) -> str:
    """What to add to a model's error where a CUDA graph's replay may have failed because the tool let CUPTI
    go (a graph made after the tool's profilers started, so ``look_for_graphs`` could not see it); ""
    elsewhere."""
    if not teardown_set_here(environ) or environ.get(TEARDOWN) != "1":
        return ""
    if "unspecified launch failure" not in error and "illegal" not in error.lower():
        return ""
    return (
        " (the tool let CUPTI go after its profiled windows: a CUDA graph fails its next replay after that; "
        "if the program runs CUDA graphs, run again with TEARDOWN_CUPTI=0)"
    )


def before_stop() -> bool:
    """Called just before each of the tool's profilers in the model's process stops: ``keep_for_graphs``
    (torch.compile's CUDA-graph trees, or a graph ``look_for_graphs`` found as a profiler of the tool's
    started: the stop itself looks through nothing, as the steps timed right after a window follow it and the
    ranks of a job would each look for their own time)."""
    return keep_for_graphs(cuda_graphs_in_process() or bool(_FOUND))


_FOUND: list[bool] = []  # a live torch.cuda.CUDAGraph found by look_for_graphs (the process's, once found)


def look_for_graphs(needed: bool) -> bool:
    """As one of the tool's profilers starts (outside the timed steps, a warm-up step after it): whether the
    process holds CUDA graphs, the live objects looked through (``cuda_graphs_in_process(deep=True)``) where
    ``needed`` (the tool set the teardown, or the lean window would model its kernels) and none was found
    before; a graph found is remembered for ``before_stop``."""
    if cuda_graphs_in_process() or _FOUND:
        return True
    if needed and _live_graph():
        _FOUND.append(True)
    return bool(_FOUND)


def teardown_set_here(environ: MutableMapping[str, str] = os.environ) -> bool:
    """Whether the tool set ``TEARDOWN_CUPTI`` in this process (``teardown_after_profiling``)."""
    return environ.get(SET_HERE) == "1"


def cuda_graphs_in_process(deep: bool = False) -> bool:
    """Whether this process holds CUDA graphs: torch.compile's CUDA-graph trees hold or will record one (a
    compiled function cudagraphified, or a tree manager made); ``deep``: or any ``torch.cuda.CUDAGraph`` is
    alive (one captured by hand with ``torch.cuda.graph`` or ``make_graphed_callables``, which nothing in
    torch lists: the garbage collector's objects looked through, about 0.05 s a 200,000 objects)."""
    return _trees() or (deep and _live_graph())


def _trees() -> bool:
    import sys

    trees = sys.modules.get("torch._inductor.cudagraph_trees")
    if trees is None:
        return False
    import torch

    key = "tree_manager_containers"  # on the thread that imported the module, else stashed in torch's TLS
    try:
        containers = getattr(trees.local, key, None)
        if containers is None:
            if not torch._C._is_key_in_tls(key):
                return False
            containers = torch._C._get_obj_in_tls(key)
    except (AttributeError, RuntimeError):  # this torch keeps them elsewhere: CUPTI kept, never a crash
        return True
    return any(
        getattr(c, "tree_manager", None) is not None or getattr(c, "live_cudagraphify_fns", 0) > 0
        for c in dict(containers).values()
    )


def _live_graph() -> bool:
    import gc
    import sys

    cuda = sys.modules.get("torch.cuda")
    graph = getattr(cuda, "CUDAGraph", None)
    if graph is None:
        return False
    # the type itself, never isinstance: that asks an object for its __class__, which a proxy may answer by
    # raising, in the user's process
    try:
        return any(issubclass(type(o), graph) for o in gc.get_objects())
    except Exception:  # never a failure in the user's process: taken as a graph (CUPTI kept, kernels kept)
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


def open_cupti(functions: tuple[str, ...], lacking: str) -> tuple[ctypes.CDLL | None, str | None]:
    """The CUPTI library this process loaded, with ``functions`` in it; else None and why (``lacking``: what
    a library without them cannot do)."""
    path = loaded_cupti()
    if path is None:
        return None, "no CUPTI library loaded in this process"
    try:
        lib = ctypes.CDLL(path)
        for f in functions:
            getattr(lib, f)
    except (OSError, AttributeError) as exc:
        return None, f"CUPTI at {path} {lacking} ({exc})"
    return lib, None


class KernelRecords:
    """``prepare()`` once the profiler started (True where CUPTI can be called; else ``why`` says why not,
    and the kernels are recorded as torch asked), ``off()`` where they should stop (True where CUPTI took
    it), ``on()`` before the profiler stops."""

    def __init__(self) -> None:
        self.why: str | None = None
        self._lib: ctypes.CDLL | None = None
        self.is_off = False

    def prepare(self) -> bool:
        lib, self.why = open_cupti(("cuptiActivityDisable", "cuptiActivityEnable"), "could not be called")
        if lib is None:
            return False
        lib.cuptiActivityDisable.argtypes = lib.cuptiActivityEnable.argtypes = [ctypes.c_int]
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


class CallRecords:
    """``narrow()`` once the profiler started: CUPTI's records of the runtime's and driver's calls outside
    ``KEEP_CALLS`` turned off (True where it took; else ``why`` says why not, and every call is recorded);
    ``restore()`` before the profiler stops (a later window, the rich one or the user's own, gets every record
    as torch asked). ``left_off``: how many kinds of call got no record."""

    def __init__(self, environ: MutableMapping[str, str] = os.environ) -> None:
        self.why: str | None = "every call recorded (INDUCTOR_PROBE_LEAN_CALLS=all)"
        self.wanted = environ.get(LEAN_CALLS, "").lower() != "all"
        self.off: list[tuple[int, int]] = []  # (domain, callback id) turned off here
        self._lib: ctypes.CDLL | None = None

    @property
    def left_off(self) -> int:
        return len(self.off)

    def narrow(self) -> bool:
        if not self.wanted:
            return False
        wanted = (*_ENABLE.values(), "cuptiGetCallbackName")  # CUPTI before 12.5 has no per-call choice
        lib, self.why = open_cupti(wanted, "cannot choose calls one by one")
        if lib is None:
            return False
        enable = {d: getattr(lib, f) for d, f in _ENABLE.items()}
        name_of = lib.cuptiGetCallbackName
        name_of.argtypes = [ctypes.c_int, ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p)]
        for f in enable.values():
            f.argtypes = [ctypes.c_uint32, ctypes.c_uint8]
        self._lib = lib
        name = ctypes.c_char_p()
        for domain, f in enable.items():
            for cbid in range(1, MAX_CBID):
                if name_of(domain, cbid, ctypes.byref(name)) != 0 or not name.value:
                    continue
                if not name.value.decode(errors="replace").startswith(KEEP_CALLS) and f(cbid, 0) == 0:
                    self.off.append((domain, cbid))
        return True

    def restore(self) -> None:
        if self._lib is None:
            return
        enable = {d: getattr(self._lib, f) for d, f in _ENABLE.items()}
        for domain, cbid in self.off:
            enable[domain](cbid, 1)
        self._lib, self.off = None, []
