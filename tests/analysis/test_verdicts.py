"""Does a tuned kernel beat the generated one: speedups with noise bands, the verdict line."""

import random

import pytest

from inductor_probe.analysis.verdicts import speedup, verdict
from inductor_probe.run.kernel_rows import ConfigRow, Timed
from inductor_probe.run.timings import KernelVerdict, RebenchResult
from inductor_probe.vocab import ChildStatus


def _m(center: float, spread: float, n: int = 200, seed: int = 0) -> Timed:
    rng = random.Random(seed)
    return Timed(median_us=center, samples_us=[center + rng.uniform(-spread, spread) for _ in range(n)])


def test_speedup_and_noise_band():
    s = speedup(_m(120.0, 1.0), _m(100.0, 1.0, seed=1))
    assert s.speedup == pytest.approx(1.2, rel=0.01)
    assert s.low < s.speedup < s.high and s.low > 1.1


def _res(center, spread, config="XBLOCK 1, num_warps 8", seed=0):
    chosen = ConfigRow(status="ok", config=config, cold=_m(center, spread, seed=seed))
    return RebenchResult(status=ChildStatus.OK, chosen=chosen)


def test_verdict_names_the_best_variant_beyond_noise():
    v = verdict(
        {
            "generated": _res(121.9, 1.0),
            "max-autotune": _res(118.0, 6.0, seed=1),
            "max-autotune+coordesc": _res(106.4, 1.0, "R0_BLOCK 1024, num_warps 16", seed=2),
        }
    )
    assert v.best == "max-autotune+coordesc"
    assert v.line.startswith("max-autotune+coordesc: 1.15x faster") and "R0_BLOCK 1024" in v.line


def test_verdict_within_noise():
    v = verdict({"generated": _res(100.0, 3.0), "max-autotune": _res(99.0, 3.0, seed=1)})
    assert v == KernelVerdict("no config beats the generated one beyond noise", None)


def test_verdict_when_the_generated_kernel_failed():
    v = verdict({"generated": RebenchResult(status=ChildStatus.ERROR)})
    assert v.line == "the generated kernel could not be measured"
