"""The longest silence of long work (issue 43, acceptance 2): a cold CPU `breakdown` on the command line and
`ip.breakdown` in a Python process, each from an empty Inductor cache, every line of their stderr stamped as
it arrives (no code of the tool: a reader of the child's pipe). The silence is the longest gap between the
start, each line and the exit.

Usage: python benchmarks/silence_check.py [MODEL.py] [--out RESULTS.md]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
API = """
import sys, inductor_probe as ip
ip.breakdown(sys.argv[1], device="cpu", backward=True, out=sys.argv[2])
"""


def stamped(argv: list[str], env: dict) -> tuple[int, list[tuple[float, str]], float]:
    """Exit code, (seconds since start, line) of each stderr line, and the total wall."""
    t0 = time.monotonic()
    proc = subprocess.Popen(argv, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, env=env)
    assert proc.stderr is not None
    lines = [(time.monotonic() - t0, line.rstrip("\n")) for line in proc.stderr]
    rc = proc.wait()
    return rc, lines, time.monotonic() - t0


def longest_gap(lines: list[tuple[float, str]], total: float) -> tuple[float, str]:
    marks = [(0.0, "(start)"), *lines, (total, "(exit)")]
    gaps = [(b[0] - a[0], f"{a[1][:90]} -> {b[1][:90]}") for a, b in zip(marks, marks[1:], strict=False)]
    return max(gaps)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("model", nargs="?", default=str(REPO / "examples" / "transformer_block.py"))
    p.add_argument("--out", default=str(REPO / "benchmarks" / "results" / "silence_cpu.md"))
    a = p.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as d:
        for name, argv in (
            (
                "CLI: `inductor-probe breakdown MODEL --backward --device cpu`",
                [
                    sys.executable,
                    "-m",
                    "inductor_probe",
                    "breakdown",
                    a.model,
                    "--backward",
                    "--device",
                    "cpu",
                    "--out",
                    f"{d}/cli",
                ],
            ),
            (
                "API: `ip.breakdown(MODEL, device='cpu', backward=True)` (verbose by default)",
                [sys.executable, "-c", API, a.model, f"{d}/api"],
            ),
        ):
            cache = Path(d) / f"cache-{len(rows)}"  # cold: an empty Inductor cache of its own
            env = {
                **os.environ,
                "XDG_CACHE_HOME": str(cache),
                "TORCHINDUCTOR_CACHE_DIR": str(cache / "ti"),
                "PYTHONPATH": str(REPO),
            }
            rc, lines, total = stamped(argv, env)
            gap, where = longest_gap(lines, total)
            rows.append((name, rc, total, len(lines), gap, where))
            print(
                f"{name}: exit {rc}, {total:.1f} s, {len(lines)} lines, longest silence {gap:.1f} s",
                flush=True,
            )
    load = Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() else ["?"]
    import torch

    out = [
        "# Longest silence of long work on CPU (issue 43, acceptance 2)",
        "",
        f"`python benchmarks/silence_check.py` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: "
        f"{os.cpu_count()} cores, torch {torch.__version__}, load average after {' '.join(load)}; model "
        f"`{Path(a.model).name}`, each from an empty Inductor cache of its own.",
        "",
        "| what | exit | wall s | stderr lines | longest silence s | between |",
        "|---|---|---|---|---|---|",
        *[f"| {n} | {rc} | {t:.1f} | {k} | {g:.1f} | `{w}` |" for n, rc, t, k, g, w in rows],
        "",
    ]
    Path(a.out).write_text("\n".join(out))
    return 0 if all(r[1] == 0 for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
