"""``kernel``: a run's kernel -> its file re-run per variant -> verdict."""

from __future__ import annotations

import re
from dataclasses import replace

from inductor_probe._util import write_json
from inductor_probe.analysis import insight
from inductor_probe.analysis.comms import collective_name, is_collective
from inductor_probe.analysis.kernels import KernelRef, KernelReport, resolve_kernel
from inductor_probe.analysis.measured_roof import measured_roof
from inductor_probe.analysis.verdicts import verdict
from inductor_probe.errors import NOTHING_MEASURED, USAGE, ProbeError
from inductor_probe.run.kernel_rows import ToolFigures
from inductor_probe.run.manifest import DeviceInfo, Run, open_run
from inductor_probe.run.tables import KernelInsight
from inductor_probe.run.timings import KernelRerun, NcuReport
from inductor_probe.vocab import ChildStatus
from inductor_probe.workflows.run_parts import Progress

KERNEL_VARIANTS = ("generated", "max-autotune", "max-autotune+coordesc")


def find_kernel(run_arg: str | None, name: str) -> tuple[Run, KernelReport]:
    """The kernel ``name`` of a run, with nothing measured yet (``result`` None)."""
    run = open_run(run_arg)
    return run, kernel_of(run, name)


def kernel_of(run: Run, name: str) -> KernelReport:
    """The kernel ``name`` of an open run (``find_kernel``; ``--ncu-top``: the run just made)."""
    ref = resolve_kernel(run.path, run.manifest, name)
    if ref.kernel_file is None:
        raise ProbeError(_cannot_rerun(run, ref), USAGE)
    if not re.fullmatch(r"[A-Za-z0-9_]+", ref.name):  # it becomes a folder name: rebench/<name>/
        raise ProbeError(
            f"corrupt run: the kernel name {ref.name[:80]!r} in {run.path} is not a generated kernel's name; "
            "re-run `inductor-probe breakdown`",
            USAGE,
        )
    return KernelReport(ref, None, run.manifest.peak_mem_gbps, _run_insight(run, ref))


def _run_insight(run: Run, ref: KernelRef) -> KernelInsight | None:
    """The kernel's roofline, occupancy and source lines as the run's breakdown found them."""
    graph = run.manifest.graph(ref.graph)
    bd = graph.breakdown if graph is not None else None
    found = bd.insights().get(ref.name) if bd is not None else None
    if found is None and ref.info is not None and ref.info.source_lines:
        return KernelInsight(ref.name, source_lines=list(ref.info.source_lines))
    return found


def _device(run: Run) -> DeviceInfo | None:
    d = run.manifest.environment.device
    return d if d is not None and d.type else None


def _add_config_insight(result: KernelRerun, run: Run, ref: KernelRef) -> None:
    """Each timed config's roofline (at its cold median) and theoretical occupancy, in place."""
    device = _device(run)
    peaks, limits = insight.device_peaks(device), insight.device_limits(device)
    for res in result.variants.values():
        for row in [*res.configs, *([res.chosen] if res.chosen else [])]:
            if row.ok():
                row.insight = insight.config_insight(row, ref.info, peaks, limits)


def refuse_collective(run: Run, ref: KernelRef) -> None:
    """A collective is never re-run nor put under ncu: one line, before anything starts."""
    if ref.info is None and is_collective(ref.name):
        raise ProbeError(_cannot_rerun(run, ref), USAGE)


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
    if is_collective(ref.name):
        return (
            f"{ref.name} is a collective ({collective_name(ref.name)}): it runs only with every rank of its "
            "job, so it is never re-run on its own nor profiled under ncu (Nsight Compute hangs on NCCL "
            "kernels); its wait and transfer are in the run's job section"
        )
    return (
        f"{ref.name} is a library kernel ({ref.category}), not a generated Triton kernel: it has no "
        "file to re-run; `inductor-probe compare MODEL.py` shows what max-autotune does to it"
    )


def kernel(
    report: KernelReport,
    run: Run,
    *,
    autotune: bool,
    timeout_s: float,
    budget_s: float,
    progress: Progress,
    ncu: str | None = None,
) -> KernelReport:
    """Re-run the kernel's file per variant (as generated; with ``autotune`` also max-autotune and
    + coordinate descent), each in its own child; with ``ncu`` (its executable), Nsight Compute on
    the generated variant's chosen config; the result and verdict are saved beside."""
    import torch

    if not torch.cuda.is_available():
        raise ProbeError(
            "Triton kernel files need a CUDA device and none is available here; shown above is what the "
            "run and the file tell (run `kernel` on a GPU machine to time it)",
            NOTHING_MEASURED,
        )
    from inductor_probe.collect.ncu import run_ncu
    from inductor_probe.collect.rebench import run_kernel

    ref = report.ref
    kernel_file = ref.kernel_file
    assert kernel_file is not None  # find_kernel refuses a kernel without its file
    out_dir = run.path / "rebench" / ref.name
    variants = list(KERNEL_VARIANTS) if autotune else list(KERNEL_VARIANTS[:1])
    result = run_kernel(
        kernel_file, out_dir, variants=variants, timeout_s=timeout_s, budget_s=budget_s, progress=progress
    )
    result.verdict = verdict(result.variants)
    _add_config_insight(result, run, ref)
    write_json(out_dir / "result.json", result.to_dict())
    chosen = result.variants["generated"].chosen_ok()
    if ncu and chosen is not None:
        progress(f"ncu: profiling {ref.name} with config {chosen.config} (L2 flushed, clocks left alone) ...")
        scratch = out_dir / "generated" / kernel_file.name
        result.ncu = run_ncu(scratch, ref.name, chosen.config, out_dir / "ncu", timeout_s=timeout_s, ncu=ncu)
        result.ncu.tool = ToolFigures.of(chosen)
        if result.ncu.ncu is not None:
            peaks = insight.device_peaks(_device(run))
            result.ncu.roofline = measured_roof(result.ncu.ncu, ref.info, peaks)
        write_json(out_dir / "result.json", result.to_dict())
    elif ncu:
        result.ncu = NcuReport(
            status=ChildStatus.ERROR, error="the generated variant has no timed config to profile"
        )
    return replace(report, result=result)


def measured(report: KernelReport) -> bool:
    return report.result is not None and report.result.measured()
