"""The isolated view: each compiled module on its own (what ``python module.py -p`` does), in its
own child process (``isolated_child``) and temp dir, on the module's own random inputs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from inductor_probe.collect import env as probe_env
from inductor_probe.collect.child import read_result, run_python
from inductor_probe.errors import CHILD_FAILED, ProbeError


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
) -> tuple[dict, Path]:
    """Run ``module_path`` ``calls`` times under the profiler; return the child's result (wall
    time per call, peak memory) and the path of the trace it wrote."""
    tmp = run / "tmp" / label  # the module's own TMPDIR: nothing shared between modules
    tmp.mkdir(parents=True, exist_ok=True)
    trace = run / "traces" / f"{label}.json"
    result_path = run / "logs" / f"profile_{label}.json"
    env = probe_env.child_env(cache_dir, tmpdir=tmp, device=device_type)
    progress(f"profiling {label} ({calls} calls) ...")
    child = run_python(
        [
            "-m",
            "inductor_probe.collect.isolated_child",
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
    return read_result(result_path), trace
