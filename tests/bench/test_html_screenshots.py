"""benchmarks/html_screenshots.py on recorded runs: a page, its self-test and a PNG of the whole page."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from benchmarks import html_screenshots
from benchmarks.html_browser import find_chromium

DATA = Path(__file__).resolve().parents[1] / "data"
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(find_chromium() is None, reason="needs Chromium (apt-get install chromium)"),
]


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", head[16:24])


def test_a_run_and_a_compare_become_pages_and_whole_page_pngs(tmp_path, capsys):
    out = tmp_path / "shots"
    argv = ["--out", str(out), "--run", str(DATA / "h100_reduction"), "--width", "1200"]
    argv += ["--compare", str(DATA / "h100_transformer"), str(DATA / "h100_transformer_max_autotune")]
    assert html_screenshots.main(argv) == 0
    pngs = sorted(out.glob("*.png"))
    assert [p.stem for p in pngs] == [
        "compare_h100_transformer_vs_h100_transformer_max_autotune",
        "run_h100_reduction",
    ]
    for p in pngs:
        w, h = png_size(p)
        assert w == 1200 and h >= 600
    summary = (out / "html_screenshots.md").read_text()
    assert summary.count("| ok |") == 2
