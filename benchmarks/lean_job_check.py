"""Issue 57, acceptance 1 and 3 on a job: each rank's lean window (its stretch against the unprofiled steps
around it), its GPU time four ways against its unprofiled wall and against the loop's own CUDA-event timing of
the very same steps (``benchmarks/job_same_steps.py``: the script's ``--time`` lines), and its overlap beside
Holistic Trace Analysis' on the same lean traces (HTA as it is, and HTA's own rule on the GPU's activity only,
every step: ``benchmarks/hta_comms_compare.hta_gpu_only``). HTA is optional (``pip install
holistictraceanalysis``; never a dependency of the tool): without it the overlap column says so.

    PYTHONPATH=. python benchmarks/lean_job_check.py RUN [RUN ...]   # a job's run; a job of several hosts:
                                                                    # every host's run folder, the first's job
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path

from benchmarks.job_same_steps import compare
from benchmarks.step_json import flat


def _rank_dirs(runs: list[Path], ranks: list[dict]) -> dict[int, Path]:
    """Each rank's folder, in whichever host's run folder has it (another host's rank is named ``host:path``
    in the first host's run: found by its folder's name)."""
    out = {}
    for r in ranks:
        for d in (run / x for run in runs for x in (r["dir"], Path(r["dir"].split(":", 1)[-1]).name)):
            if (d / "run.json").exists():
                out[r["rank"]] = d
                break
    return out


def _steps_only(src: Path, dst: Path) -> None:
    """A copy of a lean trace with what was launched before its first step left out: the runtime's calls
    before it and every event correlated with them (the window's warm-up step, which no ProfilerStep holds:
    HTA keeps the kernels launched before the last step's end, from the trace's start)."""
    from inductor_probe.analysis.step_trace import step_windows

    data = json.loads(src.read_text())
    ev = data["traceEvents"]
    first = step_windows([e for e in ev if e.get("ph") == "X"])[0][0]
    runtime = ("cuda_runtime", "cuda_driver")
    early = {
        e["args"]["correlation"]
        for e in ev
        if e.get("cat") in runtime and e["ts"] < first and "correlation" in (e.get("args") or {})
    }
    data["traceEvents"] = [
        e
        for e in ev
        if (e.get("args") or {}).get("correlation") not in early
        and not (e.get("cat") in runtime and e["ts"] < first)
    ]
    dst.write_text(json.dumps(data))


def _hta(dirs: dict[int, Path]) -> tuple[dict[str, dict[int, float]], str]:
    """HTA's overlap per rank on the ranks' lean traces: as it is on the whole trace, and its own rule on the
    GPU's activity only (``hta_gpu_only``) over the window's steps alone (``_steps_only``)."""
    try:
        from hta.trace_analysis import TraceAnalysis

        from benchmarks.hta_comms_compare import hta_gpu_only
        from benchmarks.hta_idle_compare import _patch_hta
    except ImportError as e:
        return {}, f"HTA not installed ({e})"
    _patch_hta()
    with tempfile.TemporaryDirectory() as d:
        whole, steps = Path(d) / "whole", Path(d) / "steps"
        whole.mkdir(), steps.mkdir()
        for r, rd in dirs.items():
            lean = rd / "traces" / "step_lean.json"
            if lean.exists():
                shutil.copy(lean, whole / f"rank{r}.json")
                _steps_only(lean, steps / f"rank{r}.json")
        try:
            table = TraceAnalysis(trace_dir=str(whole)).get_comm_comp_overlap(visualize=False)
            as_is = {
                int(r): float(p) for r, p in zip(table["rank"], table["comp_comm_overlap_pctg"], strict=True)
            }
            return {"whole": as_is, "steps": hta_gpu_only(steps)}, "HTA 0.5.0"
        except Exception as e:
            return {}, f"HTA failed: {type(e).__name__}: {str(e)[:160]}"


def main(runs: list[Path]) -> int:
    m = json.loads((runs[0] / "run.json").read_text())
    job, ranks = m.get("job") or {}, m.get("ranks") or []
    dirs = _rank_dirs(runs, ranks)
    print(f"job: window {job.get('window')}, ranks {len(ranks)}, wall {job.get('wall_ms')} ms")
    print("## the tool's timed steps beside the loop's own CUDA-event timing of the same steps")
    for line in compare(runs):
        print(line)
    hta, how = _hta(dirs)
    as_is, gpu_only = hta.get("whole", {}), hta.get("steps", {})
    print(
        f"## per rank (ms per step); overlap %: the tool's on its window's steps; {how} on the ranks' lean "
        "traces, as it is on the whole trace (the window's warm-up step in), and its own rule on the GPU's "
        "activity over the window's steps alone"
    )
    print("rank | wall | lean ms (x) | rich x | compute | transfer | waiting | idle | sum/wall | busy % | "
          "overlap tool | HTA whole | HTA steps | trace")  # fmt: skip
    for jr in job.get("ranks") or []:
        r = jr["rank"]
        step = json.loads((dirs[r] / "run.json").read_text()).get("step") or {} if r in dirs else {}
        ws = {w["kind"]: w for w in flat(step).get("windows") or []}
        lean, rich = ws.get("lean") or {}, ws.get("rich") or {}
        s, c = jr.get("split") or {}, jr["comm"]
        parts = [s.get(k) or 0.0 for k in ("compute_ms", "transfer_ms", "waiting_ms", "idle_ms")]
        wall = step.get("wall_ms") or 0.0
        busy = 100 * (parts[0] + parts[1]) / wall if wall else float("nan")
        print(
            f"{r} | {wall:.3f} | {lean.get('ms') or 0:.3f} ({lean.get('stretch') or 0:.3f}) | "
            f"{rich.get('stretch') or 0:.3f} | "
            + " | ".join(f"{p:.3f}" for p in parts)
            + f" | {sum(parts) / wall if wall else 0:.4f} | {busy:.1f} | {c.get('overlap_pct') or 0:.2f} | "
            f"{as_is.get(r, float('nan')):.2f} | {gpu_only.get(r, float('nan')):.2f} | "
            f"{Path(jr['trace']).name}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main([Path(p) for p in sys.argv[1:]]))
