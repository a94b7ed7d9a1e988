"""Each compiled module's FX graph cache key and what went into it, recorded by a child; why a later
child (``compare``'s interleaved one) missed the cache its breakdown filled.

Inductor logs a ``fx_graph_cache_hit`` / ``fx_graph_cache_miss`` artifact on the ``torch.__trace``
logger right after each compiled module, with the key and its components (one line per input to the
hash: ``[<hash>] <name>: <value>``). A child appends one JSON line per module to
``fx_cache_keys.jsonl`` beside its result: the module's file stem, its AOT id, the state, the key and
each component's hash by name (append-only: nothing is rewritten as the run grows). Two keys that
differ differ in some components: those names say why (an input's values hashed as a constant, an
Inductor setting, the graph itself).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

FILE_NAME = "fx_cache_keys.jsonl"
_COMPONENT = re.compile(r"^\[(?P<hash>[^\]]+)\] (?P<name>[^:]+):")
_AOT_ID = re.compile(r"^# AOT ID: \['(?P<id>[^']*)'\]", re.M)
HINTS = (  # component name prefix -> what it is, for the one-line reason
    ("example_inputs", "an input's shape, dtype or, where Inductor hashes it as a constant, its values"),
    ("gm", "the FX graph itself"),
    ("inductor_config", "an Inductor setting"),
    ("fx_kwargs", "a compile option (mode, CUDA graphs, inference or training)"),
    ("system_info", "the system: device, CUDA, versions"),
    ("torch_version", "the torch build"),
)


def is_cache_artifact(metadata: dict) -> bool:
    name = (metadata.get("artifact") or {}).get("name") or ""
    return str(name).startswith("fx_graph_cache_")


def components(lines: Iterable[str]) -> dict[str, str]:
    """``{name: hash}`` of a key's component lines (short hashes: enough to tell two apart)."""
    out = {}
    for line in lines:
        m = _COMPONENT.match(str(line))
        if m:
            out[m.group("name").strip()] = m.group("hash")[:12]
    return out


def aot_id_of(module_path: str | None) -> str | None:
    """The ``# AOT ID`` of a compiled module file (None where unreadable)."""
    try:
        head = Path(module_path or "").read_text(errors="replace")[:4000]
    except OSError:
        return None
    m = _AOT_ID.search(head)
    return m.group("id") if m else None


def entry(module_path: str | None, payload: Any, side: str | None = None) -> dict | None:
    """One line of ``fx_cache_keys.jsonl`` from a cache artifact's payload (None if unreadable)."""
    try:
        info = json.loads(payload) if isinstance(payload, str) else dict(payload or {})
    except (ValueError, TypeError):
        return None
    out = {
        "module": Path(module_path).stem if module_path else None,
        "aot_id": aot_id_of(module_path),
        "state": info.get("cache_state"),
        "key": info.get("key"),
        "components": components(info.get("components") or ()),
    }
    if side is not None:
        out["side"] = side
    return out


def append(path: Path, row: dict) -> None:
    with open(path, "a") as f:
        f.write(json.dumps(row) + "\n")


def read(path: Path) -> list[dict]:
    """The lines of a ``fx_cache_keys.jsonl`` (none where the file is missing; a torn line skipped)."""
    out = []
    try:
        text = Path(path).read_text()
    except OSError:
        return []
    for line in text.splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            continue
        if isinstance(row, dict):
            out.append(row)
    return out


def _hint(name: str) -> str:
    for prefix, what in HINTS:
        if name.startswith(prefix):
            return what
    return "a compile input"


def differing(missed: dict, recorded: list[dict]) -> list[str]:
    """The component names in which ``missed`` differs from the closest of ``recorded`` (the one
    differing in fewest; of the same graph kind where the AOT ids say so)."""
    mine = missed.get("components") or {}
    kind = str(missed.get("aot_id") or "").partition("_")[2]
    pool = [r for r in recorded if str(r.get("aot_id") or "").partition("_")[2] == kind] or recorded
    best: list[str] | None = None
    for r in pool:
        theirs = r.get("components") or {}
        names = [n for n in dict.fromkeys([*mine, *theirs]) if mine.get(n) != theirs.get(n)]
        if best is None or len(names) < len(best):
            best = names
    return best or []


def miss_reason(missed: list[dict], recorded: list[dict]) -> str:
    """Why a child missed the cache its breakdown filled, in one clause: the components that differed."""
    if not recorded:
        return "the breakdown recorded no cache keys to compare with (a run from an older inductor-probe)"
    parts = []
    for m in missed:
        names = differing(m, recorded)
        if not names:
            parts.append(f"{m.get('aot_id') or 'a graph'}: the same components, another key")
            continue
        shown = ", ".join(f"{n} ({_hint(n)})" for n in names[:3])
        more = f" and {len(names) - 3} more" if len(names) > 3 else ""
        parts.append(f"{m.get('aot_id') or 'a graph'}: its key differed in {shown}{more}")
    return "; ".join(parts)
