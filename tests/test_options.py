"""Issue 39, acceptance 3: each option of ``breakdown`` and ``compare`` and its default are declared once
(``inductor_probe/options.py``); the command line's flags, the API's signature and checks, and the
workflows' options are made from that declaration, and nothing else in the package declares them again."""

from __future__ import annotations

import argparse
import ast
import dataclasses
import inspect
import shutil
from pathlib import Path

import pytest

import inductor_probe as ip
from inductor_probe import options as O
from inductor_probe.cli import breakdown as cli_breakdown
from inductor_probe.cli import compare as cli_compare
from inductor_probe.errors import OptionError, ProbeError

PACKAGE = Path(__file__).resolve().parents[1] / "inductor_probe"
# the options, as a user sees them: every flag of breakdown and compare that is not about the output
BREAKDOWN = ["backward", "eager_baseline", "device", "script", "out", "steps", "profile", "calls", "timeout"]
BREAKDOWN += ["nproc_per_node", "isolated", "force", "mode", "cache_dir", "fresh_cache", "ncu_top"]
BREAKDOWN += ["nnodes", "node_rank", "rdzv_endpoint", "rdzv_backend", "rdzv_id", "job_port"]
COMPARE = [*BREAKDOWN[:12], "modes", "pairs"]
CASES = [
    (O.BreakdownOptions, cli_breakdown, ip.breakdown, BREAKDOWN),
    (O.CompareOptions, cli_compare, ip.compare, COMPARE),
]


def _parser(cli) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser()
    cli.add_arguments(p)
    return p


@pytest.mark.parametrize("cls, cli, fn, names", CASES, ids=["breakdown", "compare"])
def test_the_flags_and_the_api_are_made_from_the_one_declaration(cls, cli, fn, names):
    fields = O.options(cls)
    assert [f.name for f in fields] == names
    actions = {a.dest: a for a in _parser(cli)._actions}
    params = inspect.signature(fn).parameters
    for f in fields:
        a = actions[f.name]
        assert a.option_strings == ["--" + f.name.replace("_", "-")]
        assert a.default == f.default and a.help == O.help_of(f)
        assert params[f.name].default == f.default and params[f.name].kind == inspect.Parameter.KEYWORD_ONLY


FRONT = ("api/", "cli/", "workflows/")  # the layers that take the user's options (below: their own knobs)


def _second(rel: str, node: ast.AST, names: set[str], flags: set[str]) -> list[str]:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        args = node.args
        with_default = args.args[len(args.args) - len(args.defaults) :]
        with_default += [a for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None]
        return [f"{rel}:{node.lineno} {node.name}({a.arg}=...)" for a in with_default if a.arg in names]
    if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "add_argument":
        lits = [a.value for a in node.args if isinstance(a, ast.Constant)]
        return [f"{rel}:{node.lineno} add_argument({x!r})" for x in lits if x in flags]
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
        return [f"{rel}:{node.lineno} {node.target.id} = ..."] if node.target.id in names else []
    return []


def declared_again(package: Path) -> list[str]:
    """In the API, the command line and the workflows: a function parameter named as an option with a
    default, an ``add_argument`` of an option's flag, a field named as one with a value (each a second
    declaration of it)."""
    names = {f.name for cls in (O.BreakdownOptions, O.CompareOptions) for f in O.options(cls)}
    flags = {"--" + n.replace("_", "-") for n in names}
    found = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package).as_posix()
        if rel.startswith(FRONT):
            for node in ast.walk(ast.parse(path.read_text())):
                found += _second(rel, node, names, flags)
    return found


# other commands' own options of these names: kernel's --timeout (900 s); timeit's --mode, --device, --timeout
OTHER_COMMANDS = [
    "api/__init__.py kernel(timeout=...)",
    "cli/kernel.py add_argument('--timeout')",
    "cli/timeit.py add_argument('--mode')",
    "cli/timeit.py add_argument('--device')",
    "cli/timeit.py add_argument('--timeout')",
]


def _unlined(found: list[str]) -> list[str]:
    return [" ".join([x.split(" ", 1)[0].rsplit(":", 1)[0], x.split(" ", 1)[1]]) for x in found]


def test_no_option_is_declared_twice():
    assert _unlined(declared_again(PACKAGE)) == OTHER_COMMANDS


def test_the_scan_finds_a_second_declaration(tmp_path):
    """The scan fails on a parameter that declares an option's default again, or a flag added by hand."""
    fake = tmp_path / "inductor_probe"
    shutil.copytree(PACKAGE, fake, ignore=shutil.ignore_patterns("__pycache__"))
    (fake / "workflows" / "extra.py").write_text("def run(model, steps=5):\n    return steps\n")
    (fake / "cli" / "extra.py").write_text("def add(p):\n    p.add_argument('--pairs', default=10)\n")
    extra = ["cli/extra.py add_argument('--pairs')", "workflows/extra.py run(steps=...)"]
    assert sorted(_unlined(declared_again(fake))) == sorted(OTHER_COMMANDS + extra)


@pytest.mark.parametrize(
    "kw, said",
    [
        ({"mode": "x"}, "unknown mode='x'; choose one of default, reduce-overhead"),
        ({"steps": -1}, "steps=-1: must be at least 0"),
        ({"timeout": 0}, "timeout=0: must be more than 0"),
        ({"nproc_per_node": 1.5}, "nproc_per_node=1.5: must be an integer"),
        ({"out": 3}, "out=3: must be text (or a path)"),
    ],
)
def test_the_api_names_an_option_as_the_caller_spelled_it(kw, said):
    with pytest.raises(OptionError) as e:
        O.given(O.BreakdownOptions, kw, "breakdown")
    assert said in e.value.message


def test_an_unknown_keyword_names_the_nearest_option():
    with pytest.raises(ProbeError, match=r"breakdown\(\) has no option step=3; did you mean steps=\?"):
        ip.breakdown("model.py", step=3)


def test_the_workflows_take_the_same_options():
    from inductor_probe import workflows

    assert workflows.BreakdownOptions is O.BreakdownOptions and workflows.CompareOptions is O.CompareOptions
    sides = O.CompareOptions(model="m.py", timeout=5.0, steps=2, modes="default,reduce-overhead").sides()
    assert isinstance(sides, O.BreakdownOptions) and (sides.timeout, sides.steps, sides.model) == (
        5.0,
        2,
        "m.py",
    )
    assert {f.name for f in dataclasses.fields(sides)} >= {f.name for f in dataclasses.fields(O.ModelOptions)}


DOCS = PACKAGE.parent / "docs" / "api.md"
BEGIN, END = "<!-- options: python -m tests.test_options writes this table -->", "<!-- /options -->"


def options_table() -> str:
    """The options' table of docs/api.md, from their one declaration."""
    rows = ["| option | `breakdown` | `compare` | what it is |", "|---|---|---|---|"]
    seen: dict[str, dict] = {}
    for cls, col in ((O.BreakdownOptions, "b"), (O.CompareOptions, "c")):
        for f in O.options(cls):
            seen.setdefault(f.name, {"help": O.help_of(f)})[col] = repr(f.default)
    for name, x in seen.items():
        rows.append(f"| `{name}` | {x.get('b', '-')} | {x.get('c', '-')} | {x['help'].replace('|', '/')} |")
    return "\n".join(rows)


def test_the_api_reference_lists_every_option_with_its_default():
    text = DOCS.read_text()
    inside = text.split(BEGIN, 1)[1].split(END, 1)[0].strip()
    assert inside == options_table(), "docs/api.md differs: python -m tests.test_options rewrites its table"


if __name__ == "__main__":
    text = DOCS.read_text()
    head, rest = text.split(BEGIN, 1)
    DOCS.write_text(f"{head}{BEGIN}\n{options_table()}\n{END}{rest.split(END, 1)[1]}")
