"""A run's findings, decided here once for every renderer (text, JSON, HTML: ``run_findings``).

The step's time findings, each with its expected gain and where that comes from, the largest gain first:

- **the step's bound** (analysis/idle.py): sync-bound, the syncs' share of the idle and the line of the
  largest; launch-bound, what CUDA graphs would save (analysis/whatif.py) or else the launch overhead;
  host-bound, the largest host cause at the user's line;
- **fp32 matmuls and convolutions** at the FP32 roof where TF32 is allowed to be faster: their time per
  step, and what remains of it at the TF32 and memory roofs (an upper bound of the gain);
- **the kernel with the most recoverable time** (its time above its roof, per step);
- a CPU run (no roofline there): **the largest kernel or ATen call**, and what it would save at twice
  the speed.

Gains are per step where the run has a step view, else per call of the graph; each is an upper bound
on what the change could save, and says so. Then where Dynamo split or skipped the user's code (graph
breaks, ``compile_findings``), memory's (no time gain: growth per step, a compiled peak
above eager's) and a multi-rank run's job findings (``analysis/job_findings.py``; first where the
unprofiled steps name a straggler: the waiting ranks' first finding is the rank they wait for).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from inductor_probe import thresholds
from inductor_probe._util import pct_change, size
from inductor_probe.analysis.finding_registry import declared, in_order
from inductor_probe.analysis.idle_causes import CLASS_OF, largest_class
from inductor_probe.analysis.insight import device_peaks
from inductor_probe.analysis.job_findings import NO_ARRIVALS, job_findings, straggler_first
from inductor_probe.errors import clip
from inductor_probe.run.dynamo import Recompile
from inductor_probe.run.findings import Finding
from inductor_probe.run.idle import CauseRow
from inductor_probe.run.tables import KernelInsight
from inductor_probe.vocab import FindingKind, IdleCause, StepVerdict

if TYPE_CHECKING:
    from inductor_probe.run.manifest import GraphEntry, Manifest, StepView

MATMUL_CATEGORIES = ("extern_mm", "template", "conv")
WORK = {StepVerdict.HOST_BOUND: "host work", StepVerdict.LAUNCH_BOUND: "launching kernels"}


def _where(c: CauseRow) -> str:
    if c.graph:
        return f" in {c.graph}"
    return f" at {c.source}" if c.source else ""


def _bound(s: StepView) -> Finding | None:
    i = s.idle
    if i is None or i.verdict in (None, StepVerdict.GPU_BOUND) or not s.idle_ms or not s.wall_ms:
        return None
    if s.profiled.launches is not None and s.profiled.launches.unseen():  # the trace's idle is not the step's
        return None
    share = 100.0 * s.idle_ms / s.wall_ms
    verdict: StepVerdict = i.verdict
    head = f"{verdict}: the GPU idles {s.idle_ms:.3f} ms per step ({share:.0f}% of the wall)"
    if verdict == StepVerdict.RANK_BOUND:  # the job's findings say whom it waits for; here what else idles it
        other = largest_class(i.causes, past=StepVerdict.RANK_BOUND)
        if other is None:
            return None
        waiting = sum(c.ms for c in i.causes if c.cause == IdleCause.WAITING)
        verdict, idle = other[0], s.idle_ms - waiting
        head = (
            f"{verdict} besides waiting for other ranks ({waiting:.3f} ms per step): the GPU idles "
            f"{idle:.3f} ms per step more ({100.0 * idle / s.wall_ms:.0f}% of the wall)"
        )
    if verdict == StepVerdict.SYNC_BOUND:
        syncs = [c for c in i.causes if c.cause == IdleCause.SYNC]
        gain = sum(c.ms for c in syncs)
        return Finding(
            f"{head}, {gain:.3f} ms of it behind synchronisations, the largest{_where(syncs[0])}",
            gain,
            "the idle the syncs cost: without them the host keeps ahead of the GPU (idle by cause)",
        )
    if verdict == StepVerdict.LAUNCH_BOUND and i.cuda_graphs_ms is not None:
        launching = [c for c in i.causes if c.cause in (IdleCause.LAUNCH_OVERHEAD, IdleCause.LAUNCH_LATENCY)]
        top = launching[0]
        return Finding(
            f"{head}, {sum(c.ms for c in launching):.3f} ms of it launching kernels (the largest "
            f"{top.cause}{_where(top)} {top.ms:.3f} ms)",
            max(0.0, s.wall_ms - i.cuda_graphs_ms),
            f"CUDA graphs (--mode reduce-overhead) predicted at {i.cuda_graphs_ms:.3f} ms per step",
        )
    mine = [c for c in i.causes if CLASS_OF.get(c.cause) == verdict] or i.causes
    gain = sum(c.ms for c in mine)
    top = mine[0]
    return Finding(
        f"{head}, {gain:.3f} ms of it {WORK.get(verdict, 'host work')}; "
        f"the largest {top.cause}{_where(top)} {top.ms:.3f} ms",
        gain,
        "the GPU waits while the host does it: host work moved off the step, or overlapped (idle by cause)",
    )


def _per(g: GraphEntry, m: Manifest) -> float:
    """Calls of the graph per step (1 where the run has no step view: gains per call)."""
    return float(g.calls_per_step or 0.0) if m.step is not None else 1.0


def _fp32(m: Manifest) -> Finding | None:
    """fp32 matmuls and convolutions: their time, and what the TF32 roof would leave of it."""
    peaks = device_peaks(m.device)
    tf32 = peaks.compute("tf32") if peaks is not None else None
    if peaks is None or not tf32:
        return None
    time_ms = floor_ms = 0.0
    for g in m.graphs:
        bd = g.breakdown
        if bd is None or not bd.insight:
            continue
        rows = {r["name"]: r for r in bd.kernel_rows()}
        for d in bd.insight:
            row = rows.get(d.name)
            if d.compute_class != "fp32" or row is None or row["category"] not in MATMUL_CATEGORIES:
                continue
            # time, FLOPs and bytes are per call of the graph (all its launches)
            ms = row["time_us"] * _per(g, m) / 1e3
            at_tf32 = (d.flops or 0.0) / (tf32 * 1e12) * 1e3
            at_dram = (d.bytes or 0.0) / ((peaks.dram_gbps or float("inf")) * 1e9) * 1e3
            time_ms += ms
            floor_ms += min(ms, max(at_tf32, at_dram) * _per(g, m))
    if time_ms <= 0:
        return None
    fp32 = peaks.compute("fp32") or 0.0
    return Finding(
        f"{time_ms:.3f} ms {'per step' if m.step else 'per call'} in fp32 matmuls/convolutions on the FP32 "
        f"roof; the TF32 roof is {tf32 / fp32:.1f}x higher (torch.set_float32_matmul_precision('high'))"
        if fp32
        else f"{time_ms:.3f} ms in fp32 matmuls/convolutions",
        time_ms - floor_ms,
        "their time less their time at the TF32 and memory roofs (upper bound)",
    )


def _kernel(m: Manifest) -> Finding | None:
    """The kernel with the most time above its roof."""
    best: tuple[float, KernelInsight, GraphEntry] | None = None
    for g in m.graphs:
        for d in (g.breakdown.insight if g.breakdown else None) or ():
            ms = (d.recoverable_us or 0.0) * _per(g, m) / 1e3
            near_roof = (d.pct_roof or 0.0) >= thresholds.GOOD_PCT  # "little to gain"
            if ms > 0 and not near_roof and (best is None or ms > best[0]):
                best = (ms, d, g)
    if best is None:
        return None
    ms, d, g = best
    return Finding(
        f"{d.name} in {g.label}: {d.verdict or 'above its roof'}",
        ms,
        "its time above its roof (the most recoverable of the run's kernels)",
    )


def _cpu_kernel(m: Manifest) -> Finding | None:
    """A CPU run (no roofline there): the kernel or ATen call that takes the most of the step, and what it
    would save at twice the speed (the kernel table's gain_if_2x)."""
    if (m.device_type or m.device.type) != "cpu":
        return None
    best: tuple[float, dict[str, Any], GraphEntry] | None = None
    for g in m.graphs:
        for r in g.breakdown.kernel_rows() if g.breakdown is not None else ():
            ms = float(r["time_us"]) * _per(g, m) / 1e3
            if best is None or ms > best[0]:
                best = (ms, r, g)
    if best is None or best[0] <= 0:
        return None
    ms, r, g = best
    wall = m.step.wall_ms if m.step is not None else None
    share = f" ({100.0 * ms / wall:.0f}% of the wall)" if wall else ""
    return Finding(
        f"{r['name']} in {g.label} ({r['category']}): {ms:.3f} ms {'per step' if m.step else 'per call'}"
        f"{share}, the largest of the run's kernels and ATen calls",
        ms / 2,
        "at twice the speed: the kernel table's gain_if_2x",
    )


def _runtime(s: StepView) -> Finding | None:
    """torch.compile's own host work (its guards and wrappers, analysis/ledger.py) where it is a share of
    the wall that matters and the GPU does not bound the step (on a GPU the gain is at most the idle)."""
    v = s.where.runtime
    if v is None or not v.rows or not s.wall_ms or (v.pct or 0.0) < thresholds.RUNTIME_FINDING_PCT:
        return None
    if v.basis != "unprofiled":  # as profiled: an upper bound the profiler may have stretched many times
        return None
    if s.idle is not None and s.idle.verdict == StepVerdict.GPU_BOUND:
        return None
    gain = v.ms if s.timed.device_type == "cpu" else min(v.ms, s.idle_ms or 0.0)
    top = max(v.rows, key=lambda r: r.ms)
    what = top.graph or f"frame {top.frame}"
    guard, wrapper = top.guard_us or 0.0, top.wrapper_us or 0.0
    return Finding(
        f"torch.compile's own host work takes {v.ms:.3f} ms per step ({v.pct:.0f}% of the wall), "
        f"the most around {what}: guards {guard:.1f} µs and wrappers {wrapper:.1f} µs per call, "
        f"{top.calls:.3g} call(s) a step",
        gain,
        "fewer, larger compiled regions (fewer calls), or torch.compiler.set_stance(skip_guard_eval_unsafe="
        "True) once shapes are steady (the guards); on a GPU at most the idle it leaves",
    )


def _recordings(s: StepView) -> Finding | None:
    """CUDA graphs recorded inside the measured steps (pytorch #156820: a re-recording each step)."""
    n = s.profiled.launches
    if n is None or not n.captures or not s.profiled.steps:
        return None
    per_step = n.capture_ms / s.profiled.steps
    return Finding(
        f"CUDA graphs were recorded {n.captures} times inside the {s.profiled.steps} profiled steps, "
        f"{per_step:.3f} ms of host time per step: a graph recorded again in the steady state (an input "
        "whose shape changes, or is dynamic) pays its capture each time",
        per_step,
        "the recordings' host time (capture to instantiation) per profiled step: gone once each shape is "
        "recorded once (torch._dynamo.mark_dynamic, or padding inputs to a few shapes)",
    )


@declared(50, "the step's time: its bound, the runtime, recordings, fp32 matmuls, the costliest kernel")
def findings(m: Manifest) -> list[Finding]:
    """The step's time findings, the largest gain first (at most ``thresholds.MAX_FINDINGS``)."""
    whole = (m.step.wall_ms if m.step is not None else None) or sum(
        g.breakdown.kernel_time_ms for g in m.graphs if g.breakdown is not None
    )
    step = m.step
    time = [_bound(step) if step else None, _runtime(step) if step else None]
    time += [_recordings(step) if step else None]
    time += [_fp32(m), _kernel(m), _cpu_kernel(m)]
    found = [f for f in time if f is not None]
    if whole:
        found = [f for f in found if 100.0 * (f.gain_ms or 0.0) / whole >= thresholds.MIN_GAIN_PCT]
    return sorted(found, key=lambda f: -(f.gain_ms or 0.0))[: thresholds.MAX_FINDINGS]


@declared(70, "memory: growth per step, a compiled peak above eager's")
def memory_findings(m: Manifest) -> list[Finding]:
    """Memory's findings (no time gain): growth per step, a compiled peak above eager's."""
    v = m.step.memory if m.step is not None else None
    if v is None:
        return []
    out = []
    if v.growth_bytes_per_step is not None and v.growth_bytes_per_step >= thresholds.GROWTH_FINDING_BYTES:
        where = f", held by {v.growth_kept_by}" if v.growth_kept_by else ""
        src = f"; allocated at {v.growth_sources[0].source}" if v.growth_sources else ""
        out.append(
            f"memory grows {size(v.growth_bytes_per_step)} per step (a leak: the step keeps what it "
            f"allocated{where}{src})"
        )
    peak_e = v.eager.peak_allocated_bytes if v.eager is not None else None
    if peak_e and v.peak_allocated_bytes and v.peak_allocated_bytes > peak_e * 1.05:
        out.append(
            f"the compiled step's peak memory is {pct_change(peak_e, v.peak_allocated_bytes)} above eager's "
            f"({size(v.peak_allocated_bytes)} vs {size(peak_e)})"
        )
    return [Finding(x, kind=FindingKind.MEMORY) for x in out]


@declared(60, "Dynamo's recompiles and graph breaks (after the time findings)")
def compile_findings(m: Manifest) -> list[Finding]:
    """What Dynamo did that costs time (no gain figure of its own): its recompiles (the guard that failed,
    the compile time), and where it split or skipped the user's code (what runs between the graphs is in the
    step's outside time): the places, the first with its reason, the fix Dynamo hints."""
    return _recompile_finding(m) + _break_finding(m)


def _recompile_finding(m: Manifest) -> list[Finding]:
    """Frames Dynamo compiled again after a guard failed: how many, the first guard, the compile time."""
    again = m.recompiles or []
    if not again:
        return []
    first, spent = again[0], sum(r.compile_s or 0.0 for r in again)
    frames = sorted({f"{r.function} ({r.where()})" for r in again})
    when = f", the first {first.at_s:.1f} s into the run" if first.at_s is not None else ""
    return [
        Finding(
            f"Dynamo recompiled {', '.join(frames[:2])}{' and more' if len(frames) > 2 else ''} "
            f"{len(again)} time(s) after a guard failed ({_guard(first.reason)}): {spent:.2f} s of compiling"
            f"{when}; {_sizes_advice(again)}",
            kind=FindingKind.COMPILE,
        )
    ]


_SIZE = re.compile(r"tensor '(.+?)' size mismatch at index (\d+)\. expected (\d+), actual (\d+)")
STATIC_SIZES = ("0", "1")  # Dynamo specialises these sizes always: a change to or from them recompiles


def _sizes_advice(again: list[Recompile]) -> str:
    """Automatic dynamic shapes at work (each input's size changed once, then Dynamo made it dynamic: the
    same recompiles as without the tool; sizes 0 and 1 are always specialised), or a size that recompiled
    again and again (a static one); recompiles on other guards counted apart."""
    seen: dict[tuple[str | None, str, str], int] = {}
    other = 0
    for r in again:
        m = _SIZE.search(_guard(r.reason))
        if m is None:
            other += 1
        elif m.group(3) not in STATIC_SIZES and m.group(4) not in STATIC_SIZES:
            k = (r.function, m.group(1), m.group(2))
            seen[k] = seen.get(k, 0) + 1
    if len(again) == other:
        return "a guard on a value the code reads (a Python value, an object's state) changed"
    tail = f"; {other} on another guard (a value the code reads)" if other else ""
    if max(seen.values(), default=0) > 1:
        return (
            "a size recompiled at each new value: mark it dynamic (torch._dynamo.mark_dynamic) or pad it"
            + tail
        )
    return (
        "each changed size was then made dynamic (automatic dynamic shapes; sizes 0 and 1 are always "
        "specialised): a compile once per input, paid at warm-up" + tail
    )


def _guard(reason: str) -> str:
    """A failed guard as one line: Dynamo's first line without the source it quotes after ``#`` (its user
    stack trace follows on further lines; ``report`` keeps the whole reason in run.json's ``recompiles``)."""
    line = (reason or "").strip().splitlines()[0] if (reason or "").strip() else "?"
    return clip(re.split(r"\s{2,}#", line, maxsplit=1)[0].strip(), 200)


NO_GRAPH_ARRIVALS = "no compiled graph ran, and a rank arrives at its step's first"


def _first_break(m: Manifest) -> str:
    """Dynamo's first skip (else break) as ``it broke the graph at F.py:N in f: reason (fix: hint)``."""
    breaks = m.graph_breaks or []
    if not breaks:
        return ""
    first = next((b for b in breaks if b.skipped), breaks[0])
    what = "skipped" if first.skipped else "broke the graph at"
    return f"it {what} {first.place()}: {first.reason}" + (f" (fix: {first.hint})" if first.hint else "")


@declared(10, "torch.compile did (nearly) nothing: every other figure is of eager code")
def eager_findings(m: Manifest) -> list[Finding]:
    """torch.compile did nothing here (Dynamo's own counters: no graph), or most of the step's GPU work ran
    outside compiled graphs where Dynamo split the code: said first, with Dynamo's reason and its fix, in a
    run and in each rank's alike (every other figure is of a program that ran eager)."""
    d, s = m.dynamo, m.step
    if d is not None and d.graphs == 0:
        why = _first_break(m) or "no frame reached Inductor (another backend, or torch.compile never called)"
        return [
            Finding(
                f"torch.compile did nothing here: Dynamo compiled no graph (its own counters: {d.said()}), "
                f"so the step ran eager; {why}",
                kind=FindingKind.COMPILE,
            )
        ]
    busy = (s.outside_ms + sum(g.ms for g in s.graphs)) if s is not None else 0.0
    lead = busy > 0 and 100.0 * s.outside_ms / busy >= thresholds.EAGER_LEAD_PCT if s is not None else False
    if s is None or not m.graph_breaks or not lead:
        return []
    return [
        Finding(
            f"{100.0 * s.outside_ms / busy:.0f}% of the step's GPU work ran outside compiled graphs (eager) "
            f"where Dynamo split the code at {len(m.graph_breaks)} place(s); {_first_break(m)}",
            kind=FindingKind.COMPILE,
        )
    ]


def _break_finding(m: Manifest) -> list[Finding]:
    breaks = m.graph_breaks or []
    if not breaks or eager_findings(m):  # said first already
        return []
    first = next((b for b in breaks if b.skipped), breaks[0])
    what = "skipped" if first.skipped else "broke the graph at"
    places = f"{len(breaks)} place(s)" + (
        f", {sum(b.count for b in breaks)} times" if any(b.count > 1 for b in breaks) else ""
    )
    return [
        Finding(
            f"Dynamo split the compiled code at {places} (graph breaks); it {what} {first.place()}: "
            f"{first.reason}" + (f" (fix: {first.hint})" if first.hint else ""),
            kind=FindingKind.COMPILE,
        )
    ]


@declared(20, "a CPU run's loaded host: its times are suspect")
def load_findings(m: Manifest) -> list[Finding]:
    """A CPU run timed while other processes kept cores busy: its times are not to be taken as they stand
    (OpenMP threads spin: C++ kernels 10-100x slower were seen), said first with the fix. Not for a job's
    ranks: they share the host by design, and each counts the others as load."""
    if (m.device_type or m.device.type) != "cpu" or m.of_job():
        return []
    loads = [m.step.timed.other_load_cores if m.step is not None else None]
    loads += [g.profile.other_load_cores for g in m.graphs if g.profile is not None]
    cores = max((x for x in loads if x is not None), default=None)
    if cores is None or cores < thresholds.OTHER_LOAD_WARN_CORES:
        return []
    count = next((g.profile.cpu_count for g in m.graphs if g.profile and g.profile.cpu_count), None)
    of = f" of {count}" if count else ""
    fewer = f"OMP_NUM_THREADS={max(1, int(count - cores))} " if count else "OMP_NUM_THREADS "
    return [
        Finding(
            f"other processes kept {cores:.1f}{of} CPU cores busy while this run was timed: its C++ kernels "
            "(OpenMP threads spin) can run many times slower than on a quiet host, and every time below is "
            f"suspect; re-run on a quiet host, or with fewer threads ({fewer}or taskset)",
            kind=FindingKind.TRUST,
        )
    ]


@declared(30, "the trace lost GPU work: busy and idle held back")
def trace_findings(m: Manifest) -> list[Finding]:
    """The step's trace lacks the GPU work of launches it recorded: its busy and idle are not the step's,
    said first (the findings built on them are held back)."""
    n = m.step.profiled.launches if m.step is not None else None
    if n is None or not n.unseen():
        return []
    return [
        Finding(
            f"the profiled trace lacks the GPU work of {n.lost()}: the GPU ran while the trace shows it "
            "idle, so the step's busy, idle and bound are not to be taken from it (held back) and the times "
            "below are short of the lost work; profile fewer or shorter steps (--steps), so that the "
            "profiler's activity buffer holds them",
            kind=FindingKind.TRUST,
        )
    ]


def _job(m: Manifest) -> list[Finding]:
    ran = not (m.dynamo is not None and m.dynamo.graphs == 0) and bool(m.graphs)
    return job_findings(m.job, NO_ARRIVALS if ran else NO_GRAPH_ARRIVALS)


@declared(
    40, "a straggler the unprofiled steps name: the waiting ranks' first finding is the rank they wait for"
)
def job_first(m: Manifest) -> list[Finding]:
    return _job(m) if straggler_first(m.job) else []


@declared(80, "the job's findings, where no straggler leads them")
def job_last(m: Manifest) -> list[Finding]:
    return [] if straggler_first(m.job) else _job(m)


def run_findings(m: Manifest) -> list[Finding]:
    """Every finding of the run, each declared kind in its order (``analysis/finding_registry.py``): the
    order every renderer shows them."""
    return [f for kind in in_order() for f in kind.fn(m)]
