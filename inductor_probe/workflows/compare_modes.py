"""``compare``: ``breakdown`` twice (default, max-autotune), each from a fresh cache -> kernels paired."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from inductor_probe._util import write_json
from inductor_probe.analysis.compare import Comparison, compare_manifests
from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.run import layout
from inductor_probe.run.manifest import (
    Run,
)
from inductor_probe.workflows.model_run import BreakdownOptions, Progress, breakdown

COMPARE_MODES = ("default", "max-autotune")


def compare(opts: BreakdownOptions, progress: Progress) -> tuple[Path, Comparison]:
    """Two breakdowns of ``opts``: ``default`` then ``max-autotune``.

    Each compiles from its own fresh cache inside ``<out>/<mode>/`` (no autotuning result is
    shared); ``<out>/compare.json`` holds the comparison. If the second compile fails, the
    first's run directory stays and the error says where.
    """
    checked = layout.check_out(opts.out)
    out = checked if checked is not None else layout.default_out(Path(opts.model).stem, kind="compare")
    for mode in COMPARE_MODES:
        if (out / mode).exists():
            raise ProbeError(
                f"{out / mode} already exists; give compare a new --out DIR "
                "(each side must compile from a fresh cache)",
                USAGE,
            )
    runs: dict[str, Run] = {}
    for i, mode in enumerate(COMPARE_MODES, 1):
        tag = f"[{i}/{len(COMPARE_MODES)}] {mode}"
        note = " (autotuning can take minutes)" if mode != "default" else ""
        progress(f"{tag}{note}: compiling from a fresh cache into {out / mode}")
        sub = replace(opts, out=str(out / mode), mode=mode, fresh_cache=True, cache_dir=None)
        try:
            runs[mode] = breakdown(sub, lambda msg, tag=tag: progress(f"{tag}: {msg}"))
        except ProbeError as e:
            if runs:
                kept = out / COMPARE_MODES[0]
                e.message = (
                    f"{mode} compile failed: {e.message}; the {COMPARE_MODES[0]} breakdown is kept in "
                    f"{kept} (`inductor-probe report --run {kept}`)"
                )
            raise
    base, other = COMPARE_MODES
    comp = compare_manifests(runs[base].manifest, runs[other].manifest, base, other)
    comp = replace(
        comp,
        meta={
            **comp.meta,
            "out_dir": str(out.resolve()),
            "runs": {m: str(runs[m].path) for m in COMPARE_MODES},
        },
    )
    write_json(out / "compare.json", comp.to_dict())
    return out.resolve(), comp
