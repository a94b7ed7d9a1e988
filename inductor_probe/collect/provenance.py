"""Where in the user's model each generated kernel comes from: file, line and code of its FX nodes.

Pure text parsing (no torch import), so it also runs on files recorded on another machine.

The mechanism: with ``INDUCTOR_PROVENANCE=2`` (:data:`PROVENANCE_ENV`, Inductor's
``config.trace.provenance_tracking_level``, "basic" level) Inductor

- writes ``# [Provenance debug handles] <kernel>:<n>`` before each kernel call in the compiled module
  (a comment in the wrapper only: kernel sources, kernel names and kernel file hashes are unchanged);
- logs, right after the module's ``inductor_output_code`` record on the ``torch.__trace`` logger, an
  artifact named :data:`KERNEL_STACK_TRACES_ARTIFACT` whose JSON payload maps ``"<kernel>:<n>"`` to the
  ``stack_trace`` strings of the FX nodes the kernel fuses (backward nodes carry the forward line
  that created them). The payload is stored with the compiled graph, so a cache hit logs it again.

The payload of a backward graph compiled lazily (on the first ``.backward()``) also holds stale entries
of other graphs' backward kernels: only the ``name:n`` keys of the module's own handle comments are
read. A kernel called at several places (Inductor reuses identical kernels) has several handles: their
lines are merged.

    frames(kernel) = for each stack_trace of each handle of kernel, in Inductor's order:
                         the frames, innermost first, minus torch's files and generated code
                     merged: every trace's innermost frame first, then their callers;
                     one entry per (file, line)
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

from inductor_probe._compat import autotune_choices, module_stacks  # their MARKs only: no torch imported
from inductor_probe._util import read_file

# What the compile child needs in its environment (Inductor reads it when its config is imported).
# Level 2 ("basic") records kernel -> stack traces without level 1's extra node-meta bookkeeping,
# which changed a `# Topologically Sorted Source Nodes` comment in a backward module on torch 2.13.
PROVENANCE_ENV = {"INDUCTOR_PROVENANCE": "2"}

KERNEL_STACK_TRACES_ARTIFACT = "inductor_provenance_tracking_kernel_stack_traces"
# what _compat/module_stacks.py adds to a call site's entry: the module stacks of its nodes, as JSON
MODULES_MARK = module_stacks.MARK
# what _compat/autotune_choices.py adds to a template's or library call's site: max-autotune's decision
AUTOTUNE_MARK = autotune_choices.MARK

_HANDLE = re.compile(
    r"^[ \t]*(?:#|//) \[Provenance debug handles\] (?P<key>(?P<name>\S+):(?P<n>\d+))[ \t]*$", re.M
)
_FILE_LINE = re.compile(r'^\s*File "(?P<file>.*)", line (?P<line>\d+), in (?P<function>.+?)\s*$')
_CARETS = re.compile(r"^\s*[\^~]+[\^~ ]*$")
_RESUME = re.compile(r"^torch_dynamo_resume_in_(?P<fn>.+)_at_\d+$")
# Files that are never the user's: torch's own (installed), code generated in memory.
_TORCH_FILE = re.compile(r"/(?:site|dist)-packages/(?:torch|functorch|triton)/")

Frame = dict[str, Any]  # {"file": str, "line": int, "code": str, "function": str}


def is_kernel_stack_traces_record(metadata: Mapping[str, Any] | None) -> bool:
    """True for the metadata of a ``torch.__trace`` record carrying the kernel stack traces artifact."""
    art = (metadata or {}).get("artifact")
    return isinstance(art, Mapping) and art.get("name") == KERNEL_STACK_TRACES_ARTIFACT


class Framed(Protocol):
    """A compiled module's record (``collect.doors.ModuleRecord``), as far as this module reads it."""

    frame_id: int | None
    frame_compile_id: int | None


F = TypeVar("F", bound=Framed)


def module_for_artifact(modules: Sequence[F], metadata: Mapping[str, Any]) -> F | None:
    """The compiled module a kernel stack traces record belongs to, among the records that
    ``_compat.install_output_code_hook`` reported so far: the latest with the record's ``frame_id``
    and ``frame_compile_id`` (Inductor logs the artifact right after the module, on a hit too; a
    backward compiled lazily keeps its forward's ids), else the latest. None before any module."""
    ids = (metadata.get("frame_id"), metadata.get("frame_compile_id"))
    for info in reversed(modules):
        if (info.frame_id, info.frame_compile_id) == ids:
            return info
    return modules[-1] if modules else None


def debug_handles(module_code: str) -> list[tuple[str, str]]:
    """``[(kernel_name, "kernel_name:n"), ...]`` of a compiled module, in the order of its calls.

    Empty when the module was compiled without provenance tracking."""
    return [(m.group("name"), m.group("key")) for m in _HANDLE.finditer(module_code)]


def parse_stack_trace(text: str) -> list[Frame]:
    """The frames of one FX ``stack_trace`` string, as written (outermost first).

    Lines that are not frames (caret lines, notes such as "Gradient addition node due to multiple
    use of tensor around:") are skipped; ``code`` is the first source line shown for the frame."""
    frames: list[Frame] = []
    for raw in text.splitlines():
        m = _FILE_LINE.match(raw)
        if m:
            fn = m.group("function")
            resumed = _RESUME.match(fn)
            frames.append(
                {
                    "file": m.group("file"),
                    "line": int(m.group("line")),
                    "code": "",
                    "function": resumed.group("fn") if resumed else fn,
                }
            )
        elif frames and not frames[-1]["code"] and raw.startswith("    ") and not _CARETS.match(raw):
            frames[-1]["code"] = raw.strip()
    return frames


def is_user_file(path: str, exclude_dirs: Iterable[str] = ()) -> bool:
    """False for torch's own files (an installed torch, or one of ``exclude_dirs``, e.g. the running
    torch's folder) and for code without a file (``<eval_with_key>.3``, ``<string>``)."""
    if not path or path.startswith("<"):
        return False
    p = path.replace("\\", "/")
    if _TORCH_FILE.search(p):
        return False
    for d in exclude_dirs:
        d = str(d).replace("\\", "/").rstrip("/")
        if d and (p == d or p.startswith(d + "/")):
            return False
    return True


def user_frames(stack_traces: Iterable[str], exclude_dirs: Iterable[str] = ()) -> list[Frame]:
    """The user's frames of several stack traces, deduplicated by (file, line), most specific first:
    the innermost user frame of every trace (in the traces' order), then their callers."""
    dirs = tuple(exclude_dirs)
    per_trace = []
    for text in stack_traces:
        frames = [f for f in reversed(parse_stack_trace(text)) if is_user_file(f["file"], dirs)]
        if frames:
            per_trace.append(frames)
    out: list[Frame] = []
    seen: set[tuple[str, int]] = set()
    depth = 0
    while any(depth < len(t) for t in per_trace):
        for frames in per_trace:
            if depth < len(frames):
                f = frames[depth]
                if (f["file"], f["line"]) not in seen:
                    seen.add((f["file"], f["line"]))
                    out.append(f)
        depth += 1
    return out


def _load_payload(payload: str | Mapping[str, Any] | None) -> Mapping[str, Any] | None:
    if payload is None:
        return None
    if isinstance(payload, Mapping):
        return payload
    try:
        data = json.loads(payload)
    except (TypeError, ValueError):
        return None
    return data if isinstance(data, Mapping) else None


def _traces_by_name(
    payload: str | Mapping[str, Any] | None, module_code: str, extern: bool
) -> list[tuple[str, list[str]]] | None:
    data = _load_payload(payload)
    handles = debug_handles(module_code)
    if data is None or not handles:
        return None
    out: list[tuple[str, list[str]]] = []
    index: dict[str, int] = {}
    for name, key in handles:
        if ("." in name) != extern or key not in data:
            continue
        traces = (
            [t for t in data[key] if isinstance(t, str) and not t.startswith(MODULES_MARK)]
            if isinstance(data[key], list)
            else []
        )
        if extern:
            out.append((name, traces))
        elif name in index:
            out[index[name]][1].extend(traces)
        else:
            index[name] = len(out)
            out.append((name, traces))
    return out


def kernel_source_lines(
    payload: str | Mapping[str, Any] | None, module_code: str, *, exclude_dirs: Iterable[str] = ()
) -> dict[str, list[Frame]] | None:
    """``{kernel_name: [{"file", "line", "code", "function"}, ...]}`` for the generated kernels
    (``triton_*``, ``cpp_*``) of one compiled module, in the order of their first call.

    ``payload``: the :data:`KERNEL_STACK_TRACES_ARTIFACT` payload logged after the module (a JSON
    string or the decoded dict); ``module_code``: the module's source. A kernel with no user frame
    maps to ``[]``; one the payload does not cover is left out. None when there is nothing to read:
    no payload, or a module compiled without provenance tracking (no handle comments; on torch 2.11
    the tracking level is not part of the FX-graph cache key, so an entry cached without it stays so).
    """
    found = _traces_by_name(payload, module_code, extern=False)
    if found is None:
        return None
    dirs = tuple(exclude_dirs)
    return {name: user_frames(traces, dirs) for name, traces in found}


def extern_source_lines(
    payload: str | Mapping[str, Any] | None, module_code: str, *, exclude_dirs: Iterable[str] = ()
) -> list[tuple[str, list[Frame]]] | None:
    """``[(call, frames), ...]`` for the library calls of one compiled module (``extern_kernels.mm``,
    ``torch.ops.aten._scaled_dot_product_efficient_attention.default``), one per call site in the
    module's order (their names repeat). None as for :func:`kernel_source_lines`."""
    found = _traces_by_name(payload, module_code, extern=True)
    if found is None:
        return None
    dirs = tuple(exclude_dirs)
    return [(name, user_frames(traces, dirs)) for name, traces in found]


def _marked(entry: Any, mark: str, kind: type) -> Any:
    """What a call site's payload entry holds after ``mark`` (JSON of type ``kind``); None where the compile
    did not record it."""
    for t in entry if isinstance(entry, list) else ():
        if isinstance(t, str) and t.startswith(mark):
            try:
                value = json.loads(t[len(mark) :])
            except ValueError:
                return None
            return value if isinstance(value, kind) else None
    return None


def _site(entry: Any) -> list[Any] | None:
    """A call site's module stacks (``[[stack, bytes], ...]``) from its payload entry; None where the
    compile did not record them."""
    return _marked(entry, MODULES_MARK, list)


def autotune_sites(
    payload: str | Mapping[str, Any] | None, module_code: str
) -> list[tuple[str, int | None, dict[str, Any]]]:
    """What max-autotune timed for each template kernel and library call of one compiled module that it
    chose (``_compat/autotune_choices.py``): ``[(name, call, decision), ...]``, ``call`` the library call's
    place among the module's library calls (None for a generated kernel: its first site with one)."""
    data = _load_payload(payload)
    if data is None:
        return []
    out: list[tuple[str, int | None, dict[str, Any]]] = []
    seen: set[str] = set()
    n_extern = 0
    for name, key in debug_handles(module_code):
        found = _marked(data.get(key), AUTOTUNE_MARK, dict)
        extern = "." in name
        if found is not None and (extern or name not in seen):
            out.append((name, n_extern if extern else None, found))
            seen.add(name)
        n_extern += extern
    return out


def module_sites(
    payload: str | Mapping[str, Any] | None, module_code: str
) -> tuple[dict[str, list[Any]], list[tuple[str, Any]]] | None:
    """The module stacks of each call site of one compiled module (``_compat/module_stacks.py``):
    ``({kernel: [site, ...]}, [(call, site), ...])``, the generated kernels' sites in the order of their
    calls (a kernel Inductor reuses has several) and the library calls' one per call in the module's order;
    a site is ``[[[[path, type], ...], bytes], ...]`` or None where not recorded. None when nothing is."""
    data = _load_payload(payload)
    handles = debug_handles(module_code)
    if data is None or not handles:
        return None
    kernels: dict[str, list[Any]] = {}
    externs: list[tuple[str, Any]] = []
    for name, key in handles:
        site = _site(data.get(key))
        if "." in name:
            externs.append((name, site))
        else:
            kernels.setdefault(name, []).append(site)
    if all(s is None for s in [*(x for v in kernels.values() for x in v), *(s for _, s in externs)]):
        return None
    return kernels, externs


MAX_SOURCE_BYTES = 16 << 20  # a user's source file larger than this is not read to re-anchor its lines


def _file_lines(path: str) -> list[str] | None:
    """The stripped lines of a source file as it is now, or None (gone, not a file, too large)."""
    try:
        text = read_file(Path(path), MAX_SOURCE_BYTES).decode("utf-8", errors="replace")
    except OSError:  # gone, a pipe or a device, past the bound (NotAFile)
        return None
    return [line.strip() for line in text.splitlines()]


def reanchor(frame_lists: Iterable[list[Frame]]) -> int:
    """Move each frame to where its code is now: a compile served by the FX graph cache carries the stack
    traces of the compile that filled it, so a line added above the model since then leaves them pointing
    at the wrong line. A frame whose line no longer holds its code goes to the nearest line of the same file
    that does (the earlier on a tie); one whose code is nowhere in its file is left as recorded. Returns
    how many frames moved."""
    files: dict[str, list[str] | None] = {}
    moved = 0
    for frames in frame_lists:
        for f in frames:
            code, line = str(f.get("code") or "").strip(), f.get("line")
            if not code or not isinstance(line, int):
                continue
            if f["file"] not in files:
                files[f["file"]] = _file_lines(f["file"])
            lines = files[f["file"]]
            if lines is None or (0 < line <= len(lines) and lines[line - 1] == code):
                continue
            at = [i + 1 for i, text in enumerate(lines) if text == code]
            if at:
                f["line"] = min(at, key=lambda i: (abs(i - line), i))
                moved += 1
    return moved
