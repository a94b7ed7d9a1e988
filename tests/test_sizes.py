"""Small modules and functions (ARCHITECTURE.md): no module of the package over 450 lines, no function
over 80. The test lists every offender, so one run names all there is to split."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "inductor_probe"
MAX_MODULE_LINES = 450
MAX_FUNCTION_LINES = 80


def offenders(root: Path) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        text = path.read_text()
        name = path.relative_to(root.parent)
        if len(text.splitlines()) > MAX_MODULE_LINES:
            found.append(f"{name}: {len(text.splitlines())} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = (node.end_lineno or node.lineno) - node.lineno + 1
                if n > MAX_FUNCTION_LINES:
                    found.append(f"{name}:{node.lineno} {node.name}(): {n} lines")
    return found


def test_no_module_or_function_is_too_long():
    assert offenders(PACKAGE) == []


def test_the_check_finds_a_long_function_and_a_long_module(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    (pkg / "long_function.py").write_text(f"def f():\n{body}\n")
    (pkg / "long_module.py").write_text("\n".join(f"x{i} = {i}" for i in range(MAX_MODULE_LINES + 1)) + "\n")
    (pkg / "fine.py").write_text("def g():\n    return 1\n")
    assert offenders(pkg) == [
        f"pkg/long_function.py:1 f(): {MAX_FUNCTION_LINES + 1} lines",
        f"pkg/long_module.py: {MAX_MODULE_LINES + 1} lines",
    ]
