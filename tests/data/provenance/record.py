"""Record what Inductor logs about kernel provenance for one model (how the files beside this were made).

    python tests/data/provenance/record.py MODEL.py OUTDIR [--device cpu|cuda] [--backward] [--level 2]

MODEL.py follows the tool's convention (get_model(), get_inputs()). The compile runs with
INDUCTOR_PROVENANCE=<level> (unless already set) and a handler on the ``torch.__trace`` logger, as the
tool's compile child has. OUTDIR gets, for each compiled module in the order Inductor reported it:
``<n>_<aot id>.py`` (the module's code as Inductor wrote it) and ``<n>_<aot id>.kernel_stack_traces.json``
(the payload of the ``inductor_provenance_tracking_kernel_stack_traces`` artifact that followed it), plus
``meta.json`` (torch version, level, cache counters, the order of the records). Run it twice with one
TORCHINDUCTOR_CACHE_DIR to record a cache hit.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import runpy
import sys
from pathlib import Path

ARTIFACT = "inductor_provenance_tracking_kernel_stack_traces"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("model")
    p.add_argument("out")
    p.add_argument("--device", default="cpu")
    p.add_argument("--backward", action="store_true")
    p.add_argument("--level", default="2")
    a = p.parse_args()
    os.environ.setdefault("INDUCTOR_PROVENANCE", a.level)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)

    records: list[dict] = []

    class Handler(logging.Handler):
        def emit(self, record):
            md = getattr(record, "metadata", None)
            if not isinstance(md, dict):
                return
            code = md.get("inductor_output_code")
            art = md.get("artifact")
            if isinstance(code, dict):
                records.append(
                    {"record": "inductor_output_code", "payload": getattr(record, "payload", None)}
                )
                records[-1]["file_path"] = code.get("file_path") or code.get("filename")
            elif isinstance(art, dict) and art.get("name") == ARTIFACT:
                records.append({"record": ARTIFACT, "payload": getattr(record, "payload", None)})

    log = logging.getLogger("torch.__trace")
    log.addHandler(Handler())
    log.setLevel(logging.DEBUG)
    log.propagate = False

    import torch

    torch.set_num_threads(2)
    ns = runpy.run_path(str(Path(a.model).resolve()), run_name="__inductor_probe_model__")
    model = ns["get_model"]().to(a.device)
    try:
        inputs = ns["get_inputs"](device=a.device)
    except TypeError:
        inputs = ns["get_inputs"]()
    inputs = tuple(x.to(a.device) for x in inputs)
    if not a.backward:
        model.eval()
    compiled = torch.compile(model)
    if a.backward:
        compiled(*inputs).float().pow(2).sum().backward()
    else:
        with torch.no_grad():
            compiled(*inputs)

    from torch._dynamo.utils import counters

    order, n = [], 0
    for r in records:
        if r["record"] == "inductor_output_code":
            code = r["payload"] or Path(r["file_path"]).read_text()
            m = re.search(r"# AOT ID: \['([^']*)'\]", code)
            stem = f"{n}_{m.group(1) if m else 'module'}"
            (out / f"{stem}.py").write_text(code)
            order.append({"record": r["record"], "file": f"{stem}.py", "compiled_module": r["file_path"]})
            n += 1
        else:
            stem = order[-1]["file"][:-3] if order else "orphan"
            (out / f"{stem}.kernel_stack_traces.json").write_text(r["payload"] or "")
            order.append({"record": r["record"], "file": f"{stem}.kernel_stack_traces.json"})
    meta = {
        "torch": torch.__version__,
        "python": sys.version.split()[0],
        "device": a.device,
        "model": Path(a.model).name,
        "INDUCTOR_PROVENANCE": os.environ["INDUCTOR_PROVENANCE"],
        "counters": {g: dict(counters[g]) for g in ("inductor", "aot_autograd") if g in counters},
        "records": order,
    }
    (out / "meta.json").write_text(json.dumps(meta, indent=1) + "\n")
    print(json.dumps({k: meta[k] for k in ("torch", "counters")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
