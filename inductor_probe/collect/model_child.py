"""Child process of ``collect.model``: run the user's model under torch.compile, record compiled modules.

Invoked as ``python -m inductor_probe.collect.model_child SPEC.json`` (a ``doors.CompileSpec``); writes its
``CompileResult`` to ``spec.result`` whatever happens, so the parent can report a one-line error and keep
what was found.
"""

from __future__ import annotations

import inspect
import os
import runpy
import sys
import sysconfig
import time
import traceback
from collections.abc import Callable, Mapping
from pathlib import Path

from inductor_probe import _compat
from inductor_probe.collect import memory, provenance
from inductor_probe.collect.child import exit_child, lingering_threads
from inductor_probe.collect.doors import (
    ChildError,
    CompileResult,
    CompileSpec,
    ModuleRecord,
    read_spec,
    write_record,
)
from inductor_probe.collect.model import INPUT_FUNCS, MODEL_FUNCS, MODEL_OBJECT
from inductor_probe.collect.ranks import as_rank
from inductor_probe.collect.steps import (
    SCRIPT_SKIPPED_STEPS,
    SCRIPT_TIMED_STEPS,
    GraphCalls,
    ScriptSteps,
    profile_model_steps,
)
from inductor_probe.errors import first_line
from inductor_probe.vocab import ChildStatus, StepKind

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
    if not callable(obj) or _is_module(obj):
        return obj
    try:
        takes_device = "device" in inspect.signature(obj).parameters
    except (TypeError, ValueError):
        takes_device = False
    return obj(device=device) if takes_device else obj()


def _is_module(obj) -> bool:
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
    return f"{name}()" if callable(obj) and not _is_module(obj) else name


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


def build_model(spec: CompileSpec):
    """The model and its inputs on the device, from the file's convention: (model, args, kwargs)."""
    device = spec.device
    path = spec.path
    user_import_path(Path(path).parent, Path.cwd())
    try:
        ns = _import_model_file(path)
    except Exception as e:
        raise UserCodeError(f"importing {Path(path).name}", e) from e
    mname, mobj = _find(ns, (*MODEL_FUNCS, MODEL_OBJECT))
    iname, iobj = _find(ns, INPUT_FUNCS)
    try:
        model = _call_maybe_with_device(mobj, device)
    except Exception as e:
        raise UserCodeError(f"{mname}()", e) from e
    try:
        inputs = _call_maybe_with_device(iobj, device)
    except Exception as e:
        raise UserCodeError(f"{iname}()", e) from e
    _check_returned((_called(mname, mobj), _called(iname, iobj)), model, inputs)
    if _is_module(model):
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

    compiled = torch.compile(model, mode=None if spec.compile_mode == "default" else spec.compile_mode)
    backward = spec.backward

    def step() -> None:
        if backward:
            if _is_module(model):
                model.zero_grad(set_to_none=True)  # a training step's gradients start afresh, not accumulated
            _loss(compiled(*args, **kwargs)).backward()
        else:
            with torch.no_grad():
                compiled(*args, **kwargs)

    return step


def eager_step(spec: CompileSpec, model, args: tuple, kwargs: dict) -> Callable[[], None]:
    """One step of the model uncompiled (``--eager-baseline``), as ``compiled_step`` runs it."""
    import torch

    def step() -> None:
        if spec.backward:
            if _is_module(model):
                model.zero_grad(set_to_none=True)
            _loss(model(*args, **kwargs)).backward()
        else:
            with torch.no_grad():
                model(*args, **kwargs)

    return step


def run_convention(spec: CompileSpec, log) -> tuple[Callable[[], None], dict | None]:
    """Build the model and inputs (the eager baseline first where asked), compile, run one step (which
    compiles); returns the step and the eager figures."""
    import torch

    model, args, kwargs = build_model(spec)
    try:
        reset = model.zero_grad if _is_module(model) else (lambda: None)
        eager = memory.eager_baseline(spec, eager_step(spec, model, args, kwargs), reset, log)
    except Exception as e:
        raise UserCodeError("a step of the model uncompiled (--eager-baseline)", e) from e
    step = compiled_step(spec, model, args, kwargs)
    device, path = spec.device, spec.path
    log(f"compiling {Path(path).name} (mode={spec.compile_mode}, device={device})")
    step()
    if device.startswith("cuda"):
        torch.cuda.synchronize()
    return step, eager


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


def run_script(spec: CompileSpec, log) -> None:
    path = spec.path
    sys.argv = [path, *spec.script_args]
    user_import_path(Path(path).parent)
    log(f"running {Path(path).name} as __main__")
    try:
        runpy.run_path(path, run_name="__main__")
    except SystemExit as e:
        if e.code not in (None, 0):
            raise UserCodeError(f"{Path(path).name}", RuntimeError(f"exited with code {e.code}")) from e


class Child:
    """The child's state: its spec, the result written as it grows (kept should it die or hang later)."""

    def __init__(self, spec: CompileSpec):
        self.spec = spec
        self.result = CompileResult()
        self.path = Path(spec.result)
        self.t0 = time.time()
        self.script_steps: ScriptSteps | None = None  # a script's steps, cut as it runs

    def save(self) -> None:
        write_record(self.path, self.result)

    def record(self, info: dict) -> None:
        info["time_s"] = round(time.time() - self.t0, 3)
        self.result.modules.append(ModuleRecord.from_dict(info))
        self.save()

    def source_lines(self, metadata: dict, payload) -> None:
        """The user's lines of each kernel of the module this artifact follows (never fatal)."""
        if not provenance.is_kernel_stack_traces_record(metadata):
            return
        try:
            import torch

            info = provenance.module_for_artifact(self.result.modules, metadata)
            if info is None or info.file_path is None:
                return
            code = Path(info.file_path).read_text()
            torch_dir = [os.path.dirname(torch.__file__)]
            info.source_lines = provenance.kernel_source_lines(payload, code, exclude_dirs=torch_dir)
            info.extern_source_lines = provenance.extern_source_lines(payload, code, exclude_dirs=torch_dir)
            self.save()
        except Exception as e:  # the lines are a help, never a reason to fail the run
            _log(f"no source lines: {first_line(e, 200)}")

    def fail(self, kind: str, message: str) -> None:
        self.result.failed_at = time.time()
        self.result.status = ChildStatus.ERROR
        self.result.error = ChildError(message=message, kind=kind, traceback=traceback.format_exc())


def _log(msg: str) -> None:
    print(f"[inductor-probe child] {msg}", file=sys.stderr, flush=True)


def _resolve_device(spec: CompileSpec) -> None:
    import torch

    if spec.device == "auto":
        spec.device = "cuda" if torch.cuda.is_available() else "cpu"
    elif spec.device.startswith("cuda") and not torch.cuda.is_available():
        raise UserCodeError(
            "--device cuda", RuntimeError("no CUDA device is available here; run with --device cpu")
        )


def _run(c: Child, calls: GraphCalls) -> None:
    """Compile and run the model (a model file: then profile its steps; a script: its steps are cut
    as it runs, in ``c.script_steps``, finished whatever happens)."""
    spec = c.spec
    _resolve_device(spec)
    c.result.resolved_device = spec.device
    cuda, trace = spec.device.startswith("cuda"), Path(spec.trace)
    mem = Path(spec.memory) if spec.memory and cuda and memory.memory_on() else None
    if spec.kind == StepKind.SCRIPT:
        if spec.steps:
            plan = spec.script_plan or [SCRIPT_SKIPPED_STEPS, SCRIPT_TIMED_STEPS, 1]
            c.script_steps = ScriptSteps(
                cuda=cuda,
                steps=spec.steps,
                trace=trace,
                calls=calls,
                skipped=plan[0],
                timed=plan[1],
                warmup=plan[2],
                memory=mem,
            )
            c.script_steps.start()
        run_script(spec, _log)
        return
    step, eager = run_convention(spec, _log)
    c.result.status = ChildStatus.COMPILED
    c.save()
    if spec.steps:
        cudagraphs = spec.compile_mode in CUDAGRAPH_MODES
        try:
            c.result.step = profile_model_steps(
                step,
                cuda=cuda,
                cudagraphs=cudagraphs,
                steps=spec.steps,
                trace=trace,
                calls=calls,
                log=_log,
                memory=mem,
            )
        except Exception as e:
            raise UserCodeError("a step of the model (after it compiled)", e) from e
        memory.note_for(c.result.step, spec, eager)


def _finish(c: Child, calls: GraphCalls) -> None:
    """What the child reports whatever happened: the script's steps, counters, versions, device."""
    r = c.result
    if c.script_steps is not None:
        try:
            r.step = c.script_steps.finish()
            memory.note_for(r.step, c.spec, None)
        except Exception as e:  # the run's own error says more
            r.step_error = first_line(e, 300)
    r.graph_calls_total = dict(calls.calls)
    r.counters = _compat.compile_counters()
    r.versions = dict(_compat.versions())
    r.inductor_settings = _compat.inductor_settings()
    try:
        r.device = _compat.device_info(c.spec.device)
    except Exception as e:  # pragma: no cover
        r.device = {"error": str(e)}
    r.elapsed_s = round(time.time() - c.t0, 2)
    r.lingering = lingering_threads() or None
    c.save()


def main(argv: list[str]) -> int:
    spec = read_spec(CompileSpec, Path(argv[0]))
    rank = as_rank(spec)
    c = Child(spec)
    if rank is not None:
        c.result.rank, c.result.pid = rank, os.getpid()
        c.save()
    _compat.install_output_code_hook(c.record, c.source_lines)
    calls = GraphCalls()
    try:
        _compat.install_graph_call_hook(calls)
        _run(c, calls)
        c.result.status = ChildStatus.OK
    except BadModelFile as e:
        c.fail("bad_model_file", str(e))
    except UserCodeError as e:
        kind = "compile_error" if _compat.is_compile_error(e.exc) else "model_raised"
        c.fail("no_device" if e.where == "--device cuda" else kind, str(e))
    except BaseException as e:
        kind = "compile_error" if _compat.is_compile_error(e) else "model_raised"
        where = "compiling the model" if kind == "compile_error" else "the model"
        c.fail(kind, f"{where} raised {type(e).__name__}: {first_line(e, empty='')}")
    _finish(c, calls)
    return 0 if c.result.status == ChildStatus.OK else 1


if __name__ == "__main__":
    exit_child(main(sys.argv[1:]))
