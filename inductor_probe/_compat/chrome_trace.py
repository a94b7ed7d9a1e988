"""torch's Chrome trace writer leaves a double quote in an event's name as it is: a Python frame of a file
whose path holds ``"`` (``q"dir/lib.py(3): forward``), or a ``record_function`` named with one, makes the
whole trace invalid JSON (torch 2.11-2.14; it does turn a backslash into ``/``). Each name is on a line of
its own there (``    "name": "...",``), and so is the path torch wrote it to (``  ],"traceName": "..." }``),
so such a line is re-escaped; a trace that parses is left as it is."""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from types import ModuleType

_orjson: ModuleType | None
try:
    import orjson as _orjson
except ImportError:  # pragma: no cover - a tree run without its dependencies installed
    _orjson = None

# an event's name, and the last line's traceName (the file torch wrote: a path)
_NAME_LINE = re.compile(r'^(\s*(?:\],)?"(?:name|traceName)": ")(.*)("(?:,| \})?)\s*$')
# such a line with a quote inside its value: the cheap test before any line is looked at
_SUSPECT = re.compile(r'^\s*(?:\],)?"(?:name|traceName)": "[^"\n]*(?<!\\)"[^\n]*"(?:,| \})?\s*$', re.M)


def repaired(text: str) -> str | None:
    """``text`` with every name line whose value is not a JSON string re-escaped, or None where none is."""
    if not _SUSPECT.search(text):
        return None
    lines, changed = text.split("\n"), False
    for i, line in enumerate(lines):
        m = _NAME_LINE.match(line)
        if m is None or '"' not in m.group(2):
            continue
        try:
            json.loads(f'"{m.group(2)}"')
        except ValueError:  # quotes left raw: the value taken as the text it is
            lines[i] = m.group(1) + json.dumps(m.group(2), ensure_ascii=False)[1:-1] + m.group(3)
            changed = True
    return "\n".join(lines) if changed else None


def loads(text: str):
    """The trace's JSON; where it does not parse and the cause is torch's unescaped names, the repaired
    text's (the first error stands where the repair does not help). orjson parses it where it is installed
    and accepts the text (it refuses NaN, which json reads); json otherwise."""
    if _orjson is not None:
        try:
            return _orjson.loads(text)
        except _orjson.JSONDecodeError:
            pass  # json says what is wrong, or reads what orjson refuses
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        fixed = repaired(text)
        if fixed is None:
            raise
    try:
        return json.loads(fixed)
    except json.JSONDecodeError:
        return json.loads(text)  # raises the first error: the trace has another fault


def repair_file(path: Path) -> bool:
    """Rewrite the trace torch just wrote at ``path`` with its names escaped (through a temporary file
    beside it and a rename); True where it was changed."""
    fixed = repaired(path.read_text(encoding="utf-8", errors="surrogateescape"))
    if fixed is None:
        return False
    _replace(path, fixed)
    return True


def _replace(path: Path, text: str) -> None:
    """``path``'s text replaced: through a temporary file beside it and a rename."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_json(path: Path):
    """A trace file's JSON (``loads``: repaired where torch left a name unescaped)."""
    return loads(path.read_text(encoding="utf-8", errors="surrogateescape"))


def dump_json(path: Path, trace: object) -> None:
    """Write ``trace`` to ``path`` through a temporary file beside it and a rename."""
    _replace(path, _orjson.dumps(trace).decode() if _orjson is not None else json.dumps(trace))
