"""Profile each compiled module in its own child process and temp dir; read its trace."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

from inductor_probe import env as probe_env
from inductor_probe.children import run_python
from inductor_probe.errors import CHILD_FAILED, ProbeError
from inductor_probe.trace import TraceSummary, parse_trace


def profile_module(
    module_path: Path,
    *,
    label: str,
    run: Path,
    cache_dir: Path,
    device_type: str,
    calls: int,
    timeout_s: float,
    progress: Callable[[str], None],
) -> tuple[TraceSummary, dict, Path]:
    """Run ``module_path`` ``calls`` times under the profiler; return the parsed trace,
    the child's result (wall time per call, peak memory) and the trace's path."""
    tmp = run / "tmp" / label  # the module's own TMPDIR: nothing shared between modules
    tmp.mkdir(parents=True, exist_ok=True)
    trace = run / "traces" / f"{label}.json"
    result_path = run / "logs" / f"profile_{label}.json"
    env = probe_env.child_env(cache_dir, tmpdir=tmp, device=device_type)
    progress(f"profiling {label} ({calls} calls) ...")
    child = run_python(
        [
            "-m",
            "inductor_probe._profile_child",
            str(module_path),
            str(trace),
            str(result_path),
            "--calls",
            str(calls),
            "--device",
            device_type,
        ],
        env=env,
        log_path=run / "logs" / f"profile_{label}.log",
        timeout_s=timeout_s,
        what=f"profiling {label}",
    )
    if child.returncode != 0 or not trace.exists():
        tail = [ln for ln in child.tail(40).splitlines() if ln.strip() and not ln.startswith("USDT")]
        last = tail[-1] if tail else f"exit code {child.returncode}"
        raise ProbeError(f"profiling {label} failed: {last} (log: {child.log_path})", CHILD_FAILED)
    result = json.loads(result_path.read_text())
    summary = parse_trace(trace, "cuda" if device_type.startswith("cuda") else "cpu")
    return summary, result, trace
