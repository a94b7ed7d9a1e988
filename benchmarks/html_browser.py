"""Headless Chromium on the tool's HTML pages, with networking off: the page's self-test and screenshots.

``selftest(page)`` opens ``file://PAGE#selftest`` with ``--dump-dom`` and returns what the page found
about itself (``assets/selftest.js``: errors, charts drawn, overlapping labels, sorting after real
clicks, the filter, its render time). ``screenshot(page, png)`` renders the whole page to a PNG (its
height from a self-test first). Networking is off twice: a proxy that refuses every connection and a
resolver that finds no host, and, where this user may make one, a network namespace with no interface
but loopback (``unshare -n``).
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
NO_NETWORK = [
    "--proxy-server=127.0.0.1:9",
    "--host-resolver-rules=MAP * ~NOTFOUND",
    "--proxy-bypass-list=<-loopback>",
]
FLAGS = [
    "--headless",
    "--no-sandbox",  # root in a container has no user namespaces for the sandbox
    "--disable-gpu",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--force-device-scale-factor=1",
]
SELFTEST = re.compile(r'<pre id="selftest"[^>]*>(.*?)</pre>', re.S)


def find_chromium() -> str | None:
    """A Chromium (or Chrome) binary: ``$CHROMIUM``, else the first of CANDIDATES on PATH."""
    env = os.environ.get("CHROMIUM")
    if env and shutil.which(env):
        return shutil.which(env)
    return next((shutil.which(c) for c in CANDIDATES if shutil.which(c)), None)


def _unshare() -> list[str]:
    """``unshare -n`` where it works (root, or user namespaces allowed), else nothing."""
    if shutil.which("unshare") is None:
        return []
    try:
        ok = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        ok = False
    return ["unshare", "-n"] if ok else []


def run_chromium(args: list[str], timeout_s: float = 60.0, chromium: str | None = None) -> str:
    """Chromium headless with ``args`` (a private profile, networking off); its stdout."""
    binary = chromium or find_chromium()
    if binary is None:
        raise FileNotFoundError("no Chromium found (apt-get install chromium, or set CHROMIUM)")
    with tempfile.TemporaryDirectory(prefix="probe-chromium-") as profile:
        cmd = [*_unshare(), binary, *FLAGS, *NO_NETWORK, f"--user-data-dir={profile}", *args]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s)
    if proc.returncode != 0:
        raise RuntimeError(f"chromium exited {proc.returncode}: {proc.stderr[-2000:]}")
    return proc.stdout


def selftest(page: Path, width: int = 1400, timeout_s: float = 60.0) -> dict:
    """What the page's self-test wrote (see ``assets/selftest.js``)."""
    url = Path(page).resolve().as_uri() + "#selftest"
    dom = run_chromium([f"--window-size={width},900", "--dump-dom", url], timeout_s)
    found = SELFTEST.findall(dom)  # the last: the element the page added at the end of its body
    if not found:
        raise RuntimeError(f"the page wrote no self-test result (did its script run?): {dom[-1500:]}")
    return json.loads(html.unescape(found[-1]))


def page_text(page: Path, width: int = 1400, timeout_s: float = 60.0) -> str:
    """The text a reader sees on the page once its script has drawn it (scripts and styles left out, the
    whitespace collapsed)."""
    dom = run_chromium([f"--window-size={width},900", "--dump-dom", Path(page).resolve().as_uri()], timeout_s)
    dom = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", dom)
    text = html.unescape(re.sub(r"(?s)<[^>]+>", " ", dom))
    return " ".join(text.split())


def screenshot(page: Path, png: Path, width: int = 1400, max_height: int = 16000) -> dict:
    """The whole page as a PNG ``width`` wide; returns the self-test it took the height from."""
    result = selftest(page, width)
    height = min(max_height, max(600, int(result.get("document_height") or 900)))
    url = Path(page).resolve().as_uri()
    run_chromium([f"--window-size={width},{height}", f"--screenshot={Path(png).resolve()}", url])
    return result
