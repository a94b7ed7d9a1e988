"""``kernel NAME --export DIR``: one generated Triton kernel of a run as a standalone script a colleague or a
Triton bug report can run with torch and triton alone: the kernel file as Inductor wrote it (its source,
heuristics and declared configs, ``get_args()`` with the step's shapes, strides and dtypes, ``call``), less
its own ``__main__``, then the runner (``collect/export_runner.py``: the autotuner chooses as in the run,
the chosen config is timed cold and warm as the tool's kernel mode times it). Where the run holds the
``kernel`` command's figures, the script prints them beside its own."""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

from inductor_probe._util import read_file
from inductor_probe.analysis.kernels import KernelRef
from inductor_probe.collect import export_runner
from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.run.manifest import Run

MAIN = re.compile(r"^if __name__ == ['\"]__main__['\"]:", re.M)
RUNS_LINE = "# Runs with torch and triton alone: python THIS_FILE.py [--cache cold|warm|both] [--reps N]"
EXPORT_HEAD_BYTES = 8192  # an export's first two lines are in these (a run's path: at most 4096)


def _expected(run: Run, name: str) -> dict[str, float | str]:
    """The ``kernel`` command's chosen config and its cold and warm medians (µs), where the run holds them."""
    path = run.path / "rebench" / name / "result.json"
    try:
        chosen = json.loads(path.read_text())["variants"]["generated"]["chosen"]
        figures: dict[str, float | str] = {
            c: float(chosen[c]["median_us"]) for c in ("cold", "warm") if chosen.get(c)
        }
        if isinstance(chosen.get("config"), str):
            figures["config"] = chosen["config"]
        return figures
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def script_text(kernel_source: str, name: str, origin: str, expected: dict[str, float | str]) -> str:
    """The exported script: a header, the kernel file without its ``__main__``, the runner, its entry."""
    found = MAIN.search(kernel_source)
    body = kernel_source[: found.start()] if found else kernel_source
    runner = Path(export_runner.__file__).read_text()
    return (
        f"# {name}: exported by inductor-probe from {origin}.\n"
        f"{RUNS_LINE}\n"
        "# Inputs are random, of the step's shapes, strides and dtypes (the run keeps no values).\n"
        f"{body.rstrip()}\n\n\n"
        "# ---- the runner (inductor-probe's collect/export_runner.py) ----\n"
        f"{runner.rstrip()}\n\n\n"
        'if __name__ == "__main__":\n'
        f"    main({name}, get_args, call, expected={expected!r})\n"
    )


def export(run: Run, ref: KernelRef, out: Path) -> Path:
    """Write ``out/<kernel>.py`` (``out`` made where missing; nothing of the user's overwritten but a file of
    that name an earlier export wrote); its path."""
    if ref.kernel_file is None:
        raise ProbeError(f"{ref.name} has no kernel file in {run.path} to export", USAGE)
    source = read_file(ref.kernel_file).decode()
    if f"def {ref.name}(" not in source or "def get_args(" not in source or "def call(" not in source:
        raise ProbeError(
            f"{ref.kernel_file} is not a kernel file Inductor wrote with benchmarking on (no {ref.name}, "
            "get_args or call); re-run `inductor-probe breakdown` to record it again",
            USAGE,
        )
    origin = f"the run {run.path} ({ref.graph or 'graph ?'})"
    text = script_text(source, ref.name, origin, _expected(run, ref.name))
    try:
        if out.exists() and not out.is_dir():
            raise ProbeError(f"--export {out}: exists and is not a folder; name a folder", USAGE)
        out.mkdir(parents=True, exist_ok=True)
        target = out / f"{ref.name}.py"
        _overwritable(target, ref.name, out)
        target.write_text(text)
    except OSError as e:
        raise ProbeError(
            f"--export {out}: cannot write there ({e.strerror or e}); name another folder", USAGE
        ) from None
    return target


def _overwritable(target: Path, name: str, out: Path) -> None:
    """Nothing of the user's is overwritten: a ``target`` that exists must be a plain file (not a link, a
    folder, a FIFO or a device: each refused before it is opened) whose first two lines are an export's of
    this kernel (read: those lines alone)."""
    try:
        st = os.lstat(target)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(st.st_mode):
        kind = "a link" if stat.S_ISLNK(st.st_mode) else "not a plain file"
        raise ProbeError(f"--export {out}: {target.name} is there and {kind}; name another folder", USAGE)
    with open(target, "rb") as f:
        head = f.read(EXPORT_HEAD_BYTES).decode(errors="replace").splitlines()[:2]
    first = f"# {name}: exported by inductor-probe from "
    if not (len(head) == 2 and head[0].startswith(first) and head[1] == RUNS_LINE):
        raise ProbeError(
            f"--export {out}: {target.name} is there and not an export; name another folder", USAGE
        )
