"""The one rule for a number the tool takes from outside itself (issue 60, item 2): an option from the command
line or the API, a variable of the environment (SLURM's, ``MASTER_PORT``), a field of a file it reads back
(``run.json``, a host's part). A ``Bound`` says what a number must be: an integer or any number, finite, at
least (or more than) its least, at most its most; ``problem`` says what is wrong with a value, ``parse`` reads
one from text. Each reader names its source in its own words (the flag, the variable, the file and field) and
refuses in one line, rc 2, before any work (``options.number``, ``cli/_common.number``,
``collect/nodes._env_int``, ``run/record.check_fields``)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from enum import Enum
from typing import Any


class Wrong(Enum):
    """What kind of problem a value has."""

    TYPE = "type"  # not the kind of number asked for (a bool, a string, a float where an integer is asked)
    FINITE = "finite"  # NaN or infinite
    RANGE = "range"  # below its least or above its most


@dataclass(frozen=True)
class Problem:
    wrong: Wrong
    words: str  # what the value must be: "an integer", "a finite number", "at least 1", "at most 65535"


INTEGER = re.compile(r"[+-]?\d+")  # an integer's text (Python's own int() takes "1_0" and " 1 " too)


@dataclass(frozen=True)
class Bound:
    """``kind``: int or float; ``least`` (above it where ``strict``) and ``most``, None for no bound;
    ``slack``: how far past a bound a figure computed as a difference may land (a file's figures)."""

    kind: type = float
    least: float | None = None
    strict: bool = False
    most: float | None = None
    slack: float = 0.0

    @property
    def noun(self) -> str:
        return "an integer" if self.kind is int else "a number"

    def words(self) -> str:
        """The whole rule: "an integer from 1 to 65534", "a number more than 0", "an integer of at least
        0"."""
        if self.least is not None and self.most is not None and not self.strict:
            return f"{self.noun} from {self.least:g} to {self.most:g}"
        parts = []
        if self.least is not None:
            parts.append(f"{'more than' if self.strict else 'of at least'} {self.least:g}")
        if self.most is not None:
            parts.append(f"at most {self.most:g}")
        return " ".join([self.noun, " and ".join(parts)]).strip()

    def problem(self, value: Any) -> Problem | None:
        """None where ``value`` fits the bound; else what is wrong with it."""
        ok = isinstance(value, int) if self.kind is int else isinstance(value, (int, float))
        if isinstance(value, bool) or not ok:
            return Problem(Wrong.TYPE, self.noun)
        if not math.isfinite(value):
            return Problem(Wrong.FINITE, "a finite number")
        least, most = self.least, self.most
        if least is not None and (value < least - self.slack or (self.strict and value == least)):
            return Problem(Wrong.RANGE, f"{'more than' if self.strict else 'at least'} {least:g}")
        if most is not None and value > most + self.slack:
            return Problem(Wrong.RANGE, f"at most {most:g}")
        return None

    def parse(self, text: str) -> tuple[Any, Problem | None]:
        """A number read from ``text`` (the command line, the environment) and its problem (None: it fits);
        text that is no number of the kind: ``(None, its problem)``."""
        s = text.strip()
        if self.kind is int:
            try:  # over 4,300 digits int() refuses: no integer either
                value: Any = int(s) if INTEGER.fullmatch(s) else None
            except ValueError:
                value = None
        else:
            try:
                value = float(s)
            except ValueError:
                value = None
        if value is None:
            return None, Problem(Wrong.TYPE, self.noun)
        return value, self.problem(value)
