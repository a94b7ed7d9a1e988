"""torch.compile's own host time in the step (``StepView.runtime``, analysis/ledger.py): the report's short
section, the CSV's rows (level ``runtime``) and the page's table say the same figures."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from inductor_probe.render._fmt import num, table

if TYPE_CHECKING:
    from inductor_probe.run.manifest import Manifest
    from inductor_probe.run.runtime import RuntimeRow, RuntimeView

HEADERS = ["graph", "frame", "calls/step", "guards_us", "wrappers_us", "own_call_us", "ms/step", "%wall"]
REST = (
    "the rest of the host's step, {us:.1f} µs: entering the compiled code (nn.Module's and Dynamo's Python), "
    "the step's own code, autograd's engine"
)


def notes(v: RuntimeView) -> list[str]:
    """What the rows stand on: the host's step less the graphs' own calls as timed, and the rest."""
    if v.outside_us is None:
        return []
    out = [f"timed without the profiler, the host's step less the graphs' own calls is {v.outside_us:.1f} µs"]
    if v.scaled:  # a scale of 0 never reaches here: nothing measured outside keeps the rows (ledger)
        out[0] += (
            f"; the profile's split of it held {1 / v.scaled:.1f}x that (the profiler stretches Python the "
            f"most), so its guards and wrappers are scaled by {v.scaled:.2f} to fit"
        )
    if v.rest_us is not None:
        out.append(REST.format(us=v.rest_us))
    return out


def name(r: RuntimeRow) -> str:
    if r.graph:
        return r.graph + (" (backward)" if r.backward and "backward" not in r.graph else "")
    return "(no graph: guards only, the frame ran eagerly)" if r.frame is None else "(no graph of its own)"


def basis(v: RuntimeView) -> str:
    timed = (
        " (guards marked * checked on the step's inputs without the profiler)"
        if any(r.guard_timed for r in v.rows)
        else ""
    )
    if v.basis == "unprofiled" and v.inflation is not None:
        why = (
            f"; its cost measured apart, {v.cost.python_us:.2f} µs per Python call and {v.cost.op_us:.2f} µs "
            f"per other event, read those calls {v.check_pct:+.0f}% off"
            if v.cost is not None and v.check_pct is not None
            else ""
        )
        return (
            f"unprofiled: each figure divided by {v.inflation:.2f}, how much longer the graphs' own calls "
            f"ran profiled than timed without the profiler{why}{timed}"
        )
    if v.basis == "unprofiled" and v.cost is not None:
        check = (
            f"; so brought back, the graphs' own calls read {v.check_pct:+.0f}% off their timed calls"
            if (v.check_pct is not None)
            else ""
        )
        return (
            f"unprofiled: the profiler's own {v.cost.python_us:.2f} µs per Python call and "
            f"{v.cost.op_us:.2f} µs per other event it recorded, measured in the run, taken out{check}{timed}"
        )
    return "as profiled (upper bounds: the graphs' own calls were not timed without the profiler)"


def cells(r: RuntimeRow) -> list[Any]:
    return [
        name(r),
        r.frame or "-",
        num(r.calls, ".2g"),
        num(r.guard_us, ".1f") + ("*" if r.guard_timed else ""),
        num(r.wrapper_us, ".1f"),
        num(r.call_us, ".1f"),
        num(r.ms, ".3f"),
        num(r.pct, ".1f"),
    ]


def runtime_lines(m: Manifest) -> list[str]:
    v = m.step.where.runtime if m.step is not None else None
    if v is None or not v.rows:
        return []
    share = f", {v.pct:.1f}% of the wall" if v.pct is not None else ""
    out = [
        "",
        f"torch.compile at run time: guards and wrappers {v.ms:.3f} ms per step{share} "
        f"(host µs per call, {basis(v)}):",
        table([cells(r) for r in v.rows], HEADERS, numparse=True),
        *notes(v),
    ]
    return out


def csv_rows(m: Manifest) -> list[dict[str, Any]]:
    """One row per graph (level ``runtime``): guards and wrappers per step as ``time_us``, per call in
    ``guard_us``/``wrapper_us``/``call_us``."""
    v = m.step.where.runtime if m.step is not None else None
    if v is None:
        return []
    return [
        {
            "graph": r.graph or (r.frame or ""),
            "level": "runtime",
            "name": name(r),
            "category": v.basis,
            "time_us": r.ms * 1e3,
            "pct": r.pct,
            "launches": r.calls,
            "guard_us": r.guard_us,
            "wrapper_us": r.wrapper_us,
            "call_us": r.call_us,
        }
        for r in v.rows
    ]
