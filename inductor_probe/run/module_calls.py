"""What a compiled module launches, in order, and the operands of its library calls, read from its source.

A CUDA graph's replay (``mode="reduce-overhead"``) launches its kernels with no ATen op on the CPU
side, so the trace has no shapes for a library kernel (a cuBLAS gemm, a cuDNN conv, an attention
kernel). The compiled module still says what it called and on what::

    buf3 = empty_strided_cuda((2048, 3072), (3072, 1), torch.float32)
    extern_kernels.addmm(primals_6, reinterpret_tensor(buf1, (2048, 768), (768, 1), 0), primals_7,
                         alpha=1, beta=1, out=buf3)

``launches(text)`` walks the module's ``call`` (and, where Inductor split it into graph partitions,
each ``partition_N`` where ``call`` runs it) and returns each generated kernel launch and each library
call in the order they run, every operand resolved to its sizes and dtype from the lines that made it:
``empty_strided_*``, ``reinterpret_tensor``, a reuse (``buf5 = buf3``), ``assert_size_stride`` and the
module's ``get_args()`` for the graph's inputs. What cannot be resolved (a symbolic size, an unknown
name) stays ``None``: the analysis says so instead of guessing.

Pure text (``ast``): nothing here imports torch.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass


@dataclass(frozen=True)
class Operand:
    """One argument of a library call: a tensor (``dims`` and ``dtype`` as far as the module says
    them) or a value (``value``)."""

    text: str
    is_tensor: bool
    dims: tuple[int, ...] | None = None
    dtype: str | None = None  # torch's name: "float32", "bfloat16", ...
    value: object = None


@dataclass(frozen=True)
class Launch:
    """A generated kernel launch (``kind`` "triton", ``name`` the kernel's) or a library call (``kind``
    "extern", ``name`` as written: ``extern_kernels.mm``, ``torch.ops.aten.convolution.default``)."""

    kind: str
    name: str
    args: tuple[Operand, ...] = ()
    kwargs: tuple[tuple[str, Operand], ...] = ()
    out: Operand | None = None  # the ``out=`` tensor, or the name the call's result is bound to


def launches(text: str) -> tuple[Launch, ...]:
    """The module's launches in running order; () when the source is not a module this understands."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return ()
    kernels: dict[str, str] = {}  # variable -> kernel name
    functions: dict[str, ast.FunctionDef] = {}
    call: ast.FunctionDef | None = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = _triton_def(node.value)
            if name:
                kernels[node.targets[0].id] = name
        elif isinstance(node, ast.FunctionDef):
            functions[node.name] = node  # the last get_args() is the module's own
            if node.name == "call":
                call = node
        elif isinstance(node, ast.ClassDef) and node.name == "Runner":
            call = next((f for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "call"), call)
    if call is None:
        return ()
    walk = _Walk(kernels, functions)
    walk.inputs(functions.get("get_args"))
    walk.body(call.body, depth=0)
    return tuple(walk.out)


def _dotted(node: ast.AST) -> str | None:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def _triton_def(value: ast.AST) -> str | None:
    """``async_compile.triton('name', '''...''')`` -> 'name'."""
    if (
        isinstance(value, ast.Call)
        and _dotted(value.func) == "async_compile.triton"
        and value.args
        and isinstance(value.args[0], ast.Constant)
        and isinstance(value.args[0].value, str)
    ):
        return value.args[0].value
    return None


def _ints(node: ast.AST) -> tuple[int, ...] | None:
    """A literal tuple of ints (a size); None where any entry is symbolic."""
    if not isinstance(node, (ast.Tuple, ast.List)):
        return None
    out = []
    for e in node.elts:
        if not (isinstance(e, ast.Constant) and isinstance(e.value, int) and not isinstance(e.value, bool)):
            return None
        out.append(e.value)
    return tuple(out)


def _torch_dtype(node: ast.AST) -> str | None:
    d = _dotted(node)
    return d.removeprefix("torch.") if d and d.startswith("torch.") else None


_EXTERN_PREFIXES = ("extern_kernels.", "torch.ops.", "aten.")


class _Walk:
    """Statement by statement through ``call`` (and the partitions it runs): what each name holds,
    and the launches."""

    def __init__(self, kernels: dict[str, str], functions: dict[str, ast.FunctionDef]):
        self.kernels = kernels
        self.functions = functions
        self.dims: dict[str, tuple[int, ...] | None] = {}
        self.dtypes: dict[str, str | None] = {}
        self.out: list[Launch] = []

    def inputs(self, get_args: ast.FunctionDef | None) -> None:
        """``name = rand_strided((sizes), (strides), device=..., dtype=torch.X)`` of the module's
        ``get_args()``: the graph inputs' sizes and dtypes."""
        if get_args is None:
            return
        for st in get_args.body:
            if not (isinstance(st, ast.Assign) and isinstance(st.value, ast.Call)):
                continue
            if _dotted(st.value.func) != "rand_strided" or not isinstance(st.targets[0], ast.Name):
                continue
            name = st.targets[0].id
            self.dims[name] = _ints(st.value.args[0]) if st.value.args else None
            kw = {k.arg: k.value for k in st.value.keywords}
            self.dtypes[name] = _torch_dtype(kw["dtype"]) if "dtype" in kw else None

    def body(self, stmts: list[ast.stmt], depth: int) -> None:
        for st in stmts:
            if isinstance(st, ast.Assign):
                self.assign(st, depth)
            elif isinstance(st, ast.Expr) and isinstance(st.value, ast.Call):
                self.call(st.value, None, depth)
            elif isinstance(st, (ast.If, ast.With)):  # e.g. `with torch.cuda._DeviceGuard(0):`
                self.body(st.body, depth)
                if isinstance(st, ast.If):
                    self.body(st.orelse, depth)

    def assign(self, st: ast.Assign, depth: int) -> None:
        target = st.targets[0] if len(st.targets) == 1 else None
        name = target.id if isinstance(target, ast.Name) else None
        v = st.value
        if isinstance(v, ast.Call):
            fn = _dotted(v.func) or ""
            if name and fn.startswith("empty_strided"):
                self.dims[name] = _ints(v.args[0]) if v.args else None
                self.dtypes[name] = _torch_dtype(v.args[2]) if len(v.args) > 2 else None
                return
            if name and fn == "reinterpret_tensor" and len(v.args) > 1:
                self.dims[name] = _ints(v.args[1])
                self.dtypes[name] = self.operand(v.args[0]).dtype
                return
            self.call(v, name, depth)
            return
        if name and isinstance(v, ast.Name):  # buf5 = buf3  (a reuse of the same layout)
            self.dims[name], self.dtypes[name] = self.dims.get(v.id), self.dtypes.get(v.id)
        elif name:  # buf146 = buf144[1] and the like: sizes from the assert that follows, if any
            self.dims[name], self.dtypes[name] = None, None

    def call(self, v: ast.Call, bound: str | None, depth: int) -> None:
        fn = _dotted(v.func) or ""
        if fn == "assert_size_stride" and len(v.args) > 1 and isinstance(v.args[0], ast.Name):
            self.dims[v.args[0].id] = _ints(v.args[1])
            return
        if fn.endswith(".run") and fn.removesuffix(".run") in self.kernels:
            self.out.append(Launch("triton", self.kernels[fn.removesuffix(".run")]))
            return
        part = self._partition(v)
        if part is not None:
            if depth < 2:
                self.body(part.body, depth + 1)
            return
        if fn.startswith(_EXTERN_PREFIXES):
            kwargs = {k.arg: self.operand(k.value) for k in v.keywords if k.arg}
            out = kwargs.pop("out", None)
            if out is None and bound:
                out = Operand(bound, True, self.dims.get(bound), self.dtypes.get(bound))
                self.dims.setdefault(bound, None)
            self.out.append(
                Launch("extern", fn, tuple(self.operand(a) for a in v.args), tuple(kwargs.items()), out)
            )
        elif bound:
            self.dims[bound], self.dtypes[bound] = None, None

    def _partition(self, v: ast.Call) -> ast.FunctionDef | None:
        """``self.partitions[N](args)`` (or ``partition_N(args)``): the function it runs."""
        f = v.func
        if isinstance(f, ast.Subscript) and (_dotted(f.value) or "").endswith("partitions"):
            idx = f.slice
            if isinstance(idx, ast.Constant) and isinstance(idx.value, int):
                return self.functions.get(f"partition_{idx.value}")
        if isinstance(f, ast.Name) and f.id.startswith("partition_"):
            return self.functions.get(f.id)
        return None

    def operand(self, node: ast.AST) -> Operand:
        text = ast.unparse(node)
        if isinstance(node, ast.Name):
            if node.id in self.dims or node.id in self.dtypes:
                return Operand(text, True, self.dims.get(node.id), self.dtypes.get(node.id))
            return Operand(text, True)  # a name the module does not size: a tensor of unknown sizes
        if isinstance(node, ast.Call) and _dotted(node.func) == "reinterpret_tensor" and len(node.args) > 1:
            base = self.operand(node.args[0])
            return Operand(text, True, _ints(node.args[1]), base.dtype)
        try:
            return Operand(text, False, value=ast.literal_eval(node))
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            return Operand(text, False)
