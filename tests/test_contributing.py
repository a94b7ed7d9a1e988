"""CONTRIBUTING.md's layout names every module of the package, so a newcomer finds each one's job there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def unnamed_modules(package: Path, text: str) -> list[str]:
    named = set(re.findall(r"`([\w/]+\.py)`", text))
    modules = [str(p.relative_to(package)) for p in sorted(package.rglob("*.py"))]
    return [m for m in modules if m not in named]


def test_every_module_is_in_the_layout_table():
    assert unnamed_modules(ROOT / "inductor_probe", (ROOT / "CONTRIBUTING.md").read_text()) == []


def test_a_module_left_out_is_named(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.py").write_text("")
    (tmp_path / "sub" / "b.py").write_text("")
    assert unnamed_modules(tmp_path, "| `a.py` | its job |") == ["sub/b.py"]
