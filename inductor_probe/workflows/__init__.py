"""The only sequencer: each command's steps, from collecting to a result the renderers take.

=============  =========================================================================
``breakdown``  model file -> run dir: compile child -> each module profiled -> tables
``reanalyse``  a run's recorded traces -> its tables again (no GPU)
``compare``    ``breakdown`` twice (two modes), each from a fresh cache -> pairs -> interleaved
``diff``       two saved runs -> pairs, bands from per-call times, environment differences
``kernel``     a run's kernel -> its file re-run per variant -> verdict
``timeit``     a user's callable -> the timer
=============  =========================================================================

Nothing here prints: progress goes to the ``progress`` callback, results are returned.
"""

from inductor_probe.options import BreakdownOptions, CompareOptions
from inductor_probe.workflows.callable_timing import timeit
from inductor_probe.workflows.compare_modes import COMPARE_MODES, compare, compare_runs, diff, parse_modes
from inductor_probe.workflows.kernel_rerun import KERNEL_VARIANTS, find_kernel, kernel, measured
from inductor_probe.workflows.model_run import Progress, breakdown
from inductor_probe.workflows.views import reanalyse

__all__ = [
    "COMPARE_MODES",
    "KERNEL_VARIANTS",
    "BreakdownOptions",
    "CompareOptions",
    "Progress",
    "breakdown",
    "compare",
    "compare_runs",
    "diff",
    "parse_modes",
    "find_kernel",
    "kernel",
    "measured",
    "reanalyse",
    "timeit",
]
