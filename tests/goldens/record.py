"""What ``report`` and ``kernels`` print for every recorded run, as read and after ``--reanalyse`` of a copy.

``python -m tests.goldens.record`` writes them to ``tests/data/golden/runs/`` (recorded at 024efc7, before
the typed-boundary refactor of issue 27); ``test_goldens.py`` checks that the tool still prints the same,
byte for byte, with the run directory replaced by ``<RUN>``. Record them again only for a change of output
that is meant, and say so in the commit.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "data" / "golden" / "runs"
FORMATS = ("text", "json", "csv")


MEMORY_ONLY = ROOT / "tests" / "data" / "h100_memory"  # memory records and histories, without step traces


def recorded_runs() -> list[Path]:
    """Every run directory committed under tests/data and benchmarks/results (the memory fixtures, kept
    without their step traces, cannot be reanalysed: tests/analysis/test_memory.py reads them)."""
    found = [*(ROOT / "tests" / "data").rglob("run.json")]
    found += (ROOT / "benchmarks" / "results").rglob("run.json")
    return sorted(p.parent for p in found if not p.is_relative_to(MEMORY_ONLY))


def golden_name(run_dir: Path) -> str:
    return str(run_dir.relative_to(ROOT)).replace("/", "__")


def _printed(text: str, run_path: Path) -> str:
    text = text if text.endswith("\n") else text + "\n"
    return text.replace(str(run_path), "<RUN>")


def outputs(run_dir: Path, *, reanalyse: bool) -> dict[str, str]:
    """``report`` in each format (and ``kernels``) of ``run_dir``; with ``reanalyse``, of a reanalysed copy
    (the recorded run is never written)."""
    from inductor_probe import workflows
    from inductor_probe.analysis.kernels import list_kernels
    from inductor_probe.render import breakdown, kernels
    from inductor_probe.run.manifest import open_run

    out: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as tmp:
        path = run_dir
        if reanalyse:
            path = Path(tmp) / "run"
            shutil.copytree(run_dir, path)
        run = open_run(path)
        if reanalyse:
            run = workflows.reanalyse(run)
        tag = "reanalysed" if reanalyse else "report"
        for fmt in FORMATS:
            out[f"{tag}.{fmt}"] = _printed(breakdown.RENDERERS[fmt](run), run.path)
        if not reanalyse:
            for fmt in FORMATS:
                out[f"kernels.{fmt}"] = _printed(
                    kernels.RENDERERS[fmt](list_kernels(run.manifest, run.path)), run.path
                )
    return out


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for run_dir in recorded_runs():
        for reanalyse in (False, True):
            for key, text in outputs(run_dir, reanalyse=reanalyse).items():
                (GOLDEN / f"{golden_name(run_dir)}.{key}").write_text(text)
        print(golden_name(run_dir), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
