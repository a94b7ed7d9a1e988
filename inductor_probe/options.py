"""The options of the commands that compile and profile a model (``breakdown``, ``compare``), each declared
once here with its default, help and bounds: the command line's flags (``cli/_common.add_options``), the
API's keywords and their checks (``api.breakdown``, ``api.compare``: ``given``) and what the workflows take
(``BreakdownOptions``) are all made from these fields.

A field is an option where its metadata has ``help``; its flag is ``--`` and its name with dashes
(``nproc_per_node``: ``--nproc-per-node``), a ``bool`` one a switch. ``{default}`` in a help text is the
field's default. ``model``, ``script_args`` (what follows ``--``) and ``command`` are not flags.
"""

from __future__ import annotations

import dataclasses
import difflib
import os
import typing
from dataclasses import dataclass, field
from typing import Any

from inductor_probe.bounds import Bound, Wrong
from inductor_probe.errors import USAGE, OptionError, ProbeError
from inductor_probe.vocab import CompileMode, ProfileWindow


def _opt(
    default: Any,
    help: str,
    minimum: float | None = None,
    strict: bool = False,
    maximum: float | None = None,
    **meta: Any,
) -> Any:
    """A field that is an option: its default, help (``{default}`` filled in) and, for a number, the least
    value (above it when ``strict``) and the most."""
    meta = {"help": help, "minimum": minimum, "strict": strict, "maximum": maximum, **meta}
    return field(default=default, metadata=meta)


MAX_PORT = 65535


TIMEOUT_HELP = "seconds each child, and the tool's analysis of what it wrote, may take (default {default:g})"


@dataclass(frozen=True)
class ModelOptions:
    """The options ``breakdown`` and ``compare`` share, and the model (a file or script's path)."""

    model: str = ""
    backward: bool = _opt(False, "also run backward and profile the backward graph")
    eager_baseline: bool = _opt(
        False,
        "also run the model file's steps uncompiled first: its peak memory and wall beside the compiled "
        "ones (CUDA)",
    )
    device: str = _opt("auto", "auto (cuda if available) | cuda | cuda:N | cpu")
    script: bool = _opt(False, "run PATH as __main__ even if it defines get_model()")
    out: str | None = _opt(None, "run directory (default ./probe-runs/<time>-<model>/)")
    steps: int = _opt(
        5, "profiled steps of the real run (default {default}; 0: none, each module on its own instead)", 0
    )
    profile: str = _opt(
        ProfileWindow.BOTH.value,
        "the profiled windows: both (the lean one for the step's figures, barely stretched; the rich "
        "one, ops with shapes and Python stacks, for the detail) | lean | rich (default {default})",
        choices=tuple(ProfileWindow),
    )
    calls: int = _opt(10, "calls per compiled module in the isolated view (default {default})", 1)
    timeout: float = _opt(1800.0, TIMEOUT_HELP, 0, strict=True)
    nproc_per_node: int = _opt(
        1,
        "run a script as a torchrun job of N processes (ranks), each profiled; the job's collectives "
        "matched across ranks (default {default}: no torchrun)",
        1,
    )
    isolated: bool = _opt(
        False, "also profile each compiled module on its own, on its own random inputs (what -p does)"
    )
    force: bool = _opt(
        False, "run again into an --out that holds a finished run (its run.json is kept aside)"
    )
    script_args: tuple[str, ...] = ()  # the script's own arguments (after --)
    command: tuple[str, ...] | None = None  # what run.json records as the command (default: sys.argv)


@dataclass(frozen=True)
class BreakdownOptions(ModelOptions):
    """``breakdown``'s options."""

    mode: str = _opt(CompileMode.DEFAULT.value, " | ".join(CompileMode), choices=tuple(CompileMode))
    cache_dir: str | None = _opt(
        None, "private Inductor cache to use (default: ~/.cache/inductor-probe/.inductor-cache)"
    )
    fresh_cache: bool = _opt(False, "compile from scratch into a cache inside the run dir")
    ncu_top: int = _opt(
        0,
        "then the step's K largest generated Triton kernels under Nsight Compute (`kernel NAME --ncu` each: "
        "DRAM bytes measured, the roofline on them beside the estimate; default {default}: none)",
        0,
        metavar="K",
    )
    nnodes: int = _opt(
        1,
        "hosts of the torchrun job: run the tool once on each, with the same --nnodes and --rdzv-endpoint; "
        "node rank 0 makes the job view (default {default})",
        1,
    )
    node_rank: int = _opt(0, "this host's place among the job's hosts, 0 to N-1 (default {default})", 0)
    rdzv_endpoint: str | None = _opt(
        None,
        "HOST:PORT where the job's hosts meet (torchrun's), the host of node rank 0",
        metavar="HOST:PORT",
    )
    rdzv_backend: str = _opt(
        "static", "torchrun's rendezvous: static | c10d (default {default})", choices=("static", "c10d")
    )
    rdzv_id: str | None = _opt(None, "the job's id, the same on every host (default: inductor-probe)")
    job_port: int = _opt(
        0,
        "the port on the rendezvous host where the hosts' summaries meet (default {default}: the "
        "rendezvous port + 1)",
        0,
        maximum=MAX_PORT,
    )


@dataclass(frozen=True)
class CompareOptions(ModelOptions):
    """``compare``'s options: the shared ones (its own timeout, out and force) and the pair's."""

    out: str | None = _opt(None, "directory for both runs (default ./probe-runs/<time>-compare-<model>/)")
    timeout: float = _opt(3600.0, TIMEOUT_HELP, 0, strict=True)
    force: bool = _opt(
        False,
        "with RUN_A RUN_B: write again into an --out that holds a comparison (its compare.json is kept "
        "aside)",
    )
    modes: str | None = _opt(None, "the two compile modes (default: default,max-autotune)", metavar="A,B")
    pairs: int = _opt(
        10,
        "pairs of interleaved blocks (A B, B A, ...) measured in one process (default {default}; 0: none)",
        0,
    )

    def sides(self) -> BreakdownOptions:
        """What each side's breakdown takes (the mode and cache are the comparison's own)."""
        shared = {f.name: getattr(self, f.name) for f in dataclasses.fields(ModelOptions)}
        return BreakdownOptions(**shared)


def options(cls: type) -> list[dataclasses.Field]:
    """The fields of ``cls`` that are options (flags), in their order."""
    return [f for f in dataclasses.fields(cls) if "help" in f.metadata]


def kind_of(cls: type, f: dataclasses.Field) -> type:
    """An option's value type: bool, int, float or str (``str | None`` is str)."""
    hint = typing.get_type_hints(cls)[f.name]
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    return args[0] if args else hint


def help_of(f: dataclasses.Field) -> str:
    return f.metadata["help"].format(default=f.default)


def number(
    name: str,
    value: Any,
    kind: type,
    minimum: float | None,
    strict: bool = False,
    maximum: float | None = None,
) -> Any:
    """``value`` of the option ``name`` under the one rule for numbers (``bounds.Bound``): a finite ``kind``
    (int or float) at least ``minimum`` (above it when ``strict``) and at most ``maximum``, else an
    ``OptionError`` naming it."""
    problem = Bound(kind, minimum, strict, maximum).problem(value)
    if problem is None:
        return value
    words = problem.words if problem.wrong is Wrong.RANGE else Bound(kind).noun
    raise OptionError(name, value, f"{{}}: must be {words}")


def _value(cls: type, f: dataclasses.Field, value: Any) -> Any:
    """One option's value from the API, checked: numbers in their bounds, a choice among its choices, a
    path as text, a switch as a bool."""
    kind, meta = kind_of(cls, f), f.metadata
    if kind is bool:
        return bool(value)
    if kind in (int, float):
        return number(
            f.name, value, kind, meta.get("minimum"), meta.get("strict", False), meta.get("maximum")
        )
    if value is None:
        return None
    if meta.get("choices") and value not in meta["choices"]:
        raise OptionError(f.name, value, f"unknown {{}}; choose one of {', '.join(meta['choices'])}")
    if not isinstance(value, (str, os.PathLike)):
        raise OptionError(f.name, value, "{}: must be text (or a path)")
    return os.fspath(value)


def given(cls: type, kw: dict[str, Any], what: str) -> Any:
    """``cls`` from the API's keyword arguments (``what``: the function, for the message), every value
    checked before anything runs; an unknown keyword names the nearest option."""
    known = {f.name: f for f in options(cls)}
    for name in kw:
        if name not in known:
            near = difflib.get_close_matches(name, list(known), n=1)
            hint = f"; did you mean {near[0]}=?" if near else f"; the options: {', '.join(known)}"
            raise ProbeError(f"{what}() has no option {name}={kw[name]!r}{hint}", USAGE)
    return cls(**{name: _value(cls, known[name], value) for name, value in kw.items()})


def signature_of(cls: type, before: list, after: list) -> typing.Any:
    """The API function's signature: ``before`` (positional parameters), then every option of ``cls``
    as a keyword with its default, then ``after`` (keywords that are not options)."""
    import inspect

    hints = typing.get_type_hints(cls)
    keywords = [
        inspect.Parameter(f.name, inspect.Parameter.KEYWORD_ONLY, default=f.default, annotation=hints[f.name])
        for f in options(cls)
    ]
    return inspect.Signature([*before, *keywords, *after])
