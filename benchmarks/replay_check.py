"""Library kernels replayed in CUDA graphs against the same kernels launched by their ops.

For each pair of runs of one model (``--mode default`` and ``--mode reduce-overhead``), per graph and
library kernel (same graph label, same kernel name): the FLOPs and bytes the default run took from the
op's traced shapes and the ones the replayed run took from the compiled module's call
(``analysis/replay.py``), and how many library kernels of 10 us or more in the replayed run have
figures or a reason.

    python -m benchmarks.replay_check DEFAULT REPLAYED [DEFAULT REPLAYED ...] > replay_check.md
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def _insight(run: Path) -> dict[tuple[str, str], dict]:
    m = json.loads((run / "run.json").read_text())
    out = {}
    for g in m["graphs"]:
        bd = g.get("breakdown") or {}
        times = {k["name"]: k["time_us"] for k in bd.get("kernels") or []}
        for d in bd.get("insight") or []:
            out[(g["label"], d["name"])] = {**d, "time_us": times.get(d["name"])}
    return out


def _library(name: str) -> bool:
    return not name.startswith(("triton_", "cpp_"))


def _fmt(v: float | None, scale: float) -> str:
    return "-" if v is None else f"{v / scale:.4g}"


def compare(default: Path, replayed: Path) -> tuple[list[str], dict]:
    a, b = _insight(default), _insight(replayed)
    lines = [
        f"### {replayed.name} against {default.name}",
        "",
        "| graph | kernel | time_us (replayed) | GFLOP default | GFLOP replayed | MB default | MB replayed "
        "| same | reason |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    stats = {
        "common": 0,
        "same": 0,
        "differ": 0,
        "big": 0,
        "big_with_figures_or_reason": 0,
        "big_with_figures": 0,
    }
    for key, d in sorted(b.items(), key=lambda kv: -(kv[1]["time_us"] or 0)):
        if not _library(key[1]):
            continue
        if (d["time_us"] or 0) >= 10:
            stats["big"] += 1
            stats["big_with_figures"] += d["flops"] is not None and d["bytes"] is not None
            stats["big_with_figures_or_reason"] += (
                d["flops"] is not None and d["bytes"] is not None
            ) or bool(d["reason"])
        e = a.get(key)
        same = ""
        if e is not None and (e["flops"] is not None or d["flops"] is not None):
            stats["common"] += 1
            ok = e["flops"] == d["flops"] and e["bytes"] == d["bytes"]
            stats["same" if ok else "differ"] += 1
            same = "yes" if ok else "NO"
        lines.append(
            f"| {key[0]} | {key[1][:60]} | {_fmt(d['time_us'], 1)} | {_fmt(e and e['flops'], 1e9)} | "
            f"{_fmt(d['flops'], 1e9)} | {_fmt(e and e['bytes'], 1e6)} | {_fmt(d['bytes'], 1e6)} | {same} | "
            f"{(d['reason'] or '')[:90]} |"
        )
    lines += [
        "",
        f"library kernels with figures in both runs: {stats['common']}, the same FLOPs and bytes: "
        f"{stats['same']}, different: {stats['differ']}; replayed library kernels of 10 us or more: "
        f"{stats['big']}, with FLOPs and bytes: {stats['big_with_figures']}, with figures or a reason: "
        f"{stats['big_with_figures_or_reason']}",
        "",
    ]
    return lines, stats


def main(argv: list[str]) -> int:
    if len(argv) < 2 or len(argv) % 2:
        print(__doc__, file=sys.stderr)
        return 2
    missing = [p for p in argv if not (Path(p) / "run.json").is_file()]
    if missing:
        print(
            f"replay_check: error: {missing[0]} has no run.json; pass run directories made by breakdown",
            file=sys.stderr,
        )
        return 2
    bad = 0
    for default, replayed in zip(argv[::2], argv[1::2], strict=True):
        lines, stats = compare(Path(default), Path(replayed))
        print("\n".join(lines))
        bad += stats["differ"] + stats["big"] - stats["big_with_figures_or_reason"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
