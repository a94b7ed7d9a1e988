"""``compare`` and ``diff`` print what they printed before the typed-boundary refactor (issue 27): a recorded
comparison (text, JSON, CSV, the HTML page) and two pairings of recorded runs done again (text, CSV), against
goldens written by 024efc7 (tests/data/golden/compare/)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from inductor_probe.analysis.compare import Comparison, compare_manifests
from inductor_probe.render import compare
from inductor_probe.run.manifest import open_run

DATA = Path(__file__).resolve().parents[1] / "data"
GOLDEN = DATA / "golden" / "compare"
PAIRS = {
    "diff": ("h100_diff_one_op/base", "h100_diff_one_op/changed"),
    "cmp": ("h100_compare_bf16_template/default", "h100_compare_bf16_template/max-autotune"),
}


@pytest.mark.parametrize("fmt", ["text", "json", "csv", "html"])
def test_a_recorded_comparison_renders_as_before(fmt):
    comp = Comparison.from_dict(
        json.loads((DATA / "h100_compare_bf16_template" / "compare.json").read_text())
    )
    assert compare.RENDERERS[fmt](comp) == (GOLDEN / f"template.{fmt}").read_text()


@pytest.mark.parametrize("name", sorted(PAIRS))
@pytest.mark.parametrize("fmt", ["text", "csv"])
def test_pairing_recorded_runs_again_gives_what_it_gave(name, fmt):
    a, b = (open_run(DATA / p) for p in PAIRS[name])
    comp = compare_manifests(a.manifest, b.manifest, runs=(a.path, b.path))
    assert compare.RENDERERS[fmt](comp) == (GOLDEN / f"{name}.{fmt}").read_text()
