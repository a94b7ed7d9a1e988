"""Several independent breakdown-vs-ncu runs side by side: how much each measurement moves.

    python -m benchmarks.ncu_replicates A=dirA B=dirB C=dirC --out results/x.md [--min-us 10]

Each DIR holds the ``ncu_compare_application_isolated_<graph>.json`` files of one run of
``gpu_check.sh "breakdown ncu_isolated"`` (its own breakdown, its own ncu processes; a run on a
fresh machine compiles afresh, and may pick other configs for autotuned kernels). The table
crosses every measurement with every reference: the breakdown of run A against ncu of run B says
how far apart the two tools are once run-to-run movement is included, and ncu of A against ncu
of B how well ncu agrees with itself. The last row pools the runs: per kernel, the median over
runs of each run's median. ``--traces NAME=PATH`` retimes a run's breakdown from its traces.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tarfile
import tempfile
from pathlib import Path

BOUND = 5.0
# what each run measured: the breakdown, ncu with the kernel's neighbours unprofiled,
# ncu profiling every kernel
SOURCES = {"breakdown": "breakdown_us", "ncu isolated": "ncu_us", "ncu every kernel": "ncu_every_kernel_us"}


def load_run(path: Path) -> dict[tuple[str, str], dict]:
    """(graph, kernel) -> row, from every ncu_compare json of one run directory (or one file)."""
    files = [path] if path.is_file() else sorted(path.glob("*isolated*.json"))
    if not files:
        raise SystemExit(
            f"error: no *isolated*.json (ncu_compare --isolate output) in {path}; "
            "run gpu_check.sh 'breakdown ncu_isolated' first"
        )
    rows = {}
    for f in files:
        for r in json.loads(f.read_text()):
            rows[(r["graph"], r["kernel"])] = r
    return rows


def retime(run: dict[tuple[str, str], dict], traces: Path) -> None:
    """Recompute the breakdown's per-kernel times from the run's recorded traces with the current code.

    ``traces``: a directory holding ``<graph>.json`` traces, or a ``.tar.gz`` with ``traces/<graph>.json``
    (as gpu_check.sh records them). The recorded figure is kept as ``breakdown_recorded_us``.
    """
    from benchmarks.ncu_compare import breakdown_launches
    from inductor_probe.analysis.trace import parse_trace

    with tempfile.TemporaryDirectory() as tmp:
        if traces.is_file():
            with tarfile.open(traces) as tf:
                tf.extractall(tmp, filter="data")
            traces = Path(tmp) / "traces"
        for graph in sorted({g for g, _ in run}):
            path = traces / f"{graph}.json"
            if not path.exists():
                raise SystemExit(f"error: no trace {path.name} for graph {graph} in {traces}")
            prof, execs = breakdown_launches(parse_trace(path, "cuda"))
            for name, times in prof.items():
                r = run.get((graph, name))
                if r is not None:
                    r.setdefault("breakdown_recorded_us", r["breakdown_us"])
                    r["breakdown_us"] = statistics.median(times)
                    r["exec_us"] = statistics.median(execs[name])


def values(run: dict[tuple[str, str], dict], field: str) -> dict[tuple[str, str], float]:
    return {k: r[field] for k, r in run.items() if r.get(field) is not None}


def pooled(runs: list[dict[tuple[str, str], dict]], field: str) -> dict[tuple[str, str], float]:
    """Per kernel, the median over the runs that have it of each run's median."""
    per: dict[tuple[str, str], list[float]] = {}
    for run in runs:
        for k, v in values(run, field).items():
            per.setdefault(k, []).append(v)
    return {k: statistics.median(v) for k, v in per.items()}


def agreement(
    measured: dict, reference: dict, min_us: float, floor_us: float = 0.0
) -> tuple[int, int, float, tuple[str, str] | None]:
    """Kernels whose reference is at least ``min_us``:
    (within BOUND %, checked, worst |diff| %, worst kernel).

    ``floor_us``: a difference up to this many µs also counts as within.
    """
    within = checked = 0
    worst, worst_k = 0.0, None
    for k, ref in reference.items():
        if ref < min_us or k not in measured:
            continue
        d = 100.0 * (measured[k] - ref) / ref
        checked += 1
        within += abs(d) <= BOUND or abs(measured[k] - ref) <= floor_us
        if abs(d) >= worst:
            worst, worst_k = abs(d), k
    return within, checked, worst, worst_k


def report(runs: dict[str, dict[tuple[str, str], dict]], min_us: float) -> str:
    names = list(runs)
    refs = [(f"{src} {n}", values(runs[n], field)) for src, field in list(SOURCES.items())[1:] for n in names]
    meas = [(f"{src} {n}", values(runs[n], field)) for src, field in SOURCES.items() for n in names]
    pool = {src: pooled(list(runs.values()), field) for src, field in SOURCES.items()}
    lines = [
        f"Cell: kernels within {BOUND:g}% of the column's time, of those the column times at {min_us:g} µs "
        f"or more; "
        "worst |diff| %. Rows: what is measured; columns: the reference. Runs that compiled afresh may run "
        "different code (Inductor autotunes pointwise kernels at first run), so cells across runs hold that "
        "too.",
        "",
        "| measured \\ reference | " + " | ".join(n for n, _ in refs) + " |",
        "|---" * (len(refs) + 1) + "|",
    ]
    for mname, m in meas:
        cells = []
        for rname, r in refs:
            if rname == mname:
                cells.append("-")
                continue
            w, c, worst, _ = agreement(m, r, min_us)
            cells.append(f"{w}/{c} ({worst:.1f})")
        lines.append(f"| {mname} | " + " | ".join(cells) + " |")
    lines += [
        "",
        "Each run's breakdown against its own ncu, with two looser bounds beside the 5% one "
        "(kernels of 20 µs or more only; 5% or 1.5 µs, whichever is larger):",
        "",
        "| run | reference | within 5% | worst |diff| % | 20 µs or more | 5% or 1.5 µs |",
        "|---|---|---|---|---|---|",
    ]
    for n in names:
        bd = values(runs[n], SOURCES["breakdown"])
        for src in list(SOURCES)[1:]:
            ref = values(runs[n], SOURCES[src])
            w, c, worst, _ = agreement(bd, ref, min_us)
            w20, c20, _, _ = agreement(bd, ref, max(min_us, 20.0))
            wf, cf, _, _ = agreement(bd, ref, min_us, floor_us=1.5)
            lines.append(f"| {n} | {src} | {w}/{c} | {worst:.2f} | {w20}/{c20} | {wf}/{cf} |")
    lines += ["", f"Pooled over the {len(names)} runs (per kernel, the median of the runs' medians):", ""]
    lines += ["| measured | reference | within | worst |diff| % | worst kernel |", "|---|---|---|---|---|"]
    for mname in SOURCES:
        for rname in list(SOURCES)[1:]:
            if rname == mname:
                continue
            w, c, worst, k = agreement(pool[mname], pool[rname], min_us)
            where = "" if k is None else f"{k[0]} `{k[1][:60]}`"
            lines.append(f"| {mname} | {rname} | {w}/{c} | {worst:.2f} | {where} |")
    lines += ["", "Per kernel, pooled (µs; min..max over runs in brackets):", ""]
    head = " | ".join(f"{s} µs" for s in SOURCES)
    lines += [
        f"| graph | kernel | {head} | breakdown vs isolated % | breakdown vs every kernel % |",
        "|---" * (3 + len(SOURCES) + 1) + "|",
    ]
    keys = sorted(pool["ncu isolated"], key=lambda k: (k[0], -pool["ncu isolated"][k]))
    for k in keys:
        if pool["ncu isolated"][k] < min_us:
            continue
        cells = []
        for field in SOURCES.values():
            vs = [v[k] for v in (values(r, field) for r in runs.values()) if k in v]
            cells.append(f"{statistics.median(vs):.2f} [{min(vs):.2f}..{max(vs):.2f}]" if vs else "-")
        bd = pool["breakdown"].get(k)
        diffs = [
            "-" if bd is None or k not in pool[s] else f"{100.0 * (bd - pool[s][k]) / pool[s][k]:+.2f}"
            for s in ("ncu isolated", "ncu every kernel")
        ]
        lines.append(f"| {k[0]} | `{k[1][:70]}` | " + " | ".join(cells) + " | " + " | ".join(diffs) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("runs", nargs="+", metavar="NAME=DIR", help="one run's directory of ncu_compare jsons")
    p.add_argument("--out", help="write the markdown here too")
    p.add_argument("--min-us", type=float, default=10.0)
    p.add_argument("--title", default="# Breakdown vs Nsight Compute over independent runs")
    p.add_argument(
        "--traces",
        action="append",
        default=[],
        metavar="NAME=PATH",
        help="recompute run NAME's breakdown times from its recorded traces (a directory or "
        "traces.tar.gz) with the current code, keeping its ncu times",
    )
    a = p.parse_args(argv)
    runs = {}
    for spec in a.runs:
        name, sep, d = spec.partition("=")
        if not sep or not name or not d:
            p.error(f"{spec!r}: write each run as NAME=DIR, e.g. A=out/run1")
        runs[name] = load_run(Path(d))
    for spec in a.traces:
        name, sep, d = spec.partition("=")
        if not sep or name not in runs:
            p.error(f"--traces {spec!r}: write NAME=PATH with NAME one of the runs ({', '.join(runs)})")
        retime(runs[name], Path(d))
    md = a.title + "\n\n" + report(runs, a.min_us)
    if a.out:
        Path(a.out).write_text(md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
