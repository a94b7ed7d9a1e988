"""Findings declared where their analysis lives (issue 59, item 3): each kind of finding is a function with
``@declared(order, what)`` beside its analysis; ``run_findings`` calls every declared kind in its order, the
order every renderer shows (the parity and golden tests hold the recorded runs' findings as they were). A new
kind is one function, its declaration and a test: this one's second test adds one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from inductor_probe.analysis import finding_registry, findings
from inductor_probe.analysis.finding_registry import declared, in_order
from inductor_probe.render import words
from inductor_probe.run.findings import Finding
from inductor_probe.run.manifest import read_manifest
from inductor_probe.vocab import FindingKind

DATA = Path(__file__).resolve().parents[1] / "data"


def test_the_kinds_are_declared_in_the_order_every_renderer_shows():
    assert [k.fn.__name__ for k in in_order() if k.fn.__module__ == findings.__name__] == [
        "eager_findings",  # torch.compile did (nearly) nothing: every other figure is of eager code
        "load_findings",  # a CPU run's loaded host
        "trace_findings",  # the trace lost GPU work
        "job_first",  # a straggler the unprofiled steps name
        "findings",  # the step's time, the largest gain first
        "compile_findings",  # Dynamo's recompiles and graph breaks
        "memory_findings",
        "job_last",  # the rest of the job's
    ]


def test_a_kind_may_be_declared_in_any_analysis_module():
    """``in_order`` imports every module of ``inductor_probe.analysis``: a kind declared in one that nothing
    else imported is called all the same (a fresh process, the registry alone imported)."""
    code = (
        "import sys\n"
        "from inductor_probe.analysis import finding_registry as r\n"
        "assert 'inductor_probe.analysis.interleave' not in sys.modules\n"
        "r.in_order()\n"
        "print(sorted(m for m in sys.modules if m.startswith('inductor_probe.analysis.')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    on_disk = sorted(f"inductor_probe.analysis.{p.stem}" for p in Path(findings.__file__).parent.glob("*.py"))
    assert set(on_disk) - {"inductor_probe.analysis.__init__"} <= set(eval(out))


def test_a_new_kind_is_a_declared_function(monkeypatch):
    monkeypatch.setattr(finding_registry, "DECLARED", [*in_order()])  # every module's kinds, found first
    m = read_manifest(DATA / "h200_llama_modules")  # three time findings
    before = findings.run_findings(m)

    @declared(5, "a test's kind: before every other")
    def graphs_counted(run) -> list[Finding]:
        return [Finding(f"the run compiled {len(run.graphs)} graph(s)", kind=FindingKind.COMPILE)]

    new = Finding(f"the run compiled {len(m.graphs)} graph(s)", kind=FindingKind.COMPILE)
    assert before and findings.run_findings(m) == [new, *before]  # first: declared, not appended
    assert words.findings(m)[0] == f"1. the run compiled {len(m.graphs)} graph(s)"  # the report says it


def test_an_order_taken_is_refused(monkeypatch):
    monkeypatch.setattr(finding_registry, "DECLARED", list(finding_registry.DECLARED))
    with pytest.raises(ValueError, match="finding order 50 is taken by: the step's time"):

        @declared(50, "a second kind at the time findings' place")
        def clash(run) -> list[Finding]:
            return []
