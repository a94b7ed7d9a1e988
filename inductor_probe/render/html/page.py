"""The page shell: the data as JSON, the script and the styles inline, in one HTML file.

Nothing is fetched when the file opens: the Content-Security-Policy allows the page's own two inline
scripts (by hash), inline styles and no source at all, so a report opened from disk (or sent to a
colleague) loads nothing from the network, even by mistake, and no injected script runs. Opened with
``#selftest`` the page also checks itself and writes what it found into ``<pre id="selftest">`` (see
``assets/selftest.js``), for a headless browser to read.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import math
import os
from importlib import resources
from pathlib import Path
from urllib.parse import quote

from inductor_probe._version import __version__

# The script's parts, in the order they are joined into one function scope.
SCRIPTS = (
    "util.js",
    "charts.js",
    "memory.js",
    "lanes.js",
    "roofline.js",
    "table.js",
    "selftest.js",
    "main.js",
)
STYLES = ("report.css",)
# Scripts: only the page's own two, by their SHA-256 (``csp``): text that slipped into the page as a script
# would not run. Styles stay inline (the charts set style attributes).
CSP = "default-src 'none'; script-src {scripts}; style-src 'unsafe-inline'; img-src data:"
# Before anything else runs: errors of the page's own script are caught and kept for the self-test.
ERROR_HOOK = (
    "window.__probeErrors=[];"
    "window.addEventListener('error',function(e){__probeErrors.push(String(e.message||e))});"
    "window.addEventListener('unhandledrejection',function(e){__probeErrors.push(String(e.reason))});"
    "(function(){var f=console.error;console.error=function(){"
    "__probeErrors.push(Array.prototype.join.call(arguments,' '));return f.apply(console,arguments)}})();"
)


def _asset(name: str) -> str:
    return (
        resources.files("inductor_probe.render.html")
        .joinpath("assets")
        .joinpath(name)
        .read_text(encoding="utf-8")
    )


def clean(value):
    """``value`` with NaN and infinities as None (JSON has no NaN), tuples as lists, a record as its JSON
    object (never its repr: a page's script reads its fields)."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {str(k): clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [clean(v) for v in value]
    if value is None or isinstance(value, (str, int, bool)):
        return value
    if hasattr(value, "item"):  # a numpy scalar from a DataFrame
        return clean(value.item())
    if hasattr(value, "to_dict"):  # a record (run/record.py)
        return clean(value.to_dict())
    return str(value)


def data_json(data: dict) -> str:
    """JSON that is safe inside ``<script>``: no ``<``, ``>`` or ``&`` (a kernel name or a source line
    cannot close the element), no line separators that old parsers take for line ends."""
    text = json.dumps(clean(data), ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    for ch, esc in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(ch, esc)
    return text


def csp(*scripts: str) -> str:
    """The page's Content-Security-Policy: the inline scripts ``scripts`` (their exact text) and no other."""
    hashes = " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"
        for text in scripts
    )
    return CSP.format(scripts=hashes)


def page(data: dict) -> str:
    """The whole HTML file for one page of blocks (see the package docstring)."""
    script = "\n".join(_asset(name) for name in SCRIPTS)
    main = f'\n(function () {{\n"use strict";\n{script}\n}})();\n'
    style = "\n".join(_asset(name) for name in STYLES)
    title = html.escape(str(data.get("title") or "inductor-probe"))
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{csp(ERROR_HOOK, main)}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f'<meta name="generator" content="inductor-probe {html.escape(__version__)}">\n'
        f"<title>{title}</title>\n"
        f"<script>{ERROR_HOOK}</script>\n"
        f"<style>\n{style}</style>\n</head>\n<body>\n"
        "<noscript>This report draws its tables and charts with JavaScript, which is off; "
        "its data is in the page as JSON (the probe-data script element).</noscript>\n"
        '<main id="app"></main>\n'
        f'<script type="application/json" id="probe-data">{data_json(data)}</script>\n'
        f"<script>{main}</script>\n"
        "</body>\n</html>\n"
    )


def href(path: Path, links_from: Path | None) -> str:
    """A link to ``path``: relative to the folder the page is written to, or an absolute ``file:`` URL
    when that is not known (the page printed to stdout)."""
    path = Path(path)
    if links_from is None:
        return path.resolve().as_uri()
    rel = os.path.relpath(path.resolve(), Path(links_from).resolve())
    return quote(Path(rel).as_posix())


def kept(run_dir: Path, rel: str | None) -> Path | None:
    """The file a run recorded as ``rel``, or its gzipped copy (recorded runs keep traces gzipped);
    None when neither is there."""
    if not rel:
        return None
    for p in (run_dir / rel, run_dir / (rel + ".gz")):
        if p.is_file():
            return p
    return None


SYSTEM_DIRS = ("/dev/", "/proc/", "/sys/")
PAGE_SUFFIXES = (".html", ".htm")


def check_target(path: Path, inputs=()) -> None:
    """Where a page may be written, for every caller (the command line's ``--html`` before any work, the
    API's ``to_html``, ``write_page``): a new file or a regular one, never a folder, a device, a pipe or a
    link to one, nothing under /dev, /proc or /sys, and never one of the ``inputs`` (a run directory's files
    other than a page, the model file): a one-line ProbeError that names the problem."""
    from inductor_probe.errors import USAGE, ProbeError

    given = Path(path).expanduser()
    target = given.resolve()
    if target.is_dir():
        raise ProbeError(f"{given} is a folder; give a file for the page, e.g. {given / 'run.html'}", USAGE)
    if (given.exists() or given.is_symlink()) and not target.is_file() or str(target).startswith(SYSTEM_DIRS):
        raise ProbeError(
            f"{given} is not a regular file (a device, a pipe, a link to one?); give a new file, e.g. "
            "report.html",
            USAGE,
        )
    for source in inputs:
        source = Path(source).expanduser()
        inside = source.is_dir() and source.resolve() in target.parents and target.suffix != ".html"
        if inside or (source.is_file() and source.resolve() == target):
            raise ProbeError(
                f"{given} is an input of this command ({source}); give another file, e.g. report.html", USAGE
            )
    if target.is_file() and target.suffix.lower() not in PAGE_SUFFIXES:
        raise ProbeError(
            f"{given} exists and is not an HTML page; give a .html file (a page is written over only where "
            "it is one)",
            USAGE,
        )


def write_page(text: str, path: Path, inputs=()) -> Path:
    """``text`` written to ``path`` through a temporary file and a rename (missing folders made), once
    ``check_target`` allows it; a path that cannot be written is a one-line ProbeError. Returns the path,
    resolved."""
    import tempfile

    from inductor_probe.errors import USAGE, ProbeError

    check_target(path, inputs)
    path = Path(path).expanduser().resolve()
    tmp: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=path.parent, prefix=f".{path.name}.", suffix=".tmp", delete=False
        ) as f:  # a file of its own beside the page: nothing of the user's is written over
            tmp = Path(f.name)
            f.write(text)
        os.replace(tmp, path)
    except OSError as e:
        if tmp is not None:
            tmp.unlink(missing_ok=True)
        raise ProbeError(
            f"cannot write the HTML report {path}: {e.strerror or e}; give another --html PATH", USAGE
        ) from None
    return path
