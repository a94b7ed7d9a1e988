"""Which of max-autotune's choices each template kernel ran (``StepView.autotune``, analysis/autotune.py):
the report's short section, the CSV's rows (level ``autotune``) and the page's table say the same figures."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from inductor_probe.render._fmt import num, table

if TYPE_CHECKING:
    from inductor_probe.run.manifest import Manifest
    from inductor_probe.run.runtime import AutotuneRow

HEADERS = ["graph", "kernel", "op", "choices", "ran", "rank", "autotune_us", "best_other", "other_us"]
HEADERS += ["step_us", "calls/step"]
HEAD = (
    "max-autotune's choices (its own timing at compile, µs per call; rank 1 the fastest it timed; "
    "best_other the fastest library call beside a template, the fastest template beside a library call; "
    "a Triton config as BLOCK_M x BLOCK_N x BLOCK_K, warps, stages), beside the kernel's time per call "
    "in the step:"
)
HELD = 1.5  # a template's step time per call past this many times its autotune time is said
_KEY = re.compile(r"\b(BLOCK_M|BLOCK_N|BLOCK_K|num_warps|num_stages)=(\d+)")


def short(what: str | None) -> str:
    """A Triton config as ``64x128x32 w4 s3`` (BLOCK_M x BLOCK_N x BLOCK_K, warps, stages); else as it is."""
    if not what:
        return "-"
    k = dict(_KEY.findall(what))
    if not {"BLOCK_M", "BLOCK_N"} <= k.keys():
        return what
    tile = "x".join(k[b] for b in ("BLOCK_M", "BLOCK_N", "BLOCK_K") if b in k)
    return " ".join([tile, *(f"{p}{k[n]}" for p, n in (("w", "num_warps"), ("s", "num_stages")) if n in k)])


def cells(r: AutotuneRow) -> list[Any]:
    return [
        r.graph,
        r.kernel,
        r.op,
        r.choices,
        short(r.ran),
        num(r.rank, "d"),
        num(r.ran_us, ".1f"),
        short(r.other),
        num(r.other_us, ".1f"),
        num(r.step_us, ".1f"),
        num(r.calls, ".2g"),
    ]


def notes(rows: list[AutotuneRow]) -> list[str]:
    """Where the step did not bear the autotuner out: a template that ran ``HELD`` times its autotune time or
    more per call, or one the autotuner did not time fastest."""
    out = []
    for r in rows:
        if r.step_us is not None and r.ran_us and r.step_us >= HELD * r.ran_us:
            out.append(
                f"{r.graph} {r.kernel}: {r.step_us:.1f} µs per call in the step, {r.step_us / r.ran_us:.1f}x "
                f"the {r.ran_us:.1f} µs the autotuner timed (its inputs were not the step's, or the epilogue "
                f"fused after it chose costs that much)"
            )
        if r.rank is not None and r.rank > 1:
            out.append(
                f"{r.graph} {r.kernel}: choice {r.rank} of the timed ones ran, not the fastest (Inductor "
                f"chose it for a fusion after timing)"
            )
    return out


def autotune_lines(m: Manifest) -> list[str]:
    rows = m.step.where.autotune if m.step is not None else None
    if not rows:
        return []
    return ["", HEAD, table([cells(r) for r in rows], HEADERS, numparse=True), *notes(rows)]


def csv_rows(m: Manifest) -> list[dict[str, Any]]:
    """One row per autotuned kernel (level ``autotune``): ``time_us`` its time per call in the step,
    ``category`` its chosen config, ``autotune_us`` and ``other_us`` the autotuner's timings."""
    rows = m.step.where.autotune if m.step is not None else None
    return [
        {
            "graph": r.graph,
            "level": "autotune",
            "name": r.kernel,
            "category": short(r.ran),
            "time_us": r.step_us,
            "launches": r.calls,
            "autotune_us": r.ran_us,
            "other_us": r.other_us,
        }
        for r in rows or ()
    ]
