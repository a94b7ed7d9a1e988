"""Issue 30, acceptance 2, from what ``benchmarks/ranks_gpu_check.sh`` brought back: per run (DDP, FSDP2) and
rank, every NCCL kernel's category, the share of kernel time in named categories, the per-rank step views and
the job's figures, read again by this version of the tool from the ranks' step traces.

    python benchmarks/ranks_check.py benchmarks/results/ranks_h100
"""

from __future__ import annotations

import gzip
import json
import sys
import tempfile
from pathlib import Path

from inductor_probe.analysis.categories import categorize
from inductor_probe.analysis.comms import is_collective


def main(argv: list[str]) -> int:
    from inductor_probe.workflows.traces import traces_job

    root = Path(argv[0])
    for name in ("ddp", "fsdp"):
        d = root / name
        top = json.loads(gzip.decompress((d / "run.json.gz").read_bytes()))
        print(f"## {name}: `{' '.join(top['command'][1:])}`\n")
        print(
            "| rank | wall ms | busy % | idle ms | NCCL kernels (all `collective`?) | kernel ms "
            "| in named categories |"
        )
        print("|---|---|---|---|---|---|---|")
        tmp = Path(tempfile.mkdtemp())
        for r in (0, 1):
            step = top["ranks"][r]["step"]
            events = json.loads(gzip.decompress((d / f"rank{r}.step.json.gz").read_bytes()))
            (tmp / f"rank{r}.json").write_text(json.dumps(events))
            ks = [e for e in events["traceEvents"] if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")]
            nccl = [e for e in ks if "nccl" in e["name"].lower()]
            named = [
                e for e in nccl if categorize({"name": e["name"], "activity": e["cat"]})[0] == "collective"
            ]
            total = sum(e["dur"] for e in ks)
            other = sum(
                e["dur"] for e in ks if categorize({"name": e["name"], "activity": e["cat"]})[0] == "other"
            )
            print(
                f"| {r} | {step['wall_ms']:.3f} | {step['busy_pct']:.1f} | {step['idle_ms']:.3f} | "
                f"{len(nccl)} ({len(named)} in collective; {sum(is_collective(e['name']) for e in nccl)} "
                f"recognised) | {total / 1e3:.3f} (whole trace) | {100 * (total - other) / total:.2f}% |"
            )
        job, _ = traces_job(tmp)
        s = job.straggler
        overlap = ", ".join(f"rank {r} {c.overlap_pct:.2f}%" for r, c in job.comm.items())
        exposed = ", ".join(f"rank {r} {c.exposed_ms / 5:.3f} ms" for r, c in job.comm.items())
        how = job.collectives[0].matched_by
        print(
            f"\nJob: overlap {overlap}; exposed {exposed} per step; {len(job.collectives)} collectives "
            f"matched ({how}); straggler rank {s[0]} (last at {s[2]}), the others waited {s[1]:.3f} ms for "
            "it; "
            f"sockets said: {top['job']['sockets']}.\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
