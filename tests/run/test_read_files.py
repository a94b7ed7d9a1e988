"""Issue 44, N6: a run whose run.json, compiled module or trace is a pipe, or a link to /dev/zero, is a
one-line error at once: never a hang, never a read without bound (``_util.read_file``)."""

from __future__ import annotations

import json
import os
import shutil
import threading

import pytest

import inductor_probe as ip
from inductor_probe._util import NotAFile, read_file
from inductor_probe.analysis.trace import TraceError, load_events
from inductor_probe.cli import main


def _no_hang(fn, seconds: float = 20.0):
    """``fn()`` in a thread: its result, or a failure where it does not return within ``seconds``."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn()
        except BaseException as e:
            out["error"] = e

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"{fn} did not return within {seconds} s (a read that blocks)"
    if "error" in out:
        raise out["error"]
    return out["value"]


def test_read_file_refuses_a_pipe_and_an_endless_file(tmp_path):
    pipe = tmp_path / "p"
    os.mkfifo(pipe)
    with pytest.raises(NotAFile, match="is not a regular file"):
        _no_hang(lambda: read_file(pipe))
    with pytest.raises(NotAFile, match="is not a regular file"):
        read_file("/dev/zero")
    big = tmp_path / "big"
    big.write_bytes(b"x" * 2000)
    with pytest.raises(NotAFile, match="is larger than"):
        read_file(big, limit=1000)
    assert read_file(big, limit=2000) == b"x" * 2000


def test_a_run_json_that_is_a_pipe_is_one_line(tmp_path, capsys, data_dir):
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)
    (run / "run.json").unlink()
    os.mkfifo(run / "run.json")
    assert _no_hang(lambda: main(["report", "--run", str(run)])) == 2
    assert "run.json is not a regular file" in capsys.readouterr().err
    with pytest.raises(ip.ProbeError, match="is not a regular file"):
        _no_hang(lambda: ip.load(run))


@pytest.mark.parametrize(
    "plant, said",
    [
        (lambda m: m.symlink_to("/dev/zero"), "is not a file of the run directory"),
        (lambda m: os.mkfifo(m), "is not a regular file"),
    ],
)
def test_a_module_linked_to_dev_zero_or_a_pipe_is_refused_on_reanalyse(
    tmp_path, capsys, data_dir, plant, said
):
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)
    module = run / json.loads((run / "run.json").read_text())["graphs"][0]["module"]
    module.unlink()
    plant(module)
    assert _no_hang(lambda: main(["report", "--run", str(run), "--reanalyse"])) == 2
    assert said in capsys.readouterr().err


def test_a_trace_that_is_a_pipe_is_a_trace_error(tmp_path):
    pipe = tmp_path / "step.json"
    os.mkfifo(pipe)
    with pytest.raises(TraceError, match="not a regular file"):
        _no_hang(lambda: load_events(pipe))


@pytest.mark.parametrize("field", ["trace", "module"])
def test_a_run_json_that_names_a_file_outside_the_run_is_refused_on_reanalyse(
    tmp_path, capsys, data_dir, field
):
    """Issue 44, N12: an absolute ``step.trace`` (or a module path leading out of the run) raised a traceback
    or read a file outside the run; it is a one-line error and nothing is read or changed."""
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_step_train_script", run)
    m = json.loads((run / "run.json").read_text())
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    if field == "trace":
        src = run / m["step"]["trace"]
        src = src if src.exists() else src.with_name(src.name + ".gz")
        shutil.copy(src, outside / src.name)
        m["step"]["trace"] = str(outside / src.name).removesuffix(".gz")
    else:
        m["graphs"][0]["module"] = "../elsewhere/module.py"
        (outside / "module.py").write_text("# not the run's\n")
    (run / "run.json").write_text(json.dumps(m))
    before = (run / "run.json").read_text()
    assert main(["report", "--run", str(run), "--reanalyse"]) == 2
    err = capsys.readouterr().err
    assert "is not a file of the run directory" in err and "Traceback" not in err
    assert (run / "run.json").read_text() == before


def test_a_trace_too_large_for_memory_is_one_line(tmp_path, capsys, data_dir, monkeypatch):
    """Issue 44, N13: a 1.9 GiB trace under the 2 GiB cap raised MemoryError under a 3 GB limit; the
    trace's reader says it does not fit, and the command line turns any MemoryError into one line."""
    from inductor_probe.analysis import trace

    def no_memory(*a, **k):
        raise MemoryError

    monkeypatch.setattr(trace.chrome_trace, "loads", no_memory)  # whichever parser reads it
    path = tmp_path / "t.json"
    path.write_text('{"traceEvents": []}')
    with pytest.raises(TraceError, match="does not fit in this machine's memory"):
        load_events(path)
    monkeypatch.setattr("inductor_probe.cli.report.run", no_memory)
    assert main(["report", "--run", str(data_dir / "h100_reduction")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("inductor-probe: error: out of memory")


def test_a_reanalysis_keeps_what_the_child_measured_of_a_scripts_steps():
    """``report --reanalyse`` rebuilds the step view from ``StepTiming.from_view``: the boundary, the ranks'
    arrivals and flight-recorder collectives, the tool's own cost are measured, not in the trace, and were
    lost (a job rank's collectives then no longer brought back by NCCL's timing)."""
    from inductor_probe.run.manifest import StepView
    from inductor_probe.run.step_sides import CollectiveRecord, RankComm, StepScript, StepTimed
    from inductor_probe.run.timings import StepTiming
    from inductor_probe.vocab import StepBoundary

    rec = CollectiveRecord(group="0", seq=3, name="nccl:all_reduce", created_ns=7, duration_ms=1.5)
    side = StepScript(boundary=StepBoundary.OPTIMIZER, period=1, arrivals_ns=[1, 2], host="h", tool_us=80.0)
    timed = StepTimed(wall_blocks_ms=[1.0, 2.0])
    view = StepView(kind="script", timed=timed, script=side, comm=RankComm([rec]))
    view.profiled.steps = 5
    t = StepTiming.from_view(view, {"k": 5})
    assert (t.boundary, t.period, t.arrivals_ns, t.host, t.tool_us) == (
        StepBoundary.OPTIMIZER,
        1,
        [1, 2],
        "h",
        80.0,
    )
    assert t.collectives == [rec] and t.graph_calls == {"k": 5} and t.wall_blocks_ms == [1.0, 2.0]
