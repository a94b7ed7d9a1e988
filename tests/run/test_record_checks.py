"""Reading a manifest checks every value against its field's annotation and every table row against
its spec: what is wrong is named with where it is; every recorded run reads as it is."""

from __future__ import annotations

import json

import pytest

from inductor_probe.errors import ProbeError
from inductor_probe.run.manifest import Manifest, read_manifest
from inductor_probe.run.record import Corrupt, check, check_row
from inductor_probe.run.step_sides import nested

RUNS = [
    "h100_reduction",
    "h100_script_graph_break",
    "h100_transformer",
    "h100_transformer_max_autotune",
    "h100_step_reduce_overhead",
    "h100_step_train_script",
]


def _as_written(d: dict) -> dict:
    """A run recorded before the step view's sides (issue 59): its step's flat keys moved into them, as a run
    read and written again has them (``run/step_sides.nested``); nothing else changed."""
    return {**d, "step": nested(d["step"])} if d.get("step") else d


@pytest.mark.parametrize("name", RUNS)
def test_every_recorded_run_reads_and_writes_back_unchanged(data_dir, name):
    text = (data_dir / name / "run.json").read_text()
    m = read_manifest(data_dir / name)
    written = json.dumps(m.to_dict(), indent=1, default=str)
    assert json.loads(written) == _as_written(json.loads(text))  # every value as recorded, to the last digit
    if json.loads(text) == _as_written(json.loads(text)):  # a run with no flat keys: the very same text
        assert written == text


@pytest.mark.parametrize(
    "value, hint, says",
    [
        ("x", int, "is a string, expected an integer"),
        (True, int, "is a boolean, expected an integer"),
        (1.5, int, "is a number, expected an integer"),
        (None, float, "is null, expected a number"),
        ("1", float | None, "is a string, expected a number or null"),
        ({"a": 1}, list[str], "is an object, expected a list"),
        ([1, "a"], list[float], '"[1]" is a string, expected a number'),
        ({"k": 1}, dict[str, str], '"k" is an integer, expected a string'),
        (float("nan"), float, None),
        (3, float, None),
        (None, str | None, None),
        ({"anything": [1]}, dict, None),
    ],
)
def test_check_names_what_is_wrong(value, hint, says):
    if says is None:
        check(value, hint)
        return
    with pytest.raises(Corrupt) as e:
        check(value, hint)
    assert str(e.value).endswith(says), str(e.value)


def test_finite_numbers_where_asked():
    check(float("nan"), float)
    with pytest.raises(Corrupt, match="is nan, expected a finite number"):
        check(float("nan"), float, finite=True)
    with pytest.raises(Corrupt, match="is inf"):
        check(float("inf"), float | None, finite=True)


def test_rows_may_leave_out_only_what_may_be_null():
    spec = {"name": str, "time_us": float, "gbps": float | None}
    check_row({"name": "k", "time_us": 1.0}, spec)
    with pytest.raises(Corrupt, match='has no "time_us"'):
        check_row({"name": "k", "gbps": 2.0}, spec)
    with pytest.raises(Corrupt, match="is a list, expected an object"):
        check_row([], spec)


def test_the_path_of_a_deep_error(data_dir):
    m = json.loads((data_dir / "h100_step_reduce_overhead" / "run.json").read_text())
    m["graphs"][1]["breakdown"]["kernels"][4]["pct"] = "12%"
    with pytest.raises(Corrupt) as e:
        Manifest.from_dict(m)
    assert e.value.where == "graphs[1].breakdown.kernels[4].pct"
    assert str(e.value) == '"graphs[1].breakdown.kernels[4].pct" is a string, expected a number or null'


def test_read_manifest_says_corrupt_run_and_where(data_dir, tmp_path):
    m = json.loads((data_dir / "h100_reduction" / "run.json").read_text())
    m["graphs"] = "g0_inference"
    (tmp_path / "run.json").write_text(json.dumps(m))
    with pytest.raises(ProbeError) as e:
        read_manifest(tmp_path)
    assert e.value.exit_code == 2
    assert e.value.message == (
        f'corrupt run: "graphs" is a string, expected a list, in {tmp_path / "run.json"}; '
        "restore it, or re-run `inductor-probe breakdown`"
    )


def test_a_foreign_run_json_is_not_called_corrupt(tmp_path):
    (tmp_path / "run.json").write_text('{"my": "data"}')
    with pytest.raises(ProbeError, match="was not written by inductor-probe"):
        read_manifest(tmp_path)


def test_a_row_names_the_key_it_lacks_and_where(data_dir):
    """Rows (``run.record.Row``) read from their annotations alone: a cause of idle without its ms is named
    with its path; the same cause without its optional graph reads, and writes back without it."""
    path = data_dir / "h100_memory" / "tb" / "run.json"
    m = json.loads(path.read_text())
    del m["step"]["idle"]["causes"][0]["ms"]
    with pytest.raises(Corrupt) as e:
        Manifest.from_dict(m)
    assert str(e.value) == '"step.idle.causes[0]" has no "ms"'
    m = json.loads(path.read_text())
    del m["step"]["idle"]["causes"][0]["graph"]
    read = Manifest.from_dict(m)
    assert read.step is not None and read.step.idle is not None
    assert read.step.idle.causes[0].graph is None and read.to_dict() == _as_written(m)


def test_nested_records_come_from_the_annotations():
    """A map of records (``dict[str, RebenchResult]``), a record in it, an enum: one declaration each."""
    from inductor_probe.run.timings import KernelRerun, RebenchResult
    from inductor_probe.vocab import ChildStatus

    d = {"kernel_file": "k.py", "variants": {"generated": {"status": "ok", "configs": []}}}
    got = KernelRerun.from_dict(d)
    assert isinstance(got.variants["generated"], RebenchResult)
    assert got.variants["generated"].status is ChildStatus.OK
    bad = {"kernel_file": "k.py", "variants": {"generated": {"status": "ok", "configs": [{"status": "ok"}]}}}
    with pytest.raises(Corrupt) as e:
        KernelRerun.from_dict(bad)
    assert e.value.where == "variants.generated.configs[0]" and 'has no "config"' in str(e.value)


def test_two_named_sides_read_and_write_under_their_names():
    """``Sides[X]``: a figure of each side of a comparison, under the sides' names, base first."""
    from inductor_probe.analysis.compare_rows import CompareMeta, MemoryComparison, SideMemory

    side = {"peak_in_use": 10, "peak_allocated": 8, "cuda_graph_pool": 0}
    d = {"sides": {"default": side, "max-autotune": None}, "delta_pct": {}}

    mem = MemoryComparison.from_dict(d)
    assert isinstance(mem.sides.base, SideMemory) and mem.sides.base.peak_allocated == 8
    assert (
        mem.sides.other is None and mem.sides.of("max-autotune") is None and mem.sides.base_name == "default"
    )
    assert mem.to_dict() == d
    with pytest.raises(Corrupt) as e:
        MemoryComparison.from_dict(
            {"sides": {"default": {"peak_in_use": "x", "peak_allocated": 8}, "B": None}}
        )
    assert e.value.where == "sides.default.peak_in_use"
    with pytest.raises(Corrupt, match="two sides"):
        MemoryComparison.from_dict({"sides": {"default": None}})
    meta = CompareMeta.read({"A": {"model": "m.py"}, "B": {"model": "n.py"}, "command": "diff"}, "A", "B")
    assert meta.sides is not None and meta.sides.other.model == "n.py" and meta.command == "diff"
    assert meta.write() == {"A": {"model": "m.py"}, "B": {"model": "n.py"}, "command": "diff"}


def test_a_figure_per_rank_reads_ranks_as_ints_and_writes_them_back_as_json_keys():
    from inductor_probe.run.job import JobCollective

    d = {"name": "all_reduce", "index": 0, "matched_by": "sequence", "straggler": 1}
    d["straggler_delay_ms"] = 0.5
    c = JobCollective.from_dict({**d, "wait_ms": {"0": 0.5, "1": 0.0}, "transfer_ms": {"0": 0.1, "1": 0.1}})
    assert c.wait_ms[0] == 0.5 and sorted(c.wait_ms) == [0, 1] and c.wait_ms.get("0") is None
    assert c.to_dict()["wait_ms"] == {"0": 0.5, "1": 0.0}
    with pytest.raises(Corrupt, match=r"wait_ms\" has a key that is no rank: 'rank0'"):
        JobCollective.from_dict({**d, "wait_ms": {"rank0": 0.5}, "transfer_ms": {}})
    with pytest.raises(Corrupt, match=r"transfer_ms\.1"):
        JobCollective.from_dict({**d, "wait_ms": {}, "transfer_ms": {"1": "fast"}})
