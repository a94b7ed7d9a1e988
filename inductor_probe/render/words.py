"""Sentences that both the text report and the HTML page say about a run, written once here; each
renderer only lays them out (text prefixes a warning with ``warning:``, the page puts it in a warn box)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from inductor_probe import thresholds
from inductor_probe.analysis.findings import run_findings
from inductor_probe.render._fmt import num
from inductor_probe.run.idle import CauseRow
from inductor_probe.run.step_sides import StepScript
from inductor_probe.vocab import IdleCause, ProfileWindow, StepBoundary, StepKind

if TYPE_CHECKING:
    from inductor_probe.run.findings import Finding
    from inductor_probe.run.manifest import Manifest, ProfileResult, StepView
    from inductor_probe.run.windows import WindowRow

_SLOWER = "C++ kernels (OpenMP threads spin) can run many times slower under such load"


def unit(s: StepView) -> str:
    return "CPU" if s.timed.device_type == "cpu" else "GPU"


def idle_label(s: StepView) -> str:
    """The step table's idle row: a job's rank whose collectives waited for other ranks holds that time there
    too (``analysis/waits.waiting_as_idle``: its kernel spins, doing no work)."""
    waited = s.comm is not None and bool(s.comm.waiting_ms)
    return f"idle ({unit(s)} not running a kernel" + (", or waiting for other ranks)" if waited else ")")


def trust(s: StepView) -> str | None:
    """The trust line (``analysis/trust.py``): what did not hold first, then what did."""
    if not s.profiled.trust:
        return None
    bad = [t.text for t in s.profiled.trust if not t.held]
    good = [t.text for t in s.profiled.trust if t.held]
    parts = ([f"NOT HELD: {'; '.join(bad)}"] if bad else []) + ([f"held: {'; '.join(good)}"] if good else [])
    return "trust: " + ". ".join(parts)


def wall(s: StepView) -> str:
    """The step's unprofiled wall, how it was timed, and how busy the device was against it."""
    blocks = f"{len(s.timed.wall_blocks_ms)} " + (
        "steps" if s.kind == StepKind.SCRIPT else f"blocks of {s.timed.block_steps} steps"
    )
    return (
        f"wall {num(s.wall_ms, '.3f')} ms per step unprofiled (median of {blocks}, spread "
        f"{num(s.wall_spread_pct, '.1f')}%); {unit(s)} busy {num(s.busy_pct, '.1f')}% "
        f"({s.profiled.busy_ms:.3f} ms of kernels)"
    )


BOUNDARY_WORDS = {
    "mark": "at each inductor_probe.mark_step() of the script",
    "optimizer": "at each optimizer.step() (of the first optimizer that stepped)",
    "first graph": "at each call of its first compiled graph (no optimizer step outside compiled code, no "
    "repeating pattern, no mark: "
    "where a step runs that graph more than once, mark the step with inductor_probe.mark_step())",
}


def boundary(s: StepView) -> str:
    """How a script's steps were cut, in words (a run made before boundaries were chosen: its first graph)."""
    sc = s.script or StepScript()
    if sc.boundary == StepBoundary.PERIOD and (sc.period or 1) > 1:
        return (
            f"every {sc.period} calls of its first compiled graph (the period with which its compiled-graph "
            "calls repeat; no optimizer step outside compiled code, no mark)"
        )
    if sc.boundary == StepBoundary.PERIOD:
        return (
            "at each call of its first compiled graph (its compiled-graph calls repeat so; no optimizer step "
            "outside compiled code, no mark)"
        )
    if sc.boundary is None:  # a run made before the boundaries were chosen
        return "at each call of its first compiled graph"
    return BOUNDARY_WORDS.get(str(sc.boundary), str(sc.boundary))


def step_checks(s: StepView) -> list[str]:
    """Warnings for the steps whose graph calls differ from the most common step's: the step is not a step."""
    out, sc = [], s.script or StepScript()
    checks = sc.step_checks or []
    for c in checks[:5]:
        out.append(f"warning: step {c.step} ({c.phase}) is not like the others: {c.differs}; {c.why}")
    if len(checks) > 5:
        out.append(f"warning: and {len(checks) - 5} more steps unlike the others")
    if sc.marks_elsewhere:
        out.append(
            f"warning: inductor_probe.mark_step() was called {sc.marks_elsewhere} time(s) from threads other "
            "than the one that runs the script; those marks are ignored (the steps are the script's thread's)"
        )
    return out


def stretched_window(s: StepView) -> str | None:
    """Why busy is taken against the unprofiled wall, where the profiler stretched the profiled window; with
    a lean window, each window's steps and stretch and what the figures took from it instead."""
    windows = profiled_windows(s)
    if windows:
        return windows
    if not (s.wall_ms and s.window_ms > s.wall_ms * (1 + thresholds.STRETCHED_PCT / 100)):
        return None
    return (
        f"profiled window {s.window_ms:.3f} ms per step: the profiler's own CPU cost stretched it "
        f"{100 * (s.window_ms / s.wall_ms - 1):.0f}% over the unprofiled wall; busy is taken against the wall"
    )


def profiled_windows(s: StepView) -> str | None:
    """``profiled windows: lean, 8 steps of 27.601 ms (1.08x the unprofiled wall): busy, idle by cause ...;
    rich, 8 steps of 132.836 ms (5.19x): kernel tables ...``; None for a run of one rich window."""
    rows = s.profiled.windows or []
    if not any(w.kind == ProfileWindow.LEAN for w in rows):
        return None
    said = []
    for w in rows:
        timed = ""
        if w.timed_ms and abs(w.timed_median_ms() / w.ms - 1) >= 0.01:  # its trace's steps read otherwise
            timed = f"{w.timed_median_ms():.3f} ms a step timed as the unprofiled steps are, "
        x = f" ({timed}{w.stretch:.2f}x {_against(w)})" if w.stretch is not None else ""
        each = ""
        ref = w.reference_ms or s.wall_ms
        steps = w.timed_ms or w.steps_ms
        if steps and ref and len(steps) > 1:  # each step's stretch, the least and the most
            each = f", each {min(steps) / ref:.2f}-{max(steps) / ref:.2f}x"
        said.append(f"{w.kind}, {w.steps} steps of {w.ms:.3f} ms{x}{each}: {w.gives}{_modeled(w)}")
    return "profiled windows: " + "; ".join(said)


def _against(w: WindowRow) -> str:
    """What a window's stretch is against: the unprofiled wall, or the steps timed around it (how many
    before and after, their median, and how far the host's speed moved across the window)."""
    if not w.reference_ms:
        return "the unprofiled wall"
    after = w.reference_after or 0
    if not after:
        return f"the {w.reference_steps} unprofiled steps just before it, {w.reference_ms:.3f} ms"
    said = f"the {w.reference_steps} unprofiled steps around it ({(w.reference_steps or 0) - after} before, "
    said += f"{after} after), {w.reference_ms:.3f} ms"
    if w.drift_pct is not None and abs(w.drift_pct) >= 1:
        said += f", {'slower' if w.drift_pct > 0 else 'faster'} after it by {abs(w.drift_pct):.0f}%"
    return said


def _modeled(w: WindowRow) -> str:
    """How a lean window's kernels were placed, where they were modeled (``analysis/modeled.py``)."""
    k = w.kernels
    if k is None:
        return ""
    per_step = k.late_us / 1e3 / max(w.steps, 1)
    late = f", the modeled work {per_step:.3f} ms a step past its syncs" if k.late_us else ""
    missed = f" ({k.unmatched} found none)" if k.unmatched else ""
    if k.anchored:
        where = "in one step recorded after its steps only, nothing attached in them"
        anchored = f"; {k.anchored} of its steps anchored, their launches the recorded step's"
    else:
        where, anchored = "in its warm-up step only, as recording them costs a launch-bound step most", ""
    return (
        f" (its kernels recorded {where}: placed on its {k.placed} launches by launch order{missed}, after a "
        f"launch latency of {k.latency_us:.1f} µs{late}{anchored})"
    )


def tool_cost(s: StepView) -> str | None:
    """The tool's own host time in a script's timed steps (its graph-call hook, boundary marks)."""
    tool_us = s.script.tool_us if s.script is not None else None
    if tool_us is None or not s.wall_ms:
        return None
    pct = 100.0 * tool_us / 1e3 / s.wall_ms
    line = (
        f"the tool's own cost in the timed steps: {tool_us:.1f} µs per step ({pct:.2f}% of the wall; its "
        "graph-call hook and step marks, on the host)"
    )
    if pct > thresholds.TOOL_COST_PCT:
        return (
            f"warning: {line}: above {thresholds.TOOL_COST_PCT:g}%, and a host-bound step's wall carries it "
            "(many compiled-graph calls a step)"
        )
    return line


def step_load_warning(s: StepView) -> str | None:
    """Other processes' CPU load while the steps were timed, where it is high enough to matter."""
    cores = s.timed.other_load_cores
    if cores is None or cores < thresholds.OTHER_LOAD_WARN_CORES:
        return None
    return (
        f"other processes kept {cores:.1f} CPU cores busy while the steps were timed or profiled: {_SLOWER}"
    )


def graph_load_warning(profile: ProfileResult | None) -> str | None:
    """Other processes' CPU load while a CPU graph was timed on its own, where it is high enough to matter."""
    cores = profile.other_load_cores if profile else None
    if profile is None or cores is None or cores < thresholds.OTHER_LOAD_WARN_CORES:
        return None
    return (
        f"other processes kept {cores:.1f} of {profile.cpu_count or '?'} CPU cores busy while this graph was "
        f"timed; {_SLOWER}: re-run on an idle machine, or with fewer threads (OMP_NUM_THREADS)"
    )


MAX_CAUSES = 6  # idle causes named in the sentence


def cause(c: CauseRow) -> str:
    source = str(c.source or "")
    if c.graph:
        where = f" in {c.graph}"
    elif ".py:" in source:  # the user's line (and what it ran there)
        where = f" at {source}"
    else:
        where = f" ({source})" if source else ""
    return f"{c.cause}{where} {c.ms:.3f} ({num(c.pct, '.0f')}%)"


def launches_unseen(s: StepView) -> str | None:
    """The trace lacks the GPU work of some launches (``analysis/unseen.py``): its busy and idle are not the
    step's, said beside them (the idle causes, verdict and what-if are held back)."""
    n = s.profiled.launches
    if n is None or not n.unseen():
        return None
    return (
        f"warning: the trace lacks the GPU work of {n.lost()} in the profiled steps (the profiler "
        "recorded their launches, not their kernels: its activity buffer overflowed, or CUPTI dropped them): "
        "the graphs' times, busy and idle above are the trace's, short of the work it lost, not the step's; "
        "the idle by cause, the verdict and the findings built on them are held back (profile fewer or "
        "shorter steps: --steps)"
    )


def recordings(s: StepView) -> str | None:
    """CUDA graphs recorded inside the profiled steps (``analysis/unseen.py``): how many, their host time."""
    n = s.profiled.launches
    if n is None or not n.captures:
        return None
    return (
        f"CUDA graphs recorded inside the profiled steps: {n.captures} in {s.profiled.steps} steps, "
        f"{n.capture_ms / max(s.profiled.steps, 1):.3f} ms of host time per step (capture to instantiation); "
        "a graph recorded again in the steady state pays this each time (a new input shape, a dynamic one)"
    )


def held_back(s: StepView) -> bool:
    """The step's busy and idle are not the step's: the trace lacks GPU work it launched, or the lean window's
    kernels were placed wrong (``analysis/trust.py``)."""
    if s.profiled.launches is not None and s.profiled.launches.unseen() > 0:
        return True
    return any(t.what == "kernel model" and not t.held for t in s.profiled.trust or [])


def idle_causes(s: StepView) -> str | None:
    """Where the step's idle went, the largest causes first (``analysis/idle.py``)."""
    if s.idle is None or not s.idle.causes or not s.idle_ms or held_back(s):
        return None
    seen = [c for c in s.idle.causes if c.cause != IdleCause.UNSEEN]
    named = [c for c in seen if round(c.ms, 3) > 0]  # under 0.0005 ms: in "more"
    rest = sum(c.ms for c in s.idle.causes if c.cause == IdleCause.UNSEEN)
    if not named and round(rest, 3) == 0:  # every cause rounds to nothing: nothing to name (call 48's line)
        return None
    shown = ", ".join(cause(c) for c in named[:MAX_CAUSES])
    more = len(seen) - min(len(named), MAX_CAUSES)
    return (
        f"idle {s.idle_ms:.3f} ms per step by cause (ms; the trace's shares of its "
        f"{num(s.idle.profiled_ms, '.3f')} ms, scaled to the unprofiled idle): {shown}"
        + (f" and {more} more" if more > 0 else "")
        + (f"; {unseen(rest, s.idle_ms)}" if round(rest, 3) > 0 else "")
    )


def unseen(ms: float, idle_ms: float) -> str:
    """The idle of the timed steps beyond what the profiled steps showed: no cause of its own."""
    return (
        f"{ms:.3f} ({100.0 * ms / idle_ms:.0f}%) {IdleCause.UNSEEN}: the timed steps idled longer than the "
        "profiled ones (other work on the host, or steps that vary), so no cause can be named for it"
    )


def sync_cost(s: StepView) -> str | None:
    """Why the syncs are charged what they are (``idle_causes.sync_share_ms``)."""
    i = s.idle
    if i is None or i.sync_wait_ms is None or i.host_without_sync_ms is None:
        return None
    sync_ms = sum(c.ms for c in i.causes if c.cause == IdleCause.SYNC)
    if sync_ms <= 0:
        return None
    return (
        f"the host waits {i.sync_wait_ms:.3f} ms per step in synchronisations; without them it issues a step "
        f"in {i.host_without_sync_ms:.3f} ms at most against the GPU's {s.profiled.busy_ms:.3f} ms: removing "
        f"them saves up to {sync_ms:.3f} ms per step (the syncs' share of the idle)"
    )


def cuda_graphs(s: StepView) -> str | None:
    """A launch-bound step: the wall predicted under CUDA graphs (``analysis/whatif.py``)."""
    i = s.idle
    if i is None or i.cuda_graphs_ms is None or not s.wall_ms or held_back(s):
        return None
    return (
        "what-if: with CUDA graphs (--mode reduce-overhead) the step would take about "
        f"{i.cuda_graphs_ms:.3f} ms ({s.wall_ms / i.cuda_graphs_ms:.2f}x; the graphs' launch overhead gone, "
        f"the host {num(i.cuda_graphs_host_ms, '.3f')} ms per step); check with "
        "compare --modes default,reduce-overhead"
    )


def verdict(s: StepView) -> str | None:
    """What bounds the step, in one line."""
    if s.idle is None or s.idle.verdict is None or held_back(s):
        return None
    share = 100.0 * (s.idle_ms or 0.0) / s.wall_ms if s.wall_ms else None
    host = (
        f"; the host issues a step in {s.timed.host_ms:.3f} ms (unprofiled), the GPU runs it in "
        f"{s.profiled.busy_ms:.3f} ms"
        if s.timed.host_ms is not None
        else ""
    )
    return f"verdict: {s.idle.verdict} (the GPU idle {num(share, '.1f')}% of the unprofiled wall{host})"


def scaled_to_wall(s: StepView) -> str | None:
    """Why the parts are scaled, where the profiled kernel time was above the unprofiled wall, or the lean
    window's busy was brought to the wall's steps by 1% or more (``analysis/waits.window_to_wall``)."""
    f = s.profiled.brought_to_wall
    if (
        s.profiled.scaled_to_wall is None
        and f is not None
        and abs(100.0 * (f - 1.0)) >= thresholds.BROUGHT_SAY_PCT
    ):
        return (
            f"busy, graphs and outside brought to the unprofiled wall (x{f:.3f}): the GPU ran "
            f"{100.0 * abs(f - 1.0):.1f}% {'faster' if f < 1 else 'slower'} in the unprofiled steps than in "
            f"the lean window (its kernels {num(s.busy_pct, '.0f')}% of the step, which goes at their pace)"
        )
    if s.profiled.scaled_to_wall is None:
        return None
    return (
        "the profiled kernel time was above the unprofiled wall (the profiler slowed the kernels): "
        "graphs, outside and busy are the profiled window's shares of the wall "
        f"(x{s.profiled.scaled_to_wall:.3f})"
    )


def ended_early(s: StepView) -> str:
    """A script that ended before the profiled steps the tool's --steps asked (issue 43: not the script's)."""
    return (
        f"; the script ended after {s.profiled.steps} of the {s.timed.steps_requested} profiled steps of "
        "inductor-probe's "
        "--steps (the tool's option; the script's own go after `--`): give the script more iterations, or "
        "lower --steps"
    )


def threads(m: Manifest) -> str:
    """A CPU run's torch threads (its C++ kernels' OpenMP threads), as ``, N torch threads``; else ""."""
    n = m.device.threads if (m.device_type or m.device.type) == "cpu" else None
    return f", {n} torch threads" if n else ""


def comm_brought_back(s: StepView) -> str | None:
    """A job's rank whose collectives waited, in the profiled window, for ranks the profiler slowed."""
    if s.comm is None or s.comm.alone_ms is None:
        return None
    waiting = s.comm.waiting_ms or 0.0
    where = (
        f"kept: {waiting:.3f} ms of it waiting for other ranks, counted as idle, the rest in outside and busy"
        if waiting
        else "kept in outside and busy"
    )
    return (
        f"collectives: {s.comm.alone_ms:.3f} ms per step ran alone on the GPU in the profiled window, mostly "
        "waiting for other ranks (a straggler; hosts the profiler slowed); "
        f"{s.comm.kept_ms or 0.0:.3f} ms of it is {where} (NCCL timing of the unprofiled "
        "steps, at most what their wall leaves; the graphs stand as measured)"
    )


def finding_line(f: Finding, per: str) -> str:
    """A finding as one line: what it is, and its expected gain ``per`` step (or call) where it has one."""
    if f.gain_ms is None:
        return f.what
    return f"{f.what} -> expected gain up to {f.gain_ms:.3f} ms {per} ({f.basis})"


def per_what(m: Manifest) -> str:
    return "per step" if m.step is not None else "per call"


def findings(m: Manifest) -> list[str]:
    """The run's findings (``analysis/findings.run_findings``), numbered, one line each: what every
    renderer shows."""
    per = per_what(m)
    return [f"{i}. {finding_line(f, per)}" for i, f in enumerate(run_findings(m), 1)]


def findings_json(m: Manifest) -> list[dict]:
    """The run's findings as the JSON report carries them: each record and its line (``text``)."""
    per = per_what(m)
    return [dict(f.to_dict(), text=finding_line(f, per)) for f in run_findings(m)]


def graph_bound(label: str, busy_ms: float, s: StepView | None, cuda_graph: bool = False) -> str:
    """A graph's own verdict from the step's idle causes: ``; launch-bound: ...`` where the GPU waited for
    its launches at least thresholds.GRAPH_LAUNCH_BOUND_PCT of its time, else nothing (a GPU run only)."""
    if s is None or s.idle is None or s.timed.device_type == "cpu" or busy_ms <= 0:
        return ""
    waited = sum(c.ms for c in s.idle.causes if c.cause == IdleCause.LAUNCH_OVERHEAD and c.graph == label)
    share = 100.0 * waited / (busy_ms + waited)
    if share < thresholds.GRAPH_LAUNCH_BOUND_PCT:
        return f"; GPU-bound (the GPU waited {waited:.3f} ms per step for its launches, {share:.0f}%)"
    fix = "" if cuda_graph else "; CUDA graphs (--mode reduce-overhead) take that away"
    return (
        f"; launch-bound: the GPU waited {waited:.3f} ms per step for its launches ({share:.0f}% of its "
        f"time){fix}"
    )
