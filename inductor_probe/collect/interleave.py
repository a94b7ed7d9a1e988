"""Start ``compare``'s interleaved measurement (``collect/interleave_child.py``) and read its result."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from inductor_probe._util import write_json
from inductor_probe.collect import env as probe_env
from inductor_probe.collect.child import read_result, run_python
from inductor_probe.errors import CHILD_FAILED, ProbeError, clip

DEFAULT_PAIRS = 10


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
) -> dict:
    """Both sides in one child, alternating blocks (module docstring of the child); returns its
    result (``order``, ``block_steps``, ``clocks``, ``counters``, ``trace``). ``out``: the compare
    directory (``interleaved/`` in it holds the spec, the log and the trace)."""
    work = out / "interleaved"
    (work / "tmp").mkdir(parents=True, exist_ok=True)
    spec_path, result_path = work / "spec.json", work / "result.json"
    write_json(
        spec_path,
        {
            "path": str(model_path),
            "device": device,
            "backward": backward,
            "sides": [
                {"name": s.name, "compile_mode": s.compile_mode, "cache_dir": str(s.cache_dir)} for s in sides
            ],
            "pairs": pairs,
            "trace": str(work / "trace.json"),
            "result": str(result_path),
        },
    )
    env = probe_env.child_env(sides[0].cache_dir, tmpdir=work / "tmp", device=device)
    log = work / "interleaved.log"
    progress(f"measuring {sides[0].name} and {sides[1].name} interleaved ({pairs} pairs of blocks) ...")
    try:
        child = run_python(
            ["-m", "inductor_probe.collect.interleave_child", str(spec_path)],
            env=env,
            log_path=log,
            timeout_s=timeout_s,
            what="the interleaved measurement",
        )
    finally:
        shutil.rmtree(work / "tmp", ignore_errors=True)  # compilers' temporary files (large on CPU)
    result = read_result(result_path)
    if result.get("status") != "ok":
        message = (result.get("error") or {}).get("message") or (
            f"the interleaved child died (exit code {child.returncode}): "
            + clip((child.tail().strip().splitlines() or ["no output"])[-1], 160)
        )
        raise ProbeError(
            f"interleaved measurement failed: {clip(message)} (log: {log})", CHILD_FAILED, log=log
        )
    return result
