"""A Hugging Face GPT-2 (4 layers, random weights) given labels: with --backward, one training step
(forward, the model's own loss, backward).

    inductor-probe breakdown examples/hf_gpt2.py --backward

Needs ``transformers`` (not a dependency of inductor-probe); no network: the config is built here.
"""

import torch

VOCAB = 50257


def get_model():
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(0)
    return GPT2LMHeadModel(GPT2Config(n_layer=4, vocab_size=VOCAB))


def get_inputs():
    ids = torch.randint(0, VOCAB, (8, 256), generator=torch.Generator().manual_seed(0))
    return {"input_ids": ids, "labels": ids}
