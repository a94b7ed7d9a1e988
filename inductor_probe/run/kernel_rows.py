"""The rows of ``kernel NAME``'s result (``run/timings.RebenchResult``, ``NcuReport``): each config as its
child timed it (``ConfigRow``, its cold and warm ``Timed``), the roofline and occupancy the analysis adds
to it (``ConfigInsight``), and Nsight Compute's figures (``NcuFigures``) with the tool's own beside them
(``ToolFigures``).

Each is a ``Row``: the keys the reports read are declared; the rest of what the child wrote (a timing's
samples and clock readings, a config's parameters) is kept as it was and written back.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from inductor_probe.run.record import Row
from inductor_probe.vocab import ChildStatus


@dataclass(kw_only=True)
class Timed(Row):
    """One timing as the timer writes it (``timer/measurement.Measurement.to_dict``), in µs."""

    median_us: float
    iqr_us: float | None = None
    n: int | None = None
    cv: float | None = None
    mode: str | None = None
    warnings: list[str] | None = None
    samples_us: list[float] | None = None


@dataclass(kw_only=True)
class ConfigInsight(Row):
    """A timed config's theoretical occupancy and its roofline at its cold median
    (``analysis/insight.config_insight``)."""

    occupancy_pct: float | None = None
    occupancy_limiter: str | None = None
    blocks_per_sm: int | None = None
    tflops: float | None = None
    gbps: float | None = None
    intensity: float | None = None
    bound: str | None = None
    pct_roof: float | None = None
    headroom_us: float | None = None
    compute_class: str | None = None
    verdict: str | None = None
    reason: str | None = None


@dataclass(kw_only=True)
class ConfigRow(Row):
    """One config of a variant: compiled and timed cold and warm (status ``ok``), or why not."""

    config: str
    status: str | None = None
    error: str | None = None
    params: dict[str, Any] | None = None  # the Triton config's own values (num_warps, the block sizes)
    cold: Timed | None = None
    warm: Timed | None = None
    # the chosen config's registers and shared bytes come from its launch in a trace, which older children
    # wrote as the trace's text ("37")
    registers: int | str | None = None
    spills: int | None = None
    shared_bytes: int | str | None = None
    in_compiled: bool | None = None  # the chosen config: among those compiled (else coordinate descent's)
    found_by: str | None = None
    grid: Any = None  # the chosen config's launch, from a trace
    block: Any = None
    insight: ConfigInsight | None = None

    def ok(self) -> bool:
        return self.status == ChildStatus.OK


@dataclass(kw_only=True)
class NcuFigures(Row):
    """Nsight Compute's medians over the launches (``collect/ncu.summarise``)."""

    launches: int | None = None
    time_us: float | None = None
    dram_read_bytes: float | None = None
    dram_write_bytes: float | None = None
    dram_bytes: float | None = None
    dram_gbps: float | None = None
    dram_pct_of_peak: float | None = None
    memory_pct_of_peak: float | None = None
    compute_pct_of_peak: float | None = None
    achieved_occupancy_pct: float | None = None
    theoretical_occupancy_pct: float | None = None
    l2_hit_pct: float | None = None
    registers: float | None = None
    l2_write_sectors: float | None = None
    l2_write_bytes: float | None = None
    traffic_bytes: float | None = None
    traffic_gbps: float | None = None


@dataclass(kw_only=True)
class MeasuredRoof(Row):
    """The kernel's roofline on the bytes Nsight Compute measured (DRAM reads + the SMs' writes to L2) and its
    time there, beside Inductor's own byte count (``analysis/measured_roof.py``): which to trust and why."""

    bytes: float
    estimate_bytes: float | None = None  # kernel_num_gb
    ratio: float | None = None  # measured over the estimate
    agree: bool = True  # within DISAGREE either way
    gbps: float | None = None
    pct_of_peak: float | None = None  # of the device's DRAM bandwidth
    bound: str | None = None
    verdict: str | None = None  # on the measured bytes
    why: str | None = None  # where the two disagree: the likely cause


@dataclass(kw_only=True)
class ToolFigures(ConfigInsight):
    """The tool's own figures for the config ncu profiled: its cold timing and its insight."""

    config: str | None = None
    cold: Timed | None = None

    @classmethod
    def of(cls, row: ConfigRow) -> ToolFigures:
        """A config's own figures: its name, cold timing and insight."""
        got = row.insight or ConfigInsight()
        return cls(
            config=row.config,
            cold=row.cold,
            **{f.name: getattr(got, f.name) for f in dataclasses.fields(ConfigInsight)},
        )


@dataclass(kw_only=True)
class NcuTopRow(Row):
    """``breakdown --ncu-top K``: one of the step's K largest generated Triton kernels under Nsight Compute
    (its chosen config, L2 flushed, clocks left alone): the step's time of it, ncu's time and DRAM bytes, the
    roofline on them beside Inductor's estimate (``MeasuredRoof``), or why it was not measured."""

    graph: str
    name: str
    ms_per_step: float
    status: str
    error: str | None = None
    config: str | None = None
    tool_us: float | None = None  # the kernel command's cold median of the same config
    ncu_us: float | None = None
    roofline: MeasuredRoof | None = None
