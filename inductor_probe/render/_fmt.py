"""Formatting shared by the renderers: numbers that may be missing, long names, tables."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence

NAME_WIDTH = 64


def num(v, fmt: str) -> str:
    """``format(v, fmt)``, or ``-`` for a missing value (None or NaN)."""
    if v is None or (isinstance(v, float) and v != v):
        return "-"
    return format(v, fmt)


def short(name: str, width: int = NAME_WIDTH, tail: int = 0) -> str:
    """``name`` cut to ``width`` characters with an ellipsis, keeping its last ``tail`` characters.

    Fused kernel names differ in their last ops and index: where two names must stay apart
    (``compare``), keep a tail.
    """
    if len(name) <= width:
        return name
    if tail <= 0:
        return name[: width - 1] + "…"
    return name[: width - tail - 1] + "…" + name[-tail:]


def table(rows: Sequence[Sequence], headers: Sequence[str], numparse: bool = False) -> str:
    """A plain text table; with ``numparse``, numeric cells are aligned on their decimal point."""
    from tabulate import tabulate

    return tabulate(rows, headers=list(headers), tablefmt="simple", disable_numparse=not numparse)


def csv_text(rows: Iterable[dict], columns: Sequence[str]) -> str:
    """CSV with a header line; keys outside ``columns`` are left out."""
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=list(columns), extrasaction="ignore", lineterminator="\n")
    w.writeheader()
    for r in rows:
        w.writerow({k: _cell(v) for k, v in r.items()})
    return buf.getvalue()


def _cell(value):
    """A text cell a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``, a tab or a carriage
    return first) gets a leading ``'``; numbers stay numbers."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value
