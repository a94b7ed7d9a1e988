"""What Dynamo did with the user's code, as the child read it from torch's logs (``collect/graph_breaks.py``):
``GraphBreak``, where it split (or skipped) the code and why; ``Recompile``, a frame compiled again after a
guard failed; ``DynamoCounters``, Dynamo's own count of what it compiled. The manifest keeps them
(``graph_breaks``, ``recompiles``, ``dynamo``)."""

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
        return where(self.file, self.line)

    def place(self) -> str:
        """``file.py:LINE in function``."""
        return self.where() + (f" in {self.function}" if self.function else "")


@dataclass(kw_only=True)
class Recompile(Row):
    """A frame Dynamo compiled again because a guard of its earlier compile failed: the function, the guard
    that failed (Dynamo's words), how long the compile took and when it began (seconds into the run)."""

    compile_id: str
    reason: str
    function: str | None = None
    file: str | None = None
    line: int | None = None  # the function's first line
    compile_s: float | None = None
    at_s: float | None = None

    def where(self) -> str:
        return where(self.file, self.line)


@dataclass(kw_only=True)
class DynamoCounters(Row):
    """Dynamo's own counters at the end of the run (``torch._dynamo.utils.counters``), what a plain run of the
    same program counts too: ``frames`` it compiled (a recompile is one more), ``graphs`` it made (its
    ``unique_graphs``: FX graphs handed to Inductor), ``graph_breaks``, ``recompiles`` (frames compiled
    again after a guard failed). ``graphs`` 0: torch.compile did nothing here, whatever was called."""

    frames: int = 0
    graphs: int = 0
    graph_breaks: int = 0
    recompiles: int = 0

    def said(self) -> str:
        """``4 frames, 4 graphs, 3 recompiles, 1 graph break``."""
        parts = [(self.frames, "frame"), (self.graphs, "graph"), (self.recompiles, "recompile")]
        parts.append((self.graph_breaks, "graph break"))
        return ", ".join(f"{n} {w}{'' if n == 1 else 's'}" for n, w in parts)


def where(file: str | None, line: int | None) -> str:
    """``file.py:LINE`` (the file's name alone), or ``?``."""
    if not file:
        return "?"
    name = file.replace("\\", "/").rsplit("/", 1)[-1]
    return f"{name}:{line}" if line is not None else name
