"""Issue 43, item 4: text at a terminal fits 120 columns (kernel tables ran to 169, cause lines to 401), full
lines one flag away (``--wide``) and always in a file or a pipe; the list to pick a name from never cut."""

from __future__ import annotations

import sys

from inductor_probe.cli import main
from inductor_probe.render._fmt import table
from inductor_probe.render.fit import WIDTH, fit


def test_a_wide_table_keeps_one_line_a_row_and_long_prose_wraps():
    rows = [
        [
            "cpp_fused__softmax_add_transpose_view_4_" + "x" * 40,
            "reduction",
            "134.84",
            "src.py:23 " + "y" * 50,
        ]
    ]
    rows.append(["aten::mm", "extern_mm", "7428.98", "-"])
    text = "head\n" + table(rows, ["kernel", "category", "time_us", "source"]) + "\n" + "word " * 60 + "\nend"
    got = fit(text).split("\n")
    assert max(len(line) for line in got) <= WIDTH
    assert got[0] == "head" and got[-1] == "end" and got[1].startswith("kernel") and set(got[2]) <= {"-", " "}
    assert (
        got[3].startswith("cpp_fused__softmax_add_transpose")
        and "…" in got[3]
        and got[4].startswith("aten::mm")
    )
    assert got[5].startswith("word") and got[6].startswith("    word")  # the prose, wrapped and indented
    assert fit("short\nlines") == "short\nlines"


def test_a_short_line_after_a_wide_table_is_not_one_of_its_rows():
    """``trace: PATH`` right after a kernel table was cut like the table's first column (a path to copy)."""
    rows = [["cpp_fused_" + "x" * 70, "reduction", "134.84", "src.py:23 " + "y" * 50]]
    path = "trace: /tmp/" + "d" * 40 + "/traces/step.json"  # between the first column and its narrowed width
    got = fit(table(rows, ["kernel", "category", "time_us", "source"]) + "\n" + path).split("\n")
    assert got[-1] == path and "…" in got[2]


def test_the_list_to_pick_a_name_from_is_never_cut():
    rows = [
        ["16.22", "other_aten", "g0_backward", "library", "void at::native::elementwise_kernel<128, 2>" * 5]
    ]
    text = table(rows, ["µs/call", "category", "graph", "kind", "kernel"])
    assert fit(text) == text


def test_the_command_line_fits_a_terminal_and_wide_keeps_every_line(data_dir, capsys, monkeypatch):
    run = str(data_dir / "h100_transformer")
    assert main(["report", "--run", run]) == 0
    whole = capsys.readouterr().out  # not a terminal: every line whole
    assert max(len(line) for line in whole.splitlines()) > WIDTH
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    monkeypatch.setenv("COLUMNS", str(WIDTH))  # the terminal's width (shutil reads it first)
    assert main(["report", "--run", run]) == 0
    fitted = capsys.readouterr().out
    assert max(len(line) for line in fitted.splitlines()) <= WIDTH
    assert main(["report", "--run", run, "--wide"]) == 0
    assert capsys.readouterr().out == whole


def test_a_table_too_wide_for_its_columns_leaves_out_its_empty_then_its_last_columns():
    """Issue 59, item 5: narrowing stops at MIN_COLUMN; what still does not fit is left out, the empty column
    first, then from the right, and a line after the table names them."""
    head = ["kernel", "category", "time_us", "exec_us", "calls", "%GPU", "source", "occ%"]
    rows = [["triton_poi_fused_" + "x" * 60, "pointwise", "12.34", "11.00", "20", "19.5", "-", "33"]]
    rows.append(["aten::mm", "library", "7.50", "7.00", "20", "10.0", "-", "50"])
    text = table(rows, head)
    got = fit(text, 70).split("\n")
    assert all(len(line) <= 70 for line in got), got
    assert "source" not in got[0] and got[-1].startswith("(left out at this width: source")
    assert got[0].split()[:6] == head[:6]  # the rest kept, in order
    narrower = fit(text, 56).split("\n")
    assert all(len(line) <= 56 for line in narrower)
    note = " ".join(line.strip() for line in narrower[4:])  # after the header, separator and two rows
    assert note == "(left out at this width: calls, %GPU, source, occ%; --wide keeps every column)"
    assert fit(text, 200) == text  # a wide terminal: as written


def test_the_terminal_s_width_is_the_one_fitted_to(data_dir, capsys, monkeypatch):
    run = str(data_dir / "h100_insight_resnet50")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    for columns in (90, 200):
        monkeypatch.setenv("COLUMNS", str(columns))
        assert main(["report", "--run", run]) == 0
        lines = capsys.readouterr().out.splitlines()
        spaced = [line for line in lines if " " in line.strip()]  # one word (a kernel's name) stays whole
        assert max(len(line) for line in spaced) <= columns
        assert (max(len(line) for line in spaced) > 120) == (columns == 200)
