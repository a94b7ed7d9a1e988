"""One self-contained HTML page per result: ``run`` (a breakdown run), ``compare`` (a ``Comparison``,
from ``compare`` or ``diff``), ``kernel`` (a ``KernelReport``).

Each module turns its result into a *page*: plain data, a list of blocks the page's script draws::

    {"kind": "run" | "compare" | "kernel", "title": str, "subtitle": str, "blocks": [block, ...]}

    section   {"title", "blocks"}                      a heading and its blocks
    kv        {"rows": [[key, value], ...]}            a definition list (the environment)
    notes     {"lines": [str], "tone": "info" | "warn"}
    stack     {"title", "unit", "parts": [{"label", "value", "tip"}], "total", "total_label"}
    bars      {"title", "unit", "series": [str], "rows": [{"label", "values", "texts", "errs", "key",
               "tip", "speedup": {"x", "lo", "hi", "tone", "text"}}], "roof": {"value", "label"}}
    roofline  {"title", "roofs": [{"label", "tflops"}], "dram_gbps", "groups": [str],
               "points": [{"name", "group", "x", "y", "t", "tip"}]}
    table     {"title", "columns": [{"key", "label", "num", "digits", "short", "tip", "hidden"}],
               "rows": [[cell, ...]], "sort": key, "filter": bool}   a cell: a value, or [value, shown]
    links     {"title", "items": [{"label", "href", "note"}]}

``page.page`` puts the data (JSON), the script and the styles (``assets/``) into one file that opens
from disk with no network: no CDN, no server, a Content-Security-Policy that allows nothing to load.
The charts are hand-written SVG drawn by the script (no charting library: see docs/usage.md, "HTML pages").
"""
