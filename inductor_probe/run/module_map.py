"""Where in the model the compiled graphs' kernel time goes (``analysis/module_map.py``): ``ModuleRow``, one
``nn.Module`` path with its kernels' time per step, forward and backward, itself and with what is under it;
``ModuleTypeRow``, all modules of one type; ``Unmapped``, kernel time no module is known for, and why;
``ModuleView``, the step's tree and the rule it was shared by (``StepView.modules``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from inductor_probe.run.record import Record, Row

# How a kernel's time is shared among modules (said with every module view)
RULE = (
    "a generated kernel's time goes to the call site that launched it (a kernel Inductor reuses is launched "
    "from several, in the module's order), shared among the site's FX nodes by the bytes each writes; a "
    "library kernel (matmul, convolution, attention) goes to the graph's library calls of its kind whose "
    "operands have the sizes its op recorded (all of the kind where none was recorded: a CUDA graph's "
    "replay), shared among them by their FLOPs, and one of no call the module lists goes with the generated "
    "kernel launched just before it (just after it where it opens the graph); a backward node counts for "
    "the forward module it differentiates, a gradient summed where a tensor fed several ops for the nearest "
    "node it reads that has a module"
)
NO_STACKS = (
    "the compiled modules carry no module stacks (a run recorded, or a compile cache filled, before the tool "
    "kept them; or a torch that records none); --fresh-cache compiles them anew"
)


@dataclass(kw_only=True)
class ModuleRow(Row):
    """One module path of the compiled model (``layers.3.self_attn``; ``""``: the compiled function's own
    code, outside any submodule), per step, ms: ``forward_ms``/``backward_ms`` with every module under it,
    ``own_ms`` its own nodes only."""

    path: str
    type: str | None
    depth: int
    forward_ms: float
    backward_ms: float
    own_ms: float
    pct: float  # (forward + backward) of the compiled graphs' kernel time

    @property
    def total_ms(self) -> float:
        return self.forward_ms + self.backward_ms


@dataclass(kw_only=True)
class ModuleTypeRow(Row):
    """Every module of one type (all ``LlamaAttention``s): their kernels' time per step, ms, each node counted
    once however deeply modules of the type nest."""

    type: str
    count: int
    forward_ms: float
    backward_ms: float
    pct: float

    @property
    def total_ms(self) -> float:
        return self.forward_ms + self.backward_ms


@dataclass(kw_only=True)
class Unmapped(Row):
    """Kernel time of the compiled graphs that no module is known for, per step, ms, and why."""

    graph: str
    name: str
    ms: float
    why: str


@dataclass(kw_only=True)
class RootKernel(Row):
    """Kernel time that went to the root, outside any submodule: no module's forward made those nodes (the
    compiled function's own code: a loss the model's own forward computes, an optimizer's step), per step."""

    graph: str
    name: str
    ms: float
    backward: bool = False


@dataclass
class ModuleView(Record):
    """The step's compiled kernel time by ``nn.Module``: ``kernel_ms`` the compiled graphs' kernels per step
    (their durations summed: two streams' overlap counted twice), ``mapped_ms`` what went to a module path."""

    kernel_ms: float = 0.0
    mapped_ms: float = 0.0
    forward_kernel_ms: float | None = None  # the forward graphs' kernels alone (mapped or not)
    backward_kernel_ms: float | None = None
    rule: str = RULE
    rows: list[ModuleRow] = field(default_factory=list)  # tree order: each path followed by those under it
    types: list[ModuleTypeRow] = field(default_factory=list)
    unmapped: list[Unmapped] = field(default_factory=list)
    note: str | None = None  # why there is no tree (the compiled modules carry no module stacks)
    # the kernels whose time went to the root (the compiled function's own code), the largest first
    root_kernels: list[RootKernel] | None = None
    OMIT_NONE = frozenset({"note", "forward_kernel_ms", "backward_kernel_ms", "root_kernels"})

    @property
    def mapped_pct(self) -> float | None:
        return 100.0 * self.mapped_ms / self.kernel_ms if self.kernel_ms else None

    def top(self) -> list[ModuleRow]:
        """The top-level modules (below the root)."""
        return [r for r in self.rows if r.path and r.depth == 1]

    @property
    def root(self) -> ModuleRow | None:
        """The compiled function's own code, outside any submodule."""
        return next((r for r in self.rows if not r.path), None)

    def below_root_pct(self, kind: str | None = None) -> float | None:
        """The share of the compiled kernels' time (of the ``forward`` or ``backward`` graphs alone) that went
        to a module below the root."""
        if kind is None:
            total, got = self.kernel_ms, sum(r.total_ms for r in self.top())
        elif kind == "forward":
            total, got = self.forward_kernel_ms or 0.0, sum(r.forward_ms for r in self.top())
        else:
            total, got = self.backward_kernel_ms or 0.0, sum(r.backward_ms for r in self.top())
        return 100.0 * got / total if total else None

    @property
    def accounted_pct(self) -> float | None:
        """The top-level modules, the root's own code and what was not mapped, against the kernels' time: 100%
        but for rounding (a check: the tree adds up)."""
        if not self.kernel_ms:
            return None
        root = self.root.total_ms if self.root is not None else 0.0
        lost = sum(u.ms for u in self.unmapped)
        return 100.0 * (sum(r.total_ms for r in self.top()) + root + lost) / self.kernel_ms
