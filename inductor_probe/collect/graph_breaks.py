"""Dynamo's graph-break messages (``_compat/dynamo_log.py``) read as ``GraphBreak`` rows: the user's line
from ``Graph break in user code at FILE:LINE``, the reason (the line before ``Explanation:``), the
explanation, the first hint that says what to do, and whether Dynamo skipped the whole function; the same
break met again (a recompile) is counted, not repeated. Dynamo's counters name the reasons of breaks whose
messages were not seen (no line). Each recompile, from the frame's compilation metrics (``recompiles``)."""

from __future__ import annotations

import re
from typing import Any

from inductor_probe.run.dynamo import GraphBreak, Recompile

# a repeat of a break torch has logged once says "Graph break (user stack suppressed due to duplicate graph
# break) in user code at FILE:LINE" and no traceback: the same place, counted with the first
_AT = re.compile(r"Graph break(?: \([^)]*\))? in user code at (.+):(\d+)\s*$", re.M)
_FRAME = re.compile(r'^\s*File "(.+)", line (\d+), in (.+)\n(?:\s{4,}(.+))?', re.M)
_URL = re.compile(r"please visit: (\S+)")
SKIPPED = "Skipping the function and falling back to eager"
GENERIC_HINTS = ("Please report an issue to PyTorch",)


def parse_one(message: str) -> GraphBreak | None:
    """One message; None where it is not a graph break's."""
    at = _AT.search(message)
    if at is None and "Graph Break Reason:" not in message:
        return None
    body = message.split("Graph Break Reason:", 1)[-1]
    reason_text, _, stack = body.partition("User code traceback:")
    lines = [x.strip() for x in reason_text.splitlines()]
    explained = next((i for i, x in enumerate(lines) if x.startswith("Explanation:")), None)
    before = [x for x in (lines[:explained] if explained is not None else lines) if x]
    reason = before[-1] if explained is not None and before else (before[0] if before else "?")
    hints = [x.removeprefix("Hint:").strip() for x in lines if x.startswith("Hint:")]
    useful = [h for h in hints if not h.startswith(GENERIC_HINTS)]
    file, line = (at.group(1), int(at.group(2))) if at else (None, None)
    function = code = None
    for f in _FRAME.finditer(stack):
        if file is not None and f.group(1) == file and int(f.group(2)) == line:
            function, code = f.group(3).strip(), (f.group(4) or "").strip() or None
    url = _URL.search(reason_text)
    return GraphBreak(
        reason=reason.rstrip(":"),
        file=file,
        line=line,
        function=function,
        code=code,
        explanation=lines[explained].removeprefix("Explanation:").strip() if explained is not None else None,
        hint=next(iter(useful or hints), None),
        url=url.group(1) if url else None,
        skipped=SKIPPED in reason_text,
    )


def parse(messages: list[str], reasons: dict[str, int] | None = None) -> list[GraphBreak]:
    """Every break the messages tell, once per place and reason (counted); then, from Dynamo's counters,
    each reason no message told (its line unknown). In the order Dynamo met them."""
    out: dict[tuple[str | None, int | None, str], GraphBreak] = {}
    for m in messages:
        got = parse_one(m)
        if got is None:
            continue
        key = (got.file, got.line, got.reason)
        if key in out:
            out[key].count += 1
        else:
            out[key] = got
    told = {b.reason for b in out.values()}
    for text, n in (reasons or {}).items():
        first = next((x.strip() for x in text.splitlines() if x.strip()), "?")
        if first not in told and not any(first in t or t in first for t in told):
            out[(None, None, first)] = GraphBreak(reason=first, count=n)
    return list(out.values())


def recompiles(compiles: list[dict[str, Any]], t0: float) -> list[Recompile]:
    """The compiles that were recompiles (a guard of an earlier compile of the frame failed), in order, each
    with its failed guard, its compile time and when it began (``t0``: the child's start, epoch seconds)."""
    out = []
    for c in compiles:
        reason = c.get("recompile_reason")
        if not reason:
            continue
        start = c.get("start_time")
        out.append(
            Recompile(
                compile_id=str(c.get("compile_id") or "?"),
                reason=str(reason).strip(),
                function=c.get("co_name"),
                file=c.get("co_filename"),
                line=c.get("co_firstlineno"),
                compile_s=c.get("entire_frame_compile_time_s"),
                at_s=round(start - t0, 3) if isinstance(start, (int, float)) else None,
            )
        )
    return out
