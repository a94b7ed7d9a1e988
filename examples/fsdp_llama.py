"""FSDP2 training of a Hugging Face Llama (random weights, bf16), each decoder layer compiled then sharded by
``fully_shard`` (torchtitan's order), AdamW; for ``breakdown --nproc-per-node N`` on N GPUs (issue 38):

    inductor-probe breakdown examples/fsdp_llama.py --nproc-per-node 4 -- --iters 30
    torchrun --nproc-per-node 4 examples/fsdp_llama.py --iters 30 --time     # the plain loop, timed

``--time``: each rank's own CUDA-event timing of its optimizer steps (no code of the tool), one ``truth:``
line per rank. ``--checkpoint``: each layer wrapped by ``checkpoint_wrapper`` first (activation checkpointing,
then compiled, then sharded: issue 56, where Dynamo breaks at the checkpoint's operator on transformers'
cache code and compiles nothing); ``--ac-fix`` with it: Dynamo told to let that side effect be
(``skip_fwd_side_effects_in_bwd_under_checkpoint``). ``--dynamo`` prints Dynamo's own counters (frames,
graphs, graph breaks) at the end, per rank. Needs ``transformers``; no network (the config is built here).
"""

import argparse
import os
import statistics

import torch
import torch.distributed as dist


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--iters", type=int, default=30)
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--hidden", type=int, default=1024)
    p.add_argument("--seq", type=int, default=512)
    p.add_argument("--batch", type=int, default=4)
    p.add_argument("--time", action="store_true")
    p.add_argument("--checkpoint", action="store_true")
    p.add_argument("--ac-fix", action="store_true")
    p.add_argument("--dynamo", action="store_true")
    a = p.parse_args()
    from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard
    from transformers import LlamaConfig, LlamaForCausalLM

    rank, local = int(os.environ.get("RANK", "0")), int(os.environ.get("LOCAL_RANK", "0"))
    dist.init_process_group("nccl")
    dev = torch.device("cuda", local)
    torch.cuda.set_device(dev)
    torch.manual_seed(0)
    cfg = LlamaConfig(
        hidden_size=a.hidden,
        intermediate_size=4 * a.hidden,
        num_hidden_layers=a.layers,
        num_attention_heads=a.hidden // 64,
        num_key_value_heads=a.hidden // 64,
        vocab_size=32000,
        max_position_embeddings=a.seq,
    )
    model = LlamaForCausalLM(cfg).to(dev)
    mp = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)
    if a.ac_fix:
        torch._dynamo.config.skip_fwd_side_effects_in_bwd_under_checkpoint = True
    for i, layer in enumerate(model.model.layers):  # each block compiled, then sharded
        if a.checkpoint:
            from torch.distributed.algorithms._checkpoint.checkpoint_wrapper import checkpoint_wrapper

            layer = checkpoint_wrapper(layer)
        model.model.layers[i] = torch.compile(layer)
        fully_shard(model.model.layers[i], mp_policy=mp)
    fully_shard(model, mp_policy=mp)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
    ids = torch.randint(0, cfg.vocab_size, (a.batch, a.seq), device=dev, generator=None)
    marks = []
    for _ in range(a.iters):
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        if a.time:
            e = torch.cuda.Event(enable_timing=True)
            e.record()
            marks.append(e)
    torch.cuda.synchronize()
    if a.time:
        ms = [x.elapsed_time(y) for x, y in zip(marks, marks[1:], strict=False)][3:]
        print(
            f"truth rank {rank}: median {statistics.median(ms):.3f} ms over {len(ms)} steps, "
            f"min {min(ms):.3f} max {max(ms):.3f}",
            flush=True,
        )
        every = [x.elapsed_time(y) for x, y in zip(marks, marks[1:], strict=False)]
        print(f"truth rank {rank} steps: " + " ".join(f"{x:.3f}" for x in every), flush=True)
    if a.dynamo:
        from torch._dynamo.utils import counters

        print(
            f"dynamo rank {rank}: frames {counters['frames']['total']} "
            f"graphs {counters['stats']['unique_graphs']} "
            f"graph breaks {sum(counters['graph_break'].values())}",
            flush=True,
        )
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
