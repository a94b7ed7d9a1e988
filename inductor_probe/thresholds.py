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
# the trust line's "wall spread": the unprofiled wall's spread between blocks of steps held up to this, %
WALL_SPREAD_PCT = 5.0
# the trust line's "module map" (issue 58): held from this share of the kernels' time below the root, %
MODULES_BELOW_ROOT_PCT = 95.0
# ... with its tree's top-level rows, the root and the rest adding to the kernels' time within this, %
MODULES_ACCOUNTED_PCT = 1.0
