"""``breakdown --ncu-top K``: the step's K largest generated Triton kernels, each re-run on its own under
Nsight Compute as ``kernel NAME --ncu`` does (the generated config the kernel's autotuner chose, L2 flushed,
clocks left alone), after the breakdown: their DRAM bytes and roofline measured, beside Inductor's estimate
(``analysis/measured_roof.py``). A kernel that cannot be measured keeps its row with why; the breakdown
itself is never lost to it."""

from __future__ import annotations

from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.run.kernel_rows import NcuTopRow
from inductor_probe.run.manifest import Manifest, Run
from inductor_probe.workflows.kernel_rerun import kernel, kernel_of
from inductor_probe.workflows.run_parts import Progress

NCU_BUDGET_S = 0.3  # the timer's budget per config, as `kernel` by default


def check_ncu_top(k: int, device: str, nproc: int) -> str | None:
    """Before anything runs: the ncu executable for ``--ncu-top K`` (None for K = 0), or a one-line error."""
    if not k:
        return None
    if device == "cpu":
        raise ProbeError("--ncu-top profiles GPU kernels under Nsight Compute: run on a CUDA device", USAGE)
    if nproc > 1:
        raise ProbeError(
            "--ncu-top is for one process; profile a rank's kernels with `inductor-probe kernel NAME --ncu "
            "--run RUN/rankN` after the job",
            USAGE,
        )
    from inductor_probe.collect.ncu import find_ncu

    return find_ncu()


def largest(m: Manifest, k: int) -> list[tuple[str, str, float]]:
    """The step's ``k`` largest generated Triton kernels: ``(graph label, name, ms per step)``, the most first
    (a kernel's time per call of its graph times the graph's calls per step)."""
    found = []
    for g in m.graphs:
        bd = g.breakdown
        per_step = g.calls_per_step or 0.0
        if bd is None or not per_step:
            continue
        triton = {x.name for x in g.kernels if x.kind == "triton"}
        for row in bd.kernel_list():
            if row.name in triton and row.time_us:
                found.append((g.label, row.name, row.time_us * per_step / 1e3))
    found.sort(key=lambda x: -x[2])
    return found[:k]


def ncu_top(run: Run, k: int, tool: str, timeout_s: float, progress: Progress) -> list[NcuTopRow]:
    """Each of the ``k`` largest kernels under ncu, one after the other; a row each, measured or why not."""
    rows = []
    picked = largest(run.manifest, k)
    for i, (graph, name, ms) in enumerate(picked, 1):
        progress(f"ncu-top {i}/{len(picked)}: {graph}:{name} ({ms:.3f} ms per step) ...")
        row = NcuTopRow(graph=graph, name=name, ms_per_step=ms, status="error")
        try:
            got = kernel(
                kernel_of(run, f"{graph}:{name}"),
                run,
                autotune=False,
                timeout_s=timeout_s,
                budget_s=NCU_BUDGET_S,
                progress=progress,
                ncu=tool,
            ).result
        except ProbeError as e:
            row.error = e.message.splitlines()[0][:300] if e.message else "not measured"
            rows.append(row)
            continue
        ncu = got.ncu if got is not None else None
        if ncu is None or ncu.ncu is None:
            row.error = (ncu.error if ncu is not None else None) or "ncu measured nothing"
        else:
            row.status = "ok"
            row.config = ncu.config
            row.ncu_us = ncu.ncu.time_us
            cold = ncu.tool.cold if ncu.tool is not None else None
            row.tool_us = cold.median_us if cold is not None else None
            row.roofline = ncu.roofline
        rows.append(row)
    return rows
