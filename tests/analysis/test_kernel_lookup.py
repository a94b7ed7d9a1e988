"""Kernel name resolution and `kernels` listing, on the transformer block recorded on the H100."""

import copy
import json
import shutil

import pandas as pd
import pytest

from inductor_probe.analysis import kernels
from inductor_probe.analysis.kernels import ALL_COLUMNS
from inductor_probe.errors import ProbeError
from inductor_probe.run.manifest import Manifest


def resolve_kernel(run, m: dict, query):
    return kernels.resolve_kernel(run, Manifest.from_dict(m), query)


def list_kernels(m: dict, run=None):
    return kernels.list_kernels(Manifest.from_dict(m), run)


@pytest.fixture(scope="module")
def tf(data_dir):
    run = data_dir / "h100_transformer"
    return run, json.loads((run / "run.json").read_text())


def _graph(m, label):
    return next(g for g in m["graphs"] if g["label"] == label)


def _fails(run, m, query) -> str:
    with pytest.raises(ProbeError) as e:
        resolve_kernel(run, m, query)
    assert e.value.exit_code == 2 and "\n" not in e.value.message
    return e.value.message


def test_exact_name(tf):
    run, m = tf
    ref = resolve_kernel(run, m, "triton_red_fused_sum_11")
    assert (ref.name, ref.graph, ref.category) == ("triton_red_fused_sum_11", "g0_backward", "reduction")
    assert ref.kernel_file == run / "kernels" / "triton_red_fused_sum_11.py" and ref.kernel_file.exists()
    assert ref.info.source_nodes == ("sum_9",) and ref.row.time_us == pytest.approx(9.60, abs=0.05)


def test_exact_name_wins_over_a_longer_name_it_prefixes(tf):
    run, m = tf
    m = copy.deepcopy(m)
    info = dict(_graph(m, "g0_backward")["kernels"][0], name="triton_red_fused_sum_1")
    _graph(m, "g0_backward")["kernels"].append(info)  # generated, not in the trace
    ref = resolve_kernel(run, m, "triton_red_fused_sum_1")
    assert ref.name == "triton_red_fused_sum_1" and ref.row is None and ref.info is not None
    assert "matches 2 kernels" in _fails(run, m, "triton_red_fused_sum")


def test_unique_prefix(tf):
    run, m = tf
    ref = resolve_kernel(run, m, "triton_poi_fused_gelu_gelu")
    assert ref.name == "triton_poi_fused_gelu_gelu_backward_view_3" and ref.graph == "g0_backward"
    assert ref.info.heuristic == "pointwise" and ref.kernel_file.name == f"{ref.name}.py"


def test_unique_substring_case_sensitive_then_any_case(tf):
    run, m = tf
    assert resolve_kernel(run, m, "clone_permute").name == "triton_poi_fused_clone_permute_5"
    assert resolve_kernel(run, m, "CLONE_PERMUTE").name == "triton_poi_fused_clone_permute_5"
    # "Backward" is in one (library) name; in any case it is in a dozen Triton names.
    assert resolve_kernel(run, m, "Backward").name.startswith("fmha_cutlassB_")
    assert "give more of the name" in _fails(run, m, "BACKWARD")


def test_ambiguous_lists_candidates_on_one_line(tf):
    run, m = tf
    msg = _fails(run, m, "triton_poi")
    assert msg.startswith("'triton_poi' matches 9 kernels: triton_poi_") and msg.endswith(
        "; give more of the name"
    )
    listed = msg.split(": ", 1)[1].split(";")[0].split(", ")
    assert len(listed) == 9 and "…" not in listed
    assert listed[0] == "triton_poi_fused_gelu_gelu_backward_view_3"  # the most time first
    msg = _fails(run, m, "triton_")
    assert msg.startswith("'triton_' matches 23 kernels:")
    assert msg.split(": ", 1)[1].split(";")[0].split(", ")[-1] == "…"  # ten shown, then …
    assert msg.count("triton_") == 11


def test_unknown_suggests_close_names(tf):
    run, m = tf
    msg = _fails(run, m, "triton_red_fused_x")
    assert msg.startswith(f"no kernel named 'triton_red_fused_x' in {run}; did you mean triton_red_fused_")
    assert msg.endswith("? `inductor-probe kernels` lists them")
    assert len(msg.split("did you mean ")[1].split("?")[0].split(", ")) <= 3
    assert "did you mean triton_red_fused_sum_11" in _fails(run, m, "triton_red_fused_summ_11")
    assert "did you mean" not in _fails(run, m, "zzzzqqqq")


def test_library_kernel_resolves_without_a_file(tf):
    run, m = tf
    ref = resolve_kernel(run, m, "fmha_cutlassB")
    assert ref.category == "attention" and ref.kernel_file is None and ref.info is None
    assert ref.row.time_us > 600 and ref.graph == "g0_backward"


def test_a_run_without_kernels_or_an_empty_query(tf, tmp_path):
    run, m = tf
    assert "has no kernels" in _fails(tmp_path, {"graphs": [], "status": "failed"}, "x")
    assert "give a kernel name" in _fails(run, m, "")


def test_list_kernels(tf):
    run, m = tf
    df = list_kernels(m, run)
    assert list(df.columns) == ALL_COLUMNS
    assert len(df) == 12 + 25  # every kernel of both graphs' breakdown tables
    assert df["time_us"].is_monotonic_decreasing
    assert set(df["kind"]) == {"triton", "library"}
    triton = df[df["kind"] == "triton"]
    assert len(triton) == 9 + 14 and triton["kernel_file"].notna().all()
    assert all((run / f).exists() for f in triton["kernel_file"])
    assert df[df["kind"] == "library"]["kernel_file"].isna().all()
    for label, n in (("g0_forward", 12), ("g0_backward", 25)):
        g = df[df["graph"] == label]
        assert len(g) == n and g["pct"].sum() == pytest.approx(100.0)
    # Without the run directory, a Triton kernel's file is where the run keeps its copy.
    assert list_kernels(m)["kernel_file"].dropna().str.startswith("kernels/").all()


def test_list_kernels_adds_generated_kernels_the_trace_missed(tf):
    run, m = tf
    m = copy.deepcopy(m)
    bd = _graph(m, "g0_forward")["breakdown"]
    bd["kernels"] = [r for r in bd["kernels"] if r["name"] != "triton_poi_fused_clone_permute_5"]
    df = list_kernels(m, run)
    assert len(df) == 12 + 25
    last = df.iloc[-1]
    assert last["name"] == "triton_poi_fused_clone_permute_5" and last["time_us"] != last["time_us"]  # NaN
    assert (
        last["category"] == "pointwise"
        and last["kernel_file"] == "kernels/triton_poi_fused_clone_permute_5.py"
    )


def test_a_triton_kernel_whose_file_is_missing(tf, tmp_path):
    run, m = tf
    copy_ = tmp_path / "run"
    shutil.copytree(run, copy_)
    (copy_ / "kernels" / "triton_red_fused_sum_11.py").unlink()
    ref = resolve_kernel(copy_, m, "triton_red_fused_sum_11")
    assert ref.kernel_file is None and ref.info.kind == "triton"  # generated, but no file to re-run
    df = list_kernels(m, copy_).set_index("name")
    assert df.loc["triton_red_fused_sum_11", "kind"] == "triton"
    assert pd.isna(df.loc["triton_red_fused_sum_11", "kernel_file"])
    assert (
        df.loc["triton_poi_fused_clone_permute_5", "kernel_file"]
        == "kernels/triton_poi_fused_clone_permute_5.py"
    )


def test_graph_prefix_scopes_the_search(tf):
    run, m = tf
    assert "matches 2 kernels" in _fails(run, m, "fmha_cutlass")
    assert resolve_kernel(run, m, "g0_forward:fmha_cutlass").name.startswith("fmha_cutlassF")
    assert resolve_kernel(run, m, "g0_backward:fmha_cutlass").name.startswith("fmha_cutlassB")
    assert (
        resolve_kernel(run, m, "g0_backward:sm80_xmma_gemm").graph == "g0_backward"
    )  # 3 hits in all, 1 here
    # library names carry "::" themselves: only a real graph label before the colon scopes
    assert resolve_kernel(run, m, "void at::native::reduce_kernel").graph == "g0_backward"
    assert "no kernel named 'g9_nope:softmax'" in _fails(run, m, "g9_nope:softmax")
    assert "in graph g0_forward of" in _fails(run, m, "g0_forward:triton_red_fused_sum_11")
    assert "give a kernel name after 'g0_forward:'" in _fails(run, m, "g0_forward:")


def test_a_name_in_two_graphs_takes_the_graph_given_else_the_one_with_more_time(tf):
    run, m = tf
    m = copy.deepcopy(m)
    bwd = _graph(m, "g0_backward")
    lib = next(r for r in bwd["breakdown"]["kernels"] if r["name"].startswith("fmha_cutlassB"))
    fwd = _graph(m, "g0_forward")
    fwd["breakdown"]["kernels"].append(dict(lib, time_us=1.0))  # the same kernel, little time, in the forward
    assert resolve_kernel(run, m, "fmha_cutlassB").graph == "g0_backward"
    ref = resolve_kernel(run, m, "g0_forward:fmha_cutlassB")
    assert ref.graph == "g0_forward" and ref.row.time_us == 1.0


# --------------------------------------------------------------------------- the same, in short


def test_exact_prefix_substring_in_short(tf):
    run, m = tf
    assert resolve_kernel(run, m, "triton_red_fused_sum_11").name == "triton_red_fused_sum_11"
    ref = resolve_kernel(run, m, "triton_poi_fused_gelu_gelu")  # unique prefix
    assert ref.name == "triton_poi_fused_gelu_gelu_backward_view_3" and ref.graph == "g0_backward"
    assert ref.kernel_file == run / "kernels" / f"{ref.name}.py" and ref.info.heuristic == "pointwise"
    assert resolve_kernel(run, m, "clone_permute").name == "triton_poi_fused_clone_permute_5"  # substring
    assert resolve_kernel(run, m, "CLONE_PERMUTE").name == "triton_poi_fused_clone_permute_5"  # any case


def test_ambiguous_lists_candidates_in_short(tf):
    run, m = tf
    with pytest.raises(
        ProbeError, match=r"'triton_poi' matches 9 kernels: triton_poi_.*; give more of the name"
    ) as e:
        resolve_kernel(run, m, "triton_poi")
    assert e.value.exit_code == 2 and "\n" not in e.value.message


def test_unknown_suggests_close_names_in_short(tf):
    run, m = tf
    with pytest.raises(
        ProbeError, match="no kernel named 'triton_red_fused_summ'.*did you mean triton_red_fused_sum_11"
    ):
        resolve_kernel(run, m, "triton_red_fused_summ")


def test_library_kernel_has_no_file_in_short(tf):
    run, m = tf
    ref = resolve_kernel(run, m, "fmha_cutlassB")
    assert ref.category == "attention" and ref.kernel_file is None and ref.info is None


def test_list_kernels_in_short(tf):
    run, m = tf
    df = list_kernels(m, run)
    assert len(df) == 12 + 25  # every kernel of both graphs' tables
    assert df["time_us"].is_monotonic_decreasing
    assert set(df["kind"]) == {"triton", "library"}
    assert df[df["kind"] == "triton"]["kernel_file"].notna().all()


def test_a_name_cut_in_a_table_resolves(tf):
    from inductor_probe.render._fmt import short

    run, m = tf
    names = [k["name"] for g in m["graphs"] if g.get("breakdown") for k in g["breakdown"]["kernels"]]
    longest = max(names, key=len)
    cut = short(longest)  # as the kernel tables print it, with "…"
    assert "…" in cut and resolve_kernel(run, m, cut).name == longest
    assert resolve_kernel(run, m, short(longest, tail=8)).name == longest
