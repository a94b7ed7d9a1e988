"""Per kernel of a graph: roofline, occupancy and the user's source lines; which kernels are worth tuning.

From the graph's launch rows (``trace``) and what the compiled module says of each kernel::

    FLOPs, bytes   Triton / C++: Inductor's kernel_flop and kernel_num_gb, per launch
                   library kernel: its launching ATen op's recorded shapes (flops.op_cost); an op call
                   that launches several kernels (split-K gemm + reduce) charges its cost to the
                   longest of them. Replayed in a CUDA graph (no op): the compiled module's call
                   and its operands' sizes (analysis/replay.py)
    roofline       per launch: time_us / launches against the device's roofs (roofline.kernel_roofline)
    recoverable    headroom_us x launches, per call, and its share of the graph's kernel time
    occupancy      registers per thread, threads per block and shared memory of the launches (the
                   trace records them for every kernel) against the device's SM limits

Pointwise and reduction kernels compute in fp32 on the CUDA cores whatever their storage dtype, so
their compute roof is fp32's; templates take the class of their inputs (``triton_compute_class``).
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Mapping
from typing import Any

import pandas as pd

from inductor_probe.analysis import devices, flops, occupancy, roofline
from inductor_probe.run.artifacts import KernelInfo
from inductor_probe.run.kernel_rows import ConfigInsight, ConfigRow
from inductor_probe.run.manifest import DeviceInfo
from inductor_probe.run.tables import KernelInsight
from inductor_probe.vocab import Bound

INSIGHT_KEYS = tuple(f.name for f in dataclasses.fields(KernelInsight))  # a row's keys, in order


def device_peaks(device: DeviceInfo | None) -> devices.Peaks | None:
    """The roofs of the run's GPU (its manifest ``device``: name, peak_mem_gbps, sm_clock_mhz); None
    for a CPU run."""
    if device is None or device.type != "cuda":
        return None
    spec, _ = devices.resolve(device.name)
    return devices.peaks(
        spec,
        name=device.name,
        sm_mhz=device.sm_clock_mhz,
        measured_dram_gbps=device.peak_mem_gbps,
    )


def device_limits(device: DeviceInfo | None) -> occupancy.SMLimits | None:
    """The per-SM limits of the run's GPU, from the device table; None where it is unknown."""
    if device is None or device.type != "cuda":
        return None
    spec, _ = devices.resolve(device.name)
    return spec.sm if spec is not None else None


def _first(values: pd.Series) -> Any:
    vals = values.dropna()
    return vals.iloc[0] if not vals.empty else None


def _blocks(dims: Any) -> int | None:
    """Threads in a block / blocks in a grid: ``"512x1x1"`` (the rows' form) or ``[512, 1, 1]``."""
    if not dims:
        return None
    parts = dims.split("x") if isinstance(dims, str) else dims
    try:
        return int(math.prod(int(d) for d in parts))
    except (TypeError, ValueError):
        return None


def _transfer_cost(row: Mapping[str, Any]) -> flops.OpCost | None:
    """A memset or copy: the bytes CUPTI recorded (a device-to-device copy reads and writes them);
    a copy to or from the host is bound by the host link, which has no roof here."""
    size = row.get("bytes")
    if row.get("activity") not in ("gpu_memset", "gpu_memcpy"):
        return None
    name = str(row.get("name"))
    if size is None or (isinstance(size, float) and math.isnan(size)):
        return flops.OpCost(name, 0.0, None, None, reason="the trace recorded no size for it")
    if row["activity"] == "gpu_memset":
        return flops.OpCost(name, 0.0, float(size), None, "bytes written (CUPTI)")
    if "DtoD" in name:
        return flops.OpCost(name, 0.0, 2.0 * float(size), None, "bytes read and written (CUPTI)")
    return flops.OpCost(
        name, 0.0, None, None, reason="a copy to or from the host: bound by the host link, not by DRAM"
    )


def _library_costs(rows: pd.DataFrame) -> dict[object, flops.OpCost | None]:
    """Per row: the FLOPs/bytes/class of the ATen op call that launched it (once per op call: its
    longest kernel carries the op's cost, the others none, with the reason); memsets and copies
    their own bytes."""
    memo: dict[tuple[Any, ...], flops.OpCost] = {}
    owner: dict[object, int] = {}
    # the columns as lists, not a dict a row (to_dict("records") was a quarter of a rank's summary)
    n = len(rows)

    def col(c: str) -> list[Any]:
        return rows[c].tolist() if c in rows else [None] * n

    op_ids, acts, durs, names = col("op_id"), col("activity"), col("dur_us"), col("name")
    ops, op_args, sizes = col("op"), col("op_args"), col("bytes")
    labels = list(rows.index)
    for i in range(n):
        key = op_ids[i]
        if key is None or (isinstance(key, float) and math.isnan(key)) or acts[i] != "kernel":
            continue
        j = owner.get(key)
        if j is None or durs[i] > durs[j]:
            owner[key] = i
    out: dict[object, flops.OpCost | None] = {}
    has_activity = "activity" in rows
    for i in range(n):
        label = labels[i]
        if has_activity and acts[i] in ("gpu_memset", "gpu_memcpy"):
            out[label] = _transfer_cost({"bytes": sizes[i], "activity": acts[i], "name": names[i]})
            continue
        op, args = ops[i], op_args[i]
        if not isinstance(op, str) or not isinstance(args, Mapping):
            out[label] = None
            continue
        main = owner.get(op_ids[i], i)
        if main != i:
            out[label] = flops.OpCost(
                op,
                None,
                None,
                None,
                reason=f"launched by {op} beside its main kernel {names[main]}, which carries "
                "the op's FLOPs and bytes",
            )
            continue
        memo_key = (op, names[i], json.dumps(args, sort_keys=True, default=str))
        if memo_key not in memo:
            memo[memo_key] = flops.op_cost(op, args, kernel_name=names[i])
        out[label] = memo[memo_key]
    return out


def _tuned(info: KernelInfo | None) -> bool:
    """A template kernel, or one whose op max-autotune timed: tuning is what it had already."""
    return info is not None and (info.heuristic == "template" or info.autotune is not None)


def generated_cost(info: KernelInfo) -> flops.OpCost:
    cost = roofline.triton_cost(info.name, info.num_gb, info.flop, info.source)
    if cost.compute_class is None and info.heuristic != "template":
        cost = flops.OpCost(cost.op, cost.flops, cost.bytes, "fp32", cost.formula, cost.reason)
    return cost


def kernel_insight(
    rows: pd.DataFrame,
    infos: Mapping[str, KernelInfo],
    calls: int,
    peaks: devices.Peaks | None,
    sm_limits: occupancy.SMLimits | None = None,
) -> list[KernelInsight]:
    """One row per kernel, the most recoverable time first. A library kernel a CUDA
    graph replayed has its cost in ``replay_cost`` (``replay.pair_replayed``)."""
    if rows.empty:
        return []
    calls = max(calls, 1)
    lib = _library_costs(rows) if "op_args" in rows else {}
    if "replay_cost" in rows:
        for i, cost in rows["replay_cost"].items():
            if cost is not None and lib.get(i) is None:
                lib[i] = cost
    total_us = float(rows["stream_us"].sum()) / calls
    out = []
    for name, grp in rows.groupby("name", sort=False):
        info = infos.get(name)
        launches = len(grp) / calls
        time_us = float(grp["stream_us"].sum()) / calls
        d: dict[str, Any] = dict.fromkeys(INSIGHT_KEYS)
        d["name"] = name
        d["source_lines"] = list(info.source_lines) if info and info.source_lines else None
        if info is not None and info.kind in ("triton", "cpp"):
            cost = generated_cost(info)
            f_call = None if cost.flops is None else cost.flops * launches
            b_call = None if cost.bytes is None else cost.bytes * launches
        else:
            costs = [lib.get(i) for i in grp.index]
            known = [c for c in costs if c is not None]
            cost = known[0] if known else flops.OpCost(str(name), None, None, None, reason="no launching op")
            fl = [c.flops for c in known]
            by = [c.bytes for c in known]
            f_call = (
                sum(f for f in fl if f is not None) / calls
                if known and all(f is not None for f in fl)
                else None
            )
            b_call = (
                sum(b for b in by if b is not None) / calls
                if known and all(b is not None for b in by)
                else None
            )
            if known and f_call is None:
                cost = next(c for c in known if c.flops is None)
        d.update(flops=f_call, bytes=b_call, compute_class=cost.compute_class, reason=cost.reason)
        _occupancy(d, grp, sm_limits)
        if peaks is not None and time_us > 0 and launches > 0:
            per = flops.OpCost(
                cost.op,
                None if f_call is None else f_call / launches,
                None if b_call is None else b_call / launches,
                cost.compute_class,
                reason=cost.reason,
            )
            r = roofline.kernel_roofline(time_us / launches, per, peaks, grid_blocks=d["grid_blocks"])
            d.update(
                tflops=r.tflops,
                gbps=r.gbps,
                intensity=r.intensity,
                bound=Bound.L2_RESIDENT if r.l2_resident else r.bound,
                pct_roof=r.pct_of_roof,
                headroom_us=None if r.headroom_us is None else r.headroom_us * launches,
                verdict=roofline.verdict(r, peaks, tuned=_tuned(info)),
                reason=r.reason or d["reason"],
            )
            if d["headroom_us"] is not None:
                d["recoverable_us"] = d["headroom_us"]
                d["recoverable_pct"] = 100.0 * d["headroom_us"] / total_us if total_us > 0 else None
        out.append(KernelInsight(**d))
    out.sort(key=lambda d: (d.recoverable_us is None, -(d.recoverable_us or 0.0)))
    return out


def _occupancy(d: dict[str, Any], grp: pd.DataFrame, limits: occupancy.SMLimits | None) -> None:
    regs = _first(grp["registers"]) if "registers" in grp else None
    block = _first(grp["block"]) if "block" in grp else None
    grid = _first(grp["grid"]) if "grid" in grp else None
    shared = _first(grp["shared_bytes"]) if "shared_bytes" in grp else None
    d["registers"] = None if regs is None else int(regs)
    d["threads_per_block"] = _blocks(block)
    d["grid_blocks"] = _blocks(grid)
    d["shared_bytes"] = None if shared is None else int(shared)
    if limits is None or d["registers"] is None or not d["threads_per_block"]:
        return
    occ = occupancy.theoretical_occupancy(
        limits,
        registers_per_thread=d["registers"],
        threads_per_block=d["threads_per_block"],
        shared_bytes=d["shared_bytes"] or 0,
    )
    d["occupancy_pct"] = occ.occupancy_pct
    d["occupancy_limiter"] = occ.limiter


def config_insight(
    row: ConfigRow,
    info: KernelInfo | None,
    peaks: devices.Peaks | None,
    limits: occupancy.SMLimits | None,
) -> ConfigInsight:
    """One timed config of ``kernel NAME`` (a row of the rebench result): its roofline at its cold
    median (L2 flushed before each launch: the DRAM roof applies) and its theoretical occupancy
    (registers, ``num_warps`` x 32 threads, shared memory)."""
    out = ConfigInsight()
    regs, warps = row.registers, (row.params or {}).get("num_warps")
    if limits is not None and regs is not None and warps:
        occ = occupancy.theoretical_occupancy(
            limits,
            registers_per_thread=int(regs),
            num_warps=int(warps),
            shared_bytes=int(row.shared_bytes or 0),
        )
        out.occupancy_pct, out.occupancy_limiter = occ.occupancy_pct, occ.limiter
        out.blocks_per_sm = occ.blocks_per_sm
    time_us = row.cold.median_us if row.cold is not None else None
    if peaks is None or info is None or not time_us or time_us <= 0:
        return out
    cost = generated_cost(info)
    grid = _blocks(row.grid) if row.grid else None
    r = roofline.kernel_roofline(time_us, cost, peaks, grid_blocks=grid)
    return dataclasses.replace(
        out,
        tflops=r.tflops,
        gbps=r.gbps,
        intensity=r.intensity,
        bound=Bound.L2_RESIDENT if r.l2_resident else r.bound,
        pct_roof=r.pct_of_roof,
        headroom_us=r.headroom_us,
        compute_class=r.compute_class,
        verdict=roofline.verdict(r, peaks, tuned=_tuned(info)),
        reason=r.reason,
    )
