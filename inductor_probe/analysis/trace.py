"""Read a Chrome trace written by the profile child into one row per kernel launch.

Only the calls inside ``inductor_probe::call`` ranges count: a GPU activity belongs
to a call when the CPU launch that correlates with it lies inside that range; on CPU,
a kernel is a top-level operator inside the range. Pure Python + pandas: no torch.
"""

from __future__ import annotations

import bisect
import gzip
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from inductor_probe._compat import chrome_trace, strip_cpu_kernel_prefix
from inductor_probe._util import NotAFile, check_regular
from inductor_probe.errors import first_line
from inductor_probe.ranges import CALL_RANGE
from inductor_probe.vocab import IdleCause

DEVICE_ACTIVITIES = ("kernel", "gpu_memcpy", "gpu_memset")
LAUNCH_CATEGORIES = ("cuda_runtime", "cuda_driver", "runtime", "driver")

ROW_COLUMNS = [
    "call",
    "name",
    "activity",
    "ts_us",
    "dur_us",
    "stream_us",
    "gap_excess_us",
    "launch_ts_us",
    "op",
    "grid",
    "block",
    "registers",
    "shared_bytes",
    "stream",
    "graph",  # step view: the cache key of the compiled graph whose call launched it (None: outside)
    "launch",  # the runtime or driver call that launched it (cudaLaunchKernel, cudaGraphLaunch, ...)
    "op_args",  # the launching ATen op's recorded args (input shapes and types, with record_shapes)
    "op_id",  # that op call's (thread, start): kernels of one op call share it
    "bytes",  # a memset's or copy's size (CUPTI's "bytes"); None for kernels
]


@dataclass(frozen=True)
class TraceSummary:
    """Launch rows and the profiled window of one trace."""

    rows: pd.DataFrame
    calls: int
    window_us: float  # first call's start to the end of the last call's last activity
    busy_us: float  # union of kernel intervals inside the window
    device_type: str  # "cuda" or "cpu"
    base_gap_us: float | None = None  # the base launch cost in each stream_us (see stream_times)
    windows: tuple[tuple[float, float], ...] = ()  # the calls' (or steps') host ranges, µs
    # the step view on a GPU: profiled idle µs by (cause, graph key or op, the user's line): analysis/idle.py
    idle_us: dict[tuple[IdleCause, str | None, str | None], list[float]] | None = None
    sync_wait_us: float | None = None  # the host's time in synchronising calls over the profiled steps
    graph_host_us: float | None = None  # the host's time inside compiled graphs' calls, profiled steps
    runtime: list[Any] | None = None  # each compiled frame's run in the profiled steps (analysis/ledger.py)
    launches: Any = None  # the launches whose GPU work the trace lacks (analysis/unseen.py)
    modeled: Any = None  # how a lean window's kernels were placed (run/windows.KernelModel)

    @property
    def busy_pct(self) -> float:
        return 100.0 * self.busy_us / self.window_us if self.window_us > 0 else 0.0


class TraceError(ValueError):
    """A trace that is missing, cannot be read, or is not what the profile steps write: the message
    names the file, ``reason`` says what is wrong with it."""

    def __init__(self, path: str | Path, reason: str):
        super().__init__(f"trace {path}: {reason}")
        self.path = Path(path)
        self.reason = reason

    def __reduce__(self) -> tuple[type, tuple[Path, str]]:
        return type(self), (self.path, self.reason)


MAX_TRACE_BYTES = 2 * 2**30  # a trace (unpacked) larger than this is refused before it is read whole
MAX_GZIP_RATIO = 200  # profiler traces pack 5-15x; far more is not a trace (a gzip bomb)


def too_large(path: Path) -> str:
    """What a trace too large for this machine's memory is said to be (read whole, then parsed)."""
    try:
        size = f"{path.stat().st_size / 2**30:.2f} GiB"
    except OSError:
        size = "its size"
    return (
        f"it ({size}) does not fit in this machine's memory once read and parsed; profile fewer steps "
        "(--steps) or read it on a machine with more memory"
    )


def read_capped(path: Path) -> str:
    """The trace's text, plain or gzipped, read at most to MAX_TRACE_BYTES (and, gzipped, at most
    MAX_GZIP_RATIO times the packed size): ``TraceError`` past either."""
    try:
        check_regular(path)
    except NotAFile:
        raise TraceError(path, "it is not a regular file (a pipe, a device?)") from None
    size = path.stat().st_size
    if path.suffix != ".gz":
        if size > MAX_TRACE_BYTES:
            raise TraceError(path, f"it is {size / 2**30:.1f} GiB, more than {MAX_TRACE_BYTES // 2**30} GiB")
        return path.read_text()
    cap = min(MAX_TRACE_BYTES, max(64 * 2**20, MAX_GZIP_RATIO * size))
    chunks, got = [], 0
    with gzip.open(path, "rb") as f:
        while chunk := f.read(2**22):
            got += len(chunk)
            if got > cap:
                raise TraceError(
                    path,
                    f"it unpacks to more than {cap / 2**20:.0f} MiB from {size / 2**20:.1f} MiB packed: "
                    "not a trace",
                )
            chunks.append(chunk)
    return b"".join(chunks).decode()


def load_events(path: str | Path) -> list[dict[str, Any]]:
    """The complete events (``ph: X``) of a trace file, plain or gzipped, each with a numeric ``ts`` (and
    ``dur`` where given); ``TraceError`` for a file missing, truncated, not JSON or not a trace."""
    data = read_json(path := Path(path))
    events = data.get("traceEvents", data) if isinstance(data, dict) else data
    if not isinstance(events, list):
        raise TraceError(path, "it holds no list of events; was it written by the profiler?")
    return complete_events(path, events)


def read_json(path: Path) -> Any:
    """A trace file's JSON value, plain or gzipped (the one reader: ``load_events``, ``ranks.read_trace``);
    ``TraceError`` for a file that is missing, too large, truncated, unreadable or not JSON."""
    try:
        return chrome_trace.loads(read_capped(path))
    except TraceError:
        raise
    except MemoryError:
        raise TraceError(path, too_large(path)) from None
    except FileNotFoundError as e:
        raise TraceError(path, "missing") from e
    except EOFError as e:  # a gzip stream cut short
        raise TraceError(path, "it is truncated") from e
    except OSError as e:  # unreadable, not gzip
        raise TraceError(path, f"it cannot be read ({first_line(e, 200)})") from e
    except (ValueError, RecursionError) as e:  # not UTF-8, not JSON
        raise TraceError(path, f"it is not JSON ({first_line(e, 200)})") from e


def _number(v: object) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def complete_events(path: Path, events: list[Any]) -> list[dict[str, Any]]:
    """The complete events (``ph: X``) of a trace's events, each checked: ``ts`` a finite number, ``dur``
    (where given) a finite number not below 0, ``args`` (where given) an object; ``TraceError`` naming the
    first that is not (a string ``ts``, a null ``dur``, list ``args``: not what the profiler writes)."""
    out = [e for e in events if isinstance(e, dict) and e.get("ph") == "X"]
    for i, ev in enumerate(out):
        ts, dur, args = ev.get("ts"), ev.get("dur", 0), ev.get("args", {})
        if not _number(ts) or not _number(dur) or dur < 0 or not isinstance(args, dict):
            what = f"ts {ts!r}, dur {dur!r}" + (
                "" if isinstance(args, dict) else f", args {type(args).__name__}"
            )
            raise TraceError(
                path,
                f"complete event {i} ({str(ev.get('name'))[:60]!r}) has {what}: not a trace the profiler "
                "wrote (ts and dur finite numbers, dur not below 0, args an object)",
            )
    return out


def _windows(events: list[dict[str, Any]]) -> list[tuple[float, float]]:
    wins = sorted(
        (float(e["ts"]), float(e["ts"]) + float(e.get("dur", 0)))
        for e in events
        if e.get("name") == CALL_RANGE and e.get("cat") in ("user_annotation", "cpu_op")
    )
    return wins


def window_index(wins: list[tuple[float, float]], starts: list[float], t: float) -> int | None:
    i = bisect.bisect_right(starts, t) - 1
    if i >= 0 and wins[i][0] <= t <= wins[i][1]:
        return i
    return None


def union_length(intervals: list[tuple[float, float]]) -> float:
    total = 0.0
    merged: tuple[float, float] | None = None  # the union's current interval
    for s, e in sorted(intervals):
        if merged is None or s > merged[1]:
            if merged is not None:
                total += merged[1] - merged[0]
            merged = (s, e)
        else:
            merged = (merged[0], max(merged[1], e))
    if merged is not None:
        total += merged[1] - merged[0]
    return total


class OpIndex:
    """Innermost CPU operator (or range) containing a timestamp, per thread."""

    def __init__(self, ops: list[dict[str, Any]]):
        self.by_tid: dict[object, tuple[list[float], list[dict[str, Any]]]] = {}
        grouped: dict[object, list[dict[str, Any]]] = {}
        for e in ops:
            grouped.setdefault(e.get("tid"), []).append(e)
        self.reach: dict[object, list[float]] = {}  # per thread: the latest end among the ops up to each one
        for tid, evs in grouped.items():
            evs.sort(key=lambda e: float(e["ts"]))
            self.by_tid[tid] = ([float(e["ts"]) for e in evs], evs)
            reach, latest = [], float("-inf")
            for e in evs:
                latest = max(latest, float(e["ts"]) + float(e.get("dur", 0)))
                reach.append(latest)
            self.reach[tid] = reach

    def innermost(self, tid: object, t: float, prefix: str = "aten::") -> str | None:
        e = self.innermost_event(tid, t, prefix)
        return None if e is None else e["name"]

    def innermost_event(self, tid: object, t: float, prefix: str = "aten::") -> dict[str, Any] | None:
        starts, evs = self.by_tid.get(tid, ([], []))
        reach = self.reach.get(tid, [])
        i = bisect.bisect_right(starts, t) - 1
        while i >= 0 and reach[i] >= t:  # no op up to i ends at or after t: none is around it
            e = evs[i]
            if float(e["ts"]) + float(e.get("dur", 0)) >= t and str(e.get("name", "")).startswith(prefix):
                return e
            i -= 1
            if i >= 0 and t - starts[i] > 5e6:  # nothing lasts that long around one launch
                break
        return None


def parse_trace(path: str | Path, device_type: str | None = None) -> TraceSummary:
    events = load_events(path)
    wins = _windows(events)
    if not wins:
        raise TraceError(path, f"no '{CALL_RANGE}' ranges; was it written by inductor-probe's profile step?")
    has_device = any(e.get("cat") in DEVICE_ACTIVITIES for e in events)
    if device_type is None:
        device_type = "cuda" if has_device else "cpu"
    if device_type == "cpu":
        return _parse_cpu(events, wins)
    return parse_gpu(events, wins)


def parse_gpu(
    events: list[dict[str, Any]],
    wins: list[tuple[float, float]],
    annotate: Callable[[dict[str, Any], dict[str, Any]], None] | None = None,
) -> TraceSummary:
    """GPU activities whose launch lies in a window; ``annotate(launch_event, row)`` may add to a
    row what else the launch tells (the step view: the compiled graph it was made in)."""
    starts = [w[0] for w in wins]
    launches: dict[object, dict[str, Any]] = {}
    ops: list[dict[str, Any]] = []
    for e in events:
        cat = e.get("cat")
        if cat in LAUNCH_CATEGORIES:
            corr = (e.get("args") or {}).get("correlation")
            if corr is not None:
                launches[corr] = e
        elif cat == "cpu_op":
            ops.append(e)
    index = OpIndex([e for e in ops if str(e.get("name", "")).startswith("aten::")])  # what it is asked for
    rows = []
    for e in events:
        cat = e.get("cat")
        if cat not in DEVICE_ACTIVITIES:
            continue
        args = e.get("args") or {}
        launch = launches.get(args.get("correlation"))
        if launch is None:
            continue
        t_launch = float(launch["ts"])
        call = window_index(wins, starts, t_launch)
        if call is None:
            continue
        op = index.innermost_event(launch.get("tid"), t_launch)
        row = {
            "call": call,
            "name": e.get("name", "?"),
            "activity": cat,
            "ts_us": float(e["ts"]),
            "dur_us": float(e.get("dur", 0.0)),
            "op": None if op is None else op["name"],
            "op_args": None if op is None else op.get("args"),
            "op_id": None if op is None else (op.get("tid"), float(op["ts"])),
            "grid": _dims(args.get("grid")),
            "block": _dims(args.get("block")),
            "registers": args.get("registers per thread"),
            "shared_bytes": args.get("shared memory"),
            "stream": args.get("stream"),
            "launch_ts_us": t_launch,
            "graph": None,
            "launch": launch.get("name"),
            "bytes": args.get("bytes") if cat != "kernel" else None,
        }
        if annotate is not None:
            annotate(launch, row)
        rows.append(row)
    df = pd.DataFrame(rows, columns=ROW_COLUMNS)
    times, base = _stream_times(df)
    df[["stream_us", "gap_excess_us"]] = times
    if df.empty:
        return TraceSummary(df, len(wins), 0.0, 0.0, "cuda", windows=tuple(wins))
    start = wins[0][0]
    end = max(wins[-1][1], float((df["ts_us"] + df["dur_us"]).max()))
    rel = df["ts_us"] - start  # timestamps are ~1e12 µs: work relative to the window for precision
    busy = union_length(list(zip(rel, rel + df["dur_us"], strict=True)))
    return TraceSummary(df, len(wins), end - start, busy, "cuda", base, tuple(wins))


def cpu_row(
    call: int, name: str, ts: float, dur: float, graph: str | None = None, args: Any = None
) -> dict[str, Any]:
    """A CPU op as a row: a C++ kernel or an ATen call (its own op, with its recorded args: the module map
    matches a library call by its operands' sizes, ``analysis/module_map._row_sig``)."""
    op = name if name.startswith("aten::") else None
    return {
        "call": call,
        "name": name,
        "activity": "cpu_op",
        "ts_us": ts,
        "dur_us": dur,
        "op": op,
        "graph": graph,
        "op_args": args if op is not None and isinstance(args, dict) else None,
    }


def _parse_cpu(events: list[dict[str, Any]], wins: list[tuple[float, float]]) -> TraceSummary:
    starts = [w[0] for w in wins]
    call_tids = {e.get("tid") for e in events if e.get("name") == CALL_RANGE}
    ops = sorted(
        (e for e in events if e.get("cat") == "cpu_op" and e.get("tid") in call_tids),
        key=lambda e: (float(e["ts"]), -float(e.get("dur", 0))),
    )
    rows = []
    open_until = -1.0
    for e in ops:
        ts, dur = float(e["ts"]), float(e.get("dur", 0))
        call = window_index(wins, starts, ts)
        if call is None or ts < open_until:
            continue  # outside the calls, or nested in a top-level op already taken
        open_until = ts + dur
        name = strip_cpu_kernel_prefix(str(e.get("name", "?")))
        rows.append(cpu_row(call, name, ts, dur, args=e.get("args")))
    df = pd.DataFrame(rows, columns=ROW_COLUMNS)
    df["stream_us"] = df["dur_us"]  # one thread runs one op after the other: nothing to add
    df["gap_excess_us"] = 0.0
    window = sum(e - s for s, e in wins)  # on CPU the calls themselves are the window
    rel = df["ts_us"] - wins[0][0] if not df.empty else df["ts_us"]
    busy = union_length(list(zip(rel, rel + df["dur_us"], strict=True))) if not df.empty else 0.0
    return TraceSummary(df, len(wins), window, busy, "cpu", windows=tuple(wins))


# The GPU's base cost of one launch on a busy stream: a low percentile of the gaps between a
# kernel's end and the next queued kernel's start in the same trace (see stream_times).
BASE_GAP_QUANTILE = 0.10


def _queued_gaps(df: pd.DataFrame) -> tuple[dict[int, float], list[int]]:
    """Per stream, in time order: {row: gap to the next launch, when that launch was already queued},
    and the rows after which the stream went idle or ended. Overlapping launches are in neither."""
    queued: dict[int, float] = {}
    idle: list[int] = []
    for _, grp in df.groupby("stream", dropna=False, sort=False):
        g = grp.sort_values("ts_us")
        idx = g.index.to_list()
        ends = (g["ts_us"] + g["dur_us"]).to_list()
        starts = g["ts_us"].to_list()
        launches = g["launch_ts_us"].to_list()
        for k in range(len(idx)):
            if k + 1 == len(idx):
                idle.append(idx[k])
                continue
            gap = starts[k + 1] - ends[k]
            if gap < 0:
                continue
            if launches[k + 1] < ends[k]:
                queued[idx[k]] = gap
            else:
                idle.append(idx[k])
    return queued, idle


def base_gap(df: pd.DataFrame) -> float | None:
    """The trace's base launch cost in µs (None without any queued gap)."""
    return _stream_times(df)[1]


def stream_times(df: pd.DataFrame) -> pd.DataFrame:
    """What each launch costs its stream: execution plus the GPU's base cost of a launch.

    Back to back on a stream, the GPU spends ~1-2 µs between one kernel's end and the next
    one's start. Part of it is every launch's own cost (the front end finishing one kernel
    and starting the next), which Nsight Compute's gpu__time_duration counts in the kernel;
    measured on an H100 it is about 1 µs for every kernel, while the gap itself moves between
    about 0.9 and 2.3 µs from call to call of the same kernel pair
    (benchmarks/results/ncu_replicates_h100.md). So each launch is charged the base cost,
    the trace's BASE_GAP_QUANTILE of the gaps to an already-queued next launch (or its own
    gap where that is smaller), and what a queued gap holds beyond it is returned apart
    (``gap_excess_us``) as stream time no kernel owns. Idle time (the next launch came after
    this one ended) is neither. Overlapping launches (other streams, programmatic dependent
    launch) get their execution time alone.

    Returns ``stream_us`` and ``gap_excess_us`` per row.
    """
    return _stream_times(df)[0]


def _stream_times(df: pd.DataFrame) -> tuple[pd.DataFrame, float | None]:
    """stream_times and the base launch cost it charged (None without any queued gap)."""
    stream = df["dur_us"].astype(float).to_numpy(copy=True)
    excess = np.zeros(len(df))
    queued, idle = _queued_gaps(df) if not df.empty else ({}, [])
    base = float(pd.Series(list(queued.values())).quantile(BASE_GAP_QUANTILE)) if queued else None
    if base is not None:  # by position: one array operation, not a Series item set per row
        pos = pd.Index(df.index)
        q = pos.get_indexer(list(queued))
        gaps = np.fromiter(queued.values(), float, len(queued))
        stream[q] += np.minimum(gaps, base)
        excess[q] = np.maximum(gaps - base, 0.0)
        stream[pos.get_indexer(idle)] += base
    return pd.DataFrame({"stream_us": stream, "gap_excess_us": excess}, index=df.index), base


def _dims(v: object) -> str | None:
    if isinstance(v, (list, tuple)):
        return "x".join(str(int(x)) for x in v)
    return None if v is None else str(v)
