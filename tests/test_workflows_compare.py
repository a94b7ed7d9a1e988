"""The compare workflow: two breakdowns (stood in for by recorded runs), compare.json, a failing side."""

import json
from pathlib import Path

import pytest

from inductor_probe import workflows
from inductor_probe.analysis.compare import Comparison
from inductor_probe.errors import ProbeError
from inductor_probe.render.compare import RENDERERS
from inductor_probe.run.manifest import Manifest, Run
from inductor_probe.workflows import compare_modes as workflows_compare

run_compare = workflows.compare
render_compare_text = RENDERERS["text"]


def _fake_breakdown(data_dir, fail_mode=None):
    """Stands in for the compile/profile pipeline: the recorded runs, or a failure."""

    def fake(opts, progress):
        progress("compiling")
        if opts.mode == fail_mode:
            raise ProbeError("the compile child failed (log: x.log; --debug for the traceback)", 3)
        src = {"default": "h100_transformer", "max-autotune": "h100_transformer_max_autotune"}[opts.mode]
        assert opts.fresh_cache and opts.cache_dir is None
        m = json.loads((data_dir / src / "run.json").read_text())
        Path(opts.out).mkdir(parents=True)
        (Path(opts.out) / "run.json").write_text(json.dumps(m))
        return Run(Path(opts.out).resolve(), Manifest.from_dict(m))

    return fake


def test_run_compare_writes_compare_json(data_dir, tmp_path, monkeypatch):
    monkeypatch.setattr(workflows_compare, "breakdown", _fake_breakdown(data_dir))
    said = []
    out, comp = run_compare(workflows.CompareOptions(model="m.py", out=str(tmp_path / "c")), said.append)
    assert said[0].startswith("[1/2] default: ") and "[1/2] default: compiling" in said
    assert said[2].startswith("[2/2] max-autotune (autotuning can take minutes): ")
    saved = Comparison.from_dict(json.loads((out / "compare.json").read_text()))
    assert saved.kernels.equals(comp.kernels) and saved.meta.runs.other == str(out / "max-autotune")
    # the text says where each side's run is and how to list its kernels
    # (compare leaves probe-runs/latest alone)
    assert f"`inductor-probe kernels --run {out / 'max-autotune'}`" in render_compare_text(comp)
    # A second compare into the same directory would reuse the caches: refused.
    with pytest.raises(ProbeError, match="already exists; give compare a new --out"):
        run_compare(workflows.CompareOptions(model="m.py", out=str(tmp_path / "c")), said.append)


def test_second_compile_failing_keeps_the_first(data_dir, tmp_path, monkeypatch):
    monkeypatch.setattr(workflows_compare, "breakdown", _fake_breakdown(data_dir, fail_mode="max-autotune"))
    with pytest.raises(ProbeError) as e:
        run_compare(workflows.CompareOptions(model="m.py", out=str(tmp_path / "c")), lambda s: None)
    assert e.value.exit_code == 3 and e.value.message.startswith(
        "max-autotune compile failed: the compile child"
    )
    assert f"the default breakdown is kept in {tmp_path / 'c' / 'default'}" in e.value.message
    assert (tmp_path / "c" / "default" / "run.json").exists() and not (
        tmp_path / "c" / "compare.json"
    ).exists()
