"""Rendering a recorded H100 run (no GPU needed), and run-directory handling."""

import json
import shutil

import pytest

from inductor_probe.cli import main
from inductor_probe.errors import ProbeError
from inductor_probe.run.layout import new_run_dir, point_latest, resolve_run
from inductor_probe.run.manifest import read_manifest


def test_text_report_of_the_h100_transformer(data_dir, capsys):
    assert main(["report", "--run", str(data_dir / "h100_transformer")]) == 0
    out = capsys.readouterr().out
    assert "NVIDIA H100" in out
    for needle in ("g0_forward", "g0_backward", "extern_mm", "attention", "busy", "gain_if_2x_%", "trace:"):
        assert needle in out
    assert "other " not in out  # nothing fell into `other` on this model
    # the gaps between kernels beyond the base launch cost, per graph, from the recorded traces
    gaps = [line for line in out.splitlines() if line.startswith("launch gaps:")]
    assert len(gaps) == 2 and all("base launch cost in each time_us" in line for line in gaps)
    m = json.loads((data_dir / "h100_transformer" / "run.json").read_text())
    for g, line in zip(m["graphs"], gaps, strict=True):
        bd = g["breakdown"]
        assert 0.5 < bd["base_gap_us"] < 1.5 and 0 < bd["launch_gaps_ms"] < 0.01 * bd["kernel_time_ms"]
        assert f"{bd['launch_gaps_ms'] * 1e3:.1f} µs per call" in line


def test_old_run_without_launch_gaps_still_renders(data_dir, tmp_path, capsys):
    """Runs recorded before launch gaps were reported: no line, no error."""
    import shutil

    run = tmp_path / "old"
    shutil.copytree(data_dir / "h100_reduction", run)
    m = json.loads((run / "run.json").read_text())
    for g in m["graphs"]:
        del g["breakdown"]["launch_gaps_ms"], g["breakdown"]["base_gap_us"]
    (run / "run.json").write_text(json.dumps(m))
    assert main(["report", "--run", str(run)]) == 0
    out = capsys.readouterr().out
    assert "reduction" in out and "launch gaps:" not in out


def test_json_and_csv_agree(data_dir, capsys):
    main(["report", "--run", str(data_dir / "h100_transformer"), "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    main(["report", "--run", str(data_dir / "h100_transformer"), "--format", "csv"])
    lines = capsys.readouterr().out.strip().splitlines()
    n_kernels = sum(len(g["breakdown"]["kernels"]) for g in data["graphs"])
    n_cats = sum(len(g["breakdown"]["categories"]) for g in data["graphs"])
    assert len(lines) == 1 + n_kernels + n_cats


def test_top_limits_kernels(data_dir, capsys):
    main(["report", "--run", str(data_dir / "h100_transformer"), "--top", "3"])
    out = capsys.readouterr().out
    assert out.count("top 3 of") == 2


def test_manifest_schema_is_checked(tmp_path, data_dir):
    m = json.loads((data_dir / "h100_reduction" / "run.json").read_text())
    m["schema"] = 999
    (tmp_path / "run.json").write_text(json.dumps(m))
    with pytest.raises(ProbeError, match="schema 999"):
        read_manifest(tmp_path)


def test_latest_link(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ProbeError, match="run `inductor-probe breakdown"):
        resolve_run(None)
    run, lock = new_run_dir(None, "my model")
    lock.release()
    point_latest(run)
    assert resolve_run(None) == run
    assert run.name.endswith("-my-model") and (run / "traces").is_dir()


def test_reanalyse_keeps_the_source_lines_found_at_compile_time(data_dir, tmp_path, capsys):
    # the lines come from Inductor's provenance during the compile and live in the manifest, not the module
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_replay_resnet50" / "reduce-overhead", run)

    def lines():
        g = read_manifest(run).graphs[0]
        return {d.name: d.source_lines for d in g.breakdown.insight if d.source_lines}

    before = lines()
    assert len(before) == 18 and any(f.code == "out = self.relu(out)" for v in before.values() for f in v)
    assert main(["report", "--run", str(run), "--reanalyse"]) == 0
    assert lines() == before
