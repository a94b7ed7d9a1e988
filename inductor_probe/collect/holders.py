"""The allocator's history, reduced to what the run keeps (``reduce_snapshot``), and what Python holds of
the blocks a step left allocated (``holders``): the list or attribute keeping them and the line adding to it.
Used in the model child (``collect/memory.py``)."""

from __future__ import annotations

import gc
import gzip
import json
import linecache
import os
import re
import sysconfig
import warnings
from pathlib import Path

MAX_HOLDERS = 5


def _library_dirs() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(torch's, triton's and the tool's folders; the standard library's), each ending in a separator."""
    import torch

    libs = [os.path.dirname(torch.__file__), os.path.dirname(os.path.dirname(__file__))]
    try:
        import triton

        libs.append(os.path.dirname(triton.__file__))
    except ImportError:  # pragma: no cover
        pass
    std = {sysconfig.get_paths()[k] for k in ("stdlib", "platstdlib")}
    return tuple(os.path.realpath(d) + os.sep for d in libs), tuple(os.path.realpath(d) + os.sep for d in std)


def _is_user(file: str, lib: tuple[tuple[str, ...], tuple[str, ...]], seen: dict[str, bool]) -> bool:
    """A frame of the user's code, a model library's (transformers, timm) or a compiled module's: not
    torch's, triton's, the tool's or the standard library's (``seen`` caches the answer per file)."""
    if file not in seen:
        real = os.path.realpath(file or "/")
        std = real.startswith(lib[1]) and "site-packages" not in real and "dist-packages" not in real
        seen[file] = not file.startswith("<") and not real.startswith(lib[0]) and not std
    return seen[file]


def reduce_snapshot(snap: dict, device: int = 0) -> dict:
    """The allocator's snapshot, kept small: each event's action, address, size, time and the user's frames
    (innermost first; library, standard-library and the tool's own frames dropped), the frames listed once."""
    lib = _library_dirs()
    seen: dict[str, bool] = {}
    frames_ix: dict[tuple, int] = {}
    frames: list[list] = []
    events = []
    traces = snap.get("device_traces") or [[]]
    for e in traces[device] if device < len(traces) else []:
        if e.get("action") not in ("alloc", "free_requested", "free_completed"):
            continue
        kept = tuple(
            (str(f.get("filename", "")), int(f.get("line", 0)), str(f.get("name", "")), "")
            for f in e.get("frames") or ()
            if _is_user(str(f.get("filename", "")), lib, seen)
        )
        kept = tuple((f[0], f[1], f[2], linecache.getline(f[0], f[1]).strip()[:200]) for f in kept)
        ix = frames_ix.setdefault(kept, len(frames))
        if ix == len(frames):
            frames.append([list(f) for f in kept])
        events.append([e["action"], int(e["addr"]), int(e["size"]), float(e.get("time_us", 0.0)), ix])
    allocated = sum(
        int(b.get("size", 0))
        for seg in snap.get("segments", [])
        if seg.get("device", device) == device
        for b in seg.get("blocks", [])
        if b.get("state") == "active_allocated"
    )
    return {"events": events, "frames": frames, "allocated_at_end": allocated}


def write_snapshot(path: Path, reduced: dict) -> None:
    with gzip.open(path, "wt") as f:
        json.dump(reduced, f)


def read_snapshot(path: Path) -> dict:
    with gzip.open(path, "rt") as f:
        return json.load(f)


_ADD = r"\s*(?:\.append\(|\.extend\(|\.insert\(|\+=|\[[^\]]*\]\s*=(?!=)|\.add\(|\.put\()"


def _adding_line(path: str | None, attr: str) -> tuple[int, str] | None:
    """The first line of ``path`` that adds to ``attr`` (``attr.append(``, ``attr +=``, ``attr[k] =``...)."""
    if not path or not os.path.isfile(path):
        return None
    pattern = re.compile(rf"^\s*(?:self\.)?{re.escape(attr)}{_ADD}")  # a statement, not a docstring's words
    try:
        text = Path(path).read_text(errors="replace")
    except OSError:
        return None
    for n, line in enumerate(text.splitlines(), 1):
        if pattern.match(line):
            return n, line.strip()
    return None


def _source_of(owner) -> str | None:
    """The file of ``owner``'s class: its module's, else that of a function the class defines."""
    import inspect

    try:
        found = inspect.getsourcefile(type(owner))
    except (TypeError, OSError):
        found = None
    if found:
        return found
    for value in vars(type(owner)).values():
        code = getattr(value, "__code__", None)
        if code is not None:
            return code.co_filename
    return None


def _attribute_of(owner, container) -> str | None:
    """The attribute of ``owner`` (an object, not a dict) that is ``container``."""
    try:
        attrs = vars(owner)
    except TypeError:
        return None
    return next((k for k, v in attrs.items() if v is container and isinstance(k, str)), None)


def _names_of(container) -> list[tuple[str, str | None]]:
    """Where a container is held: ``(name, file)`` for a module's global or an object's attribute (an
    object's attributes are a dict that refers to it, or, on Python 3.11+, the object itself)."""
    found = []
    for ref in gc.get_referrers(container):
        if not isinstance(ref, dict):
            attr = _attribute_of(ref, container) if not isinstance(ref, (list, tuple, set)) else None
            if attr is not None:
                found.append((f"{type(ref).__name__}.{attr}", _source_of(ref)))
            continue
        name = next((k for k, v in ref.items() if v is container and isinstance(k, str)), None)
        if name is None:
            continue
        if "__builtins__" in ref or "__name__" in ref and "__file__" in ref:  # a module's globals
            found.append((name, ref.get("__file__")))
            continue
        for owner in gc.get_referrers(ref):
            if getattr(owner, "__dict__", None) is ref:
                found.append((f"{type(owner).__name__}.{name}", _source_of(owner)))
    return found


def _is_tensor(obj, cls) -> bool:
    try:  # a dead weak proxy raises ReferenceError on any look at it
        return isinstance(obj, cls)
    except Exception:
        return False


def holders(alive: dict[int, int]) -> list[dict]:
    """What Python holds of the surviving blocks (``{address: bytes}``): per container found, the bytes of
    the tensors it holds directly, its name, and the line that adds to it."""
    import torch

    by_container: dict[int, dict] = {}
    with warnings.catch_warnings():  # looking at every object wakes deprecation warnings of some modules
        warnings.simplefilter("ignore")
        objects = [o for o in gc.get_objects() if _is_tensor(o, torch.Tensor)]
    for obj in objects:
        try:
            ptr = obj.untyped_storage().data_ptr()  # device and host pointers share one address space (UVA)
        except Exception:  # a tensor without storage (fake, meta, a subclass)
            continue
        if ptr not in alive:
            continue
        for ref in gc.get_referrers(obj):
            if isinstance(ref, (list, dict, set, tuple)) and ref is not alive and ref is not objects:
                got = by_container.setdefault(id(ref), {"container": ref, "bytes": 0, "addrs": set()})
                if ptr not in got["addrs"]:
                    got["addrs"].add(ptr)
                    got["bytes"] += alive[ptr]
    out = []
    for got in sorted(by_container.values(), key=lambda g: -g["bytes"]):
        for name, file in _names_of(got["container"]):
            where = _adding_line(file, name.rsplit(".", 1)[-1])
            out.append(
                {
                    "holder": name,
                    "file": file,
                    "line": where[0] if where else None,
                    "code": where[1] if where else None,
                    "bytes": got["bytes"],
                    "tensors": len(got["addrs"]),
                    "addrs": sorted(got["addrs"]),
                }
            )
        if len(out) >= MAX_HOLDERS:
            break
    del objects
    return out
