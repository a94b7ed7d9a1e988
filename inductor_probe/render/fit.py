"""A text report fitted to a terminal (``--wide`` keeps it as written; output that is not a terminal, a file
or a pipe, is never fitted, so what is grepped or kept stays whole).

Tables (a header, a separator of dashes, rows whose gaps line up with the separator's) keep their rows one
line each: their widest columns are narrowed, their cells cut with an ellipsis (the table meant for picking a
kernel's name, ``kernels``, has the names last: never cut). Any other line longer than the width
is wrapped at spaces, its continuation indented.
"""

from __future__ import annotations

import re
import textwrap

WIDTH = 120
MIN_COLUMN = 16  # a narrowed column keeps at least this many characters
_SEPARATOR = re.compile(r"^-+(  -+)*$")


def _columns(separator: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in re.finditer(r"-+", separator)]


def _is_row(line: str, cols: list[tuple[int, int]]) -> bool:
    """Does ``line`` line up with the table's columns (spaces in every gap it reaches, and it reaches past the
    first: a short line after a table, ``trace: PATH``, is not one of its rows)?"""
    if not line.strip():
        return False
    gaps = [(a[1], b[0]) for a, b in zip(cols, cols[1:], strict=False)]
    if gaps and len(line.rstrip()) <= gaps[0][1]:
        return False
    return all(line[s:e].strip() == "" for s, e in gaps if s < len(line))


def _narrow(rows: list[str], cols: list[tuple[int, int]], width: int) -> list[str]:
    """The table's rows with its widest columns narrowed, one character at a time, until they fit ``width``
    (or each is down to ``MIN_COLUMN``); a table whose last column is headed ``kernel`` (the list to pick a
    name from) is left whole."""
    over = max(len(r) for r in rows) - width
    if not cols or rows[0][cols[-1][0] :].strip() == "kernel":
        return rows  # its names are long and whole; narrowing the rest would gain nothing
    movable = list(range(len(cols)))
    widths = [e - s for s, e in cols]
    while over > 0:
        k = max(movable, key=lambda c: widths[c], default=None)
        if k is None or widths[k] <= MIN_COLUMN:
            break
        widths[k] -= 1
        over -= 1
    if widths == [e - s for s, e in cols]:
        return rows
    out = []
    for r in rows:
        sep = _SEPARATOR.match(r) is not None
        cells = []
        for (s, e), w in zip(cols, widths, strict=True):
            cell = r[s:e] if (s, e) != cols[-1] else r[s:]
            cell = "-" * w if sep else cell.rstrip()
            cells.append(cell if len(cell) <= w else cell[: w - 1] + "…")
        out.append("  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip())
    return out


def fit(text: str, width: int = WIDTH) -> str:
    """``text`` fitted to ``width`` columns (module docstring)."""
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if i + 1 < len(lines) and _SEPARATOR.match(lines[i + 1]) and lines[i].strip():
            cols = _columns(lines[i + 1])
            j = i + 2
            while j < len(lines) and _is_row(lines[j], cols):
                j += 1
            out += _narrow(lines[i:j], cols, width)
            i = j
            continue
        line = lines[i]
        if len(line) > width:
            indent = " " * (len(line) - len(line.lstrip()))
            out += textwrap.wrap(
                line, width, subsequent_indent=indent + "    ", break_long_words=False, break_on_hyphens=False
            ) or [line]
        else:
            out.append(line)
        i += 1
    return "\n".join(out)
