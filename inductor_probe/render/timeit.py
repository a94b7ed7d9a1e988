"""A measurement of ``timeit``: one line with its clocks and cross-check, or the JSON of it."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from inductor_probe.timer.measurement import TimedTarget


def render_text(result: TimedTarget, top: int | None = None) -> str:
    m = result.measurement
    lines = [f"{result.target}: {m}"]
    b, a = m.clocks_before, m.clocks_after
    if b or a:
        lines.append(
            f"  clocks SM {getattr(b, 'sm_mhz', '?')} -> {getattr(a, 'sm_mhz', '?')} MHz, "
            f"memory {getattr(b, 'mem_mhz', '?')} -> {getattr(a, 'mem_mhz', '?')} MHz"
        )
    if m.cross_check:
        c = m.cross_check
        floor = c.events_floor_us or 0.0
        allowed = f" (events carry their own event pair and launch: {floor:.2f} µs allowed)" if floor else ""
        lines.append(
            f"  cross-check: {c.mode} {c.median_us:.2f} µs ({c.diff_pct:+.1f}%), "
            f"{'agrees' if c.agree else 'DISAGREES'}{allowed}"
        )
    return "\n".join(lines)


def render_json(result: TimedTarget, top: int | None = None) -> str:
    d = {**result.measurement.to_dict(), "target": result.target, "setup": result.setup}
    return json.dumps(d, indent=1)


RENDERERS = {"text": render_text, "json": render_json}
