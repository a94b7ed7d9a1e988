"""Find a kernel of a run by name, and list a run's kernels.

Resolution (``resolve_kernel``), first step with any hit wins::

    exact name  ->  unique prefix  ->  unique substring  ->  unique substring, any case
    several hits at a step: error listing up to 10 of them ("give more of the name")
    no hit at all: error naming up to 3 close names (difflib)

``GRAPH:NAME`` (a graph label of the run, e.g. ``g0_backward:softmax``) searches that graph
only; a name in several graphs (a library gemm, say) otherwise resolves to the graph where
it takes the most time.

The kernels are every row of each graph's breakdown table (what the trace showed, generated
and library kernels alike) plus the generated kernels of the compiled module that the trace
did not show (their times are ``None``).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from inductor_probe.analysis.categories import categorize
from inductor_probe.analysis.insight import INSIGHT_KEYS
from inductor_probe.analysis.memory import where
from inductor_probe.errors import USAGE, ProbeError
from inductor_probe.run.artifacts import KernelInfo, SourceLine
from inductor_probe.run.manifest import Manifest
from inductor_probe.run.record import Row
from inductor_probe.run.tables import KernelInsight, KernelRow
from inductor_probe.run.timings import KernelRerun

LIST_COLUMNS = ["name", "category", "graph", "kind", "time_us", "pct", "launches", "kernel_file"]
# after LIST_COLUMNS: the rest of the kernel's row in its graph's table, then its insight (roofline,
# occupancy, the user's lines; ``gbps`` the insight's where it has one); lists joined with " | "
ROW_COLUMNS = ["exec_us", "op", "source_nodes", "pct_peak_bw", "gain_if_2x_pct"]
INSIGHT_COLUMNS = [k for k in INSIGHT_KEYS if k != "name"]
ALL_COLUMNS = LIST_COLUMNS + ROW_COLUMNS + INSIGHT_COLUMNS
NUMERIC = (
    *("time_us", "pct", "launches", "exec_us", "pct_peak_bw", "gain_if_2x_pct", "flops", "bytes"),
    *("tflops", "gbps", "intensity", "pct_roof", "headroom_us", "recoverable_us", "recoverable_pct"),
    *("registers", "threads_per_block", "shared_bytes", "grid_blocks", "occupancy_pct"),
)
MAX_LISTED = 10
MAX_SUGGESTED = 3


@dataclass(kw_only=True)
class KernelTime(Row):
    """A kernel's time in its graph, per call: the figures of its row in the graph's table that ``kernel``
    reports (the row's other columns kept as they are)."""

    time_us: float | None = None
    launches: float | None = None
    pct: float | None = None


@dataclass(kw_only=True)
class ListedKernel(KernelTime):
    """One row of ``kernels``' list (``list_kernels``): the columns its text shows."""

    name: str
    graph: str
    kind: str
    category: str | None = None


@dataclass(frozen=True)
class KernelRef:
    """One kernel of one graph of a run: what was generated, and what the trace showed."""

    name: str
    graph: str  # the graph label, e.g. g0_forward
    category: str | None
    kernel_file: Path | None  # the run's copy of a Triton kernel file; None for library kernels
    info: KernelInfo | None  # a generated kernel's record in the manifest; None for library kernels
    row: KernelRow | None  # its row in the graph's breakdown table, when the trace showed it

    @property
    def kind(self) -> str:
        """``triton``, ``cpp`` (CPU runs) or ``library``."""
        if self.info is None:
            return "library"
        return "triton" if self.info.kind == "triton" else str(self.info.kind or "generated")

    @property
    def time_us(self) -> float:
        return (self.row.time_us if self.row is not None else None) or 0.0

    def breakdown_row(self) -> KernelTime | None:
        """What the graph's table says of the kernel in the model (None where the trace did not show it)."""
        r = self.row
        return None if r is None else KernelTime(time_us=r.time_us, launches=r.launches, pct=r.pct)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "graph": self.graph,
            "category": self.category,
            "kernel_file": None if self.kernel_file is None else str(self.kernel_file),
            "info": None if self.info is None else self.info.to_dict(),
            "breakdown_row": None if self.row is None else self.row.to_dict(),
        }


@dataclass(frozen=True)
class KernelReport:
    """What ``kernel NAME`` found: the kernel, its re-run per variant (``collect.rebench``) with
    the verdict (``analysis.verdicts``), and the device's peak memory bandwidth."""

    ref: KernelRef
    result: KernelRerun | None  # None: not re-run
    peak_gbps: float | None = None
    insight: KernelInsight | None = None  # its roofline, occupancy and source lines in the run


def _kernel_file(run: Path | None, name: str, info: KernelInfo | None) -> Path | None:
    """``run/kernels/NAME.py`` when it exists; with no run, where a Triton kernel's copy would be."""
    if info is None or info.kind != "triton":
        return None
    rel = Path("kernels") / f"{name}.py"
    if run is None:
        return rel
    return run / rel if (run / rel).exists() else None


def _entries(run: Path | None, manifest: Manifest) -> list[KernelRef]:
    out: list[KernelRef] = []
    for g in manifest.graphs:
        infos = {k.name: k for k in g.kernels}
        rows = {r.name: r for r in (g.breakdown.kernel_list() if g.breakdown else [])}
        for name in list(rows) + [n for n in infos if n not in rows]:
            info, row = infos.get(name), rows.get(name)
            if row is not None:
                category = row.category
            else:  # not in the trace: the category its source would give it
                category = categorize({"name": name, "heuristic": info.heuristic if info else None})[0]
            out.append(KernelRef(name, g.label, category, _kernel_file(run, name, info), info, row))
    return out


def _joined(v: Any) -> Any:
    """A list cell as one string, a CSV cell and a DataFrame cell alike: source nodes by name, the user's
    lines as ``file.py:LINE code`` (innermost first), joined by `` | ``."""
    if isinstance(v, (list, tuple)):
        parts = [where([x]) if isinstance(x, SourceLine) else str(x) for x in v]
        return " | ".join(p for p in parts if p) or None
    return v


def _insights(manifest: Manifest) -> dict[tuple[str, str], KernelInsight]:
    out = {}
    for g in manifest.graphs:
        for row in (g.breakdown.insight if g.breakdown else None) or []:
            out[(g.label, row.name)] = row
    return out


def list_kernels(manifest: Manifest, run: Path | None = None) -> pd.DataFrame:
    """One row per kernel and graph, the most time first; kernels the trace did not show last: the
    table of ``inductor-probe kernels`` and of the API's ``Run.kernels`` (ALL_COLUMNS).

    ``kind`` is ``triton``, ``cpp`` (CPU runs) or ``library``; ``pct`` is the share of its
    graph's kernel time; ``kernel_file`` is relative to the run directory (``None`` for library
    kernels, and with ``run`` given, for files missing from it); then the rest of its table row and its
    insight (``analysis/insight.py``), empty where the run has none.
    """
    rows = []
    insights = _insights(manifest)
    for ref in _entries(run, manifest):
        r = ref.row
        kfile = ref.kernel_file
        if kfile is not None and run is not None:
            kfile = kfile.relative_to(run)
        row = {
            "name": ref.name,
            "category": ref.category,
            "graph": ref.graph,
            "kind": ref.kind,
            "time_us": r.time_us if r is not None else None,
            "pct": r.pct if r is not None else None,
            "launches": r.launches if r is not None else None,
            "kernel_file": str(kfile) if kfile is not None else None,
        }
        row |= {c: _joined(getattr(r, c) if r is not None else None) for c in ROW_COLUMNS}
        found = insights.get((ref.graph, ref.name)) or KernelInsight(ref.name)
        row |= {c: _joined(getattr(found, c)) for c in INSIGHT_COLUMNS}
        if row["gbps"] is None and r is not None:
            row["gbps"] = r.gbps
        rows.append(row)
    df = pd.DataFrame(rows, columns=ALL_COLUMNS)
    for col in NUMERIC:
        df[col] = pd.to_numeric(df[col], errors="coerce")
    return df.sort_values("time_us", ascending=False, na_position="last", kind="stable").reset_index(
        drop=True
    )


def _steps(query: str) -> tuple[Callable[[str], bool], ...]:
    low = query.lower()
    if "…" in query:  # a name cut in a table ("head…" or "head…tail"): the names that fit around the cut
        head, _, tail = query.partition("…")
        return (lambda n: n.startswith(head) and n.endswith(tail) and len(n) > len(head) + len(tail),)
    return (
        lambda n: n == query,
        lambda n: n.startswith(query),
        lambda n: query in n,
        lambda n: low in n.lower(),
    )


def resolve_kernel(run: Path, manifest: Manifest, query: str) -> KernelRef:
    """The kernel ``query`` names (see the module docstring); ``ProbeError`` (exit 2) otherwise."""
    entries = _entries(run, manifest)
    if not entries:
        raise ProbeError(
            f"the run {run} has no kernels (status: {manifest.status}); "
            "re-run `inductor-probe breakdown` to the end",
            USAGE,
        )
    if not query:
        raise ProbeError("give a kernel name (`inductor-probe kernels` lists them)", USAGE)
    graph, query = split_graph(query, manifest.labels)
    if graph is not None:
        entries = [e for e in entries if e.graph == graph]
        if not query:
            raise ProbeError(f"give a kernel name after '{graph}:'", USAGE)
        if not entries:
            raise ProbeError(f"graph {graph} of {run} has no kernels", USAGE)
    where = f"graph {graph} of {run}" if graph else str(run)
    # Most time first, so candidate lists start with the kernels that matter.
    by_time = sorted(entries, key=lambda e: -e.time_us)
    names = list(dict.fromkeys(e.name for e in by_time))
    for step in _steps(query):
        hits = [n for n in names if step(n)]
        if len(hits) == 1:
            return _best(entries, hits[0])
        if len(hits) > 1:
            shown = ", ".join(hits[:MAX_LISTED]) + (", …" if len(hits) > MAX_LISTED else "")
            raise ProbeError(f"'{query}' matches {len(hits)} kernels: {shown}; give more of the name", USAGE)
    close = difflib.get_close_matches(query, names, n=MAX_SUGGESTED, cutoff=0.3)
    hint = f"; did you mean {', '.join(close)}?" if close else ";"
    raise ProbeError(f"no kernel named '{query}' in {where}{hint} `inductor-probe kernels` lists them", USAGE)


def split_graph(query: str, labels: list[Any]) -> tuple[str | None, str]:
    """``("g0_backward", "softmax")`` for ``"g0_backward:softmax"`` when g0_backward is a graph label;
    otherwise ``(None, query)`` (library kernel names contain ``::`` themselves)."""
    head, sep, rest = query.partition(":")
    if sep and head in set(labels) and not rest.startswith(":"):
        return head, rest
    return None, query


def _best(entries: list[KernelRef], name: str) -> KernelRef:
    """A name in several graphs (a library kernel, say): the entry with the most time."""
    same = [e for e in entries if e.name == name]
    return max(same, key=lambda e: e.time_us)
