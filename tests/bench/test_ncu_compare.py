"""benchmarks/ncu_compare.py's isolation logic, on the kernel sequences recorded on the H100."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from benchmarks import ncu_compare as nc
from inductor_probe.analysis.trace import parse_trace

ROOT = Path(__file__).resolve().parents[2]

TRACES = ROOT / "tests" / "data" / "h100_transformer" / "traces"


def call_sequence(label: str) -> list[str]:
    s = parse_trace(TRACES / f"{label}.json.gz", "cuda")
    k = s.rows[s.rows["activity"] == "kernel"]
    return k[k["call"] == 0].sort_values("ts_us")["name"].tolist()


@pytest.mark.parametrize("label", ["g0_forward", "g0_backward"])
@pytest.mark.parametrize("distance", [0, 1, 2, 3])
def test_isolation_groups_keep_neighbours_apart(label, distance):
    seq = call_sequence(label)
    n = len(seq)
    groups = nc.isolation_groups(seq, distance)
    flat = [k for g in groups for k in g]
    assert sorted(flat) == sorted(set(seq))  # every kernel in exactly one group
    where = {k: i for i, g in enumerate(groups) for k in g}
    for i in range(n):
        for step in range(1, distance + 1):
            j = (i + step) % n  # the sequence wraps: calls run back to back
            if seq[i] != seq[j]:
                assert where[seq[i]] != where[seq[j]], (seq[i], seq[j], step)
    # Greedy, not minimal, but far from one group per kernel on these graphs.
    assert len(groups) < len(set(seq)) or distance >= len(set(seq))


def test_names_regex_matches_exactly_the_names():
    names = [
        "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<unsigned char>>(int, T1, "
        "T2)",
        "triton_red_fused_sum_1",
    ]
    rx = re.compile(nc.names_regex(names))
    assert all(rx.fullmatch(n) for n in names)
    assert not rx.fullmatch("triton_red_fused_sum_11")
    assert not rx.fullmatch(
        "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<unsigned char>>"
    )


def function_name(trace_name: str) -> str:
    """What ncu's function base gives: no return type, namespaces, template arguments or parameters."""
    head = trace_name.split("(")[0].split("<")[0]
    return head.split(" ")[-1].split("::")[-1]


def test_isolated_launches_times_each_kernel_in_its_own_groups_process(monkeypatch, tmp_path):
    seq = call_sequence("g0_backward")
    assert len({function_name(k) for k in seq}) < len(set(seq))  # e.g. three cutlass Kernel2 sgemms
    calls = 2
    full = [(function_name(seq[i % len(seq)]), 100.0 + i % len(seq)) for i in range(calls * len(seq))]
    seen = []

    def fake(module, cache, n_calls, tmp, ncu, replay, names=None, base="demangled"):
        assert replay == "application" and names and base == "function"
        rx = re.compile(nc.names_regex(names))
        seen.append(set(names))
        # a kernel profiled alone runs 1 µs faster than in the every-kernel run
        return [(name, dur - 1.0) for name, dur in full if rx.fullmatch(name)]

    monkeypatch.setattr(nc, "ncu_launches", fake)
    out, processes = nc.isolated_launches(Path("m.py"), Path("c"), calls, tmp_path, "ncu", seq, full, 2)
    assert processes == len(nc.isolation_groups([n for n, _ in full[: len(seq)]], 2)) == len(seen)
    assert all(len(g) == len(set(g)) for g in seen)
    assert set(out) == set(seq)
    for name in set(seq):  # launches split back by position, also where names share a function name
        positions = [i for i, k in enumerate(seq) if k == name]
        assert sorted(out[name]) == sorted(99.0 + p for p in positions for _ in range(calls))


def test_isolated_launches_drops_a_group_whose_launches_do_not_line_up(monkeypatch, tmp_path):
    seq = call_sequence("g0_forward")
    full = [(function_name(k), 50.0) for k in seq]
    monkeypatch.setattr(nc, "ncu_launches", lambda *a, **k: [("something_else", 1.0)])
    out, processes = nc.isolated_launches(Path("m.py"), Path("c"), 1, tmp_path, "ncu", seq, full, 1)
    assert out == {} and processes >= 2
