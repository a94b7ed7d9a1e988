"""``compare``: the same model compiled twice (default, max-autotune), broken down, side by side.

Kernels are matched per graph: first by identical name, then, for generated kernels whose
names differ between the two compiles, by the source nodes and ATen ops they fuse. A kernel
matched by neither is listed as unmatched on its side, never dropped.
"""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

import pandas as pd

from inductor_probe import rundir
from inductor_probe.errors import ProbeError

CATEGORY_COLUMNS = ["graph", "category", "base_ms", "other_ms", "speedup"]
KERNEL_COLUMNS = ["graph", "base_kernel", "other_kernel", "match_by", "category", "base_us", "other_us", "speedup"]
UNMATCHED_COLUMNS = ["graph", "side", "kernel", "category", "time_us"]


@dataclass(frozen=True)
class Comparison:
    base_name: str
    other_name: str
    categories: pd.DataFrame
    kernels: pd.DataFrame
    unmatched: pd.DataFrame
    totals: dict  # per graph and side: breakdown kernel total vs this comparison's total (ms)

    def to_dict(self) -> dict:
        rec = lambda df: json.loads(df.to_json(orient="records"))  # noqa: E731
        return {"base": self.base_name, "other": self.other_name, "categories": rec(self.categories),
                "kernels": rec(self.kernels), "unmatched": rec(self.unmatched), "totals": self.totals}  # fmt: skip


def origin_key(info: dict | None):
    """What a generated kernel computes, independent of its name: its source nodes and ATen ops."""
    if not info or not (info.get("source_nodes") or info.get("aten_ops")):
        return None
    return (info.get("kind"), frozenset(info.get("source_nodes") or ()), frozenset(info.get("aten_ops") or ()))


def _graph_tables(manifest: dict) -> dict[str, tuple[list[dict], dict[str, dict]]]:
    out = {}
    for g in manifest.get("graphs", []):
        rows = (g.get("breakdown") or {}).get("kernels", [])
        out[g["label"]] = (rows, {k["name"]: k for k in g.get("kernels", [])})
    return out


def _ratio(a, b):
    return a / b if a and b else None


def compare_manifests(base: dict, other: dict, base_name: str = "default", other_name: str = "max-autotune") -> Comparison:
    bt, ot = _graph_tables(base), _graph_tables(other)
    kernels, unmatched, cats, totals = [], [], [], {}
    for label in list(bt) + [lb for lb in ot if lb not in bt]:
        brows, binfo = bt.get(label, ([], {}))
        orows, oinfo = ot.get(label, ([], {}))
        left = {r["name"]: r for r in orows}
        for r in brows:  # 1) the same name
            o = left.pop(r["name"], None)
            if o is not None:
                kernels.append(_pair(label, r, o, "name"))
        matched_base = {k["base_kernel"] for k in kernels if k["graph"] == label}
        by_origin: dict = {}
        for name, o in left.items():
            key = origin_key(oinfo.get(name))
            if key is not None:
                by_origin.setdefault(key, []).append(o)
        for r in brows:  # 2) the same fused origin
            if r["name"] in matched_base:
                continue
            cands = by_origin.get(origin_key(binfo.get(r["name"])) or ("none",), [])
            if cands:
                o = cands.pop(0)
                left.pop(o["name"], None)
                kernels.append(_pair(label, r, o, "origin"))
                matched_base.add(r["name"])
            else:
                unmatched.append({"graph": label, "side": base_name, "kernel": r["name"],
                                  "category": r["category"], "time_us": r["time_us"]})  # fmt: skip
        for o in left.values():
            unmatched.append({"graph": label, "side": other_name, "kernel": o["name"],
                              "category": o["category"], "time_us": o["time_us"]})  # fmt: skip
        bsum = _category_sums(brows)
        osum = _category_sums(orows)
        for c in sorted(set(bsum) | set(osum), key=lambda c: -(bsum.get(c, 0.0))):
            b, o = bsum.get(c, 0.0), osum.get(c, 0.0)
            cats.append({"graph": label, "category": c, "base_ms": b / 1e3, "other_ms": o / 1e3, "speedup": _ratio(b, o)})
        totals[label] = {
            base_name: {"breakdown_ms": _bd_total(base, label), "compare_ms": sum(bsum.values()) / 1e3},
            other_name: {"breakdown_ms": _bd_total(other, label), "compare_ms": sum(osum.values()) / 1e3},
        }
    return Comparison(
        base_name,
        other_name,
        pd.DataFrame(cats, columns=CATEGORY_COLUMNS),
        pd.DataFrame(kernels, columns=KERNEL_COLUMNS),
        pd.DataFrame(unmatched, columns=UNMATCHED_COLUMNS),
        totals,
    )


def _pair(label: str, b: dict, o: dict, how: str) -> dict:
    return {"graph": label, "base_kernel": b["name"], "other_kernel": o["name"], "match_by": how,
            "category": b["category"] if b["category"] == o["category"] else f"{b['category']}->{o['category']}",
            "base_us": b["time_us"], "other_us": o["time_us"], "speedup": _ratio(b["time_us"], o["time_us"])}  # fmt: skip


def _category_sums(rows: list[dict]) -> dict[str, float]:
    out: dict[str, float] = {}
    for r in rows:
        out[r["category"]] = out.get(r["category"], 0.0) + (r["time_us"] or 0.0)
    return out


def _bd_total(manifest: dict, label: str) -> float | None:
    for g in manifest.get("graphs", []):
        if g["label"] == label and g.get("breakdown"):
            return g["breakdown"]["kernel_time_ms"]
    return None


def run_compare(opts, progress: Callable[[str], None]) -> tuple[Path, dict, dict, Comparison]:
    """Two breakdowns of ``opts.model`` (a BreakdownOptions), each compiled from a fresh cache."""
    from inductor_probe.pipeline import run_breakdown

    model = Path(opts.model)
    out = Path(opts.out) if opts.out else rundir.DEFAULT_ROOT / f"{_dt.datetime.now():%Y%m%d-%H%M%S}-compare-{model.stem}"
    manifests = {}
    for i, mode in enumerate(("default", "max-autotune"), 1):
        note = " (autotuning can take minutes)" if mode != "default" else ""
        tag = f"[{i}/2] {mode}{note}"
        progress(f"{tag}: ...")
        sub = replace(opts, out=str(out / mode), mode=mode, fresh_cache=True, cache_dir=None)
        try:
            _, manifests[mode] = run_breakdown(sub, lambda msg, tag=tag: progress(f"{tag}: {msg}"))
        except ProbeError as e:
            if manifests:
                e.message = f"{e.message}; the default compile's breakdown is kept in {out / 'default'}"
            raise
    comp = compare_manifests(manifests["default"], manifests["max-autotune"])
    (out / "compare.json").write_text(json.dumps(comp.to_dict(), indent=1))
    return out.resolve(), manifests["default"], manifests["max-autotune"], comp
