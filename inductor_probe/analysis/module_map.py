"""GPU (or CPU) time per ``nn.Module`` path inside the compiled graphs: the step's kernels shared among the
modules their FX nodes came from (``run/module_map.RULE`` says how, in words).

Each compiled module records, per call site of each kernel, its nodes' module stacks and the bytes they
write (``_compat/module_stacks.py`` -> ``KernelInfo.module_sites``). Per compiled graph, from the step's rows:

- a generated kernel launched ``n`` times from ``s`` call sites: launch ``i`` (in time order) is site
  ``i mod s`` where ``n`` is a multiple of ``s`` (every call of the graph launches each site once, in the
  module's order), else each launch is shared equally among the sites; a site's share among its stacks is by
  their bytes (equal where none is known);
- a library kernel (a matmul, convolution or attention, by its category; else by its launching op) belongs
  to the module's library call of that kind whose operands have the sizes its op recorded (``Input Dims``,
  the out= tensor last); replayed in a CUDA graph (no op, no sizes), to the call the replay's pairing found
  (``replay.pair_replayed``: ``replay_call``); else to the calls of its kind not paired, all of them sharing
  its time by their FLOPs (from the module's operands, ``analysis/replay.call_cost``), equally where a call's
  are unknown;
- anything else (a copy, a memset, a kernel no call site records) is unmapped, with why.

A forward graph's time is ``forward``, a backward graph's ``backward`` (a backward node counts for the forward
module it differentiates: ``fwd_nn_module_stack``; a gradient summed where a tensor fed several ops, for the
nearest node it reads that has a module: ``_compat/module_stacks._traced``). Per step: the rows' durations
over the profiled steps.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

import pandas as pd

from inductor_probe._compat.module_stacks import op_base
from inductor_probe.analysis import replay
from inductor_probe.run.artifacts import CompiledModule, KernelInfo, ModuleStack, Site
from inductor_probe.run.module_calls import Launch
from inductor_probe.run.module_map import (
    NO_STACKS,
    ModuleRow,
    ModuleTypeRow,
    ModuleView,
    RootKernel,
    Unmapped,
)

Stack = tuple[tuple[str, str], ...]
ROOT_KERNELS = 5  # the root's largest kernels kept in the view


class _Acc:
    """Microseconds per module stack, forward and backward; and what went nowhere."""

    def __init__(self) -> None:
        self.us: dict[Stack, list[float]] = defaultdict(lambda: [0.0, 0.0])
        self.lost: dict[tuple[str, str, str], float] = defaultdict(float)
        self.kind_us = [0.0, 0.0]  # every kernel of the forward and of the backward graphs
        self.root: dict[tuple[str, str, bool], float] = defaultdict(float)  # (graph, kernel, bwd) at the root
        self.at: tuple[str, str] = ("", "")  # the graph and kernel being shared (for ``root``)

    def site(self, site: Site, us: float, backward: bool) -> bool:
        if not site:
            return False
        weights = [max(m.bytes, 0) for m in site]
        total = sum(weights)
        for m, w in zip(site, weights, strict=True):
            share = w / total if total else 1.0 / len(site)
            stack = _stack(m)
            self.us[stack][int(backward)] += us * share
            if not stack:
                self.root[(self.at[0], self.at[1], backward)] += us * share
        return True


def _stack(m: ModuleStack) -> Stack:
    return tuple((str(p[0]), str(p[1]) if len(p) > 1 else "") for p in m.stack)


def _generated(
    k: KernelInfo, durs: Sequence[float], acc: _Acc, backward: bool, label: str
) -> list[list[Site]] | None:
    """The kernel's launches shared among its call sites (module docstring); each launch's sites, in order
    (None where its sites' modules were not recorded)."""
    sites = k.module_sites
    if not sites or all(s is None for s in sites):
        acc.lost[(label, k.name, "its call sites' modules were not recorded")] += sum(durs)
        return None
    s = len(sites)
    acc.at = (label, k.name)
    out: list[list[Site]] = []
    for i, d in enumerate(durs):
        picked = [sites[i % s]] if len(durs) % s == 0 else list(sites)
        out.append([x for x in picked if x])
        for site in picked:
            if not acc.site(site, d / len(picked), backward):
                acc.lost[(label, k.name, "one call site's modules were not recorded")] += d / len(picked)
    return out


def _library_kind(row: Mapping[str, Any]) -> str | None:
    name, op = str(row.get("name", "")), row.get("op")
    if not isinstance(op, str):  # a CPU step's rows are the ATen ops themselves
        op = name if name.startswith("aten::") else None
    return replay.row_kind(name, op)


def _launches(module: CompiledModule) -> list[Launch | None]:
    """Each library call's launch (its operands), matched in the module's order by name: a launch no call
    lists is passed over (a fallback the module calls as ``aten.scatter_reduce_.two(...)``, which a CPU
    max-pool's backward makes: with the lists' lengths unequal no call had its sizes, and a CPU CNN's
    convolutions' backward went to every library call of the graph alike, its Linear's too); None from a
    call whose launch is not found on."""
    launches: list[Launch] = [x for x in module.launches if x.kind == "extern"]
    out: list[Launch | None] = []
    j = 0
    for call in module.extern_calls:
        while j < len(launches) and launches[j].name != call.name:
            j += 1
        out.append(launches[j] if j < len(launches) else None)
        j += 1
    return out


def _flops(launch: Launch | None) -> float | None:
    try:
        return replay.call_cost(launch).flops if launch is not None else None
    except Exception:  # an op the FLOP counter does not know
        return None


def _call_sig(launch: Launch | None) -> tuple[tuple[int, ...], ...] | None:
    """A library call's tensor operands' sizes, as its op records them (``Input Dims``), or None."""
    if launch is None or any(o.is_tensor and o.dims is None for o in launch.args):
        return None
    return tuple(tuple(o.dims) for o in launch.args if o.is_tensor and o.dims)


def _row_sig(row: Mapping[str, Any]) -> tuple[tuple[int, ...], ...] | None:
    args = row.get("op_args")
    dims = args.get("Input Dims") if isinstance(args, dict) else None
    if not isinstance(dims, list):
        return None
    return tuple(tuple(d) for d in dims if isinstance(d, list) and d)


def _library(
    module: CompiledModule,
    rows: pd.DataFrame,
    acc: _Acc,
    backward: bool,
    label: str,
    before: Mapping[Any, list[Site]] | None = None,
) -> None:
    """Library kernels to the module's library calls: a CUDA graph's replayed kernel to the call the replay
    pairing found for it (``replay.pair_replayed``); else to the calls of its kind (else of its op) whose
    operands have the sizes its op recorded, where any has, else to all of the kind not paired, by FLOPs. A
    library kernel of no call the module lists, whose op the module does call (a fallback Inductor writes
    otherwise: a CPU max-pool backward's ``aten.scatter_reduce_``), goes with the generated kernel launched
    just before it in the graph (``before``, by row: that kernel's sites), which made its operands, or, where
    it opens the graph, just after it; an op the module does not call (a CUDA graph's input copies) stays
    unmapped."""
    calls = module.extern_calls
    launches = _launches(module)
    keys = [replay.call_kind(replay.op_of(c.name)) or replay.op_of(c.name) for c in calls]
    sigs = [_call_sig(x) for x in launches]
    spent: dict[tuple[int, ...], float] = defaultdict(float)
    records = rows.to_dict("records")
    paired = {r.get("replay_call") for r in records}
    fallbacks = {_base(x.name) for x in module.launches if x.kind == "extern"}
    for idx, row in zip(rows.index, records, strict=True):
        call = row.get("replay_call")
        if isinstance(call, int) and 0 <= call < len(calls):  # a CUDA graph's replay, paired in order
            spent[(call,)] += float(row["dur_us"])
            continue
        key = _library_kind(row) or row.get("op")
        same = [i for i, k in enumerate(keys) if k == key]
        if not same:
            copy = row.get("activity") not in (None, "kernel", "cpu_op")  # a CPU step's rows are ops
            called = not copy and _base(row.get("op") or row.get("name")) in fallbacks  # by this module
            prior = (before or {}).get(idx) if called else None
            if prior:  # with the kernel that made its operands
                acc.at = (label, str(row.get("name")))
                for site in prior:
                    acc.site(site, float(row["dur_us"]) / len(prior), backward)
                continue
            why = "a copy or memset" if copy else "no call site of it"
            acc.lost[(label, str(row.get("name")), why)] += float(row["dur_us"])
            continue
        sig = _row_sig(row)
        # the op records its out= tensor after the operands: a call matches the sizes it begins with
        exact = [i for i in same if sig is not None and sigs[i] and sig[: len(sigs[i] or ())] == sigs[i]]
        spent[tuple(exact or [i for i in same if i not in paired] or same)] += float(row["dur_us"])
    for group, us in spent.items():
        flops = [_flops(launches[i]) for i in group]
        total = sum(f for f in flops if f) if all(flops) else 0.0
        for i, f in zip(group, flops, strict=True):
            share = (f or 0.0) / total if total else 1.0 / len(group)
            site = calls[i].module_sites[0] if calls[i].module_sites else None
            acc.at = (label, calls[i].name)
            if not acc.site(site, us * share, backward):
                acc.lost[(label, calls[i].name, "its modules were not recorded")] += us * share


def module_view(
    rows: pd.DataFrame, modules: Mapping[str, CompiledModule], labels: Mapping[str, str], steps: int
) -> ModuleView | None:
    """The step's module tree from its rows (each with its ``graph`` key; ``modules`` and ``labels`` by key).
    None where no compiled graph ran; a view with only its ``note`` where no module recorded its stacks."""
    inside = rows[rows["graph"].notna()] if "graph" in rows else rows.iloc[0:0]
    if inside.empty or steps <= 0:
        return None
    acc = _Acc()
    recorded = False
    for key, grp in inside.groupby("graph", sort=False):
        label = labels.get(str(key), str(key))
        module = modules.get(str(key))
        if module is None:
            why = "its compiled module is not known"
            acc.lost[(label, "(every kernel)", why)] += float(grp["dur_us"].sum())
            continue
        recorded |= any(k.module_sites for k in (*module.kernels, *module.extern_calls))
        backward = module.graph_kind == "backward"
        acc.kind_us[int(backward)] += float(grp["dur_us"].sum())
        grp = grp.sort_values("ts_us", kind="stable")
        generated = {k.name: k for k in module.kernels}
        mine = grp["name"].isin(generated.keys())
        sites_of: dict[Any, list[Site]] = {}  # a generated launch's row -> its sites
        for name, g in grp[mine].groupby("name", sort=False):
            got = _generated(generated[str(name)], g["dur_us"].astype(float).tolist(), acc, backward, label)
            sites_of.update(zip(g.index, got or [], strict=False))
        _library(module, grp[~mine], acc, backward, label, _just_before(grp.index, sites_of))
    if not recorded:
        return ModuleView(kernel_ms=float(inside["dur_us"].sum()) / steps / 1e3, note=NO_STACKS)
    return _view(acc, steps)


def _base(name: Any) -> str:
    """An op's name without namespace and overload (``aten::scatter_reduce_``, ``aten.scatter_reduce_.two``
    -> ``scatter_reduce_``)."""
    return op_base(str(name or "").replace("::", "."))


def _just_before(order: Sequence[Any], sites_of: Mapping[Any, list[Site]]) -> dict[Any, list[Site]]:
    """Each row (in time order) -> the sites of the generated launch just before it; a row with none before
    it (a fallback that opens the graph: dropout's seeds), the one just after it."""
    out: dict[Any, list[Site]] = {}
    last: list[Site] | None = None
    waiting: list[Any] = []  # rows before the first generated launch
    for idx in order:
        if idx in sites_of:
            last = sites_of[idx] or None
            out.update(dict.fromkeys(waiting, last) if last else {})
            waiting = []
        elif last:
            out[idx] = last
        else:
            waiting.append(idx)
    return out


def _view(acc: _Acc, steps: int) -> ModuleView:
    mapped = sum(f + b for f, b in acc.us.values())
    kernel = mapped + sum(acc.lost.values())
    pct = lambda us: 100.0 * us / kernel if kernel else 0.0
    tree: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])  # fwd, bwd, own
    types: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    kind_of: dict[str, str] = {}
    depth_of: dict[str, int] = {}
    for stack, (f, b) in acc.us.items():
        for i, (path, kind) in enumerate(stack or (("", ""),)):
            tree[path][0] += f
            tree[path][1] += b
            kind_of.setdefault(path, kind)
            depth_of.setdefault(path, i + 1)
        tree[stack[-1][0] if stack else ""][2] += f + b
        for kind in {k for _, k in stack if k}:
            types[kind][0] += f
            types[kind][1] += b
    ms = lambda us: us / steps / 1e3
    rows = [
        ModuleRow(
            path=p,
            type=kind_of.get(p) or None,
            depth=depth_of[p],
            forward_ms=ms(v[0]),
            backward_ms=ms(v[1]),
            own_ms=ms(v[2]),
            pct=pct(v[0] + v[1]),
        )
        for p, v in tree.items()
    ]
    counts: dict[str, int] = defaultdict(int)
    for kind in kind_of.values():
        if kind:
            counts[kind] += 1
    return ModuleView(
        kernel_ms=ms(kernel),
        mapped_ms=ms(mapped),
        forward_kernel_ms=ms(acc.kind_us[0]),
        backward_kernel_ms=ms(acc.kind_us[1]),
        rows=tree_order(rows),
        types=sorted(
            (
                ModuleTypeRow(
                    type=t, count=counts[t], forward_ms=ms(v[0]), backward_ms=ms(v[1]), pct=pct(sum(v))
                )
                for t, v in types.items()
            ),
            key=lambda r: -(r.forward_ms + r.backward_ms),
        ),
        unmapped=sorted(
            (Unmapped(graph=g, name=n, ms=ms(us), why=w) for (g, n, w), us in acc.lost.items()),
            key=lambda r: -r.ms,
        ),
        root_kernels=sorted(
            (RootKernel(graph=g, name=n, ms=ms(us), backward=b) for (g, n, b), us in acc.root.items()),
            key=lambda r: -r.ms,
        )[:ROOT_KERNELS],
    )


def tree_order(rows: list[ModuleRow]) -> list[ModuleRow]:
    """Each path followed by those directly under it, largest first (``""``, the code outside any submodule,
    beside the top-level modules)."""
    by_parent: dict[str, list[ModuleRow]] = defaultdict(list)
    known = {r.path for r in rows}
    for r in rows:
        parent = r.path.rsplit(".", 1)[0] if "." in r.path else ""
        while parent and parent not in known:  # a path whose parent has no node of its own
            parent = parent.rsplit(".", 1)[0] if "." in parent else ""
        by_parent[parent].append(r)
    out: list[ModuleRow] = []

    def walk(parent: str) -> None:
        for r in sorted(by_parent.get(parent, ()), key=lambda r: -r.total_ms):
            out.append(r)
            if r.path:
                walk(r.path)

    walk("")
    return out
