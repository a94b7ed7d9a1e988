"""Names of the profiler ranges that the tool's children write and its trace reader looks for."""

CALL_RANGE = "inductor_probe::call"  # one call of a compiled module (isolated view)
WARMUP_RANGE = "inductor_probe::profiler_warmup"  # the profiler's first call, excluded by identity
TIMED_CALL_RANGE = "inductor_probe::timed_call"  # one call inside the timer's inspection
