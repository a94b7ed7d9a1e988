"""The user's callables, imported into this process (``timeit``): ``FILE.py:NAME`` or ``module:NAME``."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from inductor_probe._util import load_module
from inductor_probe.errors import USAGE, ProbeError, first_line

FORM = "FILE.py:NAME or module:NAME"


def _import(where: str, what: str):
    if where.endswith(".py") or "/" in where or "\\" in where:
        path = Path(where)
        if path.exists() and not path.is_file():
            raise ProbeError(f"{what}: {where!r} is not a regular file (a folder, a pipe or a device)", USAGE)
        if not path.is_file():
            raise ProbeError(f"{what}: no such file {where!r}", USAGE)
        mod_name = f"_inductor_probe_timeit_{abs(hash(str(path.resolve())))}"
        if mod_name in sys.modules:
            return sys.modules[mod_name]
        folder = str(path.resolve().parent)
        sys.path.insert(0, folder)  # the file's own imports find its neighbours
        try:
            return load_module(path, mod_name)
        except SystemExit as e:
            raise ProbeError(
                f"{what}: importing {where!r} called sys.exit({e.code!r}); put the file's script part "
                "under `if __name__ == '__main__':`",
                USAGE,
            ) from None
        except Exception as e:
            raise ProbeError(
                f"{what}: importing {where!r} raised {type(e).__name__}: {first_line(e, 200)}", USAGE
            ) from e
        finally:
            sys.path.remove(folder)
    try:
        return importlib.import_module(where)
    except SystemExit as e:
        raise ProbeError(f"{what}: importing {where!r} called sys.exit({e.code!r})", USAGE) from None
    except ImportError as e:
        raise ProbeError(f"{what}: cannot import module {where!r} ({first_line(e, 200)})", USAGE) from e
    except Exception as e:
        raise ProbeError(
            f"{what}: importing {where!r} raised {type(e).__name__}: {first_line(e, 200)}", USAGE
        ) from e


def load_callable(spec: str, what: str) -> Callable:
    """The callable ``spec`` names; ``what`` (e.g. ``TARGET``) names the argument in errors."""
    where, _, name = spec.rpartition(":")
    if not where or not name:
        raise ProbeError(f"{what} {spec!r} must look like {FORM}", USAGE)
    module = _import(where, what)
    if not hasattr(module, name):
        public = sorted(n for n in vars(module) if callable(getattr(module, n)) and not n.startswith("_"))
        hint = f"; callables there: {', '.join(public[:8])}" if public else ""
        raise ProbeError(f"{what}: {where!r} has no {name!r}{hint}", USAGE)
    obj = getattr(module, name)
    if not callable(obj):
        raise ProbeError(f"{what}: {spec!r} is a {type(obj).__name__}, not a callable", USAGE)
    return obj


def bind(fn: Callable, inputs: Any) -> Callable[[], Any]:
    """``fn`` with ``inputs`` as its arguments: a tuple/list spread, a dict as keywords, None for
    none, anything else as the one argument."""
    if inputs is None:
        return fn
    if isinstance(inputs, dict):
        return lambda: fn(**inputs)
    args = tuple(inputs) if isinstance(inputs, (tuple, list)) else (inputs,)
    return lambda: fn(*args)
