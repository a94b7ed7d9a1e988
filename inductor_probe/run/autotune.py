"""What max-autotune timed for the op a kernel computes (``_compat/autotune_choices.py`` records it at
compile, ``collect/provenance.autotune_sites`` reads it back), and which of its choices a kernel is, read
from the kernel's source. Pure text: no torch."""

from __future__ import annotations

import re
from dataclasses import dataclass

from inductor_probe.run.record import Row


@dataclass
class AutotuneChoice(Row):
    """One choice max-autotune timed for a matmul or convolution (``_compat/autotune_choices.py``): ``kind``
    ``library`` (``what`` its name: ``mm``, ``addmm``), ``triton`` or ``template`` (``what`` its config)."""

    kind: str
    what: str
    us: float


@dataclass
class Autotuned(Row):
    """What max-autotune timed for the op a kernel (a template, or the library call it chose) computes: the
    op, how many choices it had, the fastest of them in µs (fastest first; the fastest library call always
    among them), and which of them this kernel is (``ran``: the template whose config its source holds, else
    the fastest of its kind; None where none of its kind was kept)."""

    op: str
    n: int
    choices: list[AutotuneChoice]
    ran: int | None = None

    def chosen(self) -> AutotuneChoice | None:
        return self.choices[self.ran] if self.ran is not None and 0 <= self.ran < len(self.choices) else None


_CONSTEXPR = re.compile(r"^\s*(?P<k>\w+)\s*:\s*tl\.constexpr\s*=\s*(?P<v>.+?)\s*$", re.M)
_LAUNCH = re.compile(r"\b(?P<k>num_warps|num_stages)=(?P<v>\d+)")
_PAIR = re.compile(r"(?P<k>\w+)=(?P<v>'[^']*'|[^,]+)")


def _unquote(v: str) -> str:
    return v.strip().strip("'\"")


def which_ran(tuned: Autotuned, kind: str, source: str) -> int | None:
    """Which of ``tuned``'s choices a kernel of ``kind`` with ``source`` is: a library call the fastest
    library choice; a template the choice whose config (``BLOCK_M=64, ..., num_warps=4``) its source's
    constants and launch agree with on every key they share, else the fastest template."""
    library = kind == "extern"
    mine = [i for i, c in enumerate(tuned.choices) if (c.kind == "library") == library]
    if not mine or library:
        return mine[0] if mine else None
    have = {m["k"]: _unquote(m["v"]) for m in _CONSTEXPR.finditer(source)}
    have.update({m["k"]: m["v"] for m in _LAUNCH.finditer(source)})
    for i in mine:
        pairs = {m["k"]: _unquote(m["v"]) for m in _PAIR.finditer(tuned.choices[i].what)}
        shared = pairs.keys() & have.keys()
        if any(key.startswith("BLOCK") for key in shared) and all(pairs[key] == have[key] for key in shared):
            return i
    return mine[0]
