"""Find a kernel of a run by name: exact, then unique prefix, then unique substring."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from inductor_probe.errors import USAGE, ProbeError

LIST_COLUMNS = ["name", "category", "graph", "kind", "time_us", "pct", "launches", "kernel_file"]


@dataclass(frozen=True)
class KernelRef:
    name: str
    graph: str
    category: str | None
    kernel_file: Path | None
    info: dict | None  # the KernelInfo dict of a generated kernel
    breakdown_row: dict | None  # its row in the breakdown table, when the trace showed it


def _entries(run: Path | None, manifest: dict) -> list[KernelRef]:
    out: list[KernelRef] = []
    for g in manifest.get("graphs", []):
        infos = {k["name"]: k for k in g.get("kernels", [])}
        rows = {r["name"]: r for r in (g.get("breakdown") or {}).get("kernels", [])}
        for name in list(rows) + [n for n in infos if n not in rows]:
            info, row = infos.get(name), rows.get(name)
            kfile = None
            if info is not None and run is not None and (run / "kernels" / f"{name}.py").exists():
                kfile = run / "kernels" / f"{name}.py"
            category = row["category"] if row else (info or {}).get("heuristic")
            out.append(KernelRef(name, g["label"], category, kfile, info, row))
    return out


def list_kernels(manifest: dict, run: Path | None = None) -> pd.DataFrame:
    """Every kernel of the run: the breakdown's rows, then generated kernels the trace did not show."""
    rows = []
    for ref in _entries(run, manifest):
        r = ref.breakdown_row or {}
        rows.append(
            {
                "name": ref.name,
                "category": ref.category,
                "graph": ref.graph,
                "kind": "triton" if ref.info and ref.info.get("kind") == "triton" else
                        ("cpp" if ref.info else "library"),
                "time_us": r.get("time_us"),
                "pct": r.get("pct"),
                "launches": r.get("launches"),
                "kernel_file": str(ref.kernel_file.relative_to(run)) if ref.kernel_file and run else None,
            }
        )  # fmt: skip
    df = pd.DataFrame(rows, columns=LIST_COLUMNS)
    return df.sort_values("time_us", ascending=False, na_position="last", kind="stable").reset_index(drop=True)


def resolve_kernel(run: Path, manifest: dict, query: str) -> KernelRef:
    entries = _entries(run, manifest)
    if not entries:
        raise ProbeError(f"the run {run} has no kernels; was it profiled to the end? (status: {manifest.get('status')})", USAGE)
    names = list(dict.fromkeys(e.name for e in entries))
    steps = (
        lambda n: n == query,
        lambda n: n.startswith(query),
        lambda n: query in n,
        lambda n: query.lower() in n.lower(),
    )
    for step in steps:
        hits = [n for n in names if step(n)]
        if len(hits) == 1:
            return _best(entries, hits[0])
        if len(hits) > 1:
            shown = ", ".join(hits[:10]) + (", …" if len(hits) > 10 else "")
            raise ProbeError(f"'{query}' matches {len(hits)} kernels: {shown}; give more of the name", USAGE)
    close = difflib.get_close_matches(query, names, n=3, cutoff=0.3)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise ProbeError(f"no kernel named '{query}' in {run}{hint} (`inductor-probe kernels` lists them)", USAGE)


def _best(entries: list[KernelRef], name: str) -> KernelRef:
    """A name in several graphs (a library kernel, say): the one with the most time."""
    same = [e for e in entries if e.name == name]
    return max(same, key=lambda e: ((e.breakdown_row or {}).get("time_us") or 0.0))
