"""The layer contract of the package: each module imports only its own layer or layers below it,
and no two modules import each other, directly or around a circle (lazy imports included)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "inductor_probe"
# Lowest first. A module may import modules of its own layer and of the layers before it.
LAYERS = [
    (
        "base",
        [
            "errors",
            "_util",
            "ranges",
            "vocab",
            "thresholds",
            "bounds",
            "_compat",
            "_version",
            "marks",
            "options",
        ],
    ),
    ("run", ["run"]),
    ("timer", ["timer"]),
    ("analysis", ["analysis"]),
    ("collect", ["collect"]),
    ("render", ["render"]),
    ("workflows", ["workflows"]),
    ("api", ["api"]),
    ("cli", ["cli", "__main__", "__init__"]),  # the package's __init__ loads the API lazily
]


def module_names(root: Path, package: str) -> dict[str, Path]:
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__" and len(parts) > 1:
            parts = parts[:-1]
        out[".".join([package, *parts])] = path
    return out


def imported_from(node: ast.ImportFrom, here: str) -> str:
    """The module a ``from ... import`` names, a relative one resolved from the package ``here``."""
    base = node.module or ""
    if node.level:
        parent = here.split(".")
        parent = parent[: len(parent) - (node.level - 1)]
        base = ".".join(parent + ([base] if base else []))
    return base


def imports_of(name: str, path: Path, modules: dict[str, Path], package: str) -> set[str]:
    """The package's modules that ``name`` imports anywhere in its file (functions included)."""
    is_pkg = path.name == "__init__.py"
    here = name if is_pkg else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = imported_from(node, here)
            # `from pkg import sub` imports the module pkg.sub when there is one
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
        else:
            continue
        for t in targets:
            while t and t not in modules:
                t = t.rpartition(".")[0]
            if t and t.startswith(package) and t != name:
                found.add(t)
    return found


def layer_of(name: str, package: str) -> int:
    head = name[len(package) + 1 :].split(".")[0] if name != package else "__init__"
    for i, (_, tops) in enumerate(LAYERS):
        if head in tops:
            return i
    raise AssertionError(f"{name} is in no layer: add it to LAYERS")


def violations(root: Path, package: str) -> tuple[list[str], list[list[str]]]:
    """(imports that climb to a higher layer, import cycles) of the package at ``root``."""
    modules = module_names(root, package)
    graph = {n: imports_of(n, p, modules, package) for n, p in modules.items()}
    upward = [
        f"{a} (layer {LAYERS[layer_of(a, package)][0]}) imports {b} (layer {LAYERS[layer_of(b, package)][0]})"
        for a, deps in graph.items()
        for b in sorted(deps)
        if layer_of(b, package) > layer_of(a, package)
    ]
    cycles, state, stack = [], {}, []

    def visit(n: str) -> None:
        state[n] = "open"
        stack.append(n)
        for d in sorted(graph[n]):
            if state.get(d) == "open":
                cycles.append(stack[stack.index(d) :] + [d])
            elif d not in state:
                visit(d)
        stack.pop()
        state[n] = "done"

    for n in sorted(graph):
        if n not in state:
            visit(n)
    return upward, cycles


def test_no_module_imports_a_higher_layer_and_there_is_no_cycle():
    upward, cycles = violations(PACKAGE, "inductor_probe")
    assert upward == []
    assert cycles == []


def test_every_module_is_in_a_layer():
    for name in module_names(PACKAGE, "inductor_probe"):
        layer_of(name, "inductor_probe")


def test_the_checker_sees_a_climb_and_a_cycle(tmp_path):
    pkg = tmp_path / "inductor_probe"
    for sub in ("run", "analysis", "cli"):
        (pkg / sub).mkdir(parents=True)
        (pkg / sub / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "run" / "a.py").write_text("def f():\n    from inductor_probe.analysis import b\n")
    (pkg / "analysis" / "b.py").write_text("from ..run import a\n")
    (pkg / "analysis" / "c.py").write_text("import inductor_probe.cli\n")
    upward, cycles = violations(pkg, "inductor_probe")
    assert "inductor_probe.run.a (layer run) imports inductor_probe.analysis.b (layer analysis)" in upward
    assert any(
        u.startswith("inductor_probe.analysis.c (layer analysis) imports inductor_probe.cli") for u in upward
    )
    assert ["inductor_probe.analysis.b", "inductor_probe.run.a", "inductor_probe.analysis.b"] in cycles


@pytest.mark.parametrize("bad", ["render", "analysis"])
def test_render_and_analysis_never_reach_cli_or_workflows(bad):
    modules = module_names(PACKAGE, "inductor_probe")
    for name, path in modules.items():
        if name.startswith(f"inductor_probe.{bad}"):
            deps = imports_of(name, path, modules, "inductor_probe")
            assert not any(d.startswith(("inductor_probe.cli", "inductor_probe.workflows")) for d in deps), (
                name
            )
            if bad == "analysis":
                assert not any(d.startswith("inductor_probe.collect") for d in deps), name


def private_imports(root: Path, package: str) -> list[str]:
    """``from M import _name`` anywhere in the package where ``_name`` is not a module of its own (a private
    module such as ``_compat`` is imported as a module; a private function, class or constant stays in its
    module: issue 59)."""
    modules = module_names(root, package)
    out = []
    for name, path in modules.items():
        is_pkg = path.name == "__init__.py"
        here = name if is_pkg else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.ImportFrom):
                continue
            base = imported_from(node, here)
            if not base.startswith(package):
                continue
            for alias in node.names:
                private = alias.name.startswith("_") and not alias.name.startswith("__")
                if private and f"{base}.{alias.name}" not in modules:
                    out.append(f"{name} imports {alias.name} from {base}")
    return out


def test_no_module_imports_another_modules_private_names():
    assert private_imports(PACKAGE, "inductor_probe") == []


def test_the_private_import_checker_sees_one(tmp_path):
    pkg = tmp_path / "inductor_probe"
    (pkg / "analysis").mkdir(parents=True)
    for f in ("__init__.py", "analysis/__init__.py", "_compat.py"):
        (pkg / f).write_text("")
    (pkg / "analysis" / "a.py").write_text("def _hidden():\n    pass\n")
    (pkg / "analysis" / "b.py").write_text("from inductor_probe.analysis.a import _hidden\n")
    (pkg / "analysis" / "c.py").write_text("from inductor_probe import _compat\nfrom .a import _hidden\n")
    assert sorted(private_imports(pkg, "inductor_probe")) == [
        "inductor_probe.analysis.b imports _hidden from inductor_probe.analysis.a",
        "inductor_probe.analysis.c imports _hidden from inductor_probe.analysis.a",
    ]


def enum_literals(root: Path) -> list[str]:
    """Comparisons of a field that holds a vocabulary's member against the member's string (issue 59: enums
    compared as enums): ``x.status == "ok"`` where ``ChildStatus.OK`` says it."""
    from inductor_probe import vocab

    fields = {
        "status": (vocab.RunStatus, vocab.ChildStatus),
        "verdict": (vocab.Verdict,),
        "boundary": (vocab.StepBoundary,),
        "bound": (vocab.Bound,),
        "compile_mode": (vocab.CompileMode,),
        "kind": (vocab.StepKind, vocab.ProfileWindow),
    }
    out = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Compare):
                continue
            left = node.left
            name = (
                left.attr
                if isinstance(left, ast.Attribute)
                else left.id
                if isinstance(left, ast.Name)
                else ""
            )
            for comp in node.comparators:
                elts = comp.elts if isinstance(comp, (ast.Tuple, ast.List, ast.Set)) else [comp]
                for e in elts:
                    if isinstance(e, ast.Constant) and isinstance(e.value, str):
                        if any(e.value in {m.value for m in enum} for enum in fields.get(name, ())):
                            out.append(f"{path.relative_to(root)}:{node.lineno} {ast.unparse(node)}")
    return out


def test_vocabulary_fields_are_compared_with_their_members():
    assert enum_literals(PACKAGE) == []


def test_the_enum_literal_checker_sees_one(tmp_path):
    (tmp_path / "a.py").write_text(
        'if r.status == "ok" or kind in ("script", "x") or s.kind == "sync":\n    pass\n'
    )
    assert enum_literals(tmp_path) == [
        "a.py:1 r.status == 'ok'",
        "a.py:1 kind in ('script', 'x')",
    ]
