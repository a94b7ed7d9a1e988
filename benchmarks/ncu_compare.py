"""Compare a breakdown's per-kernel times with Nsight Compute's gpu__time_duration.

    python -m benchmarks.ncu_compare probe-runs/latest --out results/ [--min-us 10] [--calls 5]

For every compiled module of the run, ncu (--clock-control none --cache-control none,
since inside the model kernels run back to back on warm caches) times each kernel
launch of a few calls of the module, run by the same child the breakdown uses. The
breakdown's launch durations come from the run's own Chrome traces. Per kernel: the
median per-launch duration of each, and the difference.

Profiling a kernel perturbs the kernels after it: a kernel that reads what others left in
L2 (or must write back their dirty lines) runs differently when ncu has stopped the GPU to
profile its predecessor. ``--isolate D`` (application replay) therefore times each kernel
again in an ncu process that profiles only kernels at least D+1 launches apart, and compares
with that; the every-kernel run stays in the table beside it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

from inductor_probe.analysis.trace import parse_trace
from inductor_probe.collect.ncu import TIME, launch_times_us, ncu_command, profile_module
from inductor_probe.run.manifest import read_manifest


def ncu_launches(
    module: Path,
    cache: Path,
    calls: int,
    tmp: Path,
    ncu: str,
    replay: str,
    names: list[str] | None = None,
    base: str = "demangled",
) -> list[tuple[str, float]]:
    """(ncu's kernel name, µs) per profiled launch; ``names``: profile only kernels with these names.

    ``base``: which name ncu prints and filters on: "demangled" (full signature) or "function"
    (the bare function name: short, and what the filter handles reliably).
    """
    tmp.mkdir(parents=True, exist_ok=True)
    only = ["--print-kernel-base", base]
    if names:
        only += ["--kernel-name-base", base, "-k", "regex:" + names_regex(names)]
    command = ncu_command(
        ncu, [TIME], cache_control="none", replay_mode=replay, extra=("--target-processes", "all", *only)
    )
    return launch_times_us(profile_module(command, module, cache=cache, tmp=tmp, calls=calls))


def names_regex(names: list[str]) -> str:
    """An anchored alternation matching exactly these names (only regex metacharacters escaped)."""
    special = set("\\^$.|?*+()[]{}")
    return "^(" + "|".join("".join("\\" + c if c in special else c for c in n) for n in names) + ")$"


def isolation_groups(sequence: list[str], distance: int) -> list[list[str]]:
    """Split a call's kernels into groups that ncu can profile without profiling a close neighbour.

    ``sequence``: kernel names of one call in launch order (calls run back to back, so the
    sequence wraps around). Two different kernels share a group only if none of their launches
    are within ``distance`` launches of each other. Greedy, in order of first launch.
    """
    n = len(sequence)
    pos: dict[str, list[int]] = {}
    for i, name in enumerate(sequence):
        pos.setdefault(name, []).append(i)

    def close(a: str, b: str) -> bool:
        return any(min(abs(i - j), n - abs(i - j)) <= distance for i in pos[a] for j in pos[b])

    groups: list[list[str]] = []
    for name in pos:
        for g in groups:
            if not any(close(name, other) for other in g):
                g.append(name)
                break
        else:
            groups.append([name])
    return groups


def _key(name: str) -> str:
    return name.split("(")[0].strip()


def pair_by_sequence(
    call_sequence: list[str], launches: list[tuple[str, float]]
) -> dict[str, list[float]] | None:
    """ncu launch i is kernel i mod L of one call (ncu and the trace demangle names differently).

    Returns None when the launch count or the Triton names do not line up.
    """
    n = len(call_sequence)
    if n == 0 or len(launches) % n:
        return None
    out: dict[str, list[float]] = {}
    for i, (ncu_name, dur) in enumerate(launches):
        name = call_sequence[i % n]
        if (name.startswith("triton_") or ncu_name.startswith("triton_")) and _key(ncu_name) != _key(name):
            return None
        out.setdefault(name, []).append(dur)
    return out


def isolated_launches(
    module: Path,
    cache: Path,
    calls: int,
    tmp: Path,
    ncu: str,
    sequence: list[str],
    launches: list[tuple[str, float]],
    distance: int,
) -> tuple[dict[str, list[float]], int]:
    """Per trace kernel name, ncu's durations with no other kernel within ``distance`` launches profiled.

    Profiling a kernel perturbs the next ones (they no longer find the caches as the model leaves
    them), so every kernel is timed again in an ncu process that profiles only its group of
    ``isolation_groups``. ``launches``: one ncu run of every kernel with function names
    (``base="function"``), paired with ``sequence`` position by position; the groups are made on
    those names, since ncu's filter selects every kernel that shares one (e.g. cutlass ``Kernel2``).
    Returns the durations and the number of ncu processes.
    """
    n = len(sequence)
    base = [launches[i][0] for i in range(n)]
    groups = isolation_groups(base, distance)
    out: dict[str, list[float]] = {}
    for gi, group in enumerate(groups):
        positions = [i for i in range(n) if base[i] in group]
        t0 = time.perf_counter()
        got = ncu_launches(
            module, cache, calls, tmp / f"group{gi}", ncu, "application", sorted(group), "function"
        )
        ok = len(got) == calls * len(positions) and all(
            name == base[positions[j % len(positions)]] for j, (name, _) in enumerate(got)
        )
        print(
            f"  group {gi + 1}/{len(groups)}: {len(group)} kernel names, {len(got)} launches profiled "
            f"({time.perf_counter() - t0:.0f} s){'' if ok else ' -- not the expected launches, dropped'}",
            file=sys.stderr,
            flush=True,
        )
        if not ok:
            continue
        for j, (_, dur) in enumerate(got):
            out.setdefault(sequence[positions[j % len(positions)]], []).append(dur)
    return out, len(groups)


def breakdown_launches(summary) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Per kernel name, the breakdown's time (``stream_us``) and execution of each launch (ncu times
    kernels only)."""
    rows_k = summary.rows[summary.rows["activity"] == "kernel"]
    prof: dict[str, list[float]] = {}
    execs: dict[str, list[float]] = {}
    for name, dur, ex in zip(rows_k["name"], rows_k["stream_us"], rows_k["dur_us"], strict=True):
        prof.setdefault(name, []).append(float(dur))
        execs.setdefault(name, []).append(float(ex))
    return prof, execs


def compare(
    run: Path,
    calls: int,
    min_us: float,
    ncu: str,
    replay: str,
    isolate: int | None = None,
    graphs: list[str] | None = None,
    done=None,
) -> list[dict]:
    """Rows per kernel; ``graphs``: only these labels; ``done(rows)`` after each graph (to save)."""
    m = read_manifest(run)
    cache = Path(m.cache.dir)
    rows = []
    for g in m.graphs:
        # the module on its own: the isolated view's trace (--isolated), or the tables' in a --steps 0 run
        trace = g.isolated_trace or (
            g.trace if g.breakdown is not None and g.breakdown.view != "step" else None
        )
        if g.device_type != "cuda" or trace is None or (graphs and g.label not in graphs):
            continue
        summary = parse_trace(run / trace, "cuda")
        prof, execs = breakdown_launches(summary)
        rows_k = summary.rows[summary.rows["activity"] == "kernel"]
        first = rows_k[rows_k["call"] == 0].sort_values("ts_us")["name"].tolist()
        tmp = run / "tmp" / f"ncu_{g.label}"
        t0 = time.perf_counter()
        launches = ncu_launches(
            run / g.module,
            cache,
            calls,
            tmp,
            ncu,
            replay,
            base="demangled" if isolate is None else "function",
        )
        print(
            f"{g.label}: every kernel profiled, {len(launches)} launches ({time.perf_counter() - t0:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
        ncu_by = pair_by_sequence(first, launches)
        matched_by = "sequence"
        if ncu_by is None:
            matched_by = "name"
            ncu_by = {}
            for name, dur in launches:
                ncu_by.setdefault(_key(name), []).append(dur)
        alone: dict[str, list[float]] = {}
        if isolate is not None:
            if matched_by != "sequence":
                raise RuntimeError(f"{g.label}: ncu's launches do not line up with the trace; cannot isolate")
            alone, processes = isolated_launches(
                run / g.module, cache, calls, tmp, ncu, first, launches, isolate
            )
            print(f"{g.label}: isolated timing in {processes} ncu processes", file=sys.stderr, flush=True)
        for name, durs in sorted(prof.items(), key=lambda kv: -statistics.median(kv[1])):
            ours = statistics.median(durs)
            theirs = ncu_by.get(name if matched_by == "sequence" else _key(name))
            every = statistics.median(theirs) if theirs else None
            ref = statistics.median(alone[name]) if alone.get(name) else None
            if isolate is None:
                ref = every
            rows.append(
                {
                    "graph": g.label,
                    "kernel": name,
                    "launches_per_call": len(durs) / summary.calls,
                    "breakdown_us": ours,
                    "exec_us": statistics.median(execs[name]),
                    "ncu_us": ref,
                    "ncu_every_kernel_us": every,
                    "diff_pct": None if ref is None else 100.0 * (ours - ref) / ref,
                    "checked": ref is not None and ref >= min_us,
                    "matched_by": matched_by,
                    "ncu_launches": len((alone.get(name) if isolate is not None else theirs) or []),
                    # per launch, for spreads and for pooling several runs (benchmarks/ncu_replicates.py)
                    "breakdown_launches_us": durs,
                    "ncu_launches_us": (alone.get(name) if isolate is not None else theirs) or [],
                    "ncu_every_kernel_launches_us": theirs or [],
                }
            )
        if done is not None:
            done(rows)
    return rows


def to_markdown(rows: list[dict], header: list[str], min_us: float) -> str:
    lines = header + [
        "",
        f"Kernels with an ncu median of at least {min_us:g} µs are checked against the 5% bound.",
        "",
        "| graph | kernel | launches/call | breakdown time µs (median/launch) | exec only µs | ncu µs "
        "(median/launch) | diff % | checked "
        "| ncu µs, every kernel profiled | diff % |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]

    def fmt(x, spec):
        return "-" if x is None else format(x, spec)

    for r in rows:
        every = r.get("ncu_every_kernel_us")
        d_every = None if every is None else 100.0 * (r["breakdown_us"] - every) / every
        lines.append(
            f"| {r['graph']} | `{r['kernel'][:90]}` | {r['launches_per_call']:g} | {r['breakdown_us']:.2f} "
            f"| {r['exec_us']:.2f} | "
            f"{fmt(r['ncu_us'], '.2f')} | {fmt(r['diff_pct'], '+.2f')} | {'yes' if r['checked'] else 'no'} | "
            f"{fmt(every, '.2f')} | {fmt(d_every, '+.2f')} |"
        )
    checked = [r for r in rows if r["checked"]]
    worst = max((abs(r["diff_pct"]) for r in checked), default=0.0)
    within = sum(abs(r["diff_pct"]) <= 5.0 for r in checked)
    lines += ["", f"**{within}/{len(checked)} checked kernels within 5%; worst |diff| {worst:.2f}%.**"]
    every = [(r, r.get("ncu_every_kernel_us")) for r in rows]
    every = [100.0 * (r["breakdown_us"] - e) / e for r, e in every if e is not None and e >= min_us]
    if any(r.get("ncu_every_kernel_us") != r["ncu_us"] for r in rows) and every:
        lines.append(
            f"Against the run that profiles every kernel: {sum(abs(d) <= 5.0 for d in every)}/{len(every)} "
            f"kernels of at least {min_us:g} µs within 5%; worst |diff| {max(map(abs, every)):.2f}%."
        )
    unmatched = [r["kernel"] for r in rows if r["ncu_us"] is None]
    if unmatched:
        lines.append(
            f"Not found in ncu's output (name mismatch): {len(unmatched)}: " + ", ".join(unmatched[:10])
        )
    return "\n".join(lines) + "\n"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("run")
    p.add_argument("--out", required=True)
    p.add_argument("--calls", type=int, default=5)
    p.add_argument("--min-us", type=float, default=10.0)
    p.add_argument("--ncu", default=os.environ.get("NCU", "ncu"))
    p.add_argument("--replay-mode", default="kernel", choices=["kernel", "application"])
    p.add_argument("--tag", default="", help="suffix for the output file names")
    p.add_argument(
        "--isolate",
        type=int,
        metavar="D",
        help="time each kernel again (application replay) in an ncu "
        "process that profiles no kernel within D launches of it, and compare with that",
    )
    p.add_argument("--graph", action="append", help="only this graph label (repeatable)")
    a = p.parse_args()
    run = Path(a.run).resolve()
    m = read_manifest(run)
    dev, ver = m.device, m.environment.versions
    bd_calls = m.graphs[0].breakdown.calls if m.graphs and m.graphs[0].breakdown else None
    header = [
        "# Breakdown per-kernel times vs Nsight Compute",
        "",
        f"GPU: {dev.name}, driver {dev.driver}; torch {ver and ver.torch}, triton {ver and ver.triton}; "
        f"model {Path(m.model.path).name} (backward: {m.model.backward}).",
        f"ncu: `--clock-control none --cache-control none --replay-mode {a.replay_mode} --metrics "
        f"gpu__time_duration.sum`, "
        f"{a.calls} calls of each compiled module; breakdown: {bd_calls} "
        "profiled calls (torch.profiler / CUPTI).",
    ]
    if a.isolate is not None:
        header.append(
            f"ncu µs: each kernel timed (application replay) in an ncu process that profiles no other "
            f"kernel within "
            f"{a.isolate} launches of it, so that it finds the caches as the model leaves them; the last "
            f"two columns: "
            f"the run above that profiles every kernel."
        )
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)

    def save(rows: list[dict]) -> str:
        (out / f"ncu_compare{a.tag}.json").write_text(json.dumps(rows, indent=1))
        md = to_markdown(rows, header, a.min_us)
        (out / f"ncu_compare{a.tag}.md").write_text(md)
        return md

    rows = compare(run, a.calls, a.min_us, a.ncu, a.replay_mode, a.isolate, a.graph, save)
    print(save(rows))
    checked = [r for r in rows if r["checked"]]
    return 0 if checked and all(abs(r["diff_pct"]) <= 5.0 for r in checked) else 1


if __name__ == "__main__":
    sys.exit(main())
