"""The run directory: layout, the versioned ``run.json`` manifest, ``latest``.

::

    probe-runs/
      .inductor-cache/            shared private cache of the runs under this root
      latest -> 20261122-120000-model
      20261122-120000-model/
        run.json                  manifest (schema RUN_SCHEMA)
        modules/g0_forward.py     compiled modules (copies)
        kernels/<kernel>.py       Triton kernel files (copies, GPU only)
        traces/g0_forward.json    one Chrome trace per module
        logs/                     child-process logs
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
from pathlib import Path
from typing import Any

from inductor_probe import __version__
from inductor_probe.errors import USAGE, ProbeError

RUN_SCHEMA = 1
TOOL = "inductor-probe"
DEFAULT_ROOT = Path("probe-runs")
CACHE_NAME = ".inductor-cache"
MANIFEST = "run.json"


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", text).strip("-") or "model"


def new_run_dir(out: str | Path | None, model_name: str, now: _dt.datetime | None = None) -> Path:
    """Create (and check writable) the run directory; ``--out`` or a timestamped default."""
    if out is not None:
        run = Path(out)
    else:
        now = now or _dt.datetime.now()
        run = DEFAULT_ROOT / f"{now:%Y%m%d-%H%M%S}-{_slug(model_name)}"
        n = 1
        while run.exists():
            n += 1
            run = DEFAULT_ROOT / f"{now:%Y%m%d-%H%M%S}-{_slug(model_name)}-{n}"
    try:
        run.mkdir(parents=True, exist_ok=True)
        probe = run / ".write-test"
        probe.write_text("")
        probe.unlink()
    except OSError as e:
        raise ProbeError(
            f"cannot write the run directory {run}: {e.strerror or e}; choose a writable place with --out DIR",
            USAGE,
        ) from None
    for sub in ("modules", "kernels", "traces", "logs"):
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


def new_manifest(command: list[str], model: dict[str, Any]) -> dict[str, Any]:
    return {
        "schema": RUN_SCHEMA,
        "tool": TOOL,
        "tool_version": __version__,
        "created": _dt.datetime.now().astimezone().isoformat(timespec="seconds"),
        "command": command,
        "status": "running",
        "error": None,
        "model": model,
        "environment": {},
        "cache": {},
        "graphs": [],
    }


def write_manifest(run: Path, manifest: dict[str, Any]) -> Path:
    path = run / MANIFEST
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(manifest, indent=1, default=str))
    os.replace(tmp, path)
    return path


def read_manifest(run: Path) -> dict[str, Any]:
    path = run / MANIFEST
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        raise ProbeError(f"{run} has no {MANIFEST}; is it an inductor-probe run directory?", USAGE) from None
    except (OSError, json.JSONDecodeError) as e:
        raise ProbeError(f"cannot read {path}: {e}; re-run `inductor-probe breakdown`", USAGE) from None
    if data.get("tool") != TOOL:
        raise ProbeError(f"{path} was not written by {TOOL}; pass a run directory it made", USAGE)
    if data.get("schema") != RUN_SCHEMA:
        raise ProbeError(
            f"{path} has run schema {data.get('schema')!r} (tool {data.get('tool_version')}); "
            f"this inductor-probe {__version__} reads schema {RUN_SCHEMA}: re-run `inductor-probe breakdown`",
            USAGE,
        )
    return data


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
        raise ProbeError(f"run directory {path} does not exist; pass one made by `inductor-probe breakdown`", USAGE)
    return path.resolve()
