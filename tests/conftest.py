"""Shared fixtures: recorded GPU data, and one real CPU compile shared by the session."""

from __future__ import annotations

import copy
import hashlib
import json
import shutil
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
TINY_MODEL = """
import torch, torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(64)
        self.fc = nn.Linear(64, 128)

    def forward(self, x):
        return torch.softmax(self.fc(self.ln(x)).relu(), -1)

def get_model():
    return M()

def get_inputs():
    return (torch.randn(32, 64),)
"""


@pytest.fixture(scope="session", autouse=True)
def _private_tool_cache(tmp_path_factory):
    """Runs without --cache-dir use the tool's per-user cache: in tests, one of the session's own."""
    import os

    old = os.environ.get("INDUCTOR_PROBE_CACHE")
    os.environ["INDUCTOR_PROBE_CACHE"] = str(tmp_path_factory.mktemp("tool-cache"))
    yield
    if old is None:
        os.environ.pop("INDUCTOR_PROBE_CACHE", None)
    else:
        os.environ["INDUCTOR_PROBE_CACHE"] = old


@pytest.fixture(scope="session", autouse=True)
def _records_take_their_fields_only():
    """In tests, a record (``run/record.Record``) refuses a public attribute it has no field for: a test that
    sets a field that moved (``m.step.scaled_to_wall = ...`` after it went into ``step.profiled``) would
    otherwise set a stray attribute and pass, reading nothing of what it meant to change. Private ones (a
    record's own caches, ``_order``) are let be."""
    import dataclasses

    from inductor_probe.run.record import Record

    names: dict[type, frozenset[str]] = {}

    def guarded(self, name, value):
        cls = type(self)
        if cls not in names:
            names[cls] = frozenset(f.name for f in dataclasses.fields(self)) | {"extra"}
        if (
            name not in names[cls]
            and not name.startswith("_")
            and not isinstance(getattr(cls, name, None), property)
        ):
            raise AttributeError(f"{cls.__name__} has no field {name!r}")
        object.__setattr__(self, name, value)

    Record.__setattr__ = guarded  # type: ignore[method-assign]
    yield
    del Record.__setattr__


@pytest.fixture(scope="session")
def data_dir() -> Path:
    return DATA


@pytest.fixture(scope="session")
def reanalysed(tmp_path_factory):
    """``reanalysed(name)``: a copy of the recorded run ``tests/data/<name>`` whose tables this version of
    the tool computed again from its traces and modules (``report --reanalyse``), once a session: tests of
    the tables on recorded runs read these, so they fail when the analysis is wrong, not only the data."""
    from inductor_probe import workflows
    from inductor_probe.run.manifest import open_run

    done: dict[str, Path] = {}

    def get(name: str) -> Path:
        if name not in done:
            copy = tmp_path_factory.mktemp("reanalysed") / name
            shutil.copytree(DATA / name, copy)
            workflows.reanalyse(open_run(copy))
            done[name] = copy
        return done[name]

    return get


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("model")
    p = d / "tiny.py"
    p.write_text(TINY_MODEL)
    return p


@pytest.fixture(scope="session")
def cpu_runs(tmp_path_factory, tiny_model):
    """`breakdown --backward --isolated` of a real tiny model on CPU, twice with one cache (2nd: cache hit):
    the real run's steps and each module on its own."""
    from inductor_probe.cli import main

    root = tmp_path_factory.mktemp("runs")
    cache = root / "cache"
    runs = []
    for i in (1, 2):
        out = root / f"run{i}"
        argv = ["breakdown", str(tiny_model), "--out", str(out), "--cache-dir", str(cache)]
        argv += "--backward --device cpu --calls 5 --steps 3 --isolated -q --format json".split()
        rc = main(argv)
        assert rc == 0
        runs.append((out, json.loads((out / "run.json").read_text())))
    return runs


def tree_digest(root: Path) -> dict[str, str]:
    """Every file and folder under ``root`` with a checksum (a symlink: its target): equal before
    and after means nothing was created, changed or deleted there."""
    out = {}
    for p in sorted(root.rglob("*")):
        rel = str(p.relative_to(root))
        if p.is_symlink():
            out[rel] = "-> " + str(p.readlink())
        elif p.is_dir():
            out[rel] = "dir"
        else:
            out[rel] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def pytest_collection_modifyitems(config, items):
    import torch

    if not torch.cuda.is_available():
        skip = pytest.mark.skip(reason="needs a CUDA device")
        for item in items:
            if "gpu" in item.keywords:
                item.add_marker(skip)


# --------------------------------------------------------------------------- compare helpers


def manifests_compared(base: dict, other: dict, *names):
    """compare_manifests on two run.json dicts (tests edit recorded runs as dicts)."""
    from inductor_probe.analysis.compare import compare_manifests
    from inductor_probe.run.manifest import Manifest

    return compare_manifests(Manifest.from_dict(base), Manifest.from_dict(other), *names)


def check_compare_invariants(comp, base, other):
    """Every kernel of either side exactly once; per side, category totals = breakdown total."""
    for label in {g["label"] for g in base["graphs"]} | {g["label"] for g in other["graphs"]}:
        for side, m, col in ((comp.base_name, base, "base_kernel"), (comp.other_name, other, "other_kernel")):
            want = sorted(
                r["name"] for g in m["graphs"] if g["label"] == label for r in g["breakdown"]["kernels"]
            )
            got = comp.kernels[comp.kernels["graph"] == label][col].tolist()
            um = comp.unmatched
            got += um[(um["graph"] == label) & (um["side"] == side)]["kernel"].tolist()
            assert sorted(got) == want, (label, side)
            cats = comp.categories[comp.categories["graph"] == label]
            total = cats["base_time_ms" if side == comp.base_name else "other_time_ms"].sum()
            bd = next((g["breakdown"]["kernel_time_ms"] for g in m["graphs"] if g["label"] == label), 0.0)
            t = comp.totals_dict()[label][side]
            assert (t["breakdown_ms"] or 0.0) == pytest.approx(bd, rel=1e-9)
            if comp.meta.interleaved:  # times from the interleaved blocks: medians per category
                assert total == pytest.approx(t["compare_ms"], rel=1e-9)
            else:
                assert total == pytest.approx(bd, rel=0.02)
                assert t["compare_ms"] == pytest.approx(bd, rel=1e-9)
        assert comp.kernels[comp.kernels["graph"] == label]["base_time_us"].is_monotonic_decreasing


def rename_triton(m, fmt="{}_renamed"):
    m = copy.deepcopy(m)
    for g in m["graphs"]:
        ren = {k["name"]: fmt.format(k["name"]) for k in g["kernels"]}
        for k in g["kernels"]:
            k["name"] = ren[k["name"]]
        for r in g["breakdown"]["kernels"]:
            r["name"] = ren.get(r["name"], r["name"])
    return m


@pytest.fixture(scope="session")
def default_run(data_dir):
    return json.loads((data_dir / "h100_transformer" / "run.json").read_text())


@pytest.fixture(scope="session")
def autotune_run(data_dir):
    return json.loads((data_dir / "h100_transformer_max_autotune" / "run.json").read_text())


@pytest.fixture(scope="session")
def compare_helpers():
    """(compare two run.json dicts, check a comparison's invariants, rename a run's Triton kernels)."""
    return manifests_compared, check_compare_invariants, rename_triton


PARAM = Path(__file__).resolve().parent / "data" / "param_dlrm_kineto" / "dlrm_kineto.tar.gz"


@pytest.fixture(scope="session")
def param_traces(tmp_path_factory) -> Path:
    """The 8-rank DLRM Kineto traces of ``tests/data/param_dlrm_kineto`` (PARAM's, MIT: its LICENSE and
    README beside it; one step, NCCL), unpacked once a session: a folder of
    ``worker{0..7}_step_12.*.pt.trace.json``."""
    import tarfile

    out = tmp_path_factory.mktemp("param")
    with tarfile.open(PARAM) as tar:
        tar.extractall(out, filter="data")
    return out / "dlrm_kineto"
