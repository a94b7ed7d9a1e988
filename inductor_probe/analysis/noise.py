"""How large the noise of a time is, and whether a speedup is beyond it.

Two kinds of band, both on ``speedup = base time / other time``:

``paired_band``
    ``compare`` measures both sides in one process, alternating blocks of steps (A B, B A, ...):
    each pair of neighbouring blocks gives one ratio, and drift of clocks, power or temperature
    hits both halves of a pair alike. The speedup is the median of the pair ratios; the band is
    their 10th to 90th percentile (the spread of one pair, not a confidence interval of the median:
    a verdict beyond it is one most pairs agree on).
``unpaired_band``
    ``diff`` has two runs made apart (other processes, maybe other machines): per call (or step)
    times of each side. The speedup is the ratio of the medians; the band runs from the fastest
    base call over the slowest other call to the slowest base call over the fastest other call.
    Drift between the two runs is not in it: the environment differences say what else moved.

A verdict is given only beyond the band: ``faster`` (the other side; the whole band above 1),
``slower`` (the whole band below 1), else ``no difference beyond noise``; kernels that are the same
code on both sides are ``same kernel`` whatever they measured (their spread is the noise floor).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence

from inductor_probe.vocab import Verdict

BAND_PERCENTILES = (10.0, 90.0)
MIN_SAMPLES = 3  # fewer per side or pairs: no band
FASTER, SLOWER, NOISE, SAME = Verdict.FASTER, Verdict.SLOWER, Verdict.NOISE, Verdict.SAME


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) by linear interpolation between the sorted values."""
    xs = sorted(values)
    if not xs:
        raise ValueError("percentile of no values")
    pos = (len(xs) - 1) * q / 100.0
    lo = int(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def _clean(values: Iterable[float | None] | None) -> list[float]:
    return [float(v) for v in values or () if v is not None and v == v]


def paired_band(
    base: Sequence[float], other: Sequence[float]
) -> tuple[float | None, float | None, float | None]:
    """(speedup, lo, hi) from per-block times measured in pairs (``base[i]`` beside ``other[i]``);
    a pair with a zero or missing side is left out; fewer than ``MIN_SAMPLES`` pairs: no band."""
    ratios = [b / o for b, o in zip(base, other, strict=False) if b and o and b == b and o == o]
    if not ratios:
        return None, None, None
    med = statistics.median(ratios)
    if len(ratios) < MIN_SAMPLES:
        return med, None, None
    return med, percentile(ratios, BAND_PERCENTILES[0]), percentile(ratios, BAND_PERCENTILES[1])


def unpaired_band(
    base: Sequence[float] | None, other: Sequence[float] | None
) -> tuple[float | None, float | None]:
    """(lo, hi) of the speedup from two sides' per-call times measured apart; ``(None, None)`` when
    either side has fewer than ``MIN_SAMPLES`` calls or a zero time."""
    b, o = _clean(base), _clean(other)
    if len(b) < MIN_SAMPLES or len(o) < MIN_SAMPLES or min(b) <= 0 or min(o) <= 0:
        return None, None
    return min(b) / max(o), max(b) / min(o)


def median(values: Iterable[float | None] | None) -> float | None:
    got = _clean(values)
    return statistics.median(got) if got else None


def verdict(lo: float | None, hi: float | None, same_kernel: bool = False) -> Verdict | None:
    """``faster`` / ``slower`` (the other side) only beyond the band; None where there is no band."""
    if same_kernel:
        return SAME
    if lo is None or hi is None:
        return None
    if lo > 1.0:
        return FASTER
    if hi < 1.0:
        return SLOWER
    return NOISE


def slower_beyond(speedup: float | None, lo: float | None, hi: float | None, pct: float) -> bool:
    """Did the other side get slower beyond the band and by more than ``pct`` percent?

    Without a band the speedup alone decides (a run recorded before per-call times were kept)."""
    if speedup is None:
        return False
    if hi is not None and hi >= 1.0:
        return False
    return (1.0 / speedup - 1.0) * 100.0 > pct
