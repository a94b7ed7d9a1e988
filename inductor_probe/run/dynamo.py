"""``GraphBreak``: where Dynamo split (or skipped) the user's code while tracing it, and why, as the child
read it from Dynamo's log (``collect/graph_breaks.py``); the manifest keeps them (``graph_breaks``)."""

from __future__ import annotations

from dataclasses import dataclass

from inductor_probe.run.record import Row


@dataclass(kw_only=True)
class GraphBreak(Row):
    """One place Dynamo broke the graph: the user's line, Dynamo's reason, its explanation and first hint;
    ``skipped``: Dynamo gave up on the whole function there and ran it eagerly; ``count``: how often it was
    met (each time Dynamo traced the frame: a recompile meets it again)."""

    reason: str
    file: str | None = None
    line: int | None = None
    function: str | None = None
    code: str | None = None  # the user's line of code
    explanation: str | None = None
    hint: str | None = None
    url: str | None = None  # Dynamo's page for this kind of break
    skipped: bool = False
    count: int = 1

    def where(self) -> str:
        """``file.py:LINE`` (the file's name alone), or ``?``."""
        if not self.file:
            return "?"
        name = self.file.replace("\\", "/").rsplit("/", 1)[-1]
        return f"{name}:{self.line}" if self.line is not None else name
