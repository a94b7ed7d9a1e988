"""What the HTML tests share: the recorded runs they open, a comparison with the columns of a measured
compare filled in, a kernel report with three variants, a run of 500 kernels, and the counts of
charts each page must draw (counted from the data, not from the page's own description). The
fixtures are in conftest.py."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path

import pytest

from inductor_probe.analysis.compare_rows import CompareMeta

DATA = Path(__file__).resolve().parents[2] / "data"
ROOT = DATA.parents[1]
# The recorded GPU runs the tests open: every run directory of tests/data (one recorded later joins by
# being there): runs before kernel insight, with it, step views, scripts, CUDA graphs.
GPU_RUNS = sorted(p.name for p in DATA.glob("h[12]00_*") if (p / "run.json").is_file()) + sorted(
    f"h100_memory/{p.name}" for p in (DATA / "h100_memory").glob("*") if (p / "run.json").is_file()
)


def expected_run_charts(m: dict) -> dict:
    """The charts a run's page draws, by kind, from its manifest: the step (a stacked bar and its
    categories), per graph with tables a category chart; on a GPU run with insight the roofline
    (kernels with FLOPs) and the bandwidth chart (kernels without)."""
    kinds = {"stack": 0, "bars": 0, "roofline": 0}
    if m.get("step"):
        kinds["stack"] += 1
        kinds["bars"] += 1
        if (m["step"].get("memory") or {}).get("timeline"):
            kinds["timeline"] = 1
    graphs = [g for g in m["graphs"] if g.get("breakdown")]
    kinds["bars"] += len(graphs)
    job = m.get("job") or {}
    cs = job.get("collectives") or []
    if (
        m.get("ranks")
        and any(c.get("at_ms") is not None for c in cs)
        and not any(c.get("clock_note") for c in cs)
    ):
        kinds["lanes"] = 1  # the collectives on one time axis
    insight = [d for g in graphs for d in g["breakdown"].get("insight") or ()]
    if m["environment"]["device"]["type"] == "cuda":
        if any(d.get("flops") and d.get("tflops") and d.get("intensity") for d in insight):
            kinds["roofline"] += 1
        if any(not d.get("flops") and d.get("gbps") for d in insight):
            kinds["bars"] += 1
    return {k: v for k, v in kinds.items() if v}


def extended(comp):
    """``comp`` with what a measured compare / diff adds (issue 14's contract): per kernel the
    same-kernel mark, a noise band and a verdict; per category a band and a verdict; per graph a
    speedup with its band; the environment's differences, interleaving and the noise floor."""
    k = comp.kernels
    same = (k["base_kernel"] == k["other_kernel"]) & k["category"].isin(["extern_mm", "attention"])
    lo, hi = k["speedup"] * 0.97, k["speedup"] * 1.03
    verdict = [
        "no difference beyond noise" if a <= 1 <= b else ("faster" if a > 1 else "slower")
        for a, b in zip(lo, hi, strict=True)
    ]
    c = comp.categories
    return replace(
        comp,
        kernels=k.assign(same_kernel=same, speedup_lo=lo, speedup_hi=hi, verdict=verdict),
        categories=c.assign(speedup_lo=c["speedup"] * 0.98, speedup_hi=c["speedup"] * 1.02, verdict="faster"),
        totals={
            g: replace(t, speedup=1.006, speedup_lo=0.995, speedup_hi=1.017) for g, t in comp.totals.items()
        },
        meta=CompareMeta.read(
            {
                **comp.meta.write(),
                **_EXTRA_META,
                "interleaved": {
                    **_EXTRA_META["interleaved"],
                    "wall_ms": {comp.base_name: 21.359, comp.other_name: 21.073},
                    "cache": {comp.base_name: {"inductor.fxgraph_cache_hit": 4}},
                },
            },
            comp.base_name,
            comp.other_name,
        ),
    )


_EXTRA_META = dict(
    environment_diff=[
        {"what": "torch", "base": "2.11.0+cu130", "other": "2.12.0+cu130"},
        {"what": "Inductor max_autotune", "base": False, "other": True},
    ],
    # the shapes `compare` writes (a recorded H100 compare.json's meta)
    interleaved={
        "pairs": 10,
        "block_steps": 3,
        "order": "ABBAABBAABBAABBAABBA",
        "wall_speedup": 1.0136,
        "same_graphs": False,
        "sm_clock_mhz": {"min": 1980, "median": 1980.0, "max": 1980},
        "clock_moved": False,
        "slowdown_reasons": [],
    },
    noise_floor={"kernels": 42, "time_share_pct": 99.5, "mean_move_pct": 0.236, "max_move_pct": 13.4},
    drift_pct=0.236,
    overall={"speedup": 0.9944, "speedup_lo": 0.9902, "speedup_hi": 0.9981, "verdict": "slower"},
)


def _comparisons():
    """(the recorded default vs max-autotune transformer compared, the same with the extra columns)."""
    from inductor_probe.analysis.compare import compare_manifests
    from inductor_probe.run.manifest import read_manifest

    comp = compare_manifests(
        read_manifest(DATA / "h100_transformer"), read_manifest(DATA / "h100_transformer_max_autotune")
    )
    return comp, extended(comp)


def expected_compare_charts(comp) -> int:
    """The per-graph totals, and per graph its categories and (when it has any) its matched kernels."""
    return 1 + sum(1 + int((comp.kernels["graph"] == g).any()) for g in comp.graphs)


def _kernel_report():
    """``kernel --autotune``'s report of the H100 reduction (recorded, generated variant), with a
    max-autotune variant that has a failed config and a coordinate-descent variant whose chosen config
    is none of the compiled ones."""
    from inductor_probe.analysis.kernels import KernelRef, KernelReport
    from inductor_probe.run.artifacts import KernelInfo
    from inductor_probe.run.tables import KernelRow

    d = json.loads((ROOT / "benchmarks" / "results" / "kernel_generated_h100.json").read_text())
    k = d["kernel"]
    ref = KernelRef(
        k["name"],
        k["graph"],
        k["category"],
        Path(k["kernel_file"]),
        KernelInfo.from_dict(k["info"]),
        KernelRow.from_dict(k["breakdown_row"]),
    )
    gen = d["variants"]["generated"]
    slow = copy.deepcopy(gen["configs"][0])
    slow.update(config="XBLOCK 64, R0_BLOCK 64, num_warps 2, num_stages 1")
    slow["cold"] = dict(slow["cold"], median_us=1079.46, iqr_us=2.2)
    slow["warm"] = dict(slow["warm"], median_us=1083.9, iqr_us=2.8)
    failed = {"config": "XBLOCK 8, R0_BLOCK 2048, num_warps 16, num_stages 1", "status": "failed"}
    failed["error"] = "out of resource: shared memory, Required: 262144, Hardware limit: 232448"
    ma = dict(copy.deepcopy(gen), configs=gen["configs"] + [slow, failed])
    ma["speedup"] = {"speedup": 0.999, "low": 0.990, "high": 1.009}
    cd = copy.deepcopy(gen)
    cold = dict(cd["chosen"]["cold"], median_us=107.51, iqr_us=0.48)
    cd["chosen"] = dict(
        cd["chosen"], config="XBLOCK 1, R0_BLOCK 1024, num_warps 16", in_compiled=False, cold=cold
    )
    cd["speedup"] = {"speedup": 1.082, "low": 1.075, "high": 1.089}
    from inductor_probe.run.timings import KernelRerun

    # the H100's recorded result, read through its typed record
    result = KernelRerun.from_dict(
        {
            "variants": {"generated": gen, "max-autotune": ma, "max-autotune+coordesc": cd},
            "verdict": d["verdict"],
        }
    )
    return KernelReport(ref, result, d["peak_mem_gbps"])


def synthetic_run(root: Path, kernels: int = 500) -> Path:
    """A run directory like the recorded transformer with insight, each graph's kernel table (and
    insight) repeated with new names until the run has ``kernels`` kernels."""
    m = json.loads((DATA / "h100_insight_transformer" / "run.json").read_text())
    graphs = [g for g in m["graphs"] if g.get("breakdown")]
    per = kernels // len(graphs)
    for gi, g in enumerate(graphs):
        bd = g["breakdown"]
        rows, insight = bd["kernels"], {d["name"]: d for d in bd["insight"]}
        n = per + (kernels - per * len(graphs) if gi == 0 else 0)
        new_rows, new_insight = [], []
        for i in range(n):
            r = dict(rows[i % len(rows)])
            d = dict(insight.get(r["name"]) or {"name": r["name"]})
            scale = 1.0 + 0.37 * ((i * 7919) % 101) / 100
            r["name"] = d["name"] = f"{r['name']}_{i}"
            r["time_us"] *= scale
            for key in ("tflops", "gbps"):
                if d.get(key):
                    d[key] /= scale
            new_rows.append(r)
            new_insight.append(d)
        bd["kernels"] = sorted(new_rows, key=lambda r: -r["time_us"])
        bd["insight"] = new_insight
    run = root / "run500"
    run.mkdir(parents=True)
    (run / "run.json").write_text(json.dumps(m))
    return run


# Fixtures of the HTML tests, imported by their modules (a conftest.py here would shadow tests/conftest.py
# for the modules that import from it).
@pytest.fixture(scope="session", name="comparisons")
def comparisons_fixture():
    return _comparisons()


@pytest.fixture(scope="session", name="kernel_report")
def kernel_report_fixture():
    return _kernel_report()
