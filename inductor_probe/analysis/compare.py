"""Pairing the kernels of two runs (``compare``: the same model compiled default and max-autotune).

Per graph (matched by label, e.g. ``g0_forward``), the kernels of the two breakdown tables
are paired, each at most once::

    1. same name, unless both are generated kernels that fuse different things
    2. same origin: generated kernels (names may differ between compiles) whose source nodes
       and ATen ops (order ignored) are equal; several with one origin pair in module order
    3. same name, whatever they fuse (what step 1 held back and step 2 did not pair)
    4. same work: a library matmul or convolution and the Triton template that replaced it (equal FLOPs)
    5. same memory operation: ``Memset (Device)`` and ``Memset (Unknown)`` (a CUDA graph's replay names no
       memory kinds), in launch order
    library kernels (no KernelInfo) have no origin: they pair by name, work or memory operation only

A kernel paired by none is listed as unmatched on its side, never dropped, so every kernel
of either side appears exactly once and each side's category totals are its breakdown total.
``speedup`` is base time / other time (above 1: the other compile is faster).

A pair is the ``same_kernel`` when both sides ran the same code as often per call: one library
kernel (same name), or Triton kernels whose source, the kernel's name aside, and launch (grid, threads,
registers, shared memory) are equal. Bands and verdicts (``analysis/noise.py``) come from each
run's per-call times here (two runs made apart); ``compare`` replaces them with its interleaved
measurement (``analysis/interleave.py``). ``meta["noise_floor"]``: how far the same kernels moved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import pandas as pd

from inductor_probe.analysis import noise
from inductor_probe.analysis.compare_env import environment_diff
from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.run import layout
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.manifest import GraphEntry, Manifest, records
from inductor_probe.vocab import MatchBy

COMPARE_SCHEMA = 2
READABLE_SCHEMAS = (1, 2)  # 1: before bands and same-kernel marks (those columns read as empty)
BAND = ["speedup_lo", "speedup_hi", "verdict"]
CATEGORY_COLUMNS = ["graph", "category", "base_time_ms", "other_time_ms", "speedup", *BAND]
KERNEL_COLUMNS = [
    "graph",
    "base_kernel",
    "other_kernel",
    "match_by",
    "category",
    "base_time_us",
    "other_time_us",
    "speedup",
    "same_kernel",
    *BAND,
    "base_launches",
    "other_launches",
]
UNMATCHED_COLUMNS = ["graph", "side", "kernel", "category", "time_us"]


@dataclass(frozen=True)
class Comparison:
    base_name: str
    other_name: str
    categories: pd.DataFrame  # per graph and category: time per call on each side
    kernels: pd.DataFrame  # matched pairs, per graph by base time
    unmatched: pd.DataFrame  # kernels only one side has (side = base_name or other_name)
    # {graph: {side: {"breakdown_ms": .., "compare_ms": ..}, "speedup": .., "speedup_lo": .., ...}}
    totals: dict
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
        if d.get("schema") not in READABLE_SCHEMAS:
            raise ProbeError(
                f"compare data has schema {d.get('schema')!r}, this tool reads "
                f"{' and '.join(map(str, READABLE_SCHEMAS))}; run `inductor-probe compare` again",
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


def kernel_body(source: str, name: str) -> str | None:
    """A Triton kernel's code from ``@triton.jit`` on, its own name replaced: what it computes and
    how, without Inductor's metadata (which says e.g. ``max_autotune``) or its name."""
    at = source.find("@triton.jit")
    return source[at:].replace(name, "KERNEL") if at >= 0 and name else None


LAUNCH = ("grid_blocks", "threads_per_block", "registers", "shared_bytes")


def _launch(side: _Side, name: str) -> tuple | None:
    row = side.insight.get(name)
    got = tuple(row.get(k) for k in LAUNCH) if row else None
    return got if got and all(v is not None for v in got) else None


def same_kernel(b: dict, o: dict, bside: _Side, oside: _Side) -> bool:
    """The same code on both sides (module docstring); False where it cannot be told."""
    if b.get("launches") != o.get("launches"):  # one side launches it more often per call
        return False
    bi, oi = bside.infos.get(b["name"]), oside.infos.get(o["name"])
    generated = [i for i in (bi, oi) if i is not None and i.kind != "extern"]
    if not generated:  # library kernels: one name (a CUDA graph's replay names no launching op)
        return b["name"] == o["name"]
    if len(generated) < 2 or bi.kind != oi.kind:
        return False
    bb, ob = kernel_body(bside.source(bi), bi.name), kernel_body(oside.source(oi), oi.name)
    if bb is None or bb != ob:
        return False
    bl, ol = _launch(bside, b["name"]), _launch(oside, o["name"])
    return bl is not None and bl == ol


def _pair(label: str, b: dict, o: dict, how: MatchBy, bside: _Side, oside: _Side) -> dict:
    cat = b["category"] if b["category"] == o["category"] else f"{b['category']}->{o['category']}"
    same = same_kernel(b, o, bside, oside)
    lo, hi = noise.unpaired_band(bside.per_call(b["name"]), oside.per_call(o["name"]))
    return {
        "graph": label,
        "base_kernel": b["name"],
        "other_kernel": o["name"],
        "match_by": how,
        "category": cat,
        "base_time_us": b["time_us"],
        "other_time_us": o["time_us"],
        "speedup": ratio(b["time_us"], o["time_us"]),
        "same_kernel": same,
        "speedup_lo": lo,
        "speedup_hi": hi,
        "verdict": noise.verdict(lo, hi, same),
        "base_launches": b.get("launches"),
        "other_launches": o.get("launches"),
    }


@dataclass(frozen=True)
class _Side:
    """What one graph of one run says of its kernels: rows, KernelInfo, insight, per-call times."""

    rows: dict[str, dict]
    infos: dict[str, KernelInfo]
    insight: dict[str, dict]
    calls: dict  # GraphBreakdown.per_call or {}
    run: Path | None = None  # the run directory: its kernel files

    @classmethod
    def of(cls, graph: GraphEntry | None, run: Path | None = None) -> _Side:
        bd = graph.breakdown if graph is not None else None
        return cls(
            {r["name"]: r for r in _rows(graph)},
            {k.name: k for k in (graph.kernels if graph else [])},
            {r["name"]: r for r in (bd.insight or [])} if bd is not None else {},
            (bd.per_call or {}) if bd is not None else {},
            run,
        )

    def source(self, info: KernelInfo) -> str:
        return info.source or layout.kernel_source(self.run, info.name)

    def per_call(self, name: str) -> list | None:
        return (self.calls.get("kernels_us") or {}).get(name)

    def category_calls(self, category: str) -> list[float] | None:
        """Per call, the summed time of this side's kernels of ``category`` (None without per-call times)."""
        per = self.calls.get("kernels_us") or {}
        names = [n for n, r in self.rows.items() if r["category"] == category]
        if not per or not names or any(n not in per for n in names):
            return None
        return [sum(vals) for vals in zip(*(per[n] for n in names), strict=False)]


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
    label: str,
    base: GraphEntry | None,
    other: GraphEntry | None,
    runs: tuple[Path | None, Path | None] = (None, None),
) -> tuple[list[dict], list[tuple[str, dict]]]:
    """Pair the kernels of one graph of each manifest (``runs``: their directories, for the kernel
    files that tell the same kernel); returns (pairs, [(side, row) unpaired])."""
    bside, oside = _Side.of(base, runs[0]), _Side.of(other, runs[1])
    brows, orows = dict(bside.rows), dict(oside.rows)
    binfos, oinfos = (base.kernels if base else []), (other.kernels if other else [])
    bkey = {k.name: origin_key(k) for k in binfos}
    okey = {k.name: origin_key(k) for k in oinfos}
    pairs = []
    for name in list(brows):  # 1) same name, unless two generated kernels fuse different things
        ka, kb = bkey.get(name), okey.get(name)
        if name in orows and (ka is None or kb is None or ka == kb):
            pairs.append(_pair(label, brows.pop(name), orows.pop(name), MatchBy.NAME, bside, oside))
    ogroups = _by_origin(orows, oinfos)
    for key, names in _by_origin(brows, binfos).items():  # 2) same origin, in module order
        for bn, on in zip(names, ogroups.get(key, []), strict=False):
            pairs.append(_pair(label, brows.pop(bn), orows.pop(on), MatchBy.ORIGIN, bside, oside))
    for name in [n for n in brows if n in orows]:  # 3) same name, different origin
        pairs.append(_pair(label, brows.pop(name), orows.pop(name), MatchBy.NAME, bside, oside))
    for bn, on in _by_work(brows, orows, bside, oside):  # 4) a library matmul and the template replacing it
        pairs.append(_pair(label, brows.pop(bn), orows.pop(on), MatchBy.WORK, bside, oside))
    for bn, on in _by_memory_op(brows, orows, bside, oside):  # 5) a copy or memset a CUDA graph renamed
        pairs.append(_pair(label, brows.pop(bn), orows.pop(on), MatchBy.MEMORY_OP, bside, oside))
    return pairs, [("base", r) for r in brows.values()] + [("other", r) for r in orows.values()]


def _flops(side: _Side, name: str) -> float | None:
    info = side.infos.get(name)
    if info is not None and info.flop:
        return float(info.flop)
    return (side.insight.get(name) or {}).get("flops") or None


def _by_work(brows: dict, orows: dict, bside: _Side, oside: _Side) -> list[tuple[str, str]]:
    """Unpaired kernels of the two sides that do the same matmul or convolution, one a library kernel
    and the other a generated template (max-autotune's choice): equal FLOPs per launch (within
    WORK_TOL), several alike paired in the order the graph launches them."""
    pairs = []
    for lib, gen, swap in ((brows, orows, False), (orows, brows, True)):
        lside, gside = (oside, bside) if swap else (bside, oside)
        libs = [n for n, r in lib.items() if n not in lside.infos and r["category"] in WORK_CATEGORIES]
        gens = [n for n, r in gen.items() if r["category"] == "template"]
        taken: set[str] = set()
        for ln in _in_order(libs, lside):
            lf = _flops(lside, ln)
            for gn in _in_order(gens, gside):
                gf = _flops(gside, gn)
                if gn not in taken and lf and gf and abs(lf - gf) <= WORK_TOL * lf:
                    taken.add(gn)
                    pairs.append((gn, ln) if swap else (ln, gn))
                    break
    return pairs


def memory_op(name: str) -> str | None:
    """The operation of a copy's or memset's name without its memory kinds: ``Memset`` of
    ``Memset (Device)``, ``Memcpy DtoD`` of ``Memcpy DtoD (Device -> Device)``. A CUDA graph's replay
    reports the kinds as ``Unknown``, so the same memset has another name under reduce-overhead."""
    m = MEMORY_OP.match(name)
    return m.group(1) if m else None


MEMORY_OP = re.compile(r"^(Memset|Memcpy [A-Za-z]+) \(")


def _by_memory_op(brows: dict, orows: dict, bside: _Side, oside: _Side) -> list[tuple[str, str]]:
    """Unpaired copies and memsets of the two sides that are one operation (``memory_op``), paired in
    the order the graph launches them."""
    ogroups: dict[str, list[str]] = {}
    for n in _in_order(list(orows), oside):
        if (op := memory_op(n)) is not None:
            ogroups.setdefault(op, []).append(n)
    pairs = []
    for n in _in_order(list(brows), bside):
        if (op := memory_op(n)) is not None and ogroups.get(op):
            pairs.append((n, ogroups[op].pop(0)))
    return pairs


WORK_CATEGORIES = ("extern_mm", "conv")
WORK_TOL = 1e-3


def _in_order(names: list[str], side: _Side) -> list[str]:
    """``names`` in the order the graph first launches them (recorded per call), else as given."""
    order = {n: i for i, n in enumerate(side.calls.get("order") or [])}
    return sorted(names, key=lambda n: order.get(n, len(order)))


def _category_sums(graph: GraphEntry | None) -> dict[str, float]:
    out: dict[str, float] = {}
    for r in _rows(graph):
        out[r["category"]] = out.get(r["category"], 0.0) + (r["time_us"] or 0.0)
    return out


def _meta(m: Manifest) -> dict:
    versions = m.environment.versions
    return {
        "model": m.model.path,
        "device": m.device.name,
        "device_type": m.device_type,
        "compile_mode": m.model.compile_mode,
        "torch": versions.torch if versions else None,
    }


def _band_of(b: list | None, o: list | None, same: bool = False) -> dict:
    lo, hi = noise.unpaired_band(b, o)
    return {"speedup_lo": lo, "speedup_hi": hi, "verdict": noise.verdict(lo, hi, same)}


def noise_floor(kernels: pd.DataFrame) -> dict | None:
    """How far the kernels that are the same on both sides moved: the time-weighted mean of
    |speedup - 1| and the largest move (None when no pair is the same kernel)."""
    if kernels.empty:
        return None
    same = kernels[kernels["same_kernel"].fillna(False).astype(bool) & kernels["speedup"].notna()]
    if same.empty:
        return None
    w = same["base_time_us"].fillna(0.0)
    dev = (same["speedup"] - 1.0).abs()
    total = float(w.sum())
    return {
        "kernels": len(same),
        "time_share_pct": 100.0 * total / float(kernels["base_time_us"].fillna(0.0).sum() or 1.0),
        "mean_move_pct": 100.0 * float((dev * w).sum() / total) if total > 0 else None,
        "max_move_pct": 100.0 * float(dev.max()),
    }


def overall(comp: Comparison) -> dict:
    """All graphs together: each side's kernel time, the speedup and, where every graph has one,
    a band (an unpaired one adds per-call times graph by graph)."""
    b, o = comp.base_name, comp.other_name
    bt = sum(t[b]["compare_ms"] or 0.0 for t in comp.totals.values())
    ot = sum(t[o]["compare_ms"] or 0.0 for t in comp.totals.values())
    got = comp.meta.get("overall") or {}
    return {
        "base_ms": bt,
        "other_ms": ot,
        "speedup": got.get("speedup") or ratio(bt, ot),
        "speedup_lo": got.get("speedup_lo"),
        "speedup_hi": got.get("speedup_hi"),
        "verdict": got.get("verdict"),
    }


def _bd_total(graph: GraphEntry | None) -> float | None:
    return graph.breakdown.kernel_time_ms if graph is not None and graph.breakdown is not None else None


def compare_manifests(
    base: Manifest,
    other: Manifest,
    base_name: str = "default",
    other_name: str = "max-autotune",
    runs: tuple[Path | None, Path | None] = (None, None),
) -> Comparison:
    """Compare two run manifests graph by graph (see the module docstring); ``runs``: their
    directories, whose kernel files tell which Triton kernels are the same code."""
    if base_name == other_name:
        raise ProbeError(f"the two sides need different names, not both {base_name!r}", USAGE)
    bg = {g.label: g for g in base.graphs}
    og = {g.label: g for g in other.graphs}
    side = {"base": base_name, "other": other_name}
    kernels, unmatched, cats, totals = [], [], [], {}
    for label in list(bg) + [lb for lb in og if lb not in bg]:
        pairs, left = match_graph(label, bg.get(label), og.get(label), runs)
        bside, oside = _Side.of(bg.get(label)), _Side.of(og.get(label))
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
                    **_band_of(bside.category_calls(c), oside.category_calls(c)),
                }
            )
        bcalls, ocalls = bside.calls.get("kernel_ms"), oside.calls.get("kernel_ms")
        totals[label] = {
            base_name: {"breakdown_ms": _bd_total(bg.get(label)), "compare_ms": sum(bsum.values()) / 1e3},
            other_name: {"breakdown_ms": _bd_total(og.get(label)), "compare_ms": sum(osum.values()) / 1e3},
            "speedup": ratio(sum(bsum.values()), sum(osum.values())),
            **_band_of(bcalls, ocalls),
        }
    kdf = pd.DataFrame(kernels, columns=KERNEL_COLUMNS)
    comp = Comparison(
        base_name,
        other_name,
        pd.DataFrame(cats, columns=CATEGORY_COLUMNS),
        kdf,
        pd.DataFrame(unmatched, columns=UNMATCHED_COLUMNS),
        totals,
        {
            base_name: _meta(base),
            other_name: _meta(other),
            "environment_diff": environment_diff(base, other),
            "noise_floor": noise_floor(kdf),
            "bands": "unpaired",  # each run's per-call times: drift between the runs is not in them
        },
    )
    comp = replace(comp, meta={**comp.meta, "overall": _overall_band(comp, bg, og)})
    return widen_by_drift(comp)


def widen_by_drift(comp: Comparison) -> Comparison:
    """Two runs made apart drift as a whole (clocks, power, temperature): the kernels that are the same
    code on both sides show by how much. Each unpaired band is widened by their time-weighted mean
    move on both sides, and the verdicts follow the wider bands (``meta["drift_pct"]``)."""
    floor = comp.meta.get("noise_floor") or {}
    drift = (floor.get("mean_move_pct") or 0.0) / 100.0
    if drift <= 0:
        return comp

    def widen(d: dict, same: bool = False) -> dict:
        lo, hi = d.get("speedup_lo"), d.get("speedup_hi")
        if lo is None or hi is None or lo != lo or hi != hi:
            return d
        lo, hi = lo / (1 + drift), hi * (1 + drift)
        return {**d, "speedup_lo": lo, "speedup_hi": hi, "verdict": noise.verdict(lo, hi, same)}

    kernels = pd.DataFrame(
        [widen(r, bool(r["same_kernel"])) for r in comp.kernels.to_dict("records")], columns=KERNEL_COLUMNS
    )
    cats = pd.DataFrame([widen(r) for r in comp.categories.to_dict("records")], columns=CATEGORY_COLUMNS)
    totals = {label: widen(t) for label, t in comp.totals.items()}
    meta = {**comp.meta, "overall": widen(comp.meta.get("overall") or {}), "drift_pct": 100.0 * drift}
    return replace(comp, kernels=kernels, categories=cats, totals=totals, meta=meta)


def _overall_band(comp: Comparison, bg: dict, og: dict) -> dict:
    """The whole comparison's speedup and band: per call, the graphs' kernel times added up."""
    got = overall(comp)
    labels = [lb for lb in comp.totals if lb in bg and lb in og]
    per = []
    for graphs in (bg, og):
        series = [
            (graphs[lb].breakdown.per_call or {}).get("kernel_ms") if graphs[lb].breakdown else None
            for lb in labels
        ]
        per.append([sum(v) for v in zip(*series, strict=False)] if series and all(series) else None)
    extra = [lb for lb in comp.totals if lb not in labels]
    band = _band_of(*per) if not extra else _band_of(None, None)
    return {"speedup": got["speedup"], **band}


def slower_graphs(comp: Comparison, pct: float) -> list[str]:
    """Where the other side got slower beyond the noise band and by more than ``pct`` percent: all
    graphs together, then each graph ("all graphs 1.234x slower ..."); empty when none did."""
    out = []
    whole = overall(comp)
    checks = [("all graphs", whole)] + [(label, t) for label, t in comp.totals.items()]
    for label, t in checks:
        speedup, lo, hi = t.get("speedup"), t.get("speedup_lo"), t.get("speedup_hi")
        if noise.slower_beyond(speedup, lo, hi, pct):
            band = f", band {lo:.3f}-{hi:.3f}" if lo is not None and hi is not None else ", no band"
            out.append(f"{label} {100.0 * (1.0 / speedup - 1.0):.1f}% slower (speedup {speedup:.3f}{band})")
    return out
