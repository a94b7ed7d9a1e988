"""The run directory on disk: where a run goes, ``latest``, the shared private cache.

::

    probe-runs/                   the tool's own runs folder (--out puts a run elsewhere)
      latest -> 20261122-120000-model
      20261122-120000-model/
        run.json                  manifest (run/manifest.py)
        modules/g0_forward.py     compiled modules (copies)
        kernels/<kernel>.py       Triton kernel files (copies, GPU only)
        traces/g0_forward.json    one Chrome trace per module
        logs/                     child-process logs
        .lock                     held while a run writes here

    ~/.cache/inductor-probe/.inductor-cache/   the runs' shared private Inductor cache
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import TextIO

from inductor_probe._util import read_file
from inductor_probe.errors import USAGE, ProbeError

DEFAULT_ROOT = Path("probe-runs")
CACHE_NAME = ".inductor-cache"
MANIFEST = "run.json"
COMPARE = "compare.json"
LOCK = ".lock"
MARKER = ".inductor-probe"  # written only by the tool, in every folder it makes for a run or a comparison
MARKER_TEXT = '{"tool": "inductor-probe"}\n'
TOOL = "inductor-probe"  # the manifest's ``tool`` key
SUBDIRS = ("modules", "kernels", "traces", "logs")


def slug(text: str) -> str:
    """A file-name-safe form of a model's name."""
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", text).strip("-") or "model"


def default_out(name: str, kind: str = "", now: _dt.datetime | None = None) -> Path:
    """``probe-runs/<time>-[<kind>-]<name>``, with ``-2``, ``-3``... when it exists."""
    now = now or _dt.datetime.now()
    base = DEFAULT_ROOT / f"{now:%Y%m%d-%H%M%S}-{kind + '-' if kind else ''}{slug(name)}"
    out, n = base, 1
    while out.exists():
        n += 1
        out = Path(f"{base}-{n}")
    return out


def _refuse(message: str) -> ProbeError:
    return ProbeError(message, USAGE)


def mark(path: Path) -> None:
    """Say that ``path`` is the tool's own folder (``MARKER``): only such a folder is ever run into again."""
    marker = path / MARKER
    if not marker.exists():
        marker.write_text(MARKER_TEXT)


def _is_probe_run(path: Path) -> bool:
    """``path`` is a folder the tool made: its marker, exactly as the tool writes it, or (runs made before
    the marker) a manifest with the tool's name and schema, or a comparison with its schema and sides. A
    ``.lock`` or a ``compare.json`` of the user's is not enough."""
    try:
        if (path / MARKER).is_file() and (path / MARKER).read_text() == MARKER_TEXT:
            return True
    except OSError:
        return False
    for name, keys in (
        (MANIFEST, ("tool", "schema", "graphs")),
        (COMPARE, ("schema", "base", "other", "kernels")),
    ):
        try:
            data = json.loads((path / name).read_text())
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and all(k in data for k in keys):
            if name == COMPARE or data.get("tool") == TOOL:
                return True
    return False


def check_out(out: str | Path | None) -> Path | None:
    """``--out``: a new (or empty) directory, or a run directory this tool made. Anything else is
    refused before any work starts, and nothing is created here."""
    if out is None:
        return None
    if not str(out).strip():
        raise _refuse("--out is empty; give a directory for the run, e.g. --out probe-runs/mine")
    path = Path(out).expanduser()
    if path.exists() and not path.is_dir():
        raise _refuse(f"--out {path} is a file, not a directory; give a new directory for the run")
    if path.is_dir():
        try:
            entries = sorted(p.name for p in path.iterdir())
        except OSError as e:
            raise _refuse(f"cannot read --out {path}: {e.strerror or e}; choose another --out DIR") from None
        if entries and not _is_probe_run(path):
            shown = ", ".join(entries[:3]) + (", ..." if len(entries) > 3 else "")
            raise _refuse(
                f"--out {path} exists and is not an inductor-probe run directory (it holds {shown}); "
                "give a new or empty directory"
            )
    return path


class RunLock:
    """An exclusive lock on a run directory (``.lock``, ``flock``): a second run into the same
    directory fails at once. The kernel drops it when the process ends, however it ends."""

    def __init__(self, run: Path):
        self.path = run / LOCK
        self._fh: TextIO | None = None

    def acquire(self) -> RunLock:
        fh = open(self.path, "a+")
        try:
            import fcntl
        except ImportError:  # pragma: no cover (no flock: runs are not locked)
            self._fh = fh
            return self
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            fh.seek(0)
            holder = fh.read().strip() or "?"
            fh.close()
            raise _refuse(
                f"another inductor-probe run (pid {holder}) is writing to {self.path.parent}; "
                "wait for it to finish or choose another --out DIR"
            ) from None
        fh.seek(0)
        fh.truncate()
        fh.write(str(os.getpid()))
        fh.flush()
        self._fh = fh
        return self

    def release(self) -> None:
        """Drop the lock and remove ``.lock`` (a finished run keeps no lock file)."""
        if self._fh is not None:
            try:
                self.path.unlink()  # still holding the lock: no other run holds this file
            except OSError:
                pass
            self._fh.close()  # closing drops the flock
            self._fh = None


def _writable(folder: Path, probe: str, cannot: str, fix: str) -> None:
    """``folder`` made and written to (a probe file written and removed), else a one-line refusal: ``cannot``
    and the folder, why, and ``fix``."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / probe).write_text("")
        (folder / probe).unlink()
    except OSError as e:
        raise _refuse(f"{cannot} {folder}: {e.strerror or e}; {fix}") from None


def new_run_dir(
    out: str | Path | None, model_name: str, now: _dt.datetime | None = None, force: bool = False
) -> tuple[Path, RunLock]:
    """Create the run directory (``--out`` or a timestamped default) and lock it.

    ``--out`` must pass :func:`check_out`. A run directory that already holds a finished run's
    manifest is re-used only with ``force``; its manifest is then kept aside as
    ``run-<created>.json``, and a multi-rank job's each rank's as ``rankN/run-<created>.json``. Returns
    the directory (resolved) and its lock, held until released.
    """
    path = check_out(out)
    run = path if path is not None else default_out(model_name, now=now)
    _writable(run, ".write-test", "cannot write the run directory", "choose a writable place with --out DIR")
    if not force and (run / MANIFEST).exists():
        _set_aside_old_manifest(run, force)  # refuses, before the lock file is made
    lock = RunLock(run).acquire()
    try:
        mark(run)  # once it is ours to write: a locked run of another process is left as it was
        _set_aside_old_manifest(run, force)
        if force:  # a job's ranks: each rank's manifest too (what it measured stays)
            for rank in sorted(run.glob("rank[0-9]*")):
                if rank.is_dir() and not rank.is_symlink():
                    _set_aside_old_manifest(rank, True)
        for sub in SUBDIRS:
            (run / sub).mkdir(exist_ok=True)
    except BaseException:
        lock.release()
        raise
    return run.resolve(), lock


def _set_aside_old_manifest(run: Path, force: bool, name: str = MANIFEST, what: str = "a run") -> None:
    old = run / name
    if not old.exists():
        return
    if not force:
        raise _refuse(
            f"{run} already holds {what}; pass --force to run again into it (its {name} is kept aside) "
            "or give a new --out DIR"
        )
    try:
        created = json.loads(old.read_text()).get("created", "")
    except (OSError, ValueError, AttributeError):
        created = ""
    stamp = slug(str(created).replace(":", "")) or "previous"
    base = name.removesuffix(".json")
    aside, n = run / f"{base}-{stamp}.json", 1
    while aside.exists():
        n += 1
        aside = run / f"{base}-{stamp}-{n}.json"
    old.rename(aside)


def compare_dir(out: Path, force: bool) -> Path:
    """The folder of a comparison: made and marked; one that holds a finished comparison is written into
    again only with ``force``, its ``compare.json`` kept aside as ``compare-<created>.json``."""
    out.mkdir(parents=True, exist_ok=True)
    _set_aside_old_manifest(out, force, COMPARE, "a comparison")
    mark(out)
    return out


def cache_root() -> Path:
    """The tool's own folder for caches: ``$INDUCTOR_PROBE_CACHE``, else
    ``$XDG_CACHE_HOME/inductor-probe``, else ``~/.cache/inductor-probe``."""
    if os.environ.get("INDUCTOR_PROBE_CACHE"):
        return Path(os.environ["INDUCTOR_PROBE_CACHE"]).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "inductor-probe"


def default_cache_dir() -> Path:
    """The private Inductor cache shared by the tool's runs (never the user's global one, and never
    inside a directory of the user's)."""
    return cache_root() / CACHE_NAME


def check_cache_dir(cache: Path) -> Path:
    """Create ``cache`` (``--cache-dir`` or the default) or say in one line why it cannot be used."""
    if cache.exists() and not cache.is_dir():
        raise _refuse(f"--cache-dir {cache} is a file, not a directory; give a directory for the cache")
    _writable(
        cache,
        f".write-test-{os.getpid()}",
        "cannot write the Inductor cache",
        "choose a writable --cache-dir DIR",
    )
    return cache.resolve()


def spaceless(cache: Path) -> Path:
    """``cache``, or where its path holds whitespace a symlink to it in the temporary folder: Inductor
    builds its C++ compile commands as one string and splits them at spaces (``g++: input file '/tmp/my' is
    the same as output file`` for a run in ``/tmp/my runs``)."""
    text = str(cache)
    if not any(c.isspace() for c in text):
        return cache
    tmp = Path(tempfile.gettempdir())
    link = tmp / f"inductor-probe-cache-{hashlib.sha1(text.encode()).hexdigest()[:12]}"
    if any(c.isspace() for c in str(tmp)):
        return cache
    try:
        if link.is_symlink() and os.readlink(link) != text:
            link.unlink()
        if not link.is_symlink():
            link.symlink_to(cache, target_is_directory=True)
    except OSError:  # no symlinks here: the compile may fail, and says why
        return cache
    return link


def point_latest(run: Path) -> None:
    """``probe-runs/latest`` -> the run, only for runs inside the tool's own ``probe-runs/`` and only
    where ``latest`` is missing or already the tool's symlink."""
    root = DEFAULT_ROOT.resolve()
    if run.resolve().parent != root:
        return
    link = root / "latest"
    try:
        if link.is_symlink():
            link.unlink()
        elif link.exists():
            return  # something of the user's: left alone
        link.symlink_to(run.name, target_is_directory=True)
    except OSError:
        pass  # a filesystem without symlinks: `--run DIR` still works


def _scratch(run: Path) -> Path:
    """The run's folder for its children's temporary files, in the system's temporary folder: never under
    the user's path (a compiler command line that splits on a space in it fails: Inductor's precompiled
    header on CPU)."""
    digest = hashlib.sha1(str(Path(run).resolve()).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"inductor-probe-{digest}"


def child_tmp(run: Path, name: str) -> Path:
    """A child's ``TMPDIR`` (made), removed with the run's other temporary files by ``remove_tmp``."""
    tmp = _scratch(run) / name
    tmp.mkdir(parents=True, exist_ok=True)
    return tmp


def take_trace(written: str | Path | None, dest: Path) -> str | None:
    """A trace a child wrote in its scratch folder, moved to ``dest`` in the run (the profiler cannot write
    to every path a user's folder may have: a newline in it); None when it wrote none."""
    if not written or not Path(written).exists():
        return None
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(written), dest)
    return str(dest)


def remove_tmp(run: Path) -> None:
    """Drop the children's temporary files (precompiled headers of 150 MB and more) once a run ends."""
    shutil.rmtree(_scratch(run), ignore_errors=True)
    shutil.rmtree(run / "tmp", ignore_errors=True)  # where runs before the scratch folder kept them


def resolve_run(run: str | Path | None) -> Path:
    """``--run DIR`` or, by default, ``./probe-runs/latest``."""
    if run is None:
        latest = DEFAULT_ROOT / "latest"
        if not latest.exists():
            raise ProbeError(
                f"no run found at {latest}; run `inductor-probe breakdown MODEL.py` first or pass --run DIR",
                USAGE,
            )
        return latest.resolve()
    path = Path(run)
    if not path.is_dir():
        raise ProbeError(
            f"run directory {path} does not exist; pass one made by `inductor-probe breakdown`", USAGE
        )
    return path.resolve()


def kernel_source(run: Path | None, name: str) -> str:
    """The copy of a generated Triton kernel's file kept in ``run`` ("" where there is none)."""
    if run is None:
        return ""
    try:
        return read_file(Path(run) / "kernels" / f"{name}.py").decode()
    except (OSError, UnicodeDecodeError):
        return ""
