"""CLI glue and renderers for ``compare``."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

from tabulate import tabulate

from inductor_probe.compare import Comparison


def add_compare_arguments(p: argparse.ArgumentParser) -> None:
    p.usage = "inductor-probe compare PATH [options] [-- SCRIPT_ARGS...]"
    p.add_argument("path", help="model file (get_model/get_inputs) or a script that calls torch.compile")
    p.add_argument("--backward", action="store_true", help="also compare the backward graph")
    p.add_argument("--device", default="auto")
    p.add_argument("--script", action="store_true", help="run PATH as __main__ even if it defines get_model()")
    p.add_argument("--out", help="directory for both runs (default ./probe-runs/<time>-compare-<model>/)")
    p.add_argument("--calls", type=int, default=10)
    p.add_argument("--timeout", type=float, default=3600.0, help="seconds each child may take (default 3600)")
    p.add_argument("--format", choices=("text", "json", "csv"), default="text")
    p.add_argument("--top", type=int, default=15, help="matched kernels shown per graph in text (default 15)")
    p.add_argument("-q", "--quiet", action="store_true")


def run_compare_cmd(a: argparse.Namespace) -> int:
    from inductor_probe.cli import _emit, _progress
    from inductor_probe.compare import run_compare
    from inductor_probe.errors import ProbeError
    from inductor_probe.pipeline import BreakdownOptions

    if a.calls < 1 or a.timeout <= 0 or a.top < 1:
        raise ProbeError("--calls and --top must be at least 1 and --timeout positive")
    script_args = list(getattr(a, "script_args", []))
    opts = BreakdownOptions(model=a.path, out=a.out, backward=a.backward, device=a.device,
                            script=a.script or bool(script_args), script_args=tuple(script_args),
                            timeout_s=a.timeout, calls=a.calls)  # fmt: skip
    out, base, other, comp = run_compare(opts, _progress(a.quiet))
    if a.format == "json":
        _emit(json.dumps({"out_dir": str(out), **comp.to_dict()}, indent=1))
    elif a.format == "csv":
        _emit(render_csv(comp))
    else:
        _emit(render_text(out, base, comp, a.top))
    return 0


def _f(v, fmt: str) -> str:
    return "-" if v is None or v != v else format(v, fmt)


def render_text(out: Path, base: dict, comp: Comparison, top: int) -> str:
    dev = ((base.get("environment") or {}).get("device") or {}).get("name", "?")
    lines = [f"inductor-probe compare: {Path(base['model']['path']).name} on {dev}: "
             f"{comp.base_name} vs {comp.other_name} (speedup = {comp.base_name} / {comp.other_name})",
             f"runs: {out / comp.base_name}, {out / comp.other_name}"]  # fmt: skip
    for label in dict.fromkeys(comp.categories["graph"]):
        cats = comp.categories[comp.categories["graph"] == label]
        t = comp.totals[label]
        b, o = t[comp.base_name]["compare_ms"], t[comp.other_name]["compare_ms"]
        lines += ["", f"== {label}: {b:.3f} ms vs {o:.3f} ms per call ({_f(b / o if o else None, '.3f')}x) =="]
        lines.append(tabulate([[r["category"], _f(r["base_ms"], ".4f"), _f(r["other_ms"], ".4f"), _f(r["speedup"], ".3f")]
                               for r in cats.to_dict("records")],
                              headers=["category", f"{comp.base_name} ms", f"{comp.other_name} ms", "speedup"],
                              tablefmt="simple", disable_numparse=True))  # fmt: skip
        ks = comp.kernels[comp.kernels["graph"] == label].sort_values("base_us", ascending=False)
        rows = [[r["base_kernel"][:60], "=" if r["other_kernel"] == r["base_kernel"] else r["other_kernel"][:50],
                 r["match_by"], r["category"], _f(r["base_us"], ".2f"), _f(r["other_us"], ".2f"), _f(r["speedup"], ".3f")]
                for r in ks.head(top).to_dict("records")]  # fmt: skip
        lines += ["", f"matched kernels (top {len(rows)} of {len(ks)}):"]
        lines.append(tabulate(rows, headers=["kernel", comp.other_name, "matched by", "category",
                                             f"{comp.base_name} µs", f"{comp.other_name} µs", "speedup"],
                              tablefmt="simple", disable_numparse=True))  # fmt: skip
        um = comp.unmatched[comp.unmatched["graph"] == label]
        if um.empty:
            lines.append("unmatched: none")
        else:
            lines.append("unmatched:")
            lines.append(tabulate([[r["side"], r["kernel"][:80], r["category"], _f(r["time_us"], ".2f")]
                                   for r in um.to_dict("records")],
                                  headers=["side", "kernel", "category", "µs"], tablefmt="simple",
                                  disable_numparse=True))  # fmt: skip
    return "\n".join(lines)


def render_csv(comp: Comparison) -> str:
    buf = io.StringIO()
    df = comp.kernels.assign(level="kernel")
    cats = comp.categories.rename(columns={"base_ms": "base_us", "other_ms": "other_us"}).assign(level="category")
    cats[["base_us", "other_us"]] = cats[["base_us", "other_us"]] * 1e3
    um = comp.unmatched.assign(level="unmatched")
    import pandas as pd

    pd.concat([cats, df, um], ignore_index=True).to_csv(buf, index=False)
    return buf.getvalue()
