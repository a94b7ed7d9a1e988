"""The only module that touches torch._inductor / torch._dynamo / triton internals, the
profiler's kineto results and ``torch.cuda._sleep``.

Supported: torch 2.11 through 2.14. Whatever differs between those versions is
handled here, so the rest of the package talks to one interface.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Structured-trace logger: on a fresh compile *and* on a cache hit it receives a
# record whose metadata has "inductor_output_code": {"filename"|"file_path": ...}.
TRACE_LOGGER = "torch.__trace"


class _OutputCodeHandler(logging.Handler):
    def __init__(self, callback: Callable[[dict[str, Any]], None], on_artifact=None):
        super().__init__(level=logging.DEBUG)
        self.callback = callback
        self.on_artifact = on_artifact

    def emit(self, record: logging.LogRecord) -> None:  # pragma: no cover - exercised in children
        metadata = getattr(record, "metadata", None)
        if not isinstance(metadata, dict):
            return
        if self.on_artifact is not None and isinstance(metadata.get("artifact"), dict):
            self.on_artifact(metadata, getattr(record, "payload", None))
            return
        code = metadata.get("inductor_output_code")
        if not isinstance(code, dict):
            return
        path = code.get("file_path") or code.get("filename")
        if not path:
            return
        self.callback(
            {
                "file_path": str(path),
                "frame_id": metadata.get("frame_id"),
                "frame_compile_id": metadata.get("frame_compile_id"),
                "attempt": metadata.get("attempt"),
            }
        )


def install_output_code_hook(
    callback: Callable[[dict[str, Any]], None],
    on_artifact: Callable[[dict[str, Any], Any], None] | None = None,
) -> logging.Handler:
    """Call ``callback(info)`` for every compiled module Inductor produces or loads, and
    ``on_artifact(metadata, payload)`` for every structured-trace artifact (e.g. the kernel stack
    traces of provenance tracking, which follow their module's record).

    Works on a compile-cache hit too (unlike the "Compiled module path:" line).
    """
    logger = logging.getLogger(TRACE_LOGGER)
    handler = _OutputCodeHandler(callback, on_artifact)
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    return handler


def compile_counters() -> dict[str, int]:
    """Inductor's cache counters (fxgraph / aot-autograd hits and misses)."""
    try:
        from torch._dynamo.utils import counters
    except Exception:  # pragma: no cover
        return {}
    out: dict[str, int] = {}
    for group in ("inductor", "aot_autograd"):
        for key, value in counters.get(group, {}).items():
            if "cache" in key:
                out[f"{group}.{key}"] = int(value)
    return out


def versions() -> dict[str, str | None]:
    import platform

    import torch

    out: dict[str, str | None] = {
        "python": platform.python_version(),
        "torch": torch.__version__,
        "cuda_runtime": getattr(torch.version, "cuda", None),
        "triton": None,
    }
    try:
        import triton

        out["triton"] = triton.__version__
    except Exception:
        pass
    return out


SUPPORTED_TORCH = ((2, 11), (2, 14))


def installed_torch_version() -> str | None:
    """The installed torch's version, read without importing torch (None if not installed)."""
    from importlib import metadata

    try:
        return metadata.version("torch")
    except metadata.PackageNotFoundError:
        return None


def torch_version_warning(version: str | None = None) -> str | None:
    """A one-line warning when the installed torch is outside the supported range, else None."""
    version = version or installed_torch_version()
    if version is None:
        return None  # the command itself says torch is missing
    try:
        major, minor = (int(x) for x in version.split("+")[0].split(".")[:2])
    except ValueError:
        return f"inductor-probe: cannot read the torch version {version!r}; supported: 2.11 to 2.14"
    lo, hi = SUPPORTED_TORCH
    if (major, minor) < lo or (major, minor) > hi:
        return (
            f"inductor-probe: torch {version} is outside the supported 2.11-2.14; Inductor's output may "
            "have changed: check the results, or install a supported torch"
        )
    return None


# --------------------------------------------------------------------------- profiler and CUDA


def profiler_events(prof) -> list[tuple[str, int, int, str, str | None]]:
    """Every event of a finished torch.profiler session: (name, start_ns, dur_ns, device_type, activity_type).

    Reads kineto's results directly (no FunctionEvent tree: fast for thousands of events);
    ``activity_type`` is None where these bindings do not expose it.
    """
    try:
        evs = prof.profiler.kineto_results.events()
    except AttributeError:
        return _profiler_events_fallback(prof)
    out = []
    for e in evs:
        try:
            at = e.activity_type()
        except Exception:  # older bindings
            at = None
        out.append(
            (
                e.name(),
                int(e.start_ns()),
                int(e.duration_ns()),
                str(e.device_type()),
                at if isinstance(at, str) else None,
            )
        )
    return out


def _profiler_events_fallback(prof) -> list[tuple[str, int, int, str, str | None]]:
    from torch.autograd import DeviceType

    out: list[tuple[str, int, int, str, str | None]] = []
    for e in prof.events():
        dt = "DeviceType.CUDA" if e.device_type == DeviceType.CUDA else "DeviceType.CPU"
        out.append((e.name, int(e.time_range.start * 1000), int(e.time_range.elapsed_us() * 1000), dt, None))
    return out


def python_callers(prof) -> list[tuple[str, int, str, int]]:
    """Every Python call the profiler recorded (``with_stack``), with the line that made it:
    ``(event name, start_ns, caller's file, caller's line)``.

    The Chrome trace names a Python event by its own frame (``train.py(40): step``: the function's first
    line, or for a frame already running when profiling began the line it was at then), never by the line
    that called it; the profiler's event tree keeps the caller (``extra_fields.caller``). Empty where these
    bindings do not expose it.
    """
    try:
        roots = prof.profiler.kineto_results.experimental_event_tree()
    except Exception:
        return []
    out: list[tuple[str, int, str, int]] = []
    stack = list(roots)
    while stack:
        e = stack.pop()
        stack.extend(e.children)
        caller = getattr(e.extra_fields, "caller", None)
        if caller is None or not hasattr(caller, "line_number"):
            continue
        try:
            out.append((e.name, int(e.start_time_ns), str(caller.file_name), int(caller.line_number)))
        except Exception:  # a binding of another shape: no callers rather than a failed run
            return []
    return out


def cuda_sleep_fn() -> Callable[[int], None] | None:
    """torch.cuda._sleep (spins the GPU for N cycles), or None where this torch lacks it."""
    import torch

    f = getattr(torch.cuda, "_sleep", None)
    return f if callable(f) else None


def inductor_settings() -> dict[str, Any]:
    """The Inductor config values that shape what is generated."""
    try:
        import torch._inductor.config as cfg
    except Exception:  # pragma: no cover
        return {}
    names = [
        "max_autotune",
        "max_autotune_pointwise",
        "max_autotune_gemm",
        "coordinate_descent_tuning",
        "benchmark_kernel",
        "unique_kernel_names",
        "fx_graph_cache",
        "autotune_local_cache",
    ]
    out = {n: getattr(cfg, n) for n in names if hasattr(cfg, n)}
    triton_cfg = getattr(cfg, "triton", None)
    if triton_cfg is not None:
        for n in ("cudagraphs", "unique_kernel_names"):
            if hasattr(triton_cfg, n):
                out[f"triton.{n}"] = getattr(triton_cfg, n)
    return out


def device_info(device: str) -> dict[str, Any]:
    """Name, SM count, L2 and peak memory bandwidth of the device (or the CPU)."""
    import platform

    import torch

    if device.startswith("cuda") and torch.cuda.is_available():
        idx = torch.device(device).index or 0
        p = torch.cuda.get_device_properties(idx)
        clock_khz = getattr(p, "memory_clock_rate", 0) or 0
        bus_bits = getattr(p, "memory_bus_width", 0) or 0
        # DDR: two transfers per clock.
        peak = 2 * clock_khz * 1e3 * bus_bits / 8 / 1e9 if clock_khz and bus_bits else None
        info = {
            "type": "cuda",
            "name": p.name,
            "sm_count": p.multi_processor_count,
            "l2_bytes": getattr(p, "L2_cache_size", None),
            "memory_bytes": p.total_memory,
            "capability": f"{p.major}.{p.minor}",
            "peak_mem_gbps": round(peak, 1) if peak else None,
        }
        try:
            import pynvml  # nvidia-ml-py

            pynvml.nvmlInit()
            info["driver"] = pynvml.nvmlSystemGetDriverVersion()
            if isinstance(info["driver"], bytes):
                info["driver"] = info["driver"].decode()
        except Exception:
            info["driver"] = None
        return info
    return {
        "type": "cpu",
        "name": platform.processor() or platform.machine(),
        "threads": torch.get_num_threads(),
        "peak_mem_gbps": None,
    }


def compiled_module_entry(module) -> tuple[Callable[[], list], Callable[[list], Any]]:
    """``(get_args, call)`` of a compiled module, the same in 2.11 through 2.14."""
    get_args = getattr(module, "get_args", None)
    call = getattr(module, "call", None)
    if get_args is None or call is None:
        raise AttributeError("compiled module has no get_args()/call(); is it an Inductor output file?")
    return get_args, call


def is_compile_error(exc: BaseException) -> bool:
    """True when ``exc`` came from the compiler stack rather than the user's model."""
    try:
        from torch._dynamo import exc as dexc
    except Exception:  # pragma: no cover
        return False
    kinds = tuple(
        k
        for k in (
            getattr(dexc, "BackendCompilerFailed", None),
            getattr(dexc, "InternalTorchDynamoError", None),
            getattr(dexc, "Unsupported", None),
        )
        if k is not None
    )
    return isinstance(exc, kinds)


def strip_cpu_kernel_prefix(name: str) -> str:
    """``graph_0_cpp_fused_relu_1`` (profiler name on CPU) -> ``cpp_fused_relu_1``."""
    if name.startswith("graph_") and "_cpp_" in name:
        head, _, tail = name.partition("_cpp_")
        if head[len("graph_") :].isdigit():
            return "cpp_" + tail
    return name


# ----------------------------------------------------------------------------- Triton kernel files


def kernel_autotuner(module) -> tuple[Any, str]:
    """The CachingAutotuner a kernel file defines, and the kernel's name."""
    from torch._inductor.runtime.triton_heuristics import CachingAutotuner

    for attr, value in vars(module).items():
        if isinstance(value, CachingAutotuner):
            name = (getattr(value, "inductor_meta", None) or {}).get("kernel_name") or attr
            return value, name
    raise AttributeError("no Triton kernel (CachingAutotuner) in this file")


def autotuner_configs(kern) -> list:
    """The configs the kernel's heuristics declared (before or after precompile)."""
    configs = getattr(kern, "configs", None)
    if configs:
        return list(configs)
    return [r.config for r in getattr(kern, "compile_results", [])] or [
        launcher.config for launcher in kern.launchers
    ]


def compile_all_configs(kern, declared: list) -> tuple[list, list]:
    """Compile every declared config; ``(launchers, [(config, error), ...])``.

    Inductor's ``precompile`` drops configs that fail (out of resources, ptxas errors) and
    logs them; the ones missing afterwards are the failures.
    """
    if not getattr(kern, "launchers", None):
        kern.precompile()
    launchers = list(kern.launchers)
    have = {str(launcher.config) for launcher in launchers}
    failures = [
        (c, "did not compile (out of resources or a ptxas error; see the log)")
        for c in declared
        if str(c) not in have
    ]
    return launchers, failures


def chosen_launcher(kern):
    """After ``kern.run`` has autotuned (and coordinate-descent tuned): the launcher it kept."""
    return kern.launchers[0]


# ----------------------------------------------------------------------------- the real run's steps


def record_memory_history(on: bool) -> bool:
    """The CUDA caching allocator's history (``torch.cuda.memory._record_memory_history``) on or off: each
    allocation with its Python stack (C++ frames cost seconds to symbolise). False where torch has none."""
    import torch

    record = getattr(torch.cuda.memory, "_record_memory_history", None)
    if record is not None:
        kw = {"context": "alloc", "stacks": "python", "max_entries": 1_000_000} if on else {}
        record(enabled="all" if on else None, **kw)
    return record is not None


def memory_snapshot() -> dict[str, Any]:
    """The allocator's state and history: ``{"segments": [...], "device_traces": [[...]]}`` (a segment's
    ``segment_pool_id`` other than ``(0, 0)``: a CUDA-graph pool)."""
    import torch

    return torch.cuda.memory._snapshot()


def compiling() -> bool:
    """Whether Dynamo is tracing this call into a compiled graph now (``torch.compiler.is_compiling``, read as
    a constant there): a hook of the tool's that the user's compiled code reaches returns at once, so that
    nothing of it enters their graph (calling the tool's code, Dynamo broke the graph and skipped its frame:
    the user's compiled optimizer step under the tool had two graph breaks more than without it)."""
    import torch

    return bool(torch.compiler.is_compiling())


def cudagraph_mark_step_begin() -> None:
    """Tell CUDA-graph trees a new step begins (outputs of the previous replay may be overwritten)."""
    import torch

    mark = getattr(getattr(torch, "compiler", None), "cudagraph_mark_step_begin", None)
    if mark is not None:
        mark()


# ----------------------------------------------------------------------------- two compiles, one process


@contextlib.contextmanager
def cache_dir_in_use(directory: str | Path):
    """Inductor's and Triton's caches under ``directory`` for what compiles inside (``compare``'s
    interleaved child compiles each side from its own cache). Inductor reads its cache directory
    from the environment at each use; its in-memory caches are cleared on the way in and out
    (``torch._inductor.runtime.cache_dir_utils.temporary_cache_dir`` where this torch has it)."""
    import os

    directory = os.path.abspath(directory)  # not resolved: a link made to avoid a space stays (run/layout)
    saved = {k: os.environ.get(k) for k in ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR")}
    os.environ["TRITON_CACHE_DIR"] = os.path.join(directory, "triton")
    try:
        try:
            from torch._inductor.runtime.cache_dir_utils import temporary_cache_dir
        except ImportError:  # pragma: no cover - outside the supported versions
            temporary_cache_dir = None  # type: ignore[assignment]
        if temporary_cache_dir is not None:
            with temporary_cache_dir(directory):
                yield
        else:  # pragma: no cover
            os.environ["TORCHINDUCTOR_CACHE_DIR"] = directory
            yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
