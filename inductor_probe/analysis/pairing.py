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
measurement (``analysis/interleave.py``). ``meta.noise_floor``: how far the same kernels moved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from inductor_probe.analysis import noise
from inductor_probe.run import layout
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.manifest import GraphEntry
from inductor_probe.run.tables import KernelInsight, KernelRow, PerCall
from inductor_probe.vocab import MatchBy


def origin_key(info: KernelInfo | None) -> tuple[str, frozenset[str], frozenset[str]] | None:
    """What a generated kernel computes, independent of its name: its source nodes and ATen ops."""
    if info is None or not (info.source_nodes or info.aten_ops):
        return None
    return (info.kind, frozenset(info.source_nodes), frozenset(info.aten_ops))


def ratio(a: float | None, b: float | None) -> float | None:
    """a / b, or None when either is missing or zero."""
    return a / b if a and b else None


def kernel_body(source: str, name: str) -> str | None:
    """A Triton kernel's code from ``@triton.jit`` on, its own name replaced: what it computes and
    how, without Inductor's metadata (which says e.g. ``max_autotune``) or its name."""
    at = source.find("@triton.jit")
    return source[at:].replace(name, "KERNEL") if at >= 0 and name else None


LAUNCH = ("grid_blocks", "threads_per_block", "registers", "shared_bytes")


def _launch(side: RunSide, name: str) -> tuple[Any, ...] | None:
    row = side.insight.get(name)
    got = tuple(getattr(row, k) for k in LAUNCH) if row else None
    return got if got and all(v is not None for v in got) else None


def same_kernel(b: KernelRow, o: KernelRow, bside: RunSide, oside: RunSide) -> bool:
    """The same code on both sides (module docstring); False where it cannot be told."""
    if b.launches != o.launches:  # one side launches it more often per call
        return False
    bi, oi = bside.infos.get(b.name), oside.infos.get(o.name)
    generated = [i for i in (bi, oi) if i is not None and i.kind != "extern"]
    if not generated:  # library kernels: one name (a CUDA graph's replay names no launching op)
        return b.name == o.name
    if bi is None or oi is None or bi.kind != oi.kind:
        return False
    bb, ob = kernel_body(bside.source(bi), bi.name), kernel_body(oside.source(oi), oi.name)
    if bb is None or bb != ob:
        return False
    bl, ol = _launch(bside, b.name), _launch(oside, o.name)
    return bl is not None and bl == ol


def _pair(
    label: str, b: KernelRow, o: KernelRow, how: MatchBy, bside: RunSide, oside: RunSide
) -> dict[str, Any]:
    cat = b.category if b.category == o.category else f"{b.category}->{o.category}"
    same = same_kernel(b, o, bside, oside)
    lo, hi = noise.unpaired_band(bside.per_call(b.name), oside.per_call(o.name))
    return {
        "graph": label,
        "base_kernel": b.name,
        "other_kernel": o.name,
        "match_by": how,
        "category": cat,
        "base_time_us": b.time_us,
        "other_time_us": o.time_us,
        "speedup": ratio(b.time_us, o.time_us),
        "same_kernel": same,
        "speedup_lo": lo,
        "speedup_hi": hi,
        "verdict": noise.verdict(lo, hi, same),
        "base_launches": b.launches,
        "other_launches": o.launches,
    }


@dataclass(frozen=True)
class RunSide:
    """What one graph of one run says of its kernels: rows, KernelInfo, insight, per-call times, each by
    kernel name, read from the graph's record (the record is the one source; these are its indexes)."""

    graph: GraphEntry | None
    run: Path | None = None  # the run directory: its kernel files

    @classmethod
    def of(cls, graph: GraphEntry | None, run: Path | None = None) -> RunSide:
        return cls(graph, run)

    @cached_property
    def rows(self) -> dict[str, KernelRow]:
        return {r.name: r for r in graph_rows(self.graph)}

    @cached_property
    def infos(self) -> dict[str, KernelInfo]:
        return {k.name: k for k in (self.graph.kernels if self.graph else [])}

    @cached_property
    def insight(self) -> dict[str, KernelInsight]:
        bd = self.graph.breakdown if self.graph is not None else None
        return bd.insights() if bd is not None else {}

    @property
    def calls(self) -> PerCall | None:  # GraphBreakdown.per_call
        bd = self.graph.breakdown if self.graph is not None else None
        return bd.per_call if bd is not None else None

    def source(self, info: KernelInfo) -> str:
        return info.source or layout.kernel_source(self.run, info.name)

    def per_call(self, name: str) -> list[Any] | None:
        return self.calls.kernels_us.get(name) if self.calls is not None else None

    def category_calls(self, category: str) -> list[float] | None:
        """Per call, the summed time of this side's kernels of ``category`` (None without per-call times)."""
        per = self.calls.kernels_us if self.calls is not None else {}
        names = [n for n, r in self.rows.items() if r.category == category]
        if not per or not names or any(n not in per for n in names):
            return None
        return [sum(vals) for vals in zip(*(per[n] for n in names), strict=False)]


def _by_origin(
    left: dict[str, KernelRow], infos: list[KernelInfo]
) -> dict[tuple[str, frozenset[str], frozenset[str]], list[str]]:
    """Unpaired generated kernels grouped by origin, in module order."""
    groups: dict[tuple[str, frozenset[str], frozenset[str]], list[str]] = {}
    for info in infos:
        key = origin_key(info)
        if key is not None and info.name in left:
            groups.setdefault(key, []).append(info.name)
    return groups


def graph_rows(graph: GraphEntry | None) -> list[KernelRow]:
    return graph.breakdown.kernel_list() if graph is not None and graph.breakdown is not None else []


def match_graph(
    label: str,
    base: GraphEntry | None,
    other: GraphEntry | None,
    runs: tuple[Path | None, Path | None] = (None, None),
) -> tuple[list[dict[str, Any]], list[tuple[str, KernelRow]]]:
    """Pair the kernels of one graph of each manifest (``runs``: their directories, for the kernel
    files that tell the same kernel); returns (pairs, [(side, row) unpaired])."""
    bside, oside = RunSide.of(base, runs[0]), RunSide.of(other, runs[1])
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


def _flops(side: RunSide, name: str) -> float | None:
    info = side.infos.get(name)
    if info is not None and info.flop:
        return float(info.flop)
    found = side.insight.get(name)
    return (found.flops if found is not None else None) or None


def _by_work(
    brows: dict[str, KernelRow], orows: dict[str, KernelRow], bside: RunSide, oside: RunSide
) -> list[tuple[str, str]]:
    """Unpaired kernels of the two sides that do the same matmul or convolution, one a library kernel
    and the other a generated template (max-autotune's choice): equal FLOPs per launch (within
    WORK_TOL), several alike paired in the order the graph launches them."""
    pairs = []
    for lib, gen, swap in ((brows, orows, False), (orows, brows, True)):
        lside, gside = (oside, bside) if swap else (bside, oside)
        libs = [n for n, r in lib.items() if n not in lside.infos and r.category in WORK_CATEGORIES]
        gens = [n for n, r in gen.items() if r.category == "template"]
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


def _by_memory_op(
    brows: dict[str, KernelRow], orows: dict[str, KernelRow], bside: RunSide, oside: RunSide
) -> list[tuple[str, str]]:
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


def _in_order(names: list[str], side: RunSide) -> list[str]:
    """``names`` in the order the graph first launches them (recorded per call), else as given."""
    order = {n: i for i, n in enumerate((side.calls.order if side.calls is not None else None) or [])}
    return sorted(names, key=lambda n: order.get(n, len(order)))
