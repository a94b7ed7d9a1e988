"""``Measurement``: what the timer returns, never a bare float; it explains itself."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from typing import Any, Optional

from inductor_probe.run.record import Row
from inductor_probe.timer import stats
from inductor_probe.timer.clocks import ClockReading

SCHEMA = "inductor-probe.measurement/1"
HIGH_SPREAD = 0.05  # IQR / median above this is reported


@dataclass(kw_only=True)
class CrossCheck(Row):
    """``auto``'s second mode beside the first: its median, the difference, and whether they agree (within
    the events mode's own floor, ``events_floor_us``)."""

    mode: str
    median_us: float
    diff_pct: float
    agree: bool
    iqr_us: float | None = None
    n: int | None = None
    primary_us: float | None = None
    events_floor_us: float | None = None


@dataclass
class FlushInfo(Row):
    """The cold-cache flush between repetitions: its kind, its bytes, the kernels it launches (told apart
    from the callable's), the gap left after it."""

    kind: str | None = None
    bytes: int | None = None
    kernels: list[str] = field(default_factory=list)
    gap_us: float | None = None


@dataclass
class TimerInfo(Row):
    """What the timing reports beside its samples; each field where the mode that timed reports it."""

    # a GPU timing, whichever mode
    estimate_us: float | None = None  # the callable's time estimated before timing it
    profiler_error: str | None = None  # why the profiler could not be used
    unavailable: list[str] | None = None  # the modes tried before, each with why it could not time
    cross_check_unavailable: str | None = None
    flush: FlushInfo | None = None
    # a CPU timing, cold
    flush_bytes: int | None = None
    # kernel mode (the profiler's device events)
    exec_us: float | None = None  # the median call's kernels alone, without their launch gaps
    gap_us: float | None = None  # the call's own launch gap, back to back
    lead_us: float | None = None
    warm_lead_us: float | None = None
    host_lag: bool | None = None  # the host could not launch ahead of the GPU
    idle_us: float | None = None  # the GPU idled this long between cold repetitions
    kernels: list[str] | None = None  # the call's device events' names (at most 20)
    not_kernels: list[str] | None = None  # its device events that are not kernels (memsets, copies)
    # events mode
    fill_us: float | None = None
    # graph mode
    calls_per_graph: int | None = None
    flush_us: float | None = None
    replays: int | None = None

    OMIT_NONE = frozenset(
        {"estimate_us", "profiler_error", "unavailable", "cross_check_unavailable", "flush", "flush_bytes"}
        | {"exec_us", "gap_us", "lead_us", "warm_lead_us", "host_lag", "idle_us", "kernels", "not_kernels"}
        | {"fill_us", "calls_per_graph", "flush_us", "replays"}
    )

    def merged(self, other: TimerInfo) -> TimerInfo:
        """This info with what ``other`` reports over it."""
        return TimerInfo(**{**self._given(), **other._given()})

    def _given(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.known() if getattr(self, k) is not None}


@dataclass(frozen=True)
class Measurement:
    samples_us: tuple[float, ...]
    mode: str
    cache: str
    device: str = "cpu"
    requested_mode: str = "auto"
    kernels_per_call: Optional[float] = None
    clocks_before: Optional[ClockReading] = None
    clocks_after: Optional[ClockReading] = None
    warnings: tuple[str, ...] = ()
    cross_check: Optional[CrossCheck] = None
    wall_s: Optional[float] = None
    info: TimerInfo = field(default_factory=TimerInfo)

    @functools.cached_property
    def _summary(self) -> stats.Summary:
        return stats.summarize(self.samples_us)

    median_us = property(lambda self: self._summary.median)
    iqr_us = property(lambda self: self._summary.iqr)
    min_us = property(lambda self: self._summary.min)
    mean_us = property(lambda self: self._summary.mean)
    cv = property(lambda self: self._summary.cv)
    n = property(lambda self: self._summary.n)

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "median_us": self.median_us,
            "iqr_us": self.iqr_us,
            "min_us": self.min_us,
            "mean_us": self.mean_us,
            "cv": self.cv,
            "n": self.n,
            "mode": self.mode,
            "requested_mode": self.requested_mode,
            "cache": self.cache,
            "device": self.device,
            "kernels_per_call": self.kernels_per_call,
            "clocks_before": self.clocks_before.to_dict() if self.clocks_before else None,
            "clocks_after": self.clocks_after.to_dict() if self.clocks_after else None,
            "warnings": list(self.warnings),
            "cross_check": self.cross_check.to_dict() if self.cross_check is not None else None,
            "wall_s": self.wall_s,
            "info": self.info.to_dict(),
            "samples_us": list(self.samples_us),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Measurement:
        if d.get("schema") != SCHEMA:
            raise ValueError(f"not a measurement of schema {SCHEMA!r}: {d.get('schema')!r}")
        return cls(
            samples_us=tuple(float(x) for x in d["samples_us"]),
            mode=d["mode"],
            cache=d["cache"],
            device=d.get("device", "cpu"),
            requested_mode=d.get("requested_mode", d["mode"]),
            kernels_per_call=d.get("kernels_per_call"),
            clocks_before=ClockReading.from_dict(d.get("clocks_before")),
            clocks_after=ClockReading.from_dict(d.get("clocks_after")),
            warnings=tuple(d.get("warnings") or ()),
            cross_check=CrossCheck.from_dict(d["cross_check"]) if d.get("cross_check") else None,
            wall_s=d.get("wall_s"),
            info=TimerInfo.from_dict(d.get("info") or {}),
        )

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_json(cls, text: str) -> Measurement:
        return cls.from_dict(json.loads(text))

    def __str__(self) -> str:
        parts = [
            f"IQR {_fmt(self.iqr_us)} µs",
            f"CV {100 * self.cv:.1f}%",
            f"n={self.n}",
            f"mode={self.mode}",
            self.cache,
        ]
        if self.kernels_per_call is not None:
            k = self.kernels_per_call
            parts.append(f"{k:g} kernel{'s' if k != 1 else ''}/call")
        text = f"{_fmt(self.median_us)} µs median ({', '.join(parts)})"
        if self.warnings:
            text += " [" + "; ".join(self.warnings) + "]"
        return text


def _fmt(us: float) -> str:
    return f"{us:.2f}" if abs(us) < 1000 else f"{us:,.0f}"


def spread_warnings(summary: stats.Summary) -> list[str]:
    out = []
    if summary.n < 5:
        out.append(f"only {summary.n} samples")
    if summary.rel_iqr > HIGH_SPREAD:
        out.append(f"high spread: IQR is {100 * summary.rel_iqr:.1f}% of the median")
    return out


@dataclass(frozen=True)
class TimedTarget:
    """What ``timeit`` measured: the callable's spec, its setup's, and the measurement."""

    target: str
    setup: Optional[str]
    measurement: Measurement
