"""Which ``nn.Module`` each generated kernel's FX nodes came from, recorded where Inductor records a kernel's
provenance, so that it is stored with the compiled graph and logged again on a cache hit.

Inductor's ``torch._inductor.debug.set_kernel_post_grad_provenance_tracing(node_schedule, kernel_name,
is_extern)`` runs once per kernel call site it generates (with provenance tracking on:
``collect/provenance.PROVENANCE_ENV``) and files the site's FX nodes' stack traces under
``"<kernel>:<handle>"`` in ``debug._inductor_kernel_stack_trace``, which Inductor logs after the module (the
``inductor_provenance_tracking_kernel_stack_traces`` artifact) and keeps in the FX graph cache. The wrapper
installed here adds one more string to the same entry: :data:`MARK` and a JSON list of the site's module
stacks, one per distinct stack, with the bytes its nodes write::

    [[[["layers.0", "Block"], ["layers.0.mlp", "MLP"]], 4096], [[], 64]]

A forward node's stack is its ``nn_module_stack``; a backward node's, the forward node's it was made for
(``fwd_nn_module_stack``, copied by AOTAutograd); ``[]``: no module (the compiled function's own code). Paths
are relative to the compiled frame's ``self`` (``L['self'].layers[0]`` -> ``layers.0``). Nothing of the
kernels, their names or the cache key changes; the tool's children use their own cache directory.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from typing import Any

MARK = "inductor-probe module stacks: "
_ROOT = re.compile(r"^L\[['\"][^'\"]*['\"]\]\.?")
_ITEM = re.compile(r"(?:\.?_modules)?\[['\"]?([^'\"\]]+)['\"]?\]")
_NAME = "set_kernel_post_grad_provenance_tracing"


def module_path(qualified: str) -> str:
    """Dynamo's name of a module -> its path under the compiled frame's root: ``L['self'].layers[0].attn``
    and ``L['self']._modules['layers']._modules['0'].attn`` -> ``layers.0.attn``."""
    s = _ROOT.sub("", str(qualified))
    s = _ITEM.sub(lambda m: "." + m.group(1), s)
    return s.strip(".")


def _type_name(t: Any) -> str:
    if isinstance(t, type):
        return t.__name__
    return str(t).rsplit(".", 1)[-1].strip("'>")


def _hint(size: Any) -> int | None:
    """A size as a plain int without guarding on it. ``int()`` of a symbolic size (a ``SymInt``) specializes
    it: Dynamo would guard on the value and recompile at every new size, the program's automatic dynamic
    shapes lost (issue 56). Its hint (the size it has in this compile) says as much for a weight; an unbacked
    size has none."""
    if isinstance(size, int):
        return size
    node = getattr(size, "node", None)
    hint = getattr(node, "hint", None) if node is not None else None
    return hint if isinstance(hint, int) else None


def _bytes_written(node: Any) -> int:
    """What a node writes: its output tensors' bytes (0 where not known: not a tensor, an unbacked size).
    Never a guard on a symbolic size (:func:`_hint`)."""
    val = node.meta.get("val")
    vals = val if isinstance(val, (list, tuple)) else [val]
    total = 0
    for v in vals:
        try:
            numel, size = _hint(v.numel()), v.element_size()
        except Exception:  # not a tensor
            continue
        if numel is not None and isinstance(size, int):
            total += numel * size
    return total


Stack = tuple[tuple[str, str], ...]
TRACE_DEPTH = 8  # how many nodes back (then forward) an unknown node's module is looked for


def _known(node: Any) -> Stack | None:
    """A node's module stack where its meta says it: a forward node's ``nn_module_stack``, a backward node's
    ``fwd_nn_module_stack`` (AOTAutograd's copy of its forward node's); ``()`` for the compiled frame's
    own code (a forward node of no module, or a backward node whose forward node had none: its key is
    there, empty; or a node traced from the user's code, ``USER_CODE``, of no module: the root's loss);
    None where it cannot say: a backward node of neither (a gradient summed where a tensor fed several ops,
    which AOTAutograd gives no forward node: its stack trace says "Gradient addition node"), or a node one of
    Inductor's passes made with none of them (on an H200, BERT's tied decoder and word-embedding weights'
    gradient, the decoder's ``mm`` plus the embedding's gradient made one ``addmm`` of no module: 1.9 ms, 9%
    of the step's kernels, went to the root; so did an attention's ``prepare_softmax_online``)."""
    meta = getattr(node, "meta", None) or {}
    stack = meta.get("nn_module_stack") or meta.get("fwd_nn_module_stack")
    if stack:
        return _stack_of(stack)
    if "fwd_nn_module_stack" in meta or "nn_module_stack" in meta:
        return ()
    if meta.get("partitioner_tag") == "is_backward" or "Gradient addition node" in str(
        meta.get("stack_trace") or ""
    ):
        return None
    return () if any(k in meta for k in USER_CODE) else None


USER_CODE = ("stack_trace", "source_fn_stack", "from_node")  # what a node traced from the user's code holds


def _traced(node: Any) -> Stack:
    """A node's module stack (``_known``), traced where its meta does not say: the nearest nodes it reads (a
    matmul's matrices, not the addend summed into it: ``_operands``), then, failing those, the nearest that
    read it, that have one; of the first ones found, the stack most of them have (the deepest of a tie); the
    compiled frame's own code (``()``) where none is found."""
    got = _known(node)
    if got is not None:
        return got
    for edges in (_operands, lambda n: list(getattr(n, "users", ()))):
        seen, level = {id(node)}, [node]
        for _ in range(TRACE_DEPTH):
            nxt = [m for n in level for m in edges(n) if id(m) not in seen]
            seen.update(id(m) for m in nxt)
            found = [k for k in (_known(m) for m in nxt) if k is not None]
            if found:
                return max(found, key=lambda k: (found.count(k), len(k)))
            level = nxt
            if not level:
                break
    return ()


ADDEND_FIRST = ("addmm", "baddbmm", "addbmm", "addmv")  # the addend, then the matrices: the work is theirs


def _operands(node: Any) -> list[Any]:
    """The nodes ``node`` reads, for its module: a matmul with an addend its matrices alone (a bias, or a
    gradient summed into a weight's that another module's op made)."""
    nodes = list(getattr(node, "all_input_nodes", ()))
    if op_base(str(getattr(node, "target", ""))) in ADDEND_FIRST:
        args = getattr(node, "args", ())
        matrices = [a for a in args[1:3] if a in nodes]
        return matrices or nodes
    return nodes


def _stack(node: Any) -> Stack:
    return _traced(node)


def _stack_of(stack: Any) -> Stack:
    out = []
    for value in stack.values():
        try:
            name, kind = value
        except (TypeError, ValueError):
            continue
        path = module_path(name)
        if path:
            out.append((path, _type_name(kind)))
    return tuple(out)


def site_stacks(nodes: list[Any]) -> list[list[Any]]:
    """One call site's FX nodes -> ``[[stack, bytes], ...]``, one per distinct stack, in first-seen order."""
    seen: set[str] = set()
    acc: dict[tuple[tuple[str, str], ...], int] = {}
    for n in nodes:
        name = getattr(n, "name", None)
        if name is None or name in seen:
            continue
        seen.add(name)
        key = _stack(n)
        acc[key] = acc.get(key, 0) + _bytes_written(n)
    return [[[list(p) for p in key], b] for key, b in acc.items()]


def op_base(name: str) -> str:
    """A library call's or an FX node's op without namespace and overload: ``extern_kernels.mm`` and
    ``torch.ops.aten.mm.default`` -> ``mm``; ``aten.convolution_backward.default`` ->
    ``convolution_backward``."""
    parts = [p for p in str(name).split(".") if p and p not in ("torch", "ops", "aten", "extern_kernels")]
    if len(parts) > 1:  # an op's overload follows its name: mm.default, randint.low_out, scatter_reduce_.two
        parts = parts[:-1]
    return parts[-1] if parts else ""


def _nodes(node_schedule: Any, is_extern: bool, kernel_name: str = "") -> list[Any]:
    """A call site's FX nodes: a generated kernel's, every node it fused; a library call's, the node it
    was made from (its ``origin_node``), else those of its origins that are its op: a fallback's origins
    also hold the nodes of the inputs Inductor computed for it (a CPU convolution's backward holds its batch
    norm's backward, which wrote more bytes and took the convolution's time by them)."""
    if is_extern:
        origin = getattr(node_schedule, "origin_node", None)
        if origin is not None:
            return [origin]
        origins = list(getattr(node_schedule, "origins", ()))
        base = op_base(kernel_name)
        own = [n for n in origins if base and op_base(str(getattr(n, "target", ""))) == base]
        return own or origins
    nodes: list[Any] = []
    for snode in node_schedule:
        ir = getattr(snode, "node", None)
        nodes.extend(getattr(ir, "origins", ()) if ir is not None else ())
    return nodes


def install(extra: Callable[[Any, bool], str | None] | None = None) -> bool:
    """Wrap Inductor's provenance recorder in every module that imported it. False where this torch has
    none (no module map then: the report says why, ``run/module_map.NO_STACKS``). ``extra(node_schedule,
    is_extern)``: one more string for a site's entry, or None (``_compat/autotune_choices.site_entry``)."""
    try:
        from torch._inductor import debug
        from torch._inductor.codegen import cpp, triton  # noqa: F401  (they import the recorder by name)
    except Exception:
        return False
    original = getattr(debug, _NAME, None)
    if original is None or getattr(original, "_inductor_probe", False):
        return original is not None

    def recorder(node_schedule: Any, kernel_name: str, is_extern: bool = False) -> Any:
        handle = original(node_schedule, kernel_name, is_extern)
        if handle is not None:
            try:
                stacks = site_stacks(_nodes(node_schedule, is_extern, kernel_name))
                traces = getattr(debug, "_inductor_kernel_stack_trace", None)
                if isinstance(traces, dict):
                    entry = traces.setdefault(f"{kernel_name}:{handle}", [])
                    entry.append(MARK + json.dumps(stacks))
                    more = extra(node_schedule, is_extern) if extra is not None else None
                    if more:
                        entry.append(more)
            except Exception:  # a help for the report, never a reason to fail a compile
                pass
        return handle

    recorder._inductor_probe = True  # type: ignore[attr-defined]
    for mod in list(sys.modules.values()):
        if (
            getattr(mod, "__name__", "").startswith("torch._inductor")
            and getattr(mod, _NAME, None) is original
        ):
            setattr(mod, _NAME, recorder)
    return True
