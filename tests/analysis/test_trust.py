"""The trust line (issue 41, item 2; ``analysis/trust.py``): each thing a step's figures stand on, whether it
held, what did not hold said first, in the text and on the page alike (``render/words.trust``)."""

from __future__ import annotations

from inductor_probe.analysis.trust import trust_items
from inductor_probe.render import words
from inductor_probe.run.manifest import StepView
from inductor_probe.run.runtime import LaunchesSeen
from inductor_probe.run.step_sides import StepProfiled, StepTimed


def _step(other_load_cores=None, launches=None, **kw):
    base = dict(wall_ms=10.0, window_ms=15.0, wall_spread_pct=1.0)
    base.update(kw)
    timed, profiled = StepTimed(other_load_cores=other_load_cores), StepProfiled(steps=5, launches=launches)
    return StepView(**base, timed=timed, profiled=profiled)


def _by(items):
    return {t.what: t for t in items}


def test_a_steady_profile_holds_everything_and_says_what_it_measured():
    seen = LaunchesSeen(graph_launches=10, graph_unseen=0, kernel_launches=90, kernel_unseen=0)
    items = _by(trust_items(_step(launches=seen, other_load_cores=0.1), 1980.0, "NVIDIA H100 80GB HBM3"))
    assert all(t.held for t in items.values()) and set(items) == {
        "launches",
        "profiler",
        "host load",
        "SM clock",
        "wall spread",
    }
    assert items["launches"].text == "the trace holds the GPU work of all 100 launches"
    assert items["profiler"].text.startswith("the profiler stretched the step 1.5x")
    assert items["SM clock"].text == "SM clock 1980 MHz while timed"


def test_what_did_not_hold_comes_first_with_what_to_read_differently():
    seen = LaunchesSeen(graph_launches=10, graph_unseen=8, kernel_launches=0, kernel_unseen=0)
    s = _step(window_ms=35.0, wall_spread_pct=19.0, launches=seen, other_load_cores=1.0)
    items = trust_items(s, 300.0, "NVIDIA H100 80GB HBM3")
    bad = [t.what for t in items if not t.held]
    assert bad == ["launches", "profiler", "host load", "SM clock", "wall spread"]
    assert [t.held for t in items] == sorted(t.held for t in items)
    text = {t.what: t.text for t in items}
    assert "8 of 10 CUDA-graph replays" in text["launches"] and "not the step's" in text["launches"]
    assert "3.5x" in text["profiler"] and "lean on the profiler" in text["profiler"]
    assert "1.0 cores" in text["host load"] and "a quiet host" in text["host load"]
    assert "idle reading" in text["SM clock"]
    s.profiled.trust = items
    line = words.trust(s)
    assert line.startswith("trust: NOT HELD: the trace lacks") and "held:" not in line


def test_the_thresholds_hold_at_their_edges_and_nothing_measured_says_nothing():
    edge = _by(trust_items(_step(window_ms=20.0, wall_spread_pct=5.0, other_load_cores=0.49), None, None))
    assert edge["profiler"].held and edge["wall spread"].held and edge["host load"].held
    past = _by(trust_items(_step(window_ms=20.1, wall_spread_pct=5.1, other_load_cores=0.5), None, None))
    assert not past["profiler"].held and not past["wall spread"].held and not past["host load"].held
    assert "SM clock" not in edge  # a CPU run, or no clock read: not said
    assert trust_items(StepView(), None, None) is None
    assert words.trust(StepView()) is None
    script = _by(trust_items(_step(kind="script"), None, None))
    assert script["wall spread"].text.endswith("from step to step")


def test_the_thresholds_are_read_where_they_are_named_so_a_test_can_patch_them(monkeypatch):
    from inductor_probe import thresholds

    steady = _step(window_ms=15.0, wall_spread_pct=4.0, other_load_cores=0.3)
    assert all(t.held for t in trust_items(steady, None, None))
    monkeypatch.setattr(thresholds, "PROFILER_STRETCH", 1.4)
    monkeypatch.setattr(thresholds, "WALL_SPREAD_PCT", 3.0)
    monkeypatch.setattr(thresholds, "OTHER_LOAD_WARN_CORES", 0.2)
    patched = _by(trust_items(steady, None, None))
    assert not patched["profiler"].held and not patched["wall spread"].held and not patched["host load"].held


def test_a_gpu_window_that_recorded_no_launch_does_not_hold():
    """A profiler session that recorded nothing (issue 57, call 46: a session started right after CUPTI was
    let go) reads busy 0% and idle = the wall with no cause: said as not held, never as a quiet step. A CPU's
    window has no launches to record: nothing said."""
    none = LaunchesSeen(graph_launches=0, graph_unseen=0, kernel_launches=0, kernel_unseen=0)
    s = _step(launches=none)
    s.timed.device_type = "cuda"
    item = _by(trust_items(s, None, None))["launches"]
    assert not item.held and item.text.startswith("the profiled window recorded no launch in its 5 steps")
    s.timed.device_type = "cpu"
    assert "launches" not in _by(trust_items(s, None, None))


def test_a_lean_windows_kernel_model_holds_only_where_it_placed_every_launch_in_time(monkeypatch):
    """The lean window's kernels placed from its warm-up step (``analysis/modeled.py``): held where every
    launch found its kernels and the placed work ended before the syncs that waited for it (within
    ``MODEL_LATE_PCT`` of the wall a step); a step launching other work than its warm-up step (a graph
    recorded every other step), or work placed past its syncs, does not hold, says why and what to run."""
    from inductor_probe import thresholds
    from inductor_probe.run.windows import KernelModel, WindowRow
    from inductor_probe.vocab import ProfileWindow

    def with_model(**k):
        s = _step()
        lean = WindowRow(kind=ProfileWindow.LEAN, steps=8, ms=10.0, stretch=1.0, trace=None, gives="")
        lean.kernels = KernelModel(**k)
        s.profiled.windows = [lean]
        return _by(trust_items(s, None, None)).get("kernel model")

    good = with_model(placed=400, late_us=8 * 200.0)  # 0.2 ms a step: 2% of the 10 ms wall
    assert good.held and good.text.startswith("the lean window's kernels placed on its 400 launches")
    late = with_model(placed=400, late_us=8 * 201.0)
    assert not late.held and "0.201 ms a step past the syncs" in late.text
    other = with_model(placed=20, unmatched=24)
    assert not other.held and "24 of them found none there" in other.text
    assert "INDUCTOR_PROBE_LEAN_KERNELS=recorded" in other.text
    anchored = with_model(placed=400, anchored=6)
    assert anchored.held and "the launches of 6 of its steps that step's too, anchored" in anchored.text
    astray = with_model(placed=400, anchored=5, unanchored=1)
    assert (
        not astray.held
        and "1 of its steps called other compiled graphs than one step recorded after its steps"
        in astray.text
    )
    # issue 57, call 74: the recording step's kernels 5% slower than the steps' (the GPU's speed moved): the
    # work past the syncs shortened to their readings by 5% of its runs holds; by 11%, it does not
    fitted = with_model(placed=400, late_us=8 * 600.0, fitted_us=8 * 190.0, fitted_of_us=8 * 3800.0)
    assert fitted.held and "5.0% longer than the syncs' readings allow: shortened to them" in fitted.text
    astray = with_model(placed=400, late_us=8 * 600.0, fitted_us=8 * 420.0, fitted_of_us=8 * 3800.0)
    assert not astray.held and "0.600 ms a step past the syncs" in astray.text
    monkeypatch.setattr(thresholds, "MODEL_LATE_PCT", 3.0)
    assert with_model(placed=400, late_us=8 * 250.0).held
    assert _by(trust_items(_step(), None, None)).get("kernel model") is None  # its kernels recorded


def test_the_lean_windows_drift_names_the_gpu_on_a_gpu_bound_step():
    """Issue 57, call 74: a GPU-bound loop's steps ran 5% slower after the window than before it, its GPU's
    clocks, not its host: the drift, said past ``LEAN_DRIFT_PCT``, names whose speed moved."""
    from inductor_probe import thresholds
    from inductor_probe.run.idle import IdleView
    from inductor_probe.run.windows import WindowRow
    from inductor_probe.vocab import ProfileWindow, StepVerdict

    def profiler(verdict):
        s = _step()
        s.timed.device_type = "cuda"
        s.idle = IdleView(causes=[], verdict=verdict)
        lean = WindowRow(kind=ProfileWindow.LEAN, steps=8, ms=10.0, stretch=1.0, trace=None, gives="")
        lean.drift_pct = 12.0
        s.profiled.windows = [lean]
        return _by(trust_items(s, None, None))["profiler"].text

    assert "; the GPU's speed moved 12% across the window (the steps after it slower" in profiler(
        StepVerdict.GPU_BOUND
    )
    assert "; the host's speed moved 12% across" in profiler(StepVerdict.LAUNCH_BOUND)
    assert "; the host's speed moved 12% across" in profiler(None)
    assert thresholds.LEAN_DRIFT_PCT < 12.0
