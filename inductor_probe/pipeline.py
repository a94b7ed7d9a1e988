"""``breakdown``: model file -> run directory with compiled modules, traces and tables."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from inductor_probe import env as probe_env
from inductor_probe import rundir
from inductor_probe.breakdown import analyse
from inductor_probe.driver import compile_model, inspect_model_file
from inductor_probe.errors import ProbeError
from inductor_probe.profile import profile_module


@dataclass
class BreakdownOptions:
    model: str
    out: str | None = None
    mode: str = "default"
    backward: bool = False
    device: str = "auto"
    script: bool = False
    script_args: tuple[str, ...] = ()
    timeout_s: float = 1800.0
    calls: int = 10
    cache_dir: str | None = None
    fresh_cache: bool = False


def run_breakdown(opts: BreakdownOptions, progress: Callable[[str], None]) -> tuple[Path, dict]:
    """Compile, profile and analyse; returns the run directory and its manifest.

    The manifest is written after every step, so a failure keeps what was done
    (``status`` says how far it got and ``error`` why it stopped).
    """
    model = inspect_model_file(opts.model, force_script=opts.script)
    if opts.mode not in probe_env.COMPILE_MODES:
        raise ProbeError(f"unknown --mode {opts.mode!r}; choose one of {', '.join(probe_env.COMPILE_MODES)}")
    run = rundir.new_run_dir(opts.out, model.path.stem)
    if opts.cache_dir:
        cache = Path(opts.cache_dir).resolve()
    elif opts.fresh_cache:
        cache = run / "cache"
    else:
        cache = rundir.default_cache_dir(run)
    cache.mkdir(parents=True, exist_ok=True)
    manifest = rundir.new_manifest(
        command=["inductor-probe", *sys.argv[1:]],
        model={
            "path": str(model.path),
            "kind": model.kind,
            "compile_mode": opts.mode,
            "backward": opts.backward,
            "device": opts.device,
            "script_args": list(opts.script_args),
        },
    )
    manifest["cache"] = {"dir": str(cache)}
    manifest["environment"]["inductor_env"] = probe_env.reported_settings(
        probe_env.child_env(cache, device="cpu" if opts.device == "cpu" else "cuda")
    )
    rundir.write_manifest(run, manifest)
    rundir.point_latest(run)
    progress(f"run directory: {run}")
    try:
        result, graphs = compile_model(
            model,
            run=run,
            cache_dir=cache,
            device=opts.device,
            compile_mode=opts.mode,
            backward=opts.backward,
            script_args=list(opts.script_args),
            timeout_s=opts.timeout_s,
            progress=progress,
        )
        manifest["environment"].update(
            {
                "versions": result.get("versions"),
                "device": result.get("device"),
                "inductor_settings": result.get("inductor_settings"),
            }
        )
        manifest["cache"]["counters"] = result.get("counters", {})
        manifest["device_type"] = result.get("resolved_device", opts.device)
        peak = (result.get("device") or {}).get("peak_mem_gbps")
        for g in graphs:
            manifest["graphs"].append(
                {
                    "label": g.label,
                    "aot_id": g.module.aot_id,
                    "graph_kind": g.module.graph_kind,
                    "graph_id": g.module.graph_id,
                    "compile_id": g.compile_id,
                    "device_type": g.device_type,
                    "source_path": g.source_path,
                    "module": str(g.module_copy.relative_to(run)),
                    "kernels": [k.to_dict() for k in g.module.kernels],
                    "extern_calls": [k.to_dict() for k in g.module.extern_calls],
                    "status": "compiled",
                }
            )
        manifest["status"] = "compiled"
        rundir.write_manifest(run, manifest)
        for g, entry in zip(graphs, manifest["graphs"]):
            summary, presult, trace = profile_module(
                g.module_copy,
                label=g.label,
                run=run,
                cache_dir=cache,
                device_type=g.device_type,
                calls=opts.calls,
                timeout_s=opts.timeout_s,
                progress=progress,
            )
            bd = analyse(summary, g.module, peak if g.device_type == "cuda" else None)
            entry.update(
                {
                    "trace": str(trace.relative_to(run)),
                    "profile": presult,
                    "breakdown": bd.to_dict(),
                    "status": "profiled",
                }
            )
            rundir.write_manifest(run, manifest)
        manifest["status"] = "complete"
    except ProbeError as e:
        manifest["status"] = "failed"
        manifest["error"] = {"message": e.message, "exit_code": e.exit_code}
        rundir.write_manifest(run, manifest)
        e.message = f"{e.message} [partial results kept in {run}]"
        raise
    except BaseException as e:
        manifest["status"] = "failed"
        manifest["error"] = {"message": f"{type(e).__name__}: {e}", "exit_code": 1}
        rundir.write_manifest(run, manifest)
        raise
    rundir.write_manifest(run, manifest)
    return run, manifest


def reanalyse(run: Path, manifest: dict) -> dict:
    """Recompute every graph's tables from its recorded trace and module (no GPU needed)."""
    from inductor_probe.artifacts import parse_compiled_module
    from inductor_probe.trace import parse_trace

    peak = ((manifest.get("environment") or {}).get("device") or {}).get("peak_mem_gbps")
    for g in manifest.get("graphs", []):
        if "trace" not in g:
            continue
        trace = run / g["trace"]
        if not trace.exists() and Path(f"{trace}.gz").exists():
            trace = Path(f"{trace}.gz")
        summary = parse_trace(trace, "cuda" if g.get("device_type") == "cuda" else "cpu")
        module = parse_compiled_module(run / g["module"])
        g["breakdown"] = analyse(summary, module, peak if g.get("device_type") == "cuda" else None).to_dict()
    return manifest
