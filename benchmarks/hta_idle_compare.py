"""Issue 28: the tool's idle attribution beside Holistic Trace Analysis' idle breakdown, on the same traces.

    pip install holistictraceanalysis
    python benchmarks/hta_idle_compare.py TRACE.json[.gz] ...

HTA (``get_idle_time_breakdown``) takes each stream from its first kernel to its last and splits the gaps
between kernels into ``host_wait`` (the next kernel not launched yet), ``kernel_wait`` (a gap shorter than
``consecutive_kernel_delay``: launch latency between back-to-back kernels) and ``other``. The tool takes the
device timeline (all streams, copies and memsets included) over the profiled steps, to the last step's end,
and names each gap's cause. For a like-for-like total this prints both over HTA's span (the first kernel to
the last), and the tool's causes over its own span. Output: one markdown table per trace.
"""

from __future__ import annotations

import gzip
import json
import shutil
import sys
import tempfile
from pathlib import Path

from inductor_probe.analysis import idle
from inductor_probe.analysis.step_trace import step_windows
from inductor_probe.analysis.trace import DEVICE_ACTIVITIES


def _events(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt") as f:
        doc = json.load(f)
    return doc["traceEvents"] if isinstance(doc, dict) else doc


def _patch_hta() -> None:
    """HTA 0.5.0 under pandas 3: a trace of more than 32767 events fails (the correlation column, downcast
    to int16, cannot take the events' row numbers); widen it first."""
    import hta.common.trace as hta_trace

    original = hta_trace.transform_correlation_to_index
    if getattr(original, "widened", False):
        return

    def widened(df, symbol_table):
        if "correlation" in df.columns:
            df["correlation"] = df["correlation"].astype("int64")
        return original(df, symbol_table)

    widened.widened = True  # type: ignore[attr-defined]
    hta_trace.transform_correlation_to_index = widened


def hta_idle(path: Path) -> dict[str, float]:
    from hta.trace_analysis import TraceAnalysis

    _patch_hta()

    with tempfile.TemporaryDirectory() as d:
        target = Path(d) / "rank0.json"
        if path.suffix == ".gz":
            with gzip.open(path, "rb") as src, open(target, "wb") as dst:
                shutil.copyfileobj(src, dst)
        else:
            shutil.copy(path, target)
        # every profiled step (HTA leaves the last ProfilerStep out by default)
        ta = TraceAnalysis(trace_dir=d, include_last_profiler_step=True)
        table, _ = ta.get_idle_time_breakdown(visualize=False)
    return {
        str(r["idle_category"]): float(r["idle_time"])
        for _, r in table.groupby("idle_category", as_index=False)["idle_time"].sum().iterrows()
    }


def tool_idle(events: list[dict]) -> tuple[dict, float, float]:
    """The tool's profiled idle by cause (µs over its steps), and its total gap time over HTA's span."""
    wins = step_windows(events)
    found = idle.idle_intervals(events, wins)
    kernels = sorted(
        (float(e["ts"]), float(e["ts"]) + float(e.get("dur", 0))) for e in events if e.get("cat") == "kernel"
    )
    device = sorted(
        (float(e["ts"]), float(e["ts"]) + float(e.get("dur", 0)))
        for e in events
        if e.get("cat") in DEVICE_ACTIVITIES
    )
    a, b = kernels[0][0], max(e for _, e in kernels)
    gaps, reach = 0.0, a
    for s, e in device:
        if e <= a or s >= b:
            continue
        if s > reach:
            gaps += s - reach
        reach = max(reach, e)
    return found, gaps, b - a


def main(paths: list[str]) -> None:
    for p in map(Path, paths):
        events = _events(p)
        found, gaps_span, span = tool_idle(events)
        hta = hta_idle(p)
        total = sum(v[0] for v in found.values())
        print(f"### {p.name}\n")
        print(
            f"HTA over its span ({span / 1e3:.3f} ms, first kernel to last): "
            + ", ".join(f"{k} {v / 1e3:.3f} ms" for k, v in sorted(hta.items()))
            + f"; total {sum(hta.values()) / 1e3:.3f} ms"
        )
        print(
            f"the tool's device gaps over the same span: {gaps_span / 1e3:.3f} ms "
            "(all streams, copies and memsets as activity)"
        )
        print(f"the tool over its profiled steps (to the last step's end): {total / 1e3:.3f} ms\n")
        print("| cause | source | ms | % |\n|---|---|---|---|")
        for (cause, what, line), (us, _) in sorted(found.items(), key=lambda kv: -kv[1][0])[:10]:
            print(f"| {cause} | {line or what or '-'} | {us / 1e3:.3f} | {100 * us / total:.1f} |")
        named = sum(us for (cause, what, line), (us, _) in found.items() if what or line or cause != "Python")
        print(f"\nnamed (a graph, op, range or line): {100 * named / total:.1f}% of the tool's idle\n")


if __name__ == "__main__":
    main(sys.argv[1:])
