"""The kernels command: its formats and bad input, on runs recorded on the H100."""

import argparse
import json
import shutil

from inductor_probe.analysis.kernels import ALL_COLUMNS
from inductor_probe.cli import kernels as kernels_cmd
from inductor_probe.errors import ProbeError


def _kernels(argv, capsys):
    """The command as the CLI runs it: (exit code, stdout, stderr)."""
    p = argparse.ArgumentParser(prog="inductor-probe kernels")
    kernels_cmd.add_arguments(p)
    try:
        rc = kernels_cmd.run(p.parse_args(argv))
    except ProbeError as e:
        print(f"inductor-probe: error: {e.message}", file=__import__("sys").stderr)
        rc = e.exit_code
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


def test_kernels_command_formats(data_dir, capsys):
    run = str(data_dir / "h100_transformer")
    rc, out, _ = _kernels(["--run", run], capsys)
    assert rc == 0 and out.splitlines()[0].split()[-4:] == ["category", "graph", "kind", "kernel"]
    assert "sm80_xmma_gemm" in out.splitlines()[2]  # the most time first
    assert "37 kernels" in out and "triton_red_fused_sum_11" in out
    # the list to pick a name from: every name whole (issue 43: names were cut at 64 characters)
    names = [line.split()[-1] for line in out.splitlines()[2:39]]
    assert max(len(n) for n in names) > 64 and not any(n.endswith("…") for n in names)
    rc, out, _ = _kernels(["--run", run, "--graph", "g0_forward", "--format", "json"], capsys)
    rows = json.loads(out)
    assert rc == 0 and len(rows) == 12 and {r["graph"] for r in rows} == {"g0_forward"}
    rc, out, _ = _kernels(["--run", run, "--format", "csv"], capsys)
    assert rc == 0 and out.splitlines()[0] == ",".join(ALL_COLUMNS) and len(out.splitlines()) == 38


def test_kernels_command_bad_inputs(data_dir, tmp_path, capsys):
    run = str(data_dir / "h100_transformer")
    rc, _, err = _kernels(["--run", run, "--graph", "g9_forward"], capsys)
    assert rc == 2 and "no graph 'g9_forward'" in err and "g0_forward, g0_backward" in err
    rc, _, err = _kernels(["--run", str(tmp_path / "nope")], capsys)
    assert rc == 2 and "does not exist" in err and err.count("\n") == 1
    other = tmp_path / "other"
    shutil.copytree(data_dir / "h100_reduction", other)
    m = json.loads((other / "run.json").read_text())
    m["schema"], m["tool_version"] = 0, "0.0.1"
    (other / "run.json").write_text(json.dumps(m))
    rc, _, err = _kernels(["--run", str(other)], capsys)
    assert rc == 2 and "run schema 0 (tool 0.0.1)" in err and err.count("\n") == 1
    cmp = tmp_path / "cmp"
    cmp.mkdir()
    (cmp / "compare.json").write_text("{}")
    rc, _, err = _kernels(["--run", str(cmp)], capsys)
    assert rc == 2 and f"--run {cmp / 'default'}" in err
