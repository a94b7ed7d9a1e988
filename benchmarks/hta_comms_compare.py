"""Issue 30, acceptance 1: the tool's per-rank communication figures beside Holistic Trace Analysis' on the
same traces (the PARAM 8-rank DLRM step, ``tests/data/param_dlrm_kineto``, or any folder of one trace
per rank). Needs HTA installed (``pip install holistictraceanalysis``; never a dependency of the tool).

    PYTHONPATH=. python benchmarks/hta_comms_compare.py [TRACE_DIR] > benchmarks/results/comms_param.md
"""

from __future__ import annotations

import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PARAM = ROOT / "tests" / "data" / "param_dlrm_kineto" / "dlrm_kineto.tar.gz"


def main(argv: list[str]) -> int:
    from hta.trace_analysis import TraceAnalysis

    from benchmarks.hta_idle_compare import _patch_hta
    from inductor_probe.workflows.traces import traces_job

    if argv:
        folder = Path(argv[0])
    else:
        tmp = Path(tempfile.mkdtemp())
        with tarfile.open(PARAM) as tar:
            tar.extractall(tmp, filter="data")
        folder = tmp / "dlrm_kineto"
    _patch_hta()
    table = TraceAnalysis(trace_dir=str(folder)).get_comm_comp_overlap(visualize=False)
    hta = dict(zip(table["rank"], table["comp_comm_overlap_pctg"], strict=True))
    gpu_only = hta_gpu_only(folder)
    job, _ = traces_job(folder)
    print("# Communication per rank: the tool beside HTA on the same traces\n")
    print(
        f"`python benchmarks/hta_comms_compare.py` on {folder if argv else 'the PARAM DLRM step (8 ranks)'}; "
        "HTA 0.5.0 `get_comm_comp_overlap()`; the tool's `report --traces`.\n"
    )
    print(
        "| rank | comm ms | overlap % (tool) | overlap % (HTA) | Δ points | HTA on GPU activity only, "
        "every step | Δ points | exposed ms | wait ms | transfer ms |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    worst = worst_gpu = 0.0
    for r in sorted(job.comm):
        c = job.comm[r]
        d, g = c.overlap_pct - hta[r], c.overlap_pct - gpu_only[r]
        worst, worst_gpu = max(worst, abs(d)), max(worst_gpu, abs(g))
        print(
            f"| {r} | {c.comm_ms:.3f} | {c.overlap_pct:.2f} | {hta[r]:.2f} | {d:+.3f} | {gpu_only[r]:.2f} | "
            f"{g:+.3f} | {c.exposed_ms:.3f} | {c.wait_ms:.3f} | {c.transfer_ms:.3f} |"
        )
    print(
        f"\nLargest difference: {worst:.3f} points against HTA as it is, {worst_gpu:.3f} against HTA's own "
        "rule on the GPU's activity only. HTA counts as computation every event that carries a stream, and "
        "Inductor's host-side launch ranges (cpu_op events named triton_*, with a stream argument) do; by "
        "default it also leaves the last ProfilerStep out. The second column applies HTA's own code "
        "(get_kernel_type, merge_kernel_intervals, its running-status sum) to kernels, memcpys and memsets "
        "only, every ProfilerStep included.\n"
    )
    print("| collective | straggler | its delay ms | longest wait ms (rank) | transfer ms (median) |")
    print("|---|---|---|---|---|")
    for c in job.collectives:
        waits = {r: w for r, w in c.wait_ms.items() if r != c.straggler}
        lr = max(waits, key=lambda r: waits[r])
        tr = sorted(c.transfer_ms.values())[len(c.transfer_ms) // 2]
        print(
            f"| {c.name} #{c.index} | {c.straggler} | {c.straggler_delay_ms:.3f} | {waits[lr]:.3f} ({lr}) "
            f"| {tr:.3f} |"
        )
    s = job.straggler
    print(
        f"\nThe step's straggler: rank {s[0]}, last at {s[2]} of {len(job.collectives)} collectives; the "
        f"others waited {s[1]:.3f} ms for it in all."
    )
    return 0


def hta_gpu_only(folder: Path) -> dict[int, float]:
    """HTA's own overlap rule (``communication_analysis.get_comm_comp_overlap``, restated with its helpers)
    on the GPU's activity only: the events of categories kernel, gpu_memcpy and gpu_memset, every
    ProfilerStep (``include_last_profiler_step``)."""
    import pandas as pd
    from hta.trace_analysis import TraceAnalysis
    from hta.utils.utils import get_kernel_type, merge_kernel_intervals

    t = TraceAnalysis(trace_dir=str(folder), include_last_profiler_step=True)
    sym = t.t.symbol_table.get_sym_table()
    out = {}
    for rank, df in t.t.traces.items():
        g = df[df["stream"].ne(-1)].copy()
        g = g[g["cat"].map(lambda i: sym[i]).isin(["kernel", "gpu_memcpy", "gpu_memset"])]
        g["kernel_type"] = g["name"].map(lambda i: get_kernel_type(sym[i]))
        comp = merge_kernel_intervals(g[g["kernel_type"].eq("COMPUTATION")].copy())
        comm = merge_kernel_intervals(g[g["kernel_type"].eq("COMMUNICATION")].copy())
        status = (
            pd.concat(
                [
                    comm.melt(var_name="status", value_name="time").replace({"ts": 1, "end": -1}),
                    comp.melt(var_name="status", value_name="time").replace({"ts": 2, "end": -2}),
                ]
            )
            .sort_values(by="time")
            .reset_index(drop=True)
        )
        status["running"] = status["status"].cumsum()
        both = status[status["running"].eq(3)].merge(
            status.shift(-1).dropna(), left_index=True, right_index=True
        )
        total = (comm["end"] - comm["ts"]).sum()
        out[int(rank)] = 100.0 * float((both["time_y"] - both["time_x"]).sum() / total) if total else 0.0
    return out


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
