"""A loop that captures a CUDA graph by hand (``torch.cuda.graph``) and replays it every step beside a
compiled model (torch.compile's default mode: no CUDA graphs of its own). Nothing in torch lists such a graph:
the tool finds it among the process's live objects, so that its lean window keeps recording the replays'
kernels and CUPTI stays attached after its profilers stop (issue 57).

    inductor-probe breakdown examples/hand_graph.py -- --iters 40
"""

import argparse

import torch


class Head(torch.nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.norm = torch.nn.LayerNorm(dim)
        self.proj = torch.nn.Linear(dim, dim)

    def forward(self, x):
        return torch.nn.functional.gelu(self.proj(self.norm(x)))


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=40)
    p.add_argument("--dim", type=int, default=1024)
    p.add_argument("--batch", type=int, default=256)
    a = p.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("hand_graph.py needs a GPU: torch.cuda.graph captures CUDA work")
    torch.manual_seed(0)
    body = torch.compile(torch.nn.Sequential(*[Head(a.dim) for _ in range(4)]).cuda())
    head = Head(a.dim).cuda()
    static_in = torch.randn(a.batch, a.dim, device="cuda")
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream), torch.no_grad():
        for _ in range(3):  # warm the head up on a side stream before capturing it, as torch's docs do
            head(static_in)
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph), torch.no_grad():
        static_out = head(static_in)
    with torch.no_grad():
        for _ in range(a.iters):
            x = body(torch.randn(a.batch, a.dim, device="cuda"))
            static_in.copy_(x)
            graph.replay()
            total = static_out.sum()
    print(float(total))
