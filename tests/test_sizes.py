"""Small modules, classes and functions (ARCHITECTURE.md): no module of the package over 450 lines, no class
over 200 (issue 59: the cap on modules was being met by growing classes, ``ScriptSteps`` 109 -> 293 lines), no
function over 80. The test lists every offender, so one run names all there is to split."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "inductor_probe"
MAX_MODULE_LINES = 450
MAX_CLASS_LINES = 200
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
            if isinstance(node, ast.ClassDef):
                n = (node.end_lineno or node.lineno) - node.lineno + 1
                if n > MAX_CLASS_LINES:
                    found.append(f"{name}:{node.lineno} class {node.name}: {n} lines")
    return found


def test_no_module_or_function_is_too_long():
    assert offenders(PACKAGE) == []


def test_the_check_finds_a_long_function_class_and_module(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    (pkg / "long_function.py").write_text(f"def f():\n{body}\n")
    fields = "\n".join(f"    x{i} = {i}" for i in range(MAX_CLASS_LINES))
    (pkg / "long_class.py").write_text(f"class C:\n{fields}\n")
    (pkg / "long_module.py").write_text("\n".join(f"x{i} = {i}" for i in range(MAX_MODULE_LINES + 1)) + "\n")
    (pkg / "fine.py").write_text("def g():\n    return 1\n")
    assert offenders(pkg) == [
        f"pkg/long_class.py:1 class C: {MAX_CLASS_LINES + 1} lines",
        f"pkg/long_function.py:1 f(): {MAX_FUNCTION_LINES + 1} lines",
        f"pkg/long_module.py: {MAX_MODULE_LINES + 1} lines",
    ]
