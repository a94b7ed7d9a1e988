"""A text report fitted to a terminal (``--wide`` keeps it as written; output that is not a terminal, a file
or a pipe, is never fitted, so what is grepped or kept stays whole).

Tables (a header, a separator of dashes, rows whose gaps line up with the separator's) keep their rows one
line each: their widest columns are narrowed, their cells cut with an ellipsis, down to ``MIN_COLUMN``; where
that is not enough, columns that hold nothing ("-" in every row) are left out, then the last columns, and a
line after the table names them (the table meant for picking a kernel's name, ``kernels``, has the names
last: never cut). Any other line longer than the width is wrapped at spaces, its continuation indented (one
word longer than the width, a kernel's name, stays whole). The width is the terminal's (``terminal_width``).
"""

from __future__ import annotations

import re
import shutil
import textwrap

WIDTH = 120  # where the terminal's width cannot be read
NARROWEST = 60  # a terminal narrower than this is taken as this wide
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


def terminal_width() -> int:
    """The terminal's columns (``WIDTH`` where it cannot say), at least ``NARROWEST``."""
    return max(NARROWEST, shutil.get_terminal_size((WIDTH, 24)).columns)


def _cells(r: str, cols: list[tuple[int, int]]) -> list[str]:
    return [(r[s:e] if (s, e) != cols[-1] else r[s:]).rstrip() for s, e in cols]


def _narrow(rows: list[str], cols: list[tuple[int, int]], width: int) -> list[str]:
    """The table's rows with its widest columns narrowed, one character at a time, until they fit ``width``
    (or each is down to ``MIN_COLUMN``), then its empty columns and then its last ones left out (named on a
    line after it); a table whose last column is headed ``kernel`` (the list to pick a name from) is left
    whole."""
    if not cols or rows[0][cols[-1][0] :].strip() == "kernel":
        return rows  # its names are long and whole; narrowing the rest would gain nothing
    widths = [e - s for s, e in cols]
    over = max(len(r) for r in rows) - width
    while over > 0:
        k = max(range(len(cols)), key=lambda c: widths[c])
        if widths[k] <= MIN_COLUMN:
            break
        widths[k] -= 1
        over -= 1
    keep = list(range(len(cols)))
    table = [_cells(r, cols) for r in rows]
    body = [c for r, c in zip(rows, table, strict=True) if _SEPARATOR.match(r) is None][1:]
    for k in reversed(range(1, len(cols))):  # the empty columns, from the right
        if over > 0 and body and all(row[k] in ("", "-") for row in body):
            keep.remove(k)
            over -= widths[k] + 2
    while over > 0 and len(keep) > 1:  # then the last ones
        k = keep.pop()
        over -= widths[k] + 2
    if widths == [e - s for s, e in cols] and len(keep) == len(cols):
        return rows
    out = []
    for r, cells in zip(rows, table, strict=True):
        sep = _SEPARATOR.match(r) is not None
        got = []
        for k in keep:
            w = widths[k]
            cell = "-" * w if sep else cells[k]
            got.append((cell if len(cell) <= w else cell[: w - 1] + "…").ljust(w))
        out.append("  ".join(got).rstrip())
    left = [table[0][k] for k in range(len(cols)) if k not in keep]
    if left:
        note = f"(left out at this width: {', '.join(left)}; --wide keeps every column)"
        out += textwrap.wrap(note, width, subsequent_indent=" ")
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
