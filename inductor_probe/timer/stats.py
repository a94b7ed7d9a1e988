"""Summary statistics of timing samples: pure functions, no torch."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Summary:
    n: int
    median: float
    q25: float
    q75: float
    min: float
    max: float
    mean: float
    stdev: float

    @property
    def iqr(self) -> float:
        return self.q75 - self.q25

    @property
    def cv(self) -> float:
        """Coefficient of variation, stdev / mean (0 when the mean is 0)."""
        return self.stdev / self.mean if self.mean else 0.0

    @property
    def rel_iqr(self) -> float:
        """IQR / median: a spread measure that one preempted sample cannot move."""
        return self.iqr / self.median if self.median else 0.0

    @property
    def median_se(self) -> float:
        """Standard error of the median, from the IQR (normal approximation)."""
        if self.n < 2:
            return math.inf
        sigma = self.iqr / 1.349
        return 1.2533 * sigma / math.sqrt(self.n)


def quantile(sorted_xs: Sequence[float], q: float) -> float:
    """Linear-interpolation quantile (numpy's default) of already sorted values."""
    if not sorted_xs:
        raise ValueError("quantile of no samples")
    if not 0.0 <= q <= 1.0:
        raise ValueError(f"quantile must be in [0, 1], not {q}")
    pos = (len(sorted_xs) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_xs) - 1)
    frac = pos - lo
    return sorted_xs[lo] + (sorted_xs[hi] - sorted_xs[lo]) * frac


def summarize(samples: Sequence[float]) -> Summary:
    xs = sorted(float(x) for x in samples)
    if not xs:
        raise ValueError("no samples to summarize")
    if any(math.isnan(x) for x in xs):
        raise ValueError("a sample is NaN")
    n = len(xs)
    mean = math.fsum(xs) / n
    var = math.fsum((x - mean) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return Summary(
        n=n,
        median=quantile(xs, 0.5),
        q25=quantile(xs, 0.25),
        q75=quantile(xs, 0.75),
        min=xs[0],
        max=xs[-1],
        mean=mean,
        stdev=math.sqrt(var),
    )


def disagree(a: Summary, b: Summary, *, floor: float = 0.0, rel_tol: float = 0.03) -> bool:
    """True when two medians differ by more than their noise.

    Noise: 4 combined standard errors of the medians, at least ``rel_tol`` of the
    smaller median (run-to-run drift that one measurement's samples cannot see),
    plus ``floor``, a fixed cost the second method is known to carry (measured, e.g.
    an empty event pair).
    """
    diff = abs(a.median - b.median)
    noise = 4.0 * math.sqrt(a.median_se**2 + b.median_se**2)
    tol = max(noise, rel_tol * min(a.median, b.median)) + floor
    return diff > tol
