"""Run the user's model under torch.compile in a child process (``model_child``) and collect its
compiled modules (and their kernel files) into the run directory."""

from __future__ import annotations

import ast
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from inductor_probe.collect.child import ChildResult, still
from inductor_probe.collect.doors import (
    ChildError,
    CompileResult,
    CompileSpec,
    KernelAutotune,
    ModuleRecord,
    read_record,
    run_child,
)
from inductor_probe.errors import CHILD_FAILED, USAGE, OptionError, ProbeError, clip
from inductor_probe.run import layout
from inductor_probe.run.artifacts import CompiledModule, parse_compiled_module
from inductor_probe.vocab import ChildStatus, CompileMode, ProfileWindow, StepKind

# A model file's convention: one of these functions (or a ``model`` object) and one of INPUT_FUNCS.
MODEL_FUNCS = ("get_model", "make_model", "build_model", "create_model")
MODEL_OBJECT = "model"
INPUT_FUNCS = ("get_inputs", "make_inputs", "get_example_inputs", "example_inputs", "inputs")
CONVENTION_HELP = "define get_model() and get_inputs() (see docs/usage.md, 'Model files')"
# Error kinds of the compile child that are the user's input to fix (exit code 2), not a failure.
USER_ERRORS = ("no_device", "bad_model_file")


DEVICE_FORMS = "auto, cpu, cuda or cuda:N"


def check_device(device: str) -> None:
    """``--device``, checked before any child starts: its form, and that the CUDA device exists."""
    kind, _, index = str(device).partition(":")
    if device in ("auto", "cpu", "cuda"):
        pass
    elif kind == "cuda" and index.isdigit():
        pass
    else:
        raise OptionError("device", device, f"{{}} is not one of {DEVICE_FORMS}")
    if kind != "cuda":
        return
    import torch

    count = torch.cuda.device_count() if torch.cuda.is_available() else 0
    if count == 0:
        raise ProbeError(f"--device {device}: no CUDA device is available here; run with --device cpu", USAGE)
    if index and int(index) >= count:
        raise ProbeError(
            f"--device {device}: this machine has {count} CUDA device(s), cuda:0 to cuda:{count - 1}", USAGE
        )


def check_nproc(nproc: int, device: str) -> None:
    """``--nproc-per-node``, before any rank starts: at most one rank per GPU of this host (a CUDA job), or
    per CPU (gloo; ``--device cpu`` or no GPU)."""
    if nproc <= 1:
        return
    import torch

    gpus = torch.cuda.device_count() if device != "cpu" and torch.cuda.is_available() else 0
    limit = gpus or os.cpu_count() or 1
    what = f"{gpus} CUDA device(s)" if gpus else f"{limit} CPU(s)"
    if nproc > limit:
        raise OptionError(
            "nproc_per_node", nproc, f"{{}}: more ranks than this host's {what}; give at most {limit}"
        )


@dataclass(frozen=True)
class ModelFile:
    path: Path
    kind: str  # "convention" | "script"


MAX_SOURCE_BYTES = 16 * 2**20  # a model file larger than this is not Python source to read


def _not_regular(p: Path) -> str | None:
    """What ``p`` is where it is not a regular file (a named pipe, a device, a socket), else None."""
    import stat

    mode = p.stat().st_mode
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "a named pipe (or a process substitution such as <(cat model.py))"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a socket" if stat.S_ISSOCK(mode) else "not a regular file"


def inspect_model_file(path: str | Path, force_script: bool = False) -> ModelFile:
    """Decide how to run ``path``; every problem is a one-line ProbeError."""
    p = Path(path)
    if not p.exists():
        raise ProbeError(f"no such file: {p}; pass the path to a Python file that {CONVENTION_HELP}", USAGE)
    if p.is_dir():
        raise ProbeError(f"{p} is a directory; pass a Python file that {CONVENTION_HELP}", USAGE)
    kind = _not_regular(p)
    if kind:
        raise ProbeError(
            f"{p} is {kind}, not a file; save the model to a .py file and pass that (it is read twice: "
            "once here, once by the child that runs it)",
            USAGE,
        )
    if p.stat().st_size > MAX_SOURCE_BYTES:
        raise ProbeError(
            f"{p} is {p.stat().st_size / 2**20:.0f} MiB, more than a model file's "
            f"{MAX_SOURCE_BYTES // 2**20} MiB; pass the Python file that builds the model",
            USAGE,
        )
    try:
        text = p.read_text()
    except (OSError, UnicodeDecodeError) as e:
        raise ProbeError(f"cannot read {p}: {e}", USAGE) from None
    try:
        tree = ast.parse(text, filename=str(p))
    except SyntaxError as e:
        raise ProbeError(
            f"{p}:{e.lineno}: syntax error: {e.msg}; fix the file and run again", USAGE
        ) from None
    if force_script:
        return ModelFile(p.resolve(), "script")
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    has_model = bool(names & set(MODEL_FUNCS)) or MODEL_OBJECT in names and bool(names & set(INPUT_FUNCS))
    has_inputs = bool(names & set(INPUT_FUNCS))
    if has_model and has_inputs:
        return ModelFile(p.resolve(), "convention")
    if _calls_torch_compile(tree):
        return ModelFile(p.resolve(), "script")
    if has_model != has_inputs:
        missing = "get_inputs()" if has_model else "get_model()"
        raise ProbeError(f"{p} defines no {missing}; {CONVENTION_HELP}", USAGE)
    raise ProbeError(
        f"{p} defines neither get_model()/get_inputs() nor calls torch.compile; {CONVENTION_HELP}, "
        "or pass a script that compiles its model itself",
        USAGE,
    )


def _calls_torch_compile(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "compile":
            if isinstance(node.value, ast.Name) and node.value.id == "torch":
                return True
            if isinstance(node.value, ast.Name) and node.value.id not in ("re", "os"):
                return True  # model.compile(), an aliased torch
        if (
            isinstance(node, ast.ImportFrom)
            and node.module == "torch"
            and any(a.name == "compile" for a in node.names)
        ):
            return True
    return False


@dataclass
class Graph:
    """A compiled module collected from the run."""

    label: str
    module: CompiledModule
    module_copy: Path
    source_path: str
    compile_id: str | None
    device_type: str


def _still(model: ModelFile, steps: int, seconds: float, log: Path) -> str:
    """What a long-running model child is doing, said while it runs (``child.HEARTBEAT_S``)."""
    return still(
        f"still {'compiling and profiling' if steps else 'compiling'} {model.path.name}", seconds, log
    )


def run_model(
    model: ModelFile,
    *,
    run: Path,
    env: dict[str, str],
    device: str,
    compile_mode: str,
    backward: bool,
    script_args: list[str],
    steps: int,
    timeout_s: float,
    progress: Callable[[str], None],
    script_plan: list[int] | None = None,
    eager_baseline: bool = False,
    name: str = "driver",
    profile: str = ProfileWindow.BOTH,
) -> tuple[CompileResult, list[Graph]]:
    """Run the child: compile, then (``steps`` > 0) profile that many steps of the real run into
    ``run/traces/step.json`` (``collect.steps``), in the environment ``env``
    (``env.model_child_env``, recorded by the caller as given); return the child's result (versions, counters,
    device, ``step``) and the collected graphs.

    On failure the ProbeError is raised *after* whatever modules were found are
    copied into the run directory. ``name``: the child's files in ``logs/`` (``driver.log``, ...; a short
    script's extra timing runs have their own).
    """
    result_path = run / "logs" / f"{name}_result.json"
    spec = CompileSpec(
        kind=StepKind(model.kind),
        path=str(model.path),
        device=device,
        compile_mode=compile_mode,
        backward=backward,
        script_args=script_args,
        steps=steps,
        script_plan=script_plan,
        trace=str(layout.child_tmp(run, "traces") / "step.json"),  # moved into the run when it is written
        memory=str(layout.child_tmp(run, "traces") / "memory.json.gz") if steps else "",
        eager_baseline=eager_baseline,
        profile=ProfileWindow(profile),
        result=str(result_path),
    )
    what = f"compiling {model.path.name}"
    said = CompileMode.said(compile_mode, model.kind)
    said = said if model.kind == StepKind.SCRIPT else f"{model.kind}, {said}"
    progress(f"{what} ({said}){_doing(steps, script_plan)} ...")
    log = run / "logs" / f"{name}.log"
    try:
        child, result = run_child(
            "inductor_probe.collect.model_child",
            spec,
            CompileResult,
            spec_path=run / "logs" / f"{name}_spec.json",
            result_path=result_path,
            env=env,
            log_path=log,
            timeout_s=timeout_s,
            what=what,
            heartbeat=lambda t: progress(_still(model, steps, t, log)),
        )
    except ProbeError:
        kept = read_record(CompileResult, result_path)
        collect_graphs(kept.modules if kept else [], run)
        raise
    if result is None:
        raise ProbeError(
            f"the compile child died before reporting (exit code {child.returncode}): {child.last_line()} "
            f"(log: {log})",
            CHILD_FAILED,
            log=log,
        )
    graphs = collect_graphs(result.modules, run)
    take_files(result, run)
    if result.status != ChildStatus.OK:
        raise _failure(result, child, log)
    progress(f"compiled{' and profiled' if steps else ''} in {child.elapsed_s:.1f} s: {len(graphs)} graph(s)")
    if not graphs:
        raise _nothing_compiled(model.path.name, result, log)
    return result, graphs


def _nothing_compiled(name: str, result: CompileResult, log: Path) -> ProbeError:
    """A run that compiled nothing: Dynamo's reason where it skipped the code (an ``nn.GRU``), else the
    likely cause (no torch.compile, another backend)."""
    skipped = [b for b in result.graph_breaks or () if b.skipped] or list(result.graph_breaks or ())
    if skipped:
        b = skipped[0]
        why = f"{b.reason}" + (f": {b.explanation}" if b.explanation else "")
        fix = f"; {b.hint}" if b.hint else ""
        said = "skipped" if b.skipped else "broke the graph at"
        return ProbeError(
            f"{name} ran but Dynamo compiled nothing: it {said} {b.function or 'the code'} at {b.where()} "
            f"({why}){fix} (log: {log})",
            USAGE,
            log=log,
        )
    return ProbeError(
        f"{name} ran but compiled nothing with Inductor; does it call torch.compile "
        f"(backend 'inductor') on a model that runs? (log: {log})",
        USAGE,
        log=log,
    )


def _doing(steps: int, script_plan: list[int] | None) -> str:
    if script_plan is not None and len(script_plan) > 3 and not script_plan[3]:
        return f", timing {script_plan[1]} steps of it (no profiler)"
    return f", then {steps} steps of it profiled" if steps else ""


def take_files(result: CompileResult, run: Path) -> None:
    """The step trace and the allocator's history, moved from the child's scratch folder into the run."""
    if result.step is None:
        return
    result.step.trace = layout.take_trace(result.step.trace, run / "traces" / "step.json")
    result.step.lean_trace = layout.take_trace(result.step.lean_trace, run / "traces" / "step_lean.json")
    mem = result.step.memory
    if mem is not None and mem.snapshot:
        mem.snapshot = layout.take_trace(mem.snapshot, run / "traces" / "memory.json.gz")


def _failure(result: CompileResult, child: ChildResult, log: Path) -> ProbeError:
    """The one-line error of a child that did not finish: the user's input to fix (exit 2), or a failure."""
    err = result.error or ChildError()
    died = "compiled the model, then died" if result.status == ChildStatus.COMPILED else "failed"
    message = clip(err.message or f"the child that runs the model {died} (exit code {child.returncode})")
    if err.kind in USER_ERRORS:
        return ProbeError(message, USAGE, log=log)
    what = "compile error" if err.kind == "compile_error" else "model error"
    return ProbeError(f"{what}: {message} (log: {log}; --debug for the traceback)", CHILD_FAILED, log=log)


def collect_graphs(records: list[ModuleRecord], run: Path) -> list[Graph]:
    """Copy each compiled module (and its kernel files) into the run directory, once."""
    graphs: list[Graph] = []
    seen: set[str] = set()
    labels: set[str] = set()
    for rec in records:
        src = rec.file_path
        if not src or src in seen or not Path(src).exists():
            continue
        seen.add(src)
        module = parse_compiled_module(src)
        lines = rec.source_lines or {}
        if lines:
            module = replace(module, kernels=tuple(k.with_lines(lines.get(k.name)) for k in module.kernels))
        module = _with_extern_lines(module, rec.extern_source_lines)
        sites = {k.name: k.sites for k in rec.module_sites or ()}
        module = with_module_sites(module, sites, rec.extern_module_sites)
        handles = [e[0] for e in rec.extern_module_sites or rec.extern_source_lines or ()]
        module = with_autotune(module, rec.autotune, handles)
        label = module.label
        n = 1
        while label in labels:
            n += 1
            label = f"{module.label}_{n}"
        labels.add(label)
        copy = run / "modules" / f"{label}.py"
        shutil.copyfile(src, copy)
        for k in module.kernels:
            if k.kernel_path and Path(k.kernel_path).exists():
                shutil.copyfile(k.kernel_path, run / "kernels" / f"{k.name}.py")
        fid, fcid = rec.frame_id, rec.frame_compile_id
        graphs.append(
            Graph(
                label=label,
                module=module,
                module_copy=copy,
                source_path=src,
                compile_id=None if fid is None else f"{fid}/{fcid}",
                device_type=module_device_type(Path(src).read_text()),
            )
        )
    return graphs


def _with_extern_lines(module, found: list | None):
    """The user's lines of each library call where provenance found them, matched to the calls as the
    module's sites are (``_aligned``)."""
    lines = _aligned([k.name for k in module.extern_calls], found or [])
    if lines is None:
        return module
    return replace(
        module, extern_calls=tuple(k.with_lines(f) for k, f in zip(module.extern_calls, lines, strict=True))
    )


def with_module_sites(module: CompiledModule, kernels: dict | None, externs: list | None) -> CompiledModule:
    """The module with its call sites' nn.Module stacks where the compile recorded them: a generated
    kernel's sites by its name, the library calls' one per call in the module's order (``_aligned``)."""
    if kernels:
        module = replace(module, kernels=tuple(k.with_sites(kernels.get(k.name)) for k in module.kernels))
    sites = _aligned([k.name for k in module.extern_calls], externs or [])
    if sites is not None:
        module = replace(
            module,
            extern_calls=tuple(k.with_sites([s]) for k, s in zip(module.extern_calls, sites, strict=True)),
        )
    return module


def _aligned(calls: list[str], externs: list) -> list | None:
    """Each library call's recorded ``(name, what)``'s what, matched to the calls in order by name
    (``_handles``); None where a call finds none."""
    at = _handles(calls, [e[0] for e in externs])
    if not calls or len(at) != len(calls):
        return None
    return [externs[j][1] for j in sorted(at)]


def _handles(calls: list[str], handles: list[str]) -> dict[int, int]:
    """Each provenance handle of a library call (by its place among the module's extern handles) -> the call
    it is (by its place among the module's library calls), matched in order by name: a handle no call has is
    passed over (a fallback op the module calls otherwise: dropout's ``aten.randint.low_out`` left every
    library call of HF BERT's and GPT-2's forward without its module, line and autotune choices)."""
    out, j = {}, 0
    for i, name in enumerate(calls):
        while j < len(handles) and handles[j] != name:
            j += 1
        if j == len(handles):
            break
        out[j] = i
        j += 1
    return out


def with_autotune(
    module: CompiledModule, tuned: list[KernelAutotune] | None, handles: list[str] | None = None
) -> CompiledModule:
    """The module with what max-autotune timed for its template kernels (by name) and library calls (by
    place: a handle's place among the extern handles, ``handles`` their names, turned into its call's)."""
    if not tuned:
        return module
    at = _handles([k.name for k in module.extern_calls], handles) if handles else {}
    kernels = {t.name: t.autotuned for t in tuned if t.call is None}
    calls = {at.get(t.call, t.call): t.autotuned for t in tuned if t.call is not None}
    named = {at.get(t.call, t.call): t.name for t in tuned if t.call is not None}
    return replace(
        module,
        kernels=tuple(k.with_autotune(kernels.get(k.name)) for k in module.kernels),
        extern_calls=tuple(
            k.with_autotune(calls.get(i)) if calls.get(i) is not None and k.name == named.get(i) else k
            for i, k in enumerate(module.extern_calls)
        ),
    )


def module_device_type(text: str) -> str:
    if "async_compile.triton(" in text or "empty_strided_cuda(" in text or "device='cuda" in text:
        return "cuda"
    return "cpu"
