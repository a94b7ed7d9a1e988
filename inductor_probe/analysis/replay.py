"""Library kernels a CUDA graph's replay launched, paired with the compiled module's library calls.

Replayed, a graph launches its kernels with no ATen op on the CPU side, so the trace gives a cuBLAS
gemm, a cuDNN conv or an attention kernel no shapes. The compiled module says, in running order,
what it launched (``run.module_calls``); a graph runs its kernels in the order they were captured, so
the library kernels between two generated kernels of the replay are the library calls between the
same two launches of the module. Within one such stretch, per kind (matmul or conv, one kind since a
kernel's name does not tell them apart; attention):

- one call of the kind: its kernels are its own; the longest carries the call's FLOPs and bytes (as
  for an op with several kernels, ``insight._library_costs``), the others are beside it;
- as many calls as main kernels: paired in order; a library's helper kernel (cuBLAS's split-K reduce,
  cuDNN's layout conversion) is beside the nearest main kernel of a call of its library;
- anything else is not paired, and the row says why.

The generated kernels are the anchors; a stretch may span the end of one call of the graph and the
start of the next (the module's tail and head library calls). Only the rows a graph replayed
(``launch`` cudaGraphLaunch) with no launching op take a cost, or the reason there is none, from here;
``pair_replayed`` pairs a step's rows once, for their category and their insight.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pandas as pd

from inductor_probe.analysis import flops
from inductor_probe.analysis.categories import categorize
from inductor_probe.run.artifacts import CompiledModule
from inductor_probe.run.module_calls import Launch

# A kernel's name does not tell a matmul from a conv (cuDNN runs a 1x1 conv as sm90_xmma_gemm_...): both are
# one kind here; attention kernels have names of their own (fmha, flash).
_KINDS = {"extern_mm": "matmul or conv", "conv": "matmul or conv", "attention": "attention"}
# kernels a library launches beside the main one of the same call: cuBLAS's split-K reduction or pass (after
# its gemm), cuDNN's layout conversions and workspace set-up (before or after its conv)
_HELPERS = {
    # (cuBLAS's split-K pass of an sm80 xmma gemm: ``..._execute_split_k_kernel__5x_cublas`` after its
    # ``..._execute_kernel__5x_cublas``, a 2-3 µs pass after an 18 µs gemm on an H200)
    "matmul": re.compile(r"(?i)splitKreduce|split_?k_?reduce|execute_split_k_kernel"),
    "conv": re.compile(r"(?i)convertTensor|init_device_work|nchwToNhwc|nhwcToNchw"),
}
_HELPER = re.compile("|".join(h.pattern.removeprefix("(?i)") for h in _HELPERS.values()), re.I)
NOTE = "shapes from the compiled module's call (a CUDA graph's replay launches no op)"


def op_name(launch: Launch) -> str:
    """The ATen op of a library call: ``extern_kernels.mm`` -> ``aten::mm``,
    ``torch.ops.aten.convolution.default`` -> ``aten::convolution``."""
    return op_of(launch.name)


def op_of(call: str) -> str:
    """``op_name`` of a library call's name as the module writes it."""
    parts = call.split(".")
    if parts[0] == "extern_kernels":
        return f"aten::{parts[-1]}"
    if parts[:2] == ["torch", "ops"]:
        parts = parts[2:]
    if len(parts) >= 2:
        return f"{parts[0]}::{parts[1]}"
    return call


def call_kind(op: str) -> str | None:
    """A library call's kind, by the category its op gives a kernel (``categories.RULES``)."""
    return _KINDS.get(categorize({"op": op})[0])


def row_kind(name: str, op: str | None = None) -> str | None:
    """A library kernel's kind (matmul or conv, attention), by its name and, where given, its launching op."""
    category, _ = categorize({"name": name, "activity": "kernel", "op": op})
    return _KINDS.get(category)


def _missing(value: object) -> bool:
    return value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value))


def call_cost(launch: Launch, kernel_name: str | None = None) -> flops.OpCost:
    """FLOPs and bytes of one library call of the module, from its operands' sizes. An operand whose
    dtype the module does not say (a tuple's item) has the call's: its output's, else its first
    floating operand's (a matmul, conv or attention takes one dtype)."""
    op = op_name(launch)
    named = [(None, o) for o in launch.args] + list(launch.kwargs)
    dtypes = [o.dtype for _, o in named if o.is_tensor and o.dtype]
    floats = [d for d in dtypes if flops.DTYPE_CLASS.get(flops.TORCH_DTYPES.get(d, ""))]
    fill = launch.out.dtype if launch.out is not None and launch.out.dtype else next(iter(floats), None)
    args, kwargs = [], {}
    for key, o in named:
        if o.is_tensor:
            dtype = flops.TORCH_DTYPES.get(o.dtype or fill or "")
            if o.dims is None or dtype is None:
                return flops.OpCost(
                    op, None, None, None, reason=f"the compiled module does not say the sizes of {o.text}"
                )
            a = flops.Arg(o.dims, dtype)
        else:
            a = flops.Arg((), "" if o.value is None else "Scalar", o.value)
        if key is None:
            args.append(a)
        else:
            kwargs[key] = a
    cost = flops.call_cost(op, args, kwargs, kernel_name=kernel_name)
    return replace(cost, assumptions=(*cost.assumptions, NOTE))


def pair_replayed(rows: pd.DataFrame, modules: Mapping[str, CompiledModule | None]) -> pd.DataFrame:
    """``rows`` (a step trace's, with their ``graph`` key) with what each graph's module says of its replayed
    library kernels (``modules`` by graph key): ``replay_cost`` (``replay_costs``: the call's FLOPs and
    bytes, or why there are none) and, for a kernel paired with a call, ``op``, so that it is categorised
    by its op like the same kernel launched (a 1x1 conv that cuDNN runs as an ``sm90_xmma_gemm_`` kernel is
    a conv, not a matmul)."""
    if rows.empty or "graph" not in rows or "op" not in rows:
        return rows
    costs: dict[object, flops.OpCost] = {}
    owners: dict[object, int] = {}
    for key, grp in rows.groupby("graph", sort=False):
        module = modules.get(str(key))
        if module is not None and module.launches:
            costs.update(replay_costs(grp, module.launches, owners))
    if not costs:
        return rows
    out = rows.copy()
    out["op"] = out["op"].astype(object)
    out["replay_cost"] = None
    out["replay_call"] = (
        None  # the library call (its index among the module's) a replayed kernel is paired with
    )
    for i, cost in costs.items():
        out.at[i, "replay_cost"] = cost
        if cost.op.startswith("aten::"):
            out.at[i, "op"] = cost.op
    for i, call in owners.items():
        out.at[i, "replay_call"] = call
    return out


def replay_costs(
    rows: pd.DataFrame, launches: Sequence[Launch], owners: dict[object, int] | None = None
) -> dict[object, flops.OpCost]:
    """Row index -> cost, for the library kernel rows a CUDA graph replayed with no launching op that the
    module's launches account for, or the reason they do not; ``owners`` (given) gets, for each row paired
    with a call, the call's index among the module's library calls."""
    if rows.empty or not launches or "name" not in rows:
        return {}
    kernels = rows[rows["activity"] == "kernel"] if "activity" in rows else rows
    replayed = (
        kernels["launch"] == "cudaGraphLaunch" if "launch" in kernels else pd.Series(True, kernels.index)
    )
    no_op = kernels["op"].map(_missing) if "op" in kernels else pd.Series(True, kernels.index)
    # both as plain booleans: pandas 4 refuses `&` between a boolean and an object column
    missing = set(kernels.index[replayed.fillna(False).astype(bool) & no_op.fillna(False).astype(bool)])
    if not missing:
        return {}
    anchors = [i for i, la in enumerate(launches) if la.kind == "triton"]
    generated = {launches[i].name for i in anchors}
    order = kernels.sort_values("ts_us", kind="stable") if "ts_us" in kernels else kernels
    dur = order["dur_us"] if "dur_us" in order else pd.Series(0.0, index=order.index)
    out: dict[object, flops.OpCost] = {}
    bucket: list[tuple[object, str, float]] = []
    pos = -1  # the index into anchors of the last generated kernel seen; -1 before the first

    def between(a: int, b: int) -> list[Launch]:
        """The library calls after launch a and before launch b (indices into launches)."""
        return [la for la in launches[a + 1 : b] if la.kind == "extern"]

    externs = {id(la): n for n, la in enumerate(la for la in launches if la.kind == "extern")}
    paired: dict[object, Launch] = {}

    def close(expected: list[Launch]) -> None:
        _pair(bucket, expected, out, paired)
        bucket.clear()

    for idx, name, d in zip(order.index, order["name"].astype(str), dur, strict=True):
        if name not in generated:
            bucket.append((idx, name, float(d)))
            continue
        here = anchors[pos] if pos >= 0 else -1
        nxt = next((q for q in range(pos + 1, len(anchors)) if launches[anchors[q]].name == name), None)
        if nxt is not None:
            close(between(here, anchors[nxt]))
        else:  # the graph's next call: the module's tail, then its head
            nxt = next((q for q in range(len(anchors)) if launches[anchors[q]].name == name), None)
            if nxt is None:
                continue
            close(between(here, len(launches)) + between(-1, anchors[nxt]))
        pos = nxt
    if anchors:
        close(between(anchors[pos] if pos >= 0 else -1, len(launches)))
    else:  # a graph of library calls only: each of its calls runs them all
        calls = between(-1, len(launches))
        ours = [la for la in calls if call_kind(op_name(la))]
        mains = [b for b in bucket if row_kind(b[1]) is not None and not _HELPER.search(b[1])]
        close(calls * (len(mains) // len(ours) if ours and len(mains) % len(ours) == 0 else 1))
    for i in missing - out.keys():
        name = str(kernels.at[i, "name"])
        if name in generated:
            continue
        copy = categorize({"name": name, "activity": "kernel"})[0] == "copy_memset"
        out[i] = flops.OpCost(
            name,
            None,
            None,
            None,
            reason="the CUDA graph's own copy or memset: the trace records no size for it"
            if copy
            else "replayed in a CUDA graph (no launching op); of the compiled module's library calls "
            "only matmuls, convolutions and attention are read for shapes",
        )
    if owners is not None:
        owners.update({i: externs[id(la)] for i, la in paired.items() if i in missing and id(la) in externs})
    return {i: c for i, c in out.items() if i in missing}


def _is_conv(launch: Launch) -> bool:
    return categorize({"op": op_name(launch)})[0] == "conv"


def _beside(main: str, op: str) -> flops.OpCost:
    return flops.OpCost(
        op,
        None,
        None,
        None,
        reason=f"launched by {op} beside its main kernel {main}, which carries the op's FLOPs and bytes",
    )


def _pair(
    bucket: list[tuple[object, str, float]],
    expected: list[Launch],
    out: dict[object, Any],
    paired: dict[object, Launch],
) -> None:
    """The library kernels of one stretch against the library calls the module makes there (``paired``: each
    row's call)."""
    for kind in ("matmul or conv", "attention"):
        rows = [b for b in bucket if row_kind(b[1]) == kind]
        if not rows:
            continue
        calls = [la for la in expected if call_kind(op_name(la)) == kind]
        mains = [b for b in rows if not _HELPER.search(b[1])] or rows
        if len(calls) == 1:
            main = max(mains, key=lambda b: b[2])
            owner = {b[0]: (main, calls[0]) for b in rows}
        elif len(calls) == len(mains):
            owner = {b[0]: (b, la) for b, la in zip(mains, calls, strict=True)}
            for pos, (i, n, _) in enumerate(rows):  # a helper: beside the nearest main kernel of its library
                if i in owner:
                    continue
                lib = next((k for k, h in _HELPERS.items() if h.search(n)), "")
                conv = lib == "conv"
                ours = [b for b in mains if _is_conv(owner[b[0]][1]) == conv] or mains
                where = {b[0]: p for p, b in enumerate(rows)}
                near = min(ours, key=lambda b: (abs(where[b[0]] - pos), where[b[0]] > pos))
                owner[i] = owner[near[0]]
        else:
            why = (
                "replayed in a CUDA graph (no launching op) and not paired with the compiled module's calls: "
                f"{len(mains)} {kind} kernels where the module makes {len(calls)} {kind} calls"
            )
            for i, _, _ in rows:
                out[i] = flops.OpCost(kind, None, None, None, reason=why)
            continue
        for i, n, _ in rows:
            main, la = owner[i]
            paired[i] = la
            out[i] = call_cost(la, kernel_name=n) if i == main[0] else _beside(main[1], op_name(la))
