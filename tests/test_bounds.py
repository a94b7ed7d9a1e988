"""The one rule for numbers taken from outside the tool (issue 60, item 2: ``inductor_probe/bounds.py``), and
each reader of it refusing the same values in its own words: an option from the API and the command line, a
variable of the environment, a field of a run's JSON."""

from __future__ import annotations

import math

import pytest

from inductor_probe.bounds import Bound, Wrong
from inductor_probe.cli._common import number as cli_number
from inductor_probe.collect.nodes import _env_int
from inductor_probe.errors import ProbeError
from inductor_probe.options import number
from inductor_probe.run.record import Corrupt, check_fields


def test_a_bound_says_what_is_wrong_and_the_whole_rule():
    port = Bound(int, 1, most=65534)
    assert port.problem(80) is None and port.words() == "an integer from 1 to 65534"
    assert port.problem(True).wrong is Wrong.TYPE and port.problem(8.0).wrong is Wrong.TYPE
    assert port.problem(0).words == "at least 1" and port.problem(70000).words == "at most 65534"
    seconds = Bound(float, 0, strict=True)
    assert seconds.problem(0).words == "more than 0" and seconds.words() == "a number more than 0"
    assert seconds.problem(math.nan).wrong is Wrong.FINITE and seconds.problem(math.inf).wrong is Wrong.FINITE
    assert Bound(int, 0).words() == "an integer of at least 0"
    assert Bound(float, 0, most=100, slack=1e-6).problem(100 + 1e-7) is None  # a difference's rounding
    # text: an integer's digits (20 of them out of range, not "no integer"), a number's any float's
    assert port.parse(" 8080 ") == (8080, None) and port.parse("1_0")[1].wrong is Wrong.TYPE
    assert port.parse("9" * 20)[1].wrong is Wrong.RANGE and port.parse("9" * 5000)[1].wrong is Wrong.TYPE
    assert port.parse("http")[1].wrong is Wrong.TYPE
    assert seconds.parse("nan")[1].wrong is Wrong.FINITE and seconds.parse("2.5") == (2.5, None)


@pytest.mark.parametrize("value", [0, -3, 70000, math.nan, math.inf, "x", 1.5, True])
def test_every_reader_refuses_what_the_rule_refuses(value, monkeypatch):
    bound = Bound(int, 1, most=65534)
    assert bound.problem(value) is not None
    with pytest.raises(ProbeError):
        number("job_port", value, int, 1, maximum=65534)
    with pytest.raises(Exception, match="not|must be"):
        cli_number(int, 1, maximum=65534)(str(value))
    with pytest.raises(
        ProbeError, match="MASTER_PORT=.* in the environment: must be an integer from 1 to 65534"
    ):
        _env_int({"MASTER_PORT": str(value)}, "MASTER_PORT", 29500, 1, 65534)


def test_a_files_field_out_of_its_bounds_or_not_finite_is_corrupt():
    from dataclasses import dataclass

    @dataclass
    class Part:
        AT_LEAST = {"busy_pct": 0}
        AT_MOST = {"busy_pct": 100}
        busy_pct: float = 0.0

    check_fields(Part, {"busy_pct": 99.5})
    for value, says in ((250.0, "expected at most 100"), (-1.0, "expected at least 0"), (math.nan, "finite")):
        with pytest.raises(Corrupt, match=says):
            check_fields(Part, {"busy_pct": value})
