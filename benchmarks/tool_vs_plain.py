"""Issue 57, acceptance 4: a loop's unprofiled steps under the tool against the same steps of a plain process,
the two alternated (separate processes swing 15-60% on a shared host, so each pair is run back to back).

    python benchmarks/tool_vs_plain.py --alt 4 -- examples/hf_t5_train.py --iters 30

Each plain run is ``python SCRIPT ARGS --time``; each tool run is ``inductor-probe breakdown SCRIPT
--profile P ... -- ARGS --time``, whose script prints its own timing into the run's ``logs/driver.log``.
Both print one ``truth:`` line of per-step milliseconds (the script's CUDA events, or the host clock on a
CPU; no code of the tool), the first two steps left out. The steps compared are ``--steps-from`` to
``--steps-to`` of that list: by default 0-2, the loop's steps 4-6, which the tool times unprofiled (it leaves
out the prologue and two steps, then times five: 3-7; its boundary at the optimizer's step comes before the
script's own mark, so the script's step 7 carries the lean window's start). ``--env-only``: a third run each
round, the plain script in the environment the tool gives its child (its Inductor variables, a fresh compile
cache and TMPDIR). ``--plain-args``: arguments appended to the plain runs' (fewer iterations, say). The order
alternates round by round (plain first, then the tool first: a host that speeds up or slows down over the call
favours neither). Prints each run's median over those steps, each round's tool / plain, then the medians of
the runs and their spread; ``--json`` writes them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path


def truth(text: str) -> list[float] | None:
    for line in text.splitlines():
        if line.startswith("truth:") and ":" in line[6:]:
            return [float(x) for x in line.split(":", 2)[2].split()]
    return None


def spread(xs: list[float]) -> str:
    if len(xs) < 2:
        return "n/a"
    q = statistics.quantiles(xs, n=4)
    return f"IQR {q[0]:.3f}-{q[2]:.3f}, min {min(xs):.3f}, max {max(xs):.3f}"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--alt", type=int, default=4)
    p.add_argument("--profile", default="lean")
    p.add_argument("--steps-from", type=int, default=0)
    p.add_argument("--steps-to", type=int, default=2)
    p.add_argument("--env-only", action="store_true")
    p.add_argument("--tool-args", default="", help="more breakdown options, space-separated")
    p.add_argument("--json", type=Path)
    p.add_argument("--plain-args", default="")
    p.add_argument("--timeout", type=int, default=400)
    p.add_argument("script", nargs=argparse.REMAINDER)
    a = p.parse_args()
    script = [x for x in a.script if x != "--"]
    if not script:
        p.error("give the script and its arguments after --")
    lo, hi = a.steps_from, a.steps_to + 1
    out: dict[str, list] = {"plain": [], "tool": [], "tool_wall": [], "env": [], "ratio": []}
    work = Path(tempfile.mkdtemp(prefix="tool_vs_plain-"))

    def plain_run(i: int) -> None:
        plain = [sys.executable, *script, "--time", *a.plain_args.split()]
        r = subprocess.run(plain, capture_output=True, text=True, timeout=a.timeout)
        ms = truth(r.stdout)
        if ms:
            out["plain"].append(statistics.median(ms[lo:hi]))
            print(f"plain {i}: median {out['plain'][-1]:.3f} ms of steps {ms[lo:hi]}", flush=True)
        else:
            print(f"plain {i}: no truth line (rc {r.returncode}): {r.stderr[-300:]}", flush=True)
        if a.env_only:
            from inductor_probe.collect import env as tool_env

            (work / f"env{i}").mkdir()
            env = tool_env.child_env(work / f"env{i}" / "cache", tmpdir=work / f"env{i}")
            r = subprocess.run(plain, capture_output=True, text=True, timeout=a.timeout, env=env)
            if ms := truth(r.stdout):
                out["env"].append(statistics.median(ms[lo:hi]))
                print(f"env {i}: median {out['env'][-1]:.3f} ms of steps {ms[lo:hi]}", flush=True)

    def tool_run(i: int) -> None:
        run = work / f"tool{i}"
        cmd = [sys.executable, "-m", "inductor_probe", "breakdown", script[0], "-q", "--profile", a.profile]
        cmd += ["--out", str(run), "--timeout", str(a.timeout), *a.tool_args.split()]
        cmd += ["--", *script[1:], "--time"]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout + 60)
        log = run / "logs" / "driver.log"
        ms = truth(log.read_text()) if log.exists() else None
        if ms:
            out["tool"].append(statistics.median(ms[lo:hi]))
            print(f"tool {i}: median {out['tool'][-1]:.3f} ms of steps {ms[lo:hi]}", flush=True)
        else:
            print(f"tool {i}: no truth line (rc {r.returncode}): {r.stderr[-300:]}", flush=True)
        try:
            step = json.loads((run / "run.json").read_text())["step"]
            out["tool_wall"].append(step["wall_ms"])
            print(f"tool {i}: the tool's wall {step['wall_ms']:.3f} ms", flush=True)
        except (OSError, KeyError, ValueError):
            pass

    for i in range(a.alt):
        n = len(out["plain"]), len(out["tool"])
        for go in (plain_run, tool_run) if i % 2 == 0 else (tool_run, plain_run):
            go(i)
        if (len(out["plain"]), len(out["tool"])) == (n[0] + 1, n[1] + 1):
            out["ratio"].append(out["tool"][-1] / out["plain"][-1])
            first = "plain" if i % 2 == 0 else "tool"
            print(f"round {i} ({first} first): tool / plain {out['ratio'][-1]:.3f}", flush=True)
    summary = {k: (statistics.median(v) if v else None) for k, v in out.items()}
    for k, v in out.items():
        if v:
            unit = "" if k == "ratio" else " ms"  # ratio: each round's tool / plain
            print(f"{k}: median of {len(v)} runs {statistics.median(v):.3f}{unit} ({spread(v)})")
    if summary["plain"] and summary["tool"]:
        ratio = summary["tool"] / summary["plain"]
        print(f"tool / plain (the script's own timing of the same steps): {ratio:.3f}")
    if a.json:
        a.json.write_text(json.dumps({"runs": out, "medians": summary}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
