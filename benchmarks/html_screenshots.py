"""Screenshots of the tool's HTML pages: a run, a compare and a diff, rendered by headless Chromium.

    python -m benchmarks.html_screenshots --out DIR --run RUN [--run RUN ...]
        [--compare COMPARE_DIR | --compare RUN_A RUN_B] [--diff RUN_A RUN_B] [--width 1400]

For each page: the HTML (written by the tool: ``report --run RUN --html``, ``diff A B --html``; a compare
from its ``compare.json``, or from two runs), the page's self-test (script errors, charts drawn, chart
texts that overlap or stick out, sorting by real clicks, its render time), and a PNG of the whole page.
``DIR/html_screenshots.md`` lists them with their sizes. Needs Chromium, not a GPU: run it where the run
directories are, after copying them from the GPU machine. Exits 1 when a page's self-test fails.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from pathlib import Path

from benchmarks.html_browser import find_chromium, screenshot


def _quiet_main(argv: list[str]) -> int:
    from inductor_probe.cli import main

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
        rc = main(argv)
    if rc != 0:
        print(f"`inductor-probe {' '.join(argv)}` exited {rc}: {err.getvalue().strip()}", file=sys.stderr)
    return rc


def run_page(run: Path, out: Path) -> Path:
    page = out / f"run_{run.name}.html"
    if _quiet_main(["report", "--run", str(run), "--html", str(page)]) != 0:
        raise SystemExit(1)
    return page


def compare_page(dirs: list[Path], out: Path, kind: str = "compare") -> Path:
    """A compare's page: from ``compare.json`` (one directory), or the two runs compared here. A diff:
    the tool's ``diff`` command where it has one."""
    from inductor_probe.analysis.compare import Comparison, compare_manifests
    from inductor_probe.render.compare import RENDERERS
    from inductor_probe.run.manifest import read_manifest

    page = out / f"{kind}_{'_vs_'.join(d.name for d in dirs)}.html"
    if kind == "diff" and _has_command("diff"):
        if _quiet_main(["diff", *map(str, dirs), "--html", str(page)]) != 0:
            raise SystemExit(1)
        return page
    if len(dirs) == 1:
        comp = Comparison.from_dict(json.loads((dirs[0] / "compare.json").read_text()))
    else:
        a, b = dirs
        names = (a.name, b.name) if a.name != b.name else ("base", "other")
        comp = compare_manifests(read_manifest(a), read_manifest(b), *names)
        if kind == "diff":
            print(
                "note: this tool has no `diff` command yet; the diff page is the two runs compared",
                file=sys.stderr,
            )
            comp = type(comp)(**{**comp.__dict__, "meta": dict(comp.meta, command="diff")})
    page.write_text(RENDERERS["html"](comp, links_from=out), encoding="utf-8")
    return page


def _has_command(name: str) -> bool:
    from inductor_probe.cli import COMMANDS

    return any(c.NAME == name for c in COMMANDS)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="html_screenshots", description=__doc__.split("\n\n")[0])
    p.add_argument("--out", required=True, type=Path, help="folder for the pages, the PNGs and the summary")
    p.add_argument("--run", action="append", type=Path, default=[], help="a run directory (repeatable)")
    p.add_argument(
        "--compare", nargs="+", type=Path, help="a compare's out directory, or two run directories"
    )
    p.add_argument("--diff", nargs=2, type=Path, help="two run directories")
    p.add_argument("--width", type=int, default=1400, help="window width in pixels (default 1400)")
    a = p.parse_args(argv)
    if find_chromium() is None:
        print("no Chromium found: apt-get install chromium (or set CHROMIUM)", file=sys.stderr)
        return 2
    if a.compare and len(a.compare) > 2:
        p.error("--compare takes a compare directory or two run directories")
    a.out.mkdir(parents=True, exist_ok=True)
    pages = [run_page(r, a.out) for r in a.run]
    if a.compare:
        pages.append(compare_page(a.compare, a.out))
    if a.diff:
        pages.append(compare_page(a.diff, a.out, kind="diff"))
    rows, ok = [], True
    for page in pages:
        png = page.with_suffix(".png")
        r = screenshot(page, png, width=a.width)
        ok &= bool(r.get("ok"))
        kinds = ", ".join(f"{k} {v}" for k, v in r["kinds"].items())
        verdict = "ok" if r.get("ok") else "FAILED: " + json.dumps(r)[:300]
        rows.append(
            f"| {page.name} | {page.stat().st_size / 1e3:.0f} kB | {r['charts']} ({kinds}) "
            f"| {r['ready_ms']:.0f} ms | {verdict} | {png.name} |"
        )
        print(f"{page} -> {png}: self-test {'ok' if r.get('ok') else 'FAILED'}", file=sys.stderr)
    summary = [
        f"# HTML pages, {a.width} px wide (benchmarks/html_screenshots.py)",
        "",
        "| page | size | charts | drawn after | self-test | screenshot |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
        "drawn after: from navigation start to the page drawn, as the page measures it in headless Chromium.",
    ]
    (a.out / "html_screenshots.md").write_text("\n".join(summary) + "\n")
    print("\n".join(summary))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
