"""What the commands share: progress lines, output, the --format option from a renderer registry,
the options of the commands that compile a model."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable

from inductor_probe.bounds import Bound, Wrong
from inductor_probe.errors import printable
from inductor_probe.render.fit import fit, terminal_width

MODEL_HELP = "model file (get_model/get_inputs) or a script that calls torch.compile"


def number(
    kind: type, minimum: float, strict: bool = False, maximum: float | None = None
) -> Callable[[str], float]:
    """An argparse type under the one rule for numbers (``bounds.Bound``): a finite ``kind`` at least
    ``minimum`` (above it when ``strict``) and at most ``maximum``; ``nan``, ``inf`` and out-of-range values
    are one-line usage errors before any work starts."""
    bound = Bound(kind, minimum, strict, maximum)

    def parse(text: str):
        value, problem = bound.parse(text)
        if problem is None:
            return value
        if problem.wrong is Wrong.RANGE:
            raise argparse.ArgumentTypeError(f"must be {problem.words}, not {text}")
        raise argparse.ArgumentTypeError(f"{text!r} is not {problem.words}")

    parse.__name__ = kind.__name__  # argparse names the type in its messages
    return parse


SECONDS = number(float, 0, strict=True)  # a timeout or budget
COUNT = number(int, 1)  # calls, kernels shown, input sets


def progress(quiet: bool) -> Callable[[str], None]:
    t0 = time.monotonic()

    def say(msg: str) -> None:
        if not quiet:  # a model's or a file's name may hold terminal escapes: never echoed raw
            print(f"[{time.monotonic() - t0:6.1f}s] {printable(msg)}", file=sys.stderr, flush=True)

    return say


def emit(text: str) -> None:
    """A command's output on stdout, without terminal control characters (a kernel's, a trace's or a stored
    error's text may hold escapes that would clear the screen or rewrite lines); tabs and newlines kept."""
    text = printable(text)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def add_format(p: argparse.ArgumentParser, renderers: dict) -> None:
    """``--format``, its choices the formats the result type's renderers know; ``--wide``."""
    p.add_argument("--format", choices=tuple(renderers), default="text")
    p.add_argument(
        "--wide",
        action="store_true",
        help="text at a terminal: every line as written (by default fitted to the terminal's width: long "
        "lines wrapped, tables' widest columns cut, then their empty and last columns left out; a file or "
        "pipe always gets every line whole)",
    )


def render(renderers: dict, a: argparse.Namespace, result) -> int:
    text = renderers[a.format](result, top=getattr(a, "top", None))
    if a.format == "text" and not getattr(a, "wide", False) and sys.stdout.isatty():
        text = fit(text, terminal_width())
    emit(text)
    if getattr(a, "html", None):
        write_html(renderers, a.html, result)
    return 0


def html_path(text: str):
    """An argparse type for ``--html PATH``: refused before any work starts when it names a folder or a
    place where no file can be made (a file is made and removed there to know); missing folders on the
    way are made when the page is written."""
    import tempfile
    from pathlib import Path

    path = Path(text).expanduser()
    raw = os.fsencode(text)
    if max((len(part) for part in raw.split(b"/")), default=0) > NAME_MAX or len(raw) > PATH_MAX:
        raise argparse.ArgumentTypeError(
            f"too long for a path (a part over {NAME_MAX} bytes, or over {PATH_MAX} in all); "
            "give a shorter one"
        )
    if not text.strip() or path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file; give a file, e.g. report.html")
    parent = path.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    try:
        with tempfile.NamedTemporaryFile(dir=parent, prefix=".inductor-probe-html-"):
            pass
    except OSError as e:
        raise argparse.ArgumentTypeError(
            f"cannot write {text!r}: no file can be made in {parent} ({e.strerror})"
        ) from None
    return path


INPUT_ARGS = ("path", "model", "run", "other_run", "run_a", "run_b")  # what a command reads, by its dest


def check_html(a: argparse.Namespace) -> None:
    """``--html PATH``, before any work: where the page writer allows a page
    (``render/html/page.check_target``: a page or a new file, never a device, a pipe or a link to one, never
    one of the command's own inputs: the model file, a file of a run it reads)."""
    from pathlib import Path

    from inductor_probe.render.html.page import check_target

    html = getattr(a, "html", None)
    if html is None:
        return
    inputs = [getattr(a, name, None) for name in INPUT_ARGS]
    check_target(Path(html), [Path(v) for v in inputs if isinstance(v, (str, Path)) and str(v)])


def add_html(p: argparse.ArgumentParser) -> None:
    """``--html PATH``: the result also as one self-contained HTML page (the renderers' ``html``)."""
    p.add_argument(
        "--html",
        metavar="PATH",
        type=html_path,
        help="also write the result as one self-contained HTML page (opens offline: charts, sortable tables)",
    )


def write_html(renderers: dict, path, result) -> None:
    """Write ``renderers["html"]`` of ``result`` to ``path`` (links relative to its folder) and say where."""
    from inductor_probe.render.html.page import write_page

    path = path.resolve()
    write_page(renderers["html"](result, links_from=path.parent), path)
    print(f"html report: {path}", file=sys.stderr, flush=True)


def add_options(p: argparse.ArgumentParser, cls: type) -> None:
    """The flags of ``cls``'s options (``inductor_probe/options.py``: names, defaults, help and bounds
    declared there once): a ``bool`` one a switch, a number checked by ``number``, a choice by its
    choices."""
    from inductor_probe.options import help_of, kind_of, options

    for f in options(cls):
        flag, kind, meta = "--" + f.name.replace("_", "-"), kind_of(cls, f), f.metadata
        if kind is bool:
            p.add_argument(flag, action="store_true", help=help_of(f))
            continue
        kw: dict = {"default": f.default, "help": help_of(f)}
        if kind in (int, float):
            kw["type"] = number(kind, meta["minimum"], meta["strict"], meta.get("maximum"))
        if meta.get("metavar"):
            kw["metavar"] = meta["metavar"]
        p.add_argument(flag, **kw)


def add_model_arguments(
    p: argparse.ArgumentParser, command: str, renderers: dict, description: str, top_help: str, cls: type
) -> None:
    """Options of the commands that compile and profile a model (``breakdown``, ``compare``): ``cls``'s
    (``options.BreakdownOptions``, ``options.CompareOptions``) and the output's."""
    p.usage = f"inductor-probe {command} PATH [options] [-- SCRIPT_ARGS...]"
    p.description = description
    p.add_argument("path", help=MODEL_HELP)
    add_options(p, cls)
    p.add_argument("-q", "--quiet", action="store_true", help="no progress lines on stderr")
    add_format(p, renderers)
    p.add_argument("--top", type=COUNT, default=None, help=top_help)
    add_html(p)


def option_kwargs(a: argparse.Namespace, cls: type) -> dict:
    """The API's keyword arguments (``api.breakdown``, ``api.compare``) from a command line of ``breakdown``
    or ``compare``: every option of ``cls``; what the run records as its command is the command line."""
    from inductor_probe.options import options

    kw = {f.name: getattr(a, f.name) for f in options(cls)}
    return kw | {
        "script_args": tuple(getattr(a, "script_args", None) or ()),
        "progress": progress(a.quiet),
        "command": ("inductor-probe", *getattr(a, "command_line", sys.argv[1:])),
    }


PATH_ARGS = ("path", "other_run", "out", "run", "run_a", "run_b", "html", "cache_dir", "target", "traces")
NAME_MAX = 255  # bytes in one part of a path (Linux, macOS)
PATH_MAX = 4095  # bytes in a whole path


def check_paths(a: argparse.Namespace) -> None:
    """Every path argument fits the filesystem's limits before any work (a part over 255 bytes raised a
    traceback deep in a command): a one-line error naming the argument."""
    from inductor_probe.errors import USAGE, ProbeError

    for name in PATH_ARGS:
        value = getattr(a, name, None)
        if not isinstance(value, str):
            continue
        positional = name in ("path", "target", "run_a", "run_b", "other_run")
        flag = {"other_run": "RUN_B"}.get(name, name.upper()) if positional else "--" + name.replace("_", "-")
        text = value.rsplit(":", 1)[0] if name == "target" and ".py:" in value else value
        raw = os.fsencode(text)
        if b"\x00" in raw:
            raise ProbeError(f"{flag} holds a NUL character; give a plain path", USAGE)
        long = max((len(part) for part in raw.split(b"/")), default=0)
        if long > NAME_MAX or len(raw) > PATH_MAX:
            raise ProbeError(
                f"{flag} is too long for a path (a part of {long} bytes, {NAME_MAX} at most; "
                f"{len(raw)} bytes in all, {PATH_MAX} at most); give a shorter one",
                USAGE,
            )
