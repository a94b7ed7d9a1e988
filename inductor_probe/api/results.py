"""What the API returns: a ``Run``, a ``Comparison`` and a ``KernelResult``, each with its typed results,
its tables as pandas DataFrames, its report in any format the command line prints, and its HTML page
(``to_html``; the last line of a notebook cell shows it, through ``_repr_html_``).

Every DataFrame is built by the same function as the command line's CSV of the same table
(``Run.kernels`` is ``inductor-probe kernels --format csv``'s table), and every report by the same renderer.
"""

from __future__ import annotations

import html
import os
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from inductor_probe.analysis.findings import run_findings
from inductor_probe.analysis.frames import categories_frame, graphs_frame
from inductor_probe.analysis.job_findings import job_findings
from inductor_probe.analysis.kernels import list_kernels
from inductor_probe.analysis.ranks import JobView, job_record
from inductor_probe.errors import USAGE, ProbeError, printable
from inductor_probe.render import breakdown as breakdown_render
from inductor_probe.render import compare as compare_render
from inductor_probe.render import kernel as kernel_render
from inductor_probe.render import ranks as ranks_render
from inductor_probe.render.html import compare as compare_page
from inductor_probe.render.html import kernel as kernel_page
from inductor_probe.render.html import run as run_page
from inductor_probe.render.html.job import traces_view
from inductor_probe.render.html.page import page, write_page
from inductor_probe.render.module_map import frame as module_frame
from inductor_probe.run.job import Job as JobRecord

if TYPE_CHECKING:
    import pandas as pd

    from inductor_probe.analysis.compare import Comparison as RawComparison
    from inductor_probe.analysis.kernels import KernelReport
    from inductor_probe.run.findings import Finding
    from inductor_probe.run.manifest import Manifest, StepView
    from inductor_probe.run.manifest import Run as RawRun
    from inductor_probe.run.memory import MemoryView

FRAME_HEIGHT_PX = 720  # the page's frame in a notebook output


def _frame(page: str) -> str:
    """A self-contained page inside a notebook output: an iframe whose ``srcdoc`` is the page, so that its
    styles and scripts (and their CSP) stay its own."""
    return (
        f'<iframe srcdoc="{html.escape(page, quote=True)}" style="width:100%;height:{FRAME_HEIGHT_PX}px;'
        'border:1px solid #ddd" sandbox="allow-scripts"></iframe>'
    )


def _check_format(fmt: str, renderers: dict) -> None:
    if fmt not in renderers:
        raise ProbeError(f"unknown format {fmt!r}; choose one of {', '.join(renderers)}", USAGE)


class Run:
    """One run of ``breakdown`` (made now, or ``load``-ed from its directory).

    ``findings``: what the report opens with (``Finding``: what, expected gain, basis, kind);
    ``step``: the step view (typed: wall, busy, idle by cause, memory); ``graphs``, ``categories``,
    ``kernels``: DataFrames (``kernels``: one row per kernel per graph, every insight column and the
    user's source lines); ``report(format)``: what ``inductor-probe report`` prints; ``to_html(path)``."""

    def __init__(self, raw: RawRun):
        self.raw = raw

    @property
    def dir(self) -> Path:
        return self.raw.path

    @property
    def manifest(self) -> Manifest:
        return self.raw.manifest

    @property
    def step(self) -> StepView | None:
        return self.manifest.step

    @property
    def memory(self) -> MemoryView | None:
        return self.step.memory if self.step is not None else None

    @property
    def findings(self) -> list[Finding]:
        """What the report opens with, in its order (the text report, the JSON and the page show the same)."""
        return run_findings(self.manifest)

    @cached_property
    def graphs(self) -> pd.DataFrame:
        return graphs_frame(self.manifest)

    @cached_property
    def categories(self) -> pd.DataFrame:
        return categories_frame(self.manifest)

    @cached_property
    def kernels(self) -> pd.DataFrame:
        return list_kernels(self.manifest, self.dir)

    @cached_property
    def modules(self) -> pd.DataFrame:
        """The compiled kernels' time per step by nn.Module path, in tree order (``step.modules``)."""
        return module_frame(self.manifest)

    def report(self, format: str = "text", top: int | None = None) -> str:
        """The report as ``inductor-probe report --format FORMAT`` prints it (text, json, csv, html)."""
        _check_format(format, breakdown_render.RENDERERS)
        return breakdown_render.RENDERERS[format](self.raw, top=top)

    def to_html(self, path: str | os.PathLike, top: int | None = None) -> Path:
        """The run as one self-contained HTML page (``--html``); returns where it was written."""
        out = Path(path).expanduser().resolve()
        inputs = (self.dir, Path(self.manifest.model.path))
        return write_page(run_page.render_html(self.raw, top=top, links_from=out.parent), out, inputs)

    def _repr_html_(self) -> str:
        return _frame(run_page.render_html(self.raw, links_from=self.dir))

    def __repr__(self) -> str:
        m, s = self.manifest, self.step
        what = Path(m.model.path).name
        if s is not None and s.wall_ms is not None:
            unit = "CPU" if m.device_type == "cpu" else "GPU"
            busy = f", {unit} busy {s.busy_pct:.1f}%" if s.busy_pct is not None else ""
            what += f": wall {s.wall_ms:.3f} ms per step{busy}"
        return printable(f"<inductor_probe.Run {what}; {len(m.graphs)} graph(s), {m.status}; {self.dir}>")


class Comparison:
    """Two runs side by side (``compare``/``diff``): ``categories``, ``kernels`` (matched pairs) and
    ``unmatched`` as DataFrames, ``report(format)``, ``to_html(path)``; ``raw`` the analysis' own type."""

    def __init__(self, raw: RawComparison):
        self.raw = raw

    @property
    def categories(self) -> pd.DataFrame:
        return self.raw.categories

    @property
    def kernels(self) -> pd.DataFrame:
        return self.raw.kernels

    @property
    def unmatched(self) -> pd.DataFrame:
        return self.raw.unmatched

    @property
    def totals(self) -> dict:
        """Per graph, each side's kernel time per call, the speedup and its band (compare.json's form)."""
        return self.raw.totals_dict()

    def report(self, format: str = "text", top: int | None = None) -> str:
        _check_format(format, compare_render.RENDERERS)
        return compare_render.RENDERERS[format](self.raw, top=top)

    def to_html(self, path: str | os.PathLike, top: int | None = None) -> Path:
        out = Path(path).expanduser().resolve()
        runs = self.raw.meta.runs
        inputs = [Path(runs.base), Path(runs.other)] if runs is not None else []
        out_dir = self.raw.meta.out_dir
        return write_page(
            compare_page.render_html(self.raw, top=top, links_from=out.parent),
            out,
            inputs + ([Path(out_dir)] if out_dir else []),
        )

    def _repr_html_(self) -> str:
        return _frame(compare_page.render_html(self.raw))

    def __repr__(self) -> str:
        raw = self.raw
        return printable(
            f"<inductor_probe.Comparison {raw.base_name} vs {raw.other_name}; {len(raw.graphs)} graph(s)>"
        )


class KernelResult:
    """One kernel re-run on its own (``kernel``): ``report(format)``, ``to_html(path)``; ``raw`` the
    analysis' own ``KernelReport`` (its variants, configs and verdict)."""

    def __init__(self, raw: KernelReport):
        self.raw = raw

    @property
    def name(self) -> str:
        return self.raw.ref.name

    def report(self, format: str = "text") -> str:
        _check_format(format, kernel_render.RENDERERS)
        return kernel_render.RENDERERS[format](self.raw)

    def to_html(self, path: str | os.PathLike) -> Path:
        out = Path(path).expanduser().resolve()
        ref = self.raw.ref
        inputs = [ref.kernel_file, ref.kernel_file.parent.parent] if ref.kernel_file is not None else []
        return write_page(kernel_page.render_html(self.raw, links_from=out.parent), out, inputs)

    def _repr_html_(self) -> str:
        return _frame(kernel_page.render_html(self.raw))

    def __repr__(self) -> str:
        return printable(f"<inductor_probe.KernelResult {self.name} in {self.raw.ref.graph}>")


class Job:
    """A job's ranks (``traces``): ``ranks`` and ``collectives`` as DataFrames, ``job`` (the job as a run
    keeps it: ``run.job.Job``), ``data`` (the same as plain data: ``report --traces --format json``), the
    ``view`` it was made from (``analysis/ranks.JobView``), ``report(format)`` and ``cannot`` (what the traces
    cannot tell)."""

    def __init__(
        self, view: JobView | None, cannot: list[str], sockets: bool = False, record: JobRecord | None = None
    ):
        self.view = view  # None: made from the hosts' summaries (``hosts``), not from the traces here
        self.cannot = cannot
        if record is None:
            assert view is not None
            record = job_record(view, cannot, sockets)
        self.job = record

    @property
    def data(self) -> dict[str, Any]:
        return self.job.to_dict()

    @property
    def findings(self) -> list[Finding]:
        """What the report opens with (the straggler, exposed communication, sockets)."""
        return job_findings(self.job)

    @cached_property
    def ranks(self) -> pd.DataFrame:
        import pandas as pd

        rows = [{"rank": r.rank, **r.step.to_dict(), **r.comm.to_dict()} for r in self.job.ranks]
        return pd.DataFrame(rows).drop(columns=["categories", "by_collective_ms"])

    @cached_property
    def collectives(self) -> pd.DataFrame:
        import pandas as pd

        cols = ["collective", "index", "rank", "straggler", "wait_ms", "transfer_ms"]
        rows = [
            [c.name, c.index, r, c.straggler, c.wait_ms[r], c.transfer_ms[r]]
            for c in self.job.collectives
            for r in sorted(c.wait_ms)
        ]
        return pd.DataFrame(rows, columns=cols)

    def page(self, title: str = "traces") -> str:
        """The job as one self-contained HTML page (``report --traces DIR --html PATH``)."""
        return page(traces_view(self.job, title))

    def to_html(self, path: str | os.PathLike, title: str = "traces") -> Path:
        """The page written to ``path`` (the command line's checks); returns where it was written."""
        return write_page(self.page(title), Path(path))

    def _repr_html_(self) -> str:
        return _frame(self.page())

    def report(self, format: str = "text") -> str:
        renderers = {
            "text": lambda: ranks_render.render_text(self.job, "traces"),
            "html": lambda: self.page(),
            "json": lambda: ranks_render.render_json(self.job),
            "csv": lambda: ranks_render.render_csv(self.job),
        }
        _check_format(format, renderers)
        return renderers[format]()

    def __repr__(self) -> str:
        s, d = self.job.straggler, self.job
        who = f"; straggler rank {s.rank}" if s else ""
        return f"<inductor_probe.Job {len(d.ranks)} rank(s), {len(d.collectives)} collective(s){who}>"
