"""The house's typing ratchet (issue 39): a run's data is typed records and rows, not dicts.

A dataclass field typed as a dict is either a typed map (``dict[str, float]``: rank -> ms) or a loose one
(``dict[str, Any]``, a bare ``dict``, a list of them): the loose ones are listed here, each with why it is
still loose, so a new one fails until it is a record or a row, and a field made a record leaves the list.
No renderer reads a dict by a string key, but for the page's own view model (``VIEW_MODEL``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "inductor_probe"

# (module, class, field): why it is still a dict
LOOSE = {
    ("collect/doors.py", "ModuleRecord", "source_lines"): "provenance's frames as the child found them",
    ("collect/doors.py", "CompileResult", "inductor_settings"): "Inductor's config values, as read",
    ("run/kernel_rows.py", "ConfigRow", "params"): "a Triton config's own values (num_warps, block sizes)",
    ("run/manifest.py", "Environment", "inductor_settings"): "Inductor's config values, as read",
}
# typed maps and loose dicts together (63 before issue 39's records, 45 before PerRank; 22 -> 23: the model
# child's environment, os.environ's own str -> str, built once for every kind of breakdown run in
# workflows/run_parts.Prepared where each kind built it before)
MAX_DICT_FIELDS = 23
# The page's own view model: dicts it builds and serializes for the page's script (column specs, the view's
# title), read there by key; no run data. Every other module of render/ reads records' attributes alone.
VIEW_MODEL = {"render/html/blocks.py": 2, "render/html/page.py": 1}


def _dict_fields() -> list[tuple[tuple[str, str, str], str]]:
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        for cls in ast.walk(tree):
            if not isinstance(cls, ast.ClassDef):
                continue
            if not any("dataclass" in ast.unparse(d) for d in cls.decorator_list):
                continue
            for stmt in cls.body:
                if isinstance(stmt, ast.AnnAssign):
                    hint = ast.unparse(stmt.annotation)
                    if re.search(r"\bdict\b", hint) and "ClassVar" not in hint:
                        where = (str(path.relative_to(PACKAGE)), cls.name, ast.unparse(stmt.target))
                        out.append((where, hint))
    return out


def _loose(hint: str) -> bool:
    return bool(re.search(r"\bAny\b|\bdict\b(?!\[)", hint))


def test_no_new_loose_dict_in_a_record():
    fields = _dict_fields()
    loose = {where for where, hint in fields if _loose(hint)}
    assert not loose - LOOSE.keys(), f"make these records or rows: {sorted(loose - LOOSE.keys())}"
    assert not LOOSE.keys() - loose, f"typed now: take them off LOOSE: {sorted(LOOSE.keys() - loose)}"
    assert len(fields) <= MAX_DICT_FIELDS, [f"{'.'.join(w)}: {h}" for w, h in fields]


def _key_reads(path: Path) -> int:
    """Reads of a mapping by a string literal: ``d["key"]`` (not an assignment to it) and ``d.get("key")``."""
    n = 0
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
            n += isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
            n += (
                bool(node.args)
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            )
    return n


def test_renderers_read_records_not_dicts():
    """No module of render/ reads run data by a string key (544 reads before issue 39's records)."""
    for path in sorted((PACKAGE / "render").rglob("*.py")):
        name = str(path.relative_to(PACKAGE))
        assert _key_reads(path) <= VIEW_MODEL.get(name, 0), f"{name} reads a dict by key"
