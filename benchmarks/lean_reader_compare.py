"""Each rank trace under RUN_DIR (``*trace*.json``, a run's ``traces/step.json``, gzipped or not) summarised
by the whole-file reader (``analysis/ranks.read_trace``) and by the lean one
(``analysis/trace_stream.lean_trace``): equal or not, field by field, with each one's CPU time.

python benchmarks/lean_reader_compare.py RUN_DIR
"""

import sys
import time
from pathlib import Path

from inductor_probe._util import paused_gc
from inductor_probe.analysis import ranks, trace_stream


def main(root: str) -> int:
    files = sorted(
        p
        for p in Path(root).rglob("*.json*")
        if p.is_file()
        and p.name.endswith((".json", ".json.gz"))
        and ("trace" in p.name or p.name.startswith("step"))
    )
    bad = 0
    for f in files:
        with paused_gc():
            t0 = time.process_time()
            whole = ranks.summarize(0, f, ranks.read_trace(f))
            t1 = time.process_time()
            lean = ranks.summarize(0, f, trace_stream.lean_trace(f))
            t2 = time.process_time()
        diff = [k for k in whole.__dataclass_fields__ if getattr(whole, k) != getattr(lean, k)]
        bad += bool(diff)
        print(
            f"{f.relative_to(root)}: {len(whole.kernels)} device activities, {whole.steps} steps, "
            f"collectives {sum(1 for k in whole.kernels if 'nccl' in k.name.lower())}; "
            f"whole {t1 - t0:.2f} CPU-s, lean {t2 - t1:.2f} CPU-s; "
            + ("equal" if not diff else f"DIFFER: {diff}")
        )
    print(f"{len(files)} traces, {bad} differ")
    return 1 if bad or not files else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
