"""compare's renderers, on a comparison of two runs recorded on the H100."""

import json

import pytest

from inductor_probe.analysis.compare import Comparison
from inductor_probe.errors import ProbeError
from inductor_probe.render.compare import RENDERERS

LABELS = ("g0_forward", "g0_backward")
render_compare_json, render_compare_text, render_compare_csv = (
    RENDERERS["json"],
    RENDERERS["text"],
    RENDERERS["csv"],
)


def test_renderers(default_run, autotune_run, compare_helpers):
    compare_manifests, _, _rename_triton = compare_helpers
    comp = compare_manifests(default_run, _rename_triton(autotune_run, "{}_x"))
    back = Comparison.from_dict(json.loads(render_compare_json(comp)))
    assert back.kernels.equals(comp.kernels) and back.totals == comp.totals and back.graphs == list(LABELS)
    text = render_compare_text(comp, top=5)
    assert text.count("matched kernels (5 of ") == 2 and text.count("unmatched kernels: none") == 2
    assert "where it comes from: kernel time 7.625 ms vs 7.583 ms" in text and "origin" in text
    lines = render_compare_csv(comp).splitlines()
    assert (
        lines[0]
        == "level,graph,category,base_kernel,other_kernel,match_by,base_time_us,other_time_us,speedup,"
        "speedup_lo,speedup_hi,verdict,same_kernel"
    )
    assert (
        sum(ln.startswith("matched,") for ln in lines) == 37
        and sum(ln.startswith("category,") for ln in lines) == 11
    )
    with pytest.raises(ProbeError, match="schema"):
        Comparison.from_dict({**comp.to_dict(), "schema": 99})
