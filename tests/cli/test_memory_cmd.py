"""Memory on the command line (issue 32): ``diff --fail-above-mem`` on runs recorded on an H100 (6 on a 20%
growth, 0 on itself, 2 on a run without memory), the CUDA-graph pools explaining a mode's lower allocated
peak, `--eager-baseline` refused for a script, `report --reanalyse` reading memory again from its record."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from inductor_probe.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"
MEM = DATA / "h100_memory"


def _run(argv, capsys):
    rc = main(argv)
    out, err = capsys.readouterr()
    return rc, out, err


def _grown(tmp_path, factor: float) -> Path:
    """A copy of the GPT-2 run whose step peaked ``factor`` times higher."""
    run = tmp_path / f"grown{factor}"
    shutil.copytree(MEM / "gpt2", run)
    m = json.loads((run / "run.json").read_text())
    v = m["step"]["memory"]
    v["peak_allocated_bytes"] = int(v["peak_allocated_bytes"] * factor)
    (run / "run.json").write_text(json.dumps(m))
    return run


def test_fail_above_mem_passes_a_run_against_itself(capsys):
    rc, out, err = _run(["diff", str(MEM / "gpt2"), str(MEM / "gpt2"), "--fail-above-mem", "20"], capsys)
    assert rc == 0 and err == ""
    assert "memory, peak in use (allocated + CUDA-graph pools): A 1.54 GiB, B 1.54 GiB (+0.0%)" in out


def test_fail_above_mem_exits_6_on_a_growth_past_it(tmp_path, capsys):
    grown = _grown(tmp_path, 1.21)
    rc, _, err = _run(["diff", str(MEM / "gpt2"), str(grown), "--fail-above-mem", "20"], capsys)
    assert rc == 6
    assert err.count("\n") == 1 and err.startswith("inductor-probe: memory above 20%: peak memory in use")
    rc, _, err = _run(
        ["diff", str(MEM / "gpt2"), str(_grown(tmp_path, 1.19)), "--fail-above-mem", "20"], capsys
    )
    assert rc == 0 and err == ""


def test_fail_above_mem_on_a_run_without_memory_is_one_line(capsys):
    rc, _, err = _run(
        ["diff", str(MEM / "gpt2"), str(DATA / "h100_transformer"), "--fail-above-mem", "5"], capsys
    )
    assert rc == 2 and err.count("\n") == 1 and "B has no memory figures" in err


def test_the_cuda_graph_pools_explain_reduce_overheads_lower_allocated_peak(capsys):
    rc, out, _ = _run(["diff", str(MEM / "gpt2"), str(MEM / "ro")], capsys)
    assert rc == 0
    assert "memory, peak allocated: A 1.54 GiB, B 313.19 MiB (-80.1%)" in out
    assert "memory, CUDA-graph pools: A 0 B, B 1.33 GiB" in out
    # the acceptance: the pool difference explains the peak difference within 10%
    assert "the CUDA-graph pools' difference is 108% of the allocated peaks' difference" in out


def test_eager_baseline_needs_a_model_file(tmp_path, capsys):
    script = tmp_path / "train.py"
    script.write_text(
        "import torch\nif __name__ == '__main__':\n    torch.compile(lambda x: x + 1)(torch.ones(2))\n"
    )
    rc, _, err = _run(["breakdown", str(script), "--eager-baseline", "--out", str(tmp_path / "r")], capsys)
    assert rc == 2 and err.count("\n") == 1 and "--eager-baseline needs a model file" in err
    assert not (tmp_path / "r").exists()


def test_reanalyse_reads_memory_again_from_its_record(tmp_path, capsys):
    run = tmp_path / "tb"
    shutil.copytree(DATA / "h100_insight_transformer", run)  # a transformer block's run with its step trace
    m = json.loads((run / "run.json").read_text())
    assert "memory" not in m["step"]
    keys = [Path(g["source_path"]).stem for g in m["graphs"]]  # forward, backward
    mib = 1 << 20
    record = {
        "steps": [
            {"start": 100 * mib, "peak_allocated": 400 * mib, "peak_reserved": 512 * mib, "end": 100 * mib}
        ],
        "calls": [
            {"key": keys[0], "step": 0, "entry": 100 * mib, "peak": 380 * mib, "exit": 370 * mib},
            {"key": keys[1], "step": 0, "entry": 370 * mib, "peak": 400 * mib, "exit": 100 * mib},
        ],
        "handoffs": [{"step": 0, "producer": keys[0], "consumer": keys[1], "bytes": 250 * mib}],
    }
    (run / "traces" / "memory_record.json").write_text(json.dumps(record))
    rc, _, err = _run(["report", "--run", str(run), "--reanalyse"], capsys)
    assert rc == 0, err
    got = json.loads((run / "run.json").read_text())
    assert got["step"]["memory"]["peak_allocated_bytes"] == 400 * mib
    assert got["graphs"][0]["memory"]["saved_for_backward_bytes"] == 250 * mib
    assert got["graphs"][1]["memory"]["left_alive_bytes"] == -270 * mib
