"""What each piece of the lean window costs a real launch-bound step (issue 57): one process, a real loop's
step (the HF T5 training step of ``examples/hf_t5_train.py``, or HF generate with a static cache), each step
timed with CUDA events, in rounds of ``--steps`` steps per mode, modes alternated:

    none              no profiler
    lean whole        the lean window with every runtime and driver record (``LeanProfiler(narrow=False)``)
    lean narrowed     the lean window as the tool runs it (records of launches, copies, syncs only)
    lean no calls     the lean window with CUPTI's runtime and driver records off altogether (kernels, copies,
                      memsets alone)
    no kernels        the lean window narrowed, with CUPTI's kernel records off (the calls alone)
    ..., hw trace     the lean window narrowed, CUPTI's hardware trace asked for first (Blackwell on)
    nothing recorded  the lean window with CUPTI's kernel, runtime and driver records off (kineto on, copies)
    tool              the lean window as the tool runs it: calls narrowed, kernels recorded in its warm-up
                      step and off from step 1 on (``LeanProfiler.step``)
    tool, every call  the same with every runtime and driver call recorded (INDUCTOR_PROBE_LEAN_CALLS=all)
    tool, anchored    the lean window as the tool now runs it on one GPU (``_compat/lean.LeanProfiler``): its
                      steps with nothing started (``begin``; its step boundaries read), then one step recorded
                      after them (``record``) and stopped

Each mode's round begins with one untimed step (the step after a window pays CUPTI's teardown). CUPTI is let
go as each window stops (``TEARDOWN_CUPTI=1``, as the tool sets it; ``--keep-cupti``: kineto's default), so
the rounds without a profiler run clean. ``--traces DIR``: each lean mode's last window's trace kept there,
and the runtime's and driver's calls it holds counted by name (``calls.json``).

Steps are timed back to back (CUDA events at each boundary, one sync at the end of a mode's steps).

Prints each mode's median step, its IQR and its ratio to none. No code of the tool but ``LeanProfiler``.

    python benchmarks/lean_modes_probe.py --loop t5 --rounds 5 --steps 6
    python benchmarks/lean_modes_probe.py --loop gpt2_accum --modes "tool;tool, every call" --traces /tmp/t
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import ctypes
import json
import os
import statistics
import sys
from pathlib import Path

import torch

sys.path.insert(0, os.getcwd())
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cupti_narrow import NarrowedLean as LeanProfiler
from cupti_narrow import loaded_cupti

KIND_DRIVER, KIND_RUNTIME, KIND_CONCURRENT_KERNEL = 4, 5, 10  # CUpti_ActivityKind


def t5_step(batch: int = 8, seq: int = 128):
    from transformers import T5Config, T5ForConditionalGeneration

    cfg = T5Config(
        vocab_size=32128, d_model=512, d_kv=64, d_ff=2048, num_layers=6, num_heads=8,
        dropout_rate=0.0, decoder_start_token_id=0, pad_token_id=0,
    )  # fmt: skip
    model = T5ForConditionalGeneration(cfg).to("cuda").train()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=True)
    compiled = torch.compile(model)

    def step() -> None:
        ids = torch.randint(0, cfg.vocab_size, (batch, seq), device="cuda")
        labels = torch.randint(0, cfg.vocab_size, (batch, seq // 2), device="cuda")
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = compiled(input_ids=ids, labels=labels).loss
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)

    return step


def gpt2_accum_step(accum: int = 4, batch: int = 4, seq: int = 128):
    """``examples/hf_causal_lm_train.py --accum 4``'s optimizer step."""
    from transformers import GPT2Config, GPT2LMHeadModel

    cfg = GPT2Config(n_layer=4, vocab_size=50257)
    model = GPT2LMHeadModel(cfg).to("cuda")
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=True)
    compiled = torch.compile(model)

    def step() -> None:
        for _ in range(accum):
            ids = torch.randint(0, cfg.vocab_size, (batch, seq), device="cuda")
            (compiled(input_ids=ids, labels=ids).loss / accum).backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        opt.zero_grad(set_to_none=True)

    return step


def generate_step(new: int = 16):
    from transformers import LlamaConfig, LlamaForCausalLM

    cfg = LlamaConfig(
        hidden_size=1024, intermediate_size=4096, num_hidden_layers=4, num_attention_heads=16,
        num_key_value_heads=16, vocab_size=32000, max_position_embeddings=64,
    )  # fmt: skip
    model = LlamaForCausalLM(cfg).to("cuda", dtype=torch.bfloat16).eval()
    model.generation_config.cache_implementation = "static"
    model.generation_config.disable_compile = True
    model.forward = torch.compile(model.forward)
    ids = torch.randint(0, 32000, (1, 32), device="cuda")
    kw = dict(max_new_tokens=new, min_new_tokens=new, do_sample=False, pad_token_id=0)

    def step() -> None:
        with torch.no_grad():
            model.generate(ids, attention_mask=torch.ones_like(ids), **kw)

    return step


@contextlib.contextmanager
def kinds_off(kinds: tuple[int, ...]):
    lib = ctypes.CDLL(loaded_cupti() or "libcupti.so")
    for k in kinds:
        lib.cuptiActivityDisable(k)
    try:
        yield
    finally:
        for k in kinds:
            lib.cuptiActivityEnable(k)


def timed(step, n: int) -> list[float]:
    """Each of ``n`` steps by CUDA events at its boundaries, back to back (the host runs ahead as in the
    user's loop), one sync at the end."""
    ev = [torch.cuda.Event(enable_timing=True) for _ in range(n + 1)]
    ev[0].record()
    for i in range(n):
        step()
        ev[i + 1].record()
    torch.cuda.synchronize()
    return [a.elapsed_time(b) for a, b in zip(ev, ev[1:], strict=False)]


HW_RC: list[int] = []


@contextlib.contextmanager
def hw_trace():
    """CUPTI's hardware trace of kernels (``cuptiActivityEnableHWTrace``, where the GPU has it), set before
    the window's activities are turned on."""
    import torch.profiler  # noqa: F401 - loads kineto and with it CUPTI

    path = loaded_cupti()
    lib = ctypes.CDLL(path) if path else None
    f = getattr(lib, "cuptiActivityEnableHWTrace", None)
    HW_RC.append(-1 if f is None else f(ctypes.c_uint8(1)))
    try:
        yield
    finally:
        if f is not None:
            f(ctypes.c_uint8(0))


def in_window(step, n: int, narrow: bool, off: tuple[int, ...] = ()) -> list[float]:
    lean = LeanProfiler(True, narrow=narrow)
    lean.start()
    try:
        with kinds_off(off) if off else contextlib.nullcontext():
            step()  # warm-up: the window's first records
            return timed(step, n)
    finally:
        lean.stop(None)


TRACES: list[Path] = []  # --traces: where each lean mode's last window goes


def tool_window(step, n: int, narrow: bool, name: str) -> list[float]:
    """The lean window as the tool runs it: warm-up step recorded whole, kernels off from step 1 on."""
    lean = LeanProfiler(True, narrow=narrow)
    lean.start()
    try:
        step()  # warm-up
        lean.step()  # step 1 begins: the kernels' records end
        return timed(step, n)
    finally:
        lean.stop(TRACES[0] / f"{name.replace(', ', '_').replace(' ', '_')}.json" if TRACES else None)


def anchored_window(step, n: int) -> list[float]:
    """The tool's own lean window, anchored (``collect/lean_window.lean_steps``' order): its steps with
    nothing started (``begin``), then one step recorded (``record``) and stopped; its trace dropped."""
    from inductor_probe._compat.lean import LeanProfiler as ToolLean

    lean = ToolLean(True)
    lean.begin()
    ev = [torch.cuda.Event(enable_timing=True) for _ in range(n + 1)]
    try:
        for i in range(n):
            lean.step()  # its boundary read, as the tool's step marks are
            ev[i].record()
            step()
        ev[n].record()
        torch.cuda.synchronize()
        lean.end_steps()
        return [a.elapsed_time(b) for a, b in zip(ev, ev[1:], strict=False)]
    finally:
        if lean.record():
            step()  # the recording step
        lean.halt()
        lean.result = None


def call_counts(path: Path) -> dict[str, object]:
    """The runtime's and driver's calls a trace holds, by name, and what it says of them."""
    trace = json.loads(path.read_text())
    cats = ("cuda_runtime", "cuda_driver")
    names = collections.Counter(e["name"] for e in trace["traceEvents"] if e.get("cat") in cats)
    kinds = trace.get("inductor_probe_kernels")
    return {"calls": trace.get("inductor_probe_calls"), "kernels": kinds, "names": dict(names.most_common())}


def hw_window(step, n: int) -> list[float]:
    with hw_trace():
        return in_window(step, n, narrow=True)


def warmed_step(loop: str):
    """The ``loop``'s step (``t5`` or ``generate``), compiled and run 4 times."""
    torch.manual_seed(0)
    step = {"t5": t5_step, "gpt2_accum": gpt2_accum_step, "generate": generate_step}[loop]()
    for _ in range(4):
        step()
    torch.cuda.synchronize()
    return step


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--loop", choices=("t5", "gpt2_accum", "generate"), default="t5")
    p.add_argument("--keep-cupti", action="store_true", help="kineto's default: CUPTI kept after a window")
    p.add_argument("--traces", default="", help="a folder: each lean mode's last window's trace kept there")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--steps", type=int, default=6)
    p.add_argument("--modes", default="", help="the modes beside none, semicolon-separated (default all)")
    a = p.parse_args(argv)
    if not a.keep_cupti:
        os.environ.setdefault("TEARDOWN_CUPTI", "1")
    if a.traces:
        TRACES.append(Path(a.traces))
        TRACES[0].mkdir(parents=True, exist_ok=True)
    step = warmed_step(a.loop)
    modes = {
        "none": lambda: timed(step, a.steps),
        "lean whole": lambda: in_window(step, a.steps, narrow=False),
        "lean narrowed": lambda: in_window(step, a.steps, narrow=True),
        "lean no calls": lambda: in_window(step, a.steps, narrow=True, off=(KIND_RUNTIME, KIND_DRIVER)),
        "no kernels": lambda: in_window(step, a.steps, narrow=True, off=(KIND_CONCURRENT_KERNEL,)),
        "lean narrowed, hw trace": lambda: hw_window(step, a.steps),
        "nothing recorded": lambda: in_window(
            step, a.steps, narrow=True, off=(KIND_CONCURRENT_KERNEL, KIND_RUNTIME, KIND_DRIVER)
        ),
        "tool": lambda: tool_window(step, a.steps, True, "tool"),
        "tool, every call": lambda: tool_window(step, a.steps, False, "tool, every call"),
        "tool, anchored": lambda: anchored_window(step, a.steps),
    }
    if a.modes:
        wanted = [m.strip() for m in a.modes.split(";")]
        modes = {m: fn for m, fn in modes.items() if m == "none" or m in wanted}
    got: dict[str, list[float]] = {m: [] for m in modes}
    for _ in range(a.rounds):
        for m, fn in modes.items():
            step()  # untimed: the step after a window pays CUPTI's teardown
            got[m] += fn()
    base = statistics.median(got["none"])
    print(f"{a.loop}: {torch.cuda.get_device_name()}, torch {torch.__version__}")
    for m, v in got.items():
        q = statistics.quantiles(v, n=4)
        print(
            f"  {m}: median {statistics.median(v):.3f} ms (IQR {q[0]:.3f}-{q[2]:.3f}, {len(v)} steps), "
            f"{statistics.median(v) / base:.3f}x"
        )
    if HW_RC:
        print(f"  cuptiActivityEnableHWTrace returned {sorted(set(HW_RC))} (0: on; -1: no such function)")
    if TRACES:
        counts = {f.stem: call_counts(f) for f in sorted(TRACES[0].glob("*.json")) if f.stem != "calls"}
        (TRACES[0] / "calls.json").write_text(json.dumps(counts, indent=1))
        for name, c in counts.items():
            print(f"  {name}: {c['calls']}; kernels {c['kernels']}; calls {sum(c['names'].values())}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
