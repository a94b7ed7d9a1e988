"""Hugging Face ``generate`` with a static cache and a compiled forward (a Llama config, random weights): each
``generate`` call is a step of one prefill and ``--new - 1`` decode calls of the compiled forward, with no
optimizer; the tool finds the step from the period of the compiled-graph calls (issue 38).

    inductor-probe breakdown examples/hf_generate.py -- --iters 16
    python examples/hf_generate.py --iters 16 --time          # the plain loop, timed

``--time``: the loop's own timing of each ``generate`` call (CUDA events on a GPU, the host clock on CPU; no
code of the tool), one ``truth:`` line. ``--cache dynamic``: transformers' default dynamic cache, which grows
by a token each decode call (Dynamo makes its length dynamic after the second: issue 56); ``--prompts 24,40``:
prompts of these lengths in turn; ``--dynamo``: Dynamo's own counters at the end (frames, graphs, breaks, and
the compiled versions of the forward: one plus one per recompile). Needs ``transformers``; no network (the
config is built here).
"""

import argparse
import statistics
import time

import torch


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=16)
    p.add_argument("--new", type=int, default=64)
    p.add_argument("--prompt", type=int, default=32)
    p.add_argument("--batch", type=int, default=1)
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--hidden", type=int, default=1024)
    p.add_argument("--time", action="store_true")
    p.add_argument("--cache", default="static", choices=("static", "dynamic"))
    p.add_argument("--prompts", default="", help="prompt lengths, comma-separated, used in turn")
    p.add_argument("--dynamo", action="store_true")
    a = p.parse_args()
    lengths = [int(x) for x in a.prompts.split(",") if x] or [a.prompt]
    from transformers import LlamaConfig, LlamaForCausalLM

    cuda = torch.cuda.is_available()
    dev = torch.device("cuda" if cuda else "cpu")
    torch.manual_seed(0)
    cfg = LlamaConfig(
        hidden_size=a.hidden,
        intermediate_size=4 * a.hidden,
        num_hidden_layers=a.layers,
        num_attention_heads=a.hidden // 64,
        num_key_value_heads=a.hidden // 64,
        vocab_size=32000,
        max_position_embeddings=max(lengths) + a.new + 8,
    )
    dtype = torch.bfloat16 if cuda else torch.float32
    model = LlamaForCausalLM(cfg).to(dev, dtype=dtype).eval()
    if a.cache == "static":
        model.generation_config.cache_implementation = "static"
    model.generation_config.disable_compile = True  # compiled here, as the user does, not by generate
    forward = model.forward
    model.forward = torch.compile(forward)
    prompts = [torch.randint(0, cfg.vocab_size, (a.batch, n), device=dev) for n in lengths]
    marks: list = []

    def mark() -> None:
        if cuda:
            e = torch.cuda.Event(enable_timing=True)
            e.record()
            marks.append(e)
        else:
            marks.append(time.perf_counter())

    kw = dict(max_new_tokens=a.new, min_new_tokens=a.new, do_sample=False, pad_token_id=0)
    with torch.no_grad():
        for i in range(a.iters):
            ids = prompts[i % len(prompts)]
            if a.time:
                mark()
            model.generate(ids, attention_mask=torch.ones_like(ids), **kw)
    if a.time:
        mark()
        if cuda:
            torch.cuda.synchronize()
            ms = [x.elapsed_time(y) for x, y in zip(marks, marks[1:], strict=False)]
        else:
            ms = [(y - x) * 1e3 for x, y in zip(marks, marks[1:], strict=False)]
        ms = ms[3:]
        print(
            f"truth: median {statistics.median(ms):.3f} ms over {len(ms)} steps: "
            + " ".join(f"{m:.3f}" for m in ms)
        )
    if a.dynamo:
        from torch._C._dynamo.eval_frame import _debug_get_cache_entry_list
        from torch._dynamo.utils import counters

        code = getattr(forward, "__func__", forward).__code__
        print(
            f"dynamo: frames {counters['frames']['total']} graphs {counters['stats']['unique_graphs']} "
            f"graph breaks {sum(counters['graph_break'].values())} "
            f"forward versions {len(_debug_get_cache_entry_list(code))}",
            flush=True,
        )


if __name__ == "__main__":
    main()
