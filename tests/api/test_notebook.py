"""``examples/notebook.ipynb`` executed headless by a real Jupyter kernel (nbclient, ipykernel), on CPU
(issue 31, acceptance 1): a model defined in a cell, ``breakdown``, the DataFrames, a ``groupby``, the
page displayed, ``load`` of the saved run; its outputs asserted, and its kernel table equal to the command
line's."""

from __future__ import annotations

from pathlib import Path

import nbclient
import nbformat
import pytest

from inductor_probe.cli import main

pytestmark = pytest.mark.slow
NOTEBOOK = Path(__file__).resolve().parents[2] / "examples" / "notebook.ipynb"


def _outputs(cell) -> tuple[str, dict]:
    streams = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
    data: dict = {}
    for o in cell.outputs:
        if o.output_type in ("execute_result", "display_data"):
            data.update(o.data)
    return streams, data


def test_the_example_notebook_runs_in_a_jupyter_kernel(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PROBE_NOTEBOOK_STEPS", "2")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=900, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    )
    client.execute()  # raises CellExecutionError on any cell's error
    code = [c for c in nb.cells if c.cell_type == "code"]
    by_source = {c.source.splitlines()[0]: c for c in code}

    out, _ = _outputs(by_source[next(k for k in by_source if k.startswith("run = ip.breakdown("))])
    assert "<inductor_probe.Run Sequential.py: wall " in out and "CPU busy" in out
    assert "2 graph(s), complete" in out
    _, kernels = _outputs(code[3])
    assert "cpp_fused" in kernels["text/html"] and "<table" in kernels["text/html"]
    _, groupby = _outputs(by_source[next(k for k in by_source if k.startswith("by_category"))])
    assert "extern_mm" in groupby["text/plain"] and "ms_per_step" in groupby["text/plain"]
    _, graphs = _outputs(by_source[next(k for k in by_source if k.startswith("run.graphs"))])
    assert "g0_forward" in graphs["text/plain"] and "g0_backward" in graphs["text/plain"]
    _, page = _outputs(by_source["run"])
    assert page["text/html"].startswith("<iframe srcdoc=") and "inductor-probe" in page["text/html"]
    loaded, _ = _outputs(by_source["again = ip.load(run.dir)"])
    assert loaded.strip().endswith("kernels") and "Sequential" in loaded

    # the notebook's table against `inductor-probe kernels --format csv` of the same run, row for row
    runs = sorted((tmp_path / "probe-runs").glob("*-Sequential"))
    assert len(runs) == 1
    assert main(["kernels", "--run", str(runs[0]), "--format", "csv"]) == 0
    assert capsys.readouterr().out == (tmp_path / "run_kernels.csv").read_text()
