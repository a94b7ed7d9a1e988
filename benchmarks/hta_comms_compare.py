"""Issue 30, acceptance 1: the tool's per-rank communication figures beside Holistic Trace Analysis' on the
same traces (the PARAM 8-rank DLRM step, ``../shared/fixtures/param_dlrm_kineto``, or any folder of one trace
per rank). Needs HTA installed (``pip install holistictraceanalysis``; never a dependency of the tool).

    PYTHONPATH=. python benchmarks/hta_comms_compare.py [TRACE_DIR] > benchmarks/results/comms_param.md
"""

from __future__ import annotations

import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PARAM = ROOT.parent / "shared" / "fixtures" / "param_dlrm_kineto" / "dlrm_kineto.tar.gz"


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
    job, _ = traces_job(folder)
    print("# Communication per rank: the tool beside HTA on the same traces\n")
    print(
        f"`python benchmarks/hta_comms_compare.py` on {folder if argv else 'the PARAM DLRM step (8 ranks)'}; "
        "HTA 0.5.0 `get_comm_comp_overlap()`; the tool's `report --traces`.\n"
    )
    print(
        "| rank | comm ms | overlap % (tool) | overlap % (HTA) | Δ points | exposed ms | wait ms "
        "| transfer ms |"
    )
    print("|---|---|---|---|---|---|---|---|")
    worst = 0.0
    for r in sorted(job.comm):
        c = job.comm[r]
        d = c.overlap_pct - hta[r]
        worst = max(worst, abs(d))
        print(
            f"| {r} | {c.comm_ms:.3f} | {c.overlap_pct:.2f} | {hta[r]:.2f} | {d:+.3f} | {c.exposed_ms:.3f} | "
            f"{c.wait_ms:.3f} | {c.transfer_ms:.3f} |"
        )
    print(f"\nLargest difference: {worst:.3f} points (HTA prints two decimals).\n")
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


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
