"""``kernel``: re-run one generated Triton kernel on its own, config by config, and compare
the kernel as generated with max-autotune and max-autotune + coordinate descent.

Why a rewritten copy: ``max_autotune`` and ``coordinate_descent_tuning`` are baked into the
kernel file's ``inductor_meta`` when Inductor writes it, so setting TORCHINDUCTOR_MAX_AUTOTUNE
when running the file changes nothing. Each variant gets its own scratch copy with those keys
set, in its own directory and Inductor cache, with the local autotune cache (``.best_config``)
off, in its own child process: nothing one variant tuned can narrow another.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

from inductor_probe.collect import env as probe_env
from inductor_probe.collect.doors import RebenchSpec, read_record, run_child
from inductor_probe.errors import ProbeError
from inductor_probe.run.timings import KernelRerun, RebenchResult
from inductor_probe.vocab import ChildStatus

VARIANTS: dict[str, dict[str, object]] = {
    "generated": {},
    "max-autotune": {"max_autotune": True, "max_autotune_pointwise": True},
    "max-autotune+coordesc": {
        "max_autotune": True,
        "max_autotune_pointwise": True,
        "coordinate_descent_tuning": True,
    },
}
# Every variant: no autotune cache read or written (a stale .best_config narrows a run to one config).
ISOLATION: dict[str, object] = {"autotune_local_cache": False, "autotune_remote_cache": None}


def set_inductor_meta(text: str, updates: dict[str, object]) -> str:
    """Set keys of the ``inductor_meta={...}`` literal in a kernel file's source.

    An existing key is replaced in place; a missing one is inserted at the front of the
    literal (a dict literal keeps the last duplicate, so a key is never added twice).
    """
    m = re.search(r"inductor_meta=\{", text)
    if not m:
        raise ValueError("no inductor_meta={...} in this kernel file")
    for key, value in updates.items():
        pat = re.compile(rf"'{re.escape(key)}': (True|False|None|'[^']*'|-?[0-9.eE+-]+)")
        if pat.search(text):
            text = pat.sub(f"'{key}': {value!r}", text, count=1)
        else:
            m = re.search(r"inductor_meta=\{", text)
            assert m is not None  # found above, and a replacement keeps it
            text = text[: m.end()] + f"'{key}': {value!r}, " + text[m.end() :]
    return text


def make_scratch(kernel_file: Path, variant: str, root: Path) -> Path:
    """A fresh directory ``root/variant`` holding the rewritten copy of ``kernel_file``."""
    d = root / variant
    if d.exists():
        shutil.rmtree(d)
    d.mkdir(parents=True)
    text = set_inductor_meta(kernel_file.read_text(), {**VARIANTS[variant], **ISOLATION})
    dest = d / kernel_file.name
    dest.write_text(text)
    return dest


def run_variant(scratch: Path, *, timeout_s: float, budget_s: float) -> RebenchResult:
    d = scratch.parent
    env = probe_env.child_env(d / "cache", tmpdir=d, device="cuda")
    result_path = d / "result.json"
    spec = RebenchSpec(kernel_file=str(scratch), result=str(result_path), budget_s=budget_s)
    try:
        child, data = run_child(
            "inductor_probe.collect.rebench_child",
            spec,
            RebenchResult,
            spec_path=d / "spec.json",
            result_path=result_path,
            env=env,
            log_path=d / "child.log",
            timeout_s=timeout_s,
            what=f"running {scratch.stem} ({d.name})",
        )
    except ProbeError as e:  # timeout: keep what the child wrote
        data = read_record(RebenchResult, result_path) or RebenchResult()
        data.status, data.error = ChildStatus.ERROR, e.message
        return data
    if data is None:
        return RebenchResult(status=ChildStatus.ERROR, error="the child wrote no result")
    if child.returncode != 0 and data.status != ChildStatus.ERROR:
        data.status = ChildStatus.ERROR
        data.error = f"the child exited with {child.returncode} (log: {d / 'child.log'})"
    return data


def run_kernel(
    kernel_file: Path,
    out_dir: Path,
    *,
    variants: list[str],
    timeout_s: float,
    budget_s: float,
    progress: Callable[[str], None],
) -> KernelRerun:
    """Each variant in its own child, in ``out_dir/<variant>/``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    rerun = KernelRerun(kernel_file=str(kernel_file))
    for i, variant in enumerate(variants, 1):
        progress(f"[{i}/{len(variants)}] {variant}: compiling and timing every config ...")
        scratch = make_scratch(kernel_file, variant, out_dir)
        res = rerun.variants[variant] = run_variant(scratch, timeout_s=timeout_s, budget_s=budget_s)
        progress(
            f"[{i}/{len(variants)}] {variant}: {res.timed()} config(s) timed"
            + (f"; {res.error}" if res.error else "")
        )
    return rerun
