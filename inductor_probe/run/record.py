"""``Record``: a dataclass that reads and writes one JSON object of ``run.json``.

Known keys are typed attributes; keys a later (or earlier) version wrote that this one does
not know are kept in ``extra`` and written back; a record read from a file writes its keys in
the order it read them, so reading and writing a manifest changes nothing. A field's annotation is
its one declaration: a record type (``X``, ``X | None``, ``list[X]``, ``dict[str, X]``) is read as
that record, an enum as its member, anything else as the JSON value. ``PerRank[X]`` is a figure of each
rank of a job keyed by the rank, an int, written as a JSON object keyed by its decimal string.

``Row`` is a record for one row of a table (a cause of idle, a graph's share of the step): its keys
whose annotation does not admit None must be present, and a row read from a file writes back the
keys it read, no more. Reading checks each known key's value against its field's annotation
(``check``): a hand-edited or damaged file raises ``Corrupt``, which names the value and where it
is (``graphs[0].breakdown.kernels[3]``).
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Iterator, Mapping
from enum import Enum
from typing import Any, ClassVar, Generic, TypeVar, Union

from inductor_probe.bounds import Bound, Wrong


class Corrupt(ValueError):
    """A value of a run's JSON with the wrong type or shape: ``what`` is wrong with it, ``path``
    where it is (keys and list indices from the top)."""

    def __init__(self, what: str, path: tuple[Any, ...] = ()):
        super().__init__(what)
        self.what = what
        self.path = list(path)

    def inside(self, *keys: str | int) -> Corrupt:
        """The same error, one level further out (``keys`` are prepended to its path)."""
        self.path[:0] = keys
        return self

    @property
    def where(self) -> str:
        out = ""
        for k in self.path:
            out += f"[{k}]" if isinstance(k, int) else (f".{k}" if out else str(k))
        return out

    def __str__(self) -> str:
        return f'"{self.where}" {self.what}' if self.path else self.what


R = TypeVar("R", bound="Record")


_JSON_TYPES = (  # in this order: a bool is an int to isinstance
    (bool, "a boolean"),
    (int, "an integer"),
    (float, "a number"),
    (str, "a string"),
    (list, "a list"),
    (dict, "an object"),
)


def json_type(value: Any) -> str:
    """What a JSON value is, in words (``a string``, ``null``)."""
    if value is None:
        return "null"
    return next((words for t, words in _JSON_TYPES if isinstance(value, t)), type(value).__name__)


def _optional(hint: Any) -> bool:
    return typing.get_origin(hint) in (Union, types.UnionType) and type(None) in typing.get_args(hint)


def expected(hint: Any) -> str:
    """What ``hint`` asks for, in words."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (Union, types.UnionType):
        return " or ".join(expected(a) for a in args if a is not type(None)) + (
            " or null" if type(None) in args else ""
        )
    if origin in (list, tuple) or hint in (list, tuple):
        return "a list"
    if origin is dict or hint is dict or hasattr(hint, "from_dict"):
        return "an object"
    if isinstance(hint, type) and issubclass(hint, Enum):
        return "one of " + ", ".join(repr(m.value) for m in hint)
    names = {str: "a string", int: "an integer", float: "a number", bool: "true or false"}
    return names.get(hint, getattr(hint, "__name__", str(hint)))


def check(value: Any, hint: Any, finite: bool = False, _said: Any = None) -> None:
    """``Corrupt`` unless the JSON ``value`` fits the annotation ``hint`` (``str``, ``int``,
    ``float``, ``bool``, ``X | None``, ``list[X]``, ``tuple[X, ...]``, ``dict[str, X]``, a record or
    any class with ``from_dict``: an object); with ``finite``, numbers must not be NaN or infinite."""
    if hint is Any:
        return
    said = _said or hint  # what a mismatch says was expected (``X | None``: "... or null")

    def mismatch() -> Corrupt:
        return Corrupt(f"is {json_type(value)}, expected {expected(said)}")

    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (Union, types.UnionType):
        if value is None and type(None) in args:
            return
        others = [a for a in args if a is not type(None)]
        if len(others) == 1:
            return check(value, others[0], finite, said)
        for a in others:
            try:
                return check(value, a, finite)
            except Corrupt:
                pass
        raise mismatch()
    if origin in (list, tuple) or hint in (list, tuple):
        if not isinstance(value, list):
            raise mismatch()
        item = args[0] if args else Any
        for i, v in enumerate(value):
            try:
                check(v, item, finite)
            except Corrupt as e:
                raise e.inside(i) from None
        return
    if origin is dict or hint is dict or hasattr(hint, "from_dict"):
        if not isinstance(value, dict):
            raise mismatch()
        item = args[1] if len(args) == 2 else Any
        for k, v in value.items():
            try:
                check(v, item, finite)
            except Corrupt as e:
                raise e.inside(k) from None
        return
    if isinstance(hint, type) and issubclass(hint, Enum):
        if value not in {m.value for m in hint}:
            raise mismatch()
        return
    if hint is float or hint is int:  # the one rule for numbers (bounds.Bound): its kind, then finite
        problem = Bound(hint).problem(value)
        if problem is not None and problem.wrong is Wrong.TYPE:
            raise mismatch()
        if finite and problem is not None:
            raise Corrupt(f"is {value}, expected {problem.words}")
        return
    if isinstance(hint, type) and not isinstance(value, hint):
        raise mismatch()


def check_row(row: Any, spec: dict[str, Any], finite: bool = False) -> None:
    """``Corrupt`` unless ``row`` is an object whose keys in ``spec`` fit their annotations; a key
    may be left out only where its annotation admits None. Other keys are not looked at."""
    if not isinstance(row, dict):
        raise Corrupt(f"is {json_type(row)}, expected an object")
    for key, hint in spec.items():
        if key not in row:
            if _optional(hint):
                continue
            raise Corrupt(f'has no "{key}"')
        try:
            check(row[key], hint, finite)
        except Corrupt as e:
            raise e.inside(key) from None


_FIELD_TYPES: dict[type, dict[str, Any]] = {}


def field_types(cls: type) -> dict[str, Any]:
    """A dataclass's fields and their annotations (resolved in the module that defines it; once a class)."""
    got = _FIELD_TYPES.get(cls)
    if got is None:
        hints = typing.get_type_hints(cls)
        got = _FIELD_TYPES[cls] = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
    return got


def _has_default(f: dataclasses.Field[Any]) -> bool:
    return f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING


def check_fields(cls: type, d: Any, unknown_ok: bool = True) -> None:
    """``Corrupt`` unless ``d`` is an object fit for the dataclass ``cls``: each known key typed
    by its field's annotation (a number finite: the tool never writes NaN or infinity), fields without a
    default present, other keys only if ``unknown_ok``; and within the bounds the class declares
    (``AT_LEAST``: key -> least value, ``AT_MOST``: key -> most)."""
    if not isinstance(d, dict):
        raise Corrupt(f"is {json_type(d)}, expected an object")
    hints = field_types(cls)
    for f in dataclasses.fields(cls):
        if not _has_default(f) and f.name not in d:
            raise Corrupt(f'has no "{f.name}"')
    for key, value in d.items():
        if key in hints:
            try:
                check(value, hints[key], finite=True)
                _in_bounds(cls, key, value)
            except Corrupt as e:
                raise e.inside(key) from None
        elif not unknown_ok:
            raise Corrupt(f"has a key this version does not know: {str(key)[:60]!r}")


BOUND_SLACK = 1e-6  # a figure computed as a difference may land this far past its bound


def _in_bounds(cls: type, key: str, value: Any) -> None:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return
    least, most = getattr(cls, "AT_LEAST", {}).get(key), getattr(cls, "AT_MOST", {}).get(key)
    problem = Bound(float, least, most=most, slack=BOUND_SLACK).problem(value)
    if problem is not None:
        raise Corrupt(f"is {value}, expected {problem.words}")


@dataclasses.dataclass
class Record:
    """Base of the manifest's records (subclasses are dataclasses)."""

    # Fields left out of a new record's JSON while they are None (set later in a run, or optional).
    OMIT_NONE: ClassVar[frozenset[str]] = frozenset()

    def __post_init__(self) -> None:
        self.extra: dict[str, Any] = {}
        self._order: tuple[str, ...] = ()  # the keys as read from a file (none for a new record)
        self._read = False

    @classmethod
    def known(cls) -> tuple[str, ...]:
        return tuple(f.name for f in dataclasses.fields(cls))

    @classmethod
    def from_dict(cls: type[R], d: dict[str, Any]) -> R:
        """The record of the JSON object ``d``; ``Corrupt`` where a value does not fit."""
        check_fields(cls, d)
        known = set(cls.known())
        kwargs = {}
        for k, v in d.items():
            if k in known:
                try:
                    kwargs[k] = decode(v, field_types(cls)[k])
                except Corrupt as e:
                    raise e.inside(k) from None
        obj = cls(**kwargs)
        obj.extra = {k: v for k, v in d.items() if k not in known}
        obj._order = tuple(d)
        obj._read = True
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


@dataclasses.dataclass
class Row(Record):
    """One row of a table in a run's JSON: a key whose annotation does not admit None and whose field has no
    default (older runs lack it) must be there (a hand-edited row without it is ``Corrupt``); a row read
    from a file writes back the keys it read (an optional key it lacked stays out), a new row writes all
    of its keys."""

    @classmethod
    def from_dict(cls: type[R], d: dict[str, Any]) -> R:
        if not isinstance(d, dict):
            raise Corrupt(f"is {json_type(d)}, expected an object")
        left_out: dict[str, None] = {}
        defaults = {f.name for f in dataclasses.fields(cls) if _has_default(f)}
        for key, hint in field_types(cls).items():
            if key not in d and key not in defaults:
                if not _optional(hint) and hint is not Any:
                    raise Corrupt(f'has no "{key}"')
                left_out[key] = None
        obj = super().from_dict({**d, **left_out})
        obj._order = tuple(d)
        return obj

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        if self._read:  # an empty object read stays empty
            for k in self.known():
                if k not in self._order and out.get(k, 0) is None:
                    del out[k]
        return out


T = TypeVar("T")


@dataclasses.dataclass
class Sides(Generic[T]):
    """One figure of each of two named sides (a comparison's base and other), written as
    ``{base_name: .., other_name: ..}``, the base first: ``Sides[X]`` reads each value as ``X`` declares."""

    base_name: str
    other_name: str
    base: T
    other: T

    def of(self, name: str) -> T | None:
        return self.base if name == self.base_name else self.other if name == self.other_name else None

    def to_dict(self) -> dict[str, Any]:
        return {self.base_name: _encode(self.base), self.other_name: _encode(self.other)}

    @classmethod
    def from_dict(cls, d: dict[str, Any], item: Any = Any) -> Sides[Any]:
        if not isinstance(d, dict) or len(d) != 2:
            raise Corrupt(f"is {json_type(d)}, expected an object of two sides")
        (b, bv), (o, ov) = d.items()
        got = []
        for name, v in ((b, bv), (o, ov)):
            try:
                check(v, item)
                got.append(decode(v, item))
            except Corrupt as e:
                raise e.inside(name) from None
        return cls(b, o, got[0], got[1])


_RANK_KEY = re.compile(r"0|[1-9][0-9]*")


class PerRank(Mapping[int, T]):
    """A figure of each rank of a job, keyed by the rank (an int; JSON writes it as the rank's decimal
    string, which reading checks: a key that is no rank is ``Corrupt``)."""

    __slots__ = ("_by",)

    def __init__(self, by: Mapping[int, T] | None = None):
        got = dict(by or {})
        if bad := [k for k in got if not isinstance(k, int) or isinstance(k, bool)]:
            raise TypeError(f"a rank is an int, not {bad[0]!r}")
        self._by: dict[int, T] = got

    def __getitem__(self, rank: int) -> T:
        return self._by[rank]

    def __iter__(self) -> Iterator[int]:
        return iter(self._by)

    def __len__(self) -> int:
        return len(self._by)

    def __repr__(self) -> str:
        return f"PerRank({self._by!r})"

    def to_dict(self) -> dict[str, Any]:
        return {str(k): _encode(v) for k, v in self._by.items()}

    @classmethod
    def from_dict(cls, d: dict[str, Any], item: Any = Any) -> PerRank[Any]:
        if not isinstance(d, dict):
            raise Corrupt(f"is {json_type(d)}, expected an object keyed by rank")
        got: dict[int, Any] = {}
        for k, v in d.items():
            if not _RANK_KEY.fullmatch(str(k)):
                raise Corrupt(f"has a key that is no rank: {str(k)[:40]!r}")
            try:
                check(v, item)
                got[int(k)] = decode(v, item)
            except Corrupt as e:
                raise e.inside(k) from None
        return cls(got)


def _record_type(hint: Any) -> Any:
    """The type a JSON object of ``hint`` is read as (a class with ``from_dict``), else None."""
    return hint if isinstance(hint, type) and hasattr(hint, "from_dict") else None


def decode(value: Any, hint: Any) -> Any:
    """The JSON ``value`` (already checked against ``hint``) as ``hint`` declares it: records read by their
    ``from_dict`` (one, a list or an object of them by name), enums as their members, the rest as is."""
    if value is None:
        return value
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (Union, types.UnionType):
        others = [a for a in args if a is not type(None)]
        return decode(value, others[0]) if len(others) == 1 else value
    if (rec := _record_type(hint)) is not None:
        return rec.from_dict(value)
    if origin is Sides:
        return Sides.from_dict(value, args[0] if args else Any)
    if origin is PerRank:
        return PerRank.from_dict(value, args[0] if args else Any)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    item = args[-1] if args and origin in (list, tuple, dict) else None
    if typing.get_origin(item) in (Union, types.UnionType):  # list[Row | None]: None items stay None
        inner = [a for a in typing.get_args(item) if a is not type(None)]
        item = inner[0] if len(inner) == 1 else None
    rec = _record_type(item)
    if rec is None:
        return value
    out: Any = {} if origin is dict else []
    for i, v in value.items() if origin is dict else enumerate(value):
        try:
            got = None if v is None else rec.from_dict(v)
        except Corrupt as e:
            raise e.inside(i) from None
        if origin is dict:
            out[i] = got
        else:
            out.append(got)
    return out


def _encode(value: Any) -> Any:
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        return {k: _encode(v) for k, v in value.items()}
    return value
