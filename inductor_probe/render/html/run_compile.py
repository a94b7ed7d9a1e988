"""A breakdown page's sections on what torch.compile did around the step's kernels: its host time per call
(``render/runtime.py``'s figures) and which of max-autotune's choices each template ran
(``render/autotune.py``'s)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from inductor_probe.render import autotune, runtime
from inductor_probe.render.html import blocks as B

if TYPE_CHECKING:
    from inductor_probe.run.manifest import Manifest


def runtime_section(m: Manifest) -> dict | None:
    """torch.compile's host time per call around each graph (render/runtime.py: the same cells)."""
    v = m.step.where.runtime if m.step is not None else None
    if v is None or not v.rows:
        return None
    cols = [B.col("graph", "graph", wrap=True), B.col("frame", "frame")]
    digits: dict[str, int | str] = {"calls/step": "g", "ms/step": 3}
    cols += [B.col(h, h, digits.get(h, 1)) for h in runtime.HEADERS[2:]]
    rows = [
        [runtime.name(r), r.frame, r.calls, r.guard_us, r.wrapper_us, r.call_us, r.ms, r.pct] for r in v.rows
    ]
    share = f", {v.pct:.1f}% of the wall" if v.pct is not None else ""
    lines = [f"guards and wrappers {v.ms:.3f} ms per step{share}; host µs per call, {runtime.basis(v)}"]
    lines += runtime.notes(v)
    blocks = [B.notes(lines), B.table(None, cols, rows, filter=False)]
    return B.section("torch.compile at run time", blocks, "runtime")


def autotune_section(m: Manifest) -> dict | None:
    """Which of max-autotune's choices each template ran (render/autotune.py: the same cells)."""
    rows = m.step.where.autotune if m.step is not None else None
    if not rows:
        return None
    digits: dict[str, int | str] = {"choices": 0, "rank": 0, "calls/step": "g"}
    cols = [B.col(h, h, wrap=True) for h in autotune.HEADERS[:3]] + [B.col("choices", "choices", 0)]
    cols += [B.col("ran", "ran", wrap=True)] + [B.col(h, h, digits.get(h, 1)) for h in autotune.HEADERS[5:7]]
    cols += [B.col("best_other", "best_other", wrap=True)]
    cols += [B.col(h, h, digits.get(h, 1)) for h in autotune.HEADERS[8:]]
    short = autotune.short
    cells = [
        [r.graph, r.kernel, r.op, r.choices, short(r.ran), r.rank, r.ran_us, short(r.other), r.other_us]
        + [r.step_us, r.calls]
        for r in rows
    ]
    blocks = [B.notes([autotune.HEAD, *autotune.notes(rows)]), B.table(None, cols, cells, filter=False)]
    return B.section("max-autotune's choices", blocks, "autotune")
