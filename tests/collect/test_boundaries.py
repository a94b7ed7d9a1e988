"""``collect/boundaries.StepCutter``: where a script's steps begin, on the call sequences of real loops
(issue 38): per-block compile, gradient accumulation, generate, a head after the blocks, marks."""

from __future__ import annotations

from inductor_probe.collect.boundaries import TAKEOVER_CALLS, StepCutter, period_start, shortest_period
from inductor_probe.vocab import StepBoundary


class Recorder:
    def __init__(self):
        self.events: list = []

    def boundary(self):
        self.events.append("|")

    def restart(self, kind, period):
        self.events.append(("restart", kind, period))

    def compiled(self):
        self.events.append("+")


def _run(script):
    """Feed ``script`` (graph keys, ``"OPT"`` for an optimizer step, ``"MARK"``) to a cutter; the events, as
    graph keys and ``|`` at each boundary after the last restart."""
    rec = Recorder()
    cut = StepCutter(rec)
    seq = []
    for ev in script:
        if ev == "OPT":
            cut.optimizer_step(rec)
        elif ev == "MARK":
            cut.mark()
        else:
            cut.graph_call(ev)
            rec.events.append(ev)
        seq.append(ev)
    last = max((i for i, e in enumerate(rec.events) if isinstance(e, tuple)), default=-1)
    return cut, "".join(e for e in rec.events[last + 1 :] if isinstance(e, str) and e != "+")


def test_the_first_optimizer_step_cuts_gradient_accumulation_and_per_block_compile():
    # 4 micro-batches of 2 blocks sharing one graph (F forward, B backward), then the optimizer step
    step = ["F", "F", "B", "B"] * 4 + ["OPT"]
    cut, cuts = _run(step * 6)
    # per-block forward/backward repeat every 2 first-graph calls (a period, provisional) until the optimizer
    assert cut.kind == StepBoundary.OPTIMIZER and cut.restarts == 2
    assert cuts == "|" + ("FFBB" * 4 + "|") * 5  # cut from the first optimizer step on


def test_a_second_optimizer_does_not_cut():
    rec = Recorder()
    cut = StepCutter(rec)
    other = object()
    cut.optimizer_step(rec)
    cut.optimizer_step(other)
    cut.optimizer_step(rec)
    assert rec.events.count("|") == 2


def test_generate_cuts_at_each_prefill():
    cut, cuts = _run((["P"] + ["D"] * 5) * 6)
    assert cut.kind == StepBoundary.FIRST_GRAPH and cut.restarts == 0
    assert cuts == "|PDDDDD" * 6


def test_per_block_inference_with_a_head_cuts_before_the_first_block():
    cut, cuts = _run((["A"] * 4 + ["H"]) * 8)
    assert cut.kind == StepBoundary.PERIOD and cut.period == 4
    # cut again where the period was found; every later step is the 4 blocks and the head
    assert cuts.split("|")[1:-1] and all(s == "AAAAH" for s in cuts.split("|")[1:-1])


def test_marks_win_over_everything():
    cut, cuts = _run((["MARK", "F", "B", "OPT", "F", "B", "OPT"]) * 3)
    assert cut.kind == StepBoundary.MARK
    assert cuts == "|FBFB" * 3


def test_periods():
    assert shortest_period([("A",), ("A",)]) == 1
    assert shortest_period([("A",), ("A", "H")] * 2) == 2
    assert shortest_period([("A",), ("A", "H"), ("A",)]) is None  # not yet repeated twice
    assert period_start([("A",), ("A",), ("A", "H")], 3) == 0
    assert period_start([("A", "H"), ("A",), ("A",)], 3) == 1


def test_a_graph_called_for_the_first_time_is_said_once():
    rec = Recorder()
    cut = StepCutter(rec)
    for key in ["F", "B", "F", "B", "E", "F", "B", "E"]:
        cut.graph_call(key)
    said = [e for e in rec.events if e in ("+", "|")]
    assert said == ["+", "|", "+", "|", "+", "|"]  # F (and a step), B, a step, E, a step: each graph once


def test_the_first_graph_compiled_again_keeps_cutting_the_steps():
    """Issue 41: a script whose input shape changes at step 10 recompiles its first graph (a new key); its
    steps are cut at the new graph's calls from there (before: at none, and the script got no step view)."""
    rec = Recorder()
    cut = StepCutter(rec, recompiled=lambda old, new: (old, new) == ("A", "A2"))
    for key in ["A"] * 10 + ["A2"] * 6:
        cut.graph_call(key)
    # A is called no more: from A2's third call (twice the longest segment, 1 call, after A's last) A2 cuts
    assert cut.first_key == "A2" and rec.events.count("|") == 10 + 4 and rec.events.count("+") == 2
    other = StepCutter(Recorder(), recompiled=lambda old, new: False)  # another graph: not the first one
    for key in ["A"] * 3 + ["B"] * 3:
        other.graph_call(key)
    assert other.first_key == "A" and other.cut.events.count("|") == 3
    # as the script's steps feed it: a known graph's call takes the quick path, but the successor's
    fed = StepCutter(Recorder(), recompiled=lambda old, new: (old, new) == ("A", "A2"))
    for key in ["A"] * 10 + ["A2"] * 6:
        if not fed.quick(key):
            fed.graph_call(key)
    assert fed.first_key == "A2" and fed.cut.events.count("|") == 14
    # per-block compile: the blocks after the first recompile its frame, and the first block's graph goes on
    blocks = StepCutter(Recorder(), recompiled=lambda old, new: (old, new) == ("A", "B"))
    for key in ["A", "B", "B", "B"] * 6:
        blocks.graph_call(key)
    assert blocks.first_key == "A" and blocks.cut.events.count("|") == 6


def test_a_first_graph_called_once_gives_way_to_its_recompile():
    """A script whose shape changes at its second call (automatic dynamic shapes: a CUDA graph recorded for
    every new batch, examples/rerecord.py) calls its first graph once: its recompile takes over after
    TAKEOVER_CALLS calls in a row and cuts the steps (before: no step view, the first graph called once)."""
    rec = Recorder()
    cut = StepCutter(rec, recompiled=lambda old, new: (old, new) == ("A", "A2"))
    for key in ["A"] + ["A2"] * (TAKEOVER_CALLS + 20):
        if not cut.quick(key):
            cut.graph_call(key)
    assert cut.first_key == "A2" and rec.events.count("|") == 1 + 20
    # per-block compile with more blocks than that: the first block's graph comes back, and cuts again
    rec = Recorder()
    blocks = StepCutter(rec, recompiled=lambda old, new: (old, new) == ("A", "B"))
    for key in (["A"] + ["B"] * (TAKEOVER_CALLS + 6)) * 4:
        if not blocks.quick(key):
            blocks.graph_call(key)
    assert blocks.first_key == "A" and blocks.restarts == 1 and rec.events.count("|") >= 3


def test_generate_with_a_dynamic_cache_cuts_a_generate_s_worth_after_its_recompiles():
    """Issue 56: HF generate with the default dynamic cache, prompts of two lengths (examples/hf_generate.py
    --cache dynamic --prompts 24,40): the first prefill's graph (P0) runs once, its recompiles follow (the
    first decode D1, the dynamic decode D, the dynamic prefill P, the first decode again DI), and each
    generate after is P, DI once, D for the rest. Every call counts toward the takeover (before: only the last
    recompile's, DI's, once a generate: no step view in 30 generates), and the heir is the recompile called
    least often, more than once (P, the prefill: a step is one generate, from its prefill)."""
    rec = Recorder()
    later = {"D1": 1, "D": 2, "P": 3, "DI": 4}
    cut = StepCutter(rec, recompiled=lambda old, new: old == "P0" and new in later)
    script = ["P0", "D1"] + ["D"] * 14 + ["P", "DI"] + ["D"] * 14
    script += (["P", "DI"] + ["D"] * 14) * 20
    for key in script:
        if not cut.quick(key):
            cut.graph_call(key)
        rec.events.append(key)
    assert cut.first_key == "P"
    # the first boundary is the first prefill's (P0); from the takeover on, each step is one generate from its
    # prefill (the calls before the takeover are one long first step, never timed: the cutter restarts)
    steps = "".join(e if e == "|" else e[0] for e in rec.events if e != "+").split("|")[2:]
    assert len(steps) >= 8 and set(steps) == {"PDDDDDDDDDDDDDDD"}


def test_an_optimizer_step_the_script_compiled_stays_as_without_the_tool():
    """A script that compiles its optimizer step (examples/train_llama_adamw.py): the tool's post-hook,
    reached while Dynamo traces ``opt.step()``, made Dynamo break the graph at the tool's own code and skip
    its frame (call 92: 3 places against 1 without it). Dynamo's graph breaks, skips, resumes and graphs are
    the same with the hook as without it, and an eager optimizer's step still reaches the cutter."""
    import time

    import torch
    from torch._dynamo.utils import counters

    from inductor_probe.collect.boundaries import install_optimizer_hook

    def compiled_steps(hooked: bool) -> tuple[dict, int, list]:
        torch._dynamo.reset()
        counters.clear()
        seen: list = []

        class Cutter:  # as ``ScriptSteps.optimizer_step``: the host's clock read, then the cutter's
            def optimizer_step(self, opt: object) -> None:
                time.perf_counter_ns()
                seen.append(opt)

        cutter = Cutter()
        handle = install_optimizer_hook(cutter) if hooked else None
        try:
            w = torch.nn.Parameter(torch.ones(4))
            opt = torch.optim.SGD([w], lr=0.1)
            step = torch.compile(opt.step)
            for _ in range(2):
                w.grad = torch.ones(4)
                step()
            breaks = {k: dict(counters[k]) for k in ("graph_break", "unimplemented", "resumes")}
            graphs = int(counters["stats"]["unique_graphs"])
            eager = torch.optim.SGD([torch.nn.Parameter(torch.ones(2))], lr=0.1)
            eager.param_groups[0]["params"][0].grad = torch.ones(2)
            eager.step()
        finally:
            if handle is not None:
                handle.remove()
        return breaks, graphs, [o is eager for o in seen]

    plain, hooked = compiled_steps(False), compiled_steps(True)
    assert hooked[:2] == plain[:2], (plain[:2], hooked[:2])
    assert hooked[2] == [True]  # the eager optimizer's step, and nothing of the compiled one
