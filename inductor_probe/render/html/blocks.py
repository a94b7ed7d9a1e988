"""Constructors of the page's blocks (the vocabulary the script draws: see the package docstring)."""

from __future__ import annotations

from collections.abc import Sequence

from inductor_probe.render._fmt import num


def section(title: str, blocks: Sequence[dict | None], sid: str | None = None) -> dict:
    return {"type": "section", "title": title, "id": sid, "blocks": [b for b in blocks if b]}


def notes(lines, tone: str = "info") -> dict | None:
    lines = [str(x) for x in lines if x]
    return {"type": "notes", "lines": lines, "tone": tone} if lines else None


def kv(rows) -> dict:
    return {"type": "kv", "rows": [[k, str(v)] for k, v in rows if v not in (None, "")]}


def col(
    key: str,
    label: str,
    digits: int | str | None = None,  # decimals, or a format such as "g"
    *,
    short: int | None = None,
    tip: str | None = None,
    hidden: bool = False,
    tip_from: str | None = None,
    wrap: bool = False,
    under: str | None = None,
) -> dict:
    """A table column: numeric when ``digits`` is given (shown with that many decimals); ``short``
    cuts a long text to that many characters (the whole text on hover); ``tip_from`` names the
    column whose text is the cell's hover text; ``wrap`` lets a long text (a verdict) take several lines;
    ``under`` names a (hidden) column whose text is shown under the cell's, smaller."""
    c = {"key": key, "label": label, "num": digits is not None}
    extra = {
        "digits": digits,
        "short": short,
        "tip": tip,
        "hidden": hidden or None,
        "tip_from": tip_from,
        "wrap": wrap or None,
        "under": under,
    }
    return c | {k: v for k, v in extra.items() if v is not None}


def table(title: str | None, columns: list[dict], rows: list[list], sort: str | None = None, **kw) -> dict:
    return {
        "type": "table",
        "title": title,
        "columns": columns,
        "rows": rows,
        "sort": sort,
        "filter": True,
    } | kw


def keys(cols: list[dict]) -> list[str]:
    """The columns' keys, in order."""
    return [c["key"] for c in cols]


def drop_empty(cols: list[dict], rows: list[list], optional) -> tuple[list[dict], list[list]]:
    """The table less its ``optional`` columns that no row fills (a comparison without noise bands, a
    CPU run's bandwidth)."""
    drop = {i for i, c in enumerate(cols) if c["key"] in optional and all(r[i] is None for r in rows)}
    keep = [i for i in range(len(cols)) if i not in drop]
    return [cols[i] for i in keep], [[r[i] for i in keep] for r in rows]


def tone(x, lo=None, hi=None, verdict: str | None = None, same: bool = False) -> str:
    """How a speedup reads: ``same`` (the same kernel on both sides), else what the verdict says
    (``faster``, ``slower``, ``noise``: no difference beyond it), else from the noise band, else
    ``open`` (no band: cannot tell)."""
    if same:
        return "same"
    v = verdict.lower() if isinstance(verdict, str) else ""  # NaN where a table has no verdict
    if "noise" in v or "no difference" in v or "no change" in v:
        return "noise"
    if "faster" in v or "slower" in v:
        return "faster" if "faster" in v else "slower"
    if lo is not None and hi is not None:
        return "faster" if lo > 1.0 else "slower" if hi < 1.0 else "noise"
    return "open" if x else "none"


def speedup(x, lo=None, hi=None, verdict: str | None = None, same: bool = False) -> dict | None:
    """A row's speedup mark: the dot, its noise band, how it reads and its text."""
    if not x and not verdict:
        return None
    text = f"{num(x, '.3f')}x" if x else "-"
    if lo is not None and hi is not None:
        text += f" ({lo:.2f}-{hi:.2f})"
    if same:
        text += " same kernel"
    out = {"x": x, "lo": lo, "hi": hi, "tone": tone(x, lo, hi, verdict, same), "text": text}
    if verdict:
        out["tip"] = verdict
    return out


def source_text(lines, every: bool = False) -> str | None:
    """``file.py:LINE code`` of the innermost user line (``every``: each line, one a line)."""
    if not lines:
        return None
    out = [f.text() for f in (lines if every else lines[:1])]
    return "\n".join(out)
