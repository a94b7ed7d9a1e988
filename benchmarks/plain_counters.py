"""A script run plainly (no code of the tool's), then Dynamo's own counters as it left them: frames, graphs,
graph breaks and what Dynamo skipped, resumes, recompiles; the same counters the tool reports under
``Dynamo, by its own counters`` (compare both ways).

    python benchmarks/plain_counters.py examples/train_llama_adamw.py --iters 60
"""

from __future__ import annotations

import json
import runpy
import sys


def main() -> None:
    sys.argv = sys.argv[1:]
    runpy.run_path(sys.argv[0], run_name="__main__")
    from torch._dynamo.utils import counters

    keys = ("frames", "stats", "graph_break", "unimplemented", "resumes", "recompiles")
    got = {k: {str(r).split("\n")[0][:120]: v for r, v in counters[k].items()} for k in keys if k in counters}
    print("plain counters: " + json.dumps(got))


if __name__ == "__main__":
    main()
