"""Pairing the kernels of two runs (``compare``: the same model compiled default and max-autotune).

Per graph (matched by label, e.g. ``g0_forward``), the kernels of the two breakdown tables
are paired, each at most once::

    1. same name, unless both are generated kernels that fuse different things
    2. same origin: generated kernels (names may differ between compiles) whose source nodes
       and ATen ops (order ignored) are equal; several with one origin pair in module order
    3. same name, whatever they fuse (what step 1 held back and step 2 did not pair)
    library kernels (no KernelInfo) have no origin: they pair by name only

A kernel paired by none is listed as unmatched on its side, never dropped, so every kernel
of either side appears exactly once and each side's category totals are its breakdown total.
``speedup`` is base time / other time (above 1: the other compile is faster).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.manifest import GraphEntry, Manifest, records

COMPARE_SCHEMA = 1
CATEGORY_COLUMNS = ["graph", "category", "base_time_ms", "other_time_ms", "speedup"]
KERNEL_COLUMNS = [
    "graph",
    "base_kernel",
    "other_kernel",
    "match_by",
    "category",
    "base_time_us",
    "other_time_us",
    "speedup",
]
UNMATCHED_COLUMNS = ["graph", "side", "kernel", "category", "time_us"]


@dataclass(frozen=True)
class Comparison:
    base_name: str
    other_name: str
    categories: pd.DataFrame  # per graph and category: time per call on each side
    kernels: pd.DataFrame  # matched pairs, per graph by base time
    unmatched: pd.DataFrame  # kernels only one side has (side = base_name or other_name)
    totals: dict  # {graph: {side: {"breakdown_ms": .., "compare_ms": ..}}}
    meta: dict = field(default_factory=dict)  # model, device, run directories

    @property
    def graphs(self) -> list[str]:
        return list(self.totals)

    def to_dict(self) -> dict:
        return {
            "schema": COMPARE_SCHEMA,
            "base": self.base_name,
            "other": self.other_name,
            "meta": self.meta,
            "totals": self.totals,
            "categories": records(self.categories),
            "kernels": records(self.kernels),
            "unmatched": records(self.unmatched),
        }

    @classmethod
    def from_dict(cls, d: dict) -> Comparison:
        if d.get("schema") != COMPARE_SCHEMA:
            raise ProbeError(
                f"compare data has schema {d.get('schema')!r}, this tool reads {COMPARE_SCHEMA}; "
                "run `inductor-probe compare` again",
                USAGE,
            )
        return cls(
            d["base"],
            d["other"],
            pd.DataFrame(d["categories"], columns=CATEGORY_COLUMNS),
            pd.DataFrame(d["kernels"], columns=KERNEL_COLUMNS),
            pd.DataFrame(d["unmatched"], columns=UNMATCHED_COLUMNS),
            d["totals"],
            d.get("meta") or {},
        )


def origin_key(info: KernelInfo | None):
    """What a generated kernel computes, independent of its name: its source nodes and ATen ops."""
    if info is None or not (info.source_nodes or info.aten_ops):
        return None
    return (info.kind, frozenset(info.source_nodes), frozenset(info.aten_ops))


def ratio(a, b):
    """a / b, or None when either is missing or zero."""
    return a / b if a and b else None


def _pair(label: str, b: dict, o: dict, how: str) -> dict:
    cat = b["category"] if b["category"] == o["category"] else f"{b['category']}->{o['category']}"
    return {
        "graph": label,
        "base_kernel": b["name"],
        "other_kernel": o["name"],
        "match_by": how,
        "category": cat,
        "base_time_us": b["time_us"],
        "other_time_us": o["time_us"],
        "speedup": ratio(b["time_us"], o["time_us"]),
    }


def _by_origin(left: dict[str, dict], infos: list[KernelInfo]) -> dict:
    """Unpaired generated kernels grouped by origin, in module order."""
    groups: dict = {}
    for info in infos:
        key = origin_key(info)
        if key is not None and info.name in left:
            groups.setdefault(key, []).append(info.name)
    return groups


def _rows(graph: GraphEntry | None) -> list[dict]:
    return graph.breakdown.kernel_rows() if graph is not None and graph.breakdown is not None else []


def match_graph(
    label: str, base: GraphEntry | None, other: GraphEntry | None
) -> tuple[list[dict], list[tuple[str, dict]]]:
    """Pair the kernels of one graph of each manifest; returns (pairs, [(side, row) unpaired])."""
    brows = {r["name"]: r for r in _rows(base)}
    orows = {r["name"]: r for r in _rows(other)}
    binfos, oinfos = (base.kernels if base else []), (other.kernels if other else [])
    bkey = {k.name: origin_key(k) for k in binfos}
    okey = {k.name: origin_key(k) for k in oinfos}
    pairs = []
    for name in list(brows):  # 1) same name, unless two generated kernels fuse different things
        ka, kb = bkey.get(name), okey.get(name)
        if name in orows and (ka is None or kb is None or ka == kb):
            pairs.append(_pair(label, brows.pop(name), orows.pop(name), "name"))
    ogroups = _by_origin(orows, oinfos)
    for key, names in _by_origin(brows, binfos).items():  # 2) same origin, in module order
        for bn, on in zip(names, ogroups.get(key, []), strict=False):
            pairs.append(_pair(label, brows.pop(bn), orows.pop(on), "origin"))
    for name in [n for n in brows if n in orows]:  # 3) same name, different origin
        pairs.append(_pair(label, brows.pop(name), orows.pop(name), "name"))
    return pairs, [("base", r) for r in brows.values()] + [("other", r) for r in orows.values()]


def _category_sums(graph: GraphEntry | None) -> dict[str, float]:
    out: dict[str, float] = {}
    for r in _rows(graph):
        out[r["category"]] = out.get(r["category"], 0.0) + (r["time_us"] or 0.0)
    return out


def _meta(m: Manifest) -> dict:
    return {
        "model": m.model.path,
        "device": m.device.name,
        "device_type": m.device_type,
        "compile_mode": m.model.compile_mode,
    }


def _bd_total(graph: GraphEntry | None) -> float | None:
    return graph.breakdown.kernel_time_ms if graph is not None and graph.breakdown is not None else None


def compare_manifests(
    base: Manifest, other: Manifest, base_name: str = "default", other_name: str = "max-autotune"
) -> Comparison:
    """Compare two run manifests graph by graph (see the module docstring). Pure."""
    if base_name == other_name:
        raise ProbeError(f"the two sides need different names, not both {base_name!r}", USAGE)
    bg = {g.label: g for g in base.graphs}
    og = {g.label: g for g in other.graphs}
    side = {"base": base_name, "other": other_name}
    kernels, unmatched, cats, totals = [], [], [], {}
    for label in list(bg) + [lb for lb in og if lb not in bg]:
        pairs, left = match_graph(label, bg.get(label), og.get(label))
        kernels += sorted(pairs, key=lambda p: -(p["base_time_us"] or 0.0))
        unmatched += [
            {
                "graph": label,
                "side": side[s],
                "kernel": r["name"],
                "category": r["category"],
                "time_us": r["time_us"],
            }
            for s, r in left
        ]
        bsum, osum = _category_sums(bg.get(label)), _category_sums(og.get(label))
        for c in sorted(set(bsum) | set(osum), key=lambda c: (-bsum.get(c, 0.0), -osum.get(c, 0.0), c)):
            b, o = bsum.get(c, 0.0), osum.get(c, 0.0)
            cats.append(
                {
                    "graph": label,
                    "category": c,
                    "base_time_ms": b / 1e3,
                    "other_time_ms": o / 1e3,
                    "speedup": ratio(b, o),
                }
            )
        totals[label] = {
            base_name: {"breakdown_ms": _bd_total(bg.get(label)), "compare_ms": sum(bsum.values()) / 1e3},
            other_name: {"breakdown_ms": _bd_total(og.get(label)), "compare_ms": sum(osum.values()) / 1e3},
        }
    return Comparison(
        base_name,
        other_name,
        pd.DataFrame(cats, columns=CATEGORY_COLUMNS),
        pd.DataFrame(kernels, columns=KERNEL_COLUMNS),
        pd.DataFrame(unmatched, columns=UNMATCHED_COLUMNS),
        totals,
        {base_name: _meta(base), other_name: _meta(other)},
    )
