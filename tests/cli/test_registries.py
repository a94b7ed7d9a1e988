"""Adding an output format or a timer mode touches no command: the CLI reads the registries."""

from __future__ import annotations

import json

from inductor_probe import timer
from inductor_probe.cli import build_parser, main
from inductor_probe.render import breakdown, compare, kernel, kernels
from inductor_probe.render import timeit as timeit_render
from inductor_probe.timer.gpu import GPU_MODES


def _format_choices(command: str) -> tuple:
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    parser = sub.choices[command]
    return next(a for a in parser._actions if a.dest == "format").choices


def test_format_choices_are_the_renderers(monkeypatch):
    for command, module in (
        ("breakdown", breakdown),
        ("report", breakdown),
        ("kernels", kernels),
        ("kernel", kernel),
        ("compare", compare),
        ("timeit", timeit_render),
    ):
        assert tuple(_format_choices(command)) == tuple(module.RENDERERS), command
    # a new format: one function in the registry, and `report --format` has it
    monkeypatch.setitem(
        breakdown.RENDERERS, "names", lambda run, top=None: " ".join(g.label for g in run.manifest.graphs)
    )
    assert "names" in _format_choices("report")


def test_a_new_format_renders_through_the_unchanged_command(monkeypatch, data_dir, capsys):
    monkeypatch.setitem(breakdown.RENDERERS, "labels", lambda run, top=None: json.dumps(run.manifest.labels))
    assert main(["report", "--run", str(data_dir / "h100_transformer"), "--format", "labels"]) == 0
    assert json.loads(capsys.readouterr().out) == ["g0_forward", "g0_backward"]


def test_timeit_offers_every_timer_mode():
    p = build_parser()
    sub = next(a for a in p._actions if a.dest == "command")
    mode = next(a for a in sub.choices["timeit"]._actions if a.dest == "mode")
    assert tuple(mode.choices) == timer.MODES and set(GPU_MODES) < set(mode.choices)
