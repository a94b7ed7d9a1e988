"""Loops whose step is not one call of one compiled graph, for ``breakdown``'s step boundaries (issue 38):

    --loop accum     blocks compiled one by one (one graph serves them all, as per-block compile does), 4
                     micro-batches an optimizer step, gradient clipping, AdamW: each step calls the block's
                     forward and backward graphs blocks x micro-batches times
    --loop generate  a compiled prefill and a compiled decode step (no optimizer): one prefill and --decode
                     decode calls a step
    --loop eval      a training step of one compiled model, and an eval pass (its own graph) every 4 steps
    --loop mark      the accum loop, its steps marked with ``inductor_probe.mark_step()``

    inductor-probe breakdown examples/loops.py -- --loop accum

``--time``: the script's own timing of each step (CUDA events on a GPU, the host clock on CPU, taken
where the tool cuts: after ``optimizer.step()``, at each prefill), printed as one ``truth:`` line of
milliseconds; no code of the tool.
"""

import argparse
import statistics
import time

import torch


def blocks(dim: int, n: int, dev) -> torch.nn.ModuleList:
    torch.manual_seed(0)
    return torch.nn.ModuleList(
        torch.nn.Sequential(torch.nn.Linear(dim, 2 * dim), torch.nn.GELU(), torch.nn.Linear(2 * dim, dim))
        for _ in range(n)
    ).to(dev)


class Clock:
    """The step's own timing: a mark at each step boundary (no code of the tool)."""

    def __init__(self, cuda: bool):
        self.cuda, self.marks = cuda, []

    def mark(self) -> None:
        if self.cuda:
            e = torch.cuda.Event(enable_timing=True)
            e.record()
            self.marks.append(e)
        else:
            self.marks.append(time.perf_counter())

    def report(self, skip: int = 3) -> None:
        if self.cuda:
            torch.cuda.synchronize()
            ms = [a.elapsed_time(b) for a, b in zip(self.marks, self.marks[1:], strict=False)]
        else:
            ms = [(b - a) * 1e3 for a, b in zip(self.marks, self.marks[1:], strict=False)]
        ms = ms[skip:]
        print(
            f"truth: median {statistics.median(ms):.3f} ms over {len(ms)} steps: "
            + " ".join(f"{m:.3f}" for m in ms)
        )


def train(a, dev, clock, mark) -> None:
    layers = blocks(a.dim, a.layers, dev)
    for i in range(a.layers):  # each block compiled on its own (torchtitan's order, without sharding)
        layers[i] = torch.compile(layers[i])
    head = torch.nn.Linear(a.dim, 1).to(dev)
    opt = torch.optim.AdamW([*layers.parameters(), *head.parameters()], lr=1e-4)
    x = torch.randn(a.batch, a.dim, device=dev)
    eval_x = torch.randn(a.batch, a.dim, device=dev)
    scorer = torch.compile(lambda h: h.square().mean(dim=-1))
    for step in range(a.iters):
        if mark is not None:
            mark()
        for _ in range(a.accum):
            h = x
            for blk in layers:
                h = blk(h)
            loss = head(h).square().mean() / a.accum
            loss.backward()
        torch.nn.utils.clip_grad_norm_([*layers.parameters(), *head.parameters()], 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)
        clock.mark()
        if a.loop == "eval" and step % 4 == 3:
            with torch.no_grad():
                h = eval_x
                for blk in layers:
                    h = blk(h)
                scorer(h).sum().item()


def generate(a, dev, clock) -> None:
    layers = blocks(a.dim, a.layers, dev).eval()

    def forward(h):
        for blk in layers:
            h = blk(h)
        return h

    prefill = torch.compile(forward)
    decode = torch.compile(lambda h: forward(h)[-1:].tanh())
    prompt = torch.randn(a.batch, a.dim, device=dev)
    with torch.no_grad():
        for _ in range(a.iters):
            clock.mark()
            h = prefill(prompt)
            for _ in range(a.decode):
                h = decode(h)
    clock.mark()


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--loop", choices=["accum", "generate", "eval", "mark"], default="accum")
    p.add_argument("--iters", type=int, default=24)
    p.add_argument("--dim", type=int, default=64)
    p.add_argument("--layers", type=int, default=3)
    p.add_argument("--accum", type=int, default=4)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--decode", type=int, default=6)
    p.add_argument("--time", action="store_true")
    a = p.parse_args()
    cuda = torch.cuda.is_available()
    dev = torch.device("cuda" if cuda else "cpu")
    clock = Clock(cuda) if a.time else type("NoClock", (), {"mark": lambda self: None})()
    mark = None
    if a.loop == "mark":
        import inductor_probe

        mark = inductor_probe.mark_step
    if a.loop == "generate":
        generate(a, dev, clock)
    else:
        train(a, dev, clock, mark)
    if a.time:
        clock.report()


if __name__ == "__main__":
    main()
