"""The run directory on disk: where a run goes, ``latest``, the shared private cache.

::

    probe-runs/
      .inductor-cache/            shared private cache of the runs under this root
      latest -> 20261122-120000-model
      20261122-120000-model/
        run.json                  manifest (run/manifest.py)
        modules/g0_forward.py     compiled modules (copies)
        kernels/<kernel>.py       Triton kernel files (copies, GPU only)
        traces/g0_forward.json    one Chrome trace per module
        logs/                     child-process logs
"""

from __future__ import annotations

import datetime as _dt
import re
from pathlib import Path

from inductor_probe.errors import USAGE, ProbeError

DEFAULT_ROOT = Path("probe-runs")
CACHE_NAME = ".inductor-cache"
MANIFEST = "run.json"
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


def new_run_dir(out: str | Path | None, model_name: str, now: _dt.datetime | None = None) -> Path:
    """Create (and check writable) the run directory; ``--out`` or a timestamped default."""
    run = Path(out) if out is not None else default_out(model_name, now=now)
    try:
        run.mkdir(parents=True, exist_ok=True)
        probe = run / ".write-test"
        probe.write_text("")
        probe.unlink()
    except OSError as e:
        raise ProbeError(
            f"cannot write the run directory {run}: {e.strerror or e}; "
            "choose a writable place with --out DIR",
            USAGE,
        ) from None
    for sub in SUBDIRS:
        (run / sub).mkdir(exist_ok=True)
    return run.resolve()


def default_cache_dir(run: Path) -> Path:
    """The private Inductor cache shared by the runs under one root (never the user's global one)."""
    return run.parent / CACHE_NAME


def point_latest(run: Path) -> None:
    link = run.parent / "latest"
    try:
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(run.name, target_is_directory=True)
    except OSError:
        pass  # a filesystem without symlinks: `--run DIR` still works


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
