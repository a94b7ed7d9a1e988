"""What Dynamo did with the user's code, as torch logs it, collected quietly in the child:

- its graph breaks (the ``graph_breaks`` artifact of ``torch._logging``, the same text
  ``TORCH_LOGS=graph_breaks`` prints): one message per break Dynamo met while tracing, with its reason and
  the user's traceback. Where the logger cannot be reached (a torch that renamed it), nothing is collected
  and Dynamo's own counters still give the reasons, without their lines;
- each frame it compiled (the structured trace's ``compilation_metrics``: the frame, the compile id, when
  it began, how long it took, and for a recompile the guard that failed).
"""

from __future__ import annotations

import logging
from typing import Any

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


COMPILE_FIELDS = (
    "compile_id",
    "co_name",
    "co_filename",
    "co_firstlineno",
    "start_time",
    "entire_frame_compile_time_s",
    "recompile_reason",
    "guard_count",
)


class _Compiles(logging.Handler):
    def __init__(self, out: list[dict[str, Any]]):
        super().__init__(logging.DEBUG)
        self.out = out

    def emit(self, record: logging.LogRecord) -> None:
        metadata = getattr(record, "metadata", None)
        got = metadata.get("compilation_metrics") if isinstance(metadata, dict) else None
        if isinstance(got, dict):
            self.out.append({k: got.get(k) for k in COMPILE_FIELDS})


def capture_compiles(trace_logger: str) -> list[dict[str, Any]]:
    """A list that each frame Dynamo compiles is appended to (``COMPILE_FIELDS`` of its metrics), from the
    structured trace's logger (``install_output_code_hook`` turns it on)."""
    out: list[dict[str, Any]] = []
    logging.getLogger(trace_logger).addHandler(_Compiles(out))
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


def dynamo_counters(recompiles: int) -> dict[str, int]:
    """Dynamo's own counters of the run so far (``DynamoCounters``' fields); ``recompiles`` as the child
    counted them from the structured trace (Dynamo keeps no counter of its own for them)."""
    try:
        from torch._dynamo.utils import counters
    except Exception:  # pragma: no cover
        return {}

    def group(name: str) -> dict[str, Any]:
        return dict(counters[name]) if name in counters else {}  # read only: no group made

    return {
        "frames": int(group("frames").get("total", 0)),
        "graphs": int(group("stats").get("unique_graphs", 0)),
        "graph_breaks": int(sum(group("graph_break").values())),
        "recompiles": int(recompiles),
    }
