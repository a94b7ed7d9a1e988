"""Issue 44, N3: nothing a model, a trace or a run holds reaches the terminal as an escape: the commands'
output, their progress lines and the API's reprs go through ``errors.printable``."""

from __future__ import annotations

import json
import shutil

import inductor_probe as ip
from inductor_probe.cli import _common, main

ESC = "\x1b[2J\x1b[1;1H"  # clear the screen, cursor home


def test_a_runs_text_with_escapes_is_printed_without_them(tmp_path, capsys, data_dir):
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)
    m = json.loads((run / "run.json").read_text())
    m["model"]["path"] = f"/work/{ESC}evil.py"
    m["graphs"][0]["label"] = f"g0{ESC}_forward"
    (run / "run.json").write_text(json.dumps(m))
    for fmt in ("text", "csv"):
        assert main(["report", "--run", str(run), "--format", fmt]) == 0
        out = capsys.readouterr().out
        assert "\x1b" not in out and "_forward" in out
    assert main(["kernels", "--run", str(run)]) == 0
    assert "\x1b" not in capsys.readouterr().out
    assert "\x1b" not in repr(ip.load(run)) and "evil.py" in repr(ip.load(run))


def test_progress_lines_have_no_escapes(capsys):
    _common.progress(False)(f"compiling {ESC}model.py")
    err = capsys.readouterr().err
    assert "\x1b" not in err and "model.py" in err
