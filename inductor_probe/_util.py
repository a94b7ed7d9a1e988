"""Small helpers every layer may use: atomic JSON files, importing a Python file by path, the cycle collector
paused while a large trace is parsed."""

from __future__ import annotations

import contextlib
import gc
import importlib.util
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any


def write_json(path: Path, data: Any) -> Path:
    """Write ``data`` as JSON through a temporary file and a rename: a reader never sees half a file."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=1, default=str))
    os.replace(tmp, path)
    return path


MAX_FILE_BYTES = 1 << 30  # a run's manifest, a compiled module or a kernel file larger than this is not one


class NotAFile(OSError):
    """A path the tool would read that is not a regular file (a FIFO, a device), or one past its bound."""


def _open_regular(path: Path) -> int:
    """A descriptor of ``path`` opened without blocking, once it is known to be a regular file."""
    import stat

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise NotAFile(f"{path} is not a regular file (a pipe, a device?)")
    return fd


def check_regular(path: Path) -> None:
    """``NotAFile`` where ``path`` is not a regular file (before a reader that would block on a pipe)."""
    os.close(_open_regular(path))


def read_file(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them: a FIFO or a device is refused
    without blocking (opened non-blocking, checked on the open descriptor), a larger file is refused after
    ``limit`` + 1 bytes (``/dev/zero`` behind a link never ends). ``NotAFile`` (an OSError) names which."""
    fd = _open_regular(path)
    try:
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise NotAFile(f"{path} is larger than {limit / 2**20:.0f} MiB: not a file the tool wrote")
    return data


def read_json(path: Path) -> Any | None:
    """The JSON in ``path``, or None when it is missing or not JSON (a child that died early)."""
    try:
        return json.loads(read_file(Path(path)))
    except (OSError, ValueError):
        return None


def load_module(path: Path, name: str) -> ModuleType:
    """Import a Python file by path under ``name`` (registered in ``sys.modules``)."""
    path = Path(path)
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return module


IDLE_SWITCH = (
    "INDUCTOR_PROBE_IDLE"  # "off": no Python stacks, callers or idle attribution (to measure their cost)
)


def idle_attribution_on() -> bool:
    """The idle attribution is on unless ``INDUCTOR_PROBE_IDLE=off`` (benchmarks/idle_gpu_check.sh times a
    breakdown both ways on a cache hit)."""
    return os.environ.get(IDLE_SWITCH, "on").lower() != "off"


def size(n: float | None, signed: bool = False) -> str:
    """``1.23 GiB``, ``512 B``, ``-3.0 MiB`` (binary units, as the allocator counts)."""
    if n is None:
        return "-"
    sign = ("+" if n > 0 else "-" if n < 0 else "") if signed else ("-" if n < 0 else "")
    x = abs(float(n))
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if x >= scale:
            return f"{sign}{x / scale:.2f} {unit}"
    return f"{sign}{x:.0f} B"


def pct_change(a: float | None, b: float | None) -> str:
    if not a or b is None:
        return "-"
    return f"{100.0 * (b - a) / a:+.1f}%"


@contextlib.contextmanager
def paused_gc() -> Iterator[None]:
    """Python's cycle collector paused while a trace is parsed and summarized: its millions of new dicts
    and lists set it off again and again, each pass walking all of them (orjson took 1.09 s on a 40 MB trace
    with it, 0.37 s without); none of them form cycles, and refcounting frees them as ever."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
