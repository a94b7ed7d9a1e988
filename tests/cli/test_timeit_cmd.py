"""`inductor-probe timeit`: in-process, through its own parser and through cli.main."""

from __future__ import annotations

import argparse
import json

import pytest

from inductor_probe.cli import timeit as timeit_cmd
from inductor_probe.errors import ProbeError

BENCH = """
import time

def make_inputs():
    return (0.001,)

def make_kwargs():
    return {"seconds": 0.001}

def nap(seconds):
    time.sleep(seconds)

def boom():
    raise ValueError("bad shapes")

def bad_setup():
    raise RuntimeError("no data")

NOT_CALLABLE = 3
"""


@pytest.fixture()
def bench(tmp_path):
    p = tmp_path / "bench.py"
    p.write_text(BENCH)
    return p


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    timeit_cmd.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_text_output(bench, capsys):
    rc = timeit_cmd.run(
        _args(
            f"{bench}:nap",
            "--setup",
            f"{bench}:make_inputs",
            "--device",
            "cpu",
            "--cache",
            "warm",
            "--budget",
            "0.03",
        )
    )
    assert rc == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{bench}:nap: ") and "µs median (" in out and "mode=wall, warm" in out


def test_json_output_with_keyword_setup_and_rotation(bench, capsys):
    rc = timeit_cmd.run(
        _args(
            f"{bench}:nap",
            "--setup",
            f"{bench}:make_kwargs",
            "--device",
            "cpu",
            "--cache",
            "warm",
            "--budget",
            "0.03",
            "--format",
            "json",
            "--rotate",
            "3",
        )
    )
    assert rc == 0
    d = json.loads(capsys.readouterr().out)
    assert d["schema"].startswith("inductor-probe.measurement/")
    assert d["mode"] == "wall" and d["requested_mode"] == "auto" and d["target"].endswith(":nap")
    assert 1000 <= d["median_us"] < 3000
    assert len(d["samples_us"]) == d["n"]


def test_module_target(capsys):
    rc = timeit_cmd.run(_args("time:perf_counter", "--device", "cpu", "--budget", "0.01", "--cache", "warm"))
    assert rc == 0 and "time:perf_counter: " in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv_fn, match, code",
    [
        (lambda b: ["missing.py:f"], "no such file 'missing.py'", 2),
        (lambda b: [f"{b}:nope"], r"has no 'nope'; callables there: .*nap", 2),
        (lambda b: [f"{b}:NOT_CALLABLE"], "is a int, not a callable", 2),
        (lambda b: [str(b)], "must look like FILE.py:NAME", 2),
        (lambda b: ["no_such_module_xyz:f"], "cannot import module 'no_such_module_xyz'", 2),
        (lambda b: [f"{b}:nap", "--setup", f"{b}:bad_setup"], "raised RuntimeError: no data", 2),
        (lambda b: [f"{b}:boom"], "raised ValueError while being timed: bad shapes", 5),
        (lambda b: [f"{b}:nap", "--rotate", "2"], "--rotate needs --setup", 2),
        (lambda b: [f"{b}:nap", "--mode", "kernel"], "needs a CUDA device", 2),
    ],
)
def test_bad_input_is_one_line_probe_error(bench, argv_fn, match, code):
    with pytest.raises(ProbeError, match=match) as e:
        timeit_cmd.run(_args("--device", "cpu", "--budget", "0.01", *argv_fn(bench)))
    assert e.value.exit_code == code
    assert "\n" not in e.value.message


@pytest.mark.parametrize("budget", ["0", "-1", "nan", "inf", "abc"])
def test_bad_budget_is_a_usage_error(bench, capsys, budget):
    from inductor_probe.cli import main

    assert main(["timeit", f"{bench}:nap", "--device", "cpu", "--budget", budget]) == 2
    err = capsys.readouterr().err
    assert err.startswith("inductor-probe: error: argument --budget:") and err.count("\n") == 1


def test_sys_exit_at_import_is_named(tmp_path):
    p = tmp_path / "exits.py"
    p.write_text("import sys\nsys.exit(0)\ndef f():\n    pass\n")
    with pytest.raises(ProbeError, match=r"called sys.exit\(0\); put the file's script part") as e:
        timeit_cmd.run(_args(f"{p}:f", "--device", "cpu"))
    assert e.value.exit_code == 2


def test_through_cli_main(bench, capsys):
    from inductor_probe.cli import main

    rc = main(
        [
            "timeit",
            f"{bench}:nap",
            "--setup",
            f"{bench}:make_inputs",
            "--device",
            "cpu",
            "--budget",
            "0.02",
            "--format",
            "json",
        ]
    )
    assert rc == 0
    assert json.loads(capsys.readouterr().out)["n"] >= 10
    assert main(["timeit", "missing.py:f", "--device", "cpu"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_text_output_explains_the_cross_checks_allowance(bench, capsys, monkeypatch):
    from inductor_probe.timer import Measurement
    from inductor_probe.timer.measurement import CrossCheck

    def fake_measure(fn, **kw):  # the shape a GPU measurement has; the CLI's rendering is under test
        return Measurement(
            samples_us=(4.5, 4.6, 4.7),
            mode="kernel",
            cache="cold",
            device="cuda:0",
            cross_check=CrossCheck.from_dict(
                {
                    "mode": "events",
                    "median_us": 6.6,
                    "iqr_us": 0.1,
                    "n": 50,
                    "primary_us": 4.6,
                    "diff_pct": 43.5,
                    "events_floor_us": 2.95,
                    "agree": True,
                }
            ),
        )

    import inductor_probe.timer

    monkeypatch.setattr(inductor_probe.timer, "measure", fake_measure)
    assert timeit_cmd.run(_args(f"{bench}:nap", "--setup", f"{bench}:make_inputs")) == 0
    out = capsys.readouterr().out
    assert (
        "cross-check: events 6.60 µs (+43.5%), agrees (events carry their own event pair and launch: 2.95 "
        "µs allowed)" in out
    )


FORKS = """
import multiprocessing as mp


def work(x):
    return x * 2


def child():
    pass


def forks():
    ctx = mp.get_context("fork")
    p = ctx.Process(target=child)
    p.start()
    p.join(30)
    assert p.exitcode == 0, p.exitcode
    with ctx.Pool(2) as pool:
        assert pool.map(work, range(4), chunksize=1) == [0, 2, 4, 6]
"""


def test_a_callable_that_forks_workers_is_timed(tmp_path, capsys):
    """Issue 44, N8: the tool's os._exit guard leaked into forked children: a fork Pool's target hung and a
    Process ended with false "called os._exit" errors. A child the user's code forks exits as it means to."""
    p = tmp_path / "forks.py"
    p.write_text(FORKS)
    rc = timeit_cmd.run(_args(f"{p}:forks", "--device", "cpu", "--budget", "0.5", "--cache", "warm"))
    out, err = capsys.readouterr()
    assert rc == 0 and "forks: " in out and "os._exit" not in out + err
