"""The kinds of finding, declared where their analysis lives (issue 59): each a function of the run that gives
its findings, declared with ``@declared(order, what)``; ``analysis/findings.run_findings`` calls every
declared kind in ``order`` (the order every renderer shows them: text, JSON and HTML alike). A new kind of
finding is a function and its declaration beside the analysis it comes from, and a test: any module of
``inductor_probe.analysis`` may declare kinds (``in_order`` imports each one, so none needs listing)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from inductor_probe.run.findings import Finding
    from inductor_probe.run.manifest import Manifest

KindFn = Callable[["Manifest"], list["Finding"]]


@dataclass(frozen=True)
class DeclaredKind:
    order: int  # lower first; unique
    what: str  # what it finds, one line (the declared order says why it stands where it does)
    fn: KindFn


DECLARED: list[DeclaredKind] = []


def declared(order: int, what: str) -> Callable[[KindFn], KindFn]:
    """Declare ``fn`` a kind of finding, shown at ``order`` among the others (a taken order is refused)."""

    def declare(fn: KindFn) -> KindFn:
        name = f"{fn.__module__}.{fn.__qualname__}"
        DECLARED[:] = [k for k in DECLARED if f"{k.fn.__module__}.{k.fn.__qualname__}" != name]  # a reload
        taken = [k.what for k in DECLARED if k.order == order]
        if taken:
            raise ValueError(f"finding order {order} is taken by: {taken[0]}")
        DECLARED.append(DeclaredKind(order, what, fn))
        return fn

    return declare


PACKAGE = "inductor_probe.analysis"  # where kinds are declared: every module of it is imported


def in_order() -> list[DeclaredKind]:
    """Every declared kind, lowest order first, each module of ``PACKAGE`` imported first (once each)."""
    import importlib
    import pkgutil

    package = importlib.import_module(PACKAGE)
    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{PACKAGE}.{module.name}")
    return sorted(DECLARED, key=lambda k: k.order)
