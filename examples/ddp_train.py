"""A data-parallel training loop (a compiled MLP under DDP) for ``breakdown --nproc-per-node N``: NCCL on
GPUs, gloo on CPU. Two NCCL ranks can share one GPU when each has its own host id: ``--one-gpu`` sets
``NCCL_HOSTID=host<rank>`` before the process group (the recipe of ``benchmarks/ranks_gpu_check.sh``).

    inductor-probe breakdown examples/ddp_train.py --nproc-per-node 2 -- --iters 30
    inductor-probe breakdown examples/ddp_train.py --nproc-per-node 2 --device cpu -- --iters 30

``--fsdp`` shards each block with FSDP2 (``fully_shard``) instead of DDP. A straggler that cannot hide:
``--sleep-rank R --sleep-ms MS`` makes rank R sleep before each forward, and ``--item`` reads the loss every
step (the host cannot run ahead). ``--time``: each rank's own CUDA-event timing of its optimizer steps (no
code of the tool), one ``truth:`` line per rank. The tool's failure cases:
``--raise-on-rank R`` makes rank R raise at step 5; ``--hang-on-rank R`` makes rank R stop before its step
5 collective while the others wait in it.
"""

import argparse
import os
import signal
import sys
import time

import torch
import torch.distributed as dist


def build(dim: int, layers: int) -> torch.nn.Sequential:
    def block() -> torch.nn.Sequential:
        return torch.nn.Sequential(
            torch.nn.Linear(dim, 4 * dim), torch.nn.GELU(), torch.nn.Linear(4 * dim, dim)
        )

    return torch.nn.Sequential(*[block() for _ in range(layers)])


def _mark(cuda: bool):
    if not cuda:
        return time.perf_counter()
    e = torch.cuda.Event(enable_timing=True)
    e.record()
    return e


def _report(rank: int, marks: list, cuda: bool) -> None:
    """``truth rank R: median ...``: the step's own timing, its first three steps left out; ``truth rank R
    steps: ...``: every step's, to find the very steps the tool timed in the same run."""
    import statistics

    if cuda:
        torch.cuda.synchronize()
        every = [a.elapsed_time(b) for a, b in zip(marks, marks[1:], strict=False)]
    else:
        every = [(b - a) * 1e3 for a, b in zip(marks, marks[1:], strict=False)]
    ms = every[3:]
    # one write a line: two ranks print to one pipe (print writes the text and its end apart)
    median = f"truth rank {rank}: median {statistics.median(ms):.3f} ms over {len(ms)} steps\n"
    print(median, end="", flush=True)
    print(f"truth rank {rank} steps: " + " ".join(f"{x:.3f}" for x in every) + "\n", end="", flush=True)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=30)
    p.add_argument("--dim", type=int, default=1024)
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--batch", type=int, default=64)
    p.add_argument("--fsdp", action="store_true")
    p.add_argument("--one-gpu", action="store_true", help="every rank on cuda:0 (NCCL over sockets)")
    p.add_argument("--raise-on-rank", type=int, default=None)
    p.add_argument("--hang-on-rank", type=int, default=None)
    p.add_argument("--die-on-rank", type=int, default=None, help="the rank dies at step 5, raising nothing")
    p.add_argument(
        "--die-how",
        default="exit1",
        help="exit1 (os._exit(1)) | exit0 (os._exit(0)) | segv | sysexit0 (sys.exit(0))",
    )
    p.add_argument(
        "--ignore-sigterm", action="store_true", help="every rank ignores SIGTERM (as some jobs do)"
    )
    p.add_argument("--sleep-rank", type=int, default=None)
    p.add_argument("--sleep-ms", type=float, default=5.0)
    p.add_argument("--item", action="store_true", help="loss.item() every step")
    p.add_argument("--time", action="store_true")
    a = p.parse_args()
    rank = int(os.environ.get("RANK", "0"))
    if a.ignore_sigterm:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    cuda = torch.cuda.is_available()
    if cuda and a.one_gpu:
        os.environ["NCCL_HOSTID"] = f"host{rank}"
    dist.init_process_group("nccl" if cuda else "gloo")
    dev = torch.device("cuda", 0 if a.one_gpu else int(os.environ.get("LOCAL_RANK", "0"))) if cuda else "cpu"
    if cuda:
        torch.cuda.set_device(dev)
    torch.manual_seed(0)
    model = build(a.dim, a.layers).to(dev)
    if a.fsdp:
        from torch.distributed.fsdp import fully_shard

        for i, block in enumerate(model):  # each block compiled, then sharded (as torchtitan does)
            model[i] = torch.compile(block)
            fully_shard(model[i])
        fully_shard(model)
        step = model
    else:  # the module compiled, then wrapped: DDP's own forward stays eager (Dynamo skips it)
        step = torch.nn.parallel.DistributedDataParallel(torch.compile(model))
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)
    x = torch.randn(a.batch, a.dim, device=dev)
    marks: list = []
    for i in range(a.iters):
        if i == 5 and rank == a.raise_on_rank:
            raise RuntimeError(f"planted failure on rank {rank} at step {i}")
        if i == 5 and rank == a.die_on_rank:
            if a.die_how == "segv":
                os.kill(os.getpid(), signal.SIGSEGV)
            if a.die_how == "sysexit0":
                sys.exit(0)  # the script's own early end: Python unwinds, exits 0
            os._exit(0 if a.die_how == "exit0" else 1)
        if i == 5 and rank == a.hang_on_rank:
            time.sleep(3600)  # the others wait for it in the step's all_reduce
        opt.zero_grad(set_to_none=True)
        if rank == a.sleep_rank:
            time.sleep(a.sleep_ms / 1e3)  # the planted straggler: its host late before each forward
        loss = step(x).square().mean()
        loss.backward()
        opt.step()
        if a.item:
            loss.item()
        if a.time:
            marks.append(_mark(cuda))
    if a.time:
        _report(rank, marks, cuda)
    del step, model, opt  # DDP's reducer goes before its process group
    dist.barrier()  # every rank done before any tears the group down (gloo can hang at exit otherwise)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
