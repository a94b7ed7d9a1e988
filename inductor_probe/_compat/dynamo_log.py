"""Dynamo's graph breaks as it logs them (the ``graph_breaks`` artifact of ``torch._logging``, the same text
``TORCH_LOGS=graph_breaks`` prints): collected quietly in the child, one message per break Dynamo met
while tracing, with its reason and the user's traceback. Where the logger cannot be reached (a torch that
renamed it), nothing is collected and Dynamo's own counters still give the reasons, without their lines.
"""

from __future__ import annotations

import logging

# torch 2.11-2.14: ``graph_break_log = torch._logging.getArtifactLogger(__name__, "graph_breaks")``
GRAPH_BREAKS = ("torch._dynamo.symbolic_convert", "graph_breaks")


class _Keep(logging.Handler):
    def __init__(self, out: list[str]):
        super().__init__(logging.DEBUG)
        self.out = out

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.out.append(record.getMessage())
        except Exception:  # pragma: no cover - a message that cannot be formatted is left out
            pass


def capture_graph_breaks() -> list[str]:
    """A list that Dynamo's graph-break messages are appended to from now on. The messages are not printed
    (unless the user asked for them, with ``TORCH_LOGS=graph_breaks``: then as before)."""
    out: list[str] = []
    try:
        import torch._logging

        log = torch._logging.getArtifactLogger(*GRAPH_BREAKS)
    except Exception:
        return out
    if not log.isEnabledFor(logging.DEBUG):  # off (the default): on, to our handler alone
        log.setLevel(logging.DEBUG)
        log.propagate = False
    log.addHandler(_Keep(out))
    return out


def graph_break_reasons() -> dict[str, int]:
    """Dynamo's own count of each graph break's (and unsupported construct's) reason, without a line."""
    try:
        from torch._dynamo.utils import counters
    except Exception:  # pragma: no cover
        return {}
    out: dict[str, int] = {}
    for group in ("graph_break", "unimplemented"):
        for reason, n in counters.get(group, {}).items():
            out[str(reason)] = out.get(str(reason), 0) + int(n)
    return out
