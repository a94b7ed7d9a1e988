"""The truth for `step.autotune` (issue 41): each template kernel's config read from its own Inductor kernel
file, with no code of the tool: its ``BLOCK_M/N/K : tl.constexpr = N`` lines and the ``num_warps=`` and
``num_stages=`` of its ``@triton_heuristics.template(...)``; then, per run, each autotune row's ``ran``
against it, whether the runs agree (the second from the FX graph cache), and the step's time per call beside
the autotuner's.

python benchmarks/autotune_truth.py RUN_DIR [RUN_DIR ...]
"""

import json
import re
import sys
from pathlib import Path

from benchmarks.step_json import flat

KEYS = ("BLOCK_M", "BLOCK_N", "BLOCK_K", "num_warps", "num_stages")


def config_of(source: str) -> dict:
    out = {
        m[1]: m[2] for m in re.finditer(r"^\s*(BLOCK_[MNK])\s*:\s*tl\.constexpr\s*=\s*(\d+)", source, re.M)
    }
    head = source.split("@triton.jit")[0]
    out.update({m[1]: m[2] for m in re.finditer(r"\b(num_warps|num_stages)=(\d+)", head)})
    return out


def said(what: str) -> dict:
    return {k: v for k, v in re.findall(r"\b(\w+)=(\d+)", what or "") if k in KEYS}


def sources(run: Path) -> dict:
    """Each template kernel's source: its file in the run, else its definition in the compiled modules."""
    out = {}
    for f in (run / "kernels").glob("*.py"):
        out[f.stem] = f.read_text()
    for f in (run / "modules").glob("*.py"):
        text = f.read_text()
        for m in re.finditer(r"^(\w+) = async_compile\.triton\('(\w+)', '''\n(.*?)\n'''", text, re.M | re.S):
            out.setdefault(m[2], m[3])
    return out


def main(runs: list[str]) -> int:
    seen = []
    for run in map(Path, runs):
        m = json.loads((run / "run.json").read_text())
        step = m.get("step") or {}
        rows = flat(step).get("autotune") or []
        cache = (m.get("cache") or {}).get("counters") or {}
        hits = {k: v for k, v in cache.items() if "fxgraph" in k}
        print(f"{run.name}: {len(rows)} autotune rows; FX graph cache {hits}")
        src = sources(run)
        ok = 0
        templates = 0
        for r in rows:
            truth = config_of(src.get(r["kernel"], ""))
            mine = said(r["ran"])
            if r["kernel"].startswith("triton_tem"):
                templates += 1
                agree = bool(truth) and mine == {k: truth[k] for k in mine} and set(truth) <= set(mine)
                ok += agree
            else:
                agree = None
            ratio = r["step_us"] / r["ran_us"] if r.get("step_us") and r.get("ran_us") else None
            print(
                f"  {r['graph']:<16} {r['kernel']:<34} {r['op']:<6} choices {r['choices']:>3} "
                f"rank {r['rank']} "
                f"ran {r['ran'][:60]!r} {r['ran_us']} us; other {str(r['other'])[:40]!r} {r['other_us']} us; "
                f"step {r['step_us']} us ({'-' if ratio is None else f'{ratio:.2f}x'}); "
                f"source {truth or '-'} agrees: {agree}"
            )
        print(f"  templates whose row names their source's config: {ok} of {templates}")
        seen.append([(r["graph"], r["kernel"], r["ran"], r["ran_us"]) for r in rows])
    if len(seen) > 1:
        print("runs agree on kernels, choices and autotune times:", all(s == seen[0] for s in seen[1:]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
