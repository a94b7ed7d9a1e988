"""Every TORCHINDUCTOR_* / TRITON_* variable the tool sets, in one place.

Children that compile or run generated code get their environment from
:func:`child_env`; nothing else in the package writes these names.
"""

from __future__ import annotations

import os
from pathlib import Path

from inductor_probe.run import layout
from inductor_probe.vocab import CompileMode, StepKind

# What we always want from Inductor while probing.
PROBE_FLAGS = {
    # One name per kernel, so a kernel in the trace maps to one generated kernel.
    "TORCHINDUCTOR_UNIQUE_KERNEL_NAMES": "1",
    # Kernel files get get_args()/call()/benchmark_all_configs() and kernel_num_gb/kernel_flop.
    "TORCHINDUCTOR_BENCHMARK_KERNEL": "1",
    # Remote caches never: the run's cache is private.
    "TORCHINDUCTOR_FX_GRAPH_REMOTE_CACHE": "0",
    "TORCHINDUCTOR_AUTOGRAD_REMOTE_CACHE": "0",
    "TORCHINDUCTOR_AUTOTUNE_REMOTE_CACHE": "0",
    "TORCHINDUCTOR_BUNDLED_AUTOTUNE_REMOTE_CACHE": "0",
    # Kernel -> the user's source lines (collect/provenance.py); a comment in the wrapper only:
    # kernel names and sources are unchanged.
    "INDUCTOR_PROVENANCE": "2",
}

# torch.compile's cache-key tag (``torch.compiler.config.cache_key_tag``, in every FX graph and AOTAutograd
# cache key): the tool's own tag joined to the user's. Bump it when what the tool records during a compile
# changed what a cache entry holds: entries filled by the tool before issue 56 carry a guard on each symbolic
# size its recorder read (``_compat/module_stacks._hint``), and a hit on one specializes the size again (with
# ``mark_dynamic``: Dynamo's ConstraintViolationError).
CACHE_KEY_TAG = "TORCH_COMPILE_CACHE_KEY_TAG"
CACHE_EPOCH = "inductor-probe-2"

# C++ kernels on CPU only show up in the profiler with this.
CPU_KERNEL_PROFILE = "TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE"

CACHE_DIR = "TORCHINDUCTOR_CACHE_DIR"
TRITON_CACHE_DIR = "TRITON_CACHE_DIR"
MAX_AUTOTUNE = "TORCHINDUCTOR_MAX_AUTOTUNE"
MAX_AUTOTUNE_POINTWISE = "TORCHINDUCTOR_MAX_AUTOTUNE_POINTWISE"
COORDINATE_DESCENT = "TORCHINDUCTOR_COORDINATE_DESCENT_TUNING"
CUDAGRAPHS = "TORCHINDUCTOR_CUDAGRAPHS"

# Variables of the user's that would change what is compiled or where it goes,
# and are reported in run.json (never copied blindly into the child).
# OpenMP / MKL / OpenBLAS threads and the visible GPUs change a time as much as a setting does.
REPORTED_PREFIXES = (
    "TORCHINDUCTOR_",
    "TRITON_",
    "TORCH_COMPILE_",
    "TORCH_LOGS",
    "INDUCTOR_PROVENANCE",
    "OMP_",
    "GOMP_",
    "KMP_",
    "MKL_",
    "OPENBLAS_",
    "CUDA_VISIBLE_DEVICES",
    "CUDA_LAUNCH_BLOCKING",
)

# Compile modes of torch.compile that `--mode` accepts, and what a script that
# calls torch.compile itself gets through the environment for each.
COMPILE_MODES: dict[str, dict[str, str]] = {
    CompileMode.DEFAULT: {},
    CompileMode.REDUCE_OVERHEAD: {CUDAGRAPHS: "1"},
    CompileMode.MAX_AUTOTUNE: {MAX_AUTOTUNE: "1", MAX_AUTOTUNE_POINTWISE: "1", CUDAGRAPHS: "1"},
    CompileMode.MAX_AUTOTUNE_NO_CUDAGRAPHS: {MAX_AUTOTUNE: "1", MAX_AUTOTUNE_POINTWISE: "1"},
}


def cache_env(cache_dir: Path) -> dict[str, str]:
    """The private cache: Inductor's and Triton's, both under ``cache_dir``."""
    cache_dir = layout.spaceless(Path(cache_dir).resolve())  # Inductor's C++ builder splits at spaces
    return {CACHE_DIR: str(cache_dir), TRITON_CACHE_DIR: str(cache_dir / "triton")}


def cache_key_tag(user: str) -> str:
    """The user's own tag (kept: it may break their caches on purpose), with the tool's epoch after it."""
    parts = [p for p in user.split("+") if p and p != CACHE_EPOCH and not p.startswith("inductor-probe-")]
    return "+".join([*parts, CACHE_EPOCH])


def child_env(
    cache_dir: Path,
    *,
    tmpdir: Path | None = None,
    device: str = "cuda",
    extra: dict[str, str] | None = None,
    base: dict[str, str] | None = None,
) -> dict[str, str]:
    """Environment for a child that compiles or runs generated code."""
    env = dict(os.environ if base is None else base)
    # The user's own cache locations must not leak into the child.
    for name in (CACHE_DIR, TRITON_CACHE_DIR):
        env.pop(name, None)
    env.update(PROBE_FLAGS)
    env.update(cache_env(cache_dir))
    env[CACHE_KEY_TAG] = cache_key_tag(env.get(CACHE_KEY_TAG, ""))
    # Harmless for GPU kernels; needed whenever anything (even part of a graph) runs on CPU.
    env[CPU_KERNEL_PROFILE] = "1"
    if tmpdir is not None:
        tmpdir = Path(tmpdir).resolve()
        env["TMPDIR"] = env["TMP"] = env["TEMP"] = str(tmpdir)
    env["PYTHONUNBUFFERED"] = "1"
    # The child imports inductor_probe from wherever this process did.
    pkg_root = str(Path(__file__).resolve().parents[2])
    parts = [pkg_root] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(parts))
    if extra:
        env.update(extra)
    return env


def model_child_env(
    cache_dir: Path, tmpdir: Path, device: str, compile_mode: str, kind: str
) -> dict[str, str]:
    """The model child's environment, built once: the run records what it gives (``reported_settings``).
    A script that calls torch.compile itself gets its ``--mode`` through the environment."""
    extra = COMPILE_MODES[compile_mode] if kind == StepKind.SCRIPT else {}
    return child_env(cache_dir, tmpdir=tmpdir, device="cpu" if device == "cpu" else "cuda", extra=extra)


def reported_settings(env: dict[str, str] | None = None) -> dict[str, str]:
    """The Inductor/Triton settings in ``env`` worth recording in run.json."""
    env = dict(os.environ if env is None else env)
    return {k: v for k, v in sorted(env.items()) if k.startswith(REPORTED_PREFIXES)}
