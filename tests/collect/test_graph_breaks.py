"""Dynamo's graph-break messages (recorded from torch 2.13: ``tests/data/dynamo/graph_breaks.json``) read as
rows: the user's line, the reason, why, the fix; a break met again counted once; a run that compiled nothing
because Dynamo skipped its forward says why (issue 41: an ``nn.GRU``)."""

from __future__ import annotations

import json
from pathlib import Path

from inductor_probe.collect.doors import CompileResult
from inductor_probe.collect.graph_breaks import parse, parse_one
from inductor_probe.collect.model import _nothing_compiled
from inductor_probe.run.dynamo import GraphBreak

MESSAGES = json.loads((Path(__file__).parents[1] / "data" / "dynamo" / "graph_breaks.json").read_text())[
    "messages"
]


def test_each_message_gives_its_line_reason_and_fix():
    disable, printed, gru = (parse_one(m) for m in MESSAGES)
    assert (
        disable is not None and disable.where() == "script_with_graph_break.py:21" and disable.function == "f"
    )
    assert disable.code == "y = eager_part(y)  # Dynamo splits the function here"
    assert disable.reason == "Skip calling `torch.compiler.disable()`d function" and not disable.skipped
    assert disable.hint == "Remove the `torch.compiler.disable` call" and disable.url.endswith("gb0098.html")
    assert (
        printed is not None
        and printed.code == 'print("hi")'
        and printed.reason == "Failed to trace builtin operator"
    )
    assert "`print`" in (printed.explanation or "") and printed.hint.startswith(
        "Avoid calling builtin `print`"
    )
    assert gru is not None and gru.skipped and gru.reason == "Attempted to wrap RNN, GRU, or LSTM"
    assert gru.function == "forward" and gru.hint.startswith("Set torch._dynamo.config.allow_rnn=True")
    assert parse_one("an unrelated debug line") is None


def test_a_break_met_again_is_counted_and_counters_add_only_what_the_log_missed():
    got = parse([MESSAGES[1], MESSAGES[0], MESSAGES[1]], {"Failed to trace builtin operator\n  more": 2})
    assert [(b.reason, b.count) for b in got] == [
        ("Failed to trace builtin operator", 2),
        ("Skip calling `torch.compiler.disable()`d function", 1),
    ]
    only = parse([], {"Data-dependent branching\n  Explanation: x": 3})
    assert only == [GraphBreak(reason="Data-dependent branching", count=3)] and only[0].where() == "?"


def test_a_model_dynamo_skips_entirely_gets_dynamos_reason_as_its_error(tmp_path):
    result = CompileResult(graph_breaks=[parse_one(MESSAGES[2])])
    err = str(_nothing_compiled("gru.py", result, tmp_path / "driver.log"))
    assert "Dynamo compiled nothing: it skipped forward at cap2.py:16" in err
    assert "Attempted to wrap RNN, GRU, or LSTM" in err and "allow_rnn=True" in err
    assert "does it call torch.compile" in str(_nothing_compiled("m.py", CompileResult(), tmp_path / "d.log"))
