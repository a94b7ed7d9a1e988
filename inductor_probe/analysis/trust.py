"""The trust line of a step (``StepView.trust``): each thing its figures stand on, measured in the run, and
whether it held.

    profiler     the profiled window the step's figures come from against the unprofiled wall: the lean
                 window (issue 57) held while it stretched the step at most 1.15x (its figures are taken as
                 they ran); a rich window alone held at most 2x (the tool reads times unprofiled and shares
                 from the profile; past 2x the profile's shares of host work are the profiler's as much as
                 the step's). The rich window's stretch is said beside the lean one's.
    launches     the launches (kernels, CUDA-graph replays) whose GPU work the trace holds: held when all;
                 on a GPU, a window that recorded no launch at all did not hold (a profiler session that
                 recorded nothing reads busy 0% and idle = the wall)
    kernel model a lean window whose kernels were placed on its launches from its warm-up step
                 (``analysis/modeled.py``): held where every launch found its kernels there and the placed
                 work ended before the syncs that waited for it (within 2% of the wall a step): a loop whose
                 steps launch other work than its warm-up step, or kernels recorded wrong, did not hold
    host load    other processes' CPU while the steps ran: held under half a core
    SM clock     the SM clock (NVML) while the steps were timed: said; held unless below half the lowest
                 clock the device's figures assume (an idle reading: compute roofs at the datasheet's)
    wall spread  the unprofiled wall's spread between blocks of steps: held up to 5%
    module map   the compiled kernels' time the module map put below the root: held from 95%, its tree's
                 top-level rows, the root's own code and what it did not map adding to the kernels' time
                 within 1%
"""

from __future__ import annotations

from inductor_probe import thresholds
from inductor_probe._compat.lean import MODEL_KERNELS
from inductor_probe.analysis.devices import IDLE_CLOCK_FRACTION, lookup
from inductor_probe.run.manifest import StepView
from inductor_probe.run.trust import TrustItem
from inductor_probe.vocab import ProfileWindow, StepKind, StepVerdict


def _profiler(s: StepView) -> TrustItem | None:
    if not s.window_ms or not s.wall_ms:
        return None
    windows = {w.kind: w for w in s.profiled.windows or []}
    lean, rich = windows.get(ProfileWindow.LEAN), windows.get(ProfileWindow.RICH)
    if lean is not None and lean.stretch is not None and s.timed.device_type != "cpu":
        x = lean.stretch
        text = (
            f"the lean window stretched the step {x:.2f}x ({lean.timed_median_ms():.3f} ms profiled against "
        )
        text += f"{lean.reference_ms or s.wall_ms:.3f} ms unprofiled"
        if lean.reference_after:
            text += f", the {lean.reference_steps} steps timed around it"
        text += ")"
        if rich is not None and rich.stretch is not None:
            text += f"; the rich window (ops, shapes, lines) {rich.stretch:.1f}x"
        if x > thresholds.LEAN_STRETCH:
            text += ": the step's figures are the profiler's as much as the step's"
        drift = lean.drift_pct
        if drift is not None and abs(drift) > thresholds.LEAN_DRIFT_PCT:
            # a GPU-bound step's time is its kernels': its GPU's speed moved (its clocks), not its host's
            gpu = s.idle is not None and s.idle.verdict == StepVerdict.GPU_BOUND
            whose, after = "the GPU" if gpu else "the host", "slower" if drift > 0 else "faster"
            text += (
                f"; {whose}'s speed moved {abs(drift):.0f}% across the window (the steps after it {after} "
                "than those before): its stretch is that uncertain"
            )
        return TrustItem(what="profiler", held=x <= thresholds.LEAN_STRETCH, text=text)
    x, ms = s.window_ms / s.wall_ms, s.window_ms
    if rich is not None and rich.stretch is not None:  # its median step
        x, ms = rich.stretch, rich.ms
    text = f"the profiler stretched the step {x:.1f}x ({ms:.3f} ms profiled against "
    text += f"{s.wall_ms:.3f} ms unprofiled)"
    if lean is not None and lean.stretch is not None:
        text += f"; the lean window {lean.stretch:.2f}x"
    if x > thresholds.PROFILER_STRETCH:
        text += ": shares of host work (idle by cause, the runtime's split) lean on the profiler's own cost"
    return TrustItem(what="profiler", held=x <= thresholds.PROFILER_STRETCH, text=text)


def _launches(s: StepView) -> TrustItem | None:
    seen = s.profiled.launches
    if seen is None:
        return None
    n = seen.graph_launches + seen.kernel_launches
    if n == 0:  # a GPU's step launches work: a window that holds none recorded nothing (call 46 of issue 57)
        if s.timed.device_type != "cuda" or not s.profiled.steps:
            return None
        text = f"the profiled window recorded no launch in its {s.profiled.steps} steps: its busy and idle "
        text += "are the profiler's silence, not the step's"
        return TrustItem(what="launches", held=False, text=text)
    if not seen.unseen():
        return TrustItem(what="launches", held=True, text=f"the trace holds the GPU work of all {n} launches")
    return TrustItem(
        what="launches",
        held=False,
        text=f"the trace lacks {seen.lost()}: its busy and idle are not the step's",
    )


def _model(s: StepView) -> TrustItem | None:
    lean = next((w for w in s.profiled.windows or [] if w.kind == ProfileWindow.LEAN), None)
    k = lean.kernels if lean is not None else None
    if lean is None or k is None or not s.wall_ms:
        return None
    late = k.late_us / 1e3 / max(lean.steps, 1)
    launches = k.placed + k.unmatched
    source = "one step recorded after its steps" if k.anchored else "its warm-up step"
    text = f"the lean window's kernels placed on its {launches} launches from {source}"
    if k.anchored:
        text += (
            f" (the launches of {k.anchored} of its steps that step's too, anchored on the tool's readings "
            "of each compiled graph's call: nothing attached in them)"
        )
    wrong = []
    if k.unanchored:
        wrong.append(
            f"{k.unanchored} of its steps called other compiled graphs than {source} (their launches could "
            "not be placed)"
        )
    if k.unmatched:
        wrong.append(f"{k.unmatched} of them found none there (its steps launch other work)")
    fit = 100.0 * k.fitted_us / k.fitted_of_us if k.fitted_of_us > 0 else 0.0
    past = f"{late:.3f} ms a step past its syncs"
    if fit:
        past += f", the runs that ran past them {fit:.1f}% longer than the syncs' readings allow: "
        past += "shortened to them"
    if late > thresholds.MODEL_LATE_PCT / 100 * s.wall_ms and not 0 < fit <= thresholds.MODEL_FIT_PCT:
        wrong.append(f"the placed work ran {late:.3f} ms a step past the syncs that waited for it")
    if not wrong:
        return TrustItem(what="kernel model", held=True, text=text + f" ({past})")
    text += ": " + "; ".join(wrong)
    text += f": its busy and idle are not the step's ({MODEL_KERNELS}=recorded records them)"
    return TrustItem(what="kernel model", held=False, text=text)


def _load(s: StepView) -> TrustItem | None:
    cores = s.timed.other_load_cores
    if cores is None:
        return None
    if cores < thresholds.OTHER_LOAD_WARN_CORES:
        return TrustItem(what="host load", held=True, text=f"the host quiet ({cores:.1f} other cores busy)")
    return TrustItem(
        what="host load",
        held=False,
        text=f"other load on the host, {cores:.1f} cores: host times stretched (a quiet host, fewer threads)",
    )


def _clock(mhz: float | None, device: str | None) -> TrustItem | None:
    if not mhz:
        return None
    spec = lookup(device) if device else None
    low = spec is not None and mhz < IDLE_CLOCK_FRACTION * min(spec.clock_mhz.values())
    text = f"SM clock {mhz:.0f} MHz while timed"
    if low:
        text += " (an idle reading: compute roofs at the datasheet's clocks)"
    return TrustItem(what="SM clock", held=not low, text=text)


def _spread(s: StepView) -> TrustItem | None:
    pct = s.wall_spread_pct
    if pct is None:
        return None
    text = f"the unprofiled wall spread {pct:.1f}% " + (
        "from step to step" if s.kind == StepKind.SCRIPT else "between blocks"
    )
    return TrustItem(what="wall spread", held=pct <= thresholds.WALL_SPREAD_PCT, text=text)


def _modules(s: StepView) -> TrustItem | None:
    v = s.where.modules
    pct = v.below_root_pct() if v is not None and v.rows else None
    if v is None or pct is None:
        return None
    root = v.root.total_ms if v.root is not None else 0.0
    text = f"the module map put {pct:.1f}% of the compiled kernels' time below the root ({root:.3f} ms "
    text += f"outside any submodule, {v.kernel_ms - v.mapped_ms:.3f} ms not mapped)"
    acc = v.accounted_pct
    if acc is not None and abs(acc - 100.0) > thresholds.MODULES_ACCOUNTED_PCT:
        text += f"; its tree accounts for {acc:.1f}% of the kernels' time"
    held = pct >= thresholds.MODULES_BELOW_ROOT_PCT and (
        acc is None or abs(acc - 100.0) <= thresholds.MODULES_ACCOUNTED_PCT
    )
    return TrustItem(what="module map", held=held, text=text)


def trust_items(s: StepView, sm_clock_mhz: float | None, device: str | None) -> list[TrustItem] | None:
    """The step's trust line, the ones that did not hold first; None where nothing was measured."""
    items = [
        t
        for t in (
            _launches(s),
            _model(s),
            _profiler(s),
            _load(s),
            _clock(sm_clock_mhz, device),
            _spread(s),
            _modules(s),
        )
        if t is not None
    ]
    return sorted(items, key=lambda t: t.held) or None
