"""``report --traces DIR``: Kineto traces a user collected with torch.profiler on any job, one file per rank,
analysed together (``analysis/ranks.py``): what the tool can say without its own run, and what it cannot."""

from __future__ import annotations

import os
from pathlib import Path

from inductor_probe.analysis.ranks import JobView, job_view, summarize_file
from inductor_probe.analysis.trace import TraceError
from inductor_probe.errors import USAGE, ProbeError

SUFFIXES = (".json", ".json.gz")
MAX_TRACES = 1024

CANNOT = [
    "the unprofiled step time: each step's span includes the profiler's cost (`breakdown` times it apart)",
    "which compiled graph launched a kernel, and a generated kernel's FLOPs, bytes and source lines (its "
    "compiled module has them: `breakdown` keeps it); library kernels get a roofline only where the trace "
    "recorded shapes (record_shapes=True)",
    "why a rank's GPU waited (idle by cause needs the profiler's Python stacks of the tool's own step)",
]


MAX_DEPTH = 4  # folders below the one given that are looked into
MAX_ENTRIES = 100_000  # names looked at before the folder is called too large to be one job's traces
SYSTEM = ("/", "/proc", "/sys", "/dev", "/run")


def _trace_files(folder: Path) -> list[Path]:
    """The trace files under ``folder`` (at most MAX_DEPTH folders down, links not followed); a folder of
    more than MAX_ENTRIES names, or one that cannot be listed, is a one-line error."""
    found, seen = [], 0
    top = len(folder.parts)
    for root, dirs, files in os.walk(folder, onerror=_unlistable):
        if len(Path(root).parts) - top >= MAX_DEPTH:
            dirs.clear()
        seen += len(dirs) + len(files)
        if seen > MAX_ENTRIES:
            raise ProbeError(
                f"--traces {folder} holds more than {MAX_ENTRIES} files and folders; give the folder of one "
                "job's traces",
                USAGE,
            )
        found += [Path(root) / f for f in files if f.endswith(SUFFIXES) and not f.startswith(".")]
    return sorted(p for p in found if p.name != "run.json" and p.is_file())


def _unlistable(e: OSError) -> None:
    raise ProbeError(
        f"--traces: cannot list {e.filename}: {e.strerror or e}; give a folder you can read", USAGE
    )


def traces_job(folder: str | os.PathLike) -> tuple[JobView, list[str]]:
    """The job of the traces in ``folder`` (one per rank; ranks from ``distributedInfo``, else the file names,
    else their order) and what the traces cannot tell. Every problem is a one-line ``ProbeError``."""
    path = Path(folder).expanduser()
    if not path.exists():
        raise ProbeError(
            f"--traces {path}: no such folder; give the folder that holds one trace per rank", USAGE
        )
    if not path.is_dir():
        raise ProbeError(f"--traces {path} is a file; give the folder that holds one trace per rank", USAGE)
    real = str(path.resolve())
    if real in SYSTEM or real.startswith(tuple(s + "/" for s in SYSTEM[1:])):
        raise ProbeError(
            f"--traces {path} is a system folder ({real}); give the folder that holds one trace per rank",
            USAGE,
        )
    files = _trace_files(path)
    if not files:
        raise ProbeError(
            f"--traces {path} holds no trace (*.json or *.json.gz); torch.profiler's "
            "tensorboard_trace_handler or export_chrome_trace writes one per rank",
            USAGE,
        )
    if len(files) > MAX_TRACES:
        raise ProbeError(
            f"--traces {path} holds {len(files)} files; give a folder of one job's traces", USAGE
        )
    summaries, named, unread = [], [], []
    for f in files:  # one rank at a time: its events let go before the next is read
        try:
            summary, rank = summarize_file(f)
        except TraceError as e:  # a rank's trace cut short or damaged: the others are analysed, it is said
            unread.append(e)
            continue
        summaries.append(summary)
        named.append(rank)
    if not summaries:
        raise ProbeError(f"--traces: {unread[0]}; remove it from {path} or give another folder", USAGE)
    notes: list[str] = [
        f"left out, unreadable: {e.path.name} ({e.reason}); the job view holds the other {len(summaries)} "
        "trace(s)"
        for e in unread
    ]
    if None in named or len(set(named)) != len(named):
        notes.append("the traces name no distinct ranks (distributedInfo): ranks numbered in file-name order")
        for i, summary in enumerate(summaries):
            summary.rank = i
    job = job_view(summaries)
    job.notes[:0] = notes
    return job, list(CANNOT)
