"""``collect/model``: a compiled module's provenance handles of library calls matched to its library calls by
name in order (issue 58): dropout's seeds (``aten.randint.low_out``) have a handle but no entry among the
module's library calls; before, the sites, lines and autotune choices were kept only where the two matched one
for one, so a training forward with dropout kept none."""

from __future__ import annotations

from inductor_probe.collect.model import _aligned, _handles

CALLS = ["extern_kernels.addmm", "extern_kernels.bmm", "extern_kernels.addmm"]
HANDLES = ["aten.randint.low_out", "extern_kernels.addmm", "extern_kernels.bmm", "extern_kernels.addmm"]


def test_a_handle_no_call_has_is_passed_over():
    assert _handles(CALLS, HANDLES) == {1: 0, 2: 1, 3: 2}
    externs = [(n, f"site{j}") for j, n in enumerate(HANDLES)]
    assert _aligned(CALLS, externs) == ["site1", "site2", "site3"]
    assert _aligned(CALLS, externs[:3]) is None  # a call with no handle: nothing kept rather than misfiled
    assert _aligned([], externs) is None
