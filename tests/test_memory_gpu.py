"""Issue 32 on a GPU: a training step's peak against ``torch.cuda.max_memory_allocated()`` of an independent
script (``benchmarks/memory_truth.py``, plain torch), and the peak's top line in the model file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from inductor_probe.cli import main

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.gpu


@pytest.fixture(scope="module")
def cuda():
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("needs CUDA")


def test_transformer_step_peak_matches_an_independent_script(cuda, tmp_path, capsys):
    model = ROOT / "examples" / "transformer_block.py"
    out = tmp_path / "run"
    assert main(["breakdown", str(model), "--backward", "--out", str(out), "-q", "--format", "json"]) == 0
    capsys.readouterr()
    mem = json.loads((out / "run.json").read_text())["step"]["memory"]
    truth = subprocess.run(
        # the tool's step keeps the output alive through backward, as a loop that binds it (issue 41)
        [sys.executable, str(ROOT / "benchmarks" / "memory_truth.py"), str(model), "--keep-output"],
        capture_output=True,
        text=True,
        check=True,
    )
    want = json.loads(truth.stdout.strip().splitlines()[-1])["peak_allocated_median"]
    assert mem["peak_allocated_bytes"] == pytest.approx(want, rel=0.01)
    assert mem["top"][0]["source"].startswith("transformer_block.py:")
    assert mem["checks"] == [] and mem["growth_bytes_per_step"] == 0
    assert mem["output_kept"] is True
