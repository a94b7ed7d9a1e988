"""Why does ncu time one kernel of a compiled module differently from the breakdown?

    python -m benchmarks.ncu_kernel_study RUN --graph g0_backward --kernel REGEX --out DIR

For the kernels of one graph whose names match REGEX, runs the graph's compiled module
(the breakdown's own profile child, several calls) under ncu in application replay with
clocks left alone, in several variants:

- ``none``: ``--cache-control none``, gpu__time_duration only (as benchmarks/ncu_compare.py);
- ``none+mem``: the same plus DRAM bytes read/written and the L2 hit rate of the kernel;
- ``all``: ``--cache-control all`` (L2 flushed before the kernel), gpu__time_duration;
- ``all+mem``: flushed, with the memory metrics.

Writes DIR/ncu_kernel_study.json (every launch's values) and DIR/ncu_kernel_study.md
(per kernel and variant, medians), saving after every variant.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from inductor_probe.collect.ncu import csv_rows, metric_value, ncu_command, profile_module
from inductor_probe.run.manifest import read_manifest

TIME = "gpu__time_duration.sum"
MEM = ["dram__bytes_read.sum", "dram__bytes_write.sum", "lts__t_sector_hit_rate.pct"]
VARIANTS = {
    "none": ("none", [TIME]),
    "none+mem": ("none", [TIME] + MEM),
    "all": ("all", [TIME]),
    "all+mem": ("all", [TIME] + MEM),
}


def run_ncu(
    module: Path,
    cache: Path,
    tmp: Path,
    regex: str,
    cache_control: str,
    metrics: list[str],
    calls: int,
    ncu: str,
) -> list[dict]:
    """One ncu process; a dict per profiled launch: kernel name and metric values (time in µs, bytes
    in MB)."""
    tmp.mkdir(parents=True, exist_ok=True)
    command = ncu_command(
        ncu,
        metrics,
        kernel_regex=regex,
        cache_control=cache_control,
        replay_mode="application",
        extra=("--target-processes", "all"),
    )
    rows = csv_rows(profile_module(command, module, cache=cache, tmp=tmp, calls=calls))
    launches: dict[str, dict] = {}
    for row in rows:
        metric, value = row["Metric Name"], metric_value(row)
        if value is not None and metric.startswith("dram__bytes"):
            value *= 1e-6  # MB here
        d = launches.setdefault(row["ID"], {"kernel": row["Kernel Name"].split("(")[0]})
        d[metric] = value
    return list(launches.values())


def analyse(study: dict) -> str:
    env = study.get("environment", {})
    dev, ver = env.get("device") or {}, env.get("versions") or {}
    lines = [
        "# One kernel under Nsight Compute: warm vs flushed L2",
        "",
        f"GPU: {dev.get('name')}, driver {dev.get('driver')}; torch {ver.get('torch')}, triton "
        f"{ver.get('triton')}.",
        f"Graph {study['graph']}, kernels matching `{study['regex']}`, {study['calls']} calls per ncu "
        f"process; "
        "ncu `--clock-control none --replay-mode application`, cache control per variant.",
        "",
        "| kernel | variant | launches | gpu__time_duration µs (median, min..max) | DRAM read MB | DRAM "
        "write MB | L2 hit % |",
        "|---|---|---|---|---|---|---|",
    ]
    names = sorted({x["kernel"] for v in study["variants"].values() for x in v["launches"]})
    for name in names:
        for variant, v in study["variants"].items():
            xs = [x for x in v["launches"] if x["kernel"] == name]
            if not xs:
                continue
            t = [x[TIME] for x in xs]

            def med(metric, xs=xs):
                vals = [x[metric] for x in xs if metric in x]
                return f"{statistics.median(vals):.1f}" if vals else "-"

            lines.append(
                f"| `{name[:70]}` | {variant} | {len(xs)} | {statistics.median(t):.2f} "
                f"({min(t):.2f}..{max(t):.2f}) | "
                f"{med(MEM[0])} | {med(MEM[1])} | {med(MEM[2])} |"
            )
    return "\n".join(lines) + "\n"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("run")
    p.add_argument("--graph", required=True)
    p.add_argument("--kernel", required=True, help="regex on kernel names (ncu -k regex:)")
    p.add_argument("--out", required=True)
    p.add_argument("--calls", type=int, default=5)
    p.add_argument("--variants", default=",".join(VARIANTS), help=f"comma list of {list(VARIANTS)}")
    p.add_argument("--ncu", default="ncu")
    a = p.parse_args()
    run, out = Path(a.run).resolve(), Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    m = read_manifest(run)
    graph = m.graph(a.graph)
    if graph is None:
        p.error(f"no graph {a.graph!r} in {run} (graphs: {', '.join(m.labels)})")
    study = {
        "environment": m.environment.to_dict(),
        "graph": a.graph,
        "regex": a.kernel,
        "calls": a.calls,
        "variants": {},
    }
    for variant in a.variants.split(","):
        cache_control, metrics = VARIANTS[variant]
        t0 = time.perf_counter()
        launches = run_ncu(
            run / graph.module,
            Path(m.cache.dir),
            out / "tmp" / variant,
            a.kernel,
            cache_control,
            metrics,
            a.calls,
            a.ncu,
        )
        study["variants"][variant] = {
            "cache_control": cache_control,
            "metrics": metrics,
            "launches": launches,
        }
        (out / "ncu_kernel_study.json").write_text(json.dumps(study, indent=1))
        print(f"{variant}: {len(launches)} launches ({time.perf_counter() - t0:.0f} s)", flush=True)
    md = analyse(study)
    (out / "ncu_kernel_study.md").write_text(md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
