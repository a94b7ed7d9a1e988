"""Parse Inductor's generated files (compiled modules, kernel files) into dataclasses.

Pure text parsing: nothing here imports torch, so it works on files recorded on
another machine (tests/data/ holds some recorded on an H100).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from inductor_probe._util import read_file
from inductor_probe.run import module_calls
from inductor_probe.run.autotune import Autotuned, which_ran
from inductor_probe.run.module_calls import Launch
from inductor_probe.run.record import Row, check_fields

_AOT_ID = re.compile(r"^# AOT ID: \['(?P<id>[^']*)'\]", re.M)
# name = async_compile.triton('name', '''<source>''', device_str='cuda')
_TRITON_DEF = re.compile(
    r"^(?P<var>\w+) = async_compile\.triton\('(?P<name>[^']+)', '''\n(?P<src>.*?)\n''', ",
    re.M | re.S,
)
# name = async_compile.cpp_pybinding([...], r'''<source>''')
_CPP_DEF = re.compile(
    r"^(?P<var>\w+) = async_compile\.cpp(?:_pybinding)?\(\[[^\]]*\], r?'''\n(?P<src>.*?)\n'''\)",
    re.M | re.S,
)
_KERNEL_PATH = re.compile(r"^# kernel path: (?P<path>.+)$", re.M)
_SOURCE_NODES = re.compile(
    r"# Topologically Sorted Source Nodes: \[(?P<nodes>[^\]]*)\], Original ATen: \[(?P<aten>[^\]]*)\]"
)
_HEURISTIC = re.compile(r"@triton_heuristics\.(?P<kind>\w+)\(")
_META_NUM = r"'{key}': (?P<v>[-+0-9.eE]+|None)"
_EXTERN_CALL = re.compile(
    r"^\s*(?:\w+ = )?(?P<call>extern_kernels\.\w+|torch\.ops\.\w+\.\w+(?:\.\w+)?)\(", re.M
)
_RUN_CALL = r"\b{name}(?:\.run)?\("


@dataclass
class SourceLine(Row):
    """A line of the user's code an FX node came from (``collect/provenance.py``)."""

    file: str | None = None
    line: int | None = None
    code: str | None = None
    function: str | None = None

    def text(self) -> str:
        """``file.py:LINE code`` (``?`` for what is not known)."""
        name = Path(self.file).name if self.file is not None else "?"
        return f"{name}:{'?' if self.line is None else self.line} {(self.code or '').strip()}"


@dataclass
class ModuleStack(Row):
    """The FX nodes of one kernel call site that came from one stack of ``nn.Module``s, and the bytes they
    write (``_compat/module_stacks.py``): ``stack`` is ``[[path, type], ...]``, outermost first (``[]``: the
    compiled function's own code)."""

    stack: list[list[str]]
    bytes: int = 0


Site = tuple[ModuleStack, ...] | None  # one call site's module stacks; None: not recorded


@dataclass(frozen=True)
class KernelInfo:
    """One kernel (generated or library call) of a compiled module."""

    name: str
    kind: str  # "triton" | "cpp" | "extern"
    heuristic: str | None = None  # pointwise / reduction / persistent_reduction / template / ...
    kernel_path: str | None = None  # the `# kernel path:` file Inductor wrote (GPU only)
    source_nodes: tuple[str, ...] = ()
    aten_ops: tuple[str, ...] = ()
    num_gb: float | None = None
    flop: float | None = None
    launches_in_source: int = 0
    source: str = field(default="", repr=False, compare=False)
    # The user's lines of the FX nodes it fuses ({"file", "line", "code", "function"}, innermost
    # first; collect/provenance.py); () where not recorded.
    source_lines: tuple[SourceLine, ...] = ()
    # per call site, in the module's order (a kernel Inductor reuses has several): its nodes' modules
    module_sites: tuple[Site, ...] = ()
    # max-autotune's choices for the op this template or library call computes (None: not autotuned)
    autotune: Autotuned | None = None

    def to_dict(self, with_source: bool = False) -> dict[str, Any]:
        d = asdict(replace(self, module_sites=(), autotune=None))
        if self.autotune is not None:
            d["autotune"] = self.autotune.to_dict()
        else:
            d.pop("autotune")
        if self.module_sites:
            d["module_sites"] = [None if s is None else [m.to_dict() for m in s] for s in self.module_sites]
        else:
            d.pop("module_sites")
        d["source_nodes"] = list(self.source_nodes)
        d["aten_ops"] = list(self.aten_ops)
        if not with_source:
            d.pop("source")
        if self.source_lines:
            d["source_lines"] = [f.to_dict() for f in self.source_lines]
        else:
            d.pop("source_lines")  # runs recorded before provenance read and write back unchanged
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> KernelInfo:
        """The kernel as ``to_dict`` wrote it: its fields typed by their annotations, no unknown keys
        (``Corrupt`` otherwise)."""
        check_fields(cls, d, unknown_ok=False)
        d = dict(d)
        d["source_nodes"] = tuple(d.get("source_nodes", ()))
        d["aten_ops"] = tuple(d.get("aten_ops", ()))
        d["source_lines"] = tuple(SourceLine.from_dict(f) for f in d.get("source_lines", ()))
        d["module_sites"] = sites_of(d.get("module_sites"))
        d["autotune"] = Autotuned.from_dict(d["autotune"]) if d.get("autotune") is not None else None
        return cls(**d)

    def with_lines(self, lines: Sequence[SourceLine | dict[str, Any]] | None) -> KernelInfo:
        """The kernel with the user's lines (rows, or as provenance found them: dicts)."""
        rows = (f if isinstance(f, SourceLine) else SourceLine.from_dict(f) for f in lines or ())
        return replace(self, source_lines=tuple(rows))

    def with_autotune(self, tuned: Autotuned | None) -> KernelInfo:
        """The kernel with what max-autotune timed for its op, ``ran`` read from its source."""
        if tuned is None:
            return self
        return replace(self, autotune=replace(tuned, ran=which_ran(tuned, self.kind, self.source)))

    def with_sites(self, sites: Sequence[Any] | None) -> KernelInfo:
        """The kernel with its call sites' module stacks (rows, or as provenance found them: JSON lists)."""
        return replace(self, module_sites=sites_of(sites)) if sites else self


def sites_of(sites: Sequence[Any] | None) -> tuple[Site, ...]:
    """Call sites' module stacks as rows: each site a list of ``ModuleStack`` (or their dicts, or
    ``[stack, bytes]`` pairs as a compile recorded them), or None."""
    out: list[Site] = []
    for site in sites or ():
        if site is None:
            out.append(None)
            continue
        rows = []
        for m in site:
            if isinstance(m, ModuleStack):
                rows.append(m)
            elif isinstance(m, dict):
                rows.append(ModuleStack.from_dict(m))
            else:
                rows.append(ModuleStack(stack=[list(p) for p in m[0]], bytes=int(m[1])))
        out.append(tuple(rows))
    return tuple(out)


@dataclass(frozen=True)
class CompiledModule:
    path: str
    aot_id: str | None
    graph_id: int | None
    graph_kind: str  # forward / backward / inference / unknown
    kernels: tuple[KernelInfo, ...]
    extern_calls: tuple[KernelInfo, ...]
    times_default: int | None = None
    repeat_default: int | None = None
    # what call() launches, in order, with the library calls' operands (run/module_calls.py)
    launches: tuple[Launch, ...] = field(default=(), repr=False, compare=False)

    @property
    def label(self) -> str:
        gid = "x" if self.graph_id is None else str(self.graph_id)
        return f"g{gid}_{self.graph_kind}"

    def kernel(self, name: str) -> KernelInfo | None:
        for k in self.kernels:
            if k.name == name:
                return k
        return None


def _parse_list(text: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in text.split(",") if s.strip())


def _comment_block_before(text: str, pos: int, max_lines: int = 400) -> str:
    """The run of comment lines just above ``pos`` (skipping blank lines)."""
    lines = text[:pos].splitlines()
    block: list[str] = []
    for line in reversed(lines[-max_lines:]):
        s = line.strip()
        if not s:
            if block:
                break
            continue
        if not s.startswith("#"):
            break
        block.append(s)
    return "\n".join(reversed(block))


def meta_number(source: str, key: str) -> float | None:
    m = re.search(_META_NUM.format(key=re.escape(key)), source)
    if not m or m.group("v") == "None":
        return None
    return float(m.group("v"))


def parse_aot_id(aot_id: str | None) -> tuple[int | None, str]:
    if not aot_id:
        return None, "unknown"
    head, _, kind = aot_id.partition("_")
    gid = int(head) if head.isdigit() else None
    return gid, (kind or "unknown")


def _bench_defaults(text: str) -> tuple[int | None, int | None]:
    m = re.search(r"^def benchmark_compiled_module\((?P<sig>[^)]*)\)", text, re.M)
    if not m:
        return None, None
    try:
        fn = ast.parse(f"def f({m.group('sig')}): pass").body[0]
    except SyntaxError:
        return None, None
    assert isinstance(fn, ast.FunctionDef)
    names = [a.arg for a in fn.args.args]
    defaults = dict(zip(names[len(names) - len(fn.args.defaults) :], fn.args.defaults, strict=True))
    out: list[int | None] = []
    for key in ("times", "repeat"):
        node = defaults.get(key)
        value = node.value if isinstance(node, ast.Constant) else None
        out.append(value if isinstance(value, int) and not isinstance(value, bool) else None)
    return out[0], out[1]


def _function_body(text: str, m: re.Match[str]) -> str:
    indent = len(m.group("indent"))
    body = []
    for line in text[m.end() :].splitlines():
        if line.strip() and (len(line) - len(line.lstrip())) <= indent:
            break
        body.append(line)
    return "\n".join(body)


def _call_body(text: str) -> str:
    """Source of the module's ``call`` (a method of ``Runner`` in newer versions), after the bodies
    of the graph partitions it runs (``def partition_0(args):``, with CUDA graphs in torch 2.11).

    Kernel sources inlined in the module have ``def call(args):`` of their own,
    so they are blanked out first.
    """
    text = _TRITON_DEF.sub("", text)
    m = re.search(r"^(?P<indent>\s*)def call\((?:self, )?args\):\n", text, re.M)
    if not m:
        return ""
    parts = [
        _function_body(text, p) for p in re.finditer(r"^(?P<indent>)def partition_\d+\(args\):\n", text, re.M)
    ]
    return "\n".join([*parts, _function_body(text, m)])


def parse_compiled_module(path: str | Path, text: str | None = None) -> CompiledModule:
    path = Path(path)
    if text is None:
        text = read_file(path).decode("utf-8", errors="replace")
    m = _AOT_ID.search(text)
    aot_id = m.group("id") if m else None
    graph_id, graph_kind = parse_aot_id(aot_id)
    call_body = _call_body(text)

    kernels: list[KernelInfo] = []
    for dm in _TRITON_DEF.finditer(text):
        name, src = dm.group("name"), dm.group("src")
        header = _comment_block_before(text, dm.start())
        kp = _KERNEL_PATH.search(header)
        sn = _SOURCE_NODES.search(header)
        hm = _HEURISTIC.search(src)
        kernels.append(
            KernelInfo(
                name=name,
                kind="triton",
                heuristic=hm.group("kind") if hm else None,
                kernel_path=kp.group("path").strip() if kp else None,
                source_nodes=_parse_list(sn.group("nodes")) if sn else (),
                aten_ops=_parse_list(sn.group("aten")) if sn else (),
                num_gb=meta_number(src, "kernel_num_gb"),
                flop=meta_number(src, "kernel_flop"),
                launches_in_source=len(
                    re.findall(_RUN_CALL.format(name=re.escape(dm.group("var"))), call_body)
                ),
                source=src,
            )
        )
    for dm in _CPP_DEF.finditer(text):
        var, src = dm.group("var"), dm.group("src")
        header = _comment_block_before(text, dm.start())
        sn = _SOURCE_NODES.search(header)
        # On CPU the source nodes comment stands in call() above the launch.
        if sn is None:
            launch = re.search(rf"^\s*{re.escape(var)}\(", call_body, re.M)
            if launch:
                sn = _source_nodes_just_above(call_body, launch.start())
        kernels.append(
            KernelInfo(
                name=var,
                kind="cpp",
                heuristic=cpp_heuristic(src),
                source_nodes=_parse_list(sn.group("nodes")) if sn else (),
                aten_ops=_parse_list(sn.group("aten")) if sn else (),
                launches_in_source=len(re.findall(rf"^\s*{re.escape(var)}\(", call_body, re.M)),
                source=src,
            )
        )

    externs: list[KernelInfo] = []
    for cm in _EXTERN_CALL.finditer(call_body):
        sn = _source_nodes_just_above(call_body, cm.start())
        call = cm.group("call")
        externs.append(
            KernelInfo(
                name=call,
                kind="extern",
                source_nodes=_parse_list(sn.group("nodes")) if sn else (),
                aten_ops=_parse_list(sn.group("aten")) if sn else (),
                launches_in_source=1,
            )
        )
    times, repeat = _bench_defaults(text)
    return CompiledModule(
        path=str(path),
        aot_id=aot_id,
        graph_id=graph_id,
        graph_kind=graph_kind,
        kernels=tuple(kernels),
        extern_calls=tuple(externs),
        times_default=times,
        repeat_default=repeat,
        launches=module_calls.launches(text),
    )


def _source_nodes_just_above(body: str, pos: int, max_lines: int = 3) -> re.Match[str] | None:
    """The source-nodes comment within ``max_lines`` lines above ``pos``, if any."""
    above = body[:pos].splitlines()[-max_lines:]
    for line in reversed(above):
        m = _SOURCE_NODES.search(line)
        if m:
            return m
    return None


def cpp_heuristic(src: str) -> str:
    """What a C++ kernel does, as far as its source tells: reduction or pointwise."""
    if re.search(r"\btmp_acc\d*\b|welford|Welford|reduce_|cascade_sum", src):
        return "reduction"
    return "pointwise"


@dataclass(frozen=True)
class KernelFile:
    """A Triton kernel file written by Inductor (with TORCHINDUCTOR_BENCHMARK_KERNEL=1)."""

    path: str
    name: str | None
    heuristic: str | None
    num_gb: float | None
    flop: float | None
    has_benchmark_entry: bool
    max_autotune: bool | None
    coordinate_descent_tuning: bool | None


def _meta_bool(src: str, key: str) -> bool | None:
    m = re.search(rf"'{re.escape(key)}': (True|False)", src)
    return None if not m else m.group(1) == "True"


def parse_kernel_file(path: str | Path, text: str | None = None) -> KernelFile:
    path = Path(path)
    if text is None:
        text = read_file(path).decode("utf-8", errors="replace")
    name_m = re.search(r"^def (?P<name>triton_\w+)\(", text, re.M)
    hm = _HEURISTIC.search(text)
    return KernelFile(
        path=str(path),
        name=name_m.group("name") if name_m else None,
        heuristic=hm.group("kind") if hm else None,
        num_gb=meta_number(text, "kernel_num_gb"),
        flop=meta_number(text, "kernel_flop"),
        has_benchmark_entry=bool(re.search(r"^def get_args\(\)", text, re.M))
        and bool(re.search(r"^def call\(", text, re.M)),
        max_autotune=_meta_bool(text, "max_autotune"),
        # Inductor reads it with .get(..., False): absent means off.
        coordinate_descent_tuning=bool(_meta_bool(text, "coordinate_descent_tuning")),
    )
