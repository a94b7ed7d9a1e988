"""The isolated view: each compiled module on its own (what ``python module.py -p`` does), on the
module's own random inputs, in one child process (``isolated_child``) for all of them.

A module whose synthetic inputs do not suit it may raise (recorded, the child goes on) or kill the
child (a segfault: a Hugging Face GPT-2 backward module does). Then the module that was running is
named as crashed and a new child takes the modules left; the run goes on either way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from inductor_probe.collect import env as probe_env
from inductor_probe.collect.child import still
from inductor_probe.collect.doors import (
    IsolatedResult,
    IsolatedSpec,
    ModuleOutcome,
    ModuleToRun,
    read_record,
    run_child,
)
from inductor_probe.errors import ProbeError
from inductor_probe.run import layout
from inductor_probe.run.manifest import ProfileResult
from inductor_probe.vocab import ChildStatus


@dataclass(frozen=True)
class ModuleToProfile:
    label: str
    module: Path
    device_type: str


@dataclass(frozen=True)
class IsolatedView:
    status: str  # "measured", or why not, in a few words
    profile: ProfileResult | None  # what the child measured besides the trace (wall per call, ...)
    trace: Path | None


def _status(rec: ModuleOutcome | None, crashed: str | None) -> str:
    if rec is None:
        return "not run (an earlier module's child did not finish)"
    if rec.status == ChildStatus.OK:
        return "measured"
    if rec.status == ChildStatus.RUNNING:
        return f"crashed on its synthetic inputs ({crashed or 'the child ended while it ran'})"
    return f"raised on its synthetic inputs: {rec.error}"


def _read(path: Path) -> IsolatedResult:
    return read_record(IsolatedResult, path) or IsolatedResult()


def profile_modules(
    modules: list[ModuleToProfile],
    *,
    run: Path,
    cache_dir: Path,
    calls: int,
    timeout_s: float,
    progress: Callable[[str], None],
) -> dict[str, IsolatedView]:
    """Profile every module (all of one device type) in as few children as crashes allow."""
    if not modules:
        return {}
    device = "cuda" if modules[0].device_type == "cuda" else "cpu"
    tmp = layout.child_tmp(run, "isolated")  # the modules' own TMPDIR (-p writes a fixed file name there)
    result_path, log = run / "logs" / "isolated_result.json", run / "logs" / "isolated.log"
    written = layout.child_tmp(run, "traces")  # moved into the run when the child wrote them
    traces = {m.label: written / f"{m.label}.json" for m in modules}
    spec = IsolatedSpec(
        modules=[ModuleToRun(m.label, str(m.module), str(traces[m.label])) for m in modules],
        result=str(result_path),
        calls=calls,
        device=device,
    )
    result_path.unlink(missing_ok=True)
    env = probe_env.child_env(cache_dir, tmpdir=tmp, device=device)
    crashed: dict[str, str] = {}  # label -> how the child ended while it ran
    for _ in modules:  # at most one new child per module that kills one
        left = [m.label for m in modules if _read(result_path).outcome(m.label) is None]
        if not left:
            break
        progress(f"isolated view: profiling {', '.join(left)} ({calls} calls each, in one child) ...")
        try:
            child, _ = run_child(
                "inductor_probe.collect.isolated_child",
                spec,
                IsolatedResult,
                spec_path=run / "logs" / "isolated_spec.json",
                result_path=result_path,
                env=env,
                log_path=log,
                timeout_s=timeout_s,
                what="the isolated view",
                args=("--spec",),
                heartbeat=lambda t: progress(still("isolated view: still profiling", t, log)),
            )
            why = f"the child exited with {child.returncode}"
        except ProbeError:
            why = f"it did not finish within {timeout_s:g} s, --timeout"
        state = _read(result_path)
        stopped = [
            o.label for o in state.modules if o.status == ChildStatus.RUNNING and o.label not in crashed
        ]
        if not stopped:
            break
        crashed.update({lb: why for lb in stopped})
        progress(f"isolated view: {stopped[0]} stopped the child ({why}); going on with the rest")
    state = _read(result_path)
    out = {}
    for m in modules:
        rec = state.outcome(m.label)
        status = _status(rec, crashed.get(m.label))
        kept = layout.take_trace(traces[m.label], run / "traces" / f"{m.label}.json")
        trace = Path(kept) if status == "measured" and kept else None
        out[m.label] = IsolatedView(
            status if trace or status != "measured" else "measured, but wrote no trace",
            rec.profile if rec is not None else None,
            trace,
        )
    return out
