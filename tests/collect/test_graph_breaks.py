"""Dynamo's graph-break messages (recorded from torch 2.13: ``tests/data/dynamo/graph_breaks.json``) read as
rows: the user's line, the reason, why, the fix; a break met again counted once; a run that compiled nothing
because Dynamo skipped its forward says why (issue 41: an ``nn.GRU``)."""

from __future__ import annotations

import json
from pathlib import Path

from inductor_probe.collect.doors import CompileResult
from inductor_probe.collect.graph_breaks import parse, parse_one, recompiles
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


def test_recompiles_come_from_the_compilation_metrics():
    """torch 2.13's compilation metrics of a frame compiled twice (recorded): the second is the recompile."""
    first = {"compile_id": "0/0", "co_name": "f", "co_filename": "/w/cm.py", "co_firstlineno": 10}
    first.update(start_time=1000.5, entire_frame_compile_time_s=0.98, recompile_reason=None)
    again = dict(first, compile_id="0/1", start_time=1001.5, entire_frame_compile_time_s=0.14)
    again["recompile_reason"] = "0/0: tensor 'x' size mismatch at index 0. expected 8, actual 16"
    (r,) = recompiles([first, again], t0=1000.0)
    assert (r.compile_id, r.function, r.where(), r.compile_s, r.at_s) == ("0/1", "f", "cm.py:10", 0.14, 1.5)
    assert r.reason.endswith("expected 8, actual 16")


def test_a_module_is_the_first_graph_compiled_again_when_its_frame_and_place_match(tmp_path):
    """The child's rule for the cutter: the same Dynamo frame, a later compile, the same place among that
    compile's modules (a forward for a forward, not its backward)."""
    from inductor_probe.collect.doors import CompileSpec, ModuleRecord
    from inductor_probe.collect.model_child import Child

    c = Child(CompileSpec(result=str(tmp_path / "result.json")))
    for name, frame, compile_ in [("fw0", 0, 0), ("bw0", 0, 0), ("fw1", 0, 1), ("bw1", 0, 1), ("g", 1, 0)]:
        c.result.modules.append(
            ModuleRecord(file_path=f"/c/{name}.py", frame_id=frame, frame_compile_id=compile_)
        )
    assert c.recompiled("fw0", "fw1") and c.recompiled("bw0", "bw1")
    assert not c.recompiled("fw0", "bw1") and not c.recompiled("fw0", "g") and not c.recompiled("fw0", "nope")


def test_a_repeat_whose_stack_torch_suppressed_counts_with_its_place():
    """HF's loss_function on an H200 read "2 place(s)": torch logs a repeated break as "Graph break (user
    stack suppressed due to duplicate graph break) in user code at FILE:LINE" (symbolic_convert.py), no
    traceback."""
    first = parse_one(MESSAGES[1])
    assert first is not None and first.file is not None
    reason = MESSAGES[1].split("Graph Break Reason:", 1)[1].split("User code traceback:")[0]
    again = (
        "Graph break (user stack suppressed due to duplicate graph break) in user code at "
        f"{first.file}:{first.line}\nGraph Break Reason:{reason}"
    )
    (b,) = parse([MESSAGES[1], again, again])
    assert (b.where(), b.count, b.function) == (first.where(), 3, "f")
