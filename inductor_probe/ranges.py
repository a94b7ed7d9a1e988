"""Names of the profiler ranges that the tool's children write and its trace reader looks for."""

CALL_RANGE = "inductor_probe::call"  # one call of a compiled module (isolated view)
WARMUP_RANGE = "inductor_probe::profiler_warmup"  # the profiler's first call, excluded by identity
TIMED_CALL_RANGE = "inductor_probe::timed_call"  # one call inside the timer's inspection
# One call of a compiled graph in the real run: the prefix, then the graph's cache key (its module
# file's name), written by the tool's wrapper of Inductor's CompiledFxGraph.__call__.
GRAPH_RANGE_PREFIX = "inductor_probe::graph "
# Inductor's own range around a compiled graph's call (with the FX graph cache key).
INDUCTOR_GRAPH_PREFIX = "## Call CompiledFxGraph "
# torch.profiler's range around each step of a schedule (prof.step() to prof.step()).
STEP_RANGE_PREFIX = "ProfilerStep#"
# The tool's own synchronisation at the end of the profiled steps (not the user's: analysis/idle.py).
DRAIN_RANGE = "inductor_probe::drain"
# The lean window's anchored form: from CUPTI let go at its warm-up step's end to step 1's start (the settle
# step, untimed, run between: _compat/lean.py); the warm-up step ends where it begins (analysis/anchored.py).
LET_GO_RANGE = "inductor_probe::cupti_let_go"
# The lean window's anchored form since: its steps run before CUPTI is attached at all, then one step with
# everything recorded (the source of the steps' calls and kernels: analysis/anchored.py, modeled.py), after
# them and the unprofiled steps timed after them.
RECORD_RANGE = "inductor_probe::lean_record"
# The trace arg that the step profiler adds to each Python event: the line that made the call
# ("path:line"; collect/callers.py writes it, analysis/idle.py reads it).
CALLER_ARG = "Caller"
