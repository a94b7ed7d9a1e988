"""``kernel NAME`` on a collective (issue 30, item 5): refused in one line before anything starts, --ncu
included (Nsight Compute hangs on NCCL kernels)."""

from __future__ import annotations

import json
import shutil

import pytest

from inductor_probe.cli import main

NCCL = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)"


@pytest.mark.parametrize("extra", [[], ["--ncu"], ["--autotune", "--ncu"]])
def test_a_collective_is_never_rerun_nor_put_under_ncu(data_dir, tmp_path, capsys, extra):
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_transformer", run)
    m = json.loads((run / "run.json").read_text())
    rows = m["graphs"][0]["breakdown"]["kernels"]
    rows.append(dict(rows[-1], name=NCCL, category="collective", rule="collective_name", op=None))
    (run / "run.json").write_text(json.dumps(m))
    assert main(["kernel", "ncclDevKernel_AllReduce", "--run", str(run), *extra]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "is a collective (all_reduce)" in err[0] and "ncu" in err[0]
