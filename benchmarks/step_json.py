"""A run's step as one flat dict, whichever form its ``run.json`` has: the sides that issue 59 split out
(``timed``, ``profiled``, ``where``) merged back into the step's top level, so a benchmark reads ``host_ms``,
``steps`` or ``runtime`` from runs recorded before the split and after it alike."""

from __future__ import annotations

from typing import Any

SIDES = ("timed", "profiled", "where")


def flat(step: dict[str, Any] | None) -> dict[str, Any]:
    out = dict(step or {})
    for side in SIDES:
        for k, v in (out.pop(side, None) or {}).items():
            out.setdefault(k, v)
    return out
