"""Where a script's steps begin, decided as it runs (``StepCutter``), by trust:

1. ``mark``: the script's own ``inductor_probe.mark_step()`` / ``with inductor_probe.step():``;
2. ``optimizer``: each ``step()`` of the first optimizer that steps (a global post-hook on every
   optimizer): a training loop's step, whatever it does between (gradient accumulation, clipping,
   per-block compile, several graphs, an eval pass);
3. ``period``: no optimizer (inference, generate): the shortest period, in calls of the first compiled
   graph, with which the sequence of compiled-graph calls repeats (per-block compile with a head,
   prefill then decode);
4. ``first graph``: each call of the first compiled graph, where nothing repeats.

A graph called for the first time (a recompile, an eval pass's first graph) compiled in that step: the
cut's ``compiled`` makes a step being timed or profiled start again, as warm-up. Where it is the first
graph compiled again (a guard failed: the input's shape changed; ``recompiled`` tells) and the first graph
is called no more (not in twice the longest segment's calls: per-block compile, whose blocks recompile the
first block's frame, keeps calling the first block's graph), its calls cut from then on; a first graph called
once only (its input's shape changed at the second call: automatic dynamic shapes) gives way to its recompile
after TAKEOVER_CALLS calls of it in a row, and takes the cut back (a restart) if it is called again. A lower
kind is provisional: when a higher one appears (the first optimizer step after a few
micro-batches, a mark, a period found once enough calls are seen), the cutter tells its steps to start
again (``restart``) and cuts by the new kind from there. Every rank of a job sees the same sequence, so
each cuts the same steps. ``StepCutter`` only calls ``boundary()`` and ``restart(kind, period)`` on what
it cuts for (``collect/script_steps.ScriptSteps``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from inductor_probe._compat import compiling
from inductor_probe.vocab import StepBoundary

TRUST = {StepBoundary.FIRST_GRAPH: 0, StepBoundary.PERIOD: 1, StepBoundary.OPTIMIZER: 2, StepBoundary.MARK: 3}
PERIOD_HISTORY = 48  # segments (from one first-graph call to the next) kept to find the period
PERIOD_REPEATS = 2  # a period counts once the sequence has repeated it this many times
SEGMENTS_UNUSED = frozenset({StepBoundary.OPTIMIZER, StepBoundary.MARK})  # kinds that never look for a period


class Cut(Protocol):
    def boundary(self) -> None: ...

    def restart(self, kind: StepBoundary, period: int) -> None: ...

    def compiled(self) -> None: ...


def shortest_period(segments: Sequence[tuple[str, ...]]) -> int | None:
    """The smallest ``p`` such that every segment equals the one ``p`` before it, over at least
    ``PERIOD_REPEATS`` whole periods; None where no period repeats (or too few segments yet)."""
    n = len(segments)
    for p in range(1, n // PERIOD_REPEATS + 1):
        if all(segments[i] == segments[i - p] for i in range(p, n)):
            return p
    return None


def period_start(segments: Sequence[tuple[str, ...]], p: int) -> int:
    """Where in a period of ``p`` segments a step begins: right after the segment with the most calls (a
    per-block loop's head, a decode loop's prefill comes first), else at the first; an index into
    ``segments`` modulo ``p``."""
    last = max(range(p), key=lambda r: (len(segments[r]), -r))
    if all(len(segments[r]) == len(segments[last]) for r in range(p)):
        return 0
    return (last + 1) % p


TAKEOVER_CALLS = 64  # calls of the first graph's recompile in a row, no segment seen, before it takes over


class StepCutter:
    """Turns the script's events (graph calls, marks, optimizer steps) into step boundaries (module doc)."""

    def __init__(self, cut: Cut, recompiled: Callable[[str, str], bool] | None = None):
        self.cut = cut
        self.recompiled = recompiled  # (old key, new key): the new graph is the old one compiled again
        self.kind: StepBoundary = StepBoundary.FIRST_GRAPH
        self.period = 1
        self.phase = 0  # a step begins at first-graph call k where k % period == phase
        self.first_key: str | None = None
        self.segments: list[tuple[str, ...]] = []
        self.started = 0  # first-graph calls so far: segments begun
        self._current: list[str] = []
        self.optimizer: int | None = None  # id() of the optimizer whose steps cut
        self.restarts = 0
        self.keys: set[str] = set()  # graphs called so far: a new one compiled (or loaded) just now
        self.successor: str | None = None  # the first graph compiled again, not yet taken for it
        self.previous_first: str | None = (
            None  # the first graph its recompile took over from (TAKEOVER_CALLS)
        )
        self.since_first = 0  # graph calls since the first graph's last
        self.calls_since: dict[str, int] = {}  # ... each graph's
        self.order: dict[str, int] = {}  # each graph by when it was first called
        self.came_back = (
            False  # the first graph was called again after a takeover: it takes none without segments
        )

    def _switch(self, kind: StepBoundary, period: int = 1) -> None:
        self.restarts += 1
        self.cut.restart(kind, period)
        self.kind, self.period = kind, period

    def quick(self, key: str) -> bool:
        """A call of a known graph that begins no segment (or steps cut by the optimizer or marks): recorded
        here at once, True; else False, and ``graph_call`` does the rest."""
        if key not in self.keys:
            return False
        if self.kind in SEGMENTS_UNUSED:
            return True
        if key not in (self.first_key, self.successor, self.previous_first):  # those: in graph_call
            self._current.append(key)
            self._since(key)
            return True
        return False

    def _since(self, key: str) -> None:
        """Every call counts toward a takeover (HF generate's dynamic cache: its first decode's recompile is
        called once a generate, the other decodes' graph 14 times)."""
        self.since_first += 1
        self.calls_since[key] = self.calls_since.get(key, 0) + 1

    def _heir(self, key: str) -> str:
        """The first graph's recompile that takes over from it: of those called more than once since its last
        call, the one called least (once a step: a generate's prefill, not its decodes), the earliest compiled
        of those; else ``key``."""
        old, n, again = self.first_key or "", self.calls_since, self.recompiled
        heirs = [k for k in n if n[k] > 1 and (k == key or (again is not None and again(old, k)))]
        return min(heirs, key=lambda k: (n[k], self.order.get(k, 0)), default=key)

    def graph_call(self, key: str) -> None:
        """Every compiled-graph call, before it runs."""
        if self.first_key is None:
            self.first_key = key
        if key == self.previous_first:  # the first graph again after its recompile took over: it was not done
            self.first_key, self.successor, self.previous_first = key, self.first_key, None
            self.segments, self._current, self.came_back = [], [], True
            self._switch(self.kind, self.period)
        if key not in self.keys:
            self.keys.add(key)
            self.order[key] = len(self.order)
            if key != self.first_key and self.recompiled is not None and self.recompiled(self.first_key, key):
                self.successor = key
            self.cut.compiled()
        if key == self.first_key:
            self.since_first, self.calls_since = 0, {}
        else:
            self._since(key)
        if key == self.successor:  # (the longest segment read only here: every call is the tool's own cost)
            self._take_over(key)
        if self.kind in SEGMENTS_UNUSED:  # the optimizer or the marks cut: no period to look for
            return
        if key == self.first_key:
            if self._current:
                self.segments.append(tuple(self._current))
                del self.segments[:-PERIOD_HISTORY]
            self._current = []
            if TRUST[self.kind] <= TRUST[StepBoundary.PERIOD]:
                self._first_graph()
            self.started += 1
        self._current.append(key)

    def _take_over(self, key: str) -> None:
        """A call of the first graph's successor (its recompile): the first graph is done where it was not
        called in twice the longest segment, or (called once, no segment yet: a shape that changed at the
        second call, automatic dynamic shapes) in TAKEOVER_CALLS calls."""
        longest = max((len(s) for s in self.segments), default=0)
        takeover = 2 * longest if longest else (None if self.came_back else TAKEOVER_CALLS)
        if takeover is not None and self.since_first > takeover:
            self.previous_first = None if longest else self.first_key
            heir = self._heir(key)
            self.first_key, self.successor = heir, None  # its recompile's calls begin the segments now
            if heir != key:  # the heir's next call begins them
                self.segments, self._current = [], []

    def _first_graph(self) -> None:
        """At a call of the first graph (``self.started`` calls before it): a boundary where a step begins."""
        held = len(self.segments) > self.period and self.segments[-1] == self.segments[-1 - self.period]
        p = self.period if held else shortest_period(self.segments)  # a period that still holds: kept
        if p is not None and p > 1 and (self.kind != StepBoundary.PERIOD or p != self.period):
            first = self.started - len(self.segments)  # the first-graph call that began segments[0]
            self.phase = (first + period_start(self.segments, p)) % p
            self._switch(StepBoundary.PERIOD, p)
        if self.started % self.period == self.phase:
            self.cut.boundary()

    def mark(self) -> None:
        """The script's ``inductor_probe.mark_step()``."""
        if self.kind != StepBoundary.MARK:
            self._switch(StepBoundary.MARK)
        self.cut.boundary()

    def optimizer_step(self, optimizer: object) -> None:
        """After any optimizer's ``step()``: the first one to step cuts."""
        if self.kind == StepBoundary.MARK:
            return
        if self.optimizer is None:
            self.optimizer = id(optimizer)
        if id(optimizer) != self.optimizer:
            return
        if self.kind != StepBoundary.OPTIMIZER:
            self._switch(StepBoundary.OPTIMIZER)
        self.cut.boundary()


class OptimizerStep(Protocol):
    def optimizer_step(self, optimizer: object) -> None: ...


def install_optimizer_hook(cutter: OptimizerStep) -> Any:
    """``cutter.optimizer_step(optimizer)`` after every optimizer's ``step()`` (a ``StepCutter``, or what
    times one): torch's global post-hook (``torch.optim.optimizer.register_optimizer_step_post_hook``,
    public in 2.11 through 2.14); its handle. A step that the user compiled (``torch.compile`` around
    ``opt.step()``) runs the hook while Dynamo traces it: it returns there (``_compat.compiling``), so their
    graph is as without the tool, and that optimizer cuts no step (the graph calls' period does)."""
    from torch.optim.optimizer import register_optimizer_step_post_hook

    def after_step(opt: object, args: object, kwargs: object) -> None:
        if not compiling():
            cutter.optimizer_step(opt)

    return register_optimizer_step_post_hook(after_step)
