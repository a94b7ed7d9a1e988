"""Where a script's steps begin, said by the script: ``inductor_probe.mark_step()`` at the top of each step,
or ``with inductor_probe.step():`` around it. Both do nothing unless the script runs under
``inductor-probe breakdown``, whose child sets the hook (``collect/boundaries.py``): the most trusted of
the step boundaries, where the loop is one the tool cannot tell by itself (several models, a pipeline)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

_hook: Callable[[], None] | None = None


def mark_step() -> None:
    """A step of the loop begins here (a no-op outside ``inductor-probe breakdown``)."""
    if _hook is not None:
        _hook()


@contextlib.contextmanager
def step() -> Iterator[None]:
    """``with inductor_probe.step():`` around one step of the loop: the same as ``mark_step()`` at its top."""
    mark_step()
    yield


def set_hook(hook: Callable[[], None] | None) -> None:
    """The tool's child only: what ``mark_step`` calls."""
    global _hook
    _hook = hook
