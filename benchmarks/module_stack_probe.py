"""What Inductor's FX nodes say of their modules (issue 58): compiles a model file's training step (forward,
the model's own loss, backward) with the tool's provenance recorder installed and, for each call site whose
module stack comes out as the root's (``()``), prints the node, its meta's keys and tags, and each input's
own stack, as JSON lines. For the root rows a GPU run shows and a CPU run does not.

    INDUCTOR_PROVENANCE=2 python benchmarks/module_stack_probe.py examples/hf_bert_mlm.py [--device cuda]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys

import torch

from inductor_probe._compat import module_stacks as ms


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("model_file")
    p.add_argument("--device", default="cuda")
    a = p.parse_args(argv)
    spec = importlib.util.spec_from_file_location("model_file", a.model_file)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    original = ms.site_stacks

    def site_stacks(nodes):
        got = original(nodes)
        for n in nodes:
            if ms._traced(n) == ():
                meta = getattr(n, "meta", {}) or {}
                print(
                    json.dumps(
                        {
                            "node": n.name,
                            "target": str(n.target),
                            "meta_keys": sorted(meta),
                            "partitioner_tag": meta.get("partitioner_tag"),
                            "stack_trace_tail": str(meta.get("stack_trace") or "")[-200:],
                            "known": ms._known(n),
                            "inputs": [
                                {"node": m.name, "target": str(m.target), "op": m.op, "known": ms._known(m)}
                                for m in n.all_input_nodes
                            ],
                        }
                    ),
                    flush=True,
                )
        return got

    ms.site_stacks = site_stacks
    ms.install()
    model = mod.get_model().to(a.device)
    inputs = {k: v.to(a.device) for k, v in mod.get_inputs().items()}
    compiled = torch.compile(model)
    out = compiled(**inputs)
    out.loss.backward()
    torch.cuda.synchronize() if a.device == "cuda" else None
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
