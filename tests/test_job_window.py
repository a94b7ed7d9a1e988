"""A job's rank figures come from the lean window's trace on a GPU (issue 57, item 2: the waits, overlap and
idle of steps the profiler barely stretched), with the rich window's top kernels (their ops' shapes give the
roofline); the rich window's on a CPU, where the lean one cannot be read, and where there is none. PARAM's
DLRM rank traces stand in for a rank's rich window; its lean window is the same trace without the host's ops
and with every GPU activity half as long (a figure that tells the two apart)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from inductor_probe.analysis import ranks as job_analysis
from inductor_probe.run.manifest import Manifest, StepView
from inductor_probe.run.step_sides import StepProfiled, StepTimed
from inductor_probe.workflows.job_parts import job_of, rank_part

DEVICE_CATS = {"kernel", "gpu_memcpy", "gpu_memset"}


def _rank_dir(root: Path, trace: Path, lean: str | None) -> Path:
    d = root / trace.name.split("_")[0]
    (d / "traces").mkdir(parents=True)
    shutil.copy(trace, d / "traces" / "step.json")
    if lean == "halved":
        data = json.loads(trace.read_text())
        data["traceEvents"] = [e for e in data["traceEvents"] if e.get("cat") != "cpu_op"]
        for e in data["traceEvents"]:
            if e.get("cat") in DEVICE_CATS:
                e["dur"] = e["dur"] / 2
        (d / "traces" / "step_lean.json").write_text(json.dumps(data))
    elif lean == "broken":
        (d / "traces" / "step_lean.json").write_text('{"traceEvents": [')
    return d


def _run(device: str) -> Manifest:
    step = StepView(wall_ms=200.0, timed=StepTimed(device_type=device), profiled=StepProfiled(steps=1))
    return Manifest(step=step)


@pytest.fixture(scope="module")
def traces(param_traces) -> list[Path]:
    return sorted(param_traces.glob("worker*.json"))[:2]


def test_a_gpu_rank_reads_its_lean_window_with_the_rich_windows_top_kernels(tmp_path, traces):
    parts = [rank_part(_rank_dir(tmp_path, t, "halved"), r, _run("cuda")) for r, t in enumerate(traces)]
    rich = job_analysis.summarize_file(traces[0], 0)[0]
    got = parts[0].trace
    assert got is not None and got.path.endswith("step_lean.json") and parts[0].unread is None
    assert got.kernel_ms == pytest.approx(rich.kernel_ms / 2, rel=1e-6)  # the lean window's figures
    assert [k.name for k in got.top] == [k.name for k in rich.top]  # ... and the rich window's kernels
    assert any(k.flops for k in got.top) and [k.flops for k in got.top] == [k.flops for k in rich.top]
    assert job_analysis.top_of_file(traces[0]) == rich.top  # read alone, without the rest of its summary
    job = job_of(parts)
    assert job is not None and job.window == "lean"
    assert job.ranks[0].trace.endswith("step_lean.json")


def test_a_cpu_rank_an_unreadable_lean_trace_and_none_read_the_rich_window(tmp_path, traces):
    rich = job_analysis.summarize_file(traces[0], 0)[0]
    cpu = rank_part(_rank_dir(tmp_path / "cpu", traces[0], "halved"), 0, _run("cpu"))
    broken = rank_part(_rank_dir(tmp_path / "broken", traces[0], "broken"), 0, _run("cuda"))
    none = rank_part(_rank_dir(tmp_path / "none", traces[1], None), 1, _run("cuda"))
    for part in (cpu, broken, none):
        assert part.trace is not None and part.trace.path.endswith("step.json") and part.unread is None
    assert cpu.trace.kernel_ms == pytest.approx(rich.kernel_ms, rel=1e-6)
    assert job_of([cpu]).window == "rich"
    lean = rank_part(_rank_dir(tmp_path / "lean", traces[1], "halved"), 1, _run("cuda"))
    notes: list[str] = []
    job = job_of([broken, lean], notes)
    assert job.window is None
    assert any("rank(s) 0: their figures are the rich window's" in n for n in job.notes)


def test_a_ranks_own_run_is_written_again_where_the_job_moved_its_waiting(tmp_path):
    from inductor_probe.run.job_parts import RankPart
    from inductor_probe.run.manifest import RankEntry, read_manifest
    from inductor_probe.run.step_sides import RankComm
    from inductor_probe.workflows.ranks_run import _rewaited

    parts = [RankPart(rank=r, run=_run("cuda")) for r in (0, 1)]
    for p in parts:
        (tmp_path / f"rank{p.rank}").mkdir()
    waited = StepView(wall_ms=200.0, busy_pct=20.0, comm=RankComm(waiting_ms=160.0))
    entries = [RankEntry(0, "rank0", waited, None), RankEntry(1, "rank1", parts[1].run.step, None)]
    _rewaited(tmp_path, parts, entries)
    assert read_manifest(tmp_path / "rank0").step.comm.waiting_ms == 160.0
    assert not (tmp_path / "rank1" / "run.json").exists()  # nothing moved: its own run as it wrote it


def test_the_job_tables_busy_is_each_ranks_steps(tmp_path, traces, monkeypatch):
    """Each rank's four ways in the job table are its step's figures once its waiting moved to idle: the
    table's busy (computing and transferring) is the step's, and the four add up to its wall."""
    from inductor_probe.run.step_sides import RankComm

    def run() -> Manifest:
        step = StepView(
            wall_ms=400.0, busy_pct=60.0, outside_ms=200.0, idle_ms=160.0, comm=RankComm(),
            timed=StepTimed(device_type="cuda"), profiled=StepProfiled(steps=1, busy_ms=240.0),
        )  # fmt: skip
        return Manifest(step=step)

    from inductor_probe.run.job import RankSplit
    from inductor_probe.workflows import job_parts

    record = job_analysis.job_record

    def aligned(*a, **k):  # PARAM's ranks' clocks disagree, which leaves the split out: as if they agreed
        job = record(*a, **k)
        for r in job.ranks:
            r.split = RankSplit(
                compute_ms=0.0,
                transfer_ms=0.0,
                waiting_ms=0.0,
                idle_ms=0.0,
                wall_ms=1.0,
                basis="profiled span",
            )
        return job

    monkeypatch.setattr(job_parts.job_analysis, "job_record", aligned)
    parts = [rank_part(_rank_dir(tmp_path, t, "halved"), r, run()) for r, t in enumerate(traces)]
    job = job_of(parts)
    assert job is not None
    for rank, part in zip(job.ranks, parts, strict=True):
        s, split = part.run.step, rank.split
        assert split is not None and split.basis == "unprofiled"
        assert split.compute_ms + split.transfer_ms == pytest.approx(s.profiled.busy_ms)
        assert sum((split.compute_ms, split.transfer_ms, split.waiting_ms, split.idle_ms)) == pytest.approx(
            400
        )
    assert any(r.split.waiting_ms > 0 for r in job.ranks)  # a rank waited: its step's busy went down by it
