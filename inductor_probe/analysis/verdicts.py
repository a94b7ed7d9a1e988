"""Does a tuned variant of a kernel beat the kernel as generated? Cold medians with a noise band."""

from __future__ import annotations

from inductor_probe.run.kernel_rows import Timed
from inductor_probe.run.timings import KernelVerdict, RebenchResult, Speedup
from inductor_probe.timer import stats


def _quartiles(m: Timed) -> tuple[float, float, float]:
    xs = sorted(m.samples_us or [m.median_us])
    return stats.quantile(xs, 0.25), stats.quantile(xs, 0.5), stats.quantile(xs, 0.75)


def speedup(base: Timed, other: Timed) -> Speedup:
    """``base / other`` of the cold medians, with a noise band from the quartiles of each."""
    b1, b2, b3 = _quartiles(base)
    o1, o2, o3 = _quartiles(other)
    return Speedup(b2 / o2, b1 / o3, b3 / o1)


def verdict(results: dict[str, RebenchResult]) -> KernelVerdict:
    """The one-line answer: does any variant beat the kernel as generated beyond noise?

    Sets ``speedup`` on each measured variant's result.
    """
    generated = results.get("generated")
    gen = generated.chosen_ok() if generated is not None else None
    if gen is None or gen.cold is None:
        return KernelVerdict("the generated kernel could not be measured")
    best = None
    for name, res in results.items():
        ch = res.chosen_ok()
        if name == "generated" or ch is None or ch.cold is None:
            continue
        s = speedup(gen.cold, ch.cold)
        res.speedup = s
        if s.low > 1.0 and (best is None or s.speedup > best[1].speedup):
            best = (name, s, ch)
    if best is None:
        return KernelVerdict("no config beats the generated one beyond noise")
    name, s, ch = best
    return KernelVerdict(
        f"{name}: {s.speedup:.2f}x faster ({s.low:.2f}-{s.high:.2f}x), config {ch.config}", name
    )
