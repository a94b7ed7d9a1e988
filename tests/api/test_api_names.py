"""Issue 60, M13: every function docs/api.md lists is in ``inductor_probe``'s namespace (``ip.export_kernel``
was not), and the API's own arguments are checked in one line (``export_kernel(run, name, None)`` raised a
TypeError, ``hosts()`` with no runs a ValueError)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import inductor_probe as ip
from inductor_probe.errors import ProbeError

DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"


def test_every_function_the_api_doc_lists_is_in_the_package():
    listed = set(re.findall(r"^\| `ip\.(\w+)\(", DOC.read_text(), re.M))
    assert {"export_kernel", "hosts", "breakdown"} <= listed
    assert all(callable(getattr(ip, name)) for name in listed)


def test_the_api_s_arguments_are_checked_in_one_line(tmp_path):
    with pytest.raises(ProbeError, match="out=None must be the folder") as e:
        ip.export_kernel(tmp_path, "triton_poi_fused_0", None)
    assert e.value.exit_code == 2
    with pytest.raises(ProbeError, match="at least one") as e:
        ip.hosts()
    assert e.value.exit_code == 2
