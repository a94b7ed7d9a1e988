"""What Inductor's autotuner chose among, kept with the kernel it chose, so that a cache hit brings it back.

Under max-autotune Inductor benchmarks each matmul's (or convolution's) choices, library calls and Triton
(or C++) templates, and calls its feedback savers (``torch._inductor.select_algorithm.add_feedback_saver``)
with their times. :func:`install` adds one that files the decision under the graph being lowered and the
choices' input buffers; ``_compat/module_stacks.py``'s recorder asks :func:`site_entry` at each kernel call
site and, where the site's template or library call reads the same buffers, adds :data:`MARK` and the
decision as JSON to the site's provenance entry (stored with the compiled graph)::

    {"op": "mm", "n": 20, "choices": [{"kind": "triton", "what": "BLOCK_K=32, BLOCK_M=64, ...", "us": 12.1},
                                      {"kind": "library", "what": "mm", "us": 14.0}]}

Times in µs, fastest first, at most :data:`KEEP` of them (the fastest library call always among them). What
ran is read from the kernel's source by the collector (``collect/provenance.autotune_sites``). Nothing of the
compile changes: the saver only reads what the autotuner measured.
"""

from __future__ import annotations

import json
import math
import weakref
from typing import Any

MARK = "inductor-probe autotune: "
KEEP = 12
# (graph lowering's id, its input buffer names) -> a weak reference to that graph (an id is reused once the
# graph is gone: the reference tells), the decision. The graph is never kept alive by this.
_DECISIONS: dict[tuple[int, tuple[str, ...]], tuple[Any, dict[str, Any]]] = {}


def _name(node: Any) -> str:
    try:
        return str(node.get_name())
    except Exception:  # an input with no buffer name (a constant, a view of none)
        return repr(type(node).__name__)


def _choice(c: Any, ms: float) -> dict[str, Any]:
    cls = type(getattr(c, "__dict__", {}).get("_wrapped", c)).__name__  # CPU templates come wrapped
    extern = cls == "ExternKernelCaller"
    kind = "library" if extern else ("triton" if "Triton" in cls else "template")
    what = str(getattr(c, "name", "")) if extern else (str(getattr(c, "description", "") or "") or c.name)
    return {"kind": kind, "what": what, "us": round(ms * 1e3, 3)}


def decision(op: str, timings: dict[Any, float], choices: list[Any]) -> dict[str, Any]:
    """The choices the autotuner timed (ms) -> the kept decision (µs, fastest first)."""
    timed = sorted(
        (_choice(c, float(t)) for c, t in timings.items() if math.isfinite(float(t))), key=lambda r: r["us"]
    )
    kept = timed[:KEEP]
    lib = next((r for r in timed if r["kind"] == "library"), None)
    if lib is not None and lib not in kept:
        kept.append(lib)
    return {"op": str(op), "n": len(choices) or len(timings), "choices": kept}


def _saver(timings: Any, name: Any, input_nodes: Any, choices: Any, *_: Any) -> None:
    try:
        from torch._inductor.virtualized import V

        graph = V.graph
        for key in [k for k, (ref, _) in _DECISIONS.items() if ref() is None]:  # graphs gone
            del _DECISIONS[key]
        made = (weakref.ref(graph), decision(str(name), dict(timings), list(choices)))
        _DECISIONS[(id(graph), tuple(_name(n) for n in input_nodes))] = made
        node = getattr(graph, "current_node", None)  # None once lowering is over (a deferred choice)
        if node is not None:  # a CPU template packs its inputs anew: its FX node finds it
            _DECISIONS[(id(graph), ("node:" + str(node.name),))] = made
    except Exception:  # a help for the report, never a reason to fail a compile
        pass


def install() -> bool:
    """Register the saver once. False where this torch has no feedback savers."""
    try:
        from torch._inductor import select_algorithm
    except Exception:
        return False
    add = getattr(select_algorithm, "add_feedback_saver", None)
    if add is None:
        return False
    if not getattr(install, "_done", False):
        add(_saver)
        install._done = True  # type: ignore[attr-defined]
    return True


def _inputs(node_schedule: Any, is_extern: bool) -> list[tuple[str, ...]]:
    """The keys a site's template or library call may be filed under: its input buffers, its FX nodes."""
    irs = [node_schedule] if is_extern else [getattr(s, "node", None) for s in node_schedule]
    out = []
    for ir in irs:
        inputs = getattr(ir, "inputs", None)
        if ir is not None and inputs is not None and (is_extern or "Template" in type(ir).__name__):
            out.append(tuple(_name(n) for n in inputs))
            out += [("node:" + str(getattr(n, "name", "")),) for n in getattr(ir, "origins", ())]
    return out


def site_entry(node_schedule: Any, is_extern: bool) -> str | None:
    """The decision of the template or library call at this call site, as its provenance string; None where
    the autotuner chose nothing for it."""
    if not _DECISIONS:
        return None
    try:
        from torch._inductor.virtualized import V

        graph = V.graph
        for names in _inputs(node_schedule, is_extern):
            found = _DECISIONS.get((id(graph), names))
            if found is not None and found[0]() is graph:
                return MARK + json.dumps(found[1])
    except Exception:
        return None
    return None
