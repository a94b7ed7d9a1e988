"""Issue 56: the program measured is the user's program. Small programs whose compiles Dynamo decides by
itself (``tests/data/dynamo_programs.py``: varying sizes, a growing KV-cache-like tensor, ``mark_dynamic``,
``dynamic=True/False``, a graph break, a recompile on a Python value, per-block compile) run plainly and under
the tool: Dynamo's own counters of each (frames, graphs, recompiles, graph breaks), as the program itself
reads them, must be equal; and the counters the tool keeps in run.json (``dynamo``) are the plain run's
totals.  On the code before issue 56 this failed: the module-map recorder read each FX node's size with
``int()``, which guards on a symbolic size, so automatic dynamic shapes were lost (``varying_sizes``: 8
recompiles under the tool against 1, then the recompile limit) and a ``mark_dynamic`` size raised Dynamo's
ConstraintViolationError."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from inductor_probe.cli import main

pytestmark = pytest.mark.slow
PROGRAMS = Path(__file__).parent / "data" / "dynamo_programs.py"
KEYS = ("frames", "graphs", "recompiles", "breaks")


def _plain(out: Path) -> dict:
    """The programs with no code of the tool: a plain Python process, the user's own environment (its
    Inductor cache a fresh one, so that neither side hits a cache the other filled)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TORCHINDUCTOR_", "INDUCTOR_", "TORCH_"))}
    env["TORCHINDUCTOR_CACHE_DIR"] = str(out.parent / "plain-cache")
    subprocess.run([sys.executable, str(PROGRAMS), "--json", str(out)], check=True, env=env, timeout=600)
    return json.loads(out.read_text())


def test_dynamo_decides_alike_with_and_without_the_tool(tmp_path, capsys):
    plain = _plain(tmp_path / "plain.json")
    tool_json, run = tmp_path / "tool.json", tmp_path / "run"
    rc = main(
        ["breakdown", str(PROGRAMS), "--out", str(run), "--fresh-cache", "-q", "--", "--json", str(tool_json)]
    )
    assert rc == 0, capsys.readouterr().err
    under = json.loads(tool_json.read_text())
    assert set(under) == set(plain)
    differ = {name: (plain[name], under[name]) for name in plain if plain[name] != under[name]}
    assert not differ, f"Dynamo decided otherwise under the tool (plain, tool): {differ}"
    # the shapes of the programs, so that the comparison is of something: automatic dynamic's one recompile
    assert plain["varying_sizes"]["recompiles"] == 1 and plain["growing_cache"]["recompiles"] == 1
    assert plain["marked_dynamic"]["recompiles"] == 0 and plain["graph_break"]["breaks"] == 1
    # the tool's own record of Dynamo's counters is the plain run's
    kept = json.loads((run / "run.json").read_text())["dynamo"]
    totals = {k: sum(p[k] for p in plain.values()) for k in KEYS}
    assert kept == {
        "frames": totals["frames"],
        "graphs": totals["graphs"],
        "recompiles": totals["recompiles"],
        "graph_breaks": totals["breaks"],
    }
