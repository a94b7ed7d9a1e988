"""``kernel NAME --ncu``: Nsight Compute on one config of a kernel file (``ncu_child`` under ncu).

    ncu --clock-control none --cache-control all --profile-from-start off -k regex:NAME
        --metrics METRICS --csv --print-units base  python -m inductor_probe.collect.ncu_child ...

Clocks are left alone (``--clock-control none``: the tool never changes a GPU setting); L2 is flushed
before every profiled launch (``--cache-control all``), as the tool's cold timing does, so DRAM
bytes are the kernel's whole traffic. ncu replays each launch once per metric pass: the figures are
medians over the child's launches.
"""

from __future__ import annotations

import csv
import io
import shutil
import statistics
from pathlib import Path

from inductor_probe.collect import env as probe_env
from inductor_probe.collect.doors import NcuSpec, run_child
from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.run.kernel_rows import NcuFigures
from inductor_probe.run.timings import NcuReport
from inductor_probe.vocab import ChildStatus

TIME = "gpu__time_duration.sum"
METRICS = {
    TIME: "time_us",
    "dram__bytes_read.sum": "dram_read_bytes",
    "dram__bytes_write.sum": "dram_write_bytes",
    "dram__throughput.avg.pct_of_peak_sustained_elapsed": "dram_pct_of_peak",
    "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed": "memory_pct_of_peak",
    "sm__throughput.avg.pct_of_peak_sustained_elapsed": "compute_pct_of_peak",
    "sm__warps_active.avg.pct_of_peak_sustained_active": "achieved_occupancy_pct",
    "sm__maximum_warps_per_active_cycle_pct": "theoretical_occupancy_pct",
    "lts__t_sector_hit_rate.pct": "l2_hit_pct",
    "launch__registers_per_thread": "registers",
}
# Asked for too, and left out (ncu run again without it) where this ncu or GPU does not know it.
OPTIONAL = {"lts__t_sectors_srcunit_tex_op_write.sum": "l2_write_sectors"}
TIME_SCALE = {"ns": 1e-3, "nsecond": 1e-3, "us": 1.0, "usecond": 1.0, "ms": 1e3, "msecond": 1e3}
BYTE_SCALE = {"byte": 1.0, "Kbyte": 1e3, "Mbyte": 1e6, "Gbyte": 1e9}
LAUNCHES = 5
SECTOR_BYTES = 32


def find_ncu(explicit: str | None = None) -> str:
    """The ncu executable (``$PATH``, then CUDA's usual places), or a one-line error."""
    for candidate in (explicit, "ncu", "/usr/local/cuda/bin/ncu", "/opt/nvidia/nsight-compute/ncu"):
        if candidate and (shutil.which(candidate) or Path(candidate).is_file()):
            return shutil.which(candidate) or candidate
    raise ProbeError(
        "--ncu needs Nsight Compute (`ncu`), which is not on PATH here; install it with the CUDA toolkit "
        "or run without --ncu",
        USAGE,
    )


def csv_rows(text: str) -> list[dict[str, str]]:
    """The rows of ncu's ``--csv`` output (one per launch and metric), from its header on; [] without one."""
    start = text.find('"ID"')
    return list(csv.DictReader(io.StringIO(text[start:]))) if start >= 0 else []


def metric_value(row: dict[str, str]) -> float | None:
    """A row's value in the tool's units: a time in µs, DRAM bytes in bytes, anything else as printed."""
    try:
        value = float(str(row["Metric Value"]).replace(",", ""))
    except (KeyError, ValueError):
        return None
    metric, unit = row.get("Metric Name", ""), row.get("Metric Unit", "")
    if metric == TIME:
        return value * TIME_SCALE.get(unit, 1e-3)
    if metric.startswith("dram__bytes"):
        return value * BYTE_SCALE.get(unit, 1.0)
    return value


def launch_times_us(text: str) -> list[tuple[str, float]]:
    """(kernel name, gpu__time_duration in µs) of each profiled launch, in order."""
    out = []
    for row in csv_rows(text):
        value = metric_value(row) if row.get("Metric Name") == TIME else None
        if value is not None:
            out.append((row["Kernel Name"], value))
    return out


def parse_csv(text: str) -> list[dict]:
    """ncu's ``--csv --print-units base`` output -> one dict per profiled launch (``METRICS`` names:
    times in µs, bytes in bytes, percentages as printed)."""
    names = {**METRICS, **OPTIONAL}
    launches: dict[str, dict] = {}
    for row in csv_rows(text):
        metric = row.get("Metric Name")
        value = metric_value(row) if metric in names else None
        if metric is None or value is None:
            continue
        d = launches.setdefault(row["ID"], {"kernel": str(row.get("Kernel Name", "")).split("(")[0]})
        d[names[metric]] = value
    return list(launches.values())


def summarise(launches: list[dict]) -> dict:
    """Medians over the launches, with DRAM bytes and bandwidth (read + write over the time)."""
    out: dict = {"launches": len(launches)}
    for key in [*METRICS.values(), *OPTIONAL.values()]:
        vals = [d[key] for d in launches if d.get(key) is not None]
        out[key] = statistics.median(vals) if vals else None
    time_s = out["time_us"] * 1e-6 if out.get("time_us") else None
    if out.get("dram_read_bytes") is not None and out.get("dram_write_bytes") is not None:
        out["dram_bytes"] = out["dram_read_bytes"] + out["dram_write_bytes"]
        out["dram_gbps"] = out["dram_bytes"] / time_s / 1e9 if time_s else None
    if out.get("l2_write_sectors") is not None and out.get("dram_read_bytes") is not None:
        # What the kernel wrote reaches DRAM in the end, but what is still dirty in L2 when it ends is
        # written back later and not counted in its dram__bytes_write: reads + the SMs' writes is its traffic.
        out["l2_write_bytes"] = out["l2_write_sectors"] * SECTOR_BYTES
        out["traffic_bytes"] = out["dram_read_bytes"] + out["l2_write_bytes"]
        out["traffic_gbps"] = out["traffic_bytes"] / time_s / 1e9 if time_s else None
    return out


def ncu_command(
    ncu: str,
    metrics: list[str],
    *,
    kernel_regex: str | None = None,
    cache_control: str = "all",
    replay_mode: str | None = None,
    extra: tuple[str, ...] = (),
) -> tuple[str, ...]:
    """ncu's command line for ``metrics`` of the launches inside the profiler range (clocks always left
    alone: the tool never changes a GPU setting), as CSV in base units; the program to run follows it."""
    return (
        ncu,
        "--clock-control",
        "none",
        "--cache-control",
        cache_control,
        *(("--replay-mode", replay_mode) if replay_mode else ()),
        "--profile-from-start",
        "off",
        *(("-k", f"regex:{kernel_regex}") if kernel_regex else ()),
        "--metrics",
        ",".join(metrics),
        "--csv",
        "--print-units",
        "base",
        *extra,
    )


def run_ncu(
    kernel_file: Path, name: str, config: str, out_dir: Path, *, timeout_s: float, ncu: str
) -> NcuReport:
    """ncu on ``LAUNCHES`` launches of ``config`` of ``kernel_file``; the child's and ncu's figures."""
    out_dir.mkdir(parents=True, exist_ok=True)
    log, result_path = out_dir / "ncu.log", out_dir / "ncu_child.json"
    env = probe_env.child_env(kernel_file.parent / "cache", tmpdir=out_dir, device="cuda")
    spec = NcuSpec(kernel_file=str(kernel_file), result=str(result_path), config=config, launches=LAUNCHES)
    for metrics in ([*METRICS, *OPTIONAL], list(METRICS)):
        log.unlink(missing_ok=True)
        command = ncu_command(ncu, metrics, kernel_regex=f"^{name}$")
        child, data = run_child(
            "inductor_probe.collect.ncu_child",
            spec,
            NcuReport,
            spec_path=out_dir / "ncu_spec.json",
            result_path=result_path,
            env=env,
            log_path=log,
            timeout_s=timeout_s,
            what=f"ncu on {name}",
            prefix=command,
        )
        text = log.read_text(errors="replace") if log.exists() else ""
        if parse_csv(text) or "==ERROR==" not in text:  # an unknown optional metric: once more without
            break
    if data is None:
        data = NcuReport(status=ChildStatus.ERROR, error=f"the child wrote no result (log: {log})")
    launches = parse_csv(text)
    data.command = " ".join(
        [*command, "python", "-m", "inductor_probe.collect.ncu_child", str(out_dir / "ncu_spec.json")]
    )
    data.log = str(log)
    if data.status == ChildStatus.OK and not launches:
        data.status = ChildStatus.ERROR
        data.error = f"ncu profiled no launch of {name} (exit {child.returncode}; log: {log})"
    data.ncu = NcuFigures.from_dict(summarise(launches)) if launches else None
    return data


def profile_module(command: tuple[str, ...], module: Path, *, cache: Path, tmp: Path, calls: int) -> str:
    """ncu (``command``: ``ncu_command(...)``) on ``calls`` calls of a compiled module run by the isolated
    child without torch's profiler (what the ncu benchmarks compare against); returns ncu's CSV output."""
    import subprocess
    import sys

    tmp.mkdir(parents=True, exist_ok=True)
    child = ["-m", "inductor_probe.collect.isolated_child", str(module), str(tmp / "unused.json")]
    child += [str(tmp / "result.json"), "--calls", str(calls), "--device", "cuda", "--external-profiler"]
    env = probe_env.child_env(cache, tmpdir=tmp, device="cuda")
    proc = subprocess.run(
        [*command, sys.executable, *child], env=env, capture_output=True, text=True, timeout=1200
    )
    if proc.returncode != 0:
        raise RuntimeError(f"ncu failed ({proc.returncode}): {proc.stderr[-2000:]}\n{proc.stdout[-2000:]}")
    if not csv_rows(proc.stdout):
        raise RuntimeError(f"no CSV in ncu output: {proc.stdout[-2000:]}")
    return proc.stdout
