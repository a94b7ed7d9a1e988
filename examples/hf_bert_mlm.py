"""A Hugging Face BERT-class masked-LM (BERT-base shape, 6 layers, random weights) given labels: with
--backward, one training step (forward, the model's own loss, backward).

    inductor-probe compare examples/hf_bert_mlm.py --backward --modes default,reduce-overhead

Needs ``transformers`` (not a dependency of inductor-probe); no network: the config is built here.
"""

import torch

VOCAB = 30522


def get_model():
    from transformers import BertConfig, BertForMaskedLM

    torch.manual_seed(0)
    return BertForMaskedLM(BertConfig(num_hidden_layers=6, vocab_size=VOCAB))


def get_inputs():
    g = torch.Generator().manual_seed(0)
    ids = torch.randint(0, VOCAB, (16, 128), generator=g)
    labels = torch.where(torch.rand(16, 128, generator=g) < 0.15, ids, torch.full_like(ids, -100))
    return {"input_ids": ids, "labels": labels}
