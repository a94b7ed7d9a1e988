"""``kernel``: a run's kernel -> its file re-run per variant -> verdict."""

from __future__ import annotations

from dataclasses import replace

from inductor_probe._util import write_json
from inductor_probe.analysis.kernels import KernelRef, KernelReport, resolve_kernel
from inductor_probe.analysis.verdicts import verdict
from inductor_probe.errors import NOTHING_MEASURED, USAGE, ProbeError
from inductor_probe.run.manifest import (
    Run,
    open_run,
)
from inductor_probe.workflows.model_run import Progress

KERNEL_VARIANTS = ("generated", "max-autotune", "max-autotune+coordesc")


def find_kernel(run_arg: str | None, name: str) -> tuple[Run, KernelReport]:
    """The kernel ``name`` of a run, with nothing measured yet (``result`` None)."""
    run = open_run(run_arg)
    ref = resolve_kernel(run.path, run.manifest, name)
    if ref.kernel_file is None:
        raise ProbeError(_cannot_rerun(run, ref), USAGE)
    return run, KernelReport(ref, None, run.manifest.peak_mem_gbps)


def _cannot_rerun(run: Run, ref: KernelRef) -> str:
    """Why ``kernel`` has no file to re-run for ``ref``, and the way out."""
    if ref.kind == "cpp":
        return (
            f"{ref.name} is a generated C++ kernel of a CPU run: it lives inline in its compiled module, "
            "and `kernel` re-runs only generated Triton kernels, on their own; `inductor-probe report "
            f"--run {run.path}` shows its time, and a run on a GPU gives Triton kernels to re-run"
        )
    if ref.kind == "triton":
        return (
            f"{ref.name} is a generated Triton kernel but its file kernels/{ref.name}.py is missing from "
            f"{run.path}; re-run `inductor-probe breakdown` to record it again"
        )
    if ref.info is not None:  # generated, of a kind this version does not re-run
        return f"{ref.name} is a generated {ref.kind} kernel: `kernel` re-runs only generated Triton kernels"
    return (
        f"{ref.name} is a library kernel ({ref.category}), not a generated Triton kernel: it has no "
        "file to re-run; `inductor-probe compare MODEL.py` shows what max-autotune does to it"
    )


def kernel(
    report: KernelReport, run: Run, *, autotune: bool, timeout_s: float, budget_s: float, progress: Progress
) -> KernelReport:
    """Re-run the kernel's file per variant (as generated; with ``autotune`` also max-autotune and
    + coordinate descent), each in its own child; the result and verdict are saved beside."""
    import torch

    if not torch.cuda.is_available():
        raise ProbeError(
            "Triton kernel files need a CUDA device and none is available here; shown above is what the "
            "run and the file tell (run `kernel` on a GPU machine to time it)",
            NOTHING_MEASURED,
        )
    from inductor_probe.collect.rebench import run_kernel

    ref = report.ref
    out_dir = run.path / "rebench" / ref.name
    variants = list(KERNEL_VARIANTS) if autotune else list(KERNEL_VARIANTS[:1])
    result = run_kernel(
        ref.kernel_file, out_dir, variants=variants, timeout_s=timeout_s, budget_s=budget_s, progress=progress
    )
    result["verdict"] = verdict(result["variants"])
    write_json(out_dir / "result.json", result)
    return replace(report, result=result)


def measured(report: KernelReport) -> bool:
    variants = (report.result or {}).get("variants") or {}
    return any((v.get("chosen") or {}).get("status") == "ok" for v in variants.values())
