"""A multi-rank run's job section on its page: the same parts as the text report's
(``render/ranks.run_parts``: each rank's step, every graph over ranks, the collectives), as sortable tables
and notes."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from inductor_probe.render import ranks
from inductor_probe.render.html import blocks as B

if TYPE_CHECKING:
    from inductor_probe.run.job import Job
    from inductor_probe.run.manifest import Manifest

_NUMBER = re.compile(r"-?\d+(?:\.(\d+))?")


def _cell(value) -> tuple[float | None, int] | None:
    """A cell as (number or None for ``-``, its decimals); None where it is text."""
    if value is None or value == "-":
        return None, 0
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value), 0 if isinstance(value, int) else 3
    hit = _NUMBER.fullmatch(str(value))
    return (float(value), len(hit.group(1) or "")) if hit else None


def _table(title: str | None, headers: list[str], rows: list[list]) -> dict:
    """A text table's headers and rows as a page table: a column whose cells are all numbers (or ``-``)
    sorts as numbers, shown with the text's decimals."""
    cols, out = [], [list(r) for r in rows]
    text = False  # a table of numbers alone has nothing to filter by
    for i, h in enumerate(headers):
        cells = [_cell(r[i]) for r in rows]
        if rows and all(c is not None for c in cells):
            digits = max(c[1] for c in cells if c is not None)
            cols.append(B.col(f"c{i}", h, digits))
            for r, c in zip(out, cells, strict=True):
                r[i] = c[0] if c is not None else None
        else:
            cols.append(B.col(f"c{i}", h, wrap=True))
            text = True
    return B.table(title.rstrip(":") if title else None, cols, out, filter=text)


def _blocks(parts: list[tuple]) -> list[dict | None]:
    return [_table(p[1], p[2], p[3]) if p[0] == "table" else B.notes(p[1]) for p in parts]


MAX_TIMELINE = 400  # collectives drawn; more are said


def timeline(job: Job | None) -> dict | None:
    """The collectives matched across ranks on one time axis, a lane a rank (``lanes.js``): each rank's wait
    for the last rank and its transfer, the last rank's in red; the profiled window's straggler marked. None
    where there are none, or where the ranks' clocks do not line up (their waits are held back)."""
    if job is None or job.unaligned():
        return None
    cs = [c for c in job.collectives if c.at_ms is not None]
    if not cs:
        return None
    shown = cs[:MAX_TIMELINE]
    mark = job.straggler.rank if job.straggler is not None else None
    rows = []
    for r in sorted({r for c in shown for r in c.wait_ms}):
        spans = []
        for c in shown:
            if r not in c.wait_ms or c.at_ms is None:
                continue
            name, w, t = f"{c.name} #{c.index}", c.wait_ms[r], c.transfer_ms[r]
            if w > 0:
                said = f"rank {r} waits {w:.3f} ms in {name} for rank {c.straggler}"
                spans.append({"from": c.at_ms - w, "to": c.at_ms, "kind": "wait", "tip": said})
            last = c.straggler == r
            said = f"{name}: transfer {t:.3f} ms" + (f" (rank {r} the last to arrive)" if last else "")
            spans.append({"from": c.at_ms, "to": c.at_ms + t, "kind": "last" if last else "run", "tip": said})
        s = job.straggler
        label = f"rank {r}" + (f": straggler, last at {s.collectives}" if s is not None and r == mark else "")
        rows.append({"label": label, "mark": r == mark, "spans": spans})
    more = f" (the first {len(shown)} of {len(cs)})" if len(cs) > len(shown) else ""
    title = f"the collectives of the profiled steps on one time axis{more}, a lane a rank (ms)"
    return {"type": "lanes", "title": title, "rows": rows}


def traces_view(job: Job, title: str) -> dict:
    """``report --traces`` as a page: what the text says (``render/ranks.render_text``), in its order."""
    found = [f"{i}. {line}" for i, line in enumerate(ranks.findings(job), 1)]
    blocks = [
        B.section("Findings", [B.notes(found)], "findings") if found else None,
        B.section(
            "The ranks", [timeline(job), *_blocks(ranks.job_parts(job) + ranks.kernel_parts(job))], "job"
        ),
        B.section("What these traces cannot tell", [B.notes(job.cannot)], "cannot") if job.cannot else None,
    ]
    return {
        "kind": "job",
        "title": ranks.traces_title(job, title),
        "subtitle": "inductor-probe report --traces",
        "blocks": [b for b in blocks if b],
    }


def job_section(m: Manifest) -> dict | None:
    """The job's section (none for a one-process run)."""
    parts = ranks.run_parts(m.ranks, m.job)
    if not parts or not m.ranks:
        return None
    blocks = [timeline(m.job), *_blocks(parts)]
    title = ranks.run_title(m.ranks)
    return B.section(title[:1].upper() + title[1:], blocks, "job")
