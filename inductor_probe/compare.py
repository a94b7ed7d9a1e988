"""``compare``: the same model compiled twice (default, max-autotune), broken down, side by side.

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

import datetime as _dt
import io
import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

import pandas as pd

from inductor_probe import rundir
from inductor_probe.errors import USAGE, ProbeError

COMPARE_SCHEMA = 1
MODES = ("default", "max-autotune")
CATEGORY_COLUMNS = ["graph", "category", "base_time_ms", "other_time_ms", "speedup"]
KERNEL_COLUMNS = ["graph", "base_kernel", "other_kernel", "match_by", "category",
                  "base_time_us", "other_time_us", "speedup"]  # fmt: skip
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
        rec = lambda df: [{k: (None if v != v else v) for k, v in r.items()} for r in df.to_dict("records")]  # noqa: E731
        return {"schema": COMPARE_SCHEMA, "base": self.base_name, "other": self.other_name, "meta": self.meta,
                "totals": self.totals, "categories": rec(self.categories), "kernels": rec(self.kernels),
                "unmatched": rec(self.unmatched)}  # fmt: skip

    @classmethod
    def from_dict(cls, d: dict) -> "Comparison":
        if d.get("schema") != COMPARE_SCHEMA:
            raise ProbeError(f"compare data has schema {d.get('schema')!r}, this tool reads {COMPARE_SCHEMA}; "
                             "run `inductor-probe compare` again", USAGE)  # fmt: skip
        return cls(d["base"], d["other"], pd.DataFrame(d["categories"], columns=CATEGORY_COLUMNS),
                   pd.DataFrame(d["kernels"], columns=KERNEL_COLUMNS),
                   pd.DataFrame(d["unmatched"], columns=UNMATCHED_COLUMNS), d["totals"], d.get("meta") or {})  # fmt: skip


def origin_key(info: dict | None):
    """What a generated kernel computes, independent of its name: its source nodes and ATen ops."""
    if not info or not (info.get("source_nodes") or info.get("aten_ops")):
        return None
    return (info.get("kind"), frozenset(info.get("source_nodes") or ()), frozenset(info.get("aten_ops") or ()))


def _ratio(a, b):
    return a / b if a and b else None


def _pair(label: str, b: dict, o: dict, how: str) -> dict:
    cat = b["category"] if b["category"] == o["category"] else f"{b['category']}->{o['category']}"
    return {"graph": label, "base_kernel": b["name"], "other_kernel": o["name"], "match_by": how, "category": cat,
            "base_time_us": b["time_us"], "other_time_us": o["time_us"], "speedup": _ratio(b["time_us"], o["time_us"])}  # fmt: skip


def _by_origin(left: dict[str, dict], infos: list[dict]) -> dict:
    """Unpaired generated kernels grouped by origin, in module order."""
    groups: dict = {}
    for info in infos:
        key = origin_key(info)
        if key is not None and info["name"] in left:
            groups.setdefault(key, []).append(info["name"])
    return groups


def match_graph(label: str, base: dict | None, other: dict | None) -> tuple[list[dict], list[tuple[str, dict]]]:
    """Pair the kernels of one graph entry of each manifest; returns (pairs, [(side, row) unpaired])."""
    brows = {r["name"]: r for r in ((base or {}).get("breakdown") or {}).get("kernels", [])}
    orows = {r["name"]: r for r in ((other or {}).get("breakdown") or {}).get("kernels", [])}
    binfos, oinfos = (base or {}).get("kernels", []), (other or {}).get("kernels", [])
    bkey = {k["name"]: origin_key(k) for k in binfos}
    okey = {k["name"]: origin_key(k) for k in oinfos}
    pairs = []
    for name in list(brows):  # 1) same name, unless two generated kernels fuse different things
        ka, kb = bkey.get(name), okey.get(name)
        if name in orows and (ka is None or kb is None or ka == kb):
            pairs.append(_pair(label, brows.pop(name), orows.pop(name), "name"))
    ogroups = _by_origin(orows, oinfos)
    for key, names in _by_origin(brows, binfos).items():  # 2) same origin, in module order
        for bn, on in zip(names, ogroups.get(key, [])):
            pairs.append(_pair(label, brows.pop(bn), orows.pop(on), "origin"))
    for name in [n for n in brows if n in orows]:  # 3) same name, different origin
        pairs.append(_pair(label, brows.pop(name), orows.pop(name), "name"))
    return pairs, [("base", r) for r in brows.values()] + [("other", r) for r in orows.values()]


def _category_sums(graph: dict | None) -> dict[str, float]:
    out: dict[str, float] = {}
    for r in ((graph or {}).get("breakdown") or {}).get("kernels", []):
        out[r["category"]] = out.get(r["category"], 0.0) + (r["time_us"] or 0.0)
    return out


def _meta(m: dict) -> dict:
    env = m.get("environment") or {}
    return {"model": (m.get("model") or {}).get("path"), "device": (env.get("device") or {}).get("name"),
            "device_type": m.get("device_type"), "compile_mode": (m.get("model") or {}).get("compile_mode")}  # fmt: skip


def compare_manifests(base: dict, other: dict, base_name: str = "default", other_name: str = "max-autotune") -> Comparison:
    """Compare two run manifests graph by graph (see the module docstring). Pure."""
    if base_name == other_name:
        raise ProbeError(f"the two sides need different names, not both {base_name!r}", USAGE)
    bg = {g["label"]: g for g in base.get("graphs", [])}
    og = {g["label"]: g for g in other.get("graphs", [])}
    side = {"base": base_name, "other": other_name}
    kernels, unmatched, cats, totals = [], [], [], {}
    for label in list(bg) + [lb for lb in og if lb not in bg]:
        pairs, left = match_graph(label, bg.get(label), og.get(label))
        kernels += sorted(pairs, key=lambda p: -(p["base_time_us"] or 0.0))
        unmatched += [{"graph": label, "side": side[s], "kernel": r["name"], "category": r["category"],
                       "time_us": r["time_us"]} for s, r in left]  # fmt: skip
        bsum, osum = _category_sums(bg.get(label)), _category_sums(og.get(label))
        for c in sorted(set(bsum) | set(osum), key=lambda c: (-bsum.get(c, 0.0), -osum.get(c, 0.0), c)):
            b, o = bsum.get(c, 0.0), osum.get(c, 0.0)
            cats.append({"graph": label, "category": c, "base_time_ms": b / 1e3, "other_time_ms": o / 1e3,
                         "speedup": _ratio(b, o)})  # fmt: skip
        totals[label] = {
            base_name: {"breakdown_ms": _bd_total(bg.get(label)), "compare_ms": sum(bsum.values()) / 1e3},
            other_name: {"breakdown_ms": _bd_total(og.get(label)), "compare_ms": sum(osum.values()) / 1e3},
        }
    return Comparison(base_name, other_name, pd.DataFrame(cats, columns=CATEGORY_COLUMNS),
                      pd.DataFrame(kernels, columns=KERNEL_COLUMNS), pd.DataFrame(unmatched, columns=UNMATCHED_COLUMNS),
                      totals, {base_name: _meta(base), other_name: _meta(other)})  # fmt: skip


def _bd_total(graph: dict | None) -> float | None:
    bd = (graph or {}).get("breakdown")
    return bd["kernel_time_ms"] if bd else None


# --------------------------------------------------------------------------- orchestration


def _default_out(model: Path) -> Path:
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "-", model.stem).strip("-") or "model"
    base = rundir.DEFAULT_ROOT / f"{_dt.datetime.now():%Y%m%d-%H%M%S}-compare-{stem}"
    out, n = base, 1
    while out.exists():
        n += 1
        out = Path(f"{base}-{n}")
    return out


def run_compare(opts, progress: Callable[[str], None]) -> tuple[Path, dict, dict, Comparison]:
    """Two breakdowns of ``opts`` (a ``BreakdownOptions``): ``default`` then ``max-autotune``.

    Each compiles from its own fresh cache inside ``<out>/<mode>/`` (no autotuning result is
    shared); ``<out>/compare.json`` holds the comparison. If the second compile fails, the
    first's run directory stays and the error says where.
    """
    from inductor_probe.pipeline import run_breakdown

    out = Path(opts.out) if opts.out else _default_out(Path(opts.model))
    for mode in MODES:
        if (out / mode).exists():
            raise ProbeError(f"{out / mode} already exists; give compare a new --out DIR "
                             "(each side must compile from a fresh cache)", USAGE)  # fmt: skip
    manifests: dict[str, dict] = {}
    for i, mode in enumerate(MODES, 1):
        tag = f"[{i}/{len(MODES)}] {mode}"
        note = " (autotuning can take minutes)" if mode != "default" else ""
        progress(f"{tag}{note}: compiling from a fresh cache into {out / mode}")
        sub = replace(opts, out=str(out / mode), mode=mode, fresh_cache=True, cache_dir=None)
        try:
            _, manifests[mode] = run_breakdown(sub, lambda msg, tag=tag: progress(f"{tag}: {msg}"))
        except ProbeError as e:
            if manifests:
                kept = out / MODES[0]
                e.message = (f"{mode} compile failed: {e.message}; the {MODES[0]} breakdown is kept in {kept} "
                             f"(`inductor-probe report --run {kept}`)")  # fmt: skip
            raise
    comp = compare_manifests(manifests[MODES[0]], manifests[MODES[1]], MODES[0], MODES[1])
    comp = replace(comp, meta={**comp.meta, "out_dir": str(out.resolve()),
                               "runs": {m: str((out / m).resolve()) for m in MODES}})  # fmt: skip
    (out / "compare.json").write_text(render_compare_json(comp))
    return out.resolve(), manifests[MODES[0]], manifests[MODES[1]], comp


# --------------------------------------------------------------------------- renderers

NAME_WIDTH = 64


def _short(name: str, width: int = NAME_WIDTH) -> str:
    """Cut the middle, keep the tail: fused names differ in their last ops and index."""
    return name if len(name) <= width else name[: width - 13] + "…" + name[-12:]


def _f(v, fmt: str) -> str:
    return "-" if v is None or (isinstance(v, float) and v != v) else format(v, fmt)


def render_compare_json(comp: Comparison) -> str:
    return json.dumps(comp.to_dict(), indent=1)


def render_compare_csv(comp: Comparison) -> str:
    """One flat table: a row per category, per matched pair, per unmatched kernel (times in µs)."""
    cats = comp.categories.assign(level="category", base_time_us=comp.categories["base_time_ms"] * 1e3,
                                  other_time_us=comp.categories["other_time_ms"] * 1e3)  # fmt: skip
    um = comp.unmatched
    is_base = um["side"] == comp.base_name
    unm = pd.DataFrame({"level": "unmatched", "graph": um["graph"], "category": um["category"],
                        "base_kernel": um["kernel"].where(is_base), "other_kernel": um["kernel"].where(~is_base),
                        "base_time_us": um["time_us"].where(is_base), "other_time_us": um["time_us"].where(~is_base)})  # fmt: skip
    cols = ["level", "graph", "category", "base_kernel", "other_kernel", "match_by", "base_time_us",
            "other_time_us", "speedup"]  # fmt: skip
    parts = [df.reindex(columns=cols) for df in (cats, comp.kernels.assign(level="matched"), unm) if not df.empty]
    buf = io.StringIO()
    (pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(columns=cols)).to_csv(buf, index=False)
    return buf.getvalue()


def render_compare_text(comp: Comparison, top: int = 15) -> str:
    from tabulate import tabulate

    b, o = comp.base_name, comp.other_name
    tab = lambda rows, headers: tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)  # noqa: E731
    m = comp.meta.get(b) or {}
    cpu = m.get("device_type") == "cpu"
    lines = [f"inductor-probe compare: {Path(m.get('model') or '?').name} on {m.get('device') or '?'}: {b} vs {o}",
             f"speedup = {b} time / {o} time (above 1: {o} is faster); times per call"
             + (" (CPU run: CPU time of C++ kernels and ATen calls)" if cpu else "")]  # fmt: skip
    if comp.meta.get("runs"):
        runs = list(comp.meta["runs"].values())
        lines.append("runs: " + ", ".join(runs) + f"  (kernels of one side: `inductor-probe kernels --run {runs[-1]}`)")
    bt = sum(t[b]["compare_ms"] for t in comp.totals.values())
    ot = sum(t[o]["compare_ms"] for t in comp.totals.values())
    lines.append(f"all graphs: {bt:.3f} ms vs {ot:.3f} ms of kernel time ({_f(_ratio(bt, ot), '.3f')}x)")
    for label in comp.graphs:
        t = comp.totals[label]
        tb, to = t[b]["compare_ms"], t[o]["compare_ms"]
        lines += ["", f"== {label}: {tb:.3f} ms vs {to:.3f} ms of kernel time ({_f(_ratio(tb, to), '.3f')}x) =="]
        cats = comp.categories[comp.categories["graph"] == label].to_dict("records")
        rows = [[r["category"], _f(r["base_time_ms"], ".4f"), _f(r["other_time_ms"], ".4f"), _f(r["speedup"], ".3f")]
                for r in cats] + [["total", f"{tb:.4f}", f"{to:.4f}", _f(_ratio(tb, to), ".3f")]]  # fmt: skip
        lines.append(tab(rows, ["category", f"{b} ms", f"{o} ms", "speedup"]))
        ks = comp.kernels[comp.kernels["graph"] == label]
        rows = [[_short(r["base_kernel"]), "=" if r["other_kernel"] == r["base_kernel"] else _short(r["other_kernel"], 40),
                 r["match_by"], r["category"], _f(r["base_time_us"], ".2f"), _f(r["other_time_us"], ".2f"),
                 _f(r["speedup"], ".3f")] for r in ks.head(top).to_dict("records")]  # fmt: skip
        lines += ["", f"matched kernels ({len(rows)} of {len(ks)}, by {b} time):"]
        if rows:
            lines.append(tab(rows, ["kernel", f"{o} kernel", "matched by", "category", f"{b} µs", f"{o} µs", "speedup"]))
        um = comp.unmatched[comp.unmatched["graph"] == label].to_dict("records")
        if not um:
            lines.append("unmatched kernels: none")
            continue
        lines += ["", f"unmatched kernels ({len(um)}: only one compile has them):"]
        lines.append(tab([[r["side"], _short(r["kernel"], 80), r["category"], _f(r["time_us"], ".2f")] for r in um],
                         ["only in", "kernel", "category", "µs"]))  # fmt: skip
    return "\n".join(lines)
