"""A rank's trace read at the speed of the parser and in little memory (issue 40): what the job view needs of
it, never all of its events at once.

A Kineto trace is one JSON object whose ``traceEvents`` array holds nearly all of its bytes. The file is read
in blocks; the array is cut between two events (``}, {``) about every :data:`BLOCK` bytes and each piece
parsed by orjson on its own (``[`` + piece + ``]``): a cut inside a string leaves a piece that does not
parse, and an earlier cut is tried, or a later one once the next block is in. What this reader cannot read
(NaN, which orjson refuses; a gzip stream cut short; torch's unescaped names) it hands back
(:class:`Unstreamable`): the caller reads the whole file the old way, which reads it or says why. The object
less its array (``deviceProperties``, ``distributedInfo``) is parsed from what is before and after it.

Two passes over the pieces; no event is kept as a dict in the first:

    pass 1  each launch (``cuda_runtime``...) by its thread and time; each ``aten::`` op by its thread, start,
            end and place among the aten ops; the earliest-starting and the latest-ending complete event
            (a trace without ProfilerStep ranges spans them)
    then    each launch's innermost ``aten::`` op (``OpIndex.innermost_event``'s rule): the ops to keep
    pass 2  the events kept, as small dicts of what the summary reads: device activities, the launches of
            them (by correlation), ProfilerStep ranges, the ops found above, those two spanning events

so the rank's summary (``analysis/ranks.summarize``) reads the same events that matter to it: each kernel's
launch and innermost op (its shapes), the steps, the span.
"""

from __future__ import annotations

import bisect
import gzip
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from inductor_probe._util import NotAFile, check_regular, paused_gc
from inductor_probe.analysis.step_trace import RANGE_CATEGORIES
from inductor_probe.analysis.trace import (
    DEVICE_ACTIVITIES,
    LAUNCH_CATEGORIES,
    MAX_GZIP_RATIO,
    MAX_TRACE_BYTES,
    TraceError,
    complete_events,
)
from inductor_probe.ranges import STEP_RANGE_PREFIX

try:
    import orjson
except ImportError:  # pragma: no cover - a tree run without its dependencies: the whole-file reader
    orjson = None  # type: ignore[assignment]

BLOCK = 1 << 20
_START = re.compile(rb'"traceEvents"\s*:\s*\[')
_CUT = re.compile(rb"\}\s*,\s*\{")
_END = re.compile(rb"\}\s*\]")
_TAIL_WINDOW = 64 << 10  # a cut is looked for in the last this many bytes first
_TRIES = 8  # cuts tried, the last first, before the next block is awaited


class Unstreamable(Exception):
    """The file is not one this reader cuts into pieces: read it whole."""


def _blocks(path: Path) -> Iterator[bytes]:
    try:
        check_regular(path)
    except NotAFile:
        raise TraceError(path, "it is not a regular file (a pipe, a device?)") from None
    size = path.stat().st_size
    gz = path.suffix == ".gz"
    cap = min(MAX_TRACE_BYTES, max(64 * 2**20, MAX_GZIP_RATIO * size)) if gz else MAX_TRACE_BYTES
    got = 0
    try:
        with gzip.open(path, "rb") if gz else open(path, "rb") as f:
            while block := f.read(BLOCK):
                got += len(block)
                if got > cap:
                    raise Unstreamable  # the whole-file reader says why, as before
                yield block
    except (OSError, EOFError) as e:  # a gzip stream cut short, unreadable: the whole-file reader says which
        raise Unstreamable from e


def _parse(piece: bytes) -> list[Any] | None:
    """The events of a piece of the array; None where it does not parse (cut inside a string)."""
    try:
        got = orjson.loads(b"[" + piece + b"]")
    except orjson.JSONDecodeError:
        return None
    return got if isinstance(got, list) else None


class _Pieces:
    """The trace's events piece by piece (:meth:`__iter__`); after the last, ``meta``: the object without
    its array."""

    def __init__(self, path: Path):
        self.path = path
        self.meta: dict[str, Any] = {}

    def __iter__(self) -> Iterator[list[Any]]:
        buf, head = b"", None
        for block in _blocks(self.path):
            buf += block
            if head is None:
                m = _START.search(buf)
                if m is None:
                    if len(buf) > 64 * 2**20:
                        raise Unstreamable
                    continue
                head, buf = buf[: m.start()], buf[m.end() :]
            cuts = list(_CUT.finditer(buf, max(0, len(buf) - _TAIL_WINDOW))) or list(_CUT.finditer(buf))
            for cut in reversed(cuts[-_TRIES:]):  # the last first; one inside a string does not parse
                events = _parse(buf[: cut.start() + 1])
                if events is not None:
                    yield events
                    buf = buf[cut.end() - 1 :]
                    break  # else: none parsed, the next block brings a later cut
        if head is None:
            raise Unstreamable
        yield self._last(head, buf)

    def _last(self, head: bytes, buf: bytes) -> list[Any]:
        stripped = buf.lstrip()
        if stripped.startswith(b"]"):  # an empty array
            events, tail = [], stripped[1:]
        else:
            for m in _END.finditer(buf):
                try:
                    events = orjson.loads(b"[" + buf[: m.start() + 1] + b"]")
                except orjson.JSONDecodeError:
                    continue
                tail = buf[m.end() :]
                break
            else:
                raise Unstreamable
        try:
            meta = orjson.loads(head + b'"traceEvents": []' + tail)
        except orjson.JSONDecodeError:
            raise Unstreamable from None
        if not isinstance(meta, dict):
            raise Unstreamable
        self.meta = meta
        return events


_NUMBERS = (int, float)  # by exact type: a bool is no time
_STEP_CATS = frozenset(RANGE_CATEGORIES)


class _First:
    """Pass 1: launches and aten ops as tuples, and the two complete events that span the trace."""

    def __init__(self) -> None:
        self.ops: dict[Any, list[tuple[float, float, int]]] = {}
        self.launches: list[tuple[Any, float, Any]] = []  # (thread, time, correlation)
        self.device: set[Any] = set()  # the correlations of the device activities: the launches that matter
        self.n_aten = 0
        self.steps = False  # a ProfilerStep range seen

    def take(self, events: list[Any]) -> None:
        ops, launches, launch_cats = self.ops, self.launches, LAUNCH_CATEGORIES
        device, device_cats = self.device, DEVICE_ACTIVITIES
        ts: Any
        dur: Any
        for e in events:
            if type(e) is not dict:
                continue
            cat = e.get("cat")
            if cat == "cpu_op":
                name = e.get("name")
                if type(name) is not str or not name.startswith("aten::") or e.get("ph") != "X":
                    continue
                ts, dur = e.get("ts"), e.get("dur", 0)
                if type(ts) not in _NUMBERS or type(dur) not in _NUMBERS or dur < 0:
                    continue  # kept whole by pass 2 and refused there (complete_events)
                ops.setdefault(e.get("tid"), []).append((float(ts), float(ts + dur), self.n_aten))
                self.n_aten += 1
            elif cat in launch_cats:
                ts, args = e.get("ts"), e.get("args")
                if type(ts) in _NUMBERS and type(args) is dict:
                    launches.append((e.get("tid"), float(ts), args.get("correlation")))
            elif cat in device_cats:
                args = e.get("args")
                if type(args) is dict:
                    device.add(args.get("correlation"))
            elif cat in _STEP_CATS and e.get("ph") == "X":
                name = e.get("name")
                if type(name) is str and name.startswith(STEP_RANGE_PREFIX):
                    self.steps = True

    def needed(self) -> set[int]:
        """Each launch's innermost aten op (``OpIndex.innermost_event``), by its place among the aten ops."""
        index: dict[Any, tuple[list[float], list[tuple[float, float, int]], list[float]]] = {}
        for tid, evs in self.ops.items():
            evs.sort(key=lambda x: x[0])
            reach, latest = [], float("-inf")
            for _, end, _ in evs:
                latest = max(latest, end)
                reach.append(latest)
            index[tid] = ([x[0] for x in evs], evs, reach)
        out: set[int] = set()
        for tid, t, corr in self.launches:
            got = index.get(tid) if corr in self.device else None
            if got is None:
                continue
            starts, evs, reach = got
            i = bisect.bisect_right(starts, t) - 1
            while i >= 0 and reach[i] >= t:
                if evs[i][1] >= t:
                    out.add(evs[i][2])
                    break
                i -= 1
                if i >= 0 and t - starts[i] > 5e6:
                    break
        return out


# what the summary reads of each kept event's args (analysis/trace.parse_gpu, analysis/comms.Kernel.of,
# analysis/flops.op_cost): the rest of them is let go
_DEVICE_ARGS: tuple[str, ...] = (
    "correlation",
    "grid",
    "block",
    "registers per thread",
    "shared memory",
    "stream",
    "bytes",
)
_DEVICE_ARGS += ("Collective name", "collective_name", "Seq", "seq", "Sequence number")
_DEVICE_ARGS += ("Process Group Name", "pg_name", "Process Group Description")
_LAUNCH_ARGS = ("correlation",)
_OP_ARGS = ("Input Dims", "Input type", "Concrete Inputs")
# the fields kept: an op's thread (the launch's innermost op is looked for on it); a device activity's
# stream is in its args; a launch's own duration is not read
_FIELDS = ("ph", "cat", "name", "ts", "dur", "tid")
_DEVICE_FIELDS = ("ph", "cat", "name", "ts", "dur")
_LAUNCH_FIELDS = ("ph", "cat", "name", "ts", "tid")


class _Slim:
    """Kept events as small dicts: the fields the summary reads, the args it reads, each distinct name
    once (a kernel's name repeats in every step)."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}

    def __call__(
        self, e: dict[str, Any], keys: tuple[str, ...], fields: tuple[str, ...] = _FIELDS
    ) -> dict[str, Any]:
        out: dict[str, Any] = {k: e[k] for k in fields if k in e}
        for k in ("ph", "cat", "name"):
            v = out.get(k)
            if type(v) is str:
                out[k] = self.names.setdefault(v, v)
        args = e.get("args")
        if type(args) is dict:
            out["args"] = {k: args[k] for k in keys if k in args}
        elif "args" in e:
            out["args"] = args  # not an object: complete_events refuses it
        return out


def _second(pieces: _Pieces, first: _First, needed: set[int]) -> list[dict[str, Any]]:
    """Pass 2: the events kept, in the file's order (the module doc). A trace without ProfilerStep ranges
    also keeps its earliest-starting and latest-ending complete events (it is one span from one to the
    other); a complete event whose ts or dur is not a number is kept, for ``complete_events`` to refuse."""
    kept: list[dict[str, Any]] = []
    n_aten = 0
    device, launch_cats = DEVICE_ACTIVITIES, LAUNCH_CATEGORIES
    span = not first.steps
    ends: list[tuple[float, dict[str, Any] | None, bool]] = [
        (float("inf"), None, False),
        (float("-inf"), None, False),
    ]
    slim = _Slim()
    launched = first.device - {None}
    ts: Any
    dur: Any
    for events in pieces:
        for e in events:
            if type(e) is not dict or e.get("ph") != "X":
                continue
            ts, dur = e.get("ts"), e.get("dur", 0)
            if type(ts) not in _NUMBERS or type(dur) not in _NUMBERS or dur < 0:
                kept.append(e)
                continue
            cat, name = e.get("cat"), e.get("name")
            keep: tuple[str, ...] | None = None
            fields: tuple[str, ...] = _FIELDS
            if cat in device:
                keep, fields = _DEVICE_ARGS, _DEVICE_FIELDS
            elif cat in launch_cats:
                args = e.get("args")
                if type(args) is dict and args.get("correlation") in launched:
                    keep, fields = _LAUNCH_ARGS, _LAUNCH_FIELDS
            elif cat == "cpu_op" and type(name) is str and name.startswith("aten::"):
                if n_aten in needed:
                    keep = _OP_ARGS
                n_aten += 1
            elif cat in _STEP_CATS and type(name) is str and name.startswith(STEP_RANGE_PREFIX):
                keep = ()
            if keep is not None:
                kept.append(slim(e, keep, fields))
            if span:
                if ts < ends[0][0]:
                    ends[0] = (ts, e, keep is not None)
                if ts + dur > ends[1][0]:
                    ends[1] = (ts + dur, e, keep is not None)
    if span:  # the span's two ends, where not kept already
        extra = {id(e): e for _, e, was in ends if e is not None and not was}
        kept += [slim(e, ()) for e in extra.values()]
    return kept


def check_object(path: Path, data: Any) -> None:
    """``TraceError`` where the trace's object is not what torch.profiler writes: its ``traceEvents`` a list,
    its ``distributedInfo`` (where given) an object, its ``deviceProperties`` a list of objects."""
    if not isinstance(data, dict) or not isinstance(data.get("traceEvents"), list):
        raise TraceError(path, "it holds no traceEvents; was it written by torch.profiler?")
    for key, kind in (("distributedInfo", dict), ("deviceProperties", list)):
        if data.get(key) is not None and not isinstance(data[key], kind):
            raise TraceError(path, f"its {key} is {type(data[key]).__name__}, not {kind.__name__}")
    if any(not isinstance(p, dict) for p in data.get("deviceProperties") or []):
        raise TraceError(path, "its deviceProperties hold something other than objects")


def lean_trace(path: Path) -> dict[str, Any]:
    """The trace as ``analysis/ranks.read_trace`` gives it, its ``traceEvents`` only those the rank's summary
    reads (the module doc), checked as ``complete_events`` checks them; :class:`Unstreamable` where the file
    is not one to cut into pieces (the caller reads it whole)."""
    if orjson is None:
        raise Unstreamable
    with paused_gc():
        first = _First()
        pieces = _Pieces(path)
        for events in pieces:
            first.take(events)
        kept = _second(_Pieces(path), first, first.needed())
        data = pieces.meta
    data["traceEvents"] = []
    check_object(path, data)
    data["traceEvents"] = complete_events(path, kept)
    return data
