"""Why the model child's unprofiled steps of a host-bound model file ran slower than its lean window's (call
88: a small CNN's training 2.95 ms a step unprofiled, 2.3 in the window; call 90: 2.35 in a plain process, the
window no faster there). The model child's own setup in one process (``--setup``: its logging handlers, output
code hook, module stacks, CUPTI teardown, graph-call wrapper, as ``collect/model_child.main`` installs them,
before the model compiles), then, rounds alternating, the step timed back to back with CUDA events without and
with the wrapper's readings (the lean window's path), the profiler flags printed; then the tool's own
``collect/steps.profile_model_steps`` (wall blocks, host, the steps around the window, the window).

    PYTHONPATH=. python benchmarks/child_setup_probe.py examples/small_cnn.py --backward [--setup]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--backward", action="store_true")
    ap.add_argument("--setup", action="store_true")
    ap.add_argument("--steps", type=int, default=20)
    a = ap.parse_args()
    import torch

    from benchmarks.window_vs_steps_probe import model_step
    from inductor_probe import _compat
    from inductor_probe._compat import autotune_choices, cupti, dynamo_log, graph_call, module_stacks
    from inductor_probe.collect.lean_window import ref_steps
    from inductor_probe.collect.steps import GraphCalls, profile_model_steps
    from inductor_probe.vocab import ProfileWindow

    calls = GraphCalls()
    if a.setup:
        dynamo_log.capture_graph_breaks()
        dynamo_log.capture_compiles(_compat.TRACE_LOGGER)
        _compat.install_output_code_hook(lambda *x: None, lambda *x: None)
        if autotune_choices.install():
            module_stacks.install(autotune_choices.site_entry)
        else:
            module_stacks.install()
        cupti.teardown_after_profiling(torch.version.cuda)
        graph_call.install(calls)
    step = model_step(a.file, a.backward)
    print("setup", a.setup, "profiler flags:", torch.autograd.profiler._is_profiler_enabled,
          torch.autograd._profiler_enabled())  # fmt: skip
    got: dict[str, list[float]] = {"unread": [], "read": []}
    for r in range(3):
        got["unread"] += ref_steps(step, True, a.steps)
        calls.spans = []
        got["read"] += ref_steps(step, True, a.steps)
        calls.spans = None
        print(f"round {r}: " + ", ".join(f"{k} {statistics.median(v):.3f}" for k, v in got.items()))
    with tempfile.TemporaryDirectory() as d:
        t = profile_model_steps(
            step, cuda=True, cudagraphs=False, steps=8, trace=Path(d) / "step.json", calls=calls,
            log=lambda s: None, memory=None, window=ProfileWindow.LEAN,
        )  # fmt: skip
    print(f"profile_model_steps: wall blocks {[round(x, 3) for x in t.wall_blocks_ms]}, host {t.host_ms:.3f}")
    print(f"  around the window {[round(x, 3) for x in t.lean_ref_ms + t.lean_after_ms]}")
    print(f"  the window {[round(x, 3) for x in t.lean_timed_ms]}")
    after = ref_steps(step, True, a.steps)
    print(f"after it, unread: {statistics.median(after):.3f}")


if __name__ == "__main__":
    main()
