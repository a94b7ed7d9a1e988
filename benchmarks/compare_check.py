"""Issue 14's acceptance figures from saved compares and diffs (run by benchmarks/compare_gpu_check.sh).

    python -m benchmarks.compare_check same COMPARE_DIR...        # acceptance 1: overall within 1 +- 0.02
    python -m benchmarks.compare_check template COMPARE_DIR       # acceptance 2: template vs library kernel
    python -m benchmarks.compare_check diff DIFF_JSON SELF_JSON   # acceptance 3: what a one-op change lists

``template``: the matched pair with the most base time whose other side is a Triton matmul template
(``triton_tem_``) and whose base side a library kernel; the template is timed by ``inductor-probe
kernel NAME`` (its chosen config, warm L2); ``kernel`` does not re-run library kernels, so the
library kernel's ATen op is rebuilt from the shapes, strides and dtypes the default run's trace
recorded and timed by the tool's own timer (``inductor_probe.timer.measure``, warm L2, as ``kernel``
times a config). The ratio of the two is set beside compare's interleaved speedup of the pair.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

DTYPES = {"float": "float32", "c10::BFloat16": "bfloat16", "c10::Half": "float16", "double": "float64"}


def _load(d: Path) -> dict:
    return json.loads((d / "compare.json").read_text())


def _overall(c: dict) -> dict:
    return c["meta"].get("overall") or {}


def same(dirs: list[Path]) -> str:
    lines = [
        "| compare | overall speedup | band | within 1 +- 0.02 | band holds 1.00 | pairs | same kernel | "
        "same-name library pairs not marked | clock (MHz) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for d in dirs:
        c = _load(d)
        o = _overall(c)
        sp, lo, hi = o.get("speedup"), o.get("speedup_lo"), o.get("speedup_hi")
        ks = c["kernels"]
        lib_same_name = [
            k
            for k in ks
            if k["base_kernel"] == k["other_kernel"] and not k["base_kernel"].startswith("triton_")
        ]
        unmarked = [k["base_kernel"] for k in lib_same_name if not k.get("same_kernel")]
        clock = (c["meta"].get("interleaved") or {}).get("sm_clock_mhz") or {}
        lines.append(
            f"| {d.name} | {sp:.4f} | {lo:.4f}-{hi:.4f} | {abs(sp - 1) <= 0.02} | {lo <= 1.0 <= hi} | "
            f"{len(ks)} | "
            f"{sum(bool(k.get('same_kernel')) for k in ks)} | {len(unmarked)} | "
            f"{clock.get('min', '?')}-{clock.get('max', '?')} |"
        )
    return "\n".join(lines)


def _library_time_us(run: Path, kernel: str) -> tuple[float, str]:
    """The library kernel's ATen op rebuilt from the run's trace and timed warm (median µs)."""
    import torch

    from inductor_probe.analysis.step import parse_step_trace
    from inductor_probe.run.manifest import open_run
    from inductor_probe.timer import measure

    m = open_run(run).manifest
    trace = run / m.step.profiled.trace
    trace = trace if trace.exists() else Path(f"{trace}.gz")
    rows = parse_step_trace(trace, "cuda", m.step.profiled.steps).rows
    row = rows[rows["name"] == kernel].iloc[0]
    op, args = row["op"], row["op_args"]
    dims, types = args["Input Dims"], args["Input type"]
    strides = args.get("Input Strides") or [None] * len(dims)
    tensors = []
    for d, t, s in zip(dims, types, strides, strict=False):
        if not d and t not in DTYPES:
            tensors.append(None)
            continue
        dtype = getattr(torch, DTYPES.get(t, "float32"))
        x = (
            torch.empty_strided(d, s, dtype=dtype, device="cuda")
            if s
            else torch.empty(d, dtype=dtype, device="cuda")
        )
        tensors.append(x.normal_())
    fn = {
        "aten::mm": lambda: torch.mm(tensors[0], tensors[1]),
        "aten::addmm": lambda: torch.addmm(tensors[0], tensors[1], tensors[2]),
        "aten::bmm": lambda: torch.bmm(tensors[0], tensors[1]),
    }[op]
    r = measure(fn, cache="warm", budget_s=0.5)
    return r.median_us, f"{op} {dims} {types}"


def template(d: Path) -> str:
    c = _load(d)
    base, other = c["base"], c["other"]
    runs = c["meta"]["runs"]
    pairs = [
        k
        for k in c["kernels"]
        if k["other_kernel"].startswith("triton_tem") and not k["base_kernel"].startswith("triton_")
    ]
    if not pairs:
        return (
            f"no library kernel of {base} was replaced by a Triton template in {other}: "
            "acceptance 2 not reachable with this model"
        )
    k = max(pairs, key=lambda p: p["base_time_us"])
    out = subprocess.run(
        [sys.executable, "-m", "inductor_probe", "kernel", k["other_kernel"], "--run", runs[other]],
        capture_output=True,
        text=True,
        check=False,
    )
    (d / "kernel_template.txt").write_text(out.stdout + out.stderr)
    rep = json.loads((Path(runs[other]) / "rebench" / k["other_kernel"] / "result.json").read_text())
    chosen = rep["variants"]["generated"]["chosen"]
    tem_us = chosen["warm"]["median_us"]
    lib_us, what = _library_time_us(Path(runs[base]), k["base_kernel"])
    ratio = lib_us / tem_us
    agree = abs(k["speedup"] / ratio - 1) * 100
    return "\n".join(
        [
            f"pair: {k['base_kernel']} ({base}, {what}) -> {k['other_kernel']} ({other}), "
            f"matched by {k['match_by']}",
            f"compare (interleaved, in the model): {k['base_time_us']:.2f} us vs "
            f"{k['other_time_us']:.2f} us, "
            f"speedup {k['speedup']:.4f} (band {k['speedup_lo']:.4f}-{k['speedup_hi']:.4f}, {k['verdict']})",
            f"on their own (warm L2): library {lib_us:.2f} us (tool's timer on the ATen op), "
            f"template {tem_us:.2f} us "
            f"(`kernel {k['other_kernel']}`, config {chosen.get('config')}): ratio {ratio:.4f}",
            f"agreement: {agree:.2f}% (acceptance: within 3%)",
        ]
    )


def diff(diff_json: Path, self_json: Path) -> str:
    d = json.loads(diff_json.read_text())
    s = json.loads(self_json.read_text())
    lines = ["one-op change (B = A with one op changed):"]
    for u in d["unmatched"]:
        lines.append(
            f"  {'removed' if u['side'] == d['base'] else 'added'}: {u['graph']} {u['kernel']} "
            f"({u['time_us']:.2f} us)"
        )
    changed = [k for k in d["kernels"] if k.get("verdict") in ("faster", "slower")]
    for k in changed:
        lines.append(
            f"  changed ({k['verdict']}): {k['base_kernel']} -> {k['other_kernel']} {k['speedup']:.3f}"
        )
    lines.append(f"  matched and unchanged: {len(d['kernels']) - len(changed)} of {len(d['kernels'])}")
    lines.append(f"  environment differences: {d['meta'].get('environment_diff')}")
    lines.append(
        f"run against itself: {len(s['unmatched'])} added/removed, "
        f"{sum(k.get('verdict') in ('faster', 'slower') for k in s['kernels'])} changed, "
        f"overall {s['meta']['overall']}"
    )
    return "\n".join(lines)


def recompute(d: Path) -> None:
    """A saved compare's comparison again, with this version of the tool, from its two runs (their
    tables re-analysed from their traces) and its interleaved trace: what `compare` would write now."""
    from dataclasses import replace

    from inductor_probe import workflows
    from inductor_probe._util import write_json
    from inductor_probe.analysis.compare import Comparison, compare_manifests
    from inductor_probe.analysis.interleave import apply_interleaved
    from inductor_probe.analysis.step import parse_step_trace
    from inductor_probe.run.manifest import open_run

    old = Comparison.from_dict(_load(d))
    a, b = (workflows.reanalyse(open_run(d / n)) for n in (old.base_name, old.other_name))
    comp = compare_manifests(a.manifest, b.manifest, old.base_name, old.other_name, runs=(a.path, b.path))
    result = json.loads((d / "interleaved" / "result.json").read_text())
    trace = d / "interleaved" / "trace.json.gz"
    summary = parse_step_trace(trace, "cuda", len(result["order"]))
    comp = apply_interleaved(comp, a.manifest, b.manifest, summary, result)
    comp = replace(
        comp,
        meta={
            **comp.meta,
            "out_dir": str(d),
            "runs": {n: str(d / n) for n in (old.base_name, old.other_name)},
        },
    )
    write_json(d / "compare.json", comp.to_dict())


def main(argv: list[str]) -> int:
    what, *rest = argv
    if what == "recompute":
        for d in rest:
            recompute(Path(d))
    elif what == "same":
        print(same([Path(x) for x in rest]))
    elif what == "template":
        print(template(Path(rest[0])))
    else:
        print(diff(Path(rest[0]), Path(rest[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
