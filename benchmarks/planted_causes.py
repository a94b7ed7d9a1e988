"""A GPU-bound loop of many small compiled-graph calls with one planted cause of idle (issue 57, acceptance
2): one block compiled once and called ``--blocks`` times a step (one graph serves them all, as per-block
compile does), then the plant, at a line of its own:

    --plant sleep    time.sleep(--sleep-ms)                   the host away: the GPU drains, then waits
    --plant item     y.float().sum().item()                   a sync: the host waits, then the GPU waits
    --plant copy     a --copy-mb MB host tensor copied into a host buffer (an op: host work between steps)
    --plant clone    a --copy-mb MB host tensor cloned, the clone dropped by the caller (its free, after
                     the plant's line returned, is host time in the caller's frame)
    --plant sum      y.float().sum(), no sync: the item plant's GPU work alone (its gap is GPU time, not idle)
    --plant none     nothing

    inductor-probe breakdown benchmarks/planted_causes.py -- --plant sleep
    python benchmarks/planted_causes.py --plant all --time    # the truth: each plant's cost to the step

``--time``: the loop's own timing (CUDA events at each step's end; no code of the tool). With ``--plant all``
the plants take turns in one process (blocks of ``--block`` steps, none, sleep, item, copy, clone,
``--rounds`` rounds): each one's median step less the median step without a plant is what it costs the step,
and the GPU's gap between a step's blocks and the next step's first block's end (CUDA events after the
blocks and after the next step's first block: the first launch's host time after a drain is the plant's idle
too) less the same without a plant is the idle it makes (for the item plant, less the gap of the same
reduction without the sync: its kernels' GPU time), the truth the tool's idle by cause is held to (on a
GPU-bound loop a sync's tens of microseconds are lost in the step's own spread, not in the gap's).
``planted:`` lines give each plant's line in this file.

``--steps-out PATH`` (a single plant, run under the tool as well): the same truth for each step of this
run, to PATH as JSON: each step's time (CUDA events at its end) and the GPU's idle after its blocks, from CUDA
events after the plant's GPU work (the item plant's reduction: before the sync), after the next step's first
block and after its second (a block's GPU time: the least from the first's end to the second's over the
steps), no code of the tool; ``benchmarks/lean_summary.py`` finds the lean window's steps among them by their
times. On a GPU-bound loop only: where the host falls behind, the gap holds the host's launching as well.
"""

import argparse
import inspect
import json
import statistics
import time
from pathlib import Path

import torch

import inductor_probe


class Block(torch.nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.lin = torch.nn.Linear(dim, dim)

    def forward(self, x):
        return torch.nn.functional.gelu(self.lin(x))


def plant(kind: str, y: torch.Tensor, host: torch.Tensor, buf: torch.Tensor, sleep_s: float):
    if kind == "sleep":
        time.sleep(sleep_s)  # PLANT sleep
    elif kind == "item":
        return marked(y.float().sum()).item()  # PLANT item
    elif kind == "copy":
        buf.copy_(host)  # PLANT copy
    elif kind == "clone":
        return host.clone()  # PLANT clone
    elif kind == "sum":
        return y.float().sum()  # PLANT sum
    return None


def marked(t: torch.Tensor) -> torch.Tensor:
    """``t``; with ``--steps-out``, a CUDA event recorded after the work that made it (``MARKS``)."""
    if MARKS is not None:
        e = torch.cuda.Event(enable_timing=True)
        e.record()
        MARKS.append(e)
    return t


# --steps-out: the event after each step's plant's GPU work (none: after its blocks)
MARKS: list | None = None


def plant_lines() -> dict[str, int]:
    lines, first = inspect.getsourcelines(plant)
    return {t.split("# PLANT ")[1].strip(): first + i for i, t in enumerate(lines) if "# PLANT " in t}


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    kinds = ("none", "sleep", "item", "copy", "clone", "sum", "all")
    p.add_argument("--plant", default="none", choices=kinds)
    p.add_argument("--iters", type=int, default=40)
    p.add_argument("--blocks", type=int, default=12)
    p.add_argument("--dim", type=int, default=4096)
    p.add_argument("--tokens", type=int, default=2048)
    p.add_argument("--sleep-ms", type=float, default=3.0)
    p.add_argument("--copy-mb", type=float, default=64.0)
    p.add_argument("--time", action="store_true")
    p.add_argument("--steps-out", default=None, help="each step's truth to this JSON file (a single plant)")
    p.add_argument("--rounds", type=int, default=4)
    p.add_argument("--block", type=int, default=12)
    a = p.parse_args()
    dev = "cuda"
    torch.manual_seed(0)
    block = torch.compile(Block(a.dim).to(dev, torch.bfloat16))
    x = torch.randn(a.tokens, a.dim, device=dev, dtype=torch.bfloat16)
    host = torch.empty(int(a.copy_mb * 2**20 / 4), dtype=torch.float32).fill_(1.0)
    buf = torch.empty_like(host).fill_(0.0)
    for kind, line in plant_lines().items():
        print(f"planted: {kind} {__file__.rsplit('/', 1)[-1]}:{line}")
    ends: list[tuple[str, torch.cuda.Event]] = []
    gaps: list[tuple[torch.cuda.Event, torch.cuda.Event]] = []  # (after the blocks, the next step's start)
    host_s: dict[str, list[float]] = {}

    def event() -> torch.cuda.Event:
        e = torch.cuda.Event(enable_timing=True)
        e.record()
        return e

    per: list[dict[str, torch.cuda.Event]] = []  # --steps-out: each step's events
    if a.steps_out:
        MARKS = []

    def step(kind: str) -> None:
        inductor_probe.mark_step()
        y = x
        mine: dict[str, torch.cuda.Event] = {}
        with torch.no_grad():
            for i in range(a.blocks):
                y = block(y)
                if i == 0 and a.time and ends:  # after the first block: its launch's host time is in the gap
                    gaps[-1] = (gaps[-1][0], event())
                if i < 2 and a.steps_out:
                    mine["first" if i == 0 else "second"] = event()
        if a.time:
            gaps.append((event(), None))  # type: ignore[arg-type]
        if a.steps_out:
            mine["blocks"] = event()
        t0 = time.perf_counter()
        plant(kind, y, host, buf, a.sleep_ms / 1e3)
        if a.time:
            host_s.setdefault(kind, []).append(time.perf_counter() - t0)
            ends.append((kind, event()))
        if a.steps_out:
            mine["end"] = event()
            if MARKS:  # the plant's GPU work ends before its sync
                mine["work"] = MARKS.pop()
            per.append(mine)

    if a.plant != "all":
        for _ in range(a.iters):
            step(a.plant)
    else:
        for _ in range(3):
            step("none")  # compiling, warming up
        for _ in range(a.rounds):
            for kind in ("none", "sleep", "item", "copy", "clone", "sum"):
                for _ in range(a.block):
                    step(kind)
    if a.steps_out:
        torch.cuda.synchronize()
        out = {"plant": a.plant, "steps_ms": [], "idle_ms": []}
        # a block's GPU time: the least from the first block's end to the second's (where the host was not
        # ahead, that holds the wait for the second's launch too: a host-bound step)
        out["block_ms"] = block = min(s["first"].elapsed_time(s["second"]) for s in per)
        for s0, s1 in zip(per, per[1:], strict=False):
            work = s0.get("work", s0["blocks"])
            out["steps_ms"].append(s0["end"].elapsed_time(s1["end"]))
            out["idle_ms"].append(work.elapsed_time(s1["first"]) - block)
        Path(a.steps_out).write_text(json.dumps(out))
    if a.time:
        torch.cuda.synchronize()
        by: dict[str, list[float]] = {}
        idle: dict[str, list[float]] = {}
        for (_, e0), (k1, e1) in zip(ends, ends[1:], strict=False):
            by.setdefault(k1, []).append(e0.elapsed_time(e1))
        for (k, _), (g0, g1) in zip(ends, gaps, strict=False):
            if g1 is not None:
                idle.setdefault(k, []).append(g0.elapsed_time(g1))
        if a.plant != "all":
            ms = by[a.plant][2:]
            print(f"truth: median {statistics.median(ms):.3f} ms over {len(ms)} steps")
        else:
            base = statistics.median(by["none"])
            gap0 = statistics.median(idle["none"])
            for k, ms in by.items():
                med = statistics.median(ms)
                q = statistics.quantiles(ms, n=4)
                g = statistics.median(idle[k])
                # the item plant's gap holds its own kernels and copy (GPU work): the sum plant's gap, less
                base_gap = statistics.median(idle["sum"]) if k == "item" and "sum" in idle else gap0
                gq = statistics.quantiles(idle[k], n=4)
                print(
                    f"truth {k}: step median {med:.3f} ms (IQR {q[0]:.3f}-{q[2]:.3f}, {len(ms)} steps), "
                    f"cost {med - base:.3f} ms; the GPU's time from the blocks to the next first block's end "
                    f"{g:.3f} ms "
                    f"(IQR {gq[0]:.3f}-{gq[2]:.3f}), idle {g - base_gap:.3f} ms; the plant's host time "
                    f"{statistics.median(host_s[k]) * 1e3:.3f} ms"
                )
    print("done")
