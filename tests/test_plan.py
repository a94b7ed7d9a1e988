"""``breakdown``'s plan (``workflows/plan.py``, issue 59 item 2): the kind of run decided once from the
options, every option checked before anything runs, what each kind needs built once; the manifest records the
kind (the end-to-end tests read it back from each kind's run.json)."""

from __future__ import annotations

from pathlib import Path

import pytest

from inductor_probe.errors import ProbeError
from inductor_probe.options import BreakdownOptions
from inductor_probe.vocab import RunKind
from inductor_probe.workflows.plan import plan_of

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_the_kind_of_run_is_decided_once_from_the_options(tmp_path):
    model = EXAMPLES / "mlp_fp32.py"
    one = plan_of(BreakdownOptions(model=str(model), device="cpu", out=str(tmp_path / "a"), command=("x",)))
    assert one.kind == RunKind.ONE_PROCESS and one.nodes is None and one.ncu is None
    assert one.spec.path == str(model) and one.spec.device == "cpu" and one.command == ["x"]
    script = EXAMPLES / "ddp_train.py"
    job = plan_of(
        BreakdownOptions(model=str(script), device="cpu", nproc_per_node=2, out=str(tmp_path / "b"))
    )
    assert job.kind == RunKind.JOB and job.nodes is None and job.spec.kind == "script"
    hosts = BreakdownOptions(model=str(script), device="cpu", nnodes=2, rdzv_endpoint="127.0.0.1:29511")
    several = plan_of(hosts)
    assert several.kind == RunKind.JOB_OF_HOSTS and several.nodes is not None and several.nodes.nnodes == 2


def test_an_option_no_kind_takes_is_refused_before_anything_runs(tmp_path):
    script = EXAMPLES / "ddp_train.py"
    with pytest.raises(ProbeError, match="--eager-baseline needs a model file"):
        plan_of(BreakdownOptions(model=str(script), device="cpu", eager_baseline=True))
    model = EXAMPLES / "mlp_fp32.py"
    with pytest.raises(
        ProbeError, match="--eager-baseline is for a model file; --nproc-per-node runs a script"
    ):
        plan_of(BreakdownOptions(model=str(model), device="cpu", nproc_per_node=2, eager_baseline=True))
    assert not list(tmp_path.iterdir())  # nothing written
