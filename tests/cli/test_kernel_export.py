"""``kernel NAME --export DIR``: a standalone script of one kernel of a recorded H100 run: the kernel file's
source without its own ``__main__``, the runner, no import of the tool; bad places refused in one line; the
``kernel`` command's figures carried where the run holds them. (Running it needs a GPU:
benchmarks/kernel_export_check.sh.)"""

from __future__ import annotations

import ast
import json
import shutil

from inductor_probe.cli import main
from inductor_probe.collect import export_runner

NAME = "triton_per_fused_native_layer_norm_sum_2"


def _imports(tree: ast.Module) -> set[str]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module.split(".")[0])
    return out


def test_the_export_is_the_kernel_file_and_the_runner_with_torch_and_triton_alone(data_dir, tmp_path, capsys):
    out = tmp_path / "a folder"
    assert main(["kernel", NAME, "--run", str(data_dir / "h100_reduction"), "--export", str(out)]) == 0
    path = out / f"{NAME}.py"
    assert f"wrote {path}" in capsys.readouterr().out
    text = path.read_text()
    tree = ast.parse(text)
    assert _imports(tree) <= {"triton", "torch", "argparse", "statistics", "sys", "warnings"}
    funcs = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    assert {NAME, "get_args", "call", "main", "time_kernel"} <= funcs
    kernel_file = (data_dir / "h100_reduction" / "kernels" / f"{NAME}.py").read_text()
    assert kernel_file.split("if __name__")[0].strip() in text  # the kernel's source as Inductor wrote it
    assert text.count("if __name__") == 1 and text.rstrip().endswith(
        f"main({NAME}, get_args, call, expected={{}})"
    )


def test_the_kernel_commands_figures_travel_with_the_export(data_dir, tmp_path):
    run = tmp_path / "run"
    shutil.copytree(data_dir / "h100_reduction", run)
    result = run / "rebench" / NAME / "result.json"
    result.parent.mkdir(parents=True)
    chosen = {"config": "XBLOCK 32", "cold": {"median_us": 4.25}, "warm": {"median_us": 2.5}}
    result.write_text(json.dumps({"variants": {"generated": {"chosen": chosen}}}))
    assert main(["kernel", NAME, "--run", str(run), "--export", str(tmp_path / "x")]) == 0
    assert (
        "expected={'cold': 4.25, 'warm': 2.5, 'config': 'XBLOCK 32'}"
        in (tmp_path / "x" / f"{NAME}.py").read_text()
    )


def test_bad_places_are_one_line_errors_and_nothing_of_the_users_is_overwritten(data_dir, tmp_path, capsys):
    run = str(data_dir / "h100_reduction")
    a_file = tmp_path / "notes.txt"
    a_file.write_text("mine")
    assert main(["kernel", NAME, "--run", run, "--export", str(a_file)]) == 2
    assert "exists and is not a folder" in capsys.readouterr().err
    mine = tmp_path / "d" / f"{NAME}.py"
    mine.parent.mkdir()
    mine.write_text("# my own script\n")
    assert main(["kernel", NAME, "--run", run, "--export", str(mine.parent)]) == 2
    assert "not an export" in capsys.readouterr().err and mine.read_text() == "# my own script\n"
    assert (
        main(
            [
                "kernel",
                "fmha_cutlassF",
                "--run",
                str(data_dir / "h100_transformer"),
                "--export",
                str(tmp_path),
            ]
        )
        == 2
    )
    assert "library kernel" in capsys.readouterr().err


def test_the_runners_gap_and_quartiles():
    assert export_runner.iq_mean([1.0, 1.1, 1.2, 1.3, 50.0, 0.0, 1.15, 1.25]) == 1.175
    assert export_runner.quartiles([1.0, 2.0, 3.0, 4.0, 5.0]) == (1.5, 3.0, 4.5)


def test_round_five_places_are_refused_before_they_are_read(data_dir, tmp_path, capsys):
    """Issue 60, M8 and M9: a FIFO (the read hung), a link to /dev/zero (read until out of memory), a link
    to another export (written through), a folder of the kernel's name, a user's file whose first line
    carries the marker (overwritten), a path part of 300 bytes (the catch-all message): each one line, rc 2,
    nothing of the user's changed."""
    import os

    run = str(data_dir / "h100_reduction")

    def refused(folder, says: str) -> None:
        assert main(["kernel", NAME, "--run", run, "--export", str(folder)]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and says in err[0], err

    fifo = tmp_path / "fifo"
    fifo.mkdir()
    os.mkfifo(fifo / f"{NAME}.py")
    refused(fifo, "is there and not a plain file")
    zero = tmp_path / "zero"
    zero.mkdir()
    (zero / f"{NAME}.py").symlink_to("/dev/zero")
    refused(zero, "is there and a link")
    elsewhere = tmp_path / "elsewhere"
    assert main(["kernel", NAME, "--run", run, "--export", str(elsewhere)]) == 0
    capsys.readouterr()
    linked = tmp_path / "linked"
    linked.mkdir()
    (linked / f"{NAME}.py").symlink_to(elsewhere / f"{NAME}.py")
    before = (elsewhere / f"{NAME}.py").read_text()
    refused(linked, "is there and a link")
    assert (elsewhere / f"{NAME}.py").read_text() == before
    folder = tmp_path / "folder"
    (folder / f"{NAME}.py").mkdir(parents=True)
    refused(folder, "is there and not a plain file")
    mine = tmp_path / "mine"
    mine.mkdir()
    text = "# my notes: exported by inductor-probe once, then edited by hand\nx = 1\n"
    (mine / f"{NAME}.py").write_text(text)
    refused(mine, "is there and not an export")
    assert (mine / f"{NAME}.py").read_text() == text
    refused(tmp_path / ("p" * 300), "cannot write there")
    # an earlier export of this kernel is the tool's own: written again
    assert main(["kernel", NAME, "--run", run, "--export", str(elsewhere)]) == 0
