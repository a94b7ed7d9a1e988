"""Issue 13's cases that need the compile child: each asserts the exit code, one line on stderr and
that no file of the user's changed. (The cases that fail before any child are in test_fuzz.py.)"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import tree_digest

from inductor_probe.cli import main

ROOT = Path(__file__).resolve().parents[2]


def _one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err[:2000]
    assert lines[0].startswith("inductor-probe: ") and len(lines[0]) < 500, lines[0][:600]
    return lines[0]


@pytest.fixture()
def planted(tmp_path, monkeypatch):
    """The user's working directory: files the tool must never touch, and modules named like the
    standard library's (a child that imported them would fail with SHADOWED)."""
    home = tmp_path / "work"
    home.mkdir()
    (home / "run.json").write_text('{"mine": true}')
    (home / "latest").write_text("my notes")
    for name in ("inspect", "profile", "types"):
        (home / f"{name}.py").write_text(
            "raise RuntimeError('SHADOWED: the tool imported the user module')\n"
        )
    monkeypatch.chdir(home)
    return home


def _model(folder: Path, body: str, name: str = "m.py") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / name
    p.write_text(body)
    return p


RAISES = """
import torch
from helper import MESSAGE  # a neighbour of the model file stays importable

def get_model():
    raise ValueError(MESSAGE)

def get_inputs():
    return (torch.ones(2),)
"""


def test_users_modules_do_not_shadow_the_standard_library(planted, tmp_path, capsys):
    models = tmp_path / "models"
    _model(models, "MESSAGE = 'weights file missing'\n", "helper.py")
    model = _model(models, RAISES)
    before = tree_digest(planted)
    rc = main(["breakdown", str(model), "--device", "cpu", "--out", str(tmp_path / "out" / "r")])
    err = capsys.readouterr().err
    assert rc == 3
    line = _one_line("\n".join(x for x in err.splitlines() if not x.startswith("[")))
    assert "get_model() raised ValueError: weights file missing" in line and "SHADOWED" not in err
    assert "graph(s)" not in err  # no "compiled in ...: 0 graph(s)" after a failure
    assert tree_digest(planted) == before
    # Nothing beside the --out directory: no `latest`, no cache in its parent.
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["r"]
    m = json.loads((tmp_path / "out" / "r" / "run.json").read_text())
    assert m["status"] == "failed" and not (tmp_path / "out" / "r" / "tmp").exists()


BAD_RETURNS = """
import os, torch

def get_model():
    if os.environ["BAD"] == "model":
        return 42
    return torch.nn.Linear(2, 2)

def get_inputs():
    return {"str": "abc", "none": None, "gen": (x for x in [torch.ones(2)]), "model": (torch.ones(2),)}[
        os.environ["BAD"]
    ]
"""


@pytest.mark.parametrize(
    "bad, says",
    [
        ("str", "get_inputs() returned a str; expected a tuple, list, dict or tensor"),
        ("none", "get_inputs() returned None; expected"),
        ("gen", "get_inputs() returned a generator; expected"),
        ("model", "get_model() returned an int; expected a torch.nn.Module or a callable"),
    ],
)
def test_wrong_types_are_named_before_the_model_runs(planted, tmp_path, capsys, monkeypatch, bad, says):
    monkeypatch.setenv("BAD", bad)
    model = _model(tmp_path / "models", BAD_RETURNS)
    before = tree_digest(planted)
    rc = main(["breakdown", str(model), "--device", "cpu", "--out", str(tmp_path / "r"), "-q"])
    line = _one_line(capsys.readouterr().err)
    assert rc == 2 and says in line, line
    assert tree_digest(planted) == before


def test_a_huge_line_before_dying_is_capped(planted, tmp_path, capsys):
    model = _model(
        tmp_path / "models",
        "import os, sys\nsys.stdout.write('x' * 10_000_000 + '\\n')\nsys.stdout.flush()\nos._exit(1)\n"
        "def get_model(): pass\ndef get_inputs(): pass\n",
    )
    rc = main(["breakdown", str(model), "--device", "cpu", "--out", str(tmp_path / "r"), "-q"])
    line = _one_line(capsys.readouterr().err)
    assert rc == 3 and "died before reporting (exit code 1)" in line and "driver.log" in line
    assert (tmp_path / "r" / "run.json").stat().st_size < 20_000
    assert main(["report", "--run", str(tmp_path / "r")]) == 0  # a failed run's report says why, briefly
    out = capsys.readouterr().out
    assert "run status: failed (the compile child died" in out and len(out) < 5000


def test_debug_shows_the_childs_traceback_when_the_path_has_a_space(planted, tmp_path, capsys):
    models = tmp_path / "my models"
    _model(models, "MESSAGE = 'weights file missing'\n", "helper.py")
    model = _model(models, RAISES)
    rc = main(
        ["breakdown", str(model), "--device", "cpu", "--out", str(tmp_path / "my runs" / "r"), "--debug"]
    )
    err = capsys.readouterr().err
    assert rc == 3
    assert "in get_model\n    raise ValueError(MESSAGE)" in err and "ValueError: weights file missing" in err


SIGNALS_ITSELF = """
import os, signal, time, torch

def get_model():
    os.kill(os.getppid(), signal.SIG{name})  # the tool's own process gets it while the child works
    time.sleep(60)

def get_inputs():
    return (torch.ones(2),)
"""


@pytest.mark.parametrize("name", ["TERM", "HUP"])
def test_sigterm_and_sighup_in_process(planted, tmp_path, capsys, name):
    model = _model(tmp_path / "models", SIGNALS_ITSELF.replace("{name}", name))
    t0 = time.monotonic()
    rc = main(["breakdown", str(model), "--device", "cpu", "--out", str(tmp_path / "r"), "-q"])
    line = _one_line(capsys.readouterr().err)
    sig = getattr(signal, f"SIG{name}")
    assert rc == 128 + sig and f"interrupted by SIG{name}; partial results kept in" in line
    assert time.monotonic() - t0 < 40  # the sleeping child was stopped, not waited for
    m = json.loads((tmp_path / "r" / "run.json").read_text())
    assert m["status"] == "interrupted" and m["error"]["exit_code"] == 128 + sig
    assert signal.getsignal(sig) is not None  # main() put the previous handlers back


SLOW_TO_COMPILE = """
import torch, torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        widths = [64 + 8 * i for i in range(25)]
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.LayerNorm(a), nn.Linear(a, b), nn.GELU()) for a, b in zip(widths, widths[1:])
        )

    def forward(self, x):
        for b in self.blocks:
            x = torch.tanh(b(x)) * 2 + x.mean()
        return x

def get_model():
    return M()

def get_inputs():
    return (torch.randn(8, 64),)
"""


def _group_members(pgid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid and fields[0] != "Z":
            found.append(int(stat.parent.name))
    return found


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
def test_sigterm_during_a_real_compile_leaves_no_process(tmp_path):
    model = _model(tmp_path / "models", SLOW_TO_COMPILE)  # about a minute of compiling here
    out = tmp_path / "r"
    argv = [sys.executable, "-m", "inductor_probe", "breakdown", str(model), "--device", "cpu"]
    argv += ["--out", str(out), "--fresh-cache", "-q"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(argv, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)
    log = out / "logs" / "driver.log"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and "compiling m.py" not in (log.read_text() if log.exists() else ""):
        time.sleep(0.2)
    time.sleep(2)  # inside torch.compile: Inductor's compile workers are up
    spec = str(out / "logs" / "driver_spec.json")
    child = [
        int(p.parent.name)
        for p in Path("/proc").glob("[0-9]*/cmdline")
        if spec in p.read_bytes().decode(errors="replace")
    ]
    assert child, "the compile child was not found"
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, err
    assert _one_line(err).startswith("inductor-probe: interrupted by SIGTERM; partial results kept in")
    time.sleep(0.5)
    assert _group_members(child[0]) == []
    m = json.loads((out / "run.json").read_text())
    assert m["status"] == "interrupted" and m["error"]["exit_code"] == 143
    assert not (out / "tmp").exists()
