"""What the tool's declared Inductor settings change in what Inductor generates (issue 56): a model file
compiled in two fresh processes, plainly and with the settings the tool's model child gets
(``collect/env.child_env``: unique kernel names, kernel benchmarking, provenance, the CPU kernel profile, the
cache-key tag), each into a fresh cache; the generated code compared:

- the compiled modules (by AOT ID) and, in each, the kernels it launches and library calls it makes, in order;
- each kernel's code with comments, blank lines and kernel names taken out (what runs), and the lines that
  differ.

    python benchmarks/declared_settings_diff.py examples/transformer_block.py [--backward]
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

CHILD = r"""
import sys, importlib.util, torch
spec = importlib.util.spec_from_file_location("m", sys.argv[1]); m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
model, inputs = m.get_model(), m.get_inputs()
dev = "cuda" if torch.cuda.is_available() else "cpu"
model = model.to(dev)
to = lambda x: x.to(dev) if hasattr(x, "to") else x
f = torch.compile(model)
if isinstance(inputs, dict):
    out = f(**{k: to(v) for k, v in inputs.items()})
else:
    out = f(*[to(x) for x in (inputs if isinstance(inputs, (tuple, list)) else [inputs])])
if sys.argv[2] == "1":
    (out if isinstance(out, torch.Tensor) else out[0]).float().sum().backward()
"""

AOT = re.compile(r"# AOT ID: \['(\w+)'\]")
LAUNCH = re.compile(r"\b(triton_\w+|cpp_fused_\w+)\.run\(|\b(cpp_fused_\w+)\(|(extern_kernels\.\w+)\(")
NAME = re.compile(r"\b(triton_(?:poi|red|per|tem|for)_\w+|cpp_fused_\w+)")


def _compile(model: str, backward: bool, env: dict[str, str], cache: Path) -> None:
    env = dict(env, TORCHINDUCTOR_CACHE_DIR=str(cache), TRITON_CACHE_DIR=str(cache / "triton"))
    subprocess.run([sys.executable, "-c", CHILD, model, "1" if backward else "0"], env=env, check=True)


def _modules(cache: Path) -> dict[str, tuple[list[str], dict[str, str]]]:
    """AOT ID -> (its launches in order, kernels by position; each kernel's code by position)."""
    out = {}
    for f in sorted(cache.rglob("*.py")):
        text = f.read_text(errors="replace")
        m = AOT.search(text)
        if not m or "def call(" not in text:
            continue
        names: dict[str, str] = {}
        seq = []
        for hit in LAUNCH.finditer(text.split("def call(", 1)[1]):
            name = hit.group(1) or hit.group(2)
            if name:
                names.setdefault(name, f"k{len(names)}")
                seq.append(names[name])
            else:
                seq.append(hit.group(3))
        code = {}
        for name, pos in names.items():
            code[pos] = _kernel_code(text, name, cache)
        out[m.group(1)] = (seq, code)
    return out


def _kernel_code(module: str, name: str, cache: Path) -> str:
    """A kernel's code (Triton: its file's ``@triton.jit`` function; C++: its source in the module), comments,
    blank lines and kernel names out."""
    src = ""
    path = re.search(rf"# kernel path: (\S+)\n(?:#.*\n)*{re.escape(name)} = ", module)
    if path and Path(path.group(1)).exists():
        text = Path(path.group(1)).read_text(errors="replace")
        src = (
            text[text.find("@triton.jit") :].split("\ndef get_args", 1)[0] if "@triton.jit" in text else text
        )
    else:
        m = re.search(rf"{re.escape(name)} = async_compile\.\w+\(.*?'''(.*?)'''", module, re.S)
        src = m.group(1) if m else ""
    lines = [NAME.sub("K", ln.split("#", 1)[0].rstrip()) for ln in src.splitlines()]
    return "\n".join(ln for ln in lines if ln.strip())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--backward", action="store_true")
    a = ap.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from inductor_probe.collect.env import child_env

    tmp = Path(tempfile.mkdtemp(prefix="declared-"))
    plain_env = {
        k: v for k, v in os.environ.items() if not k.startswith(("TORCHINDUCTOR_", "INDUCTOR_", "TORCH_"))
    }
    _compile(a.model, a.backward, plain_env, tmp / "plain")
    _compile(a.model, a.backward, child_env(tmp / "tool"), tmp / "tool")
    plain, tool = _modules(tmp / "plain"), _modules(tmp / "tool")
    report = {"model": a.model, "modules": {}, "same_modules": sorted(plain) == sorted(tool)}
    for aot in sorted(set(plain) | set(tool)):
        p, t = plain.get(aot), tool.get(aot)
        if p is None or t is None:
            report["modules"][aot] = "only " + ("plainly" if t is None else "under the tool's settings")
            continue
        # each kernel by its code (names out): the same kernels in any order, and the launches by code
        pc, tc = Counter(p[1].values()), Counter(t[1].values())
        by_code = lambda seq, code: [code.get(x, x) for x in seq]
        only_plain = list((pc - tc).elements())
        only_tool = list((tc - pc).elements())
        diffs = [
            [ln for ln in difflib.unified_diff(a.splitlines(), b.splitlines(), lineterm="", n=0)
             if ln[:1] in "+-" and not ln.startswith(("+++", "---"))][:6]
            for a, b in zip(only_plain, only_tool, strict=False)
        ]  # fmt: skip
        report["modules"][aot] = {
            "launches": len(p[0]),
            "kernels": len(p[1]),
            "kernels_same_code": sum((pc & tc).values()),
            "launches_same_by_code": by_code(p[0], p[1]) == by_code(t[0], t[1]),
            "launches_same_by_position": p[0] == t[0],
            "differing_lines": diffs,
        }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
