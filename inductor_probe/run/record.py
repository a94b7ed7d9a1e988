"""``Record``: a dataclass that reads and writes one JSON object of ``run.json``.

Known keys are typed attributes; keys a later (or earlier) version wrote that this one does
not know are kept in ``extra`` and written back; a record read from a file writes its keys in
the order it read them, so reading and writing a manifest changes nothing. Nested records
are declared in ``NESTED`` (``{"key": Type}`` for one, ``{"key": [Type]}`` for a list).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar


@dataclasses.dataclass
class Record:
    """Base of the manifest's records (subclasses are dataclasses)."""

    NESTED: ClassVar[dict[str, Any]] = {}
    # Fields left out of a new record's JSON while they are None (set later in a run, or optional).
    OMIT_NONE: ClassVar[frozenset[str]] = frozenset()

    def __post_init__(self) -> None:
        self.extra: dict[str, Any] = {}
        self._order: tuple[str, ...] = ()

    @classmethod
    def known(cls) -> tuple[str, ...]:
        return tuple(f.name for f in dataclasses.fields(cls))

    @classmethod
    def from_dict(cls, d: dict[str, Any]):
        if not isinstance(d, dict):
            raise TypeError(f"{cls.__name__}: expected an object, not {type(d).__name__}")
        known = set(cls.known())
        kwargs = {k: _decode(cls.NESTED.get(k), v) for k, v in d.items() if k in known}
        obj = cls(**kwargs)
        obj.extra = {k: v for k, v in d.items() if k not in known}
        obj._order = tuple(d)
        return obj

    def to_dict(self) -> dict[str, Any]:
        known = self.known()
        out: dict[str, Any] = {}
        for k in self._order:
            if k in known:
                out[k] = _encode(getattr(self, k))
            elif k in self.extra:
                out[k] = self.extra[k]
        for k in known:
            if k not in out and not (k in self.OMIT_NONE and getattr(self, k) is None):
                out[k] = _encode(getattr(self, k))
        for k, v in self.extra.items():
            out.setdefault(k, v)
        return out


def _decode(kind: Any, value: Any) -> Any:
    if kind is None or value is None:
        return value
    if isinstance(kind, list):
        if not isinstance(value, list):
            raise TypeError(f"expected a list of {kind[0].__name__}, not {type(value).__name__}")
        return [kind[0].from_dict(v) for v in value]
    return kind.from_dict(value)


def _encode(value: Any) -> Any:
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [_encode(v) for v in value]
    return value
