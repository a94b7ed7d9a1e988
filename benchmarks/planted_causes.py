"""A GPU-bound loop of many small compiled-graph calls with one planted cause of idle (issue 57, acceptance
2): one block compiled once and called ``--blocks`` times a step (one graph serves them all, as per-block
compile does), then the plant, at a line of its own:

    --plant sleep    time.sleep(--sleep-ms)                   the host away: the GPU drains, then waits
    --plant item     y.float().sum().item()                   a sync: the host waits, then the GPU waits
    --plant copy     host.clone() of --copy-mb MB on the host  host work between steps (an op)
    --plant none     nothing

    inductor-probe breakdown benchmarks/planted_causes.py -- --plant sleep
    python benchmarks/planted_causes.py --plant all --time    # the truth: each plant's cost to the step

``--time``: the loop's own timing (CUDA events at each step's end; no code of the tool). With ``--plant all``
the plants take turns in one process (blocks of ``--block`` steps, none, sleep, item, copy, ``--rounds``
rounds), and each one's median step less the median step without a plant is what it costs the step: the
truth the tool's idle by cause is held to. ``planted:`` lines give each plant's line in this file.
"""

import argparse
import inspect
import statistics
import time

import torch

import inductor_probe


class Block(torch.nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.lin = torch.nn.Linear(dim, dim)

    def forward(self, x):
        return torch.nn.functional.gelu(self.lin(x))


def plant(kind: str, y: torch.Tensor, host: torch.Tensor, sleep_s: float):
    if kind == "sleep":
        time.sleep(sleep_s)  # PLANT sleep
    elif kind == "item":
        return y.float().sum().item()  # PLANT item
    elif kind == "copy":
        return host.clone()  # PLANT copy
    return None


def plant_lines() -> dict[str, int]:
    lines, first = inspect.getsourcelines(plant)
    return {t.split("# PLANT ")[1].strip(): first + i for i, t in enumerate(lines) if "# PLANT " in t}


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--plant", default="none", choices=("none", "sleep", "item", "copy", "all"))
    p.add_argument("--iters", type=int, default=40)
    p.add_argument("--blocks", type=int, default=12)
    p.add_argument("--dim", type=int, default=4096)
    p.add_argument("--tokens", type=int, default=2048)
    p.add_argument("--sleep-ms", type=float, default=3.0)
    p.add_argument("--copy-mb", type=float, default=64.0)
    p.add_argument("--time", action="store_true")
    p.add_argument("--rounds", type=int, default=4)
    p.add_argument("--block", type=int, default=12)
    a = p.parse_args()
    dev = "cuda"
    torch.manual_seed(0)
    block = torch.compile(Block(a.dim).to(dev, torch.bfloat16))
    x = torch.randn(a.tokens, a.dim, device=dev, dtype=torch.bfloat16)
    host = torch.empty(int(a.copy_mb * 2**20 / 4), dtype=torch.float32).fill_(1.0)
    for kind, line in plant_lines().items():
        print(f"planted: {kind} {__file__.rsplit('/', 1)[-1]}:{line}")
    ends: list[tuple[str, torch.cuda.Event]] = []

    def step(kind: str) -> None:
        inductor_probe.mark_step()
        y = x
        with torch.no_grad():
            for _ in range(a.blocks):
                y = block(y)
        plant(kind, y, host, a.sleep_ms / 1e3)
        if a.time:
            e = torch.cuda.Event(enable_timing=True)
            e.record()
            ends.append((kind, e))

    if a.plant != "all":
        for _ in range(a.iters):
            step(a.plant)
    else:
        for _ in range(3):
            step("none")  # compiling, warming up
        for _ in range(a.rounds):
            for kind in ("none", "sleep", "item", "copy"):
                for _ in range(a.block):
                    step(kind)
    if a.time:
        torch.cuda.synchronize()
        by: dict[str, list[float]] = {}
        for (_, e0), (k1, e1) in zip(ends, ends[1:], strict=False):
            by.setdefault(k1, []).append(e0.elapsed_time(e1))
        if a.plant != "all":
            ms = by[a.plant][2:]
            print(f"truth: median {statistics.median(ms):.3f} ms over {len(ms)} steps")
        else:
            base = statistics.median(by["none"])
            for k, ms in by.items():
                med = statistics.median(ms)
                q = statistics.quantiles(ms, n=4)
                print(
                    f"truth {k}: step median {med:.3f} ms (IQR {q[0]:.3f}-{q[2]:.3f}, {len(ms)} steps), "
                    f"cost {med - base:.3f} ms"
                )
    print("done")
