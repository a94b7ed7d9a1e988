"""Start ``compare``'s interleaved measurement (``collect/interleave_child.py``) and read its result."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from inductor_probe.collect import cache_keys
from inductor_probe.collect import env as probe_env
from inductor_probe.collect.child import still
from inductor_probe.collect.doors import InterleaveSpec, SideSpec, run_child
from inductor_probe.errors import CHILD_FAILED, ProbeError, clip
from inductor_probe.run import layout
from inductor_probe.run.timings import InterleaveResult
from inductor_probe.vocab import ChildStatus


@dataclass(frozen=True)
class Side:
    name: str
    compile_mode: str
    cache_dir: Path


def run_interleaved(
    model_path: Path,
    sides: tuple[Side, Side],
    *,
    out: Path,
    device: str,
    backward: bool,
    pairs: int,
    timeout_s: float,
    progress: Callable[[str], None],
) -> InterleaveResult:
    """Both sides in one child, alternating blocks (module docstring of the child); returns its
    result (``order``, ``block_steps``, ``clocks``, ``counters``, ``trace``). ``out``: the compare
    directory (``interleaved/`` in it holds the spec, the log and the trace)."""
    work = out / "interleaved"
    work.mkdir(parents=True, exist_ok=True)
    tmp = layout.child_tmp(work, "interleaved")
    result_path = work / "result.json"
    (work / cache_keys.FILE_NAME).unlink(missing_ok=True)  # the child appends: none of an earlier compare
    spec = InterleaveSpec(
        path=str(model_path),
        device=device,
        backward=backward,
        sides=[SideSpec(s.name, s.compile_mode, str(layout.spaceless(s.cache_dir))) for s in sides],
        pairs=pairs,
        trace=str(tmp / "trace.json"),  # moved beside the spec when it is written
        result=str(result_path),
    )
    env = probe_env.child_env(sides[0].cache_dir, tmpdir=tmp, device=device)
    log = work / "interleaved.log"
    progress(f"measuring {sides[0].name} and {sides[1].name} interleaved ({pairs} pairs of blocks) ...")
    try:
        child, result = run_child(
            "inductor_probe.collect.interleave_child",
            spec,
            InterleaveResult,
            spec_path=work / "spec.json",
            result_path=result_path,
            env=env,
            log_path=log,
            timeout_s=timeout_s,
            what="the interleaved measurement",
            heartbeat=lambda t: progress(still("still measuring interleaved", t, log)),
        )
        if result is not None:
            result.trace = layout.take_trace(result.trace, work / "trace.json")
    finally:
        layout.remove_tmp(work)  # compilers' temporary files (large on CPU)
    if result is None or result.status != ChildStatus.OK or not result.trace:
        error = result.error if result is not None else None
        message = error.message if error is not None and error.message else None
        message = message or f"the interleaved child died (exit code {child.returncode}): {child.last_line()}"
        raise ProbeError(
            f"interleaved measurement failed: {clip(message)} (log: {log})", CHILD_FAILED, log=log
        )
    return result
