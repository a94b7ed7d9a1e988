"""A model object of the caller's process (``inductor_probe.breakdown(model, inputs)``) made into a model
file the children run like any other.

Why a child and not the caller's process: the child is where the tool sets Inductor's configuration
(kernel benchmarking, provenance, a private cache) and measures the allocator; doing that in the caller's
process would change its torch.compile settings and caches and count its own tensors in the memory figures.
So the object crosses the process boundary::

    cloudpickle.dumps({"model": model, "inputs": inputs})   classes and functions defined in a notebook cell
                                                            or ``__main__`` by value; installed ones by name
    a private folder (mkdtemp, removed afterwards):
        <Name>.py       get_model() / get_inputs() that unpickle it, after putting the caller's sys.path
                        and the source of its notebook cells (linecache) back, so that the user's lines
                        read as they do in the notebook
        object.pkl      the pickle
        context.json    the caller's sys.path and cell sources

Nothing of the caller's object is changed: it is only pickled (its tensors copied out, on the device they are
on). What cannot be pickled (an open file, a lock, a generator) is a one-line error naming it.
"""

from __future__ import annotations

import json
import linecache
import re
import shutil
import sys
import tempfile
import types
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from inductor_probe.errors import USAGE, ProbeError, first_line

SHIM = '''"""{doc}"""

from inductor_probe.collect.model_object import load_object

_LOADED = {{}}


def get_model():
    return load_object(__file__, _LOADED)["model"]


def get_inputs():
    return load_object(__file__, _LOADED)["inputs"]
'''
HOME = "__inductor_probe_object__"  # the module the object's by-value classes and functions live in here

FOLDER_PREFIX = "inductor-probe-object-"  # workflows/compare_modes.py knows an object's run by it
MAX_CELL_SOURCES = 200  # notebook cells whose source travels with the object (the most recent)


def describe(obj: Any) -> str:
    """``GPT2LMHeadModel`` for a module, ``my_fn`` for a function: what the run is called."""
    if hasattr(obj, "forward") or not hasattr(obj, "__name__"):
        return type(obj).__name__
    return str(obj.__name__)


def _file_name(obj: Any) -> str:
    name = re.sub(r"[^A-Za-z0-9_]", "_", describe(obj))[:80] or "model"
    return f"{name}.py"


def _cell_sources() -> dict[str, list[str]]:
    """Source lines of code that exists only in this process's linecache (IPython/ipykernel cells:
    ``<ipython-input-...>``, ``/tmp/ipykernel_*/*.py`` not on disk)."""
    out: dict[str, list[str]] = {}
    for name, entry in list(linecache.cache.items()):
        if len(entry) != 4 or not entry[2]:
            continue
        if name.startswith("<ipython-input") or ("ipykernel_" in name and not Path(name).exists()):
            out[name] = list(entry[2])
    return dict(list(out.items())[-MAX_CELL_SOURCES:])


def _pickle(model: Any, inputs: Any) -> bytes:
    try:
        import cloudpickle
    except ImportError:  # pragma: no cover - a dependency
        raise ProbeError("a model object needs cloudpickle: pip install cloudpickle", USAGE) from None
    try:
        return cloudpickle.dumps({"model": model, "inputs": inputs})
    except Exception as e:
        raise ProbeError(
            f"the model object could not be handed to the profiling process ({type(e).__name__}: "
            f"{first_line(e, 200)}); make it picklable (no open files, locks or generators in it) or "
            "pass a model file (get_model/get_inputs) instead",
            USAGE,
        ) from None


def _rehome(obj: Any, home: types.ModuleType, seen: set[int]) -> None:
    """Classes and functions pickled by value from the caller's ``__main__`` say ``__module__ ==
    "__main__"``; here ``__main__`` is the child's own module, and Dynamo reads a traced class's globals
    from its module: they move to ``home``, which gets the names their functions use."""
    import torch

    todo = list(obj.modules()) if isinstance(obj, torch.nn.Module) else [obj]
    for item in todo:
        for target in (type(item), item):
            if id(target) in seen or getattr(target, "__module__", None) != "__main__":
                continue
            seen.add(id(target))
            funcs = [target] if callable(target) and hasattr(target, "__globals__") else []
            funcs += (
                [f for f in vars(target).values() if hasattr(f, "__globals__")]
                if isinstance(target, type)
                else []
            )
            for f in funcs:  # Dynamo guards a global as sys.modules[f.__globals__["__name__"]].name
                for k, v in f.__globals__.items():
                    home.__dict__.setdefault(k, v)
                if f.__globals__.get("__name__") == "__main__":
                    f.__globals__["__name__"] = HOME
            try:
                target.__module__ = HOME
            except (AttributeError, TypeError):
                pass


def load_object(shim: str, cache: dict) -> dict:
    """In the child: the caller's sys.path and cell sources put back, the object unpickled and its
    by-value code rehomed (``_rehome``); ``cache`` keeps it for get_model() and get_inputs()."""
    if cache:
        return cache
    folder = Path(shim).resolve().parent
    try:
        context = json.loads((folder / "context.json").read_text())
        payload = (folder / "object.pkl").read_bytes()
    except OSError as e:
        raise RuntimeError(
            f"this model object was kept only while inductor_probe ran it ({e}); give the model again to "
            "inductor_probe.breakdown() or compare()"
        ) from None
    for p in context["sys_path"]:
        if p not in sys.path:
            sys.path.append(p)
    for name, lines in context["lines"].items():
        linecache.cache[name] = (sum(map(len, lines)), None, lines, name)
    import pickle

    cache.update(pickle.loads(payload))
    home = sys.modules.setdefault(HOME, types.ModuleType(HOME))
    _rehome(cache["model"], home, set())
    return cache


@contextmanager
def model_file_for(model: Any, inputs: Any) -> Iterator[Path]:
    """A model file that builds ``model`` and ``inputs`` in a child process, in a private folder removed
    when the block ends (see the module doc)."""
    if model is None or not callable(model):
        raise ProbeError(
            f"the model must be an nn.Module, a callable or a path to a model file, not "
            f"{type(model).__name__}",
            USAGE,
        )
    payload = _pickle(model, inputs)
    folder = Path(tempfile.mkdtemp(prefix=FOLDER_PREFIX))
    try:
        doc = (
            f"A model object ({describe(model)}) given to inductor_probe in another process, pickled by "
            "cloudpickle; kept only while inductor_probe runs it."
        )
        path = folder / _file_name(model)
        path.write_text(SHIM.format(doc=doc))
        (folder / "object.pkl").write_bytes(payload)
        context = {"sys_path": [p for p in sys.path if p], "lines": _cell_sources()}
        (folder / "context.json").write_text(json.dumps(context))
        yield path
    finally:
        shutil.rmtree(folder, ignore_errors=True)
