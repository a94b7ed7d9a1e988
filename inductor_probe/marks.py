"""Where a script's steps begin, said by the script: ``inductor_probe.mark_step()`` at the top of each step,
or ``with inductor_probe.step():`` around it. Both do nothing unless the script runs under
``inductor-probe breakdown``, whose child sets the hook (``collect/boundaries.py``): the most trusted of
the step boundaries, where the loop is one the tool cannot tell by itself (several models, a pipeline)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator

from inductor_probe._compat import compiling

_hook: Callable[[], None] | None = None
_owner: int | None = None  # the thread that runs the script: its marks are the steps'
_elsewhere = [0]  # marks from other threads, ignored


def mark_step() -> None:
    """A step of the loop begins here (a no-op outside ``inductor-probe breakdown``). Only the thread that
    runs the script marks its steps: a mark from another thread is counted and ignored (its boundary would
    start the profiler there, which kineto refuses, and threads marking at once would cut steps at random)."""
    if _hook is None:
        return
    if compiling():  # inside the user's compiled code: nothing of the tool's in their graph
        return
    if threading.get_ident() != _owner:
        _elsewhere[0] += 1
        return
    _hook()


def marks_elsewhere() -> int:
    """Marks from threads other than the script's, ignored so far."""
    return _elsewhere[0]


@contextlib.contextmanager
def step() -> Iterator[None]:
    """``with inductor_probe.step():`` around one step of the loop: the same as ``mark_step()`` at its top."""
    mark_step()
    yield


def set_hook(hook: Callable[[], None] | None) -> None:
    """The tool's child only: what ``mark_step`` calls, on this thread (the one that runs the script)."""
    global _hook, _owner
    _hook = hook
    _owner = threading.get_ident() if hook is not None else None
