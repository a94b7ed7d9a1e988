"""The thresholds that decide a verdict, a trust item or a warning, named in one place (issue 59, item 3):
each says what it bounds and who reads it; a test patches them here (``monkeypatch.setattr(thresholds,
...)``). The analysis and the renderers import them from here, never define their own copy."""

from __future__ import annotations

# other processes' average CPU use, in cores, while a CPU run timed: its findings lead with it, its step view
# and `timeit` warn, and the trust line's "host load" holds below it
OTHER_LOAD_WARN_CORES = 0.5

# the trust line's "profiler" (analysis/trust.py): a rich window alone held up to this stretch of the step
PROFILER_STRETCH = 2.0
# ... and the lean window (issue 57) up to this
LEAN_STRETCH = 1.15
# ... which says how far the host's speed moved across the lean window past this, % (the steps timed after it
# against those before it)
LEAN_DRIFT_PCT = 10.0
# the trust line's "kernel model" (issue 57): a lean window's kernels placed from its warm-up step held while
# the placed work ran past the syncs that waited for it by at most this share of the unprofiled wall, %
MODEL_LATE_PCT = 2.0
# ... or past them by more, where the syncs' readings shortened the runs of placed work that ran late by at
# most this share of their length, %: the source step's kernels ran that much slower than the steps' (its
# GPU's speed moved: 5.1% on an H200 0.2 s after the steps, those timed after the window 5% slower, issue 57
# call 74)
MODEL_FIT_PCT = 10.0
# the lean window's steps brought to the unprofiled wall by at least this, %: the report says so
# (``analysis/waits.window_to_wall``)
BROUGHT_SAY_PCT = 1.0
# the trust line's "wall spread": the unprofiled wall's spread between blocks of steps held up to this, %
WALL_SPREAD_PCT = 5.0
# the trust line's "module map" (issue 58): held from this share of the kernels' time below the root, %
MODULES_BELOW_ROOT_PCT = 95.0
# ... with its tree's top-level rows, the root and the rest adding to the kernels' time within this, %
MODULES_ACCOUNTED_PCT = 1.0

# analysis/findings.py: the run's findings
MAX_FINDINGS = 3
MIN_GAIN_PCT = 1.0  # a finding below this share of the wall (or of the graphs' time) is left out
GROWTH_FINDING_BYTES = 1 << 20  # a step that keeps this much more allocated is a finding (a leak, likely)
RUNTIME_FINDING_PCT = 5.0  # torch.compile's guards and wrappers: a finding from this share of the wall
# a step whose GPU work ran this much outside compiled graphs, with graph breaks: said first
EAGER_LEAD_PCT = 50.0

# analysis/idle_causes.py: the step's verdict
GPU_BOUND_IDLE_PCT = 5.0  # idle below this share of the wall: the step is GPU-bound

# render/words.py: the step's sentences
STRETCHED_PCT = 10.0  # a profiled window this much above the unprofiled wall is said to be stretched
TOOL_COST_PCT = 1.0  # the tool's own host time per timed step, above which it is a warning
GRAPH_LAUNCH_BOUND_PCT = 5.0  # a graph whose launch overhead is this share of its time or more: launch-bound

# analysis/arrivals.py: the straggler of the unprofiled steps
MIN_LATE_MS = 0.5  # a straggler is later than every other rank by this, and by MIN_LATE_PCT
MIN_LATE_PCT = 2.0  # of the step's wall
LOCKSTEP_SHARE = 0.5  # a rank's lateness spreads or trends less than this share of the straggler's
EVEN_MS = 0.02  # a collective whose ranks arrived within this of each other has no last rank

# analysis/roofline.py: a kernel's bound and its verdict
LATENCY_FLOOR_US = 3.0  # less work than this at the roofs: latency-bound (ramp-up, tail, DRAM latency)
SMALL_GRID_FRACTION = 0.5  # a grid of fewer blocks than this share of the SMs is latency-bound
GOOD_PCT = 80.0  # at or above: little to gain
FAIR_PCT = 50.0  # at or above (below GOOD_PCT): some to gain; below: far from the roof
