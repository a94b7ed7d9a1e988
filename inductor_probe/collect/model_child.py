"""Child process of ``collect.model``: run the user's model under torch.compile, record compiled modules.

Invoked as ``python -m inductor_probe.collect.model_child SPEC.json`` (a ``doors.CompileSpec``); writes its
``CompileResult`` to ``spec.result`` whatever happens, so the parent can report a one-line error and keep
what was found.
"""

from __future__ import annotations

import contextlib
import os
import runpy
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from inductor_probe import _compat, marks
from inductor_probe._compat import autotune_choices, cupti, dynamo_log, graph_call, module_stacks
from inductor_probe.collect import cache_keys, graph_breaks, memory, provenance
from inductor_probe.collect.boundaries import install_optimizer_hook
from inductor_probe.collect.child import exit_child, lingering_threads
from inductor_probe.collect.doors import (
    ChildError,
    CompileResult,
    CompileSpec,
    KernelAutotune,
    KernelSites,
    ModuleRecord,
    read_spec,
    write_record,
)
from inductor_probe.collect.model_file import (
    CUDAGRAPH_MODES,
    BadModelFile,
    UserCodeError,
    build_model,
    compiled_step,
    eager_step,
    is_module,
    user_import_path,
)
from inductor_probe.collect.ranks import as_rank, job_shape_error
from inductor_probe.collect.script_steps import ScriptSteps
from inductor_probe.collect.steps import (
    SCRIPT_SKIPPED_STEPS,
    SCRIPT_TIMED_STEPS,
    GraphCalls,
    profile_model_steps,
)
from inductor_probe.errors import first_line
from inductor_probe.run.autotune import Autotuned
from inductor_probe.run.dynamo import DynamoCounters
from inductor_probe.run.manifest import DeviceInfo, Versions
from inductor_probe.run.memory import EagerSteps
from inductor_probe.vocab import ChildStatus, ProfileWindow, StepKind


def _window(spec: CompileSpec, cuda: bool) -> ProfileWindow:
    """The windows asked for; on a CPU (``--device auto`` on a machine without CUDA) the lean window alone
    would see no kernels (they are ops): the rich one beside it."""
    asked = ProfileWindow(spec.profile)
    return ProfileWindow.BOTH if asked == ProfileWindow.LEAN and not cuda else asked


def _script_window(spec: CompileSpec, cuda: bool) -> ProfileWindow:
    """A script run again with fewer steps (a fitted plan) has room for one window: the rich one, unless
    only the lean one was asked for."""
    asked = _window(spec, cuda)
    return asked if spec.script_plan is None or asked != ProfileWindow.BOTH else ProfileWindow.RICH


def run_convention(spec: CompileSpec, log) -> tuple[Callable[[], None], EagerSteps | None]:
    """Build the model and inputs (the eager baseline first where asked), compile, run one step (which
    compiles); returns the step and the eager figures."""
    import torch

    model, args, kwargs = build_model(spec)
    try:
        reset = model.zero_grad if is_module(model) else (lambda: None)
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
        self.break_log = dynamo_log.capture_graph_breaks()  # Dynamo's graph-break messages, as they come
        self.compiles = dynamo_log.capture_compiles(_compat.TRACE_LOGGER)  # each frame Dynamo compiles
        self.path.with_name(cache_keys.FILE_NAME).unlink(missing_ok=True)  # appended to as modules come

    def save(self) -> None:
        write_record(self.path, self.result)

    def recompiled(self, old: str, new: str) -> bool:
        """Is the compiled module ``new`` the module ``old`` compiled again: the same Dynamo frame, a later
        compile of it, the same place among that compile's modules (a forward for a forward)?"""
        where = {}
        for m in self.result.modules:
            key = Path(m.file_path or "").stem
            same = [
                x
                for x in self.result.modules
                if (x.frame_id, x.frame_compile_id) == (m.frame_id, m.frame_compile_id)
            ]
            where[key] = (m.frame_id, m.frame_compile_id, same.index(m))
        a, b = where.get(old), where.get(new)
        return a is not None and b is not None and a[0] == b[0] and a[1] != b[1] and a[2] == b[2]

    def record(self, info: dict) -> None:
        info["time_s"] = round(time.time() - self.t0, 3)
        self.result.modules.append(ModuleRecord.from_dict(info))
        self.save()

    def artifact(self, metadata: dict, payload) -> None:
        """A structured-trace artifact: a module's FX graph cache key, or its kernels' source lines."""
        if cache_keys.is_cache_artifact(metadata):
            info = provenance.module_for_artifact(self.result.modules, metadata)
            row = cache_keys.entry(info.file_path if info is not None else None, payload)
            if row is not None:
                with contextlib.suppress(OSError):  # a help for compare, never a reason to fail
                    cache_keys.append(self.path.with_name(cache_keys.FILE_NAME), row)
            return
        self.source_lines(metadata, payload)

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
            # a cache hit's traces are of the compile that filled the cache: its lines may have moved since
            externs = [frames for _, frames in info.extern_source_lines or []]
            provenance.reanchor([*(info.source_lines or {}).values(), *externs])
            sites = provenance.module_sites(payload, code)
            if sites is not None:
                info.module_sites = [KernelSites(name=k, sites=v) for k, v in sites[0].items()]
                info.extern_module_sites = [list(s) for s in sites[1]]
            tuned = provenance.autotune_sites(payload, code)
            info.autotune = [
                KernelAutotune(name=n, call=i, autotuned=Autotuned.from_dict(d)) for n, i, d in tuned
            ] or None
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
                profile=len(plan) < 4 or bool(plan[3]),
                recompiled=c.recompiled,
                window=_script_window(spec, cuda),
            )
            calls.on_call = c.script_steps.graph_call
            marks.set_hook(c.script_steps.mark)
            install_optimizer_hook(c.script_steps)
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
                window=_window(spec, cuda),
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
            r.step.marks_elsewhere = marks.marks_elsewhere() or None
            memory.note_for(r.step, c.spec, None)
        except Exception as e:  # the run's own error says more
            r.step_error = first_line(e, 300)
    r.counters = _compat.compile_counters()
    r.graph_breaks = graph_breaks.parse(c.break_log, dynamo_log.graph_break_reasons()) or None
    r.recompiles = graph_breaks.recompiles(c.compiles, c.t0) or None
    r.dynamo = DynamoCounters.from_dict(dynamo_log.dynamo_counters(len(r.recompiles or ())))
    r.versions = Versions.from_dict(dict(_compat.versions()))
    r.inductor_settings = _compat.inductor_settings()
    try:
        r.device = DeviceInfo.from_dict(_compat.device_info(c.spec.device))
    except Exception as e:  # pragma: no cover
        r.device = DeviceInfo.from_dict({"error": str(e)})
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
        if (shape := job_shape_error(spec)) is not None:  # before the script: every rank says the same
            c.fail("job_shape", shape)
            c.save()
            return 1
    _compat.install_output_code_hook(c.record, c.artifact)
    if autotune_choices.install():
        module_stacks.install(autotune_choices.site_entry)
    else:
        module_stacks.install()
    import torch

    # CUPTI let go after each window, not left attached (not where the model runs CUDA graphs)
    cupti.teardown_after_profiling(torch.version.cuda, mode=spec.compile_mode)
    calls = GraphCalls()
    try:
        graph_call.install(calls)
        _run(c, calls)
        c.result.status = ChildStatus.OK
    except BadModelFile as e:
        c.fail("bad_model_file", str(e))
    except UserCodeError as e:
        kind = "compile_error" if _compat.is_compile_error(e.exc) else "model_raised"
        c.fail("no_device" if e.where == "--device cuda" else kind, str(e) + cupti.teardown_hint(str(e)))
    except BaseException as e:
        kind = "compile_error" if _compat.is_compile_error(e) else "model_raised"
        where = "compiling the model" if kind == "compile_error" else "the model"
        said = f"{where} raised {type(e).__name__}: {first_line(e, empty='')}"
        c.fail(kind, said + cupti.teardown_hint(said))
    _finish(c, calls)
    return 0 if c.result.status == ChildStatus.OK else 1


if __name__ == "__main__":
    exit_child(main(sys.argv[1:]))
