"""A model file's convention (``get_model()`` / ``get_inputs()``): its model and inputs built, seeded, on the
device, and one step of it compiled or eager. Used by every child that runs a model file (the model child,
``compare``'s interleaved child)."""

from __future__ import annotations

import inspect
import os
import sys
import sysconfig
from collections.abc import Callable, Mapping
from pathlib import Path

from inductor_probe._compat import guards
from inductor_probe.collect.doors import CompileSpec
from inductor_probe.collect.model import INPUT_FUNCS, MODEL_FUNCS, MODEL_OBJECT
from inductor_probe.errors import first_line
from inductor_probe.vocab import CompileMode

CUDAGRAPH_MODES = ("reduce-overhead", "max-autotune")  # torch.compile modes that replay CUDA graphs


class UserCodeError(Exception):
    """The user's file raised: ``where`` says in which step."""

    def __init__(self, where: str, exc: BaseException):
        super().__init__(f"{where} raised {type(exc).__name__}: {first_line(exc, empty='')}")
        self.where = where
        self.exc = exc


class BadModelFile(Exception):
    """get_model() / get_inputs() returned something the tool cannot run: the user's file to fix."""


def _a(value) -> str:
    """``a str``, ``an int``, ``None``, ``a generator``: what a value is, for a message."""
    if value is None:
        return "None"
    name = "generator" if inspect.isgenerator(value) else type(value).__name__
    return f"{'an' if name[0].lower() in 'aeiou' else 'a'} {name}"


def _check_returned(what: tuple[str, str], model, inputs) -> None:
    """Wrong types are named before the model runs (not as an error deep inside its forward)."""
    import torch

    if not callable(model):
        raise BadModelFile(f"{what[0]} returned {_a(model)}; expected a torch.nn.Module or a callable")
    if not isinstance(inputs, (torch.Tensor, Mapping, list, tuple)):
        raise BadModelFile(f"{what[1]} returned {_a(inputs)}; expected a tuple, list, dict or tensor")


def user_import_path(*dirs: str | Path) -> None:
    """Make the user's folders importable *after* the standard library.

    The child runs with ``-P`` (no current directory first on ``sys.path``), so a user's
    ``inspect.py`` or ``profile.py`` cannot shadow the standard library the tool and torch rely on;
    the user's own modules still come before installed packages, as they would for ``python model.py``.
    """
    std = {os.path.realpath(sysconfig.get_paths()[k]) for k in ("stdlib", "platstdlib")}

    def is_std(entry: str) -> bool:
        real = os.path.realpath(entry or ".")
        inside = any(real == s or real.startswith(s + os.sep) for s in std)
        return inside and "site-packages" not in real and "dist-packages" not in real

    at = max((i for i, e in enumerate(sys.path) if is_std(e)), default=len(sys.path) - 1) + 1
    for d in dirs:
        d = str(Path(d).resolve())
        if d not in sys.path:
            sys.path.insert(at, d)
            at += 1


def _call_maybe_with_device(obj, device: str):
    if not callable(obj) or is_module(obj):
        return obj
    try:
        takes_device = "device" in inspect.signature(obj).parameters
    except (TypeError, ValueError):
        takes_device = False
    return obj(device=device) if takes_device else obj()


def is_module(obj) -> bool:
    import torch

    return isinstance(obj, torch.nn.Module)


def _to_device(value, device: str):
    import torch

    if isinstance(value, torch.Tensor):
        moved = value.to(device)
        return moved.detach().requires_grad_(value.requires_grad) if moved is not value else value
    if isinstance(value, (list, tuple)):
        return type(value)(_to_device(v, device) for v in value)
    if isinstance(value, Mapping):
        return {k: _to_device(v, device) for k, v in value.items()}
    return value


def _tensors(value):
    import torch

    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _tensors(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _tensors(v)
    elif hasattr(value, "__dict__") and hasattr(value, "keys"):  # ModelOutput-like
        for k in value.keys():
            yield from _tensors(value[k])


def _called(name: str, obj) -> str:
    return f"{name}()" if callable(obj) and not is_module(obj) else name


def _find(ns: dict, names: tuple[str, ...]):
    for n in names:
        if n in ns:
            return n, ns[n]
    return None, None


MODEL_MODULE = "__inductor_probe_model__"


def _import_model_file(path: str) -> dict:
    """The model file's namespace, imported as a module registered in ``sys.modules`` (Dynamo looks up the
    module of a class it traces: a ``torch.nn.Sequential`` of the file's own blocks needs it)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(MODEL_MODULE, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[MODEL_MODULE] = module
    spec.loader.exec_module(module)
    return vars(module)


SEED = 0


def seed_all() -> None:
    """The same model and inputs in every child that builds them (the breakdown's, compare's interleaved
    one): Inductor hashes some inputs by value into its cache key (a constant, an inference graph's
    inputs), so unseeded ``torch.randn`` inputs would miss the cache the breakdown filled."""
    import random

    import torch

    random.seed(SEED)
    torch.manual_seed(SEED)  # every device's generator
    if "numpy" in sys.modules:
        sys.modules["numpy"].random.seed(SEED)


def build_model(spec: CompileSpec):
    """The model and its inputs on the device, from the file's convention: (model, args, kwargs)."""
    import torch  # noqa: F401  # before the model file: see below

    # torch before the model file, in every child: Inductor's cache key pickles ``torch.contiguous_format``
    # by the first module in ``sys.modules`` that reaches it, and a model module imported before
    # ``torch._utils`` reaches it as ``<model>.torch.contiguous_format``: another key, a cache miss in
    # compare's interleaved child (``collect/cache_keys.py`` names such a difference)
    device = spec.device
    path = spec.path
    user_import_path(Path(path).parent, Path.cwd())
    try:
        ns = _import_model_file(path)
    except Exception as e:
        raise UserCodeError(f"importing {Path(path).name}", e) from e
    mname, mobj = _find(ns, (*MODEL_FUNCS, MODEL_OBJECT))
    iname, iobj = _find(ns, INPUT_FUNCS)
    seed_all()
    try:
        model = _call_maybe_with_device(mobj, device)
    except Exception as e:
        raise UserCodeError(f"{mname}()", e) from e
    try:
        inputs = _call_maybe_with_device(iobj, device)
    except Exception as e:
        raise UserCodeError(f"{iname}()", e) from e
    _check_returned((_called(mname, mobj), _called(iname, iobj)), model, inputs)
    if is_module(model):
        model = model.to(device)
        if not spec.backward:
            model.eval()
    inputs = _to_device(inputs, device)
    args: tuple = ()
    kwargs: dict = {}
    if isinstance(inputs, Mapping):  # a dict, or a Hugging Face BatchEncoding
        args, kwargs = (), dict(inputs)
    elif isinstance(inputs, (list, tuple)):
        args, kwargs = tuple(inputs), {}
    else:
        args, kwargs = (inputs,), {}
    return model, args, kwargs


def compiled_step(spec: CompileSpec, model, args: tuple, kwargs: dict) -> Callable[[], None]:
    """One step of ``torch.compile(model, mode=spec.compile_mode)`` (it compiles when first run)."""
    import torch

    compiled = torch.compile(
        model, mode=None if spec.compile_mode == CompileMode.DEFAULT else spec.compile_mode
    )
    step = _step(spec, model, compiled, args, kwargs)
    step.guard_probe = guards.guard_probe(model, args, kwargs, grad=spec.backward)  # type: ignore[attr-defined]
    return step


def eager_step(spec: CompileSpec, model, args: tuple, kwargs: dict) -> Callable[[], None]:
    """One step of the model uncompiled (``--eager-baseline``), as ``compiled_step`` runs it."""
    return _step(spec, model, model, args, kwargs)


def _step(spec: CompileSpec, model, call, args: tuple, kwargs: dict) -> Callable[[], None]:
    """A step as training loops run it: with --backward, gradients afresh (``zero_grad(set_to_none=True)``),
    the forward's output bound until backward is done (``out = model(**batch); out.loss.backward()`` keeps the
    logits alive through backward: issue 41, the peak is the loop's), then the model's loss differentiated;
    without it, the forward under ``no_grad``."""
    import torch

    def step() -> None:
        if spec.backward:
            if is_module(model):
                model.zero_grad(set_to_none=True)  # a training step's gradients start afresh, not accumulated
            out = call(*args, **kwargs)
            _loss(out).backward()
            del out
        else:
            with torch.no_grad():
                call(*args, **kwargs)

    return step


def _loss(out):
    """What --backward differentiates: the model's own ``loss`` where its output has one (a Hugging
    Face model given labels), otherwise the sum of the outputs that need grad."""
    loss = out.get("loss") if isinstance(out, dict) or hasattr(out, "keys") else getattr(out, "loss", None)
    if loss is not None and getattr(loss, "requires_grad", False):
        return loss
    grads = [t for t in _tensors(out) if t.requires_grad]
    if not grads:
        raise UserCodeError(
            "the model's forward",
            RuntimeError("--backward: no output requires grad (are all parameters frozen?)"),
        )
    return sum(t.float().sum() for t in grads)
