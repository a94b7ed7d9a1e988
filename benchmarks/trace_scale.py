"""Issue 40's scale check: rank traces of a real job (the PARAM DLRM step of ``../shared/fixtures``, 8
ranks of 3,290 events each) replicated step after step to any size, and ``report --traces`` timed on them:
events per CPU-second and peak memory against the largest trace file.

    python -m benchmarks.trace_scale synth OUT_DIR --ranks 8 --events 1000000
    python -m benchmarks.trace_scale time OUT_DIR          # one fresh process: CPU seconds, peak RSS

Each copy of a rank's step is shifted by the step's span plus a gap, its ProfilerStep renumbered and its
correlation, external and flow ids offset, so a copy is one more step of the same job (the ranks' collectives
line up copy by copy, as the original's do). No code of the tool makes the traces."""

from __future__ import annotations

import argparse
import copy
import json
import resource
import subprocess
import sys
import tarfile
import time
from pathlib import Path

FIXTURE = (
    Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "param_dlrm_kineto" / "dlrm_kineto.tar.gz"
)
ID_KEYS = ("External id", "correlation", "Ev Idx")
ID_STEP = 1_000_000  # a copy's ids: the original's plus k * ID_STEP (the originals are below 100,000)


def _ranks(tar_path: Path = FIXTURE) -> list[tuple[str, dict]]:
    out = []
    with tarfile.open(tar_path) as tar:
        for m in sorted(tar.getmembers(), key=lambda m: m.name):
            if m.isfile() and m.name.endswith(".json"):
                f = tar.extractfile(m)
                assert f is not None
                out.append((Path(m.name).name, json.load(f)))
    return out


def _copy(events: list[dict], k: int, shift: float) -> list[dict]:
    out = []
    for e in events:
        if e.get("ph") == "M":
            continue
        c = copy.copy(e)
        if "ts" in c:
            c["ts"] = c["ts"] + k * shift
        if "id" in c:
            c["id"] = c["id"] + k * ID_STEP
        args = c.get("args")
        if args:
            args = dict(args)
            for key in ID_KEYS:
                if isinstance(args.get(key), int):
                    args[key] += k * ID_STEP
            c["args"] = args
        name = c.get("name")
        if isinstance(name, str) and name.startswith("ProfilerStep#"):
            c["name"] = f"ProfilerStep#{int(name[13:]) + k}"
        out.append(c)
    return out


def synth(
    out: Path,
    ranks: int,
    events: int,
    copies: int | None = None,
    src_tar: Path = FIXTURE,
    drift: bool = False,
) -> None:
    """``ranks`` traces (the fixture's ranks in turn) of about ``events`` events each, or of ``copies``
    steps. ``drift``: each rank's copies one after another by its own trace's span (as issue 40's traces were
    made), so the ranks' steps drift apart and their collectives no longer line up."""
    out.mkdir(parents=True, exist_ok=True)
    src = _ranks(src_tar)
    # one period for every rank: the widest of the ranks' traces plus 1 ms, so copies never overlap
    period = (
        max(
            max(e["ts"] + e.get("dur", 0) for e in d["traceEvents"] if "ts" in e)
            - min(e["ts"] for e in d["traceEvents"] if "ts" in e)
            for _, d in src
        )
        + 1000.0
    )
    if copies is None:  # as many steps on each rank
        copies = max(1, round(events / max(len(d["traceEvents"]) for _, d in src)))
    for r in range(ranks):
        name, d = src[r % len(src)]
        base = d["traceEvents"]
        if drift:
            timed = [e for e in base if "ts" in e]
            period = max(e["ts"] + e.get("dur", 0) for e in timed) - min(e["ts"] for e in timed) + 1000.0
        evs = [e for e in base if e.get("ph") == "M"]
        for k in range(copies):
            evs += _copy(base, k, period)
        doc = {**d, "traceEvents": evs, "distributedInfo": {**(d.get("distributedInfo") or {}), "rank": r}}
        if ranks > len(src):
            doc["distributedInfo"]["world_size"] = ranks
        (out / f"rank{r}_{name}").write_text(json.dumps(doc))
        print(f"rank {r}: {len(evs)} events, {copies} steps", flush=True)


def time_report(folder: Path) -> None:
    """``report --traces`` in a fresh process: its CPU seconds (user + system, children included), its peak
    resident memory, events per CPU-second, against the largest trace."""
    files = sorted(folder.glob("*.json"))
    largest = max(f.stat().st_size for f in files)
    # the report runs first: a child forked after the traces were loaded here would count this process's
    # pages in its peak (ru_maxrss includes what it held before exec)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "inductor_probe", "report", "--traces", str(folder), "--format", "json"],
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    n = sum(len(json.loads(f.read_text())["traceEvents"]) for f in files)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    peak = after.ru_maxrss * 1024
    print(
        f"{len(files)} traces, {n} events, largest {largest / 1e6:.1f} MB: exit {done.returncode}, "
        f"wall {wall:.1f} s, CPU {cpu:.1f} s, {n / cpu:,.0f} events per CPU-second, "
        f"peak RSS {peak / 1e6:.0f} MB ({peak / largest:.2f}x the largest trace)"
    )
    if done.returncode:
        print(done.stderr[-2000:])


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("what", choices=["synth", "time"])
    p.add_argument("folder", type=Path)
    p.add_argument("--ranks", type=int, default=8)
    p.add_argument("--events", type=int, default=1_000_000)
    p.add_argument("--drift", action="store_true", help="each rank's steps by its own span: they drift apart")
    a = p.parse_args(argv)
    if a.what == "synth":
        synth(a.folder, a.ranks, a.events, drift=a.drift)
    else:
        time_report(a.folder)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
